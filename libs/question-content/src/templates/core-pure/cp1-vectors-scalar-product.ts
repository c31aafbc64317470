/**
 * Vectors by the scalar product, as Core Pure teaches them (the vector product is Further Pure 1): the
 * distance between parallel lines, and the line of intersection of two planes with the normals it
 * gives. Each template has two stems, told apart by `facts.variant`.
 */
import { surdTex, tex, vecTex } from '../../math/tex.js';
import { cross, dot, primitive, vadd, vscale, vsub, type Vec } from '../../math/vector.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import {
  cartesianPlane,
  lin,
  lineTex,
  nonZeroVec,
  p3,
  perpendicularByScalarProducts,
  randomVec,
  vectorProductCredit,
} from './cp1-vectors.js';

const isZero = (v: Vec) => v.every((x) => x === 0);
/** The same direction with its first non-zero component positive. */
const leadingPositive = (v: Vec): Vec => (v.find((x) => x !== 0)! < 0 ? vscale(v, -1) : v);
/** A non-zero integer vector perpendicular to `d` (and so not parallel to it). */
function perpendicularTo(rng: Rng, d: Vec): Vec {
  for (;;) {
    const w = primitive(cross(d, nonZeroVec(rng, -2, 2)));
    if (!isZero(w)) return w;
  }
}

/**
 * The foot of the perpendicular from C to the line a + lambda d, by the scalar product: the marks
 * of part `id` (M1 dM1 A1 A1) for a line whose point X has `\overrightarrow{CX}` as `general`.
 */
function footMarks(id: string, general: string, d: Vec, dotCAd: number, l0: number, F: Vec) {
  return [
    mark(
      'M1',
      tex`Sets the scalar product of their \(\overrightarrow{CX}\) with the direction of \(l_1\) equal to zero`,
      tex`${general}\cdot${vecTex(d)} = 0`,
    ),
    mark('dM1', tex`Solves their linear equation for \(\lambda\), dependent on the previous M1`, tex`${lin(dotCAd, dot(d, d))} = 0`, [
      `${id}.1`,
    ]),
    mark('A1', tex`Correct \(\lambda\)`, tex`\lambda = ${l0}`, [`${id}.1`, `${id}.2`]),
    mark('A1', tex`Correct coordinates of \(F\)`, p3(F), [`${id}.1`, `${id}.2`]),
  ];
}

const parallelLines: QuestionTemplate = {
  id: 'cp1.vectors.parallel-lines-distance',
  subtopicId: 'cp1-vectors.perpendiculars',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['vectors', 'parallel lines', 'distance between parallel lines', 'foot of perpendicular', 'scalar product'],
  build(rng) {
    let d: Vec;
    do d = leadingPositive(primitive(nonZeroVec(rng, -3, 3)));
    while (d.filter((x) => x !== 0).length < 2);
    const w = perpendicularTo(rng, d);
    const a = randomVec(rng, -5, 5);
    const l0 = rng.nonZero(-3, 3);
    const F = vadd(a, vscale(d, l0));
    const C = vadd(F, vscale(w, rng.sign()));
    const CA = vsub(a, C);
    const general = tex`${vecTex(a.map((ai, i) => lin(ai - C[i], d[i])))}`;
    const distance = surdTex(dot(w, w));
    const foot = footMarks('b', general, d, dot(CA, d), l0, F);
    if (rng.next() < 0.5) {
      const k = rng.pick([-3, -2, 2, 3]);
      return {
        title: 'The distance between two parallel lines',
        introTex: tex`The lines \(l_1\) and \(l_2\) have equations \(${lineTex(a, d)}\) and \(${lineTex(C, vscale(d, k), '\\mu')}\). The point \(C${p3(C)}\) lies on \(l_2\).`,
        parts: [
          part(tex`Show that \(l_1\) and \(l_2\) are parallel and are not the same line.`, tex`\text{shown}`, [
            mark('B1', 'States the directions are parallel, one a multiple of the other', tex`${vecTex(vscale(d, k))} = ${k}${vecTex(d)}`),
            mark(
              'M1',
              tex`Shows \(C\) is not on \(l_1\): \(\overrightarrow{AC}\) from a point \(A\) of \(l_1\) is not a multiple of the direction`,
              tex`${vecTex(vsub(C, a))} \neq t${vecTex(d)}`,
            ),
            mark('A1', 'Concludes parallel and distinct', tex`\text{parallel and not the same line}`, ['a.2']),
          ]),
          part(
            tex`The point \(X\) on \(l_1\) has parameter \(\lambda\). Find the value of \(\lambda\) for which \(CX\) is perpendicular to \(l_1\), and hence the coordinates of the foot of the perpendicular \(F\) from \(C\) to \(l_1\).`,
            p3(F),
            foot,
          ),
          part(tex`Hence find the exact distance between \(l_1\) and \(l_2\).`, distance, [
            mark('M1', tex`Finds the length \(CF\) with their \(F\)`, tex`|\overrightarrow{CF}| = \sqrt{${dot(w, w)}}`),
            mark('A1ft', tex`Correct exact distance, ft their \(F\)`, distance, ['c.1']),
          ]),
        ],
        notes: [
          tex`(a) \(A${p3(a)}\) is the point of \(l_1\) with \(\lambda = 0\); any point of either line may be used.`,
          tex`(b) Minimising \(|\overrightarrow{CX}|^{2}\) by differentiation or completing the square earns the same marks.`,
          vectorProductCredit('c', tex`\frac{|\overrightarrow{AC}\times\mathbf{d}|}{|\mathbf{d}|}`),
        ],
        facts: { variant: 'lines', a, d, C, F, k, distanceSquared: dot(w, w) },
      };
    }
    const B = vadd(a, d);
    const D = vadd(C, d);
    const areaSquared = dot(d, d) * dot(w, w);
    const area = surdTex(areaSquared);
    return {
      title: 'Parallel lines and a parallelogram',
      introTex: tex`The points \(A\), \(B\) and \(C\) have coordinates \(${p3(a)}\), \(${p3(B)}\) and \(${p3(C)}\). The line \(l_1\) passes through \(A\) and \(B\). The line \(l_2\) passes through \(C\) and is parallel to \(l_1\).`,
      parts: [
        part(tex`Write down a vector equation of \(l_2\).`, lineTex(C, d, '\\mu'), [
          mark('B1', tex`Position vector of \(C\), or of another point of \(l_2\)`, vecTex(C)),
          mark('B1', tex`Direction \(\overrightarrow{AB}\), any non-zero multiple`, vecTex(d)),
        ]),
        part(
          tex`The point \(X\) on \(l_1\) has position vector \(\overrightarrow{OA} + \lambda\overrightarrow{AB}\). Use a scalar product to find the coordinates of the foot of the perpendicular \(F\) from \(C\) to \(l_1\).`,
          p3(F),
          foot,
        ),
        part(
          tex`The point \(D\) lies on \(l_2\) such that \(\mathit{ABDC}\) is a parallelogram. Find the exact distance between \(l_1\) and \(l_2\), and hence the exact area of \(\mathit{ABDC}\).`,
          tex`${distance}, \; ${area}`,
          [
            mark('M1', tex`Finds the length \(CF\) with their \(F\)`, tex`|\overrightarrow{CF}| = \sqrt{${dot(w, w)}}`),
            mark('A1ft', tex`Correct exact distance, ft their \(F\)`, distance, ['c.1']),
            mark('M1', tex`Area as \(|\overrightarrow{AB}|\) times their distance`, tex`\sqrt{${dot(d, d)}} \times ${distance}`),
            mark('A1', 'Correct exact area, simplified', area, ['c.1', 'c.3']),
          ],
        ),
      ],
      notes: [
        tex`(b) Minimising \(|\overrightarrow{CX}|^{2}\) by differentiation or completing the square earns the same marks.`,
        vectorProductCredit('c', tex`|\overrightarrow{AB}\times\overrightarrow{AC}|`),
      ],
      facts: { variant: 'parallelogram', a, d, C, F, B, D, distanceSquared: dot(w, w), areaSquared },
    };
  },
};

/** The two equations in the two coordinates left when coordinate `k` is set to zero. */
function withCoordinateZero(normals: Vec[], rhs: number[], k: number): string {
  return normals
    .map(
      (n, r) =>
        `${cartesianPlane(
          n.map((c, i) => (i === k ? 0 : c)),
          rhs[r],
        )}`,
    )
    .join(', \\; ');
}

const planesIntersection: QuestionTemplate = {
  id: 'cp1.vectors.planes-line-of-intersection',
  subtopicId: 'cp1-vectors.intersections',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['vectors', 'planes', 'line of intersection', 'normal vector', 'scalar product'],
  build(rng) {
    let n1: Vec, n2: Vec, d: Vec;
    do {
      [n1, n2] = [leadingPositive(nonZeroVec(rng, -3, 3)), leadingPositive(nonZeroVec(rng, -3, 3))];
      d = primitive(cross(n1, n2));
    } while (isZero(d) || n1.filter((x) => x !== 0).length < 2 || n2.filter((x) => x !== 0).length < 2 || d.some((x) => Math.abs(x) > 7));
    d = leadingPositive(d);
    // The coordinate set to zero to find a common point: one the direction does not vanish on.
    const k = d.findLastIndex((x) => x !== 0);
    const Q = randomVec(rng, -3, 3).map((x, i) => (i === k ? 0 : x));
    const [p1, p2] = [dot(n1, Q), dot(n2, Q)];
    const w = perpendicularTo(rng, d);
    const t0 = rng.nonZero(-2, 2);
    const P = vadd(vadd(Q, vscale(d, t0)), w);
    const intro = tex`The planes \(\Pi_1\) and \(\Pi_2\) have equations \(${cartesianPlane(n1, p1)}\) and \(${cartesianPlane(n2, p2)}\) respectively.`;
    const direction = [
      perpendicularByScalarProducts(n1, n2, [tex`${vecTex(n1)}`, tex`${vecTex(n2)}`], 'a direction perpendicular to both normals'),
      mark('A1', 'Correct direction, any non-zero multiple', vecTex(d), ['a.1']),
    ];
    const normalsNote = tex`(a) The direction is perpendicular to both normals, so it lies in both planes.`;
    if (rng.next() < 0.5) {
      const m = leadingPositive(primitive(cross(d, w)));
      const pm = dot(m, Q);
      return {
        title: 'The line of intersection of two planes and a plane containing it',
        introTex: intro,
        parts: [
          part(
            tex`Use scalar products to find a direction of the line of intersection \(L\) of \(\Pi_1\) and \(\Pi_2\).`,
            vecTex(d),
            direction,
          ),
          part(tex`Find a vector equation of \(L\).`, lineTex(Q, d), [
            mark(
              'M1',
              tex`Finds a point on both planes, e.g. sets \(${'xyz'[k]} = 0\) and solves the two equations`,
              withCoordinateZero([n1, n2], [p1, p2], k),
            ),
            mark('A1', 'A correct common point', p3(Q), ['b.1']),
            mark('A1ft', 'Correct vector equation, ft their direction from (a)', lineTex(Q, d), ['b.1']),
          ]),
          part(
            tex`The plane \(\Pi_3\) contains \(L\) and the point \(P${p3(P)}\). Find a Cartesian equation of \(\Pi_3\).`,
            cartesianPlane(m, pm),
            [
              perpendicularByScalarProducts(
                d,
                vsub(P, Q),
                [tex`\mathbf{d}`, tex`\overrightarrow{QP}`],
                tex`a normal, \(Q\) their point of \(L\)`,
              ),
              mark('A1', tex`A correct normal to \(\Pi_3\), any non-zero multiple`, vecTex(m), ['c.1']),
              mark(
                'M1',
                tex`Uses \(\mathbf{r}\cdot\mathbf{n} = \mathbf{q}\cdot\mathbf{n}\) with their normal and a point of \(\Pi_3\)`,
                tex`${vecTex(Q)}\cdot${vecTex(m)} = ${pm}`,
              ),
              mark('A1', 'Correct Cartesian equation, oe', cartesianPlane(m, pm), ['c.1', 'c.3']),
            ],
          ),
        ],
        notes: [
          normalsNote,
          vectorProductCredit('a', tex`${vecTex(n1)}\times${vecTex(n2)}`),
          '(b) Any point on both planes is acceptable, and solving the two equations with a parameter earns full marks.',
          vectorProductCredit('c', tex`\mathbf{d}\times\overrightarrow{QP}`),
        ],
        facts: { variant: 'containing-plane', n1, n2, p1, p2, d, Q, P, m, pm },
      };
    }
    const p3v = dot(d, P);
    const X = vadd(Q, vscale(d, t0));
    const distance = surdTex(dot(w, w));
    return {
      title: 'A plane perpendicular to two planes',
      introTex: tex`${intro} The plane \(\Pi_3\) passes through the point \(P${p3(P)}\) and is perpendicular to both \(\Pi_1\) and \(\Pi_2\).`,
      parts: [
        part(tex`Use scalar products to find a vector normal to \(\Pi_3\).`, vecTex(d), direction),
        part(tex`Find a Cartesian equation of \(\Pi_3\).`, cartesianPlane(d, p3v), [
          mark(
            'M1',
            tex`Uses \(\mathbf{r}\cdot\mathbf{n} = \mathbf{p}\cdot\mathbf{n}\) with their normal`,
            tex`${vecTex(P)}\cdot${vecTex(d)} = ${p3v}`,
          ),
          mark('A1', 'Correct Cartesian equation, oe', cartesianPlane(d, p3v), ['b.1']),
        ]),
        part(tex`Find the coordinates of the point \(X\) that lies in all three planes.`, p3(X), [
          mark(
            'M1',
            'Solves the three equations simultaneously, by elimination or with the inverse of the matrix of coefficients',
            tex`${cartesianPlane(n1, p1)}, \; ${cartesianPlane(n2, p2)}, \; ${cartesianPlane(d, p3v)}`,
          ),
          mark('dM1', 'Reduces their equations to one unknown and solves, dependent on the M1', tex`${'xyz'[k]} = ${X[k]}`, ['c.1']),
          mark('A1', 'Correct coordinates', p3(X), ['c.1', 'c.2']),
        ]),
        part(tex`Hence find the exact shortest distance from \(P\) to the line of intersection of \(\Pi_1\) and \(\Pi_2\).`, distance, [
          mark(
            'M1',
            tex`Uses \(PX\), since \(\Pi_3\) is perpendicular to the line and contains \(P\)`,
            tex`|\overrightarrow{PX}| = \sqrt{${dot(w, w)}}`,
          ),
          mark('A1ft', tex`Correct exact distance, ft their \(X\)`, distance, ['d.1']),
        ]),
      ],
      notes: [
        tex`(a) The normal of \(\Pi_3\) is perpendicular to both normals: it is the direction of the line of intersection of \(\Pi_1\) and \(\Pi_2\).`,
        vectorProductCredit('a', tex`${vecTex(n1)}\times${vecTex(n2)}`),
        tex`(d) \(X\) is the foot of the perpendicular from \(P\) to the line; finding it by the scalar product from that line's equation earns the same marks.`,
      ],
      facts: { variant: 'perpendicular-plane', n1, n2, p1, p2, d, Q, P, p3: p3v, X, distanceSquared: dot(w, w) },
    };
  },
};

export const cp1VectorScalarProductTemplates: QuestionTemplate[] = [parallelLines, planesIntersection];
