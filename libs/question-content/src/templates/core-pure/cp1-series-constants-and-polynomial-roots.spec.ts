import { type C, close, cm, cpoly } from '../../testing/checks.js';
import { sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1SeriesConstantPolynomialRootTemplates } from './cp1-series-constants-and-polynomial-roots.js';

/** All complex roots of a polynomial (highest power first) by the Durand-Kerner iteration. */
function rootsOf(coeffs: number[]): C[] {
  const n = coeffs.length - 1;
  const monic = coeffs.map((c) => c / coeffs[0]);
  let z: C[] = Array.from({ length: n }, (_, i) => [0.4 * Math.cos(0.9 * i + 0.3) * 3, 0.9 * Math.sin(0.9 * i + 0.3) * 3] as C);
  const div = (a: C, b: C): C => {
    const d = b[0] ** 2 + b[1] ** 2;
    const p = cm(a, [b[0], -b[1]]);
    return [p[0] / d, p[1] / d];
  };
  for (let it = 0; it < 500; it++) {
    z = z.map((zi, i) => {
      let den: C = [1, 0];
      z.forEach((zj, j) => {
        if (j !== i) den = cm(den, [zi[0] - zj[0], zi[1] - zj[1]]);
      });
      const step = div(cpoly(monic, zi), den);
      return [zi[0] - step[0], zi[1] - step[1]] as C;
    });
  }
  return z;
}
const csum = (zs: C[], f: (z: C) => C): C =>
  zs.reduce<C>(
    (acc, z) => {
      const v = f(z);
      return [acc[0] + v[0], acc[1] + v[1]];
    },
    [0, 0],
  );
const inv = (z: C): C => {
  const d = z[0] ** 2 + z[1] ** 2;
  return [z[0] / d, -z[1] / d];
};

/** Independent re-derivations: direct summation, numerical roots and substitution back. */
verifyTemplates(cp1SeriesConstantPolynomialRootTemplates, {
  'cp1.series.product-sum-constant': (f) => {
    const term = (r: number) => r * (r + 1) * (r + f.k);
    close(sum(1, f.N, term), f.V);
    close(sum(f.N + 1, 2 * f.N, term), f.upper);
    for (const n of [1, 2, 3, 9]) close(sum(1, n, term), (n * (n + 1) * (3 * n * n + (4 * f.k + 7) * n + 8 * f.k + 2)) / 12);
  },
  'cp1.roots.transform-complex-roots': (f) => {
    for (const z of [
      [f.s, 0],
      [f.p, f.q],
      [f.p, -f.q],
    ] as C[]) {
      const v = cpoly(f.coeffs, z);
      close(v[0], 0);
      close(v[1], 0);
      const u = cpoly(f.transformed, [f.k * z[0] + f.m, f.k * z[1]]);
      close(u[0], 0);
      close(u[1], 0);
    }
    expect(f.transformed.every(Number.isInteger)).toBe(true);
  },
  'cp1.series.upper-half-sum': (f) => {
    close(
      sum(f.N + 1, 2 * f.N, (r) => f.a * r + f.b),
      f.S,
    );
    expect(sum(1, f.M0, (r) => f.a * r + f.b)).toBeGreaterThan(f.K);
    expect(sum(1, f.M0 - 1, (r) => f.a * r + f.b)).toBeLessThanOrEqual(f.K);
    for (let m = 1; m < f.M0 - 1; m++) expect(sum(1, m, (r) => f.a * r + f.b)).toBeLessThanOrEqual(f.K);
  },
  'cp1.series.constant-from-sum': (f) => {
    close(
      sum(1, f.N, (r) => f.k * r + f.c),
      f.V,
    );
    close(
      sum(f.N + 1, 2 * f.N, (r) => f.k * r + f.c),
      f.upper,
    );
    expect(sum(1, f.least, (r) => f.k * r + f.c)).toBeGreaterThan(0);
    for (let n = 1; n < f.least; n++) expect(sum(1, n, (r) => f.k * r + f.c)).toBeLessThanOrEqual(0);
  },
  'cp1.series.cubic-sum-roots': (f) => {
    for (const n of [1, 2, 5, f.N])
      close(
        f.coeffs.reduce((acc: number, c: number) => acc * n + c, 0),
        sum(1, n, (r) => 6 * r * r + 2 * f.k * r),
      );
    close(
      sum(1, f.N, (r) => 6 * r * r + 2 * f.k * r),
      f.V,
    );
    const shifted = [...f.coeffs.slice(0, 3), -f.V];
    const zs = rootsOf(shifted);
    expect(zs.filter((z) => Math.abs(z[1]) > 1e-6)).toHaveLength(2);
    const s = csum(zs, (z) => cm(z, z));
    close(s[0], f.squares, 1e-6);
    close(s[1], 0, 1e-6);
    const complexRoot: C = [-f.p / 4, Math.sqrt(8 * f.q - f.p * f.p) / 4];
    const v = cpoly(shifted, complexRoot);
    close(v[0], 0);
    close(v[1], 0);
  },
  'cp1.roots.arithmetic-progression': (f) => {
    for (const r of f.roots) close(cpoly([1, f.p, f.q, f.r], [r, 0])[0], 0);
    close(f.roots[1] - f.roots[0], f.roots[2] - f.roots[1]);
    close(
      f.squares,
      f.roots.reduce((s: number, r: number) => s + r * r, 0),
    );
  },
  'cp1.roots.cubic-roots-circle': (f) => {
    for (const z of [
      [f.p, f.q],
      [f.p, -f.q],
      [f.s, 0],
    ] as C[]) {
      const v = cpoly(f.coeffs, z);
      close(v[0], 0);
      close(v[1], 0);
      close(Math.hypot(z[0] - f.h, z[1]), f.R);
    }
    expect(f.R).toBeGreaterThan(0);
  },
  'cp1.roots.quadratic-power-sums': (f) => {
    const zs = rootsOf([f.a, f.b, f.c]);
    const sq = csum(zs, (z) => cm(z, z));
    close(sq[0], f.sq, 1e-6);
    const cu = csum(zs, (z) => cm(cm(z, z), z));
    close(cu[0], f.cubes, 1e-6);
    const [al, be] = zs;
    for (const w of [cm(cm(al, al), inv(be)), cm(cm(be, be), inv(al))]) {
      const v = cpoly(f.eq, w);
      close(v[0], 0, 1e-5);
      close(v[1], 0, 1e-5);
    }
    expect(f.eq.every(Number.isInteger)).toBe(true);
  },
  'cp1.roots.quartic-expressions': (f) => {
    const zs = rootsOf(f.coeffs);
    for (const z of zs) {
      const v = cpoly(f.coeffs, z);
      close(Math.hypot(...v), 0, 1e-6);
    }
    close(csum(zs, (z) => cm(z, z))[0], f.squares, 1e-6);
    expect(f.squares).toBeLessThan(0);
    close(csum(zs, inv)[0], f.recip, 1e-6);
    close(csum(zs, (z) => cm(inv(z), inv(z)))[0], f.recipSq, 1e-6);
  },
});
