/** Exact fractions for answers printed as fractions (small numerators, so plain numbers suffice). */

export interface Frac {
  n: number;
  d: number;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

export function frac(n: number, d = 1): Frac {
  if (d === 0) throw new Error('zero denominator');
  if (!Number.isInteger(n) || !Number.isInteger(d)) throw new Error(`non-integer fraction ${n}/${d}`);
  const g = gcd(n, d) * Math.sign(d);
  return { n: n / g + 0, d: d / g };
}

export type FracLike = Frac | number;

export const toFrac = (x: FracLike): Frac => (typeof x === 'number' ? frac(x) : x);
export const add = (a: FracLike, b: FracLike): Frac => {
  const [p, q] = [toFrac(a), toFrac(b)];
  return frac(p.n * q.d + q.n * p.d, p.d * q.d);
};
export const sub = (a: FracLike, b: FracLike): Frac => add(a, mul(b, -1));
export const mul = (a: FracLike, b: FracLike): Frac => {
  const [p, q] = [toFrac(a), toFrac(b)];
  return frac(p.n * q.n, p.d * q.d);
};
export const div = (a: FracLike, b: FracLike): Frac => {
  const q = toFrac(b);
  return mul(a, frac(q.d, q.n));
};
export const value = (x: FracLike): number => (typeof x === 'number' ? x : x.n / x.d);
export const isZero = (x: FracLike): boolean => toFrac(x).n === 0;

/** `q` to a non-negative integer power, exactly. */
export const pow = (q: FracLike, k: number): Frac => Array.from({ length: k }).reduce<Frac>((s) => mul(s, q), frac(1));

/**
 * Proper fractions as [numerator, denominator] whose working stays short: halves, thirds, quarters, 2/5 and 3/5. Lists of
 * probabilities or coefficients of restitution start from these.
 */
export const SIMPLE_FRACTIONS: [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [2, 5],
  [3, 5],
];

/** Small positive rationals for coefficients: the integers 1 to 6, then halves and thirds. */
export const SMALL_RATIONALS: Frac[] = [
  frac(1),
  frac(2),
  frac(3),
  frac(4),
  frac(5),
  frac(6),
  frac(1, 2),
  frac(3, 2),
  frac(5, 2),
  frac(1, 3),
  frac(2, 3),
];
