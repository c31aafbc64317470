import { type BeforeApplicationShutdown, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { addToBatch, emptyBatch, mergeBatch, type UsageBatch, type UsageEvent } from './usage-aggregate.js';

const FLUSH_INTERVAL_MS = 1000;
const PRUNE_INTERVAL_MS = 3_600_000;
const RETENTION_DAYS = 30;

/**
 * Records usage off the request path: requests are counted in memory and written once a second in
 * one statement, so a busy key costs one row update a second rather than one per request. A
 * shutdown flushes what is left.
 */
@Injectable()
export class UsageRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(UsageRecorder.name);
  private batch = emptyBatch();
  private timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> = Promise.resolve();

  constructor(@InjectDataSource('identity') private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.timers = [
      setInterval(() => void this.flush(), FLUSH_INTERVAL_MS),
      setInterval(() => void this.prune().catch(() => undefined), PRUNE_INTERVAL_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Runs after the HTTP listener has closed and before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.flush();
  }

  record(event: UsageEvent): void {
    addToBatch(this.batch, event);
  }

  /** Writes the pending batch; a failed write is merged back and retried on the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.batch.lifetime.size === 0) return;
      const batch = this.batch;
      this.batch = emptyBatch();
      try {
        await this.write(batch);
      } catch (error) {
        this.logger.warn(`usage flush failed, will retry: ${(error as Error).message}`);
        mergeBatch(this.batch, batch);
      }
    });
    return this.flushing;
  }

  private async write(batch: UsageBatch): Promise<void> {
    const daily = [...batch.daily.values()];
    const lifetime = [...batch.lifetime.entries()];
    await this.dataSource.query(
      `WITH daily AS (
         INSERT INTO identity.usage_daily AS u (key_id, day, operation, status, count, total_ms)
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::text[], $4::smallint[], $5::bigint[], $6::float8[])
         ON CONFLICT (key_id, day, operation, status) DO UPDATE SET count = u.count + EXCLUDED.count, total_ms = u.total_ms + EXCLUDED.total_ms
       )
       UPDATE identity.api_keys k
          SET request_count = k.request_count + t.requests, error_count = k.error_count + t.errors,
              last_used_at = greatest(k.last_used_at, t.last_used)
         FROM unnest($7::uuid[], $8::bigint[], $9::bigint[], $10::timestamptz[]) AS t(id, requests, errors, last_used)
        WHERE k.id = t.id`,
      [
        daily.map((d) => d.keyId),
        daily.map((d) => d.day),
        daily.map((d) => d.operation),
        daily.map((d) => d.status),
        daily.map((d) => d.count),
        daily.map((d) => d.totalMs),
        lifetime.map(([id]) => id),
        lifetime.map(([, l]) => l.requests),
        lifetime.map(([, l]) => l.errors),
        lifetime.map(([, l]) => l.lastUsedAt),
      ],
    );
  }

  /** Drops usage older than the 30 days the spec keeps, and rate-limit windows long closed. */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM identity.usage_daily WHERE day < (now() AT TIME ZONE 'UTC')::date - $1::int`, [
      RETENTION_DAYS,
    ]);
    await this.dataSource.query(`DELETE FROM identity.rate_counters WHERE window_start < now() - interval '2 days'`);
  }
}
