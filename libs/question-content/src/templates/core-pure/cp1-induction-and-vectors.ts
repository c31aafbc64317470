import { frac, gcd } from '../../math/rational.js';
import { fracTex, matTex, minus, sf, surdTex, terms, tex, vecTex } from '../../math/tex.js';
import { cross, dot, norm, primitive, vadd, vscale, vsub, type Vec } from '../../math/vector.js';
import type { Rng } from '../../random.js';
import { askedOneOfTwoWays } from './part-regrouping.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { cp1InductionTemplates, inductionPart } from './cp1-proof-by-induction.js';
import {
  cartesianLine,
  cartesianPlane,
  cp1VectorTemplates,
  distTex,
  fullVec,
  lin,
  lineTex,
  linComb,
  nonZeroVec,
  p3,
  perpendicularByScalarProducts,
  randomVec,
  vectorProductCredit,
} from './cp1-vectors.js';

export const INDUCTION_NOTE =
  'Final A1 cso: needs the base case, the assumption, the inductive step and a conclusion; it depends on both method marks and on all previous marks of the proof.';

const sums: QuestionTemplate = {
  id: 'cp1.induction.series',
  subtopicId: 'cp1-proof-by-induction.sums',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['proof by induction', 'series', 'sigma notation'],
  build(rng) {
    const b = rng.int(1, 3);
    const a = rng.int(1, 8);
    const c = b + 3 * a;
    const g = gcd(gcd(2 * b, c), 6);
    const lead = frac(g, 6);
    const leadTex = lead.n === lead.d ? '' : fracTex(lead);
    const S = (n: number) => (n * (n + 1) * (2 * b * n + c)) / 6;
    const inner = (v: string) =>
      terms([
        [(2 * b) / g, v],
        [c / g, ''],
      ]);
    const term = tex`r(${terms([
      [b, 'r'],
      [a, ''],
    ])})`;
    const claim = tex`\sum_{r=1}^{n} ${term} = ${leadTex}n(n+1)(${inner('n')})`;
    // S(2n) - S(n) = n(14b n^2 + (3c + 6b) n + c) / 6
    const [q2, q1, q0] = [14 * b, 3 * c + 6 * b, c];
    const h = gcd(gcd(gcd(q2, q1), q0), 6);
    const lead2 = frac(h, 6);
    const upper = tex`${lead2.n === lead2.d ? '' : fracTex(lead2)}n(${terms([
      [q2 / h, 'n^{2}'],
      [q1 / h, 'n'],
      [q0 / h, ''],
    ])})`;
    const N = rng.int(5, 20);
    const value = S(2 * N) - S(N);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Proving a series result by induction',
        parts: [
          inductionPart('a', claim, {
            base: tex`n = 1: \; 1(${b + a}) = ${b + a} = ${leadTex}(1)(2)(${(2 * b + c) / g})`,
            assume: tex`\sum_{r=1}^{k+1} ${term} = ${leadTex}k(k+1)(${inner('k')}) + (k+1)(${terms([
              [b, 'k'],
              [b + a, ''],
            ])})`,
            combine: tex`= \frac{1}{6}(k+1)\left[k(${terms([
              [2 * b, 'k'],
              [c, ''],
            ])}) + 6(${terms([
              [b, 'k'],
              [b + a, ''],
            ])})\right]`,
            target: tex`= ${leadTex}(k+1)(k+2)(${inner('(k+1)')})`,
            combining: 'takes out the common factor',
          }),
          part(tex`Hence show that \(\displaystyle\sum_{r=n+1}^{2n} ${term} = ${upper}\).`, upper, [
            mark(
              'M1',
              tex`Uses the sum to \(2n\) minus the sum to \(n\), with \(2n\) substituted into the result of (a)`,
              tex`${leadTex}(2n)(2n+1)(${inner('(2n)')}) - ${leadTex}n(n+1)(${inner('n')})`,
            ),
            mark('A1*', 'Correct expansion and simplification to the printed answer, cso', upper, ['b.1']),
          ]),
          part(tex`Hence find the value of \(\displaystyle\sum_{r=${N + 1}}^{${2 * N}} ${term}\).`, String(value), [
            mark(
              'M1',
              tex`Substitutes \(n = ${N}\) into the result of (b), or subtracts the sum to \(${N}\) from the sum to \(${2 * N}\)`,
              tex`n = ${N}`,
            ),
            mark('A1', 'Correct value, cao', String(value), ['c.1']),
          ]),
        ],
        notes: [
          INDUCTION_NOTE,
          tex`(a) dM1: the factor \(k + 1\) must be taken out, or the expanded forms compared.`,
          tex`(c) Using the sum from \(1\) to \(${2 * N}\) minus the sum from \(1\) to \(${N + 1}\) scores M0.`,
        ],
        facts: { a, b, c, N, value, upper: [q2, q1, q0] },
      },
      [
        0,
        {
          join: [1, 2],
          stemTex: tex`Hence show that \(\displaystyle\sum_{r=n+1}^{2n} ${term} = ${upper}\), and find the value of \(\displaystyle\sum_{r=${N + 1}}^{${2 * N}} ${term}\).`,
        },
      ],
    );
  },
};

const divisibility: QuestionTemplate = {
  id: 'cp1.induction.divisibility',
  subtopicId: 'cp1-proof-by-induction.divisibility',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['proof by induction', 'divisibility'],
  build(rng) {
    const d = rng.int(3, 9);
    const a = d * rng.int(1, 3) + 1; // a = 1 (mod d)
    const c = d * rng.int(1, 4) - 1; // c = -1 (mod d)
    const r = rng.int(1, d - 1);
    const e = c + r;
    const f = (n: string) => tex`${a}^{${n}} + ${c}`;
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Proving a divisibility result by induction',
        introTex: tex`\(\mathrm{f}(n) = ${f('n')}\), where \(n\) is a positive integer.`,
        parts: [
          part(
            tex`Show that \(\mathrm{f}(k + 1) = ${a}\,\mathrm{f}(k) - ${c * (a - 1)}\).`,
            tex`\mathrm{f}(k + 1) = ${a}\,\mathrm{f}(k) - ${c * (a - 1)}`,
            [
              mark(
                'M1',
                tex`Writes \(\mathrm{f}(k + 1)\) using \(${a}^{k+1} = ${a}\times ${a}^{k}\)`,
                tex`${a}^{k+1} + ${c} = ${a}(${a}^{k} + ${c}) - ${a * c} + ${c}`,
              ),
              mark('A1*', 'Correct printed result, cso', tex`${a}\,\mathrm{f}(k) - ${c * (a - 1)}`, ['a.1']),
            ],
          ),
          part(
            tex`Hence prove by induction that \(\mathrm{f}(n)\) is divisible by \(${d}\) for all positive integers \(n\).`,
            tex`\text{Proof: see scheme}`,
            [
              mark('B1', tex`Shows \(\mathrm{f}(1)\) is divisible by \(${d}\)`, tex`\mathrm{f}(1) = ${a + c} = ${d} \times ${(a + c) / d}`),
              mark(
                'M1',
                tex`Assumes \(\mathrm{f}(k)\) divisible by \(${d}\) and uses the result of (a)`,
                tex`\mathrm{f}(k+1) = ${a}\,\mathrm{f}(k) - ${d} \times ${(c * (a - 1)) / d}`,
              ),
              mark(
                'A1',
                tex`Both terms shown to be multiples of \(${d}\)`,
                tex`${d} \mid ${a}\,\mathrm{f}(k), \; ${d} \mid ${c * (a - 1)}`,
                ['b.2'],
              ),
              mark(
                'A1',
                tex`Complete conclusion: true for \(n = 1\) and true for \(n = k\) implies true for \(n = k + 1\), so true for all positive integers \(n\) (cso)`,
                tex`\text{true for all positive integers } n`,
                ['b.2'],
                ['all previous marks in this part earned'],
              ),
            ],
          ),
          part(tex`Hence find the remainder when \(${a}^{n} + ${e}\) is divided by \(${d}\).`, String(r), [
            mark('M1', tex`Writes the expression as \(\mathrm{f}(n)\) plus a constant`, tex`${a}^{n} + ${e} = \mathrm{f}(n) + ${r}`),
            mark('A1', 'Correct remainder', String(r), ['c.1']),
          ]),
        ],
        notes: [
          '(b) Final A1 cso: needs the base case, the assumption, the inductive step and a conclusion.',
          tex`(b) Any valid route, e.g. \(\mathrm{f}(k + 1) - \mathrm{f}(k)\), is acceptable if it does not use (a).`,
        ],
        facts: { a, c, d, e, r },
      },
      [
        {
          join: [0, 1],
          stemTex: tex`Show that \(\mathrm{f}(k + 1) = ${a}\,\mathrm{f}(k) - ${c * (a - 1)}\), and hence prove by induction that \(\mathrm{f}(n)\) is divisible by \(${d}\) for all positive integers \(n\).`,
        },
        2,
      ],
    );
  },
};

const matrixStatement: QuestionTemplate = {
  id: 'cp1.induction.matrix-power',
  subtopicId: 'cp1-proof-by-induction.matrix-statements',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['proof by induction', 'matrices', 'matrix powers', 'inverse matrices'],
  build(rng) {
    const a = rng.int(2, 5);
    const c = rng.nonZero(-4, 4);
    const b = c * (a - 1);
    const cTex = c === 1 ? '' : c === -1 ? '-' : String(c);
    const topRight = (n: string) => (cTex === '' ? `${a}^{${n}} - 1` : `${cTex}(${a}^{${n}} - 1)`);
    const power = (n: string) =>
      matTex([
        [`${a}^{${n}}`, topRight(n)],
        [0, 1],
      ]);
    const step = `${b}\\times ${a}^{k} ${c < 0 ? '-' : '+'} ${Math.abs(c) === 1 ? '' : Math.abs(c)}(${a}^{k} - 1)`;
    const N = rng.int(3, 6);
    const V = c * (a ** N - 1);
    const inv = matTex([
      [frac(1, a), frac(-b, a)],
      [0, 1],
    ]);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Proving a matrix power by induction',
        introTex: tex`\(\mathbf{M} = ${matTex([
          [a, b],
          [0, 1],
        ])}\).`,
        parts: [
          inductionPart('a', tex`\mathbf{M}^{n} = ${power('n')}`, {
            base: tex`n = 1: \; ${matTex([
              [a, topRight('1').replace('^{1}', '')],
              [0, 1],
            ])} = ${matTex([
              [a, b],
              [0, 1],
            ])}`,
            assume: tex`\mathbf{M}^{k+1} = ${power('k')}${matTex([
              [a, b],
              [0, 1],
            ])}`,
            combine: tex`= ${matTex([
              [`${a}^{k+1}`, step],
              [0, 1],
            ])}`,
            target: tex`= ${power('k+1')}`,
            combining: 'takes out the common factor',
          }),
          part(
            tex`Using your answer to part (a), find the value of \(n\) for which the top right entry of \(\mathbf{M}^{n}\) is \(${V}\).`,
            tex`n = ${N}`,
            [
              mark(
                'M1',
                tex`Sets their top right entry equal to the value and solves for \(${a}^{n}\)`,
                tex`${topRight('n')} = ${V} \Rightarrow ${a}^{n} = ${a ** N}`,
              ),
              mark('A1', tex`Correct \(n\)`, tex`n = ${N}`, ['b.1']),
            ],
          ),
          part(tex`Find \(\mathbf{M}^{-1}\) and show that the formula in part (a) also holds when \(n = -1\).`, inv, [
            mark(
              'M1',
              'Uses the inverse of a 2 by 2 matrix: swap, negate, divide by the determinant',
              tex`\frac{1}{${a}}${matTex([
                [1, -b],
                [0, a],
              ])}`,
            ),
            mark('A1', 'Correct inverse', inv, ['c.1']),
            mark(
              'B1',
              tex`Substitutes \(n = -1\) into the formula and shows it equals the inverse`,
              tex`${matTex([
                [`${a}^{-1}`, topRight('-1')],
                [0, 1],
              ])} = ${inv}`,
            ),
          ]),
        ],
        notes: [
          INDUCTION_NOTE,
          tex`(a) A1: needs \(${step}\) simplified to \(${topRight('k+1')}\).`,
          '(c) B1 needs the top right entry simplified to the same value.',
        ],
        facts: { a, b, c, N, V },
      },
      [0, 2, 1],
    );
  },
};

const lines: QuestionTemplate = {
  id: 'cp1.vectors.line-through-points',
  subtopicId: 'cp1-vectors.lines-in-3d',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['vectors', 'vector equation of a line', 'Cartesian equation of a line'],
  build(rng) {
    const d = fullVec(rng, -4, 4);
    const lambda0 = rng.nonZero(-3, 3);
    const P: Vec = [rng.int(-6, 6), rng.int(-6, 6), 0];
    const A = vsub(P, vscale(d, lambda0));
    const B = vadd(A, d);
    const t = rng.nonZero(-3, 3);
    const onLine = rng.next() < 0.5;
    const axis = rng.int(0, 2);
    const shift: Vec = [0, 0, 0].map((_, i) => (i === axis && !onLine ? rng.sign() : 0));
    const C = vadd(vadd(A, vscale(d, t)), shift);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'The vector equation of a line through two points',
        introTex: tex`The points \(A\), \(B\) and \(C\) have coordinates \(${p3(A)}\), \(${p3(B)}\) and \(${p3(C)}\) respectively.`,
        parts: [
          part(tex`Find a vector equation of the line \(l\) through \(A\) and \(B\).`, lineTex(A, d), [
            mark('M1', 'Finds the direction vector AB', tex`\overrightarrow{AB} = ${vecTex(d)}`),
            mark('A1', 'Correct vector equation, oe', lineTex(A, d), ['a.1']),
          ]),
          part(tex`Determine whether \(C\) lies on \(l\).`, onLine ? tex`\text{Yes, } \lambda = ${t}` : tex`\text{No}`, [
            mark(
              'M1',
              tex`Sets the line equal to \(C\) and solves for \(\lambda\) using one component, then checks the others`,
              tex`${vecTex(A)} + \lambda${vecTex(d)} = ${vecTex(C)}`,
            ),
            mark(
              'A1',
              'Correct conclusion with all components checked',
              onLine
                ? tex`\lambda = ${t} \text{ in all components, so } C \text{ lies on } l`
                : tex`\text{components inconsistent, so } C \text{ is not on } l`,
              ['b.1'],
            ),
          ]),
          part(tex`Write down Cartesian equations of \(l\).`, cartesianLine(A, d), [
            mark('B1ft', 'Two of the three fractions correct, ft their line from (a)', cartesianLine(A, d)),
            mark('B1ft', 'Fully correct Cartesian equations, ft their line from (a)', cartesianLine(A, d)),
          ]),
          part(
            tex`Using your answer to part (c), or otherwise, find the coordinates of the point where \(l\) meets the plane \(z = 0\).`,
            p3(P),
            [
              mark('M1', tex`Sets \(z = 0\) and finds the common value of the fractions or \(\lambda\)`, tex`\lambda = ${lambda0}`),
              mark('A1', 'Correct coordinates', p3(P), ['d.1']),
            ],
          ),
        ],
        notes: [
          'Any correct point and any non-zero multiple of the direction are acceptable in (a) and (c).',
          '(b) Checking only one component scores M1 A0.',
        ],
        facts: { A, B, C, d, onLine, P },
      },
      [
        {
          join: [0, 1],
          stemTex: tex`Find a vector equation of the line \(l\) through \(A\) and \(B\), and determine whether \(C\) lies on \(l\).`,
        },
        2,
        3,
      ],
    );
  },
};

const planes: QuestionTemplate = {
  id: 'cp1.vectors.plane-through-points',
  subtopicId: 'cp1-vectors.planes',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'planes', 'scalar product', 'normal vector', 'perpendicular distance'],
  build(rng) {
    let A: Vec, B: Vec, C: Vec, n: Vec;
    do {
      [A, B, C] = [randomVec(rng, -3, 4), randomVec(rng, -3, 4), randomVec(rng, -3, 4)];
      n = primitive(cross(vsub(B, A), vsub(C, A)));
    } while (n[2] === 0 || n.filter((x) => x !== 0).length < 2 || dot(n, A) === 0 || n.some((x) => Math.abs(x) > 9));
    if (n[2] < 0) n = vscale(n, -1);
    const p = dot(n, A);
    const cartesian = cartesianPlane(n, p);
    const [x0, y0] = [rng.int(-5, 5), rng.int(-5, 5)];
    const kz = frac(p - n[0] * x0 - n[1] * y0, n[2]);
    const vectorForm = tex`\mathbf{r} = ${vecTex(A)} + s${vecTex(vsub(B, A))} + t${vecTex(vsub(C, A))}`;
    const dist = distTex(p, dot(n, n));
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Equation of a plane through three points',
        introTex: tex`The plane \(\Pi\) contains the points \(A${p3(A)}\), \(B${p3(B)}\) and \(C${p3(C)}\).`,
        parts: [
          part(tex`Find a vector normal to \(\Pi\).`, vecTex(n), [
            perpendicularByScalarProducts(vsub(B, A), vsub(C, A), [tex`\overrightarrow{AB}`, tex`\overrightarrow{AC}`]),
            mark('A1', 'A correct normal vector, any non-zero multiple', vecTex(n), ['a.1']),
          ]),
          part(tex`Hence find a Cartesian equation of \(\Pi\).`, cartesian, [
            mark(
              'M1',
              tex`Uses \(\mathbf{r}\cdot\mathbf{n} = \mathbf{a}\cdot\mathbf{n}\) with their normal and a point on the plane`,
              tex`${vecTex(A)} \cdot ${vecTex(n)} = ${p}`,
            ),
            mark('A1', 'Correct Cartesian equation, oe', cartesian, ['b.1']),
          ]),
          part(
            tex`Write down a vector equation of \(\Pi\) in the form \(\mathbf{r} = \mathbf{a} + s\mathbf{b} + t\mathbf{c}\).`,
            vectorForm,
            [mark('B1', 'Correct vector equation, oe', vectorForm)],
          ),
          part(tex`The point \(D(${x0}, ${y0}, k)\) lies in \(\Pi\). Find the value of \(k\).`, tex`k = ${fracTex(kz)}`, [
            mark(
              'M1ft',
              tex`Substitutes \(D\) into their Cartesian equation`,
              tex`${terms([
                [n[0] * x0 + n[1] * y0, ''],
                [n[2], 'k'],
              ])} = ${p}`,
              ['b.1'],
            ),
            mark('A1', tex`Correct \(k\)`, tex`k = ${fracTex(kz)}`, ['d.1']),
          ]),
          part(tex`Find the exact perpendicular distance from the origin to \(\Pi\).`, dist, [
            mark('M1', tex`Uses \(|${p}|\) divided by the magnitude of their normal`, tex`\frac{${Math.abs(p)}}{\sqrt{${dot(n, n)}}}`),
            mark('A1', 'Correct exact distance, simplified', dist, ['e.1']),
          ]),
        ],
        notes: [
          vectorProductCredit(
            'a',
            tex`\overrightarrow{AB} \times \overrightarrow{AC} = ${vecTex(vsub(B, A))} \times ${vecTex(vsub(C, A))}`,
          ),
          '(d) M1ft: follow through their Cartesian equation from (b).',
        ],
        facts: { A, B, C, n, p, D: [x0, y0, kz.n / kz.d], distance: Math.abs(p) / norm(n) },
      },
      [{ join: [0, 1], stemTex: tex`Find a Cartesian equation of \(\Pi\).` }, 2, 3, 4],
    );
  },
};

const scalarProduct: QuestionTemplate = {
  id: 'cp1.vectors.scalar-product',
  subtopicId: 'cp1-vectors.scalar-product',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['vectors', 'scalar product', 'perpendicular vectors', 'angle between vectors'],
  build(rng) {
    let a: Vec, b: Vec, c: Vec;
    do [a, b, c] = [nonZeroVec(rng), nonZeroVec(rng), nonZeroVec(rng)];
    while (dot(a, c) === 0 || dot(a, b) === 0 || cross(a, b).every((x) => x === 0));
    const t = frac(-dot(a, b), dot(a, c));
    const named = (v: Vec) => tex`${terms(v.map((x, i) => [x, `\\mathbf{${'ijk'[i]}}`]))}`;
    const cosine = dot(a, b) / (norm(a) * norm(b));
    const angle = (Math.acos(cosine) * 180) / Math.PI;
    const areaSq = dot(a, a) * dot(b, b) - dot(a, b) ** 2;
    const area = Math.sqrt(areaSq) / 2;
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Scalar product and perpendicular vectors',
        introTex: tex`\(\mathbf{a} = ${named(a)}\), \(\mathbf{b} = ${named(b)}\) and \(\mathbf{c} = ${named(c)}\).`,
        parts: [
          part(tex`Find \(\mathbf{a}\cdot\mathbf{b}\).`, String(dot(a, b)), [mark('B1', 'Correct scalar product', String(dot(a, b)))]),
          part(
            tex`Find the value of \(t\) for which \(\mathbf{a}\) is perpendicular to \(\mathbf{b} + t\mathbf{c}\).`,
            tex`t = ${fracTex(t)}`,
            [
              mark(
                'M1',
                tex`Sets \(\mathbf{a}\cdot(\mathbf{b} + t\mathbf{c}) = 0\) and expands`,
                tex`${terms([
                  [dot(a, b), ''],
                  [dot(a, c), 't'],
                ])} = 0`,
              ),
              mark('A1', tex`Correct value of \(t\)`, tex`t = ${fracTex(t)}`, ['b.1']),
            ],
          ),
          part(
            tex`Using your answer to part (a), find the angle between \(\mathbf{a}\) and \(\mathbf{b}\), giving your answer in degrees to one decimal place.`,
            tex`${angle.toFixed(1)}^{\circ}`,
            [
              mark('M1', 'Finds both magnitudes', tex`|\mathbf{a}| = \sqrt{${dot(a, a)}}, \; |\mathbf{b}| = \sqrt{${dot(b, b)}}`),
              mark(
                'M1',
                tex`Uses \(\cos\theta = \frac{\mathbf{a}\cdot\mathbf{b}}{|\mathbf{a}||\mathbf{b}|}\) with their scalar product`,
                tex`\cos\theta = \frac{${dot(a, b)}}{\sqrt{${dot(a, a)}}\sqrt{${dot(b, b)}}}`,
              ),
              mark('A1', 'Correct angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['c.1', 'c.2']),
            ],
          ),
          part(
            tex`Hence find the area of the triangle \(OAB\), where \(\overrightarrow{OA} = \mathbf{a}\) and \(\overrightarrow{OB} = \mathbf{b}\), giving your answer to three significant figures.`,
            sf(area),
            [
              mark(
                'M1',
                tex`Uses \(\frac{1}{2}|\mathbf{a}||\mathbf{b}|\sin\theta\) with their angle`,
                tex`\frac{1}{2}\sqrt{${dot(a, a)}}\sqrt{${dot(b, b)}}\sin ${angle.toFixed(1)}^{\circ}`,
              ),
              mark('A1', 'Correct area, awrt', sf(area), ['d.1']),
            ],
          ),
        ],
        notes: [
          '(b) M1: the scalar product must be set equal to zero.',
          '(c) The angle between the vectors may be obtuse; it is not replaced by its supplement.',
          vectorProductCredit('d', tex`\frac{1}{2}|\mathbf{a}\times\mathbf{b}|`),
        ],
        facts: { a, b, c, t: t.n / t.d, angle, area },
      },
      [
        1,
        {
          join: [0, 2],
          stemTex: tex`Find \(\mathbf{a}\cdot\mathbf{b}\), and hence the angle between \(\mathbf{a}\) and \(\mathbf{b}\), giving your answer in degrees to one decimal place.`,
        },
        3,
      ],
    );
  },
};

/**
 * A line r = a + lambda d and a plane normal n that it crosses (d not perpendicular to n), with the point P where it
 * crosses at a non-zero lambda.
 */
function lineMeetingPlane(rng: Rng): { d: Vec; n: Vec; a: Vec; lambda: number; P: Vec } {
  let d: Vec, n: Vec;
  do [d, n] = [nonZeroVec(rng, -3, 3), nonZeroVec(rng, -3, 3)];
  while (dot(d, n) === 0);
  const a = randomVec(rng);
  const lambda = rng.nonZero(-3, 3);
  return { d, n, a, lambda, P: vadd(a, vscale(d, lambda)) };
}

const angles: QuestionTemplate = {
  id: 'cp1.vectors.line-plane-angle',
  subtopicId: 'cp1-vectors.angles',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['vectors', 'angle between a line and a plane', 'scalar product', 'perpendicular distance'],
  build(rng) {
    const { d, n, a, lambda, P } = lineMeetingPlane(rng);
    const p = dot(n, P);
    const sine = Math.abs(dot(d, n)) / (norm(d) * norm(n));
    const angle = (Math.asin(sine) * 180) / Math.PI;
    const AP = Math.abs(lambda) * norm(d);
    const distance = AP * sine;
    // (c) carries their angle from (a), to one decimal place.
    const distanceCarried = AP * Math.sin((Number(angle.toFixed(1)) * Math.PI) / 180);
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Angle between a line and a plane',
        introTex: tex`The line \(l\) has equation \(${lineTex(a, d)}\) and the plane \(\Pi\) has equation \(\mathbf{r}\cdot${vecTex(n)} = ${p}\). The point \(A${p3(a)}\) lies on \(l\).`,
        parts: [
          part(
            tex`Find the acute angle between \(l\) and \(\Pi\), giving your answer in degrees to one decimal place.`,
            tex`${angle.toFixed(1)}^{\circ}`,
            [
              mark('M1', 'Scalar product of the direction and the normal', tex`${vecTex(d)}\cdot${vecTex(n)} = ${dot(d, n)}`),
              mark(
                'M1',
                'Divides by the product of the magnitudes',
                tex`\frac{|${dot(d, n)}|}{\sqrt{${dot(d, d)}}\sqrt{${dot(n, n)}}} = ${sf(sine)}`,
              ),
              mark(
                'dM1',
                tex`Uses the sine (or \(90^{\circ}\) minus the angle with the normal), dependent on the previous M mark`,
                tex`\theta = \arcsin(${sf(sine)})`,
                ['a.2'],
              ),
              mark('A1', 'Correct angle, awrt', tex`${angle.toFixed(1)}^{\circ}`, ['a.1', 'a.2', 'a.3']),
            ],
          ),
          part(tex`Find the coordinates of the point \(P\) where \(l\) meets \(\Pi\).`, p3(P), [
            mark(
              'M1',
              tex`Substitutes the general point of \(l\) into the plane and solves for \(\lambda\)`,
              tex`${linComb(
                n,
                a.map((ai, i) => lin(ai, d[i])),
              )} = ${p} \Rightarrow \lambda = ${lambda}`,
            ),
            mark('A1', 'Correct coordinates', p3(P), ['b.1']),
          ]),
          part(
            tex`Using your answers to parts (a) and (b), find the perpendicular distance from \(A\) to \(\Pi\), giving your answer to three significant figures.`,
            sf(distance),
            [
              mark(
                'M1',
                tex`Uses \(AP\sin\theta\) with their length \(AP\) and their angle`,
                tex`\sqrt{${dot(vsub(P, a), vsub(P, a))}}\,\sin ${angle.toFixed(1)}^{\circ}`,
              ),
              mark('A1', 'Correct distance, awrt', roundedAnswerTex(distance, distanceCarried), ['c.1']),
            ],
          ),
        ],
        notes: [
          'Finding the angle between the line and the normal only scores M1 M1 dM0 A0.',
          tex`(c) The formula \(\frac{|\mathbf{a}\cdot\mathbf{n} - p|}{|\mathbf{n}|}\) also scores full marks.`,
        ],
        facts: {
          a,
          d,
          n,
          p,
          P,
          angle,
          distance,
          carriedRoundings: [{ allocationId: 'c.2', fromExact: distance, fromCarried: distanceCarried }],
        },
      },
      [
        0,
        {
          join: [1, 2],
          stemTex: tex`Find the coordinates of the point \(P\) where \(l\) meets \(\Pi\), and hence, using your answer to part (a), find the perpendicular distance from \(A\) to \(\Pi\), giving your answer to three significant figures.`,
        },
      ],
    );
  },
};

/**
 * A line through A meeting a plane at P, with the foot F of the perpendicular from A; the projection
 * of the line onto the plane (through P and F) or its reflection in it (through P and the image of A).
 * Unlike line-plane-angle (which asks for the angle), this asks where the line's shadow or mirror image lies.
 */
const intersections: QuestionTemplate = {
  id: 'cp1.vectors.line-meets-plane',
  subtopicId: 'cp1-vectors.intersections',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['vectors', 'intersection of a line and a plane', 'foot of perpendicular', 'projection and reflection of a line'],
  build(rng) {
    let n: Vec, w: Vec;
    do [n, w] = [nonZeroVec(rng, -3, 3), nonZeroVec(rng, -2, 2)];
    while (n.filter((x) => x !== 0).length < 2 || n.find((x) => x !== 0)! < 0 || cross(n, w).every((x) => x === 0));
    w = primitive(cross(n, w));
    const P = randomVec(rng, -4, 4);
    const F = vadd(P, w);
    const t = rng.nonZero(-2, 2);
    const A = vadd(F, vscale(n, t));
    const AP = vsub(P, A);
    const g = AP.reduce((s, v) => gcd(s, v), 0);
    const d = AP.map((v) => v / g);
    // The line's equation starts from another of its points, so A and P have parameters s and s + g.
    const s = rng.pick([-2, -1, 1, 2].filter((x) => x !== -g));
    const a = vsub(A, vscale(d, s));
    const p = dot(n, P);
    const nn = dot(n, n);
    const meets = part(tex`Find the coordinates of the point \(P\) where \(l\) meets \(\Pi\).`, p3(P), [
      mark(
        'M1',
        'Substitutes the general point of the line into the plane',
        tex`${linComb(
          n,
          a.map((ai, i) => lin(ai, d[i])),
        )} = ${p}`,
      ),
      mark('A1', tex`Correct value of \(\lambda\)`, tex`\lambda = ${s + g}`, ['a.1']),
      mark('A1', 'Correct coordinates', p3(P), ['a.1']),
    ]);
    const foot = part(tex`Find the coordinates of the foot \(F\) of the perpendicular from \(A\) to \(\Pi\).`, p3(F), [
      mark(
        'M1',
        tex`Substitutes the line through \(A\) along the normal, \(\mathbf{r} = \overrightarrow{OA} + \mu\mathbf{n}\), into the plane`,
        tex`${linComb(
          n,
          A.map((ai, i) => lin(ai, n[i], '\\mu')),
        )} = ${p}`,
      ),
      mark('A1', tex`Correct value of \(\mu\)`, tex`\mu = ${-t}`, ['b.1']),
      mark('A1', 'Correct coordinates', p3(F), ['b.1']),
    ]);
    const intro = tex`The line \(l\) has equation \(${lineTex(a, d)}\) and the plane \(\Pi\) has equation \(${cartesianPlane(n, p)}\). The point \(A${p3(A)}\) lies on \(l\).`;
    const notes = [tex`(a) The final A1 needs the correct \(\lambda\) substituted into the line.`];
    if (rng.next() < 0.5) {
      const distance = surdTex(t * t * nn);
      return {
        title: 'A line and its projection onto a plane',
        introTex: intro,
        parts: [
          meets,
          foot,
          part(
            tex`The line \(l'\) is the projection of \(l\) onto \(\Pi\). Using your answers to parts (a) and (b), find a vector equation of \(l'\).`,
            lineTex(P, w, '\\nu'),
            [
              mark(
                'M1',
                tex`Uses the line through their \(P\) and \(F\): direction \(\overrightarrow{PF}\)`,
                tex`\overrightarrow{PF} = ${vecTex(w)}`,
              ),
              mark('A1ft', tex`Correct vector equation, ft their \(P\) and \(F\)`, lineTex(P, w, '\\nu'), ['c.1']),
            ],
          ),
          part(tex`Hence find the exact distance from \(A\) to \(\Pi\).`, distance, [
            mark('M1', tex`Finds the length \(AF\) with their \(F\)`, tex`|\overrightarrow{AF}| = \sqrt{${t * t * nn}}`),
            mark('A1ft', tex`Correct exact distance, ft their \(F\)`, distance, ['d.1']),
          ]),
        ],
        notes: [
          ...notes,
          tex`(c) Any point of \(l'\) and any non-zero multiple of its direction are acceptable.`,
          tex`(d) The formula \(\frac{|\mathbf{a}\cdot\mathbf{n} - p|}{|\mathbf{n}|}\) earns the same marks.`,
        ],
        facts: { variant: 'projection', a, A, d, n, p, P, lambda: s + g, F, image: w, distanceSquared: t * t * nn },
      };
    }
    const R = vsub(vscale(F, 2), A);
    const image = vsub(P, R);
    return {
      title: 'A line reflected in a plane',
      introTex: intro,
      parts: [
        meets,
        foot,
        part(
          tex`Using your answers to parts (a) and (b), find the coordinates of the reflection \(A'\) of \(A\) in \(\Pi\), and hence a vector equation of the reflection of \(l\) in \(\Pi\).`,
          tex`A'${p3(R)}, \; ${lineTex(P, image, '\\nu')}`,
          [
            mark('M1', tex`Uses \(F\) as the midpoint of \(AA'\)`, tex`\overrightarrow{OA'} = 2${vecTex(F)} - ${vecTex(A)}`),
            mark('A1ft', tex`Correct \(A'\), ft their \(F\)`, p3(R), ['c.1']),
            mark('M1', tex`Line through their \(P\) and \(A'\)`, tex`\overrightarrow{A'P} = ${vecTex(image)}`),
            mark('A1ft', tex`Correct vector equation, ft their \(P\) and \(A'\)`, lineTex(P, image, '\\nu'), ['c.3']),
          ],
        ),
      ],
      notes: [...notes, tex`(c) Any point of the reflected line and any non-zero multiple of its direction are acceptable.`],
      facts: { variant: 'reflection', a, A, d, n, p, P, lambda: s + g, F, R, image },
    };
  },
};

const perpendiculars: QuestionTemplate = {
  id: 'cp1.vectors.distance-to-plane',
  subtopicId: 'cp1-vectors.perpendiculars',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['vectors', 'perpendicular distance', 'foot of perpendicular', 'reflection in a plane'],
  build(rng) {
    const n = nonZeroVec(rng, -3, 3);
    const F = randomVec(rng, -4, 4);
    const t = rng.nonZero(-2, 2);
    const P = vadd(F, vscale(n, t));
    const p = dot(F, n);
    const nn = dot(n, n);
    const distance = tex`${Math.abs(t) === 1 ? '' : Math.abs(t)}\sqrt{${nn}}`;
    const simplified = surdTex(t * t * nn);
    const R = vsub(vscale(F, 2), P);
    const s = rng.nonZero(-3, 3);
    const Q = vadd(vadd(F, vscale(n, s)), cross(n, nonZeroVec(rng, -2, 2)));
    return askedOneOfTwoWays(
      rng,
      {
        title: 'Perpendicular from a point to a plane',
        introTex: tex`The plane \(\Pi\) has equation \(\mathbf{r}\cdot${vecTex(n)} = ${p}\) and the point \(P\) has coordinates \(${p3(P)}\).`,
        parts: [
          part(tex`Find the shortest distance from \(P\) to \(\Pi\), giving your answer as an exact value.`, simplified, [
            mark(
              'M1',
              tex`Uses the perpendicular distance formula or a line through \(P\) along the normal`,
              tex`\frac{|${minus(String(dot(P, n)), p)}|}{\sqrt{${nn}}}`,
            ),
            mark('A1', 'Correct exact distance', distance === simplified ? simplified : tex`${distance} = ${simplified}`, ['a.1']),
          ]),
          part(tex`Find the coordinates of the foot of the perpendicular from \(P\) to \(\Pi\).`, p3(F), [
            mark(
              'M1',
              tex`Substitutes the line \(\mathbf{r} = \mathbf{p} + \mu\mathbf{n}\) into the plane and solves for \(\mu\)`,
              tex`${vecTex(P)} + \mu${vecTex(n)}, \; \mu = ${-t}`,
            ),
            mark('A1', 'Correct coordinates', p3(F), ['b.1']),
          ]),
          part(tex`Hence find the coordinates of the reflection of \(P\) in \(\Pi\).`, p3(R), [
            mark('M1', tex`Uses the foot as the midpoint of \(P\) and its image, or \(\mu\) doubled`, tex`2${vecTex(F)} - ${vecTex(P)}`),
            mark('A1ft', 'Correct coordinates, ft their foot of the perpendicular', p3(R), ['c.1']),
          ]),
          part(
            tex`Determine whether the point \(Q${p3(Q)}\) is on the same side of \(\Pi\) as \(P\).`,
            dot(Q, n) - p > 0 === dot(P, n) - p > 0 ? tex`\text{Yes}` : tex`\text{No}`,
            [
              mark(
                'M1',
                tex`Compares the signs of \(${minus('\\mathbf{r}\\cdot\\mathbf{n}', p)}\) at \(P\) and at \(Q\)`,
                tex`${dot(P, n) - p}, \; ${dot(Q, n) - p}`,
              ),
              mark(
                'A1',
                'Correct conclusion with reason',
                dot(Q, n) - p > 0 === dot(P, n) - p > 0
                  ? tex`\text{same sign, so the same side}`
                  : tex`\text{opposite signs, so opposite sides}`,
                ['d.1'],
              ),
            ],
          ),
        ],
        notes: [
          tex`(a) A correct answer from (b) by finding the length \(PF\) also scores full marks.`,
          '(c) A1ft follows through from their foot of the perpendicular in (b).',
        ],
        facts: { n, P, p, F, R, Q, distanceSquared: t * t * nn, sameSide: dot(Q, n) - p > 0 === dot(P, n) - p > 0 },
      },
      [
        0,
        {
          join: [1, 2],
          stemTex: tex`Find the coordinates of the foot of the perpendicular from \(P\) to \(\Pi\), and hence the coordinates of the reflection of \(P\) in \(\Pi\).`,
        },
        3,
      ],
    );
  },
};

/** The templates written in this file; the exported array adds cp1-proof-by-induction.ts's and cp1-vectors.ts's. */
export const cp1InductionVectorOwnTemplates: QuestionTemplate[] = [
  sums,
  divisibility,
  matrixStatement,
  lines,
  planes,
  scalarProduct,
  angles,
  intersections,
  perpendiculars,
];

export const cp1InductionVectorTemplates: QuestionTemplate[] = [
  ...cp1InductionVectorOwnTemplates,
  ...cp1InductionTemplates,
  ...cp1VectorTemplates,
];
