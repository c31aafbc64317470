import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startHealthServer } from './health-server.js';

async function withServer(server: Server, use: (origin: string) => Promise<void>): Promise<void> {
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((done) => server.close(done));
  }
}

describe('startHealthServer /metrics', () => {
  it('serves the process metrics in the Prometheus text format', async () => {
    await withServer(await startHealthServer(0, { metrics: true, version: '1.0.0' }), async (origin) => {
      const response = await fetch(`${origin}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const body = await response.text();
      expect(body).toContain('# TYPE process_cpu_seconds_total counter');
      expect(body).toContain('# TYPE http_request_duration_seconds histogram');
      // Without a readiness check (the gateway's metrics port), only liveness and metrics are served.
      expect((await fetch(`${origin}/health/ready`)).status).toBe(404);
      expect((await fetch(`${origin}/health/live`)).status).toBe(200);
    });
  });

  it('does not serve /metrics when metrics are off', async () => {
    await withServer(
      await startHealthServer(0, { readiness: async () => ({ database: 'up' }), metrics: false, version: '1.0.0' }),
      async (origin) => {
        expect((await fetch(`${origin}/metrics`)).status).toBe(404);
        expect((await fetch(`${origin}/health/ready`)).status).toBe(200);
      },
    );
  });
});
