import { binomCdf, close, lowerCritical, poissonTail, upperCritical } from '../../testing/checks.js';
import { sum } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fs1QualityTemplates } from './fs1-testing-quality.js';

verifyTemplates(fs1QualityTemplates, {
  'fs1.quality.binomial-two-tailed-errors': (f) => {
    const cdf = (p: number) => (c: number) => (c < 0 ? 0 : binomCdf(f.n, p, c));
    expect(f.low.c).toBe(lowerCritical(cdf(f.p0), f.level / 2));
    expect(f.up.c).toBe(upperCritical((c) => 1 - cdf(f.p0)(c - 1), f.level / 2));
    close(f.typeI, cdf(f.p0)(f.low.c) + 1 - cdf(f.p0)(f.up.c - 1));
    // Type II by summing the probabilities of the acceptance region term by term.
    let accept = 0;
    for (let x = f.low.c + 1; x < f.up.c; x++) accept += binomCdf(f.n, f.p1, x) - binomCdf(f.n, f.p1, x - 1);
    close(f.typeII, accept);
    expect(f.p1).not.toBe(f.p0);
    expect(f.p1).toBeGreaterThan(0);
    expect(f.reject).toBe(f.x <= f.low.c || f.x >= f.up.c);
  },
  'fs1.quality.poisson-size-power': (f) => {
    close(f.l0, f.rate * f.area);
    close(f.l1, f.rate1 * f.area);
    expect(f.small.c).toBe(upperCritical((c) => poissonTail(f.l0, c), f.level));
    expect(f.big.c).toBe(upperCritical((c) => poissonTail(2 * f.l0, c), f.level));
    close(f.small.actual, poissonTail(f.l0, f.small.c));
    close(f.power1, poissonTail(f.l1, f.small.c));
    close(f.power2, poissonTail(2 * f.l1, f.big.c));
    expect(f.reject).toBe(f.x >= f.small.c);
  },
  'fs1.quality.geometric-power-function': (f) => {
    const cdf = (p: number) => (c: number) => sum(1, c, (j) => p * (1 - p) ** (j - 1));
    expect(f.c).toBe(lowerCritical(cdf(f.p0), f.level));
    close(f.power1, cdf(f.p1)(f.c));
    close(cdf(f.half)(f.c), 0.5);
    expect(f.reject).toBe(f.x <= f.c);
  },
});
