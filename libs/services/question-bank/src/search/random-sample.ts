/**
 * `k` distinct ids drawn uniformly from `pool`, never an excluded one, in random order; all the
 * others, shuffled, when fewer than `k` remain.
 *
 * Draws are uniform over the pool and a repeat or an excluded id is drawn again, so every subset of
 * the remaining ids is equally likely. A pool that is mostly excluded could take many draws, so after
 * a bounded number the exact shuffle of what remains decides instead. Both ways treat every remaining
 * id alike, so the result stays uniform whichever way ends it.
 */
export function sampleIds(pool: readonly string[], k: number, excluded: ReadonlySet<string>, random: () => number = Math.random): string[] {
  if (pool.length > k + excluded.size) {
    const chosen = new Set<string>();
    for (let draws = 0; chosen.size < k && draws < 4 * (k + excluded.size); draws++) {
      const id = pool[Math.floor(random() * pool.length)];
      if (!excluded.has(id)) chosen.add(id);
    }
    if (chosen.size === k) return [...chosen];
  }
  return shuffled(
    pool.filter((id) => !excluded.has(id)),
    k,
    random,
  );
}

/** The first `k` places of a Fisher-Yates shuffle of `ids` (which it reorders). */
function shuffled(ids: string[], k: number, random: () => number): string[] {
  const n = Math.min(k, ids.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (ids.length - i));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids.slice(0, n);
}
