import { add, frac, mul, sub } from '../../math/rational.js';
import { fracTex, poly, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';

const differences: QuestionTemplate = {
  id: 'cp2.series.method-of-differences',
  subtopicId: 'cp2-series.method-of-differences',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['series', 'method of differences', 'partial fractions'],
  build(rng) {
    const [a, N] = [rng.int(0, 4), rng.int(10, 30)];
    const term = tex`\frac{1}{(r + ${a + 1})(r + ${a + 2})}`;
    const pf = tex`\frac{1}{r + ${a + 1}} - \frac{1}{r + ${a + 2}}`;
    const shown = tex`\frac{n}{${a + 2}(n + ${a + 2})}`;
    const value = frac(N, (a + 2) * (N + a + 2));
    return {
      title: 'Summing a series by the method of differences',
      parts: [
        part(tex`Express \(${term}\) in partial fractions.`, pf, [mark('B1', 'Correct partial fractions', pf)]),
        part(tex`Hence show that \(\sum_{r=1}^{n} ${term} = ${shown}\).`, shown, [
          mark('M1', 'Writes out terms at the start and end showing cancellation', tex`\left(\frac{1}{${a + 2}} - \frac{1}{${a + 3}}\right) + \dots + \left(\frac{1}{n + ${a + 1}} - \frac{1}{n + ${a + 2}}\right)`),
          mark('A1', 'Identifies the two remaining terms', tex`\frac{1}{${a + 2}} - \frac{1}{n + ${a + 2}}`, ['b.1']),
          mark('A1*', 'Combines to the printed answer, cso', shown, ['b.2']),
        ]),
        part(tex`Find the exact value of \(\sum_{r=1}^{${N}} ${term}\).`, fracTex(value), [mark('B1', 'Correct fraction', fracTex(value))]),
      ],
      notes: ['(b) M1 needs at least the first two and the last term shown.'],
      facts: { a, N, value: value.n / value.d },
    };
  },
};

const higherDerivatives: QuestionTemplate = {
  id: 'cp2.series.higher-derivatives',
  subtopicId: 'cp2-series.higher-derivatives',
  difficulty: 2,
  frequency: 'occasional',
  tags: ['series', 'higher derivatives', 'product rule'],
  build(rng) {
    const k = rng.pick([-3, -2, -1, 2, 3, 4]);
    const e = tex`\mathrm{e}^{${k === 1 ? '' : k === -1 ? '-' : k}x}`;
    const second = tex`(${terms([[k * k, 'x'], [2 * k, '']])})${e}`;
    return {
      title: 'Higher derivatives of a product',
      introTex: tex`\(y = x${e}\)`,
      parts: [
        part(tex`Find \(\dfrac{\mathrm{d}^{2}y}{\mathrm{d}x^{2}}\).`, second, [
          mark('M1', 'Uses the product rule', tex`\frac{\mathrm{d}y}{\mathrm{d}x} = (${terms([[k, 'x'], [1, '']])})${e}`),
          mark('A1', 'Correct second derivative', second, ['a.1']),
        ]),
        part(tex`Show that the value of \(\dfrac{\mathrm{d}^{3}y}{\mathrm{d}x^{3}}\) at \(x = 0\) is \(${3 * k * k}\).`, String(3 * k * k), [
          mark('B1*', 'Correct third derivative evaluated at 0', tex`(${terms([[k ** 3, 'x'], [3 * k * k, '']])})${e} \to ${3 * k * k}`),
        ]),
      ],
      notes: ['(b) B1*: the third derivative must be seen before substituting.'],
      facts: { k, third0: 3 * k * k, secondCoeffs: [k * k, 2 * k] },
    };
  },
};

const maclaurin: QuestionTemplate = {
  id: 'cp2.series.maclaurin-log',
  subtopicId: 'cp2-series.maclaurin-series',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['Maclaurin series', 'logarithms'],
  build(rng) {
    const k = rng.int(2, 5);
    const ordered = terms([[k, 'x'], [frac(-(k * k), 2), 'x^{2}'], [frac(k ** 3, 3), 'x^{3}']]);
    return {
      title: 'Maclaurin series of a logarithmic function',
      introTex: tex`\(\mathrm{f}(x) = \ln(1 + ${k}x)\)`,
      parts: [
        part(tex`Find \(\mathrm{f}'(x)\), \(\mathrm{f}''(x)\) and \(\mathrm{f}'''(x)\).`, tex`\frac{${k}}{1 + ${k}x}, \; -\frac{${k * k}}{(1 + ${k}x)^{2}}, \; \frac{${2 * k ** 3}}{(1 + ${k}x)^{3}}`, [
          mark('M1', 'Differentiates using the chain rule, power of (1 + kx) decreasing each time', tex`\mathrm{f}'(x) = \frac{${k}}{1 + ${k}x}`),
          mark('A1', 'All three correct', tex`\frac{${k}}{1 + ${k}x}, \; -\frac{${k * k}}{(1 + ${k}x)^{2}}, \; \frac{${2 * k ** 3}}{(1 + ${k}x)^{3}}`, ['a.1']),
        ]),
        part(tex`Hence find the Maclaurin series of \(\mathrm{f}(x)\) up to and including the term in \(x^{3}\).`, ordered, [
          mark('M1', "Uses f(0) + f'(0)x + f''(0)x^2/2! + f'''(0)x^3/3!", tex`0 + ${k}x - \frac{${k * k}}{2!}x^{2} + \frac{${2 * k ** 3}}{3!}x^{3}`),
          mark('A1', 'Correct simplified series', ordered, ['b.1']),
        ]),
        part(tex`State the range of values of \(x\) for which the expansion is valid.`, tex`-\frac{1}{${k}} < x \leqslant \frac{1}{${k}}`, [mark('B1', 'Correct range', tex`-\frac{1}{${k}} < x \leqslant \frac{1}{${k}}`)]),
      ],
      notes: ['(c) Accept |x| < 1/k for B1.'],
      facts: { k, coeffs: [k, -(k * k) / 2, k ** 3 / 3] },
    };
  },
};

const compound: QuestionTemplate = {
  id: 'cp2.series.compound-exp-log',
  subtopicId: 'cp2-series.compound-functions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['Maclaurin series', 'compound functions', 'standard series'],
  build(rng) {
    const [a, b] = [rng.nonZero(-3, 3), rng.int(1, 3)];
    const c1 = frac(b);
    const c2 = sub(a * b, frac(b * b, 2));
    const c3 = add(sub(frac(a * a * b, 2), frac(a * b * b, 2)), frac(b ** 3, 3));
    const series = terms([[c1, 'x'], [c2, 'x^{2}'], [c3, 'x^{3}']]);
    const ex = tex`\mathrm{e}^{${a === 1 ? '' : a === -1 ? '-' : a}x}`;
    return {
      title: 'Series expansion of a product of standard functions',
      parts: [
        part(tex`Using standard Maclaurin series, find the series expansion of \(${ex}\ln(1 + ${b === 1 ? '' : b}x)\) in ascending powers of \(x\), up to and including the term in \(x^{3}\), simplifying the coefficients.`, series, [
          mark('M1', 'Uses the standard series for e^{ax}', terms([[1, ''], [a, 'x'], [frac(a * a, 2), 'x^{2}'], [frac(a ** 3, 6), 'x^{3}']])),
          mark('M1', 'Uses the standard series for ln(1 + bx)', terms([[b, 'x'], [frac(-b * b, 2), 'x^{2}'], [frac(b ** 3, 3), 'x^{3}']])),
          mark('dM1', 'Multiplies the series, collecting terms up to x^3, dependent on both M marks', series, ['a.1', 'a.2']),
          mark('A1', 'Correct coefficients of x and x^2', terms([[c1, 'x'], [c2, 'x^{2}']]), ['a.3']),
          mark('A1', 'Correct coefficient of x^3', terms([[c3, 'x^{3}']]), ['a.3']),
        ]),
      ],
      notes: ['Differentiating three times is an acceptable alternative method for the M marks.'],
      facts: { a, b, coeffs: [c1, c2, c3].map((c) => c.n / c.d) },
    };
  },
};

const improper: QuestionTemplate = {
  id: 'cp2.calculus.improper-integral',
  subtopicId: 'cp2-methods-in-calculus.improper-integrals',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['improper integrals', 'integration by parts', 'limits'],
  build(rng) {
    const k = rng.int(2, 5);
    const answer = fracTex(frac(1, k * k));
    return {
      title: 'Evaluating an improper integral',
      introTex: tex`\(I = \displaystyle\int_{0}^{\infty} x\mathrm{e}^{-${k}x}\,\mathrm{d}x\)`,
      parts: [
        part(tex`Explain why \(I\) is an improper integral.`, tex`\text{the upper limit is infinite}`, [mark('B1', 'Refers to the infinite upper limit', tex`\text{upper limit is } \infty`)]),
        part(tex`Show that \(I = ${answer}\), making your method clear.`, answer, [
          mark('M1', 'Integrates by parts', tex`-\frac{x}{${k}}\mathrm{e}^{-${k}x} - \frac{1}{${k * k}}\mathrm{e}^{-${k}x}`),
          mark('A1', 'Correct integral', tex`-\frac{x}{${k}}\mathrm{e}^{-${k}x} - \frac{1}{${k * k}}\mathrm{e}^{-${k}x}`, ['b.1']),
          mark('M1', 'Replaces infinity by t and considers the limit as t tends to infinity', tex`\lim_{t\to\infty}\left(-\frac{t}{${k}}\mathrm{e}^{-${k}t} - \frac{1}{${k * k}}\mathrm{e}^{-${k}t}\right) + \frac{1}{${k * k}}`),
          mark('A1*', 'Correct limit argument to the printed value, cso', answer, ['b.2', 'b.3'], ['states t e^{-kt} tends to 0']),
        ]),
      ],
      notes: ['(b) A1*: the limit of t e^{-kt} as t tends to infinity must be addressed.'],
      facts: { k, value: 1 / (k * k) },
    };
  },
};

const meanValue: QuestionTemplate = {
  id: 'cp2.calculus.mean-value',
  subtopicId: 'cp2-methods-in-calculus.mean-value',
  difficulty: 2,
  frequency: 'occasional',
  tags: ['mean value of a function', 'integration'],
  build(rng) {
    const [p, q, a] = [rng.int(1, 4), rng.int(-5, 5), rng.int(0, 2)];
    const b = a + rng.int(1, 3);
    const mean = add(mul(frac(p, 3), a * a + a * b + b * b), q);
    const c = rng.nonZero(-6, 6);
    const f = poly([p, 0, q]);
    return {
      title: 'Mean value of a function over an interval',
      introTex: tex`\(\mathrm{f}(x) = ${f}\)`,
      parts: [
        part(tex`Find the mean value of \(\mathrm{f}(x)\) over the interval \([${a}, ${b}]\).`, fracTex(mean), [
          mark('M1', 'Uses 1/(b - a) times the integral', tex`\frac{1}{${b - a}}\int_{${a}}^{${b}} (${f})\,\mathrm{d}x`),
          mark('A1', 'Correct exact mean value', fracTex(mean), ['a.1']),
        ]),
        part(tex`Hence write down the mean value of \(\mathrm{f}(x) ${c < 0 ? '-' : '+'} ${Math.abs(c)}\) over the same interval.`, fracTex(add(mean, c)), [
          mark('B1ft', 'Their mean value adjusted by the constant', fracTex(add(mean, c)), ['a.2']),
        ]),
      ],
      notes: ['(b) B1ft: their answer to (a) plus the constant.'],
      facts: { p, q, a, b, c, mean: mean.n / mean.d },
    };
  },
};

const inverseTrig: QuestionTemplate = {
  id: 'cp2.calculus.inverse-trig-integrals',
  subtopicId: 'cp2-methods-in-calculus.inverse-trigonometric-functions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['inverse trigonometric functions', 'integration', 'differentiation'],
  build(rng) {
    const [k, a] = [rng.int(2, 5), 2 * rng.int(1, 4)];
    return {
      title: 'Derivatives and integrals of inverse trigonometric functions',
      parts: [
        part(tex`Given that \(y = \arctan(${k}x)\), find \(\dfrac{\mathrm{d}y}{\mathrm{d}x}\).`, tex`\frac{${k}}{1 + ${k * k}x^{2}}`, [mark('B1', 'Correct derivative', tex`\frac{${k}}{1 + ${k * k}x^{2}}`)]),
        part(tex`Find the exact value of \(\displaystyle\int_{0}^{${a}} \frac{1}{${a * a} + x^{2}}\,\mathrm{d}x\).`, tex`\frac{\pi}{${4 * a}}`, [
          mark('M1', 'Integrates to a multiple of arctan(x/a)', tex`\frac{1}{${a}}\arctan\left(\frac{x}{${a}}\right)`),
          mark('A1', 'Correct exact value', tex`\frac{\pi}{${4 * a}}`, ['b.1']),
        ]),
        part(tex`Find the exact value of \(\displaystyle\int_{0}^{${a / 2}} \frac{1}{\sqrt{${a * a} - x^{2}}}\,\mathrm{d}x\).`, tex`\frac{\pi}{6}`, [
          mark('M1', 'Integrates to arcsin(x/a)', tex`\arcsin\left(\frac{x}{${a}}\right)`),
          mark('A1', 'Correct exact value', tex`\frac{\pi}{6}`, ['c.1']),
        ]),
      ],
      notes: ['(b) and (c): answers as decimals only score M1 A0.'],
      facts: { k, a },
    };
  },
};

const partialFractions: QuestionTemplate = {
  id: 'cp2.calculus.partial-fraction-integral',
  subtopicId: 'cp2-methods-in-calculus.partial-fractions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['partial fractions', 'integration', 'logarithms'],
  build(rng) {
    const [a, b] = rng.sample([-3, -2, -1, 0, 1, 2, 3], 2);
    const [A, B] = [rng.nonZero(-3, 3), rng.nonZero(-3, 3)];
    const lo = Math.max(a, b) + rng.int(1, 2);
    const hi = lo + rng.int(1, 3);
    const numerator = [A + B, -A * b - B * a];
    const factor = (r: number) => (r === 0 ? 'x' : `(x ${r < 0 ? '+' : '-'} ${Math.abs(r)})`);
    const ln = (c: number, top: number, bottom: number) => [frac(c), `\\ln\\frac{${top}}{${bottom}}`] as [ReturnType<typeof frac>, string];
    const answer = terms([ln(A, hi - a, lo - a), ln(B, hi - b, lo - b)]);
    const pf = tex`\frac{${A}}{${factor(a)}} + \frac{${B}}{${factor(b)}}`;
    return {
      title: 'Integration using partial fractions',
      parts: [
        part(tex`Express \(\dfrac{${poly(numerator)}}{${factor(a)}${factor(b)}}\) in partial fractions.`, pf, [
          mark('M1', 'Correct form and a method to find the constants', tex`${poly(numerator)} \equiv A${factor(b)} + B${factor(a)}`),
          mark('A1', 'Both constants correct', pf, ['a.1']),
        ]),
        part(tex`Hence find the exact value of \(\displaystyle\int_{${lo}}^{${hi}} \frac{${poly(numerator)}}{${factor(a)}${factor(b)}}\,\mathrm{d}x\), giving your answer in terms of natural logarithms.`, answer, [
          mark('M1', 'Integrates their partial fractions to logarithms', terms([[A, `\\ln|${factor(a)}|`], [B, `\\ln|${factor(b)}|`]])),
          mark('A1', 'Correct exact value, oe', answer, ['b.1', 'a.2']),
        ]),
      ],
      notes: ['(b) Equivalent single logarithms are acceptable.'],
      facts: { a, b, A, B, lo, hi, numerator, value: A * Math.log((hi - a) / (lo - a)) + B * Math.log((hi - b) / (lo - b)) },
    };
  },
};

export const cp2SeriesCalculusTemplates = [differences, higherDerivatives, maclaurin, compound, improper, meanValue, inverseTrig, partialFractions];
