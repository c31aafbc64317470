import { frac } from '../../math/rational.js';
import { cx, fracTex, hasBothParts, poly, surdTex, terms, tex } from '../../math/tex.js';
import { cmul } from '../../math/complex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { argandPoints, cp1ComplexEquationRootTemplates } from './cp1-complex-equations-and-roots.js';

const T = 'cp1-complex-numbers';

const imaginary: QuestionTemplate = {
  id: 'cp1.complex.imaginary',
  subtopicId: `${T}.imaginary-and-complex-numbers`,
  difficulty: 1,
  frequency: 'frequent',
  tags: ['complex numbers', 'surds'],
  build(rng) {
    const [k, m] = [rng.int(2, 7), rng.pick([2, 3, 5, 6, 7])];
    const [a, b, c] = [rng.nonZero(-6, 6), rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    let d = rng.nonZero(-6, 6);
    while (b * c === a * d) d = rng.nonZero(-6, 6);
    const [p, q] = [rng.int(2, 4), rng.int(2, 3)];
    const re = p * a - q * c;
    const im = p * b - q * d;
    const lambda = frac(-a, c);
    const sumIm = frac(b * c - a * d, c);
    const given = rng.pick([
      tex`Given that \(z = ${cx(a, b)}\) and \(w = ${cx(c, d)}\),`,
      tex`The complex numbers \(z\) and \(w\) are defined by \(z = ${cx(a, b)}\) and \(w = ${cx(c, d)}\). Without using a calculator,`,
    ]);
    return {
      title: 'Square roots of negative numbers and combining complex numbers',
      introTex: given,
      parts: [
        part(
          tex`Write \(\sqrt{-${k * k * m}}\) in the form \(p\sqrt{q}\,\mathrm{i}\), where \(p\) and \(q\) are integers and \(q\) is prime or has no square factors.`,
          tex`${k}\sqrt{${m}}\,\mathrm{i}`,
          [mark('B1', 'Correct simplified imaginary surd', tex`\sqrt{-${k * k * m}} = ${k}\sqrt{${m}}\,\mathrm{i}`)],
        ),
        part(
          tex`find \(${p}z - ${q}w\)${hasBothParts(re, im) ? tex`, giving your answer in the form \(a + b\mathrm{i}\)` : ''}.`,
          cx(re, im),
          [
            mark(
              'M1',
              'Multiplies each number by its scalar and collects real and imaginary parts',
              tex`(${p * a} - ${q}\times(${c})) + (${p * b} - ${q}\times(${d}))\mathrm{i}`,
            ),
            mark('A1', 'Correct complex number, cao', cx(re, im), ['b.1']),
          ],
        ),
        part(
          tex`Find the real number \(\lambda\) for which \(z + \lambda w\) is purely imaginary, and hence find \(z + \lambda w\) for this value of \(\lambda\).`,
          tex`\lambda = ${fracTex(lambda)}, \; z + \lambda w = ${cx(0, sumIm)}`,
          [
            mark('M1', tex`Sets the real part of \(z + \lambda w\) equal to zero`, tex`${a} + ${c}\lambda = 0`.replace('+ -', '- ')),
            mark('A1', tex`Correct value of \(\lambda\)`, tex`\lambda = ${fracTex(lambda)}`, ['c.1']),
            mark(
              'M1',
              tex`Substitutes their \(\lambda\) and collects the imaginary part`,
              tex`${b} + \left(${fracTex(lambda)}\right)(${d})`,
            ),
            mark('A1ft', tex`Correct purely imaginary number, ft their \(\lambda\)`, cx(0, sumIm), ['c.3']),
          ],
        ),
      ],
      notes: [
        '(b) M1: at least one of the real or imaginary parts correct for their scalar multiples.',
        tex`(c) Second A1ft: follow through on their \(\lambda\); the real part must be zero.`,
      ],
      facts: { k, m, a, b, c, d, p, q, re, im, lambda: lambda.n / lambda.d, sumIm: sumIm.n / sumIm.d },
    };
  },
};

const multiplying: QuestionTemplate = {
  id: 'cp1.complex.multiplying',
  subtopicId: `${T}.multiplying`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'multiplication'],
  build(rng) {
    const z: [number, number] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const w: [number, number] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const zw = cmul(z, w);
    const z2 = cmul(z, z);
    const given = rng.pick([
      tex`The complex numbers \(z\) and \(w\) are given by \(z = ${cx(...z)}\) and \(w = ${cx(...w)}\).`,
      tex`In this question you must show all stages of your working. Solutions relying on calculator technology are not acceptable. It is given that \(z = ${cx(...z)}\) and \(w = ${cx(...w)}\).`,
    ]);
    return {
      title: 'Products and squares of complex numbers',
      introTex: given,
      parts: [
        part(
          tex`Find \(zw\)${hasBothParts(...zw) ? tex` in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are real` : ''}.`,
          cx(...zw),
          [
            mark(
              'M1',
              tex`Expands the product and uses \(\mathrm{i}^2 = -1\)`,
              tex`${terms([
                [z[0] * w[0], ''],
                [-z[1] * w[1], ''],
              ])} + (${terms([
                [z[0] * w[1], ''],
                [z[1] * w[0], ''],
              ])})\mathrm{i}`,
            ),
            mark('A1', 'Correct product, cao', cx(...zw), ['a.1']),
          ],
        ),
        part(tex`Find \(z^{2}\)${hasBothParts(...z2) ? tex` in the form \(a + b\mathrm{i}\)` : ''}.`, cx(...z2), [
          mark(
            'M1',
            tex`Squares using \(\mathrm{i}^2 = -1\)`,
            tex`${z[0] ** 2} - ${z[1] ** 2} ${2 * z[0] * z[1] < 0 ? '-' : '+'} ${Math.abs(2 * z[0] * z[1])}\mathrm{i}`,
          ),
          mark('A1', 'Correct square, cao', cx(...z2), ['b.1']),
        ]),
        part(
          tex`Using your answer to part (b), find the real numbers \(p\) and \(q\) for which \(z\) is a root of the equation \(z^{2} + pz + q = 0\).`,
          tex`p = ${-2 * z[0]}, \; q = ${z[0] ** 2 + z[1] ** 2}`,
          [
            mark(
              'M1',
              tex`Substitutes their \(z^{2}\) and \(z\) and equates real and imaginary parts to zero`,
              tex`${terms([
                [z2[1], ''],
                [z[1], 'p'],
              ])} = 0, \quad ${terms([
                [z2[0], ''],
                [z[0], 'p'],
                [1, 'q'],
              ])} = 0`,
            ),
            mark('A1', tex`Correct \(p\)`, tex`p = ${-2 * z[0]}`, ['c.1']),
            mark('A1', tex`Correct \(q\)`, tex`q = ${z[0] ** 2 + z[1] ** 2}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`M1: attempt to multiply out with at least three of the four terms correct and \(\mathrm{i}^2\) replaced by \(-1\).`,
        tex`(c) Alternative: the conjugate is the other root, so \(p = -(z + z^{*})\) and \(q = zz^{*}\); M1 for this method.`,
      ],
      facts: { z, w, zw, z2, p: -2 * z[0], q: z[0] ** 2 + z[1] ** 2 },
    };
  },
};

const conjugation: QuestionTemplate = {
  id: 'cp1.complex.conjugation',
  subtopicId: `${T}.conjugation`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'complex conjugate', 'division'],
  build(rng) {
    const [b, c, d] = [rng.nonZero(-6, 6), rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    let a = rng.nonZero(-6, 6);
    while (a * d + b * c === 0) a = rng.nonZero(-6, 6);
    const den = c * c + d * d;
    const k = frac(b, d);
    const realValue = frac(a * d + b * c, d);
    const re = frac(a * c + b * d, den);
    const im = frac(b * c - a * d, den);
    const given = rng.pick([
      tex`The complex numbers \(z_1 = ${cx(a, b)}\) and \(z_2 = ${cx(c, d)}\).`,
      tex`Two complex numbers are represented on an Argand diagram by the points \(P\) and \(Q\), where \(P\) represents \(z_1 = ${cx(a, b)}\) and \(Q\) represents \(z_2 = ${cx(c, d)}\).`,
    ]);
    return {
      title: 'Dividing complex numbers using the conjugate',
      introTex: given,
      parts: [
        part(tex`Write down \(z_2^{*}\), the complex conjugate of \(z_2\).`, cx(c, -d), [mark('B1', 'Correct conjugate', cx(c, -d))]),
        part(
          hasBothParts(re, im)
            ? tex`Express \(\dfrac{z_1}{z_2}\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are rational numbers.`
            : tex`Find the exact value of \(\dfrac{z_1}{z_2}\).`,
          cx(re, im),
          [
            mark(
              'M1',
              'Multiplies numerator and denominator by the conjugate of the denominator',
              tex`\frac{(${cx(a, b)})(${cx(c, -d)})}{(${cx(c, d)})(${cx(c, -d)})}`,
            ),
            mark('A1', 'Correct real denominator', String(den), ['b.1']),
            mark('A1', 'Correct answer in the required form, oe', cx(re, im), ['b.1']),
          ],
        ),
        part(tex`Find the real number \(k\) for which \(z_1 + kz_2^{*}\) is real.`, tex`k = ${fracTex(k)}`, [
          mark(
            'M1',
            tex`Sets the imaginary part of \(z_1 + kz_2^{*}\) equal to zero, using their conjugate`,
            tex`${terms([
              [b, ''],
              [-d, 'k'],
            ])} = 0`,
          ),
          mark('A1', tex`Correct \(k\)`, tex`k = ${fracTex(k)}`, ['c.1']),
        ]),
        part(tex`Using your value of \(k\), find the value of \(z_1 + kz_2^{*}\).`, fracTex(realValue), [
          mark('B1ft', tex`Correct real value, ft their \(k\)`, fracTex(realValue), ['c.1']),
        ]),
      ],
      notes: [
        '(b) M1 may be implied by a correct real denominator; A1 marks need the M1.',
        tex`(c) Using \(z_2\) in place of \(z_2^{*}\) is M0.`,
        tex`(d) B1ft: \(a + kc\) for their \(k\).`,
      ],
      facts: { a, b, c, d, re, im, k: k.n / k.d, realValue: realValue.n / realValue.d },
    };
  },
};

const quadraticRoots: QuestionTemplate = {
  id: 'cp1.complex.quadratic-roots',
  subtopicId: `${T}.roots-of-quadratics`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'quadratic equations', 'complex roots'],
  build(rng) {
    const [p, q] = [rng.nonZero(-5, 5), rng.int(1, 6)];
    const [b, c] = [-2 * p, p * p + q * q];
    const roots = tex`${cx(p, q)}, \quad ${cx(p, -q)}`;
    const ratio = [frac(p * p - q * q, c), frac(2 * p * q, c)] as const;
    const solveTex = rng.pick([
      tex`Solve the equation \(${poly([1, b, c], 'z')} = 0\), giving your answers in the form \(a + b\mathrm{i}\), and find the exact value of the modulus of either root.`,
      tex`The roots of the equation \(${poly([1, b, c], 'z')} = 0\) are \(z_1\) and \(z_2\). Find \(z_1\) and \(z_2\) in the form \(a + b\mathrm{i}\), and show that they have the same modulus, giving its exact value.`,
    ]);
    return {
      title: 'Solving a quadratic equation with complex roots',
      parts: [
        part(solveTex, tex`z = ${roots}, \; |z| = ${surdTex(c)}`, [
          mark('M1', 'Uses the quadratic formula or completes the square', tex`z = \frac{${-b} \pm \sqrt{${b * b - 4 * c}}}{2}`),
          mark('A1', 'Both roots correct', tex`z = ${roots}`, ['a.1']),
          mark('B1ft', 'Modulus from their root', tex`\sqrt{${p * p} + ${q * q}} = ${surdTex(c)}`, ['a.1']),
        ]),
        part(
          tex`Given that \(z_1\) is the root with positive imaginary part and \(z_2\) is the other root, use your answers to part (a) to ${hasBothParts(...ratio) ? tex`express \(\dfrac{z_1}{z_2}\) in the form \(a + b\mathrm{i}\)` : tex`find \(\dfrac{z_1}{z_2}\)`}.`,
          cx(...ratio),
          [
            mark('M1', tex`Multiplies numerator and denominator by the conjugate of their \(z_2\)`, tex`\frac{(${cx(p, q)})^{2}}{${c}}`),
            mark('A1ft', 'Correct quotient, ft their roots', cx(...ratio), ['b.1']),
          ],
        ),
        part(
          tex`Show the roots \(z_1\) and \(z_2\) on a single Argand diagram.`,
          tex`\text{points } (${p}, ${q}) \text{ and } (${p}, ${-q})`,
          [
            mark('B1ft', 'Their roots plotted in the correct quadrants', tex`(${p}, ${q}), \; (${p}, ${-q})`, ['a.1']),
            mark('B1', 'Roots symmetric about the real axis', tex`z_2 = z_1^{*}`),
          ],
        ),
      ],
      notes: [
        '(a) B1ft: follow through on their complex root.',
        '(b) A1ft: follow through on their roots from (a).',
        '(c) Scheme diagram shows the two roots.',
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'The roots on an Argand diagram',
          description: `Argand diagram with the roots plotted at (${p}, ${q}) and (${p}, ${-q}).`,
          svg: argandPoints([
            ['z₁', p, q],
            ['z₂', p, -q],
          ]),
        },
      ],
      facts: { b, c, p, q, ratio: ratio.map((r) => r.n / r.d) },
    };
  },
};

const cubics: QuestionTemplate = {
  id: 'cp1.complex.cubic',
  subtopicId: `${T}.cubics-and-quartics`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'cubic equations', 'factor theorem'],
  build(rng) {
    const [p, q] = [rng.nonZero(-3, 3), rng.int(1, 4)];
    let r = rng.nonZero(-4, 4);
    if (r === p) r = -p;
    const n = p * p + q * q;
    const coeffs = [1, -2 * p - r, n + 2 * p * r, -r * n];
    const fr = tex`(${r})^{3} ${coeffs[1] < 0 ? '-' : '+'} ${Math.abs(coeffs[1])}(${r})^{2} ${coeffs[2] < 0 ? '-' : '+'} ${Math.abs(coeffs[2])}(${r}) ${coeffs[3] < 0 ? '-' : '+'} ${Math.abs(coeffs[3])} = 0`;
    const quadratic = poly([1, -2 * p, n], 'z');
    const given = rng.pick([
      tex`\(\mathrm{f}(z) = ${poly(coeffs, 'z')}\)`,
      tex`The cubic polynomial \(\mathrm{f}(z)\), with real coefficients, is given by \(\mathrm{f}(z) = ${poly(coeffs, 'z')}\). The equation \(\mathrm{f}(z) = 0\) has exactly one real root.`,
      tex`A student is told that the equation \(${poly(coeffs, 'z')} = 0\) has one real root and two complex roots. Let \(\mathrm{f}(z) = ${poly(coeffs, 'z')}\).`,
    ]);
    return {
      title: 'Solving a cubic equation with one real root',
      introTex: given,
      parts: [
        part(tex`Show that \(z = ${r}\) is a root of \(\mathrm{f}(z) = 0\).`, tex`\mathrm{f}(${r}) = 0`, [
          mark('B1', 'Substitutes and shows the value is zero', fr),
        ]),
        part(tex`Hence solve \(\mathrm{f}(z) = 0\) completely.`, tex`z = ${r}, \; ${cx(p, q)}, \; ${cx(p, -q)}`, [
          mark(
            'M1',
            'Divides by the linear factor or compares coefficients to find the quadratic factor',
            tex`(z ${r < 0 ? '+' : '-'} ${Math.abs(r)})(${quadratic})`,
          ),
          mark('A1', 'Correct quadratic factor', quadratic, ['b.1']),
          mark('dM1', 'Solves their three-term quadratic, dependent on the first M1', tex`z = ${p} \pm \sqrt{${-q * q}}`, ['b.1']),
          mark('A1', 'All three roots correct', tex`z = ${r}, \; ${cx(p, q)}, \; ${cx(p, -q)}`, ['b.1', 'b.3']),
        ]),
        part(
          tex`Show the three roots of \(\mathrm{f}(z) = 0\) on a single Argand diagram.`,
          tex`\text{points } (${r}, 0), (${p}, ${q}), (${p}, ${-q})`,
          [
            mark('B1', 'The real root on the real axis', tex`(${r}, 0)`),
            mark('B1ft', 'Their complex roots plotted symmetrically about the real axis', tex`(${p}, \pm ${q})`, ['b.3']),
          ],
        ),
        part(
          rng.pick([
            tex`The points representing the roots are the vertices of a triangle. Using your answer to part (b), find the area of this triangle.`,
            tex`Using your answer to part (b), find the area of the triangle whose vertices are the points representing the three roots of \(\mathrm{f}(z) = 0\).`,
          ]),
          String(q * Math.abs(r - p)),
          [
            mark(
              'M1',
              'Uses half the base between the conjugate pair times the perpendicular distance to the real root',
              tex`\frac{1}{2}\times${2 * q}\times${Math.abs(r - p)}`,
            ),
            mark('A1ft', 'Correct area, ft their roots', String(q * Math.abs(r - p)), ['d.1']),
          ],
        ),
      ],
      notes: [
        '(b) dM1 depends on the first M1: the quadratic must come from a valid division.',
        'Complex roots may be found from the conjugate pair property.',
        '(c) Scheme diagram shows the three roots.',
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'Roots of f(z) = 0',
          description: `Argand diagram with the roots plotted at (${r}, 0), (${p}, ${q}) and (${p}, ${-q}).`,
          svg: argandPoints([
            [String(r), r, 0],
            [cx(p, q).replace('\\mathrm{i}', 'i'), p, q],
            [cx(p, -q).replace('\\mathrm{i}', 'i'), p, -q],
          ]),
        },
      ],
      facts: { coeffs, r, p, q, area: q * Math.abs(r - p) },
    };
  },
};

export const cp1ComplexTemplates: QuestionTemplate[] = [
  imaginary,
  multiplying,
  conjugation,
  quadraticRoots,
  cubics,
  ...cp1ComplexEquationRootTemplates,
];
