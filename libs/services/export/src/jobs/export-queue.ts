import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Job, PgBoss } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { DATABASE_OPTIONS, type DatabaseOptions, pgSchemaOf, startJobStore, transactionDatabase, workLeasedQueue } from '@pp/platform';
import { EXPORT_CONFIG, type ExportConfig } from '../export.config.js';
import { EXPORT_JOB_POLICY } from './job-policy.js';

/** Render jobs: one at a time per export (exclusive on its singleton key), retried with backoff. */
export const RENDER_QUEUE = 'render-exports';
/** Where pg-boss moves a render job whose last attempt was lost (its lease lapsed): the export is marked failed. */
export const LOST_QUEUE = 'lost-exports';
/** How long a graceful stop lets an in-flight render finish before giving its job back. */
const STOP_GRACE_MS = 15_000;

export interface ExportJobData {
  ownerId: string;
  paperId: string;
  revision: number;
  /** The export's generation the job was sent for: a job of an earlier one does nothing. */
  generation: number;
}

export interface ExportJobHandlers {
  render(job: Job<ExportJobData>): Promise<void>;
  lost(job: Job<ExportJobData>): Promise<void>;
}

/** DI token of the handlers the queue runs (the export worker). */
export const EXPORT_JOB_HANDLERS = Symbol('EXPORT_JOB_HANDLERS');

export const singletonKeyOf = ({ ownerId, paperId, revision }: ExportJobData): string => `${ownerId}/${paperId}/${revision}`;

/**
 * pg-boss in the `export` schema (decision 0012): started after every module is initialised (the
 * schema migrated, the outbox relay running), stopped first on shutdown, gracefully: it stops fetching,
 * lets an in-flight render finish for STOP_GRACE_MS, then gives its job back, while the database, the
 * relay and the render threads are still there. With EXPORTS_ENABLED=false it never starts.
 */
@Injectable()
export class ExportQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExportQueue.name);
  private boss?: PgBoss;

  constructor(
    @Inject(DATABASE_OPTIONS) private readonly database: DatabaseOptions,
    @Inject(EXPORT_CONFIG) private readonly config: ExportConfig,
    @Inject(EXPORT_JOB_HANDLERS) private readonly handlers: ExportJobHandlers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.EXPORTS_ENABLED) return;
    const lease = this.config.EXPORT_JOB_LEASE_SECONDS;
    const boss = await startJobStore({
      databaseUrl: this.database.url,
      schema: pgSchemaOf('export'),
      name: 'export',
      leaseSeconds: lease,
      logger: this.logger,
    });
    this.boss = boss;
    await workLeasedQueue<ExportJobData>(boss, {
      queue: RENDER_QUEUE,
      lostQueue: LOST_QUEUE,
      policy: EXPORT_JOB_POLICY,
      leaseSeconds: lease,
      concurrency: this.config.EXPORT_RENDER_THREADS,
      run: (job) => this.handlers.render(job),
      lost: (job) => this.handlers.lost(job),
    });
    this.logger.log(`export jobs running (${this.config.EXPORT_RENDER_THREADS} at a time, lease ${lease} s)`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
    this.boss = undefined;
  }

  /**
   * Sends the render job in the caller's transaction, so the export row and its job commit or roll
   * back together. An export whose job is still queued or running gets no second one (null).
   */
  async send(manager: EntityManager, data: ExportJobData): Promise<string | null> {
    if (!this.boss) throw new Error('export jobs are not running');
    return this.boss.send(RENDER_QUEUE, { ...data }, { singletonKey: singletonKeyOf(data), db: transactionDatabase(manager) });
  }
}
