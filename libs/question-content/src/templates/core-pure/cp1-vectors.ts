/**
 * Vectors templates (Core Pure Book 1 chapter 9) and the small printing helpers the vector templates share. Spread into
 * cp1InductionVectorTemplates.
 */
import { add, frac, gcd, mul, type Frac } from '../../math/rational.js';
import { fracTex, matTex, minus, surd, surdTex, terms, tex, vecTex } from '../../math/tex.js';
import { cross, dot, primitive, vadd, vscale, vsub, type Vec } from '../../math/vector.js';
import type { Rng } from '../../random.js';
import { askedOneOfTwoWays } from './part-regrouping.js';
import { mark, part, type MarkSpec, type QuestionTemplate } from '../../template.js';

export const p3 = (v: Vec) => `(${v.join(', ')})`;
export const randomVec = (rng: Rng, lo = -5, hi = 5): Vec => [rng.int(lo, hi), rng.int(lo, hi), rng.int(lo, hi)];
export function nonZeroVec(rng: Rng, lo = -4, hi = 4): Vec {
  for (;;) {
    const v = randomVec(rng, lo, hi);
    if (v.some((x) => x !== 0)) return v;
  }
}
/** A vector with every component non-zero (so Cartesian forms need no special case). */
export function fullVec(rng: Rng, lo = -4, hi = 4): Vec {
  return [rng.nonZero(lo, hi), rng.nonZero(lo, hi), rng.nonZero(lo, hi)];
}
export const lineTex = (a: Vec, d: Vec, param = '\\lambda') => tex`\mathbf{r} = ${vecTex(a)} + ${param}${vecTex(d)}`;
/** `c0 + c1 sym` with signs and unit coefficients handled. */
export const lin = (c0: number, c1: number, sym = '\\lambda') =>
  terms([
    [c0, ''],
    [c1, sym],
  ]);
/** `n0(e0) + n1(e1) + n2(e2)` with signs handled: never `+ -2(...)`. */
export function linComb(coefs: number[], exprs: string[]): string {
  let out = '';
  coefs.forEach((c, i) => {
    if (c === 0) return;
    const body = `${Math.abs(c) === 1 ? '' : Math.abs(c)}(${exprs[i]})`;
    out += out ? ` ${c < 0 ? '-' : '+'} ${body}` : `${c < 0 ? '-' : ''}${body}`;
  });
  return out || '0';
}
export const cartesianPlane = (n: Vec, p: number) => `${terms(n.map((c, i) => [c, 'xyz'[i]]))} = ${p}`;
/** Exact |num| / sqrt(nn), rationalised and simplified: `\frac{3\sqrt{2}}{4}`, `2\sqrt{5}`, `\frac{7}{3}`. */
export function distTex(num: number, nn: number): string {
  const N = Math.abs(num);
  if (N === 0) return '0';
  const { k, m } = surd(nn);
  if (m === 1) return fracTex(frac(N, k));
  const g = gcd(N, k * m);
  const [A, D] = [N / g, (k * m) / g];
  const top = `${A === 1 ? '' : A}\\sqrt{${m}}`;
  return D === 1 ? top : `\\frac{${top}}{${D}}`;
}
/** Half of sqrt(n), simplified: `\frac{\sqrt{35}}{2}`, `3\sqrt{2}`. */
export function halfSurdTex(n: number): string {
  const { k, m } = surd(n);
  if (m === 1) return fracTex(frac(k, 2));
  const q = frac(k, 2);
  const top = `${q.n === 1 ? '' : q.n}\\sqrt{${m}}`;
  return q.d === 1 ? top : `\\frac{${top}}{${q.d}}`;
}
/** Cartesian equations of a line through a with direction d (all components non-zero). */
export function cartesianLine(a: Vec, d: Vec): string {
  return a
    .map((ai, i) => {
      const top = terms([
        [1, 'xyz'[i]],
        [-ai, ''],
      ]);
      return d[i] === 1 ? top : `\\frac{${top}}{${d[i]}}`;
    })
    .join(' = ');
}
const deg = (rad: number) => (rad * 180) / Math.PI;

/** The equations \(\mathbf{n}\cdot\mathbf{u} = 0\) and \(\mathbf{n}\cdot\mathbf{v} = 0\) for \(\mathbf{n} = (a, b, c)\), written out. */
const perpendicularEquationsTex = (u: Vec, v: Vec): string =>
  [u, v].map((w) => `${terms(w.map((c, i) => [c, 'abc'[i]]))} = 0`).join(', \\; ');

/**
 * The Core Pure way to a vector perpendicular to two others (a normal, a common perpendicular, the
 * direction of a line of intersection): two scalar products set to zero and solved. `names` are how
 * the scheme calls the two vectors, e.g. `\overrightarrow{AB}`.
 */
export const perpendicularByScalarProducts = (u: Vec, v: Vec, names: [string, string], what = 'a normal'): MarkSpec =>
  mark(
    'M1',
    tex`Sets \(\mathbf{n}\cdot${names[0]} = 0\) and \(\mathbf{n}\cdot${names[1]} = 0\) for \(\mathbf{n} = ${vecTex(['a', 'b', 'c'])}\) and solves for ${what}`,
    perpendicularEquationsTex(u, v),
  );

/** The "or otherwise" credit a scheme gives the vector product, which Core Pure does not teach (Further Pure 1 does). */
export const vectorProductCredit = (label: string, working: string): string =>
  tex`(${label}) Or otherwise: a correct vector product method, \(${working}\), earns the same marks.`;

const NORM_DIRS: [Vec, number][] = [
  [[1, 2, 2], 3],
  [[2, 3, 6], 7],
  [[1, 4, 8], 9],
  [[4, 4, 7], 9],
  [[2, 6, 9], 11],
  [[6, 6, 7], 11],
  [[3, 4, 12], 13],
];
const signedShuffle = (rng: Rng, v: Vec): Vec => rng.sample(v, 3).map((x) => x * rng.sign());
const p3f = (v: Frac[]) => `(${v.map((x) => fracTex(x)).join(', ')})`;
const angleDeg = (u: Vec, v: Vec) => deg(Math.acos(dot(u, v) / Math.sqrt(dot(u, u) * dot(v, v))));
const acuteDeg = (u: Vec, v: Vec) => deg(Math.acos(Math.abs(dot(u, v)) / Math.sqrt(dot(u, u) * dot(v, v))));
const isZero = (v: Vec) => v.every((x) => x === 0);

const cartesianToVector: QuestionTemplate = {
  id: 'cp1.vectors.cartesian-line-points',
  subtopicId: 'cp1-vectors.lines-in-3d',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'Cartesian equation of a line', 'vector equation of a line', 'distance'],
  build(rng) {
    const [d0, len] = rng.pick(NORM_DIRS);
    const d = signedShuffle(rng, d0);
    const A = randomVec(rng, -6, 6);
    const t = rng.nonZero(-3, 3);
    const P = vadd(A, vscale(d, t));
    const s = rng.int(1, 3);
    const D = s * len;
    const [Q1, Q2] = [vadd(A, vscale(d, s)), vsub(A, vscale(d, s))];
    return askedOneOfTwoWays(
      rng,
      {
        title: 'A line given in Cartesian form',
        introTex: tex`The line \(l\) has Cartesian equations \(${cartesianLine(A, d)}\). The point \(A${p3(A)}\) lies on \(l\).`,
        parts: [
          part(tex`Write down a vector equation of \(l\).`, lineTex(A, d), [
            mark('B1', tex`Correct position vector of a point on \(l\)`, vecTex(A)),
            mark('B1', 'Correct direction vector, any non-zero multiple', vecTex(d)),
          ]),
          part(
            tex`The point \(P\) on \(l\) has \(x\)-coordinate \(${P[0]}\). Find the \(y\)- and \(z\)-coordinates of \(P\).`,
            tex`y = ${P[1]}, \; z = ${P[2]}`,
            [
              mark(
                'M1',
                tex`Finds \(\lambda\) from the \(x\)-component, or sets each fraction equal to the value from \(x\)`,
                tex`\lambda = ${t}`,
              ),
              mark('A1', 'Both coordinates correct', tex`y = ${P[1]}, \; z = ${P[2]}`, ['b.1']),
            ],
          ),
          part(
            tex`Using your answer to part (a), find the coordinates of the two points on \(l\) whose distance from \(A\) is \(${D}\).`,
            tex`${p3(Q1)} \text{ and } ${p3(Q2)}`,
            [
              mark(
                'M1',
                tex`Uses \(|\lambda|\) times the magnitude of their direction equal to the distance`,
                tex`|\lambda|\sqrt{${dot(d, d)}} = ${D}`,
              ),
              mark('A1', tex`Both values of \(\lambda\)`, tex`\lambda = \pm ${s}`, ['c.1']),
              mark('A1', 'Both points correct', tex`${p3(Q1)}, \; ${p3(Q2)}`, ['c.1']),
            ],
          ),
        ],
        notes: [
          tex`(a) Any point of \(l\) and any multiple of the direction are acceptable.`,
          '(c) A candidate who finds only one point scores M1 A1 A0.',
        ],
        facts: { A, d, P, D, Q1, Q2 },
      },
      [
        {
          join: [0, 1],
          stemTex: tex`Write down a vector equation of \(l\), and find the \(y\)- and \(z\)-coordinates of the point \(P\) on \(l\) whose \(x\)-coordinate is \(${P[0]}\).`,
        },
        2,
      ],
    );
  },
};

const collinear: QuestionTemplate = {
  id: 'cp1.vectors.collinear-points',
  subtopicId: 'cp1-vectors.lines-in-3d',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['vectors', 'vector equation of a line', 'collinear points', 'ratio'],
  build(rng) {
    const A = randomVec(rng, -5, 5);
    const d = [rng.nonZero(-4, 4), rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const B = vadd(A, d);
    const t = rng.pick([-2, -1, 2, 3, 4]);
    const C = vadd(A, vscale(d, t));
    const [m, n] = rng.pick([
      [1, 2],
      [2, 1],
      [1, 3],
      [3, 1],
      [2, 3],
      [3, 2],
      [1, 4],
      [3, 4],
    ]);
    const Dp = A.map((ai, i) => frac(ai * (m + n) + m * d[i], m + n));
    const ratio = tex`1 : ${Math.abs(t - 1)}`;
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Collinear points and a line through two points',
        introTex: tex`The points \(A\) and \(B\) have coordinates \(${p3(A)}\) and \(${p3(B)}\).`,
        parts: [
          part(tex`Find a vector equation of the line \(AB\).`, lineTex(A, d), [
            mark('M1', 'Finds the direction AB', tex`\overrightarrow{AB} = ${vecTex(d)}`),
            mark('A1', 'Correct vector equation, oe', lineTex(A, d), ['a.1']),
          ]),
          part(
            tex`The point \(C(p, q, ${C[2]})\) lies on the line \(AB\). Find the values of \(p\) and \(q\).`,
            tex`p = ${C[0]}, \; q = ${C[1]}`,
            [
              mark(
                'M1',
                tex`Uses the \(z\)-component of their line to find the parameter`,
                tex`${lin(A[2], d[2])} = ${C[2]} \Rightarrow \lambda = ${t}`,
              ),
              mark('A1', tex`Correct \(p\)`, tex`p = ${C[0]}`, ['b.1']),
              mark('A1', tex`Correct \(q\)`, tex`q = ${C[1]}`, ['b.1']),
            ],
          ),
          part(tex`Using your answer to part (b), find the ratio \(AB : BC\).`, ratio, [
            mark(
              'M1',
              tex`Compares \(\overrightarrow{BC}\) with \(\overrightarrow{AB}\), e.g. \(\overrightarrow{BC} = (\lambda - 1)\overrightarrow{AB}\)`,
              tex`\overrightarrow{BC} = ${t - 1}\overrightarrow{AB}`,
            ),
            mark('A1', 'Correct ratio', ratio, ['c.1']),
          ]),
          part(
            tex`The point \(D\) lies on \(AB\) between \(A\) and \(B\) with \(AD : DB = ${m} : ${n}\). Find the coordinates of \(D\).`,
            p3f(Dp),
            [
              mark(
                'M1',
                tex`Uses \(\overrightarrow{OA}\) plus \(\frac{${m}}{${m + n}}\) of \(\overrightarrow{AB}\)`,
                tex`${vecTex(A)} + \frac{${m}}{${m + n}}${vecTex(d)}`,
              ),
              mark('A1', 'Correct coordinates', p3f(Dp), ['d.1']),
            ],
          ),
        ],
        notes: ['(b) Equating all three components and solving is equally valid.', '(c) Ratios equivalent to the answer are acceptable.'],
        facts: { A, B, C, t, m, n, D: Dp.map((x) => x.n / x.d), ratio: Math.abs(t - 1) },
      },
      [
        {
          join: [0, 1],
          stemTex: tex`The point \(C(p, q, ${C[2]})\) lies on the line \(AB\). Find a vector equation of the line \(AB\), and the values of \(p\) and \(q\).`,
        },
        2,
        3,
      ],
    );
  },
};

const planeContainingLine: QuestionTemplate = {
  id: 'cp1.vectors.plane-containing-line',
  subtopicId: 'cp1-vectors.planes',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['vectors', 'planes', 'scalar product', 'normal vector', 'parallel line and plane'],
  build(rng) {
    let a: Vec, d: Vec, w: Vec, n: Vec, e: Vec, b: Vec;
    do {
      [a, d, w] = [randomVec(rng, -4, 4), nonZeroVec(rng, -3, 3), nonZeroVec(rng, -3, 3)];
      n = primitive(cross(d, w));
      e = primitive(cross(n, nonZeroVec(rng, -2, 2)));
      b = randomVec(rng, -4, 4);
    } while (isZero(n) || isZero(e) || n.filter((x) => x !== 0).length < 2 || dot(b, n) === dot(a, n) || !isZero(cross(e, d)));
    if (n.find((x) => x !== 0)! < 0) n = vscale(n, -1);
    const P = vadd(a, w);
    const p = dot(a, n);
    const gap = dot(b, n) - p;
    const dist = distTex(gap, dot(n, n));
    return askedOneOfTwoWays(
      rng,
      {
        title: 'A plane containing a line and a point',
        introTex: tex`The line \(l_1\) has equation \(${lineTex(a, d)}\) and the point \(P\) has coordinates \(${p3(P)}\). The plane \(\Pi\) contains \(l_1\) and \(P\).`,
        parts: [
          part(tex`Find a vector normal to \(\Pi\).`, vecTex(n), [
            perpendicularByScalarProducts(d, w, [tex`\mathbf{d}`, tex`\overrightarrow{AP}`]),
            mark('A1', 'A correct normal, any non-zero multiple', vecTex(n), ['a.1']),
          ]),
          part(tex`Hence find a Cartesian equation of \(\Pi\).`, cartesianPlane(n, p), [
            mark(
              'M1',
              tex`Uses \(\mathbf{r}\cdot\mathbf{n} = \mathbf{a}\cdot\mathbf{n}\) with their normal and a point of \(l_1\) or \(P\)`,
              tex`${vecTex(a)}\cdot${vecTex(n)} = ${p}`,
            ),
            mark('A1', 'Correct Cartesian equation, oe', cartesianPlane(n, p), ['b.1']),
          ]),
          part(
            tex`The line \(l_2\) has equation \(${lineTex(b, e, '\\mu')}\). Show that \(l_2\) is parallel to \(\Pi\) and does not lie in \(\Pi\).`,
            tex`\text{shown}`,
            [
              mark('M1', tex`Scalar product of the direction of \(l_2\) with their normal`, tex`${vecTex(e)}\cdot${vecTex(n)} = 0`),
              mark('A1', tex`Concludes \(l_2\) is parallel to the plane`, tex`\text{perpendicular to the normal, so parallel to } \Pi`, [
                'c.1',
              ]),
              mark(
                'B1',
                tex`Shows a point of \(l_2\) does not satisfy the plane equation`,
                tex`${vecTex(b)}\cdot${vecTex(n)} = ${dot(b, n)} \neq ${p}`,
              ),
            ],
          ),
          part(tex`Find the exact distance between \(l_2\) and \(\Pi\).`, dist, [
            mark(
              'M1',
              tex`Uses the perpendicular distance from a point of \(l_2\) to the plane`,
              tex`\frac{|${minus(String(dot(b, n)), p)}|}{\sqrt{${dot(n, n)}}}`,
            ),
            mark('A1', 'Correct exact distance, simplified', dist, ['d.1']),
          ]),
        ],
        notes: [
          tex`(a) \(\mathbf{d}\) is the direction of \(l_1\) and \(A${p3(a)}\) its point with \(\lambda = 0\); any two non-parallel vectors in \(\Pi\) may be used.`,
          vectorProductCredit('a', tex`${vecTex(d)} \times ${vecTex(w)}`),
          tex`(d) Any point of \(l_2\) may be used.`,
        ],
        facts: { a, d, P, n, p, b, e, distance: Math.abs(gap) / Math.sqrt(dot(n, n)) },
      },
      [{ join: [0, 1], stemTex: tex`Find a Cartesian equation of \(\Pi\).` }, 2, 3],
    );
  },
};

const planePerpendicularToLine: QuestionTemplate = {
  id: 'cp1.vectors.plane-perpendicular-to-line',
  subtopicId: 'cp1-vectors.planes',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'planes', 'normal vector', 'intersection of a line and a plane'],
  build(rng) {
    let d0: Vec, wp: Vec;
    do {
      d0 = primitive(nonZeroVec(rng, -3, 3));
      if (d0.find((x) => x !== 0)! < 0) d0 = vscale(d0, -1);
      wp = primitive(cross(d0, nonZeroVec(rng, -3, 3)));
    } while (isZero(wp));
    const Bp = randomVec(rng, -4, 4);
    const m = rng.int(1, 2);
    const C = vadd(Bp, vscale(d0, m));
    const t0 = rng.pick([-3, -2, -1, 3, 4]);
    const F = vadd(Bp, vscale(d0, t0));
    const A = vadd(F, vscale(wp, rng.sign()));
    const p = dot(d0, A);
    const dist = surdTex(t0 * t0 * dot(d0, d0));
    return askedOneOfTwoWays(
      rng,
      {
        title: 'A plane perpendicular to a line',
        introTex: tex`The points \(A\), \(B\) and \(C\) have coordinates \(${p3(A)}\), \(${p3(Bp)}\) and \(${p3(C)}\). The plane \(\Pi\) passes through \(A\) and is perpendicular to the line \(BC\).`,
        parts: [
          part(tex`Find a Cartesian equation of \(\Pi\).`, cartesianPlane(d0, p), [
            mark(
              'M1',
              'Uses BC (or a multiple) as the normal and the point A',
              tex`\overrightarrow{BC} = ${vecTex(vscale(d0, m))}, \; \mathbf{r}\cdot${vecTex(d0)} = ${vecTex(A)}\cdot${vecTex(d0)}`,
            ),
            mark('A1', 'Correct Cartesian equation, oe', cartesianPlane(d0, p), ['a.1']),
          ]),
          part(tex`Find the coordinates of the point \(F\) where the line \(BC\) meets \(\Pi\).`, p3(F), [
            mark(
              'M1',
              'Forms the line BC and substitutes its general point into their plane',
              tex`${linComb(
                d0,
                Bp.map((bi, i) => lin(bi, d0[i])),
              )} = ${p}`,
            ),
            mark('A1', 'Correct value of the parameter', tex`\lambda = ${t0}`, ['b.1']),
            mark('A1', 'Correct coordinates', p3(F), ['b.1']),
          ]),
          part(tex`Hence find the exact perpendicular distance from \(B\) to \(\Pi\).`, dist, [
            mark('M1', tex`Finds the length \(BF\) with their \(F\)`, tex`|\overrightarrow{BF}| = \sqrt{${dot(vsub(F, Bp), vsub(F, Bp))}}`),
            mark('A1ft', tex`Correct exact distance, ft their \(F\)`, dist, ['c.1']),
          ]),
        ],
        notes: [
          '(a) Any non-zero multiple of BC is an acceptable normal.',
          tex`(b) Using the parameter of \(C\) rather than of \(B\) changes \(\lambda\) but not \(F\).`,
        ],
        facts: { A, B: Bp, C, F, d0, p, distance: Math.abs(t0) * Math.sqrt(dot(d0, d0)) },
      },
      [
        0,
        {
          join: [1, 2],
          stemTex: tex`Find the coordinates of the point \(F\) where the line \(BC\) meets \(\Pi\), and hence the exact perpendicular distance from \(B\) to \(\Pi\).`,
        },
      ],
    );
  },
};

const perpendicularParameter: QuestionTemplate = {
  id: 'cp1.vectors.perpendicular-parameter',
  subtopicId: 'cp1-vectors.scalar-product',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'scalar product', 'perpendicular vectors', 'quadratic equations'],
  build(rng) {
    for (;;) {
      const [r1, r2] = rng.sample([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6], 2).sort((x, y) => x - y);
      const [al, be, ga] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
      const de = (r1 * r2 - al * ga) / be;
      if (!Number.isInteger(de) || de === 0) continue;
      const s = r1 + r2;
      const u = (p: number): Vec => [p, al, be];
      const v = (p: number): Vec => [p - s, ga, de];
      const [U, V] = [u(r2), v(r2)];
      const area = halfSurdTex(dot(U, U) * dot(V, V));
      const angle = acuteDeg(u(r1), [0, 0, 1]);
      const uTex = tex`${vecTex(['p', al, be])}`;
      const vTex = tex`${vecTex([
        terms([
          [1, 'p'],
          [-s, ''],
        ]),
        ga,
        de,
      ])}`;
      return askedOneOfTwoWays(
        rng,
        {
          title: 'Perpendicular vectors with a parameter',
          introTex: tex`The vectors \(\mathbf{u} = ${uTex}\) and \(\mathbf{v} = ${vTex}\), where \(p\) is a constant.`,
          parts: [
            part(
              tex`Given that \(\mathbf{u}\) and \(\mathbf{v}\) are perpendicular, find the possible values of \(p\).`,
              tex`p = ${r1}, \; p = ${r2}`,
              [
                mark(
                  'M1',
                  'Sets the scalar product equal to zero',
                  tex`p(${terms([
                    [1, 'p'],
                    [-s, ''],
                  ])}) ${al * ga + be * de < 0 ? '-' : '+'} ${Math.abs(al * ga + be * de)} = 0`,
                ),
                mark(
                  'M1',
                  'Solves their three-term quadratic',
                  tex`${terms([
                    [1, 'p^{2}'],
                    [-s, 'p'],
                    [r1 * r2, ''],
                  ])} = 0`,
                ),
                mark('A1', 'Both values correct', tex`p = ${r1}, \; ${r2}`, ['a.1', 'a.2']),
              ],
            ),
            part(
              tex`Taking the larger value of \(p\), find the exact area of the triangle with two sides represented by \(\mathbf{u}\) and \(\mathbf{v}\).`,
              area,
              [
                mark(
                  'M1',
                  tex`Finds both magnitudes with their \(p\)`,
                  tex`|\mathbf{u}| = \sqrt{${dot(U, U)}}, \; |\mathbf{v}| = \sqrt{${dot(V, V)}}`,
                ),
                mark(
                  'M1',
                  'Uses one half of the product of the magnitudes, since the angle between them is a right angle',
                  tex`\frac{1}{2}\sqrt{${dot(U, U)}}\sqrt{${dot(V, V)}}`,
                ),
                mark('A1', 'Correct exact area, simplified', area, ['b.1', 'b.2']),
              ],
            ),
            part(
              tex`Using the smaller value of \(p\) from part (a), find the acute angle between \(\mathbf{u}\) and the \(z\)-axis, giving your answer in degrees to one decimal place.`,
              tex`${angle.toFixed(1)}^{\circ}`,
              [
                mark(
                  'M1',
                  tex`Scalar product of their \(\mathbf{u}\) with \(\mathbf{k}\) divided by the magnitude`,
                  tex`\cos\theta = \frac{|${be}|}{\sqrt{${dot(u(r1), u(r1))}}}`,
                ),
                mark('A1', 'Correct angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['c.1']),
              ],
            ),
          ],
          notes: [
            '(a) The scalar product must be set equal to zero for M1.',
            vectorProductCredit('b', tex`\frac{1}{2}|\mathbf{u}\times\mathbf{v}|`),
          ],
          facts: { r1, r2, al, be, ga, de, s, areaSq: (dot(U, U) * dot(V, V)) / 4, angle },
        },
        [0, 2, 1],
      );
    }
  },
};

const rightTriangle: QuestionTemplate = {
  id: 'cp1.vectors.right-angled-triangle',
  subtopicId: 'cp1-vectors.scalar-product',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['vectors', 'scalar product', 'right angles', 'area'],
  build(rng) {
    let u: Vec, v: Vec;
    do [u, v] = [nonZeroVec(rng, -4, 4), primitive(cross(nonZeroVec(rng, -4, 4), nonZeroVec(rng, -3, 3)))];
    while (isZero(v) || dot(u, v) !== 0 || u.filter((x) => x !== 0).length < 2 || v.filter((x) => x !== 0).length < 2);
    const B = randomVec(rng, -4, 4);
    const [A, C] = [vadd(B, u), vadd(B, v)];
    const area = halfSurdTex(dot(u, u) * dot(v, v));
    const angleA = angleDeg(vsub(B, A), vsub(C, A));
    const D = vsub(vadd(A, C), B);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'A right-angled triangle in three dimensions',
        introTex: tex`The points \(A\), \(B\) and \(C\) have coordinates \(${p3(A)}\), \(${p3(B)}\) and \(${p3(C)}\).`,
        parts: [
          part(
            tex`Use a scalar product to show that the angle \(ABC\) is a right angle.`,
            tex`\overrightarrow{BA}\cdot\overrightarrow{BC} = 0`,
            [
              mark('M1', 'Finds BA and BC and their scalar product', tex`${vecTex(u)}\cdot${vecTex(v)}`),
              mark('A1*', 'Scalar product zero with a conclusion, cso', tex`= 0 \text{ so angle } ABC = 90^{\circ}`, ['a.1']),
            ],
          ),
          part(tex`Find the angle \(BAC\), giving your answer in degrees to one decimal place.`, tex`${angleA.toFixed(1)}^{\circ}`, [
            mark(
              'M1',
              tex`Uses the scalar product of \(\overrightarrow{AB}\) and \(\overrightarrow{AC}\) over the product of magnitudes, or \(\tan = \frac{BC}{AB}\)`,
              tex`\cos\theta = \frac{${dot(vsub(B, A), vsub(C, A))}}{\sqrt{${dot(u, u)}}\sqrt{${dot(vsub(C, A), vsub(C, A))}}}`,
            ),
            mark('A1', 'Correct angle, awrt', tex`${angleA.toFixed(1)}^{\circ}`, ['b.1']),
          ]),
          part(tex`Using your answer to part (a), find the exact area of triangle \(ABC\).`, area, [
            mark('M1', 'Uses one half of BA times BC', tex`\frac{1}{2}\sqrt{${dot(u, u)}}\sqrt{${dot(v, v)}}`),
            mark('A1', 'Correct exact area, simplified', area, ['c.1']),
          ]),
          part(tex`Write down the coordinates of the point \(D\) for which \(AB{CD}\) is a rectangle.`, p3(D), [
            mark('B1', 'Correct coordinates', p3(D)),
          ]),
        ],
        notes: [
          '(b) Trigonometry in the right-angled triangle is acceptable.',
          tex`(d) \(\overrightarrow{OD} = \overrightarrow{OA} + \overrightarrow{OC} - \overrightarrow{OB}\).`,
        ],
        facts: { A, B, C, D, angleA, areaSq: (dot(u, u) * dot(v, v)) / 4 },
      },
      [
        {
          join: [0, 2],
          stemTex: tex`Use a scalar product to show that the angle \(ABC\) is a right angle, and hence find the exact area of triangle \(ABC\).`,
        },
        1,
        3,
      ],
    );
  },
};

const anglePlanes: QuestionTemplate = {
  id: 'cp1.vectors.angle-between-planes',
  subtopicId: 'cp1-vectors.angles',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['vectors', 'angle between planes', 'line of intersection', 'angle between a line and a plane'],
  build(rng) {
    let n1: Vec, n2: Vec, n3: Vec, dir: Vec;
    do {
      [n1, n2, n3] = [nonZeroVec(rng, -3, 3), nonZeroVec(rng, -3, 3), nonZeroVec(rng, -2, 2)];
      dir = primitive(cross(n1, n2));
    } while (isZero(dir) || dot(n1, n2) === 0 || dot(dir, n3) === 0);
    const Q = randomVec(rng, -3, 3);
    const [p1, p2, p3v] = [dot(n1, Q), dot(n2, Q), dot(n3, Q) + rng.nonZero(-5, 5)];
    const angle = acuteDeg(n1, n2);
    const angle2 = 90 - acuteDeg(dir, n3);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Angle between two planes and their common line',
        introTex: tex`The planes \(\Pi_1\) and \(\Pi_2\) have equations \(\mathbf{r}\cdot${vecTex(n1)} = ${p1}\) and \(${cartesianPlane(n2, p2)}\) respectively.`,
        parts: [
          part(
            tex`Find the acute angle between \(\Pi_1\) and \(\Pi_2\), giving your answer in degrees to one decimal place.`,
            tex`${angle.toFixed(1)}^{\circ}`,
            [
              mark('M1', 'Scalar product of the two normals', tex`${vecTex(n1)}\cdot${vecTex(n2)} = ${dot(n1, n2)}`),
              mark(
                'M1',
                'Divides by the product of the magnitudes',
                tex`\cos\theta = \frac{|${dot(n1, n2)}|}{\sqrt{${dot(n1, n1)}}\sqrt{${dot(n2, n2)}}}`,
              ),
              mark('A1', 'Correct acute angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['a.1', 'a.2']),
            ],
          ),
          part(tex`Show that the point \(Q${p3(Q)}\) lies in both planes.`, tex`\text{shown}`, [
            mark(
              'B1',
              tex`Substitutes \(Q\) into both equations with the values seen`,
              tex`${dot(n1, Q)} = ${p1}, \; ${dot(n2, Q)} = ${p2}`,
            ),
          ]),
          part(
            tex`Using your answer to part (b), find a vector equation of the line of intersection \(L\) of \(\Pi_1\) and \(\Pi_2\).`,
            lineTex(Q, dir),
            [
              perpendicularByScalarProducts(n1, n2, [tex`\mathbf{n}_1`, tex`\mathbf{n}_2`], 'a direction perpendicular to both normals'),
              mark('A1', 'Correct direction, any multiple', vecTex(dir), ['c.1']),
              mark('A1', tex`Correct equation through \(Q\), oe`, lineTex(Q, dir), ['c.1']),
            ],
          ),
          part(
            tex`The plane \(\Pi_3\) has equation \(${cartesianPlane(n3, p3v)}\). Find the acute angle between \(L\) and \(\Pi_3\), giving your answer in degrees to one decimal place.`,
            tex`${angle2.toFixed(1)}^{\circ}`,
            [
              mark(
                'M1',
                'Uses the sine of the angle between their direction and the normal of the third plane',
                tex`\sin\phi = \frac{|${dot(dir, n3)}|}{\sqrt{${dot(dir, dir)}}\sqrt{${dot(n3, n3)}}}`,
              ),
              mark('A1', 'Correct angle, awrt', tex`${angle2.toFixed(1)}^{\circ}`, ['d.1']),
            ],
          ),
        ],
        notes: [
          '(a) An obtuse angle must be replaced by its supplement for A1.',
          vectorProductCredit('c', tex`${vecTex(n1)}\times${vecTex(n2)}`),
          '(d) The complement of the angle with the normal is required.',
        ],
        facts: { n1, n2, n3, p1, p2, Q, dir, angle, angle2 },
      },
      [
        0,
        {
          join: [1, 2],
          stemTex: tex`Show that the point \(Q${p3(Q)}\) lies in both planes, and hence find a vector equation of the line of intersection \(L\) of \(\Pi_1\) and \(\Pi_2\).`,
        },
        3,
      ],
    );
  },
};

const tetrahedron: QuestionTemplate = {
  id: 'cp1.vectors.tetrahedron-angles',
  subtopicId: 'cp1-vectors.angles',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['vectors', 'angle between planes', 'angle between a line and a plane', 'scalar product', 'normal vector'],
  build(rng) {
    let a: Vec, b: Vec, c: Vec, nB: Vec, nC: Vec;
    do {
      [a, b, c] = [nonZeroVec(rng, -3, 4), nonZeroVec(rng, -3, 4), nonZeroVec(rng, -3, 4)];
      [nB, nC] = [primitive(cross(a, b)), primitive(cross(a, c))];
    } while (isZero(nB) || isZero(nC) || dot(c, cross(a, b)) === 0 || dot(nB, nC) === 0);
    const faces = acuteDeg(nB, nC);
    const edge = 90 - acuteDeg(c, nB);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Angles in a tetrahedron',
        introTex: tex`The tetrahedron \(OAB{C}\) has vertices \(O(0, 0, 0)\), \(A${p3(a)}\), \(B${p3(b)}\) and \(C${p3(c)}\).`,
        parts: [
          part(tex`Find a vector normal to the face \(OAB\).`, vecTex(nB), [
            perpendicularByScalarProducts(a, b, [tex`\overrightarrow{OA}`, tex`\overrightarrow{OB}`]),
            mark('A1', 'Correct normal, any multiple', vecTex(nB), ['a.1']),
          ]),
          part(
            tex`Hence find the acute angle between the faces \(OAB\) and \(OAC\), giving your answer in degrees to one decimal place.`,
            tex`${faces.toFixed(1)}^{\circ}`,
            [
              perpendicularByScalarProducts(a, c, [tex`\overrightarrow{OA}`, tex`\overrightarrow{OC}`], tex`a normal to \(OAC\)`),
              mark('A1', 'Correct second normal', vecTex(nC), ['b.1']),
              mark(
                'M1',
                'Uses the scalar product of their two normals',
                tex`\cos\theta = \frac{|${dot(nB, nC)}|}{\sqrt{${dot(nB, nB)}}\sqrt{${dot(nC, nC)}}}`,
              ),
              mark('A1', 'Correct acute angle, awrt', tex`${faces.toFixed(1)}^{\circ}`, ['b.1', 'b.3']),
            ],
          ),
          part(
            tex`Using your answer to part (a), find the acute angle between the edge \(OC\) and the face \(OAB\), giving your answer in degrees to one decimal place.`,
            tex`${edge.toFixed(1)}^{\circ}`,
            [
              mark(
                'M1',
                'Uses sine (or the complement) with OC and their normal',
                tex`\sin\phi = \frac{|${dot(c, nB)}|}{\sqrt{${dot(c, c)}}\sqrt{${dot(nB, nB)}}}`,
              ),
              mark('A1', 'Correct angle, awrt', tex`${edge.toFixed(1)}^{\circ}`, ['c.1']),
            ],
          ),
        ],
        notes: [
          vectorProductCredit('a', tex`\overrightarrow{OA}\times\overrightarrow{OB}`),
          '(b) The angle between the faces is the angle between their normals, replaced by its supplement if obtuse.',
          vectorProductCredit('b', tex`\overrightarrow{OA}\times\overrightarrow{OC}`),
        ],
        facts: { a, b, c, faces, edge },
      },
      [
        {
          join: [0, 1],
          stemTex: tex`Find the acute angle between the faces \(OAB\) and \(OAC\), giving your answer in degrees to one decimal place.`,
        },
        2,
      ],
    );
  },
};

/** Solves lambda d1 - mu d2 = r from the first pair of components with a non-zero determinant. */
function solvePair(d1: Vec, d2: Vec, r: Vec) {
  for (const [i, j] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ]) {
    const det = -d1[i] * d2[j] + d2[i] * d1[j];
    if (det === 0) continue;
    const lam = frac(-r[i] * d2[j] + d2[i] * r[j], det);
    const mu = frac(d1[i] * r[j] - d1[j] * r[i], det);
    return { i, j, lam, mu, k: 3 - i - j };
  }
  throw new Error('parallel directions');
}

const intersectingLines: QuestionTemplate = {
  id: 'cp1.vectors.intersecting-lines',
  subtopicId: 'cp1-vectors.intersections',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['vectors', 'intersection of lines', 'angle between lines', 'planes'],
  build(rng) {
    let d1: Vec, d2: Vec, n: Vec;
    do {
      [d1, d2] = [nonZeroVec(rng, -3, 3), nonZeroVec(rng, -3, 3)];
      n = primitive(cross(d1, d2));
    } while (isZero(n) || dot(d1, d2) === 0);
    if (n.find((x) => x !== 0)! < 0) n = vscale(n, -1);
    const X = randomVec(rng, -5, 5);
    const [l0, m0] = [rng.nonZero(-3, 3), rng.nonZero(-3, 3)];
    const [a, b] = [vsub(X, vscale(d1, l0)), vsub(X, vscale(d2, m0))];
    const { i, j, k } = solvePair(d1, d2, vsub(b, a));
    const xyz = 'xyz';
    const angle = acuteDeg(d1, d2);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Two intersecting lines and the plane containing them',
        introTex: tex`The lines \(l_1\) and \(l_2\) have equations \(${lineTex(a, d1)}\) and \(${lineTex(b, d2, '\\mu')}\).`,
        parts: [
          part(tex`Show that \(l_1\) and \(l_2\) intersect, and find the coordinates of their point of intersection.`, p3(X), [
            mark(
              'M1',
              tex`Equates the \(${xyz[i]}\)- and \(${xyz[j]}\)-components and solves for the parameters`,
              tex`${lin(a[i], d1[i])} = ${lin(b[i], d2[i], '\\mu')}, \; ${lin(a[j], d1[j])} = ${lin(b[j], d2[j], '\\mu')}`,
            ),
            mark('A1', 'Both parameters correct', tex`\lambda = ${l0}, \; \mu = ${m0}`, ['a.1']),
            mark('B1', 'Checks the third component for consistency', tex`${xyz[k]}: \; ${a[k] + l0 * d1[k]} = ${b[k] + m0 * d2[k]}`),
            mark('A1', 'Correct point of intersection', p3(X), ['a.1']),
          ]),
          part(
            tex`Find the acute angle between \(l_1\) and \(l_2\), giving your answer in degrees to one decimal place.`,
            tex`${angle.toFixed(1)}^{\circ}`,
            [
              mark(
                'M1',
                'Scalar product of the directions over the product of magnitudes',
                tex`\cos\theta = \frac{|${dot(d1, d2)}|}{\sqrt{${dot(d1, d1)}}\sqrt{${dot(d2, d2)}}}`,
              ),
              mark('A1', 'Correct acute angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['b.1']),
            ],
          ),
          part(
            tex`Using your answer to part (a), find a Cartesian equation of the plane containing \(l_1\) and \(l_2\).`,
            cartesianPlane(n, dot(n, X)),
            [
              perpendicularByScalarProducts(
                d1,
                d2,
                [tex`\mathbf{d}_1`, tex`\mathbf{d}_2`],
                tex`a normal, \(\mathbf{d}_1\) and \(\mathbf{d}_2\) the directions`,
              ),
              mark(
                'M1',
                tex`Uses \(\mathbf{r}\cdot\mathbf{n} = \mathbf{x}\cdot\mathbf{n}\) with their point of intersection (or a point of either line)`,
                tex`${vecTex(X)}\cdot${vecTex(n)} = ${dot(n, X)}`,
              ),
              mark('A1', 'Correct Cartesian equation, oe', cartesianPlane(n, dot(n, X)), ['c.1', 'c.2']),
            ],
          ),
        ],
        notes: [
          '(a) B1 needs the third component evaluated on both sides.',
          '(c) Any multiple of the equation is acceptable.',
          vectorProductCredit('c', tex`${vecTex(d1)}\times${vecTex(d2)}`),
        ],
        facts: { a, b, d1, d2, X, l0, m0, n, angle },
      },
      [0, 2, 1],
    );
  },
};

const pointToLine: QuestionTemplate = {
  id: 'cp1.vectors.point-to-line-distance',
  subtopicId: 'cp1-vectors.perpendiculars',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['vectors', 'foot of perpendicular', 'distance from a point to a line', 'reflection in a line'],
  build(rng) {
    let d: Vec, w: Vec;
    do [d, w] = [nonZeroVec(rng, -3, 3), primitive(cross(nonZeroVec(rng, -3, 3), nonZeroVec(rng, -2, 2)))];
    while (isZero(w) || dot(w, d) === 0 || isZero(cross(w, d)));
    const wp = primitive(cross(d, w));
    const a = randomVec(rng, -5, 5);
    const l0 = rng.nonZero(-3, 3);
    const F = vadd(a, vscale(d, l0));
    const P = vadd(F, vscale(wp, rng.sign()));
    const AP = vsub(a, P);
    const dist = surdTex(dot(wp, wp));
    const R = vsub(vscale(F, 2), P);
    const general = tex`${vecTex(a.map((ai, i) => lin(ai - P[i], d[i])))}`;
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Perpendicular from a point to a line',
        introTex: tex`The line \(l\) has equation \(${lineTex(a, d)}\) and the point \(P\) has coordinates \(${p3(P)}\).`,
        parts: [
          part(
            tex`The point \(X\) on \(l\) has parameter \(\lambda\). Write down \(\overrightarrow{PX}\) in terms of \(\lambda\).`,
            general,
            [mark('B1', tex`Correct vector in terms of \(\lambda\)`, general)],
          ),
          part(
            tex`Using your answer to part (a), find the coordinates of the foot of the perpendicular \(F\) from \(P\) to \(l\).`,
            p3(F),
            [
              mark(
                'M1',
                tex`Sets the scalar product of their \(\overrightarrow{PX}\) with the direction of \(l\) equal to zero`,
                tex`${general}\cdot${vecTex(d)} = 0`,
              ),
              mark(
                'dM1',
                tex`Solves their linear equation for \(\lambda\), dependent on the previous M1`,
                tex`${terms([
                  [dot(AP, d), ''],
                  [dot(d, d), '\\lambda'],
                ])} = 0`,
                ['b.1'],
              ),
              mark('A1', tex`Correct \(\lambda\)`, tex`\lambda = ${l0}`, ['b.1', 'b.2']),
              mark('A1', tex`Correct coordinates of \(F\)`, p3(F), ['b.1', 'b.2']),
            ],
          ),
          part(tex`Hence find the exact shortest distance from \(P\) to \(l\).`, dist, [
            mark('M1', tex`Finds the length \(PF\) with their \(F\)`, tex`|\overrightarrow{PF}| = \sqrt{${dot(wp, wp)}}`),
            mark('A1ft', tex`Correct exact distance, ft their \(F\)`, dist, ['c.1']),
          ]),
          part(tex`Hence find the coordinates of the reflection of \(P\) in \(l\).`, p3(R), [
            mark(
              'B1ft',
              tex`Correct coordinates, ft their \(F\) (the reflection is \(2\overrightarrow{OF} - \overrightarrow{OP}\))`,
              p3(R),
            ),
          ]),
        ],
        notes: [
          tex`(b) Minimising \(|\overrightarrow{PX}|^{2}\) by differentiation is an acceptable alternative method.`,
          vectorProductCredit('c', tex`\frac{|\overrightarrow{AP}\times\mathbf{d}|}{|\mathbf{d}|}`),
        ],
        facts: { a, d, P, F, R, distanceSquared: dot(wp, wp) },
      },
      [
        {
          join: [0, 1],
          stemTex: tex`The point \(X\) on \(l\) has parameter \(\lambda\). By considering \(\overrightarrow{PX}\), find the coordinates of the foot of the perpendicular \(F\) from \(P\) to \(l\).`,
        },
        2,
        3,
      ],
    );
  },
};

const skewLines: QuestionTemplate = {
  id: 'cp1.vectors.skew-lines-distance',
  subtopicId: 'cp1-vectors.perpendiculars',
  difficulty: 5,
  frequency: 'frequent',
  tags: ['vectors', 'skew lines', 'common perpendicular', 'shortest distance between lines', 'scalar product'],
  build(rng) {
    let a: Vec, b: Vec, d1: Vec, d2: Vec, n: Vec;
    do {
      [a, b, d1, d2] = [randomVec(rng, -4, 4), randomVec(rng, -4, 4), nonZeroVec(rng, -3, 3), nonZeroVec(rng, -3, 3)];
      n = primitive(cross(d1, d2));
    } while (isZero(n) || dot(vsub(b, a), n) === 0);
    if (n.find((x) => x !== 0)! < 0) n = vscale(n, -1);
    const { i, j, k, lam, mu } = solvePair(d1, d2, vsub(b, a));
    const xyz = 'xyz';
    const third = [add(a[k], mul(lam, d1[k])), add(b[k], mul(mu, d2[k]))];
    const gap = dot(vsub(b, a), n);
    const dist = distTex(gap, dot(n, n));
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Shortest distance between skew lines',
        introTex: tex`The lines \(l_1\) and \(l_2\) have equations \(${lineTex(a, d1)}\) and \(${lineTex(b, d2, '\\mu')}\).`,
        parts: [
          part(tex`Show that \(l_1\) and \(l_2\) are skew.`, tex`\text{not parallel and do not intersect}`, [
            mark('B1', 'States the directions are not parallel (not multiples of each other)', tex`${vecTex(d1)} \neq k${vecTex(d2)}`),
            mark(
              'M1',
              tex`Equates the \(${xyz[i]}\)- and \(${xyz[j]}\)-components and solves for the parameters`,
              tex`${lin(a[i], d1[i])} = ${lin(b[i], d2[i], '\\mu')}, \; ${lin(a[j], d1[j])} = ${lin(b[j], d2[j], '\\mu')}`,
            ),
            mark('A1', 'Correct parameters', tex`\lambda = ${fracTex(lam)}, \; \mu = ${fracTex(mu)}`, ['a.2']),
            mark(
              'A1',
              'Shows the third component is inconsistent and concludes skew',
              tex`${xyz[k]}: \; ${fracTex(third[0])} \neq ${fracTex(third[1])}`,
              ['a.2'],
            ),
          ]),
          part(tex`Find a vector perpendicular to both \(l_1\) and \(l_2\).`, vecTex(n), [
            perpendicularByScalarProducts(d1, d2, [tex`\mathbf{d}_1`, tex`\mathbf{d}_2`], 'a common perpendicular'),
            mark('A1', 'Correct vector, any non-zero multiple', vecTex(n), ['b.1']),
          ]),
          part(tex`Hence find the exact shortest distance between \(l_1\) and \(l_2\).`, dist, [
            mark('M1', 'Finds the vector between a point of each line', tex`${vecTex(b)} - ${vecTex(a)} = ${vecTex(vsub(b, a))}`),
            mark(
              'M1',
              'Scalar product with their common perpendicular, divided by its magnitude',
              tex`\frac{\left|${vecTex(vsub(b, a))}\cdot${vecTex(n)}\right|}{\sqrt{${dot(n, n)}}} = \frac{${Math.abs(gap)}}{\sqrt{${dot(n, n)}}}`,
            ),
            mark('A1', 'Correct exact distance, simplified', dist, ['c.1', 'c.2']),
          ]),
        ],
        notes: [
          '(a) Both non-parallel directions and the inconsistency are needed for the final A1.',
          vectorProductCredit('b', tex`${vecTex(d1)}\times${vecTex(d2)}`),
          tex`(c) Or otherwise: the common perpendicular \(PQ\) found from \(\overrightarrow{PQ}\cdot\mathbf{d}_1 = 0\) and \(\overrightarrow{PQ}\cdot\mathbf{d}_2 = 0\) for general points \(P\) and \(Q\) of the lines, then \(|\overrightarrow{PQ}|\), earns the same marks.`,
        ],
        facts: { a, b, d1, d2, n, distance: Math.abs(gap) / Math.sqrt(dot(n, n)) },
      },
      [0, { join: [1, 2], stemTex: tex`Find the exact shortest distance between \(l_1\) and \(l_2\).` }],
    );
  },
};

const parallelParameter: QuestionTemplate = {
  id: 'cp1.vectors.line-plane-parameter',
  subtopicId: 'cp1-vectors.intersections',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['vectors', 'intersection of a line and a plane', 'parallel line and plane', 'angle between a line and a plane'],
  build(rng) {
    for (;;) {
      const d = [rng.nonZero(-3, 3), rng.nonZero(-3, 3), rng.nonZero(-3, 3)];
      const k0 = rng.int(-5, 5);
      const n1 = rng.nonZero(-4, 4);
      const n3 = (-k0 * d[1] - n1 * d[0]) / d[2];
      if (!Number.isInteger(n3) || n3 === 0 || Math.abs(n3) > 6) continue;
      const a = randomVec(rng, -4, 4);
      const contained = rng.next() < 0.5;
      const p = n1 * a[0] + k0 * a[1] + n3 * a[2] + (contained ? 0 : rng.nonZero(-4, 4));
      const k1 = [-4, -3, -2, -1, 1, 2, 3, 4, 5]
        .map((x) => x + k0)
        .find((k) => {
          const den = n1 * d[0] + k * d[1] + n3 * d[2];
          return den !== 0 && (p - (n1 * a[0] + k * a[1] + n3 * a[2])) % den === 0 && p !== n1 * a[0] + k * a[1] + n3 * a[2];
        });
      if (k1 === undefined) continue;
      const n: Vec = [n1, k1, n3];
      const lam = (p - dot(n, a)) / dot(n, d);
      const X = vadd(a, vscale(d, lam));
      const angle = 90 - acuteDeg(d, n);
      const plane = (k: string) =>
        `${terms([
          [n1, 'x'],
          [1, `${k}y`],
          [n3, 'z'],
        ])} = ${p}`;
      return askedOneOfTwoWays(
        rng,
        {
          title: 'A line and a plane with an unknown coefficient',
          introTex: tex`The line \(l\) has equation \(${lineTex(a, d)}\) and the plane \(\Pi\) has equation \(${plane('k')}\), where \(k\) is a constant.`,
          parts: [
            part(tex`Find the value of \(k\) for which \(l\) is parallel to \(\Pi\).`, tex`k = ${k0}`, [
              mark(
                'M1',
                tex`Sets the scalar product of the direction of \(l\) and the normal of the plane equal to zero`,
                tex`${terms([
                  [n1 * d[0] + n3 * d[2], ''],
                  [d[1], 'k'],
                ])} = 0`,
              ),
              mark('A1', tex`Correct \(k\)`, tex`k = ${k0}`, ['a.1']),
            ]),
            part(
              tex`Using your answer to part (a), determine whether \(l\) lies in \(\Pi\).`,
              contained ? tex`\text{Yes}` : tex`\text{No}`,
              [
                mark(
                  'M1',
                  tex`Substitutes a point of \(l\) into the plane with their \(k\)`,
                  tex`${n1 * a[0] + k0 * a[1] + n3 * a[2]} ${contained ? '=' : '\\neq'} ${p}`,
                ),
                mark(
                  'A1',
                  'Correct conclusion with reason',
                  contained
                    ? tex`\text{the point satisfies the equation, so } l \text{ lies in } \Pi`
                    : tex`\text{the point does not satisfy the equation, so } l \text{ does not lie in } \Pi`,
                  ['b.1'],
                ),
              ],
            ),
            part(tex`Given instead that \(k = ${k1}\), find the coordinates of the point where \(l\) meets \(\Pi\).`, p3(X), [
              mark(
                'M1',
                tex`Substitutes the general point of \(l\) into the plane with \(k\) given`,
                tex`${linComb(
                  n,
                  a.map((ai, i) => lin(ai, d[i])),
                )} = ${p}`,
              ),
              mark('A1', tex`Correct value of \(\lambda\)`, tex`\lambda = ${lam}`, ['c.1']),
              mark('A1', 'Correct coordinates', p3(X), ['c.1']),
            ]),
            part(
              tex`For \(k = ${k1}\), find the acute angle between \(l\) and \(\Pi\), giving your answer in degrees to one decimal place.`,
              tex`${angle.toFixed(1)}^{\circ}`,
              [
                mark(
                  'M1',
                  'Uses the sine of the angle between the direction and the normal',
                  tex`\sin\theta = \frac{|${dot(d, n)}|}{\sqrt{${dot(d, d)}}\sqrt{${dot(n, n)}}}`,
                ),
                mark('A1', 'Correct angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['d.1']),
              ],
            ),
          ],
          notes: [
            '(b) A line parallel to a plane either lies in it or never meets it: one point decides.',
            tex`(d) The angle with the normal must be subtracted from \(90^{\circ}\).`,
          ],
          facts: { a, d, n1, n3, p, k0, k1, contained, X, angle },
        },
        [0, 1, 3, 2],
      );
    }
  },
};

const transformedLine: QuestionTemplate = {
  id: 'cp1.vectors.transformed-line',
  subtopicId: 'cp1-vectors.lines-in-3d',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'vectors', 'linear transformations', 'matrices', 'vector equation of a line', 'angle between lines'],
  build(rng) {
    for (;;) {
      const M = [0, 1, 2].map(() => [rng.int(-2, 3), rng.int(-2, 3), rng.int(-2, 3)]);
      const det =
        M[0][0] * (M[1][1] * M[2][2] - M[1][2] * M[2][1]) -
        M[0][1] * (M[1][0] * M[2][2] - M[1][2] * M[2][0]) +
        M[0][2] * (M[1][0] * M[2][1] - M[1][1] * M[2][0]);
      if (det === 0 || M.every((row, i) => row.every((v, j) => v === (i === j ? 1 : 0)))) continue;
      const a = randomVec(rng, -3, 3);
      const d = nonZeroVec(rng, -2, 2);
      const apply = (v: Vec): Vec => M.map((row) => dot(row, v));
      const [a2, d2] = [apply(a), apply(d)];
      if (isZero(cross(d, d2)) || dot(d, d2) === 0) continue;
      const mu = rng.nonZero(-3, 3);
      const Y = vadd(a2, vscale(d2, mu));
      const n = nonZeroVec(rng, -3, 3);
      if (dot(n, d2) === 0) continue;
      const p = dot(n, Y);
      const X = vadd(a, vscale(d, mu));
      const angle = acuteDeg(d, d2);
      return askedOneOfTwoWays(
        rng,
        {
          title: 'The image of a line under a linear transformation',
          introTex: tex`The transformation \(T\) of three-dimensional space is represented by the matrix \(\mathbf{M} = ${matTex(M)}\). The line \(l\) has equation \(${lineTex(a, d)}\).`,
          parts: [
            part(tex`Show that the image of \(l\) under \(T\) is a line \(l'\), and find a vector equation of \(l'\).`, lineTex(a2, d2), [
              mark(
                'M1',
                tex`Applies \(\mathbf{M}\) to the general point of \(l\) (linearity: \(\mathbf{M}(\mathbf{a} + \lambda\mathbf{d}) = \mathbf{M}\mathbf{a} + \lambda\mathbf{M}\mathbf{d}\))`,
                tex`\mathbf{M}${vecTex(a)} + \lambda\mathbf{M}${vecTex(d)}`,
              ),
              mark('A1', 'Correct image of the point', vecTex(a2), ['a.1']),
              mark('A1', 'Correct vector equation of the image line', lineTex(a2, d2), ['a.1']),
            ]),
            part(
              tex`Find the acute angle between \(l\) and \(l'\), giving your answer in degrees to one decimal place.`,
              tex`${angle.toFixed(1)}^{\circ}`,
              [
                mark(
                  'M1',
                  'Scalar product of the two directions over the product of magnitudes',
                  tex`\cos\theta = \frac{|${dot(d, d2)}|}{\sqrt{${dot(d, d)}}\sqrt{${dot(d2, d2)}}}`,
                ),
                mark('A1', 'Correct acute angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['b.1']),
              ],
            ),
            part(
              tex`The plane \(\Pi\) has equation \(${cartesianPlane(n, p)}\). Using your answer to part (a), find the coordinates of the point \(Y\) where \(l'\) meets \(\Pi\).`,
              p3(Y),
              [
                mark(
                  'M1',
                  'Substitutes the general point of their image line into the plane',
                  tex`${linComb(
                    n,
                    a2.map((ai, i) => lin(ai, d2[i])),
                  )} = ${p}`,
                ),
                mark('A1', 'Correct parameter and coordinates', tex`\lambda = ${mu}, \; Y${p3(Y)}`, ['c.1']),
              ],
            ),
            part(tex`Hence find the coordinates of the point \(X\) on \(l\) that is mapped to \(Y\) by \(T\).`, p3(X), [
              mark(
                'M1',
                tex`Uses the same parameter on \(l\) (or solves \(\mathbf{M}\mathbf{x} = \mathbf{y}\))`,
                tex`\lambda = ${mu}: \; ${vecTex(a)} ${mu < 0 ? '-' : '+'} ${Math.abs(mu) === 1 ? '' : Math.abs(mu)}${vecTex(d)}`,
              ),
              mark('A1ft', 'Correct coordinates, ft their parameter', p3(X), ['d.1']),
            ]),
          ],
          notes: [
            tex`(a) \(\det\mathbf{M}\) is non-zero, so the image of a line is a line.`,
            tex`(d) Solving \(\mathbf{M}\mathbf{x} = \mathbf{y}\) with the inverse matrix is equally valid.`,
          ],
          facts: { M, a, d, a2, d2, n, p, Y, X, angle },
        },
        [
          0,
          1,
          {
            join: [2, 3],
            stemTex: tex`The plane \(\Pi\) has equation \(${cartesianPlane(n, p)}\). Using your answer to part (a), find the coordinates of the point \(Y\) where \(l'\) meets \(\Pi\), and hence the coordinates of the point \(X\) on \(l\) that is mapped to \(Y\) by \(T\).`,
          },
        ],
      );
    }
  },
};

export const cp1VectorTemplates: QuestionTemplate[] = [
  cartesianToVector,
  collinear,
  transformedLine,
  planeContainingLine,
  planePerpendicularToLine,
  perpendicularParameter,
  rightTriangle,
  anglePlanes,
  tetrahedron,
  intersectingLines,
  parallelParameter,
  pointToLine,
  skewLines,
];
