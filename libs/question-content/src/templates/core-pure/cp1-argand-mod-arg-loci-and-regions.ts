/**
 * Book 1 chapter 2 templates beyond cp1-argand-diagrams.ts's one per section: rotations and polygons, modulus-argument form (products,
 * quotients, powers), half-line and ratio loci, and regions. Spread into cp1ArgandTemplates.
 */
import { add, frac, mul } from '../../math/rational.js';
import { exactTex, modArgTex, principal } from '../../math/angles.js';
import {
  cx,
  fracTex,
  hasBothParts,
  matTex,
  minus,
  piTex,
  quotientTex,
  sf,
  surdTex,
  terms,
  termsPositiveFirst,
  tex,
} from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { axes, circle, dot, frame, label, line, path, regionName, SHADE, svgDoc } from '../../svg.js';

const T = 'cp1-argand-diagrams';
type Pt = [number, number];

/** Argand window around the given points with the axes drawn. */
function argandFrame(points: Pt[], pad = 1) {
  const lim = Math.ceil(Math.max(...points.flatMap(([x, y]) => [Math.abs(x), Math.abs(y)]))) + pad;
  const f = frame(-lim, lim, -lim, lim, 260);
  return { f, lim, axes: axes(f, -lim, lim, -lim, lim, 'Re', 'Im') };
}

const plain = (s: string) => s.replace(/\\mathrm\{i\}/g, 'i');

/** sqrt(n) / sqrt(2) = sqrt(n / 2) printed exactly, n a perfect square times 1. */
const overRoot2 = (c: number): string => (c % 2 === 0 ? `${c / 2 === 1 ? '' : c / 2}\\sqrt{2}` : `\\frac{${c === 1 ? '' : c}\\sqrt{2}}{2}`);

const rotationTriangle: QuestionTemplate = {
  id: 'cp1.argand.rotation-triangle',
  subtopicId: `${T}.argand-diagram`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['Argand diagram', 'complex conjugate', 'rotation', 'area'],
  build(rng) {
    const a = rng.nonZero(-6, 6);
    let b = rng.nonZero(-6, 6);
    if (a + b === 0) b = -b;
    const area = Math.abs(b * (a + b));
    const pts: [string, number, number][] = [
      ['z', a, b],
      ['iz', -b, a],
      ['z*', a, -b],
    ];
    const { f, lim, axes: ax } = argandFrame(pts.map(([, x, y]): Pt => [x, y]));
    void lim;
    return {
      title: 'A complex number, its conjugate and a rotation on an Argand diagram',
      introTex: rng.pick([
        tex`The complex number \(z = ${cx(a, b)}\).`,
        tex`On an Argand diagram the point \(P\) represents the complex number \(z = ${cx(a, b)}\), the point \(Q\) represents \(\mathrm{i}z\) and the point \(R\) represents \(z^{*}\).`,
      ]),
      parts: [
        part(
          tex`Find, in the form \(p + q\mathrm{i}\), the complex numbers \(\mathrm{i}z\) and \(z^{*}\), and show the points representing \(z\), \(\mathrm{i}z\) and \(z^{*}\) on a single Argand diagram.`,
          tex`\mathrm{i}z = ${cx(-b, a)}, \; z^{*} = ${cx(a, -b)}; \; (${a}, ${b}), \; (${-b}, ${a}), \; (${a}, ${-b})`,
          [
            mark('B1', 'Correct iz', tex`\mathrm{i}z = ${cx(-b, a)}`),
            mark('B1', 'Correct conjugate', tex`z^{*} = ${cx(a, -b)}`),
            mark('B1', tex`\(z\) plotted correctly`, tex`(${a}, ${b})`),
            mark('B1ft', tex`Their \(\mathrm{i}z\) and \(z^{*}\) plotted correctly`, tex`(${-b}, ${a}), \; (${a}, ${-b})`),
          ],
        ),
        part(
          tex`Describe fully the single geometrical transformation that maps the point representing \(z\) to the point representing \(\mathrm{i}z\), and the one that maps it to the point representing \(z^{*}\).`,
          tex`\text{rotation through } 90^{\circ} \text{ anticlockwise about } O; \text{ reflection in the real axis}`,
          [
            mark(
              'B1',
              tex`Rotation, \(90^{\circ}\) anticlockwise, centre \(O\)`,
              tex`\text{rotation } 90^{\circ} \text{ anticlockwise about } O`,
            ),
            mark('B1', 'Reflection in the real axis', tex`\text{reflection in the real axis}`),
          ],
        ),
        part(
          rng.pick([
            tex`Using your answers to part (a), find the area of the triangle whose vertices are the points representing \(z\), \(\mathrm{i}z\) and \(z^{*}\).`,
            tex`The points representing \(z\), \(\mathrm{i}z\) and \(z^{*}\) form a triangle. Using your answers to part (a), find its area.`,
          ]),
          String(area),
          [
            mark(
              'M1',
              'A correct method for the area of a triangle from their three vertices, e.g. half base times height or the shoelace formula',
              tex`\frac{1}{2}\times${2 * Math.abs(b)}\times${Math.abs(a + b)}`,
            ),
            mark('A1ft', 'Correct area, ft their points', String(area), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) Scheme diagram shows the three points.',
        tex`(c) The base joining \(z\) and \(z^{*}\) is vertical, of length \(2|b|\); the height is the horizontal distance to \(\mathrm{i}z\).`,
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'z, iz and z* on an Argand diagram',
          description: `Argand diagram with z at (${a}, ${b}), iz at (${-b}, ${a}) and z* at (${a}, ${-b}).`,
          svg: svgDoc(f, [ax, ...pts.flatMap(([n, x, y]) => [dot(f, x, y), label(f, x, y, n)])]),
        },
      ],
      facts: { a, b, area },
    };
  },
};

const squareVertices: QuestionTemplate = {
  id: 'cp1.argand.square-vertices',
  subtopicId: `${T}.argand-diagram`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Argand diagram', 'rotation', 'square', 'geometry'],
  build(rng) {
    const [x1, y1] = [rng.int(-4, 4), rng.int(-4, 4)];
    const [m, n] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const z1: Pt = [x1, y1];
    const z2: Pt = [x1 + m, y1 + n];
    const z3: Pt = [x1 - n, y1 + m];
    const d: Pt = [x1 + m - n, y1 + n + m];
    const side2 = m * m + n * n;
    return {
      title: 'Vertices of a square on an Argand diagram',
      introTex: rng.pick([
        tex`The points \(A\), \(B\) and \(C\) on an Argand diagram represent the complex numbers \(z_1 = ${cx(...z1)}\), \(z_2 = ${cx(...z2)}\) and \(z_3 = ${cx(...z3)}\) respectively.`,
        tex`Three vertices of a quadrilateral drawn on an Argand diagram are \(A\), \(B\) and \(C\), representing \(z_1 = ${cx(...z1)}\), \(z_2 = ${cx(...z2)}\) and \(z_3 = ${cx(...z3)}\).`,
      ]),
      parts: [
        part(
          tex`Find \(z_2 - z_1\) and \(z_3 - z_1\). Hence show that \(z_3 - z_1 = \mathrm{i}(z_2 - z_1)\), and deduce that triangle \(ABC\) is isosceles with a right angle at \(A\).`,
          tex`z_2 - z_1 = ${cx(m, n)}, \; z_3 - z_1 = ${cx(-n, m)} = \mathrm{i}(${cx(m, n)})`,
          [
            mark('B1', tex`Correct \(z_2 - z_1\)`, cx(m, n)),
            mark('B1', tex`Correct \(z_3 - z_1\)`, cx(-n, m)),
            mark(
              'M1',
              tex`Multiplies their \(z_2 - z_1\) by \(\mathrm{i}\) using \(\mathrm{i}^2 = -1\)`,
              tex`\mathrm{i}(${cx(m, n)}) = ${cx(-n, m)}`,
            ),
            mark(
              'A1',
              tex`Multiplication by \(\mathrm{i}\) is a rotation through \(90^{\circ}\) about \(A\) with no change of length, so \(AC = AB\) and angle \(BAC\) is a right angle`,
              tex`|AC| = |AB|, \; \angle BAC = 90^{\circ}`,
              ['a.3'],
            ),
          ],
        ),
        part(
          rng.pick([
            tex`The point \(D\) is such that \(\mathit{ABDC}\) is a square. Find the complex number represented by \(D\).`,
            tex`Find the complex number represented by the fourth vertex \(D\) of the square \(\mathit{ABDC}\).`,
          ]),
          cx(...d),
          [
            mark(
              'M1',
              tex`Uses \(z_1 + (z_2 - z_1) + (z_3 - z_1)\), or the midpoint of \(BC\) as the midpoint of \(AD\)`,
              tex`z_2 + z_3 - z_1`,
            ),
            mark('A1', 'Correct complex number', cx(...d), ['b.1']),
          ],
        ),
        part(
          tex`Find the exact length of \(AB\) and the area of the square \(\mathit{ABDC}\).`,
          tex`AB = ${surdTex(side2)}, \; \text{area} = ${side2}`,
          [
            mark('M1', tex`Finds the modulus of their \(z_2 - z_1\)`, tex`\sqrt{${m * m} + ${n * n}}`),
            mark('A1ft', tex`Correct length and area, ft their \(z_2 - z_1\)`, tex`${surdTex(side2)}, \; ${side2}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) Final A1: both properties with a reason; a method via lengths and gradients (or Pythagoras) is acceptable.',
        '(c) A1ft: the area is the square of their length.',
      ],
      facts: { z1, z2, z3, d, side2 },
    };
  },
};

const argTex = (x: number) => sf(x);

const modArgProduct: QuestionTemplate = {
  id: 'cp1.argand.product-quotient-modulus',
  subtopicId: `${T}.modulus-and-argument`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['modulus', 'argument', 'products', 'quotients'],
  build(rng) {
    const z: Pt = [rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    const w: Pt = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const [nz, nw] = [z[0] ** 2 + z[1] ** 2, w[0] ** 2 + w[1] ** 2];
    const [az, aw] = [Math.atan2(z[1], z[0]), Math.atan2(w[1], w[0])];
    let diff = az - aw;
    if (diff > Math.PI) diff -= 2 * Math.PI;
    if (diff <= -Math.PI) diff += 2 * Math.PI;
    const adjusted = Math.abs(az - aw) > Math.PI;
    // (c) carries their arguments from (b) to 3 s.f.
    const diffCarried = diff + (Number(argTex(az)) - az) - (Number(argTex(aw)) - aw);
    return {
      title: 'Modulus and argument of a product and a quotient',
      introTex: rng.pick([
        tex`The complex numbers \(z = ${cx(...z)}\) and \(w = ${cx(...w)}\).`,
        tex`The points \(P\) and \(Q\) on an Argand diagram represent the complex numbers \(z = ${cx(...z)}\) and \(w = ${cx(...w)}\) respectively.`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Find the exact values of \(|z|\) and \(|w|\), and hence find the exact value of \(|zw|\).`,
            tex`Without multiplying out \(zw\), find the exact value of \(|zw|\), showing the values of \(|z|\) and \(|w|\) that you use.`,
          ]),
          tex`|z| = ${surdTex(nz)}, \; |w| = ${surdTex(nw)}, \; |zw| = ${surdTex(nz * nw)}`,
          [
            mark('B1', tex`Correct \(|z|\)`, tex`|z| = ${surdTex(nz)}`),
            mark('B1', tex`Correct \(|w|\)`, tex`|w| = ${surdTex(nw)}`),
            mark('M1', tex`Uses \(|zw| = |z||w|\) or multiplies out \(zw\)`, tex`${surdTex(nz)}\times${surdTex(nw)}`),
            mark('A1ft', 'Correct exact value in simplest form, ft their moduli', surdTex(nz * nw), ['a.3']),
          ],
        ),
        part(
          tex`Find \(\arg z\) and \(\arg w\), in radians to 3 significant figures, where \(-\pi < \arg \leqslant \pi\).`,
          tex`\arg z = ${argTex(az)}, \; \arg w = ${argTex(aw)}`,
          [
            mark(
              'M1',
              tex`Uses \(\arctan\) of the ratio of the parts, adjusting for the quadrant`,
              tex`\arctan\left(${quotientTex(Math.abs(z[1]), Math.abs(z[0]))}\right), \; \arctan\left(${quotientTex(Math.abs(w[1]), Math.abs(w[0]))}\right)`,
            ),
            mark('A1', 'Both arguments correct, awrt', tex`${argTex(az)}, \; ${argTex(aw)}`, ['b.1']),
          ],
        ),
        part(
          tex`Using your answers to part (b), find \(\arg\left(\dfrac{z}{w}\right)\) in the range \(-\pi < \theta \leqslant \pi\), to 3 significant figures.`,
          argTex(diff),
          [
            mark(
              'M1',
              adjusted
                ? tex`Subtracts the arguments and adds or subtracts \(2\pi\) to reach the principal range`
                : 'Subtracts the arguments',
              adjusted ? tex`${argTex(az)} - (${argTex(aw)}) ${az - aw > 0 ? '-' : '+'} 2\pi` : tex`${argTex(az)} - (${argTex(aw)})`,
            ),
            mark('A1ft', 'Correct principal argument, ft their arguments', roundedAnswerTex(diff, diffCarried), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Answers in degrees score M1 A0.',
        tex`(c) A1ft: their \(\arg z - \arg w\) brought into the principal range; use of exact stored values gives the printed answer.`,
      ],
      facts: { z, w, nz, nw, az, aw, diff, carriedRoundings: [{ allocationId: 'c.2', fromExact: diff, fromCarried: diffCarried }] },
    };
  },
};

const unknownPart: QuestionTemplate = {
  id: 'cp1.argand.unknown-imaginary-part',
  subtopicId: `${T}.modulus-and-argument`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['modulus', 'argument', 'real parameter'],
  build(rng) {
    const [a, k] = [rng.nonZero(-6, 6), rng.nonZero(-7, 7)];
    const n = a * a + k * k;
    const arg = Math.atan2(k, a);
    let arg2 = 2 * arg;
    if (arg2 > Math.PI) arg2 -= 2 * Math.PI;
    if (arg2 <= -Math.PI) arg2 += 2 * Math.PI;
    // (c) doubles their (b), to 3 s.f., with the same adjustment.
    const arg2Carried = arg2 + 2 * (Number(sf(arg)) - arg);
    return {
      title: 'Finding an unknown part from the modulus',
      introTex: rng.pick([
        tex`The complex number \(z = ${a} + k\mathrm{i}\), where \(k\) is a real constant and \(k ${k > 0 ? '>' : '<'} 0\). Given that \(|z| = ${surdTex(n)}\),`,
        tex`The point representing \(z = ${a} + k\mathrm{i}\) on an Argand diagram, where \(k ${k > 0 ? '>' : '<'} 0\) is real, lies at a distance \(${surdTex(n)}\) from the origin. Using this information,`,
      ]),
      parts: [
        part(rng.pick([tex`find the value of \(k\),`, tex`find \(k\),`]), tex`k = ${k}`, [
          mark('M1', 'Forms and solves the modulus equation', tex`${a * a} + k^{2} = ${n}`),
          mark('A1', tex`Correct \(k\) with the sign condition used`, tex`k = ${k}`, ['a.1']),
        ]),
        part(tex`find \(\arg z\), in radians to 3 significant figures, where \(-\pi < \arg z \leqslant \pi\),`, tex`\arg z = ${sf(arg)}`, [
          mark(
            'M1',
            tex`Uses \(\arctan\) with their \(k\) and considers the quadrant`,
            tex`\arctan\left(${quotientTex(Math.abs(k), Math.abs(a))}\right) = ${sf(Math.atan(Math.abs(k / a)))}`,
          ),
          mark('A1', 'Correct principal argument, awrt', sf(arg), ['b.1']),
        ]),
        part(
          tex`hence find \(|z^{2}|\) and \(\arg(z^{2})\), giving the argument in the range \(-\pi < \theta \leqslant \pi\) to 3 significant figures.`,
          tex`|z^{2}| = ${n}, \; \arg(z^{2}) = ${sf(arg2)}`,
          [
            mark('B1', tex`Correct modulus of \(z^{2}\)`, tex`|z^{2}| = |z|^{2} = ${n}`),
            mark(
              'M1',
              tex`Doubles their argument and adjusts by \(2\pi\) if outside the range`,
              tex`2\times${sf(arg)}${Math.abs(2 * arg) > Math.PI ? (arg > 0 ? ' - 2\\pi' : ' + 2\\pi') : ''}`,
            ),
            mark('A1ft', tex`Correct principal argument, ft their \(\arg z\)`, roundedAnswerTex(arg2, arg2Carried), ['c.2']),
          ],
        ),
      ],
      notes: [
        '(a) A1 requires the root with the sign given in the question.',
        tex`(c) Direct expansion of \(z^{2}\) followed by \(\arctan\) is equally valid for M1.`,
      ],
      facts: { a, k, n, arg, arg2, carriedRoundings: [{ allocationId: 'c.3', fromExact: arg2, fromCarried: arg2Carried }] },
    };
  },
};

/** Exact a + bi from numeric parts that are rational multiples of 1, sqrt 2 or sqrt 3. */
function cxExact(x: number, y: number): string {
  const re = Math.abs(x) < 1e-9 ? '' : exactTex(x);
  if (Math.abs(y) < 1e-9) return re || '0';
  const mag = exactTex(Math.abs(y));
  const im = `${mag === '1' ? '' : mag}\\mathrm{i}`;
  if (!re) return y < 0 ? `-${im}` : im;
  return `${re} ${y < 0 ? '-' : '+'} ${im}`;
}

const FAMILIES = [
  { zArgs: [3, 9, -3, -9], wArgs: [3, 6, 9, -3, -6, -9] },
  { zArgs: [2, 4, 8, 10, -2, -4, -8, -10], wArgs: [2, 4, 6, 8, 10, -2, -4, -6, -8, -10] },
];

const exactModArg: QuestionTemplate = {
  id: 'cp1.argand.exact-mod-arg',
  subtopicId: `${T}.modulus-argument-form`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['modulus-argument form', 'exact values', 'multiplication'],
  build(rng) {
    const fam = rng.pick(FAMILIES);
    const quarter = fam === FAMILIES[0];
    const [k1, k2] = [rng.pick(fam.zArgs), rng.pick(fam.wArgs)];
    const [m, r2] = [rng.int(1, 3), rng.int(2, 5)];
    const r1 = quarter ? m * Math.SQRT2 : 2 * m;
    const r1sq = quarter ? 2 * m * m : 4 * m * m;
    const t1 = (Math.PI * k1) / 12;
    const z = cxExact(r1 * Math.cos(t1), r1 * Math.sin(t1));
    const sum = principal(frac(k1 + k2, 12));
    const R = r1 * r2;
    const ts = (Math.PI * sum.n) / sum.d;
    const product = cxExact(R * Math.cos(ts), R * Math.sin(ts));
    const theta1 = frac(k1, 12);
    return {
      title: 'Exact modulus-argument form and a product',
      introTex: rng.pick([
        tex`The complex numbers \(z = ${z}\) and \(w = ${modArgTex(String(r2), frac(k2, 12))}\).`,
        tex`The complex number \(z = ${z}\) is given in Cartesian form, and the complex number \(w\) is given in modulus-argument form as \(w = ${modArgTex(String(r2), frac(k2, 12))}\).`,
      ]),
      parts: [
        part(
          tex`Express \(z\) in the form \(r(\cos\theta + \mathrm{i}\sin\theta)\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\), giving exact values of \(r\) and \(\theta\).`,
          modArgTex(surdTex(r1sq), theta1),
          [
            mark('M1', tex`Finds the modulus of \(z\)`, tex`r = ${surdTex(r1sq)}`),
            mark('M1', tex`Finds the argument using \(\arctan\), in the correct quadrant`, tex`\theta = ${piTex(theta1)}`),
            mark('A1', 'Correct exact modulus-argument form', modArgTex(surdTex(r1sq), theta1), ['a.1', 'a.2']),
          ],
        ),
        part(
          tex`Using your answer to part (a), find \(zw\) in the form \(r(\cos\theta + \mathrm{i}\sin\theta)\), where \(-\pi < \theta \leqslant \pi\).`,
          modArgTex(surdTex(r1sq * r2 * r2), sum),
          [
            mark(
              'M1',
              'Multiplies the moduli and adds the arguments',
              tex`${surdTex(r1sq)}\times${r2}, \; ${piTex(theta1)} + \left(${piTex(frac(k2, 12))}\right)`,
            ),
            mark('A1ft', 'Correct form with the principal argument, ft their (a)', modArgTex(surdTex(r1sq * r2 * r2), sum), ['b.1']),
          ],
        ),
        part(
          hasBothParts(R * Math.cos(ts), R * Math.sin(ts))
            ? tex`Hence express \(zw\) in the form \(a + b\mathrm{i}\), giving exact values of \(a\) and \(b\).`
            : tex`Hence find the exact value of \(zw\).`,
          product,
          [
            mark(
              'M1',
              tex`Uses exact values of \(\cos\) and \(\sin\) of their argument`,
              tex`${surdTex(r1sq * r2 * r2)}\left(\cos\left(${piTex(sum)}\right) + \mathrm{i}\sin\left(${piTex(sum)}\right)\right)`,
            ),
            mark('A1', 'Correct exact answer', product, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) Second M1: the argument must be in the correct quadrant; decimals score M1 A0.',
        '(b) A1ft: their modulus and argument from (a), adjusted into the principal range.',
        tex`(c) Multiplying \(z\) by \(w\) written in Cartesian form is an acceptable alternative method.`,
      ],
      facts: { k1, k2, r1, r2, z: [r1 * Math.cos(t1), r1 * Math.sin(t1)], sum: sum.n / sum.d, productModulus: R },
    };
  },
};

const DIRS: Pt[] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
const DIR_ARG: Record<string, number> = { '1,1': 3, '-1,1': 9, '1,-1': -3, '-1,-1': -9 };
const PRIMITIVE: Pt[] = [
  [1, 0],
  [0, 1],
  [1, 2],
  [2, 1],
  [1, -2],
  [2, -1],
  [1, 3],
  [3, 1],
  [1, -3],
  [3, -1],
];

const halfLine: QuestionTemplate = {
  id: 'cp1.argand.half-line',
  subtopicId: `${T}.loci`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['loci', 'half-line', 'argument', 'perpendicular bisector', 'modulus'],
  build(rng) {
    let a = rng.nonZero(-4, 4);
    const b = rng.nonZero(-4, 4);
    if (Math.abs(a) === Math.abs(b)) a = a > 0 ? a + 1 : a - 1;
    const dirs = DIRS.filter(([dx, dy]) => a * dx + b * dy < 0 && a * dy - b * dx !== 0);
    const [dx, dy] = rng.pick(dirs);
    const theta = frac(DIR_ARG[`${dx},${dy}`], 12);
    const t = rng.int(1, 4);
    const P: Pt = [a + t * dx, b + t * dy];
    const w = rng.pick(PRIMITIVE.filter(([u, v]) => u * dx + v * dy !== 0));
    const j = rng.pick([-1, 1, 2]);
    const M: Pt = [P[0] - j * w[1], P[1] + j * w[0]];
    const U: Pt = [M[0] + w[0], M[1] + w[1]];
    const V: Pt = [M[0] - w[0], M[1] - w[1]];
    const rhs = M[0] * w[0] + M[1] * w[1];
    const cross = Math.abs(a * dy - b * dx);
    const tStar = frac(-(a * dx + b * dy), 2);
    const foot = [add(a, mul(tStar, dx)), add(b, mul(tStar, dy))];
    const A = cx(a, b);
    const halfLineEq = tex`y = ${terms([
      [dy * dx, 'x'],
      [b - dy * dx * a, ''],
    ])}, \; x ${dx > 0 ? '>' : '<'} ${a}`;
    const { f, lim, axes: ax } = argandFrame([[a, b], P, [a + 5 * dx, b + 5 * dy]], 0);
    const end = (s: number): Pt => [a + s * dx, b + s * dy];
    return {
      title: 'A half-line locus, a perpendicular bisector and the least modulus',
      introTex: rng.pick([
        tex`The locus \(L\) of points \(z\) on an Argand diagram satisfies \(\arg\left(${minus('z', a, b)}\right) = ${piTex(theta)}\).`,
        tex`A point \(P\) representing the complex number \(z\) moves on an Argand diagram so that \(\arg\left(${minus('z', a, b)}\right) = ${piTex(theta)}\). The path of \(P\) is the locus \(L\).`,
      ]),
      parts: [
        part(
          tex`Sketch \(L\) on an Argand diagram.`,
          tex`\text{half-line from } (${a}, ${b}) \text{ at an angle } ${piTex(theta)} \text{ to the positive real direction, endpoint excluded}`,
          [
            mark('B1', 'Half-line starting at the point representing the given number', tex`\text{starts at } (${a}, ${b})`),
            mark(
              'B1',
              'Correct direction, at the correct angle to the horizontal, endpoint not included',
              tex`\text{direction } ${piTex(theta)}`,
            ),
          ],
        ),
        part(tex`Find a Cartesian equation of \(L\), stating any restriction on \(x\).`, halfLineEq, [
          mark(
            'M1',
            tex`Uses a gradient of \(\tan\theta\) through the starting point`,
            tex`y ${b < 0 ? '+' : '-'} ${Math.abs(b)} = ${dx * dy < 0 ? '-' : ''}(x ${a < 0 ? '+' : '-'} ${Math.abs(a)})`,
          ),
          mark('A1', tex`Correct equation with the restriction on \(x\)`, halfLineEq, ['b.1']),
        ]),
        part(
          tex`The locus \(M\) satisfies \(|${minus('z', ...U)}| = |${minus('z', ...V)}|\). Using your answer to part (b), find the complex number represented by the point where \(L\) meets \(M\).`,
          cx(...P),
          [
            mark(
              'M1',
              tex`Finds a Cartesian equation of the perpendicular bisector \(M\)`,
              tex`${terms([
                [w[0], 'x'],
                [w[1], 'y'],
              ])} = ${rhs}`,
            ),
            mark('dM1', 'Solves simultaneously with their half-line, dependent on the previous M1', tex`x = ${P[0]}`, ['c.1']),
            mark('A1', 'Correct complex number, checked to lie on the half-line', cx(...P), ['c.1', 'c.2']),
          ],
        ),
        part(
          rng.pick([
            tex`Find the exact least value of \(|z|\) for points \(z\) on \(L\).`,
            tex`Find the exact shortest distance from the origin to the locus \(L\).`,
          ]),
          overRoot2(cross),
          [
            mark(
              'M1',
              tex`Perpendicular distance from \(O\) to the line, after checking the foot lies on the half-line`,
              tex`\frac{|${cross}|}{\sqrt{2}}`,
            ),
            mark('A1', 'Correct exact value, oe', overRoot2(cross), ['d.1']),
          ],
        ),
      ],
      notes: [
        '(a) Scheme diagram: the half-line from the given point with an open endpoint.',
        tex`(d) The foot of the perpendicular from \(O\) is \(${cx(foot[0], foot[1])}\), which lies on the half-line, so the least value is the perpendicular distance.`,
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'The half-line L',
          description: `Argand diagram showing a half-line starting at the point (${a}, ${b}), not included, and going in the direction at angle ${DIR_ARG[`${dx},${dy}`]}pi/12 to the positive real axis.`,
          svg: svgDoc(f, [
            ax,
            line(f, a, b, ...end(3 * lim)),
            circle(f, a, b, 0.12, ' fill="white" stroke="black"'),
            label(f, a, b, plain(A)),
          ]),
        },
      ],
      facts: { a, b, dx, dy, theta: theta.n / theta.d, U, V, P, least2: (cross * cross) / 2 },
    };
  },
};

type Dir = { e: Pt; name: string };
const SEGMENT_DIRS: Dir[] = [
  { e: [0, 1], name: 'up' },
  { e: [0, -1], name: 'down' },
  { e: [1, 0], name: 'right' },
  { e: [-1, 0], name: 'left' },
];

const segmentRegion: QuestionTemplate = {
  id: 'cp1.argand.segment-region',
  subtopicId: `${T}.regions`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['regions', 'circle', 'perpendicular bisector', 'area'],
  build(rng) {
    const [a, b] = [rng.int(-3, 3), rng.int(-3, 3)];
    const h = rng.int(1, 3);
    const r = 2 * h;
    const { e } = rng.pick(SEGMENT_DIRS);
    const s = rng.int(1, 3);
    const p1: Pt = [a + (h + s) * e[0], b + (h + s) * e[1]];
    const p2: Pt = [a + (h - s) * e[0], b + (h - s) * e[1]];
    const vertical = e[0] === 0;
    const lineEq = vertical ? tex`y = ${b + h * e[1]}` : tex`x = ${a + h * e[0]}`;
    /** A corner on a chord x = const: its imaginary part b ± h√3 with the sign taken out, -1 - (1 + 2√3)i, not -1 + (-1 - 2√3)i. */
    const besideLineCorner = (sgn: number) => {
      const sign = b + sgn * h * Math.sqrt(3) < 0 ? -1 : 1;
      const magnitude = termsPositiveFirst([
        [sign * b, ''],
        [sign * sgn * h, '\\sqrt{3}'],
      ]);
      const imaginary = `${b === 0 ? magnitude : `(${magnitude})`}\\mathrm{i}`;
      const re = a + h * e[0];
      return re === 0 ? `${sign < 0 ? '-' : ''}${imaginary}` : `${re} ${sign < 0 ? '-' : '+'} ${imaginary}`;
    };
    const corner = (sgn: number) =>
      vertical
        ? terms([
            [a, ''],
            [sgn * h, '\\sqrt{3}'],
            [b + h * e[1], '\\mathrm{i}'],
          ])
        : besideLineCorner(sgn);
    const corners = tex`${corner(1)}, \; ${corner(-1)}`;
    const area = tex`${piTex(frac(4 * h * h, 3))} - ${terms([[h * h, '\\sqrt{3}']])}`;
    const lim = Math.max(Math.abs(a), Math.abs(b)) + r + 1;
    const f = frame(-lim, lim, -lim, lim, 260);
    const c0: Pt = [a + h * e[0], b + h * e[1]];
    const perp: Pt = [-e[1], e[0]];
    const arc: Pt[] = Array.from({ length: 41 }, (_, i) => {
      const ang = Math.atan2(e[1], e[0]) - Math.PI / 3 + ((2 * Math.PI) / 3) * (i / 40);
      return [a + r * Math.cos(ang), b + r * Math.sin(ang)];
    });
    return {
      title: 'A region bounded by a circle and a perpendicular bisector',
      introTex: rng.pick([
        tex`The region \(R\) of an Argand diagram is the set of points \(z\) for which \(\left|${minus('z', a, b)}\right| \leqslant ${r}\) and \(\left|${minus('z', ...p1)}\right| \leqslant \left|${minus('z', ...p2)}\right|\).`,
        tex`On an Argand diagram, the shaded region \(R\) consists of the points \(z\) that satisfy both \(\left|${minus('z', a, b)}\right| \leqslant ${r}\) and \(\left|${minus('z', ...p1)}\right| \leqslant \left|${minus('z', ...p2)}\right|\).`,
      ]),
      parts: [
        part(
          tex`Find a Cartesian equation of the locus \(\left|${minus('z', ...p1)}\right| = \left|${minus('z', ...p2)}\right|\).`,
          lineEq,
          [
            mark(
              'M1',
              tex`Identifies the perpendicular bisector of the two points, or squares both moduli with \(z = x + \mathrm{i}y\)`,
              tex`\text{midpoint } (${(p1[0] + p2[0]) / 2}, ${(p1[1] + p2[1]) / 2})`,
            ),
            mark('A1', 'Correct equation', lineEq, ['a.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Sketch the region \(R\) on an Argand diagram.`,
            tex`On a single Argand diagram, sketch the circle, the perpendicular bisector and the region \(R\).`,
          ]),
          tex`\text{the minor segment of the circle cut off by } ${lineEq}`,
          [
            mark('B1', 'Circle with correct centre and radius', tex`\text{centre } (${a}, ${b}), \; \text{radius } ${r}`),
            mark('B1ft', 'Their straight line from (a) drawn', lineEq, ['a.1']),
            mark(
              'B1',
              'Correct region shaded: inside the circle, on the side of the line nearer the first point',
              tex`\text{minor segment}`,
            ),
          ],
        ),
        part(tex`Find the complex numbers represented by the two points where the boundaries of \(R\) meet.`, corners, [
          mark(
            'M1',
            'Substitutes their line into the Cartesian equation of the circle and solves',
            vertical
              ? tex`${a === 0 ? 'x^{2}' : `(${minus('x', a)})^{2}`} + ${h * h} = ${r * r}`
              : tex`${h * h} + ${b === 0 ? 'y^{2}' : `(${minus('y', b)})^{2}`} = ${r * r}`,
          ),
          mark('A1', 'Both complex numbers correct and exact', corners, ['c.1']),
        ]),
        part(tex`Using your answers to part (c), find the exact area of \(R\).`, area, [
          mark(
            'M1',
            tex`Finds the angle subtended at the centre by the chord, \(\frac{2\pi}{3}\)`,
            tex`2\arccos\left(\frac{${h}}{${r}}\right) = \frac{2\pi}{3}`,
          ),
          mark(
            'dM1',
            'Sector area minus triangle area, dependent on the previous M1',
            tex`\frac{1}{2}(${r})^{2}\left(\frac{2\pi}{3}\right) - \frac{1}{2}(${r})^{2}\sin\frac{2\pi}{3}`,
            ['d.1'],
          ),
          mark('A1', 'Correct exact area', area, ['d.1', 'd.2']),
        ]),
      ],
      notes: [
        '(b) Scheme diagram shows the region.',
        tex`(d) The chord is at distance \(\frac{r}{2}\) from the centre, so it subtends \(\frac{2\pi}{3}\).`,
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'The region R',
          description: `Argand diagram showing the circle with centre (${a}, ${b}) and radius ${r}, the line ${plain(lineEq)}, and the minor segment beyond the line shaded.`,
          svg: svgDoc(f, [
            axes(f, -lim, lim, -lim, lim, 'Re', 'Im'),
            circle(f, a, b, r),
            path(f, arc, true, SHADE),
            line(f, c0[0] - (r + 1) * perp[0], c0[1] - (r + 1) * perp[1], c0[0] + (r + 1) * perp[0], c0[1] + (r + 1) * perp[1]),
            regionName(f, arc, 'R'),
          ]),
        },
      ],
      facts: { a, b, r, h, e, p1, p2, area: ((4 * h * h) / 3) * Math.PI - h * h * Math.sqrt(3) },
    };
  },
};

const WEDGES = [
  {
    lo: 3,
    hi: 9,
    bound: (a: number, b: number, L: number) => tex`\operatorname{Im}(z) \leqslant ${b + L}`,
    far: (a: number, b: number, L: number): Pt[] => [
      [a - L, b + L],
      [a + L, b + L],
    ],
  },
  {
    lo: -9,
    hi: -3,
    bound: (a: number, b: number, L: number) => tex`\operatorname{Im}(z) \geqslant ${b - L}`,
    far: (a: number, b: number, L: number): Pt[] => [
      [a - L, b - L],
      [a + L, b - L],
    ],
  },
  {
    lo: -3,
    hi: 3,
    bound: (a: number, b: number, L: number) => tex`\operatorname{Re}(z) \leqslant ${a + L}`,
    far: (a: number, b: number, L: number): Pt[] => [
      [a + L, b - L],
      [a + L, b + L],
    ],
  },
];

const wedgeRegion: QuestionTemplate = {
  id: 'cp1.argand.wedge-region',
  subtopicId: `${T}.regions`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['regions', 'argument', 'half-lines', 'area'],
  build(rng) {
    const [a, b, L] = [rng.int(-4, 4), rng.int(-4, 4), rng.int(1, 5)];
    const wedge = rng.pick(WEDGES);
    const far = wedge.far(a, b, L);
    const z0 = cx(a, b);
    const vertices = tex`${z0}, \; ${cx(...far[0])}, \; ${cx(...far[1])}`;
    const { f, axes: ax } = argandFrame([[a, b], ...far]);
    return {
      title: 'A triangular region defined by arguments and a straight line',
      introTex: rng.pick([
        tex`The region \(R\) of an Argand diagram is defined by \(${piTex(frac(wedge.lo, 12))} \leqslant \arg\left(${minus('z', a, b)}\right) \leqslant ${piTex(frac(wedge.hi, 12))}\) and \(${wedge.bound(a, b, L)}\).`,
        tex`The complex numbers \(z\) that satisfy both \(${piTex(frac(wedge.lo, 12))} \leqslant \arg\left(${minus('z', a, b)}\right) \leqslant ${piTex(frac(wedge.hi, 12))}\) and \(${wedge.bound(a, b, L)}\) are represented on an Argand diagram by the points of a region \(R\).`,
      ]),
      parts: [
        part(tex`Sketch \(R\) on an Argand diagram.`, tex`\text{triangle with vertices } ${vertices}`, [
          mark(
            'B1',
            'Two half-lines from the point representing the given number at the correct angles',
            tex`\arg = ${piTex(frac(wedge.lo, 12))}, \; ${piTex(frac(wedge.hi, 12))}`,
          ),
          mark('B1', 'The straight line boundary in the correct position', wedge.bound(a, b, L)),
          mark('B1', 'Correct triangular region shaded', tex`\text{triangle}`),
        ]),
        part(tex`Find the complex numbers represented by the vertices of \(R\).`, vertices, [
          mark('M1', 'Intersects the half-lines with the straight line', tex`${minus('y', b)} = \pm(${minus('x', a)})`),
          mark('A1', 'All three vertices correct', vertices, ['b.1']),
        ]),
        part(rng.pick([tex`Hence find the area of \(R\).`, tex`Using your vertices, find the area of \(R\).`]), String(L * L), [
          mark('M1', 'Half base times height using their vertices', tex`\frac{1}{2}\times${2 * L}\times${L}`),
          mark('A1ft', 'Correct area, ft their vertices', String(L * L), ['c.1']),
        ]),
        part(tex`Find the greatest value of \(\left|${minus('z', a, b)}\right|\) for points \(z\) in \(R\).`, surdTex(2 * L * L), [
          mark('M1', 'Distance from the given point to a far vertex', tex`\sqrt{${L * L} + ${L * L}}`),
          mark('A1ft', 'Correct exact value, ft their vertices', surdTex(2 * L * L), ['d.1']),
        ]),
      ],
      notes: ['(a) Scheme diagram shows the region.', '(c), (d) A1ft: follow through on their vertices from (b).'],
      diagrams: [
        {
          role: 'scheme',
          title: 'The region R',
          description: `Argand diagram showing the shaded triangle with vertices (${a}, ${b}), (${far[0].join(', ')}) and (${far[1].join(', ')}).`,
          svg: svgDoc(f, [ax, path(f, [[a, b], ...far], true, SHADE), label(f, a, b, plain(z0)), regionName(f, [[a, b], ...far], 'R')]),
        },
      ],
      facts: { a, b, L, lo: wedge.lo, hi: wedge.hi, far, area: L * L, greatest2: 2 * L * L },
    };
  },
};

const multiplierTransformation: QuestionTemplate = {
  id: 'cp1.argand.multiplier-transformation',
  subtopicId: `${T}.modulus-argument-form`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'modulus-argument form', 'Argand diagrams', 'linear transformations', 'matrices'],
  build(rng) {
    const m = rng.pick([1, 2, 3, 4, -1, -2, -3]);
    const k = m % 2 === 0 ? rng.int(2, 4) : rng.int(1, 3);
    const [a, b] = [
      Math.round(k * (m % 2 === 0 ? 1 : Math.SQRT2) * Math.cos((m * Math.PI) / 4)),
      Math.round(k * (m % 2 === 0 ? 1 : Math.SQRT2) * Math.sin((m * Math.PI) / 4)),
    ];
    const r2 = a * a + b * b;
    const r = surdTex(r2);
    const theta = frac(m, 4);
    const mult = cx(a, b);
    let tri: Pt[] = [];
    do {
      tri = [
        [rng.int(-3, 3), rng.int(-3, 3)],
        [rng.int(-3, 3), rng.int(-3, 3)],
        [rng.int(-3, 3), rng.int(-3, 3)],
      ];
    } while ((tri[1][0] - tri[0][0]) * (tri[2][1] - tri[0][1]) - (tri[2][0] - tri[0][0]) * (tri[1][1] - tri[0][1]) === 0);
    const twiceArea = Math.abs((tri[1][0] - tri[0][0]) * (tri[2][1] - tri[0][1]) - (tri[2][0] - tri[0][0]) * (tri[1][1] - tri[0][1]));
    const area = frac(twiceArea, 2);
    const image = mul(area, r2);
    const M = matTex([
      [a, -b],
      [b, a],
    ]);
    const turn = m < 0 ? tex`${piTex(frac(-m, 4))} \text{ clockwise}` : tex`${piTex(theta)} \text{ anticlockwise}`;
    const enlarge = r2 === 1 ? '' : tex`\text{enlargement, scale factor } ${r}, \text{ centre } O, \text{ and }`;
    const pts = ['P', 'Q', 'R'].map((n, i) => tex`${n}(${tri[i][0]}, ${tri[i][1]})`).join(', ');
    return {
      title: 'Multiplication by a complex number as a linear transformation',
      introTex: rng.pick([
        tex`The transformation \(T\) of the Argand diagram maps the point representing \(z\) to the point representing \(w = (${mult})z\).`,
        tex`Under the transformation \(T\) of the Argand diagram, each point representing a complex number \(z\) is mapped to the point representing \(w = (${mult})z\).`,
      ]),
      parts: [
        part(
          tex`Express \(${mult}\) in the form \(r(\cos\theta + \mathrm{i}\sin\theta)\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
          modArgTex(r, theta),
          [
            mark('M1', 'Finds the modulus and the argument in the correct quadrant', tex`r = ${r}, \; \theta = ${piTex(theta)}`),
            mark('A1', 'Correct modulus-argument form with exact values', modArgTex(r, theta), ['a.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Hence describe fully the transformation \(T\) as a combination of geometrical transformations.`,
            tex`Hence describe fully, as an enlargement and a rotation, the geometrical effect of \(T\).`,
          ]),
          tex`${enlarge} \text{ rotation through } ${turn} \text{ about } O`,
          [
            mark(
              'B1ft',
              tex`Enlargement with scale factor their \(r\), centre \(O\)`,
              r2 === 1 ? tex`\text{no enlargement}` : tex`\text{enlargement, scale factor } ${r}`,
              ['a.1'],
            ),
            mark('B1ft', tex`Rotation about \(O\) through their \(\theta\), direction stated`, tex`\text{rotation } ${turn}`, ['a.1']),
          ],
        ),
        part(
          tex`By writing \(z = x + \mathrm{i}y\) and \(w = u + \mathrm{i}v\), show that \(T\) is represented by the matrix \(\mathbf{M} = ${M}\), so that \(\begin{pmatrix} u \\ v \end{pmatrix} = \mathbf{M}\begin{pmatrix} x \\ y \end{pmatrix}\).`,
          M,
          [
            mark(
              'M1',
              'Multiplies out and separates real and imaginary parts',
              tex`u = ${terms([
                [a, 'x'],
                [-b, 'y'],
              ])}, \; v = ${terms([
                [b, 'x'],
                [a, 'y'],
              ])}`,
            ),
            mark('A1*', 'Correct matrix from correct working, cso', M, ['c.1']),
          ],
        ),
        part(
          tex`The triangle with vertices \(${pts}\) is mapped by \(T\) onto the triangle \(P'Q'R'\). Using the matrix \(\mathbf{M}\), find the area of triangle \(P'Q'R'\).`,
          fracTex(image),
          [
            mark('B1', tex`Correct determinant of \(\mathbf{M}\)`, tex`\det\mathbf{M} = ${r2}`),
            mark('M1', tex`Finds the area of \(PQR\)`, tex`\frac{1}{2}\times${twiceArea} = ${fracTex(area)}`),
            mark('A1', tex`Area of \(PQR\) multiplied by the determinant`, fracTex(image), ['d.2']),
          ],
        ),
      ],
      notes: [
        '(b) B1ft: follow through on their modulus and argument from (a).',
        tex`(d) The area scale factor of a linear transformation is \(|\det\mathbf{M}|\), which equals \(|${mult}|^{2}\) here.`,
      ],
      facts: { a, b, m, r2, tri, image: image.n / image.d },
    };
  },
};

const apollonius: QuestionTemplate = {
  id: 'cp1.argand.ratio-circle',
  subtopicId: `${T}.loci`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['loci', 'circle', 'modulus', 'Cartesian equation'],
  build(rng) {
    const k = rng.pick([2, 2, 3]);
    const span = k === 2 ? 2 : 1;
    let v: Pt = [rng.int(-span, span), rng.int(-span, span)];
    while (v[0] === 0 && v[1] === 0) v = [rng.int(-span, span), rng.int(-span, span)];
    const B: Pt = [rng.int(-3, 3), rng.int(-3, 3)];
    const A: Pt = [B[0] + (k * k - 1) * v[0], B[1] + (k * k - 1) * v[1]];
    const C: Pt = [B[0] - v[0], B[1] - v[1]];
    const v2 = v[0] ** 2 + v[1] ** 2;
    const r2 = k * k * v2;
    const sq = (name: string, c: number) => (c === 0 ? `${name}^{2}` : `(${name} ${c < 0 ? '+' : '-'} ${Math.abs(c)})^{2}`);
    const circleEq = tex`${sq('x', C[0])} + ${sq('y', C[1])} = ${r2}`;
    const greatest = surdTex(k * k * (k + 1) * (k + 1) * v2);
    return {
      title: 'A locus defined by a ratio of distances',
      introTex: rng.pick([
        tex`The locus \(C\) of points \(z\) on an Argand diagram satisfies \(\left|${minus('z', ...A)}\right| = ${k}\left|${minus('z', ...B)}\right|\).`,
        tex`A point \(P\) on an Argand diagram represents the complex number \(z\), and \(P\) moves so that \(\left|${minus('z', ...A)}\right| = ${k}\left|${minus('z', ...B)}\right|\). The path of \(P\) is the locus \(C\).`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Show that \(C\) is a circle and find its Cartesian equation.`,
            tex`By writing \(z = x + \mathrm{i}y\), show that \(C\) is a circle, and find its Cartesian equation.`,
          ]),
          circleEq,
          [
            mark(
              'M1',
              tex`Substitutes \(z = x + \mathrm{i}y\) and squares both moduli`,
              tex`${sq('x', A[0])} + ${sq('y', A[1])} = ${k * k}\left(${sq('x', B[0])} + ${sq('y', B[1])}\right)`,
            ),
            mark(
              'M1',
              tex`Collects terms and completes the square in \(x\) and \(y\)`,
              tex`${k * k - 1}x^{2} + ${k * k - 1}y^{2} + \dots = 0`,
            ),
            mark('A1', 'Correct equation of the circle', circleEq, ['a.1', 'a.2']),
          ],
        ),
        part(
          tex`Hence write down the centre and the exact radius of \(C\).`,
          tex`\text{centre } ${cx(...C)}, \; \text{radius } ${surdTex(r2)}`,
          [
            mark('B1ft', 'Centre from their equation', cx(...C), ['a.2']),
            mark('B1ft', 'Radius from their equation, exact', surdTex(r2), ['a.2']),
          ],
        ),
        part(
          tex`Using your answers to part (b), find the exact greatest value of \(\left|${minus('z', ...A)}\right|\) for points \(z\) on \(C\).`,
          greatest,
          [
            mark(
              'M1',
              'Distance from the point to their centre plus their radius',
              tex`\sqrt{${(A[0] - C[0]) ** 2} + ${(A[1] - C[1]) ** 2}} + ${surdTex(r2)}`,
            ),
            mark('A1ft', 'Correct exact value, ft their centre and radius', greatest, ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) The coefficients of \(x^{2}\) and \(y^{2}\) are equal and there is no \(xy\) term, so the locus is a circle.`,
        '(c) The greatest distance lies along the line through the point and the centre.',
      ],
      facts: { k, A, B, C, r2, greatest2: k * k * (k + 1) * (k + 1) * v2 },
    };
  },
};

const halfAnnulus: QuestionTemplate = {
  id: 'cp1.argand.half-annulus-region',
  subtopicId: `${T}.regions`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['regions', 'circles', 'area', 'inequalities'],
  build(rng) {
    const [a, b] = [rng.int(-3, 3), rng.int(-3, 3)];
    const r1 = rng.int(1, 3);
    const r2 = r1 + rng.int(1, 3);
    const side = rng.pick(['Re-ge', 'Re-le', 'Im-ge', 'Im-le'] as const);
    const onRe = side.startsWith('Re');
    const ge = side.endsWith('ge');
    const bound = tex`\operatorname{${onRe ? 'Re' : 'Im'}}(z) ${ge ? '\\geqslant' : '\\leqslant'} ${onRe ? a : b}`;
    const area = frac(r2 * r2 - r1 * r1, 2);
    const [u, v] = [rng.int(-4, 4), rng.int(-4, 4)];
    const d2 = u * u + v * v;
    const along = onRe ? u : v;
    const inside = d2 >= r1 * r1 && d2 <= r2 * r2 && (ge ? along >= 0 : along <= 0);
    const w = cx(a + u, b + v);
    const c0 = cx(a, b);
    const lim = Math.max(Math.abs(a), Math.abs(b)) + r2 + 1;
    const f = frame(-lim, lim, -lim, lim, 260);
    const start = onRe ? (ge ? -Math.PI / 2 : Math.PI / 2) : ge ? 0 : Math.PI;
    const arc = (r: number): Pt[] =>
      Array.from({ length: 33 }, (_, i) => [a + r * Math.cos(start + (Math.PI * i) / 32), b + r * Math.sin(start + (Math.PI * i) / 32)]);
    return {
      title: 'A half-annulus region on an Argand diagram',
      introTex: rng.pick([
        tex`The region \(R\) of an Argand diagram is defined by \(${r1} \leqslant \left|${minus('z', a, b)}\right| \leqslant ${r2}\) and \(${bound}\).`,
        tex`The shaded region \(R\) of an Argand diagram is the set of points representing complex numbers \(z\) with \(${r1} \leqslant \left|${minus('z', a, b)}\right| \leqslant ${r2}\) and \(${bound}\).`,
      ]),
      parts: [
        part(
          tex`Sketch \(R\) on an Argand diagram.`,
          tex`\text{half of the ring between the circles of radii } ${r1} \text{ and } ${r2} \text{ centred at } ${c0}`,
          [
            mark('B1', 'Two circles with the correct common centre', tex`\text{centre } (${a}, ${b})`),
            mark('B1', 'Correct radii', tex`${r1}, \; ${r2}`),
            mark('B1', 'The straight line through the centre and the correct half of the ring shaded', bound),
          ],
        ),
        part(
          rng.pick([
            tex`Using your sketch, find the exact area of \(R\).`,
            tex`Find the exact area of \(R\), explaining how it relates to the area of a complete annulus.`,
          ]),
          piTex(area),
          [
            mark('M1', 'Half the difference of the areas of the two circles', tex`\frac{1}{2}\left(\pi(${r2})^{2} - \pi(${r1})^{2}\right)`),
            mark('A1', 'Correct exact area', piTex(area), ['b.1']),
          ],
        ),
        part(
          tex`Hence determine, showing your working, whether the point representing \(${w}\) lies in \(R\).`,
          inside ? tex`\text{Yes: it lies in } R` : tex`\text{No: it does not lie in } R`,
          [
            mark(
              'M1',
              'Finds the distance of the point from the centre and checks the straight-line condition',
              tex`\left|${cx(u, v)}\right| = ${surdTex(d2)}`,
            ),
            mark('A1', 'Correct conclusion with all three conditions considered', inside ? tex`\text{in } R` : tex`\text{not in } R`, [
              'c.1',
            ]),
          ],
        ),
      ],
      notes: ['(a) Scheme diagram shows the region.', tex`(c) Points on the boundary are in \(R\) since the inequalities are not strict.`],
      diagrams: [
        {
          role: 'scheme',
          title: 'The region R',
          description: `Argand diagram showing half of the ring between circles of radius ${r1} and ${r2} centred at (${a}, ${b}), on the side where ${onRe ? 'Re' : 'Im'}(z) is ${ge ? 'at least' : 'at most'} ${onRe ? a : b}, shaded.`,
          svg: svgDoc(f, [
            axes(f, -lim, lim, -lim, lim, 'Re', 'Im'),
            path(f, [...arc(r2), ...arc(r1).reverse()], true, SHADE),
            regionName(f, [...arc(r2), ...arc(r1).reverse()], 'R'),
          ]),
        },
      ],
      facts: { a, b, r1, r2, onRe, ge, u, v, inside, area: area.n / area.d },
    };
  },
};

const modArgPowers: QuestionTemplate = {
  id: 'cp1.argand.mod-arg-square-reciprocal',
  subtopicId: `${T}.modulus-argument-form`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['modulus-argument form', 'powers', 'reciprocal', 'exact values'],
  build(rng) {
    const r = rng.int(2, 5);
    const k = rng.pick([2, 3, 4, 8, 9, 10, -2, -3, -4, -8, -9, -10]);
    const theta = frac(k, 12);
    const twice = principal(frac(2 * k, 12));
    const t2 = (Math.PI * twice.n) / twice.d;
    const [x2, y2] = [r * r * Math.cos(t2), r * r * Math.sin(t2)];
    const sq = cxExact(x2, y2);
    const gap = exactTex(2 * Math.abs(y2));
    const adjusted = Math.abs(2 * k) > 12;
    return {
      title: 'The square and the reciprocal of a number in modulus-argument form',
      introTex: rng.pick([
        tex`The complex number \(z = ${modArgTex(String(r), theta)}\).`,
        tex`The complex number \(z\) has modulus \(${r}\) and argument \(${piTex(theta)}\), so that \(z = ${modArgTex(String(r), theta)}\).`,
      ]),
      parts: [
        part(
          tex`Find \(z^{2}\) in the form \(r(\cos\theta + \mathrm{i}\sin\theta)\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
          modArgTex(String(r * r), twice),
          [
            mark(
              'M1',
              adjusted
                ? tex`Squares the modulus, doubles the argument and adjusts by \(2\pi\) into the range`
                : 'Squares the modulus and doubles the argument',
              tex`r = ${r * r}, \; \theta = 2\times\left(${piTex(theta)}\right)${adjusted ? (k > 0 ? ' - 2\\pi' : ' + 2\\pi') : ''}`,
            ),
            mark('A1', 'Correct form with the principal argument', modArgTex(String(r * r), twice), ['a.1']),
          ],
        ),
        part(
          rng.pick([tex`Find \(\dfrac{1}{z}\) in the same form.`, tex`Find the reciprocal of \(z\), giving it in the same form.`]),
          modArgTex(fracTex(frac(1, r)), frac(-k, 12)),
          [
            mark(
              'M1',
              'Takes the reciprocal of the modulus and the negative of the argument',
              tex`\frac{1}{${r}}, \; -\left(${piTex(theta)}\right)`,
            ),
            mark('A1', 'Correct form', modArgTex(fracTex(frac(1, r)), frac(-k, 12)), ['b.1']),
          ],
        ),
        part(
          hasBothParts(x2, y2)
            ? tex`Using your answer to part (a), express \(z^{2}\) in the form \(a + b\mathrm{i}\), giving exact values of \(a\) and \(b\). Hence find the exact value of \(\left|z^{2} - \left(z^{2}\right)^{*}\right|\).`
            : tex`Using your answer to part (a), find the exact value of \(z^{2}\), and hence the exact value of \(\left|z^{2} - \left(z^{2}\right)^{*}\right|\).`,
          tex`z^{2} = ${sq}; \; \left|z^{2} - \left(z^{2}\right)^{*}\right| = ${gap}`,
          [
            mark(
              'M1',
              tex`Uses exact values of \(\cos\) and \(\sin\) of their argument`,
              tex`${r * r}\left(\cos\left(${piTex(twice)}\right) + \mathrm{i}\sin\left(${piTex(twice)}\right)\right)`,
            ),
            mark('A1ft', 'Correct exact form, ft their argument', sq, ['c.1']),
            mark(
              'M1',
              tex`Uses \(z - z^{*} = 2\mathrm{i}\operatorname{Im}(z)\) with their \(z^{2}\)`,
              tex`\left|2\mathrm{i}\operatorname{Im}\left(z^{2}\right)\right|`,
            ),
            mark('A1ft', tex`Correct exact value, ft their \(z^{2}\)`, gap, ['c.3']),
          ],
        ),
      ],
      notes: [
        '(a) A1 needs the argument in the principal range.',
        tex`(c) A1ft marks: follow through on their argument and their \(z^{2}\) in the form \(a + b\mathrm{i}\).`,
      ],
      facts: { r, k, twice: twice.n / twice.d, z2: [x2, y2] },
    };
  },
};

export const cp1ArgandModArgLociRegionTemplates: QuestionTemplate[] = [
  modArgPowers,
  halfAnnulus,
  apollonius,
  multiplierTransformation,
  rotationTriangle,
  squareVertices,
  modArgProduct,
  unknownPart,
  exactModArg,
  halfLine,
  segmentRegion,
  wedgeRegion,
];
