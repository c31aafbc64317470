import { type Frac, frac, mul } from '../../math/rational.js';
import { exactTex, expTex, principal } from '../../math/angles.js';
import { cpow, type Complex } from '../../math/complex.js';
import { fracTex, piTex, poly, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { axes, dot, frame, path, svgDoc } from '../../svg.js';
import { NICE_TWELFTHS, productQuotientTemplate } from './cp1-argand-diagrams.js';

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
    const r = rng.int(2, 6);
    const theta = frac(rng.pick(NICE_TWELFTHS), 12);
    const z = polar(r, theta.n / theta.d);
    const square = principal(frac(2 * theta.n, theta.d));
    return {
      title: 'Working with the exponential form',
      introTex: tex`\(z = ${expTex(String(r), theta)}\)`,
      parts: [
        part(tex`Express \(z\) in the form \(a + b\mathrm{i}\), giving exact values of \(a\) and \(b\).`, cxExact(z), [
          mark('M1', 'Uses r(cos theta + i sin theta)', tex`${r}\left(\cos\left(${piTex(theta)}\right) + \mathrm{i}\sin\left(${piTex(theta)}\right)\right)`),
          mark('A1', 'Correct exact values', cxExact(z), ['a.1']),
        ]),
        part(tex`Write down \(z^{*}\) in exponential form.`, expTex(String(r), principal(frac(-theta.n, theta.d))), [mark('B1', 'Correct conjugate', expTex(String(r), principal(frac(-theta.n, theta.d))))]),
        part(tex`Find \(z^{2}\) in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(-\pi < \theta \leqslant \pi\).`, expTex(String(r * r), square), [mark('B1', 'Correct modulus and principal argument', expTex(String(r * r), square))]),
      ],
      notes: ['(c) Argument outside the principal range scores B0.'],
      facts: { r, theta: theta.n / theta.d, z, square: square.n / square.d },
    };
  },
};

const multiplyDivide = productQuotientTemplate('cp2.complex.exp-product-quotient', `${T}.multiplying-and-dividing`, 'exponential');

const BASES: { z: Complex; tex: string; mod: string; arg: ReturnType<typeof frac> }[] = [
  { z: [1, 1], tex: '1 + \\mathrm{i}', mod: '\\sqrt{2}', arg: frac(1, 4) },
  { z: [1, -1], tex: '1 - \\mathrm{i}', mod: '\\sqrt{2}', arg: frac(-1, 4) },
  { z: [1, Math.sqrt(3)], tex: '1 + \\sqrt{3}\\,\\mathrm{i}', mod: '2', arg: frac(1, 3) },
  { z: [Math.sqrt(3), 1], tex: '\\sqrt{3} + \\mathrm{i}', mod: '2', arg: frac(1, 6) },
  { z: [-1, Math.sqrt(3)], tex: '-1 + \\sqrt{3}\\,\\mathrm{i}', mod: '2', arg: frac(2, 3) },
];

const deMoivre: QuestionTemplate = {
  id: 'cp2.complex.de-moivre-power',
  subtopicId: `${T}.de-moivres-theorem`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ["de Moivre's theorem", 'powers of complex numbers'],
  build(rng) {
    const base = rng.pick(BASES);
    const n = rng.int(5, 10);
    const result = cpow(base.z, n);
    const nArg = principal(frac(n * base.arg.n, base.arg.d));
    return {
      title: "Powers using de Moivre's theorem",
      introTex: tex`\(w = ${base.tex}\)`,
      parts: [
        part(tex`Find the modulus and the argument of \(w\).`, tex`|w| = ${base.mod}, \; \arg w = ${piTex(base.arg)}`, [
          mark('B1', 'Correct modulus', tex`|w| = ${base.mod}`),
          mark('B1', 'Correct argument', tex`\arg w = ${piTex(base.arg)}`),
        ]),
        part(tex`Use de Moivre's theorem to find \(w^{${n}}\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are exact.`, cxExact(result), [
          mark('M1', "Applies de Moivre's theorem with their modulus and argument", tex`\left(${base.mod}\right)^{${n}}\left(\cos\left(${piTex(frac(n * base.arg.n, base.arg.d))}\right) + \mathrm{i}\sin\left(${piTex(frac(n * base.arg.n, base.arg.d))}\right)\right)`),
          mark('A1', 'Correct exact answer', cxExact(result), ['b.1']),
        ]),
      ],
      notes: ['(b) Repeated multiplication is not using the theorem: M0 A0.', `Principal argument of the power is ${nArg.n}pi/${nArg.d}.`],
      facts: { base: base.z, n, result },
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

const trigIdentities: QuestionTemplate = {
  id: 'cp2.complex.multiple-angle',
  subtopicId: `${T}.trigonometric-identities`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ["de Moivre's theorem", 'multiple angles', 'trigonometric identities'],
  build(rng) {
    const n = rng.pick([3, 4, 5]);
    const coeffs = chebyshev(n);
    const [p, q] = rng.pick([[1, 3], [1, 4], [2, 3], [3, 4], [1, 5], [2, 5]]);
    const exact = frac(coeffs.reduce((s, c, i) => s + c * p ** (n - i) * q ** i, 0), q ** n);
    const identity = tex`\cos ${n}\theta = ${poly(coeffs, '\\cos\\theta').replace(/\\cos\\theta\^\{(\d)\}/g, '\\cos^{$1}\\theta')}`;
    return {
      title: 'A multiple-angle identity from de Moivre',
      parts: [
        part(tex`Use de Moivre's theorem to show that \(${identity}\).`, identity, [
          mark('M1', "Uses de Moivre and expands (cos theta + i sin theta)^n with the binomial theorem", tex`(\cos\theta + \mathrm{i}\sin\theta)^{${n}} = \cos ${n}\theta + \mathrm{i}\sin ${n}\theta`),
          mark('M1', 'Equates real parts and replaces sin^2 by 1 - cos^2', tex`\sin^{2}\theta = 1 - \cos^{2}\theta`),
          mark('A1*', 'Correct completion to the printed identity, cso', identity, ['a.1', 'a.2']),
        ]),
        part(tex`Hence find the exact value of \(\cos ${n}\theta\) when \(\cos\theta = \frac{${p}}{${q}}\).`, fracTex(exact), [
          mark('M1', 'Substitutes into the identity', tex`${poly(coeffs, `\\left(\\frac{${p}}{${q}}\\right)`)}`),
          mark('A1', 'Correct exact value', fracTex(exact), ['b.1']),
        ]),
      ],
      notes: ['(a) A1* needs the imaginary terms discarded explicitly and no errors.'],
      facts: { n, coeffs, p, q, exact: exact.n / exact.d },
    };
  },
};

const sumsOfSeries: QuestionTemplate = {
  id: 'cp2.complex.binomial-cosine-sum',
  subtopicId: `${T}.sums-of-series`,
  difficulty: 5,
  frequency: 'rare',
  tags: ['complex numbers', 'series', 'exponential form'],
  build(rng) {
    const n = rng.int(4, 9);
    const value = Math.round(2 ** (n / 2) * Math.cos((n * Math.PI) / 4));
    const C = tex`C = \sum_{r=0}^{${n}} \binom{${n}}{r}\cos r\theta`;
    const result = tex`C = 2^{${n}}\cos^{${n}}\left(\frac{\theta}{2}\right)\cos\left(\frac{${n}\theta}{2}\right)`;
    return {
      title: 'Summing a binomial series of cosines',
      introTex: tex`\(${C}\) and \(S = \sum_{r=0}^{${n}} \binom{${n}}{r}\sin r\theta\).`,
      parts: [
        part(tex`Show that \(C + \mathrm{i}S = \left(1 + \mathrm{e}^{\mathrm{i}\theta}\right)^{${n}}\).`, tex`C + \mathrm{i}S = \left(1 + \mathrm{e}^{\mathrm{i}\theta}\right)^{${n}}`, [
          mark('B1', 'Combines into a binomial expansion of exponentials', tex`\sum_{r=0}^{${n}} \binom{${n}}{r}\mathrm{e}^{\mathrm{i}r\theta} = \left(1 + \mathrm{e}^{\mathrm{i}\theta}\right)^{${n}}`),
        ]),
        part(tex`Hence show that \(${result}\).`, result, [
          mark('M1', 'Takes out the factor e^{i theta/2}', tex`1 + \mathrm{e}^{\mathrm{i}\theta} = \mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\left(\mathrm{e}^{-\frac{\mathrm{i}\theta}{2}} + \mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\right) = 2\cos\left(\frac{\theta}{2}\right)\mathrm{e}^{\frac{\mathrm{i}\theta}{2}}`),
          mark('A1', 'Raises to the power and uses de Moivre', tex`2^{${n}}\cos^{${n}}\left(\frac{\theta}{2}\right)\mathrm{e}^{\frac{${n}\mathrm{i}\theta}{2}}`, ['b.1']),
          mark('A1*', 'Takes real parts to reach the printed result, cso', result, ['b.2']),
        ]),
        part(tex`Find the exact value of \(C\) when \(\theta = \frac{\pi}{2}\).`, String(value), [
          mark('M1', 'Substitutes into the result', tex`2^{${n}}\left(\frac{\sqrt{2}}{2}\right)^{${n}}\cos\left(\frac{${n}\pi}{4}\right)`),
          mark('A1', 'Correct exact value', String(value), ['c.1']),
        ]),
      ],
      notes: ['(b) A1* needs the real part identified with C explicitly.'],
      facts: { n, value },
    };
  },
};

function nthRootArgs(n: number, phi: { n: number; d: number }) {
  return Array.from({ length: n }, (_, j) => principal(frac(phi.n + 2 * j * phi.d, n * phi.d))).sort((a, b) => a.n / a.d - b.n / b.d);
}

const nthRoots: QuestionTemplate = {
  id: 'cp2.complex.nth-roots',
  subtopicId: `${T}.nth-roots`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'nth roots', 'exponential form'],
  build(rng) {
    const [n, r] = [rng.pick([3, 4, 5, 6]), rng.int(1, 3)];
    const phi = frac(rng.pick([1, 2, -1, -2, 3]), rng.pick([2, 3, 4]));
    const args = nthRootArgs(n, phi);
    const roots = args.map((a) => expTex(String(r), a)).join(', \\; ');
    return {
      title: 'Roots of a complex number',
      parts: [
        part(tex`Solve the equation \(z^{${n}} = ${expTex(String(r ** n), phi)}\), giving your answers in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`, roots, [
          mark('M1', 'Takes the nth root of the modulus and divides the argument plus multiples of 2 pi by n', tex`z = ${r === 1 ? '' : r}\mathrm{e}^{\frac{(${piTex(phi)} + 2k\pi)\mathrm{i}}{${n}}}`),
          mark('A1', 'One correct root', expTex(String(r), args[0]), ['a.1']),
          mark('A1', 'All roots correct in the required range', roots, ['a.1']),
        ]),
      ],
      notes: ['Roots outside the principal range: final A0.'],
      facts: { n, r, phi: phi.n / phi.d, args: args.map((a) => a.n / a.d) },
    };
  },
};

/** Area of a regular n-gon inscribed in a unit circle, (n/2) sin(2 pi / n), as coefficient times surd. */
const POLYGON_AREA: Record<number, [Frac, string]> = { 3: [frac(3, 4), '\\sqrt{3}'], 4: [frac(2), ''], 6: [frac(3, 2), '\\sqrt{3}'], 8: [frac(2), '\\sqrt{2}'] };

const geometric: QuestionTemplate = {
  id: 'cp2.complex.roots-polygon-area',
  subtopicId: `${T}.geometric-problems`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['complex numbers', 'nth roots', 'regular polygon', 'area'],
  build(rng) {
    const [n, r] = [rng.pick([3, 4, 6, 8]), rng.int(2, 3)];
    const phi = frac(rng.pick([1, -1, 2]), rng.pick([2, 3]));
    const [coefficient, root] = POLYGON_AREA[n];
    const area = terms([[mul(coefficient, r * r), root]]);
    const points = nthRootArgs(n, phi).map((a) => polar(r, a.n / a.d));
    const lim = r + 1;
    const f = frame(-lim, lim, -lim, lim, 240);
    return {
      title: 'Area of the polygon formed by the roots of a complex number',
      introTex: tex`The points representing the roots of \(z^{${n}} = ${expTex(String(r ** n), phi)}\) are the vertices of a polygon \(P\) on an Argand diagram.`,
      parts: [
        part(tex`Write down the modulus of each root.`, String(r), [mark('B1', 'Correct modulus', String(r))]),
        part(tex`Find the exact area of \(P\).`, area, [
          mark('M1', 'Splits P into n congruent triangles with apex O and uses (1/2) r^2 sin(2 pi / n)', tex`${n} \times \frac{1}{2}(${r})^{2}\sin\left(${piTex(frac(2, n))}\right)`),
          mark('A1', 'Correct exact area', area, ['b.1']),
        ]),
      ],
      notes: ['(b) M1: needs the angle between adjacent roots, 2 pi / n.'],
      diagrams: [{
        title: 'Regular polygon of roots',
        description: `Argand diagram showing a regular ${n}-sided polygon whose vertices lie on a circle of radius ${r} centred at the origin.`,
        svg: svgDoc(f, [axes(f, -lim, lim, -lim, lim, 'Re', 'Im'), path(f, points, true), ...points.map(([x, y]) => dot(f, x, y))]),
      }],
      facts: { n, r, areaTex: area, area: (coefficient.n / coefficient.d) * r * r * Math.sqrt(Number(root.replace(/\D/g, '') || 1)), points },
    };
  },
};

export const cp2ComplexTemplates = [exponentialForm, multiplyDivide, deMoivre, trigIdentities, sumsOfSeries, nthRoots, geometric];
