/**
 * Book 2 chapter 3 templates: improper integrals, mean values, inverse trigonometric functions, partial fractions. Spread into
 * cp2SeriesCalculusTemplates.
 */
import { type Frac, add, div, frac, mul, sub } from '../../math/rational.js';
import { fracTex, piTex, poly, sf, surdTex, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { mixed } from './cp2-complex-exponential-form-and-de-moivre.js';

const val = (q: Frac | number) => (typeof q === 'number' ? q : q.n / q.d);
const DX = '\\,\\mathrm{d}x';
const kx = (k: number, v = 'x') => terms([[k, v]]);
/** `\arctan\left(\frac{x + 2}{3}\right)`, `\arctan(x + 2)` over 1. */
const arctanOver = (top: string, d: number) => (d === 1 ? tex`\arctan(${top})` : tex`\arctan\left(\frac{${top}}{${d}}\right)`);
/** Signed fractions `\frac{3}{x + 1} - \frac{2}{x + 4}` from [numerator, denominator] pairs. */
const fractions = (list: [number, string][]) =>
  list.map(([c, den], i) => `${c < 0 ? (i ? ' - ' : '-') : i ? ' + ' : ''}\\frac{${Math.abs(c)}}{${den}}`).join('');

/** Prime factorisation of a positive integer as [prime, exponent] pairs. */
function factorise(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let p = 2; p * p <= n; p++) {
    let e = 0;
    while (n % p === 0) {
      n /= p;
      e++;
    }
    if (e) out.push([p, e]);
  }
  if (n > 1) out.push([n, 1]);
  return out;
}

/** A sum of rational multiples of logarithms of rationals, in simplest form: a multiple of ln p for each prime p. */
export function logTerms(logs: [Frac, Frac][]): [Frac, string][] {
  const byPrime = new Map<number, Frac>();
  for (const [coef, arg] of logs) {
    for (const [p, e] of factorise(Math.abs(arg.n))) byPrime.set(p, add(byPrime.get(p) ?? frac(0), mul(coef, e)));
    for (const [p, e] of factorise(arg.d)) byPrime.set(p, sub(byPrime.get(p) ?? frac(0), mul(coef, e)));
  }
  return [...byPrime]
    .sort(([a], [b]) => a - b)
    .filter(([, c]) => c.n !== 0)
    .map(([p, c]) => [c, `\\ln ${p}`]);
}

/** x^n ln x on (0, b] and x^{-m} ln x on [1, infinity). */
const improperLog: QuestionTemplate = {
  id: 'cp2.calculus.improper-log-integrals',
  subtopicId: 'cp2-methods-in-calculus.improper-integrals',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['improper integrals', 'integration by parts', 'limits', 'logarithms'],
  build(rng) {
    const n = rng.int(1, 3);
    const m = rng.int(2, 6);
    const [bTex, bVal, lnB] = rng.pick([
      ['1', 1, 0],
      ['2', 2, 0],
      ['3', 3, 0],
      ['\\mathrm{e}', Math.E, 1],
      ['\\mathrm{e}^{2}', Math.E ** 2, 2],
    ] as [string, number, number][]);
    const xn = n === 1 ? 'x' : `x^{${n}}`;
    const anti = tex`\frac{x^{${n + 1}}}{${n + 1}}\ln x - \frac{x^{${n + 1}}}{${(n + 1) ** 2}}`;
    const p = n + 1;
    const answer =
      lnB > 0
        ? terms([[frac(lnB * p - 1, p * p), `\\mathrm{e}^{${lnB * p}}`]])
        : bVal === 1
          ? fracTex(frac(-1, p * p))
          : terms([
              [frac(bVal ** p, p), `\\ln ${bVal}`],
              [frac(-(bVal ** p), p * p), ''],
            ]);
    const value = (bVal ** p * Math.log(bVal)) / p - bVal ** p / (p * p);
    const tail = frac(1, (m - 1) ** 2);
    return {
      title: 'Improper integrals involving a logarithm',
      introTex: rng.pick([
        tex`\(I = \displaystyle\int_{0}^{${bTex}} ${xn}\ln x${DX}\)`,
        tex`A student claims that the integral \(I = \displaystyle\int_{0}^{${bTex}} ${xn}\ln x${DX}\) has no finite value.`,
      ]),
      parts: [
        part(tex`Explain why \(I\) is an improper integral.`, tex`\ln x \text{ is undefined at } x = 0`, [
          mark('B1', 'The integrand is not defined at the lower limit', tex`\ln x \to -\infty \text{ as } x \to 0`),
        ]),
        part(tex`Find \(\displaystyle\int ${xn}\ln x${DX}\).`, tex`${anti} + c`, [
          mark('M1', tex`Integration by parts with \(u = \ln x\)`, tex`\frac{x^{${p}}}{${p}}\ln x - \int \frac{x^{${n}}}{${p}}${DX}`),
          mark('A1', 'Correct integral', tex`${anti} + c`, ['b.1']),
        ]),
        part(tex`Hence find the exact value of \(I\), showing the limiting process clearly.`, answer, [
          mark(
            'M1',
            tex`Replaces the lower limit by \(t\) and lets \(t\) tend to \(0\) from above`,
            tex`\lim_{t \to 0^{+}}\left[${anti}\right]_{t}^{${bTex}}`,
          ),
          mark('B1', tex`States that \(t^{${p}}\ln t \to 0\)`, tex`t^{${p}}\ln t \to 0`),
          mark('A1', 'Correct exact value', answer, ['c.1']),
        ]),
        part(tex`Show that \(\displaystyle\int_{1}^{\infty} \frac{\ln x}{x^{${m}}}${DX}\) converges, and find its value.`, fracTex(tail), [
          mark(
            'M1',
            'Integrates by parts and takes the limit as the upper limit tends to infinity',
            tex`\left[-\frac{\ln x}{${m === 2 ? 'x' : `${m - 1}x^{${m - 1}}`}} - \frac{1}{${m === 2 ? 'x' : `${(m - 1) ** 2}x^{${m - 1}}`}}\right]_{1}^{t}`,
          ),
          mark('A1', tex`Correct value with the limit of \(\frac{\ln t}{${m === 2 ? 't' : `t^{${m - 1}}`}}\) addressed`, fracTex(tail), [
            'd.1',
          ]),
        ]),
      ],
      notes: ['(c) Substituting 0 directly without a limit: M0 B0 A0.', tex`(d) The terms in \(t\) must be shown to tend to \(0\).`],
      facts: { n, m, b: bVal, value, tail: val(tail) },
    };
  },
};

/** 1 / (x^2 + 2px + q) over the whole real line and over a half line. */
const improperArctan: QuestionTemplate = {
  id: 'cp2.calculus.improper-arctan',
  subtopicId: 'cp2-methods-in-calculus.improper-integrals',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['improper integrals', 'inverse trigonometric functions', 'completing the square'],
  build(rng) {
    const p = rng.nonZero(-5, 5);
    const c = rng.int(1, 5);
    const q = p * p + c * c;
    const quad = poly([1, 2 * p, q]);
    const [shift, arcVal] = rng.pick([
      [0, frac(0)],
      [1, frac(1, 4)],
      [-1, frac(-1, 4)],
    ] as [number, Frac][]);
    const lower = shift * c - p;
    const half = div(sub(frac(1, 2), arcVal), c);
    const xp = terms([
      [1, 'x'],
      [p, ''],
    ]);
    return {
      title: 'An improper integral over the whole real line',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = \dfrac{1}{${quad}}\)`,
        tex`The curve \(y = \mathrm{f}(x)\), where \(\mathrm{f}(x) = \dfrac{1}{${quad}}\), lies above the \(x\)-axis for all real \(x\).`,
      ]),
      parts: [
        part(tex`Express \(${quad}\) in the form \((x + a)^{2} + b^{2}\).`, tex`(${xp})^{2} + ${c * c}`, [
          mark('B1', 'Completes the square', tex`(${xp})^{2} + ${c * c}`),
        ]),
        part(tex`Hence show that \(\displaystyle\int_{-\infty}^{\infty} \mathrm{f}(x)${DX} = ${piTex(frac(1, c))}\).`, piTex(frac(1, c)), [
          mark('M1', tex`Integrates to a multiple of \(${arctanOver(xp, c)}\)`, terms([[frac(1, c), arctanOver(xp, c)]])),
          mark('A1', 'Correct integral', terms([[frac(1, c), arctanOver(xp, c)]]), ['b.1']),
          mark(
            'M1',
            tex`Uses limits \(s \to -\infty\) and \(t \to \infty\), with \(\arctan\) tending to \(-\frac{\pi}{2}\) and \(\frac{\pi}{2}\)`,
            tex`\lim_{t \to \infty}\arctan t = \frac{\pi}{2}, \; \lim_{s \to -\infty}\arctan s = -\frac{\pi}{2}`,
            ['b.1'],
          ),
          mark('A1*', 'Correct printed value, cso', piTex(frac(1, c)), ['b.1', 'b.3']),
        ]),
        part(tex`Find the exact value of \(\displaystyle\int_{${lower}}^{\infty} \mathrm{f}(x)${DX}\).`, piTex(half), [
          mark(
            'M1',
            tex`Uses their \(\arctan\) integral with the lower limit`,
            terms([[frac(1, c), tex`\left(\frac{\pi}{2} - \arctan(${shift})\right)`]]),
          ),
          mark('A1', 'Correct exact value', piTex(half), ['c.1']),
        ]),
      ],
      notes: ['(b) Replacing infinity by a large number without a limit: second M0.'],
      facts: { p, c, q, lower, half: val(half) * Math.PI },
    };
  },
};

/** Mean value of k/(x^2 + a^2) and where the function takes that value. */
const meanArctan: QuestionTemplate = {
  id: 'cp2.calculus.mean-value-arctan',
  subtopicId: 'cp2-methods-in-calculus.mean-value',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['mean value of a function', 'inverse trigonometric functions', 'integration'],
  build(rng) {
    const [k, a] = [rng.int(1, 9), rng.int(1, 6)];
    const root3 = rng.pick([false, true]);
    const upper = root3 ? surdTex(3 * a * a) : String(a);
    // mean = (1/L)(k/a) arctan(L/a): L = a gives k pi / (4 a^2); L = a sqrt3 gives k pi / (3 sqrt3 a^2) = sqrt3 k pi / (9 a^2)
    const r3 = frac(k, 9 * a * a);
    const meanTex = root3
      ? r3.d === 1
        ? terms([[r3.n, '\\sqrt{3}\\pi']])
        : tex`\frac{${terms([[r3.n, '\\sqrt{3}\\pi']])}}{${r3.d}}`
      : piTex(frac(k, 4 * a * a));
    const mean = root3 ? (Math.sqrt(3) * k * Math.PI) / (9 * a * a) : (k * Math.PI) / (4 * a * a);
    const c = rng.nonZero(-5, 5);
    const x = Math.sqrt(k / mean - a * a);
    const f = tex`\dfrac{${k}}{x^{2} + ${a * a}}`;
    return {
      title: 'Mean value of a function with an inverse tangent integral',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = ${f}\)`,
        tex`A curve \(C\) has equation \(y = \mathrm{f}(x)\), where \(\mathrm{f}(x) = ${f}\).`,
        tex`The function \(\mathrm{f}\) is defined for all real \(x\) by \(\mathrm{f}(x) = ${f}\).`,
      ]),
      parts: [
        part(tex`Find the exact mean value of \(\mathrm{f}(x)\) over the interval \(0 \leqslant x \leqslant ${upper}\).`, meanTex, [
          mark('M1', tex`Integrates to a multiple of \(${arctanOver('x', a)}\)`, terms([[frac(k, a), arctanOver('x', a)]])),
          mark('M1', 'Divides by the length of the interval', tex`\frac{1}{${upper}}\int_{0}^{${upper}} \mathrm{f}(x)${DX}`),
          mark('A1', 'Correct exact mean value', meanTex, ['a.1', 'a.2']),
        ]),
        part(
          tex`Using your answer to part (a), write down the mean value of \(\mathrm{f}(x) ${c < 0 ? '-' : '+'} ${Math.abs(c)}\) over the same interval.`,
          tex`${meanTex} ${c < 0 ? '-' : '+'} ${Math.abs(c)}`,
          [mark('B1ft', 'Their mean value adjusted by the constant', tex`${meanTex} ${c < 0 ? '-' : '+'} ${Math.abs(c)}`)],
        ),
        part(
          tex`Find, to 3 significant figures, the value of \(x\) in the interval at which \(\mathrm{f}(x)\) is equal to its mean value.`,
          sf(x, 3),
          [
            mark('M1', tex`Sets \(\mathrm{f}(x)\) equal to their mean value`, tex`\frac{${k}}{x^{2} + ${a * a}} = ${meanTex}`),
            mark('dM1', tex`Rearranges to \(x^{2}\) and takes the positive root`, tex`x^{2} = \frac{${k}}{${meanTex}} - ${a * a}`, ['c.1']),
            mark('A1', 'Correct value to 3 s.f.', sf(x, 3), ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: ['(b) B1ft: their answer to (a) plus the constant.', '(c) The value must lie in the interval.'],
      facts: { k, a, upperValue: root3 ? a * Math.sqrt(3) : a, mean, c, x },
    };
  },
};

/** Alternating voltage: mean value, mean square and root mean square. */
const meanVoltage: QuestionTemplate = {
  id: 'cp2.calculus.mean-value-voltage',
  subtopicId: 'cp2-methods-in-calculus.mean-value',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['mean value of a function', 'modelling', 'integration', 'trigonometric identities'],
  build(rng) {
    const V0 = rng.pick([12, 24, 50, 100, 110, 120, 150, 200, 230, 240, 325, 400]);
    const w = rng.pick([50, 60, 100, 120]);
    const j = rng.pick([1, 2]);
    const half = tex`\frac{1}{${w}}`;
    const period = fracTex(frac(2, w));
    const part3 = fracTex(frac(j, 3 * w));
    const meanHalf = `\\frac{${2 * V0}}{\\pi}`;
    const partial = frac(3 * V0 * (j === 1 ? 1 : 3), j === 1 ? 2 : 4);
    const partialTex = `\\frac{${partial.n}}{${partial.d === 1 ? '' : partial.d}\\pi}`;
    const rms = V0 / Math.SQRT2;
    return {
      title: 'Mean and root mean square of an alternating voltage',
      introTex: rng.pick([
        tex`The voltage in a circuit, \(V\) volts, at time \(t\) seconds is modelled by \(V = ${V0}\sin(${w}\pi t)\).`,
        tex`A signal generator produces an alternating voltage of \(V\) volts at time \(t\) seconds, where \(V = ${V0}\sin(${w}\pi t)\).`,
        tex`In a model of an alternating supply, the voltage at time \(t\) seconds is \(V\) volts, where \(V = ${V0}\sin(${w}\pi t)\).`,
      ]),
      parts: [
        part(tex`Find the exact mean value of \(V\) over the interval \(0 \leqslant t \leqslant ${half}\).`, meanHalf, [
          mark(
            'M1',
            tex`Integrates to a multiple of \(\cos(${w}\pi t)\) and divides by the interval length`,
            tex`${w}\int_{0}^{${half}} ${V0}\sin(${w}\pi t)\,\mathrm{d}t`,
          ),
          mark('A1', 'Correct exact mean value', meanHalf, ['a.1']),
        ]),
        part(
          tex`Show that the mean value of \(V^{2}\) over one period, \(0 \leqslant t \leqslant ${period}\), is \(${(V0 * V0) / 2}\).`,
          String((V0 * V0) / 2),
          [
            mark(
              'M1',
              tex`Uses \(\sin^{2}A = \frac{1 - \cos 2A}{2}\)`,
              tex`${V0 * V0}\sin^{2}(${w}\pi t) = ${fracTex(frac(V0 * V0, 2))}\left(1 - \cos(${2 * w}\pi t)\right)`,
            ),
            mark(
              'M1',
              'Integrates and divides by the period',
              tex`${fracTex(frac(w, 2))}\int_{0}^{${period}} ${fracTex(frac(V0 * V0, 2))}\left(1 - \cos(${2 * w}\pi t)\right)\mathrm{d}t`,
            ),
            mark('A1*', 'Correct printed value, cso', String((V0 * V0) / 2), ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`The root mean square voltage is the square root of the mean value of \(V^{2}\) over one period. Using your answer to part (b), find the root mean square voltage, to 3 significant figures.`,
          sf(rms, 3),
          [mark('B1ft', 'Square root of the mean square', sf(rms, 3))],
        ),
        part(tex`Find the exact mean value of \(V\) over the interval \(0 \leqslant t \leqslant ${part3}\).`, partialTex, [
          mark(
            'M1',
            'Integrates and divides by the new interval length',
            tex`${fracTex(frac(3 * w, j))}\int_{0}^{${part3}} ${V0}\sin(${w}\pi t)\,\mathrm{d}t`,
          ),
          mark('A1', 'Correct exact mean value', partialTex, ['d.1']),
        ]),
      ],
      notes: ['(c) B1ft: the square root of their (b).'],
      facts: { V0, w, j, meanHalf: (2 * V0) / Math.PI, meanSquare: (V0 * V0) / 2, rms, partial: val(partial) / Math.PI },
    };
  },
};

type InverseRow = { fn: 'arcsin' | 'arctan'; theta: Frac; limit: [Frac, string]; value: [Frac, string][] };
const INVERSE_ROWS: InverseRow[] = [
  {
    fn: 'arcsin',
    theta: frac(1, 6),
    limit: [frac(1, 2), ''],
    value: [
      [frac(1, 12), '\\pi'],
      [frac(1, 2), '\\sqrt{3}'],
      [frac(-1), ''],
    ],
  },
  {
    fn: 'arcsin',
    theta: frac(1, 4),
    limit: [frac(1, 2), '\\sqrt{2}'],
    value: [
      [frac(1, 8), '\\sqrt{2}\\pi'],
      [frac(1, 2), '\\sqrt{2}'],
      [frac(-1), ''],
    ],
  },
  {
    fn: 'arcsin',
    theta: frac(1, 3),
    limit: [frac(1, 2), '\\sqrt{3}'],
    value: [
      [frac(1, 6), '\\sqrt{3}\\pi'],
      [frac(-1, 2), ''],
    ],
  },
  {
    fn: 'arctan',
    theta: frac(1, 6),
    limit: [frac(1, 3), '\\sqrt{3}'],
    value: [
      [frac(1, 18), '\\sqrt{3}\\pi'],
      [frac(1, 2), '\\ln 3'],
      [frac(-1), '\\ln 2'],
    ],
  },
  {
    fn: 'arctan',
    theta: frac(1, 4),
    limit: [frac(1), ''],
    value: [
      [frac(1, 4), '\\pi'],
      [frac(-1, 2), '\\ln 2'],
    ],
  },
  {
    fn: 'arctan',
    theta: frac(1, 3),
    limit: [frac(1), '\\sqrt{3}'],
    value: [
      [frac(1, 3), '\\sqrt{3}\\pi'],
      [frac(-1), '\\ln 2'],
    ],
  },
];

/** The derivative of arcsin(kx) or arctan(kx), then its integral by parts. */
const inverseByParts: QuestionTemplate = {
  id: 'cp2.calculus.inverse-trig-by-parts',
  subtopicId: 'cp2-methods-in-calculus.inverse-trigonometric-functions',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['inverse trigonometric functions', 'integration by parts', 'differentiation'],
  build(rng) {
    const row = rng.pick(INVERSE_ROWS);
    const k = rng.int(1, 10);
    const isSin = row.fn === 'arcsin';
    const F = k === 1 ? `\\${row.fn} x` : `\\${row.fn}(${k}x)`;
    const k2x2 = kx(k * k, 'x^{2}');
    const derivative = isSin ? tex`\frac{${k}}{\sqrt{1 - ${k2x2}}}` : tex`\frac{${k}}{1 + ${k2x2}}`;
    const anti = isSin
      ? tex`x${F} + ${k === 1 ? '' : `\\frac{1}{${k}}`}\sqrt{1 - ${k2x2}} + c`
      : tex`x${F} - \frac{1}{${2 * k}}\ln(1 + ${k2x2}) + c`;
    const upper = terms([[mul(row.limit[0], frac(1, k)), row.limit[1]]]);
    const value = terms(row.value.map(([c, s]) => [mul(c, frac(1, k)), s] as [Frac, string]));
    const t = (Math.PI * row.theta.n) / row.theta.d;
    const numeric = isSin ? (t * Math.sin(t) + Math.cos(t) - 1) / k : (t * Math.tan(t) + Math.log(Math.cos(t))) / k;
    return {
      title: 'Integrating an inverse trigonometric function by parts',
      introTex: rng.pick([
        tex`\(y = ${F}\)`,
        tex`A curve \(C\) has equation \(y = ${F}\).`,
        tex`In this question \(y = ${F}\), with \(y\) in radians and taking its principal value.`,
      ]),
      parts: [
        part(tex`Show that \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = ${derivative}\).`, derivative, [
          mark(
            'M1',
            tex`Writes \(${isSin ? '\\sin' : '\\tan'} y = ${kx(k)}\) and differentiates implicitly`,
            isSin ? tex`\cos y\frac{\mathrm{d}y}{\mathrm{d}x} = ${k}` : tex`\sec^{2} y\frac{\mathrm{d}y}{\mathrm{d}x} = ${k}`,
          ),
          mark(
            'A1*',
            isSin
              ? tex`Uses \(\cos y = \sqrt{1 - \sin^{2}y}\) to reach the printed result`
              : tex`Uses \(\sec^{2}y = 1 + \tan^{2}y\) to reach the printed result`,
            derivative,
            ['a.1'],
          ),
        ]),
        part(tex`Hence, using integration by parts, find \(\displaystyle\int ${F}${DX}\).`, anti, [
          mark('M1', tex`Integration by parts with \(u = ${F}\) and \(v = x\)`, tex`x${F} - \int x${derivative}${DX}`),
          mark(
            'M1',
            isSin
              ? tex`Integrates \(\frac{${kx(k)}}{\sqrt{1 - ${k2x2}}}\) to a multiple of \(\sqrt{1 - ${k2x2}}\)`
              : tex`Integrates \(\frac{${kx(k)}}{1 + ${k2x2}}\) to a multiple of \(\ln(1 + ${k2x2})\)`,
            anti,
            ['b.1'],
          ),
          mark('A1', 'Correct integral', anti, ['b.1', 'b.2']),
        ]),
        part(tex`Find the exact value of \(\displaystyle\int_{0}^{${upper}} ${F}${DX}\).`, value, [
          mark('M1', 'Substitutes both limits into their integral', tex`\left[${anti.replace(' + c', '')}\right]_{0}^{${upper}}`),
          mark('A1', 'Correct exact value', value, ['c.1']),
        ]),
      ],
      notes: ['(c) Decimal answers only: M1 A0.'],
      facts: {
        fn: row.fn,
        k,
        upper: (val(row.limit[0]) * (row.limit[1] ? Math.sqrt(Number(row.limit[1].replace(/\D/g, ''))) : 1)) / k,
        value: numeric,
      },
    };
  },
};

/** Completing the square under a square root: an arcsin integral and a mean value. */
const arcsinComplete: QuestionTemplate = {
  id: 'cp2.calculus.arcsin-completing-square',
  subtopicId: 'cp2-methods-in-calculus.inverse-trigonometric-functions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['inverse trigonometric functions', 'completing the square', 'mean value of a function'],
  build(rng) {
    const a = 2 * rng.int(1, 5);
    const b = rng.nonZero(-5, 5);
    const C = a * a - b * b;
    const quad = terms([
      [C, ''],
      [2 * b, 'x'],
      [-1, 'x^{2}'],
    ]);
    const [s1, s2] = rng.pick([
      [-1, 0],
      [0, 1],
      [-1, 1],
    ]);
    const [lo, hi] = [b + (s1 * a) / 2, b + (s2 * a) / 2];
    const value = frac(s2 - s1, 6);
    const mean = div(value, hi - lo);
    const xb = terms([
      [1, 'x'],
      [-b, ''],
    ]);
    return {
      title: 'An inverse sine integral after completing the square',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = \dfrac{1}{\sqrt{${quad}}}\)`,
        tex`The curve \(C\) has equation \(y = \mathrm{f}(x)\), where \(\mathrm{f}(x) = \dfrac{1}{\sqrt{${quad}}}\).`,
      ]),
      parts: [
        part(tex`Express \(${quad}\) in the form \(p^{2} - (x - q)^{2}\), where \(p > 0\).`, tex`${a * a} - (${xb})^{2}`, [
          mark('B1', tex`Correct \(q\)`, tex`(${xb})^{2}`),
          mark('B1', tex`Correct \(p^{2}\)`, String(a * a)),
        ]),
        part(tex`Hence find the exact value of \(\displaystyle\int_{${lo}}^{${hi}} \mathrm{f}(x)${DX}\).`, piTex(value), [
          mark('M1', tex`Integrates to \(\arcsin\left(\frac{x - q}{p}\right)\)`, tex`\arcsin\left(\frac{${xb}}{${a}}\right)`),
          mark('A1', 'Correct integral', tex`\arcsin\left(\frac{${xb}}{${a}}\right)`, ['b.1']),
          mark(
            'M1',
            'Substitutes both limits',
            tex`\arcsin\left(${fracTex(frac(s2, 2))}\right) - \arcsin\left(${fracTex(frac(s1, 2))}\right)`,
            ['b.1'],
          ),
          mark('A1', 'Correct exact value', piTex(value), ['b.1', 'b.3']),
        ]),
        part(
          tex`Using your answer to part (b), find the exact mean value of \(\mathrm{f}(x)\) over the interval \(${lo} \leqslant x \leqslant ${hi}\).`,
          piTex(mean),
          [
            mark('M1', 'Divides their integral by the length of the interval', tex`\frac{1}{${hi - lo}} \times ${piTex(value)}`),
            mark('A1ft', 'Correct mean value, ft their (b)', piTex(mean), ['c.1']),
          ],
        ),
      ],
      notes: ['(c) A1ft: their (b) divided by the interval length.'],
      facts: { a, b, lo, hi, value: val(value) * Math.PI, mean: val(mean) * Math.PI },
    };
  },
};

/** (linear and quadratic numerator) / ((x - p)(x^2 + q^2)): partial fractions, then ln and arctan terms. */
const pfQuadratic: QuestionTemplate = {
  id: 'cp2.calculus.partial-fractions-quadratic',
  subtopicId: 'cp2-methods-in-calculus.partial-fractions',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['partial fractions', 'quadratic factor', 'integration', 'inverse trigonometric functions', 'logarithms'],
  build(rng) {
    const [A, B, G] = [rng.nonZero(-3, 3), rng.nonZero(-3, 3), rng.nonZero(-4, 4)];
    const q = rng.int(1, 3);
    const p = -rng.int(1, 4);
    const q2 = q * q;
    const numerator = [A + B, G - B * p, A * q2 - G * p];
    const lin = terms([
      [1, 'x'],
      [-p, ''],
    ]);
    const quad = `x^{2} + ${q2}`;
    const f = tex`\dfrac{${poly(numerator)}}{(${lin})(${quad})}`;
    const pf = tex`${fractions([[A, lin]])} + \frac{${poly([B, G])}}{${quad}}`;
    const arctanCoef = frac(G, q);
    const anti = tex`${terms([
      [A, `\\ln|${lin}|`],
      [frac(B, 2), `\\ln(${quad})`],
      [arctanCoef, `\\arctan\\left(${q === 1 ? 'x' : `\\frac{x}{${q}}`}\\right)`],
    ])} + c`;
    const logs = logTerms([
      [frac(A), frac(q - p, -p)],
      [frac(B, 2), frac(2)],
    ]);
    const piPart = frac(Math.abs(G), 4 * q);
    const exact = logs.length ? `${terms(logs)} ${G < 0 ? '-' : '+'} ${piTex(piPart)}` : `${G < 0 ? '-' : ''}${piTex(piPart)}`;
    const value = A * Math.log((q - p) / -p) + (B / 2) * Math.log(2) + (G * Math.PI) / (4 * q);
    return {
      title: 'Partial fractions with a quadratic factor',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = ${f}\)`,
        tex`A curve \(C\) has equation \(y = \mathrm{f}(x)\), where \(\mathrm{f}(x) = ${f}\).`,
        tex`The function \(\mathrm{f}\) is defined for all real \(x\) by \(\mathrm{f}(x) = ${f}\).`,
      ]),
      parts: [
        part(tex`Express \(\mathrm{f}(x)\) in partial fractions.`, pf, [
          mark('M1', 'Correct form with a linear numerator over the quadratic factor', tex`\frac{A}{${lin}} + \frac{Bx + C}{${quad}}`),
          mark('M1', 'A complete method to find the constants', tex`${poly(numerator)} \equiv A(${quad}) + (Bx + C)(${lin})`),
          mark('A1', tex`Correct \(A\)`, tex`A = ${A}`, ['a.1', 'a.2']),
          mark('A1', tex`Correct \(B\) and \(C\)`, tex`B = ${B}, \; C = ${G}`, ['a.1', 'a.2']),
        ]),
        part(tex`Hence find \(\displaystyle\int \mathrm{f}(x)${DX}\).`, anti, [
          mark('M1', 'Integrates the linear fraction to a logarithm', terms([[A, `\\ln|${lin}|`]])),
          mark(
            'M1',
            'Splits the quadratic fraction into a logarithm and an inverse tangent',
            terms([
              [frac(B, 2), `\\ln(${quad})`],
              [arctanCoef, `\\arctan\\left(${q === 1 ? 'x' : `\\frac{x}{${q}}`}\\right)`],
            ]),
          ),
          mark('A1', 'Correct integral', anti, ['b.1', 'b.2']),
        ]),
        part(
          tex`Hence find the exact value of \(\displaystyle\int_{0}^{${q}} \mathrm{f}(x)${DX}\), giving your answer in terms of logarithms of prime numbers and \(\pi\).`,
          exact,
          [
            mark('M1', 'Substitutes both limits into their integral', tex`\left[${anti.replace(' + c', '')}\right]_{0}^{${q}}`),
            mark('A1', 'Correct exact value', exact, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) Equating coefficients or substituting values are both complete methods.',
        '(c) Equivalent logarithmic forms are acceptable.',
      ],
      facts: { A, B, G, p, q, numerator, value },
    };
  },
};

/** A repeated linear factor: partial fractions, the integral, and an improper integral that converges. */
const pfRepeatedImproper: QuestionTemplate = {
  id: 'cp2.calculus.partial-fractions-repeated-improper',
  subtopicId: 'cp2-methods-in-calculus.partial-fractions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['partial fractions', 'repeated factor', 'improper integrals', 'logarithms'],
  build(rng) {
    const [p, r] = rng.sample([1, 2, 3, 4, 5], 2);
    const A = rng.nonZero(-3, 3);
    const C = rng.nonZero(-4, 4);
    const numerator = [A * (r - p) + C, A * r * (r - p) + C * p];
    const xp = `x + ${p}`;
    const xr = `x + ${r}`;
    const f = tex`\dfrac{${poly(numerator)}}{(${xp})(${xr})^{2}}`;
    const pf = fractions([
      [A, xp],
      [-A, xr],
      [C, `(${xr})^{2}`],
    ]);
    const anti = tex`${terms([
      [A, `\\ln(${xp})`],
      [-A, `\\ln(${xr})`],
    ])}${fractions([[-C, xr]])
      .replace(/^-/, ' - ')
      .replace(/^\\/, ' + \\')} + c`;
    const exact = terms([...logTerms([[frac(A), frac(r, p)]]), [frac(C, r), '']]);
    const value = A * Math.log(r / p) + C / r;
    return {
      title: 'Partial fractions with a repeated factor and an improper integral',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = ${f}\), \(x \geqslant 0\)`,
        tex`The function \(\mathrm{f}\) is defined for \(x \geqslant 0\) by \(\mathrm{f}(x) = ${f}\).`,
      ]),
      parts: [
        part(tex`Express \(\mathrm{f}(x)\) in partial fractions.`, pf, [
          mark('M1', 'Correct form including the repeated factor', tex`\frac{A}{${xp}} + \frac{B}{${xr}} + \frac{C}{(${xr})^{2}}`),
          mark('A1', 'Two constants correct', pf, ['a.1']),
          mark('A1', 'All three constants correct', pf, ['a.1']),
        ]),
        part(tex`Hence find \(\displaystyle\int \mathrm{f}(x)${DX}\).`, anti, [
          mark('M1', 'Logarithms for the linear terms and a reciprocal for the squared term', anti),
          mark('A1ft', 'Correct integral, ft their constants', anti, ['b.1']),
        ]),
        part(tex`Show that \(\displaystyle\int_{0}^{\infty} \mathrm{f}(x)${DX}\) converges, and find its exact value.`, exact, [
          mark(
            'M1',
            tex`Replaces \(\infty\) by \(t\) and combines the logarithms`,
            tex`${kx(A, `\\ln\\left(\\frac{t + ${p}}{t + ${r}}\\right)`)} \to 0`,
          ),
          mark(
            'M1',
            tex`Takes the limit as \(t \to \infty\) and subtracts the value at \(x = 0\)`,
            tex`\lim_{t \to \infty}\left[${anti.replace(' + c', '')}\right]_{0}^{t}`,
            ['c.1'],
          ),
          mark('A1', 'Correct exact value', exact, ['c.1', 'c.2']),
        ]),
      ],
      notes: [tex`(c) Writing \(\ln\infty - \ln\infty = 0\) scores M0.`],
      facts: { p, r, A, C, numerator, value },
    };
  },
};

/** k / (x (x^2 + q^2)): partial fractions with a quadratic factor and an integral to infinity. */
const pfQuadraticImproper: QuestionTemplate = {
  id: 'cp2.calculus.partial-fractions-quadratic-improper',
  subtopicId: 'cp2-methods-in-calculus.partial-fractions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['partial fractions', 'quadratic factor', 'improper integrals', 'logarithms'],
  build(rng) {
    const k = rng.int(1, 15);
    const q = rng.int(1, 5);
    const q2 = q * q;
    const c = frac(k, q2);
    const quad = `x^{2} + ${q2}`;
    const f = tex`\dfrac{${k}}{x(${quad})}`;
    const top = c.n === 1 ? 'x' : `${c.n}x`;
    const pf = c.d === 1 ? tex`\frac{${c.n}}{x} - \frac{${top}}{${quad}}` : tex`\frac{${c.n}}{${c.d}x} - \frac{${top}}{${c.d}(${quad})}`;
    const anti = tex`${terms([
      [c, '\\ln x'],
      [mul(c, frac(-1, 2)), `\\ln(${quad})`],
    ])} + c`;
    const exact = terms(logTerms([[mul(c, frac(1, 2)), frac(1 + q2)]]));
    return {
      title: 'A quadratic factor and an integral to infinity',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = ${f}\), \(x > 0\)`,
        tex`The function \(\mathrm{f}\) is defined for all positive \(x\) by \(\mathrm{f}(x) = ${f}\).`,
      ]),
      parts: [
        part(tex`Express \(\mathrm{f}(x)\) in partial fractions.`, pf, [
          mark('M1', 'Correct form with a linear numerator over the quadratic factor', tex`\frac{A}{x} + \frac{Bx + C}{${quad}}`),
          mark('A1', tex`Correct \(A\)`, tex`A = ${fracTex(c)}`, ['a.1']),
          mark('A1', tex`Correct \(B\) and \(C\)`, tex`B = ${fracTex(mul(c, -1))}, \; C = 0`, ['a.1']),
        ]),
        part(tex`Hence find \(\displaystyle\int \mathrm{f}(x)\,\mathrm{d}x\).`, anti, [
          mark('M1', tex`Integrates to logarithms, the second as a multiple of \(\ln(${quad})\)`, anti),
          mark('A1ft', 'Correct integral, ft their constants', anti, ['b.1']),
        ]),
        part(
          tex`Show that \(\displaystyle\int_{1}^{\infty} \mathrm{f}(x)\,\mathrm{d}x\) converges, and find its exact value in terms of logarithms of prime numbers.`,
          exact,
          [
            mark(
              'M1',
              'Combines the logarithms into one before taking the limit',
              tex`${kx(1, `${fracTex(c)}\\ln\\left(\\frac{x}{\\sqrt{${quad}}}\\right)`)}`,
            ),
            mark(
              'M1',
              tex`Uses \(\frac{x}{\sqrt{${quad}}} \to 1\) as \(x \to \infty\)`,
              tex`\ln\left(\frac{t}{\sqrt{t^{2} + ${q2}}}\right) \to 0`,
              ['c.1'],
            ),
            mark('A1', 'Correct exact value', exact, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [tex`(c) Writing \(\ln\infty - \ln\infty = 0\) scores the second M0.`],
      facts: { k, q, A: val(c), value: (val(c) / 2) * Math.log(1 + q2) },
    };
  },
};

/** (px + q)/(x^2 + a^2): a logarithm and an inverse tangent, over two intervals. */
const lnPlusArctan: QuestionTemplate = {
  id: 'cp2.calculus.log-and-arctan-integral',
  subtopicId: 'cp2-methods-in-calculus.inverse-trigonometric-functions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['inverse trigonometric functions', 'integration', 'logarithms'],
  build(rng) {
    const [p, q, a] = [rng.int(1, 6), rng.int(1, 9), rng.int(1, 5)];
    const a2 = a * a;
    const num = terms([
      [p, 'x'],
      [q, ''],
    ]);
    const anti = tex`${terms([
      [frac(p, 2), `\\ln(x^{2} + ${a2})`],
      [frac(q, a), `\\arctan\\left(${a === 1 ? 'x' : `\\frac{x}{${a}}`}\\right)`],
    ])} + c`;
    const withPi = (logs: [Frac, string][], piCoef: Frac) => `${terms(logs)} + ${piTex(piCoef)}`;
    const first = withPi([[frac(p, 2), '\\ln 2']], frac(q, 4 * a));
    const second = withPi([[frac(p), '\\ln 2']], frac(q, 3 * a));
    const upper2 = a === 1 ? '\\sqrt{3}' : `${a}\\sqrt{3}`;
    return {
      title: 'An integral giving a logarithm and an inverse tangent',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = \dfrac{${num}}{x^{2} + ${a2}}\)`,
        tex`A curve has equation \(y = \mathrm{f}(x)\), where \(\mathrm{f}(x) = \dfrac{${num}}{x^{2} + ${a2}}\).`,
        tex`The function \(\mathrm{f}\) is defined for all real \(x\) by \(\mathrm{f}(x) = \dfrac{${num}}{x^{2} + ${a2}}\).`,
      ]),
      parts: [
        part(tex`Find \(\displaystyle\int \mathrm{f}(x)\,\mathrm{d}x\).`, anti, [
          mark(
            'M1',
            tex`Splits into \(\frac{${kx(p)}}{x^{2} + ${a2}}\) and \(\frac{${q}}{x^{2} + ${a2}}\)`,
            tex`\int \frac{${kx(p)}}{x^{2} + ${a2}}\,\mathrm{d}x + \int \frac{${q}}{x^{2} + ${a2}}\,\mathrm{d}x`,
          ),
          mark('A1', 'Correct logarithm term', terms([[frac(p, 2), `\\ln(x^{2} + ${a2})`]]), ['a.1']),
          mark('A1', 'Correct inverse tangent term', terms([[frac(q, a), `\\arctan\\left(${a === 1 ? 'x' : `\\frac{x}{${a}}`}\\right)`]]), [
            'a.1',
          ]),
        ]),
        part(tex`Hence find the exact value of \(\displaystyle\int_{0}^{${a}} \mathrm{f}(x)\,\mathrm{d}x\).`, first, [
          mark(
            'M1',
            'Substitutes both limits into their integral',
            tex`${fracTex(frac(p, 2))}\left(\ln ${2 * a2} - \ln ${a2}\right) + ${fracTex(frac(q, a))}\left(\frac{\pi}{4} - 0\right)`,
          ),
          mark('A1', 'Correct exact value', first, ['b.1']),
        ]),
        part(
          tex`Using your answer to part (a), find the exact value of \(\displaystyle\int_{0}^{${upper2}} \mathrm{f}(x)\,\mathrm{d}x\).`,
          second,
          [
            mark(
              'M1',
              tex`Substitutes the new upper limit, with \(\arctan\sqrt{3} = \frac{\pi}{3}\)`,
              tex`${fracTex(frac(p, 2))}\ln 4 + ${fracTex(frac(q, a))} \times \frac{\pi}{3}`,
            ),
            mark('A1', 'Correct exact value', second, ['c.1']),
          ],
        ),
      ],
      notes: ['(b), (c) Equivalent logarithmic forms are acceptable; decimals only score M1 A0.'],
      facts: { p, q, a, first: (p / 2) * Math.log(2) + (q * Math.PI) / (4 * a), second: p * Math.log(2) + (q * Math.PI) / (3 * a) },
    };
  },
};

/** Mean value of k/x: a logarithm, the point where the function equals its mean, and the mean of its square. */
const meanReciprocal: QuestionTemplate = {
  id: 'cp2.calculus.mean-value-reciprocal',
  subtopicId: 'cp2-methods-in-calculus.mean-value',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['mean value of a function', 'logarithms', 'integration'],
  build(rng) {
    const k = rng.int(1, 9);
    const a = rng.int(1, 5);
    const b = a + rng.int(1, 6);
    const ratio = frac(b, a);
    const lnRatio = ratio.d === 1 ? `\\ln ${ratio.n}` : `\\ln\\frac{${ratio.n}}{${ratio.d}}`;
    const coef = frac(k, b - a);
    const meanTex = terms([[coef, lnRatio]]);
    const mean = (k * Math.log(b / a)) / (b - a);
    const x = k / mean;
    const square = frac(k * k, a * b);
    return {
      title: 'Mean value of a reciprocal function',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = \dfrac{${k}}{x}\), \(x > 0\)`,
        tex`The function \(\mathrm{f}\) is defined for all positive \(x\) by \(\mathrm{f}(x) = \dfrac{${k}}{x}\).`,
        tex`The curve \(C\) has equation \(y = \mathrm{f}(x)\), where \(\mathrm{f}(x) = \dfrac{${k}}{x}\) and \(x > 0\).`,
      ]),
      parts: [
        part(tex`Find the exact mean value of \(\mathrm{f}(x)\) over the interval \([${a}, ${b}]\).`, meanTex, [
          mark('M1', tex`Integrates to a multiple of \(\ln x\)`, tex`${k}\ln x`),
          mark(
            'M1',
            'Divides by the length of the interval',
            terms([[frac(1, b - a), tex`\int_{${a}}^{${b}} \frac{${k}}{x}\,\mathrm{d}x`]]),
          ),
          mark('A1', 'Correct exact mean value', meanTex, ['a.1', 'a.2']),
        ]),
        part(
          tex`Using your answer to part (a), find, to 3 significant figures, the value of \(x\) in the interval at which \(\mathrm{f}(x)\) equals its mean value.`,
          sf(x, 3),
          [
            mark('M1', tex`Sets \(\frac{${k}}{x}\) equal to their mean value`, tex`\frac{${k}}{x} = ${meanTex}`),
            mark('A1', 'Correct value to 3 s.f.', sf(x, 3), ['b.1']),
          ],
        ),
        part(tex`Find the exact mean value of \(\left(\mathrm{f}(x)\right)^{2}\) over the same interval.`, fracTex(square), [
          mark(
            'M1',
            tex`Integrates \(${k === 1 ? '' : k * k}x^{-2}\) and divides by the interval length`,
            terms([[frac(1, b - a), tex`\left[-\frac{${k * k}}{x}\right]_{${a}}^{${b}}`]]),
          ),
          mark('A1', 'Correct exact value', fracTex(square), ['c.1']),
        ]),
      ],
      notes: ['(b) The value must lie in the interval.'],
      facts: { k, a, b, mean, x, square: val(square) },
    };
  },
};

export const cp2CalculusTemplates: QuestionTemplate[] = [
  improperLog,
  improperArctan,
  meanArctan,
  meanVoltage,
  meanReciprocal,
  inverseByParts,
  arcsinComplete,
  lnPlusArctan,
  pfQuadratic,
  pfQuadraticImproper,
  pfRepeatedImproper,
].map(mixed);
