import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { retryDelayMs, type DomainEvent } from './domain-event.js';
import { EventTransport } from './event-transport.js';
import { watchOutbox } from '../metrics/platform-metrics.js';
import { assertSchemaName } from './outbox-sql.js';
import type { TraceHeaders } from '../tracing/trace-headers.js';

export interface OutboxRelayOptions {
  /** Idle poll interval; also the base of the backoff after failures. Default 1000 ms. */
  pollIntervalMs?: number;
  /** Rows claimed per transaction. Default 100. */
  batchSize?: number;
  /** Cap of the backoff after repeated failures. Default 30 s. */
  maxBackoffMs?: number;
}

export interface RelayBatchResult {
  published: number;
  /** The batch stopped at a row that could not be published (it is retried on a later poll). */
  failed: boolean;
}

/**
 * Publishes committed outbox rows of one schema. Each batch claims rows with FOR UPDATE SKIP LOCKED,
 * so several replicas never publish the same row at once; a row is marked published in the same
 * transaction, so a crash after publishing only causes a re-publish (deduplicated by event id).
 * Order: rows are published in (occurred_at, seq) order within a relay; across replicas only roughly.
 */
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger: Logger;
  private readonly table: string;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private loop?: Promise<void>;
  private stopped = true;
  private failures = 0;
  private pendingNudge = false;
  private wake?: () => void;
  private stopWatching?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly transport: EventTransport,
    options: OutboxRelayOptions = {},
  ) {
    this.table = `"${assertSchemaName(schema)}".outbox`;
    this.logger = new Logger(`OutboxRelay(${schema})`);
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.batchSize = options.batchSize ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
    this.stopWatching = watchOutbox(this.schema, () => this.lagSeconds());
  }

  /** Age of the oldest event not yet published (0 when none waits): how far the relay is behind. */
  async lagSeconds(): Promise<number> {
    const [{ lag }]: { lag: number }[] = await this.dataSource.query(
      `SELECT coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float8 AS lag FROM ${this.table} WHERE published_at IS NULL`,
    );
    return lag;
  }

  /** Publish soon: call after committing a transaction that enqueued events. Ignored while backing off. */
  nudge(): void {
    if (this.failures > 0) return;
    this.pendingNudge = true;
    this.wake?.();
  }

  /** Stops polling and waits for the running batch to finish. */
  async stop(): Promise<void> {
    this.stopWatching?.();
    this.stopped = true;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Publishes one batch of pending rows in order, stopping at the first failure. */
  async publishPending(): Promise<RelayBatchResult> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, payload, traceparent, tracestate FROM ${this.table} WHERE published_at IS NULL ORDER BY occurred_at, seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      let published = 0;
      for (const row of rows) {
        try {
          await this.transport.publish(row.payload, traceOfRow(row));
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          await manager.query(`UPDATE ${this.table} SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
            row.id,
            reason.slice(0, 1000),
          ]);
          this.logger.warn(`Publishing event ${row.id} failed: ${reason}`);
          // Stop here: later events of the same aggregate must not overtake this one.
          return { published, failed: true };
        }
        await manager.query(`UPDATE ${this.table} SET published_at = now() WHERE id = $1`, [row.id]);
        published++;
      }
      return { published, failed: false };
    });
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.pendingNudge = false;
      let delay = this.pollIntervalMs;
      try {
        const result = await this.publishPending();
        if (result.failed) delay = this.backoff();
        else {
          this.failures = 0;
          if (result.published === this.batchSize) delay = 0; // more are waiting
        }
      } catch (err) {
        // The database itself failed (restart, failover): back off and try again.
        this.logger.warn(`Outbox poll failed: ${err instanceof Error ? err.message : String(err)}`);
        delay = this.backoff();
      }
      if (!this.stopped && !this.pendingNudge && delay > 0) await this.sleep(delay);
    }
  }

  private backoff(): number {
    this.failures++;
    return retryDelayMs(this.failures, this.pollIntervalMs, Math.max(this.pollIntervalMs, this.maxBackoffMs));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }
}

interface OutboxRow {
  id: string;
  payload: DomainEvent;
  traceparent: string | null;
  tracestate: string | null;
}

/** The trace context an outbox row kept, if it kept one. */
export function traceOfRow({ traceparent, tracestate }: Pick<OutboxRow, 'traceparent' | 'tracestate'>): TraceHeaders | undefined {
  if (!traceparent) return undefined;
  return tracestate ? { traceparent, tracestate } : { traceparent };
}
