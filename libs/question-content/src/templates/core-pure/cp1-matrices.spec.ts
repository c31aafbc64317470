import { close } from '../../testing/checks.js';
import { det3Sarrus, times } from '../../testing/numeric.js';
import { variantsOf, verifyTemplates } from '../../testing/template-suite.js';
import { cp1MatrixTemplates } from './cp1-matrices.js';
import { cp1MatrixAlgebraDeterminantInverseTemplates } from './cp1-matrix-algebra-determinants-and-inverses.js';

/** The templates of cp1-matrix-algebra-determinants-and-inverses.ts are checked by the spec beside that file. */
const CHECKED_ELSEWHERE = new Set(cp1MatrixAlgebraDeterminantInverseTemplates.map((t) => t.id));

const col = (v: number[]) => v.map((x) => [x]);
const flat = (m: number[][]) => m.map((r) => r[0]);

/** Rank of a small real matrix by Gaussian elimination with partial pivoting. */
function rank(m: number[][]): number {
  const a = m.map((r) => [...r]);
  let r = 0;
  for (let c = 0; c < a[0].length && r < a.length; c++) {
    let p = r;
    for (let i = r + 1; i < a.length; i++) if (Math.abs(a[i][c]) > Math.abs(a[p][c])) p = i;
    if (Math.abs(a[p][c]) < 1e-9) continue;
    [a[r], a[p]] = [a[p], a[r]];
    for (let i = r + 1; i < a.length; i++) {
      const t = a[i][c] / a[r][c];
      for (let j = c; j < a[0].length; j++) a[i][j] -= t * a[r][j];
    }
    r++;
  }
  return r;
}
const parallel = (u: number[], v: number[]) =>
  u[0] * v[1] - u[1] * v[0] === 0 && u[1] * v[2] - u[2] * v[1] === 0 && u[0] * v[2] - u[2] * v[0] === 0;

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(
  cp1MatrixTemplates.filter((t) => !CHECKED_ELSEWHERE.has(t.id)),
  {
    'cp1.matrices.linear-combination': (f) =>
      f.A.forEach((row: number[], i: number) =>
        row.forEach((v, j) => {
          close(f.combo[i][j] + f.q * f.B[i][j], f.p * v);
          close(v + f.X[i][j], 2 * f.B[i][j]);
          expect(f.alpha * v + f.beta * f.B[i][j]).toBe(f.C[i][j]);
        }),
      ),
    'cp1.matrices.product': (f) => {
      const x = [[1], [2], [3]];
      expect(times(f.AB, x)).toEqual(times(f.A, times(f.B, x)));
      expect(times(f.A2, [[1], [1]])).toEqual(times(f.A, times(f.A, [[1], [1]])));
      expect(times(f.A2B, x)).toEqual(times(f.A, times(f.A, times(f.B, x))));
    },
    'cp1.matrices.singular-parameter': (f) => {
      const withK = (k: number) => f.M.map((r: number[], i: number) => r.map((v, j) => (i === f.i && j === f.j ? k : v)));
      close(det3Sarrus(withK(f.k)), 0, 1e-9);
      expect(Math.abs(det3Sarrus(withK(f.k1))) * f.V).toBe(f.image);
      expect(f.image).not.toBe(0);
    },
    'cp1.matrices.inverse-3x3': (f) => {
      expect(f.d).toBe(det3Sarrus(f.M));
      expect(times(f.M, f.adj)).toEqual([
        [f.d, 0, 0],
        [0, f.d, 0],
        [0, 0, f.d],
      ]);
      expect(flat(times(f.M, col(f.P)))).toEqual(f.Q);
    },
    'cp1.matrices.linear-system': (f) => {
      expect(flat(times(f.M, col(f.solution)))).toEqual(f.rhs);
      expect(det3Sarrus(f.M)).toBe(f.d);
    },
    'cp1.matrices.singular-planes': (f) => {
      expect(f.M[2][f.j]).toBe(f.kStar);
      expect(det3Sarrus(f.M)).toBe(0);
      expect(f.alpha * f.kStar + f.beta).toBe(0);
      expect(f.alpha).not.toBe(0);
      expect(rank(f.M)).toBe(2);
      const augmented = rank(f.M.map((r: number[], i: number) => [...r, f.rhs[i]]));
      const parallelPair = [
        [0, 1],
        [0, 2],
        [1, 2],
      ].some(([i, j]) => parallel(f.M[i], f.M[j]));
      const config = augmented === 2 ? 'sheaf' : parallelPair ? 'parallel' : 'prism';
      expect(config).toBe(f.config);
    },
    'cp1.matrices.planes-point-and-angle': (f) => {
      expect(flat(times(f.Mk, col(f.sol)))).toEqual(f.rhs);
      const withK = (k: number) => f.M.map((r: number[], i: number) => r.map((v, j) => (i === 2 && j === f.j ? k : v)));
      close(det3Sarrus(withK(f.kStar)), 0, 1e-9);
      expect(det3Sarrus(f.Mk)).not.toBe(0);
      const [u, v] = [f.M[0], f.M[1]];
      const c = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
      const len = (w: number[]) => Math.hypot(...w);
      const acute = (Math.asin(Math.min(1, len(c) / (len(u) * len(v)))) * 180) / Math.PI;
      expect(f.angle).toBe(Math.round(acute * 10) / 10);
    },
  },
);

describe('three planes with a singular matrix', () => {
  it('reaches every configuration: sheaf, prism and parallel planes', () => {
    const template = cp1MatrixTemplates.find((t) => t.id === 'cp1.matrices.singular-planes')!;
    expect(new Set(variantsOf(template).map((v) => (v.facts as { config: string }).config))).toEqual(
      new Set(['sheaf', 'prism', 'parallel']),
    );
  });
});
