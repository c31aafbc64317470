import { addToBatch, emptyBatch, mergeBatch } from './usage-aggregate.js';

describe('usage batches', () => {
  it('counts per UTC date, operation and status, and per key for lifetime figures', () => {
    const batch = emptyBatch();
    const at = (iso: string) => new Date(iso);
    addToBatch(batch, { keyId: 'k1', operation: 'getIdentity', status: 200, durationMs: 2, at: at('2026-11-23T23:59:59Z') });
    addToBatch(batch, { keyId: 'k1', operation: 'getIdentity', status: 200, durationMs: 4, at: at('2026-11-23T10:00:00Z') });
    addToBatch(batch, { keyId: 'k1', operation: 'getIdentity', status: 429, durationMs: 1, at: at('2026-11-24T00:00:01Z') });
    addToBatch(batch, { keyId: 'k2', operation: 'searchQuestions', status: 422, durationMs: 3, at: at('2026-11-23T10:00:00Z') });
    expect([...batch.daily.values()]).toEqual([
      { keyId: 'k1', day: '2026-11-23', operation: 'getIdentity', status: 200, count: 2, totalMs: 6 },
      { keyId: 'k1', day: '2026-11-24', operation: 'getIdentity', status: 429, count: 1, totalMs: 1 },
      { keyId: 'k2', day: '2026-11-23', operation: 'searchQuestions', status: 422, count: 1, totalMs: 3 },
    ]);
    expect(batch.lifetime.get('k1')).toEqual({ requests: 3, errors: 1, lastUsedAt: at('2026-11-24T00:00:01Z') });
    expect(batch.lifetime.get('k2')).toEqual({ requests: 1, errors: 1, lastUsedAt: at('2026-11-23T10:00:00Z') });
  });

  it('merges a failed batch back without losing counts', () => {
    const pending = emptyBatch();
    const failed = emptyBatch();
    addToBatch(failed, { keyId: 'k1', operation: 'getIdentity', status: 200, durationMs: 2, at: new Date('2026-11-23T10:00:00Z') });
    addToBatch(pending, { keyId: 'k1', operation: 'getIdentity', status: 200, durationMs: 3, at: new Date('2026-11-23T10:00:05Z') });
    mergeBatch(pending, failed);
    expect([...pending.daily.values()]).toEqual([
      { keyId: 'k1', day: '2026-11-23', operation: 'getIdentity', status: 200, count: 2, totalMs: 5 },
    ]);
    expect(pending.lifetime.get('k1')).toEqual({ requests: 2, errors: 0, lastUsedAt: new Date('2026-11-23T10:00:05Z') });
  });
});
