import type { StackInfo } from '@pp/testing';

/** Prometheus' text exposition format, as prom-client serves it. */
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** A process's `/metrics`, as sample line → value (`name{labels}` as Prometheus writes it); throws unless it answers 200 in Prometheus' text format. */
export async function scrape(url: string): Promise<Map<string, number>> {
  const response = await fetch(url);
  const type = response.headers.get('content-type');
  if (response.status !== 200 || type !== PROMETHEUS_TEXT) throw new Error(`${url} answered ${response.status} ${type}`);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The sample names of a scrape that start with `prefix` (a metric name and the start of its labels). */
export const named = (samples: Map<string, number>, prefix: string): string[] =>
  [...samples.keys()].filter((name) => name.startsWith(prefix));

/** Work a stack still has to do, as its processes' metrics say. */
export interface WaitingWork {
  /** Jobs queued or waiting for a retry, every queue of every service. */
  jobs: number;
  /** The oldest unpublished outbox event's age, the largest over the services. */
  outboxLagSeconds: number;
  /** Events in the streams not yet delivered to a durable consumer, summed. */
  undeliveredEvents: number;
}

/** What every service's `/metrics` (on its health port) says is still waiting; throws while one of them does not answer. */
export async function waitingWork(stack: StackInfo): Promise<WaitingWork> {
  const urls = stack.healthUrls?.map((url) => url.replace(/\/health$/, '/metrics')) ?? [stack.metricsUrl!];
  const scrapes = await Promise.all(urls.map(scrape));
  const values = (prefix: string) => scrapes.flatMap((samples) => named(samples, prefix).map((name) => samples.get(name)!));
  const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);
  return {
    jobs: sum(values('jobs_queue_depth{')),
    outboxLagSeconds: Math.max(0, ...values('outbox_lag_seconds{')),
    undeliveredEvents: sum(values('event_consumer_lag_messages{')),
  };
}
