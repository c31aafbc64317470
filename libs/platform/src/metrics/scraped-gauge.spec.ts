import { Registry } from 'prom-client';
import { ScrapedGauge, sharedRead } from './scraped-gauge.js';

describe('ScrapedGauge', () => {
  it('reads its sources at each scrape; a source that fails or hangs only loses its own samples', async () => {
    const registry = new Registry();
    const gauge = new ScrapedGauge(registry, 'demo_depth', 'Demo.', ['queue'], 50);
    let depth = 3;
    gauge.watch(async () => [{ labels: { queue: 'a' }, value: depth }]);
    gauge.watch(() => new Promise(() => undefined));
    const stopFailing = gauge.watch(async () => {
      throw new Error('database down');
    });

    expect(await registry.metrics()).toContain('demo_depth{queue="a"} 3');
    depth = 0;
    stopFailing();
    const text = await registry.metrics();
    expect(text).toContain('demo_depth{queue="a"} 0');
    expect(text.match(/^demo_depth\{/gm)).toHaveLength(1);
  });

  it('drops the samples of a source once it stops', async () => {
    const registry = new Registry();
    const gauge = new ScrapedGauge(registry, 'demo_lag_seconds', 'Demo.', ['service']);
    const stop = gauge.watch(async () => [{ labels: { service: 'paper' }, value: 1.5 }]);
    expect(await registry.metrics()).toContain('demo_lag_seconds{service="paper"} 1.5');
    stop();
    expect(await registry.metrics()).not.toContain('demo_lag_seconds{');
  });
});

describe('sharedRead', () => {
  it('gives the gauges of one scrape the same answer', async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads, 60_000);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(reads).toBe(1);
  });
});
