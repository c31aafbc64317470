import { close } from '../../testing/checks.js';
import { binom, poisson, sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1PgfTemplates } from './fs1-pgf.js';

/** Coefficients of a product of polynomials given as coefficient arrays (index = power). */
const polyMul = (u: number[], v: number[]) => {
  const out = new Array(u.length + v.length - 1).fill(0);
  u.forEach((a, i) =>
    v.forEach((b, j) => {
      out[i + j] += a * b;
    }),
  );
  return out;
};
/** Numerical derivative of a generating function at t = 1 (central differences). */
const d1 = (g: (t: number) => number, h = 1e-4) => (g(1 + h) - g(1 - h)) / (2 * h);
const d2 = (g: (t: number) => number, h = 1e-3) => (g(1 + h) - 2 * g(1) + g(1 - h)) / (h * h);

/** Independent checks: series truncated numerically, numerical derivatives, polynomial multiplication. */
verifyTemplates(fs1PgfTemplates, {
  'fs1.pgf.geometric-to-negative-binomial': (f) => {
    const geo = Array.from({ length: 400 }, (_, x) => (x === 0 ? 0 : (1 - f.p) ** (x - 1) * f.p));
    let y = [1];
    for (let i = 0; i < f.r; i++) y = polyMul(y, geo).slice(0, 400);
    close(f.nextP, y[f.r + 1]);
    close(f.twoMore, y[f.k]);
    const g = (t: number) => sum(1, 399, (x) => geo[x] * t ** x);
    close(f.mean, d1(g), 1e-4);
  },
  'fs1.pgf.poisson-derivation': (f) => {
    const conv = sum(0, f.k, (j) => poisson(f.lambda, j) * poisson(f.mu, f.k - j));
    close(f.pk, conv);
    const g = (t: number) => sum(0, 80, (x) => poisson(f.lambda, x) * t ** x);
    close(d1(g), f.lambda, 1e-4);
    close(d2(g) + d1(g) - d1(g) ** 2, f.lambda, 1e-3);
  },
  'fs1.pgf.from-table': (f) => {
    const ps = f.ps.map((p: number) => p / 100);
    const g = (t: number) => sum(0, 3, (i) => ps[i] * t ** f.xs[i]);
    close(f.mean, d1(g), 1e-5);
    close(f.v, d2(g) + d1(g) - d1(g) ** 2, 1e-4);
    let pairs = 0;
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (f.xs[i] + f.xs[j] === f.target) pairs += ps[i] * ps[j];
    close(f.pTarget, pairs);
  },
  'fs1.pgf.find-constants': (f) => {
    const ps = [0, f.a, f.b, f.c];
    close(
      sum(1, 3, (x) => ps[x]),
      1,
    );
    const m = sum(1, 3, (x) => x * ps[x]);
    close(f.e, m);
    close(
      f.v,
      sum(1, 3, (x) => (x - m) ** 2 * ps[x]),
    );
    close(f.four, polyMul(ps, ps)[4]);
  },
  'fs1.pgf.dice-total': (f) => {
    let count = 0;
    for (let i = 1; i <= f.n; i++) for (let j = 1; j <= f.n; j++) if (i + j === f.s) count++;
    close(f.pS, count / (f.n * f.n));
    const g = (t: number) => (sum(1, f.n, (x) => t ** x) / f.n) ** f.dice;
    close(f.eT, d1(g), 1e-5);
  },
  'fs1.pgf.failures-before-success': (f) => {
    const p = f.a / f.b;
    const g = (t: number) => f.k / (f.b - (f.b - f.a) * t) ** f.r;
    close(g(1), 1);
    close(f.mean, d1(g), 1e-5);
    close(f.v, d2(g) + d1(g) - d1(g) ** 2, 1e-3);
    // P(X = j): j failures among the first r - 1 + j trials, success last
    const ways = f.j === 1 ? f.r : (f.r * (f.r + 1)) / 2;
    close(f.p1, ways * p ** f.r * (1 - p) ** f.j);
  },
  'fs1.pgf.binomial-sum': (f) => {
    const bx = Array.from({ length: f.n + 1 }, (_, j) => binom(f.n, f.p, j));
    const by = Array.from({ length: f.m + 1 }, (_, j) => binom(f.m, f.p, j));
    const conv = polyMul(bx, by);
    close(f.pk, conv[f.k]);
    const mean = sum(0, conv.length - 1, (j) => j * conv[j]);
    close(
      f.v,
      sum(0, conv.length - 1, (j) => (j - mean) ** 2 * conv[j]),
    );
  },
});
