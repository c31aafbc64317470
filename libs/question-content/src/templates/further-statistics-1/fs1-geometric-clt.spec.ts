import { close } from '../../testing/checks.js';
import { binom, phi, sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1GeometricCltTemplates } from './fs1-geometric-clt.js';

const geo = (p: number, k: number) => (1 - p) ** (k - 1) * p;
/** P(r-th success on trial y) for y = 0..Y, by dynamic programming over the number of successes so far (capped at r - 1). */
function rthDist(p: number, r: number, Y: number): number[] {
  const out = new Array(Y + 1).fill(0);
  let dist = new Array(r).fill(0);
  dist[0] = 1;
  for (let t = 1; t <= Y; t++) {
    out[t] = dist[r - 1] * p;
    const next = new Array(r).fill(0);
    dist.forEach((q, s) => {
      next[s] += q * (1 - p);
      if (s + 1 < r) next[s + 1] += q * p;
    });
    dist = next;
  }
  return out;
}
const rthOn = (p: number, r: number, y: number) => (y < 1 ? 0 : rthDist(p, r, y)[y]);

/** Independent re-derivations: direct sums of pmfs, dynamic programming, simulation-free limits. */
verifyTemplates(fs1GeometricCltTemplates, {
  'fs1.geometric.find-p': (f) => {
    close(1 - sum(1, f.m, (k) => geo(f.p, k)), f.given);
    close(f.pk, geo(f.p, f.k));
    expect(sum(1, f.least, (k) => geo(f.p, k))).toBeGreaterThan(f.t);
    expect(sum(1, f.least - 1, (k) => geo(f.p, k))).toBeLessThanOrEqual(f.t);
    close(
      f.even,
      sum(1, 400, (k) => (k % 2 === 0 ? geo(f.p, k) : 0)),
    );
  },
  'fs1.negbin.sales-calls': (f) => {
    close(f.exact, rthOn(f.p, f.r, f.y));
    close(f.more, 1 - sum(f.r, f.n, (y) => rthOn(f.p, f.r, y)));
    // conditional probability by definition: P(one sale in first k and r-th on y) / P(one sale in first k)
    const joint = binom(f.k, f.p, 1) * rthOn(f.p, f.r - 1, f.y - f.k);
    close(f.cond, joint / binom(f.k, f.p, 1));
  },
  'fs1.geometric.alternate-turns': (f) => {
    close(f.endsOn, geo(f.p, f.m));
    close(
      f.aWins,
      sum(0, 500, (j) => geo(f.p, 2 * j + 1)),
    );
    close(f.lasts, 1 - sum(1, f.n, (k) => geo(f.p, k)));
    const tail = 1 - sum(1, f.s, (k) => geo(f.p, k));
    close(f.given, sum(0, 500, (j) => (2 * j + 1 > f.s ? geo(f.p, 2 * j + 1) : 0)) / tail);
  },
  'fs1.negbin.parameters-from-moments': (f) => {
    const dist = rthDist(f.p, f.r, 3000);
    const m = sum(f.r, 3000, (y) => y * dist[y]);
    close(f.mean, m, 1e-5);
    close(f.v, sum(f.r, 3000, (y) => y * y * dist[y]) - m * m, 1e-5);
    close(f.next, dist[f.r + 1]);
    const low = sum(f.r, f.r + 2, (y) => dist[y]);
    close(f.upTo, f.above ? 1 - low : low);
  },
  'fs1.geometric.cost-of-attempts': (f) => {
    const ec = sum(1, 3000, (k) => (f.c * k + f.f) * geo(f.p, k));
    close(f.ec, ec, 1e-6);
    close(
      f.ex,
      sum(1, 3000, (k) => k * geo(f.p, k)),
      1e-6,
    );
    close(f.sdc, Math.sqrt(sum(1, 3000, (k) => (f.c * k + f.f - ec) ** 2 * geo(f.p, k))), 1e-6);
    close(
      f.over,
      sum(1, 3000, (k) => (f.c * k + f.f > f.budget ? geo(f.p, k) : 0)),
      1e-6,
    );
  },
  'fs1.clt.poisson-sample': (f) => {
    const z = (f.a - f.lambda) / Math.sqrt(f.lambda / f.n);
    close(f.prob, f.a > f.lambda ? 1 - phi(z) : phi(z), 1e-6);
    const zc = f.level === 0.95 ? 1.6449 : 2.3263;
    const ok = (m: number) => f.h / Math.sqrt(f.lambda / m) > zc;
    expect(ok(f.least)).toBe(true);
    expect(ok(f.least - 1)).toBe(false);
  },
  'fs1.clt.geometric-attempts': (f) => {
    const m = sum(1, 2000, (k) => k * geo(f.p, k));
    const v = sum(1, 2000, (k) => k * k * geo(f.p, k)) - m * m;
    close(f.mu, m, 1e-8);
    close(f.v, v, 1e-8);
    close(f.above, 1 - phi((f.a - m) / Math.sqrt(v / f.n)), 1e-6);
    close(f.within, phi(f.d / Math.sqrt(v / f.n)) - phi(-f.d / Math.sqrt(v / f.n)), 1e-6);
  },
  'fs1.clt.crate-mass': (f) => {
    close(f.over, 1 - phi((f.limitKg * 1000 - f.n * f.mu) / (f.sigma * Math.sqrt(f.n))), 1e-6);
    const ok = (N: number) => (f.capKg * 1000 - N * f.mu) / (f.sigma * Math.sqrt(N)) > 2.3263;
    expect(ok(f.largest)).toBe(true);
    expect(ok(f.largest + 1)).toBe(false);
  },
  'fs1.clt.game-scores': (f) => {
    const ps = f.ps.map((p: number) => p / 100);
    const m = sum(0, 3, (i) => f.xs[i] * ps[i]);
    const v = sum(0, 3, (i) => (f.xs[i] - m) ** 2 * ps[i]);
    close(f.mu, m);
    close(f.v, v);
    close(f.below, phi((f.a - m) / Math.sqrt(v / f.n)), 1e-6);
    const ok = (k: number) => f.h / Math.sqrt(v / k) >= 1.96;
    expect(ok(f.least)).toBe(true);
    expect(ok(f.least - 1)).toBe(false);
  },
  'fs1.negbin.two-archers': (f) => {
    const moments = (p: number) => {
      const d = rthDist(p, f.r, 4000);
      const m = sum(f.r, 4000, (y) => y * d[y]);
      return { m, v: sum(f.r, 4000, (y) => y * y * d[y]) - m * m, d };
    };
    const a = moments(f.pa);
    const b = moments(f.pb);
    close(f.ea, a.m, 1e-6);
    close(f.va, a.v, 1e-5);
    close(f.eb, b.m, 1e-6);
    close(f.vb, b.v, 1e-5);
    close(f.both, a.d[f.r + 1] * b.d[f.r + 1]);
  },
});
