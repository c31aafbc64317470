import type { DataSource } from 'typeorm';
import { runStatement, type SqlStatement } from '@pp/platform';

/** How long a pool of ids is used before it is read again. */
export const SAMPLE_POOL_MAX_AGE_MS = 60_000;
/** Pools kept at once; the oldest read goes first. The taxonomy has about 250 ids. */
export const MAX_SAMPLE_POOLS = 512;

interface Pool {
  readAt: number;
  ids: Promise<string[]>;
}

/**
 * The ids of the current questions under each taxonomy filter, kept for a minute, so a random sample
 * draws from memory instead of making Postgres read and sort every matching id (decision 0010).
 * Concurrent samples of one filter share one read. The items are always read fresh, with the filters,
 * so a stale pool can miss a question published in the last minute but never return one that is no
 * longer current; a caller that finds an id gone forgets the pool.
 */
export class SamplePools {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly maxAgeMs = SAMPLE_POOL_MAX_AGE_MS,
  ) {}

  /** The pool under `key`, read with `statement` (its rows have an `id`) when missing or too old. */
  ids(key: string, statement: SqlStatement): Promise<string[]> {
    const pool = this.pools.get(key);
    if (pool && Date.now() - pool.readAt < this.maxAgeMs) return pool.ids;
    const ids = runStatement<{ id: string }>(this.dataSource, statement).then((rows) => rows.map((row) => row.id));
    // Re-inserted, so the Map's order stays the order of reading.
    this.pools.delete(key);
    this.pools.set(key, { readAt: Date.now(), ids });
    if (this.pools.size > MAX_SAMPLE_POOLS) this.pools.delete(this.pools.keys().next().value!);
    ids.catch(() => this.pools.get(key)?.ids === ids && this.pools.delete(key));
    return ids;
  }

  forget(key: string): void {
    this.pools.delete(key);
  }
}
