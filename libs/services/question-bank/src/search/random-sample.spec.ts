import { sampleIds } from './random-sample.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);

/** How often each id was drawn over many samples. */
function counts(pool: string[], k: number, excluded: Set<string>, trials: number): Map<string, number> {
  const seen = new Map<string, number>();
  for (let t = 0; t < trials; t++) for (const id of sampleIds(pool, k, excluded)) seen.set(id, (seen.get(id) ?? 0) + 1);
  return seen;
}

describe('sampleIds', () => {
  it('draws k distinct ids of the pool, never an excluded one', () => {
    const pool = ids(50);
    const excluded = new Set(pool.slice(0, 20));
    for (let t = 0; t < 200; t++) {
      const sample = sampleIds(pool, 10, excluded);
      expect(sample).toHaveLength(10);
      expect(new Set(sample).size).toBe(10);
      for (const id of sample) {
        expect(pool).toContain(id);
        expect(excluded.has(id)).toBe(false);
      }
    }
  });

  it('gives every remaining id, shuffled, when no more than k remain', () => {
    const pool = ids(12);
    const excluded = new Set(['id-0', 'id-5', 'not-in-the-pool']);
    const sample = sampleIds(pool, 10, excluded);
    expect([...sample].sort()).toEqual(pool.filter((id) => !excluded.has(id)).sort());
    expect(sampleIds(ids(3), 10, new Set())).toHaveLength(3);
    expect(sampleIds([], 10, new Set())).toEqual([]);
    expect(sampleIds(ids(5), 10, new Set(ids(5)))).toEqual([]);
  });

  it.each([
    ['by drawing', ids(10), new Set<string>()],
    ['by drawing around exclusions', ids(10), new Set(['id-3', 'id-7'])],
    [
      'by the shuffle, when the exclusions outnumber what the pool can spare',
      ids(10),
      new Set(['id-3', 'id-7', ...ids(8).map((id) => `other-${id}`)]),
    ],
  ])('makes every remaining id equally likely %s', (_way, pool, excluded) => {
    const trials = 20_000;
    const k = 2;
    const remaining = pool.filter((id) => !excluded.has(id));
    const seen = counts(pool, k, excluded, trials);
    const expected = (trials * Math.min(k, remaining.length)) / remaining.length;
    expect([...seen.keys()].sort()).toEqual(remaining.sort());
    // About 30 standard deviations apart from a biased draw of 1.5 times as often; never a flaky bound.
    for (const count of seen.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.1);
  });

  it('varies the order of the sample as well as its members', () => {
    const firsts = new Set(Array.from({ length: 200 }, () => sampleIds(ids(3), 3, new Set())[0]));
    expect(firsts.size).toBe(3);
  });
});
