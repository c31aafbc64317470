import { close, poissonTail } from '../../testing/checks.js';
import { binom, poisson, sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1DrvPoissonTemplates } from './fs1-drv-poisson.js';

const cdf = (l: number, k: number) => sum(0, k, (j) => poisson(l, j));
/** Moments of a finite distribution given as values and probabilities. */
const moments = (xs: number[], ps: number[]) => {
  const m = sum(0, xs.length - 1, (i) => xs[i] * ps[i]);
  return { m, v: sum(0, xs.length - 1, (i) => (xs[i] - m) ** 2 * ps[i]) };
};

/** Independent re-derivations: enumeration, direct sums and substitution back. */
verifyTemplates(fs1DrvPoissonTemplates, {
  'fs1.drv.pmf-formula': (f) => {
    const xs = Array.from({ length: f.n }, (_, i) => i + 1);
    const ps = xs.map((x) => (f.a * x + f.c) / f.total);
    close(
      sum(0, f.n - 1, (i) => ps[i]),
      1,
    );
    const { m } = moments(xs, ps);
    close(f.mean, m);
    close(
      f.above,
      sum(0, f.n - 1, (i) => (xs[i] > m ? ps[i] : 0)),
    );
    let g = 0;
    for (let i = 0; i < f.n; i++) for (let j = 0; j < f.n; j++) if (xs[i] > xs[j]) g += ps[i] * ps[j];
    close(f.greater, g);
  },
  'fs1.drv.counters-game': (f) => {
    const bag = [...Array(f.r).fill(1), ...Array(f.b).fill(0)];
    const counts = [0, 0, 0];
    for (let i = 0; i < bag.length; i++) for (let j = 0; j < bag.length; j++) if (i !== j) counts[bag[i] + bag[j]]++;
    const total = bag.length * (bag.length - 1);
    counts.forEach((c, x) => close(f.dist[x], c / total));
    close(f.mean, (counts[1] + 2 * counts[2]) / total);
    close(f.stake, (f.w * (counts[1] + 2 * counts[2])) / total);
  },
  'fs1.drv.two-unknowns': (f) => {
    const ps = f.ps.map((p: number) => p / 100);
    close(
      sum(0, 3, (i) => ps[i]),
      1,
    );
    // substitution back: the given p and q satisfy both equations, and the pair is unique (distinct x values)
    const { m, v } = moments(f.xs, ps);
    close(f.mean, m);
    close(f.variance, v);
    expect(f.xs[f.i]).not.toBe(f.xs[f.j]);
  },
  'fs1.drv.cumulative-distribution': (f) => {
    const ps = f.cum.map((c: number, i: number) => (c - (i ? f.cum[i - 1] : 0)) / 100);
    close(f.cum[3], 100);
    const { m, v } = moments(f.xs, ps);
    close(f.mean, m);
    close(f.variance, v);
    let same = 0;
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if (f.xs[i] === f.xs[j]) same += ps[i] * ps[j];
    close(f.same, same);
  },
  'fs1.drv.journey-time': (f) => {
    const ps = f.ps.map((p: number) => p / 100);
    const x = moments(f.xs, ps);
    const t = moments(
      f.xs.map((s: number) => f.d / s),
      ps,
    );
    close(f.ex, x.m);
    close(f.et, t.m);
    close(f.vt, t.v);
    expect(t.m).toBeGreaterThan(f.d / x.m + 1e-6);
  },
  'fs1.poisson.fabric-flaws': (f) => {
    close(f.mu, f.rate * f.area);
    close(f.none, poisson(f.rate, 0));
    close(f.pReject, poissonTail(f.mu, f.limit + 1));
    close(
      f.inBatch,
      sum(0, f.atMost, (j) => binom(f.batch, f.pReject, j)),
    );
  },
  'fs1.poisson.quiet-interval': (f) => {
    close(f.half, poisson(f.rate / 2, f.k));
    expect(poisson((f.rate * f.longest) / 60, 0)).toBeGreaterThan(f.q);
    expect(poisson((f.rate * (f.longest + 1)) / 60, 0)).toBeLessThan(f.q);
    close(f.split, binom(2 * f.k, 0.5, f.k));
  },
  'fs1.poisson.breakdowns': (f) => {
    const pk = sum(0, f.k, (j) => poisson(f.a, j) * poisson(f.b / 2, f.k - j));
    close(f.pk, pk);
    close(f.cond, pk / (1 - poisson(f.a, 0) * poisson(f.b / 2, 0)));
    expect(1 - poisson(f.weeks * f.mu, 0)).toBeGreaterThan(f.target);
    expect(1 - poisson((f.weeks - 1) * f.mu, 0)).toBeLessThanOrEqual(f.target);
  },
  'fs1.poisson.weekly-stock': (f) => {
    close(f.week, f.lambda * f.days);
    close(f.dayMore, poissonTail(f.lambda, f.m + 1));
    close(f.short, poissonTail(f.week, f.stock + 1));
    expect(poissonTail(f.week, f.least + 1)).toBeLessThan(f.level);
    expect(poissonTail(f.week, f.least)).toBeGreaterThanOrEqual(f.level);
  },
  'fs1.poisson.data-dispersion': (f) => {
    const data = f.freq.flatMap((c: number, x: number) => Array(c).fill(x));
    expect(data.length).toBe(f.total);
    const m = data.reduce((s: number, x: number) => s + x, 0) / data.length;
    close(f.mean, m);
    close(f.s2, data.reduce((s: number, x: number) => s + (x - m) ** 2, 0) / (data.length - 1));
    expect(f.supports).toBe(!f.over);
    close(f.atLeast2, poissonTail(m, 2));
  },
  'fs1.poisson.second-moment': (f) => {
    close(
      f.ex2,
      sum(0, 150, (x) => x * x * poisson(f.lambda, x)),
    );
    close(
      f.below,
      sum(0, 150, (x) => (x < f.lambda ? poisson(f.lambda, x) : 0)),
    );
    close(
      f.shifted,
      sum(0, 150, (x) => (x - f.d) ** 2 * poisson(f.lambda, x)),
    );
  },
  'fs1.poisson.rare-trait': (f) => {
    close(f.lambda, f.n / f.m);
    close(f.more, poissonTail(f.lambda, f.k + 1));
    expect(1 - Math.exp(-f.least / f.m)).toBeGreaterThan(f.q);
    expect(1 - Math.exp(-(f.least - 1) / f.m)).toBeLessThanOrEqual(f.q);
  },
  'fs1.poisson.batch-rejection': (f) => {
    close(f.pReject, 1 - cdf(f.lambda, f.limit));
    close(f.atMostOne, binom(f.batches, f.pReject, 0) + binom(f.batches, f.pReject, 1));
    close(f.fewerP, cdf(f.batches * f.n * f.p, f.fewer - 1));
  },
  'fs1.drv.square-payout': (f) => {
    const ps = f.ps.map((p: number) => p / 100);
    const y = moments(
      f.xs.map((x: number) => x * x),
      ps,
    );
    close(f.ey, y.m);
    close(f.vy, y.v);
    expect(f.stake).toBeGreaterThan(y.m);
    expect(f.stake - 1).toBeLessThanOrEqual(y.m);
    close(
      f.profitP,
      sum(0, 3, (i) => (f.xs[i] ** 2 < f.stake ? ps[i] : 0)),
    );
  },
  'fs1.drv.two-dice-extreme': (f) => {
    const counts = new Array(f.n + 1).fill(0);
    for (let i = 1; i <= f.n; i++) for (let j = 1; j <= f.n; j++) counts[f.larger ? Math.max(i, j) : Math.min(i, j)]++;
    const ps = counts.map((c: number) => c / (f.n * f.n));
    const m = sum(1, f.n, (x) => x * ps[x]);
    close(f.mean, m);
    close(
      f.above,
      sum(1, f.n, (x) => (x > m ? ps[x] : 0)),
    );
    close(f.profit, f.prize * m - f.stake);
  },
  'fs1.drv.factorial-moment': (f) => {
    // a two-point distribution with the given mean and variance reproduces every moment used
    const xs = [f.mu - Math.sqrt(f.v), f.mu + Math.sqrt(f.v)];
    const e = (g: (x: number) => number) => (g(xs[0]) + g(xs[1])) / 2;
    close(
      e((x) => x * (x - 1)),
      f.w,
    );
    close(
      f.ex2,
      e((x) => x * x),
    );
    close(
      f.shiftedSq,
      e((x) => (2 * x + 1) ** 2),
    );
    const mm = e((x) => f.c - f.d * x);
    close(
      f.d * f.d * f.v,
      e((x) => (f.c - f.d * x - mm) ** 2),
    );
  },
  'fs1.poisson.insurance-claims': (f) => {
    close(f.lambda, f.n * f.p);
    close(f.pk, poisson(f.lambda, f.k));
    close(
      f.mean,
      sum(0, 150, (x) => f.cost * x * poisson(f.lambda, x)),
    );
    close(f.sd, Math.sqrt(sum(0, 150, (x) => (f.cost * x - f.mean) ** 2 * poisson(f.lambda, x))), 1e-5);
    expect(poissonTail(f.lambda, f.s + 1)).toBeLessThan(f.level);
    expect(poissonTail(f.lambda, f.s)).toBeGreaterThanOrEqual(f.level);
  },
  'fs1.poisson.first-quiet-day': (f) => {
    const p0 = poisson(f.lambda, 0);
    close(f.p0, p0);
    close(f.firstOn, (1 - p0) ** (f.k - 1) * p0);
    // second zero-day on day y: exactly one zero-day among the first y - 1 days, then a zero-day
    close(f.secondOn, binom(f.y - 1, p0, 1) * p0);
  },
  'fs1.poisson.scaled-charge': (f) => {
    const m = sum(0, 150, (x) => (f.c + f.d * x) * poisson(f.lambda, x));
    close(f.ec, m);
    close(
      f.vc,
      sum(0, 150, (x) => (f.c + f.d * x - m) ** 2 * poisson(f.lambda, x)),
      1e-5,
    );
    close(
      f.over,
      sum(0, 150, (x) => (f.c + f.d * x > f.t ? poisson(f.lambda, x) : 0)),
    );
    expect(f.ec).not.toBeCloseTo(f.vc, 6);
  },
  'fs1.poisson.bus-routes': (f) => {
    const ma = (f.a * f.period) / 10;
    const mb = (f.b * f.period) / 15;
    close(
      f.pk,
      sum(0, f.k, (j) => poisson(ma, j) * poisson(mb, f.k - j)),
    );
    const none = poisson((f.a * f.gap) / 10, 0) * poisson((f.b * f.gap) / 15, 0);
    close(f.none, none);
    close(f.atLeastOne, 1 - binom(f.periods, none, 0));
  },
});
