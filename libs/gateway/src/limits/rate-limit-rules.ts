/**
 * The spec's Limits table and the arithmetic around it, free of I/O so it can be tested alone.
 * Counters are shared by every gateway replica (Postgres); windows are UTC minutes and UTC days.
 */
export type WindowUnit = 'minute' | 'day';
export type CounterKind = 'requests' | 'daily' | 'writes';

export const RATE_LIMITS: Record<CounterKind, { unit: WindowUnit; perKey: number; perAccount: number; windowSeconds: number }> = {
  requests: { unit: 'minute', perKey: 120, perAccount: 300, windowSeconds: 60 },
  daily: { unit: 'day', perKey: 10_000, perAccount: 20_000, windowSeconds: 86_400 },
  writes: { unit: 'minute', perKey: 20, perAccount: 40, windowSeconds: 60 },
};

export interface Counter {
  /** Row name in the shared store, e.g. `k:<key id>:requests`. */
  name: string;
  kind: CounterKind;
  unit: WindowUnit;
  limit: number;
}

/** The counters one request consumes: every request counts per minute and per day; a write also counts as a write. */
export function countersFor(keyId: string, accountId: string, isWrite: boolean): Counter[] {
  const kinds: CounterKind[] = isWrite ? ['requests', 'daily', 'writes'] : ['requests', 'daily'];
  return kinds.flatMap((kind) => [
    { name: `k:${keyId}:${kind}`, kind, unit: RATE_LIMITS[kind].unit, limit: RATE_LIMITS[kind].perKey },
    { name: `a:${accountId}:${kind}`, kind, unit: RATE_LIMITS[kind].unit, limit: RATE_LIMITS[kind].perAccount },
  ]);
}

/** Seconds until the current UTC window of a unit ends (at least 1, so Retry-After is never 0). */
export function secondsToReset(unit: WindowUnit, now: Date): number {
  const ms = now.getTime();
  const size = unit === 'minute' ? 60_000 : 86_400_000;
  return Math.max(1, Math.ceil((size - (ms % size)) / 1000));
}

export interface Allowance {
  kind: CounterKind;
  /** The lower of what the key and the account have left. */
  remaining: number;
  /** The key's quota, the policy a client sees. */
  quota: number;
  resetSeconds: number;
}

/** What is left of each kind after a request, taking both key and account into account. */
export function allowances(counters: Counter[], counts: number[], now: Date): Allowance[] {
  const byKind = new Map<CounterKind, Allowance>();
  counters.forEach((counter, i) => {
    const left = Math.max(0, counter.limit - counts[i]);
    const seen = byKind.get(counter.kind);
    const remaining = seen ? Math.min(seen.remaining, left) : left;
    byKind.set(counter.kind, {
      kind: counter.kind,
      remaining,
      quota: RATE_LIMITS[counter.kind].perKey,
      resetSeconds: secondsToReset(counter.unit, now),
    });
  });
  return [...byKind.values()];
}

/** The first counter already at its limit, or undefined when the request may be admitted. */
export function exhausted(counters: Counter[], counts: number[]): Counter | undefined {
  return counters.find((counter, i) => counts[i] >= counter.limit);
}

/** Response headers: the spec's two, and the IETF draft RateLimit-Policy / RateLimit structured fields. */
export function rateLimitHeaders(list: Allowance[]): Record<string, string> {
  const of = (kind: CounterKind) => list.find((a) => a.kind === kind);
  const headers: Record<string, string> = {};
  const requests = of('requests');
  const daily = of('daily');
  if (requests) headers['x-ratelimit-remaining'] = String(requests.remaining);
  if (daily) headers['x-ratelimit-daily-remaining'] = String(daily.remaining);
  headers['ratelimit-policy'] = list.map((a) => `"${a.kind}";q=${a.quota};w=${RATE_LIMITS[a.kind].windowSeconds}`).join(', ');
  headers.ratelimit = list.map((a) => `"${a.kind}";r=${a.remaining};t=${a.resetSeconds}`).join(', ');
  return headers;
}
