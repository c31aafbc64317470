/** Distribution functions for Further Statistics 1 answers. */

export function poissonPmf(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

export const poissonCdf = (lambda: number, k: number): number => {
  let s = 0;
  for (let i = 0; i <= k; i++) s += poissonPmf(lambda, i);
  return s;
};

export function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

export const binomialPmf = (n: number, p: number, k: number): number => choose(n, k) * p ** k * (1 - p) ** (n - k);
export const binomialCdf = (n: number, p: number, k: number): number => {
  let s = 0;
  for (let i = 0; i <= k; i++) s += binomialPmf(n, p, i);
  return s;
};

/** Standard normal CDF via the Abramowitz-Stegun 7.1.26 erf approximation (error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Upper-tail critical values of chi-squared, from standard tables: [10%, 5%, 2.5%, 1%] for 1 to 10 degrees of freedom. */
export const CHI_SQUARED_TABLE: Record<number, [number, number, number, number]> = {
  1: [2.706, 3.841, 5.024, 6.635],
  2: [4.605, 5.991, 7.378, 9.21],
  3: [6.251, 7.815, 9.348, 11.345],
  4: [7.779, 9.488, 11.143, 13.277],
  5: [9.236, 11.07, 12.833, 15.086],
  6: [10.645, 12.592, 14.449, 16.812],
  7: [12.017, 14.067, 16.013, 18.475],
  8: [13.362, 15.507, 17.535, 20.09],
  9: [14.684, 16.919, 19.023, 21.666],
  10: [15.987, 18.307, 20.483, 23.209],
};

export type Level = 0.1 | 0.05 | 0.025 | 0.01;
export const chiSquaredCritical = (df: number, level: Level): number => CHI_SQUARED_TABLE[df][[0.1, 0.05, 0.025, 0.01].indexOf(level)];

/** Sum of (O - E)^2 / E. */
export const chiSquaredStatistic = (observed: number[], expected: number[]): number =>
  observed.reduce((s, o, i) => s + (o - expected[i]) ** 2 / expected[i], 0);

/** Merges neighbouring cells until every expected frequency is at least 5 (tails folded inwards). */
export function poolCells(observed: number[], expected: number[]): { observed: number[]; expected: number[] } {
  const o = [...observed];
  const e = [...expected];
  while (e.length > 2 && e[e.length - 1] < 5) {
    const [lastE, lastO] = [e.pop()!, o.pop()!];
    e[e.length - 1] += lastE;
    o[o.length - 1] += lastO;
  }
  while (e.length > 2 && e[0] < 5) {
    const [firstE, firstO] = [e.shift()!, o.shift()!];
    e[0] += firstE;
    o[0] += firstO;
  }
  return { observed: o, expected: e };
}
