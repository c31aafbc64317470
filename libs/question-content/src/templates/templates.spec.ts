import { createRng } from '../random.js';
import { ALL_TEMPLATES } from './index.js';
import { binom, chiSquaredTail, det3Sarrus, factorial, phi, poisson, simpson, sum, times } from '../testing/numeric.js';

const G = 9.8;
const close = (actual: number, expected: number, tol = 1e-6) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(expected)));
type C = [number, number];
const cm = ([a, b]: C, [c, d]: C): C => [a * c - b * d, a * d + b * c];
const cpoly = (coeffs: number[], z: C): C => coeffs.reduce<C>((acc, c) => { const m = cm(acc, z); return [m[0] + c, m[1]]; }, [0, 0]);
const polar = (r: number, t: number): C => [r * Math.cos(Math.PI * t), r * Math.sin(Math.PI * t)];
const shoelace = (pts: number[][]) => Math.abs(pts.reduce((s, [x, y], i) => { const [u, v] = pts[(i + 1) % pts.length]; return s + x * v - u * y; }, 0)) / 2;
const dotv = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i], 0);
const crossv = (a: number[], b: number[]) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const sub = (a: number[], b: number[]) => a.map((v, i) => v - b[i]);
const elementary = (roots: number[], k: number): number => {
  const pick = (start: number, left: number): number => (left === 0 ? 1 : sum(start, roots.length - 1, (i) => roots[i] * pick(i + 1, left - 1)));
  return pick(0, k);
};
const inPrincipal = (t: number) => { expect(t).toBeGreaterThan(-1); expect(t).toBeLessThanOrEqual(1); };
const productQuotient = (f: any) => {
  const z1 = polar(f.r1, f.t1);
  const z2 = polar(f.r2, f.t2);
  const prod = cm(z1, z2);
  const expectedProduct = polar(f.r1 * f.r2, f.product);
  close(prod[0], expectedProduct[0]); close(prod[1], expectedProduct[1]);
  const q = polar(f.ratio, f.quotient);
  const back = cm(q, z2);
  close(back[0], z1[0]); close(back[1], z1[1]);
  inPrincipal(f.product); inPrincipal(f.quotient);
};
/** Numeric value of the exact trig entries the templates print. */
const trigValue = (s: string) => {
  const sign = s.startsWith('-') ? -1 : 1;
  const body = s.replace(/^-/, '');
  const table: Record<string, number> = { '0': 0, '1': 1, '\\frac{1}{2}': 0.5, '\\frac{\\sqrt{2}}{2}': Math.SQRT2 / 2, '\\frac{\\sqrt{3}}{2}': Math.sqrt(3) / 2 };
  return sign * table[body];
};
const D4_ACTIONS: Record<string, (v: number[]) => number[]> = {
  'the identity': ([x, y]) => [x, y],
  'a rotation of \\(90^{\\circ}\\) anticlockwise about the origin': ([x, y]) => [-y, x],
  'a rotation of \\(180^{\\circ}\\) about the origin': ([x, y]) => [-x, -y],
  'a rotation of \\(90^{\\circ}\\) clockwise about the origin': ([x, y]) => [y, -x],
  'a reflection in the \\(x\\)-axis': ([x, y]) => [x, -y],
  'a reflection in the \\(y\\)-axis': ([x, y]) => [-x, y],
  'a reflection in the line \\(y = x\\)': ([x, y]) => [y, x],
  'a reflection in the line \\(y = -x\\)': ([x, y]) => [-y, -x],
};
const poissonTail = (l: number, from: number) => sum(from, 200, (j) => poisson(l, j));
const binomCdf = (n: number, p: number, c: number) => sum(0, c, (j) => binom(n, p, j));

/** Independent re-derivations of each template's answers from its inputs. */
const CHECKS: Record<string, (f: any) => void> = {
  'cp1.complex.imaginary': (f) => { close(f.k * f.k * f.m, (f.k * Math.sqrt(f.m)) ** 2); close(f.re + f.q * f.c, f.p * f.a); close(f.im + f.q * f.d, f.p * f.b); },
  'cp1.complex.multiplying': (f) => { close(Math.hypot(...(f.zw as C)), Math.hypot(...(f.z as C)) * Math.hypot(...(f.w as C))); close(Math.hypot(...(f.z2 as C)), Math.hypot(...(f.z as C)) ** 2); close(f.zw[0] + f.zw[1], f.z[0] * (f.w[0] + f.w[1]) + f.z[1] * (f.w[0] - f.w[1])); },
  'cp1.complex.conjugation': (f) => { const back = cm([f.re.n / f.re.d, f.im.n / f.im.d], [f.c, f.d]); close(back[0], f.a); close(back[1], f.b); },
  'cp1.complex.quadratic-roots': (f) => { for (const s of [1, -1]) { const v = cpoly([1, f.b, f.c], [f.p, s * f.q]); close(v[0], 0); close(v[1], 0); } },
  'cp1.complex.cubic': (f) => { for (const z of [[f.r, 0], [f.p, f.q], [f.p, -f.q]] as C[]) { const v = cpoly(f.coeffs, z); close(v[0], 0); close(v[1], 0); } },
  'cp1.argand.points': (f) => close(Math.hypot(f.a - f.c, f.b - f.d) ** 2, f.dist2),
  'cp1.argand.modulus-argument': (f) => { const r = Math.hypot(f.a, f.b); close(r * Math.cos(f.arg), f.a); close(r * Math.sin(f.arg), f.b); expect(Math.abs(f.arg)).toBeLessThanOrEqual(Math.PI); },
  'cp1.argand.mod-arg-form': productQuotient,
  'cp2.complex.exp-product-quotient': productQuotient,
  'cp1.argand.circle-locus': (f) => { const best = Math.max(...Array.from({ length: 3600 }, (_, i) => Math.hypot(f.a + f.r * Math.cos(i / 573), f.b + f.r * Math.sin(i / 573)))); close(best, Math.sqrt(f.d2) + f.r, 1e-5); },
  'cp1.argand.sector-region': (f) => {
    close(f.area * Math.PI, simpson(() => (f.r * f.r) / 2, (f.lo * Math.PI) / 12, (f.hi * Math.PI) / 12));
    const angle = Math.atan2(f.v, f.u);
    const onEdge = Math.abs(Math.hypot(f.u, f.v) - f.r) < 1e-9 || [f.lo, f.hi].some((e) => Math.abs(angle - (e * Math.PI) / 12) < 1e-9);
    if (onEdge) return;
    const poly = [[0, 0], ...Array.from({ length: 2001 }, (_, i) => { const t = (Math.PI * (f.lo + ((f.hi - f.lo) * i) / 2000)) / 12; return [f.r * Math.cos(t), f.r * Math.sin(t)]; })];
    let inside = false; // ray casting
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i]; const [xj, yj] = poly[j];
      if (yi > f.v !== yj > f.v && f.u < ((xj - xi) * (f.v - yi)) / (yj - yi) + xi) inside = !inside;
    }
    expect(f.inside).toBe(inside);
  },
  'cp1.series.linear-sum': (f) => close(sum(f.m, f.N, (r) => f.a * r + f.b), f.value),
  'cp1.series.squares-cubes': (f) => close(sum(f.m, f.N, (r) => (f.cubes ? r * (r * r + f.k) : r * (r + f.k))), f.value),
  'cp1.roots.symmetric-sums': (f) => {
    const e = [1, 2, 3, 4].slice(0, f.roots.length).map((k) => elementary(f.roots, k));
    e.forEach((v, i) => close(f.sums[i], v));
    close(f.shifted, f.roots.reduce((p: number, r: number) => p * (r + 1), 1));
  },
  'cp1.roots.expressions': (f) => { close(f.squares, f.roots.reduce((s: number, r: number) => s + r * r, 0)); close(f.reciprocals, f.roots.reduce((s: number, r: number) => s + 1 / r, 0)); },
  'cp1.roots.linear-transform': (f) => { for (const r of f.roots) close(cpoly(f.transformed, [f.k * r + f.m, 0])[0], 0); expect(f.transformed.every(Number.isInteger)).toBe(true); },
  'cp1.volumes.x-axis-quadratic': (f) => close(Math.PI * simpson((x) => (x * x + f.c) ** 2, 0, f.h), f.volume),
  'cp1.volumes.y-axis-cubic': (f) => close(Math.PI * simpson((y) => (y / f.p) ** (2 / 3), 0, f.H, 20000), f.volume, 1e-4),
  'cp1.volumes.between-line-and-curve': (f) => { close(f.a * f.X * f.X, f.b * f.X); close(Math.PI * simpson((x) => (f.b * x) ** 2 - (f.a * x * x) ** 2, 0, f.X), f.volume); },
  'cp1.volumes.paraboloid-bowl': (f) => close(Math.PI * simpson((x) => f.k * f.k * x, 0, f.h), f.volume),
  'cp1.matrices.linear-combination': (f) => f.A.forEach((row: number[], i: number) => row.forEach((v, j) => { close(f.combo[i][j] + f.q * f.B[i][j], f.p * v); close(v + f.X[i][j], 2 * f.B[i][j]); })),
  'cp1.matrices.product': (f) => { const x = [[1], [2], [3]]; expect(times(f.AB, x)).toEqual(times(f.A, times(f.B, x))); expect(times(f.A2, [[1], [1]])).toEqual(times(f.A, times(f.A, [[1], [1]]))); },
  'cp1.matrices.singular-parameter': (f) => { const M = f.M.map((r: number[], i: number) => r.map((v, j) => (i === f.i && j === f.j ? f.k : v))); close(det3Sarrus(M), 0, 1e-9); },
  'cp1.matrices.inverse-3x3': (f) => { expect(f.d).toBe(det3Sarrus(f.M)); expect(times(f.M, f.adj)).toEqual([[f.d, 0, 0], [0, f.d, 0], [0, 0, f.d]]); },
  'cp1.matrices.linear-system': (f) => expect(times(f.M, f.solution.map((s: number) => [s])).map((r) => r[0])).toEqual(f.rhs),
  'cp1.transformations.triangle-image': (f) => close(shoelace(f.images), f.area),
  'cp1.transformations.rotation-reflection-matrices': (f) => {
    const numeric = f.rotationTex.map((r: string[]) => r.map(trigValue));
    numeric.forEach((r: number[], i: number) => r.forEach((v, j) => close(v, f.rotation[i][j], 1e-12)));
    close(Math.atan2(numeric[1][0], numeric[0][0]), Math.atan2(Math.sin((f.k * Math.PI) / 12), Math.cos((f.k * Math.PI) / 12)));
    expect(D4_ACTIONS[`a reflection in ${f.line}`](f.p)).toEqual(f.image);
  },
  'cp1.transformations.stretch-enlargement': (f) => close(f.image, f.area * Math.abs((f.S[0][0] * f.S[1][1]) * f.N[0][0] * f.N[1][1])),
  'cp1.transformations.composition': (f) => {
    for (const v of [[1, 0], [0, 1], [2, 3]]) {
      const viaSteps = times(f.second, times(f.first, v.map((x) => [x]))).map((r) => r[0]);
      expect(times(f.product, v.map((x) => [x])).map((r) => r[0])).toEqual(viaSteps);
      expect(D4_ACTIONS[f.single](v).map((x) => x + 0)).toEqual(viaSteps.map((x) => x + 0));
    }
  },
  'cp1.transformations.rotation-3d': (f) => {
    expect(det3Sarrus(f.R)).toBe(1);
    const axis = [0, 0, 0]; axis[f.axis] = 1;
    expect(times(f.R, axis.map((x) => [x])).map((r) => r[0])).toEqual(axis);
    const [i, j] = [(f.axis + 1) % 3, (f.axis + 2) % 3];
    const ei = [0, 0, 0]; ei[i] = 1;
    const img = times(f.R, ei.map((x) => [x])).map((r) => r[0]);
    close(img[i], Math.round(Math.cos((f.quarter * Math.PI) / 2))); close(img[j], Math.round(Math.sin((f.quarter * Math.PI) / 2)));
  },
  'cp1.transformations.inverse': (f) => expect(times(f.M, f.P.map((x: number) => [x])).map((r) => r[0])).toEqual(f.Q),
  'cp1.transformations.invariant-lines': (f) => { expect(f.m1).not.toBe(f.m2); for (const m of [f.m1, f.m2]) { const [x, y] = times(f.M, [[1], [m]]).map((r) => r[0]); close(y, m * x); } },
  'cp1.induction.series': (f) => { for (let n = 1; n <= 30; n++) close(sum(1, n, (r) => r * (r + f.a)), (n * (n + 1) * (2 * n + f.c)) / 6); },
  'cp1.induction.divisibility': (f) => { for (let n = 1n; n <= 20n; n++) expect((BigInt(f.a) ** n + BigInt(f.c)) % BigInt(f.d)).toBe(0n); },
  'cp1.induction.matrix-power': (f) => { let P = [[1, 0], [0, 1]]; for (let n = 1; n <= 8; n++) { P = times(P, [[f.a, f.b], [0, 1]]); expect(P).toEqual([[f.a ** n, f.c * (f.a ** n - 1) + 0], [0, 1]]); } },
  'cp1.vectors.line-through-points': (f) => { expect(sub(f.B, f.A)).toEqual(f.d); expect(crossv(sub(f.C, f.A), f.d).every((x: number) => x === 0)).toBe(f.onLine); },
  'cp1.vectors.plane-through-points': (f) => { expect(dotv(f.n, sub(f.B, f.A))).toBe(0); expect(dotv(f.n, sub(f.C, f.A))).toBe(0); for (const P of [f.A, f.B, f.C]) expect(dotv(f.n, P)).toBe(f.p); },
  'cp1.vectors.scalar-product': (f) => close(dotv(f.a, f.b.map((v: number, i: number) => v + f.t * f.c[i])), 0, 1e-9),
  'cp1.vectors.line-plane-angle': (f) => close(f.angle, 90 - (Math.acos(Math.abs(dotv(f.d, f.n)) / Math.sqrt(dotv(f.d, f.d) * dotv(f.n, f.n))) * 180) / Math.PI),
  'cp1.vectors.line-meets-plane': (f) => { expect(f.a.map((v: number, i: number) => v + f.lambda * f.d[i])).toEqual(f.P); expect(dotv(f.P, f.n)).toBe(f.p); },
  'cp1.vectors.distance-to-plane': (f) => { expect(dotv(f.F, f.n)).toBe(f.p); expect(crossv(sub(f.P, f.F), f.n).every((x: number) => x === 0)).toBe(true); close(dotv(sub(f.P, f.F), sub(f.P, f.F)), f.distanceSquared); },
  'cp2.complex.exponential-form': (f) => { close(Math.hypot(...(f.z as C)), f.r); const sq = cm(f.z, f.z); const s = polar(f.r * f.r, f.square); close(sq[0], s[0]); close(sq[1], s[1]); inPrincipal(f.square); },
  'cp2.complex.de-moivre-power': (f) => { const r = Math.hypot(...(f.base as C)); const t = Math.atan2(f.base[1], f.base[0]); close(f.result[0], r ** f.n * Math.cos(f.n * t), 1e-9); close(f.result[1], r ** f.n * Math.sin(f.n * t), 1e-9); },
  'cp2.complex.multiple-angle': (f) => { for (const t of [0.3, 1.1, 2.5]) close(f.coeffs.reduce((s: number, c: number, i: number) => s + c * Math.cos(t) ** (f.n - i), 0), Math.cos(f.n * t)); close(f.exact, Math.cos(f.n * Math.acos(f.p / f.q))); },
  'cp2.complex.binomial-cosine-sum': (f) => close(sum(0, f.n, (r) => (factorial(f.n) / (factorial(r) * factorial(f.n - r))) * Math.cos((r * Math.PI) / 2)), f.value, 1e-9),
  'cp2.complex.nth-roots': (f) => { const w = polar(f.r ** f.n, f.phi); expect(new Set(f.args).size).toBe(f.n); for (const a of f.args) { inPrincipal(a); let z: C = [1, 0]; for (let i = 0; i < f.n; i++) z = cm(z, polar(f.r, a)); close(z[0], w[0], 1e-9); close(z[1], w[1], 1e-9); } },
  'cp2.complex.roots-polygon-area': (f) => close(shoelace(f.points), f.area),
  'cp2.series.method-of-differences': (f) => close(sum(1, f.N, (r) => 1 / ((r + f.a + 1) * (r + f.a + 2))), f.value, 1e-12),
  'cp2.series.higher-derivatives': (f) => { const y = (x: number) => x * Math.exp(f.k * x); const h = 1e-3; close((y(2 * h) - 2 * y(h) + 2 * y(-h) - y(-2 * h)) / (2 * h ** 3), f.third0, 1e-3); },
  'cp2.series.maclaurin-log': (f) => { const x = 1e-4 / f.k; const g = Math.log1p(f.k * x); close(g / x, f.coeffs[0], 1e-3); close((g - f.coeffs[0] * x) / x ** 2, f.coeffs[1], 1e-2); },
  'cp2.series.compound-exp-log': (f) => {
    const x = 1e-4;
    const g = Math.exp(f.a * x) * Math.log1p(f.b * x);
    close(g / x, f.coeffs[0], 1e-2);
    close((g - f.coeffs[0] * x) / x ** 2, f.coeffs[1], 1e-2);
    const y = 1e-3; const gy = Math.exp(f.a * y) * Math.log1p(f.b * y);
    expect(Math.abs((gy - f.coeffs[0] * y - f.coeffs[1] * y * y) / y ** 3 - f.coeffs[2])).toBeLessThan(0.1);
  },
  'cp2.calculus.improper-integral': (f) => close(simpson((x) => x * Math.exp(-f.k * x), 0, 60 / f.k, 20000), f.value, 1e-8),
  'cp2.calculus.mean-value': (f) => close(simpson((x) => f.p * x * x + f.q, f.a, f.b) / (f.b - f.a), f.mean),
  'cp2.calculus.inverse-trig-integrals': (f) => { close(simpson((x) => 1 / (f.a * f.a + x * x), 0, f.a), Math.PI / (4 * f.a)); close(simpson((x) => 1 / Math.sqrt(f.a * f.a - x * x), 0, f.a / 2), Math.PI / 6); },
  'cp2.calculus.partial-fraction-integral': (f) => { const g = (x: number) => (f.numerator[0] * x + f.numerator[1]) / ((x - f.a) * (x - f.b)); close(g(f.lo + 0.3), f.A / (f.lo + 0.3 - f.a) + f.B / (f.lo + 0.3 - f.b)); close(simpson(g, f.lo, f.hi), f.value); },
  'cp2.volumes.x-axis-exponential': (f) => close(Math.PI * simpson((x) => x * Math.exp(f.k * x), 0, f.h), f.value),
  'cp2.volumes.y-axis-logarithm': (f) => close(Math.PI * simpson((y) => Math.exp(y / f.k) ** 2, 0, f.H), f.value),
  'cp2.volumes.parametric': (f) => close(Math.PI * simpson((t) => (f.q * t ** 3) ** 2 * 2 * f.p * t, 0, f.T), f.volume),
  'cp2.volumes.vase-model': (f) => close(Math.PI * simpson((y) => (f.a * Math.exp(y / f.b)) ** 2, 0, f.h), f.volume),
  'cp2.polar.circle-conversion': (f) => { for (const t of [0.2, 1, 2.2]) { const r = f.p * Math.cos(t) + f.q * Math.sin(t); close((r * Math.cos(t) - f.centre[0]) ** 2 + (r * Math.sin(t) - f.centre[1]) ** 2, f.r2); } },
  'cp2.polar.rose-loop': (f) => close(simpson((t) => ((f.a * Math.cos(f.n * t)) ** 2) / 2, -Math.PI / (2 * f.n), Math.PI / (2 * f.n)), f.area),
  'cp2.polar.limacon-area': (f) => close(simpson((t) => (f.a + f.b * Math.cos(t)) ** 2 / 2, 0, Math.PI / 2), f.value),
  'cp2.polar.horizontal-tangents': (f) => { const y = (t: number) => (f.a + f.b * Math.cos(t)) * Math.sin(t); const t0 = Math.acos(f.cos); close((y(t0 + 1e-6) - y(t0 - 1e-6)) / 2e-6, 0, 1e-6); close(f.r, f.a + f.b * f.cos); expect(f.r).toBeGreaterThan(0); },
  'cp2.hyperbolic.definitions': (f) => { close(f.cosh, Math.cosh(Math.log(f.k))); close(f.tanh, Math.tanh(Math.log(f.k))); },
  'cp2.hyperbolic.inverse-equations': (f) => { close(Math.cosh(Math.log(f.k)), f.c); close(Math.asinh(f.s), Math.log(f.k)); },
  'cp2.hyperbolic.linear-combination-equation': (f) => { for (const u of [f.u1, f.u2]) close(f.p * Math.cosh(Math.log(u)) - f.q * Math.sinh(Math.log(u)), f.r); },
  'cp2.hyperbolic.stationary-point': (f) => { const y = (x: number) => f.c * Math.cosh(x) - f.d * x; close((y(f.x + 1e-6) - y(f.x - 1e-6)) / 2e-6, 0, 1e-6); close(y(f.x), f.y); },
  'cp2.hyperbolic.arsinh-integral': (f) => { expect(f.a ** 2 + f.b ** 2).toBe(f.c ** 2); close(simpson((x) => 1 / Math.sqrt(x * x + f.a * f.a), 0, f.b), Math.log(f.value)); },
  'cp2.de.integrating-factor': (f) => { const y = (x: number) => f.coef * x ** (f.m + 1) + f.C * x ** -f.k; close(y(1), f.y0); const x = 1.7; close((y(x + 1e-6) - y(x - 1e-6)) / 2e-6 + (f.k * y(x)) / x, x ** f.m, 1e-6); },
  'cp2.de.homogeneous-second-order': (f) => {
    if (f.kind === 'complex') { const v = cpoly([1, f.p, f.q], [f.alpha, f.beta]); close(v[0], 0); close(v[1], 0); expect(f.p * f.p - 4 * f.q).toBeLessThan(0); }
    else { for (const r of [f.r1, f.r2]) close(r * r + f.p * r + f.q, 0); expect(f.p * f.p - 4 * f.q === 0).toBe(f.kind === 'repeated'); }
  },
  'cp2.de.particular-integral': (f) => { close(f.lambda * (f.k * f.k + f.p * f.k + f.q), f.c); for (const r of [f.r1, f.r2]) close(r * r + f.p * r + f.q, 0); },
  'cp2.de.initial-conditions': (f) => { close(f.A + f.B, f.y0); close(f.r1 * f.A + f.r2 * f.B, f.v0); for (const r of [f.r1, f.r2]) close(r * r + f.p * r + f.q, 0); },
  'cp2.de-models.newton-cooling': (f) => { const th = (t: number) => f.room + (f.start - f.room) * Math.exp(-f.k * t); close(th(f.T1), f.at); close(th(f.time), f.target); },
  'cp2.de-models.shm': (f) => { const t = Math.acos(f.x1 / f.a) / f.w; close(Math.abs(-f.a * f.w * Math.sin(f.w * t)), f.speed); },
  'cp2.de-models.damping': (f) => { const disc = f.p * f.p - 4 * f.q; expect(disc > 0 ? 'heavy' : disc === 0 ? 'critical' : 'light').toBe(f.kind); },
  'cp2.de-models.coupled-populations': (f) => { for (const l of [f.l1, f.l2]) close((l - f.a) * (l - f.d), f.b * f.c); close(f.a + f.b * f.m1, f.l1); close(f.c + f.d * f.m1, f.l1 * f.m1); close(f.a + f.b * (f.m1 + 1), f.l2); },
  'fs1.drv.expectation': (f) => { expect(f.ps.reduce((s: number, p: number) => s + p, 0)).toBe(100); close(f.mean, sum(0, 3, (i) => (f.xs[i] * f.ps[i]) / 100)); },
  'fs1.drv.variance': (f) => close(f.variance, sum(0, 2, (i) => ((f.xs[i] - f.mean) ** 2 * f.ps[i]) / 100)),
  'fs1.drv.linear-functions': (f) => { const xs = [f.mu - Math.sqrt(f.sigma2), f.mu + Math.sqrt(f.sigma2)]; const ys = xs.map((x) => f.a * x + f.b); const m = (ys[0] + ys[1]) / 2; close(f.ey, m); close(f.vy, ((ys[0] - m) ** 2 + (ys[1] - m) ** 2) / 2); },
  'fs1.poisson.modelling': (f) => { close(f.exact, poisson(f.lambda, f.k)); close(f.atLeast, poissonTail(f.lambda, f.m)); },
  'fs1.poisson.additive': (f) => { close(f.pk, sum(0, f.k, (j) => poisson(f.a, j) * poisson(f.b, f.k - j))); close(f.more, poissonTail((f.a + f.b) * f.hours, f.m + 1)); },
  'fs1.poisson.parameter-from-ratio': (f) => { close(poisson(f.lambda, f.r + 1) / poisson(f.lambda, f.r), f.c); close(f.le, 1 - poissonTail(f.lambda, Math.floor(f.lambda) + 1)); },
  'fs1.poisson.binomial-approximation': (f) => { close(f.approx, 1 - poissonTail(f.lambda, f.k + 1)); expect(Math.abs(f.approx - f.exact)).toBeLessThan(0.02); },
  'fs1.geometric.probabilities': (f) => {
    close(f.tail, 1 - sum(1, f.m, (j) => (1 - f.p) ** (j - 1) * f.p));
    let dist = [1]; // number of successes after each trial, dynamic programming
    let onTrial = 0;
    for (let t = 1; t <= f.y; t++) { const next = new Array(dist.length + 1).fill(0); dist.forEach((q, s) => { next[s] += q * (1 - f.p); next[s + 1] += q * f.p; }); if (t === f.y) onTrial = dist[f.r - 1] * f.p; dist = next; }
    close(f.nb, onTrial);
  },
  'fs1.geometric.mean-variance': (f) => { const m = sum(1, 4000, (k) => k * (1 - f.p) ** (k - 1) * f.p); close(1 / f.p, m, 1e-9); close(f.varX, sum(1, 4000, (k) => k * k * (1 - f.p) ** (k - 1) * f.p) - m * m, 1e-8); },
  'fs1.clt.spinner-mean': (f) => { close(f.mu, sum(1, f.k, (x) => x) / f.k); close(f.s2, sum(1, f.k, (x) => x * x) / f.k - f.mu ** 2); close(f.prob, 1 - phi((f.a - f.mu) / Math.sqrt(f.s2 / f.n)), 1e-6); },
  'fs1.pgf.binomial-type': (f) => { const coeffs = Array.from({ length: f.n + 1 }, (_, j) => binom(f.n, f.b / (f.a + f.b), j)); close(f.p1, coeffs[1]); close(f.k * (f.a + f.b) ** f.n, 1); },
  'fs1.pgf.mean-variance': (f) => { const q = f.b / (f.a + f.b); const m = sum(0, f.n, (j) => (j + f.m) * binom(f.n, q, j)); close(f.mean, m); close(f.variance, sum(0, f.n, (j) => (j + f.m) ** 2 * binom(f.n, q, j)) - m * m); },
  'fs1.pgf.sum-with-poisson': (f) => { const px = [f.a / (f.a + f.b), f.b / (f.a + f.b)]; close(f.p0, px[0] * poisson(f.lambda, 0)); close(f.mean, sum(0, 80, (s) => s * (px[0] * poisson(f.lambda, s) + (s ? px[1] * poisson(f.lambda, s - 1) : 0)))); },
  'fs1.tests.poisson-mean': (f) => { close(f.pValue, poissonTail(f.lambda0, f.x)); expect(f.reject).toBe(f.pValue < f.level); },
  'fs1.tests.geometric-p': (f) => { close(f.pValue, sum(f.x, 6000, (j) => (1 - f.p0) ** (j - 1) * f.p0), 1e-9); expect(f.reject).toBe(f.pValue < f.level); },
  'fs1.tests.poisson-critical-region': (f) => { expect(poissonTail(f.lambda0, f.c)).toBeLessThanOrEqual(f.level); expect(poissonTail(f.lambda0, f.c - 1)).toBeGreaterThan(f.level); close(f.actual, poissonTail(f.lambda0, f.c)); },
  'fs1.chi.uniform-fit': (f) => { const N = f.k * f.each; close(f.stat, f.observed.reduce((s: number, o: number) => s + (o * o) / f.each, 0) - N); close(chiSquaredTail(f.cv, f.k - 1), 0.05, 2e-3); expect(f.reject).toBe(f.stat > f.cv); },
  'fs1.chi.degrees-of-freedom': (f) => { expect(f.dfTable).toBe((f.r - 1) * (f.c - 1)); expect(f.dfFit).toBe(f.cells - 2); close(chiSquaredTail(f.cv, f.dfFit), f.level, 2e-3); expect(f.reject).toBe(f.stat > f.cv); },
  'fs1.chi.contingency-2x3': (f) => {
    const N = f.observed.flat().reduce((s: number, v: number) => s + v, 0);
    f.observed.forEach((row: number[], i: number) => close(row.reduce((s, v) => s + v, 0), f.expected[i].reduce((s: number, v: number) => s + v, 0)));
    expect(Math.min(...f.expected.flat())).toBeGreaterThanOrEqual(5);
    close(f.stat, f.observed.flat().reduce((s: number, o: number, i: number) => s + (o * o) / f.expected.flat()[i], 0) - N);
    close(chiSquaredTail(f.cv, 2), 0.05, 2e-3);
  },
  'fs1.chi.binomial-fit': (f) => {
    close(f.raw.reduce((s: number, v: number) => s + v, 0), f.N);
    expect(Math.min(...f.pooled.expected)).toBeGreaterThanOrEqual(5);
    expect(f.pooled.observed.reduce((s: number, v: number) => s + v, 0)).toBe(f.N);
    close(f.stat, f.pooled.observed.reduce((s: number, o: number, i: number) => s + (o * o) / f.pooled.expected[i], 0) - f.N);
    expect(f.df).toBe(f.pooled.expected.length - 1);
    close(chiSquaredTail(f.cv, f.df), 0.05, 2e-3);
  },
  'fs1.quality.type-errors': (f) => { close(f.typeI, poissonTail(f.lambda0, f.c)); close(f.typeII, 1 - poissonTail(f.lambda1, f.c)); },
  'fs1.quality.binomial-size-power': (f) => { close(f.size, binomCdf(f.n, f.p0, f.c)); close(f.power, binomCdf(f.n, f.p1, f.c)); expect(f.power).toBeGreaterThan(f.size); },
  'fs1.quality.poisson-power-function': (f) => close(f.value, 1 - poissonTail(f.lambda1, f.c + 1)),
  'fm1.momentum.impulse-on-wall': (f) => { close(f.I, f.m * f.v - f.m * -f.u); close(f.force * f.t, f.I); },
  'fm1.momentum.conservation': (f) => { close(f.m1 * f.u1 + f.m2 * f.u2, f.m1 * f.v1 + f.m2 * f.v2); close(f.loss, (f.m1 * (f.u1 ** 2 - f.v1 ** 2) + f.m2 * (f.u2 ** 2 - f.v2 ** 2)) / 2); expect(f.v2).toBeGreaterThanOrEqual(f.v1); },
  'fm1.momentum.vector-impulse': (f) => { expect(f.I).toEqual(f.v.map((x: number, i: number) => f.m * (x - f.u[i]))); close(f.speed2, dotv(f.v, f.v)); close(f.dKE, (f.m * (dotv(f.v, f.v) - dotv(f.u, f.u))) / 2); },
  'fm1.energy.work-against-friction': (f) => { close(f.wP, f.P * f.d * 0.8); close(f.wF, f.mu * (f.m * G - 0.6 * f.P) * f.d); },
  'fm1.energy.mechanical-energy-change': (f) => close((f.m * f.u ** 2) / 2, (f.m * f.v ** 2) / 2 + f.m * G * f.h + f.lost),
  'fm1.energy.rough-slope': (f) => { let [v, s] = [f.u, 0]; const a = G * (f.sin + f.mu * f.cos); const dt = 1e-5; while (v > 0) { s += v * dt - (a * dt * dt) / 2; v -= a * dt; } close(s, f.d, 1e-3); },
  'fm1.energy.car-power': (f) => { close((f.P * 1000) / f.vmax, f.R); close(f.m * f.a, (f.P * 1000) / f.v - f.R - (f.m * G) / f.k); },
  'fm1.elastic.hanging-particle': (f) => { close((f.lambda * f.e) / f.l, f.m * G); close(f.F + f.m * G, (f.lambda * (f.e + f.extra)) / f.l); },
  'fm1.elastic.release-acceleration': (f) => { close(f.m * f.a, (f.lambda * f.x) / f.l); close(f.aRough, f.a - f.mu * G); },
  'fm1.elastic.epe-speed': (f) => { close(simpson((s) => (f.lambda * s) / f.l, 0, f.x), f.E); close((f.m * f.v ** 2) / 2, f.E); },
  'fm1.collisions.restitution': (f) => { close(f.m1 * f.u1 + f.m2 * f.u2, f.m1 * f.v1 + f.m2 * f.v2); close(f.v2 - f.v1, f.e * (f.u1 - f.u2)); },
  'fm1.collisions.bounce': (f) => { const u = Math.sqrt(2 * G * f.h); close(f.rebound, f.e * u); close(f.height, f.rebound ** 2 / (2 * G)); },
  'fm1.collisions.energy-loss': (f) => close(f.loss, ((f.m1 * f.m2) / (2 * (f.m1 + f.m2))) * (1 - f.e ** 2) * f.u ** 2),
  'fm1.collisions.wall-then-second-impact': (f) => { close(f.m1 * f.u, f.m1 * f.v1 + f.m2 * f.v2); close(f.v2 - f.v1, f.e1 * f.u); close(f.w, -f.e2 * f.v2); expect(f.again).toBe(f.w < f.v1); },
  'fm1.oblique.wall': (f) => { close(f.speed ** 2, (f.u * f.cos) ** 2 + (f.e * f.u * f.sin) ** 2); close(Math.tan((f.angle * Math.PI) / 180), (f.e * f.sin) / f.cos); close(f.impulse, f.m * (1 + f.e) * f.u * f.sin); },
  'fm1.oblique.corner': (f) => { close(f.final[0], -f.e1 * f.a); close(f.final[1], -f.e2 * f.b); close(f.fraction, (dotv(f.final, f.final)) / (f.a ** 2 + f.b ** 2)); },
  'fm1.oblique.spheres': (f) => { close(f.mA * f.uA[0] + f.mB * f.uB[0], f.mA * f.vA[0] + f.mB * f.vB[0]); close(f.vB[0] - f.vA[0], f.e * (f.uA[0] - f.uB[0])); expect([f.vA[1], f.vB[1]]).toEqual([f.uA[1], f.uB[1]]); },
};

const SEEDS = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7'];

describe('question templates', () => {
  it('every template has an independent check', () => {
    expect(ALL_TEMPLATES.map((t) => t.id).filter((id) => !CHECKS[id])).toEqual([]);
    expect(new Set(ALL_TEMPLATES.map((t) => t.id)).size).toBe(ALL_TEMPLATES.length);
  });

  it.each(ALL_TEMPLATES.map((t) => [t.id, t] as const))('%s computes answers that re-derive independently', (_, template) => {
    for (const seed of SEEDS) {
      const { facts } = template.build(createRng(`${template.id}#${seed}`));
      CHECKS[template.id](facts);
    }
  });
});
