/** Test support: small independent tools the template checks share (complex arithmetic, vectors, tails). */
import { binom, d1, poisson, sum } from './numeric.js';
import type { TemplateCheck } from './template-suite.js';

export const G = 9.8;
/**
 * Asserts `actual` within `tol` of `expected` (relative beyond 1). `expect` is reached only on a miss,
 * to report it: each `expect` call captures a stack trace, and the checks call this millions of times.
 */
export function close(actual: number, expected: number, tol = 1e-6): void {
  const bound = tol * Math.max(1, Math.abs(expected));
  if (!(Math.abs(actual - expected) <= bound)) expect(Math.abs(actual - expected)).toBeLessThanOrEqual(bound);
}
export type C = [number, number];
export const cm = ([a, b]: C, [c, d]: C): C => [a * c - b * d, a * d + b * c];
export const cpoly = (coeffs: number[], z: C): C =>
  coeffs.reduce<C>(
    (acc, c) => {
      const m = cm(acc, z);
      return [m[0] + c, m[1]];
    },
    [0, 0],
  );
export const polar = (r: number, t: number): C => [r * Math.cos(Math.PI * t), r * Math.sin(Math.PI * t)];
export const shoelace = (pts: number[][]) =>
  Math.abs(
    pts.reduce((s, [x, y], i) => {
      const [u, v] = pts[(i + 1) % pts.length];
      return s + x * v - u * y;
    }, 0),
  ) / 2;
export const dotv = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i], 0);
export const crossv = (a: number[], b: number[]) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const sub = (a: number[], b: number[]) => a.map((v, i) => v - b[i]);
export const elementary = (roots: number[], k: number): number => {
  const pick = (start: number, left: number): number =>
    left === 0 ? 1 : sum(start, roots.length - 1, (i) => roots[i] * pick(i + 1, left - 1));
  return pick(0, k);
};
export const inPrincipal = (t: number) => {
  expect(t).toBeGreaterThan(-1);
  expect(t).toBeLessThanOrEqual(1);
};
export const productQuotient: TemplateCheck = (f) => {
  const z1 = polar(f.r1, f.t1);
  const z2 = polar(f.r2, f.t2);
  const prod = cm(z1, z2);
  const expectedProduct = polar(f.r1 * f.r2, f.product);
  close(prod[0], expectedProduct[0]);
  close(prod[1], expectedProduct[1]);
  const q = polar(f.ratio, f.quotient);
  const back = cm(q, z2);
  close(back[0], z1[0]);
  close(back[1], z1[1]);
  inPrincipal(f.product);
  inPrincipal(f.quotient);
};
/** Numeric value of the exact trig entries the templates print. */
export const trigValue = (s: string) => {
  const sign = s.startsWith('-') ? -1 : 1;
  const body = s.replace(/^-/, '');
  const table: Record<string, number> = {
    '0': 0,
    '1': 1,
    '\\frac{1}{2}': 0.5,
    '\\frac{\\sqrt{2}}{2}': Math.SQRT2 / 2,
    '\\frac{\\sqrt{3}}{2}': Math.sqrt(3) / 2,
  };
  return sign * table[body];
};
export const D4_ACTIONS: Record<string, (v: number[]) => number[]> = {
  'the identity': ([x, y]) => [x, y],
  'a rotation of \\(90^{\\circ}\\) anticlockwise about the origin': ([x, y]) => [-y, x],
  'a rotation of \\(180^{\\circ}\\) about the origin': ([x, y]) => [-x, -y],
  'a rotation of \\(90^{\\circ}\\) clockwise about the origin': ([x, y]) => [y, -x],
  'a reflection in the \\(x\\)-axis': ([x, y]) => [x, -y],
  'a reflection in the \\(y\\)-axis': ([x, y]) => [-x, y],
  'a reflection in the line \\(y = x\\)': ([x, y]) => [y, x],
  'a reflection in the line \\(y = -x\\)': ([x, y]) => [-y, -x],
};
export const poissonTail = (l: number, from: number) => sum(from, 200, (j) => poisson(l, j));
export const binomCdf = (n: number, p: number, c: number) => sum(0, c, (j) => binom(n, p, j));
/** P(X <= c) for X ~ Po(l), as a function of c, from the independent tail. */
export const poissonCdfAt = (l: number) => (c: number) => 1 - poissonTail(l, c + 1);
/** Brute-force lower critical value from an independent cdf: the largest c with P(X <= c) within the level (-1 for none). */
export const lowerCritical = (cdf: (c: number) => number, level: number) => {
  let c = -1;
  while (cdf(c + 1) <= level) c++;
  return c;
};
/** Brute-force upper critical value from an independent tail: the smallest c with P(X >= c) = `tail(c)` within the level. */
export const upperCritical = (tail: (c: number) => number, level: number) => {
  let c = 0;
  while (tail(c) > level) c++;
  return c;
};

/**
 * The solution x = A e^{l1 t} + B e^{l2 t}, y = m1 A e^{l1 t} + (m1 + 1) B e^{l2 t} of the coupled equations
 * dx/dt = ax + by, dy/dt = cx + dy: its values (x0, y0) at t = 0, and both equations at each of the times `at`.
 */
export function checkCoupledSolution(
  f: { A: number; B: number; l1: number; l2: number; m1: number; x0: number; y0: number; a: number; b: number; c: number; d: number },
  at: number[],
): void {
  const x = (t: number) => f.A * Math.exp(f.l1 * t) + f.B * Math.exp(f.l2 * t);
  const y = (t: number) => f.m1 * f.A * Math.exp(f.l1 * t) + (f.m1 + 1) * f.B * Math.exp(f.l2 * t);
  close(x(0), f.x0);
  close(y(0), f.y0);
  for (const t of at) {
    close(d1(x, t), f.a * x(t) + f.b * y(t), 1e-5);
    close(d1(y, t), f.c * x(t) + f.d * y(t), 1e-5);
  }
}

/** Independent re-derivations of each template's answers from its inputs. */
