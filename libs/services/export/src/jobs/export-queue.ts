import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Db, type Job, PgBoss } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { DATABASE_OPTIONS, type DatabaseOptions, pgSchemaOf } from '@pp/platform';
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
    // The supervisor fails jobs whose heartbeat or time ran out; it looks twice per lease.
    const superviseSeconds = Math.max(1, Math.min(60, Math.floor(lease / 2)));
    const boss = new PgBoss({
      connectionString: this.database.url,
      schema: pgSchemaOf('export'),
      createSchema: false,
      max: 3,
      application_name: 'pp-export-jobs',
      instanceName: 'export',
      schedule: false,
      superviseIntervalSeconds: superviseSeconds,
      monitorIntervalSeconds: superviseSeconds,
      // A new job wakes a worker at once (NOTIFY on commit) instead of at its next poll.
      useListenNotify: true,
    });
    boss.on('error', (error) => this.logger.error(`pg-boss: ${error.message}`));
    boss.on('warning', (warning) => this.logger.warn(`pg-boss: ${warning.message}`));
    await boss.start();
    this.boss = boss;
    const retention = { retentionSeconds: 14 * 86_400, deleteAfterSeconds: 86_400 };
    await boss.createQueue(LOST_QUEUE, { policy: 'standard', retryLimit: 5, retryDelay: 5, retryBackoff: true, ...retention });
    const render = {
      expireInSeconds: EXPORT_JOB_POLICY.attemptSeconds,
      heartbeatSeconds: lease,
      retryLimit: EXPORT_JOB_POLICY.retryLimit,
      retryDelay: EXPORT_JOB_POLICY.retryDelaySeconds,
      retryBackoff: true,
      notify: true,
      ...retention,
    };
    await boss.createQueue(RENDER_QUEUE, { policy: 'exclusive', deadLetter: LOST_QUEUE, ...render });
    // createQueue keeps an existing queue as it was: apply this process's lease and policy to it.
    await boss.updateQueue(RENDER_QUEUE, { deadLetter: LOST_QUEUE, ...render });
    await boss.work<ExportJobData>(
      RENDER_QUEUE,
      {
        localConcurrency: this.config.EXPORT_RENDER_THREADS,
        // Polling stays on for retries (due later, so never notified) and as the backstop of NOTIFY.
        pollingIntervalSeconds: EXPORT_JOB_POLICY.pollSeconds,
        notifyPollingIntervalSeconds: EXPORT_JOB_POLICY.pollSeconds,
      },
      async ([job]) => this.handlers.render(job),
    );
    await boss.work<ExportJobData>(LOST_QUEUE, { pollingIntervalSeconds: 5 }, async ([job]) => this.handlers.lost(job));
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

/** pg-boss' database port over the connection of an open TypeORM transaction. */
export function transactionDatabase(manager: EntityManager): Db {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('a job is sent only inside the transaction that records it');
  return { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records ?? [] }) };
}
