import { binomialCdf, binomialPmf, chiSquaredCritical, chiSquaredStatistic, poissonCdf, poolCells, type Level } from '../../math/stats.js';
import { dp, num, power, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { fs1ChiTemplates } from './fs1-testing-chi.js';
import { fs1QualityTemplates } from './fs1-testing-quality.js';
import { fs1SynopticTestTemplates } from './fs1-testing-synoptic.js';
import { fs1TailTemplates } from './fs1-testing-tails.js';
import {
  binomialLower,
  clearOf,
  conclusion,
  contingencyTex,
  expectedTable,
  freqTable,
  geometricUpper,
  observedNear,
  pct,
  poissonLower,
  poissonUpper,
  sig,
  complementRounding,
  complementTex,
  statisticFromPrinted,
} from './fs1-test-tools.js';

const poissonTest: QuestionTemplate = {
  id: 'fs1.tests.poisson-mean',
  subtopicId: 'fs1-hypothesis-testing.poisson-mean',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hypothesis testing', 'Poisson distribution', 'one-tailed test', 'critical region'],
  build(rng) {
    const lambda0 = rng.pick([2, 2.5, 3, 3.5, 4, 4.5, 5, 6]);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    let x: number;
    let pValue: number;
    let guard = 0;
    do {
      x = Math.ceil(lambda0) + rng.int(1, 7);
      pValue = 1 - poissonCdf(lambda0, x - 1);
    } while (!clearOf(pValue, level) && ++guard < 500);
    const reject = pValue < level;
    const { c, actual } = poissonUpper(lambda0, level);
    const place = rng.pick(['a junction', 'a roundabout', 'a level crossing', 'a bend in a road']);
    return {
      title: 'Testing the mean of a Poisson distribution',
      introTex: tex`The number of accidents per month at ${place} has a Poisson distribution with mean \(${num(lambda0)}\). After a change to the road layout, \(${x}\) accidents occur in one month.`,
      parts: [
        part(
          tex`State two conditions under which a Poisson distribution is a suitable model for the number of accidents per month.`,
          tex`\text{accidents occur singly and independently, at a constant average rate}`,
          [
            mark('B1', 'Accidents occur independently (or singly)', tex`\text{independently, singly}`),
            mark('B1', 'At a constant average rate', tex`\text{constant average rate}`),
          ],
        ),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether there is evidence that the mean number of accidents per month has increased. State your hypotheses clearly.`,
          conclusion(reject, 'the mean has increased'),
          [
            mark(
              'B1',
              tex`Both hypotheses in terms of \(\lambda\)`,
              tex`\mathrm{H}_0: \lambda = ${num(lambda0)}, \; \mathrm{H}_1: \lambda > ${num(lambda0)}`,
            ),
            mark(
              'M1',
              tex`Finds \(\mathrm{P}(X \geqslant ${x})\) under \(\mathrm{H}_0\)`,
              tex`\mathrm{P}(X \geqslant ${x}) = 1 - \mathrm{P}(X \leqslant ${x - 1})`,
            ),
            mark('A1', 'Correct probability, awrt', sig(pValue), ['b.2']),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the mean has increased'), ['b.2']),
          ],
        ),
        part(
          tex`Using your hypotheses from part (b), find the critical region for the test and state its actual significance level.`,
          tex`X \geqslant ${c}; \; ${sig(actual)}`,
          [
            mark(
              'M1',
              'Upper-tail probabilities either side of the boundary',
              tex`\mathrm{P}(X \geqslant ${c - 1}) = ${sig(1 - poissonCdf(lambda0, c - 2))}, \; \mathrm{P}(X \geqslant ${c}) = ${sig(actual)}`,
            ),
            mark('A1', 'Correct critical region', tex`X \geqslant ${c}`, ['c.1']),
            mark('A1', 'Correct actual significance level, awrt', sig(actual), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Comparison with a critical region is an acceptable alternative.',
        '(b) The final A1 must be non-contradictory and refer to accidents.',
        tex`(c) The region is the smallest \(c\) with \(\mathrm{P}(X \geqslant c)\) no more than the level.`,
      ],
      facts: { lambda0, level, x, pValue, reject, c, actual },
    };
  },
};

const geometricTest: QuestionTemplate = {
  id: 'fs1.tests.geometric-p',
  subtopicId: 'fs1-hypothesis-testing.geometric-p',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['hypothesis testing', 'geometric distribution', 'critical region'],
  build(rng) {
    const p0 = rng.pick([0.15, 0.2, 0.25, 0.3, 0.4]);
    const level = rng.pick<Level>([0.05, 0.1]);
    const { c, actual } = geometricUpper(p0, level);
    const wantReject = rng.next() < 0.5;
    let x: number;
    let pValue: number;
    let guard = 0;
    do {
      x = wantReject ? rng.int(c, c + 4) : rng.int(Math.max(2, c - 6), c - 1);
      pValue = (1 - p0) ** (x - 1);
    } while (!clearOf(pValue, level) && ++guard < 500);
    const reject = pValue < level;
    const r = rng.int(2, 5);
    const pr = (1 - p0) ** (r - 1) * p0;
    const setting = rng.pick([
      [
        tex`A game shows a prize with probability`,
        tex`on each play`,
        tex`A player suspects`,
        tex`She plays until she wins a prize, which happens on play`,
        tex`her first prize is on play`,
        tex`numbers of plays`,
      ],
      [
        tex`A scratch card wins a prize with probability`,
        tex`on each card`,
        tex`A buyer suspects`,
        tex`She buys cards one at a time until she wins a prize, which happens on card`,
        tex`her first prize is on card`,
        tex`numbers of cards`,
      ],
    ]);
    return {
      title: 'Testing the parameter of a geometric distribution',
      introTex: tex`${setting[0]} \(${num(p0)}\) ${setting[1]}, independently. ${setting[2]} the probability is lower. ${setting[3]} \(${x}\).`,
      parts: [
        part(tex`Assuming the probability of a prize is \(${num(p0)}\), find the probability that ${setting[4]} \(${r}\).`, sig(pr), [
          mark('M1', tex`Uses \(${power('(1 - p)', r - 1)}p\)`, tex`(${num(1 - p0)})^{${r - 1}}(${num(p0)})`),
          mark('A1', 'Correct probability, awrt', sig(pr), ['a.1']),
        ]),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether there is evidence that the probability of a prize is less than \(${num(p0)}\).`,
          conclusion(reject, 'the probability is less than ' + num(p0)),
          [
            mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: p = ${num(p0)}, \; \mathrm{H}_1: p < ${num(p0)}`),
            mark(
              'M1',
              tex`Uses \(\mathrm{P}(X \geqslant ${x}) = ${power('(1 - p)', x - 1)}\)`,
              tex`\mathrm{P}(X \geqslant ${x}) = (${num(1 - p0)})^{${x - 1}}`,
            ),
            mark('A1', 'Correct probability, awrt', sig(pValue), ['b.2']),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the probability is lower'), ['b.2']),
          ],
        ),
        part(
          tex`Using your hypotheses from part (b), find the critical region for the test and its actual significance level.`,
          tex`X \geqslant ${c}; \; ${sig(actual)}`,
          [
            mark(
              'M1',
              tex`Solves \((1 - p)^{c - 1} \leqslant ${num(level)}\), or tries values either side`,
              tex`(${num(1 - p0)})^{${c - 2}} = ${sig((1 - p0) ** (c - 2))}, \; (${num(1 - p0)})^{${c - 1}} = ${sig(actual)}`,
            ),
            mark('A1', 'Correct critical region', tex`X \geqslant ${c}`, ['c.1']),
            mark('A1', 'Correct actual significance level, awrt', sig(actual), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) Using \(\mathrm{P}(X = ${x})\) instead of the tail probability scores M0.`,
        tex`(c) Large ${setting[5]} are evidence of a lower \(p\).`,
      ],
      facts: { p0, level, x, pValue, reject, r, pr, c, actual },
    };
  },
};

const RATE_CONTEXTS = [
  ['calls to a helpline', 'hour', 'a period of', 'hours'],
  ['cars passing a checkpoint', 'minute', 'a period of', 'minutes'],
  ['flaws in a roll of fabric', 'metre', 'a length of', 'metres'],
  ['meteors seen by an observer', 'hour', 'a period of', 'hours'],
] as const;

const criticalRegion: QuestionTemplate = {
  id: 'fs1.tests.poisson-critical-region',
  subtopicId: 'fs1-hypothesis-testing.critical-regions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hypothesis testing', 'critical region', 'Poisson distribution', 'lower-tail test'],
  build(rng) {
    const [what, unit, span, units] = rng.pick(RATE_CONTEXTS);
    let rate: number;
    let t: number;
    do {
      rate = rng.pick([0.5, 1, 1.5, 2, 2.5, 3]);
      t = rng.int(2, 8);
    } while (rate * t < 5 || rate * t > 16);
    const lambda0 = rate * t;
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const up = poissonUpper(lambda0, level);
    const low = poissonLower(lambda0, level);
    const reject = rng.next() < 0.5;
    const x = reject ? up.c + rng.int(0, 3) : rng.int(Math.max(low.c + 1, up.c - 5), up.c - 1);
    return {
      title: 'Critical regions for a Poisson test',
      introTex: tex`The number of ${what} per ${unit} has a Poisson distribution with mean \(${num(rate)}\). Two researchers each count the number \(X\) of ${what} in ${span} \(${t}\) ${units}, and each carries out a test at the \(${pct(level)}\) level of significance.`,
      parts: [
        part(tex`Write down the distribution of \(X\) if the mean rate has not changed.`, tex`X \sim \mathrm{Po}(${num(lambda0)})`, [
          mark('B1', 'Poisson with the mean scaled to the period', tex`\mathrm{Po}(${num(lambda0)})`),
        ]),
        part(tex`Researcher A tests whether the rate has increased. Find the critical region for her test.`, tex`X \geqslant ${up.c}`, [
          mark(
            'M1',
            'Upper-tail probabilities either side of the boundary',
            tex`\mathrm{P}(X \geqslant ${up.c - 1}) = ${sig(1 - poissonCdf(lambda0, up.c - 2))}, \; \mathrm{P}(X \geqslant ${up.c}) = ${sig(up.actual)}`,
          ),
          mark(
            'A1',
            'Both probabilities correct',
            tex`\mathrm{P}(X \geqslant ${up.c - 1}) = ${sig(1 - poissonCdf(lambda0, up.c - 2))}, \; \mathrm{P}(X \geqslant ${up.c}) = ${sig(up.actual)}`,
            ['b.1'],
          ),
          mark('A1', 'Correct critical region', tex`X \geqslant ${up.c}`, ['b.1']),
        ]),
        part(tex`Write down the actual significance level of researcher A's test.`, sig(up.actual), [
          mark('B1ft', 'Probability of their critical region under the null hypothesis, awrt', sig(up.actual)),
        ]),
        part(tex`Researcher B tests whether the rate has decreased. Find the critical region for his test.`, tex`X \leqslant ${low.c}`, [
          mark(
            'M1',
            'Lower-tail probabilities either side of the boundary',
            tex`\mathrm{P}(X \leqslant ${low.c}) = ${sig(low.actual)}, \; \mathrm{P}(X \leqslant ${low.c + 1}) = ${sig(poissonCdf(lambda0, low.c + 1))}`,
          ),
          mark('A1', 'Correct critical region', tex`X \leqslant ${low.c}`, ['d.1']),
        ]),
        part(
          tex`The count is \(${x}\). Using your answer to part (b), state, with a reason, the conclusion of researcher A's test.`,
          conclusion(reject, 'the rate has increased'),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'the rate has increased'),
            ),
          ],
        ),
      ],
      notes: [
        '(b) and (d) The region is the largest tail whose probability does not exceed the level.',
        '(c) and (e) Follow through their critical region.',
      ],
      facts: { rate, t, lambda0, level, up, low, x, reject },
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
    const other = rng.pick<Level>([0.01, 0.1]);
    const cv = chiSquaredCritical(k - 1, 0.05);
    const cv2 = chiSquaredCritical(k - 1, other);
    const wantReject = rng.next() < 0.5;
    let observed: number[];
    let stat: number;
    let tries = 0;
    do {
      observed = observedNear(rng, Array(k).fill(each), wantReject ? 2 + tries / 50 : 1);
      stat = chiSquaredStatistic(observed, Array(k).fill(each));
      tries++;
    } while (tries < 3000 && (stat > cv !== wantReject || !clearOf(stat, cv) || !clearOf(stat, cv2)));
    const reject = stat > cv;
    const reject2 = stat > cv2;
    const labels = Array.from({ length: k }, (_, i) => String(i + 1));
    const setting = rng.pick([
      [tex`A spinner has`, tex`equal sectors numbered 1 to`, tex`It is spun`, tex`the spinner is fair`, tex`the spinner is not fair`],
      [
        tex`A random number generator outputs one of`,
        tex`whole numbers, 1 to`,
        tex`It is run`,
        tex`the generator is fair`,
        tex`the generator is not fair`,
      ],
      [
        tex`A wheel at a school fair has`,
        tex`equal sections numbered 1 to`,
        tex`It is spun`,
        tex`the wheel is fair`,
        tex`the wheel is not fair`,
      ],
    ]);
    return {
      title: 'Chi-squared test for a uniform distribution',
      introTex: tex`${setting[0]} \(${k}\) ${setting[1]} \(${k}\). ${setting[2]} \(${k * each}\) times with the results \(${freqTable('Number', labels, 'Frequency', observed)}\)`,
      parts: [
        part(
          tex`State suitable hypotheses for a test of whether ${setting[3]}.`,
          tex`\mathrm{H}_0: \text{fair (uniform)}; \; \mathrm{H}_1: \text{not fair}`,
          [mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: \text{uniform distribution fits}, \; \mathrm{H}_1: \text{it does not}`)],
        ),
        part(tex`Calculate the test statistic \(\sum \frac{(O - E)^{2}}{E}\).`, sig(stat), [
          mark('M1', 'Expected frequencies and the statistic', tex`E = ${each}, \; \sum\frac{(O - ${each})^{2}}{${each}}`),
          mark('A1', 'Correct statistic, awrt', sig(stat), ['b.1']),
        ]),
        part(tex`Complete the test at the \(5\%\) level of significance.`, conclusion(reject, tex`${setting[4]}`), [
          mark('B1', 'Correct degrees of freedom', tex`\nu = ${k} - 1 = ${k - 1}`),
          mark('B1', 'Correct critical value', tex`\chi^{2}_{${k - 1}}(0.05) = ${cv}`),
          mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, tex`${setting[4]}`), ['b.1']),
        ]),
        part(
          tex`Using your answer to part (b), state, with a reason, whether the conclusion would be the same at the \(${pct(other)}\) level of significance.`,
          tex`${cv2}; \; ${reject2 === reject ? tex`\text{same conclusion}` : tex`\text{different conclusion}`}`,
          [
            mark('B1', 'Correct critical value at the new level', tex`\chi^{2}_{${k - 1}}(${num(other)}) = ${cv2}`),
            mark(
              'A1ft',
              'Correct comparison with their statistic and conclusion',
              reject2 ? tex`\text{reject } \mathrm{H}_0` : tex`\text{do not reject } \mathrm{H}_0`,
              ['b.1'],
            ),
          ],
        ),
      ],
      notes: [
        '(c) A1: the conclusion must be consistent with their statistic and critical value.',
        '(d) Follow through their statistic from (b).',
      ],
      facts: { k, each, observed, stat, cv, reject, other, cv2, reject2 },
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
    const [r, c] = [rng.int(2, 4), rng.int(2, 4)];
    const cells = rng.int(5, 8);
    const dfTable = (r - 1) * (c - 1);
    const dfFit = cells - 2;
    const level = rng.pick<Level>([0.05, 0.01, 0.1]);
    const cv = chiSquaredCritical(dfFit, level);
    const stat = Math.round((cv + (rng.pick([-1, 1]) * rng.int(10, 30)) / 10) * 100) / 100;
    const reject = stat > cv;
    const [n, binCells] = [rng.int(4, 8), rng.int(3, 5)];
    const dfBin = binCells - 1;
    const setting = rng.pick([[tex`A contingency table has`], [tex`A survey of opinions by age group gives a contingency table with`]]);
    return {
      title: 'Degrees of freedom in chi-squared tests',
      parts: [
        part(
          tex`${setting[0]} \(${r}\) rows and \(${c}\) columns. State the number of degrees of freedom for a test of independence and the critical value at the \(5\%\) level.`,
          tex`\nu = ${dfTable}, \; ${chiSquaredCritical(dfTable, 0.05)}`,
          [
            mark('B1', 'Correct degrees of freedom', tex`(${r} - 1)(${c} - 1) = ${dfTable}`),
            mark('B1ft', 'Correct critical value for their degrees of freedom', String(chiSquaredCritical(dfTable, 0.05))),
          ],
        ),
        part(
          tex`A Poisson distribution, with mean estimated from the data, is fitted to observed frequencies. After combining cells there are \(${cells}\) cells. Explain why the number of degrees of freedom is \(${dfFit}\).`,
          tex`\nu = ${cells} - 1 - 1 = ${dfFit}`,
          [
            mark('B1', 'One constraint from the total frequency', tex`\text{the expected total equals the observed total}`),
            mark('B1', 'One more for the estimated mean', tex`${cells} - 1 - 1 = ${dfFit}`),
          ],
        ),
        part(
          tex`The test statistic for the test in part (b) is \(${num(stat)}\). Stating your hypotheses and using your answer to part (b), determine, at the \(${pct(level)}\) level, whether the Poisson distribution is a suitable model.`,
          reject
            ? tex`\text{Reject } \mathrm{H}_0\text{: not a suitable model}`
            : tex`\text{Do not reject } \mathrm{H}_0\text{: Poisson is suitable}`,
          [
            mark(
              'B1',
              'Both hypotheses',
              tex`\mathrm{H}_0: \text{a Poisson distribution is a suitable model}; \; \mathrm{H}_1: \text{it is not}`,
            ),
            mark('B1ft', 'Correct critical value for their degrees of freedom', String(cv)),
            mark(
              'B1ft',
              'Correct conclusion in context for their critical value',
              reject ? tex`\text{reject } \mathrm{H}_0` : tex`\text{do not reject } \mathrm{H}_0`,
            ),
          ],
        ),
        part(
          tex`A binomial distribution \(\mathrm{B}(${n}, 0.5)\), with no parameter estimated, is fitted to other data, leaving \(${binCells}\) cells after combining. State the number of degrees of freedom.`,
          tex`\nu = ${dfBin}`,
          [mark('B1', 'Cells minus one only', tex`${binCells} - 1 = ${dfBin}`)],
        ),
      ],
      notes: ['(b) Subtract one for each parameter estimated from the data.', '(c) Follow through their degrees of freedom from (b).'],
      facts: { r, c, cells, dfTable, dfFit, level, stat, cv, reject, n, binCells, dfBin },
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
    const colShare = rng.pick([
      [0.3, 0.3, 0.4],
      [0.25, 0.35, 0.4],
      [0.2, 0.5, 0.3],
    ]);
    const wantReject = rng.next() < 0.5;
    const cv = chiSquaredCritical(2, 0.05);
    let observed: number[][];
    let table: ReturnType<typeof expectedTable>;
    let stat: number;
    let tries = 0;
    do {
      const skew = wantReject ? 0.2 + 0.1 * rng.next() + tries / 200 : 0;
      observed = [0, 1].map((i) => {
        const share = i === 0 ? rowShare : 1 - rowShare;
        const tilt = [skew, 0, -skew].map((t) => (i === 0 ? t : -t));
        return observedNear(
          rng,
          colShare.map((c, j) => total * share * (c + tilt[j] * c)),
          0.6,
        );
      });
      table = expectedTable(observed);
      stat = chiSquaredStatistic(observed.flat(), table.expected.flat());
      tries++;
    } while (tries < 3000 && (stat > cv !== wantReject || !clearOf(stat, cv) || Math.min(...table.expected.flat()) < 5));
    const { rows, cols, N, expected } = table;
    const reject = stat > cv;
    const statCarried = statisticFromPrinted(observed.flat(), expected.flat());
    const heads = ['Walk', 'Bus', 'Car'];
    const expTex = tex`\begin{array}{c|ccc} & ${heads.map((h) => tex`\text{${h}}`).join(' & ')} \\ \hline ${expected.map((r, i) => tex`\text{Year ${12 + i}} & ${r.map((e) => dp(e, 2)).join(' & ')}`).join(' \\\\ ')} \end{array}`;
    const setting = rng.pick([
      [tex`A survey records how students in two year groups travel to college`, tex`the method of travel is independent of the year group`],
      [
        tex`A college asks students in two year groups how they usually get to college`,
        tex`the way students get to college is independent of their year group`,
      ],
      [
        tex`A council records how pupils in two year groups of a college travel there`,
        tex`the method of travel is independent of the year group`,
      ],
    ]);
    return {
      title: 'Chi-squared test of independence in a contingency table',
      introTex: tex`${setting[0]}: \(${contingencyTex(heads, ['Year 12', 'Year 13'], observed)}\)`,
      parts: [
        part(tex`Calculate the expected frequencies under the hypothesis of independence, giving them to 2 decimal places.`, expTex, [
          mark(
            'M1',
            'Uses row total times column total over grand total',
            tex`\frac{${rows[0]} \times ${cols[0]}}{${N}} = ${dp(expected[0][0], 2)}`,
          ),
          mark('A1', 'All expected frequencies correct', expTex, ['a.1']),
        ]),
        part(
          tex`Test, at the \(5\%\) level of significance, whether ${setting[1]}. State your hypotheses clearly.`,
          conclusion(reject, 'travel method depends on year group'),
          [
            mark('B1', 'Both hypotheses in context', tex`\mathrm{H}_0: \text{independent}, \; \mathrm{H}_1: \text{not independent}`),
            mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`, ['a.1']),
            mark('A1', 'Correct statistic, awrt', roundedAnswerTex(stat, statCarried, '', sig(stat)), ['b.2']),
            mark('B1', 'Correct degrees of freedom and critical value', tex`\nu = (2 - 1)(3 - 1) = 2, \; ${cv}`),
            mark('A1', 'Correct conclusion in context', conclusion(reject, 'travel method depends on year group'), ['b.2']),
          ],
        ),
        part(
          tex`Using your answer to part (a), explain why no cells needed to be combined before carrying out the test.`,
          tex`\text{every expected frequency is at least 5 (smallest } ${dp(Math.min(...expected.flat()), 2)}\text{)}`,
          [
            mark(
              'B1',
              'All expected frequencies at least 5, quoting the smallest',
              tex`E_{\min} = ${dp(Math.min(...expected.flat()), 2)} \geqslant 5`,
            ),
          ],
        ),
      ],
      notes: ['(b) The M1 uses their expected frequencies from (a); the final A1 depends on the M1 and needs a conclusion in context.'],
      facts: {
        observed,
        expected,
        stat,
        cv,
        reject,
        carriedRoundings: [{ allocationId: 'b.3', fromExact: stat, fromCarried: statCarried }],
      },
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
    const wantReject = rng.next() < 0.5;
    let observed: number[];
    let pooled: ReturnType<typeof poolCells>;
    let stat: number;
    let cv: number;
    let tries = 0;
    do {
      const q = wantReject ? p + rng.pick([-1, 1]) * (0.08 + tries / 400) : p;
      observed = observedNear(
        rng,
        [0, 1, 2, 3, 4].map((x) => N * binomialPmf(4, q, x)),
        0.8,
      );
      pooled = poolCells(observed, raw);
      stat = chiSquaredStatistic(pooled.observed, pooled.expected);
      cv = chiSquaredCritical(pooled.expected.length - 1, 0.05);
      tries++;
    } while (tries < 3000 && (stat > cv !== wantReject || !clearOf(stat, cv)));
    const df = pooled.expected.length - 1;
    const reject = stat > cv;
    const statCarried = statisticFromPrinted(observed, raw, poolCells);
    const expTex = raw.map((e) => dp(e, 2)).join(', \\; ');
    const setting = rng.pick([
      [
        tex`Seeds are planted in pots of 4 and the number germinating in each of`,
        tex`pots is recorded`,
        tex`A gardener claims that each seed germinates`,
        tex`the gardener's claim`,
        tex`probability of germination`,
        tex`Germinating`,
        tex`Pots`,
      ],
      [
        tex`Eggs are incubated in trays of 4 and the number hatching in each of`,
        tex`trays is recorded`,
        tex`A farmer claims that each egg hatches`,
        tex`the farmer's claim`,
        tex`probability of hatching`,
        tex`Hatching`,
        tex`Trays`,
      ],
    ]);
    return {
      title: 'Fitting a binomial distribution',
      introTex: tex`${setting[0]} \(${N}\) ${setting[1]}: \(${freqTable(tex`${setting[5]}`, ['0', '1', '2', '3', '4'], tex`${setting[6]}`, observed)}\) ${setting[2]} independently with probability \(${num(p)}\).`,
      parts: [
        part(
          tex`Write down suitable hypotheses to test ${setting[3]}.`,
          tex`\mathrm{H}_0: \mathrm{B}(4, ${num(p)}) \text{ fits}; \; \mathrm{H}_1: \text{it does not}`,
          [mark('B1', 'Both hypotheses, with the parameters', tex`\mathrm{H}_0: \mathrm{B}(4, ${num(p)}) \text{ is a suitable model}`)],
        ),
        part(tex`Find the expected frequencies under ${setting[3]}, to 2 decimal places.`, expTex, [
          mark('M1', tex`Uses \(${N}\) times binomial probabilities`, tex`${N}\times\binom{4}{x}(${num(p)})^{x}(${num(1 - p)})^{4 - x}`),
          mark('A1', 'All expected frequencies correct', expTex, ['b.1']),
        ]),
        part(
          tex`Using your expected frequencies, test ${setting[3]} at the \(5\%\) level of significance.`,
          conclusion(reject, 'the claim is wrong'),
          [
            mark(
              'B1',
              'Combines cells with expected frequency below 5 and uses the correct degrees of freedom',
              tex`${pooled.expected.length} \text{ cells}, \; \nu = ${df}`,
            ),
            mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`, ['b.1']),
            mark('A1', 'Correct statistic, awrt', roundedAnswerTex(stat, statCarried, '', sig(stat)), ['c.2']),
            mark('A1', 'Correct critical value and conclusion in context', tex`${cv}; \; ${conclusion(reject, 'the claim is wrong')}`, [
              'c.2',
            ]),
          ],
        ),
        part(
          tex`State how the number of degrees of freedom would change if the ${setting[4]} had been estimated from the data.`,
          tex`\text{one fewer: } \nu = ${df - 1}`,
          [mark('B1', 'One fewer degree of freedom for the estimated parameter', tex`\nu = ${df} - 1 = ${df - 1}`)],
        ),
      ],
      notes: [
        '(c) No parameter is estimated, so the degrees of freedom are cells minus one.',
        '(d) Each estimated parameter removes one degree of freedom.',
      ],
      facts: {
        p,
        N,
        observed,
        raw,
        pooled,
        df,
        stat,
        cv,
        reject,
        carriedRoundings: [{ allocationId: 'c.3', fromExact: stat, fromCarried: statCarried }],
      },
    };
  },
};

const typeErrors: QuestionTemplate = {
  id: 'fs1.quality.type-errors',
  subtopicId: 'fs1-quality-of-tests.type-i-and-type-ii-errors',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['quality of tests', 'type I error', 'type II error', 'power'],
  build(rng) {
    const lambda0 = rng.pick([2, 3, 4, 5, 6]);
    const c = lambda0 + rng.int(3, 5);
    const lambda1 = lambda0 + rng.pick([2, 3, 4, 5]);
    const typeI = 1 - poissonCdf(lambda0, c - 1);
    const typeII = poissonCdf(lambda1, c - 1);
    const [what, unit] = rng.pick([
      ['complaints received by a shop', 'week'],
      ['breakdowns of a photocopier', 'month'],
      ['goals scored by a hockey team', 'match'],
      ['parcels lost by a courier', 'day'],
    ] as const);
    const reject = rng.next() < 0.5;
    const x = reject ? c + rng.int(0, 3) : rng.int(Math.max(0, lambda0 - 2), c - 1);
    return {
      title: 'Type I and type II errors in a Poisson test',
      introTex: tex`The number \(X\) of ${what} in a ${unit} has a Poisson distribution with mean \(\lambda\). A manager tests \(\mathrm{H}_0: \lambda = ${lambda0}\) against \(\mathrm{H}_1: \lambda > ${lambda0}\) using the value of \(X\) in one ${unit}, with critical region \(X \geqslant ${c}\).`,
      parts: [
        part(tex`Explain what is meant by a type I error in this context.`, tex`\text{rejecting } \mathrm{H}_0 \text{ when it is true}`, [
          mark('B1', 'Correct description', tex`\text{reject } \mathrm{H}_0 \text{ when } \lambda = ${lambda0}`),
        ]),
        part(tex`Find the probability of a type I error.`, sig(typeI), [
          mark(
            'M1',
            tex`Finds \(\mathrm{P}(X \geqslant ${c})\) when \(\lambda = ${lambda0}\)`,
            tex`1 - \mathrm{P}(X \leqslant ${c - 1} \mid \lambda = ${lambda0})`,
          ),
          mark('A1', 'Correct unsimplified expression', tex`1 - \mathrm{P}(X \leqslant ${c - 1} \mid \lambda = ${lambda0})`, ['b.1']),
          mark('A1', 'Correct probability, awrt', sig(typeI), ['b.1']),
        ]),
        part(tex`Given that in fact \(\lambda = ${lambda1}\), find the probability of a type II error.`, sig(typeII), [
          mark(
            'M1',
            tex`Finds \(\mathrm{P}(X \leqslant ${c - 1})\) when \(\lambda = ${lambda1}\)`,
            tex`\mathrm{P}(X \leqslant ${c - 1} \mid \lambda = ${lambda1})`,
          ),
          mark('A1', 'Correct probability, awrt', sig(typeII), ['c.1']),
        ]),
        part(tex`Hence find the power of the test when \(\lambda = ${lambda1}\).`, sig(1 - typeII), [
          mark('B1ft', 'One minus their type II probability', complementTex(typeII)),
        ]),
        part(
          tex`Explain what is meant by a type II error in this context.`,
          tex`\text{not rejecting } \mathrm{H}_0 \text{ when it is false}`,
          [mark('B1', 'Correct description in context', tex`\text{accept } \lambda = ${lambda0} \text{ when } \lambda > ${lambda0}`)],
        ),
        part(
          tex`In one ${unit}, \(X = ${x}\). State, with a reason, the conclusion of the test.`,
          conclusion(reject, 'the mean has increased'),
          [
            mark(
              'B1',
              tex`Compares \(X = ${x}\) with the critical region and concludes in context`,
              conclusion(reject, 'the mean has increased'),
            ),
          ],
        ),
      ],
      notes: [
        tex`(c) Using \(\mathrm{P}(X \geqslant ${c})\) with the new mean is the power, not a type II error: M0.`,
        '(d) Follow through their answer to (c).',
      ],
      facts: { lambda0, lambda1, c, typeI, typeII, power: 1 - typeII, x, reject, carriedRoundings: [complementRounding('d.1', typeII)] },
    };
  },
};

const sizePower: QuestionTemplate = {
  id: 'fs1.quality.binomial-size-power',
  subtopicId: 'fs1-quality-of-tests.size-and-power',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['quality of tests', 'size', 'power', 'binomial distribution', 'critical region'],
  build(rng) {
    const [n, p0] = [rng.pick([10, 12, 15, 20, 25]), rng.pick([0.3, 0.4, 0.5])];
    const level = rng.pick<Level>([0.05, 0.1]);
    const { c, actual: size } = binomialLower(n, p0, level);
    const p1 = Math.round((p0 - rng.pick([0.1, 0.15, 0.2])) * 100) / 100;
    const power = binomialCdf(n, p1, c);
    const reject = rng.next() < 0.5;
    const x = reject ? rng.int(Math.max(0, c - 2), c) : rng.int(c + 1, c + 4);
    const what = rng.pick([
      'A treatment cures',
      'A seed variety germinates in',
      'A machine part passes inspection in',
      'A vaccine protects',
    ]);
    return {
      title: 'Size and power of a binomial test',
      introTex: tex`${what} a proportion \(p\) of cases, where usually \(p = ${num(p0)}\). A sample of \(${n}\) cases is used to test \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p < ${num(p0)}\) at the \(${pct(level)}\) level of significance, and \(X\) is the number of successes.`,
      parts: [
        part(tex`Find the critical region for the test.`, tex`X \leqslant ${c}`, [
          mark(
            'M1',
            'Lower-tail probabilities either side of the boundary',
            tex`\mathrm{P}(X \leqslant ${c}) = ${sig(size)}, \; \mathrm{P}(X \leqslant ${c + 1}) = ${sig(binomialCdf(n, p0, c + 1))}`,
          ),
          mark(
            'A1',
            'Both probabilities correct',
            tex`\mathrm{P}(X \leqslant ${c}) = ${sig(size)}, \; \mathrm{P}(X \leqslant ${c + 1}) = ${sig(binomialCdf(n, p0, c + 1))}`,
            ['a.1'],
          ),
          mark('A1', 'Correct critical region', tex`X \leqslant ${c}`, ['a.1']),
        ]),
        part(tex`Write down the size of the test.`, sig(size), [
          mark('B1ft', tex`Probability of their critical region when \(p = ${num(p0)}\), awrt`, sig(size)),
        ]),
        part(tex`Find the power of the test when \(p = ${num(p1)}\).`, sig(power), [
          mark(
            'M1',
            tex`Finds \(\mathrm{P}(X \leqslant c)\) with \(p = ${num(p1)}\) for their \(c\)`,
            tex`\mathrm{P}(X \leqslant ${c} \mid p = ${num(p1)})`,
          ),
          mark('A1ft', 'Correct power for their critical region, awrt', sig(power), ['c.1']),
        ]),
        part(tex`Using your answer to part (c), find the probability of a type II error when \(p = ${num(p1)}\).`, sig(1 - power), [
          mark('B1ft', 'One minus their power', complementTex(power)),
        ]),
        part(
          tex`State one way in which the power of the test could be increased, and one disadvantage of doing so.`,
          tex`\text{a larger sample (more cost) or a larger significance level (more type I errors)}`,
          [mark('B1', 'A valid change with its matching drawback', tex`\text{larger } n \text{, or larger size but more type I errors}`)],
        ),
        part(
          tex`In the sample there are \(${x}\) successes. Using your answer to part (a), state the conclusion of the test.`,
          conclusion(reject, 'the proportion is lower'),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'the proportion is lower'),
            ),
          ],
        ),
      ],
      notes: [
        tex`Size is the probability of rejecting \(\mathrm{H}_0\) when it is true; power is the probability of rejecting \(\mathrm{H}_0\) when it is false.`,
        '(b), (c) and (d) follow through their critical region.',
      ],
      facts: { n, p0, p1, level, c, size, power, x, reject, carriedRoundings: [complementRounding('d.1', power)] },
    };
  },
};

const POWER_SUMS = ['1', '1 + \\lambda', '1 + \\lambda + \\frac{\\lambda^{2}}{2}'];

const powerFunction: QuestionTemplate = {
  id: 'fs1.quality.poisson-power-function',
  subtopicId: 'fs1-quality-of-tests.power-function',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['quality of tests', 'power function', 'Poisson distribution', 'size'],
  build(rng) {
    const c = rng.int(0, 2);
    const lambda0 = rng.pick([4, 5, 6, 7]);
    const lambda1 = rng.pick([0.5, 1, 1.5, 2, 2.5]);
    const fn = c === 0 ? tex`\mathrm{e}^{-\lambda}` : tex`\mathrm{e}^{-\lambda}\left(${POWER_SUMS[c]}\right)`;
    const value = poissonCdf(lambda1, c);
    const size = poissonCdf(lambda0, c);
    const reject = rng.next() < 0.5;
    const x = reject ? rng.int(0, c) : rng.int(c + 1, c + 5);
    const setting = rng.pick([[tex`A test of`], [tex`To check whether a new glaze reduces the rate of flaws in tiles, a test of`]]);
    return {
      title: 'The power function of a Poisson test',
      introTex: tex`${setting[0]} \(\mathrm{H}_0: \lambda = ${lambda0}\) against \(\mathrm{H}_1: \lambda < ${lambda0}\) uses one observation of \(X \sim \mathrm{Po}(\lambda)\) with critical region \(X \leqslant ${c}\).`,
      parts: [
        part(tex`Show that the power function of the test is \(${fn}\).`, fn, [
          mark(
            'M1',
            tex`Power is \(\mathrm{P}(X \leqslant ${c})\) for a general \(\lambda\)`,
            tex`\mathrm{P}(X \leqslant ${c}) = \sum_{r=0}^{${c}} \frac{\mathrm{e}^{-\lambda}\lambda^{r}}{r!}`,
          ),
          mark('A1*', 'Correct printed power function, cso', fn, ['a.1']),
        ]),
        part(tex`Hence find the power of the test when \(\lambda = ${num(lambda1)}\).`, sig(value), [
          mark('M1', 'Substitutes into the power function', fn.replace(/\\lambda/g, `(${num(lambda1)})`)),
          mark('A1', 'Correct unsimplified expression', fn.replace(/\\lambda/g, `(${num(lambda1)})`), ['b.1']),
          mark('A1', 'Correct power, awrt', sig(value), ['b.1']),
        ]),
        part(tex`Find the size of the test.`, sig(size), [
          mark('M1', tex`Substitutes \(\lambda = ${lambda0}\) into the power function`, fn.replace(/\\lambda/g, `(${lambda0})`)),
          mark('A1', 'Correct size, awrt', sig(size), ['c.1']),
        ]),
        part(
          tex`Using your answer to part (b), write down the probability of a type II error when \(\lambda = ${num(lambda1)}\).`,
          sig(1 - value),
          [mark('B1ft', 'One minus their power', complementTex(value))],
        ),
        part(
          tex`The observed value is \(X = ${x}\). State the conclusion of the test.`,
          conclusion(reject, 'the mean is less than ' + lambda0),
          [
            mark(
              'B1',
              tex`Compares \(X = ${x}\) with the critical region and concludes`,
              conclusion(reject, 'the mean is less than ' + lambda0),
            ),
          ],
        ),
      ],
      notes: [
        tex`(b) A large power means the test is good at detecting this value of \(\lambda\).`,
        '(c) The size is the power function at the null value.',
      ],
      facts: { c, lambda0, lambda1, value, size, x, reject, carriedRoundings: [complementRounding('d.1', value)] },
    };
  },
};

/** The templates of this file; the others of the area are spread in below. */
export const fs1TestingCoreTemplates: QuestionTemplate[] = [
  poissonTest,
  geometricTest,
  criticalRegion,
  goodnessOfFit,
  degreesOfFreedom,
  contingency,
  fitting,
  typeErrors,
  sizePower,
  powerFunction,
];

export const fs1TestingTemplates: QuestionTemplate[] = [
  ...fs1TestingCoreTemplates,
  ...fs1TailTemplates,
  ...fs1ChiTemplates,
  ...fs1QualityTemplates,
  ...fs1SynopticTestTemplates,
];
