/** Helpers shared by this area's matrix and transformation templates: printing inverses and systems of equations. */
import { add, type Frac, frac, gcd, mul, value } from '../../math/rational.js';
import { det3, randomMatrix, type Matrix } from '../../math/matrix.js';
import { matTex, terms, termsPositiveFirst, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type PartSpec } from '../../template.js';

/** A random 3x3 integer matrix with a small non-zero determinant. */
export function invertible3(rng: Rng, lo = -3, hi = 4): Matrix {
  for (;;) {
    const m = randomMatrix(3, () => rng.int(lo, hi));
    const d = Math.abs(det3(m));
    if (d >= 1 && d <= 12) return m;
  }
}

/** `(1/d) adj` as the method first writes it, uncancelled, the sign of d in front: `-\frac{1}{2}\begin{pmatrix}…`, not `\frac{1}{-2}`. */
export const adjugateOverTex = (d: number, adj: Matrix): string => terms([[frac(1, d), matTex(adj)]]);

/** `(1/d) adj` in lowest terms: common factors cancelled, the sign taken into the matrix, no `\frac{1}{1}`. */
export function inverseTex(d: number, adj: Matrix): string {
  const g = adj.flat().reduce((s, v) => gcd(s, v), d);
  const sign = d < 0 ? -1 : 1;
  const den = Math.abs(d / g);
  const m = adj.map((row) => row.map((v) => (sign * v) / g + 0));
  return den === 1 ? matTex(m) : tex`\frac{1}{${den}}${matTex(m)}`;
}

/** Equations of a system as aligned rows; `names` label each row. */
export const systemTex = (rows: string[], rhs: (number | string)[], names?: string[]) =>
  tex`\begin{aligned} ${rows.map((r, i) => `${names ? `${names[i]}: \\; ` : ''}${r} &= ${rhs[i]}`).join(' \\\\ ')} \end{aligned}`;
export const rowTex = (row: number[]) => terms(row.map((c, j): [number, string] => [c, 'xyz'[j]]));

/** A row with the entry at column j replaced by the constant k. */
export function rowWithK(row: number[], j: number): string {
  const list: [number, string][] = row.map((c, i) => [i === j ? 1 : c, i === j ? `k${'xyz'[i]}` : 'xyz'[i]]);
  return terms(list);
}

/** M with entry (i, j) replaced by k. */
export const withEntry = (M: Matrix, i: number, j: number, k: number): Matrix =>
  M.map((row, r) => row.map((v, c) => (r === i && c === j ? k : v)));

/** det as alpha k + beta when entry (i, j) of M is k. */
export function linearDet(M: Matrix, i: number, j: number): { alpha: number; beta: number } {
  const at = (k: number) => det3(withEntry(M, i, j, k));
  return { beta: at(0), alpha: at(1) - at(0) };
}

/** M with the constant k at entry (i, j): det M = alpha k + beta, the entries as printed, and det M printed. */
export function withParameter(M: Matrix, i: number, j: number): { alpha: number; beta: number; display: string[][]; detTex: string } {
  const { alpha, beta } = linearDet(M, i, j);
  const display = M.map((row, r) => row.map((v, c) => (r === i && c === j ? 'k' : String(v))));
  const detTex = termsPositiveFirst([
    [alpha, 'k'],
    [beta, ''],
  ]);
  return { alpha, beta, display, detTex };
}

/** The first step of expanding the printed 3x3 determinant along its top row. */
export const expansionTex = (display: string[][]): string =>
  tex`${display[0][0]}\begin{vmatrix} ${display[1][1]} & ${display[1][2]} \\ ${display[2][1]} & ${display[2][2]} \end{vmatrix} - \dots`;

/** Part (a): det M in terms of k, for M printed as `display` with determinant `detTex` (from withParameter). */
export const determinantInKPart = (display: string[][], detTex: string): PartSpec =>
  part(tex`Find \(\det\mathbf{M}\) in terms of \(k\).`, detTex, [
    mark('M1', tex`Correct method for a \(3 \times 3\) determinant`, tex`\det\mathbf{M} = ${expansionTex(display)}`),
    mark('A1', 'Correct linear expression', detTex, ['a.1']),
  ]);

/** Adjugate of a 2x2 matrix. */
export const adjugate2 = ([[a, b], [c, d]]: Matrix): Matrix => [
  [d, -b],
  [-c, a],
];

/** Inverse of a non-singular 2x2 integer matrix as TeX, in lowest terms. */
export const inverse2Tex = (m: Matrix): string => inverseTex(m[0][0] * m[1][1] - m[0][1] * m[1][0], adjugate2(m));

/** An exact number a + b sqrt(2) + c sqrt(3) with rational a, b, c: the values of cos and sin at multiples of 15 degrees used here. */
export type Surd = [Frac, Frac, Frac];

const COS_TABLE: Record<number, Surd> = {
  0: [frac(1), frac(0), frac(0)],
  2: [frac(0), frac(0), frac(1, 2)],
  3: [frac(0), frac(1, 2), frac(0)],
  4: [frac(1, 2), frac(0), frac(0)],
  6: [frac(0), frac(0), frac(0)],
};

/** cos(k pi / 12) exactly, for k a multiple of 2 or 3. */
export function cosSurd(k: number): Surd {
  const m = ((k % 24) + 24) % 24;
  const folded = m > 12 ? 24 - m : m;
  const base = folded <= 6 ? COS_TABLE[folded] : COS_TABLE[12 - folded];
  return folded > 6 ? (base.map((x) => mul(x, -1)) as Surd) : base;
}
export const sinSurd = (k: number): Surd => cosSurd(6 - k);

/** x s + y t for integers x, y. */
export const surdCombo = (x: number, s: Surd, y: number, t: Surd): Surd => s.map((v, i) => add(mul(v, x), mul(t[i], y))) as Surd;
export const surdValue = ([a, b, c]: Surd): number => value(a) + value(b) * Math.SQRT2 + value(c) * Math.sqrt(3);
export const surdToTex = ([a, b, c]: Surd): string =>
  terms([
    [b, '\\sqrt{2}'],
    [c, '\\sqrt{3}'],
    [a, ''],
  ]);

/** Rotation by a multiple of 90 degrees anticlockwise about an axis (right-handed). */
export function axisRotation(axis: number, quarter: number): Matrix {
  const [c, s] = [[1, 0, -1, 0][quarter], [0, 1, 0, -1][quarter]];
  const [i, j] = [(axis + 1) % 3, (axis + 2) % 3];
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  m[axis][axis] = 1;
  m[i][i] = c;
  m[j][j] = c;
  m[i][j] = -s;
  m[j][i] = s;
  return m;
}
