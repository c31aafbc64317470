import { createServer, type Server } from 'node:http';
import { enableProcessMetrics, metricsExposition } from '../metrics/index.js';
import { appVersion } from './app-version.js';

export type ReadinessCheck = () => Promise<Record<string, 'up' | 'down'>>;

/** True when every component of a readiness report is up. */
export function isReady(report: Record<string, 'up' | 'down'>): boolean {
  return Object.values(report).every((state) => state === 'up');
}

export interface HealthServerOptions {
  /** Answers `/health/ready`; without it (the gateway's metrics port) that path is not served. */
  readiness?: ReadinessCheck;
  /** Serves `/metrics`, the process's Prometheus metrics. */
  metrics: boolean;
  version?: string;
}

/**
 * The probe and metrics endpoints of a process, on a port of their own (never the public API's):
 * `/health/live` (the process answers, with the app's release version), `/health/ready` (its
 * dependencies answer) and `/metrics`. The version is resolved before listening, so a malformed
 * APP_VERSION fails the boot.
 */
export async function startHealthServer(
  port: number,
  { readiness, metrics, version = appVersion() }: HealthServerOptions,
): Promise<Server> {
  if (metrics) enableProcessMetrics();
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return reply(405, { status: 'method not allowed' });
    if (req.url === '/health/live') return reply(200, { status: 'ok', version });
    if (req.url === '/health/ready' && readiness) {
      return void readiness().then(
        (report) => reply(isReady(report) ? 200 : 503, { status: isReady(report) ? 'ok' : 'unavailable', checks: report }),
        () => reply(503, { status: 'unavailable' }),
      );
    }
    if (req.url === '/metrics' && metrics) {
      return void metricsExposition().then(
        ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
        () => reply(500, { status: 'metrics unavailable' }),
      );
    }
    reply(404, { status: 'not found' });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '0.0.0.0', () => resolve()));
  return server;
}
