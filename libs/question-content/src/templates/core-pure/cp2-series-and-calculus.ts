import { add, frac, mul, sub } from '../../math/rational.js';
import { fracTex, poly, surd, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { logTerms, cp2CalculusTemplates } from './cp2-methods-in-calculus.js';
import { mixed } from './cp2-complex-exponential-form-and-de-moivre.js';
import { cp2SeriesTemplates, MACLAURIN_FORMULA, maclaurinCoefficients, maclaurinTex, series3 } from './cp2-series.js';

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
    const pct = rng.pick([90, 95, 99]);
    // n / (n + a + 2) > pct / 100  <=>  n > pct (a + 2) / (100 - pct)
    const least = Math.floor((pct * (a + 2)) / (100 - pct)) + 1;
    return {
      title: 'Summing a series by the method of differences',
      parts: [
        part(
          rng.pick([
            tex`Express \(${term}\) in partial fractions.`,
            tex`Find the constants \(A\) and \(B\) such that \(${term} \equiv \frac{A}{r + ${a + 1}} + \frac{B}{r + ${a + 2}}\).`,
            tex`Write the general term \(${term}\) of the series as the difference of two fractions.`,
          ]),
          pf,
          [mark('B1', 'Correct partial fractions', pf)],
        ),
        part(tex`Hence show that \(\sum_{r=1}^{n} ${term} = ${shown}\).`, shown, [
          mark(
            'M1',
            'Writes out terms at the start and end showing cancellation',
            tex`\left(\frac{1}{${a + 2}} - \frac{1}{${a + 3}}\right) + \dots + \left(\frac{1}{n + ${a + 1}} - \frac{1}{n + ${a + 2}}\right)`,
          ),
          mark('A1', 'Identifies the two remaining terms', tex`\frac{1}{${a + 2}} - \frac{1}{n + ${a + 2}}`, ['b.1']),
          mark('A1*', 'Combines to the printed answer, cso', shown, ['b.1']),
        ]),
        part(tex`Find the exact value of \(\sum_{r=1}^{${N}} ${term}\).`, fracTex(value), [mark('B1', 'Correct fraction', fracTex(value))]),
        part(
          rng.pick([tex`Deduce the value of \(\sum_{r=1}^{\infty} ${term}\).`, tex`Deduce the sum to infinity of the series.`]),
          fracTex(frac(1, a + 2)),
          [mark('B1', 'Correct limit', fracTex(frac(1, a + 2)))],
        ),
        part(
          tex`Using your answer to part (b), find the smallest value of \(n\) for which \(\sum_{r=1}^{n} ${term}\) exceeds \(${fracTex(frac(pct, 100))}\) of the value in part (d).`,
          String(least),
          [
            mark(
              'M1',
              tex`Sets up the inequality with their sum and solves for \(n\)`,
              tex`\frac{n}{${a + 2}(n + ${a + 2})} > ${fracTex(frac(pct, 100 * (a + 2)))}`,
            ),
            mark('A1', tex`Correct smallest \(n\)`, String(least), ['e.1']),
          ],
        ),
      ],
      notes: [
        '(b) M1 needs at least the first two and the last term shown.',
        '(e) Equality at the boundary does not exceed: the answer is the next integer.',
      ],
      facts: { a, N, value: value.n / value.d, pct, least },
    };
  },
};

const higherDerivatives: QuestionTemplate = {
  id: 'cp2.series.higher-derivatives',
  subtopicId: 'cp2-series.higher-derivatives',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['series', 'higher derivatives', 'product rule', 'Maclaurin series'],
  build(rng) {
    const k = rng.nonZero(-4, 4);
    const c = rng.nonZero(-5, 5);
    const e = tex`\mathrm{e}^{${terms([[k, 'x']])}}`;
    const lin = terms([
      [1, 'x'],
      [c, ''],
    ]);
    const second = tex`(${terms([
      [k * k, 'x'],
      [k * k * c + 2 * k, ''],
    ])})${e}`;
    const D1 = '\\dfrac{\\mathrm{d}y}{\\mathrm{d}x}';
    const D2 = '\\dfrac{\\mathrm{d}^{2}y}{\\mathrm{d}x^{2}}';
    const relation = tex`${terms([
      [1, D2],
      [-2 * k, D1],
      [k * k, 'y'],
    ])} = 0`;
    const third0 = k ** 3 * c + 3 * k * k;
    const d = [c, k * c + 1, k * k * c + 2 * k, third0];
    const coeffs = maclaurinCoefficients(d);
    const series = series3(coeffs);
    return {
      title: 'Higher derivatives of a product',
      introTex: rng.pick([tex`\(y = (${lin})${e}\)`, tex`A curve has equation \(y = (${lin})${e}\).`]),
      parts: [
        part(tex`Find \(${D2}\).`, second, [
          mark(
            'M1',
            'Uses the product rule',
            tex`${D1} = (${terms([
              [k, 'x'],
              [k * c + 1, ''],
            ])})${e}`,
          ),
          mark('A1', 'Correct second derivative', second, ['a.1']),
        ]),
        part(tex`Hence show that \(${relation}\).`, relation, [
          mark(
            'M1',
            tex`Substitutes their derivatives and \(y\) into the left-hand side`,
            tex`${second} ${k < 0 ? '+' : '-'} ${Math.abs(2 * k)}(${terms([
              [k, 'x'],
              [k * c + 1, ''],
            ])})${e} + ${k * k}(${lin})${e}`,
          ),
          mark('A1*', 'Correct simplification to 0, cso', relation, ['b.1']),
        ]),
        part(
          tex`Show that the value of \(\dfrac{\mathrm{d}^{3}y}{\mathrm{d}x^{3}}\) at \(x = 0\) is \(${third0}\), and hence find the Maclaurin series of \(y\) up to and including the term in \(x^{3}\).`,
          series,
          [
            mark(
              'B1*',
              tex`Third derivative (directly or from the relation) evaluated at \(x = 0\)`,
              tex`(${terms([
                [k ** 3, 'x'],
                [third0, ''],
              ])})${e} \to ${third0}`,
            ),
            mark('M1', tex`Uses the values of \(y\) and its derivatives at \(x = 0\) in the Maclaurin formula`, maclaurinTex(d)),
            mark('A1', 'Correct simplified series', series, ['c.2']),
          ],
        ),
      ],
      notes: [
        '(c) B1*: the third derivative must be seen before substituting.',
        tex`(c) M1 follows through their derivatives at \(x = 0\).`,
      ],
      facts: { k, c, third0, d, coeffs: coeffs.map((q) => q.n / q.d) },
    };
  },
};

const maclaurin: QuestionTemplate = {
  id: 'cp2.series.maclaurin-log',
  subtopicId: 'cp2-series.maclaurin-series',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['Maclaurin series', 'logarithms', 'approximation'],
  build(rng) {
    const k = rng.nonZero(-6, 6);
    const K = Math.abs(k);
    const m = rng.pick([10, 12, 15, 16, 20, 24, 25, 30, 32, 40, 48, 50, 60, 64, 75, 80, 100].filter((v) => v >= 8 * K));
    const inner = k === 1 ? '1 + x' : k === -1 ? '1 - x' : `1 ${k < 0 ? '-' : '+'} ${K}x`;
    const d = [k, -(k * k), 2 * k ** 3];
    const ordered = terms([
      [k, 'x'],
      [frac(-(k * k), 2), 'x^{2}'],
      [frac(k ** 3, 3), 'x^{3}'],
    ]);
    const power = (c: number, p: number) => `${c < 0 ? '-' : ''}\\frac{${Math.abs(c)}}{${p === 1 ? inner : `(${inner})^{${p}}`}}`;
    const derivs = tex`${power(d[0], 1)}, \; ${power(d[1], 2)}, \; ${power(d[2], 3)}`;
    const approx = frac(k * 6 * m * m - 3 * k * k * m + 2 * k ** 3, 6 * m ** 3);
    const argument = frac(m + k, m);
    const range = k > 0 ? tex`-\frac{1}{${K}} < x \leqslant \frac{1}{${K}}` : tex`-\frac{1}{${K}} \leqslant x < \frac{1}{${K}}`;
    const rangeTex = K === 1 ? range.replace(/\\frac\{1\}\{1\}/g, '1') : range;
    return {
      title: 'Maclaurin series of a logarithmic function',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = \ln(${inner})\)`,
        tex`A calculator routine approximates logarithms with a polynomial. Let \(\mathrm{f}(x) = \ln(${inner})\).`,
        tex`The function \(\mathrm{f}\) is defined by \(\mathrm{f}(x) = \ln(${inner})\) for values of \(x\) where the logarithm exists.`,
      ]),
      parts: [
        part(
          tex`Find \(\mathrm{f}'(x)\), \(\mathrm{f}''(x)\) and \(\mathrm{f}'''(x)\), and hence find the Maclaurin series of \(\mathrm{f}(x)\) up to and including the term in \(x^{3}\).`,
          tex`${derivs}; \; ${ordered}`,
          [
            mark('M1', 'Differentiates using the chain rule, power of the bracket decreasing each time', power(d[0], 1)),
            mark('A1', 'All three derivatives correct', derivs, ['a.1']),
            mark('M1', tex`Uses \(${MACLAURIN_FORMULA}\)`, maclaurinTex([0, ...d])),
            mark('A1', 'Correct simplified series', ordered, ['a.3']),
          ],
        ),
        part(
          rng.pick([
            tex`State the range of values of \(x\) for which the expansion is valid.`,
            tex`Write down the set of values of \(x\) for which the series converges to \(\mathrm{f}(x)\).`,
          ]),
          rangeTex,
          [mark('B1', 'Correct range', rangeTex)],
        ),
        part(
          tex`Use your series with \(x = \frac{1}{${m}}\) to find an approximation to \(\ln\left(${fracTex(argument)}\right)\), giving your answer as a single fraction.`,
          fracTex(approx),
          [
            mark(
              'M1',
              tex`Substitutes \(x = \frac{1}{${m}}\) into their series`,
              tex`${terms([[frac(k, m), '']])} - \frac{${k * k}}{2(${m})^{2}} ${k < 0 ? '-' : '+'} \frac{${K ** 3}}{3(${m})^{3}}`,
            ),
            mark('A1ft', 'Correct single fraction, ft their series', fracTex(approx), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) Accept \(|x| < ${K === 1 ? '1' : tex`\frac{1}{${K}}`}\) for B1.`,
        tex`(c) A1ft: their cubic evaluated exactly at \(x = \frac{1}{${m}}\).`,
      ],
      facts: { k, m, coeffs: [k, -(k * k) / 2, k ** 3 / 3], approx: approx.n / approx.d, argument: argument.n / argument.d },
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
    const [a, b] = [rng.nonZero(-6, 6), rng.int(1, 5)];
    const c1 = frac(b);
    const c2 = sub(a * b, frac(b * b, 2));
    const c3 = add(sub(frac(a * a * b, 2), frac(a * b * b, 2)), frac(b ** 3, 3));
    const series = terms([
      [c1, 'x'],
      [c2, 'x^{2}'],
      [c3, 'x^{3}'],
    ]);
    const ex = tex`\mathrm{e}^{${a === 1 ? '' : a === -1 ? '-' : a}x}`;
    const range = b === 1 ? tex`-1 < x \leqslant 1` : tex`-\frac{1}{${b}} < x \leqslant \frac{1}{${b}}`;
    return {
      title: 'Series expansion of a product of standard functions',
      parts: [
        part(
          tex`Using standard Maclaurin series, find the series expansion of \(${ex}\ln(1 + ${b === 1 ? '' : b}x)\) in ascending powers of \(x\), up to and including the term in \(x^{3}\), simplifying the coefficients.`,
          series,
          [
            mark(
              'M1',
              tex`Uses the standard series for \(${ex}\)`,
              terms([
                [1, ''],
                [a, 'x'],
                [frac(a * a, 2), 'x^{2}'],
                [frac(a ** 3, 6), 'x^{3}'],
              ]),
            ),
            mark(
              'M1',
              tex`Uses the standard series for \(\ln(1 + ${b === 1 ? '' : b}x)\)`,
              terms([
                [b, 'x'],
                [frac(-b * b, 2), 'x^{2}'],
                [frac(b ** 3, 3), 'x^{3}'],
              ]),
            ),
            mark('dM1', tex`Multiplies the series, collecting terms up to \(x^{3}\), dependent on both M marks`, series, ['a.1', 'a.2']),
            mark(
              'A1',
              tex`Correct coefficients of \(x\) and \(x^{2}\)`,
              terms([
                [c1, 'x'],
                [c2, 'x^{2}'],
              ]),
              ['a.3'],
            ),
            mark('A1', tex`Correct coefficient of \(x^{3}\)`, terms([[c3, 'x^{3}']]), ['a.3']),
          ],
        ),
        part(
          tex`Hence find \(\displaystyle\lim_{x \to 0} \frac{${ex}\ln(1 + ${b === 1 ? '' : b}x) - ${b === 1 ? '' : b}x}{x^{2}}\).`,
          fracTex(c2),
          [
            mark(
              'M1',
              tex`Subtracts \(${b === 1 ? '' : b}x\) from their series and divides by \(x^{2}\)`,
              terms([
                [c2, ''],
                [c3, 'x'],
              ]),
            ),
            mark('A1ft', tex`Correct limit, ft their coefficient of \(x^{2}\)`, fracTex(c2), ['b.1']),
          ],
        ),
        part(tex`State the range of values of \(x\) for which your expansion in part (a) is valid.`, range, [
          mark('B1', 'Correct range from the logarithmic series', range),
        ]),
      ],
      notes: [
        'Differentiating three times is an acceptable alternative method for the M marks.',
        tex`(b) A1ft: their coefficient of \(x^{2}\).`,
        tex`(c) The exponential series converges for all \(x\), so the range comes from the logarithm.`,
      ],
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
    const [k, p, q] = [rng.int(2, 6), rng.int(1, 4), rng.int(0, 5)];
    const value = add(frac(p, k * k), frac(q, k));
    const answer = fracTex(value);
    const lin = terms([
      [p, 'x'],
      [q, ''],
    ]);
    const e = `\\mathrm{e}^{-${k}x}`;
    const anti = tex`-\frac{${lin}}{${k}}${e} - \frac{${p}}{${k * k}}${e}`;
    const firstMoment = frac(p, k * k);
    return {
      title: 'Evaluating an improper integral',
      introTex: rng.pick([
        tex`\(I = \displaystyle\int_{0}^{\infty} (${lin})${e}\,\mathrm{d}x\)`,
        tex`The region between the curve \(y = (${lin})${e}\), the positive \(x\)-axis and the \(y\)-axis extends without limit. Its area is \(I = \displaystyle\int_{0}^{\infty} (${lin})${e}\,\mathrm{d}x\).`,
        tex`A student is asked to evaluate \(I = \displaystyle\int_{0}^{\infty} (${lin})${e}\,\mathrm{d}x\).`,
      ]),
      parts: [
        part(tex`Explain why \(I\) is an improper integral.`, tex`\text{the upper limit is infinite}`, [
          mark('B1', 'Refers to the infinite upper limit', tex`\text{upper limit is } \infty`),
        ]),
        part(tex`Show that \(I = ${answer}\), making your method clear.`, answer, [
          mark('M1', 'Integrates by parts', anti),
          mark('A1', 'Correct integral', anti, ['b.1']),
          mark(
            'M1',
            tex`Replaces \(\infty\) by \(t\) and considers the limit as \(t \to \infty\)`,
            tex`\lim_{t\to\infty}\left[${anti}\right]_{0}^{t}`,
          ),
          mark(
            'A1*',
            'Correct limit argument to the printed value, cso',
            answer,
            ['b.1', 'b.3'],
            [tex`states \(t\mathrm{e}^{-${k}t} \to 0\)`],
          ),
        ]),
        part(
          tex`Using your working in part (b), write down the value of \(\displaystyle\int_{0}^{\infty} ${p === 1 ? '' : p}x${e}\,\mathrm{d}x\).`,
          fracTex(firstMoment),
          [mark('B1', 'Correct value', fracTex(firstMoment))],
        ),
        part(
          tex`Explain why \(\displaystyle\int_{0}^{\infty} (${lin})\mathrm{e}^{${k}x}\,\mathrm{d}x\) does not exist.`,
          tex`\text{the integrand tends to infinity, so the integral diverges}`,
          [
            mark(
              'B1',
              tex`The integrand grows without bound as \(x \to \infty\), so no finite limit`,
              tex`(${lin})\mathrm{e}^{${k}x} \to \infty`,
            ),
          ],
        ),
      ],
      notes: [tex`(b) A1*: the limit of \(t\mathrm{e}^{-${k}t}\) as \(t \to \infty\) must be addressed.`],
      facts: { k, p, q, value: value.n / value.d, firstMoment: firstMoment.n / firstMoment.d },
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
    const [p, q, a] = [rng.nonZero(-5, 5), rng.int(-9, 9), rng.int(0, 3)];
    const b = a + rng.int(1, 4);
    const mean = add(mul(frac(p, 3), a * a + a * b + b * b), q);
    const c = rng.nonZero(-6, 6);
    const f = poly([p, 0, q]);
    const root = surd(3 * (a * a + a * b + b * b));
    const where = terms([[frac(root.k, 3), root.m === 1 ? '' : `\\sqrt{${root.m}}`]]);
    return {
      title: 'Mean value of a function over an interval',
      introTex: rng.pick([
        tex`\(\mathrm{f}(x) = ${f}\)`,
        tex`A curve \(C\) has equation \(y = \mathrm{f}(x)\), where \(\mathrm{f}(x) = ${f}\).`,
      ]),
      parts: [
        part(
          tex`Find the mean value of \(\mathrm{f}(x)\) over the interval \([${a}, ${b}]\), and hence write down the mean value of \(\mathrm{f}(x) ${c < 0 ? '-' : '+'} ${Math.abs(c)}\) over the same interval.`,
          tex`${fracTex(mean)}, \; ${fracTex(add(mean, c))}`,
          [
            mark('M1', tex`Uses \(\frac{1}{${b - a}}\) times the integral`, tex`\frac{1}{${b - a}}\int_{${a}}^{${b}} (${f})\,\mathrm{d}x`),
            mark('A1', 'Correct exact mean value', fracTex(mean), ['a.1']),
            mark('B1ft', 'Their mean value adjusted by the constant', fracTex(add(mean, c))),
          ],
        ),
        part(
          tex`Find the exact value of \(x\) in the interval \([${a}, ${b}]\) at which \(\mathrm{f}(x)\) is equal to its mean value.`,
          where,
          [
            mark('M1', tex`Sets \(\mathrm{f}(x)\) equal to their mean value and solves for \(x\)`, tex`${f} = ${fracTex(mean)}`),
            mark('A1', 'Correct exact value in the interval', where, ['b.1']),
          ],
        ),
        part(tex`Find the mean value of \(\mathrm{f}'(x)\) over the interval \([${a}, ${b}]\).`, String(p * (a + b)), [
          mark(
            'M1',
            tex`Uses \(\frac{\mathrm{f}(${b}) - \mathrm{f}(${a})}{${b - a}}\) or integrates \(\mathrm{f}'(x) = ${terms([[2 * p, 'x']])}\)`,
            tex`\frac{\mathrm{f}(${b}) - \mathrm{f}(${a})}{${b - a}}`,
          ),
          mark('A1', 'Correct mean value', String(p * (a + b)), ['c.1']),
        ]),
      ],
      notes: ['(a) B1ft: their mean value plus the constant.', '(b) The negative root lies outside the interval.'],
      facts: { p, q, a, b, c, mean: mean.n / mean.d, where: Math.sqrt((a * a + a * b + b * b) / 3), derivativeMean: p * (a + b) },
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
    const [k, a] = [rng.int(2, 12), 2 * rng.int(1, 6)];
    const arctanPart = (id: string) =>
      part(
        tex`Use an inverse tangent to find the exact value of \(\displaystyle\int_{0}^{${a}} \frac{1}{${a * a} + x^{2}}\,\mathrm{d}x\).`,
        tex`\frac{\pi}{${4 * a}}`,
        [
          mark(
            'M1',
            tex`Integrates to a multiple of \(\arctan\left(\frac{x}{${a}}\right)\)`,
            tex`\frac{1}{${a}}\arctan\left(\frac{x}{${a}}\right)`,
          ),
          mark('A1', 'Correct exact value', tex`\frac{\pi}{${4 * a}}`, [`${id}.1`]),
        ],
      );
    const arcsinPart = (id: string) =>
      part(
        tex`Use an inverse sine to find the exact value of \(\displaystyle\int_{0}^{${a / 2}} \frac{1}{\sqrt{${a * a} - x^{2}}}\,\mathrm{d}x\).`,
        tex`\frac{\pi}{6}`,
        [
          mark('M1', tex`Integrates to \(\arcsin\left(\frac{x}{${a}}\right)\)`, tex`\arcsin\left(\frac{x}{${a}}\right)`),
          mark('A1', 'Correct exact value', tex`\frac{\pi}{6}`, [`${id}.1`]),
        ],
      );
    const arcsinFirst = rng.next() < 0.5;
    return {
      title: 'Derivatives and integrals of inverse trigonometric functions',
      parts: [
        part(
          rng.pick([
            tex`Given that \(y = \arctan(${k}x)\), find \(\dfrac{\mathrm{d}y}{\mathrm{d}x}\). Hence find \(\displaystyle\int \frac{1}{1 + ${k * k}x^{2}}\,\mathrm{d}x\).`,
            tex`Differentiate \(\arctan(${k}x)\) with respect to \(x\), and hence find \(\displaystyle\int \frac{1}{1 + ${k * k}x^{2}}\,\mathrm{d}x\).`,
          ]),
          tex`\frac{\mathrm{d}y}{\mathrm{d}x} = \frac{${k}}{1 + ${k * k}x^{2}}, \; \frac{1}{${k}}\arctan(${k}x) + c`,
          [
            mark('B1', 'Correct derivative', tex`\frac{${k}}{1 + ${k * k}x^{2}}`),
            mark('M1', 'Recognises a multiple of their derivative', tex`\frac{1}{${k}} \times \frac{${k}}{1 + ${k * k}x^{2}}`),
            mark('A1', 'Correct integral', tex`\frac{1}{${k}}\arctan(${k}x) + c`, ['a.2']),
          ],
        ),
        ...(arcsinFirst ? [arcsinPart('b'), arctanPart('c')] : [arctanPart('b'), arcsinPart('c')]),
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
    const plain = (r: number) => (r === 0 ? 'x' : `x ${r < 0 ? '+' : '-'} ${Math.abs(r)}`);
    const answer = terms(
      logTerms([
        [frac(A), frac(hi - a, lo - a)],
        [frac(B), frac(hi - b, lo - b)],
      ]),
    );
    const meanTex = terms(
      logTerms([
        [frac(A, hi - lo), frac(hi - a, lo - a)],
        [frac(B, hi - lo), frac(hi - b, lo - b)],
      ]),
    );
    const pf = tex`${A < 0 ? '-' : ''}\frac{${Math.abs(A)}}{${plain(a)}} ${B < 0 ? '-' : '+'} \frac{${Math.abs(B)}}{${plain(b)}}`;
    return {
      title: 'Integration using partial fractions',
      parts: [
        part(tex`Express \(\dfrac{${poly(numerator)}}{${factor(a)}${factor(b)}}\) in partial fractions.`, pf, [
          mark('M1', 'Correct form and a method to find the constants', tex`${poly(numerator)} \equiv A${factor(b)} + B${factor(a)}`),
          mark('A1', 'One constant correct', pf, ['a.1']),
          mark('A1', 'Both constants correct', pf, ['a.1']),
        ]),
        part(
          tex`Hence find the exact value of \(\displaystyle\int_{${lo}}^{${hi}} \frac{${poly(numerator)}}{${factor(a)}${factor(b)}}\,\mathrm{d}x\), giving your answer in terms of logarithms of prime numbers.`,
          answer,
          [
            mark(
              'M1',
              'Integrates their partial fractions to logarithms',
              terms([
                [A, `\\ln|${plain(a)}|`],
                [B, `\\ln|${plain(b)}|`],
              ]),
            ),
            mark('A1', 'Correct exact value, oe', answer, ['b.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Hence find the exact mean value of the function over the interval \([${lo}, ${hi}]\).`,
            tex`The curve \(C\) has equation \(y = \dfrac{${poly(numerator)}}{${factor(a)}${factor(b)}}\). Using your answer to part (b), find the exact mean value of \(y\) on \(C\) for \(${lo} \leqslant x \leqslant ${hi}\).`,
            tex`Using your answer to part (b), find the exact mean value of the function for \(${lo} \leqslant x \leqslant ${hi}\), giving your answer in terms of logarithms.`,
          ]),
          meanTex,
          [
            mark('M1', 'Divides their integral by the length of the interval', terms([[frac(1, hi - lo), tex`\left(${answer}\right)`]])),
            mark('A1ft', 'Correct mean value, ft their (b)', meanTex, ['c.1']),
          ],
        ),
      ],
      notes: ['(b) Equivalent single logarithms are acceptable.'],
      facts: { a, b, A, B, lo, hi, numerator, value: A * Math.log((hi - a) / (lo - a)) + B * Math.log((hi - b) / (lo - b)) },
    };
  },
};

export const cp2SeriesCalculusBaseTemplates = [
  differences,
  higherDerivatives,
  maclaurin,
  compound,
  improper,
  meanValue,
  inverseTrig,
  partialFractions,
].map(mixed);
export const cp2SeriesCalculusTemplates = [...cp2SeriesCalculusBaseTemplates, ...cp2SeriesTemplates, ...cp2CalculusTemplates];
