import { SERVICE_NAMES } from '@pp/contracts';
import { MODES, stackOf } from './support/stacks.js';

describe.each(MODES)('health probes (%s mode)', (mode) => {
  const stack = stackOf(mode);
  const origin = new URL(stack.url).origin;

  it('reports the gateway live and every service ready', async () => {
    expect((await fetch(`${origin}/health/live`)).status).toBe(200);
    const ready = await fetch(`${origin}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'up', ...Object.fromEntries(SERVICE_NAMES.map((s) => [s, 'up'])) } });
  });
});

describe('service health endpoints (distributed mode)', () => {
  const { healthUrls } = stackOf('distributed');

  it('answers live and ready on each service process', async () => {
    expect(healthUrls).toHaveLength(SERVICE_NAMES.length);
    for (const base of healthUrls!) {
      expect((await fetch(`${base}/live`)).status).toBe(200);
      const ready = await fetch(`${base}/ready`);
      expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'up', bus: 'up' } });
    }
  });
});
