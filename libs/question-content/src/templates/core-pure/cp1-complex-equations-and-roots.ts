/**
 * Book 1 chapter 1 templates beyond cp1-complex-numbers.ts's one per section: equations solved by equating parts or with the
 * conjugate, square roots, and quadratics, cubics and quartics from a given complex root. Spread into cp1ComplexTemplates.
 */
import { frac, gcd, mul } from '../../math/rational.js';
import { modArgTex } from '../../math/angles.js';
import { mulPoly } from '../../math/poly.js';
import { cx, fracTex, hasBothParts, minus, piTex, plus, poly, surd, surdTex, terms, termsPositiveFirst, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { axes, dot, frame, label, path, regionName, SHADE, svgDoc } from '../../svg.js';

const T = 'cp1-complex-numbers';

/** sqrt(n) / d in simplest surd form. */
export function surdFrac(n: number, d: number): string {
  const { k, m } = surd(n);
  if (m === 1) return fracTex(frac(k, d));
  const g = gcd(k, d);
  const top = `${k / g === 1 ? '' : k / g}\\sqrt{${m}}`;
  return d / g === 1 ? top : `\\frac{${top}}{${d / g}}`;
}

/** Argand diagram of points, each labelled unless its name is empty, the window fitted to them unless `lim` is given. */
export function argandPoints(
  points: [string, number, number][],
  extra: (f: ReturnType<typeof frame>) => string[] = () => [],
  lim = Math.ceil(Math.max(...points.flatMap(([, x, y]) => [Math.abs(x), Math.abs(y)]))) + 1,
): string {
  const f = frame(-lim, lim, -lim, lim, 240);
  return svgDoc(f, [
    axes(f, -lim, lim, -lim, lim, 'Re', 'Im'),
    ...extra(f),
    ...points.flatMap(([name, x, y]) => [dot(f, x, y), name ? label(f, x, y, name) : []]),
  ]);
}

const negativeSquareRoots: QuestionTemplate = {
  id: 'cp1.complex.negative-square-roots',
  subtopicId: `${T}.imaginary-and-complex-numbers`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'imaginary numbers', 'quadratic equations'],
  build(rng) {
    const [a, k, m] = [rng.nonZero(-6, 6), rng.int(2, 6), rng.pick([1, 2, 3, 5, 6, 7])];
    const N = k * k * m;
    const im = `${surdTex(N)}\\mathrm{i}`;
    const [p, q] = [-2 * a, a * a + N];
    const solveTex = rng.pick([
      tex`Solve the equation \(z^{2} + ${N} = 0\), giving your answers in simplest surd form, and hence solve the equation \((${minus('z', a)})^{2} + ${N} = 0\).`,
      tex`Write \(\sqrt{-${N}}\) in the form \(k\sqrt{m}\,\mathrm{i}\), where \(k\) and \(m\) are integers and \(m\) has no square factors. Hence find the roots of \(z^{2} + ${N} = 0\) and the roots of \((${minus('z', a)})^{2} + ${N} = 0\).`,
    ]);
    return {
      title: 'Equations solved with imaginary square roots',
      parts: [
        part(solveTex, tex`z = \pm ${im}; \; z = ${a} \pm ${im}`, [
          mark('B1', tex`Writes the square root of the negative number using \(\mathrm{i}\)`, tex`\sqrt{-${N}} = ${im}`),
          mark('B1', 'Both roots of the first equation, with the plus or minus sign', tex`z = \pm ${im}`),
          mark('M1', 'Square roots both sides of the second equation using the first', tex`${minus('z', a)} = \pm ${im}`),
          mark('A1', 'Both roots of the second equation correct', tex`z = ${a} \pm ${im}`, ['a.3']),
        ]),
        part(
          tex`The roots of \((${minus('z', a)})^{2} + ${N} = 0\) are \(z_1\) and \(z_2\), where \(\operatorname{Im}(z_1) > 0\). Find \(z_1 + z_2\) and \(z_1 - z_2\), and state which of them is real and which is purely imaginary.`,
          tex`z_1 + z_2 = ${2 * a} \;(\text{real}), \quad z_1 - z_2 = ${surdTex(4 * N)}\mathrm{i} \;(\text{purely imaginary})`,
          [
            mark('B1ft', 'Correct real sum from their roots', tex`z_1 + z_2 = ${2 * a}`, ['a.3']),
            mark(
              'B1ft',
              'Correct purely imaginary difference from their roots, both descriptions stated',
              tex`z_1 - z_2 = ${surdTex(4 * N)}\mathrm{i}`,
              ['a.3'],
            ),
          ],
        ),
        part(
          rng.pick([
            tex`Find the real constants \(p\) and \(q\) such that \(z_1\) and \(z_2\) are the roots of \(z^{2} + pz + q = 0\).`,
            tex`Find the quadratic equation, in the form \(z^{2} + pz + q = 0\) where \(p\) and \(q\) are real constants, whose roots are \(z_1\) and \(z_2\).`,
          ]),
          tex`p = ${p}, \; q = ${q}`,
          [
            mark(
              'M1',
              tex`Uses the sum and product of their roots, or expands \((z - z_1)(z - z_2)\)`,
              tex`p = -(z_1 + z_2), \; q = z_1 z_2 = (${a})^{2} + ${N}`,
            ),
            mark('A1', 'Both values correct', tex`p = ${p}, \; q = ${q}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) B1ft: follow through on their roots from (a); the descriptions real and purely imaginary are needed for the second mark.',
        tex`(c) Expanding the second equation in (a) to \(z^{2} + pz + q = 0\) is also a complete method.`,
      ],
      facts: { a, N, p, q },
    };
  },
};

const equateParts: QuestionTemplate = {
  id: 'cp1.complex.equate-parts',
  subtopicId: `${T}.multiplying`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'multiplication', 'equating real and imaginary parts'],
  build(rng) {
    const x = rng.nonZero(-6, 6);
    let y = rng.nonZero(-6, 6);
    const real = rng.next() < 0.5;
    if (!real && Math.abs(x) === Math.abs(y)) y = y > 0 ? y + 1 : y - 1;
    const [c, d] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const [P, Q] = [c * x - d * y, d * x + c * y];
    const w2: [number, number] = [x * x - y * y, 2 * x * y];
    const k = real ? frac(-2 * x) : frac(y * y - x * x, x);
    const kw2 = real ? tex`${2 * x * y} + ${fracTex(k)}\times(${y}) = 0` : tex`${w2[0]} + ${fracTex(k)}\times(${x}) = 0`;
    return {
      title: 'Finding a complex number by equating real and imaginary parts',
      introTex: rng.pick([
        tex`The complex number \(w = x + y\mathrm{i}\), where \(x\) and \(y\) are real, satisfies \((x + y\mathrm{i})(${cx(c, d)}) = ${cx(P, Q)}\).`,
        tex`The real numbers \(x\) and \(y\) satisfy the equation \((x + y\mathrm{i})(${cx(c, d)}) = ${cx(P, Q)}\), and \(w\) is the complex number \(x + y\mathrm{i}\).`,
      ]),
      parts: [
        part(tex`Find the values of \(x\) and \(y\).`, tex`x = ${x}, \; y = ${y}`, [
          mark(
            'M1',
            tex`Multiplies out using \(\mathrm{i}^2 = -1\) and equates real and imaginary parts`,
            tex`${terms([
              [c, 'x'],
              [-d, 'y'],
            ])} = ${P}, \quad ${terms([
              [d, 'x'],
              [c, 'y'],
            ])} = ${Q}`,
          ),
          mark('M1', 'Solves their simultaneous equations', tex`x = ${x}`),
          mark('A1', tex`Correct \(x\)`, tex`x = ${x}`, ['a.1', 'a.2']),
          mark('A1', tex`Correct \(y\)`, tex`y = ${y}`, ['a.1', 'a.2']),
        ]),
        part(tex`Using your values, find \(w^{2}\)${hasBothParts(...w2) ? tex` in the form \(a + b\mathrm{i}\)` : ''}.`, cx(...w2), [
          mark(
            'M1',
            tex`Squares their \(w\) using \(\mathrm{i}^2 = -1\)`,
            tex`(${cx(x, y)})^{2} = ${x * x} - ${y * y} + ${2 * x * y}\mathrm{i}`.replace('+ -', '- '),
          ),
          mark('A1ft', tex`Correct square, ft their \(x\) and \(y\)`, cx(...w2), ['b.1']),
        ]),
        part(tex`Find the real number \(k\) for which \(w^{2} + kw\) is ${real ? 'real' : 'purely imaginary'}.`, tex`k = ${fracTex(k)}`, [
          mark(
            'M1',
            real
              ? tex`Sets the imaginary part of their \(w^{2} + kw\) equal to zero`
              : tex`Sets the real part of their \(w^{2} + kw\) equal to zero`,
            kw2.replace('+ -', '- '),
          ),
          mark('A1ft', tex`Correct \(k\), ft their \(w\)`, tex`k = ${fracTex(k)}`, ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) Alternative: \(w = \frac{${cx(P, Q)}}{${cx(c, d)}}\) found by multiplying by the conjugate; M1 M1 for a complete method.`,
        '(b), (c) A1ft: follow through on their values from (a).',
      ],
      facts: { x, y, c, d, P, Q, w2, real, k: k.n / k.d },
    };
  },
};

const squareRoots: QuestionTemplate = {
  id: 'cp1.complex.square-roots',
  subtopicId: `${T}.multiplying`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['complex numbers', 'square roots', 'equating real and imaginary parts'],
  build(rng) {
    let a = rng.int(1, 6);
    const b = rng.nonZero(-6, 6);
    if (a === Math.abs(b)) a += 1;
    const [P, Q] = [a * a - b * b, 2 * a * b];
    const h = rng.nonZero(-4, 4);
    const roots = tex`w = ${cx(a - h, b)}, \; w = ${cx(-a - h, -b)}`;
    return {
      title: 'Square roots of a complex number',
      parts: [
        part(
          rng.pick([
            tex`Given that \(z = x + \mathrm{i}y\), where \(x\) and \(y\) are real, express \(z^{2}\) in the form \(u + \mathrm{i}v\) in terms of \(x\) and \(y\).`,
            tex`The complex number \(z = x + \mathrm{i}y\) has real part \(x\) and imaginary part \(y\). Find the real part and the imaginary part of \(z^{2}\), each in terms of \(x\) and \(y\).`,
          ]),
          tex`z^{2} = x^{2} - y^{2} + 2xy\mathrm{i}`,
          [mark('B1', 'Correct real and imaginary parts', tex`x^{2} - y^{2} + 2xy\mathrm{i}`)],
        ),
        part(
          rng.pick([
            tex`Hence find the two square roots of \(${cx(P, Q)}\).`,
            tex`Hence find the complex numbers \(z\) for which \(z^{2} = ${cx(P, Q)}\).`,
          ]),
          tex`\pm(${cx(a, b)})`,
          [
            mark('M1', 'Equates real and imaginary parts', tex`x^{2} - y^{2} = ${P}, \quad 2xy = ${Q}`),
            mark('M1', tex`Eliminates \(y\) to obtain a quadratic in \(x^{2}\)`, tex`${poly([1, 0, -P, 0, -a * a * b * b], 'x')} = 0`),
            mark('A1', 'One correct square root', cx(a, b), ['b.1', 'b.2']),
            mark('A1', 'Both square roots and no others', tex`\pm(${cx(a, b)})`, ['b.1', 'b.2']),
          ],
        ),
        part(tex`Using your answer to part (b), solve the equation \(${plus(poly([1, 2 * h, 0], 'w'), h * h - P, -Q)} = 0\).`, roots, [
          mark(
            'M1',
            tex`Completes the square to reach \((${minus('w', -h)})^{2}\) equal to the number in (b)`,
            tex`(${minus('w', -h)})^{2} = ${cx(P, Q)}`,
          ),
          mark('A1ft', 'Both roots, ft their square roots', roots, ['c.1']),
        ]),
      ],
      notes: [
        tex`(b) \(x^{2} = -(\text{negative root})\) is rejected since \(x\) is real.`,
        '(c) Use of the quadratic formula followed by their square roots from (b) is an equally valid method.',
      ],
      facts: { a, b, P, Q, h },
    };
  },
};

const conjugateEquation: QuestionTemplate = {
  id: 'cp1.complex.conjugate-equation',
  subtopicId: `${T}.conjugation`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'complex conjugate', 'equating real and imaginary parts'],
  build(rng) {
    const [x, y] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    let p = rng.nonZero(-4, 4);
    const q = rng.nonZero(-4, 4);
    if (Math.abs(p) === Math.abs(q)) p = p > 0 ? p + 1 : p - 1;
    const [A, B] = [p * x + q * y, q * x + p * y];
    const n = x * x + y * y;
    const ratio: [ReturnType<typeof frac>, ReturnType<typeof frac>] = [frac(x * x - y * y, n), frac(2 * x * y, n)];
    const lhs = terms([
      [p, 'z'],
      [q, '\\mathrm{i}z^{*}'],
    ]);
    return {
      title: 'An equation in a complex number and its conjugate',
      introTex: rng.pick([
        tex`The complex number \(z\) satisfies the equation \(${lhs} = ${cx(A, B)}\), where \(z^{*}\) is the complex conjugate of \(z\).`,
        tex`It is given that \(${lhs} = ${cx(A, B)}\), where \(z^{*}\) denotes the complex conjugate of the complex number \(z\). In this question you must show detailed reasoning.`,
      ]),
      parts: [
        part(tex`Find \(z\)${hasBothParts(x, y) ? tex`, giving your answer in the form \(a + b\mathrm{i}\)` : ''}.`, cx(x, y), [
          mark(
            'M1',
            tex`Substitutes \(z = x + \mathrm{i}y\) and \(z^{*} = x - \mathrm{i}y\)`,
            tex`${terms([
              [p, '(x + \\mathrm{i}y)'],
              [q, '\\mathrm{i}(x - \\mathrm{i}y)'],
            ])} = ${cx(A, B)}`,
          ),
          mark(
            'M1',
            'Equates real and imaginary parts and solves',
            tex`${terms([
              [p, 'x'],
              [q, 'y'],
            ])} = ${A}, \quad ${terms([
              [q, 'x'],
              [p, 'y'],
            ])} = ${B}`,
          ),
          mark('A1', 'Correct real part', tex`x = ${x}`, ['a.1', 'a.2']),
          mark('A1', 'Correct imaginary part', tex`y = ${y}`, ['a.1', 'a.2']),
        ]),
        part(
          hasBothParts(...ratio)
            ? tex`Hence express \(\dfrac{z}{z^{*}}\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are rational.`
            : tex`Hence find the exact value of \(\dfrac{z}{z^{*}}\).`,
          cx(...ratio),
          [
            mark('M1', tex`Multiplies numerator and denominator by \(z\), the conjugate of \(z^{*}\)`, tex`\frac{(${cx(x, y)})^{2}}{${n}}`),
            mark('A1ft', tex`Correct answer, ft their \(z\)`, cx(...ratio), ['b.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Show that \(\left|\dfrac{z}{z^{*}}\right| = 1\) for every non-zero complex number \(z\).`,
            tex`Prove that, for every non-zero complex number \(z\), the modulus of \(\dfrac{z}{z^{*}}\) is \(1\).`,
          ]),
          tex`\left|\frac{z}{z^{*}}\right| = \frac{|z|}{|z^{*}|} = 1`,
          [
            mark(
              'B1',
              tex`Uses \(|z^{*}| = |z|\) with a valid argument, or verifies \(a^{2} + b^{2} = 1\) in general`,
              tex`|z^{*}| = \sqrt{x^{2} + (-y)^{2}} = |z|`,
            ),
          ],
        ),
      ],
      notes: [
        tex`(a) Both M marks need \(\mathrm{i}^2 = -1\) used correctly.`,
        '(c) A numerical check with their answer to (b) only is not a proof: B0.',
      ],
      facts: { x, y, p, q, A, B, ratio: ratio.map((r) => r.n / r.d) },
    };
  },
};

const conjugateParameter: QuestionTemplate = {
  id: 'cp1.complex.conjugate-parameter',
  subtopicId: `${T}.conjugation`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'complex conjugate', 'division', 'real parameter'],
  build(rng) {
    let [p, q] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    while (gcd(p, q) > 1) [p, q] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const t = rng.nonZero(-3, 3);
    const imaginary = rng.next() < 0.5;
    const c = imaginary ? p * t : q * t;
    const k = imaginary ? -t * q : t * p;
    const N = p * p + q * q;
    const kc = terms([
      [1, 'k'],
      [c, '\\mathrm{i}'],
    ]);
    const reTex = termsPositiveFirst([
      [p, 'k'],
      [c * q, ''],
    ]);
    const imParts: [number, string][] = [
      [c * p, ''],
      [-q, 'k'],
    ];
    const imTex = termsPositiveFirst(imParts);
    // Both imaginary terms negative: the sign goes before the bracket, - (3 + k)i, not + (-3 - k)i.
    const imNegative = imParts.every(([coefficient]) => coefficient < 0);
    const imMagnitude = termsPositiveFirst(imParts.map(([coefficient, symbol]) => [imNegative ? -coefficient : coefficient, symbol]));
    const w = imaginary ? cx(0, frac(c * p - k * q, N)) : cx(frac(k * p + c * q, N), 0);
    return {
      title: 'A quotient with a real parameter',
      introTex: rng.pick([
        tex`The complex number \(w\) is given by \(w = \dfrac{${kc}}{${cx(p, q)}}\), where \(k\) is a real constant.`,
        tex`Given that \(k\) is a real constant, the complex number \(w\) is defined as \(w = \dfrac{${kc}}{${cx(p, q)}}\). Solutions relying entirely on calculator technology are not acceptable.`,
      ]),
      parts: [
        part(
          tex`Express \(w\) in the form \(x + y\mathrm{i}\), where \(x\) and \(y\) are given in terms of \(k\).`,
          tex`w = \frac{1}{${N}}\left((${reTex}) ${imNegative ? '-' : '+'} (${imMagnitude})\mathrm{i}\right)`,
          [
            mark('M1', 'Multiplies numerator and denominator by the conjugate of the denominator', tex`\frac{(${kc})(${cx(p, -q)})}{${N}}`),
            mark('A1', tex`Correct real part in terms of \(k\)`, tex`x = \frac{1}{${N}}(${reTex})`, ['a.1']),
            mark('A1', tex`Correct imaginary part in terms of \(k\)`, tex`y = \frac{1}{${N}}(${imTex})`, ['a.1']),
          ],
        ),
        part(tex`Given that \(w\) is ${imaginary ? 'purely imaginary' : 'real'}, find the value of \(k\).`, tex`k = ${k}`, [
          mark(
            'M1',
            imaginary ? 'Sets their real part equal to zero' : 'Sets their imaginary part equal to zero',
            imaginary ? tex`${reTex} = 0` : tex`${imTex} = 0`,
          ),
          mark('A1ft', tex`Correct \(k\), ft their expression`, tex`k = ${k}`, ['b.1']),
        ]),
        part(
          tex`Using your value of \(k\), find \(w\) and \(|w|\).`,
          tex`w = ${w}, \; |w| = ${fracTex(imaginary ? frac(Math.abs(c * p - k * q), N) : frac(Math.abs(k * p + c * q), N))}`,
          [
            mark('M1', tex`Substitutes their \(k\) into their expression for \(w\)`, tex`w = ${w}`),
            mark(
              'A1ft',
              tex`Correct \(w\) and modulus, ft their \(k\)`,
              tex`|w| = ${fracTex(imaginary ? frac(Math.abs(c * p - k * q), N) : frac(Math.abs(k * p + c * q), N))}`,
              ['c.1'],
            ),
          ],
        ),
      ],
      notes: [
        '(a) A1 A1: accept the two parts written separately or over a common denominator, oe.',
        '(b), (c) A1ft: follow through on their expressions from (a).',
      ],
      facts: { p, q, c, k, imaginary, w: imaginary ? [0, (c * p - k * q) / N] : [(k * p + c * q) / N, 0] },
    };
  },
};

const quadraticGivenRoot: QuestionTemplate = {
  id: 'cp1.complex.quadratic-given-root',
  subtopicId: `${T}.roots-of-quadratics`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'quadratic equations', 'complex conjugate roots', 'Argand diagram'],
  build(rng) {
    const [p, q] = [rng.nonZero(-5, 5), rng.int(1, 6)];
    const [b, c] = [-2 * p, p * p + q * q];
    return {
      title: 'A quadratic equation from one complex root',
      introTex: rng.pick([
        tex`Given that \(z = ${cx(p, q)}\) is a root of the equation \(z^{2} + bz + c = 0\), where \(b\) and \(c\) are real constants,`,
        tex`The quadratic equation \(z^{2} + bz + c = 0\), where \(b\) and \(c\) are real constants, has a root \(z = ${cx(p, q)}\). Using this information,`,
      ]),
      parts: [
        part(tex`write down the other root of the equation,`, cx(p, -q), [mark('B1', 'The complex conjugate', cx(p, -q))]),
        part(tex`find the value of \(b\) and the value of \(c\),`, tex`b = ${b}, \; c = ${c}`, [
          mark(
            'M1',
            tex`Uses the sum and product of the conjugate pair, or expands \((z - \text{root})(z - \text{conjugate})\)`,
            tex`-b = ${2 * p}, \; c = (${p})^{2} + ${q * q}`,
          ),
          mark('A1', tex`Correct \(b\)`, tex`b = ${b}`, ['b.1']),
          mark('A1', tex`Correct \(c\)`, tex`c = ${c}`, ['b.1']),
        ]),
        part(
          rng.pick([tex`show the two roots on a single Argand diagram,`, tex`illustrate the two roots as points on one Argand diagram,`]),
          tex`\text{points } (${p}, ${q}) \text{ and } (${p}, ${-q})`,
          [
            mark('B1', 'The given root plotted in the correct quadrant', tex`(${p}, ${q})`),
            mark('B1ft', 'Their second root, the reflection in the real axis', tex`(${p}, ${-q})`),
          ],
        ),
        part(
          tex`find the set of values of the real constant \(k\) for which the equation \(z^{2} + bz + c = k\) has real roots.`,
          tex`k \geqslant ${q * q}`,
          [
            mark(
              'M1',
              tex`Uses the discriminant of \(z^{2} + bz + c - k\) with their \(b\) and \(c\)`,
              tex`(${b})^{2} - 4(${c} - k) \geqslant 0`,
            ),
            mark('A1ft', tex`Correct set of values, ft their \(b\) and \(c\)`, tex`k \geqslant ${q * q}`, ['d.1']),
          ],
        ),
      ],
      notes: [
        '(c) B1ft: their other root from (a) plotted as the reflection of the given root in the real axis.',
        '(d) A strict inequality scores M1 A0.',
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'The roots on an Argand diagram',
          description: `Argand diagram with the roots plotted at (${p}, ${q}) and (${p}, ${-q}), symmetric about the real axis.`,
          svg: argandPoints([
            [cx(p, q).replace('\\mathrm{i}', 'i'), p, q],
            [cx(p, -q).replace('\\mathrm{i}', 'i'), p, -q],
          ]),
        },
      ],
      facts: { p, q, b, c, kMin: q * q },
    };
  },
};

/** Roots r(cos t +- i sin t) of a real quadratic with integer coefficients. */
const POLAR_ROOTS = [
  { k: 4, sum: (r: number) => r, prod: (r: number) => r * r }, // pi/3
  { k: 8, sum: (r: number) => -r, prod: (r: number) => r * r }, // 2pi/3
  { k: 3, sum: (m: number) => 2 * m, prod: (m: number) => 2 * m * m }, // pi/4, modulus m sqrt 2
  { k: 9, sum: (m: number) => -2 * m, prod: (m: number) => 2 * m * m }, // 3pi/4
];

const quadraticRegion: QuestionTemplate = {
  id: 'cp1.complex.quadratic-roots-region',
  subtopicId: `${T}.roots-of-quadratics`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'complex numbers', 'quadratic equations', 'Argand diagrams', 'modulus-argument form', 'regions'],
  build(rng) {
    const family = rng.pick(POLAR_ROOTS);
    const quarter = family.k % 3 === 0;
    const s = quarter ? rng.int(1, 6) : rng.int(1, 8);
    const [S, P] = [family.sum(s), family.prod(s)];
    const theta = frac(family.k, 12);
    const modulus2 = quarter ? 2 * s * s : s * s;
    const r = surdTex(modulus2);
    const re = frac(S, 2);
    const imTex = quarter ? String(s) : surdFrac(3 * s * s, 2);
    const im = `${imTex === '1' ? '' : imTex}\\mathrm{i}`;
    const roots = tex`z = ${fracTex(re)} \pm ${im}`;
    const area = mul(modulus2, theta); // r^2 * theta over the angle 2 theta: (1/2) r^2 (2 theta)
    const R = Math.sqrt(modulus2);
    const lim = R + 1;
    const f = frame(-lim, lim, -lim, lim, 240);
    const t = (Math.PI * family.k) / 12;
    const arc: [number, number][] = Array.from({ length: 41 }, (_, i) => [
      R * Math.cos(-t + (2 * t * i) / 40),
      R * Math.sin(-t + (2 * t * i) / 40),
    ]);
    return {
      title: 'Complex roots of a quadratic in modulus-argument form and a region',
      introTex: rng.pick([
        tex`The roots of the equation \(${poly([1, -S, P], 'z')} = 0\) are \(z_1\) and \(z_2\), where \(\operatorname{Im}(z_1) > 0\).`,
        tex`The quadratic equation \(${poly([1, -S, P], 'z')} = 0\) has complex roots \(z_1\) and \(z_2\), and the imaginary part of \(z_1\) is positive.`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Find \(z_1\) and \(z_2\) in the form \(a + b\mathrm{i}\), giving exact values.`,
            tex`Solve the equation, giving \(z_1\) and \(z_2\) in the form \(a + b\mathrm{i}\) with exact values.`,
          ]),
          roots,
          [
            mark('M1', 'Uses the quadratic formula or completes the square', tex`z = \frac{${S} \pm \sqrt{${S * S - 4 * P}}}{2}`),
            mark('A1', 'Both roots correct and exact', roots, ['a.1']),
          ],
        ),
        part(
          tex`Express \(z_1\) and \(z_2\) in the form \(r(\cos\theta + \mathrm{i}\sin\theta)\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
          tex`z_1 = ${modArgTex(r, theta)}, \; z_2 = ${modArgTex(r, frac(-family.k, 12))}`,
          [
            mark('M1', 'Finds the modulus and an argument of either of their roots', tex`r = |z_1| = ${r}, \; \arg z_1 = ${piTex(theta)}`),
            mark('A1', tex`Correct modulus and argument of \(z_1\)`, tex`z_1 = ${modArgTex(r, theta)}`, ['b.1']),
            mark(
              'A1ft',
              tex`\(z_2\) with the same modulus and the negative argument, ft their \(z_1\)`,
              tex`z_2 = ${modArgTex(r, frac(-family.k, 12))}`,
              ['b.1'],
            ),
          ],
        ),
        part(
          tex`The region \(R\) of an Argand diagram is defined by \(|z| \leqslant |z_1|\) and \(-\arg z_1 \leqslant \arg z \leqslant \arg z_1\). Sketch \(R\), marking the points representing \(z_1\) and \(z_2\).`,
          tex`\text{sector of radius } ${r} \text{ between the half-lines through } z_2 \text{ and } z_1`,
          [
            mark('B1', tex`Arc of a circle centred at \(O\) through the two roots`, tex`|z| = ${r}`),
            mark('B1ft', tex`Half-lines from \(O\) to their roots bounding the correct sector, shaded`, tex`\arg z = \pm${piTex(theta)}`),
          ],
        ),
        part(tex`Using your answers to part (b), find the exact area of \(R\).`, piTex(area), [
          mark(
            'M1',
            tex`Uses the area of a sector with angle \(2\arg z_1\)`,
            tex`\frac{1}{2}\left(${r}\right)^{2}\left(2\times${piTex(theta)}\right)`,
          ),
          mark('A1ft', 'Correct exact area, ft their modulus and argument', piTex(area), ['d.1']),
        ]),
      ],
      notes: [
        tex`(b) M1: \(r = |z_1|\) and \(\theta = \arctan\frac{\operatorname{Im} z_1}{\operatorname{Re} z_1}\) adjusted to the correct quadrant.`,
        '(c) Scheme diagram shows the region.',
        tex`(d) A1ft: follow through on their \(r\) and \(\theta\) from (b).`,
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'The region R',
          description: `Argand diagram showing a shaded sector centred at O of radius sqrt(${modulus2}) between the half-lines at arguments -${family.k}pi/12 and ${family.k}pi/12, with the roots z1 and z2 on the arc.`,
          svg: svgDoc(f, [
            axes(f, -lim, lim, -lim, lim, 'Re', 'Im'),
            path(f, [[0, 0], ...arc], true, SHADE),
            dot(f, arc[40][0], arc[40][1]),
            label(f, arc[40][0], arc[40][1], 'z₁'),
            dot(f, arc[0][0], arc[0][1]),
            label(f, arc[0][0], arc[0][1], 'z₂'),
            regionName(f, [[0, 0], ...arc], 'R'),
          ]),
        },
      ],
      facts: { S, P, modulus2, theta: family.k / 12, area: area.n / area.d },
    };
  },
};

const quarticGivenRoot: QuestionTemplate = {
  id: 'cp1.complex.quartic-given-root',
  subtopicId: `${T}.cubics-and-quartics`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['complex numbers', 'quartic equations', 'complex conjugate roots', 'Argand diagram'],
  build(rng) {
    const [p, q] = [rng.nonZero(-3, 3), rng.int(1, 4)];
    const first = [1, -2 * p, p * p + q * q];
    const complexPair = rng.next() < 0.5;
    let second: number[];
    let others: [number, number][];
    let otherTex: string;
    if (complexPair) {
      let u = rng.int(-3, 3);
      const v = rng.int(1, 3);
      if (u === p && v === q) u = u === 3 ? -3 : u + 1;
      second = [1, -2 * u, u * u + v * v];
      others = [
        [u, v],
        [u, -v],
      ];
      otherTex = `${cx(u, v)}, \\; ${cx(u, -v)}`;
    } else {
      const [s, t] = rng.sample([-4, -3, -2, -1, 1, 2, 3, 4], 2).sort((x, y) => x - y);
      second = [1, -(s + t), s * t];
      others = [
        [s, 0],
        [t, 0],
      ];
      otherTex = `${s}, \\; ${t}`;
    }
    const f = mulPoly(first, second);
    const all = tex`z = ${cx(p, q)}, \; ${cx(p, -q)}, \; ${otherTex}`;
    const pts: [string, number, number][] = [
      [cx(p, q), p, q],
      [cx(p, -q), p, -q],
      ...others.map(([x, y]): [string, number, number] => [cx(x, y), x, y]),
    ];
    return {
      title: 'A quartic equation with a given complex root',
      introTex: rng.pick([
        tex`\(\mathrm{f}(z) = ${poly(f, 'z')}\). Given that \(z = ${cx(p, q)}\) is a root of \(\mathrm{f}(z) = 0\),`,
        tex`The quartic polynomial \(\mathrm{f}(z) = ${poly(f, 'z')}\) has real coefficients, and \(z = ${cx(p, q)}\) is a root of the equation \(\mathrm{f}(z) = 0\). Using this fact,`,
      ]),
      parts: [
        part(tex`write down another complex root of \(\mathrm{f}(z) = 0\),`, cx(p, -q), [mark('B1', 'The complex conjugate', cx(p, -q))]),
        part(tex`hence find a quadratic factor of \(\mathrm{f}(z)\) with real coefficients,`, poly(first, 'z'), [
          mark(
            'M1',
            'Multiplies the factors of the conjugate pair, or uses their sum and product',
            tex`(${minus('z', p, q)})(${minus('z', p, -q)})`,
          ),
          mark('A1', 'Correct quadratic factor', poly(first, 'z'), ['b.1']),
        ]),
        part(rng.pick([tex`solve \(\mathrm{f}(z) = 0\) completely,`, tex`hence find all the roots of \(\mathrm{f}(z) = 0\),`]), all, [
          mark(
            'M1',
            tex`Divides \(\mathrm{f}(z)\) by their quadratic factor or compares coefficients`,
            tex`\mathrm{f}(z) = (${poly(first, 'z')})(${poly(second, 'z')})`,
          ),
          mark('A1', 'Correct second quadratic factor', poly(second, 'z'), ['c.1']),
          mark('dM1', 'Solves their second three-term quadratic, dependent on the previous M1', tex`${poly(second, 'z')} = 0`, ['c.1']),
          mark('A1', 'All four roots correct', all, ['c.1', 'c.3']),
        ]),
        part(
          tex`show the roots of \(\mathrm{f}(z) = 0\) on a single Argand diagram.`,
          tex`\text{points } ${pts.map(([, x, y]) => `(${x}, ${y})`).join(', ')}`,
          [
            mark('B1', 'The given pair plotted symmetrically about the real axis', tex`(${p}, \pm ${q})`),
            mark('B1ft', 'Their other two roots plotted correctly', otherTex),
          ],
        ),
      ],
      notes: ['(c) dM1 depends on the first M1 of (c).', '(d) Scheme diagram: the four roots; B1ft on their roots from (c).'],
      diagrams: [
        {
          role: 'scheme',
          title: 'Roots of f(z) = 0',
          description: `Argand diagram with the four roots plotted at ${pts.map(([, x, y]) => `(${x}, ${y})`).join(', ')}.`,
          svg: argandPoints(pts.map(([n, x, y]) => [n.replace('\\mathrm{i}', 'i'), x, y])),
        },
      ],
      facts: { coeffs: f, roots: pts.map(([, x, y]) => [x, y]) },
    };
  },
};

const realMultiples: QuestionTemplate = {
  id: 'cp1.complex.real-multiples',
  subtopicId: `${T}.imaginary-and-complex-numbers`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'real and imaginary parts', 'simultaneous equations'],
  build(rng) {
    const [a, b, c] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    let d = rng.nonZero(-5, 5);
    while (a * d === b * c) d = rng.nonZero(-5, 5);
    const [lambda, mu] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const [P, Q] = [lambda * a + mu * c, lambda * b + mu * d];
    const diff: [number, number] = [lambda * a - mu * c, lambda * b - mu * d];
    return {
      title: 'Real multiples of two complex numbers',
      introTex: rng.pick([
        tex`The complex numbers \(z = ${cx(a, b)}\) and \(w = ${cx(c, d)}\).`,
        tex`Let \(z = ${cx(a, b)}\) and \(w = ${cx(c, d)}\), where \(\mathrm{i}^{2} = -1\). In this question you must show all stages of your working.`,
      ]),
      parts: [
        part(
          tex`Write down \(\operatorname{Re}(z)\) and \(\operatorname{Im}(w)\).`,
          tex`\operatorname{Re}(z) = ${a}, \; \operatorname{Im}(w) = ${d}`,
          [mark('B1', 'Both values correct', tex`${a}, \; ${d}`)],
        ),
        part(
          tex`Find the real numbers \(\lambda\) and \(\mu\) such that \(\lambda z + \mu w = ${cx(P, Q)}\).`,
          tex`\lambda = ${lambda}, \; \mu = ${mu}`,
          [
            mark(
              'M1',
              'Equates real parts and imaginary parts',
              tex`${terms([
                [a, '\\lambda'],
                [c, '\\mu'],
              ])} = ${P}, \quad ${terms([
                [b, '\\lambda'],
                [d, '\\mu'],
              ])} = ${Q}`,
            ),
            mark('M1', 'Solves their simultaneous equations', tex`\lambda = ${lambda}`),
            mark('A1', tex`Correct \(\lambda\)`, tex`\lambda = ${lambda}`, ['b.1', 'b.2']),
            mark('A1', tex`Correct \(\mu\)`, tex`\mu = ${mu}`, ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`Using your values of \(\lambda\) and \(\mu\), find \(\lambda z - \mu w\)${hasBothParts(...diff) ? tex` in the form \(p + q\mathrm{i}\)` : ''} and state its imaginary part.`,
          tex`${cx(...diff)}; \; \operatorname{Im} = ${diff[1]}`,
          [
            mark(
              'M1',
              tex`Forms \(\lambda z - \mu w\) with their values and collects real and imaginary parts`,
              tex`${lambda}(${cx(a, b)}) - (${mu})(${cx(c, d)})`,
            ),
            mark('A1ft', tex`Correct complex number and imaginary part, ft their \(\lambda\) and \(\mu\)`, cx(...diff), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Both M marks need the real and imaginary parts to be kept separate.',
        tex`(c) A1ft: follow through on their \(\lambda\) and \(\mu\) from (b).`,
      ],
      facts: { a, b, c, d, lambda, mu, P, Q, diff },
    };
  },
};

const cubicUnknownCoefficients: QuestionTemplate = {
  id: 'cp1.complex.cubic-unknown-coefficients',
  subtopicId: `${T}.cubics-and-quartics`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['complex numbers', 'cubic equations', 'equating real and imaginary parts', 'complex conjugate roots'],
  build(rng) {
    const [a, b] = [rng.nonZero(-3, 3), rng.int(1, 3)];
    let s = rng.nonZero(-5, 5);
    if (s === a) s = -s;
    const n = a * a + b * b;
    const [p, q, c] = [-(2 * a + s), n + 2 * a * s, -s * n];
    const z2: [number, number] = [a * a - b * b, 2 * a * b];
    const z3: [number, number] = [a * z2[0] - b * z2[1], a * z2[1] + b * z2[0]];
    const root = cx(a, b);
    const eqs = tex`${terms([
      [z3[0], ''],
      [z2[0], 'p'],
      [a, 'q'],
      [c, ''],
    ])} = 0, \quad ${terms([
      [z3[1], ''],
      [z2[1], 'p'],
      [b, 'q'],
    ])} = 0`;
    const all = tex`z = ${cx(a, -b)}, \; z = ${s}`;
    return {
      title: 'A cubic with unknown coefficients and a given complex root',
      introTex: rng.pick([
        tex`The equation \(z^{3} + pz^{2} + qz ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0\), where \(p\) and \(q\) are real constants, has a root \(z = ${root}\).`,
        tex`It is given that \(z = ${root}\) is a root of the cubic equation \(z^{3} + pz^{2} + qz ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0\), in which \(p\) and \(q\) are real.`,
      ]),
      parts: [
        part(tex`Find \((${root})^{2}\) and \((${root})^{3}\) in the form \(a + b\mathrm{i}\).`, tex`${cx(...z2)}, \; ${cx(...z3)}`, [
          mark('M1', tex`Squares using \(\mathrm{i}^2 = -1\) and multiplies again by the root`, tex`(${root})^{2} = ${cx(...z2)}`),
          mark('A1', 'Both powers correct', tex`${cx(...z2)}, \; ${cx(...z3)}`, ['a.1']),
        ]),
        part(tex`Using your answers to part (a), find the values of \(p\) and \(q\).`, tex`p = ${p}, \; q = ${q}`, [
          mark('M1', 'Substitutes the root and equates real and imaginary parts to zero', eqs),
          mark('dM1', 'Solves their simultaneous equations, dependent on the previous M1', tex`p = ${p}`, ['b.1']),
          mark('A1', 'Both values correct', tex`p = ${p}, \; q = ${q}`, ['b.1', 'b.2']),
        ]),
        part(
          rng.pick([
            tex`Hence find the other two roots of the equation.`,
            tex`Using your values of \(p\) and \(q\), find the other two roots of the equation.`,
          ]),
          all,
          [
            mark('B1', 'The complex conjugate is a root', cx(a, -b)),
            mark('M1', 'Uses the product of the roots, the sum of the roots or division to find the real root', tex`${n}\gamma = ${-c}`),
            mark('A1', 'Correct real root', tex`z = ${s}`, ['c.2']),
          ],
        ),
      ],
      notes: [
        tex`(b) The two equations are linear in \(p\) and \(q\).`,
        tex`(c) Product of the roots: \(a^{2} + b^{2}\) times the real root equals minus the constant term.`,
      ],
      facts: { a, b, s, p, q, c },
    };
  },
};

export const cp1ComplexEquationRootTemplates: QuestionTemplate[] = [
  cubicUnknownCoefficients,
  realMultiples,
  negativeSquareRoots,
  equateParts,
  squareRoots,
  conjugateEquation,
  conjugateParameter,
  quadraticGivenRoot,
  quadraticRegion,
  quarticGivenRoot,
];
