/**
 * Core Pure 1 matrix templates beyond cp1-matrices.ts: equal matrices, products with unknowns, determinant rules and inverses.
 * Spread into cp1MatrixTemplates.
 */
import { frac, value } from '../../math/rational.js';
import { adjugate3, det2, det3, matMul, minors3, randomMatrix, type Matrix } from '../../math/matrix.js';
import { fracTex, matTex, quotientTex, terms, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import {
  adjugate2,
  adjugateOverTex,
  determinantInKPart,
  inverse2Tex,
  inverseTex,
  invertible3,
  withEntry,
  withParameter,
} from './cp1-matrix-helpers.js';

const T = 'cp1-matrices';

function nonSingular2(rng: Rng, lo = -4, hi = 5): Matrix {
  for (;;) {
    const m = randomMatrix(2, () => rng.int(lo, hi));
    if (det2(m) !== 0) return m;
  }
}

const equalMatrices: QuestionTemplate = {
  id: 'cp1.matrices.equal-matrices',
  subtopicId: `${T}.introduction`,
  difficulty: 2,
  frequency: 'occasional',
  tags: ['matrices', 'equal matrices', 'scalar multiplication'],
  build(rng) {
    const [a, b] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const [u1, u2, v1, v2] = [rng.nonZero(-4, 6), rng.nonZero(-4, 6), rng.nonZero(-4, 6), rng.nonZero(-4, 6)];
    const [p, q] = [rng.int(2, 4), rng.pick([-3, -2, 2, 3])];
    const A = [
      [a, u1],
      [u2, b],
    ];
    const B = [
      [v1, b],
      [a, v2],
    ];
    const C = A.map((row, i) => row.map((x, j) => p * x + q * B[i][j]));
    const AminusB = A.map((row, i) => row.map((x, j) => x - B[i][j]));
    const X = A.map((row, i) => row.map((x, j) => frac(x + B[i][j], 2)));
    return {
      title: 'Equal matrices with unknown entries',
      introTex: tex`${rng.pick(['', 'Two matrices are defined in terms of the unknown constants \\(a\\) and \\(b\\). '])}\(\mathbf{A} = ${matTex(
        [
          ['a', u1],
          [u2, 'b'],
        ],
      )}\) and \(\mathbf{B} = ${matTex([
        [v1, 'b'],
        ['a', v2],
      ])}\), where \(a\) and \(b\) are constants. Given that \(${p}\mathbf{A} ${q < 0 ? '-' : '+'} ${Math.abs(q)}\mathbf{B} = ${matTex(C)}\),`,
      parts: [
        part(tex`find the values of \(a\) and \(b\).`, tex`a = ${a}, \; b = ${b}`, [
          mark(
            'M1',
            'Forms the combination and equates corresponding elements',
            tex`${terms([
              [p, 'a'],
              [q * v1, ''],
            ])} = ${C[0][0]}, \; ${terms([
              [p * u1, ''],
              [q, 'b'],
            ])} = ${C[0][1]}`,
          ),
          mark('A1', 'One correct value', tex`a = ${a}`, ['a.1']),
          mark('A1', 'Both correct, consistent with all four elements', tex`a = ${a}, \; b = ${b}`, ['a.1']),
        ]),
        part(tex`Using your values of \(a\) and \(b\), find \(\mathbf{A} - \mathbf{B}\).`, matTex(AminusB), [
          mark('M1', 'Substitutes their values and subtracts element by element', tex`${matTex(A)} - ${matTex(B)}`),
          mark('A1ft', tex`Correct matrix, ft their \(a\) and \(b\)`, matTex(AminusB), ['b.1']),
        ]),
        part(
          rng.pick([
            tex`Find the matrix \(\mathbf{X}\) such that \(2\mathbf{X} - \mathbf{A} = \mathbf{B}\).`,
            tex`Given that \(2\mathbf{X} - \mathbf{A} = \mathbf{B}\), find the matrix \(\mathbf{X}\).`,
          ]),
          matTex(X),
          [
            mark(
              'M1',
              tex`Rearranges to \(\mathbf{X} = \frac{1}{2}(\mathbf{A} + \mathbf{B})\) and uses their matrices`,
              tex`\mathbf{X} = \frac{1}{2}(\mathbf{A} + \mathbf{B})`,
            ),
            mark('A1ft', tex`Correct matrix, ft their \(a\) and \(b\)`, matTex(X), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) The values can be found from the leading diagonal of the first row; the other elements check them.',
        tex`(b), (c) A1ft: follow through their values of \(a\) and \(b\).`,
      ],
      facts: { a, b, u1, u2, v1, v2, p, q, C, AminusB, X: X.map((r) => r.map(value)) },
    };
  },
};

const entryFormula: QuestionTemplate = {
  id: 'cp1.matrices.entry-formula',
  subtopicId: `${T}.introduction`,
  difficulty: 3,
  frequency: 'rare',
  tags: ['matrices', 'matrix notation', 'symmetric matrix'],
  build(rng) {
    const [p, q] = rng.sample([-3, -2, -1, 1, 2, 3], 2);
    const r = rng.int(-4, 4);
    const idx = [1, 2, 3];
    const A = idx.map((i) => idx.map((j) => p * i + q * j + r));
    const B = idx.map((i) => idx.map((j) => A[j - 1][i - 1]));
    const sum = A.map((row, i) => row.map((v, j) => v + B[i][j]));
    const diff = A.map((row, i) => row.map((v, j) => v - B[i][j]));
    const S = sum.map((row) => row.map((v) => frac(v, 2)));
    const K = diff.map((row) => row.map((v) => frac(v, 2)));
    return {
      title: 'A matrix defined by a formula for its elements',
      introTex: tex`${rng.pick(['', 'A matrix may be described by a rule that gives each of its elements. '])}The \(3 \times 3\) matrix \(\mathbf{A}\) has elements \(a_{ij} = ${terms(
        [
          [p, 'i'],
          [q, 'j'],
          [r, ''],
        ],
      )}\), where \(a_{ij}\) is the element in row \(i\) and column \(j\). The matrix \(\mathbf{B}\) has elements \(b_{ij} = a_{ji}\).`,
      parts: [
        part(rng.pick([tex`Find the matrix \(\mathbf{A}\).`, tex`Write out the matrix \(\mathbf{A}\) in full.`]), matTex(A), [
          mark(
            'M1',
            'Substitutes row and column numbers correctly, at least one row correct',
            tex`a_{12} = ${A[0][1]}, \; a_{21} = ${A[1][0]}`,
          ),
          mark('A1', 'Correct matrix', matTex(A), ['a.1']),
        ]),
        part(tex`Find \(\mathbf{A} + \mathbf{B}\) and \(\mathbf{A} - \mathbf{B}\).`, tex`${matTex(sum)}, \; ${matTex(diff)}`, [
          mark('M1', tex`Forms \(\mathbf{B}\) by reflecting \(\mathbf{A}\) in its leading diagonal, then adds and subtracts`, matTex(B)),
          mark('A1', tex`Correct \(\mathbf{A} + \mathbf{B}\)`, matTex(sum), ['b.1']),
          mark('A1', tex`Correct \(\mathbf{A} - \mathbf{B}\)`, matTex(diff), ['b.1']),
        ]),
        part(
          tex`Hence find a matrix \(\mathbf{S}\) with \(s_{ij} = s_{ji}\) and a matrix \(\mathbf{K}\) with \(k_{ij} = -k_{ji}\), for all \(i\) and \(j\), such that \(\mathbf{A} = \mathbf{S} + \mathbf{K}\).`,
          tex`\mathbf{S} = ${matTex(S)}, \; \mathbf{K} = ${matTex(K)}`,
          [
            mark(
              'M1',
              tex`Uses \(\mathbf{S} = \frac{1}{2}(\mathbf{A} + \mathbf{B})\) and \(\mathbf{K} = \frac{1}{2}(\mathbf{A} - \mathbf{B})\) with their matrices from (b)`,
              tex`\mathbf{S} = \frac{1}{2}(\mathbf{A} + \mathbf{B}), \; \mathbf{K} = \frac{1}{2}(\mathbf{A} - \mathbf{B})`,
            ),
            mark('A1ft', 'Both matrices correct, ft their (b)', tex`\mathbf{S} = ${matTex(S)}, \; \mathbf{K} = ${matTex(K)}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(c) The leading diagonal of \(\mathbf{K}\) must be zero; A1ft needs \(\mathbf{S}\) symmetric and \(\mathbf{K}\) with \(k_{ij} = -k_{ji}\).`,
      ],
      facts: { p, q, r, A, sum, diff, S: S.map((row) => row.map(value)), K: K.map((row) => row.map(value)) },
    };
  },
};

const productUnknowns: QuestionTemplate = {
  id: 'cp1.matrices.product-unknowns',
  subtopicId: `${T}.multiplication`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['matrices', 'matrix multiplication', 'non-commutative'],
  build(rng) {
    for (;;) {
      const [a1, a3, a4, b1, b2, b4] = Array.from({ length: 6 }, () => rng.nonZero(-4, 5));
      const [k, m] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
      const A = [
        [a1, k],
        [a3, a4],
      ];
      const B = [
        [b1, b2],
        [m, b4],
      ];
      const AB = matMul(A, B);
      const BA = matMul(B, A);
      if (AB.every((row, i) => row.every((v, j) => v === BA[i][j]))) continue;
      const symbolic = [
        [
          terms([
            [1, 'km'],
            [a1 * b1, ''],
          ]),
          terms([
            [b4, 'k'],
            [a1 * b2, ''],
          ]),
        ],
        [
          terms([
            [a4, 'm'],
            [a3 * b1, ''],
          ]),
          String(a3 * b2 + a4 * b4),
        ],
      ];
      return {
        title: 'A matrix product with unknown entries',
        introTex: tex`${rng.pick(['', 'Two \\(2 \\times 2\\) matrices each contain one unknown entry. '])}\(\mathbf{A} = ${matTex([
          [a1, 'k'],
          [a3, a4],
        ])}\) and \(\mathbf{B} = ${matTex([
          [b1, b2],
          ['m', b4],
        ])}\), where \(k\) and \(m\) are constants.`,
        parts: [
          part(
            rng.pick([
              tex`Find \(\mathbf{AB}\) in terms of \(k\) and \(m\).`,
              tex`Find the product \(\mathbf{AB}\), giving its elements in terms of \(k\) and \(m\).`,
            ]),
            matTex(symbolic),
            [
              mark(
                'M1',
                tex`Multiplies rows of \(\mathbf{A}\) by columns of \(\mathbf{B}\)`,
                tex`\begin{pmatrix} (${a1})(${b1}) + km & \dots \end{pmatrix}`,
              ),
              mark('A1', 'Correct matrix', matTex(symbolic), ['a.1']),
            ],
          ),
          part(
            tex`Given that \(\mathbf{AB} = ${matTex(AB)}\), use your answer to part (a) to find the values of \(k\) and \(m\).`,
            tex`k = ${k}, \; m = ${m}`,
            [
              mark(
                'M1',
                'Equates elements that each contain one unknown and solves',
                tex`${symbolic[0][1]} = ${AB[0][1]}, \; ${symbolic[1][0]} = ${AB[1][0]}`,
              ),
              mark('A1', tex`Correct \(k\)`, tex`k = ${k}`, ['b.1']),
              mark('A1', tex`Correct \(m\)`, tex`m = ${m}`, ['b.1']),
            ],
          ),
          part(
            tex`Using your values of \(k\) and \(m\), find \(\mathbf{BA}\), and hence show that \(\mathbf{AB} \neq \mathbf{BA}\).`,
            tex`\mathbf{BA} = ${matTex(BA)} \neq \mathbf{AB}`,
            [
              mark('M1', tex`Multiplies \(\mathbf{B}\) by \(\mathbf{A}\) in that order with their values`, tex`${matTex(B)}${matTex(A)}`),
              mark('A1', 'Correct BA with a comparison', tex`${matTex(BA)} \neq ${matTex(AB)}`, ['c.1']),
            ],
          ),
        ],
        notes: [
          '(b) The top-left element gives km and checks the values.',
          '(c) A1 needs BA correct and a statement comparing it with AB.',
        ],
        facts: { A, B, AB, BA, k, m },
      };
    }
  },
};

const matrixPolynomial: QuestionTemplate = {
  id: 'cp1.matrices.matrix-polynomial',
  subtopicId: `${T}.multiplication`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['matrices', 'matrix multiplication', 'powers of a matrix'],
  build(rng) {
    for (;;) {
      const A = randomMatrix(2, () => rng.int(-4, 5));
      const [t, d] = [A[0][0] + A[1][1], det2(A)];
      if (t === 0 || d === 0 || A[0][1] === 0 || A[1][0] === 0) continue;
      const A2 = matMul(A, A);
      const A3 = matMul(A2, A);
      const [p, q] = [t, -d];
      const [r, s] = [p * p + q, p * q];
      return {
        title: 'A matrix satisfying a quadratic equation',
        introTex: rng.pick([
          tex`\(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{I}\) is the \(2 \times 2\) identity matrix.`,
          tex`The matrix \(\mathbf{A} = ${matTex(A)}\), and \(\mathbf{I}\) denotes the \(2 \times 2\) identity matrix. In this question you must show all stages of your working.`,
        ]),
        parts: [
          part(tex`Find \(\mathbf{A}^{2}\).`, matTex(A2), [
            mark('M1', 'Multiplies A by itself', tex`${matTex(A)}${matTex(A)}`),
            mark('A1', 'Correct matrix', matTex(A2), ['a.1']),
          ]),
          part(
            tex`Show that \(\mathbf{A}^{2} = p\mathbf{A} + q\mathbf{I}\), stating the values of the constants \(p\) and \(q\).`,
            tex`p = ${p}, \; q = ${q}`,
            [
              mark(
                'M1',
                tex`Equates elements of their \(\mathbf{A}^{2}\) with \(p\mathbf{A} + q\mathbf{I}\) to form equations in \(p\) and \(q\)`,
                tex`${A2[0][1]} = ${terms([[A[0][1], 'p']])}`,
              ),
              mark('A1', tex`Correct \(p\)`, tex`p = ${p}`, ['b.1']),
              mark('A1', tex`Correct \(q\), checked in a second element`, tex`q = ${q}`, ['b.1']),
            ],
          ),
          part(
            tex`Hence express \(\mathbf{A}^{3}\) in the form \(r\mathbf{A} + s\mathbf{I}\), where \(r\) and \(s\) are constants.`,
            tex`\mathbf{A}^{3} = ${terms([
              [r, '\\mathbf{A}'],
              [s, '\\mathbf{I}'],
            ])}`,
            [
              mark(
                'M1',
                tex`Multiplies their result from (b) by \(\mathbf{A}\) and substitutes for \(\mathbf{A}^{2}\) again`,
                tex`\mathbf{A}^{3} = ${terms([
                  [p, '\\mathbf{A}^{2}'],
                  [q, '\\mathbf{A}'],
                ])} = ${p === 1 ? '' : p === -1 ? '-' : p}(${terms([
                  [p, '\\mathbf{A}'],
                  [q, '\\mathbf{I}'],
                ])}) ${q < 0 ? '-' : '+'} ${terms([[Math.abs(q), '\\mathbf{A}']])}`,
              ),
              mark('A1ft', tex`Correct \(r\) and \(s\), ft their \(p\) and \(q\)`, tex`r = ${r}, \; s = ${s}`, ['c.1']),
            ],
          ),
          part(
            rng.pick([
              tex`Using your answer to part (c), find \(\mathbf{A}^{3}\).`,
              tex`Using your answer to part (c), write \(\mathbf{A}^{3}\) as a single matrix.`,
            ]),
            matTex(A3),
            [mark('B1ft', tex`Correct matrix, ft their \(r\) and \(s\)`, matTex(A3))],
          ),
        ],
        notes: [
          tex`(b) \(p\) is the sum of the leading diagonal and \(q\) is minus the determinant: accept this reasoning if stated.`,
          tex`(d) B1ft: their \(r\mathbf{A} + s\mathbf{I}\) evaluated; direct multiplication scores B1 only if correct.`,
        ],
        facts: { A, A2, A3, p, q, r, s },
      };
    }
  },
};

const quadraticDeterminant: QuestionTemplate = {
  id: 'cp1.matrices.quadratic-determinant',
  subtopicId: `${T}.determinants`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['matrices', 'determinant', 'singular matrix', 'quadratic'],
  build(rng) {
    for (;;) {
      const [r1, r2] = rng.sample([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6], 2).sort((x, y) => x - y);
      const a = rng.nonZero(-4, 4);
      const d = -(r1 + r2) - a;
      const bc = a * d - r1 * r2;
      if (bc === 0 || d === 0) continue;
      const divisors = Array.from({ length: 2 * Math.abs(bc) }, (_, i) => i - Math.abs(bc) + (i >= Math.abs(bc) ? 1 : 0)).filter(
        (x) => x !== 0 && bc % x === 0 && Math.abs(x) <= 6 && Math.abs(bc / x) <= 8,
      );
      if (!divisors.length) continue;
      const b = rng.pick(divisors);
      const c = bc / b;
      const k0 = rng.int(-6, 7);
      const other = r1 + r2 - k0;
      if (k0 === r1 || k0 === r2 || other === k0) continue;
      const D0 = (k0 - r1) * (k0 - r2);
      const detTex = terms([
        [1, 'k^{2}'],
        [a + d, 'k'],
        [a * d - b * c, ''],
      ]);
      const [lo, hi] = [Math.min(k0, other), Math.max(k0, other)];
      return {
        title: 'A 2 x 2 determinant that is quadratic in a parameter',
        introTex: tex`${rng.pick(['', 'The entries of a \\(2 \\times 2\\) matrix depend on a real parameter \\(k\\). '])}\(\mathbf{M} = ${matTex(
          [
            [
              terms([
                [1, 'k'],
                [a, ''],
              ]),
              b,
            ],
            [
              c,
              terms([
                [1, 'k'],
                [d, ''],
              ]),
            ],
          ],
        )}\), where \(k\) is a constant.`,
        parts: [
          part(tex`Find \(\det\mathbf{M}\) in terms of \(k\), simplifying your answer.`, detTex, [
            mark(
              'M1',
              tex`Uses \(ad - bc\) with the expressions in \(k\)`,
              tex`(${terms([
                [1, 'k'],
                [a, ''],
              ])})(${terms([
                [1, 'k'],
                [d, ''],
              ])}) - (${b})(${c})`,
            ),
            mark('A1', 'Correct simplified quadratic', detTex, ['a.1']),
          ]),
          part(
            rng.pick([
              tex`Find the values of \(k\) for which \(\mathbf{M}\) is singular.`,
              tex`Find the values of \(k\) for which \(\mathbf{M}\) has no inverse.`,
            ]),
            tex`k = ${r1}, \; k = ${r2}`,
            [
              mark('M1', 'Sets their determinant equal to zero and solves the quadratic', tex`${detTex} = 0`),
              mark('A1', 'Both values', tex`k = ${r1}, \; k = ${r2}`, ['b.1']),
            ],
          ),
          part(
            tex`Using your answer to part (a), find the values of \(k\) for which \(\det\mathbf{M} = ${D0}\).`,
            tex`k = ${lo}, \; k = ${hi}`,
            [
              mark(
                'M1',
                'Sets their determinant equal to the given value and rearranges to a quadratic equal to zero',
                tex`${terms([
                  [1, 'k^{2}'],
                  [a + d, 'k'],
                  [a * d - b * c - D0, ''],
                ])} = 0`,
              ),
              mark('dM1', 'Solves their quadratic, dependent on the M1', tex`k = ${lo}, \; k = ${hi}`, ['c.1']),
              mark('A1', 'Both values correct', tex`k = ${lo}, \; k = ${hi}`, ['c.1', 'c.2']),
            ],
          ),
        ],
        notes: [
          '(b) M1 needs a correct method for solving their quadratic.',
          '(c) A quadratic left equal to the given value, not zero, scores M0.',
        ],
        facts: { a, b, c, d, r1, r2, D0, roots: [lo, hi] },
      };
    }
  },
};

const determinantRules: QuestionTemplate = {
  id: 'cp1.matrices.determinant-properties',
  subtopicId: `${T}.determinants`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['matrices', 'determinant', 'properties of determinants'],
  build(rng) {
    const B = invertible3(rng, -3, 5);
    const dB = det3(B);
    const dA = rng.pick([-5, -4, -3, -2, 2, 3, 4, 5]);
    const X = dA * dB;
    const s = rng.pick([-3, -2, 2, 3]);
    const scaled = s ** 3 * dA;
    return {
      title: 'Using the properties of determinants',
      introTex: rng.pick([
        tex`The matrix \(\mathbf{B} = ${matTex(B)}\), and \(\mathbf{A}\) is a \(3 \times 3\) matrix such that \(\det(\mathbf{AB}) = ${X}\).`,
        tex`The transformation \(T\) of three-dimensional space is represented by \(\mathbf{AB}\), where \(\mathbf{B} = ${matTex(B)}\) and \(\mathbf{A}\) is a \(3 \times 3\) matrix. \(T\) multiplies volumes by \(${Math.abs(X)}\)${X < 0 ? ' and reverses orientation' : ' and preserves orientation'}, so that \(\det(\mathbf{AB}) = ${X}\).`,
      ]),
      parts: [
        part(tex`Find \(\det\mathbf{B}\), and hence find \(\det\mathbf{A}\).`, tex`\det\mathbf{B} = ${dB}, \; \det\mathbf{A} = ${dA}`, [
          mark(
            'M1',
            tex`Correct method for a \(3 \times 3\) determinant`,
            tex`${B[0][0]}(${det2([
              [B[1][1], B[1][2]],
              [B[2][1], B[2][2]],
            ])}) - (${B[0][1]})(${det2([
              [B[1][0], B[1][2]],
              [B[2][0], B[2][2]],
            ])}) + \dots`,
          ),
          mark('A1', 'Correct value', String(dB), ['a.1']),
          mark(
            'M1',
            tex`Uses \(\det(\mathbf{AB}) = \det\mathbf{A}\det\mathbf{B}\) with their \(\det\mathbf{B}\)`,
            tex`\det\mathbf{A} = ${quotientTex(X, dB)}`,
          ),
          mark('A1ft', tex`Correct value, ft their \(\det\mathbf{B}\)`, String(dA), ['a.3']),
        ]),
        part(
          rng.pick([
            tex`Find \(\det(${s}\mathbf{A})\) and \(\det\left((\mathbf{AB})^{-1}\right)\).`,
            tex`Write down \(\det\left((\mathbf{AB})^{-1}\right)\), and find \(\det(${s}\mathbf{A})\).`,
          ]),
          tex`\det(${s}\mathbf{A}) = ${scaled}, \; \det\left((\mathbf{AB})^{-1}\right) = ${fracTex(frac(1, X))}`,
          [
            mark('M1', tex`Uses the cube of the scalar for a \(3 \times 3\) matrix`, tex`(${s})^{3} \times ${dA < 0 ? `(${dA})` : dA}`),
            mark('A1ft', tex`Correct value, ft their \(\det\mathbf{A}\)`, String(scaled), ['b.1']),
            mark('B1', tex`Reciprocal of \(\det(\mathbf{AB})\)`, fracTex(frac(1, X))),
          ],
        ),
      ],
      notes: [
        '(a) Second A1ft and (b) A1ft: follow through their previous determinant.',
        '(b) Multiplying the determinant by the scalar only, not its cube, scores M0.',
      ],
      facts: { B, dB, dA, X, s, scaled },
    };
  },
};

const inverseOfProduct: QuestionTemplate = {
  id: 'cp1.matrices.inverse-of-product',
  subtopicId: `${T}.inverting-2x2-and-3x3`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['matrices', 'inverse matrix', 'inverse of a product'],
  build(rng) {
    for (;;) {
      const [A, B] = [nonSingular2(rng), nonSingular2(rng)];
      const AB = matMul(A, B);
      const dAB = det2(AB);
      if (Math.abs(dAB) > 60) continue;
      const X = randomMatrix(2, () => rng.int(-3, 3));
      if (X.flat().every((v) => v === 0)) continue;
      const C = matMul(AB, X);
      return {
        title: 'The inverse of a product of matrices',
        introTex: rng.pick([
          tex`\(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\).`,
          tex`The non-singular matrices \(\mathbf{A}\) and \(\mathbf{B}\) are given by \(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{B} = ${matTex(B)}\).`,
        ]),
        parts: [
          part(
            tex`Find \(\mathbf{A}^{-1}\) and \(\mathbf{B}^{-1}\).`,
            tex`\mathbf{A}^{-1} = ${inverse2Tex(A)}, \; \mathbf{B}^{-1} = ${inverse2Tex(B)}`,
            [
              mark('M1', tex`Correct method for the inverse of a \(2 \times 2\) matrix`, adjugateOverTex(det2(A), adjugate2(A))),
              mark('A1', tex`Correct inverse of \(\mathbf{A}\)`, inverse2Tex(A), ['a.1']),
              mark('A1', tex`Correct inverse of \(\mathbf{B}\)`, inverse2Tex(B), ['a.1']),
            ],
          ),
          part(
            rng.pick([
              tex`Hence find \((\mathbf{AB})^{-1}\).`,
              tex`Hence, without multiplying out \(\mathbf{AB}\) first, find \((\mathbf{AB})^{-1}\).`,
            ]),
            inverse2Tex(AB),
            [
              mark(
                'M1',
                tex`Uses the product of their inverses in the order \(\mathbf{B}^{-1}\mathbf{A}^{-1}\)`,
                tex`\mathbf{B}^{-1}\mathbf{A}^{-1}`,
              ),
              mark('A1ft', 'Correct matrix, ft their inverses', inverse2Tex(AB), ['b.1']),
            ],
          ),
          part(
            tex`The matrix \(\mathbf{X}\) satisfies \(\mathbf{ABX} = ${matTex(C)}\). Using your answer to part (b), find \(\mathbf{X}\).`,
            matTex(X),
            [
              mark('M1', 'Pre-multiplies by their inverse of AB', tex`\mathbf{X} = (\mathbf{AB})^{-1}${matTex(C)}`),
              mark('A1ft', 'Correct matrix, ft their (b)', matTex(X), ['c.1']),
            ],
          ),
        ],
        notes: [
          tex`(b) Using \(\mathbf{A}^{-1}\mathbf{B}^{-1}\) (wrong order) scores M0.`,
          '(c) Post-multiplying by the inverse scores M0.',
        ],
        facts: { A, B, AB, X, C },
      };
    }
  },
};

const inverseWithParameter: QuestionTemplate = {
  id: 'cp1.matrices.inverse-with-parameter',
  subtopicId: `${T}.inverting-2x2-and-3x3`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['matrices', 'inverse matrix', 'determinant', 'parameter'],
  build(rng) {
    for (;;) {
      const M = randomMatrix(3, () => rng.int(-3, 4));
      const [i, j] = [rng.int(0, 2), rng.int(0, 2)];
      const { alpha, beta, display, detTex } = withParameter(M, i, j);
      if (alpha === 0) continue;
      const k0 = rng.nonZero(-3, 4);
      const d = alpha * k0 + beta;
      if (d === 0 || Math.abs(d) > 15) continue;
      const Mk = withEntry(M, i, j, k0);
      const adj = adjugate3(Mk);
      const kStar = frac(-beta, alpha);
      return {
        title: 'Inverting a 3 x 3 matrix with a parameter',
        introTex: rng.pick([
          tex`\(\mathbf{M} = ${matTex(display)}\), where \(k\) is a constant.`,
          tex`The matrix \(\mathbf{M}\) is given by \(\mathbf{M} = ${matTex(display)}\), where \(k\) is a real constant.`,
        ]),
        parts: [
          determinantInKPart(display, detTex),
          part(tex`Hence state the value of \(k\) for which \(\mathbf{M}^{-1}\) does not exist.`, tex`k = ${fracTex(kStar)}`, [
            mark('B1ft', 'Value making their determinant zero', tex`k = ${fracTex(kStar)}`),
          ]),
          part(
            rng.pick([
              tex`Given that \(k = ${k0}\), find \(\mathbf{M}^{-1}\).`,
              tex`In the case \(k = ${k0}\), find the inverse of \(\mathbf{M}\).`,
            ]),
            inverseTex(d, adj),
            [
              mark('M1', tex`Attempts the matrix of minors or cofactors with \(k\) substituted`, matTex(minors3(Mk))),
              mark('M1', 'Applies the cofactor signs and transposes', matTex(adj)),
              mark('A1', 'Correct adjugate matrix', matTex(adj), ['c.1', 'c.2']),
              mark('A1ft', tex`Correct inverse, dividing by their determinant with \(k\) substituted`, inverseTex(d, adj), ['c.1', 'c.2']),
            ],
          ),
        ],
        notes: [
          tex`(c) A1ft: their adjugate divided by their value of the determinant at this \(k\).`,
          'Calculator inverse with no working scores M0 M0 A0 A0 in (c).',
        ],
        facts: { M, i, j, alpha, beta, kStar: value(kStar), k0, d, adj },
      };
    }
  },
};

export const cp1MatrixAlgebraDeterminantInverseTemplates: QuestionTemplate[] = [
  equalMatrices,
  entryFormula,
  productUnknowns,
  matrixPolynomial,
  quadraticDeterminant,
  determinantRules,
  inverseOfProduct,
  inverseWithParameter,
];
