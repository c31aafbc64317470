import { frac } from '../../math/rational.js';
import { matTex, sf, surdTex, terms, tex, vecTex } from '../../math/tex.js';
import { cross, dot, norm, primitive, vadd, vscale, vsub, type Vec } from '../../math/vector.js';
import type { Rng } from '../../random.js';
import { mark, part, type MarkSpec, type QuestionTemplate } from '../../template.js';

/** The standard five-mark shape of an induction proof; the middle marks carry the algebra. */
function inductionMarks(base: string, step: string, target: string): MarkSpec[] {
  return [
    mark('B1', 'Shows the result is true for n = 1', base),
    mark('M1', 'Assumes true for n = k and uses it to set up the n = k + 1 case', step),
    mark('A1', 'Correct algebra reaching the required form for n = k + 1', target, ['a.2']),
    mark('A1', 'Complete conclusion: true for n = 1, true for n = k implies true for n = k + 1, so true for all positive integers n (cso)', tex`\text{true for all } \text{positive integers } n`, ['a.1', 'a.3'], ['all previous marks earned']),
  ];
}

const INDUCTION_NOTE = 'Final A1 cso: needs all of the base case, the assumption, the inductive step and a conclusion.';

const sums: QuestionTemplate = {
  id: 'cp1.induction.series',
  subtopicId: 'cp1-proof-by-induction.sums',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['proof by induction', 'series'],
  build(rng) {
    const a = rng.int(1, 5);
    const c = 3 * a + 1;
    const claim = tex`\sum_{r=1}^{n} r(r + ${a}) = \frac{1}{6}n(n+1)(2n + ${c})`;
    return {
      title: 'Proving a series result by induction',
      parts: [
        part(tex`Prove by induction that, for all positive integers \(n\), \(${claim}\).`, tex`\text{Proof: see scheme}`, inductionMarks(
          tex`n = 1: \; 1(1 + ${a}) = ${1 + a} = \frac{1}{6}(1)(2)(${2 + c})`,
          tex`\sum_{r=1}^{k+1} r(r+${a}) = \frac{1}{6}k(k+1)(2k+${c}) + (k+1)(k+${1 + a})`,
          tex`= \frac{1}{6}(k+1)(k+2)(2(k+1) + ${c})`,
        )),
      ],
      notes: [INDUCTION_NOTE, 'A1 (algebra): the factor (k + 1)(k + 2) must be seen, or the expanded forms compared.'],
      facts: { a, c },
    };
  },
};

const divisibility: QuestionTemplate = {
  id: 'cp1.induction.divisibility',
  subtopicId: 'cp1-proof-by-induction.divisibility',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['proof by induction', 'divisibility'],
  build(rng) {
    const d = rng.pick([3, 4, 5, 6, 7, 8]);
    const a = d * rng.int(1, 2) + 1; // a = 1 (mod d)
    const c = d * rng.int(1, 2) - 1; // c = -1 (mod d)
    const f = (n: string) => tex`${a}^{${n}} + ${c}`;
    return {
      title: 'Proving a divisibility result by induction',
      parts: [
        part(tex`Prove by induction that, for all positive integers \(n\), \(${f('n')}\) is divisible by \(${d}\).`, tex`\text{Proof: see scheme}`, inductionMarks(
          tex`n = 1: \; ${a} + ${c} = ${a + c} = ${d} \times ${(a + c) / d}`,
          tex`\mathrm{f}(k+1) - \mathrm{f}(k) = ${a}^{k+1} - ${a}^{k} = ${a - 1}\times ${a}^{k}`,
          tex`\mathrm{f}(k+1) = \mathrm{f}(k) + ${d}\left(${(a - 1) / d === 1 ? '' : (a - 1) / d}\times ${a}^{k}\right)`,
        )),
      ],
      notes: [INDUCTION_NOTE, 'M1: any valid route, e.g. f(k + 1) - f(k) or f(k + 1) - a f(k).'],
      facts: { a, c, d },
    };
  },
};

const matrixStatement: QuestionTemplate = {
  id: 'cp1.induction.matrix-power',
  subtopicId: 'cp1-proof-by-induction.matrix-statements',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['proof by induction', 'matrices', 'matrix powers'],
  build(rng) {
    const a = rng.int(2, 4);
    const c = rng.nonZero(-3, 3);
    const b = c * (a - 1);
    const power = (n: string) => matTex([[`${a}^{${n}}`, `${c === 1 ? '' : c === -1 ? '-' : c}(${a}^{${n}} - 1)`], [0, 1]]);
    return {
      title: 'Proving a matrix power by induction',
      parts: [
        part(tex`Prove by induction that, for all positive integers \(n\), \(${matTex([[a, b], [0, 1]])}^{n} = ${power('n')}\).`, tex`\text{Proof: see scheme}`, inductionMarks(
          tex`n = 1: \; ${matTex([[a, `${c}(${a} - 1)`], [0, 1]])} = ${matTex([[a, b], [0, 1]])}`,
          tex`${power('k')}${matTex([[a, b], [0, 1]])}`,
          tex`= ${matTex([[`${a}^{k+1}`, `${b}\\cdot ${a}^{k} ${c < 0 ? '-' : '+'} ${Math.abs(c)}(${a}^{k} - 1)`], [0, 1]])} = ${power('k+1')}`,
        )),
      ],
      notes: [INDUCTION_NOTE, `A1 (algebra): needs ${b} a^k + ${c}(a^k - 1) simplified to ${c}(${a}^{k+1} - 1).`],
      facts: { a, b, c },
    };
  },
};

const p3 = (v: Vec) => `(${v.join(', ')})`;
const randomVec = (rng: Rng, lo = -5, hi = 5): Vec => [rng.int(lo, hi), rng.int(lo, hi), rng.int(lo, hi)];
function nonZeroVec(rng: Rng, lo = -4, hi = 4): Vec {
  for (;;) {
    const v = randomVec(rng, lo, hi);
    if (v.some((x) => x !== 0)) return v;
  }
}
const lineTex = (a: Vec, d: Vec, param = '\\lambda') => tex`\mathbf{r} = ${vecTex(a)} + ${param}${vecTex(d)}`;

const lines: QuestionTemplate = {
  id: 'cp1.vectors.line-through-points',
  subtopicId: 'cp1-vectors.lines-in-3d',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['vectors', 'vector equation of a line'],
  build(rng) {
    const A = randomVec(rng);
    const d = nonZeroVec(rng);
    const B = vadd(A, d);
    const t = rng.int(-3, 3);
    const onLine = rng.next() < 0.5;
    const C = vadd(vadd(A, vscale(d, t)), onLine ? [0, 0, 0] : [0, 0, rng.pick([-1, 1])]);
    return {
      title: 'The vector equation of a line through two points',
      introTex: tex`The points \(A\), \(B\) and \(C\) have coordinates \(${p3(A)}\), \(${p3(B)}\) and \(${p3(C)}\) respectively.`,
      parts: [
        part(tex`Find a vector equation of the line \(l\) through \(A\) and \(B\).`, lineTex(A, d), [
          mark('M1', 'Finds the direction vector AB', tex`\overrightarrow{AB} = ${vecTex(d)}`),
          mark('A1', 'Correct vector equation, oe', lineTex(A, d), ['a.1']),
        ]),
        part(tex`Determine whether \(C\) lies on \(l\).`, onLine ? tex`\text{Yes, } \lambda = ${t}` : tex`\text{No}`, [
          mark('M1', 'Sets the line equal to C and solves for lambda using one component, then checks the others', tex`${vecTex(A)} + \lambda${vecTex(d)} = ${vecTex(C)}`),
          mark('A1', 'Correct conclusion with all components checked', onLine ? tex`\lambda = ${t} \text{ in all components, so } C \text{ lies on } l` : tex`\text{components inconsistent, so } C \text{ is not on } l`, ['b.1']),
        ]),
      ],
      notes: ['Any correct point and any non-zero multiple of the direction are acceptable in (a).'],
      facts: { A, B, C, d, onLine },
    };
  },
};

const planes: QuestionTemplate = {
  id: 'cp1.vectors.plane-through-points',
  subtopicId: 'cp1-vectors.planes',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'planes', 'vector product'],
  build(rng) {
    let A: Vec, B: Vec, C: Vec, n: Vec;
    do {
      [A, B, C] = [randomVec(rng, -3, 4), randomVec(rng, -3, 4), randomVec(rng, -3, 4)];
      n = primitive(cross(vsub(B, A), vsub(C, A)));
    } while (n.every((x) => x === 0));
    if (n.find((x) => x !== 0)! < 0) n = vscale(n, -1);
    const p = dot(n, A);
    const cartesian = `${terms(n.map((c, i) => [c, 'xyz'[i]]))} = ${p}`;
    return {
      title: 'Equation of a plane through three points',
      introTex: tex`The plane \(\Pi\) contains the points \(A${p3(A)}\), \(B${p3(B)}\) and \(C${p3(C)}\).`,
      parts: [
        part(tex`Find a vector normal to \(\Pi\).`, vecTex(n), [
          mark('M1', 'Finds two vectors in the plane and attempts their vector product', tex`\overrightarrow{AB} \times \overrightarrow{AC} = ${vecTex(vsub(B, A))} \times ${vecTex(vsub(C, A))}`),
          mark('A1', 'A correct normal vector, any non-zero multiple', vecTex(n), ['a.1']),
        ]),
        part(tex`Find a Cartesian equation of \(\Pi\).`, cartesian, [
          mark('M1', 'Uses r.n = a.n with their normal and a point on the plane', tex`${vecTex(A)} \cdot ${vecTex(n)} = ${p}`),
          mark('A1', 'Correct Cartesian equation, oe', cartesian, ['b.1', 'a.2']),
        ]),
      ],
      notes: ['Solving simultaneous equations for the normal is an acceptable alternative for (a).'],
      facts: { A, B, C, n, p },
    };
  },
};

const scalarProduct: QuestionTemplate = {
  id: 'cp1.vectors.scalar-product',
  subtopicId: 'cp1-vectors.scalar-product',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['vectors', 'scalar product', 'perpendicular vectors'],
  build(rng) {
    let a: Vec, b: Vec, c: Vec;
    do [a, b, c] = [nonZeroVec(rng), nonZeroVec(rng), nonZeroVec(rng)];
    while (dot(a, c) === 0);
    const t = frac(-dot(a, b), dot(a, c));
    const named = (v: Vec) => tex`${terms(v.map((x, i) => [x, `\\mathbf{${'ijk'[i]}}`]))}`;
    return {
      title: 'Scalar product and perpendicular vectors',
      introTex: tex`\(\mathbf{a} = ${named(a)}\), \(\mathbf{b} = ${named(b)}\) and \(\mathbf{c} = ${named(c)}\).`,
      parts: [
        part(tex`Find \(\mathbf{a}\cdot\mathbf{b}\).`, String(dot(a, b)), [mark('B1', 'Correct scalar product', String(dot(a, b)))]),
        part(tex`Find the value of \(t\) for which \(\mathbf{a}\) is perpendicular to \(\mathbf{b} + t\mathbf{c}\).`, tex`t = ${t.d === 1 ? t.n : `\\frac{${t.n}}{${t.d}}`}`, [
          mark('M1', 'Sets a.(b + tc) = 0 and expands', tex`${terms([[dot(a, b), ''], [dot(a, c), 't']])} = 0`),
          mark('A1', 'Correct value of t', tex`t = ${t.d === 1 ? t.n : `\\frac{${t.n}}{${t.d}}`}`, ['b.1']),
        ]),
      ],
      notes: ['(b) M1: the scalar product must be set equal to zero.'],
      facts: { a, b, c, t: t.n / t.d },
    };
  },
};

const angles: QuestionTemplate = {
  id: 'cp1.vectors.line-plane-angle',
  subtopicId: 'cp1-vectors.angles',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'angle between a line and a plane', 'scalar product'],
  build(rng) {
    let d: Vec, n: Vec;
    do [d, n] = [nonZeroVec(rng), nonZeroVec(rng)];
    while (dot(d, n) === 0);
    const a = randomVec(rng);
    const p = rng.int(-10, 10);
    const sine = Math.abs(dot(d, n)) / (norm(d) * norm(n));
    const angle = (Math.asin(sine) * 180) / Math.PI;
    return {
      title: 'Angle between a line and a plane',
      introTex: tex`The line \(l\) has equation \(${lineTex(a, d)}\) and the plane \(\Pi\) has equation \(\mathbf{r}\cdot${vecTex(n)} = ${p}\).`,
      parts: [
        part(tex`Find the acute angle between \(l\) and \(\Pi\), giving your answer in degrees to one decimal place.`, tex`${angle.toFixed(1)}^{\circ}`, [
          mark('M1', 'Scalar product of the direction and the normal', tex`${vecTex(d)}\cdot${vecTex(n)} = ${dot(d, n)}`),
          mark('M1', 'Divides by the product of the magnitudes', tex`\frac{|${dot(d, n)}|}{\sqrt{${dot(d, d)}}\sqrt{${dot(n, n)}}} = ${sf(sine)}`),
          mark('dM1', 'Uses the sine (or 90 minus the angle with the normal), dependent on the previous M mark', tex`\theta = \arcsin(${sf(sine)})`, ['a.2']),
          mark('A1', 'Correct angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['a.3']),
        ]),
      ],
      notes: ['Finding the angle between the line and the normal only scores M1 M1 dM0 A0.'],
      facts: { d, n, angle },
    };
  },
};

const intersections: QuestionTemplate = {
  id: 'cp1.vectors.line-meets-plane',
  subtopicId: 'cp1-vectors.intersections',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'intersection of a line and a plane'],
  build(rng) {
    let d: Vec, n: Vec;
    do [d, n] = [nonZeroVec(rng, -3, 3), nonZeroVec(rng, -3, 3)];
    while (dot(d, n) === 0);
    const a = randomVec(rng);
    const lambda = rng.int(-3, 3);
    const P = vadd(a, vscale(d, lambda));
    const p = dot(P, n);
    return {
      title: 'Point of intersection of a line and a plane',
      introTex: tex`The line \(l\) has equation \(${lineTex(a, d)}\) and the plane \(\Pi\) has equation \(${terms(n.map((c, i) => [c, 'xyz'[i]]))} = ${p}\).`,
      parts: [
        part(tex`Find the coordinates of the point where \(l\) meets \(\Pi\).`, p3(P), [
          mark('M1', 'Substitutes the components of the line into the plane', tex`${n[0]}(${a[0]} + ${d[0]}\lambda) + ${n[1]}(${a[1]} + ${d[1]}\lambda) + ${n[2]}(${a[2]} + ${d[2]}\lambda) = ${p}`),
          mark('A1', 'Correct value of lambda', tex`\lambda = ${lambda}`, ['a.1']),
          mark('A1', 'Correct coordinates', p3(P), ['a.1']),
        ]),
      ],
      notes: ['The final A1 needs the correct lambda substituted into the line.'],
      facts: { a, d, n, p, P, lambda },
    };
  },
};

const perpendiculars: QuestionTemplate = {
  id: 'cp1.vectors.distance-to-plane',
  subtopicId: 'cp1-vectors.perpendiculars',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['vectors', 'perpendicular distance', 'foot of perpendicular'],
  build(rng) {
    const n = nonZeroVec(rng, -3, 3);
    const F = randomVec(rng, -4, 4);
    const t = rng.nonZero(-2, 2);
    const P = vadd(F, vscale(n, t));
    const p = dot(F, n);
    const nn = dot(n, n);
    const distance = tex`${Math.abs(t) === 1 ? '' : Math.abs(t)}\sqrt{${nn}}`;
    const simplified = surdTex(t * t * nn);
    return {
      title: 'Perpendicular from a point to a plane',
      introTex: tex`The plane \(\Pi\) has equation \(\mathbf{r}\cdot${vecTex(n)} = ${p}\) and the point \(P\) has coordinates \(${p3(P)}\).`,
      parts: [
        part(tex`Find the shortest distance from \(P\) to \(\Pi\), giving your answer as an exact value.`, simplified, [
          mark('M1', 'Uses the perpendicular distance formula or a line through P along the normal', tex`\frac{|${dot(P, n)} - (${p})|}{\sqrt{${nn}}}`),
          mark('A1', 'Correct exact distance', tex`${distance} = ${simplified}`, ['a.1']),
        ]),
        part(tex`Find the coordinates of the foot of the perpendicular from \(P\) to \(\Pi\).`, p3(F), [
          mark('M1', 'Substitutes the line r = p + mu n into the plane and solves for mu', tex`${vecTex(P)} + \mu${vecTex(n)}, \; \mu = ${-t}`),
          mark('A1', 'Correct coordinates', p3(F), ['b.1']),
        ]),
      ],
      notes: ['(a) A correct answer from (b) by finding the length PF also scores full marks.'],
      facts: { n, P, p, F, distanceSquared: t * t * nn },
    };
  },
};

export const cp1InductionVectorTemplates = [sums, divisibility, matrixStatement, lines, planes, scalarProduct, angles, intersections, perpendiculars];
