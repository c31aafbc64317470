import { close, cpoly, elementary } from '../../testing/checks.js';
import { sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1SeriesRootsTemplates } from './cp1-series-and-roots.js';
import { cp1SeriesConstantPolynomialRootTemplates } from './cp1-series-constants-and-polynomial-roots.js';

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(
  cp1SeriesRootsTemplates.filter((t) => !cp1SeriesConstantPolynomialRootTemplates.includes(t)),
  {
    'cp1.series.linear-sum': (f) => {
      close(
        sum(f.m, f.N, (r) => f.a * r + f.b),
        f.value,
      );
      close(
        sum(1, f.n0, (r) => f.a * r + f.b),
        f.T,
      );
      for (let n = 1; n < f.n0; n++) expect(sum(1, n, (r) => f.a * r + f.b)).not.toBe(f.T);
    },
    'cp1.series.squares-cubes': (f) => {
      const term = (r: number) => (f.cubes ? r * (r * r + f.k) : r * (r + f.k));
      close(sum(f.m, f.N, term), f.value);
      for (const n of [1, 2, 3, 7, 10])
        close((n * f.upper.reduce((acc: number, c: number) => acc * n + c, 0)) / (f.cubes ? 4 : 6), sum(n + 1, 2 * n, term));
    },
    'cp1.roots.symmetric-sums': (f) => {
      const e = [1, 2, 3, 4].slice(0, f.roots.length).map((k) => elementary(f.roots, k));
      e.forEach((v, i) => close(f.sums[i], v));
      close(
        f.shifted,
        f.roots.reduce((p: number, r: number) => p * (r + 1), 1),
      );
      close(
        f.squares,
        f.roots.reduce((p: number, r: number) => p + r * r, 0),
      );
    },
    'cp1.roots.expressions': (f) => {
      close(
        f.squares,
        f.roots.reduce((s: number, r: number) => s + r * r, 0),
      );
      close(
        f.reciprocals,
        f.roots.reduce((s: number, r: number) => s + 1 / r, 0),
      );
      close(
        f.recipSquares,
        f.roots.reduce((s: number, r: number) => s + 1 / (r * r), 0),
      );
      for (const r of f.roots) close(cpoly(f.reversed, [1 / r, 0])[0], 0);
      expect(f.reversed[0]).toBeGreaterThan(0);
    },
    'cp1.roots.linear-transform': (f) => {
      for (const r of f.roots) close(cpoly(f.transformed, [f.k * r + f.m, 0])[0], 0);
      expect(f.transformed.every(Number.isInteger)).toBe(true);
      close(
        f.newSquares,
        f.roots.reduce((s: number, r: number) => s + (f.k * r + f.m) ** 2, 0),
      );
    },
  },
);
