import { close } from '../../testing/checks.js';
import { binom, chiSquaredTail, poisson, sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1ChiTemplates } from './fs1-testing-chi.js';

const total = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
/** Statistic by the shortcut sum O^2/E - sum O (valid when the totals agree), or directly. */
const direct = (o: number[], e: number[]) => sum(0, o.length - 1, (i) => (o[i] - e[i]) ** 2 / e[i]);
/** Critical value checked against the integrated chi-squared tail. */
const isCritical = (cv: number, df: number, level: number) => close(chiSquaredTail(cv, df), level, 2e-3);
/** Pooled cells: all expected at least 5, totals kept, and the pooled statistic. */
const checkPooled = (pooled: { observed: number[]; expected: number[] }, observed: number[], expected: number[]) => {
  expect(Math.min(...pooled.expected)).toBeGreaterThanOrEqual(5);
  expect(total(pooled.observed)).toBe(total(observed));
  close(total(pooled.expected), total(expected));
};
/** Independence: expected from margins, recomputed cell by cell. */
const marginsExpected = (o: number[][]) => {
  const N = total(o.flat());
  return o.map((row) => row.map((_, j) => (total(row) * total(o.map((r) => r[j]))) / N));
};

verifyTemplates(fs1ChiTemplates, {
  'fs1.chi.given-ratio': (f) => {
    const r = total(f.ratio);
    f.expected.forEach((e: number, i: number) => close(e, (f.N * f.ratio[i]) / r));
    close(f.stat, direct(f.observed, f.expected));
    isCritical(f.cv, f.ratio.length - 1, f.level);
    expect(f.reject).toBe(f.stat > f.cv);
    expect(total(f.observed)).toBe(f.N);
  },
  'fs1.chi.pooling-degrees': (f) => {
    const m = sum(0, 5, (k) => k * f.observed[k]) / f.N;
    close(f.mean, m);
    const e = [0, 1, 2, 3, 4].map((k) => f.N * poisson(m, k));
    e.push(f.N - total(e));
    e.forEach((v, i) => close(f.expected[i], v, 0.006 / Math.max(1, v)));
    checkPooled(f.pooled, f.observed, f.expected);
    expect(f.df).toBe(f.pooled.expected.length - 2);
    close(f.stat, direct(f.pooled.observed, f.pooled.expected));
    isCritical(f.cv, f.df, f.level);
    expect(f.reject).toBe(f.stat > f.cv);
  },
  'fs1.chi.shortcut-formula': (f) => {
    f.expected.forEach((e: number, k: number) => close(e, f.N * binom(f.n, 0.5, k)));
    close(f.stat, direct(f.observed, f.expected));
    isCritical(f.cv, f.n, f.level);
    expect(f.reject).toBe(f.stat > f.cv);
  },
  'fs1.chi.contingency-2x2': (f) => {
    const e = marginsExpected(f.observed);
    e.flat().forEach((v, i) => close(f.expected.flat()[i], v));
    expect(Math.min(...e.flat())).toBeGreaterThanOrEqual(5);
    close(f.stat, direct(f.observed.flat(), e.flat()));
    isCritical(f.cv, 1, f.level);
    expect(f.reject).toBe(f.stat > f.cv);
  },
  'fs1.chi.contingency-combining': (f) => {
    const full = marginsExpected(f.observed);
    expect(full[f.small][2]).toBeLessThan(5);
    close(f.eSmall, full[f.small][2]);
    const merged = f.observed.map((r: number[]) => [r[0], r[1] + r[2]]);
    const e = marginsExpected(merged);
    expect(Math.min(...e.flat())).toBeGreaterThanOrEqual(5);
    close(f.stat, direct(merged.flat(), e.flat()));
    isCritical(f.cv, 2, f.level);
    expect(f.reject).toBe(f.stat > f.cv);
  },
  'fs1.chi.binomial-fit-estimated': (f) => {
    close(f.pHat, sum(0, f.n, (k) => k * f.observed[k]) / (f.n * f.N));
    f.expected.forEach((e: number, k: number) => close(e, f.N * binom(f.n, f.pHat, k)));
    checkPooled(f.pooled, f.observed, f.expected);
    expect(f.df).toBe(f.pooled.expected.length - 2);
    close(f.stat, direct(f.pooled.observed, f.pooled.expected));
    isCritical(f.cv, f.df, f.level);
    expect(f.reject).toBe(f.stat > f.cv);
  },
  'fs1.chi.geometric-fit': (f) => {
    const below = sum(1, f.k - 1, (x) => x * f.observed[x - 1]);
    expect(f.T).toBeGreaterThanOrEqual(below + f.k * f.observed[f.k - 1]);
    close(f.pHat, f.N / f.T, 0.0051 * (f.N / f.T));
    expect(String(f.pHat).replace(/^0\.0*/, '').length).toBeLessThanOrEqual(3);
    for (let x = 1; x < f.k; x++) close(f.expected[x - 1], f.N * f.pHat * (1 - f.pHat) ** (x - 1));
    close(f.expected[f.k - 1], f.N * sum(f.k, 5000, (x) => f.pHat * (1 - f.pHat) ** (x - 1)), 1e-6);
    checkPooled(f.pooled, f.observed, f.expected);
    expect(f.df).toBe(f.pooled.expected.length - 2);
    close(f.stat, direct(f.pooled.observed, f.pooled.expected));
    isCritical(f.cv, f.df, f.level);
    expect(f.reject).toBe(f.stat > f.cv);
  },
});
