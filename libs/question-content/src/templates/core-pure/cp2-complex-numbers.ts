import { type Frac, frac, mul } from '../../math/rational.js';
import { exactTex, expTex, principal } from '../../math/angles.js';
import { cpow, type Complex } from '../../math/complex.js';
import { fracTex, ordinal, piTex, poly, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { axes, dot, frame, path, svgDoc } from '../../svg.js';
import { NICE_TWELFTHS, productQuotientTemplate } from './cp1-argand-diagrams.js';
import { bothParts, cp2ComplexExponentialDeMoivreTemplates, mixed } from './cp2-complex-exponential-form-and-de-moivre.js';

const T = 'cp2-complex-numbers';
const cxExact = ([a, b]: Complex) => {
  const [re, im] = [exactTex(a), exactTex(b)];
  if (im === '0') return re;
  const imPart = im === '1' ? '\\mathrm{i}' : im === '-1' ? '-\\mathrm{i}' : `${im}\\mathrm{i}`;
  if (re === '0') return imPart;
  return `${re} ${imPart.startsWith('-') ? '-' : '+'} ${imPart.replace(/^-/, '')}`;
};
const polar = (r: number, t: number): Complex => [r * Math.cos(Math.PI * t), r * Math.sin(Math.PI * t)];

const exponentialForm: QuestionTemplate = {
  id: 'cp2.complex.exponential-form',
  subtopicId: `${T}.exponential-form`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['complex numbers', 'exponential form'],
  build(rng) {
    const theta = frac(rng.pick(NICE_TWELFTHS.filter((k) => Math.abs(k) !== 12)), 12);
    const r = rng.int(2, 12);
    const z = polar(r, theta.n / theta.d);
    const square = principal(frac(2 * theta.n, theta.d));
    const triple = principal(frac(3 * theta.n, theta.d));
    const ratioTex = expTex(String(r), triple);
    return {
      title: 'Working with the exponential form',
      introTex: rng.pick([
        tex`\(z = ${expTex(String(r), theta)}\)`,
        tex`The complex number \(z\) has modulus \(${r}\) and argument \(${piTex(theta)}\).`,
        tex`The point \(P\) on an Argand diagram represents the complex number \(z = ${expTex(String(r), theta)}\).`,
      ]),
      parts: [
        part(
          bothParts(z)
            ? tex`Express \(z\) in the form \(a + b\mathrm{i}\), giving exact values of \(a\) and \(b\).`
            : tex`Find the exact value of \(z\) in Cartesian form.`,
          cxExact(z),
          [
            mark(
              'M1',
              tex`Uses \(r(\cos\theta + \mathrm{i}\sin\theta)\)`,
              tex`${r}\left(\cos\left(${piTex(theta)}\right) + \mathrm{i}\sin\left(${piTex(theta)}\right)\right)`,
            ),
            mark('A1', 'Correct exact values', cxExact(z), ['a.1']),
          ],
        ),
        part(tex`Write down \(z^{*}\) in exponential form.`, expTex(String(r), principal(frac(-theta.n, theta.d))), [
          mark('B1', 'Correct conjugate', expTex(String(r), principal(frac(-theta.n, theta.d)))),
        ]),
        part(
          tex`Find \(z^{2}\) in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(-\pi < \theta \leqslant \pi\), and hence, using your answer to part (b), find \(\dfrac{z^{2}}{z^{*}}\) in the same form.`,
          tex`z^{2} = ${expTex(String(r * r), square)}, \; \frac{z^{2}}{z^{*}} = ${ratioTex}`,
          [
            mark(
              'M1',
              'Squares the modulus and doubles the argument',
              tex`${r * r}\mathrm{e}^{${piTex(frac(2 * theta.n, theta.d))}\mathrm{i}}`,
            ),
            mark('A1', tex`Correct modulus and principal argument of \(z^{2}\)`, expTex(String(r * r), square), ['c.1']),
            mark(
              'M1',
              tex`Divides the moduli and subtracts the arguments of their \(z^{2}\) and \(z^{*}\)`,
              tex`\frac{${r * r}}{${r}} = ${r}, \; ${piTex(frac(2 * theta.n, theta.d))} - \left(${piTex(frac(-theta.n, theta.d))}\right)`,
            ),
            mark('A1', tex`Correct modulus and principal argument of \(\frac{z^{2}}{z^{*}}\)`, ratioTex, ['c.3']),
          ],
        ),
      ],
      notes: [
        '(c) An argument outside the principal range scores A0.',
        '(c) The second M1 follows through their (b) and their square; its A1 needs the argument in the principal range.',
      ],
      facts: { r, theta: theta.n / theta.d, z, square: square.n / square.d, triple: triple.n / triple.d },
    };
  },
};

const productQuotient = productQuotientTemplate('cp2.complex.exp-product-quotient', `${T}.multiplying-and-dividing`, 'exponential');

/**
 * The shared product-and-quotient question with a part that builds on both: a power of the product,
 * and the least power of the quotient that is a positive real number (the quotient's argument is
 * never 0, as the two arguments differ, so that power is at least 2).
 */
const multiplyDivide: QuestionTemplate = {
  ...productQuotient,
  build(rng) {
    const base = productQuotient.build(rng);
    const f = base.facts as { r1: number; r2: number; product: number; quotient: number };
    const m = f.r1 * f.r2 <= 20 ? rng.int(3, 4) : 3;
    const productArg = frac(Math.round(f.product * 12), 12);
    const powerArg = principal(frac(m * productArg.n, productArg.d));
    const modulus = (f.r1 * f.r2) ** m;
    const answer = expTex(String(modulus), powerArg);
    // (z1 / z2)^k is a positive real number when k times the argument (in twelfths of pi) is a multiple of 24.
    const leastPositive = 24 / gcdInt(Math.round(f.quotient * 12), 24);
    const next = String.fromCharCode('a'.charCodeAt(0) + base.parts.length);
    const form = tex`in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\)`;
    return {
      ...base,
      parts: [
        ...base.parts,
        part(
          rng.pick([
            tex`Using your answer to part (a), find \((z_1 z_2)^{${m}}\) ${form}. Using your answer to part (b), find the smallest positive integer \(k\) for which \(\left(\dfrac{z_1}{z_2}\right)^{k}\) is a positive real number.`,
            tex`The point \(P\) on an Argand diagram represents \(\left(\dfrac{z_1}{z_2}\right)^{k}\), where \(k\) is a positive integer. Using your answers to parts (a) and (b), find \((z_1 z_2)^{${m}}\) ${form}, and find the smallest \(k\) for which \(P\) lies on the positive real axis.`,
            tex`Using your answer to part (b), find the smallest positive integer \(k\) for which \(\left(\dfrac{z_1}{z_2}\right)^{k}\) is a positive real number. Using your answer to part (a), find \((z_1 z_2)^{${m}}\) ${form}.`,
          ]),
          tex`(z_1 z_2)^{${m}} = ${answer}, \; k = ${leastPositive}`,
          [
            mark(
              'M1',
              'Raises their modulus to the power and multiplies their argument',
              tex`${f.r1 * f.r2}^{${m}}\mathrm{e}^{${m} \times \left(${piTex(productArg)}\right)\mathrm{i}}`,
            ),
            mark('A1', 'Correct modulus and principal argument', answer, [`${next}.1`]),
            mark(
              'B1ft',
              tex`Smallest \(k\) with \(k\) times the argument of their quotient a multiple of \(2\pi\)`,
              tex`k = ${leastPositive}`,
            ),
          ],
        ),
      ],
      notes: [...base.notes, `(${next}) M1 follows through their product from (a), B1ft their quotient from (b).`],
      facts: { ...base.facts, m, power: powerArg.n / powerArg.d, powerModulus: modulus, leastPositive },
    };
  },
};

const BASES: { z: Complex; tex: string; mod: string; modSq: number; arg: ReturnType<typeof frac> }[] = [
  { z: [1, 1], tex: '1 + \\mathrm{i}', mod: '\\sqrt{2}', modSq: 2, arg: frac(1, 4) },
  { z: [1, -1], tex: '1 - \\mathrm{i}', mod: '\\sqrt{2}', modSq: 2, arg: frac(-1, 4) },
  { z: [-1, 1], tex: '-1 + \\mathrm{i}', mod: '\\sqrt{2}', modSq: 2, arg: frac(3, 4) },
  { z: [-1, -1], tex: '-1 - \\mathrm{i}', mod: '\\sqrt{2}', modSq: 2, arg: frac(-3, 4) },
  { z: [1, Math.sqrt(3)], tex: '1 + \\sqrt{3}\\,\\mathrm{i}', mod: '2', modSq: 4, arg: frac(1, 3) },
  { z: [1, -Math.sqrt(3)], tex: '1 - \\sqrt{3}\\,\\mathrm{i}', mod: '2', modSq: 4, arg: frac(-1, 3) },
  { z: [Math.sqrt(3), 1], tex: '\\sqrt{3} + \\mathrm{i}', mod: '2', modSq: 4, arg: frac(1, 6) },
  { z: [Math.sqrt(3), -1], tex: '\\sqrt{3} - \\mathrm{i}', mod: '2', modSq: 4, arg: frac(-1, 6) },
  { z: [-1, Math.sqrt(3)], tex: '-1 + \\sqrt{3}\\,\\mathrm{i}', mod: '2', modSq: 4, arg: frac(2, 3) },
  { z: [-Math.sqrt(3), 1], tex: '-\\sqrt{3} + \\mathrm{i}', mod: '2', modSq: 4, arg: frac(5, 6) },
];

const gcdInt = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdInt(b, a % b));

const deMoivre: QuestionTemplate = {
  id: 'cp2.complex.de-moivre-power',
  subtopicId: `${T}.de-moivres-theorem`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ["de Moivre's theorem", 'powers of complex numbers'],
  build(rng) {
    const base = rng.pick(BASES);
    const period = (2 * base.arg.d) / gcdInt(base.arg.n, 2 * base.arg.d);
    const n = rng.pick(Array.from({ length: 11 }, (_, i) => i + 5).filter((v) => v !== period));
    const result = cpow(base.z, n);
    const nArg = principal(frac(n * base.arg.n, base.arg.d));
    const m = (2 * base.arg.d) / gcdInt(base.arg.n, 2 * base.arg.d);
    const realValue = Math.round(Math.sqrt(base.modSq) ** m);
    return {
      title: "Powers using de Moivre's theorem",
      introTex: rng.pick([
        tex`\(w = ${base.tex}\)`,
        tex`The complex number \(w\) is given by \(w = ${base.tex}\).`,
        tex`The point \(W\) on an Argand diagram represents the complex number \(w = ${base.tex}\).`,
      ]),
      parts: [
        part(tex`Find the modulus and the argument of \(w\).`, tex`|w| = ${base.mod}, \; \arg w = ${piTex(base.arg)}`, [
          mark('B1', 'Correct modulus', tex`|w| = ${base.mod}`),
          mark('B1', 'Correct argument', tex`\arg w = ${piTex(base.arg)}`),
        ]),
        part(
          bothParts(result)
            ? tex`Use de Moivre's theorem to find \(w^{${n}}\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are exact.`
            : tex`Use de Moivre's theorem to find the exact value of \(w^{${n}}\).`,
          cxExact(result),
          [
            mark(
              'M1',
              "Applies de Moivre's theorem with their modulus and argument",
              tex`\left(${base.mod}\right)^{${n}}\left(\cos\left(${piTex(frac(n * base.arg.n, base.arg.d))}\right) + \mathrm{i}\sin\left(${piTex(frac(n * base.arg.n, base.arg.d))}\right)\right)`,
            ),
            mark('A1', 'Correct exact answer', cxExact(result), ['b.1']),
          ],
        ),
        part(
          tex`Using your answer to part (a), find the smallest positive integer \(m\) for which \(w^{m}\) is a positive real number, and state the value of \(w^{m}\) for this \(m\).`,
          tex`m = ${m}, \; w^{${m}} = ${realValue}`,
          [
            mark(
              'M1',
              tex`Sets \(m\) times their argument equal to a multiple of \(2\pi\)`,
              tex`m \times \left(${piTex(base.arg)}\right) = 2k\pi`,
            ),
            mark('A1', tex`Correct smallest \(m\)`, tex`m = ${m}`, ['c.1']),
            mark('A1', 'Correct value of the power', tex`w^{${m}} = ${realValue}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Repeated multiplication is not using the theorem: M0 A0.',
        tex`Principal argument of the power is \(${piTex(nArg)}\).`,
        tex`(c) A multiple of \(2\pi\) other than the smallest positive one scores M1 A0 A0.`,
      ],
      facts: { base: base.z, n, result, m, realValue },
    };
  },
};

/** Chebyshev polynomial coefficients of cos(n theta) in cos theta, highest power first. */
function chebyshev(n: number): number[] {
  let [prev, cur] = [[1], [1, 0]];
  for (let k = 1; k < n; k++) {
    const next = [...cur.map((c) => 2 * c), 0];
    const padded = [0, 0, ...prev];
    [prev, cur] = [cur, next.map((c, i) => c - padded[i])];
  }
  return cur;
}

const COS_VALUES: [number, number][] = [
  [1, 3],
  [1, 4],
  [2, 3],
  [3, 4],
  [1, 5],
  [2, 5],
  [3, 5],
  [4, 5],
  [1, 6],
  [5, 6],
  [1, 7],
  [2, 7],
  [3, 7],
  [4, 7],
  [5, 7],
  [6, 7],
  [1, 8],
  [3, 8],
  [5, 8],
  [7, 8],
  [2, 9],
  [4, 9],
];

const trigIdentities: QuestionTemplate = {
  id: 'cp2.complex.multiple-angle',
  subtopicId: `${T}.trigonometric-identities`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ["de Moivre's theorem", 'multiple angles', 'trigonometric identities'],
  build(rng) {
    const n = rng.pick([3, 4, 5, 6]);
    const coeffs = chebyshev(n);
    const [p, q] = rng.pick(COS_VALUES);
    const exact = frac(
      coeffs.reduce((s, c, i) => s + c * p ** (n - i) * q ** i, 0),
      q ** n,
    );
    const deduced = n % 2 === 0 ? exact : frac(-exact.n, exact.d);
    const identity = tex`\cos ${n}\theta = ${poly(coeffs, '\\cos\\theta').replace(/\\cos\\theta\^\{(\d)\}/g, '\\cos^{$1}\\theta')}`;
    return {
      title: 'A multiple-angle identity from de Moivre',
      parts: [
        part(
          rng.pick([
            tex`Use de Moivre's theorem to show that \(${identity}\).`,
            tex`By considering \((\cos\theta + \mathrm{i}\sin\theta)^{${n}}\), show that \(${identity}\).`,
            tex`Express \(\cos ${n}\theta\) as a polynomial in \(\cos\theta\), showing that \(${identity}\).`,
          ]),
          identity,
          [
            mark(
              'M1',
              tex`Uses de Moivre and expands \((\cos\theta + \mathrm{i}\sin\theta)^{${n}}\) with the binomial theorem`,
              tex`(\cos\theta + \mathrm{i}\sin\theta)^{${n}} = \cos ${n}\theta + \mathrm{i}\sin ${n}\theta`,
            ),
            mark(
              'M1',
              tex`Equates real parts and replaces \(\sin^{2}\theta\) by \(1 - \cos^{2}\theta\)`,
              tex`\sin^{2}\theta = 1 - \cos^{2}\theta`,
            ),
            mark('A1*', 'Correct completion to the printed identity, cso', identity, ['a.1', 'a.2']),
          ],
        ),
        part(tex`Hence find the exact value of \(\cos ${n}\theta\) when \(\cos\theta = \frac{${p}}{${q}}\).`, fracTex(exact), [
          mark('M1', 'Substitutes into the identity', tex`${poly(coeffs, `\\left(\\frac{${p}}{${q}}\\right)`)}`),
          mark('A1', 'Correct exact value', fracTex(exact), ['b.1']),
        ]),
        part(
          rng.pick([
            tex`Deduce the exact value of \(\cos ${n}\phi\), where \(\phi = \pi - \theta\) and \(\theta\) is the angle in part (b).`,
            tex`The angle \(\phi\) is obtuse and \(\cos\phi = -\frac{${p}}{${q}}\). Using your answer to part (b), deduce the exact value of \(\cos ${n}\phi\).`,
          ]),
          fracTex(deduced),
          [
            mark(
              'M1',
              tex`Uses \(\cos(\pi - \theta) = -\cos\theta\) in the identity, or \(\cos ${n}(\pi - \theta) = ${n % 2 ? '-' : ''}\cos ${n}\theta\)`,
              tex`\cos\phi = -\frac{${p}}{${q}}`,
            ),
            mark('A1ft', 'Correct value, ft their answer to (b)', fracTex(deduced), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) A1* needs the imaginary terms discarded explicitly and no errors.',
        `(c) A1ft: their (b)${n % 2 ? ' with the sign changed' : ', the same value'}.`,
      ],
      facts: { n, coeffs, p, q, exact: exact.n / exact.d, deduced: deduced.n / deduced.d },
    };
  },
};

const SUM_ANGLES: [number, string][] = [
  [1 / 2, '\\frac{\\pi}{2}'],
  [1 / 3, '\\frac{\\pi}{3}'],
  [2 / 3, '\\frac{2\\pi}{3}'],
  [-1 / 2, '-\\frac{\\pi}{2}'],
  [-1 / 3, '-\\frac{\\pi}{3}'],
  [-2 / 3, '-\\frac{2\\pi}{3}'],
];

const sumsOfSeries: QuestionTemplate = {
  id: 'cp2.complex.binomial-cosine-sum',
  subtopicId: `${T}.sums-of-series`,
  difficulty: 5,
  frequency: 'rare',
  tags: ['complex numbers', 'series', 'exponential form'],
  build(rng) {
    let n: number;
    let angle: [number, string];
    let value: number;
    let sValue: number;
    do {
      n = rng.int(4, 20);
      angle = rng.pick(SUM_ANGLES);
      const t = angle[0] * Math.PI;
      const common = 2 ** n * Math.cos(t / 2) ** n;
      value = common * Math.cos((n * t) / 2);
      sValue = common * Math.sin((n * t) / 2);
    } while (Math.abs(value) < 1e-9 || Math.abs(sValue) < 1e-9);
    const C = tex`C = \sum_{r=0}^{${n}} \binom{${n}}{r}\cos r\theta`;
    const result = tex`C = 2^{${n}}\cos^{${n}}\left(\frac{\theta}{2}\right)\cos\left(\frac{${n}\theta}{2}\right)`;
    const sResult = tex`S = 2^{${n}}\cos^{${n}}\left(\frac{\theta}{2}\right)\sin\left(\frac{${n}\theta}{2}\right)`;
    return {
      title: 'Summing a binomial series of cosines',
      introTex: tex`\(${C}\) and \(S = \sum_{r=0}^{${n}} \binom{${n}}{r}\sin r\theta\).`,
      parts: [
        part(
          tex`Show that \(C + \mathrm{i}S = \left(1 + \mathrm{e}^{\mathrm{i}\theta}\right)^{${n}}\).`,
          tex`C + \mathrm{i}S = \left(1 + \mathrm{e}^{\mathrm{i}\theta}\right)^{${n}}`,
          [
            mark(
              'B1',
              'Combines into a binomial expansion of exponentials',
              tex`\sum_{r=0}^{${n}} \binom{${n}}{r}\mathrm{e}^{\mathrm{i}r\theta} = \left(1 + \mathrm{e}^{\mathrm{i}\theta}\right)^{${n}}`,
            ),
          ],
        ),
        part(tex`Hence show that \(${result}\).`, result, [
          mark(
            'M1',
            tex`Takes out the factor \(\mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\)`,
            tex`1 + \mathrm{e}^{\mathrm{i}\theta} = \mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\left(\mathrm{e}^{-\frac{\mathrm{i}\theta}{2}} + \mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\right) = 2\cos\left(\frac{\theta}{2}\right)\mathrm{e}^{\frac{\mathrm{i}\theta}{2}}`,
          ),
          mark(
            'A1',
            'Raises to the power and uses de Moivre',
            tex`2^{${n}}\cos^{${n}}\left(\frac{\theta}{2}\right)\mathrm{e}^{\frac{${n}\mathrm{i}\theta}{2}}`,
            ['b.1'],
          ),
          mark('A1*', 'Takes real parts to reach the printed result, cso', result, ['b.1']),
        ]),
        part(tex`Find the exact value of \(C\) when \(\theta = ${angle[1]}\).`, exactTex(value), [
          mark(
            'M1',
            'Substitutes into the result',
            tex`2^{${n}}\cos^{${n}}\left(${piTex(frac(Math.round(angle[0] * 6), 12))}\right)\cos\left(${piTex(frac(Math.round(n * angle[0] * 6), 12))}\right)`,
          ),
          mark('A1', 'Correct exact value', exactTex(value), ['c.1']),
        ]),
        part(tex`Using your working in part (b), find the exact value of \(S\) for the same value of \(\theta\).`, exactTex(sValue), [
          mark('M1', 'Takes imaginary parts of their expression and substitutes', sResult),
          mark('A1', 'Correct exact value', exactTex(sValue), ['d.1']),
        ]),
      ],
      notes: [tex`(b) A1* needs the real part identified with \(C\) explicitly.`, '(d) M1 follows through their expression from (b).'],
      facts: { n, theta: angle[0], value, sValue },
    };
  },
};

function nthRootArgs(n: number, phi: { n: number; d: number }) {
  return Array.from({ length: n }, (_, j) => principal(frac(phi.n + 2 * j * phi.d, n * phi.d))).sort((a, b) => a.n / a.d - b.n / b.d);
}

const PHIS = [
  frac(1, 2),
  frac(-1, 2),
  frac(1),
  frac(1, 3),
  frac(-1, 3),
  frac(2, 3),
  frac(-2, 3),
  frac(1, 4),
  frac(-1, 4),
  frac(3, 4),
  frac(-3, 4),
  frac(1, 6),
  frac(-1, 6),
  frac(5, 6),
  frac(-5, 6),
];
/** Side of a regular n-gon inscribed in a circle of radius r is 2r sin(pi/n): r times this surd. */
const SIDE: Record<number, string> = { 3: '\\sqrt{3}', 4: '\\sqrt{2}', 6: '' };
/** Distance from the centre to the midpoint of a side, r cos(pi/n), as r/2 times this surd. */
const APOTHEM: Record<number, string> = { 3: '', 4: '\\sqrt{2}', 6: '\\sqrt{3}' };

const nthRoots: QuestionTemplate = {
  id: 'cp2.complex.nth-roots',
  subtopicId: `${T}.nth-roots`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'nth roots', 'exponential form'],
  build(rng) {
    const [n, r] = [rng.pick([3, 4, 6]), rng.int(1, 4)];
    const phi = rng.pick(PHIS);
    const args = nthRootArgs(n, phi);
    const roots = args.map((a) => expTex(String(r), a)).join(', \\; ');
    const side = terms([[r, SIDE[n]]]);
    const productArg = principal(args.reduce((t, a) => frac(t.n * a.d + a.n * t.d, t.d * a.d), frac(0)));
    const productTex = expTex(String(r ** n), productArg);
    return {
      title: 'Roots of a complex number',
      parts: [
        part(
          rng.pick([
            tex`Solve the equation \(z^{${n}} = ${expTex(String(r ** n), phi)}\), giving your answers in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
            tex`Find the ${ordinal(n)} roots of the complex number \(${expTex(String(r ** n), phi)}\), giving each in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
            tex`A complex number \(z\) satisfies \(z^{${n}} = ${expTex(String(r ** n), phi)}\). Find every possible value of \(z\) in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
          ]),
          roots,
          [
            mark(
              'M1',
              tex`Takes the ${ordinal(n)} root of the modulus and divides the argument plus multiples of \(2\pi\) by \(${n}\)`,
              tex`z = ${r === 1 ? '' : r}\mathrm{e}^{\frac{(${piTex(phi)} + 2k\pi)\mathrm{i}}{${n}}}`,
            ),
            mark('A1', 'One correct root', expTex(String(r), args[0]), ['a.1']),
            mark('A1', 'All roots correct in the required range', roots, ['a.1']),
          ],
        ),
        part(
          tex`The roots are represented by points on an Argand diagram. Using your answers to part (a), find the exact distance between two adjacent points.`,
          side,
          [
            mark(
              'M1',
              tex`Uses the angle \(${piTex(frac(2, n))}\) between adjacent roots with the cosine rule or \(2r\sin\left(${piTex(frac(1, n))}\right)\)`,
              tex`d^{2} = ${r * r} + ${r * r} - 2(${r * r})\cos\left(${piTex(frac(2, n))}\right)`,
            ),
            mark('A1', 'Correct exact distance', side, ['b.1']),
          ],
        ),
        part(
          tex`Using your answers to part (a), find the product of the roots, giving your answer in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(-\pi < \theta \leqslant \pi\).`,
          productTex,
          [
            mark(
              'M1',
              'Multiplies the moduli and adds the arguments of their roots',
              tex`${r}^{${n}}\mathrm{e}^{\mathrm{i}\left(${args
                .map((a) => piTex(a))
                .join(' + ')
                .replace(/\+ -/g, '- ')}\right)}`,
            ),
            mark('A1', 'Correct product with principal argument', productTex, ['c.1']),
          ],
        ),
      ],
      notes: [
        'Roots outside the principal range: final A0.',
        '(b) M1 follows through their modulus from (a).',
        '(c) M1: adds their arguments (or uses the constant term of the polynomial).',
      ],
      facts: {
        n,
        r,
        phi: phi.n / phi.d,
        args: args.map((a) => a.n / a.d),
        side: r * 2 * Math.sin(Math.PI / n),
        product: productArg.n / productArg.d,
        productModulus: r ** n,
      },
    };
  },
};

/** Area of a regular n-gon inscribed in a unit circle, (n/2) sin(2 pi / n), as coefficient times surd. */
const POLYGON_AREA: Record<number, [Frac, string]> = { 3: [frac(3, 4), '\\sqrt{3}'], 4: [frac(2), ''], 6: [frac(3, 2), '\\sqrt{3}'] };

const geometric: QuestionTemplate = {
  id: 'cp2.complex.roots-polygon-area',
  subtopicId: `${T}.geometric-problems`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['complex numbers', 'nth roots', 'regular polygon', 'area'],
  build(rng) {
    const [n, r] = [rng.pick([3, 4, 6]), rng.int(2, 5)];
    const phi = rng.pick(PHIS);
    const [coefficient, root] = POLYGON_AREA[n];
    const area = terms([[mul(coefficient, r * r), root]]);
    const perimeter = terms([[n * r, SIDE[n]]]);
    const apothem = terms([[frac(r, 2), APOTHEM[n]]]);
    const points = nthRootArgs(n, phi).map((a) => polar(r, a.n / a.d));
    const lim = r + 1;
    const f = frame(-lim, lim, -lim, lim, 240);
    return {
      title: 'Area of the polygon formed by the roots of a complex number',
      introTex: rng.pick([
        tex`The points representing the roots of \(z^{${n}} = ${expTex(String(r ** n), phi)}\) are the vertices of a polygon \(P\) on an Argand diagram.`,
        tex`The ${n} solutions of the equation \(z^{${n}} = ${expTex(String(r ** n), phi)}\) are plotted on an Argand diagram and joined in order to form a polygon \(P\).`,
        tex`A regular polygon \(P\) is drawn on an Argand diagram with its vertices at the points representing the roots of \(z^{${n}} = ${expTex(String(r ** n), phi)}\).`,
      ]),
      parts: [
        part(tex`Write down the modulus of each root, and hence find the exact area of \(P\).`, tex`${r}, \; ${area}`, [
          mark('B1', 'Correct modulus', String(r)),
          mark(
            'M1',
            tex`Splits \(P\) into \(${n}\) congruent triangles with apex \(O\) and uses \(\frac{1}{2}r^{2}\sin\left(${piTex(frac(2, n))}\right)\)`,
            tex`${n} \times \frac{1}{2}(${r})^{2}\sin\left(${piTex(frac(2, n))}\right)`,
          ),
          mark('A1', 'Correct exact area', area, ['a.2']),
        ]),
        part(tex`Using your modulus from part (a), find the exact perimeter of \(P\).`, perimeter, [
          mark(
            'M1',
            tex`Finds one side using the cosine rule or \(2r\sin\left(${piTex(frac(1, n))}\right)\) with their modulus`,
            tex`${r}^{2} + ${r}^{2} - 2(${r})(${r})\cos\left(${piTex(frac(2, n))}\right)`,
          ),
          mark('A1', 'Correct exact perimeter', perimeter, ['b.1']),
        ]),
        part(tex`Find the exact distance from the origin to the midpoint of a side of \(P\).`, apothem, [
          mark(
            'M1',
            tex`Uses \(r\cos\left(${piTex(frac(1, n))}\right)\), or Pythagoras with half their side`,
            tex`${r}\cos\left(${piTex(frac(1, n))}\right)`,
          ),
          mark('A1', 'Correct exact distance', apothem, ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) M1: needs the angle between adjacent roots, \(${piTex(frac(2, n))}\).`,
        '(a) M1 and (b) M1 follow through their modulus.',
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'Regular polygon of roots',
          description: `Argand diagram showing the ${n} roots as the vertices of a regular polygon on a circle of radius ${r} centred at the origin.`,
          svg: svgDoc(f, [axes(f, -lim, lim, -lim, lim, 'Re', 'Im'), path(f, points, true), ...points.map(([x, y]) => dot(f, x, y))]),
        },
      ],
      facts: {
        n,
        r,
        areaTex: area,
        area: (coefficient.n / coefficient.d) * r * r * Math.sqrt(Number(root.replace(/\D/g, '') || 1)),
        points,
        perimeter: n * r * 2 * Math.sin(Math.PI / n),
        apothem: r * Math.cos(Math.PI / n),
      },
    };
  },
};

export const cp2ComplexBaseTemplates = [exponentialForm, multiplyDivide, deMoivre, trigIdentities, sumsOfSeries, nthRoots, geometric].map(
  mixed,
);
export const cp2ComplexTemplates = [...cp2ComplexBaseTemplates, ...cp2ComplexExponentialDeMoivreTemplates];
