/** Seeded randomness: each template variant gets its own stream from a stable string key. */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number;
  /** Non-zero integer in [lo, hi]. */
  nonZero(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  sign(): 1 | -1;
}

/** FNV-1a 32-bit hash: turns a stable key into a PRNG seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking exam parameters. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(key: string): Rng {
  const next = mulberry32(hashString(key));
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return {
    next,
    int,
    pick,
    nonZero(lo, hi) {
      for (;;) {
        const value = int(lo, hi);
        if (value !== 0) return value;
      }
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      return pool.slice(0, count);
    },
    sign: () => (next() < 0.5 ? -1 : 1),
  };
}

/**
 * A stream reseeded from two draws of `rng`. The bank's variant keys differ only in their last
 * character, and their streams start out correlated (variants #1 and #3 of a template often draw
 * the same parameters): a template that needs its published variants to differ reseeds with this.
 */
export const reseeded = (rng: Rng, salt: string): Rng => createRng(`${salt}:${rng.next()}:${rng.next()}`);

/** Probabilities in hundredths summing to 100, each at least 5: a distribution table a learner can add up. */
export function hundredths(rng: Rng, count: number): number[] {
  for (;;) {
    const cuts = Array.from({ length: count - 1 }, () => rng.int(1, 19) * 5).sort((a, b) => a - b);
    const parts = [...cuts, 100].map((c, i) => c - (i ? cuts[i - 1] : 0));
    if (parts.every((p) => p >= 5)) return parts;
  }
}
