import { Counter, Histogram } from 'prom-client';
import { ServiceError } from '@pp/contracts';
import { metricsRegistry } from './metrics-registry.js';
import { ScrapedGauge, sharedRead } from './scraped-gauge.js';

/** Latency buckets (seconds) of requests and RPCs: a cached read takes about a millisecond, an export or a marking request up to tens of seconds. */
export const LATENCY_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const requestDurations = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time the gateway took to answer a request, by API operation and HTTP status.',
  labelNames: ['operation', 'status'] as const,
  buckets: [...LATENCY_BUCKETS],
  registers: [metricsRegistry],
});
const requestsAnswered = new Counter({
  name: 'http_requests_total',
  help: 'Requests the gateway answered, by API operation and HTTP status.',
  labelNames: ['operation', 'status'] as const,
  registers: [metricsRegistry],
});

/** The request metrics of one operation and status: prom-client's children, looked up once and kept. */
interface StatusMetrics {
  duration: Histogram.Internal<'operation' | 'status'>;
  answered: Counter.Internal;
}

/** The request timings of one operation, per status: a request pays for one map lookup, no label hashing. */
export class OperationTimings {
  private readonly byStatus = new Map<number, StatusMetrics>();

  constructor(private readonly operation: string) {}

  record(status: number, seconds: number): void {
    let metrics = this.byStatus.get(status);
    if (!metrics) {
      const labels = { operation: this.operation, status: String(status) };
      metrics = { duration: requestDurations.labels(labels), answered: requestsAnswered.labels(labels) };
      this.byStatus.set(status, metrics);
    }
    metrics.duration.observe(seconds);
    metrics.answered.inc();
  }
}

const operationTimings = new Map<string, OperationTimings>();

/** The timings of an operation (an operationId of the API, never a URL: the label's values are bounded). */
export function operationTimingsOf(operation: string): OperationTimings {
  let timings = operationTimings.get(operation);
  if (!timings) operationTimings.set(operation, (timings = new OperationTimings(operation)));
  return timings;
}

const rpcDurations = new Histogram({
  name: 'rpc_duration_seconds',
  help: 'Time an RPC took, from sending the request to its reply, by subject and outcome (ok, error: the service answered with an error, unavailable: no reply in time or no service).',
  labelNames: ['subject', 'outcome'] as const,
  buckets: [...LATENCY_BUCKETS],
  registers: [metricsRegistry],
});

export type RpcOutcome = 'ok' | 'error' | 'unavailable';

/** How an RPC that rejected ended: no service answered in time, or the service answered with an error. */
export function rpcOutcomeOf(error: unknown): Exclude<RpcOutcome, 'ok'> {
  return error instanceof ServiceError && error.code === 'service_unavailable' ? 'unavailable' : 'error';
}

/** The timings of the RPCs to one subject: a histogram child per outcome, looked up on its first use. */
export class RpcTimings {
  private readonly byOutcome: Partial<Record<RpcOutcome, Histogram.Internal<'subject' | 'outcome'>>> = {};

  constructor(private readonly subject: string) {}

  record(outcome: RpcOutcome, seconds: number): void {
    (this.byOutcome[outcome] ??= rpcDurations.labels({ subject: this.subject, outcome })).observe(seconds);
  }
}

const rpcTimings = new Map<string, RpcTimings>();

/** The timings of a subject (`rpc.<service>.<operation>`: a fixed set). */
export function rpcTimingsOf(subject: string): RpcTimings {
  let timings = rpcTimings.get(subject);
  if (!timings) rpcTimings.set(subject, (timings = new RpcTimings(subject)));
  return timings;
}

/** Pages of work and mark schemes the marking service has read (rendered); rate() gives pages a second. */
export const markingPagesRead = new Counter({
  name: 'marking_pages_read_total',
  help: 'Pages the marking service has read (rendered from uploads and mark schemes).',
  registers: [metricsRegistry],
});

const jobsQueueDepth = new ScrapedGauge(
  metricsRegistry,
  'jobs_queue_depth',
  'Jobs waiting in a queue (created or waiting for a retry), read from Postgres at scrape time.',
  ['service', 'queue'],
);
const jobsOldestAge = new ScrapedGauge(
  metricsRegistry,
  'jobs_oldest_age_seconds',
  'Age of the oldest job waiting in a queue (0 when none waits), read from Postgres at scrape time.',
  ['service', 'queue'],
);

/** A queue of leased jobs as a scrape sees it. */
export interface QueueState {
  queue: string;
  depth: number;
  oldestAgeSeconds: number;
}

/** Exposes the queues of a service's job store; the function returned stops (when the store stops). */
export function watchJobQueues(service: string, read: () => Promise<QueueState[]>): () => void {
  const queues = sharedRead(read);
  const stops = [
    jobsQueueDepth.watch(async () => (await queues()).map((q) => ({ labels: { service, queue: q.queue }, value: q.depth }))),
    jobsOldestAge.watch(async () => (await queues()).map((q) => ({ labels: { service, queue: q.queue }, value: q.oldestAgeSeconds }))),
  ];
  return () => stops.forEach((stop) => stop());
}

const outboxLag = new ScrapedGauge(
  metricsRegistry,
  'outbox_lag_seconds',
  'Age of the oldest outbox event a service has not yet published (0 when all are published).',
  ['service'],
);

/** Exposes a service's outbox lag, in seconds; the function returned stops (when its relay stops). */
export function watchOutbox(service: string, readLagSeconds: () => Promise<number>): () => void {
  return outboxLag.watch(async () => [{ labels: { service }, value: await readLagSeconds() }]);
}

const dbPoolConnections = new ScrapedGauge(
  metricsRegistry,
  'db_pool_connections',
  "A service's Postgres pool: connections in use, idle, and requests waiting for one (state=waiting).",
  ['service', 'state'],
);

/** What a pg pool tells of itself. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Exposes a service's pg pool, while `poolOf` gives it: a pool that has closed (undefined) leaves the metrics. */
export function watchPool(service: string, poolOf: () => PoolCounts | undefined): void {
  const stop = dbPoolConnections.watch(async () => {
    const pool = poolOf();
    if (!pool) {
      stop();
      return [];
    }
    return [
      { labels: { service, state: 'in_use' }, value: pool.totalCount - pool.idleCount },
      { labels: { service, state: 'idle' }, value: pool.idleCount },
      { labels: { service, state: 'waiting' }, value: pool.waitingCount },
    ];
  });
}

const eventConsumerLag = new ScrapedGauge(
  metricsRegistry,
  'event_consumer_lag_messages',
  'Events in the stream a durable JetStream consumer has not yet been delivered (num_pending of its consumer info).',
  ['consumer'],
);

/** Exposes a durable consumer's pending messages; the function returned stops (when the transport closes). */
export function watchConsumer(consumer: string, readPending: () => Promise<number>): () => void {
  return eventConsumerLag.watch(async () => [{ labels: { consumer }, value: await readPending() }]);
}
