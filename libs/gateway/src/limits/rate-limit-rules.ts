import { type SeparateLimits, separateRatePolicies } from '@pp/contracts';

/**
 * The spec's Limits table and the arithmetic around it, free of I/O so it can be tested alone.
 * Counters are shared by every gateway replica (Postgres); windows are UTC minutes and UTC days.
 */
export type WindowUnit = 'minute' | 'day';
export type GeneralKind = 'requests' | 'daily' | 'writes';

const WINDOW_SECONDS: Record<WindowUnit, number> = { minute: 60, day: 86_400 };

export const RATE_LIMITS: Record<GeneralKind, { unit: WindowUnit; perKey: number; perAccount: number }> = {
  requests: { unit: 'minute', perKey: 120, perAccount: 300 },
  daily: { unit: 'day', perKey: 10_000, perAccount: 20_000 },
  writes: { unit: 'minute', perKey: 20, perAccount: 40 },
};

export interface Counter {
  /** Row name in the shared store, e.g. `k:<key id>:requests`, `a:<account id>:uploads`. */
  name: string;
  /** The policy's name in the headers: a general kind, or a separate limit's (`uploads`, `uploads-daily`, ...). */
  kind: string;
  unit: WindowUnit;
  limit: number;
  /** What a separate limit counts, for its 429 message; absent for the general limits. */
  counted?: string;
}

/** What a request is, as far as its limits go. */
export interface LimitedRequest {
  keyId: string;
  accountId: string;
  operationId: string;
  isWrite: boolean;
}

/**
 * The counters one request consumes: every request counts per minute and per day, a write also as a
 * write (each per key and per account), and an operation with a separate limit also in its windows,
 * per account. The order is fixed (general before separate, key before account): two requests lock
 * the rows they share in the same order, so they never deadlock.
 */
export function countersFor(request: LimitedRequest, separateLimits: SeparateLimits): Counter[] {
  const kinds: GeneralKind[] = request.isWrite ? ['requests', 'daily', 'writes'] : ['requests', 'daily'];
  const general = kinds.flatMap((kind) => [
    { name: `k:${request.keyId}:${kind}`, kind, unit: RATE_LIMITS[kind].unit, limit: RATE_LIMITS[kind].perKey },
    { name: `a:${request.accountId}:${kind}`, kind, unit: RATE_LIMITS[kind].unit, limit: RATE_LIMITS[kind].perAccount },
  ]);
  const separate = separateRatePolicies(request.operationId, separateLimits).map(({ policy, window, quota, counted }) => ({
    name: `a:${request.accountId}:${policy}`,
    kind: policy,
    unit: window,
    limit: quota,
    counted,
  }));
  return [...general, ...separate];
}

/** Seconds until the current UTC window of a unit ends (at least 1, so Retry-After is never 0). */
export function secondsToReset(unit: WindowUnit, now: Date): number {
  const ms = now.getTime();
  const size = WINDOW_SECONDS[unit] * 1000;
  return Math.max(1, Math.ceil((size - (ms % size)) / 1000));
}

export interface Allowance {
  kind: string;
  /** The lower of what the key and the account have left. */
  remaining: number;
  /** The policy a client sees: the key's quota, or the account's for a limit only accounts have. */
  quota: number;
  unit: WindowUnit;
  resetSeconds: number;
}

/** What is left of each kind after a request, taking both key and account into account. */
export function allowances(counters: Counter[], counts: number[], now: Date): Allowance[] {
  const byKind = new Map<string, Allowance>();
  counters.forEach((counter, i) => {
    const left = Math.max(0, counter.limit - counts[i]);
    const seen = byKind.get(counter.kind);
    byKind.set(counter.kind, {
      kind: counter.kind,
      remaining: seen ? Math.min(seen.remaining, left) : left,
      // The first counter of a kind is the narrowest: the key's when there is one.
      quota: seen ? seen.quota : counter.limit,
      unit: counter.unit,
      resetSeconds: secondsToReset(counter.unit, now),
    });
  });
  return [...byKind.values()];
}

export interface Refusal {
  /** Seconds until every exhausted window has reset: retrying sooner is refused again. */
  retryAfter: number;
  /** Names a separate limit when one of those decides Retry-After; otherwise the catalogue's message stands. */
  message?: string;
}

/**
 * Why a refused request was refused, from the counts read after the refusal: the full counter whose
 * window ends last. (The counter that refused stays full for its window; should none show full, the
 * minute's reset is the answer.)
 */
export function refusal(counters: Counter[], counts: number[], now: Date): Refusal {
  const full = counters.filter((counter, i) => counts[i] >= counter.limit);
  if (full.length === 0) return { retryAfter: secondsToReset('minute', now) };
  const latest = full.reduce((a, b) => (WINDOW_SECONDS[b.unit] > WINDOW_SECONDS[a.unit] ? b : a));
  return {
    retryAfter: secondsToReset(latest.unit, now),
    ...(latest.counted && {
      message: `Too many ${latest.counted} for this account: at most ${latest.limit.toLocaleString('en-US')} a UTC ${latest.unit}. Wait for Retry-After seconds.`,
    }),
  };
}

/** Response headers: the spec's two, and the IETF draft RateLimit-Policy / RateLimit structured fields. */
export function rateLimitHeaders(list: Allowance[]): Record<string, string> {
  const of = (kind: GeneralKind) => list.find((a) => a.kind === kind);
  const headers: Record<string, string> = {};
  const requests = of('requests');
  const daily = of('daily');
  if (requests) headers['x-ratelimit-remaining'] = String(requests.remaining);
  if (daily) headers['x-ratelimit-daily-remaining'] = String(daily.remaining);
  headers['ratelimit-policy'] = list.map((a) => `"${a.kind}";q=${a.quota};w=${WINDOW_SECONDS[a.unit]}`).join(', ');
  headers.ratelimit = list.map((a) => `"${a.kind}";r=${a.remaining};t=${a.resetSeconds}`).join(', ');
  return headers;
}

/**
 * The headers with a count's entry added (a count has no window and no reset): what a 429 of the
 * saved-papers limit adds to the rate limits the guard already reported.
 */
export function withCountEntry(
  headers: { 'ratelimit-policy'?: string; ratelimit?: string },
  count: { kind: string; quota: number; remaining: number },
): { 'ratelimit-policy': string; ratelimit: string } {
  const append = (field: string | undefined, entry: string) => (field ? `${field}, ${entry}` : entry);
  return {
    'ratelimit-policy': append(headers['ratelimit-policy'], `"${count.kind}";q=${count.quota}`),
    ratelimit: append(headers.ratelimit, `"${count.kind}";r=${count.remaining}`),
  };
}
