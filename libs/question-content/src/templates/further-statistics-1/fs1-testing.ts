import { binomialCdf, binomialPmf, chiSquaredCritical, chiSquaredStatistic, poissonCdf, poolCells, type Level } from '../../math/stats.js';
import { num, sf, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';

const pct = (level: number) => `${num(level * 100)}\\%`;
const conclusion = (reject: boolean, context: string) =>
  reject ? tex`\text{Reject } \mathrm{H}_0\text{: evidence that ${context}}` : tex`\text{Do not reject } \mathrm{H}_0\text{: insufficient evidence that ${context}}`;

/** Observed counts near the expected ones with the same total. */
function observedNear(rng: Rng, expected: number[], spread: number): number[] {
  const obs = expected.map((e) => Math.max(0, Math.round(e + (rng.next() * 2 - 1) * spread * Math.sqrt(e))));
  const diff = Math.round(expected.reduce((s, e) => s + e, 0)) - obs.reduce((s, o) => s + o, 0);
  obs[obs.indexOf(Math.max(...obs))] += diff;
  return obs;
}

const poissonTest: QuestionTemplate = {
  id: 'fs1.tests.poisson-mean',
  subtopicId: 'fs1-hypothesis-testing.poisson-mean',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hypothesis testing', 'Poisson distribution', 'one-tailed test'],
  build(rng) {
    const lambda0 = rng.pick([2, 2.5, 3, 3.5, 4, 5]);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    let x: number;
    let pValue: number;
    do {
      x = Math.ceil(lambda0) + rng.int(1, 6);
      pValue = 1 - poissonCdf(lambda0, x - 1);
    } while (Math.abs(pValue - level) < 0.2 * level);
    const reject = pValue < level;
    return {
      title: 'Testing the mean of a Poisson distribution',
      introTex: tex`The number of accidents per month at a junction has a Poisson distribution with mean \(${num(lambda0)}\). After a change to the road layout, \(${x}\) accidents occur in one month.`,
      parts: [
        part(tex`Test, at the \(${pct(level)}\) level of significance, whether there is evidence that the mean number of accidents per month has increased. State your hypotheses clearly.`, conclusion(reject, 'the mean has increased'), [
          mark('B1', 'Both hypotheses in terms of lambda', tex`\mathrm{H}_0: \lambda = ${num(lambda0)}, \; \mathrm{H}_1: \lambda > ${num(lambda0)}`),
          mark('M1', 'Finds P(X >= x) under H0', tex`\mathrm{P}(X \geqslant ${x}) = 1 - \mathrm{P}(X \leqslant ${x - 1})`),
          mark('A1', 'Correct probability, awrt', sf(pValue), ['a.2']),
          mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the mean has increased'), ['a.2']),
        ]),
      ],
      notes: ['Comparison with a critical region is an acceptable alternative.', 'A1 (conclusion) must be non-contradictory and refer to accidents.'],
      facts: { lambda0, level, x, pValue, reject },
    };
  },
};

const geometricTest: QuestionTemplate = {
  id: 'fs1.tests.geometric-p',
  subtopicId: 'fs1-hypothesis-testing.geometric-p',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['hypothesis testing', 'geometric distribution'],
  build(rng) {
    const p0 = rng.pick([0.2, 0.25, 0.3, 0.4]);
    const level = rng.pick<Level>([0.05, 0.1]);
    let x: number;
    let pValue: number;
    do {
      x = rng.int(4, 16);
      pValue = (1 - p0) ** (x - 1);
    } while (Math.abs(pValue - level) < 0.2 * level);
    const reject = pValue < level;
    return {
      title: 'Testing the parameter of a geometric distribution',
      introTex: tex`A game shows a prize with probability \(${num(p0)}\) on each play, independently. A player suspects the probability is lower. She plays until she wins a prize, which happens on play \(${x}\).`,
      parts: [
        part(tex`Test, at the \(${pct(level)}\) level of significance, whether there is evidence that the probability of a prize is less than \(${num(p0)}\).`, conclusion(reject, 'p is less than ' + num(p0)), [
          mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: p = ${num(p0)}, \; \mathrm{H}_1: p < ${num(p0)}`),
          mark('M1', 'Uses P(X >= x) = (1 - p)^{x - 1}', tex`\mathrm{P}(X \geqslant ${x}) = (${num(1 - p0)})^{${x - 1}}`),
          mark('A1', 'Correct probability, awrt', sf(pValue), ['a.2']),
          mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the probability is lower'), ['a.2']),
        ]),
      ],
      notes: ['Using P(X = x) instead of the tail probability scores M0.'],
      facts: { p0, level, x, pValue, reject },
    };
  },
};

const criticalRegion: QuestionTemplate = {
  id: 'fs1.tests.poisson-critical-region',
  subtopicId: 'fs1-hypothesis-testing.critical-regions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hypothesis testing', 'critical region', 'Poisson distribution'],
  build(rng) {
    const lambda0 = rng.pick([3, 4, 5, 6, 7, 8]);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    let c = Math.ceil(lambda0);
    while (1 - poissonCdf(lambda0, c - 1) > level) c++;
    const actual = 1 - poissonCdf(lambda0, c - 1);
    return {
      title: 'Critical region for a Poisson test',
      introTex: tex`A test is carried out of \(\mathrm{H}_0: \lambda = ${lambda0}\) against \(\mathrm{H}_1: \lambda > ${lambda0}\), using a single observation \(X\) of \(\mathrm{Po}(\lambda)\) at the \(${pct(level)}\) level of significance.`,
      parts: [
        part(tex`Find the critical region for the test.`, tex`X \geqslant ${c}`, [
          mark('M1', 'Considers upper-tail probabilities either side of the boundary', tex`\mathrm{P}(X \geqslant ${c - 1}) = ${sf(1 - poissonCdf(lambda0, c - 2))}, \; \mathrm{P}(X \geqslant ${c}) = ${sf(actual)}`),
          mark('A1', 'Correct critical region', tex`X \geqslant ${c}`, ['a.1']),
        ]),
        part(tex`Write down the actual significance level of the test.`, sf(actual), [mark('B1', 'Correct actual significance level, awrt', sf(actual))]),
      ],
      notes: ['(a) The critical region must be stated as a region, not as a probability.'],
      facts: { lambda0, level, c, actual },
    };
  },
};

const goodnessOfFit: QuestionTemplate = {
  id: 'fs1.chi.uniform-fit',
  subtopicId: 'fs1-chi-squared-tests.goodness-of-fit',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['chi-squared', 'goodness of fit', 'uniform distribution'],
  build(rng) {
    const k = rng.int(4, 6);
    const each = rng.pick([20, 25, 30, 40]);
    const observed = observedNear(rng, Array(k).fill(each), rng.pick([0.8, 1.6, 2.4]));
    const stat = chiSquaredStatistic(observed, Array(k).fill(each));
    const cv = chiSquaredCritical(k - 1, 0.05);
    const reject = stat > cv;
    const labels = Array.from({ length: k }, (_, i) => String(i + 1));
    return {
      title: 'Chi-squared test for a uniform distribution',
      introTex: tex`A spinner has \(${k}\) equal sectors numbered 1 to \(${k}\). It is spun \(${k * each}\) times with the results \(\begin{array}{c|${'c'.repeat(k)}} \text{Number} & ${labels.join(' & ')} \\ \hline \text{Frequency} & ${observed.join(' & ')} \end{array}\)`,
      parts: [
        part(tex`State suitable hypotheses for a test of whether the spinner is fair.`, tex`\mathrm{H}_0: \text{fair (uniform)}; \; \mathrm{H}_1: \text{not fair}`, [mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: \text{uniform distribution fits}, \; \mathrm{H}_1: \text{it does not}`)]),
        part(tex`Calculate the test statistic \(\sum \frac{(O - E)^{2}}{E}\).`, sf(stat), [
          mark('M1', 'Expected frequencies and the statistic', tex`E = ${each}, \; \sum\frac{(O - ${each})^{2}}{${each}}`),
          mark('A1', 'Correct statistic, awrt', sf(stat), ['b.1']),
        ]),
        part(tex`Complete the test at the \(5\%\) level of significance.`, conclusion(reject, 'the spinner is not fair'), [
          mark('B1', 'Correct degrees of freedom and critical value', tex`\nu = ${k - 1}, \; \chi^{2}_{${k - 1}}(0.05) = ${cv}`),
          mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the spinner is not fair'), ['b.1']),
        ]),
      ],
      notes: ['(c) A1: the conclusion must be consistent with their statistic and critical value.'],
      facts: { k, each, observed, stat, cv, reject },
    };
  },
};

const degreesOfFreedom: QuestionTemplate = {
  id: 'fs1.chi.degrees-of-freedom',
  subtopicId: 'fs1-chi-squared-tests.degrees-of-freedom',
  difficulty: 2,
  frequency: 'occasional',
  tags: ['chi-squared', 'degrees of freedom', 'critical values'],
  build(rng) {
    const [r, c] = [rng.int(2, 3), rng.int(2, 4)];
    const cells = rng.int(5, 8);
    const dfTable = (r - 1) * (c - 1);
    const dfFit = cells - 2;
    const level = rng.pick<Level>([0.05, 0.01, 0.1]);
    const cv = chiSquaredCritical(dfFit, level);
    const stat = Math.round((cv + rng.pick([-1, 1]) * rng.int(10, 30) / 10) * 100) / 100;
    const reject = stat > cv;
    return {
      title: 'Degrees of freedom in chi-squared tests',
      parts: [
        part(tex`A contingency table has \(${r}\) rows and \(${c}\) columns. State the number of degrees of freedom for a test of independence and the critical value at the \(5\%\) level.`, tex`\nu = ${dfTable}, \; ${chiSquaredCritical(dfTable, 0.05)}`, [
          mark('B1', 'Correct degrees of freedom', tex`(${r} - 1)(${c} - 1) = ${dfTable}`),
          mark('B1ft', 'Correct critical value for their degrees of freedom', String(chiSquaredCritical(dfTable, 0.05)), ['a.1']),
        ]),
        part(tex`A Poisson distribution, with mean estimated from the data, is fitted to observed frequencies. After combining cells there are \(${cells}\) cells. State the number of degrees of freedom.`, tex`\nu = ${dfFit}`, [
          mark('B1', 'Cells minus one minus one estimated parameter', tex`${cells} - 1 - 1 = ${dfFit}`),
        ]),
        part(tex`The test statistic for the test in part (b) is \(${num(stat)}\). Determine, at the \(${pct(level)}\) level, whether the Poisson distribution is a suitable model.`, reject ? tex`\text{Reject } \mathrm{H}_0\text{: not a suitable model}` : tex`\text{Do not reject } \mathrm{H}_0\text{: Poisson is suitable}`, [
          mark('B1ft', 'Correct critical value for their degrees of freedom', String(cv), ['b.1']),
          mark('A1', 'Correct conclusion in context', reject ? tex`\text{reject } \mathrm{H}_0` : tex`\text{do not reject } \mathrm{H}_0`, ['c.1']),
        ]),
      ],
      notes: ['(b) Subtract one for each parameter estimated from the data.'],
      facts: { r, c, cells, dfTable, dfFit, level, stat, cv, reject },
    };
  },
};

const contingency: QuestionTemplate = {
  id: 'fs1.chi.contingency-2x3',
  subtopicId: 'fs1-chi-squared-tests.contingency-tables',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['chi-squared', 'contingency tables', 'independence'],
  build(rng) {
    const total = rng.pick([120, 150, 200, 240]);
    const rowShare = rng.pick([0.4, 0.5, 0.6]);
    const colShare = rng.pick([[0.3, 0.3, 0.4], [0.25, 0.35, 0.4], [0.2, 0.5, 0.3]]);
    const skew = rng.pick([0, 0.05, 0.1]);
    const observed = [0, 1].map((i) => {
      const share = i === 0 ? rowShare : 1 - rowShare;
      const tilt = [skew, 0, -skew].map((t) => (i === 0 ? t : -t));
      return observedNear(rng, colShare.map((c, j) => total * share * (c + tilt[j] * c)), 0.6);
    });
    const rows = observed.map((r) => r.reduce((s, v) => s + v, 0));
    const cols = [0, 1, 2].map((j) => observed[0][j] + observed[1][j]);
    const N = rows[0] + rows[1];
    const expected = observed.map((_, i) => cols.map((c) => (rows[i] * c) / N));
    const stat = chiSquaredStatistic(observed.flat(), expected.flat());
    const cv = chiSquaredCritical(2, 0.05);
    const reject = stat > cv;
    const heads = ['Walk', 'Bus', 'Car'];
    return {
      title: 'Chi-squared test of independence in a contingency table',
      introTex: tex`A survey records how students in two year groups travel to college: \(\begin{array}{c|ccc} & ${heads.join(' & ')} \\ \hline \text{Year 12} & ${observed[0].join(' & ')} \\ \text{Year 13} & ${observed[1].join(' & ')} \end{array}\)`,
      parts: [
        part(tex`Calculate the expected frequencies under the hypothesis of independence, giving them to 2 decimal places.`, tex`\begin{array}{ccc} ${expected.map((r) => r.map((e) => e.toFixed(2)).join(' & ')).join(' \\\\ ')} \end{array}`, [
          mark('M1', 'Uses row total times column total over grand total', tex`\frac{${rows[0]} \times ${cols[0]}}{${N}} = ${expected[0][0].toFixed(2)}`),
          mark('A1', 'All expected frequencies correct', tex`\begin{array}{ccc} ${expected.map((r) => r.map((e) => e.toFixed(2)).join(' & ')).join(' \\\\ ')} \end{array}`, ['a.1']),
        ]),
        part(tex`Test, at the \(5\%\) level of significance, whether the method of travel is independent of the year group. State your hypotheses clearly.`, conclusion(reject, 'travel method depends on year group'), [
          mark('B1', 'Both hypotheses in context', tex`\mathrm{H}_0: \text{independent}, \; \mathrm{H}_1: \text{not independent}`),
          mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`),
          mark('A1', 'Correct statistic, awrt', sf(stat), ['b.2']),
          mark('B1', 'Correct degrees of freedom and critical value', tex`\nu = 2, \; ${cv}`),
          mark('A1', 'Correct conclusion in context', conclusion(reject, 'travel method depends on year group'), ['b.2']),
        ]),
      ],
      notes: ['(b) The final A1 depends on the M1 and needs a conclusion in context.'],
      facts: { observed, expected, stat, cv, reject },
    };
  },
};

const fitting: QuestionTemplate = {
  id: 'fs1.chi.binomial-fit',
  subtopicId: 'fs1-chi-squared-tests.fitting-distributions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['chi-squared', 'fitting distributions', 'binomial distribution'],
  build(rng) {
    const [p, N] = [rng.pick([0.3, 0.4, 0.5, 0.6]), rng.pick([100, 160, 200])];
    const raw = [0, 1, 2, 3, 4].map((x) => N * binomialPmf(4, p, x));
    const observed = observedNear(rng, raw, rng.pick([0.5, 1.5]));
    const pooled = poolCells(observed, raw);
    const df = pooled.expected.length - 1;
    const stat = chiSquaredStatistic(pooled.observed, pooled.expected);
    const cv = chiSquaredCritical(df, 0.05);
    const reject = stat > cv;
    return {
      title: 'Fitting a binomial distribution',
      introTex: tex`Seeds are planted in pots of 4 and the number germinating in each of \(${N}\) pots is recorded: \(\begin{array}{c|ccccc} \text{Germinating} & 0 & 1 & 2 & 3 & 4 \\ \hline \text{Pots} & ${observed.join(' & ')} \end{array}\) A gardener claims that each seed germinates independently with probability \(${num(p)}\).`,
      parts: [
        part(tex`Find the expected frequencies under the gardener's claim, to 2 decimal places.`, raw.map((e) => e.toFixed(2)).join(', \\; '), [
          mark('M1', 'Uses N times binomial probabilities', tex`${N}\times\binom{4}{x}(${num(p)})^{x}(${num(1 - p)})^{4 - x}`),
          mark('A1', 'All expected frequencies correct', raw.map((e) => e.toFixed(2)).join(', \\; '), ['a.1']),
        ]),
        part(tex`Test the gardener's claim at the \(5\%\) level of significance.`, conclusion(reject, 'the claim is wrong'), [
          mark('B1', 'Combines cells with expected frequency below 5 and uses the correct degrees of freedom', tex`${pooled.expected.length} \text{ cells}, \; \nu = ${df}`),
          mark('M1', 'Calculates the statistic', tex`\sum\frac{(O - E)^{2}}{E}`),
          mark('A1', 'Correct statistic, awrt', sf(stat), ['b.2']),
          mark('A1', 'Correct critical value and conclusion in context', tex`${cv}; \; ${conclusion(reject, 'the claim is wrong')}`, ['b.2']),
        ]),
      ],
      notes: ['(b) No parameter is estimated, so the degrees of freedom are cells minus one.'],
      facts: { p, N, observed, raw, pooled, df, stat, cv, reject },
    };
  },
};

const typeErrors: QuestionTemplate = {
  id: 'fs1.quality.type-errors',
  subtopicId: 'fs1-quality-of-tests.type-i-and-type-ii-errors',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['quality of tests', 'type I error', 'type II error'],
  build(rng) {
    const lambda0 = rng.pick([2, 3, 4, 5]);
    const c = lambda0 + rng.int(3, 5);
    const lambda1 = lambda0 + rng.pick([2, 3, 4]);
    const typeI = 1 - poissonCdf(lambda0, c - 1);
    const typeII = poissonCdf(lambda1, c - 1);
    return {
      title: 'Type I and type II errors in a Poisson test',
      introTex: tex`A test of \(\mathrm{H}_0: \lambda = ${lambda0}\) against \(\mathrm{H}_1: \lambda > ${lambda0}\) uses one observation of \(X \sim \mathrm{Po}(\lambda)\), with critical region \(X \geqslant ${c}\).`,
      parts: [
        part(tex`Explain what is meant by a type I error in this context.`, tex`\text{rejecting } \mathrm{H}_0 \text{ when it is true}`, [mark('B1', 'Correct description', tex`\text{reject } \mathrm{H}_0 \text{ when } \lambda = ${lambda0}`)]),
        part(tex`Find the probability of a type I error.`, sf(typeI), [
          mark('M1', 'Finds P(X >= c) when lambda = lambda_0', tex`1 - \mathrm{P}(X \leqslant ${c - 1} \mid \lambda = ${lambda0})`),
          mark('A1', 'Correct probability, awrt', sf(typeI), ['b.1']),
        ]),
        part(tex`Given that in fact \(\lambda = ${lambda1}\), find the probability of a type II error.`, sf(typeII), [
          mark('M1', 'Finds P(X <= c - 1) when lambda = lambda_1', tex`\mathrm{P}(X \leqslant ${c - 1} \mid \lambda = ${lambda1})`),
          mark('A1', 'Correct probability, awrt', sf(typeII), ['c.1']),
        ]),
      ],
      notes: ['(c) Using P(X >= c) with the new mean is the power, not a type II error: M0.'],
      facts: { lambda0, lambda1, c, typeI, typeII },
    };
  },
};

const sizePower: QuestionTemplate = {
  id: 'fs1.quality.binomial-size-power',
  subtopicId: 'fs1-quality-of-tests.size-and-power',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['quality of tests', 'size', 'power', 'binomial distribution'],
  build(rng) {
    const [n, p0] = [rng.pick([10, 12, 15, 20]), rng.pick([0.3, 0.4, 0.5])];
    const c = Math.max(0, Math.floor(n * p0) - rng.int(2, 3));
    const p1 = Math.round((p0 - rng.pick([0.1, 0.15, 0.2])) * 100) / 100;
    const size = binomialCdf(n, p0, c);
    const power = binomialCdf(n, p1, c);
    return {
      title: 'Size and power of a binomial test',
      introTex: tex`A test of \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p < ${num(p0)}\) uses \(X \sim \mathrm{B}(${n}, p)\) with critical region \(X \leqslant ${c}\).`,
      parts: [
        part(tex`Find the size of the test.`, sf(size), [
          mark('M1', 'Finds P(X <= c) with p = p_0', tex`\mathrm{P}(X \leqslant ${c} \mid p = ${num(p0)})`),
          mark('A1', 'Correct size, awrt', sf(size), ['a.1']),
        ]),
        part(tex`Find the power of the test when \(p = ${num(p1)}\).`, sf(power), [
          mark('M1', 'Finds P(X <= c) with p = p_1', tex`\mathrm{P}(X \leqslant ${c} \mid p = ${num(p1)})`),
          mark('A1', 'Correct power, awrt', sf(power), ['b.1']),
        ]),
      ],
      notes: ['Size is the probability of rejecting H0 when it is true; power is the probability of rejecting H0 when it is false.'],
      facts: { n, p0, p1, c, size, power },
    };
  },
};

const POWER_SUMS = ['1', '1 + \\lambda', '1 + \\lambda + \\frac{\\lambda^{2}}{2}'];

const powerFunction: QuestionTemplate = {
  id: 'fs1.quality.poisson-power-function',
  subtopicId: 'fs1-quality-of-tests.power-function',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['quality of tests', 'power function', 'Poisson distribution'],
  build(rng) {
    const c = rng.int(0, 2);
    const lambda0 = rng.pick([4, 5, 6]);
    const lambda1 = rng.pick([0.5, 1, 1.5, 2]);
    const fn = tex`\mathrm{e}^{-\lambda}\left(${POWER_SUMS[c]}\right)`.replace('\\left(1\\right)', '');
    const value = poissonCdf(lambda1, c);
    return {
      title: 'The power function of a Poisson test',
      introTex: tex`A test of \(\mathrm{H}_0: \lambda = ${lambda0}\) against \(\mathrm{H}_1: \lambda < ${lambda0}\) uses one observation of \(X \sim \mathrm{Po}(\lambda)\) with critical region \(X \leqslant ${c}\).`,
      parts: [
        part(tex`Show that the power function of the test is \(${fn}\).`, fn, [
          mark('M1', 'Power is P(X in the critical region) for a general lambda', tex`\mathrm{P}(X \leqslant ${c}) = \sum_{r=0}^{${c}} \frac{\mathrm{e}^{-\lambda}\lambda^{r}}{r!}`),
          mark('A1*', 'Correct printed power function, cso', fn, ['a.1']),
        ]),
        part(tex`Find the power of the test when \(\lambda = ${num(lambda1)}\).`, sf(value), [
          mark('M1', 'Substitutes into the power function', fn.replace(/\\lambda/g, `(${num(lambda1)})`)),
          mark('A1', 'Correct power, awrt', sf(value), ['b.1']),
        ]),
      ],
      notes: ['(b) A large power means the test is good at detecting this value of lambda.'],
      facts: { c, lambda0, lambda1, value },
    };
  },
};

export const fs1TestingTemplates = [poissonTest, geometricTest, criticalRegion, goodnessOfFit, degreesOfFreedom, contingency, fitting, typeErrors, sizePower, powerFunction];
