import { readFileSync } from 'node:fs';
import { SERVICE_NAMES } from '@pp/contracts';
import { describeInRun, describeOnSharedStacks, stackOf } from './support/stacks.js';

/** The release version of an app, as `nx release` keeps it. */
const versionOf = (app: string): string => JSON.parse(readFileSync(`apps/${app}/package.json`, 'utf8')).version;

describeOnSharedStacks('health probes (%s mode)', (mode) => {
  const stack = stackOf(mode);
  const origin = new URL(stack.url).origin;

  it('reports the gateway live with its release version, and every service ready', async () => {
    const live = await fetch(`${origin}/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', version: versionOf(mode === 'embedded' ? 'standalone' : 'gateway') });
    const ready = await fetch(`${origin}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'up', ...Object.fromEntries(SERVICE_NAMES.map((s) => [s, 'up'])) },
    });
  });
});

describeInRun('distributed', 'service health endpoints (distributed mode)', () => {
  const { healthUrls } = stackOf('distributed');

  it('answers live and ready on each service process', async () => {
    expect(healthUrls).toHaveLength(SERVICE_NAMES.length);
    for (const [i, base] of healthUrls!.entries()) {
      const live = await fetch(`${base}/live`);
      expect(await live.json()).toEqual({ status: 'ok', version: versionOf(SERVICE_NAMES[i]) });
      const ready = await fetch(`${base}/ready`);
      expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'up', bus: 'up' } });
    }
  });
});
