import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one registry: every metric of the process (in the embedded mode, of the gateway and
 * all six services) is registered here once, when its module loads.
 */
export const metricsRegistry = new Registry();

let processMetrics = false;

/** Adds prom-client's process metrics (CPU, memory, heap, event loop lag, GC): once, when the process first serves /metrics. */
export function enableProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The exposition of every metric: the body of `GET /metrics` and its content type. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
