import type { Logger } from '@nestjs/common';
import { type Db, type Job, PgBoss } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { assertSchemaName } from '../events/outbox-sql.js';
import { type QueueState, watchJobQueues } from '../metrics/platform-metrics.js';
import { tracingOn } from '../tracing/tracing.js';
import type { JobPolicy } from './job-policy.js';

export interface JobStoreOptions {
  /** The service's database. */
  databaseUrl: string;
  /** The service's own schema: pg-boss keeps its tables beside the service's (decision 0012). */
  schema: string;
  /** Names the pool's connections and the pg-boss instance. */
  name: string;
  /** A job whose worker sent no heartbeat for this long goes back to the queue (pg-boss' minimum is 10). */
  leaseSeconds: number;
  logger: Logger;
}

/** How long finished jobs stay readable, and when pg-boss deletes them. */
export const JOB_RETENTION = { retentionSeconds: 14 * 86_400, deleteAfterSeconds: 86_400 } as const;

/**
 * A started pg-boss in a service's schema, supervised twice per lease (so a dead worker's job
 * returns within about a lease and a half), woken by NOTIFY when a job is sent.
 */
export async function startJobStore({ databaseUrl, schema, name, leaseSeconds, logger }: JobStoreOptions): Promise<PgBoss> {
  const superviseSeconds = Math.max(1, Math.min(60, Math.floor(leaseSeconds / 2)));
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema,
    createSchema: false,
    max: 3,
    application_name: `pp-${name}-jobs`,
    instanceName: name,
    schedule: false,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    // A new job wakes a worker at once (NOTIFY on commit) instead of at its next poll.
    useListenNotify: true,
    // Traces (decision 0054): with tracing on, pg-boss keeps the sender's W3C trace context in its job
    // row (`trace_context`) and runs each attempt in a `process <queue>` span continuing it; off, it
    // makes no spans at all.
    openTelemetry: tracingOn() ? { propagateContext: true, propagator: new W3CTraceContextPropagator() } : { enabled: false },
  });
  boss.on('error', (error) => logger.error(`pg-boss: ${error.message}`));
  boss.on('warning', (warning) => logger.warn(`pg-boss: ${warning.message}`));
  await boss.start();
  const stopWatching = watchJobQueues(schema, () => queueStates(boss.getDb(), schema));
  boss.once('stopped', stopWatching);
  return boss;
}

/**
 * Each queue's waiting jobs (created, or waiting for a retry) and the age of the oldest, for the
 * metrics: one grouped read over pg-boss' partial index of waiting jobs.
 */
async function queueStates(db: Db, schema: string): Promise<QueueState[]> {
  const s = assertSchemaName(schema);
  const { rows } = await db.executeSql(
    `SELECT q.name AS queue, count(j.id)::int AS depth,
            coalesce(extract(epoch FROM now() - min(j.created_on)), 0)::float8 AS "oldestAgeSeconds"
       FROM ${s}.queue q LEFT JOIN ${s}.job j ON j.name = q.name AND j.state < 'active' AND NOT j.blocked
      GROUP BY q.name`,
  );
  return rows as QueueState[];
}

/** pg-boss' database port over the connection of an open TypeORM transaction: a job commits or rolls back with the rows that record it. */
export function transactionDatabase(manager: EntityManager): Db {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('a job is sent only inside the transaction that records it');
  return { executeSql: async (text, values) => ({ rows: (await runner.query(text, values, true)).records ?? [] }) };
}

export interface LeasedQueueOptions<T extends object> {
  /** The work queue: exclusive per singleton key, so one job of a subject runs at a time. */
  queue: string;
  /** Where pg-boss moves a job whose last attempt was lost (its lease lapsed): `lost` records the failure. */
  lostQueue: string;
  policy: JobPolicy;
  leaseSeconds: number;
  /** Jobs this process runs at once. */
  concurrency: number;
  run(job: Job<T>): Promise<void>;
  lost(job: Job<T>): Promise<void>;
}

/**
 * Creates (or updates to this process's lease and policy) a leased queue with its dead letter, and
 * works both: heartbeats hold the lease, retries back off exponentially, and a lost last attempt
 * reaches `lost` so the subject fails visibly instead of staying `running`.
 */
export async function workLeasedQueue<T extends object>(boss: PgBoss, options: LeasedQueueOptions<T>): Promise<void> {
  const { queue, lostQueue, policy } = options;
  await boss.createQueue(lostQueue, { policy: 'standard', retryLimit: 5, retryDelay: 5, retryBackoff: true, ...JOB_RETENTION });
  const settings = {
    expireInSeconds: policy.attemptSeconds,
    heartbeatSeconds: options.leaseSeconds,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    notify: true,
    ...JOB_RETENTION,
  };
  await boss.createQueue(queue, { policy: 'exclusive', deadLetter: lostQueue, ...settings });
  // createQueue keeps an existing queue as it was: apply this process's lease and policy to it.
  await boss.updateQueue(queue, { deadLetter: lostQueue, ...settings });
  await boss.work<T>(
    queue,
    {
      localConcurrency: options.concurrency,
      // Polling stays on for retries (due later, so never notified) and as the backstop of NOTIFY.
      pollingIntervalSeconds: policy.pollSeconds,
      notifyPollingIntervalSeconds: policy.pollSeconds,
    },
    async ([job]) => options.run(job),
  );
  await boss.work<T>(lostQueue, { pollingIntervalSeconds: 5 }, async ([job]) => options.lost(job));
}
