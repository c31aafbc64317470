/** One finished request as usage counts it: no key value, body, scan content or search term. */
export interface UsageEvent {
  keyId: string;
  operation: string;
  status: number;
  durationMs: number;
  at: Date;
}

export interface UsageBatch {
  daily: Map<string, { keyId: string; day: string; operation: string; status: number; count: number; totalMs: number }>;
  lifetime: Map<string, { requests: number; errors: number; lastUsedAt: Date }>;
}

export const emptyBatch = (): UsageBatch => ({ daily: new Map(), lifetime: new Map() });

/** Adds one request to a batch: per UTC date, operation and status, and per key for lifetime figures. */
export function addToBatch(batch: UsageBatch, event: UsageEvent): void {
  const day = event.at.toISOString().slice(0, 10);
  const dailyKey = `${event.keyId}|${day}|${event.operation}|${event.status}`;
  const daily = batch.daily.get(dailyKey) ?? {
    keyId: event.keyId,
    day,
    operation: event.operation,
    status: event.status,
    count: 0,
    totalMs: 0,
  };
  daily.count += 1;
  daily.totalMs += event.durationMs;
  batch.daily.set(dailyKey, daily);
  const lifetime = batch.lifetime.get(event.keyId) ?? { requests: 0, errors: 0, lastUsedAt: event.at };
  lifetime.requests += 1;
  lifetime.errors += event.status >= 400 ? 1 : 0;
  if (event.at > lifetime.lastUsedAt) lifetime.lastUsedAt = event.at;
  batch.lifetime.set(event.keyId, lifetime);
}

/** Adds one batch into another (a batch whose write failed goes back for the next flush). */
export function mergeBatch(into: UsageBatch, from: UsageBatch): void {
  for (const [key, d] of from.daily) {
    const existing = into.daily.get(key);
    into.daily.set(key, existing ? { ...existing, count: existing.count + d.count, totalMs: existing.totalMs + d.totalMs } : d);
  }
  for (const [keyId, l] of from.lifetime) {
    const existing = into.lifetime.get(keyId);
    into.lifetime.set(
      keyId,
      existing
        ? {
            requests: existing.requests + l.requests,
            errors: existing.errors + l.errors,
            lastUsedAt: existing.lastUsedAt > l.lastUsedAt ? existing.lastUsedAt : l.lastUsedAt,
          }
        : l,
    );
  }
}
