/**
 * Book 2 chapter 1 templates beyond cp2-complex-numbers.ts's one per section: exponential form, transformations, de Moivre,
 * identities, series, roots and geometry. Spread into cp2ComplexTemplates.
 */
import { type Frac, add, frac, mul } from '../../math/rational.js';
import { expTex, principal } from '../../math/angles.js';
import { type Complex, cmul, cpow } from '../../math/complex.js';
import { cx, fracTex, ordinal, piTex, poly, surd, terms, tex } from '../../math/tex.js';
import { reseeded } from '../../random.js';
import { mark, part, type QuestionDraft, type QuestionTemplate } from '../../template.js';

const T = 'cp2-complex-numbers';
const I = '\\mathrm{i}';

/** Each cp2 template reseeds (see `reseeded`), so neighbouring variants differ, and prints half-angles simply. */
export const mixed = (template: QuestionTemplate): QuestionTemplate => ({
  ...template,
  build: (rng) => tidy(template.build(reseeded(rng, `${template.id}${SALT[template.id] ?? ''}`))),
});

/** `\frac{6\theta}{2}` printed as `3\theta` (and with an i): half-angles with an even multiple are simplified. */
export const halve = (text: string): string =>
  text.replace(/\\frac\{(\d+)((?:\\mathrm\{i\})?\\theta)\}\{2\}/g, (whole, n: string, rest: string) =>
    Number(n) % 2 ? whole : `${Number(n) / 2 === 1 ? '' : Number(n) / 2}${rest}`,
  );

function tidy<D extends QuestionDraft>(draft: D): D {
  return {
    ...draft,
    ...(draft.introTex ? { introTex: halve(draft.introTex) } : {}),
    parts: draft.parts.map((p) => ({
      ...p,
      stemTex: halve(p.stemTex),
      answerTex: halve(p.answerTex),
      marks: p.marks.map((m) => ({ ...m, requirement: halve(m.requirement), expected: halve(m.expected) })),
    })),
  };
}
/** Reseeding salts chosen so that a template's six published variants are six different questions. */
const SALT: Record<string, string> = {
  'cp2.complex.de-moivre-power': 'a',
  'cp2.complex.cos3-cubic': 'a',
  'cp2.series.compound-exp-sin': 'a',
  'cp2.calculus.arcsin-completing-square': 'a',
  'cp2.complex.tan-triple-angle-roots': 'a',
};

/** Exact TeX of a number of the form a + b sqrt(s) (s = 2, 3 or 6) with small denominators, found from its value. */
export function exactAny(x: number): string {
  const near = (v: number) => Math.abs(v - Math.round(v)) < 1e-8;
  for (const d of DENOMINATORS) if (near(x * d)) return fracTex(frac(Math.round(x * d), d));
  for (const s of [2, 3, 6]) {
    for (const d of DENOMINATORS)
      if (near((x / Math.sqrt(s)) * d)) return terms([[frac(Math.round((x / Math.sqrt(s)) * d), d), `\\sqrt{${s}}`]]);
  }
  for (const s of [2, 3]) {
    for (const d of [1, 2, 3, 4, 6, 8, 12, 16]) {
      const top = Math.ceil(((Math.abs(x) + 8) * d) / Math.sqrt(s));
      for (let q = -top; q <= top; q++) {
        if (q === 0) continue;
        const p = x * d - q * Math.sqrt(s);
        if (near(p))
          return terms([
            [frac(Math.round(p), d), ''],
            [frac(q, d), `\\sqrt{${s}}`],
          ]);
      }
    }
  }
  throw new Error(`no exact form for ${x}`);
}

/** Denominators tried for exact values: 1 to 600, and powers of 2 (times 1, 3 or 9) up to 2^14. */
const DENOMINATORS = [
  ...Array.from({ length: 600 }, (_, i) => i + 1),
  ...[1, 3, 9].flatMap((m) => Array.from({ length: 15 }, (_, k) => m * 2 ** k)).filter((d) => d > 600),
];

/** `-\frac{1}{2} + 2\sqrt{3}` as `2\sqrt{3} - \frac{1}{2}`: a bracketed part leads with its positive term. */
const positiveFirst = (sum: string): string => sum.replace(/^-(.+?) \+ (.+)$/, '$2 - $1');

/** True when a complex value has a non-zero real part and a non-zero imaginary part. */
export const bothParts = ([re, im]: Complex): boolean => Math.abs(re) > 1e-9 && Math.abs(im) > 1e-9;

/** `x + y i` with exact parts found from the values. */
export function cxAny([re, im]: Complex): string {
  const r = Math.abs(re) < 1e-9 ? '0' : exactAny(re);
  if (Math.abs(im) < 1e-9) return r;
  const mag = positiveFirst(exactAny(Math.abs(im)));
  const body = mag === '1' ? I : /[+-]/.test(mag.slice(1)) ? `\\left(${mag}\\right)${I}` : `${mag}${I}`;
  if (r === '0') return `${im < 0 ? '-' : ''}${body}`;
  return `${r} ${im < 0 ? '-' : '+'} ${body}`;
}

const polarC = (r: number, t: number): Complex => [r * Math.cos(Math.PI * t), r * Math.sin(Math.PI * t)];
const val = (q: Frac) => q.n / q.d;
const gcdInt = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdInt(b, a % b));
/** Twelfths k with exact cos and sin: multiples of pi/6 or pi/4. */
const niceTwelfth = (k: number) => k % 2 === 0 || k % 3 === 0;
const NICE = [-10, -9, -8, -6, -4, -3, -2, 2, 3, 4, 6, 8, 9, 10];

const BASE_NUMBERS: { z: Complex; tex: string; arg: Frac }[] = [
  { z: [1, 1], tex: `1 + ${I}`, arg: frac(1, 4) },
  { z: [1, -1], tex: `1 - ${I}`, arg: frac(-1, 4) },
  { z: [-1, 1], tex: `-1 + ${I}`, arg: frac(3, 4) },
  { z: [1, Math.sqrt(3)], tex: `1 + \\sqrt{3}\\,${I}`, arg: frac(1, 3) },
  { z: [Math.sqrt(3), -1], tex: `\\sqrt{3} - ${I}`, arg: frac(-1, 6) },
  { z: [-1, Math.sqrt(3)], tex: `-1 + \\sqrt{3}\\,${I}`, arg: frac(2, 3) },
  { z: [-Math.sqrt(3), -1], tex: `-\\sqrt{3} - ${I}`, arg: frac(-5, 6) },
  { z: [-1, -1], tex: `-1 - ${I}`, arg: frac(-3, 4) },
  { z: [1, -Math.sqrt(3)], tex: `1 - \\sqrt{3}\\,${I}`, arg: frac(-1, 3) },
  { z: [Math.sqrt(3), 1], tex: `\\sqrt{3} + ${I}`, arg: frac(1, 6) },
];

/** e^{a + b pi i}: exponential of a complex number. */
const expOfComplex: QuestionTemplate = {
  id: 'cp2.complex.exp-of-complex',
  subtopicId: `${T}.exponential-form`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['complex numbers', 'exponential form', 'modulus and argument'],
  build(rng) {
    const p = rng.nonZero(-3, 4);
    const k = rng.pick(NICE);
    const theta = frac(k, 12);
    const ep = p === 1 ? '\\mathrm{e}' : `\\mathrm{e}^{${p}}`;
    const value = polarC(Math.exp(p), theta.n / theta.d);
    const unit = polarC(1, theta.n / theta.d);
    const scaled = (v: number) => {
      if (Math.abs(v) < 1e-9) return '';
      const m = exactAny(Math.abs(v));
      return `${m === '1' ? '' : m}${ep}`;
    };
    const [re, im] = [scaled(unit[0]), scaled(unit[1])];
    const reTex = re ? `${unit[0] < 0 ? '-' : ''}${re}` : '';
    const imTex = im ? `${unit[1] < 0 ? '-' : reTex ? '+' : ''}${reTex ? ' ' : ''}${im}${I}` : '';
    const cartesian = [reTex, imTex].filter(Boolean).join(' ');
    const triple = principal(frac(3 * k, 12));
    const ratio = expTex(ep, triple);
    const n = 12 / gcdInt(k, 12);
    const z = terms([
      [p, ''],
      [theta, `\\pi${I}`],
    ]);
    return {
      title: 'The exponential of a complex number',
      introTex: tex`\(z = ${z}\)`,
      parts: [
        part(
          tex`Write down the modulus and the argument of \(\mathrm{e}^{z}\).`,
          tex`|\mathrm{e}^{z}| = ${ep}, \; \arg \mathrm{e}^{z} = ${piTex(theta)}`,
          [mark('B1', 'Correct modulus', ep), mark('B1', 'Correct argument', piTex(theta))],
        ),
        part(
          bothParts(unit)
            ? tex`Express \(\mathrm{e}^{z}\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are exact.`
            : tex`Find the exact value of \(\mathrm{e}^{z}\).`,
          cartesian,
          [
            mark(
              'M1',
              tex`Uses \(\mathrm{e}^{x + \mathrm{i}y} = \mathrm{e}^{x}(\cos y + \mathrm{i}\sin y)\)`,
              tex`${ep}\left(\cos\left(${piTex(theta)}\right) + ${I}\sin\left(${piTex(theta)}\right)\right)`,
            ),
            mark('A1', bothParts(unit) ? tex`Correct exact \(a\) and \(b\)` : 'Correct exact value', cartesian, ['b.1']),
          ],
        ),
        part(
          tex`Hence find \(\dfrac{\mathrm{e}^{2z}}{\mathrm{e}^{z^{*}}}\) in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
          ratio,
          [
            mark(
              'M1',
              tex`Combines the exponents: \(2z - z^{*}\)`,
              tex`2z - z^{*} = ${terms([
                [p, ''],
                [mul(theta, 3), `\\pi${I}`],
              ])}`,
            ),
            mark('A1', 'Correct modulus', ep, ['c.1']),
            mark('A1', 'Correct principal argument', piTex(triple), ['c.1']),
          ],
        ),
        part(tex`Find the smallest positive integer \(n\) for which \(\left(\mathrm{e}^{z}\right)^{n}\) is real.`, tex`n = ${n}`, [
          mark(
            'M1',
            tex`Sets \(n\) times their argument equal to a multiple of \(\pi\)`,
            tex`${n} \times \left(${piTex(theta)}\right) = ${piTex(frac(n * k, 12))}`,
          ),
          mark('A1', tex`Correct smallest \(n\)`, tex`n = ${n}`, ['d.1']),
        ]),
      ],
      notes: ['(c) The argument must be in the principal range for the final A1.', '(d) M1 follows through their argument from (a).'],
      facts: { p, theta: theta.n / theta.d, value, triple: triple.n / triple.d, n },
    };
  },
};

const ALPHAS: Frac[] = [frac(1, 3), frac(1, 2), frac(2, 3), frac(-1, 3), frac(-1, 2), frac(-2, 3)];
const HALF_COS: Record<string, string> = { '1/3': '\\sqrt{3}', '1/2': '\\sqrt{2}', '2/3': '1' };

/** 1 + e^{i alpha} = 2 cos(alpha/2) e^{i alpha / 2}, then a power of it. */
const onePlusExp: QuestionTemplate = {
  id: 'cp2.complex.one-plus-exponential',
  subtopicId: `${T}.exponential-form`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['complex numbers', 'exponential form', "de Moivre's theorem"],
  build(rng) {
    const alpha = rng.pick(ALPHAS);
    const n = rng.int(3, 12);
    const half = frac(alpha.n, 2 * alpha.d);
    const w: Complex = [1 + Math.cos((Math.PI * alpha.n) / alpha.d), Math.sin((Math.PI * alpha.n) / alpha.d)];
    const power = cpow(w, n);
    const modulus = HALF_COS[`${Math.abs(alpha.n)}/${alpha.d}`];
    const shown = tex`1 + \mathrm{e}^{\mathrm{i}\theta} = 2\cos\left(\frac{\theta}{2}\right)\mathrm{e}^{\frac{\mathrm{i}\theta}{2}}`;
    const sumTex = exactAny(2 * power[0]);
    return {
      title: 'Powers of one plus an exponential',
      introTex: rng.pick([
        tex`\(w = 1 + \mathrm{e}^{${piTex(alpha)}${I}}\)`,
        tex`The point \(W\) on an Argand diagram represents \(w = 1 + \mathrm{e}^{${piTex(alpha)}${I}}\), the sum of \(1\) and a point of the unit circle.`,
      ]),
      parts: [
        part(tex`Show that, for \(-\pi < \theta < \pi\), \(${shown}\).`, shown, [
          mark(
            'M1',
            tex`Takes out the factor \(\mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\)`,
            tex`\mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\left(\mathrm{e}^{-\frac{\mathrm{i}\theta}{2}} + \mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\right)`,
          ),
          mark(
            'A1*',
            tex`Uses \(\mathrm{e}^{\mathrm{i}x} + \mathrm{e}^{-\mathrm{i}x} = 2\cos x\) to reach the printed result, cso`,
            shown,
            ['a.1'],
          ),
        ]),
        part(tex`Hence write down the modulus and the argument of \(w\).`, tex`|w| = ${modulus}, \; \arg w = ${piTex(half)}`, [
          mark('B1', 'Correct modulus', modulus),
          mark('B1', 'Correct argument', piTex(half)),
        ]),
        part(
          bothParts(power)
            ? tex`Using your answers to part (b), find \(w^{${n}}\) in the form \(a + b\mathrm{i}\), where \(a\) and \(b\) are exact, and deduce the value of \(w^{${n}} + \left(w^{*}\right)^{${n}}\).`
            : tex`Using your answers to part (b), find the exact value of \(w^{${n}}\), and deduce the value of \(w^{${n}} + \left(w^{*}\right)^{${n}}\).`,
          tex`w^{${n}} = ${cxAny(power)}, \; w^{${n}} + \left(w^{*}\right)^{${n}} = ${sumTex}`,
          [
            mark(
              'M1',
              "Uses de Moivre's theorem with their modulus and argument",
              tex`\left(${modulus}\right)^{${n}}\mathrm{e}^{${piTex(mul(half, n))}${I}}`,
            ),
            mark('A1', 'Correct exact answer', cxAny(power), ['c.1']),
            mark('B1ft', tex`Twice the real part of their \(w^{${n}}\)`, sumTex),
          ],
        ),
      ],
      notes: ['(c) M1 follows through their modulus and argument.', '(c) B1ft: twice their real part.'],
      facts: { alpha: alpha.n / alpha.d, n, w, power, sum: 2 * power[0] },
    };
  },
};

const ROTATIONS: Frac[] = [frac(1, 4), frac(-1, 4), frac(3, 4), frac(-3, 4), frac(1, 2), frac(-1, 2)];

/** Multiplication by k e^{i theta} as an enlargement and a rotation. */
const spiralMap: QuestionTemplate = {
  id: 'cp2.complex.enlarge-rotate',
  subtopicId: `${T}.multiplying-and-dividing`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['complex numbers', 'exponential form', 'multiplication', 'transformations'],
  build(rng) {
    const theta = rng.pick(ROTATIONS);
    const k = rng.int(2, 4);
    const [a, b] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const image = cmul(polarC(k, theta.n / theta.d), [a, b]);
    const n = (2 * theta.d) / gcdInt(theta.n, 2 * theta.d);
    const direction = theta.n > 0 ? 'anticlockwise' : 'clockwise';
    const angle = piTex(frac(Math.abs(theta.n), theta.d));
    return {
      title: 'Multiplication by a complex number as a transformation',
      introTex: tex`The transformation \(T\) of the Argand diagram maps the point representing \(z\) to the point representing \(w\), where \(w = ${k}\mathrm{e}^{${piTex(theta)}${I}}z\).`,
      parts: [
        part(
          tex`Describe \(T\) fully as a combination of two transformations.`,
          tex`\text{enlargement, scale factor } ${k} \text{, centre } O \text{; rotation } ${angle} \text{ ${direction} about } O`,
          [
            mark('B1', tex`Enlargement with scale factor \(k\) and centre \(O\)`, tex`\text{enlargement, scale factor } ${k}`),
            mark(
              'B1',
              tex`Rotation through the angle in the correct sense about \(O\)`,
              tex`\text{rotation } ${angle} \text{ ${direction}}`,
            ),
          ],
        ),
        part(
          bothParts(image)
            ? tex`The point \(P\) represents \(${cx(a, b)}\). Find, in the form \(x + y\mathrm{i}\) with \(x\) and \(y\) exact, the complex number represented by the image of \(P\) under \(T\).`
            : tex`The point \(P\) represents \(${cx(a, b)}\). Find the exact complex number represented by the image of \(P\) under \(T\).`,
          cxAny(image),
          [
            mark(
              'M1',
              'Writes the multiplier in Cartesian form and multiplies',
              tex`${k}\left(\cos\left(${piTex(theta)}\right) + ${I}\sin\left(${piTex(theta)}\right)\right)(${cx(a, b)})`,
            ),
            mark('A1', 'Correct exact image', cxAny(image), ['b.1']),
          ],
        ),
        part(
          tex`The transformation \(T\) is applied \(n\) times. Find the smallest positive integer \(n\) for which the combined transformation is an enlargement with centre \(O\) and a positive scale factor, and state this scale factor.`,
          tex`n = ${n}, \; ${k}^{${n}} = ${k ** n}`,
          [
            mark(
              'M1',
              tex`Uses \(w = k^{n}\mathrm{e}^{\mathrm{i}n\theta}z\) and sets \(n\theta\) equal to a multiple of \(2\pi\)`,
              tex`${n} \times \left(${piTex(theta)}\right) = ${piTex(frac(n * theta.n, theta.d))}`,
            ),
            mark('A1', tex`Correct smallest \(n\)`, tex`n = ${n}`, ['c.1']),
            mark('A1', 'Correct scale factor', String(k ** n), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) Either order of the two transformations is acceptable: they commute.',
        tex`(c) \(n\theta\) an odd multiple of \(\pi\) gives a negative scale factor: A0.`,
      ],
      facts: { k, theta: theta.n / theta.d, a, b, image, n, scale: k ** n },
    };
  },
};

/** Converting to exponential form, then products, quotients and powers. */
const convertMultiply: QuestionTemplate = {
  id: 'cp2.complex.convert-and-divide',
  subtopicId: `${T}.multiplying-and-dividing`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['complex numbers', 'exponential form', 'division', 'powers'],
  build(rng) {
    const base = rng.pick(BASE_NUMBERS);
    const c = rng.int(1, 3);
    const s = rng.int(2, 5);
    const argK = Math.round((12 * base.arg.n) / base.arg.d);
    const beta = frac(rng.pick(NICE.filter((b) => niceTwelfth(argK - 2 * b))), 12);
    const z: Complex = [c * base.z[0], c * base.z[1]];
    const zTex = c === 1 ? base.tex : cxAny(z);
    const r = Math.hypot(...z);
    const rTex = exactAny(r);
    const product = principal(add(base.arg, beta));
    const quotientArg = principal(add(base.arg, mul(beta, -2)));
    const quotient = polarC(r / (s * s), quotientArg.n / quotientArg.d);
    const cubeArg = principal(add(mul(base.arg, 3), beta));
    const productModulus = exactAny(r * s);
    return {
      title: 'Products and quotients after converting to exponential form',
      introTex: rng.pick([
        tex`\(z = ${zTex}\) and \(w = ${s}\mathrm{e}^{${piTex(beta)}${I}}\).`,
        tex`On an Argand diagram the point \(P\) represents \(z = ${zTex}\), and multiplying by \(w = ${s}\mathrm{e}^{${piTex(beta)}${I}}\) maps \(P\) to the point \(Q\) representing \(zw\).`,
      ]),
      parts: [
        part(
          tex`Express \(z\) in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\). Hence find \(zw\) in the same form.`,
          tex`z = ${expTex(rTex, base.arg)}, \; zw = ${expTex(productModulus, product)}`,
          [
            mark('M1', tex`Finds the modulus and uses \(\arctan\) with the quadrant`, tex`r = ${rTex}`),
            mark('A1', 'Correct exponential form', expTex(rTex, base.arg), ['a.1']),
            mark(
              'M1',
              'Multiplies the moduli and adds the arguments',
              tex`${rTex} \times ${s}, \; ${piTex(base.arg)} + \left(${piTex(beta)}\right)`,
            ),
            mark('A1ft', tex`Correct product, ft their \(z\)`, expTex(productModulus, product), ['a.3']),
          ],
        ),
        part(
          bothParts(quotient)
            ? tex`Find \(\dfrac{z}{w^{2}}\) in the form \(x + y\mathrm{i}\), where \(x\) and \(y\) are exact.`
            : tex`Find the exact value of \(\dfrac{z}{w^{2}}\).`,
          cxAny(quotient),
          [
            mark(
              'M1',
              'Divides by the square of the modulus and subtracts twice the argument',
              tex`\frac{${rTex}}{${s * s}}\mathrm{e}^{${piTex(quotientArg)}${I}}`,
            ),
            mark('A1', 'Correct exact Cartesian form', cxAny(quotient), ['b.1']),
          ],
        ),
        part(tex`Find \(\arg\left(z^{3}w\right)\), giving your answer in the range \(-\pi < \theta \leqslant \pi\).`, piTex(cubeArg), [
          mark(
            'M1',
            tex`Uses \(\arg(z^{3}w) = 3\arg z + \arg w\) and adjusts to the principal range`,
            tex`3\left(${piTex(base.arg)}\right) + \left(${piTex(beta)}\right)`,
          ),
          mark('A1', 'Correct principal argument', piTex(cubeArg), ['c.1']),
        ]),
      ],
      notes: [tex`(a) A1ft: their modulus times \(${s}\) and their argument plus \(${piTex(beta)}\), in the principal range.`],
      facts: {
        z,
        s,
        beta: beta.n / beta.d,
        arg: base.arg.n / base.arg.d,
        product: product.n / product.d,
        productModulus: r * s,
        quotient,
        cubeArg: cubeArg.n / cubeArg.d,
      },
    };
  },
};

/** (cos a theta + i sin a theta)^p / (cos b theta - i sin b theta)^q. */
const deMoivreQuotient: QuestionTemplate = {
  id: 'cp2.complex.de-moivre-simplify',
  subtopicId: `${T}.de-moivres-theorem`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ["de Moivre's theorem", 'simplifying'],
  build(rng) {
    const [a, b] = [rng.int(2, 5), rng.int(2, 5)];
    const [p, q] = [rng.int(2, 4), rng.int(2, 4)];
    const N = a * p + b * q;
    const m = rng.pick(
      [4, 6, 8, 12, 18, 24, 36].filter((d) => {
        const t = principal(frac(N, d));
        return 12 % t.d === 0 && niceTwelfth((12 / t.d) * t.n) && t.n !== 0;
      }),
    );
    const angle = principal(frac(N, m));
    const value = polarC(1, angle.n / angle.d);
    const expr = tex`\frac{(\cos ${a}\theta + ${I}\sin ${a}\theta)^{${p}}}{(\cos ${b}\theta - ${I}\sin ${b}\theta)^{${q}}}`;
    return {
      title: "Simplifying with de Moivre's theorem",
      introTex: tex`\(\displaystyle ${expr}\)`,
      parts: [
        part(
          tex`Express the given expression in the form \(\cos n\theta + \mathrm{i}\sin n\theta\), where \(n\) is an integer.`,
          tex`\cos ${N}\theta + ${I}\sin ${N}\theta`,
          [
            mark(
              'M1',
              'Uses de Moivre on the numerator',
              tex`(\cos ${a}\theta + ${I}\sin ${a}\theta)^{${p}} = \cos ${a * p}\theta + ${I}\sin ${a * p}\theta`,
            ),
            mark(
              'M1',
              tex`Writes the denominator as \(\cos(-b\theta) + \mathrm{i}\sin(-b\theta)\) and applies de Moivre`,
              tex`(\cos ${b}\theta - ${I}\sin ${b}\theta)^{${q}} = \cos ${b * q}\theta - ${I}\sin ${b * q}\theta`,
            ),
            mark('A1', 'Correct single multiple angle', tex`\cos ${N}\theta + ${I}\sin ${N}\theta`, ['a.1', 'a.2']),
          ],
        ),
        part(
          tex`Hence find the exact value of the expression when \(\theta = ${piTex(frac(1, m))}\)${bothParts(value) ? tex`, giving your answer in the form \(x + y\mathrm{i}\)` : ''}.`,
          cxAny(value),
          [
            mark(
              'M1',
              'Substitutes into their single multiple angle',
              tex`\cos\left(${piTex(frac(N, m))}\right) + ${I}\sin\left(${piTex(frac(N, m))}\right)`,
            ),
            mark('A1', 'Correct exact value', cxAny(value), ['b.1']),
          ],
        ),
        part(tex`Find the smallest positive value of \(\theta\) for which the expression is real and negative.`, piTex(frac(1, N)), [
          mark('M1', tex`Sets their \(n\theta\) equal to \(\pi\)`, tex`${N}\theta = \pi`),
          mark('A1ft', tex`Correct smallest value, ft their \(n\)`, piTex(frac(1, N)), ['c.1']),
        ]),
      ],
      notes: [tex`(c) A1ft: \(\pi\) divided by their \(n\).`],
      facts: { a, b, p, q, N, m, value },
    };
  },
};

/** De Moivre's theorem proved by induction, extended to negative powers, then used. */
const deMoivreInduction: QuestionTemplate = {
  id: 'cp2.complex.de-moivre-induction',
  subtopicId: `${T}.de-moivres-theorem`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', "de Moivre's theorem", 'proof by induction', 'complex numbers'],
  build(rng) {
    const base = rng.pick(BASE_NUMBERS);
    const n = rng.int(3, 12);
    const inverse = cpow([base.z[0] / (base.z[0] ** 2 + base.z[1] ** 2), -base.z[1] / (base.z[0] ** 2 + base.z[1] ** 2)], n);
    const modSq = Math.round(base.z[0] ** 2 + base.z[1] ** 2);
    const modTex = modSq === 2 ? '\\sqrt{2}' : '2';
    const negArg = frac(-n * base.arg.n, base.arg.d);
    const statement = tex`(\cos\theta + ${I}\sin\theta)^{n} = \cos n\theta + ${I}\sin n\theta`;
    return {
      title: "Proving and using de Moivre's theorem",
      parts: [
        part(tex`Prove by induction that, for all positive integers \(n\), \(${statement}\).`, statement, [
          mark('B1', tex`Shows the result true for \(n = 1\)`, tex`(\cos\theta + ${I}\sin\theta)^{1} = \cos\theta + ${I}\sin\theta`),
          mark(
            'M1',
            tex`Assumes true for \(n = k\) and multiplies by \(\cos\theta + \mathrm{i}\sin\theta\)`,
            tex`(\cos k\theta + ${I}\sin k\theta)(\cos\theta + ${I}\sin\theta)`,
          ),
          mark('M1', 'Expands and uses the compound angle formulae', tex`\cos(k + 1)\theta + ${I}\sin(k + 1)\theta`, ['a.2']),
          mark('A1', 'Correct induction conclusion, cso', tex`\text{true for } n = 1 \text{ and true for } k \Rightarrow k + 1`, [
            'a.2',
            'a.3',
          ]),
        ]),
        part(
          tex`Hence show that \((\cos\theta + ${I}\sin\theta)^{-n} = \cos n\theta - ${I}\sin n\theta\) for all positive integers \(n\).`,
          tex`\cos n\theta - ${I}\sin n\theta`,
          [
            mark(
              'M1',
              'Writes the negative power as a reciprocal and multiplies by the conjugate',
              tex`\frac{1}{\cos n\theta + ${I}\sin n\theta} \times \frac{\cos n\theta - ${I}\sin n\theta}{\cos n\theta - ${I}\sin n\theta}`,
            ),
            mark(
              'A1*',
              tex`Uses \(\cos^{2} n\theta + \sin^{2} n\theta = 1\) to reach the printed result`,
              tex`\cos n\theta - ${I}\sin n\theta`,
              ['b.1'],
            ),
          ],
        ),
        part(
          bothParts(inverse)
            ? tex`Using the result in part (b), express \(\left(${base.tex}\right)^{-${n}}\) in the form \(x + y\mathrm{i}\), where \(x\) and \(y\) are exact.`
            : tex`Using the result in part (b), find the exact value of \(\left(${base.tex}\right)^{-${n}}\).`,
          cxAny(inverse),
          [
            mark(
              'M1',
              'Writes the number in modulus-argument form and applies the result with the negative power',
              tex`\left(${modTex}\right)^{-${n}}\left(\cos\left(${piTex(negArg)}\right) + ${I}\sin\left(${piTex(negArg)}\right)\right)`,
            ),
            mark('A1', 'Correct exact answer', cxAny(inverse), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) The conclusion must refer to the truth for \(n = 1\) and the inductive step.`,
        '(c) Expanding a binomial power directly is not using part (b): M0.',
      ],
      facts: { base: base.z, n, inverse },
    };
  },
};

type TrigTerm = { c: Frac; j: number };

/** cos^n theta or sin^n theta as a sum of multiple angles (constant term j = 0). */
function powerReduce(fn: 'cos' | 'sin', n: number): TrigTerm[] {
  const choose = (a: number, b: number) => {
    let r = 1;
    for (let i = 1; i <= b; i++) r = (r * (a - b + i)) / i;
    return r;
  };
  const out: TrigTerm[] = [];
  if (fn === 'cos') {
    for (let k = 0; 2 * k < n; k++) out.push({ c: frac(choose(n, k), 2 ** (n - 1)), j: n - 2 * k });
    if (n % 2 === 0) out.push({ c: frac(choose(n, n / 2), 2 ** n), j: 0 });
  } else if (n % 2 === 0) {
    const sign = (n / 2) % 2 === 0 ? 1 : -1;
    for (let k = 0; 2 * k < n; k++) out.push({ c: frac(sign * (k % 2 ? -1 : 1) * choose(n, k), 2 ** (n - 1)), j: n - 2 * k });
    out.push({ c: frac(sign * ((n / 2) % 2 ? -1 : 1) * choose(n, n / 2), 2 ** n), j: 0 });
  } else {
    const sign = ((n - 1) / 2) % 2 === 0 ? 1 : -1;
    for (let k = 0; 2 * k < n; k++) out.push({ c: frac(sign * (k % 2 ? -1 : 1) * choose(n, k), 2 ** (n - 1)), j: n - 2 * k });
  }
  return out;
}

const overPi = (k: Frac): string => `\\frac{${Math.abs(k.n)}}{${k.d === 1 ? '' : k.d}\\pi}`;

/** Powers of cos or sin as multiple angles, then the mean value over an interval. */
const powerMeanValue: QuestionTemplate = {
  id: 'cp2.complex.power-to-multiple-angle-mean',
  subtopicId: `${T}.trigonometric-identities`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['synoptic', 'trigonometric identities', "de Moivre's theorem", 'mean value of a function', 'integration'],
  build(rng) {
    let fn: 'cos' | 'sin';
    let n: number;
    let lo: number;
    let hi: number;
    let unit: number;
    let constant: Frac;
    let K: Frac;
    let list: TrigTerm[];
    do {
      fn = rng.pick(['cos', 'sin'] as const);
      n = rng.int(3, 8);
      [lo, hi] = rng.sample([0, 1, 2, 3, 4], 2).sort((u, v) => u - v);
      list = powerReduce(fn, n);
      constant = list.find((t) => t.j === 0)?.c ?? frac(0);
      // integral of each multiple-angle term over [lo pi / unit, hi pi / unit]: odd powers on a grid of pi/2, even on pi/4
      unit = n % 2 ? 2 : 4;
      let R = frac(0);
      const useSin = fn === 'sin' && n % 2 === 1;
      for (const t of list.filter((u) => u.j > 0)) {
        const q = (e: number) => ((((t.j * e * 2) / unit) % 4) + 4) % 4;
        const integral = useSin ? [1, 0, -1, 0][q(lo)] - [1, 0, -1, 0][q(hi)] : [0, 1, 0, -1][q(hi)] - [0, 1, 0, -1][q(lo)];
        R = add(R, mul(t.c, frac(integral, t.j)));
      }
      K = mul(R, frac(unit, hi - lo));
    } while (K.n === 0 && constant.n === 0);
    const fnTex = fn === 'cos' ? '\\cos' : '\\sin';
    const termTex = (t: TrigTerm) =>
      t.j === 0 ? '' : `\\${n % 2 === 0 || fn === 'cos' ? 'cos' : 'sin'}${t.j === 1 ? '\\theta' : ` ${t.j}\\theta`}`;
    const identity = tex`${fnTex}^{${n}}\theta = ${terms(list.map((t) => [t.c, termTex(t)] as [Frac, string]))}`;
    const zIdentity = fn === 'cos' ? tex`z^{n} + z^{-n} = 2\cos n\theta` : tex`z^{n} - z^{-n} = 2${I}\sin n\theta`;
    const [A, B] = [piTex(frac(lo, unit)), piTex(frac(hi, unit))];
    const mean =
      K.n === 0
        ? fracTex(constant)
        : constant.n === 0
          ? `${K.n < 0 ? '-' : ''}${overPi(K)}`
          : `${fracTex(constant)} ${K.n < 0 ? '-' : '+'} ${overPi(K)}`;
    const meanValue = constant.n / constant.d + K.n / K.d / Math.PI;
    return {
      title: 'Powers of a trigonometric function and a mean value',
      parts: [
        part(
          rng.pick([
            tex`Given that \(z = \cos\theta + ${I}\sin\theta\), show that \(${zIdentity}\) for positive integers \(n\).`,
            tex`The complex number \(z = \cos\theta + ${I}\sin\theta\) lies on the unit circle. Use de Moivre's theorem to show that \(${zIdentity}\) for every positive integer \(n\).`,
          ]),
          zIdentity,
          [mark('B1', tex`Uses de Moivre for \(z^{n}\) and \(z^{-n}\)`, zIdentity)],
        ),
        part(tex`Hence show that \(${identity}\).`, identity, [
          mark(
            'M1',
            tex`Expands \(\left(z ${fn === 'cos' ? '+' : '-'} \frac{1}{z}\right)^{${n}}\) with the binomial theorem`,
            tex`\left(z ${fn === 'cos' ? '+' : '-'} \frac{1}{z}\right)^{${n}}`,
          ),
          mark('M1', 'Pairs the terms using part (a)', tex`z^{k} ${fn === 'cos' ? '+' : '\\pm'} z^{-k}`, ['b.1']),
          mark('A1*', 'Correct completion to the printed identity, cso', identity, ['b.1', 'b.2']),
        ]),
        part(
          rng.pick([
            tex`Hence find the exact mean value of \(\mathrm{f}(\theta) = ${fnTex}^{${n}}\theta\) over the interval \(${A} \leqslant \theta \leqslant ${B}\).`,
            tex`The intensity of a signal at phase \(\theta\) is modelled by \(\mathrm{f}(\theta) = ${fnTex}^{${n}}\theta\). Using your answer to part (b), find the exact mean intensity for \(${A} \leqslant \theta \leqslant ${B}\).`,
          ]),
          mean,
          [
            mark(
              'M1',
              'Integrates the multiple-angle terms of the identity',
              tex`\int_{${A}}^{${B}} ${fnTex}^{${n}}\theta\,\mathrm{d}\theta`,
            ),
            mark(
              'M1',
              'Divides by the length of the interval',
              tex`\frac{1}{${B} - ${A}}\int_{${A}}^{${B}} \mathrm{f}(\theta)\,\mathrm{d}\theta`,
            ),
            mark('A1', 'Correct exact mean value', mean, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        tex`(b) A1* needs the division by \(2^{n}\) (times \(\mathrm{i}^{n}\) for sine) shown.`,
        '(c) Integrating without part (b) scores no marks.',
      ],
      facts: {
        fn,
        n,
        terms: list.map((t) => [t.c.n / t.c.d, t.j]),
        mean: meanValue,
        lower: (lo * Math.PI) / unit,
        upper: (hi * Math.PI) / unit,
      },
    };
  },
};

/** cos 3 theta, then a cubic solved with x = a cos theta. */
const cubicByCos3: QuestionTemplate = {
  id: 'cp2.complex.cos3-cubic',
  subtopicId: `${T}.trigonometric-identities`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ["de Moivre's theorem", 'trigonometric identities', 'cubic equations'],
  build(rng) {
    const a = rng.int(1, 12);
    const [kTex, kVal, alpha] = rng.pick([
      ['\\frac{1}{2}', 0.5, frac(1, 3)],
      ['-\\frac{1}{2}', -0.5, frac(2, 3)],
      ['\\frac{\\sqrt{2}}{2}', Math.SQRT1_2, frac(1, 4)],
      ['-\\frac{\\sqrt{2}}{2}', -Math.SQRT1_2, frac(3, 4)],
      ['\\frac{\\sqrt{3}}{2}', Math.sqrt(3) / 2, frac(1, 6)],
      ['-\\frac{\\sqrt{3}}{2}', -Math.sqrt(3) / 2, frac(5, 6)],
    ] as [string, number, Frac][]);
    const rhs = exactAny(a ** 3 * kVal);
    const eq = tex`${poly([4, 0, -3 * a * a, 0])} = ${rhs}`;
    const angles = [0, 1, 2]
      .map((j) => {
        const t = frac(alpha.n + 2 * j * alpha.d, 3 * alpha.d);
        return t.n > t.d ? frac(2 * t.d - t.n, t.d) : t;
      })
      .sort((u, v) => u.n / u.d - v.n / v.d);
    const aTex = a === 1 ? '' : String(a);
    const roots = angles.map((t) => tex`${aTex}\cos\left(${piTex(t)}\right)`).join(', \\; ');
    const identity = tex`\cos 3\theta = 4\cos^{3}\theta - 3\cos\theta`;
    return {
      title: 'Solving a cubic with a triple-angle identity',
      parts: [
        part(tex`Use de Moivre's theorem to show that \(${identity}\).`, identity, [
          mark(
            'M1',
            tex`Expands \((\cos\theta + \mathrm{i}\sin\theta)^{3}\) and equates real parts`,
            tex`\cos 3\theta = \cos^{3}\theta - 3\cos\theta\sin^{2}\theta`,
          ),
          mark('A1*', tex`Uses \(\sin^{2}\theta = 1 - \cos^{2}\theta\) to reach the printed identity, cso`, identity, ['a.1']),
        ]),
        part(
          rng.pick([
            tex`By substituting \(x = ${aTex}\cos\theta\), show that the equation \(${eq}\) becomes \(\cos 3\theta = ${kTex}\).`,
            tex`The cubic equation \(${eq}\) is to be solved without a calculator. Show that the substitution \(x = ${aTex}\cos\theta\) turns it into \(\cos 3\theta = ${kTex}\).`,
          ]),
          tex`\cos 3\theta = ${kTex}`,
          [
            mark('M1', 'Substitutes and takes out the common factor', tex`${4 * a ** 3}\cos^{3}\theta - ${3 * a ** 3}\cos\theta = ${rhs}`),
            mark('A1*', 'Uses the identity to reach the printed equation', tex`\cos 3\theta = ${kTex}`, ['b.1']),
          ],
        ),
        part(
          tex`Hence solve the equation \(${eq}\), giving your answers exactly in the form \(x = ${aTex}\cos\beta\), where \(0 \leqslant \beta \leqslant \pi\).`,
          roots,
          [
            mark('M1', tex`Uses \(3\theta = \alpha + 2k\pi\) for more than one \(k\)`, tex`3\theta = ${piTex(alpha)} + 2k\pi`),
            mark('A1', 'One correct root', tex`${aTex}\cos\left(${piTex(angles[0])}\right)`, ['c.1']),
            mark('A1', 'All three roots correct and no extras', roots, ['c.1']),
          ],
        ),
      ],
      notes: ['(c) Decimal answers only: M1 A0 A0.'],
      facts: { a, k: kVal, roots: angles.map((t) => a * Math.cos((Math.PI * t.n) / t.d)) },
    };
  },
};

const SERIES_ANGLES: Frac[] = [frac(1, 3), frac(1, 2), frac(2, 3), frac(1, 4), frac(1, 6), frac(3, 4)];

/** A finite geometric series of e^{i r theta}. */
const finiteCosineSum: QuestionTemplate = {
  id: 'cp2.complex.geometric-cosine-sum',
  subtopicId: `${T}.sums-of-series`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['complex numbers', 'series', 'geometric series', 'exponential form'],
  build(rng) {
    let n: number;
    let theta: Frac;
    let C: number;
    let S: number;
    do {
      n = rng.int(5, 30);
      theta = rng.pick(SERIES_ANGLES);
      const t = (Math.PI * theta.n) / theta.d;
      C = 0;
      S = 0;
      for (let r = 0; r < n; r++) {
        C += Math.cos(r * t);
        S += Math.sin(r * t);
      }
    } while (Math.abs(C) < 1e-9 || Math.abs(S) < 1e-9);
    const shown = tex`C = \frac{\sin\left(\frac{${n}\theta}{2}\right)\cos\left(\frac{${n - 1}\theta}{2}\right)}{\sin\left(\frac{\theta}{2}\right)}`;
    return {
      title: 'Summing cosines with a geometric series',
      introTex: rng.pick([
        tex`\(C = \displaystyle\sum_{r=0}^{${n - 1}} \cos r\theta\) and \(S = \displaystyle\sum_{r=0}^{${n - 1}} \sin r\theta\), where \(\theta\) is not a multiple of \(2\pi\).`,
        tex`The ${n} points representing \(1, \mathrm{e}^{${I}\theta}, \dots, \mathrm{e}^{${n - 1}${I}\theta}\) lie on the unit circle, where \(\theta\) is not a multiple of \(2\pi\). Let \(C = \displaystyle\sum_{r=0}^{${n - 1}} \cos r\theta\) and \(S = \displaystyle\sum_{r=0}^{${n - 1}} \sin r\theta\).`,
      ]),
      parts: [
        part(
          tex`Show that \(C + ${I}S = \dfrac{\mathrm{e}^{${n}${I}\theta} - 1}{\mathrm{e}^{${I}\theta} - 1}\).`,
          tex`C + ${I}S = \frac{\mathrm{e}^{${n}${I}\theta} - 1}{\mathrm{e}^{${I}\theta} - 1}`,
          [
            mark(
              'B1',
              tex`Recognises a geometric series with ratio \(\mathrm{e}^{\mathrm{i}\theta}\) and sums it`,
              tex`\sum_{r=0}^{${n - 1}} \left(\mathrm{e}^{${I}\theta}\right)^{r}`,
            ),
          ],
        ),
        part(tex`Hence show that \(${shown}\).`, shown, [
          mark(
            'M1',
            tex`Takes out factors \(\mathrm{e}^{\frac{${n}\mathrm{i}\theta}{2}}\) and \(\mathrm{e}^{\frac{\mathrm{i}\theta}{2}}\)`,
            tex`\frac{\mathrm{e}^{\frac{${n}${I}\theta}{2}}\left(\mathrm{e}^{\frac{${n}${I}\theta}{2}} - \mathrm{e}^{-\frac{${n}${I}\theta}{2}}\right)}{\mathrm{e}^{\frac{${I}\theta}{2}}\left(\mathrm{e}^{\frac{${I}\theta}{2}} - \mathrm{e}^{-\frac{${I}\theta}{2}}\right)}`,
          ),
          mark(
            'M1',
            tex`Uses \(\mathrm{e}^{\mathrm{i}x} - \mathrm{e}^{-\mathrm{i}x} = 2\mathrm{i}\sin x\)`,
            tex`\mathrm{e}^{\frac{${n - 1}${I}\theta}{2}}\frac{\sin\left(\frac{${n}\theta}{2}\right)}{\sin\left(\frac{\theta}{2}\right)}`,
            ['b.1'],
          ),
          mark('A1*', 'Takes the real part to reach the printed result, cso', shown, ['b.1', 'b.2']),
        ]),
        part(tex`Find the exact value of \(C\) when \(\theta = ${piTex(theta)}\).`, exactAny(C), [
          mark(
            'M1',
            'Substitutes into the result',
            tex`\frac{\sin\left(${piTex(mul(theta, frac(n, 2)))}\right)\cos\left(${piTex(mul(theta, frac(n - 1, 2)))}\right)}{\sin\left(${piTex(mul(theta, frac(1, 2)))}\right)}`,
          ),
          mark('A1', 'Correct exact value', exactAny(C), ['c.1']),
        ]),
        part(tex`Using your working in part (b), find the exact value of \(S\) when \(\theta = ${piTex(theta)}\).`, exactAny(S), [
          mark(
            'M1',
            'Takes the imaginary part of their expression and substitutes',
            tex`S = \frac{\sin\left(\frac{${n}\theta}{2}\right)\sin\left(\frac{${n - 1}\theta}{2}\right)}{\sin\left(\frac{\theta}{2}\right)}`,
          ),
          mark('A1', 'Correct exact value', exactAny(S), ['d.1']),
        ]),
      ],
      notes: ['(c), (d) Decimal answers only: M1 A0.'],
      facts: { n, theta: theta.n / theta.d, C, S },
    };
  },
};

const RATIOS: [number, number][] = [
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 1],
  [6, 1],
  [7, 1],
  [8, 1],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [3, 2],
  [5, 2],
  [7, 2],
  [9, 2],
  [4, 3],
  [5, 3],
  [7, 3],
  [8, 3],
  [5, 4],
  [7, 4],
  [9, 4],
  [6, 5],
  [7, 5],
  [8, 5],
  [9, 5],
];

/** An infinite series of cos(r theta)/k^r summed as a geometric series. */
const infiniteSeries: QuestionTemplate = {
  id: 'cp2.complex.infinite-cosine-series',
  subtopicId: `${T}.sums-of-series`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['complex numbers', 'series', 'infinite geometric series'],
  build(rng) {
    const [p, q] = rng.pick(RATIOS);
    const theta = rng.pick([frac(1, 3), frac(1, 2), frac(2, 3)]);
    const t = (Math.PI * theta.n) / theta.d;
    const S = (p * q * Math.sin(t)) / (p * p + q * q - 2 * p * q * Math.cos(t));
    const ratio = q === 1 ? tex`\frac{1}{${p}^{r}}` : tex`\left(\frac{${q}}{${p}}\right)^{r}`;
    const sumTex = tex`\frac{${p}}{${terms([
      [p, ''],
      [-q, `\\mathrm{e}^{${I}\\theta}`],
    ])}}`;
    const cTex = tex`C = \frac{${terms([
      [p * p, ''],
      [-p * q, '\\cos\\theta'],
    ])}}{${terms([
      [p * p + q * q, ''],
      [-2 * p * q, '\\cos\\theta'],
    ])}}`;
    return {
      title: 'Summing an infinite trigonometric series',
      introTex: rng.pick([
        tex`\(C = \displaystyle\sum_{r=0}^{\infty} ${ratio}\cos r\theta\) and \(S = \displaystyle\sum_{r=0}^{\infty} ${ratio}\sin r\theta\).`,
        tex`The infinite series \(C\) and \(S\) are defined by \(C = \displaystyle\sum_{r=0}^{\infty} ${ratio}\cos r\theta\) and \(S = \displaystyle\sum_{r=0}^{\infty} ${ratio}\sin r\theta\).`,
      ]),
      parts: [
        part(tex`Explain why both series converge for all real \(\theta\), and show that \(C + ${I}S = ${sumTex}\).`, sumTex, [
          mark(
            'B1',
            'Refers to the common ratio having modulus less than 1',
            tex`\left|\frac{${q === 1 ? '' : q}\mathrm{e}^{${I}\theta}}{${p}}\right| = ${fracTex(frac(q, p))} < 1`,
          ),
          mark(
            'M1',
            tex`Writes \(C + \mathrm{i}S\) as a geometric series in \(\mathrm{e}^{\mathrm{i}\theta}\) and uses \(\frac{a}{1 - r}\)`,
            tex`\sum_{r=0}^{\infty}\left(\frac{${q === 1 ? '' : q}\mathrm{e}^{${I}\theta}}{${p}}\right)^{r} = \frac{1}{1 - \frac{${q === 1 ? '' : q}\mathrm{e}^{${I}\theta}}{${p}}}`,
          ),
          mark('A1*', 'Correct printed result', sumTex, ['a.2']),
        ]),
        part(tex`Hence show that \(${cTex}\).`, cTex, [
          mark(
            'M1',
            'Multiplies numerator and denominator by the conjugate of the denominator',
            tex`\frac{${p}\left(${terms([
              [p, ''],
              [-q, `\\mathrm{e}^{-${I}\\theta}`],
            ])}\right)}{\left(${terms([
              [p, ''],
              [-q, `\\mathrm{e}^{${I}\\theta}`],
            ])}\right)\left(${terms([
              [p, ''],
              [-q, `\\mathrm{e}^{-${I}\\theta}`],
            ])}\right)}`,
          ),
          mark('A1*', 'Takes the real part to reach the printed result, cso', cTex, ['b.1']),
        ]),
        part(tex`Using your working in part (b), find the exact value of \(S\) when \(\theta = ${piTex(theta)}\).`, exactAny(S), [
          mark(
            'M1',
            'Takes the imaginary part and substitutes',
            tex`S = \frac{${p * q}\sin\theta}{${terms([
              [p * p + q * q, ''],
              [-2 * p * q, '\\cos\\theta'],
            ])}}`,
          ),
          mark('A1', 'Correct exact value', exactAny(S), ['c.1']),
        ]),
      ],
      notes: [tex`(c) M1 follows through their expression for \(S\).`],
      facts: { p, q, theta: theta.n / theta.d, S },
    };
  },
};

/** Roots of unity, their sum, and a shifted equation whose roots lie on a circle. */
const rootsOfUnity: QuestionTemplate = {
  id: 'cp2.complex.roots-of-unity-shifted',
  subtopicId: `${T}.nth-roots`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', 'nth roots', 'roots of unity', 'loci', 'Argand diagram'],
  build(rng) {
    const n = rng.pick([3, 4, 6]);
    const c = rng.nonZero(-5, 5);
    const k = rng.int(1, 5);
    const roots = Array.from({ length: n }, (_, j) => polarC(k, (2 * j) / n).map((v, i) => (i === 0 ? v - c : v)) as Complex);
    const omega = tex`\omega = \mathrm{e}^{${piTex(frac(2, n))}${I}}`;
    const rootsTex = roots.map(cxAny).join(', \\; ');
    const zc = terms([
      [1, 'z'],
      [c, ''],
    ]);
    return {
      title: 'Roots of unity and a shifted equation',
      introTex: rng.pick([
        tex`\(${omega}\)`,
        tex`The complex number \(\omega\) is a root of unity: \(${omega}\).`,
        tex`The point representing \(${omega}\) is a vertex of a regular polygon inscribed in the unit circle on an Argand diagram.`,
      ]),
      parts: [
        part(
          tex`Show that \(${Array.from({ length: n }, (_, j) => (j === 0 ? '1' : j === 1 ? '\\omega' : `\\omega^{${j}}`)).join(' + ')} = 0\).`,
          '0',
          [
            mark('M1', tex`Sums the geometric series or uses the roots of \(z^{${n}} - 1\)`, tex`\frac{\omega^{${n}} - 1}{\omega - 1}`),
            mark('A1*', tex`Uses \(\omega^{${n}} = 1\) and \(\omega \neq 1\)`, tex`\omega^{${n}} = 1, \; \omega \neq 1`, ['a.1']),
          ],
        ),
        part(
          tex`Write down, in terms of \(\omega\), the roots of the equation \(z^{${n}} = 1\).`,
          Array.from({ length: n }, (_, j) => (j === 0 ? '1' : j === 1 ? '\\omega' : `\\omega^{${j}}`)).join(', \\; '),
          [mark('B1', tex`All roots as powers of \(\omega\)`, tex`1, \omega, \dots, \omega^{${n - 1}}`)],
        ),
        part(
          tex`Hence solve the equation \((${zc})^{${n}} = ${k ** n}\), giving your answers in the form \(x + y\mathrm{i}\), where \(x\) and \(y\) are exact.`,
          rootsTex,
          [
            mark('M1', tex`Uses \(${zc} = ${k === 1 ? '' : k}\omega^{j}\)`, tex`${zc} = ${k === 1 ? '' : k}\omega^{j}`),
            mark('A1', 'At least two correct roots', roots.slice(0, 2).map(cxAny).join(', \\; '), ['c.1']),
            mark('A1', 'All roots correct', rootsTex, ['c.1']),
          ],
        ),
        part(
          tex`Using your answer to part (c), show that the points representing these roots lie on a circle, and state its centre and radius.`,
          tex`|z ${c > 0 ? '+' : '-'} ${Math.abs(c)}| = ${k}: \; \text{centre } ${-c}, \; \text{radius } ${k}`,
          [mark('B1', 'Correct centre', String(-c)), mark('B1', 'Correct radius', String(k))],
        ),
      ],
      notes: [tex`(c) Roots left as powers of \(\omega\): M1 A0 A0.`],
      facts: { n, c, k, roots },
    };
  },
};

const SIDE_SQUARED: Record<number, number> = { 3: 3, 4: 2, 6: 1 };
const POLYGON_NAME: Record<number, string> = { 3: 'an equilateral triangle', 4: 'a square', 6: 'a regular hexagon' };

/** A regular polygon centred at the origin from one vertex. */
const polygonFromVertex: QuestionTemplate = {
  id: 'cp2.complex.polygon-from-vertex',
  subtopicId: `${T}.geometric-problems`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['complex numbers', 'regular polygon', 'rotation', 'area'],
  build(rng) {
    const n = rng.pick([3, 4, 6]);
    const [a, b] = [rng.nonZero(-5, 5), rng.nonZero(-5, 5)];
    const vertices = Array.from({ length: n }, (_, j) => cmul([a, b], polarC(1, (2 * j) / n)));
    const r2 = a * a + b * b;
    const areaCoeff: [Frac, string] = n === 4 ? [frac(2 * r2), ''] : [frac(3 * r2, n === 3 ? 4 : 2), '\\sqrt{3}'];
    const area = terms([areaCoeff]);
    const side = surd(SIDE_SQUARED[n] * r2);
    const perimeter = terms([[n * side.k, side.m === 1 ? '' : `\\sqrt{${side.m}}`]]);
    const others = vertices.slice(1).map(cxAny).join(', \\; ');
    const name = POLYGON_NAME[n];
    return {
      title: 'A regular polygon from one vertex',
      introTex: tex`The vertices of ${name} \(P\), centred at the origin, are represented on an Argand diagram by the roots of an equation of the form \(z^{${n}} = w\). One vertex is the point representing \(${cx(a, b)}\).`,
      parts: [
        part(
          tex`Explain why the other vertices are represented by \((${cx(a, b)})\mathrm{e}^{\frac{2k\pi ${I}}{${n}}}\) for \(k = ${n === 3 ? '1, 2' : n === 4 ? '1, 2, 3' : '1, 2, \\dots, 5'}\).`,
          tex`\text{rotations by } ${piTex(frac(2, n))} \text{ about } O`,
          [
            mark(
              'B1',
              tex`Multiplication by \(\mathrm{e}^{\frac{2\pi\mathrm{i}}{${n}}}\) is a rotation by \(${piTex(frac(2, n))}\) about the origin`,
              tex`\text{rotation through } ${piTex(frac(2, n))}`,
            ),
          ],
        ),
        part(
          tex`Find the complex numbers represented by the other vertices, in the form \(x + y\mathrm{i}\) with \(x\) and \(y\) exact.`,
          others,
          [
            mark(
              'M1',
              tex`Multiplies by \(\mathrm{e}^{\frac{2\pi\mathrm{i}}{${n}}}\) in Cartesian form`,
              tex`(${cx(a, b)})\left(\cos\left(${piTex(frac(2, n))}\right) + ${I}\sin\left(${piTex(frac(2, n))}\right)\right)`,
            ),
            mark('A1', 'One further vertex correct', cxAny(vertices[1]), ['b.1']),
            mark('A1', 'All vertices correct', others, ['b.1']),
          ],
        ),
        part(tex`Find the exact area of \(P\).`, area, [
          mark(
            'M1',
            tex`Uses \(${n}\) triangles of area \(\frac{1}{2}r^{2}\sin\left(${piTex(frac(2, n))}\right)\) with \(r = |z|\)`,
            tex`${n} \times \frac{1}{2}(${r2})\sin\left(${piTex(frac(2, n))}\right)`,
          ),
          mark('A1', 'Correct exact area', area, ['c.1']),
        ]),
        part(tex`Using your answers to part (b), find the exact perimeter of \(P\).`, perimeter, [
          mark(
            'M1',
            'Finds the distance between two adjacent vertices from their answers',
            tex`\left|${cxAny(vertices[1])} - (${cx(a, b)})\right|`,
          ),
          mark('A1', 'Correct exact perimeter', perimeter, ['d.1']),
        ]),
      ],
      notes: ['(b) Decimal coordinates only: M1 A0 A0.', '(d) M1 follows through their vertices.'],
      facts: {
        n,
        a,
        b,
        vertices,
        area: (n / 2) * r2 * Math.sin((2 * Math.PI) / n),
        perimeter: n * Math.sqrt(r2 * 2 * (1 - Math.cos((2 * Math.PI) / n))),
      },
    };
  },
};

/** A square from two adjacent vertices: multiplication by i as a quarter turn. */
const squareFromSide: QuestionTemplate = {
  id: 'cp2.complex.square-from-side',
  subtopicId: `${T}.geometric-problems`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['complex numbers', 'rotation', 'geometry'],
  build(rng) {
    const A: Complex = [rng.int(-5, 5), rng.int(-5, 5)];
    let B: Complex;
    do B = [rng.int(-5, 5), rng.int(-5, 5)];
    while ((B[0] === A[0] && B[1] === A[1]) || B[0] === A[0] || B[1] === A[1]);
    const AB: Complex = [B[0] - A[0], B[1] - A[1]];
    const iAB: Complex = [-AB[1], AB[0]];
    const C: Complex = [B[0] + iAB[0], B[1] + iAB[1]];
    const D: Complex = [A[0] + iAB[0], A[1] + iAB[1]];
    const centre = [frac(A[0] + C[0], 2), frac(A[1] + C[1], 2)] as const;
    const area = AB[0] ** 2 + AB[1] ** 2;
    return {
      title: 'A square on an Argand diagram',
      introTex: rng.pick([
        tex`The points \(A\), \(B\), \(C\) and \(D\) are the vertices, labelled anticlockwise, of a square on an Argand diagram. The point \(A\) represents \(${cx(A[0], A[1])}\) and \(B\) represents \(${cx(B[0], B[1])}\).`,
        tex`A square is drawn on an Argand diagram with its vertices \(A\), \(B\), \(C\) and \(D\) in anticlockwise order. One side joins \(A\), representing \(${cx(A[0], A[1])}\), to \(B\), representing \(${cx(B[0], B[1])}\).`,
      ]),
      parts: [
        part(
          tex`Explain why \(z_D - z_A = ${I}(z_B - z_A)\), where \(z_A\), \(z_B\) and \(z_D\) are the numbers represented by \(A\), \(B\) and \(D\).`,
          tex`\text{multiplying by } ${I} \text{ rotates } \overrightarrow{AB} \text{ by } \frac{\pi}{2} \text{ anticlockwise}`,
          [
            mark(
              'B1',
              tex`\(AD\) is \(AB\) rotated through a right angle anticlockwise, and multiplication by \(\mathrm{i}\) is that rotation`,
              tex`\overrightarrow{AD} = ${I}\,\overrightarrow{AB}`,
            ),
          ],
        ),
        part(tex`Find the complex numbers represented by \(C\) and \(D\).`, tex`z_C = ${cx(C[0], C[1])}, \; z_D = ${cx(D[0], D[1])}`, [
          mark(
            'M1',
            tex`Uses \(\mathrm{i}(z_B - z_A)\) added to \(z_B\) or to \(z_A\)`,
            tex`${I}(${cx(AB[0], AB[1])}) = ${cx(iAB[0], iAB[1])}`,
          ),
          mark('A1', tex`Correct \(D\)`, cx(D[0], D[1]), ['b.1']),
          mark('A1', tex`Correct \(C\)`, cx(C[0], C[1]), ['b.1']),
        ]),
        part(
          tex`Using your answers to part (b), find the complex number represented by the centre of the square.`,
          cx(centre[0], centre[1]),
          [
            mark('M1', tex`Midpoint of a diagonal \(AC\) or \(BD\)`, tex`\frac{z_A + z_C}{2}`),
            mark('A1ft', tex`Correct centre, ft their \(C\)`, cx(centre[0], centre[1]), ['c.1']),
          ],
        ),
        part(tex`Find the area of the square.`, String(area), [mark('B1', tex`Correct area from \(|z_B - z_A|^{2}\)`, String(area))]),
      ],
      notes: ['(b) Rotating clockwise gives the other square: M1 A0 A0.'],
      facts: { A, B, C, D, centre: centre.map((c) => c.n / c.d), area },
    };
  },
};

/** Roots of a number given in Cartesian form: convert, solve, then the equation with the conjugate. */
const rootsOfCartesian: QuestionTemplate = {
  id: 'cp2.complex.roots-of-cartesian',
  subtopicId: `${T}.nth-roots`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['nth roots', 'exponential form', 'complex conjugate'],
  build(rng) {
    const n = rng.pick([3, 4, 5]);
    const R = rng.int(1, 3);
    const phi = frac(rng.pick([-10, -9, -8, -6, -4, -3, -2, 2, 3, 4, 6, 8, 9, 10, 12]), 12);
    const w = polarC(R ** n, phi.n / phi.d);
    const args = Array.from({ length: n }, (_, j) => principal(frac(phi.n + 2 * j * phi.d, n * phi.d))).sort(
      (u, v) => u.n / u.d - v.n / v.d,
    );
    const conjArgs = args.map((t) => principal(frac(-t.n, t.d))).sort((u, v) => u.n / u.d - v.n / v.d);
    const roots = args.map((t) => expTex(String(R), t)).join(', \\; ');
    const conjRoots = conjArgs.map((t) => expTex(String(R), t)).join(', \\; ');
    const wExp = expTex(String(R ** n), phi);
    return {
      title: 'Roots of a complex number given in Cartesian form',
      introTex: rng.pick([
        tex`\(w = ${cxAny(w)}\)`,
        tex`The point \(W\) on an Argand diagram represents the complex number \(w = ${cxAny(w)}\).`,
      ]),
      parts: [
        part(
          tex`Express \(w\) in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
          wExp,
          [
            mark('M1', 'Finds the modulus and an argument in the correct quadrant', tex`|w| = ${R ** n}`),
            mark('A1', 'Correct exponential form', wExp, ['a.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Hence solve the equation \(z^{${n}} = w\), giving your answers in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
            tex`Hence find the ${ordinal(n)} roots of \(w\), giving each in the form \(r\mathrm{e}^{\mathrm{i}\theta}\), where \(r > 0\) and \(-\pi < \theta \leqslant \pi\).`,
          ]),
          roots,
          [
            mark(
              'M1',
              tex`Takes the ${ordinal(n)} root of their modulus and adds multiples of \(2\pi\) to their argument before dividing by \(${n}\)`,
              tex`z = ${R === 1 ? '' : R}\mathrm{e}^{\frac{(${piTex(phi)} + 2k\pi)${I}}{${n}}}`,
            ),
            mark(
              'A1',
              'At least two correct roots',
              args
                .slice(0, 2)
                .map((t) => expTex(String(R), t))
                .join(', \\; '),
              ['b.1'],
            ),
            mark('A1', 'All roots correct in the required range', roots, ['b.1']),
          ],
        ),
        part(tex`Using your answers to part (b), find the solutions of the equation \(z^{${n}} = w^{*}\).`, conjRoots, [
          mark('M1', 'Takes the conjugates of their roots', tex`z^{*} \text{ of each root}`),
          mark('A1ft', 'Correct roots, ft their (b)', conjRoots, ['c.1']),
        ]),
      ],
      notes: ['(b) Roots outside the principal range: final A0.', '(c) A1ft: the conjugates of their roots in (b).'],
      facts: { n, R, w, args: args.map((t) => t.n / t.d), conjArgs: conjArgs.map((t) => t.n / t.d) },
    };
  },
};

const TAN_K: Frac[] = [1, 2, 3, 4, 5, 6, -1, -2, -3, -4].map((k) => frac(k)).concat([frac(1, 2), frac(-1, 2), frac(3, 2)]);

/** tan 3 theta from de Moivre, a cubic whose roots are tangents, and symmetric functions of its roots. */
const tanTripleRoots: QuestionTemplate = {
  id: 'cp2.complex.tan-triple-angle-roots',
  subtopicId: `${T}.trigonometric-identities`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['synoptic', "de Moivre's theorem", 'trigonometric identities', 'roots of polynomials'],
  build(rng) {
    const k = rng.pick(TAN_K);
    const m = rng.int(1, 5);
    const cubic = poly([1, mul(k, -3 * m), -3 * m * m, mul(k, m ** 3)]);
    const identity = tex`\tan 3\theta = \frac{3\tan\theta - \tan^{3}\theta}{1 - 3\tan^{2}\theta}`;
    const sub = m === 1 ? '\\tan\\theta' : `${m}\\tan\\theta`;
    const sumSq = mul(frac(m * m), add(mul(mul(k, k), 9), 6));
    const alpha = Math.atan(val(k)) / 3;
    const roots = [0, 1, 2].map((j) => m * Math.tan(alpha + (j * Math.PI) / 3));
    return {
      title: 'A triple-angle tangent and the roots of a cubic',
      parts: [
        part(tex`Use de Moivre's theorem to show that \(${identity}\).`, identity, [
          mark(
            'M1',
            tex`Expands \((\cos\theta + \mathrm{i}\sin\theta)^{3}\) and equates real and imaginary parts`,
            tex`\cos 3\theta = \cos^{3}\theta - 3\cos\theta\sin^{2}\theta, \; \sin 3\theta = 3\cos^{2}\theta\sin\theta - \sin^{3}\theta`,
          ),
          mark(
            'M1',
            tex`Divides numerator and denominator of \(\frac{\sin 3\theta}{\cos 3\theta}\) by \(\cos^{3}\theta\)`,
            tex`\frac{3\cos^{2}\theta\sin\theta - \sin^{3}\theta}{\cos^{3}\theta - 3\cos\theta\sin^{2}\theta}`,
            ['a.1'],
          ),
          mark('A1*', 'Correct printed identity, cso', identity, ['a.1', 'a.2']),
        ]),
        part(
          rng.pick([
            tex`Given that \(\tan 3\theta = ${fracTex(k)}\), show that \(x = ${sub}\) satisfies \(${cubic} = 0\).`,
            tex`Using your identity, show that if \(x = ${sub}\) and \(\tan 3\theta = ${fracTex(k)}\), then \(${cubic} = 0\).`,
          ]),
          tex`${cubic} = 0`,
          [
            mark(
              'M1',
              tex`Sets the identity equal to \(${fracTex(k)}\), clears the fraction and substitutes \(x = ${sub}\)`,
              tex`3\tan\theta - \tan^{3}\theta = ${fracTex(k)}(1 - 3\tan^{2}\theta)`,
            ),
            mark('A1*', 'Correct printed cubic', tex`${cubic} = 0`, ['b.1']),
          ],
        ),
        part(
          tex`The roots of the cubic are \(${m === 1 ? '' : m}\tan\alpha\), \(${m === 1 ? '' : m}\tan\left(\alpha + \frac{\pi}{3}\right)\) and \(${m === 1 ? '' : m}\tan\left(\alpha + \frac{2\pi}{3}\right)\), where \(\tan 3\alpha = ${fracTex(k)}\). Using the relationships between the roots and coefficients of the cubic, find the value of \(\tan\alpha + \tan\left(\alpha + \frac{\pi}{3}\right) + \tan\left(\alpha + \frac{2\pi}{3}\right)\).`,
          fracTex(mul(k, 3)),
          [
            mark(
              'M1',
              tex`Uses the sum of the roots is \(-\frac{b}{a}\)${m === 1 ? '' : tex` and divides by \(${m}\)`}`,
              tex`\sum x = ${fracTex(mul(k, 3 * m))}`,
            ),
            mark('A1', 'Correct value', fracTex(mul(k, 3)), ['c.1']),
          ],
        ),
        part(tex`Hence find the value of the sum of the squares of the roots of the cubic.`, fracTex(sumSq), [
          mark(
            'M1',
            'Uses the square of the sum of the roots minus twice the sum of their products in pairs',
            tex`\left(${fracTex(mul(k, 3 * m))}\right)^{2} - 2\left(${-3 * m * m}\right)`,
          ),
          mark('A1', 'Correct value', fracTex(sumSq), ['d.1']),
        ]),
      ],
      notes: [tex`(b) The cubic is obtained with \(x = ${sub}\).`, '(d) M1 follows through their sum of the roots.'],
      facts: { k: val(k), m, roots, sum: 3 * val(k), sumSq: val(sumSq) },
    };
  },
};

export const cp2ComplexExponentialDeMoivreTemplates: QuestionTemplate[] = [
  expOfComplex,
  onePlusExp,
  spiralMap,
  convertMultiply,
  deMoivreQuotient,
  deMoivreInduction,
  powerMeanValue,
  cubicByCos3,
  tanTripleRoots,
  finiteCosineSum,
  infiniteSeries,
  rootsOfUnity,
  rootsOfCartesian,
  polygonFromVertex,
  squareFromSide,
].map(mixed);
