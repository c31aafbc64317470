import { binomCdf, close, lowerCritical, poissonCdfAt, poissonTail, upperCritical } from '../../testing/checks.js';
import { sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1TailTemplates } from './fs1-testing-tails.js';

verifyTemplates(fs1TailTemplates, {
  'fs1.tests.poisson-lower-tail': (f) => {
    close(f.lambda0, f.rate * f.k);
    close(f.pValue, 1 - poissonTail(f.lambda0, f.x + 1));
    expect(f.reject).toBe(f.pValue < f.level);
    expect(f.low.c).toBe(lowerCritical(poissonCdfAt(f.lambda0), f.level));
    close(f.low.actual, 1 - poissonTail(f.lambda0, f.low.c + 1));
    expect(f.reject).toBe(f.x <= f.low.c);
  },
  'fs1.tests.poisson-two-tailed': (f) => {
    close(f.lambda0, f.mu * f.t);
    expect(f.low.c).toBe(lowerCritical(poissonCdfAt(f.lambda0), f.level / 2));
    expect(f.up.c).toBe(upperCritical((c) => poissonTail(f.lambda0, c), f.level / 2));
    close(f.actual, 1 - poissonTail(f.lambda0, f.low.c + 1) + poissonTail(f.lambda0, f.up.c));
    expect(f.actual).toBeLessThanOrEqual(f.level);
    expect(f.reject).toBe(f.x <= f.low.c || f.x >= f.up.c);
  },
  'fs1.tests.binomial-regions': (f) => {
    const cdf = (c: number) => (c < 0 ? 0 : binomCdf(f.n, f.p0, c));
    expect(f.one.c).toBe(lowerCritical(cdf, f.level));
    expect(f.two.low.c).toBe(lowerCritical(cdf, f.level / 2));
    expect(f.two.up.c).toBe(upperCritical((c) => 1 - cdf(c - 1), f.level / 2));
    close(f.actual, cdf(f.two.low.c) + 1 - cdf(f.two.up.c - 1));
    close(f.pValue, cdf(f.x));
    expect(f.reject).toBe(f.pValue < f.level);
    expect(f.reject).toBe(f.x <= f.one.c);
  },
  'fs1.tests.geometric-increase': (f) => {
    const cdf = (c: number) => sum(1, c, (j) => f.p0 * (1 - f.p0) ** (j - 1));
    close(f.pValue, cdf(f.x), 1e-9);
    expect(f.reject).toBe(f.pValue < f.level);
    expect(f.region.c).toBe(lowerCritical(cdf, f.level));
    expect(f.region.c).toBeGreaterThanOrEqual(1);
    expect(f.reject).toBe(f.x <= f.region.c);
    close(
      f.mean,
      sum(1, 20000, (j) => j * f.p0 * (1 - f.p0) ** (j - 1)),
      1e-6,
    );
    close(f.variance, sum(1, 20000, (j) => j * j * f.p0 * (1 - f.p0) ** (j - 1)) - f.mean ** 2, 1e-5);
  },
});
