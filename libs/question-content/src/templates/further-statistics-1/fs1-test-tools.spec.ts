import { binomCdf, poissonTail } from '../../testing/checks.js';
import { misprints } from '../../testing/bank-rules.js';
import {
  binomialLower,
  binomialUpper,
  contingencyTex,
  poolAll,
  sig,
  geometricLower,
  geometricUpper,
  poissonLower,
  poissonUpper,
} from './fs1-test-tools.js';

/** Critical regions by brute force over every candidate boundary, from the independent tails. */
const smallestUpper = (tail: (c: number) => number, level: number) => {
  for (let c = 0; ; c++) if (tail(c) <= level) return c;
};

describe('fs1 critical regions are exact', () => {
  it('Po(15) at 5% has critical region X >= 23, not 24', () => {
    expect(poissonUpper(15, 0.05).c).toBe(23);
    expect(poissonTail(15, 23)).toBeLessThanOrEqual(0.05);
    expect(poissonTail(15, 22)).toBeGreaterThan(0.05);
  });

  it('matches a brute-force search for Poisson and binomial tails at every level', () => {
    for (const level of [0.1, 0.05, 0.025, 0.01]) {
      for (const lambda of [0.5, 1, 2, 3.5, 5, 7.5, 10, 12, 15, 20]) {
        const up = poissonUpper(lambda, level);
        expect(up.c).toBe(smallestUpper((c) => poissonTail(lambda, c), level));
        const low = poissonLower(lambda, level);
        expect(1 - poissonTail(lambda, low.c + 1)).toBeLessThanOrEqual(level + 1e-12);
        expect(1 - poissonTail(lambda, low.c + 2)).toBeGreaterThan(level);
      }
      for (const [n, p] of [
        [10, 0.3],
        [20, 0.5],
        [25, 0.2],
        [30, 0.4],
        [12, 0.25],
      ]) {
        expect(binomialUpper(n, p, level).c).toBe(smallestUpper((c) => 1 - binomCdf(n, p, c - 1), level));
        const low = binomialLower(n, p, level);
        if (low.c >= 0) expect(binomCdf(n, p, low.c)).toBeLessThanOrEqual(level);
        expect(binomCdf(n, p, low.c + 1)).toBeGreaterThan(level);
      }
    }
    // B(20, 0.3) at 5%: X >= 10 (P = 0.0480); B(20, 0.5) lower 2.5%: X <= 5 (P = 0.0207).
    expect(binomialUpper(20, 0.3, 0.05).c).toBe(10);
    expect(binomialLower(20, 0.5, 0.025).c).toBe(5);
  });

  it('finds geometric regions in both directions', () => {
    // p0 = 0.2 at 5%: 0.8^13 = 0.055 > 0.05 >= 0.8^14 = 0.044, so X >= 15.
    expect(geometricUpper(0.2, 0.05).c).toBe(15);
    // p0 = 0.01 at 5%: 1 - 0.99^5 = 0.049 <= 0.05 < 1 - 0.99^6, so X <= 5.
    expect(geometricLower(0.01, 0.05).c).toBe(5);
  });

  it('keeps three significant figures when rounding reaches a power of ten', () => {
    expect(sig(0.0099955)).toBe('0.0100');
    expect(sig(9.9996)).toBe('10.0');
    expect(sig(0.04803)).toBe('0.0480');
  });

  it('prints contingency headers inside \\text{}', () => {
    expect(
      misprints(
        contingencyTex(
          ['Walk', 'Bus', 'Car'],
          ['Year 12', 'Year 13'],
          [
            [1, 2, 3],
            [4, 5, 6],
          ],
        ),
      ),
    ).toEqual([]);
  });
});

describe('fs1 pooling', () => {
  it('leaves no expected frequency below 5, even before a large last cell', () => {
    const pooled = poolAll([45, 25, 14, 7, 4, 5], [45, 24.75, 13.61, 7.49, 4.12, 5.03]);
    expect(Math.min(...pooled.expected)).toBeGreaterThanOrEqual(5);
    expect(pooled.observed).toEqual([45, 25, 14, 7, 9]);
  });
});
