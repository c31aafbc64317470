import { allowances, countersFor, exhausted, rateLimitHeaders, secondsToReset } from './rate-limit-rules.js';

describe('rate limit rules', () => {
  const now = new Date('2026-11-23T10:15:42.500Z');

  it('counts reads per minute and per day, and writes also as writes, per key and per account', () => {
    expect(countersFor('K', 'A', false).map((c) => [c.name, c.limit])).toEqual([
      ['k:K:requests', 120],
      ['a:A:requests', 300],
      ['k:K:daily', 10_000],
      ['a:A:daily', 20_000],
    ]);
    expect(
      countersFor('K', 'A', true)
        .slice(4)
        .map((c) => [c.name, c.limit]),
    ).toEqual([
      ['k:K:writes', 20],
      ['a:A:writes', 40],
    ]);
  });

  it('computes seconds to the end of the UTC minute and day', () => {
    expect(secondsToReset('minute', now)).toBe(18);
    expect(secondsToReset('day', now)).toBe(13 * 3600 + 44 * 60 + 18);
    expect(secondsToReset('minute', new Date('2026-11-23T10:15:59.999Z'))).toBe(1);
  });

  it('reports the lower of key and account allowance', () => {
    const counters = countersFor('K', 'A', true);
    const list = allowances(counters, [10, 295, 100, 100, 3, 3], now);
    expect(list.map((a) => [a.kind, a.remaining])).toEqual([
      ['requests', 5],
      ['daily', 9_900],
      ['writes', 17],
    ]);
  });

  it('finds the exhausted counter', () => {
    const counters = countersFor('K', 'A', true);
    expect(exhausted(counters, [119, 0, 0, 0, 0, 0])).toBeUndefined();
    expect(exhausted(counters, [119, 0, 0, 0, 20, 0])?.name).toBe('k:K:writes');
    expect(exhausted(counters, [0, 300, 0, 0, 0, 0])?.name).toBe('a:A:requests');
  });

  it('writes the spec headers and the IETF draft fields', () => {
    const headers = rateLimitHeaders(allowances(countersFor('K', 'A', false), [1, 1, 1, 1], now));
    expect(headers).toEqual({
      'x-ratelimit-remaining': '119',
      'x-ratelimit-daily-remaining': '9999',
      'ratelimit-policy': '"requests";q=120;w=60, "daily";q=10000;w=86400',
      ratelimit: `"requests";r=119;t=18, "daily";r=9999;t=${13 * 3600 + 44 * 60 + 18}`,
    });
  });
});
