import { frac, gcd, value } from '../../math/rational.js';
import { cosTex, sinTex } from '../../math/angles.js';
import { det2, integerEigenMatrix, matMul, matVec, randomMatrix, type Matrix } from '../../math/matrix.js';
import { fracTex, matTex, stemToMath, terms, tex, vecTex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import {
  adjugate2,
  adjugateOverTex,
  axisRotation,
  cosSurd,
  inverse2Tex,
  sinSurd,
  surdCombo,
  surdToTex,
  surdValue,
} from './cp1-matrix-helpers.js';
import { cp1TransformationMatrixImageInvariantTemplates } from './cp1-transformation-matrices-images-and-invariants.js';

const T = 'cp1-linear-transformations';
const neg = (s: string) => (s === '0' ? '0' : s.startsWith('-') ? s.slice(1) : `-${s}`);
const point = (p: number[]) => `(${p.join(', ')})`;

function nonSingular2(rng: Rng, lo = -4, hi = 4): Matrix {
  for (;;) {
    const m = randomMatrix(2, () => rng.int(lo, hi));
    const identity = m[0][0] === 1 && m[0][1] === 0 && m[1][0] === 0 && m[1][1] === 1;
    if (det2(m) !== 0 && !identity) return m;
  }
}

const inTwoD: QuestionTemplate = {
  id: 'cp1.transformations.triangle-image',
  subtopicId: `${T}.linear-transformations-in-2d`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['linear transformations', 'determinant', 'area scale factor'],
  build(rng) {
    const M = nonSingular2(rng);
    let pts: number[][];
    let twiceArea: number;
    do {
      pts = [0, 1, 2].map(() => [rng.int(-3, 4), rng.int(-3, 4)]);
      const [[x1, y1], [x2, y2], [x3, y3]] = pts;
      twiceArea = Math.abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1));
    } while (twiceArea === 0);
    const images = pts.map((p) => matVec(M, p));
    const area = frac(twiceArea * Math.abs(det2(M)), 2);
    const area2 = frac(twiceArea * det2(M) ** 2, 2);
    const names = ['A', 'B', 'C'];
    const listed = images.map((p, i) => `${names[i]}' ${point(p)}`).join(', \\; ');
    return {
      title: 'Image of a triangle under a linear transformation',
      introTex: rng.pick([
        tex`The transformation \(T\) is represented by the matrix \(\mathbf{M} = ${matTex(M)}\). The triangle \(ABC\) has vertices \(A${point(pts[0])}\), \(B${point(pts[1])}\) and \(C${point(pts[2])}\).`,
        tex`The triangle \(ABC\), with vertices \(A${point(pts[0])}\), \(B${point(pts[1])}\) and \(C${point(pts[2])}\), is transformed by the linear transformation \(T\), which is represented by the matrix \(\mathbf{M} = ${matTex(M)}\).`,
        tex`A logo is designed on a grid. Its outline is the triangle \(ABC\) with vertices \(A${point(pts[0])}\), \(B${point(pts[1])}\) and \(C${point(pts[2])}\), and it is distorted by the transformation \(T\) represented by \(\mathbf{M} = ${matTex(M)}\).`,
      ]),
      parts: [
        part(tex`Find the coordinates of the vertices of the image of triangle \(ABC\) under \(T\).`, listed, [
          mark(
            'M1',
            tex`Multiplies \(\mathbf{M}\) by the position vectors of the vertices`,
            tex`${matTex(M)}${matTex([0, 1].map((r) => pts.map((p) => p[r])))}`,
          ),
          mark('A1', 'Two images correct', listed, ['a.1']),
          mark('A1', 'All three images correct', listed, ['a.1']),
        ]),
        part(tex`Find the area of the image of triangle \(ABC\).`, fracTex(area), [
          mark(
            'M1',
            tex`Multiplies the area of \(ABC\) by the modulus of \(\det\mathbf{M}\)`,
            tex`${fracTex(frac(twiceArea, 2))} \times |${det2(M)}|`,
          ),
          mark('A1', 'Correct area', fracTex(area), ['b.1']),
        ]),
        part(
          tex`The image of triangle \(ABC\) is then transformed by \(T\) again. Using your answer to part (b), find the area of the resulting triangle.`,
          fracTex(area2),
          [
            mark(
              'M1',
              tex`Multiplies their area from (b) by the modulus of \(\det\mathbf{M}\) again`,
              tex`${fracTex(area)} \times |${det2(M)}|`,
            ),
            mark('A1ft', 'Correct area, ft their (b)', fracTex(area2), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Finding the area of the image directly from its coordinates is acceptable for M1.',
        tex`(c) Using \(\det(\mathbf{M}^{2}) = (\det\mathbf{M})^{2}\) is equivalent.`,
      ],
      facts: { M, pts, images, area: area.n / area.d, area2: value(area2) },
    };
  },
};

/** Names are stem text, maths inside \( \). */
const LINES: { name: string; matrix: Matrix }[] = [
  {
    name: String.raw`the \(x\)-axis`,
    matrix: [
      [1, 0],
      [0, -1],
    ],
  },
  {
    name: String.raw`the \(y\)-axis`,
    matrix: [
      [-1, 0],
      [0, 1],
    ],
  },
  {
    name: String.raw`the line \(y = x\)`,
    matrix: [
      [0, 1],
      [1, 0],
    ],
  },
  {
    name: String.raw`the line \(y = -x\)`,
    matrix: [
      [0, -1],
      [-1, 0],
    ],
  },
];
const ROTATION_TWELFTHS = [2, 3, 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22];

const reflectRotate: QuestionTemplate = {
  id: 'cp1.transformations.rotation-reflection-matrices',
  subtopicId: `${T}.reflections-and-rotations`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['linear transformations', 'rotation', 'reflection'],
  build(rng) {
    const k = rng.pick(ROTATION_TWELFTHS);
    const degrees = k * 15;
    const rotation = [
      [cosTex(k), neg(sinTex(k))],
      [sinTex(k), cosTex(k)],
    ];
    const line = rng.pick(LINES);
    const p = [rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    const image = matVec(line.matrix, p);
    const rotated = [surdCombo(p[0], cosSurd(k), -p[1], sinSurd(k)), surdCombo(p[0], sinSurd(k), p[1], cosSurd(k))];
    const rotatedTex = `\\left(${rotated.map(surdToTex).join(', \\; ')}\\right)`;
    const rotationPart = (id: string) =>
      part(
        tex`Write down the matrix representing a rotation of \(${degrees}^{\circ}\) anticlockwise about the origin, giving exact values, and use it to find the exact coordinates of the image of \(P\) under this rotation.`,
        tex`${matTex(rotation)}; \; ${rotatedTex}`,
        [
          mark('B1', 'Correct exact rotation matrix', matTex(rotation)),
          mark('M1', tex`Multiplies their rotation matrix by the position vector of \(P\)`, tex`${matTex(rotation)}${vecTex(p)}`),
          mark('A1ft', 'Correct exact coordinates, ft their rotation matrix', rotatedTex, [`${id}.2`]),
        ],
      );
    const reflectionPart = (id: string) =>
      part(
        tex`Write down the matrix representing a reflection in ${line.name}, and hence find the image of \(P\) under this reflection.`,
        tex`${matTex(line.matrix)}; \; ${point(image)}`,
        [
          mark('B1', 'Correct reflection matrix', matTex(line.matrix)),
          mark('M1', tex`Multiplies their reflection matrix by the position vector of \(P\)`, tex`${matTex(line.matrix)}${vecTex(p)}`),
          mark('A1ft', 'Correct image, follow through their reflection matrix', point(image), [`${id}.2`]),
        ],
      );
    // The two transformations are independent, so either may be asked first.
    const rotationFirst = rng.next() < 0.5;
    const [rotationId, reflectionId] = rotationFirst ? ['a', 'b'] : ['b', 'a'];
    return {
      title: 'Matrices for rotations and reflections',
      introTex: tex`The point \(P\) has coordinates \(${point(p)}\).`,
      parts: rotationFirst ? [rotationPart('a'), reflectionPart('b')] : [reflectionPart('a'), rotationPart('b')],
      // Notes in the order of the parts they mark.
      notes: [
        tex`(${reflectionId}) A1ft: follow through their \(2 \times 2\) reflection matrix.`,
        `(${rotationId}) Decimal coordinates score M1 A0.`,
      ].sort(),
      facts: {
        k,
        rotation: [
          [Math.cos((k * Math.PI) / 12), -Math.sin((k * Math.PI) / 12)],
          [Math.sin((k * Math.PI) / 12), Math.cos((k * Math.PI) / 12)],
        ],
        rotationTex: rotation,
        reflection: line.matrix,
        line: line.name,
        p,
        image,
        rotated: rotated.map(surdValue),
      },
    };
  },
};

const enlargeStretch: QuestionTemplate = {
  id: 'cp1.transformations.stretch-enlargement',
  subtopicId: `${T}.enlargements-and-stretches`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['linear transformations', 'stretch', 'enlargement', 'area scale factor'],
  build(rng) {
    const [p, k, area] = [rng.pick([2, 3, 4, 5]), rng.pick([-3, -2, 2, 3, 4]), rng.int(2, 12)];
    const alongX = rng.next() < 0.5;
    const S = alongX
      ? [
          [p, 0],
          [0, 1],
        ]
      : [
          [1, 0],
          [0, p],
        ];
    const N = [
      [k, 0],
      [0, k],
    ];
    const SN = matMul(S, N);
    const image = area * p * k * k;
    const axis = alongX ? 'x' : 'y';
    const target = [SN[0][0] * rng.nonZero(-3, 3) + rng.int(-2, 2), SN[1][1] * rng.nonZero(-3, 3) + rng.int(-2, 2)];
    const source = [frac(target[0], SN[0][0]), frac(target[1], SN[1][1])];
    const sourceTex = `\\left(${source.map(fracTex).join(', ')}\\right)`;
    return {
      title: 'Stretches and enlargements',
      introTex: rng.pick([
        tex`\(\mathbf{S} = ${matTex(S)}\) and \(\mathbf{N} = ${matTex(N)}\).`,
        tex`The matrices \(\mathbf{S} = ${matTex(S)}\) and \(\mathbf{N} = ${matTex(N)}\) each represent a transformation of the plane.`,
      ]),
      parts: [
        part(
          tex`Describe fully the single geometrical transformation represented by \(\mathbf{S}\).`,
          tex`\text{Stretch parallel to the } ${axis}\text{-axis, scale factor } ${p}`,
          [
            mark('B1', 'Stretch', tex`\text{stretch}`),
            mark(
              'B1',
              'Parallel to the correct axis with the scale factor',
              tex`\text{parallel to the } ${axis}\text{-axis, scale factor } ${p}`,
              [],
              ['both details needed'],
            ),
          ],
        ),
        part(
          tex`Describe fully the single geometrical transformation represented by \(\mathbf{N}\).`,
          tex`\text{Enlargement, scale factor } ${k}\text{, centre } (0, 0)`,
          [mark('B1', 'Enlargement with scale factor and centre', tex`\text{enlargement, scale factor } ${k}\text{, centre } (0, 0)`)],
        ),
        part(
          rng.pick([
            tex`A region \(R\) has area \(${area}\) square units. Find the area of the image of \(R\) under the transformation represented by \(\mathbf{SN}\).`,
            tex`The transformation represented by \(\mathbf{SN}\) maps a region \(R\) of area \(${area}\) square units onto a region \(R'\). Find the area of \(R'\).`,
          ]),
          String(image),
          [
            mark(
              'M1',
              'Uses the determinant of SN as the area scale factor',
              tex`${area} \times \det(\mathbf{SN}) = ${area} \times ${p} \times ${k * k}`,
            ),
            mark('A1', 'Correct area', String(image), ['c.1']),
          ],
        ),
        part(
          tex`Find the matrix \(\mathbf{SN}\), and hence find the coordinates of the point that is mapped to \(${point(target)}\) by the transformation represented by \(\mathbf{SN}\).`,
          tex`\mathbf{SN} = ${matTex(SN)}; \; ${sourceTex}`,
          [
            mark('B1', 'Correct product matrix', matTex(SN)),
            mark(
              'M1',
              'Uses the inverse of their SN, or solves the two equations',
              tex`${matTex(SN)}${vecTex(['x', 'y'])} = ${vecTex(target)}`,
            ),
            mark('A1ft', 'Correct coordinates, ft their SN', sourceTex, ['d.2']),
          ],
        ),
      ],
      notes: [
        '(b) A negative scale factor must be stated as such, not described as a rotation.',
        '(d) A1ft: follow through their diagonal matrix SN.',
      ],
      facts: { S, N, SN, area, image, target, source: source.map(value) },
    };
  },
};

const D4: { name: string; matrix: Matrix }[] = [
  {
    name: String.raw`a rotation of \(90^{\circ}\) anticlockwise about the origin`,
    matrix: [
      [0, -1],
      [1, 0],
    ],
  },
  {
    name: String.raw`a rotation of \(180^{\circ}\) about the origin`,
    matrix: [
      [-1, 0],
      [0, -1],
    ],
  },
  {
    name: String.raw`a rotation of \(90^{\circ}\) clockwise about the origin`,
    matrix: [
      [0, 1],
      [-1, 0],
    ],
  },
  ...LINES.map((l) => ({ name: `a reflection in ${l.name}`, matrix: l.matrix })),
];
const isIdentity = (m: Matrix) => m[0][0] === 1 && m[0][1] === 0 && m[1][0] === 0 && m[1][1] === 1;

const successive: QuestionTemplate = {
  id: 'cp1.transformations.composition',
  subtopicId: `${T}.successive-transformations`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['linear transformations', 'successive transformations', 'matrix multiplication'],
  build(rng) {
    for (;;) {
      const [first, second] = rng.sample(D4, 2);
      const product = matMul(second.matrix, first.matrix);
      if (isIdentity(product)) continue; // a composition that undoes itself is degenerate
      const reverse = matMul(first.matrix, second.matrix);
      const commute = reverse.every((row, i) => row.every((v, j) => v === product[i][j]));
      const single = D4.find((d) => d.matrix.every((row, i) => row.every((v, j) => v === product[i][j])))!;
      const target = [rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
      const source = matVec(
        [
          [product[1][1], -product[0][1]],
          [-product[1][0], product[0][0]],
        ],
        target,
      ).map((v) => v * det2(product));
      return {
        title: 'Combining two transformations',
        introTex: tex`The transformation \(P\) is ${first.name}. The transformation \(Q\) is ${second.name}. The transformation \(U\) is \(P\) followed by \(Q\).`,
        parts: [
          part(tex`Find the matrix representing \(U\).`, matTex(product), [
            mark(
              'M1',
              tex`Multiplies the matrices in the correct order, \(Q\) times \(P\)`,
              tex`${matTex(second.matrix)}${matTex(first.matrix)}`,
            ),
            mark('A1', 'Correct matrix', matTex(product), ['a.1']),
          ]),
          part(tex`Describe fully the single geometrical transformation \(U\).`, stemToMath(single.name), [
            mark('B1ft', 'Correct full description, follow through their matrix', stemToMath(single.name)),
          ]),
          part(
            tex`Using your answer to part (a), find the coordinates of the point whose image under \(U\) is \(${point(target)}\).`,
            point(source),
            [
              mark(
                'M1',
                tex`Uses the inverse of their matrix for \(U\), or solves the equations`,
                tex`${matTex(product)}${vecTex(['x', 'y'])} = ${vecTex(target)}`,
              ),
              mark('A1ft', tex`Correct point, ft their matrix for \(U\)`, point(source), ['c.1']),
            ],
          ),
          part(
            tex`Find the matrix representing \(Q\) followed by \(P\), and state, with a reason, whether this is the same transformation as \(U\).`,
            tex`${matTex(reverse)}\text{; ${commute ? 'the same' : 'not the same'} as } U`,
            [
              mark('M1', tex`Multiplies the matrices in the order \(P\) times \(Q\)`, tex`${matTex(first.matrix)}${matTex(second.matrix)}`),
              mark('A1', 'Correct matrix', matTex(reverse), ['d.1']),
              mark(
                'B1ft',
                'Correct comparison with their matrix from (a)',
                commute ? tex`\text{same matrix, so the same transformation}` : tex`\text{different matrices, so not the same}`,
              ),
            ],
          ),
        ],
        notes: [
          '(a) M1 for PQ in the wrong order scores M0.',
          '(b) B1ft on a matrix from (a) that represents one of the standard transformations.',
        ],
        facts: { first: first.matrix, second: second.matrix, product, single: single.name, target, source, reverse, commute },
      };
    }
  },
};

const AXES = ['x', 'y', 'z'];

const inThreeD: QuestionTemplate = {
  id: 'cp1.transformations.rotation-3d',
  subtopicId: `${T}.linear-transformations-in-3d`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['linear transformations', 'three dimensions', 'rotation', 'reflection'],
  build(rng) {
    const [axis, quarter] = [rng.int(0, 2), rng.int(1, 3)];
    const R = axisRotation(axis, quarter);
    const p = [rng.nonZero(-5, 5), rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const image = matVec(R, p);
    const plane = rng.int(0, 2);
    const F = [0, 1, 2].map((i) => [0, 1, 2].map((j) => (i === j ? (i === plane ? -1 : 1) : 0)));
    const U = matMul(F, R);
    return {
      title: 'A rotation in three dimensions',
      introTex: rng.pick([
        tex`The transformation \(T\) is a rotation of \(${quarter * 90}^{\circ}\) anticlockwise about the \(${AXES[axis]}\)-axis.`,
        tex`In three dimensions, \(T\) denotes the rotation through \(${quarter * 90}^{\circ}\) anticlockwise about the \(${AXES[axis]}\)-axis, looking from the positive end of the axis towards the origin.`,
      ]),
      parts: [
        part(tex`Write down the matrix representing \(T\).`, matTex(R), [mark('B1', tex`Correct \(3 \times 3\) matrix`, matTex(R))]),
        part(tex`Write down a line of invariant points of \(T\).`, tex`\text{the } ${AXES[axis]}\text{-axis}`, [
          mark('B1', 'The axis of rotation', tex`\text{the } ${AXES[axis]}\text{-axis}`),
        ]),
        part(
          rng.pick([
            tex`Find the image of the point \(${point(p)}\) under \(T\).`,
            tex`The point \(${point(p)}\) is rotated by \(T\). Find the coordinates of its image.`,
          ]),
          point(image),
          [
            mark('M1', 'Multiplies their matrix by the position vector', tex`${matTex(R)}${vecTex(p)}`),
            mark('A1ft', 'Correct image, follow through their matrix', point(image), ['c.1']),
          ],
        ),
        part(
          tex`The transformation \(U\) is \(T\) followed by a reflection in the plane \(${AXES[plane]} = 0\). Using your answer to part (a), find the matrix representing \(U\), and state the value of its determinant.`,
          tex`${matTex(U)}, \; \det = -1`,
          [
            mark('B1', 'Correct reflection matrix', matTex(F)),
            mark('M1', tex`Multiplies in the correct order: reflection matrix times their matrix for \(T\)`, tex`${matTex(F)}${matTex(R)}`),
            mark('A1', tex`Correct matrix for \(U\)`, matTex(U), ['d.2']),
            mark('B1', 'Determinant -1 (orientation reversed)', tex`\det = -1`),
          ],
        ),
      ],
      notes: [
        '(a) Anticlockwise is when looking from the positive end of the axis towards the origin.',
        '(d) The product in the wrong order scores M0.',
      ],
      facts: { axis, quarter, R, p, image, plane, U },
    };
  },
};

const inverseTransform: QuestionTemplate = {
  id: 'cp1.transformations.inverse',
  subtopicId: `${T}.inverse-linear-transformations`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['linear transformations', 'inverse matrix', 'image of a line'],
  build(rng) {
    for (;;) {
      const M = nonSingular2(rng);
      const d = det2(M);
      const P = [rng.int(-5, 5), rng.int(-5, 5)];
      const Q = matVec(M, P);
      const opq = frac(Math.abs(P[0] * Q[1] - P[1] * Q[0]), 2);
      if (opq.n === 0) continue;
      // line l' : y = g x + c is the image of l; points of l satisfy (M v)_y = g (M v)_x + c
      const [g, c] = [rng.int(-3, 3), rng.nonZero(-5, 5)];
      const coefX = M[1][0] - g * M[0][0];
      const coefY = M[1][1] - g * M[0][1];
      if (coefX === 0 && coefY === 0) continue;
      const g0 = gcd(gcd(coefX, coefY), c) * (coefX < 0 || (coefX === 0 && coefY < 0) ? -1 : 1);
      const l = `${terms([
        [coefX / g0, 'x'],
        [coefY / g0, 'y'],
      ])} = ${c / g0}`;
      return {
        title: 'Using an inverse transformation',
        introTex: rng.pick([
          tex`The transformation \(T\) is represented by \(\mathbf{M} = ${matTex(M)}\). The point \(P\) is mapped by \(T\) to the point \(Q${point(Q)}\).`,
          tex`Under the linear transformation \(T\) of the plane, represented by the matrix \(\mathbf{M} = ${matTex(M)}\), an unknown point \(P\) has image \(Q${point(Q)}\).`,
        ]),
        parts: [
          part(
            rng.pick([
              tex`Find \(\mathbf{M}^{-1}\), and hence find the coordinates of \(P\).`,
              tex`Use the inverse of \(\mathbf{M}\) to find the coordinates of \(P\), showing \(\mathbf{M}^{-1}\) in your working.`,
            ]),
            tex`${inverse2Tex(M)}; \; P${point(P)}`,
            [
              mark('M1', 'Swaps the leading diagonal, negates the other and divides by the determinant', adjugateOverTex(d, adjugate2(M))),
              mark('A1', 'Correct inverse', inverse2Tex(M), ['a.1']),
              mark('M1', tex`Multiplies their inverse by the position vector of \(Q\)`, tex`\mathbf{M}^{-1}${vecTex(Q)}`),
              mark('A1', 'Correct coordinates', point(P), ['a.3']),
            ],
          ),
          part(
            tex`The line \(l\) is mapped by \(T\) onto the line with equation \(y = ${terms([
              [g, 'x'],
              [c, ''],
            ])}\). Find a Cartesian equation of \(l\).`,
            l,
            [
              mark(
                'M1',
                tex`Writes the image of a general point \((x, y)\) and substitutes into the equation of the image line`,
                tex`${terms([
                  [M[1][0], 'x'],
                  [M[1][1], 'y'],
                ])} = ${
                  g === 0
                    ? String(c)
                    : `${g}(${terms([
                        [M[0][0], 'x'],
                        [M[0][1], 'y'],
                      ])}) ${c < 0 ? '-' : '+'} ${Math.abs(c)}`
                }`,
              ),
              mark('A1', 'Correct equation, oe', l, ['b.1']),
            ],
          ),
          part(tex`Using your coordinates of \(P\), find the area of triangle \(OPQ\), where \(O\) is the origin.`, fracTex(opq), [
            mark(
              'M1',
              tex`Uses half the modulus of the determinant formed by the position vectors of their \(P\) and \(Q\)`,
              tex`\frac{1}{2}\left|${P[0]} \times ${Q[1]} - ${P[1] < 0 ? `(${P[1]})` : P[1]} \times ${Q[0] < 0 ? `(${Q[0]})` : Q[0]}\right|`,
            ),
            mark('A1ft', tex`Correct area, ft their \(P\)`, fracTex(opq), ['c.1']),
          ]),
        ],
        notes: [
          '(a) Solving simultaneous equations directly also scores the second M1 A1.',
          '(b) Using the inverse on a general point of the image line is an equally good method.',
        ],
        facts: { M, P, Q, d, g, c, coefX, coefY, opq: value(opq) },
      };
    }
  },
};

const invariantLines: QuestionTemplate = {
  id: 'cp1.transformations.invariant-lines',
  subtopicId: `${T}.invariant-points-and-lines`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['linear transformations', 'invariant lines'],
  build(rng) {
    for (;;) {
      const m1 = rng.int(-3, 2);
      const m2 = m1 + 1;
      const [l1, l2] = rng.sample([-3, -2, -1, 2, 3, 4], 2);
      const M = integerEigenMatrix(m1, l1, l2);
      if (M[0][1] === 0) continue;
      const line = (m: number) => `y = ${terms([[m, 'x']])}`;
      const quadratic = `${terms([
        [M[0][1], 'm^{2}'],
        [M[0][0] - M[1][1], 'm'],
        [-M[1][0], ''],
      ])} = 0`;
      const t = rng.nonZero(-3, 3);
      const imageOf = matVec(M, [t, m1 * t]);
      const A = rng.int(2, 9);
      return {
        title: 'Invariant lines through the origin',
        introTex: rng.pick([
          tex`The transformation \(T\) is represented by \(\mathbf{M} = ${matTex(M)}\).`,
          tex`A linear transformation \(T\) of the plane has matrix \(\mathbf{M} = ${matTex(M)}\). A line through the origin is invariant under \(T\) if \(T\) maps every point of the line to a point of the same line.`,
        ]),
        parts: [
          part(
            rng.pick([
              tex`Find the equations of the invariant lines of \(T\) that pass through the origin.`,
              tex`By considering the image of a point \((x, mx)\), find the equations of the invariant lines of \(T\) through the origin.`,
            ]),
            tex`${line(m1)}, \; ${line(m2)}`,
            [
              mark(
                'M1',
                tex`Maps a general point \((x, mx)\) and equates the image to the form \((X, mX)\)`,
                tex`${matTex(M)}${vecTex(['x', 'mx'])}`,
              ),
              mark('M1', tex`Forms a quadratic in \(m\)`, quadratic),
              mark('A1', 'One correct line', line(m1), ['a.1', 'a.2']),
              mark('A1', 'Both correct lines', tex`${line(m1)}, \; ${line(m2)}`, ['a.1', 'a.2']),
            ],
          ),
          part(
            tex`Using your answer to part (a), find the image under \(T\) of the point \(${point([t, m1 * t])}\), and hence explain whether the line \(${line(m1)}\) is a line of invariant points.`,
            tex`${point(imageOf)}\text{: not a line of invariant points}`,
            [
              mark('M1', tex`Multiplies \(\mathbf{M}\) by the position vector of the point`, tex`${matTex(M)}${vecTex([t, m1 * t])}`),
              mark(
                'A1',
                'Correct image, with the conclusion that the point moves along the line, so it is not a line of invariant points',
                tex`${point(imageOf)} = ${l1}${point([t, m1 * t])}`,
                ['b.1'],
              ),
            ],
          ),
          part(
            tex`A triangle of area \(${A}\) square units is transformed by \(T\). Find the area of its image.`,
            String(A * Math.abs(det2(M))),
            [
              mark('M1', tex`Multiplies the area by the modulus of \(\det\mathbf{M}\)`, tex`${A} \times |${det2(M)}|`),
              mark('A1', 'Correct area', String(A * Math.abs(det2(M))), ['c.1']),
            ],
          ),
        ],
        notes: [
          '(a) Using eigenvectors is acceptable for full marks.',
          '(b) The image lies on the same line (invariant line) but is a different point.',
        ],
        facts: { M, m1, m2, l1, t, imageOf, A, imageArea: A * Math.abs(det2(M)) },
      };
    }
  },
};

export const cp1TransformationTemplates = [
  inTwoD,
  reflectRotate,
  enlargeStretch,
  successive,
  inThreeD,
  inverseTransform,
  invariantLines,
  ...cp1TransformationMatrixImageInvariantTemplates,
];
