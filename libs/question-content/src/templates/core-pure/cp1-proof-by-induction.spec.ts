import { close } from '../../testing/checks.js';
import { sum, times } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1InductionTemplates } from './cp1-proof-by-induction.js';

const matPow = (M: number[][], n: number) => {
  let P = [
    [1, 0],
    [0, 1],
  ];
  for (let i = 0; i < n; i++) P = times(P, M);
  return P;
};

/** Independent re-derivations: partial sums added term by term, powers by repeated multiplication, divisibility by BigInt. */
verifyTemplates(cp1InductionTemplates, {
  'cp1.induction.fraction-series': (f) => {
    const t = (r: number) => 1 / ((f.K * r + f.b) * (f.K * r + f.b + f.K));
    for (let n = 1; n <= 20; n++) close(sum(1, n, t), n / ((f.K + f.b) * (f.K * n + f.K + f.b)));
    close(sum(f.n1, f.n2, t), f.part2);
    close(sum(1, 200000, t), f.limit, 1e-5);
    expect(sum(1, f.least, t)).toBeGreaterThan((f.pc / 100) * f.limit);
    expect(sum(1, f.least - 1, t)).toBeLessThanOrEqual((f.pc / 100) * f.limit + 1e-12);
  },
  'cp1.induction.weighted-geometric-sum': (f) => {
    expect(sum(1, f.N, (r) => r * f.q ** r)).toBe(f.weighted);
    expect(sum(1, f.least, (r) => r * f.q ** (r - 1))).toBeGreaterThan(f.target);
    expect(sum(1, f.least - 1, (r) => r * f.q ** (r - 1))).toBeLessThanOrEqual(f.target);
  },
  'cp1.induction.two-power-divisibility': (f) => {
    const F = (n: bigint) =>
      BigInt(f.b1) ** (BigInt(f.e1) * n + BigInt(f.c1)) + BigInt(f.m) * BigInt(f.b2) ** (BigInt(f.e2) * n + BigInt(f.c2));
    for (let n = 1n; n <= 15n; n++) {
      expect(F(n) % BigInt(f.d)).toBe(0n);
      expect((F(n) + BigInt(f.R)) % BigInt(f.d)).toBe(BigInt(f.R));
    }
    expect(f.d).toBeGreaterThanOrEqual(3);
    expect(f.R).toBeGreaterThan(0);
  },
  'cp1.induction.exponential-linear-divisibility': (f) => {
    for (let n = 1n; n <= 15n; n++) expect((BigInt(f.a) ** n + BigInt(f.c) * n - 1n) % BigInt(f.d)).toBe(0n);
    expect(BigInt(f.a) ** BigInt(f.N) % BigInt(f.d)).toBe(BigInt(f.r));
  },
  'cp1.induction.matrix-power-linear': (f) => {
    const [[a, b], [c, d]] = f.M;
    expect(a === 1 && b === 0 && c === 0 && d === 1).toBe(false);
    expect(matPow(f.M, f.N)).toEqual(f.target);
    expect(times(f.M, f.inv)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    for (let n = 1; n <= 6; n++) {
      const P = matPow(f.M, n);
      expect(P[0][1]).toBe(n * b);
      expect(P[1][0]).toBe(n * c);
    }
  },
  'cp1.induction.shear-powers': (f) => {
    const M = f.alongX
      ? [
          [1, f.k],
          [0, 1],
        ]
      : [
          [1, 0],
          [f.k, 1],
        ];
    const P = matPow(M, f.N);
    expect([P[0][0] * f.P[0] + P[0][1] * f.P[1], P[1][0] * f.P[0] + P[1][1] * f.P[1]]).toEqual(f.image);
    for (let n = 1; n < 12; n++)
      if (n !== f.N) {
        const Q = matPow(M, n);
        expect([Q[0][0] * f.P[0] + Q[0][1] * f.P[1], Q[1][0] * f.P[0] + Q[1][1] * f.P[1]]).not.toEqual(f.image);
      }
    expect(P[0][0] * P[1][1] - P[0][1] * P[1][0]).toBe(1);
  },
});
