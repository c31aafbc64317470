import { close } from '../../testing/checks.js';
import { det3Sarrus, times } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1MatrixAlgebraDeterminantInverseTemplates } from './cp1-matrix-algebra-determinants-and-inverses.js';

const lin = (a: number[][], p: number, b: number[][], q: number) => a.map((r, i) => r.map((v, j) => p * v + q * b[i][j]));
const I2 = [
  [1, 0],
  [0, 1],
];

/** Independent re-derivations: substitution back, brute-force products, Sarrus determinants. */
verifyTemplates(cp1MatrixAlgebraDeterminantInverseTemplates, {
  'cp1.matrices.equal-matrices': (f) => {
    const A = [
      [f.a, f.u1],
      [f.u2, f.b],
    ];
    const B = [
      [f.v1, f.b],
      [f.a, f.v2],
    ];
    expect(lin(A, f.p, B, f.q)).toEqual(f.C);
    expect(lin(A, 1, B, -1)).toEqual(f.AminusB);
    expect(lin(f.X, 2, A, -1)).toEqual(B);
  },
  'cp1.matrices.entry-formula': (f) => {
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        expect(f.A[i][j]).toBe(f.p * (i + 1) + f.q * (j + 1) + f.r);
        close(f.S[i][j], f.S[j][i]);
        close(f.K[i][j], -f.K[j][i]);
        close(f.S[i][j] + f.K[i][j], f.A[i][j]);
        expect(f.sum[i][j]).toBe(f.A[i][j] + f.A[j][i]);
      }
    expect(f.K.flat().some((v: number) => v !== 0)).toBe(true);
  },
  'cp1.matrices.product-unknowns': (f) => {
    expect(f.A[0][1]).toBe(f.k);
    expect(f.B[1][0]).toBe(f.m);
    expect(times(f.A, f.B)).toEqual(f.AB);
    expect(times(f.B, f.A)).toEqual(f.BA);
    expect(f.AB).not.toEqual(f.BA);
  },
  'cp1.matrices.matrix-polynomial': (f) => {
    expect(times(f.A, f.A)).toEqual(f.A2);
    expect(lin(f.A, f.p, I2, f.q)).toEqual(f.A2);
    expect(times(f.A2, f.A)).toEqual(f.A3);
    expect(lin(f.A, f.r, I2, f.s)).toEqual(f.A3);
  },
  'cp1.matrices.quadratic-determinant': (f) => {
    const det = (k: number) => (k + f.a) * (k + f.d) - f.b * f.c;
    expect(det(f.r1)).toBe(0);
    expect(det(f.r2)).toBe(0);
    expect(f.r1).not.toBe(f.r2);
    for (const k of f.roots) expect(det(k)).toBe(f.D0);
    expect(f.roots[0]).not.toBe(f.roots[1]);
  },
  'cp1.matrices.determinant-properties': (f) => {
    expect(det3Sarrus(f.B)).toBe(f.dB);
    const A = [
      [f.dA, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    expect(det3Sarrus(times(A, f.B))).toBe(f.X);
    expect(det3Sarrus(A.map((r) => r.map((v) => f.s * v)))).toBe(f.scaled);
  },
  'cp1.matrices.inverse-of-product': (f) => {
    expect(times(f.A, f.B)).toEqual(f.AB);
    expect(times(f.AB, f.X)).toEqual(f.C);
  },
  'cp1.matrices.inverse-with-parameter': (f) => {
    const withK = (k: number) => f.M.map((r: number[], i: number) => r.map((v, j) => (i === f.i && j === f.j ? k : v)));
    expect(det3Sarrus(withK(f.k0))).toBe(f.d);
    close(det3Sarrus(withK(f.kStar)), 0, 1e-9);
    expect(times(withK(f.k0), f.adj)).toEqual([
      [f.d, 0, 0],
      [0, f.d, 0],
      [0, 0, f.d],
    ]);
  },
});
