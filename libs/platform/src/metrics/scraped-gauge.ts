import { Logger } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { withDeadline } from './deadline.js';

/** One sample of a gauge read at scrape time. */
export interface GaugeReading<L extends string> {
  labels: Record<L, string>;
  value: number;
}

/** Reads the current samples of one source (a service's database, a consumer). */
export type GaugeReader<L extends string> = () => Promise<GaugeReading<L>[]>;

/** How long a scrape waits for one reader: a slow database costs its own samples, not the whole scrape. */
export const SCRAPE_READ_TIMEOUT_MS = 1000;

const logger = new Logger('Metrics');

/**
 * A gauge whose samples are read from its sources when Prometheus scrapes, not kept up to date on the
 * way. A source that fails or does not answer within SCRAPE_READ_TIMEOUT_MS has no samples in that
 * scrape (an absent series, rather than a stale value that looks healthy).
 */
export class ScrapedGauge<L extends string> {
  private readonly readers = new Set<GaugeReader<L>>();

  constructor(registry: Registry, name: string, help: string, labelNames: readonly L[], timeoutMs = SCRAPE_READ_TIMEOUT_MS) {
    const readers = this.readers;
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const readings = await Promise.all(
          [...readers].map((read) =>
            withDeadline(read(), timeoutMs).catch((error: unknown) => {
              logger.warn(`${name}: a source was not read: ${error instanceof Error ? error.message : String(error)}`);
              return [];
            }),
          ),
        );
        this.reset();
        for (const { labels, value } of readings.flat()) this.set(labels as Partial<Record<L, string>>, value);
      },
    });
  }

  /** Adds a source; the function returned removes it (when what it reads closes). */
  watch(read: GaugeReader<L>): () => void {
    this.readers.add(read);
    return () => this.readers.delete(read);
  }
}

/**
 * One read shared by the gauges a single query feeds (a queue's depth and its oldest job's age): the
 * registry collects them side by side in one scrape, and they share the answer for `ms`.
 */
export function sharedRead<T>(read: () => Promise<T>, ms = SCRAPE_READ_TIMEOUT_MS): () => Promise<T> {
  let last: { at: number; reading: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) last = { at: now, reading: read() };
    return last.reading;
  };
}
