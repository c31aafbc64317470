/**
 * Book 2 chapter 2 templates: differences, higher derivatives, Maclaurin series beyond ln(1 + kx), compound series. Spread into
 * cp2SeriesCalculusTemplates.
 */
import { type Frac, add, frac, mul, SMALL_RATIONALS, sub } from '../../math/rational.js';
import { dp, fracTex, sf, terms, termsPositiveFirst, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { mixed } from './cp2-complex-exponential-form-and-de-moivre.js';
import { regrouped } from './part-regrouping.js';

const D1 = '\\dfrac{\\mathrm{d}y}{\\mathrm{d}x}';
const D2 = '\\dfrac{\\mathrm{d}^{2}y}{\\mathrm{d}x^{2}}';
const D3 = '\\dfrac{\\mathrm{d}^{3}y}{\\mathrm{d}x^{3}}';
/** `kx` with a unit coefficient dropped: `x`, `-x`, `3x`, `\frac{1}{2}x`. */
const kx = (k: Frac | number, v = 'x') => terms([[k, v]]);
const expKx = (k: Frac | number) => `\\mathrm{e}^{${kx(k)}}`;
const trigOf = (fn: string, m: number) => (m === 1 ? `\\${fn} x` : `\\${fn} ${m}x`);
/** A series to the term in x^3 from its four coefficients: `1 - 3x + 4x^{2} - 3x^{3}`, zero terms left out. */
export const series3 = (c: (Frac | number)[]) =>
  terms([
    [c[0], ''],
    [c[1], 'x'],
    [c[2], 'x^{2}'],
    [c[3], 'x^{3}'],
  ]);
/** Maclaurin coefficients f^(i)(0) / i! from the derivatives at 0, `d[i]` = f^(i)(0). */
export function maclaurinCoefficients(d: number[]): Frac[] {
  let factorial = 1;
  return d.map((v, i) => {
    if (i > 0) factorial *= i;
    return frac(v, factorial);
  });
}
const val = (q: Frac | number) => (typeof q === 'number' ? q : q.n / q.d);

/** The Maclaurin formula to the term in x^3, for scheme prose. */
export const MACLAURIN_FORMULA = tex`\mathrm{f}(0) + \mathrm{f}'(0)x + \frac{\mathrm{f}''(0)}{2!}x^{2} + \frac{\mathrm{f}'''(0)}{3!}x^{3}`;

/** The Maclaurin formula with numbers in: `1 - 3x + \frac{8}{2!}x^{2} - \frac{18}{3!}x^{3}`, signs folded, zero terms kept out. */
export function maclaurinTex(d: (Frac | number)[]): string {
  const bits = d
    .map((v, i) => {
      const q = typeof v === 'number' ? frac(v) : v;
      const mag = fracTex(frac(Math.abs(q.n), q.d));
      const body = i === 0 ? mag : i === 1 ? (mag === '1' ? 'x' : `${mag}x`) : `\\frac{${mag}}{${i}!}x^{${i}}`;
      return { neg: q.n < 0, zero: q.n === 0, body };
    })
    .filter((b) => !b.zero);
  return bits.map((b, i) => (i === 0 ? `${b.neg ? '-' : ''}${b.body}` : ` ${b.neg ? '-' : '+'} ${b.body}`)).join('') || '0';
}

/** Differences with a gap of two or three: partial fractions, the sum, its limit and a block of terms. */
const differencesGap: QuestionTemplate = {
  id: 'cp2.series.differences-gap',
  subtopicId: 'cp2-series.method-of-differences',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['synoptic', 'method of differences', 'partial fractions', 'limits', 'series'],
  build(rng) {
    const [a, m, c] = [rng.int(0, 4), rng.pick([2, 3]), rng.int(1, 4)];
    const N = rng.int(5, 20);
    const factor = (shift: number, v = 'r') => (shift === 0 ? v : `(${v} + ${shift})`);
    const plain = (shift: number, v = 'r') => (shift === 0 ? v : `${v} + ${shift}`);
    const term = tex`\frac{${m * c}}{${factor(a)}${factor(a + m)}}`;
    const pf = tex`\frac{${c}}{${plain(a)}} - \frac{${c}}{${plain(a + m)}}`;
    const js = Array.from({ length: m }, (_, j) => j + 1);
    const A = js.reduce<Frac>((s, j) => add(s, frac(c, a + j)), frac(0));
    const shown = tex`${fracTex(A)} - ${js.map((j) => tex`\frac{${c}}{n + ${a + j}}`).join(' - ')}`;
    const S = (n: number) => js.reduce<Frac>((s, j) => sub(s, frac(c, n + a + j)), A);
    const block = sub(S(2 * N), S(N));
    // Asked as written, with the partial fractions left to the candidate, or with the block of terms before the limit.
    const way = rng.int(0, 2);
    const draft = {
      title: 'Method of differences with a gap',
      introTex: tex`\(u_r = ${term}\)`,
      parts: [
        part(tex`Express \(u_r\) in partial fractions.`, pf, [
          mark('M1', 'Correct form and a method for the constants', tex`\frac{A}{${plain(a)}} + \frac{B}{${plain(a + m)}}`),
          mark('A1', 'Correct partial fractions', pf, ['a.1']),
        ]),
        part(tex`Hence show that \(\displaystyle\sum_{r=1}^{n} u_r = ${shown}\).`, shown, [
          mark(
            'M1',
            'Writes out enough terms at the start and the end to show which do not cancel',
            tex`\left(${fracTex(frac(c, a + 1))} - ${fracTex(frac(c, a + m + 1))}\right) + \dots + \left(\frac{${c}}{${plain(a, 'n')}} - \frac{${c}}{n + ${a + m}}\right)`,
          ),
          mark('A1', `Identifies the ${2 * m} remaining terms`, shown, ['b.1']),
          mark('A1*', 'Combines the constant terms to reach the printed result, cso', shown, ['b.1']),
        ]),
        part(tex`Deduce the value of \(\displaystyle\sum_{r=1}^{\infty} u_r\).`, fracTex(A), [
          mark('B1', tex`The terms in \(n\) tend to \(0\)`, fracTex(A)),
        ]),
        part(
          tex`Using your answer to part (b), find the exact value of \(\displaystyle\sum_{r=${N + 1}}^{${2 * N}} u_r\).`,
          fracTex(block),
          [
            mark('M1', tex`Uses the sum to \(${2 * N}\) minus the sum to \(${N}\)`, tex`\sum_{r=1}^{${2 * N}} u_r - \sum_{r=1}^{${N}} u_r`),
            mark('A1', 'Correct exact fraction', fracTex(block), ['d.1']),
          ],
        ),
      ],
      notes: ['(b) The M1 for the differences needs the first two and last two brackets.', '(d) Adding the terms directly scores M0.'],
      facts: { a, m, c, N, limit: val(A), block: val(block) },
    };
    if (way === 1)
      return regrouped(draft, [
        {
          join: [0, 1],
          stemTex: tex`By first expressing \(u_r\) in partial fractions, show that \(\displaystyle\sum_{r=1}^{n} u_r = ${shown}\).`,
        },
        2,
        3,
      ]);
    return way === 2 ? regrouped(draft, [0, 1, 3, 2]) : draft;
  },
};

/** y = e^{ax} sin bx: a second-order relation, a third derivative and the Maclaurin series. */
const expSinRelation: QuestionTemplate = {
  id: 'cp2.series.exp-sin-derivatives',
  subtopicId: 'cp2-series.higher-derivatives',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['higher derivatives', 'product rule', 'Maclaurin series'],
  build(rng) {
    const [a, b] = [rng.nonZero(-6, 6), rng.int(1, 6)];
    const s = a * a + b * b;
    const y = tex`${expKx(a)}${trigOf('sin', b)}`;
    const relation = tex`${terms([
      [1, D2],
      [-2 * a, D1],
      [s, 'y'],
    ])} = 0`;
    const third = tex`${D3} = ${terms([
      [2 * a, D2],
      [-s, D1],
    ])}`;
    const d = [0, b, 2 * a * b, 3 * a * a * b - b ** 3];
    const coeffs = [0, b, frac(d[2], 2), frac(d[3], 6)];
    const [p, q] = [-2 * a, s];
    const pq = tex`p = ${p}, \; q = ${q}`;
    // Asked as written, with the third derivative left inside the series, or with the relation's coefficients to find.
    const way = rng.int(0, 2);
    const findPQ = way === 2;
    const draft = {
      title: 'Higher derivatives of an exponential times a sine',
      introTex: tex`\(y = ${y}\)`,
      parts: [
        part(
          findPQ
            ? tex`Given that \(y\) satisfies the differential equation \(${D2} + p${D1} + qy = 0\), where \(p\) and \(q\) are constants, find the values of \(p\) and \(q\).`
            : tex`Show that \(${relation}\).`,
          findPQ ? pq : relation,
          [
            mark(
              'M1',
              'Uses the product rule',
              tex`${D1} = ${expKx(a)}\left(${terms([
                [a, trigOf('sin', b)],
                [b, trigOf('cos', b)],
              ])}\right)`,
            ),
            mark(
              'A1',
              'Correct first derivative',
              tex`${expKx(a)}\left(${terms([
                [a, trigOf('sin', b)],
                [b, trigOf('cos', b)],
              ])}\right)`,
              ['a.1'],
            ),
            mark(
              'M1',
              'Differentiates again with the product rule',
              tex`${D2} = ${expKx(a)}\left(${terms([
                [a * a - b * b, trigOf('sin', b)],
                [2 * a * b, trigOf('cos', b)],
              ])}\right)`,
              ['a.1'],
            ),
            findPQ
              ? mark('A1', tex`Substitutes and compares coefficients: correct \(p\) and \(q\)`, pq, ['a.1', 'a.3'])
              : mark('A1*', 'Substitutes to reach the printed relation, cso', relation, ['a.1', 'a.3']),
          ],
        ),
        part(tex`Hence express \(${D3}\) in terms of \(${D2}\) and \(${D1}\).`, third, [mark('B1', 'Differentiates the relation', third)]),
        part(tex`Hence find the Maclaurin series of \(y\) up to and including the term in \(x^{3}\).`, series3(coeffs), [
          mark(
            'M1',
            tex`Finds the values of \(y\) and its first three derivatives at \(x = 0\) using the relations`,
            tex`0, \; ${d[1]}, \; ${d[2]}, \; ${d[3]}`,
          ),
          mark('A1', tex`Correct values at \(x = 0\)`, tex`y(0) = 0, \; y'(0) = ${d[1]}, \; y''(0) = ${d[2]}, \; y'''(0) = ${d[3]}`, [
            'c.1',
          ]),
          mark('A1', 'Correct series', series3(coeffs), ['c.1']),
        ]),
      ],
      notes: [tex`(c) M1 needs \(y''(0)\) and \(y'''(0)\) from the relation and its derivative, or by direct differentiation.`],
      facts: { a, b, p, q, d, coeffs: coeffs.map(val) },
    };
    if (way !== 1) return draft;
    return regrouped(draft, [
      0,
      {
        join: [1, 2],
        stemTex: tex`Find an expression for \(${D3}\) in terms of \(${D2}\) and \(${D1}\), and hence find the Maclaurin series of \(y\) up to and including the term in \(x^{3}\).`,
      },
    ]);
  },
};

const ARCTAN_K: Frac[] = [1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6]
  .map((k) => frac(k))
  .concat([frac(1, 2), frac(-1, 2), frac(3, 2), frac(-3, 2)]);

/** y = e^{k arctan x}: a differential relation, its derivatives and the series used to approximate. */
const expArctan: QuestionTemplate = {
  id: 'cp2.series.exp-arctan-relation',
  subtopicId: 'cp2-series.higher-derivatives',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'higher derivatives', 'inverse trigonometric functions', 'Maclaurin series', 'approximation'],
  build(rng) {
    const k = rng.pick(ARCTAN_K);
    const kv = val(k);
    const h = rng.pick([0.1, 0.05, 0.2, 0.02, 0.01, 0.15, 0.25, 0.3].filter((x) => Math.abs(kv * x) <= 0.6));
    const y = tex`\mathrm{e}^{${kx(k, '\\arctan x')}}`;
    const first = tex`(1 + x^{2})${D1} = ${kx(k, 'y')}`;
    const second = tex`(1 + x^{2})${D2} + (${terms([
      [2, 'x'],
      [mul(k, -1), ''],
    ])})${D1} = 0`;
    const d3 = sub(mul(mul(k, k), k), mul(k, 2));
    const coeffs = [frac(1), k, mul(mul(k, k), frac(1, 2)), mul(d3, frac(1, 6))];
    const approx = coeffs.reduce((s, c, i) => s + val(c) * h ** i, 0);
    // Asked as written, or with the first relation a step the candidate finds unprompted.
    const firstUnprinted = rng.next() < 0.5;
    const draft = {
      title: 'Series for an exponential of an inverse tangent',
      introTex: tex`\(y = ${y}\)`,
      parts: [
        part(tex`Show that \(${first}\).`, first, [
          mark('M1', tex`Chain rule with the derivative of \(\arctan x\)`, tex`${D1} = \frac{${fracTex(k)}}{1 + x^{2}}${y}`),
          firstUnprinted
            ? mark('A1', 'Correct first relation, in any form', first, ['a.1'])
            : mark('A1*', 'Correct printed result', first, ['a.1']),
        ]),
        part(tex`Hence show that \(${second}\).`, second, [
          mark('M1', 'Differentiates their relation implicitly, product rule on the left', tex`(1 + x^{2})${D2} + 2x${D1} = ${kx(k, D1)}`),
          mark('A1*', 'Correct printed result', second, ['b.1']),
        ]),
        part(tex`Find the Maclaurin series of \(y\) up to and including the term in \(x^{3}\).`, series3(coeffs), [
          mark(
            'M1',
            'Differentiates the relation in (b) again',
            tex`(1 + x^{2})${D3} + (${terms([
              [4, 'x'],
              [mul(k, -1), ''],
            ])})${D2} + 2${D1} = 0`,
          ),
          mark(
            'M1',
            tex`Finds the values of the derivatives at \(x = 0\)`,
            tex`y(0) = 1, \; y'(0) = ${fracTex(k)}, \; y''(0) = ${fracTex(mul(k, k))}, \; y'''(0) = ${fracTex(d3)}`,
          ),
          mark('A1', 'Correct series', series3(coeffs), ['c.1', 'c.2']),
        ]),
        part(
          tex`Use your series to find an approximation to \(\mathrm{e}^{${kx(k, `\\arctan(${h})`)}}\), giving your answer to 4 decimal places.`,
          dp(approx, 4),
          [
            mark('M1', tex`Substitutes \(x = ${h}\) into their series`, tex`x = ${h}`),
            mark('A1ft', 'Correct value to 4 decimal places, ft their series', dp(approx, 4), ['d.1']),
          ],
        ),
      ],
      notes: [tex`(d) A1ft: their cubic evaluated at \(x = ${h}\).`],
      facts: { k: kv, h, coeffs: coeffs.map(val), approx },
    };
    return firstUnprinted ? regrouped(draft, [{ join: [0, 1], stemTex: tex`Show that \(${second}\).` }, 2, 3]) : draft;
  },
};

/** Maclaurin series of e^{kx} cos mx by differentiation, used to approximate an integral. */
const expCosSeries: QuestionTemplate = {
  id: 'cp2.series.maclaurin-exp-cos',
  subtopicId: 'cp2-series.maclaurin-series',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['Maclaurin series', 'product rule', 'approximation', 'integration'],
  build(rng) {
    const [k, m] = [rng.nonZero(-4, 4), rng.int(1, 3)];
    const h = rng.pick([0.1, 0.2, 0.3]);
    const f = tex`${expKx(k)}${trigOf('cos', m)}`;
    const inner = (c: number, s: number) =>
      tex`${expKx(k)}\left(${terms([
        [c, trigOf('cos', m)],
        [s, trigOf('sin', m)],
      ])}\right)`;
    const d = [1, k, k * k - m * m, k ** 3 - 3 * k * m * m];
    const coeffs = [1, k, frac(d[2], 2), frac(d[3], 6)];
    const integral = coeffs.reduce<number>((s, c, i) => s + (val(c) * h ** (i + 1)) / (i + 1), 0);
    // Asked as written, with the higher derivatives leading straight to the series, or with the integral as an area.
    const way = rng.int(0, 2);
    const integralAsked =
      way === 2
        ? tex`The region \(R\) is bounded by the curve with equation \(y = \mathrm{f}(x)\), the coordinate axes and the line \(x = ${h}\). Use your series to find an estimate of the area of \(R\), giving your answer to 4 decimal places.`
        : tex`Use your series to find an approximate value of \(\displaystyle\int_{0}^{${h}} \mathrm{f}(x)\,\mathrm{d}x\), giving your answer to 4 decimal places.`;
    const draft = {
      title: 'Maclaurin series of an exponential times a cosine',
      introTex: tex`\(\mathrm{f}(x) = ${f}\)`,
      parts: [
        part(tex`Show that \(\mathrm{f}'(x) = ${inner(k, -m)}\).`, inner(k, -m), [
          mark('M1', 'Uses the product rule', tex`${kx(k, f)} - ${m === 1 ? '' : m}${expKx(k)}${trigOf('sin', m)}`),
          mark('A1*', 'Correct printed result', inner(k, -m), ['a.1']),
        ]),
        part(
          tex`Find \(\mathrm{f}''(x)\) and \(\mathrm{f}'''(x)\).`,
          tex`${inner(k * k - m * m, -2 * k * m)}, \; ${inner(k ** 3 - 3 * k * m * m, m ** 3 - 3 * k * k * m)}`,
          [
            mark('M1', tex`Differentiates their \(\mathrm{f}'(x)\) with the product rule`, inner(k * k - m * m, -2 * k * m)),
            mark('A1', tex`Correct \(\mathrm{f}''(x)\)`, inner(k * k - m * m, -2 * k * m), ['b.1']),
            mark('A1', tex`Correct \(\mathrm{f}'''(x)\)`, inner(k ** 3 - 3 * k * m * m, m ** 3 - 3 * k * k * m), ['b.1']),
          ],
        ),
        part(tex`Hence find the Maclaurin series of \(\mathrm{f}(x)\) up to and including the term in \(x^{3}\).`, series3(coeffs), [
          mark('M1', tex`Uses \(${MACLAURIN_FORMULA}\) with their values`, maclaurinTex(d)),
          mark('A1', 'Correct simplified series', series3(coeffs), ['c.1']),
        ]),
        part(integralAsked, dp(integral, 4), [
          mark(
            'M1',
            'Integrates their series term by term and substitutes the limits',
            tex`\left[${terms([
              [1, 'x'],
              [frac(k, 2), 'x^{2}'],
              [mul(coeffs[2] as Frac, frac(1, 3)), 'x^{3}'],
              [mul(coeffs[3] as Frac, frac(1, 4)), 'x^{4}'],
            ])}\right]_{0}^{${h}}`,
          ),
          mark('A1ft', 'Correct value to 4 decimal places, ft their series', dp(integral, 4), ['d.1']),
        ]),
      ],
      notes: ['(d) A1ft: their series integrated and evaluated correctly.'],
      facts: { k, m, h, coeffs: coeffs.map(val), integral },
    };
    if (way !== 1) return draft;
    return regrouped(draft, [
      0,
      {
        join: [1, 2],
        stemTex: tex`Find \(\mathrm{f}''(x)\) and \(\mathrm{f}'''(x)\), and hence find the Maclaurin series of \(\mathrm{f}(x)\) up to and including the term in \(x^{3}\).`,
      },
      3,
    ]);
  },
};

/** Maclaurin series of sqrt(1 + kx) from derivatives, its validity, and a square root approximated. */
const sqrtSeries: QuestionTemplate = {
  id: 'cp2.series.maclaurin-sqrt',
  subtopicId: 'cp2-series.maclaurin-series',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['Maclaurin series', 'binomial series', 'approximation'],
  build(rng) {
    const k = rng.nonZero(-6, 6);
    const s = rng.int(5, 12);
    const base = tex`1 ${k < 0 ? '-' : '+'} ${kx(Math.abs(k))}`;
    const derivs = [frac(k, 2), frac(-k * k, 4), frac(3 * k ** 3, 8)];
    const coeffs = [frac(1), frac(k, 2), frac(-k * k, 8), frac(k ** 3, 16)];
    const x = 1 / (s * s);
    const approx = s * coeffs.reduce((t, c, i) => t + val(c) * x ** i, 0);
    const target = s * s + k;
    const pow = (c: Frac, p: string) => tex`${c.n === c.d ? '' : c.n === -c.d ? '-' : fracTex(c)}(${base})^{${p}}`;
    // Asked as written, with the derivatives left inside the series, or with the validity asked last.
    const way = rng.int(0, 2);
    const draft = {
      title: 'Maclaurin series of a square root',
      introTex: tex`\(\mathrm{f}(x) = \sqrt{${base}}\)`,
      parts: [
        part(
          tex`Find \(\mathrm{f}'(x)\), \(\mathrm{f}''(x)\) and \(\mathrm{f}'''(x)\).`,
          tex`${pow(derivs[0], '-\\frac{1}{2}')}, \; ${pow(derivs[1], '-\\frac{3}{2}')}, \; ${pow(derivs[2], '-\\frac{5}{2}')}`,
          [
            mark('M1', 'Chain rule, power decreasing by one each time', pow(derivs[0], '-\\frac{1}{2}')),
            mark('A1', 'All three correct', tex`${pow(derivs[1], '-\\frac{3}{2}')}, \; ${pow(derivs[2], '-\\frac{5}{2}')}`, ['a.1']),
          ],
        ),
        part(tex`Hence find the Maclaurin series of \(\mathrm{f}(x)\) up to and including the term in \(x^{3}\).`, series3(coeffs), [
          mark('M1', tex`Uses the Maclaurin formula with their derivatives at \(x = 0\)`, maclaurinTex([1, ...derivs])),
          mark('A1', 'Correct simplified series', series3(coeffs), ['b.1']),
        ]),
        part(tex`State the range of values of \(x\) for which the series is valid.`, tex`|x| < ${fracTex(frac(1, Math.abs(k)))}`, [
          mark('B1', 'Correct range', tex`|x| < ${fracTex(frac(1, Math.abs(k)))}`),
        ]),
        part(
          tex`By substituting \(x = \frac{1}{${s * s}}\) into your series, find an approximation to \(\sqrt{${target}}\), giving your answer to 6 significant figures.`,
          sf(approx, 6),
          [
            mark(
              'M1',
              tex`Substitutes \(x = \frac{1}{${s * s}}\) into their series`,
              tex`\sqrt{1 ${k < 0 ? '-' : '+'} \frac{${Math.abs(k)}}{${s * s}}} = \frac{\sqrt{${target}}}{${s}}`,
            ),
            mark('M1', tex`Multiplies by \(${s}\)`, tex`\sqrt{${target}} \approx ${s}\,\mathrm{f}\left(\frac{1}{${s * s}}\right)`),
            mark('A1', 'Correct value to 6 significant figures', sf(approx, 6), ['d.1', 'd.2']),
          ],
        ),
      ],
      notes: [
        '(c) Accept a range with less-than-or-equal signs.',
        '(d) The series value, not the calculator value of the square root, is required.',
      ],
      facts: { k, s, coeffs: coeffs.map(val), approx, target },
    };
    if (way === 1)
      return regrouped(draft, [
        {
          join: [0, 1],
          stemTex: tex`Use differentiation to find the Maclaurin series of \(\mathrm{f}(x)\) up to and including the term in \(x^{3}\), simplifying each coefficient.`,
        },
        2,
        3,
      ]);
    return way === 2 ? regrouped(draft, [0, 1, 3, 2]) : draft;
  },
};

const EXP_SIN_K: Frac[] = [1, 2, 3, 4, 5, -1, -2, -3, -4, -5].map((k) => frac(k)).concat([frac(1, 2), frac(-1, 2), frac(3, 2)]);

/** e^{k sin mx} from standard series, a limit, and the series with k replaced by -k. */
const expOfSin: QuestionTemplate = {
  id: 'cp2.series.compound-exp-sin',
  subtopicId: 'cp2-series.compound-functions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['compound functions', 'standard series', 'limits'],
  build(rng) {
    const k = rng.pick(EXP_SIN_K);
    const m = rng.int(1, 5);
    const inner = kx(k, trigOf('sin', m));
    const km = mul(k, m);
    const c3 = mul(sub(mul(mul(km, km), km), mul(k, m ** 3)), frac(1, 6));
    const coeffs = [frac(1), km, mul(mul(km, km), frac(1, 2)), c3];
    const limit = mul(k, frac(-(m ** 3), 6));
    const negated = [frac(1), mul(km, -1), coeffs[2], mul(c3, -1)];
    // Asked as written, or with the series of the reflected function before the limit.
    const reflectionFirst = rng.next() < 0.5;
    const draft = {
      title: 'Series of an exponential of a sine',
      introTex: tex`\(\mathrm{f}(x) = \mathrm{e}^{${inner}}\)`,
      parts: [
        part(
          tex`Using the standard series for \(\mathrm{e}^{x}\) and \(\sin x\), find the series expansion of \(\mathrm{f}(x)\) in ascending powers of \(x\), up to and including the term in \(x^{3}\).`,
          series3(coeffs),
          [
            mark(
              'M1',
              'Substitutes the series for the sine into the exponential series',
              tex`1 + u + \frac{u^{2}}{2} + \frac{u^{3}}{6}, \; u = ${kx(k, `\\left(${kx(m)} - \\frac{${m === 1 ? '' : m ** 3}x^{3}}{6}\\right)`)}`,
            ),
            mark('M1', tex`Expands \(u\), \(u^{2}\) and \(u^{3}\) up to \(x^{3}\)`, tex`u^{2} = ${kx(mul(km, km), 'x^{2}')} + \dots`),
            mark(
              'A1',
              tex`Correct terms in \(x\) and \(x^{2}\)`,
              terms([
                [km, 'x'],
                [coeffs[2], 'x^{2}'],
              ]),
              ['a.1', 'a.2'],
            ),
            mark('A1', tex`Correct term in \(x^{3}\)`, terms([[c3, 'x^{3}']]), ['a.1', 'a.2']),
          ],
        ),
        part(
          tex`${reflectionFirst ? 'Using your answer to part (a), find' : 'Hence find'} \(\displaystyle\lim_{x \to 0} \frac{\mathrm{f}(x) - \mathrm{e}^{${kx(km)}}}{x^{3}}\).`,
          fracTex(limit),
          [
            mark(
              'M1',
              tex`Uses the series of \(\mathrm{e}^{${kx(km)}}\) and subtracts from their series`,
              terms([
                [c3, 'x^{3}'],
                [mul(mul(mul(km, km), km), frac(-1, 6)), 'x^{3}'],
              ]),
            ),
            mark('A1ft', tex`Correct limit, ft their coefficient of \(x^{3}\)`, fracTex(limit), ['b.1']),
          ],
        ),
        part(
          tex`Deduce the series expansion of \(\mathrm{e}^{${kx(mul(k, -1), trigOf('sin', m))}}\) up to and including the term in \(x^{3}\).`,
          series3(negated),
          [
            mark(
              'B1ft',
              tex`Replaces \(${fracTex(k)}\) by \(${fracTex(mul(k, -1))}\) in their series (or \(x\) by \(-x\))`,
              series3(negated),
            ),
          ],
        ),
      ],
      notes: [
        '(b) Using the limit of the full functions without series: M0.',
        '(c) B1ft: their series with the signs of odd powers changed.',
      ],
      facts: { k: val(k), m, coeffs: coeffs.map(val), limit: val(limit), negated: negated.map(val) },
    };
    return reflectionFirst ? regrouped(draft, [0, 2, 1]) : draft;
  },
};

const POWERS: Frac[] = [frac(-1), frac(-2), frac(1, 2), frac(-1, 2), frac(3, 2)];

/** (1 + kx)^n sin mx from standard series: expansion, a limit and the validity. */
const binomialSin: QuestionTemplate = {
  id: 'cp2.series.compound-binomial-sin',
  subtopicId: 'cp2-series.compound-functions',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['compound functions', 'binomial series', 'standard series', 'limits'],
  build(rng) {
    const n = rng.pick(POWERS);
    const k = rng.nonZero(-4, 4);
    const m = rng.int(1, 3);
    const base = terms([
      [1, ''],
      [k, 'x'],
    ]);
    const f = tex`(${base})^{${fracTex(n)}}${trigOf('sin', m)}`;
    const b1 = mul(n, k);
    const b2 = mul(mul(n, sub(n, 1)), frac(k * k, 2));
    const coeffs = [frac(0), frac(m), mul(b1, m), sub(mul(b2, m), frac(m ** 3, 6))];
    const limit = mul(b1, m);
    // Two choices of how to ask: the expansion's form given for small x or not, the validity before the limit or after.
    const [givenForm, validityFirst] = [rng.next() < 0.5, rng.next() < 0.5];
    const draft = {
      title: 'Series of a binomial power times a sine',
      introTex: tex`\(\mathrm{f}(x) = ${f}\)`,
      parts: [
        part(
          givenForm
            ? tex`Using standard series, show that, for small values of \(x\), \(\mathrm{f}(x) \approx ${kx(m)} + Ax^{2} + Bx^{3}\), where \(A\) and \(B\) are constants to be found.`
            : tex`Using standard series, find the series expansion of \(\mathrm{f}(x)\) in ascending powers of \(x\), up to and including the term in \(x^{3}\), simplifying the coefficients.`,
          givenForm ? tex`A = ${fracTex(coeffs[2])}, \; B = ${fracTex(coeffs[3])}` : series3(coeffs),
          [
            mark(
              'M1',
              tex`Binomial expansion of the power to \(x^{2}\)`,
              terms([
                [1, ''],
                [b1, 'x'],
                [b2, 'x^{2}'],
              ]),
            ),
            mark(
              'M1',
              tex`Series for the sine to \(x^{3}\)`,
              terms([
                [m, 'x'],
                [frac(-(m ** 3), 6), 'x^{3}'],
              ]),
            ),
            mark('dM1', tex`Multiplies the two series, collecting terms up to \(x^{3}\)`, series3(coeffs), ['a.1', 'a.2']),
            mark(
              'A1',
              tex`Correct terms in \(x\) and \(x^{2}\)`,
              terms([
                [m, 'x'],
                [coeffs[2], 'x^{2}'],
              ]),
              ['a.3'],
            ),
            mark('A1', tex`Correct term in \(x^{3}\)`, terms([[coeffs[3], 'x^{3}']]), ['a.3']),
          ],
        ),
        part(
          tex`${validityFirst ? 'Using your answer to part (a), find' : 'Hence find'} \(\displaystyle\lim_{x \to 0} \frac{\mathrm{f}(x) - ${kx(m)}}{x^{2}}\).`,
          fracTex(limit),
          [
            mark(
              'M1',
              tex`Subtracts and divides their series, then lets \(x\) tend to \(0\)`,
              tex`${terms([
                [limit, ''],
                [coeffs[3], 'x'],
              ])} \to ${fracTex(limit)}`,
            ),
            mark('A1ft', tex`Correct limit, ft their coefficient of \(x^{2}\)`, fracTex(limit), ['b.1']),
          ],
        ),
        part(tex`State the range of values of \(x\) for which the expansion is valid.`, tex`|x| < ${fracTex(frac(1, Math.abs(k)))}`, [
          mark('B1', 'Correct range', tex`|x| < ${fracTex(frac(1, Math.abs(k)))}`),
        ]),
      ],
      notes: ['Differentiating three times is an acceptable alternative for the M marks in (a).'],
      facts: { n: val(n), k, m, coeffs: coeffs.map(val), limit: val(limit) },
    };
    return validityFirst ? regrouped(draft, [0, 2, 1]) : draft;
  },
};

const GAUSS_K = [...SMALL_RATIONALS, frac(1, 4)];

/** e^{-k x^2} from the exponential series: an integral and a mean value approximated, and a limit. */
const gaussianSeries: QuestionTemplate = {
  id: 'cp2.series.gaussian-mean-value',
  subtopicId: 'cp2-series.maclaurin-series',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['synoptic', 'Maclaurin series', 'mean value of a function', 'integration', 'limits'],
  build(rng) {
    const k = rng.pick(GAUSS_K);
    const kv = val(k);
    const h = rng.pick([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8].filter((v) => kv * v * v <= 0.5));
    const c = [frac(1), mul(k, -1), mul(mul(k, k), frac(1, 2)), mul(mul(mul(k, k), k), frac(-1, 6))];
    const series = terms([
      [c[0], ''],
      [c[1], 'x^{2}'],
      [c[2], 'x^{4}'],
      [c[3], 'x^{6}'],
    ]);
    const integral = c.reduce((t, q, i) => t + (val(q) * h ** (2 * i + 1)) / (2 * i + 1), 0);
    const mean = integral / h;
    const f = tex`\mathrm{e}^{-${kx(k, 'x^{2}')}}`;
    // Asked as written, or with the limit straight after the series and the integral and mean value last.
    const limitFirst = rng.next() < 0.5;
    const draft = {
      title: 'A series for a bell-shaped curve, its integral and mean value',
      introTex: tex`\(\mathrm{f}(x) = ${f}\)`,
      parts: [
        part(
          tex`Using the Maclaurin series for \(\mathrm{e}^{x}\), find the series expansion of \(\mathrm{f}(x)\) in ascending powers of \(x\), up to and including the term in \(x^{6}\).`,
          series,
          [
            mark(
              'M1',
              tex`Replaces \(x\) by \(-${kx(k, 'x^{2}')}\) in the series for \(\mathrm{e}^{x}\)`,
              tex`1 + \left(-${kx(k, 'x^{2}')}\right) + \frac{\left(-${kx(k, 'x^{2}')}\right)^{2}}{2!} + \frac{\left(-${kx(k, 'x^{2}')}\right)^{3}}{3!}`,
            ),
            mark(
              'A1',
              tex`Correct terms up to \(x^{4}\)`,
              terms([
                [c[0], ''],
                [c[1], 'x^{2}'],
                [c[2], 'x^{4}'],
              ]),
              ['a.1'],
            ),
            mark('A1', tex`Correct term in \(x^{6}\)`, terms([[c[3], 'x^{6}']]), ['a.1']),
          ],
        ),
        part(
          tex`${limitFirst ? 'Use your series to find' : 'Hence find'} an approximate value of \(\displaystyle\int_{0}^{${h}} \mathrm{f}(x)\,\mathrm{d}x\), giving your answer to 5 decimal places.`,
          dp(integral, 5),
          [
            mark(
              'M1',
              'Integrates their series term by term and substitutes the limits',
              tex`\left[${terms([
                [c[0], 'x'],
                [mul(c[1], frac(1, 3)), 'x^{3}'],
                [mul(c[2], frac(1, 5)), 'x^{5}'],
                [mul(c[3], frac(1, 7)), 'x^{7}'],
              ])}\right]_{0}^{${h}}`,
            ),
            mark('A1ft', 'Correct value to 5 decimal places, ft their series', dp(integral, 5), ['b.1']),
          ],
        ),
        part(
          tex`Using your answer to part (b), estimate the mean value of \(\mathrm{f}(x)\) over the interval \(0 \leqslant x \leqslant ${h}\), giving your answer to 4 decimal places.`,
          dp(mean, 4),
          [
            mark(
              'M1',
              'Divides their integral by the length of the interval',
              tex`\frac{1}{${h}}\int_{0}^{${h}} \mathrm{f}(x)\,\mathrm{d}x`,
            ),
            mark('A1ft', 'Correct mean value, ft their integral', dp(mean, 4), ['c.1']),
          ],
        ),
        part(tex`Use your series to find \(\displaystyle\lim_{x \to 0} \frac{1 - \mathrm{f}(x)}{x^{2}}\).`, fracTex(k), [
          mark(
            'M1',
            tex`Subtracts the series from \(1\) and divides by \(x^{2}\)`,
            tex`${fracTex(k)} ${c[2].n > 0 ? '-' : '+'} ${kx(frac(Math.abs(c[2].n), c[2].d), 'x^{2}')} + \dots`,
          ),
          mark('A1', 'Correct limit', fracTex(k), ['d.1']),
        ]),
      ],
      notes: [
        '(b) The answer from a calculator without the series scores M0 A0.',
        '(c) A1ft: their integral divided by the interval length.',
      ],
      facts: { k: kv, h, coeffs: c.map(val), integral, mean },
    };
    return limitFirst ? regrouped(draft, [0, 3, 1, 2]) : draft;
  },
};

/** A telescoping sum of logarithms, its closed form, an exact value and divergence. */
const logDifferences: QuestionTemplate = {
  id: 'cp2.series.log-differences',
  subtopicId: 'cp2-series.method-of-differences',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['method of differences', 'logarithms', 'series', 'divergence'],
  build(rng) {
    const [a, m] = [rng.int(0, 6), rng.pick([1, 2])];
    const N = rng.int(5, 30);
    const shift = (j: number, v = 'r') => (j === 0 ? v : `${v} + ${j}`);
    const term = tex`\ln\left(\frac{${shift(a + m)}}{${shift(a)}}\right)`;
    const js = Array.from({ length: m }, (_, j) => a + j + 1);
    const top = (v: string) => (m === 1 ? `${v} + ${js[0]}` : js.map((j) => `(${v} + ${j})`).join(''));
    const bottom = js.reduce((p, j) => p * j, 1);
    const shown = tex`\ln\left(\frac{${top('n')}}{${bottom}}\right)`;
    const value = frac(
      js.reduce((p, j) => p * (N + j), 1),
      bottom,
    );
    const valueTex = value.d === 1 ? tex`\ln ${value.n}` : tex`\ln\frac{${value.n}}{${value.d}}`;
    // Asked as written, or with the differences left for the candidate to find.
    const differencesUnprompted = rng.next() < 0.5;
    const draft = {
      title: 'A sum of logarithms by the method of differences',
      introTex: tex`\(u_r = ${term}\), \(r \geqslant 1\)`,
      parts: [
        part(
          tex`Show that \(u_r = \mathrm{f}(r + ${m}) - \mathrm{f}(r)\), where \(\mathrm{f}(r) = \ln(${shift(a)})\).`,
          tex`\ln(${shift(a + m)}) - \ln(${shift(a)})`,
          [mark('B1', tex`Uses the law \(\ln\frac{p}{q} = \ln p - \ln q\)`, tex`\ln(${shift(a + m)}) - \ln(${shift(a)})`)],
        ),
        part(tex`Hence show that \(\displaystyle\sum_{r=1}^{n} u_r = ${shown}\).`, shown, [
          mark(
            'M1',
            'Lists terms at the start and the end to show the cancellation',
            tex`\left(\ln ${a + m + 1} - \ln ${a + 1}\right) + \dots + \left(\ln(${shift(a + m, 'n')}) - \ln(${shift(a, 'n')})\right)`,
          ),
          mark(
            'A1',
            'Identifies the terms that remain',
            tex`${js.map((j) => tex`\ln(n + ${j})`).join(' + ')} - ${js.map((j) => tex`\ln ${j}`).join(' - ')}`,
            ['b.1'],
          ),
          mark('A1*', 'Combines into the printed single logarithm, cso', shown, ['b.1']),
        ]),
        part(
          tex`Find the exact value of \(\displaystyle\sum_{r=1}^{${N}} u_r\), giving your answer as a single logarithm in its simplest form.`,
          valueTex,
          [
            mark(
              'M1',
              tex`Substitutes \(n = ${N}\) into their result`,
              tex`\ln\left(\frac{${js.map((j) => N + j).join(' \\times ')}}{${bottom}}\right)`,
            ),
            mark('A1', 'Correct single logarithm', valueTex, ['c.1']),
          ],
        ),
        part(
          tex`Using your answer to part (b), explain why \(\displaystyle\sum_{r=1}^{\infty} u_r\) does not converge.`,
          tex`\ln\left(\frac{${top('n')}}{${bottom}}\right) \to \infty`,
          [
            mark(
              'B1',
              tex`The partial sums grow without bound as \(n \to \infty\)`,
              tex`\ln\left(\frac{${top('n')}}{${bottom}}\right) \to \infty`,
            ),
          ],
        ),
      ],
      notes: [
        '(b) M1 needs at least two terms at each end.',
        tex`(d) A limit of \(u_r\) equal to \(0\) is not a reason for convergence: B0 for that alone.`,
      ],
      facts: { a, m, N, value: Math.log(value.n / value.d) },
    };
    if (!differencesUnprompted) return draft;
    return regrouped(draft, [
      { join: [0, 1], stemTex: tex`Using the method of differences, show that \(\displaystyle\sum_{r=1}^{n} u_r = ${shown}\).` },
      2,
      3,
    ]);
  },
};

/** Differences of reciprocal squares: the sum by differences, the same result by induction, then values. */
const squaresInduction: QuestionTemplate = {
  id: 'cp2.series.differences-induction',
  subtopicId: 'cp2-series.method-of-differences',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'method of differences', 'proof by induction', 'series'],
  build(rng) {
    const a = rng.int(0, 5);
    const N = rng.int(5, 20);
    const sq = (shift: number, name = 'r') => (shift === 0 ? `${name}^{2}` : `(${name} + ${shift})^{2}`);
    const numerator = terms([
      [2, 'r'],
      [2 * a + 1, ''],
    ]);
    const term = tex`\frac{${numerator}}{${sq(a)}${sq(a + 1)}}`;
    const identity = tex`\frac{1}{${sq(a)}} - \frac{1}{${sq(a + 1)}} = ${term}`;
    const head = fracTex(frac(1, (a + 1) ** 2));
    const result = tex`${head} - \frac{1}{${sq(a + 1, 'n')}}`;
    const S = (n: number) => frac((n + a + 1) ** 2 - (a + 1) ** 2, (a + 1) ** 2 * (n + a + 1) ** 2);
    const block = sub(S(2 * N), S(N - 1));
    // Asked as written, or with the block of terms before the limit.
    const blockFirst = rng.next() < 0.5;
    const draft = {
      title: 'A sum by differences, proved again by induction',
      introTex: tex`\(u_r = ${term}\)`,
      parts: [
        part(tex`Show that \(${identity}\).`, identity, [
          mark('M1', 'Combines the two fractions over a common denominator', tex`\frac{${sq(a + 1)} - ${sq(a)}}{${sq(a)}${sq(a + 1)}}`),
          mark('A1*', 'Expands the numerator to reach the printed result', identity, ['a.1']),
        ]),
        part(tex`Hence show that \(\displaystyle\sum_{r=1}^{n} u_r = ${result}\).`, result, [
          mark(
            'M1',
            'Uses the method of differences, showing the cancellation',
            tex`\left(${head} - \frac{1}{${(a + 2) ** 2}}\right) + \dots + \left(\frac{1}{${sq(a, 'n')}} - \frac{1}{${sq(a + 1, 'n')}}\right)`,
          ),
          mark('A1*', 'Correct printed result', result, ['b.1']),
        ]),
        part(tex`Prove the result in part (b) by mathematical induction.`, result, [
          mark('B1', tex`Checks \(n = 1\): both sides equal`, tex`u_1 = ${fracTex(S(1))}`),
          mark('M1', tex`Assumes true for \(n = k\) and adds the \((k + 1)\)th term`, tex`${result.replace(/n/g, 'k')} + u_{k + 1}`),
          mark('A1', tex`Simplifies using part (a) to the result with \(n = k + 1\)`, tex`${head} - \frac{1}{${sq(a + 2, 'k')}}`, ['c.2']),
          mark('A1', tex`Correct conclusion referring to \(n = 1\) and the inductive step`, tex`\text{true for all } n \geqslant 1`, [
            'c.2',
          ]),
        ]),
        part(tex`Deduce the value of \(\displaystyle\sum_{r=1}^{\infty} u_r\).`, fracTex(frac(1, (a + 1) ** 2)), [
          mark('B1', 'Correct limit', fracTex(frac(1, (a + 1) ** 2))),
        ]),
        part(tex`Using your answer to part (b), find the exact value of \(\displaystyle\sum_{r=${N}}^{${2 * N}} u_r\).`, fracTex(block), [
          mark(
            'M1',
            tex`Uses the sum to \(${2 * N}\) minus the sum to \(${N - 1}\)`,
            tex`\frac{1}{${(N + a) ** 2}} - \frac{1}{${(2 * N + a + 1) ** 2}}`,
          ),
          mark('A1', 'Correct exact fraction', fracTex(block), ['e.1']),
        ]),
      ],
      notes: [
        tex`(c) The inductive step must use the assumption; verifying the formula for a few \(n\) is not a proof.`,
        tex`(e) Subtracting the sum to \(${N}\) instead of \(${N - 1}\): M1 A0.`,
      ],
      facts: { a, N, limit: 1 / (a + 1) ** 2, block: val(block) },
    };
    return blockFirst ? regrouped(draft, [0, 1, 2, 4, 3]) : draft;
  },
};

/** ln((1 + ax)/(1 - bx)) from the logarithmic series: expansion, validity and an approximation. */
const logQuotient: QuestionTemplate = {
  id: 'cp2.series.compound-log-quotient',
  subtopicId: 'cp2-series.compound-functions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['compound functions', 'standard series', 'logarithms', 'approximation'],
  build(rng) {
    const [a, b] = rng.sample([1, 2, 3, 4, 5], 2);
    const m = rng.pick([10, 12, 15, 20, 25, 30, 40, 50].filter((v) => v >= 3 * (a + b)));
    const coeffs = [frac(0), frac(a + b), frac(b * b - a * a, 2), frac(a ** 3 + b ** 3, 3)];
    const series = series3(coeffs);
    const one = (k: number, sign: string) => `1 ${sign} ${k === 1 ? '' : k}x`;
    const f = tex`\ln\left(\frac{${one(a, '+')}}{${one(b, '-')}}\right)`;
    const lower = a > b ? tex`-\frac{1}{${a}} <` : tex`-\frac{1}{${b}} \leqslant`;
    const upper = a > b ? tex`\leqslant \frac{1}{${a}}` : tex`< \frac{1}{${b}}`;
    const range = tex`${lower} x ${upper}`.replace(/\\frac\{1\}\{1\}/g, '1');
    const x = 1 / m;
    const approx = coeffs.reduce((t, c, i) => t + val(c) * x ** i, 0);
    const target = frac(m + a, m - b);
    // Two choices of how to ask: the value of x given or left to be found, the validity before the approximation or after.
    const [xToFind, validityLast] = [rng.next() < 0.5, rng.next() < 0.5];
    const draft = {
      title: 'Series for the logarithm of a quotient',
      introTex: tex`\(\mathrm{f}(x) = ${f}\)`,
      parts: [
        part(
          tex`Using the Maclaurin series for \(\ln(1 + x)\), find the series expansion of \(\mathrm{f}(x)\) in ascending powers of \(x\), up to and including the term in \(x^{3}\), simplifying the coefficients.`,
          series,
          [
            mark('M1', tex`Writes \(\mathrm{f}(x)\) as the difference of two logarithms`, tex`\ln(${one(a, '+')}) - \ln(${one(b, '-')})`),
            mark(
              'M1',
              tex`Uses the series with \(x\) replaced by \(-${kx(b)}\) for the second logarithm`,
              terms([
                [-b, 'x'],
                [frac(-b * b, 2), 'x^{2}'],
                [frac(-(b ** 3), 3), 'x^{3}'],
              ]),
            ),
            mark(
              'A1',
              tex`Correct terms in \(x\) and \(x^{2}\)`,
              terms([
                [coeffs[1], 'x'],
                [coeffs[2], 'x^{2}'],
              ]),
              ['a.1', 'a.2'],
            ),
            mark('A1', tex`Correct term in \(x^{3}\)`, terms([[coeffs[3], 'x^{3}']]), ['a.1', 'a.2']),
          ],
        ),
        part(tex`State the range of values of \(x\) for which your expansion is valid.`, range, [
          mark('B1', 'Correct range: the intersection of the two ranges', range),
        ]),
        part(
          xToFind
            ? tex`By choosing a suitable value of \(x\), use your expansion to find an approximation to \(\ln\left(${fracTex(target)}\right)\), giving your answer to 4 decimal places.`
            : tex`Use your expansion with \(x = \frac{1}{${m}}\) to find an approximation to \(\ln\left(${fracTex(target)}\right)\), giving your answer to 4 decimal places.`,
          dp(approx, 4),
          [
            mark(
              'M1',
              xToFind
                ? tex`Solves \(\mathrm{f}(x) = \ln\left(${fracTex(target)}\right)\) for \(x = \frac{1}{${m}}\) and substitutes into their series`
                : tex`Substitutes \(x = \frac{1}{${m}}\) into their series`,
              tex`${fracTex(coeffs[1])}\left(\frac{1}{${m}}\right) ${coeffs[2].n < 0 ? '-' : '+'} ${fracTex(frac(Math.abs(coeffs[2].n), coeffs[2].d))}\left(\frac{1}{${m}}\right)^{2} + ${fracTex(coeffs[3])}\left(\frac{1}{${m}}\right)^{3}`,
            ),
            mark('A1ft', 'Correct value to 4 decimal places, ft their series', dp(approx, 4), ['c.1']),
          ],
        ),
      ],
      notes: [tex`(b) Each logarithm restricts \(x\); the expansion is valid where both are.`],
      facts: { a, b, m, coeffs: coeffs.map(val), approx, target: val(target) },
    };
    return validityLast ? regrouped(draft, [0, 2, 1]) : draft;
  },
};

export const cp2SeriesTemplates: QuestionTemplate[] = [
  differencesGap,
  logDifferences,
  squaresInduction,
  expSinRelation,
  expArctan,
  expCosSeries,
  sqrtSeries,
  expOfSin,
  binomialSin,
  logQuotient,
  gaussianSeries,
].map(mixed);

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
/** `k^{r}` for a power with a symbolic index, the base bracketed when negative: `2^{r}`, `(-3)^{r-1}`. */
const powTex = (k: number, index: string) => `${k < 0 ? `(${k})` : k}^{${index}}`;
/** The value of a Maclaurin coefficient as a signed fraction: `-\frac{8}{3}`, `4`. */
const signedFracTex = (n: number, d: number) => fracTex(frac(n, d));

/**
 * The general term of a Maclaurin series, found from a pattern in the derivatives: ln(1 + kx) or
 * x e^(kx), then used for one coefficient of a related function. Two stems, told apart by `facts.variant`.
 */
const generalTerm: QuestionTemplate = {
  id: 'cp2.series.maclaurin-general-term',
  subtopicId: 'cp2-series.maclaurin-series',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['Maclaurin series', 'general term', 'higher derivatives'],
  build(rng) {
    const N = rng.int(4, 6);
    const derivativesPart = (steps: string[], nth: string, rule: string) =>
      part(
        tex`Find \(\mathrm{f}'(x)\), \(\mathrm{f}''(x)\) and \(\mathrm{f}'''(x)\), and hence suggest an expression for \(\mathrm{f}^{(n)}(0)\) in terms of \(n\).`,
        tex`\mathrm{f}^{(n)}(0) = ${nth}`,
        [
          mark('M1', rule, steps[0]),
          mark('A1', 'All three derivatives correct', tex`${steps[1]}, \; ${steps[2]}`, ['a.1']),
          mark('B1', tex`A correct expression for \(\mathrm{f}^{(n)}(0)\), oe`, tex`\mathrm{f}^{(n)}(0) = ${nth}`),
        ],
      );
    const termPart = (substituted: string, term: string) =>
      part(tex`Hence find, in terms of \(r\), the term in \(x^{r}\) of the Maclaurin series of \(\mathrm{f}(x)\).`, term, [
        mark('M1', tex`Uses \(\frac{\mathrm{f}^{(r)}(0)}{r!}x^{r}\) with their \(\mathrm{f}^{(r)}(0)\)`, substituted),
        mark('A1', 'Correct general term, simplified', term, ['b.1']),
      ]);
    const primes = (i: number) => "'".repeat(i + 1);
    if (rng.next() < 0.5) {
      const k = rng.pick([2, 3, -2, -3]);
      const m = rng.pick([1, -1, 2, -2, 3, -3].filter((c) => c !== k && c ** N !== k ** N));
      const inner = (c: number) => `1 ${c < 0 ? '-' : '+'} ${kx(Math.abs(c))}`;
      const steps = [
        tex`\frac{${k}}{${inner(k)}}`,
        tex`-\frac{${k * k}}{(${inner(k)})^{2}}`,
        tex`${k < 0 ? '-' : ''}\frac{${2 * Math.abs(k) ** 3}}{(${inner(k)})^{3}}`,
      ].map((d, i) => tex`\mathrm{f}${primes(i)}(x) = ${d}`);
      // (-1)^(n-1) (n-1)! k^n: with k negative every value is negative.
      const nthOf = (n: string, less: string) => (k > 0 ? tex`(-1)^{${less}}(${less})!\,${k}^{${n}}` : tex`-(${less})!\,${-k}^{${n}}`);
      const nth = nthOf('n', 'n-1');
      const term = k > 0 ? tex`\frac{(-1)^{r-1}${k}^{r}}{r}x^{r}` : tex`-\frac{${-k}^{r}}{r}x^{r}`;
      const coefficientOf = (c: number) => frac((-1) ** (N - 1) * c ** N, N);
      const asked = sub(coefficientOf(k), coefficientOf(m));
      return {
        title: 'The general term of a logarithmic series',
        introTex: tex`\(\mathrm{f}(x) = \ln(${inner(k)})\), \(|x| < ${fracTex(frac(1, Math.abs(k)))}\).`,
        parts: [
          derivativesPart(steps, nth, tex`Differentiates with the chain rule, the power of \(${inner(k)}\) falling by one each time`),
          termPart(tex`\frac{${nthOf('r', 'r-1')}}{r!}x^{r}`, term),
          part(
            tex`Using your answer to part (b), find the exact coefficient of \(x^{${N}}\) in the Maclaurin series of \(\ln\left(\frac{${inner(k)}}{${inner(m)}}\right)\).`,
            fracTex(asked),
            [
              mark('M1', 'Writes the logarithm of the quotient as a difference of logarithms', tex`\ln(${inner(k)}) - \ln(${inner(m)})`),
              mark(
                'M1',
                tex`Uses the general term of each logarithm with \(r = ${N}\)`,
                tex`${signedFracTex((-1) ** (N - 1) * k ** N, N)} - \left(${signedFracTex((-1) ** (N - 1) * m ** N, N)}\right)`,
              ),
              mark('A1', 'Correct exact coefficient', fracTex(asked), ['c.1', 'c.2']),
            ],
          ),
        ],
        notes: [
          tex`(a) The B1 needs the sign, the factorial and the power: \(\mathrm{f}^{(n)}(0) = (-1)^{n-1}(n-1)!\,k^{n}\) with \(k = ${k}\).`,
          tex`(b) Or otherwise: the standard series of \(\ln(1 + x)\) with \(${kx(k)}\) in place of \(x\) earns the same marks.`,
        ],
        facts: {
          variant: 'log',
          k,
          m,
          N,
          atZero: [1, 2, 3].map((n) => (-1) ** (n - 1) * factorial(n - 1) * k ** n),
          coefficients: Array.from({ length: 30 }, (_, r) => ((-1) ** r * k ** (r + 1)) / (r + 1)),
          asked: asked.n / asked.d,
        },
      };
    }
    const k = rng.pick([2, 3, -2, -3]);
    const c = rng.pick([1, 2, 3, -1, -2, -3]);
    const e = expKx(k);
    const linear = (c0: number, c1: number) =>
      termsPositiveFirst([
        [c0, ''],
        [c1, 'x'],
      ]);
    const steps = [linear(1, k), linear(2 * k, k * k), linear(3 * k * k, k ** 3)].map(
      (d, i) => tex`\mathrm{f}${primes(i)}(x) = (${d})${e}`,
    );
    const thin = k > 0 ? '\\,' : '';
    const nth = tex`n${thin}${powTex(k, 'n-1')}`;
    const term = tex`\frac{${powTex(k, 'r-1')}}{(r-1)!}x^{r}`;
    const coefficientOf = (r: number) => frac(k ** (r - 1), factorial(r - 1));
    const asked = add(coefficientOf(N), mul(coefficientOf(N - 1), c));
    const sign = c < 0 ? '-' : '+';
    return {
      title: 'The general term of a series from a product',
      introTex: tex`\(\mathrm{f}(x) = x${e}\).`,
      parts: [
        derivativesPart(steps, nth, 'Differentiates with the product rule, each derivative a linear factor times the same exponential'),
        termPart(tex`\frac{r${thin}${powTex(k, 'r-1')}}{r!}x^{r}`, term),
        part(
          tex`Using your answer to part (b), find the exact coefficient of \(x^{${N}}\) in the Maclaurin series of \((${linear(1, c)})x${e}\).`,
          fracTex(asked),
          [
            mark(
              'M1',
              tex`Adds the term in \(x^{${N}}\) of \(\mathrm{f}(x)\) and \(${c}\) times its term in \(x^{${N - 1}}\)`,
              tex`\frac{${powTex(k, String(N - 1))}}{${N - 1}!} ${sign} ${Math.abs(c) === 1 ? '' : Math.abs(c)}\frac{${powTex(k, String(N - 2))}}{${N - 2}!}`,
            ),
            mark(
              'M1',
              'Evaluates both coefficients with their general term',
              terms([
                [coefficientOf(N), ''],
                [mul(coefficientOf(N - 1), c), ''],
              ]),
            ),
            mark('A1', 'Correct exact coefficient', fracTex(asked), ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        tex`(a) The B1 needs the factor \(n\) and the power \(n - 1\): \(\mathrm{f}^{(n)}(0) = nk^{n-1}\) with \(k = ${k}\).`,
        tex`(b) Or otherwise: \(x\) times the standard series of \(\mathrm{e}^{x}\) with \(${kx(k)}\) in place of \(x\) earns the same marks.`,
      ],
      facts: {
        variant: 'exp',
        k,
        c,
        N,
        atZero: [1, 2, 3].map((n) => n * k ** (n - 1)),
        coefficients: Array.from({ length: 30 }, (_, r) => k ** r / factorial(r)),
        asked: asked.n / asked.d,
      },
    };
  },
};

/** Templates added after the bank was first published: registered last, so earlier templates keep their drafts and revisions. */
export const cp2SeriesGeneralTermTemplates: QuestionTemplate[] = [generalTerm].map(mixed);
