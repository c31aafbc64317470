/** Shared pieces of the FS1 hypothesis-testing templates: exact critical regions, conclusions, tables, data. */
import { binomialCdf, chiSquaredStatistic, poissonCdf, poolCells } from '../../math/stats.js';
import { dp, num, sf, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { roundedAnswerTex, type CarriedRounding } from '../../rounded-follow-through.js';

/**
 * Significant figures that stay at the asked number when rounding reaches the next power of ten: the
 * shared \`sf\` prints 0.009995 as 0.01000 (four figures); this prints 0.0100.
 */
export const sig = (x: number, figures = 3) => sf(Number(x.toPrecision(figures)), figures);

/** Their two tails' probabilities added: exactly, and as a candidate adds them, each to 3 s.f. */
const sumOfTails = (lower: number, upper: number) => ({ fromExact: lower + upper, fromCarried: Number(sig(lower)) + Number(sig(upper)) });
/** One minus their probability: exactly, and as a candidate takes it from their probability to 3 s.f. */
const complementOf = (p: number) => ({ fromExact: 1 - p, fromCarried: 1 - Number(sig(p)) });

/** `0.0212 + 0.0220 = 0.0433 \text{ or } 0.0432`: the sum of two tails as the scheme shows it, accepting the sum of the rounded tails. */
export function tailsSumTex(lower: number, upper: number): string {
  const { fromExact, fromCarried } = sumOfTails(lower, upper);
  return tex`${sig(lower)} + ${sig(upper)} = ${roundedAnswerTex(fromExact, fromCarried, '', sig(fromExact))}`;
}

/** `1 - 0.677 = 0.323`: a complement as the scheme shows it, accepting one minus the rounded probability. */
export function complementTex(p: number): string {
  const { fromExact, fromCarried } = complementOf(p);
  return tex`1 - ${sig(p)} = ${roundedAnswerTex(fromExact, fromCarried, '', sig(fromExact))}`;
}

/** The carried rounding of a `tailsSumTex` or `complementTex` allocation, for the template's facts. */
export const tailsSumRounding = (allocationId: string, lower: number, upper: number): CarriedRounding => ({
  allocationId,
  ...sumOfTails(lower, upper),
});
export const complementRounding = (allocationId: string, p: number): CarriedRounding => ({ allocationId, ...complementOf(p) });

/** Cells as the test uses them: pooled (`poolCells`, `poolAll`) or as they are. */
type Pooling = (observed: number[], expected: number[]) => { observed: number[]; expected: number[] };

/**
 * The statistic a candidate reaches from the expected frequencies as printed (2 decimal places),
 * pooled alike: the carried value of a statistic built on their earlier part.
 */
export function statisticFromPrinted(
  observed: number[],
  expected: number[],
  pool: Pooling = (o, e) => ({ observed: o, expected: e }),
): number {
  const cells = pool(
    observed,
    expected.map((e) => Number(dp(e, 2))),
  );
  return chiSquaredStatistic(cells.observed, cells.expected);
}

export const pct = (level: number) => `${num(level * 100)}\\%`;

export const conclusion = (reject: boolean, context: string) =>
  reject
    ? tex`\text{Reject } \mathrm{H}_0\text{: evidence that ${context}}`
    : tex`\text{Do not reject } \mathrm{H}_0\text{: insufficient evidence that ${context}}`;

/** A region and its probability under the null hypothesis; `c` is -1 for an empty lower region. */
export interface Region {
  c: number;
  actual: number;
}

/**
 * Upper-tail critical region X >= c: the smallest c with P(X >= c) <= level (so the region is as large
 * as possible without its probability exceeding the level). `cdf(k)` is P(X <= k).
 */
export function upperRegion(cdf: (k: number) => number, level: number, max = 10000): Region {
  let c = 0;
  while (c < max && 1 - cdf(c - 1) > level) c++;
  return { c, actual: 1 - cdf(c - 1) };
}

/** Lower-tail critical region X <= c: the largest c with P(X <= c) <= level (c = -1 when even P(X = 0) exceeds it). */
export function lowerRegion(cdf: (k: number) => number, level: number): Region {
  let c = -1;
  while (cdf(c + 1) <= level) c++;
  return { c, actual: c < 0 ? 0 : cdf(c) };
}

const poissonCdfAt = (lambda: number) => (k: number) => (k < 0 ? 0 : poissonCdf(lambda, k));
const binomialCdfAt = (n: number, p: number) => (k: number) => (k < 0 ? 0 : k >= n ? 1 : binomialCdf(n, p, k));
/** P(X <= k) for a geometric X on {1, 2, ...}. */
export const geometricCdf = (p: number, k: number) => (k < 1 ? 0 : 1 - (1 - p) ** k);

export const poissonUpper = (lambda: number, level: number) => upperRegion(poissonCdfAt(lambda), level);
export const poissonLower = (lambda: number, level: number) => lowerRegion(poissonCdfAt(lambda), level);
export const binomialUpper = (n: number, p: number, level: number) => upperRegion(binomialCdfAt(n, p), level, n + 1);
export const binomialLower = (n: number, p: number, level: number) => lowerRegion(binomialCdfAt(n, p), level);
/** Geometric test of H1: p < p0 rejects for large X: X >= c. */
export const geometricUpper = (p: number, level: number) => upperRegion((k) => geometricCdf(p, k), level);
/** Geometric test of H1: p > p0 rejects for small X: X <= c (c = 0 when no region). */
export function geometricLower(p: number, level: number): Region {
  const r = lowerRegion((k) => geometricCdf(p, k), level);
  return { c: Math.max(0, r.c), actual: geometricCdf(p, Math.max(0, r.c)) };
}

/** Two-tailed region: each tail at most half the level. */
export function twoTailed(lower: Region, upper: Region) {
  return { lower: lower.c, upper: upper.c, lowerActual: lower.actual, upperActual: upper.actual, actual: lower.actual + upper.actual };
}

/** True when a probability is far enough from the level for 3 s.f. (and 4 d.p. tables) to agree. */
export const clearOf = (p: number, level: number) => Math.abs(p - level) > 0.08 * level;

/** Observed counts near the expected ones with the same total. */
export function observedNear(rng: Rng, expected: number[], spread: number): number[] {
  const obs = expected.map((e) => Math.max(0, Math.round(e + (rng.next() * 2 - 1) * spread * Math.sqrt(e))));
  const diff = Math.round(expected.reduce((s, e) => s + e, 0)) - obs.reduce((s, o) => s + o, 0);
  obs[obs.indexOf(Math.max(...obs))] += diff;
  return obs;
}

/**
 * Observed counts whose chi-squared statistic against `expected` (after `reduce`) lands clearly on the
 * wanted side of `critical(df)`: small noise for a fit, a growing spread for a misfit.
 */
export function observedFor(
  rng: Rng,
  expected: number[],
  wantReject: boolean,
  judge: (observed: number[]) => { stat: number; cv: number },
): number[] {
  for (let attempt = 0; ; attempt++) {
    const spread = wantReject ? 1.6 + attempt * 0.05 : Math.max(0.3, 0.9 - attempt * 0.02);
    const observed = observedNear(rng, expected, spread);
    if (observed.some((o) => o < 0)) continue;
    const { stat, cv } = judge(observed);
    if (stat > cv === wantReject && Math.abs(stat - cv) > 0.1 * cv) return observed;
    if (attempt > 400) return observed;
  }
}

export const chiStat = chiSquaredStatistic;

/** A frequency table as a TeX array: every word label in `\text{}`. */
export function freqTable(head: string, labels: string[], rowName: string, values: (number | string)[]): string {
  return tex`\begin{array}{c|${'c'.repeat(labels.length)}} \text{${head}} & ${labels.join(' & ')} \\ \hline \text{${rowName}} & ${values.join(' & ')} \end{array}`;
}

/** A contingency table with word headers in `\text{}`, optionally with totals. */
export function contingencyTex(colHeads: readonly string[], rowHeads: readonly string[], rows: (number | string)[][]): string {
  const head = colHeads.map((h) => tex`\text{${h}}`).join(' & ');
  const body = rows.map((r, i) => tex`\text{${rowHeads[i]}} & ${r.join(' & ')}`).join(' \\\\ ');
  return tex`\begin{array}{c|${'c'.repeat(colHeads.length)}} & ${head} \\ \hline ${body} \end{array}`;
}

/** `X \leqslant c \text{ or } X \geqslant d` for a two-tailed region. */
export const twoTailTex = (v: string, lower: number, upper: number) => tex`${v} \leqslant ${lower} \text{ or } ${v} \geqslant ${upper}`;

/** Expected frequencies of an r x c table from its margins. */
export function expectedTable(observed: number[][]): { rows: number[]; cols: number[]; N: number; expected: number[][] } {
  const rows = observed.map((r) => r.reduce((s, v) => s + v, 0));
  const cols = observed[0].map((_, j) => observed.reduce((s, r) => s + r[j], 0));
  const N = rows.reduce((s, v) => s + v, 0);
  return { rows, cols, N, expected: observed.map((_, i) => cols.map((c) => (rows[i] * c) / N)) };
}

/** A table with a header row and several named rows, every word label in `\text{}`. */
export function rowsTable(head: string, labels: string[], rows: Array<[string, (number | string)[]]>): string {
  const body = rows.map(([name, values]) => tex`\text{${name}} & ${values.join(' & ')}`).join(' \\\\ ');
  return tex`\begin{array}{c|${'c'.repeat(labels.length)}} \text{${head}} & ${labels.join(' & ')} \\ \hline ${body} \end{array}`;
}

/**
 * Combines cells until every expected frequency is at least 5: the tails are folded inwards first
 * (the shared `poolCells`), then any cell still below 5 is merged with its neighbour towards the
 * tail, which matters when a last "or more" cell is larger than the cells before it.
 */
export function poolAll(observed: number[], expected: number[]): { observed: number[]; expected: number[] } {
  const { observed: o, expected: e } = poolCells(observed, expected);
  for (let i = e.findIndex((v) => v < 5); i >= 0 && e.length > 2; i = e.findIndex((v) => v < 5)) {
    const j = i + 1 < e.length ? i + 1 : i - 1;
    const [a, b] = [Math.min(i, j), Math.max(i, j)];
    e.splice(a, 2, e[a] + e[b]);
    o.splice(a, 2, o[a] + o[b]);
  }
  return { observed: o, expected: e };
}
