import { createServer, type Server } from 'node:http';
import { appVersion } from './app-version.js';

export type ReadinessCheck = () => Promise<Record<string, 'up' | 'down'>>;

/** True when every component of a readiness report is up. */
export function isReady(report: Record<string, 'up' | 'down'>): boolean {
  return Object.values(report).every((state) => state === 'up');
}

/**
 * The probe endpoints of a service process, which has no other HTTP surface:
 * `/health/live` (the process answers, with the app's release version) and `/health/ready` (its
 * dependencies answer). The version is resolved before listening, so a malformed APP_VERSION fails the boot.
 */
export async function startHealthServer(port: number, readiness: ReadinessCheck, version: string = appVersion()): Promise<Server> {
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return reply(405, { status: 'method not allowed' });
    if (req.url === '/health/live') return reply(200, { status: 'ok', version });
    if (req.url === '/health/ready') {
      return void readiness().then(
        (report) => reply(isReady(report) ? 200 : 503, { status: isReady(report) ? 'ok' : 'unavailable', checks: report }),
        () => reply(503, { status: 'unavailable' }),
      );
    }
    reply(404, { status: 'not found' });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '0.0.0.0', () => resolve()));
  return server;
}
