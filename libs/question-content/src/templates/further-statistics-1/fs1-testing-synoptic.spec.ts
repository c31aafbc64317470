import { binomCdf, close, lowerCritical, poissonCdfAt, poissonTail, upperCritical } from '../../testing/checks.js';
import { chiSquaredTail, factorial, poisson, sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1SynopticTestTemplates } from './fs1-testing-synoptic.js';

const direct = (o: number[], e: number[]) => sum(0, o.length - 1, (i) => (o[i] - e[i]) ** 2 / e[i]);

verifyTemplates(fs1SynopticTestTemplates, {
  'fs1.synoptic.poisson-test-power': (f) => {
    close(f.pk, poisson(f.r / 2, f.k));
    close(f.pValue, poissonCdfAt(f.lambda0)(f.y));
    expect(f.reject).toBe(f.pValue < f.level);
    expect(f.low.c).toBe(lowerCritical(poissonCdfAt(f.lambda0), f.level));
    expect(f.reject).toBe(f.y <= f.low.c);
    close(f.typeII, poissonTail(f.r1 * f.t, f.low.c + 1));
    expect(f.r1).toBeLessThan(f.r);
  },
  'fs1.synoptic.geometric-test-errors': (f) => {
    const tail = (p: number) => (c: number) => sum(c, 8000, (j) => p * (1 - p) ** (j - 1));
    expect(f.c).toBe(upperCritical(tail(f.p0), f.level));
    close(f.actual, tail(f.p0)(f.c), 1e-9);
    close(f.typeII, 1 - tail(f.p1)(f.c), 1e-6);
    expect(f.p1).toBeGreaterThan(0);
    expect(f.p1).toBeLessThan(f.p0);
    expect(f.reject).toBe(f.x >= f.c);
  },
  'fs1.synoptic.poisson-fit-then-mean': (f) => {
    close(f.m, sum(0, 5, (k) => k * f.observed[k]) / f.N);
    close(f.expected[2], f.N * poisson(f.m, 2), 0.006 / Math.max(1, f.expected[2]));
    close(f.expected[5], f.N * poissonTail(f.m, 5), 0.006 / Math.max(1, f.expected[5]));
    expect(Math.min(...f.pooled.expected)).toBeGreaterThanOrEqual(5);
    expect(f.df).toBe(f.pooled.expected.length - 2);
    close(f.stat, direct(f.pooled.observed, f.pooled.expected));
    close(chiSquaredTail(f.cv, f.df), f.fitLevel, 2e-3);
    expect(f.fitReject).toBe(f.stat > f.cv);
    close(f.mu, f.m * f.weeks);
    close(f.pValue, poissonTail(f.mu, f.y));
    expect(f.reject).toBe(f.pValue < f.level);
  },
  'fs1.synoptic.binomial-power-table': (f) => {
    const tail = (p: number, c: number) => 1 - binomCdf(f.n, p, c - 1);
    expect(f.c).toBe(upperCritical((c) => tail(f.p0, c), f.level));
    close(f.size, tail(f.p0, f.c));
    f.ps.forEach((p: number, i: number) => close(f.powers[i], tail(p, f.c)));
    expect(f.powers[0]).toBeLessThan(f.powers[2]);
    expect(f.reject).toBe(f.x >= f.c);
  },
  'fs1.synoptic.poisson-approx-errors': (f) => {
    close(f.lambda0, f.n * f.p0);
    close(f.lambda1, f.n * f.p1);
    expect(f.up.c).toBe(upperCritical((c) => poissonTail(f.lambda0, c), f.level));
    close(f.up.actual, poissonTail(f.lambda0, f.up.c));
    close(f.typeII, 1 - poissonTail(f.lambda1, f.up.c));
    expect(f.reject).toBe(f.x >= f.up.c);
  },
  'fs1.synoptic.poisson-sum-power-function': (f) => {
    expect(f.c).toBe(lowerCritical(poissonCdfAt(f.m * f.lambda0), f.level));
    close(f.actual, poissonCdfAt(f.m * f.lambda0)(f.c));
    close(
      f.power1,
      sum(0, f.c, (r) => (Math.exp(-f.m * f.lambda1) * (f.m * f.lambda1) ** r) / factorial(r)),
    );
    expect(f.power1).toBeGreaterThan(f.actual);
    expect(f.reject).toBe(f.total <= f.c);
  },
  'fs1.synoptic.drv-goodness-of-fit': (f) => {
    close(f.k * f.W, 1);
    close(
      f.mean,
      sum(0, f.xs.length - 1, (i) => f.xs[i] * f.weights[i] * f.k),
    );
    f.expected.forEach((e: number, i: number) => close(e, f.N * f.weights[i] * f.k));
    expect(Math.min(...f.expected)).toBeGreaterThanOrEqual(5);
    close(f.stat, direct(f.observed, f.expected));
    close(chiSquaredTail(f.cv, f.df), f.level, 2e-3);
    expect(f.reject).toBe(f.stat > f.cv);
  },
});
