import { close, poissonTail } from '../../testing/checks.js';
import { binom, phi, poisson, sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1CoreDistributionTemplates } from './fs1-distributions.js';

/** Binomial pmf by the multiplicative recursion (no factorials, so large n is fine). */
const binomPmf = (n: number, p: number, k: number) => {
  let q = (1 - p) ** n;
  for (let j = 0; j < k; j++) q *= ((n - j) / (j + 1)) * (p / (1 - p));
  return q;
};

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(fs1CoreDistributionTemplates, {
  'fs1.drv.expectation': (f) => {
    expect(f.ps.reduce((s: number, p: number) => s + p, 0)).toBe(100);
    close(
      f.mean,
      sum(0, 3, (i) => (f.xs[i] * f.ps[i]) / 100),
    );
    close(
      f.above,
      sum(0, 3, (i) => (f.xs[i] > f.mean + 1e-9 ? f.ps[i] / 100 : 0)),
    );
    close(
      f.ey,
      sum(0, 3, (i) => ((f.a * f.xs[i] + f.b) * f.ps[i]) / 100),
    );
    expect(f.above).toBeGreaterThan(0);
  },
  'fs1.drv.variance': (f) => {
    close(
      f.variance,
      sum(0, 2, (i) => ((f.xs[i] - f.mean) ** 2 * f.ps[i]) / 100),
    );
    const ys = f.xs.map((x: number) => f.c - f.d * x);
    const my = sum(0, 2, (i) => (ys[i] * f.ps[i]) / 100);
    close(f.ey, my);
    close(
      f.vy,
      sum(0, 2, (i) => ((ys[i] - my) ** 2 * f.ps[i]) / 100),
    );
  },
  'fs1.drv.linear-functions': (f) => {
    const xs = [f.mu - Math.sqrt(f.sigma2), f.mu + Math.sqrt(f.sigma2)];
    const ys = xs.map((x) => f.a * x + f.b);
    const m = (ys[0] + ys[1]) / 2;
    close(f.ey, m);
    close(f.vy, ((ys[0] - m) ** 2 + (ys[1] - m) ** 2) / 2);
    const ws = xs.map((x) => f.c * x + f.d);
    const mw = (ws[0] + ws[1]) / 2;
    close(f.ew, mw);
    close(f.vw, ((ws[0] - mw) ** 2 + (ws[1] - mw) ** 2) / 2);
    expect(f.c).toBeGreaterThan(1);
  },
  'fs1.poisson.modelling': (f) => {
    close(f.exact, poisson(f.lambda, f.k));
    close(f.atLeast, poissonTail(f.lambda, f.m));
    // brute force over all outcomes of the periods
    let total = 0;
    const q = poisson(f.lambda, f.k);
    for (let mask = 0; mask < 2 ** f.periods; mask++) {
      const bits = mask
        .toString(2)
        .split('')
        .filter((c) => c === '1').length;
      if (bits === f.j) total += q ** bits * (1 - q) ** (f.periods - bits);
    }
    close(f.several, total);
  },
  'fs1.poisson.additive': (f) => {
    close(
      f.pk,
      sum(0, f.k, (j) => poisson(f.a, j) * poisson(f.b, f.k - j)),
    );
    close(f.more, poissonTail((f.a + f.b) * f.hours, f.m + 1));
    close(f.given, binom(f.k, f.a / (f.a + f.b), f.j));
  },
  'fs1.poisson.parameter-from-ratio': (f) => {
    close(poisson(f.lambda, f.r + 1) / poisson(f.lambda, f.r), f.c);
    close(f.le, 1 - poissonTail(f.lambda, f.cut + 1));
    const sd = Math.sqrt(f.lambda);
    close(
      f.within,
      sum(0, 60, (x) => (Math.abs(x - f.lambda) < sd ? poisson(f.lambda, x) : 0)),
    );
  },
  'fs1.poisson.binomial-approximation': (f) => {
    close(f.approx, 1 - poissonTail(f.lambda, f.k + 1));
    close(
      f.exact,
      sum(0, f.k, (j) => binomPmf(f.n, f.p, j)),
    );
    expect(Math.abs(f.approx - f.exact)).toBeLessThan(0.02);
    close(f.v, f.n * f.p * (1 - f.p));
  },
  'fs1.geometric.probabilities': (f) => {
    close(f.tail, 1 - sum(1, f.m, (j) => (1 - f.p) ** (j - 1) * f.p));
    let dist = [1]; // number of successes after each trial, dynamic programming
    let onTrial = 0;
    for (let t = 1; t <= f.y; t++) {
      const next = new Array(dist.length + 1).fill(0);
      dist.forEach((q, s) => {
        next[s] += q * (1 - f.p);
        next[s + 1] += q * f.p;
      });
      if (t === f.y) onTrial = dist[f.r - 1] * f.p;
      dist = next;
    }
    close(f.nb, onTrial);
    close(f.later, f.pk); // lack of memory
  },
  'fs1.geometric.mean-variance': (f) => {
    const m = sum(1, 6000, (k) => k * (1 - f.p) ** (k - 1) * f.p);
    close(f.mean, m, 1e-6);
    close(f.varX, sum(1, 6000, (k) => k * k * (1 - f.p) ** (k - 1) * f.p) - m * m, 1e-6);
    close(
      f.above,
      sum(1, 6000, (k) => (k > m + 1e-6 ? (1 - f.p) ** (k - 1) * f.p : 0)),
      1e-6,
    );
  },
  'fs1.clt.spinner-mean': (f) => {
    close(f.mu, sum(1, f.k, (x) => x) / f.k);
    close(f.s2, sum(1, f.k, (x) => x * x) / f.k - f.mu ** 2);
    close(f.prob, 1 - phi((f.a - f.mu) / Math.sqrt(f.s2 / f.n)), 1e-6);
    const z = f.level === 0.05 ? 1.6449 : 2.3263;
    const ok = (m: number) => f.h / Math.sqrt(f.s2 / m) > z;
    expect(ok(f.least)).toBe(true);
    expect(ok(f.least - 1)).toBe(false);
  },
  'fs1.pgf.binomial-type': (f) => {
    const coeffs = Array.from({ length: f.n + 1 }, (_, j) => binom(f.n, f.b / (f.a + f.b), j));
    close(f.p1, coeffs[1]);
    close(f.k * (f.a + f.b) ** f.n, 1);
    close(f.sum1, coeffs[0] * poisson(f.lambda, 1) + coeffs[1] * poisson(f.lambda, 0));
  },
  'fs1.pgf.mean-variance': (f) => {
    const q = f.b / (f.a + f.b);
    const m = sum(0, f.n, (j) => (j + f.m) * binom(f.n, q, j));
    close(f.mean, m);
    close(f.variance, sum(0, f.n, (j) => (j + f.m) ** 2 * binom(f.n, q, j)) - m * m);
    close(f.pLow, binom(f.n, q, 0));
    close(
      f.ey,
      sum(0, f.n, (j) => (f.c * (j + f.m) + f.d) * binom(f.n, q, j)),
    );
    expect(f.c * f.m + f.d).toBeGreaterThanOrEqual(0);
  },
  'fs1.pgf.sum-with-poisson': (f) => {
    const px = [f.a / (f.a + f.b), f.b / (f.a + f.b)];
    const ps = (s: number) => px[0] * poisson(f.lambda, s) + (s ? px[1] * poisson(f.lambda, s - 1) : 0);
    close(f.p0, ps(0));
    close(f.p1, ps(1));
    const m = sum(0, 80, (s) => s * ps(s));
    close(f.mean, m);
    close(f.variance, sum(0, 80, (s) => s * s * ps(s)) - m * m);
  },
});
