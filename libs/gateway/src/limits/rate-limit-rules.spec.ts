import { DEFAULT_SEPARATE_LIMITS } from '@pp/contracts';
import { allowances, countersFor, rateLimitHeaders, refusal, secondsToReset, withCountEntry } from './rate-limit-rules.js';

describe('rate limit rules', () => {
  const now = new Date('2026-11-23T10:15:42.500Z');
  const toMinute = 18;
  const toDay = 13 * 3600 + 44 * 60 + 18;
  const request = (operationId: string, isWrite: boolean) => ({ keyId: 'K', accountId: 'A', operationId, isWrite });
  const limits = { ...DEFAULT_SEPARATE_LIMITS, uploads: { perMinute: 2, perDay: 5 } };

  it('counts reads per minute and per day, and writes also as writes, per key and per account', () => {
    expect(countersFor(request('getIdentity', false), limits).map((c) => [c.name, c.limit])).toEqual([
      ['k:K:requests', 120],
      ['a:A:requests', 300],
      ['k:K:daily', 10_000],
      ['a:A:daily', 20_000],
    ]);
    expect(
      countersFor(request('updatePaper', true), limits)
        .slice(4)
        .map((c) => [c.name, c.limit]),
    ).toEqual([
      ['k:K:writes', 20],
      ['a:A:writes', 40],
    ]);
  });

  it('counts an operation with a separate limit also in its minute and day, per account, at the configured values, after the general counters', () => {
    expect(
      countersFor(request('uploadImportAsset', true), limits)
        .slice(6)
        .map((c) => [c.name, c.unit, c.limit]),
    ).toEqual([
      ['a:A:uploads', 'minute', 2],
      ['a:A:uploads-daily', 'day', 5],
    ]);
    expect(
      countersFor(request('startMarking', true), DEFAULT_SEPARATE_LIMITS)
        .slice(6)
        .map((c) => [c.name, c.limit]),
    ).toEqual([
      ['a:A:marking', DEFAULT_SEPARATE_LIMITS.marking.perMinute],
      ['a:A:marking-daily', DEFAULT_SEPARATE_LIMITS.marking.perDay],
    ]);
    expect(countersFor(request('createPaper', true), limits)).toHaveLength(6);
  });

  it('computes seconds to the end of the UTC minute and day', () => {
    expect(secondsToReset('minute', now)).toBe(toMinute);
    expect(secondsToReset('day', now)).toBe(toDay);
    expect(secondsToReset('minute', new Date('2026-11-23T10:15:59.999Z'))).toBe(1);
  });

  it('reports the lower of key and account allowance, and a separate limit as the account has it', () => {
    const counters = countersFor(request('uploadMarkingAsset', true), limits);
    const list = allowances(counters, [10, 295, 100, 100, 3, 3, 1, 4], now);
    expect(list.map((a) => [a.kind, a.remaining, a.quota])).toEqual([
      ['requests', 5, 120],
      ['daily', 9_900, 10_000],
      ['writes', 17, 20],
      ['uploads', 1, 2],
      ['uploads-daily', 1, 5],
    ]);
  });

  it('waits, when refused, until every full window has reset, and names a separate limit that decides it', () => {
    const counters = countersFor(request('uploadMarkingAsset', true), limits);
    expect(refusal(counters, [120, 0, 0, 0, 0, 0, 0, 0], now)).toEqual({ retryAfter: toMinute });
    expect(refusal(counters, [0, 0, 0, 0, 0, 40, 0, 0], now)).toEqual({ retryAfter: toMinute });
    expect(refusal(counters, [0, 0, 0, 0, 0, 0, 2, 0], now)).toEqual({
      retryAfter: toMinute,
      message: 'Too many file uploads for this account: at most 2 a UTC minute. Wait for Retry-After seconds.',
    });
    // A full minute and a full day: retrying after the minute would be refused again.
    expect(refusal(counters, [120, 0, 0, 0, 0, 0, 2, 5], now)).toEqual({
      retryAfter: toDay,
      message: 'Too many file uploads for this account: at most 5 a UTC day. Wait for Retry-After seconds.',
    });
    expect(refusal(counters, [0, 0, 10_000, 0, 0, 0, 2, 0], now)).toEqual({ retryAfter: toDay });
  });

  it('writes the spec headers and the IETF draft fields, with a separate limit as its own entries', () => {
    const headers = rateLimitHeaders(allowances(countersFor(request('getIdentity', false), limits), [1, 1, 1, 1], now));
    expect(headers).toEqual({
      'x-ratelimit-remaining': '119',
      'x-ratelimit-daily-remaining': '9999',
      'ratelimit-policy': '"requests";q=120;w=60, "daily";q=10000;w=86400',
      ratelimit: `"requests";r=119;t=${toMinute}, "daily";r=9999;t=${toDay}`,
    });
    const upload = rateLimitHeaders(allowances(countersFor(request('uploadMarkingAsset', true), limits), [1, 1, 1, 1, 1, 1, 2, 2], now));
    expect(upload['ratelimit-policy']).toBe(
      '"requests";q=120;w=60, "daily";q=10000;w=86400, "writes";q=20;w=60, "uploads";q=2;w=60, "uploads-daily";q=5;w=86400',
    );
    expect(upload.ratelimit).toBe(
      `"requests";r=119;t=${toMinute}, "daily";r=9999;t=${toDay}, "writes";r=19;t=${toMinute}, "uploads";r=0;t=${toMinute}, "uploads-daily";r=3;t=${toDay}`,
    );
    expect(upload['x-ratelimit-remaining']).toBe('119');
  });

  it('adds a count’s entry, without window or reset, to the fields already written or alone', () => {
    const count = { kind: 'saved-papers', quota: 3, remaining: 0 };
    expect(withCountEntry({ 'ratelimit-policy': '"requests";q=120;w=60', ratelimit: '"requests";r=7;t=3' }, count)).toEqual({
      'ratelimit-policy': '"requests";q=120;w=60, "saved-papers";q=3',
      ratelimit: '"requests";r=7;t=3, "saved-papers";r=0',
    });
    expect(withCountEntry({}, count)).toEqual({ 'ratelimit-policy': '"saved-papers";q=3', ratelimit: '"saved-papers";r=0' });
  });
});
