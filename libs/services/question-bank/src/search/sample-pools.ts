import type { SearchQuestionsQuery } from '@pp/contracts';
import type { SqlStatement } from '@pp/platform';
import { sampleIds } from './random-sample.js';
import { excludedIdsOf, type SamplePool, samplePoolOf, type SearchRow } from './search-sql.js';

/** How long a pool of ids is used before it is read again. */
export const SAMPLE_POOL_MAX_AGE_MS = 60_000;
/** Pools kept at once; the oldest read goes first. The taxonomy has about 250 ids. */
export const MAX_SAMPLE_POOLS = 512;

/** Runs one statement and gives its rows. */
export type StatementRunner = <T>(statement: SqlStatement) => Promise<T[]>;

interface Pool {
  readAt: number;
  ids: Promise<string[]>;
}

/**
 * Random samples of taxonomy filters, drawn from the ids of each filter's current questions, kept for
 * a minute, so a sample no longer makes Postgres read and sort every matching id (decision 0010).
 * Concurrent samples of one filter share one read. The items drawn are always read fresh, with the
 * filters: a stale pool can miss a question published in the last minute but never return one that
 * is no longer current.
 */
export class SamplePools {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly run: StatementRunner,
    private readonly maxAgeMs = SAMPLE_POOL_MAX_AGE_MS,
  ) {}

  /**
   * The sample's rows in the order drawn, or undefined when the search has no pool (the search
   * statement samples it), or when an id drawn is no longer current under the filters: the pool is
   * dropped, to be read again, and this sample is left to the search statement too.
   */
  async sample(query: SearchQuestionsQuery): Promise<SearchRow[] | undefined> {
    const pool = samplePoolOf(query);
    if (!pool) return undefined;
    const drawn = sampleIds(await this.ids(pool), query.limit, new Set(excludedIdsOf(query)));
    if (drawn.length === 0) return [];
    const rows = await this.run<SearchRow>(pool.items(drawn));
    if (rows.length < drawn.length) {
      this.pools.delete(pool.key);
      return undefined;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    return drawn.map((id) => byId.get(id)!);
  }

  private ids(pool: SamplePool): Promise<string[]> {
    const kept = this.pools.get(pool.key);
    if (kept && Date.now() - kept.readAt < this.maxAgeMs) return kept.ids;
    const ids = this.run<{ id: string }>(pool.ids).then((rows) => rows.map((row) => row.id));
    // Re-inserted, so the Map's order stays the order of reading.
    this.pools.delete(pool.key);
    this.pools.set(pool.key, { readAt: Date.now(), ids });
    if (this.pools.size > MAX_SAMPLE_POOLS) this.pools.delete(this.pools.keys().next().value!);
    ids.catch(() => this.pools.get(pool.key)?.ids === ids && this.pools.delete(pool.key));
    return ids;
  }
}
