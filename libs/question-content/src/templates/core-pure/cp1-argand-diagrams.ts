import { frac, mul, sub } from '../../math/rational.js';
import { expTex, principal, modArgTex } from '../../math/angles.js';
import { cx, fracTex, minus, piTex, quotientTex, sf, surdTex, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { axes, circle, dot, frame, path, regionName, SHADE, svgDoc } from '../../svg.js';
import { cp1ArgandModArgLociRegionTemplates } from './cp1-argand-mod-arg-loci-and-regions.js';
import { argandPoints } from './cp1-complex-equations-and-roots.js';

const T = 'cp1-argand-diagrams';
/** Angles in twelfths of pi with exact, familiar values. */
export const NICE_TWELFTHS = [-10, -9, -8, -6, -4, -3, -2, 2, 3, 4, 6, 8, 9, 10, 12];

const argandDiagram: QuestionTemplate = {
  id: 'cp1.argand.points',
  subtopicId: `${T}.argand-diagram`,
  difficulty: 1,
  frequency: 'occasional',
  tags: ['Argand diagram', 'distance', 'midpoint'],
  build(rng) {
    const [a, b] = [rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    let [c, d] = [rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    while (a * d === b * c) [c, d] = [rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    const dist2 = (a - c) ** 2 + (b - d) ** 2;
    const argDiff = Math.atan2(b - d, a - c);
    const mid = cx(frac(a + c, 2), frac(b + d, 2));
    return {
      title: 'Points on an Argand diagram',
      introTex: rng.pick([
        tex`The points \(A\) and \(B\) on an Argand diagram represent \(z_1 = ${cx(a, b)}\) and \(z_2 = ${cx(c, d)}\) respectively.`,
        tex`On an Argand diagram, the point \(A\) represents the complex number \(z_1 = ${cx(a, b)}\) and the point \(B\) represents \(z_2 = ${cx(c, d)}\).`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Find the complex number represented by the midpoint of \(AB\), and the exact distance \(AB\), giving the distance as a simplified surd where appropriate.`,
            tex`Find the exact length of the line segment \(AB\), and the complex number represented by its midpoint.`,
          ]),
          tex`${mid}; \; AB = ${surdTex(dist2)}`,
          [
            mark('B1', 'Correct midpoint as a complex number, oe', mid),
            mark('M1', tex`Finds the modulus of \(z_1 - z_2\)`, tex`\left|z_1 - z_2\right| = \sqrt{(${a - c})^{2} + (${b - d})^{2}}`),
            mark('A1', 'Correct exact distance', surdTex(dist2), ['a.2']),
          ],
        ),
        part(
          tex`Find \(\arg(z_1 - z_2)\), in radians to 3 significant figures, where \(-\pi < \arg(z_1 - z_2) \leqslant \pi\).`,
          sf(argDiff),
          [
            mark(
              'M1',
              tex`Uses \(\arctan\) of the ratio of the parts of \(z_1 - z_2\), with the quadrant considered`,
              tex`z_1 - z_2 = ${cx(a - c, b - d)}`,
            ),
            mark('A1', 'Correct principal argument, awrt', sf(argDiff), ['b.1']),
          ],
        ),
        part(
          tex`The point \(C\) is such that \(\mathit{OACB}\) is a parallelogram, where \(O\) is the origin. Using your answer to part (a), find the complex number represented by \(C\).`,
          cx(a + c, b + d),
          [mark('B1ft', tex`Twice their midpoint, or \(z_1 + z_2\)`, cx(a + c, b + d))],
        ),
      ],
      notes: [
        '(a) M1: the distance between the points is the modulus of the difference of the numbers.',
        tex`(b) The argument is that of the vector from \(B\) to \(A\).`,
        tex`(c) The diagonals of a parallelogram bisect each other, so \(C\) is twice the midpoint of \(AB\).`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Points A and B on an Argand diagram',
          description: `Argand diagram with real and imaginary axes. Point A is at (${a}, ${b}) and point B is at (${c}, ${d}).`,
          svg: argandPoints([
            ['A', a, b],
            ['B', c, d],
          ]),
        },
      ],
      facts: { a, b, c, d, dist2, argDiff },
    };
  },
};

const modulusArgument: QuestionTemplate = {
  id: 'cp1.argand.modulus-argument',
  subtopicId: `${T}.modulus-and-argument`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['modulus', 'argument', 'Argand diagram'],
  build(rng) {
    const [a, b] = [rng.nonZero(-7, 7), rng.nonZero(-7, 7)];
    const arg = Math.atan2(b, a);
    const n = a * a + b * b;
    const cube = 3 * arg > Math.PI ? 3 * arg - 2 * Math.PI : 3 * arg <= -Math.PI ? 3 * arg + 2 * Math.PI : 3 * arg;
    const shift = 3 * arg > Math.PI ? ' - 2\\pi' : 3 * arg <= -Math.PI ? ' + 2\\pi' : '';
    // (c) triples their (b), to 3 s.f., with the same adjustment.
    const cubeCarried = cube + 3 * (Number(sf(arg)) - arg);
    return {
      title: 'Modulus and argument of a complex number',
      introTex: rng.pick([
        tex`\(z = ${cx(a, b)}\)`,
        tex`The point \(P\) on an Argand diagram represents the complex number \(z = ${cx(a, b)}\).`,
      ]),
      parts: [
        part(
          rng.pick([tex`Find the exact value of \(|z|\).`, tex`Find the exact distance of \(P\) from the origin, that is, \(|z|\).`]),
          surdTex(a * a + b * b),
          [mark('B1', 'Correct exact modulus', tex`\sqrt{${a * a} + ${b * b}} = ${surdTex(a * a + b * b)}`)],
        ),
        part(
          tex`Find \(\arg z\), giving your answer in radians to 3 significant figures, where \(-\pi < \arg z \leqslant \pi\).`,
          tex`${sf(arg)}`,
          [
            mark(
              'M1',
              tex`Uses \(\arctan\) of the ratio of the parts, with the correct quadrant considered`,
              tex`\arctan\left(${quotientTex(Math.abs(b), Math.abs(a))}\right) = ${sf(Math.atan(Math.abs(b / a)))}`,
            ),
            mark('A1', 'Correct principal argument, awrt', tex`\arg z = ${sf(arg)}`, ['b.1']),
          ],
        ),
        part(
          tex`Using your answers to parts (a) and (b), find \(\left|z^{3}\right|\) and \(\arg\left(z^{3}\right)\), giving the argument in the range \(-\pi < \theta \leqslant \pi\) to 3 significant figures.`,
          tex`\left|z^{3}\right| = ${surdTex(n * n * n)}, \; \arg\left(z^{3}\right) = ${sf(cube)}`,
          [
            mark('B1ft', 'Cube of their modulus, simplified', surdTex(n * n * n)),
            mark('M1', tex`Triples their argument and adjusts by \(2\pi\) into the range`, tex`3\times${sf(arg)}${shift}`),
            mark('A1ft', tex`Correct principal argument, ft their \(\arg z\)`, roundedAnswerTex(cube, cubeCarried), ['c.2']),
          ],
        ),
      ],
      notes: [
        '(b) A1: awrt the given value; an answer in degrees scores M1 A0.',
        tex`(c) B1ft on their \(|z|\); A1ft on their \(\arg z\), including the \(2\pi\) adjustment when needed.`,
      ],
      facts: { a, b, arg, cube, n3: n * n * n, carriedRoundings: [{ allocationId: 'c.3', fromExact: cube, fromCarried: cubeCarried }] },
    };
  },
};

/** Product and quotient of two numbers given in a polar form (modulus-argument or exponential). */
export function productQuotientTemplate(id: string, subtopicId: string, form: 'mod-arg' | 'exponential'): QuestionTemplate {
  const show = form === 'mod-arg' ? modArgTex : expTex;
  const shape = form === 'mod-arg' ? tex`r(\cos\theta + \mathrm{i}\sin\theta)` : tex`r\mathrm{e}^{\mathrm{i}\theta}`;
  return {
    id,
    subtopicId,
    difficulty: 3,
    frequency: 'frequent',
    tags: [form === 'mod-arg' ? 'modulus-argument form' : 'exponential form', 'multiplication', 'division'],
    build(rng) {
      const [r1, r2] = [rng.int(2, 9), rng.int(2, 6)];
      const [t1, t2] = rng.sample(NICE_TWELFTHS, 2).map((k) => frac(k, 12));
      const product = principal(frac(t1.n * t2.d + t2.n * t1.d, t1.d * t2.d));
      const quotient = principal(sub(t1, t2));
      const ratio = frac(r1, r2);
      return {
        title: form === 'mod-arg' ? 'Multiplying and dividing in modulus-argument form' : 'Multiplying and dividing in exponential form',
        introTex: tex`\(z_1 = ${show(String(r1), t1)}\) and \(z_2 = ${show(String(r2), t2)}\).`,
        parts: [
          part(
            tex`Find \(z_1 z_2\) in the form \(${shape}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
            show(String(r1 * r2), product),
            [
              mark(
                'M1',
                'Multiplies the moduli and adds the arguments',
                tex`r = ${r1 * r2}, \; \theta = ${piTex(t1)} + \left(${piTex(t2)}\right)`,
              ),
              mark('A1', 'Correct form with principal argument', show(String(r1 * r2), product), ['a.1']),
            ],
          ),
          part(tex`Find \(\dfrac{z_1}{z_2}\) in the same form.`, show(fracTex(ratio), quotient), [
            mark(
              'M1',
              'Divides the moduli and subtracts the arguments',
              tex`r = ${fracTex(ratio)}, \; \theta = ${piTex(t1)} - \left(${piTex(t2)}\right)`,
            ),
            mark('A1', 'Correct form with principal argument', show(fracTex(ratio), quotient), ['b.1']),
          ]),
        ],
        notes: [tex`A1 requires the argument in the range \(-\pi < \theta \leqslant \pi\).`],
        facts: {
          r1,
          r2,
          t1: t1.n / t1.d,
          t2: t2.n / t2.d,
          product: product.n / product.d,
          quotient: quotient.n / quotient.d,
          ratio: ratio.n / ratio.d,
        },
      };
    },
  };
}

const productQuotient = productQuotientTemplate('cp1.argand.mod-arg-form', `${T}.modulus-argument-form`, 'mod-arg');

/** The product and the quotient asked in one part, in either order, so the four marks read as one task. */
const modArgForm: QuestionTemplate = {
  ...productQuotient,
  build(rng) {
    const base = productQuotient.build(rng);
    const [product, quotient] = base.parts;
    const inForm = tex`in the form \(r(\cos\theta + \mathrm{i}\sin\theta)\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\)`;
    const stemTex = rng.pick([
      tex`Find \(z_1 z_2\) and \(\dfrac{z_1}{z_2}\), giving each ${inForm}.`,
      tex`Without converting to the form \(a + b\mathrm{i}\), find \(\dfrac{z_1}{z_2}\) and \(z_1 z_2\), giving each ${inForm}.`,
    ]);
    const quotientMarks = quotient.marks.map((m) => ({ ...m, dependsOn: m.dependsOn.map((id) => id.replace('b.1', 'a.3')) }));
    return {
      ...base,
      introTex: rng.pick([
        base.introTex,
        tex`The complex numbers \(z_1\) and \(z_2\) are given in modulus-argument form. ${base.introTex}`,
      ]),
      parts: [
        part(stemTex, tex`z_1 z_2 = ${product.answerTex}, \; \frac{z_1}{z_2} = ${quotient.answerTex}`, [
          ...product.marks,
          ...quotientMarks,
        ]),
      ],
    };
  },
};

const loci: QuestionTemplate = {
  id: 'cp1.argand.circle-locus',
  subtopicId: `${T}.loci`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['loci', 'circle', 'modulus'],
  build(rng) {
    const [a, b, r] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5), rng.int(1, 4)];
    const d2 = a * a + b * b;
    const cartesian = tex`(x ${a < 0 ? '+' : '-'} ${Math.abs(a)})^{2} + (y ${b < 0 ? '+' : '-'} ${Math.abs(b)})^{2} = ${r * r}`;
    const root = Math.round(Math.sqrt(d2));
    const square = root * root === d2;
    const maxTex = square ? String(root + r) : tex`${surdTex(d2)} + ${r}`;
    const dist = Math.sqrt(d2);
    const minTex = square ? String(Math.abs(root - r)) : dist > r ? tex`${surdTex(d2)} - ${r}` : tex`${r} - ${surdTex(d2)}`;
    const lim = Math.max(Math.abs(a), Math.abs(b)) + r + 1;
    const f = frame(-lim, lim, -lim, lim, 260);
    return {
      title: 'A circle locus on an Argand diagram',
      introTex: rng.pick([
        tex`The locus of points \(z\) satisfies \(\left|${minus('z', a, b)}\right| = ${r}\).`,
        tex`A point \(P\) on an Argand diagram represents the complex number \(z\). As \(P\) moves, \(z\) always satisfies \(\left|${minus('z', a, b)}\right| = ${r}\); the path of \(P\) is the locus.`,
        tex`The set of points representing complex numbers \(z\) for which the distance from \(z\) to \(${cx(a, b)}\) is \(${r}\) forms a locus on an Argand diagram. This locus is \(\left|${minus('z', a, b)}\right| = ${r}\).`,
      ]),
      parts: [
        part(tex`Find a Cartesian equation of the locus.`, cartesian, [
          mark(
            'M1',
            tex`Writes \(z = x + \mathrm{i}y\) and forms the modulus equation`,
            tex`\sqrt{(${minus('x', a)})^{2} + (${minus('y', b)})^{2}} = ${r}`,
          ),
          mark('A1', 'Correct Cartesian equation, oe', cartesian, ['a.1']),
        ]),
        part(
          tex`Find the exact maximum value and the exact minimum value of \(|z|\) for points on the locus, explaining whether the origin lies inside or outside the circle.`,
          tex`\max |z| = ${maxTex}, \; \min |z| = ${minTex}`,
          [
            mark('M1', 'Adds the radius to the distance of the centre from the origin', tex`\sqrt{${a * a} + ${b * b}} + ${r}`),
            mark('A1', 'Correct exact maximum', maxTex, ['b.1']),
            mark(
              'M1',
              tex`Compares the distance of \(O\) from the centre with the radius and takes the difference`,
              dist > r ? tex`${surdTex(d2)} > ${r}` : tex`${surdTex(d2)} \leqslant ${r}`,
            ),
            mark('A1', 'Correct exact minimum', minTex, ['b.3']),
          ],
        ),
      ],
      notes: [
        tex`(b) First M1: a correct strategy, distance from \(O\) to the centre plus the radius.`,
        tex`(b) Second M1: \(O\) inside the circle gives \(r - |\text{centre}|\); outside gives \(|\text{centre}| - r\).`,
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Circle locus',
          description: `Argand diagram showing a circle with centre at (${a}, ${b}) and radius ${r}.`,
          svg: svgDoc(f, [axes(f, -lim, lim, -lim, lim, 'Re', 'Im'), circle(f, a, b, r), dot(f, a, b)]),
        },
      ],
      facts: { a, b, r, d2, min: Math.abs(dist - r) },
    };
  },
};

const SECTOR_EDGES = [0, 2, 3, 4, 6, 8, 9, 10, 12];

const regions: QuestionTemplate = {
  id: 'cp1.argand.sector-region',
  subtopicId: `${T}.regions`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['regions', 'loci', 'area'],
  build(rng) {
    const [a, b, r] = [rng.int(-4, 4), rng.int(-4, 4), rng.int(2, 5)];
    const [lo, hi] = rng.sample(SECTOR_EDGES, 2).sort((x, y) => x - y);
    const [alpha, beta] = [frac(lo, 12), frac(hi, 12)];
    const area = mul(frac(r * r, 2), sub(beta, alpha));
    const perimeter = tex`${2 * r} + ${piTex(mul(r, sub(beta, alpha)))}`;
    const [u, v] = [rng.nonZero(-3, 3), rng.int(-1, 3)];
    const distance = Math.hypot(u, v);
    const angle = Math.atan2(v, u);
    const inside = distance <= r && angle >= (Math.PI * lo) / 12 - 1e-12 && angle <= (Math.PI * hi) / 12 + 1e-12;
    const w = cx(a + u, b + v);
    const lim = Math.max(Math.abs(a), Math.abs(b)) + r + 1;
    const f = frame(-lim, lim, -lim, lim, 260);
    const arc: [number, number][] = Array.from({ length: 33 }, (_, i) => {
      const t = (Math.PI * (lo + ((hi - lo) * i) / 32)) / 12;
      return [a + r * Math.cos(t), b + r * Math.sin(t)];
    });
    return {
      title: 'Area of a region and membership of a point',
      introTex: rng.pick([
        tex`The region \(R\) of an Argand diagram is defined by \(\left|${minus('z', a, b)}\right| \leqslant ${r}\) and \(${piTex(alpha)} \leqslant \arg\left(${minus('z', a, b)}\right) \leqslant ${piTex(beta)}\).`,
        tex`The shaded region \(R\) in the figure is the set of points representing complex numbers \(z\) with \(\left|${minus('z', a, b)}\right| \leqslant ${r}\) and \(${piTex(alpha)} \leqslant \arg\left(${minus('z', a, b)}\right) \leqslant ${piTex(beta)}\). It is a sector of a circle.`,
      ]),
      parts: [
        part(tex`Find the exact area of \(R\) and the exact perimeter of \(R\).`, tex`${piTex(area)}; \; ${perimeter}`, [
          mark(
            'M1',
            tex`Uses the area of a sector of radius \(r\) and angle \(\beta - \alpha\)`,
            tex`\frac{1}{2}(${r})^{2}\left(${piTex(beta)} - ${piTex(alpha)}\right)`,
          ),
          mark('A1', 'Correct exact area', piTex(area), ['a.1']),
          mark(
            'M1',
            tex`Adds two radii to the arc length \(r(\beta - \alpha)\)`,
            tex`2(${r}) + ${r}\left(${piTex(beta)} - ${piTex(alpha)}\right)`,
          ),
          mark('A1', 'Correct exact perimeter', perimeter, ['a.3']),
        ]),
        part(
          rng.pick([
            tex`Determine, with a reason, whether the point representing \(w = ${w}\) lies in \(R\).`,
            tex`The complex number \(w = ${w}\). By considering \(\left|${minus('w', a, b)}\right|\) and \(\arg\left(${minus('w', a, b)}\right)\), decide whether the point representing \(w\) lies in \(R\).`,
          ]),
          inside ? tex`\text{Yes: } w \text{ lies in } R` : tex`\text{No: } w \text{ does not lie in } R`,
          [
            mark(
              'M1',
              tex`Finds the modulus and argument of \(${minus('w', a, b)}\)`,
              tex`\left|${minus('w', a, b)}\right| = ${surdTex(u * u + v * v)}, \; \arg\left(${minus('w', a, b)}\right) = ${sf(angle)}`,
            ),
            mark('A1', 'Correct conclusion with both conditions checked', inside ? tex`\text{in } R` : tex`\text{not in } R`, ['b.1']),
          ],
        ),
      ],
      notes: ['(b) A1: both the distance and the angle conditions must be considered.'],
      diagrams: [
        {
          role: 'question',
          title: 'Region R',
          description: `Argand diagram with a shaded sector centred at (${a}, ${b}) of radius ${r}, between arguments ${lo}pi/12 and ${hi}pi/12 measured from the direction of the positive real axis.`,
          svg: svgDoc(f, [
            axes(f, -lim, lim, -lim, lim, 'Re', 'Im'),
            path(f, [[a, b], ...arc], true, SHADE),
            regionName(f, [[a, b], ...arc], 'R'),
          ]),
        },
      ],
      facts: { a, b, r, lo, hi, area: area.n / area.d, u, v, inside, perimeter: 2 * r + (r * (hi - lo) * Math.PI) / 12 },
    };
  },
};

export const cp1ArgandTemplates: QuestionTemplate[] = [
  argandDiagram,
  modulusArgument,
  modArgForm,
  loci,
  regions,
  ...cp1ArgandModArgLociRegionTemplates,
];
