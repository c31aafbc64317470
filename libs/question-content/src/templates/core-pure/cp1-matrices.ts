import { frac } from '../../math/rational.js';
import { adjugate3, det3, matMul, matVec, minors3, randomMatrix, type Matrix } from '../../math/matrix.js';
import { fracTex, matTex, terms, tex, vecTex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';

const T = 'cp1-matrices';
const small = (rng: Rng) => () => rng.int(-5, 5);

/** A random 3x3 integer matrix with a small non-zero determinant. */
function invertible3(rng: Rng): Matrix {
  for (;;) {
    const m = randomMatrix(3, () => rng.int(-3, 4));
    const d = Math.abs(det3(m));
    if (d >= 1 && d <= 12) return m;
  }
}

const introduction: QuestionTemplate = {
  id: 'cp1.matrices.linear-combination',
  subtopicId: `${T}.introduction`,
  difficulty: 1,
  frequency: 'occasional',
  tags: ['matrices', 'matrix addition', 'scalar multiplication'],
  build(rng) {
    const [A, B] = [randomMatrix(2, small(rng)), randomMatrix(2, small(rng))];
    const [p, q] = [rng.int(2, 4), rng.int(2, 3)];
    const combo = A.map((row, i) => row.map((v, j) => p * v - q * B[i][j]));
    const X = A.map((row, i) => row.map((v, j) => 2 * B[i][j] - v));
    return {
      title: 'Combining matrices',
      introTex: tex`\(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\).`,
      parts: [
        part(tex`Find \(${p}\mathbf{A} - ${q}\mathbf{B}\).`, matTex(combo), [
          mark('M1', 'Scalar multiplies both matrices and subtracts element by element', tex`${matTex(A.map((r) => r.map((v) => p * v)))} - ${matTex(B.map((r) => r.map((v) => q * v)))}`),
          mark('A1', 'Correct matrix, cao', matTex(combo), ['a.1']),
        ]),
        part(tex`Find the matrix \(\mathbf{X}\) such that \(\mathbf{A} + \mathbf{X} = 2\mathbf{B}\).`, matTex(X), [mark('B1', 'Correct matrix', tex`\mathbf{X} = 2\mathbf{B} - \mathbf{A} = ${matTex(X)}`)]),
      ],
      notes: ['(a) M1: at least two elements correct for their method.'],
      facts: { A, B, p, q, combo, X },
    };
  },
};

const multiplication: QuestionTemplate = {
  id: 'cp1.matrices.product',
  subtopicId: `${T}.multiplication`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['matrices', 'matrix multiplication'],
  build(rng) {
    const A = randomMatrix(2, small(rng));
    const B = [0, 1].map(() => [0, 1, 2].map(small(rng)));
    const AB = matMul(A, B);
    const A2 = matMul(A, A);
    return {
      title: 'Multiplying matrices',
      introTex: tex`\(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\).`,
      parts: [
        part(tex`Find \(\mathbf{AB}\).`, matTex(AB), [
          mark('M1', 'Multiplies rows of A by columns of B, giving a 2 x 3 matrix', tex`\begin{pmatrix} ${A[0][0]}(${B[0][0]}) + ${A[0][1]}(${B[1][0]}) & \dots \end{pmatrix}`),
          mark('A1', 'Correct matrix, cao', matTex(AB), ['a.1']),
        ]),
        part(tex`Explain why \(\mathbf{BA}\) cannot be found.`, tex`\text{B has 3 columns but A has 2 rows}`, [
          mark('B1', 'Number of columns of B does not equal number of rows of A', tex`\text{columns of }\mathbf{B} \neq \text{rows of }\mathbf{A}`),
        ]),
        part(tex`Find \(\mathbf{A}^{2}\).`, matTex(A2), [mark('B1', 'Correct matrix', matTex(A2))]),
      ],
      notes: ['(b) B1 needs a reason referring to the dimensions of both matrices.'],
      facts: { A, B, AB, A2 },
    };
  },
};

const determinants: QuestionTemplate = {
  id: 'cp1.matrices.singular-parameter',
  subtopicId: `${T}.determinants`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['matrices', 'determinant', 'singular matrix'],
  build(rng) {
    for (;;) {
      const M = randomMatrix(3, () => rng.int(-4, 5));
      const [i, j] = [rng.int(0, 2), rng.int(0, 2)];
      const at = (k: number) => det3(M.map((row, r) => row.map((v, c) => (r === i && c === j ? k : v))));
      const [beta, alpha] = [at(0), at(1) - at(0)]; // det is linear in one entry
      if (alpha === 0) continue;
      const display = M.map((row, r) => row.map((v, c) => (r === i && c === j ? 'k' : String(v))));
      const k = frac(-beta, alpha);
      const detTex = terms([[alpha, 'k'], [beta, '']]);
      return {
        title: 'Determinant of a 3 x 3 matrix with a parameter',
        introTex: tex`\(\mathbf{M} = ${matTex(display)}\), where \(k\) is a constant.`,
        parts: [
          part(tex`Find \(\det\mathbf{M}\) in terms of \(k\).`, detTex, [
            mark('M1', 'Correct method for a 3 x 3 determinant, e.g. expansion by a row or column', tex`${display[0][0]}\begin{vmatrix} ${display[1][1]} & ${display[1][2]} \\ ${display[2][1]} & ${display[2][2]} \end{vmatrix} - \dots`),
            mark('A1', 'Correct simplified expression', detTex, ['a.1']),
          ]),
          part(tex`Find the value of \(k\) for which \(\mathbf{M}\) is singular.`, tex`k = ${fracTex(k)}`, [
            mark('M1', 'Sets their determinant equal to zero and solves', tex`${detTex} = 0`),
            mark('A1ft', 'Correct value of k, follow through their linear determinant', tex`k = ${fracTex(k)}`, ['b.1', 'a.2']),
          ]),
        ],
        notes: ['(b) A1ft: follow through their linear expression from (a).'],
        facts: { M, i, j, alpha, beta, k: k.n / k.d },
      };
    }
  },
};

const inverse: QuestionTemplate = {
  id: 'cp1.matrices.inverse-3x3',
  subtopicId: `${T}.inverting-2x2-and-3x3`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['matrices', 'inverse matrix', 'determinant', 'cofactors'],
  build(rng) {
    const M = invertible3(rng);
    const d = det3(M);
    const adj = adjugate3(M);
    const inv = tex`\frac{1}{${d}}${matTex(adj)}`;
    return {
      title: 'Inverse of a 3 x 3 matrix',
      introTex: tex`\(\mathbf{A} = ${matTex(M)}\)`,
      parts: [
        part(tex`Show that \(\mathbf{A}\) is non-singular.`, tex`\det\mathbf{A} = ${d} \neq 0`, [mark('B1', 'Correct determinant with conclusion', tex`\det\mathbf{A} = ${d} \neq 0`)]),
        part(tex`Find \(\mathbf{A}^{-1}\).`, inv, [
          mark('M1', 'Attempts the matrix of minors', matTex(minors3(M))),
          mark('M1', 'Applies the cofactor signs and transposes', matTex(adj)),
          mark('A1', 'At least six correct elements of the adjugate', matTex(adj), ['b.1', 'b.2']),
          mark('A1', 'Fully correct inverse, oe', inv, ['b.1', 'b.2']),
        ]),
      ],
      notes: ['(b) The final A1 needs division by their determinant from (a).', 'Calculator inverse with no working: B1 M0 M0 A0 A0 in (b).'],
      facts: { M, d, adj },
    };
  },
};

const systems: QuestionTemplate = {
  id: 'cp1.matrices.linear-system',
  subtopicId: `${T}.systems-of-equations`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['matrices', 'simultaneous equations', 'inverse matrix'],
  build(rng) {
    const M = invertible3(rng);
    const solution = [rng.int(-4, 4), rng.int(-4, 4), rng.int(-4, 4)];
    const rhs = matVec(M, solution);
    const equations = M.map((row, i) => `${terms(row.map((c, j) => [c, 'xyz'[j]]))} = ${rhs[i]}`).join(' \\\\ ');
    return {
      title: 'Solving three simultaneous equations with matrices',
      introTex: tex`Three planes have equations \(\begin{aligned} ${equations.replace(/ = /g, ' &= ')} \end{aligned}\)`,
      parts: [
        part(tex`Write the equations in the form \(\mathbf{M}\mathbf{x} = \mathbf{b}\).`, tex`${matTex(M)}${vecTex(['x', 'y', 'z'])} = ${vecTex(rhs)}`, [
          mark('B1', 'Correct matrix equation', tex`${matTex(M)}${vecTex(['x', 'y', 'z'])} = ${vecTex(rhs)}`),
        ]),
        part(tex`Using \(\mathbf{M}^{-1}\), find the point of intersection of the three planes.`, tex`(${solution.join(', ')})`, [
          mark('M1', 'Uses x = M^{-1} b with their inverse', tex`\mathbf{x} = \frac{1}{${det3(M)}}${matTex(adjugate3(M))}${vecTex(rhs)}`),
          mark('A1', 'Two coordinates correct', tex`(${solution.join(', ')})`, ['b.1']),
          mark('A1', 'All three coordinates correct', tex`(${solution.join(', ')})`, ['b.1']),
        ]),
      ],
      notes: ['(b) The inverse may come from a calculator; solving without the inverse scores M0.'],
      facts: { M, rhs, solution },
    };
  },
};

export const cp1MatrixTemplates = [introduction, multiplication, determinants, inverse, systems];
