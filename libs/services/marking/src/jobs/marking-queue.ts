import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Job, PgBoss } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import {
  DATABASE_OPTIONS,
  type DatabaseOptions,
  type JobPolicy,
  pgSchemaOf,
  startJobStore,
  transactionDatabase,
  workLeasedQueue,
} from '@pp/platform';
import { MARKING_CONFIG, type MarkingConfig } from '../marking.config.js';

/** Marking jobs: one per question run, exclusive on the question, retried with backoff. */
export const MARK_QUEUE = 'mark-questions';
/** Where a job whose last attempt was lost goes: its question fails, its credit goes back. */
export const LOST_QUEUE = 'lost-marking';
/** Indexing jobs: one per work upload to a session made from a paper, reading its pages' QR codes. */
export const INDEX_QUEUE = 'index-work-pages';
export const LOST_INDEX_QUEUE = 'lost-indexing';
/** Attaching jobs: one per session made from a saved paper, attaching the revision's PDFs once they are ready. */
export const ATTACH_QUEUE = 'attach-paper-exports';
export const LOST_ATTACH_QUEUE = 'lost-attaching';
const STOP_GRACE_MS = 15_000;

/** Attempts of 60 s (the assessment aborted at 50 s so the attempt can record why), two retries. */
export const MARKING_JOB_POLICY: JobPolicy = { attemptSeconds: 60, workSeconds: 50, retryLimit: 2, retryDelaySeconds: 2, pollSeconds: 1 };

export interface MarkingJobData {
  ownerId: string;
  sessionId: string;
  questionId: string;
  /** The question's run the job was sent for: a job of an earlier run (or a cancelled one) does nothing. */
  run: number;
}

export interface MarkingJobHandlers {
  mark(job: Job<MarkingJobData>): Promise<void>;
  lost(job: Job<MarkingJobData>): Promise<void>;
}

export const MARKING_JOB_HANDLERS = Symbol('MARKING_JOB_HANDLERS');

export interface IndexJobData {
  ownerId: string;
  sessionId: string;
  assetId: string;
}

export interface IndexJobHandlers {
  index(job: Job<IndexJobData>): Promise<void>;
  lost(job: Job<IndexJobData>): Promise<void>;
}

export const INDEX_JOB_HANDLERS = Symbol('INDEX_JOB_HANDLERS');

/** Reading up to 80 pages at 150 dpi: attempts of 120 s, aborted at 110 s. */
export const INDEX_JOB_POLICY: JobPolicy = { attemptSeconds: 120, workSeconds: 110, retryLimit: 2, retryDelaySeconds: 2, pollSeconds: 1 };

export interface AttachJobData {
  ownerId: string;
  sessionId: string;
  paperId: string;
  revision: number;
}

export interface AttachJobHandlers {
  attach(job: Job<AttachJobData>): Promise<void>;
  lost(job: Job<AttachJobData>): Promise<void>;
}

export const ATTACH_JOB_HANDLERS = Symbol('ATTACH_JOB_HANDLERS');

/** An attempt waits up to 130 s for the export (its own limit is 120 s), then two retries restart a failed one. */
export const ATTACH_JOB_POLICY: JobPolicy = { attemptSeconds: 150, workSeconds: 130, retryLimit: 2, retryDelaySeconds: 5, pollSeconds: 1 };

/**
 * pg-boss in the `marking` schema, like the export jobs (decision 0012): started once every module is
 * ready, stopped first and gracefully on shutdown, so an in-flight assessment finishes or its job goes back.
 */
@Injectable()
export class MarkingQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MarkingQueue.name);
  private boss?: PgBoss;

  constructor(
    @Inject(DATABASE_OPTIONS) private readonly database: DatabaseOptions,
    @Inject(MARKING_CONFIG) private readonly config: MarkingConfig,
    @Inject(MARKING_JOB_HANDLERS) private readonly handlers: MarkingJobHandlers,
    @Inject(INDEX_JOB_HANDLERS) private readonly indexer: IndexJobHandlers,
    @Inject(ATTACH_JOB_HANDLERS) private readonly attacher: AttachJobHandlers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const lease = this.config.MARKING_JOB_LEASE_SECONDS;
    const boss = await startJobStore({
      databaseUrl: this.database.url,
      schema: pgSchemaOf('marking'),
      name: 'marking',
      leaseSeconds: lease,
      logger: this.logger,
    });
    this.boss = boss;
    await workLeasedQueue<MarkingJobData>(boss, {
      queue: MARK_QUEUE,
      lostQueue: LOST_QUEUE,
      policy: MARKING_JOB_POLICY,
      leaseSeconds: lease,
      concurrency: this.config.MARKING_CONCURRENCY,
      run: (job) => this.handlers.mark(job),
      lost: (job) => this.handlers.lost(job),
    });
    await workLeasedQueue<IndexJobData>(boss, {
      queue: INDEX_QUEUE,
      lostQueue: LOST_INDEX_QUEUE,
      policy: INDEX_JOB_POLICY,
      leaseSeconds: lease,
      concurrency: 1,
      run: (job) => this.indexer.index(job),
      lost: (job) => this.indexer.lost(job),
    });
    await workLeasedQueue<AttachJobData>(boss, {
      queue: ATTACH_QUEUE,
      lostQueue: LOST_ATTACH_QUEUE,
      policy: ATTACH_JOB_POLICY,
      leaseSeconds: lease,
      concurrency: 2,
      run: (job) => this.attacher.attach(job),
      lost: (job) => this.attacher.lost(job),
    });
    this.logger.log(`marking jobs running (${this.config.MARKING_CONCURRENCY} at a time, lease ${lease} s)`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
    this.boss = undefined;
  }

  /** Sends a question's job in the caller's transaction: the question's status, its credit and its job commit together. */
  async send(manager: EntityManager, data: MarkingJobData): Promise<void> {
    await this.sendIn(manager, MARK_QUEUE, data, `${data.questionId}/${data.run}`);
  }

  /** Sends a paper session's attaching job in the transaction that creates the session. */
  async sendAttaching(manager: EntityManager, data: AttachJobData): Promise<void> {
    await this.sendIn(manager, ATTACH_QUEUE, data, data.sessionId);
  }

  /** Sends a work upload's indexing job in the transaction that records the upload as pending indexing. */
  async sendIndexing(manager: EntityManager, data: IndexJobData): Promise<void> {
    await this.sendIn(manager, INDEX_QUEUE, data, data.assetId);
  }

  /** One job of a subject (its singleton key) at a time, committed or rolled back with the caller's rows. */
  private async sendIn(manager: EntityManager, queue: string, data: object, singletonKey: string): Promise<void> {
    if (!this.boss) throw new Error('marking jobs are not running');
    await this.boss.send(queue, { ...data }, { singletonKey, db: transactionDatabase(manager) });
  }
}
