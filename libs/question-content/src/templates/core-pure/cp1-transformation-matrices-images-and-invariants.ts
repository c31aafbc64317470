/**
 * Core Pure 1 linear-transformation templates beyond cp1-linear-transformations.ts: matrices found from images, exact rotations and
 * reflections, images and pre-images, orders of composition, 3D and invariant points and lines. Spread into cp1TransformationTemplates.
 */
import { frac, gcd, value } from '../../math/rational.js';
import { cosTex, sinTex } from '../../math/angles.js';
import { det2, det3, integerEigenMatrix, matMul, matVec, randomMatrix, type Matrix } from '../../math/matrix.js';
import { dp, fracTex, matTex, piTex, terms, tex, vecTex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { cross, dot, norm, primitive } from '../../math/vector.js';
import {
  adjugate2,
  adjugateOverTex,
  axisRotation,
  cosSurd,
  determinantInKPart,
  inverse2Tex,
  sinSurd,
  surdCombo,
  surdToTex,
  surdValue,
  withEntry,
  withParameter,
} from './cp1-matrix-helpers.js';

const T = 'cp1-linear-transformations';
const point = (p: (number | string)[]) => `(${p.join(', ')})`;
const fracPoint = (p: number[][]) => `\\left(${p.map(([n, d]) => fracTex(frac(n, d))).join(', ')}\\right)`;
const neg = (s: string) => (s === '0' ? '0' : s.startsWith('-') ? s.slice(1) : `-${s}`);
const sameMatrix = (a: Matrix, b: Matrix) => a.every((row, i) => row.every((v, j) => v === b[i][j]));
const isIdentity2 = (m: Matrix) =>
  sameMatrix(m, [
    [1, 0],
    [0, 1],
  ]);

function nonSingular2(rng: Rng, lo = -3, hi = 4, maxDet = 8): Matrix {
  for (;;) {
    const m = randomMatrix(2, () => rng.int(lo, hi));
    const d = Math.abs(det2(m));
    if (d !== 0 && d <= maxDet && !isIdentity2(m)) return m;
  }
}

const matrixFromImages: QuestionTemplate = {
  id: 'cp1.transformations.matrix-from-images',
  subtopicId: `${T}.linear-transformations-in-2d`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['linear transformations', 'finding a matrix', 'area scale factor'],
  build(rng) {
    for (;;) {
      const M = nonSingular2(rng);
      const P = nonSingular2(rng, -3, 4, 3); // columns are the points P1 and P2
      const Q = matMul(M, P);
      const [P1, P2, Q1, Q2] = [
        [P[0][0], P[1][0]],
        [P[0][1], P[1][1]],
        [Q[0][0], Q[1][0]],
        [Q[0][1], Q[1][1]],
      ];
      const s = rng.nonZero(-3, 3);
      const [u, v] = matVec(M, [1, s]);
      if (u === 0 || v === 0) continue;
      const area = frac(Math.abs(det2(P) * det2(M)), 2);
      const slope = frac(v, u);
      return {
        title: 'Finding the matrix of a linear transformation from two images',
        introTex: rng.pick([
          tex`The linear transformation \(T\) of the plane maps the point \(P_1${point(P1)}\) to \(Q_1${point(Q1)}\) and the point \(P_2${point(P2)}\) to \(Q_2${point(Q2)}\).`,
          tex`A linear transformation \(T\) of the plane is known only by its effect on two points: \(T\) maps \(P_1${point(P1)}\) to \(Q_1${point(Q1)}\), and \(P_2${point(P2)}\) to \(Q_2${point(Q2)}\).`,
        ]),
        parts: [
          part(tex`Find the matrix \(\mathbf{M}\) that represents \(T\).`, matTex(M), [
            mark('M1', 'Forms the matrix equation with the points as columns', tex`\mathbf{M}${matTex(P)} = ${matTex(Q)}`),
            mark(
              'M1',
              'Post-multiplies by the inverse of the matrix of points, or solves four equations',
              tex`\mathbf{M} = ${matTex(Q)}${inverse2Tex(P)}`,
            ),
            mark('A1', 'Two elements correct', matTex(M), ['a.1', 'a.2']),
            mark('A1', 'Fully correct matrix', matTex(M), ['a.1', 'a.2']),
          ]),
          part(
            rng.pick([
              tex`Hence find the area of triangle \(OQ_1Q_2\), where \(O\) is the origin.`,
              tex`Using \(\mathbf{M}\), find the area of the triangle with vertices \(O\), \(Q_1\) and \(Q_2\), where \(O\) is the origin.`,
            ]),
            fracTex(area),
            [
              mark(
                'M1',
                tex`Area of triangle \(OP_1P_2\) multiplied by the modulus of their \(\det\mathbf{M}\)`,
                tex`\frac{1}{2} \times |${det2(P)}| \times |${det2(M)}|`,
              ),
              mark('A1ft', tex`Correct area, ft their \(\det\mathbf{M}\)`, fracTex(area), ['b.1']),
            ],
          ),
          part(tex`Find an equation of the image under \(T\) of the line \(y = ${terms([[s, 'x']])}\).`, `y = ${terms([[slope, 'x']])}`, [
            mark(
              'M1',
              tex`Maps a point of the line, such as \((1, ${s})\), using their \(\mathbf{M}\)`,
              tex`\mathbf{M}${vecTex([1, s])} = ${vecTex([u, v])}`,
            ),
            mark('A1ft', tex`Correct equation through the origin, ft their \(\mathbf{M}\)`, `y = ${terms([[slope, 'x']])}`, ['c.1']),
          ]),
        ],
        notes: [
          tex`(a) Writing \(\mathbf{M}\) with unknowns \(a\), \(b\), \(c\), \(d\) and solving two pairs of simultaneous equations is an equally good method.`,
          '(b) Finding the area directly from the coordinates of Q1 and Q2 scores M1 A1.',
        ],
        facts: { M, P1, P2, Q1, Q2, area: value(area), s, slope: value(slope) },
      };
    }
  },
};

const imageOfLine: QuestionTemplate = {
  id: 'cp1.transformations.image-of-line',
  subtopicId: `${T}.linear-transformations-in-2d`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['linear transformations', 'image of a line'],
  build(rng) {
    for (;;) {
      const M = nonSingular2(rng, -3, 4, 12);
      const [[A, B], [C, D]] = M;
      const [m, c] = [rng.int(-3, 3), rng.nonZero(-5, 5)];
      const [a, b] = [A + B * m, C + D * m];
      if (a === 0 || b === 0) continue;
      const rhs = c * det2(M);
      const g = gcd(gcd(a, b), rhs) * (a < 0 ? -1 : 1);
      const imageEq = `${terms([
        [a / g, 'y'],
        [-b / g, 'x'],
      ])} = ${rhs / g}`;
      const t0 = frac(-D * c, b);
      const where = [t0, frac(m * t0.n + c * t0.d, t0.d)];
      const whereTex = `\\left(${where.map(fracTex).join(', ')}\\right)`;
      const lineTex = `y = ${terms([
        [m, 'x'],
        [c, ''],
      ])}`;
      const imagePoint = `\\left(${terms([
        [a, 't'],
        [B * c, ''],
      ])}, ${terms([
        [b, 't'],
        [D * c, ''],
      ])}\\right)`;
      return {
        title: 'The image of a line under a linear transformation',
        introTex: rng.pick([
          tex`The transformation \(T\) is represented by the matrix \(${matTex(M)}\). The line \(l\) has equation \(${lineTex}\).`,
          tex`The line \(l\) with equation \(${lineTex}\) is transformed by the linear transformation \(T\), which is represented by the matrix \(${matTex(M)}\).`,
        ]),
        parts: [
          part(
            tex`Find, in terms of \(t\), the image under \(T\) of the point \((t, ${terms([
              [m, 't'],
              [c, ''],
            ])})\) on \(l\).`,
            imagePoint,
            [
              mark(
                'M1',
                'Multiplies the matrix by the general position vector',
                tex`${matTex(M)}${vecTex([
                  't',
                  terms([
                    [m, 't'],
                    [c, ''],
                  ]),
                ])}`,
              ),
              mark('A1', 'Correct image', imagePoint, ['a.1']),
            ],
          ),
          part(
            tex`Hence find a Cartesian equation of the image of \(l\) under \(T\), in the form \(py + qx = r\) where \(p\), \(q\) and \(r\) are integers.`,
            imageEq,
            [
              mark(
                'M1',
                tex`Eliminates \(t\) between their \(x\) and \(y\) expressions`,
                tex`t = \frac{x ${B * c < 0 ? '+' : '-'} ${Math.abs(B * c)}}{${a}}`,
              ),
              mark(
                'A1',
                tex`A correct equation in \(x\) and \(y\)`,
                tex`y = ${terms([
                  [frac(b, a), 'x'],
                  [frac(rhs, a), ''],
                ])}`,
                ['b.1'],
              ),
              mark('A1', 'Correct equation with integer coefficients, oe', imageEq, ['b.1']),
            ],
          ),
          part(
            rng.pick([
              tex`Find the coordinates of the point on \(l\) whose image under \(T\) lies on the \(x\)-axis.`,
              tex`The image of a point \(P\) on \(l\) lies on the \(x\)-axis. Find the coordinates of \(P\).`,
            ]),
            whereTex,
            [
              mark(
                'M1',
                tex`Sets the \(y\)-coordinate of their image to zero and solves for \(t\)`,
                tex`${terms([
                  [b, 't'],
                  [D * c, ''],
                ])} = 0`,
              ),
              mark('A1', tex`Correct point on \(l\)`, whereTex, ['c.1']),
            ],
          ),
        ],
        notes: [
          tex`(b) The image of two points of \(l\), and the line through them, is an equally good method.`,
          tex`(c) Giving the image point rather than the point on \(l\) scores M1 A0.`,
        ],
        facts: { M, m, c, a, b, eq: [a / g, -b / g, rhs / g], where: where.map(value) },
      };
    }
  },
};

const NON_AXIS_TWELFTHS = [2, 3, 4, 8, 9, 10, 14, 15, 16, 20, 21, 22];

const identifyRotation: QuestionTemplate = {
  id: 'cp1.transformations.identify-rotation',
  subtopicId: `${T}.reflections-and-rotations`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['linear transformations', 'rotation', 'exact values', 'powers of a matrix'],
  build(rng) {
    for (;;) {
      const k = rng.pick(NON_AXIS_TWELFTHS);
      const n = rng.int(2, 5);
      const kn = (k * n) % 24;
      if (kn === 0) continue;
      const R = (j: number) => [
        [cosTex(j), neg(sinTex(j))],
        [sinTex(j), cosTex(j)],
      ];
      const p = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
      const image = [surdCombo(p[0], cosSurd(k), -p[1], sinSurd(k)), surdCombo(p[0], sinSurd(k), p[1], cosSurd(k))];
      const imageTex = `\\left(${image.map(surdToTex).join(', \\; ')}\\right)`;
      return {
        title: 'Recognising a rotation matrix',
        introTex: rng.pick([
          tex`\(\mathbf{M} = ${matTex(R(k))}\)`,
          tex`A student claims that the matrix \(\mathbf{M} = ${matTex(R(k))}\) represents a rotation about the origin.`,
        ]),
        parts: [
          part(
            tex`Describe fully the single geometrical transformation represented by \(\mathbf{M}\).`,
            tex`\text{Rotation of } ${k * 15}^{\circ} \text{ anticlockwise about the origin}`,
            [
              mark(
                'M1',
                tex`Compares with the rotation matrix, identifying \(\cos\) and \(\sin\) of the angle with the correct signs`,
                tex`\cos\theta = ${cosTex(k)}, \; \sin\theta = ${sinTex(k)}`,
              ),
              mark(
                'A1',
                'Rotation, angle (anticlockwise) and centre',
                tex`\text{rotation, } ${k * 15}^{\circ} \text{ anticlockwise, centre } (0, 0)`,
                ['a.1'],
              ),
            ],
          ),
          part(
            rng.pick([
              tex`Find the exact coordinates of the image of the point \(${point(p)}\) under this transformation.`,
              tex`The point \(${point(p)}\) is transformed by \(\mathbf{M}\). Find the exact coordinates of its image.`,
            ]),
            imageTex,
            [
              mark('M1', tex`Multiplies \(\mathbf{M}\) by the position vector`, tex`${matTex(R(k))}${vecTex(p)}`),
              mark('A1', 'Correct exact coordinates', imageTex, ['b.1']),
            ],
          ),
          part(
            tex`Using your answer to part (a), find \(\mathbf{M}^{${n}}\), giving its elements exactly, and describe the transformation it represents.`,
            tex`${matTex(R(kn))}\text{: rotation of } ${kn * 15}^{\circ} \text{ anticlockwise about the origin}`,
            [
              mark(
                'M1',
                tex`Uses a rotation through \(${n}\) times their angle`,
                tex`${n} \times ${k * 15}^{\circ} = ${k * n * 15}^{\circ}`,
              ),
              mark('A1ft', 'Correct exact matrix, ft their angle', matTex(R(kn)), ['c.1']),
              mark(
                'B1ft',
                'Correct description, ft their angle',
                tex`\text{rotation of } ${kn * 15}^{\circ} \text{ anticlockwise about } (0, 0)`,
              ),
            ],
          ),
        ],
        notes: ['(a) An equivalent clockwise angle is acceptable.', '(c) Multiplying the matrix out directly is acceptable for M1 A1.'],
        facts: { k, n, p, image: image.map(surdValue), rotation: R(k), power: R(kn) },
      };
    }
  },
};

/** tan of multiples of 15 degrees as the mirror line y = (tan) x, by index mod 12. */
const MIRROR: Record<number, string> = {
  0: 'y = 0',
  1: String.raw`y = (2 - \sqrt{3})x`,
  2: String.raw`y = \frac{\sqrt{3}}{3}x`,
  3: 'y = x',
  4: String.raw`y = \sqrt{3}x`,
  5: String.raw`y = (2 + \sqrt{3})x`,
  6: 'x = 0',
  7: String.raw`y = -(2 + \sqrt{3})x`,
  8: String.raw`y = -\sqrt{3}x`,
  9: 'y = -x',
  10: String.raw`y = -\frac{\sqrt{3}}{3}x`,
  11: String.raw`y = (\sqrt{3} - 2)x`,
};

const reflectionLine: QuestionTemplate = {
  id: 'cp1.transformations.reflection-line',
  subtopicId: `${T}.reflections-and-rotations`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['linear transformations', 'reflection', 'rotation', 'successive transformations'],
  build(rng) {
    const j = rng.pick([2, 3, 4, 8, 9, 10]);
    const alpha = rng.pick([90, 180, 270]);
    const j2 = (j + alpha / 30) % 12;
    const F = [
      [cosTex(2 * j), sinTex(2 * j)],
      [sinTex(2 * j), neg(cosTex(2 * j))],
    ];
    const k2 = 2 * j2;
    const G = [
      [cosTex(k2), sinTex(k2)],
      [sinTex(k2), neg(cosTex(k2))],
    ];
    const R = axisRotation(2, alpha / 90)
      .slice(0, 2)
      .map((row) => row.slice(0, 2));
    const p = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const image = [surdCombo(p[0], cosSurd(2 * j), p[1], sinSurd(2 * j)), surdCombo(p[0], sinSurd(2 * j), -p[1], cosSurd(2 * j))];
    const imageTex = `\\left(${image.map(surdToTex).join(', \\; ')}\\right)`;
    return {
      title: 'A reflection in a line through the origin',
      introTex: rng.pick([
        tex`The matrix \(\mathbf{F} = ${matTex(F)}\) represents a reflection in a line through the origin.`,
        tex`A reflection of the plane in a line through the origin is represented by the matrix \(\mathbf{F} = ${matTex(F)}\).`,
      ]),
      parts: [
        part(tex`Find an equation of the mirror line.`, MIRROR[j], [
          mark(
            'M1',
            tex`Uses \(\cos 2\theta\) and \(\sin 2\theta\) from \(\mathbf{F}\), or finds the line of invariant points`,
            tex`\cos 2\theta = ${cosTex(2 * j)}, \; \sin 2\theta = ${sinTex(2 * j)}`,
          ),
          mark('A1', 'Correct exact equation', MIRROR[j], ['a.1']),
        ]),
        part(tex`Find the exact coordinates of the image of the point \(${point(p)}\) under this reflection.`, imageTex, [
          mark('M1', tex`Multiplies \(\mathbf{F}\) by the position vector`, tex`\mathbf{F}${vecTex(p)}`),
          mark('A1', 'Correct exact coordinates', imageTex, ['b.1']),
        ]),
        part(
          rng.pick([
            tex`The transformation \(V\) is the reflection represented by \(\mathbf{F}\) followed by a rotation of \(${alpha}^{\circ}\) anticlockwise about the origin. Find the matrix representing \(V\), and hence describe \(V\) fully as a single transformation.`,
            tex`A rotation of \(${alpha}^{\circ}\) anticlockwise about the origin is applied after the reflection represented by \(\mathbf{F}\); the combined transformation is \(V\). By finding the matrix representing \(V\), describe \(V\) fully as a single transformation.`,
          ]),
          tex`${matTex(G)}; \; \text{reflection in } ${MIRROR[j2]}`,
          [
            mark('M1', tex`Rotation matrix multiplied by \(\mathbf{F}\), in that order`, tex`${matTex(R)}\mathbf{F}`),
            mark('A1', 'Correct exact matrix', matTex(G), ['c.1']),
            mark('B1ft', 'Reflection, ft their matrix of the form of a reflection', tex`\text{reflection}`),
            mark('B1ft', 'Correct exact mirror line, ft their matrix', MIRROR[j2]),
          ],
        ),
      ],
      notes: [
        tex`(a) \(\tan\) of half the angle whose cosine and sine are the top-left and bottom-left elements gives the gradient.`,
        '(c) The product FR (wrong order) scores M0.',
      ],
      facts: { j, alpha, j2, F, G, R, line: MIRROR[j], line2: MIRROR[j2], p, image: image.map(surdValue) },
    };
  },
};

const TRIPLES = [
  [3, 4],
  [5, 12],
  [8, 15],
  [6, 8],
  [7, 24],
  [20, 21],
];

const enlargementRotation: QuestionTemplate = {
  id: 'cp1.transformations.enlargement-rotation',
  subtopicId: `${T}.enlargements-and-stretches`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['linear transformations', 'enlargement', 'rotation', 'area scale factor'],
  build(rng) {
    const [u, v] = rng.pick(TRIPLES);
    const [a, b] = rng.next() < 0.5 ? [u * rng.sign(), v * rng.sign()] : [v * rng.sign(), u * rng.sign()];
    const r = Math.round(Math.hypot(a, b));
    let angle = (Math.atan2(b, a) * 180) / Math.PI;
    if (angle < 0) angle += 360;
    const S = rng.int(2, 9);
    const M = [
      [a, -b],
      [b, a],
    ];
    return {
      title: 'An enlargement combined with a rotation',
      introTex: rng.pick([
        tex`The transformation \(T\) is represented by \(\mathbf{M} = ${matTex(M)}\).`,
        tex`The matrix \(\mathbf{M} = ${matTex(M)}\) represents a transformation \(T\) of the plane that combines an enlargement with a rotation.`,
        tex`A graphics program transforms images using the linear transformation \(T\), represented by the matrix \(\mathbf{M} = ${matTex(M)}\).`,
      ]),
      parts: [
        part(
          tex`Show that \(\mathbf{M} = k${matTex([
            ['\\cos\\theta', '-\\sin\\theta'],
            ['\\sin\\theta', '\\cos\\theta'],
          ])}\), stating the value of the positive constant \(k\).`,
          `k = ${r}`,
          [
            mark(
              'M1',
              tex`Takes out the factor \(k\), with \(k^{2}\) the sum of the squares of a column`,
              tex`k = \sqrt{(${a})^{2} + (${b})^{2}}`,
            ),
            mark('A1', tex`Correct \(k\)`, `k = ${r}`, ['a.1']),
          ],
        ),
        part(
          tex`Hence describe fully the transformation \(T\) as an enlargement followed by a rotation, giving the angle of rotation in degrees to one decimal place.`,
          tex`\text{enlargement, centre } (0, 0)\text{, scale factor } ${r}\text{; rotation of } ${dp(angle, 1)}^{\circ} \text{ anticlockwise about } (0, 0)`,
          [
            mark('B1ft', tex`Enlargement about the origin with scale factor their \(k\)`, tex`\text{enlargement, scale factor } ${r}`),
            mark(
              'M1',
              tex`Finds the angle with \(\cos\) and \(\sin\) of the correct signs (correct quadrant)`,
              tex`\cos\theta = ${fracTex(frac(a, r))}, \; \sin\theta = ${fracTex(frac(b, r))}`,
            ),
            mark('A1', 'Correct anticlockwise angle about the origin, awrt', tex`${dp(angle, 1)}^{\circ}`, ['b.2']),
          ],
        ),
        part(
          rng.pick([
            tex`A shape of area \(${S}\) square units is transformed by \(T\). Using your answer to part (a), find the area of its image.`,
            tex`Using your answer to part (a), find the area of the image under \(T\) of a shape of area \(${S}\) square units.`,
          ]),
          String(S * r * r),
          [
            mark('M1', tex`Multiplies the area by the square of their \(k\), or by \(\det\mathbf{M}\)`, tex`${S} \times ${r}^{2}`),
            mark('A1ft', tex`Correct area, ft their \(k\)`, String(S * r * r), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) An equivalent clockwise angle, \(${dp(360 - angle, 1)}^{\circ}\) clockwise, is acceptable.`,
        '(b) An angle in the wrong quadrant scores M0 A0.',
      ],
      facts: { a, b, r, angle: Number(dp(angle, 1)), S, image: S * r * r },
    };
  },
};

const stretchCircle: QuestionTemplate = {
  id: 'cp1.transformations.stretch-circle',
  subtopicId: `${T}.enlargements-and-stretches`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['linear transformations', 'stretch', 'ellipse', 'area scale factor'],
  build(rng) {
    const [p, q] = rng.sample([2, 3, 4, 5], 2);
    const rho = rng.int(1, 8);
    const M = [
      [p, 0],
      [0, q],
    ];
    const ellipse = tex`\frac{x^{2}}{${(p * rho) ** 2}} + \frac{y^{2}}{${(q * rho) ** 2}} = 1`;
    const area = p * q * rho * rho;
    const inv = [
      [frac(1, p), 0],
      [0, frac(1, q)],
    ];
    return {
      title: 'Stretching a circle into an ellipse',
      introTex: rng.pick([
        tex`The transformation \(T\) is a stretch parallel to the \(x\)-axis with scale factor \(${p}\) followed by a stretch parallel to the \(y\)-axis with scale factor \(${q}\). The circle \(C\) has equation \(x^{2} + y^{2} = ${rho * rho}\).`,
        tex`The circle \(C\) with equation \(x^{2} + y^{2} = ${rho * rho}\) is transformed by \(T\): first a stretch parallel to the \(x\)-axis with scale factor \(${p}\), then a stretch parallel to the \(y\)-axis with scale factor \(${q}\).`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Find the matrix representing \(T\).`,
            tex`Write down the matrix of each stretch, and hence find the matrix representing \(T\).`,
          ]),
          matTex(M),
          [
            mark(
              'M1',
              'Product of the two stretch matrices',
              tex`${matTex([
                [1, 0],
                [0, q],
              ])}${matTex([
                [p, 0],
                [0, 1],
              ])}`,
            ),
            mark('A1', 'Correct matrix', matTex(M), ['a.1']),
          ],
        ),
        part(
          tex`Show that the image of \(C\) under \(T\) is the curve with equation \(${ellipse}\). Hence find the exact area of the region enclosed by this curve.`,
          tex`${ellipse}; \; ${piTex(area)}`,
          [
            mark(
              'M1',
              tex`Writes \(X\) and \(Y\) in terms of \(x\) and \(y\) and substitutes into the equation of \(C\)`,
              tex`x = \frac{X}{${p}}, \; y = \frac{Y}{${q}} \Rightarrow \frac{X^{2}}{${p * p}} + \frac{Y^{2}}{${q * q}} = ${rho * rho}`,
            ),
            mark('A1*', 'Printed equation, cso', ellipse, ['b.1']),
            mark(
              'M1',
              'Multiplies the area of the circle by the determinant of their matrix',
              tex`\pi \times ${rho * rho} \times ${p * q}`,
            ),
            mark('A1ft', 'Correct exact area, ft their determinant', piTex(area), ['b.3']),
          ],
        ),
        part(
          tex`Find the matrix representing the inverse transformation \(T^{-1}\), and describe \(T^{-1}\) geometrically.`,
          tex`${matTex(inv)}\text{: stretches parallel to the axes, scale factors } \frac{1}{${p}} \text{ and } \frac{1}{${q}}`,
          [
            mark('B1', 'Correct inverse matrix', matTex(inv)),
            mark(
              'B1',
              tex`Stretch parallel to the \(x\)-axis, scale factor \(\frac{1}{${p}}\), and parallel to the \(y\)-axis, scale factor \(\frac{1}{${q}}\)`,
              tex`\text{scale factors } \frac{1}{${p}} \text{ and } \frac{1}{${q}}`,
            ),
          ],
        ),
      ],
      notes: [
        tex`(b) Using the formula for the area of an ellipse, \(\pi ab\), also scores the second M1 A1.`,
        '(c) Both stretches with their directions are needed for the second B1.',
      ],
      facts: { p, q, rho, M, area: area * Math.PI, a: p * rho, b: q * rho, inv: inv.map((r) => r.map(value)) },
    };
  },
};

const rotationStretchOrder: QuestionTemplate = {
  id: 'cp1.transformations.rotation-and-stretch-order',
  subtopicId: `${T}.successive-transformations`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['linear transformations', 'successive transformations', 'rotation', 'stretch'],
  build(rng) {
    const theta = rng.pick([90, 180, 270]);
    const [f, alongX] = [rng.int(2, 5), rng.next() < 0.5];
    const R = axisRotation(2, theta / 90)
      .slice(0, 2)
      .map((row) => row.slice(0, 2));
    const S = alongX
      ? [
          [f, 0],
          [0, 1],
        ]
      : [
          [1, 0],
          [0, f],
        ];
    const SR = matMul(S, R);
    const RS = matMul(R, S);
    const P = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const [i1, i2] = [matVec(SR, P), matVec(RS, P)];
    const same = sameMatrix(SR, RS);
    return {
      title: 'Does the order of two transformations matter?',
      introTex: rng.pick([
        tex`The transformation \(R\) is a rotation of \(${theta}^{\circ}\) anticlockwise about the origin. The transformation \(S\) is a stretch parallel to the \(${alongX ? 'x' : 'y'}\)-axis with scale factor \(${f}\).`,
        tex`Two transformations of the plane are applied one after the other: \(R\), a rotation of \(${theta}^{\circ}\) anticlockwise about the origin, and \(S\), a stretch parallel to the \(${alongX ? 'x' : 'y'}\)-axis with scale factor \(${f}\).`,
      ]),
      parts: [
        part(tex`Find the matrix representing \(R\) followed by \(S\).`, matTex(SR), [
          mark('M1', tex`Multiplies the matrices with \(S\) on the left`, tex`${matTex(S)}${matTex(R)}`),
          mark('A1', 'Correct matrix', matTex(SR), ['a.1']),
        ]),
        part(tex`Find the matrix representing \(S\) followed by \(R\).`, matTex(RS), [
          mark('M1', tex`Multiplies the matrices with \(R\) on the left`, tex`${matTex(R)}${matTex(S)}`),
          mark('A1', 'Correct matrix', matTex(RS), ['b.1']),
        ]),
        part(
          tex`Using your answers to parts (a) and (b), find the image of the point \(${point(P)}\) under each of the two combined transformations.`,
          tex`${point(i1)}, \; ${point(i2)}`,
          [
            mark('M1', 'Multiplies their matrices by the position vector', tex`${matTex(SR)}${vecTex(P)}`),
            mark('A1ft', tex`Correct image under \(R\) followed by \(S\), ft their (a)`, point(i1), ['c.1']),
            mark('A1ft', tex`Correct image under \(S\) followed by \(R\), ft their (b)`, point(i2), ['c.1']),
          ],
        ),
        part(
          rng.pick([
            tex`State, with a reason, whether the two combined transformations are the same.`,
            tex`Does the order in which \(R\) and \(S\) are applied matter here? Give a reason for your answer.`,
          ]),
          same ? tex`\text{the same: the matrices are equal}` : tex`\text{different: the matrices (and the images) differ}`,
          [
            mark(
              'B1',
              'Correct conclusion with a reason',
              same ? tex`\text{same, equal matrices}` : tex`\text{different, the matrices differ}`,
            ),
          ],
        ),
      ],
      notes: [
        '(a), (b) The order is the first transformation on the right.',
        tex`(d) A rotation of \(180^{\circ}\) is minus the identity, which commutes with every matrix.`,
      ],
      facts: { theta, f, alongX, R, S, SR, RS, P, i1, i2, same },
    };
  },
};

interface Named {
  text: string;
  answer: string;
  matrix: Matrix;
}
const namedLines: Named[] = [
  {
    text: 'reflection in the x-axis',
    answer: tex`\text{reflection in the } x\text{-axis}`,
    matrix: [
      [1, 0],
      [0, -1],
    ],
  },
  {
    text: 'reflection in the y-axis',
    answer: tex`\text{reflection in the } y\text{-axis}`,
    matrix: [
      [-1, 0],
      [0, 1],
    ],
  },
  {
    text: 'reflection in y = x',
    answer: tex`\text{reflection in the line } y = x`,
    matrix: [
      [0, 1],
      [1, 0],
    ],
  },
  {
    text: 'reflection in y = -x',
    answer: tex`\text{reflection in the line } y = -x`,
    matrix: [
      [0, -1],
      [-1, 0],
    ],
  },
  {
    text: 'rotation 90 anticlockwise',
    answer: tex`\text{rotation of } 90^{\circ} \text{ anticlockwise about } (0, 0)`,
    matrix: [
      [0, -1],
      [1, 0],
    ],
  },
  {
    text: 'rotation 180',
    answer: tex`\text{rotation of } 180^{\circ} \text{ about } (0, 0)`,
    matrix: [
      [-1, 0],
      [0, -1],
    ],
  },
  {
    text: 'rotation 90 clockwise',
    answer: tex`\text{rotation of } 90^{\circ} \text{ clockwise about } (0, 0)`,
    matrix: [
      [0, 1],
      [-1, 0],
    ],
  },
  ...[2, 3].flatMap((k) => [
    {
      text: `stretch x ${k}`,
      answer: tex`\text{stretch parallel to the } x\text{-axis, scale factor } ${k}`,
      matrix: [
        [k, 0],
        [0, 1],
      ],
    },
    {
      text: `stretch y ${k}`,
      answer: tex`\text{stretch parallel to the } y\text{-axis, scale factor } ${k}`,
      matrix: [
        [1, 0],
        [0, k],
      ],
    },
  ]),
  ...[-2, 2, 3].map((k) => ({
    text: `enlargement ${k}`,
    answer: tex`\text{enlargement, centre } (0, 0)\text{, scale factor } ${k}`,
    matrix: [
      [k, 0],
      [0, k],
    ],
  })),
];

const findSecond: QuestionTemplate = {
  id: 'cp1.transformations.find-second-transformation',
  subtopicId: `${T}.successive-transformations`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['linear transformations', 'successive transformations', 'inverse matrix'],
  build(rng) {
    for (;;) {
      const A = nonSingular2(rng, -3, 4, 6);
      const B = rng.pick(namedLines);
      if (sameMatrix(A, B.matrix)) continue;
      const C = matMul(B.matrix, A);
      if (isIdentity2(C)) continue;
      const dA = det2(A);
      return {
        title: 'Finding one transformation of a composition',
        introTex: rng.pick([
          tex`\(\mathbf{A} = ${matTex(A)}\) and \(\mathbf{C} = ${matTex(C)}\). The transformation represented by \(\mathbf{A}\) followed by the transformation represented by the matrix \(\mathbf{B}\) is the transformation represented by \(\mathbf{C}\).`,
          tex`A transformation represented by \(\mathbf{A} = ${matTex(A)}\) is followed by an unknown transformation represented by the matrix \(\mathbf{B}\). The combined transformation is represented by \(\mathbf{C} = ${matTex(C)}\).`,
        ]),
        parts: [
          part(
            rng.pick([
              tex`Find \(\det\mathbf{A}\) and \(\mathbf{A}^{-1}\).`,
              tex`Show that \(\mathbf{A}\) is non-singular, and find \(\mathbf{A}^{-1}\).`,
            ]),
            tex`${dA}, \; ${inverse2Tex(A)}`,
            [
              mark('B1', 'Correct determinant', String(dA)),
              mark('M1', 'Correct method for the inverse', adjugateOverTex(dA, adjugate2(A))),
              mark('A1', 'Correct inverse', inverse2Tex(A), ['a.2']),
            ],
          ),
          part(tex`Hence find \(\mathbf{B}\).`, matTex(B.matrix), [
            mark(
              'M1',
              tex`Uses \(\mathbf{B} = \mathbf{C}\mathbf{A}^{-1}\) (post-multiplies by their inverse)`,
              tex`${matTex(C)}${inverse2Tex(A)}`,
            ),
            mark('A1ft', 'Correct matrix, ft their inverse', matTex(B.matrix), ['b.1']),
          ]),
          part(tex`Describe fully the single geometrical transformation represented by \(\mathbf{B}\).`, B.answer, [
            mark('B1ft', tex`Correct type of transformation, ft their \(\mathbf{B}\)`, tex`\text{${B.text.split(' ')[0]}}`),
            mark('B1ft', 'All details correct (line, angle and direction, or scale factor and centre)', B.answer),
          ]),
        ],
        notes: [
          tex`(b) \(\mathbf{A}^{-1}\mathbf{C}\) (wrong order) scores M0.`,
          '(c) B1ft marks follow through a matrix from (b) that represents a standard transformation.',
        ],
        facts: { A, B: B.matrix, C, dA, name: B.text },
      };
    }
  },
};

/** Synoptic: determinants (chapter 6) as volume scale factors of 3D transformations (chapter 7). */
const volumeScale3d: QuestionTemplate = {
  id: 'cp1.transformations.volume-scale-3d',
  subtopicId: `${T}.linear-transformations-in-3d`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['linear transformations', 'three dimensions', 'determinant', 'volume scale factor', 'matrices', 'synoptic'],
  build(rng) {
    for (;;) {
      const M = randomMatrix(3, () => rng.int(-2, 4));
      const [i, j] = [rng.int(0, 2), rng.int(0, 2)];
      const { alpha, beta, display, detTex } = withParameter(M, i, j);
      if (alpha === 0) continue;
      const k1 = rng.nonZero(-3, 4);
      const D = alpha * k1 + beta;
      if (D === 0 || Math.abs(D) > 20) continue;
      const V = rng.int(2, 6);
      const W = Math.abs(D) * V;
      const k2 = frac(-D - beta, alpha);
      const kStar = frac(-beta, alpha);
      const Mk = withEntry(M, i, j, k1);
      if (Mk.every((row, r) => row.every((v, c) => v === (r === c ? 1 : 0)))) continue;
      const p = [rng.nonZero(-3, 3), rng.int(-3, 3), rng.nonZero(-3, 3)];
      const image = matVec(Mk, p);
      const ks = [value(k2), k1].sort((x, y) => x - y).map((x) => (x === k1 ? String(k1) : fracTex(k2)));
      return {
        title: 'Volume scale factor of a transformation in three dimensions',
        introTex: rng.pick([
          tex`The transformation \(T\) of three-dimensional space is represented by \(\mathbf{M} = ${matTex(display)}\), where \(k\) is a constant. A cube of volume \(${V}\) cubic units is transformed by \(T\) to a solid of volume \(${W}\) cubic units.`,
          tex`A cube of volume \(${V}\) cubic units is transformed to a solid of volume \(${W}\) cubic units by the transformation \(T\) of three-dimensional space, represented by \(\mathbf{M} = ${matTex(display)}\), where \(k\) is a constant.`,
        ]),
        parts: [
          determinantInKPart(display, detTex),
          part(tex`Using your answer to part (a), find the possible values of \(k\).`, tex`k = ${ks[0]}, \; k = ${ks[1]}`, [
            mark(
              'M1',
              'Sets the modulus of their determinant equal to the volume scale factor',
              tex`|${detTex}| = \frac{${W}}{${V}} = ${Math.abs(D)}`,
            ),
            mark('dM1', 'Considers both signs, dependent on the M1', tex`${detTex} = \pm ${Math.abs(D)}`, ['b.1']),
            mark('A1', 'Both values correct', tex`k = ${ks[0]}, \; k = ${ks[1]}`, ['b.1', 'b.2']),
          ]),
          part(
            tex`State the value of \(k\) for which the image of the cube has zero volume, and describe what happens to the cube in this case.`,
            tex`k = ${fracTex(kStar)}\text{: the cube is mapped onto a plane (or a line)}`,
            [
              mark('B1ft', 'Value making their determinant zero', tex`k = ${fracTex(kStar)}`),
              mark(
                'B1',
                'Space, and so the cube, is flattened onto a plane or a line through the origin',
                tex`\text{the image lies in a plane}`,
              ),
            ],
          ),
          part(
            rng.pick([
              tex`Given that \(k = ${k1}\), find the image under \(T\) of the point \(${point(p)}\).`,
              tex`In the case \(k = ${k1}\), the point \(${point(p)}\) is transformed by \(T\). Find its image.`,
            ]),
            point(image),
            [
              mark('M1', tex`Multiplies the matrix with \(k\) substituted by the position vector`, tex`${matTex(Mk)}${vecTex(p)}`),
              mark('A1', 'Correct image', point(image), ['d.1']),
            ],
          ),
        ],
        notes: [
          '(b) Only the positive value of the determinant considered scores M1 dM0 A0.',
          '(c) B1ft: their value from setting the determinant in (a) to zero.',
        ],
        facts: { M, i, j, alpha, beta, k1, k2: value(k2), kStar: value(kStar), V, W, p, image, Mk },
      };
    }
  },
};

const PLANES: { name: string; matrix: Matrix }[] = [
  {
    name: 'x = 0',
    matrix: [
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
  },
  {
    name: 'y = 0',
    matrix: [
      [1, 0, 0],
      [0, -1, 0],
      [0, 0, 1],
    ],
  },
  {
    name: 'z = 0',
    matrix: [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ],
  },
  {
    name: 'y = x',
    matrix: [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ],
  },
  {
    name: 'z = x',
    matrix: [
      [0, 0, 1],
      [0, 1, 0],
      [1, 0, 0],
    ],
  },
  {
    name: 'z = y',
    matrix: [
      [1, 0, 0],
      [0, 0, 1],
      [0, 1, 0],
    ],
  },
];

const reflectionPlane3d: QuestionTemplate = {
  id: 'cp1.transformations.reflection-plane-3d',
  subtopicId: `${T}.linear-transformations-in-3d`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['linear transformations', 'three dimensions', 'reflection', 'rotation'],
  build(rng) {
    const plane = rng.pick(PLANES);
    const [axis, quarter] = [rng.int(0, 2), rng.int(1, 3)];
    const N = axisRotation(axis, quarter);
    const U = matMul(N, plane.matrix);
    const p = [rng.nonZero(-5, 5), rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const image = matVec(U, p);
    return {
      title: 'A reflection and a rotation in three dimensions',
      introTex: rng.pick([
        tex`\(\mathbf{M} = ${matTex(plane.matrix)}\)`,
        tex`The matrix \(\mathbf{M} = ${matTex(plane.matrix)}\) represents a transformation of three-dimensional space.`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Describe fully the transformation represented by \(\mathbf{M}\).`,
            tex`Describe fully the geometrical transformation of three-dimensional space represented by \(\mathbf{M}\).`,
          ]),
          tex`\text{reflection in the plane } ${plane.name}`,
          [mark('B1', 'Reflection', tex`\text{reflection}`), mark('B1', 'In the correct plane', tex`\text{in the plane } ${plane.name}`)],
        ),
        part(
          tex`The transformation \(U\) is the transformation represented by \(\mathbf{M}\) followed by a rotation of \(${quarter * 90}^{\circ}\) anticlockwise about the \(${'xyz'[axis]}\)-axis. Find the matrix representing \(U\).`,
          matTex(U),
          [
            mark('B1', 'Correct rotation matrix', matTex(N)),
            mark('M1', 'Multiplies with the rotation matrix on the left', tex`${matTex(N)}\mathbf{M}`),
            mark('A1', 'Correct matrix', matTex(U), ['b.2']),
          ],
        ),
        part(tex`Using your answer to part (b), find the image of the point \(${point(p)}\) under \(U\).`, point(image), [
          mark('M1', 'Multiplies their matrix by the position vector', tex`${matTex(U)}${vecTex(p)}`),
          mark('A1ft', 'Correct image, ft their matrix', point(image), ['c.1']),
        ]),
        part(
          tex`Find the determinant of the matrix representing \(U\), and explain what it tells you about the effect of \(U\) on the volume and orientation of a solid.`,
          tex`-1\text{: volume unchanged, orientation reversed}`,
          [
            mark('B1', 'Determinant -1', '-1'),
            mark(
              'B1',
              'Volume preserved (modulus 1) and orientation reversed (negative)',
              tex`\text{volume unchanged, orientation reversed}`,
            ),
          ],
        ),
      ],
      notes: [
        '(b) Anticlockwise is when looking from the positive end of the axis towards the origin; the product in the wrong order scores M0.',
      ],
      facts: { M: plane.matrix, plane: plane.name, N, axis, quarter, U, p, image },
    };
  },
};

const inverseComposite: QuestionTemplate = {
  id: 'cp1.transformations.inverse-composite',
  subtopicId: `${T}.inverse-linear-transformations`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['linear transformations', 'inverse matrix', 'successive transformations', 'area scale factor'],
  build(rng) {
    for (;;) {
      const [M, N] = [nonSingular2(rng, -3, 4, 5), nonSingular2(rng, -3, 4, 5)];
      const NM = matMul(N, M);
      if (isIdentity2(NM)) continue;
      const d = det2(NM);
      const P = [rng.int(-4, 4), rng.nonZero(-4, 4)];
      const Q = matVec(NM, P);
      const S = rng.int(2, 9);
      return {
        title: 'The inverse of a combined transformation',
        introTex: rng.pick([
          tex`The transformation \(T\) is represented by \(\mathbf{M} = ${matTex(M)}\) and the transformation \(U\) is represented by \(\mathbf{N} = ${matTex(N)}\).`,
          tex`Two linear transformations of the plane, \(T\) and \(U\), have matrices \(\mathbf{M} = ${matTex(M)}\) and \(\mathbf{N} = ${matTex(N)}\) respectively.`,
        ]),
        parts: [
          part(
            rng.pick([
              tex`Find the matrix representing \(T\) followed by \(U\).`,
              tex`Find the single matrix that represents the transformation \(T\) followed by the transformation \(U\).`,
            ]),
            matTex(NM),
            [
              mark('M1', tex`Multiplies \(\mathbf{N}\) by \(\mathbf{M}\) in that order`, tex`${matTex(N)}${matTex(M)}`),
              mark('A1', 'Correct matrix', matTex(NM), ['a.1']),
            ],
          ),
          part(
            tex`The point \(P\) is mapped by \(T\) followed by \(U\) to the point \(${point(Q)}\). Find the matrix representing the inverse of the transformation \(T\) followed by \(U\), and hence find the coordinates of \(P\).`,
            tex`${inverse2Tex(NM)}; \; P${point(P)}`,
            [
              mark('M1', tex`Inverse of their product matrix, or \(\mathbf{M}^{-1}\mathbf{N}^{-1}\)`, adjugateOverTex(d, adjugate2(NM))),
              mark('A1ft', 'Correct inverse, ft their (a)', inverse2Tex(NM), ['b.1']),
              mark('M1', 'Multiplies their inverse by the position vector', tex`${inverse2Tex(NM)}${vecTex(Q)}`),
              mark('A1ft', 'Correct coordinates, ft their inverse', point(P), ['b.3']),
            ],
          ),
          part(
            tex`A region \(R\) is mapped by \(T\) followed by \(U\) onto a region of area \(${S * Math.abs(d)}\) square units. Find the area of \(R\).`,
            String(S),
            [
              mark('M1', 'Divides by the modulus of the determinant of their (a)', tex`\frac{${S * Math.abs(d)}}{|${d}|}`),
              mark('A1ft', 'Correct area, ft their determinant', String(S), ['c.1']),
            ],
          ),
        ],
        notes: [tex`(a) \(\mathbf{MN}\) (wrong order) scores M0.`, tex`(b) \(\mathbf{N}^{-1}\mathbf{M}^{-1}\) (wrong order) scores M0.`],
        facts: { M, N, NM, d, P, Q, S },
      };
    }
  },
};

const originalTriangle: QuestionTemplate = {
  id: 'cp1.transformations.original-triangle',
  subtopicId: `${T}.inverse-linear-transformations`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['linear transformations', 'inverse matrix', 'area scale factor'],
  build(rng) {
    for (;;) {
      const M = nonSingular2(rng, -3, 4, 6);
      const pts = [0, 1, 2].map(() => [rng.int(-3, 4), rng.int(-3, 4)]);
      const [[x1, y1], [x2, y2], [x3, y3]] = pts;
      const twice = Math.abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1));
      if (twice === 0) continue;
      const images = pts.map((p) => matVec(M, p));
      const area = frac(twice, 2);
      const imageArea = frac(twice * Math.abs(det2(M)), 2);
      const names = ['A', 'B', 'C'];
      const listed = pts.map((p, i) => `${names[i]}${point(p)}`).join(', \\; ');
      return {
        title: 'Recovering a triangle from its image',
        introTex: rng.pick([
          tex`The transformation \(T\) is represented by \(\mathbf{M} = ${matTex(M)}\). The triangle \(ABC\) is mapped by \(T\) onto the triangle with vertices \(A'${point(images[0])}\), \(B'${point(images[1])}\) and \(C'${point(images[2])}\).`,
          tex`The triangle \(A'B'C'\), with vertices \(A'${point(images[0])}\), \(B'${point(images[1])}\) and \(C'${point(images[2])}\), is the image of a triangle \(ABC\) under the transformation \(T\) represented by \(\mathbf{M} = ${matTex(M)}\).`,
        ]),
        parts: [
          part(tex`Find \(\mathbf{M}^{-1}\).`, inverse2Tex(M), [
            mark('M1', tex`Correct method for a \(2 \times 2\) inverse`, adjugateOverTex(det2(M), adjugate2(M))),
            mark('A1', 'Correct inverse', inverse2Tex(M), ['a.1']),
          ]),
          part(
            rng.pick([
              tex`Hence find the coordinates of \(A\), \(B\) and \(C\).`,
              tex`Use your inverse to find the coordinates of the vertices \(A\), \(B\) and \(C\) of the original triangle.`,
            ]),
            listed,
            [
              mark(
                'M1',
                'Multiplies their inverse by the position vectors of the image points',
                tex`\mathbf{M}^{-1}${matTex([0, 1].map((r) => images.map((p) => p[r])))}`,
              ),
              mark('A1', 'Two vertices correct', listed, ['b.1']),
              mark('A1', 'All three vertices correct', listed, ['b.1']),
            ],
          ),
          part(
            tex`Find the area of triangle \(ABC\), and use it to find the area of triangle \(A'B'C'\).`,
            tex`${fracTex(area)}, \; ${fracTex(imageArea)}`,
            [
              mark(
                'M1',
                tex`Area of their triangle \(ABC\) from coordinates, then multiplies by the modulus of \(\det\mathbf{M}\)`,
                tex`${fracTex(area)} \times |${det2(M)}|`,
              ),
              mark('A1ft', 'Both areas correct, ft their vertices', tex`${fracTex(area)}, \; ${fracTex(imageArea)}`, ['c.1']),
            ],
          ),
        ],
        notes: [
          '(b) Solving simultaneous equations for each vertex is acceptable.',
          tex`(c) The area of \(A'B'C'\) found directly from its coordinates scores M1 only with the area of \(ABC\).`,
        ],
        facts: { M, pts, images, area: value(area), imageArea: value(imageArea) },
      };
    }
  },
};

const lineOfInvariantPoints: QuestionTemplate = {
  id: 'cp1.transformations.line-of-invariant-points',
  subtopicId: `${T}.invariant-points-and-lines`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['linear transformations', 'invariant points', 'invariant lines'],
  build(rng) {
    for (;;) {
      const m1 = rng.int(-3, 2);
      const m2 = m1 + 1;
      const l2 = rng.pick([-3, -2, -1, 2, 3, 4]);
      const M = integerEigenMatrix(m1, 1, l2);
      if (M[0][1] === 0 || M[1][0] === 0) continue;
      const c0 = rng.nonZero(-5, 5);
      const image = matVec(M, [0, c0]);
      const invLine = `y = ${terms([[m1, 'x']])}`;
      const withC = (v: string) => (m2 === 0 ? 'c' : `${terms([[m2, v]])} + c`);
      const family = `y = ${withC('x')}`;
      const eqs = `${terms([
        [M[0][0] - 1, 'x'],
        [M[0][1], 'y'],
      ])} = 0`;
      const general = `\\left(${terms([
        [M[0][0] + M[0][1] * m2, 't'],
        [M[0][1], 'c'],
      ])}, ${terms([
        [M[1][0] + M[1][1] * m2, 't'],
        [M[1][1], 'c'],
      ])}\\right)`;
      return {
        title: 'A line of invariant points and a family of invariant lines',
        introTex: rng.pick([
          tex`The transformation \(T\) is represented by \(\mathbf{M} = ${matTex(M)}\).`,
          tex`A linear transformation \(T\) of the plane has matrix \(\mathbf{M} = ${matTex(M)}\). A point is invariant if \(T\) maps it to itself.`,
        ]),
        parts: [
          part(
            rng.pick([
              tex`Find an equation of the line of invariant points of \(T\).`,
              tex`Show that \(T\) has a line of invariant points, and find its equation.`,
            ]),
            invLine,
            [
              mark(
                'M1',
                tex`Sets \(\mathbf{M}\begin{pmatrix} x \\ y \end{pmatrix} = \begin{pmatrix} x \\ y \end{pmatrix}\) and forms an equation`,
                eqs,
              ),
              mark('A1', 'Correct line', invLine, ['a.1']),
            ],
          ),
          part(
            tex`Show that every line with equation \(${family}\), where \(c\) is a constant, is an invariant line of \(T\).`,
            tex`\text{image of } (t, ${withC('t')}) \text{ satisfies } ${family}`,
            [
              mark('M1', 'Maps a general point of the line', tex`${matTex(M)}${vecTex(['t', withC('t')])} = ${general}`),
              mark(
                'dM1',
                tex`Shows the image satisfies the same equation with the same \(c\), dependent on the M1`,
                tex`${terms([
                  [1, 'y'],
                  [-m2, 'x'],
                ])} = c`,
                ['b.1'],
              ),
              mark('A1*', 'Complete argument with conclusion, cso', tex`\text{invariant for all } c`, ['b.1', 'b.2']),
            ],
          ),
          part(
            tex`Using your answers to parts (a) and (b), find the image of the point \((0, ${c0})\), and state the point where the invariant line through \((0, ${c0})\) meets the line of invariant points.`,
            tex`${point(image)}; \; ${fracPoint([
              [c0, m1 - m2],
              [m1 * c0, m1 - m2],
            ])}`,
            [
              mark('M1', tex`Multiplies \(\mathbf{M}\) by the position vector`, tex`${matTex(M)}${vecTex([0, c0])}`),
              mark('A1', 'Correct image', point(image), ['c.1']),
              mark(
                'B1ft',
                'Intersection of their two lines',
                fracPoint([
                  [c0, m1 - m2],
                  [m1 * c0, m1 - m2],
                ]),
              ),
            ],
          ),
        ],
        notes: [
          '(a) Both component equations reduce to the same line; either may be used.',
          '(b) The gradient of the invariant lines is the direction of the eigenvector with eigenvalue ' + l2 + '.',
        ],
        facts: { M, m1, m2, l2, c0, image, meet: [c0 / (m1 - m2), (m1 * c0) / (m1 - m2)] },
      };
    }
  },
};

/** Synoptic: a 3D transformation's line of invariant points (chapter 7) and an angle with a plane (chapter 9, vectors). */
const invariantLine3d: QuestionTemplate = {
  id: 'cp1.transformations.invariant-line-3d',
  subtopicId: `${T}.invariant-points-and-lines`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['linear transformations', 'three dimensions', 'invariant points', 'vectors', 'angle between a line and a plane', 'synoptic'],
  build(rng) {
    for (;;) {
      const d = primitive([rng.nonZero(-2, 3), rng.nonZero(-2, 3), rng.nonZero(-2, 3)]);
      const [ea, eb] = rng.sample([0, 1, 2], 2).map((i) => [0, 1, 2].map((j) => (i === j ? 1 : 0)));
      const [b1, b2] = [cross(d, ea), cross(d, eb)];
      const A = [0, 1, 2].map(() => {
        const [p, q] = [rng.int(-1, 1), rng.int(-1, 1)];
        return b1.map((v, j) => p * v + q * b2[j]);
      });
      const M = A.map((row, i) => row.map((v, j) => v + (i === j ? 1 : 0)));
      if (M.flat().some((v) => Math.abs(v) > 6)) continue;
      if (A.flat().every((v) => v === 0)) continue;
      const c = cross(A[0], A[1]).some((v) => v !== 0) || cross(A[0], A[2]).some((v) => v !== 0) || cross(A[1], A[2]).some((v) => v !== 0);
      if (!c) continue; // rank 2 only: exactly a line of invariant points
      const D = det3(M);
      if (D === 0) continue;
      const n = [rng.int(-2, 3), rng.int(-2, 3), rng.nonZero(-2, 3)];
      const dn = dot(d, n);
      if (dn === 0) continue;
      // Clamped: a line along the normal gives a sine a rounding error above 1, and asin would give NaN.
      const angle = (Math.asin(Math.min(1, Math.abs(dn) / (norm(d) * norm(n)))) * 180) / Math.PI;
      const planeRhs = rng.int(-5, 8);
      const pair = [
        [0, 1],
        [0, 2],
        [1, 2],
      ].find(([r1, r2]) => cross(A[r1], A[r2]).some((v) => v !== 0))!;
      const equations = pair
        .map((r) => A[r])
        .map((row) => `${terms(row.map((v, j): [number, string] => [v, 'xyz'[j]]))} = 0`)
        .join(', \\; ');
      const lineTex = tex`\mathbf{r} = t${vecTex(d)}`;
      return {
        title: 'A line of invariant points in three dimensions',
        introTex: rng.pick([
          tex`The transformation \(T\) of three-dimensional space is represented by \(\mathbf{M} = ${matTex(M)}\). The plane \(\Pi\) has equation \(${terms(n.map((v, j): [number, string] => [v, 'xyz'[j]]))} = ${planeRhs}\).`,
          tex`The plane \(\Pi\) has equation \(${terms(n.map((v, j): [number, string] => [v, 'xyz'[j]]))} = ${planeRhs}\), and the transformation \(T\) of three-dimensional space is represented by the matrix \(\mathbf{M} = ${matTex(M)}\).`,
        ]),
        parts: [
          part(tex`Find \(\det\mathbf{M}\), and explain why \(T\) has an inverse.`, tex`${D} \neq 0`, [
            mark(
              'M1',
              tex`Correct method for a \(3 \times 3\) determinant`,
              tex`${M[0][0]}\begin{vmatrix} ${M[1][1]} & ${M[1][2]} \\ ${M[2][1]} & ${M[2][2]} \end{vmatrix} - \dots`,
            ),
            mark('A1', 'Correct value with the reason that it is non-zero', tex`\det\mathbf{M} = ${D} \neq 0`, ['a.1']),
          ]),
          part(
            rng.pick([
              tex`Find a vector equation of the line of invariant points of \(T\).`,
              tex`The points that \(T\) maps to themselves form a line. Find a vector equation of this line.`,
            ]),
            lineTex,
            [
              mark(
                'M1',
                tex`Sets \(\mathbf{M}\begin{pmatrix} x \\ y \\ z \end{pmatrix} = \begin{pmatrix} x \\ y \\ z \end{pmatrix}\) to form equations`,
                equations,
              ),
              mark(
                'dM1',
                tex`Solves their equations, for example with \(z = t\) or a cross product of two rows, dependent on the M1`,
                tex`x : y : z = ${d.join(' : ')}`,
                ['b.1'],
              ),
              mark('A1', 'Correct vector equation, oe', lineTex, ['b.1', 'b.2']),
            ],
          ),
          part(
            tex`Using your answer to part (b), find the acute angle between the line of invariant points and \(\Pi\), giving your answer in degrees to one decimal place.`,
            tex`${dp(angle, 1)}^{\circ}`,
            [
              mark(
                'M1',
                tex`Uses the direction of their line with the normal of the plane in a scalar product, with sine (or \(90^{\circ}\) minus the angle from cosine)`,
                tex`\sin\theta = \frac{|${dn}|}{\sqrt{${dot(d, d)}}\sqrt{${dot(n, n)}}}`,
              ),
              mark('A1ft', 'Correct angle, ft their direction', tex`${dp(angle, 1)}^{\circ}`, ['c.1']),
            ],
          ),
        ],
        notes: [
          '(b) Any non-zero multiple of the direction vector is acceptable; the line passes through the origin.',
          tex`(c) The angle between the line and the normal, \(${dp(90 - angle, 1)}^{\circ}\), scores M1 A0.`,
        ],
        facts: { M, d, n, D, angle: Number(dp(angle, 1)) },
      };
    }
  },
};

export const cp1TransformationMatrixImageInvariantTemplates: QuestionTemplate[] = [
  matrixFromImages,
  imageOfLine,
  identifyRotation,
  reflectionLine,
  enlargementRotation,
  stretchCircle,
  rotationStretchOrder,
  findSecond,
  volumeScale3d,
  reflectionPlane3d,
  inverseComposite,
  originalTriangle,
  lineOfInvariantPoints,
  invariantLine3d,
];
