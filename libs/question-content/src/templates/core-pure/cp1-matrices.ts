import { frac, value } from '../../math/rational.js';
import { adjugate3, det2, det3, matMul, matVec, minors3, randomMatrix } from '../../math/matrix.js';
import { cross, dot, norm } from '../../math/vector.js';
import { dp, fracTex, matTex, terms, tex, vecTex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { cp1MatrixAlgebraDeterminantInverseTemplates } from './cp1-matrix-algebra-determinants-and-inverses.js';
import { expansionTex, inverseTex, invertible3, rowTex, rowWithK, systemTex, withEntry, withParameter } from './cp1-matrix-helpers.js';

const T = 'cp1-matrices';
const small = (rng: Rng) => () => rng.int(-5, 5);

const introduction: QuestionTemplate = {
  id: 'cp1.matrices.linear-combination',
  subtopicId: `${T}.introduction`,
  difficulty: 2,
  frequency: 'occasional',
  tags: ['matrices', 'matrix addition', 'scalar multiplication'],
  build(rng) {
    for (;;) {
      const [A, B] = [randomMatrix(2, small(rng)), randomMatrix(2, small(rng))];
      const [p, q] = [rng.int(2, 4), rng.int(2, 3)];
      const [al, be] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
      const pairs = A.flat().map((v, i) => [v, B.flat()[i]]);
      // alpha and beta must be determined by the entries: two entry pairs not proportional
      if (!pairs.some(([a1, b1], i) => pairs.some(([a2, b2], j) => j > i && a1 * b2 - a2 * b1 !== 0))) continue;
      if (al === be) continue;
      const combo = A.map((row, i) => row.map((v, j) => p * v - q * B[i][j]));
      const X = A.map((row, i) => row.map((v, j) => 2 * B[i][j] - v));
      const C = A.map((row, i) => row.map((v, j) => al * v + be * B[i][j]));
      return {
        title: 'Combining matrices',
        introTex: rng.pick([
          tex`\(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\).`,
          tex`The \(2 \times 2\) matrices \(\mathbf{A}\) and \(\mathbf{B}\) are given by \(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\). In this question you must show all stages of your working.`,
        ]),
        parts: [
          part(tex`Find \(${p}\mathbf{A} - ${q}\mathbf{B}\).`, matTex(combo), [
            mark(
              'M1',
              'Scalar multiplies both matrices and subtracts element by element',
              tex`${matTex(A.map((r) => r.map((v) => p * v)))} - ${matTex(B.map((r) => r.map((v) => q * v)))}`,
            ),
            mark('A1', 'Correct matrix, cao', matTex(combo), ['a.1']),
          ]),
          part(
            rng.pick([
              tex`Find the matrix \(\mathbf{X}\) such that \(\mathbf{A} + \mathbf{X} = 2\mathbf{B}\).`,
              tex`Given that \(\mathbf{A} + \mathbf{X} = 2\mathbf{B}\), find the matrix \(\mathbf{X}\).`,
            ]),
            matTex(X),
            [
              mark(
                'M1',
                tex`Rearranges to \(\mathbf{X} = 2\mathbf{B} - \mathbf{A}\) and uses the matrices`,
                tex`\mathbf{X} = 2\mathbf{B} - \mathbf{A}`,
              ),
              mark('A1', 'Correct matrix', matTex(X), ['b.1']),
            ],
          ),
          part(
            tex`Find the values of the constants \(\alpha\) and \(\beta\) such that \(\alpha\mathbf{A} + \beta\mathbf{B} = ${matTex(C)}\).`,
            tex`\alpha = ${al}, \; \beta = ${be}`,
            [
              mark(
                'M1',
                'Equates corresponding elements to form two simultaneous equations and solves',
                tex`${terms([
                  [A[0][0], '\\alpha'],
                  [B[0][0], '\\beta'],
                ])} = ${C[0][0]}, \dots`,
              ),
              mark('A1', 'One correct value', tex`\alpha = ${al}`, ['c.1']),
              mark('A1', 'Both values correct, checked in all four elements', tex`\alpha = ${al}, \; \beta = ${be}`, ['c.1']),
            ],
          ),
        ],
        notes: [
          '(a) M1: at least two elements correct for their method.',
          '(c) The second A1 needs both values; a check in the remaining elements need not be seen.',
        ],
        facts: { A, B, p, q, combo, X, C, alpha: al, beta: be },
      };
    }
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
    const A2B = matMul(A, AB);
    return {
      title: 'Multiplying matrices',
      introTex: rng.pick([
        tex`\(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\).`,
        tex`The \(2 \times 2\) matrix \(\mathbf{A}\) and the \(2 \times 3\) matrix \(\mathbf{B}\) are given by \(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\).`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Find \(\mathbf{AB}\), and explain why \(\mathbf{BA}\) cannot be found.`,
            tex`Explain why the product \(\mathbf{BA}\) is not defined, and find the product \(\mathbf{AB}\).`,
          ]),
          tex`${matTex(AB)}; \; \text{B has 3 columns but A has 2 rows}`,
          [
            mark(
              'M1',
              tex`Multiplies rows of \(\mathbf{A}\) by columns of \(\mathbf{B}\), giving a \(2 \times 3\) matrix`,
              tex`\begin{pmatrix} (${A[0][0]})(${B[0][0]}) + (${A[0][1]})(${B[1][0]}) & \dots \end{pmatrix}`,
            ),
            mark('A1', 'Correct matrix, cao', matTex(AB), ['a.1']),
            mark(
              'B1',
              tex`Number of columns of \(\mathbf{B}\) does not equal number of rows of \(\mathbf{A}\)`,
              tex`\text{columns of }\mathbf{B} \neq \text{rows of }\mathbf{A}`,
            ),
          ],
        ),
        part(tex`Find \(\mathbf{A}^{2}\).`, matTex(A2), [
          mark('M1', 'Multiplies A by itself', tex`${matTex(A)}${matTex(A)}`),
          mark('A1', 'Correct matrix', matTex(A2), ['b.1']),
        ]),
        part(tex`Using your answer to part (a), find \(\mathbf{A}^{2}\mathbf{B}\).`, matTex(A2B), [
          mark(
            'M1',
            tex`Multiplies \(\mathbf{A}\) by their \(\mathbf{AB}\) (or their \(\mathbf{A}^{2}\) by \(\mathbf{B}\))`,
            tex`${matTex(A)}${matTex(AB)}`,
          ),
          mark('A1ft', tex`Correct \(2 \times 3\) matrix, ft their \(\mathbf{AB}\)`, matTex(A2B), ['c.1']),
        ]),
      ],
      notes: [
        '(a) B1 needs a reason referring to the dimensions of both matrices.',
        tex`(c) A1ft: follow through their \(\mathbf{AB}\) from (a).`,
      ],
      facts: { A, B, AB, A2, A2B },
    };
  },
};

const determinants: QuestionTemplate = {
  id: 'cp1.matrices.singular-parameter',
  subtopicId: `${T}.determinants`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['matrices', 'determinant', 'singular matrix', 'volume scale factor'],
  build(rng) {
    for (;;) {
      const M = randomMatrix(3, () => rng.int(-4, 5));
      const [i, j] = [rng.int(0, 2), rng.int(0, 2)];
      const { alpha, beta, display, detTex } = withParameter(M, i, j);
      if (alpha === 0) continue;
      const k1 = rng.nonZero(-4, 4);
      const d1 = alpha * k1 + beta;
      if (d1 === 0) continue;
      const V = rng.int(2, 9);
      const k = frac(-beta, alpha);
      return {
        title: 'Determinant of a 3 x 3 matrix with a parameter',
        introTex: rng.pick([
          tex`\(\mathbf{M} = ${matTex(display)}\), where \(k\) is a constant.`,
          tex`The matrix \(\mathbf{M}\) is given by \(\mathbf{M} = ${matTex(display)}\), where \(k\) is a real constant.`,
        ]),
        parts: [
          part(
            rng.pick([
              tex`Find \(\det\mathbf{M}\) in terms of \(k\), and hence find the value of \(k\) for which \(\mathbf{M}\) is singular.`,
              tex`Find, in terms of \(k\), the determinant of \(\mathbf{M}\). Hence find the value of \(k\) for which \(\mathbf{M}\) has no inverse.`,
            ]),
            tex`\det\mathbf{M} = ${detTex}; \; k = ${fracTex(k)}`,
            [
              mark('M1', tex`Correct method for a \(3 \times 3\) determinant, e.g. expansion by a row or column`, expansionTex(display)),
              mark('A1', 'Correct simplified expression', detTex, ['a.1']),
              mark('M1', 'Sets their determinant equal to zero and solves', tex`${detTex} = 0`),
              mark('A1ft', tex`Correct value of \(k\), follow through their linear determinant`, tex`k = ${fracTex(k)}`, ['a.3']),
            ],
          ),
          part(
            tex`Given that \(k = ${k1}\), the matrix \(\mathbf{M}\) represents a linear transformation of three-dimensional space. A solid of volume \(${V}\) cubic units is transformed by \(\mathbf{M}\). Using your answer to part (a), find the volume of its image.`,
            String(Math.abs(d1) * V),
            [
              mark('M1', tex`Substitutes \(k\) into their determinant and multiplies the volume by its modulus`, tex`${V} \times |${d1}|`),
              mark('A1ft', 'Correct volume, ft their determinant', String(Math.abs(d1) * V), ['b.1']),
            ],
          ),
        ],
        notes: [
          '(a) Second A1ft: follow through their linear expression for the determinant.',
          '(b) A negative volume scores A0; the modulus of the determinant is the volume scale factor.',
        ],
        facts: { M, i, j, alpha, beta, k: value(k), k1, V, image: Math.abs(d1) * V },
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
    const inv = inverseTex(d, adj);
    const P = [rng.int(-4, 4), rng.int(-4, 4), rng.nonZero(-4, 4)];
    const Q = matVec(M, P);
    return {
      title: 'Inverse of a 3 x 3 matrix',
      introTex: rng.pick([
        tex`\(\mathbf{A} = ${matTex(M)}\)`,
        tex`The \(3 \times 3\) matrix \(\mathbf{A}\) represents a linear transformation of three-dimensional space, where \(\mathbf{A} = ${matTex(M)}\).`,
      ]),
      parts: [
        part(
          rng.pick([tex`Show that \(\mathbf{A}\) is non-singular.`, tex`Show that \(\mathbf{A}\) has an inverse.`]),
          tex`\det\mathbf{A} = ${d} \neq 0`,
          [
            mark(
              'M1',
              'Correct method for the determinant',
              tex`\det\mathbf{A} = ${M[0][0]}(${det2([
                [M[1][1], M[1][2]],
                [M[2][1], M[2][2]],
              ])}) - \dots`,
            ),
            mark('A1', 'Correct determinant with conclusion', tex`\det\mathbf{A} = ${d} \neq 0`, ['a.1']),
          ],
        ),
        part(tex`Find \(\mathbf{A}^{-1}\).`, inv, [
          mark('M1', 'Attempts the matrix of minors', matTex(minors3(M))),
          mark('M1', 'Applies the cofactor signs and transposes', matTex(adj)),
          mark('A1', 'At least six correct elements of the adjugate', matTex(adj), ['b.1', 'b.2']),
          mark('A1', 'Fully correct inverse, oe', inv, ['b.1', 'b.2']),
        ]),
        part(
          tex`The transformation represented by \(\mathbf{A}\) maps the point \(P\) to the point \(Q${`(${Q.join(', ')})`}\). Using your answer to part (b), find the coordinates of \(P\).`,
          `(${P.join(', ')})`,
          [
            mark(
              'M1',
              tex`Multiplies their inverse by the position vector of \(Q\), in the correct order`,
              tex`\mathbf{A}^{-1}${vecTex(Q)}`,
            ),
            mark('A1', 'Correct coordinates', `(${P.join(', ')})`, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) The final A1 needs division by their determinant from (a).',
        'Calculator inverse with no working: M0 M0 A0 A0 in (b).',
        '(c) Solving three simultaneous equations instead scores M0.',
      ],
      facts: { M, d, adj, P, Q },
    };
  },
};

const systems: QuestionTemplate = {
  id: 'cp1.matrices.linear-system',
  subtopicId: `${T}.systems-of-equations`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['matrices', 'simultaneous equations', 'inverse matrix', 'planes'],
  build(rng) {
    const M = invertible3(rng);
    const solution = [rng.int(-4, 4), rng.int(-4, 4), rng.int(-4, 4)];
    const rhs = matVec(M, solution);
    const d = det3(M);
    return {
      title: 'Solving three simultaneous equations with matrices',
      introTex: rng.pick([
        tex`Three planes have equations \(${systemTex(M.map(rowTex), rhs)}\)`,
        tex`A system of three linear equations in \(x\), \(y\) and \(z\) is \(${systemTex(M.map(rowTex), rhs)}\) Each equation represents a plane.`,
      ]),
      parts: [
        part(
          tex`Write the equations in the form \(\mathbf{M}\mathbf{x} = \mathbf{b}\).`,
          tex`${matTex(M)}${vecTex(['x', 'y', 'z'])} = ${vecTex(rhs)}`,
          [mark('B1', 'Correct matrix equation', tex`${matTex(M)}${vecTex(['x', 'y', 'z'])} = ${vecTex(rhs)}`)],
        ),
        part(
          tex`Find \(\det\mathbf{M}\), and explain what your answer tells you about the three planes.`,
          tex`\det\mathbf{M} = ${d} \neq 0 \text{, so the planes meet at a single point}`,
          [
            mark(
              'M1',
              tex`Correct method for a \(3 \times 3\) determinant`,
              tex`${M[0][0]}(${det2([
                [M[1][1], M[1][2]],
                [M[2][1], M[2][2]],
              ])}) - \dots`,
            ),
            mark('A1', 'Correct determinant', tex`${d}`, ['b.1']),
            mark(
              'B1ft',
              tex`Non-zero determinant, so \(\mathbf{M}\) is invertible and the planes meet at a unique point; ft their non-zero determinant`,
              tex`\text{unique point of intersection}`,
            ),
          ],
        ),
        part(
          rng.pick([
            tex`Hence, using \(\mathbf{M}^{-1}\), find the point of intersection of the three planes.`,
            tex`Hence find \(\mathbf{M}^{-1}\) and use it to find the coordinates of the point common to all three planes.`,
          ]),
          tex`(${solution.join(', ')})`,
          [
            mark(
              'M1',
              tex`Uses \(\mathbf{x} = \mathbf{M}^{-1}\mathbf{b}\) with their inverse`,
              tex`\mathbf{x} = ${inverseTex(d, adjugate3(M))}${vecTex(rhs)}`,
            ),
            mark('A1', 'Two coordinates correct', tex`(${solution.join(', ')})`, ['c.1']),
            mark('A1', 'All three coordinates correct', tex`(${solution.join(', ')})`, ['c.1']),
          ],
        ),
      ],
      notes: ['(c) The inverse may come from a calculator; solving without the inverse scores M0.'],
      facts: { M, rhs, solution, d },
    };
  },
};

type Configuration = 'sheaf' | 'prism' | 'parallel';
const CONFIG_TEXT: Record<Configuration, string> = {
  sheaf: 'The three planes meet in a common line: they form a sheaf.',
  prism: 'The planes meet in pairs in three parallel lines: they form a triangular prism, with no common point.',
  parallel: 'Two of the planes are parallel and distinct, and the third plane cuts each of them in a line: there is no common point.',
};

/** Syllabus gap: three planes whose coefficient matrix is singular for the parameter value; the student decides the configuration. */
/** The constants combined as the planes are, `2(2) - 3`: a unit multiple folded into the sign, never `+ (-3)` or `-(-4)`. */
const combination = (pairs: [number, number][]): string =>
  terms(
    pairs.map(([multiple, constant]): [number, string] =>
      Math.abs(multiple) === 1 ? [multiple * constant, ''] : [multiple, `(${constant})`],
    ),
  );

const singularPlanes: QuestionTemplate = {
  id: 'cp1.matrices.singular-planes',
  subtopicId: `${T}.systems-of-equations`,
  difficulty: 5,
  frequency: 'frequent',
  tags: ['matrices', 'planes', 'consistency', 'sheaf', 'prism', 'vectors', 'synoptic'],
  build(rng) {
    for (;;) {
      const config = rng.pick<Configuration>(['sheaf', 'prism', 'parallel']);
      const n1 = [rng.nonZero(-3, 4), rng.int(-3, 4), rng.int(-3, 4)];
      const n2 = [rng.int(-3, 4), rng.nonZero(-3, 4), rng.int(-3, 4)];
      if (cross(n1, n2).every((v) => v === 0)) continue;
      const [d1, d2] = [rng.int(-6, 9), rng.int(-6, 9)];
      const e = rng.nonZero(-4, 4);
      let n3: number[];
      let d3: number;
      let combo: string;
      let constants: string;
      if (config === 'parallel') {
        const lambda = rng.pick([-3, -2, 2, 3]);
        n3 = n1.map((v) => lambda * v);
        d3 = lambda * d1 + e;
        combo = tex`\Pi_3: \text{ left side} = ${lambda} \times \Pi_1 \text{ left side}`;
        constants = tex`${lambda} \times ${d1} = ${lambda * d1} \neq ${d3}`;
      } else {
        const [al, be] = [rng.nonZero(-2, 2), rng.nonZero(-2, 2)];
        n3 = n1.map((v, i) => al * v + be * n2[i]);
        d3 = al * d1 + be * d2 + (config === 'prism' ? e : 0);
        combo = tex`\Pi_3: \text{ left side} = ${terms([
          [al, '\\Pi_1'],
          [be, '\\Pi_2'],
        ])} \text{ left sides}`;
        constants =
          config === 'sheaf'
            ? tex`${combination([
                [al, d1],
                [be, d2],
              ])} = ${d3}`
            : tex`${combination([
                [al, d1],
                [be, d2],
              ])} = ${al * d1 + be * d2} \neq ${d3}`;
      }
      if (n3.filter((v) => v !== 0).length < 2) continue;
      const nc = cross(n1, n2);
      const choices = [0, 1, 2].filter((j) => nc[j] !== 0 && n3[j] !== 0);
      if (!choices.length) continue;
      const j = rng.pick(choices);
      const kStar = n3[j];
      const M = [n1, n2, n3];
      const { alpha, beta, detTex } = withParameter(M, 2, j);
      const consistent = config === 'sheaf';
      const reason =
        config === 'parallel'
          ? tex`\text{the normals of } \Pi_1 \text{ and } \Pi_3 \text{ are parallel}`
          : tex`\text{no two normals are parallel}`;
      return {
        title: 'Three planes with a singular coefficient matrix',
        introTex: rng.pick([
          tex`The planes \(\Pi_1\), \(\Pi_2\) and \(\Pi_3\) have equations \(${systemTex([rowTex(n1), rowTex(n2), rowWithK(n3, j)], [d1, d2, d3], ['\\Pi_1', '\\Pi_2', '\\Pi_3'])}\) where \(k\) is a constant.`,
          tex`Three planes, \(\Pi_1\), \(\Pi_2\) and \(\Pi_3\), are given by \(${systemTex([rowTex(n1), rowTex(n2), rowWithK(n3, j)], [d1, d2, d3], ['\\Pi_1', '\\Pi_2', '\\Pi_3'])}\) in which \(k\) is a real constant.`,
        ]),
        parts: [
          part(
            rng.pick([
              tex`Find the value of \(k\) for which the matrix of coefficients of the three equations is singular.`,
              tex`Find the value of \(k\) for which the three planes do not meet at a single point.`,
            ]),
            tex`k = ${kStar}`,
            [
              mark(
                'M1',
                tex`Forms the \(3 \times 3\) matrix of coefficients and attempts its determinant in terms of \(k\)`,
                tex`\det = ${detTex}`,
              ),
              mark('A1', 'Correct determinant', detTex, ['a.1']),
              mark('A1', tex`Correct value of \(k\)`, tex`k = ${kStar}`, ['a.1']),
            ],
          ),
          part(
            tex`For this value of \(k\), determine whether the three equations are consistent. You must show your working.`,
            tex`${consistent ? '\\text{consistent}' : '\\text{inconsistent}'}: ${constants}`,
            [
              mark(
                'M1',
                'Expresses the left side of one equation as a combination of the others, or eliminates one variable from two pairs of equations',
                combo,
              ),
              mark('dM1', 'Compares the constants on the right sides, dependent on the M1', constants, ['b.1']),
              mark('A1', 'Correct conclusion', consistent ? tex`\text{consistent}` : tex`\text{inconsistent}`, ['b.1', 'b.2']),
            ],
          ),
          part(
            tex`Using your answer to part (b), interpret the system geometrically, describing the configuration of the three planes.`,
            tex`\text{${CONFIG_TEXT[config]}}`,
            [
              mark(
                'B1ft',
                'Geometric interpretation consistent with their conclusion in (b): sheaf, prism, or two parallel planes cut by the third',
                tex`\text{${config === 'sheaf' ? 'sheaf: a common line' : config === 'prism' ? 'triangular prism' : 'two parallel planes, each cut by the third'}}`,
              ),
              mark('B1', 'A correct reason for the configuration from the normal vectors', reason),
            ],
          ),
        ],
        notes: [
          '(b) Eliminating one variable from two different pairs of equations and comparing the resulting equations is an equally good method.',
          '(c) B1ft: a sheaf needs "consistent" in (b); a prism or parallel planes need "inconsistent". The second B1 distinguishes a prism (no two planes parallel) from the case with parallel planes.',
        ],
        facts: { config, M, rhs: [d1, d2, d3], j, kStar, alpha, beta },
      };
    }
  },
};

/** Synoptic: matrices (singular parameter, inverse) with vectors (angle between planes). */
const planesAngle: QuestionTemplate = {
  id: 'cp1.matrices.planes-point-and-angle',
  subtopicId: `${T}.systems-of-equations`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['matrices', 'planes', 'vectors', 'angle between planes', 'synoptic'],
  build(rng) {
    for (;;) {
      const M = randomMatrix(3, () => rng.int(-3, 4));
      const j = rng.int(0, 2);
      const { alpha, beta, detTex } = withParameter(M, 2, j);
      if (alpha === 0 || M[0].every((v) => v === 0) || M[1].every((v) => v === 0)) continue;
      const k0 = rng.nonZero(-3, 4);
      const Mk = withEntry(M, 2, j, k0);
      const d = det3(Mk);
      if (d === 0 || Math.abs(d) > 30) continue;
      const [n1, n2] = [M[0], M[1]];
      const cosine = Math.abs(dot(n1, n2)) / (norm(n1) * norm(n2));
      if (dot(n1, n2) === 0 || cosine > 0.999) continue;
      const angle = (Math.acos(cosine) * 180) / Math.PI;
      const sol = [rng.int(-3, 4), rng.int(-3, 4), rng.int(-3, 4)];
      const rhs = matVec(Mk, sol);
      const kStar = frac(-beta, alpha);
      return {
        title: 'Three planes: a parameter, a point of intersection and an angle',
        introTex: rng.pick([
          tex`The planes \(\Pi_1\), \(\Pi_2\) and \(\Pi_3\) have equations \(${systemTex([rowTex(M[0]), rowTex(M[1]), rowWithK(M[2], j)], rhs, ['\\Pi_1', '\\Pi_2', '\\Pi_3'])}\) where \(k\) is a constant.`,
          tex`Three planes, \(\Pi_1\), \(\Pi_2\) and \(\Pi_3\), are given by \(${systemTex([rowTex(M[0]), rowTex(M[1]), rowWithK(M[2], j)], rhs, ['\\Pi_1', '\\Pi_2', '\\Pi_3'])}\) in which \(k\) is a real constant.`,
        ]),
        parts: [
          part(tex`Find the value of \(k\) for which the planes do not meet at a unique point.`, tex`k = ${fracTex(kStar)}`, [
            mark('M1', tex`Determinant of the coefficient matrix in terms of \(k\)`, tex`${detTex}`),
            mark('A1', 'Correct determinant', detTex, ['a.1']),
            mark('A1', tex`Correct \(k\)`, tex`k = ${fracTex(kStar)}`, ['a.1']),
          ]),
          part(
            tex`Given that \(k = ${k0}\), explain, with reference to your answer to part (a), why the planes meet at a single point, and use a matrix method to find this point.`,
            tex`(${sol.join(', ')})`,
            [
              mark('B1ft', tex`Their determinant is non-zero at this \(k\), so the matrix is invertible`, tex`\det = ${d} \neq 0`),
              mark(
                'M1',
                tex`Uses the inverse of the coefficient matrix (with \(k\) substituted) on the right-hand sides`,
                tex`${inverseTex(d, adjugate3(Mk))}${vecTex(rhs)}`,
              ),
              mark('A1', 'Correct point', tex`(${sol.join(', ')})`, ['b.2']),
            ],
          ),
          part(
            rng.pick([
              tex`Find the acute angle between \(\Pi_1\) and \(\Pi_2\), giving your answer in degrees to one decimal place.`,
              tex`Find, in degrees to one decimal place, the acute angle between the planes \(\Pi_1\) and \(\Pi_2\).`,
            ]),
            tex`${dp(angle, 1)}^{\circ}`,
            [
              mark(
                'M1',
                'Uses the scalar product of the normal vectors',
                tex`\cos\theta = \frac{|${dot(n1, n2)}|}{\sqrt{${dot(n1, n1)}}\sqrt{${dot(n2, n2)}}}`,
              ),
              mark('A1', 'Correct acute angle, awrt', tex`${dp(angle, 1)}^{\circ}`, ['c.1']),
            ],
          ),
        ],
        notes: [
          tex`(a) Accept the value of \(k\) from setting their determinant to zero.`,
          '(b) A calculator inverse is acceptable when the matrix is seen.',
          '(c) An obtuse angle must be converted: ' + dp(180 - angle, 1) + ' alone scores M1 A0.',
        ],
        facts: { M, j, alpha, beta, kStar: value(kStar), k0, Mk, rhs, sol, angle: Number(dp(angle, 1)) },
      };
    }
  },
};

export const cp1MatrixTemplates = [
  introduction,
  multiplication,
  determinants,
  inverse,
  systems,
  singularPlanes,
  planesAngle,
  ...cp1MatrixAlgebraDeterminantInverseTemplates,
];
