/** Synoptic FS1 questions joining hypothesis testing, chi-squared tests and the quality of tests with the distributions they use. */
import { frac, mul, add, value } from '../../math/rational.js';
import { binomialCdf, chiSquaredCritical, chiSquaredStatistic, poissonCdf, poissonPmf, type Level } from '../../math/stats.js';
import { dp, fracTex, num, power, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { poissonTable } from './fs1-testing-chi.js';
import {
  binomialUpper,
  clearOf,
  conclusion,
  freqTable,
  geometricUpper,
  observedFor,
  pct,
  poissonLower,
  poissonUpper,
  rowsTable,
  sig,
  complementRounding,
  complementTex,
} from './fs1-test-tools.js';

const SYN = 'synoptic';

const poissonTestPower: QuestionTemplate = {
  id: 'fs1.synoptic.poisson-test-power',
  subtopicId: 'fs1-hypothesis-testing.poisson-mean',
  difficulty: 4,
  frequency: 'frequent',
  tags: [SYN, 'Poisson distribution', 'hypothesis testing', 'lower-tail test', 'quality of tests', 'type II error'],
  build(rng) {
    let r: number;
    let t: number;
    do {
      r = rng.pick([3, 4, 5, 6, 8]);
      t = rng.int(2, 4);
    } while (r * t < 8 || r * t > 20);
    const lambda0 = r * t;
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const low = poissonLower(lambda0, level);
    const k = rng.int(1, Math.min(5, r));
    const pk = poissonPmf(r / 2, k);
    const wantReject = rng.next() < 0.5;
    let y: number;
    let pValue: number;
    let guard = 0;
    do {
      y = wantReject ? rng.int(Math.max(0, low.c - 3), low.c) : rng.int(low.c + 1, low.c + 5);
      pValue = poissonCdf(lambda0, y);
    } while (!clearOf(pValue, level) && ++guard < 500);
    const reject = pValue < level;
    const r1 = Math.round(r * rng.pick([0.4, 0.5, 0.6]) * 10) / 10;
    const typeII = 1 - poissonCdf(r1 * t, low.c);
    const what = rng.pick([
      'Emails arrive at an office inbox',
      'Customers join a queue at a ticket office',
      'Calls arrive at a small call centre',
      'Parcels arrive at a sorting desk',
    ]);
    return {
      title: 'A Poisson test for a decrease and its type II error',
      introTex: tex`${what} at random at a mean rate of \(${r}\) per hour.`,
      parts: [
        part(tex`Find the probability that exactly \(${k}\) arrive in a \(30\)-minute period.`, sig(pk), [
          mark('M1', tex`Uses \(\mathrm{Po}(${num(r / 2)})\)`, tex`\frac{\mathrm{e}^{-${num(r / 2)}}(${num(r / 2)})^{${k}}}{${k}!}`),
          mark('A1', 'Correct probability, awrt', sig(pk), ['a.1']),
        ]),
        part(
          tex`After a change in procedure, there are \(${y}\) arrivals in a \(${t}\)-hour period. Test, at the \(${pct(level)}\) level of significance, whether the rate has decreased. State your hypotheses clearly.`,
          conclusion(reject, 'the rate has decreased'),
          [
            mark('B1', 'Both hypotheses for the period', tex`\mathrm{H}_0: \lambda = ${lambda0}, \; \mathrm{H}_1: \lambda < ${lambda0}`),
            mark(
              'M1',
              tex`Finds \(\mathrm{P}(X \leqslant ${y})\) under \(\mathrm{Po}(${r} \times ${t})\)`,
              tex`\mathrm{P}(X \leqslant ${y} \mid \lambda = ${lambda0})`,
            ),
            mark('A1', 'Correct probability, awrt', sig(pValue), ['b.2']),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the rate has decreased'), ['b.2']),
          ],
        ),
        part(tex`Using your hypotheses from part (b), find the critical region for the test.`, tex`X \leqslant ${low.c}`, [
          mark(
            'M1',
            'Lower-tail probabilities either side of the boundary',
            tex`\mathrm{P}(X \leqslant ${low.c}) = ${sig(low.actual)}, \; \mathrm{P}(X \leqslant ${low.c + 1}) = ${sig(poissonCdf(lambda0, low.c + 1))}`,
          ),
          mark('A1', 'Correct critical region', tex`X \leqslant ${low.c}`, ['c.1']),
        ]),
        part(
          tex`Given that the rate has in fact fallen to \(${num(r1)}\) per hour, use your answer to part (c) to find the probability of a type II error.`,
          sig(typeII),
          [
            mark(
              'M1',
              tex`Probability that \(X\) is outside their region with \(\mathrm{Po}(${num(r1)} \times ${t})\)`,
              tex`\mathrm{P}(X \geqslant ${low.c + 1} \mid \lambda = ${num(r1 * t)})`,
            ),
            mark('A1ft', 'Correct probability for their region, awrt', sig(typeII), ['d.1']),
          ],
        ),
      ],
      notes: [
        '(b) The mean for the period is the hourly rate times the number of hours.',
        '(d) A type II error is failing to reject the null hypothesis when the rate has fallen.',
      ],
      facts: { r, t, lambda0, level, k, pk, y, pValue, reject, low, r1, typeII },
    };
  },
};

const geometricTestErrors: QuestionTemplate = {
  id: 'fs1.synoptic.geometric-test-errors',
  subtopicId: 'fs1-hypothesis-testing.geometric-p',
  difficulty: 4,
  frequency: 'occasional',
  tags: [SYN, 'geometric distribution', 'hypothesis testing', 'critical region', 'quality of tests', 'type II error'],
  build(rng) {
    const p0 = rng.pick([0.1, 0.125, 0.15, 0.2, 0.25]);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const region = geometricUpper(p0, level);
    const c = region.c;
    const p1 = Math.round(p0 * rng.pick([0.3, 0.4, 0.5]) * 1000) / 1000;
    const typeII = 1 - (1 - p1) ** (c - 1);
    const reject = rng.next() < 0.5;
    const x = reject ? c + rng.int(0, 6) : rng.int(Math.max(2, c - 8), c - 1);
    const item = rng.pick([
      'a packet of stickers contains a rare sticker',
      'a cereal box contains a prize token',
      'a scratchcard reveals a bonus symbol',
      'a bag of sweets contains a golden sweet',
    ]);
    return {
      title: 'A geometric test: critical region, errors and a conclusion',
      introTex: tex`A company states that the probability that ${item} is \(${num(p0)}\), independently. A collector opens one at a time, and \(X\) is the number opened up to and including the first success.`,
      parts: [
        part(
          tex`Show that, for a geometric distribution with parameter \(p\), \(\mathrm{P}(X \geqslant x) = (1 - p)^{x - 1}\).`,
          tex`(1 - p)^{x - 1}`,
          [
            mark(
              'M1',
              tex`The first \(x - 1\) trials are all failures (or sums the geometric series)`,
              tex`\mathrm{P}(X \geqslant x) = \mathrm{P}(\text{first } x - 1 \text{ all fail})`,
            ),
            mark('A1*', 'Correct result, cso', tex`(1 - p)^{x - 1}`, ['a.1']),
          ],
        ),
        part(
          tex`The collector suspects that the probability is less than \(${num(p0)}\). Using part (a), find the critical region for a test at the \(${pct(level)}\) level of significance.`,
          tex`X \geqslant ${c}`,
          [
            mark(
              'M1',
              tex`Solves \((1 - ${num(p0)})^{c - 1} \leqslant ${num(level)}\), or tries values either side`,
              tex`(${num(1 - p0)})^{${c - 2}} = ${sig((1 - p0) ** (c - 2))}, \; (${num(1 - p0)})^{${c - 1}} = ${sig(region.actual)}`,
            ),
            mark(
              'A1',
              'Both probabilities correct',
              tex`(${num(1 - p0)})^{${c - 2}} = ${sig((1 - p0) ** (c - 2))}, \; (${num(1 - p0)})^{${c - 1}} = ${sig(region.actual)}`,
              ['b.1'],
            ),
            mark('A1', 'Correct critical region', tex`X \geqslant ${c}`, ['b.1']),
          ],
        ),
        part(tex`Write down the actual significance level of the test.`, sig(region.actual), [
          mark('B1ft', 'Probability of their region under the null hypothesis, awrt', sig(region.actual)),
        ]),
        part(tex`Given that the probability is in fact \(${num(p1)}\), find the probability of a type II error.`, sig(typeII), [
          mark('M1', tex`\(\mathrm{P}(X \leqslant c - 1)\) with \(p = ${num(p1)}\), for their \(c\)`, tex`1 - (${num(1 - p1)})^{${c - 1}}`),
          mark('A1ft', 'Correct probability for their region, awrt', sig(typeII), ['d.1']),
        ]),
        part(
          tex`The collector's first success is on number \(${x}\). Using your answer to part (b), state the conclusion of the test.`,
          conclusion(reject, 'the probability is less than stated'),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'the probability is less than stated'),
            ),
          ],
        ),
      ],
      notes: [tex`(b) Large values of \(X\) are evidence of a smaller \(p\).`, '(c), (d) and (e) follow through their critical region.'],
      facts: { p0, level, c, actual: region.actual, p1, typeII, x, reject },
    };
  },
};

const poissonFitThenMean: QuestionTemplate = {
  id: 'fs1.synoptic.poisson-fit-then-mean',
  subtopicId: 'fs1-chi-squared-tests.fitting-distributions',
  difficulty: 5,
  frequency: 'occasional',
  tags: [SYN, 'chi-squared', 'fitting distributions', 'Poisson distribution', 'hypothesis testing'],
  build(rng) {
    const N = rng.pick([50, 80, 100]);
    const lambda = rng.pick([0.8, 1, 1.2, 1.4, 1.6, 1.8]);
    const fitLevel = rng.pick<Level>([0.05, 0.1]);
    const fit = poissonTable(rng, N, lambda, rng.next() < 0.3, fitLevel);
    const fitReject = fit.stat > fit.cv;
    const m = fit.mean;
    const weeks = rng.int(3, 6);
    const mu = m * weeks;
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const up = poissonUpper(mu, level);
    const wantReject = rng.next() < 0.5;
    let y: number;
    let pValue: number;
    let guard = 0;
    do {
      y = wantReject ? up.c + rng.int(0, 3) : rng.int(Math.ceil(mu), up.c - 1);
      pValue = 1 - poissonCdf(mu, y - 1);
    } while (!clearOf(pValue, level) && ++guard < 500);
    const reject = pValue < level;
    const labels = ['0', '1', '2', '3', '4', tex`\geqslant 5`];
    const shown = fit.expected.map((e, i) => (i === 2 ? 'a' : i === 5 ? 'b' : dp(e, 2)));
    const kept = fit.pooled.expected.length;
    const thing = rng.pick([
      ['Breakdowns', 'breakdowns per week of a bus fleet', 'breakdowns', 'week', 'weeks'],
      ['Cancellations', 'cancelled trains per day on a line', 'cancellations', 'day', 'days'],
      ['Absences', 'staff absences per day at a school', 'absences', 'day', 'days'],
      ['Calls', 'emergency call-outs per night for a plumber', 'call-outs', 'night', 'nights'],
    ] as const);
    return {
      title: 'Fitting a Poisson model, then testing its mean',
      introTex: tex`The numbers of ${thing[1]} are recorded for \(${N}\) ${thing[4]}, and the mean, \(${num(m)}\), is used to fit a Poisson distribution: \(${rowsTable(
        thing[0],
        labels,
        [
          ['Observed', fit.observed],
          ['Expected', shown],
        ],
      )}\)`,
      parts: [
        part(
          tex`Find the values of \(a\) and \(b\), to 2 decimal places.`,
          tex`a = ${dp(fit.expected[2], 2)}, \; b = ${dp(fit.expected[5], 2)}`,
          [
            mark(
              'M1',
              tex`\(${N}\) times the Poisson probability for \(2\)`,
              tex`${N} \times \frac{\mathrm{e}^{-${num(m)}}(${num(m)})^{2}}{2}`,
            ),
            mark('A1', tex`Correct \(a\)`, dp(fit.expected[2], 2), ['a.1']),
            mark('A1', tex`Correct \(b\), by subtraction from the total`, dp(fit.expected[5], 2), ['a.1']),
          ],
        ),
        part(
          tex`Test, at the \(${pct(fitLevel)}\) level of significance, whether a Poisson distribution is a suitable model.`,
          conclusion(fitReject, 'a Poisson model is not suitable'),
          [
            mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: \text{a Poisson distribution fits}, \; \mathrm{H}_1: \text{it does not}`),
            mark(
              'B1',
              'Combines cells and loses a degree of freedom for the estimated mean',
              tex`${kept} \text{ cells}, \; \nu = ${kept} - 2 = ${fit.df}`,
            ),
            mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`, ['a.1']),
            mark('A1', 'Correct statistic, awrt', sig(fit.stat), ['b.3']),
            mark(
              'A1',
              'Correct critical value and conclusion in context',
              tex`${fit.cv}; \; ${conclusion(fitReject, 'a Poisson model is not suitable')}`,
              ['b.3'],
            ),
          ],
        ),
        part(
          tex`Whatever your conclusion to part (b), assume the Poisson model with mean \(${num(m)}\) per ${thing[3]}. After a change, there are \(${y}\) ${thing[2]} in total over the next \(${weeks}\) ${thing[4]}. Test, at the \(${pct(level)}\) level of significance, whether the mean has increased.`,
          conclusion(reject, 'the mean has increased'),
          [
            mark(
              'B1',
              'Hypotheses with the mean for the combined periods',
              tex`\mathrm{H}_0: \lambda = ${num(mu)}, \; \mathrm{H}_1: \lambda > ${num(mu)}`,
            ),
            mark(
              'M1',
              tex`Uses \(\mathrm{Po}(${weeks} \times ${num(m)})\) and \(\mathrm{P}(Y \geqslant ${y})\)`,
              tex`\mathrm{P}(Y \geqslant ${y}) = 1 - \mathrm{P}(Y \leqslant ${y - 1})`,
            ),
            mark('A1', 'Correct probability, awrt', sig(pValue), ['c.2']),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the mean has increased'), ['c.2']),
          ],
        ),
      ],
      notes: [
        tex`(a) \(b\) is found so that the expected frequencies total \(${N}\) (the last cell is \(\mathrm{P}(X \geqslant 5)\)).`,
        '(c) The sum of independent Poisson variables is Poisson with the sum of the means.',
      ],
      facts: { N, level, fitLevel, ...fit, fitReject, m, weeks, mu, y, pValue, reject },
    };
  },
};

const binomialPowerTable: QuestionTemplate = {
  id: 'fs1.synoptic.binomial-power-table',
  subtopicId: 'fs1-quality-of-tests.size-and-power',
  difficulty: 4,
  frequency: 'occasional',
  tags: [SYN, 'binomial distribution', 'critical region', 'quality of tests', 'power function', 'size'],
  build(rng) {
    let n: number;
    let p0: number;
    let level: Level;
    let region: ReturnType<typeof binomialUpper>;
    do {
      n = rng.pick([10, 12, 15, 20]);
      p0 = rng.pick([0.1, 0.15, 0.2, 0.25, 0.3]);
      level = rng.pick<Level>([0.05, 0.1]);
      region = binomialUpper(n, p0, level);
    } while (region.c > n);
    const c = region.c;
    const ps = [0.1, 0.2, 0.3].map((d) => Math.round((p0 + d) * 100) / 100);
    const powers = ps.map((p) => 1 - binomialCdf(n, p, c - 1));
    const givenIndex = rng.int(0, 2);
    const asked = [0, 1, 2].filter((i) => i !== givenIndex);
    const product = rng.pick(['light bulbs', 'phone screens', 'bolts', 'batteries']);
    const reject = rng.next() < 0.5;
    const x = reject ? rng.int(c, Math.min(n, c + 2)) : rng.int(Math.max(0, c - 3), c - 1);
    const table = tex`\begin{array}{c|ccc} p & ${ps.map(num).join(' & ')} \\ \hline \text{Power} & ${powers.map((v, i) => (i === givenIndex ? sig(v) : i === asked[0] ? 's' : 't')).join(' & ')} \end{array}`;
    return {
      title: 'Critical region, size and power function of a binomial test',
      introTex: tex`A manufacturer says that \(${num(100 * p0)}\%\) of its ${product} are faulty. A buyer tests a random sample of \(${n}\) to test \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p > ${num(p0)}\) at the \(${pct(level)}\) level of significance, where \(p\) is the proportion faulty and \(X\) the number faulty in the sample.`,
      parts: [
        part(tex`Find the critical region for the test.`, tex`X \geqslant ${c}`, [
          mark(
            'M1',
            'Upper-tail probabilities either side of the boundary',
            tex`\mathrm{P}(X \geqslant ${c - 1}) = ${sig(1 - binomialCdf(n, p0, c - 2))}, \; \mathrm{P}(X \geqslant ${c}) = ${sig(region.actual)}`,
          ),
          mark('A1', 'Correct critical region', tex`X \geqslant ${c}`, ['a.1']),
        ]),
        part(tex`Write down the size of the test.`, sig(region.actual), [
          mark('B1ft', tex`Probability of their region when \(p = ${num(p0)}\), awrt`, sig(region.actual)),
        ]),
        part(
          tex`Some values of the power function of the test are shown: \(${table}\) Find the values of \(s\) and \(t\).`,
          tex`s = ${sig(powers[asked[0]])}, \; t = ${sig(powers[asked[1]])}`,
          [
            mark(
              'M1',
              tex`Power is \(\mathrm{P}(X \geqslant ${c})\) for the given \(p\)`,
              tex`1 - \mathrm{P}(X \leqslant ${c - 1} \mid p = ${num(ps[asked[0]])})`,
            ),
            mark('A1', tex`Correct \(s\), awrt`, sig(powers[asked[0]]), ['c.1']),
            mark('A1', tex`Correct \(t\), awrt`, sig(powers[asked[1]]), ['c.1']),
          ],
        ),
        part(tex`Using the table, write down the probability of a type II error when \(p = ${num(ps[2])}\).`, sig(1 - powers[2]), [
          mark('B1ft', tex`One minus their power at \(p = ${num(ps[2])}\)`, complementTex(powers[2])),
        ]),
        part(
          tex`Explain why the value of the power function at \(p = ${num(p0)}\) is equal to your answer to part (b).`,
          tex`\text{at } p = ${num(p0)} \text{ the power is P(reject when true), the size}`,
          [
            mark(
              'B1',
              tex`Both are the probability of the critical region when \(\mathrm{H}_0\) is true`,
              tex`\mathrm{P}(X \geqslant ${c} \mid p = ${num(p0)})`,
            ),
          ],
        ),
        part(
          tex`The buyer finds \(${x}\) faulty ${product} in the sample. Using your answer to part (a), state the conclusion of the test.`,
          conclusion(reject, 'more are faulty than the manufacturer says'),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'more are faulty than the manufacturer says'),
            ),
          ],
        ),
      ],
      notes: [
        '(c) and (d) follow through their critical region.',
        tex`The power rises towards \(1\) as \(p\) moves away from the null value.`,
      ],
      facts: {
        n,
        p0,
        level,
        c,
        size: region.actual,
        ps,
        powers,
        givenIndex,
        x,
        reject,
        carriedRoundings: [complementRounding('d.1', powers[2])],
      },
    };
  },
};

const poissonApproxErrors: QuestionTemplate = {
  id: 'fs1.synoptic.poisson-approx-errors',
  subtopicId: 'fs1-quality-of-tests.type-i-and-type-ii-errors',
  difficulty: 4,
  frequency: 'occasional',
  tags: [SYN, 'Poisson approximation', 'binomial distribution', 'hypothesis testing', 'quality of tests', 'type I error', 'type II error'],
  build(rng) {
    let n: number;
    let p0: number;
    do {
      n = rng.pick([100, 150, 200, 250, 300, 400]);
      p0 = rng.pick([0.01, 0.015, 0.02, 0.025, 0.03]);
    } while (n * p0 < 2 || n * p0 > 8);
    const lambda0 = n * p0;
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const up = poissonUpper(lambda0, level);
    const p1 = Math.round(p0 * rng.pick([2, 2.5, 3]) * 1000) / 1000;
    const lambda1 = n * p1;
    const typeII = poissonCdf(lambda1, up.c - 1);
    const reject = rng.next() < 0.5;
    const x = reject ? up.c + rng.int(0, 3) : rng.int(Math.max(0, Math.floor(lambda0) - 1), up.c - 1);
    const what = rng.pick([
      'of letters are delivered to the wrong address',
      'of eggs from a farm are cracked',
      'of online orders are returned',
      'of microchips are defective',
    ]);
    return {
      title: 'Errors in a test using a Poisson approximation',
      introTex: tex`It is claimed that \(${num(100 * p0)}\%\) ${what}. A random sample of \(${n}\) is checked and the number \(X\) affected is used to test \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p > ${num(p0)}\) at the \(${pct(level)}\) level of significance.`,
      parts: [
        part(
          tex`Explain why a Poisson distribution may be used to approximate the distribution of \(X\) under the null hypothesis, and write down its mean.`,
          tex`n \text{ large, } p \text{ small}; \; \mathrm{Po}(${num(lambda0)})`,
          [
            mark('B1', tex`\(n\) is large and \(p\) is small`, tex`n = ${n} \text{ large}, \; p = ${num(p0)} \text{ small}`),
            mark('B1', tex`Correct mean \(np\)`, tex`${n} \times ${num(p0)} = ${num(lambda0)}`),
          ],
        ),
        part(tex`Using this approximation, find the critical region for the test.`, tex`X \geqslant ${up.c}`, [
          mark(
            'M1',
            'Upper-tail probabilities of the Poisson approximation either side',
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
        part(tex`Write down the probability of a type I error.`, sig(up.actual), [
          mark('B1ft', 'Probability of their region under the approximation, awrt', sig(up.actual)),
        ]),
        part(
          tex`Given that in fact \(p = ${num(p1)}\), use a Poisson approximation to find the probability of a type II error.`,
          sig(typeII),
          [
            mark(
              'M1',
              tex`Uses \(\mathrm{Po}(${n} \times ${num(p1)})\) and \(\mathrm{P}(X \leqslant c - 1)\) for their \(c\)`,
              tex`\mathrm{P}(X \leqslant ${up.c - 1} \mid \lambda = ${num(lambda1)})`,
            ),
            mark('A1ft', 'Correct probability for their region, awrt', sig(typeII), ['d.1']),
          ],
        ),
        part(
          tex`In the sample, \(${x}\) are affected. Using your answer to part (b), state the conclusion of the test in context.`,
          conclusion(reject, 'the proportion is higher than claimed'),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'the proportion is higher than claimed'),
            ),
          ],
        ),
      ],
      notes: ['(a) Both conditions are needed for the first B1.', '(c), (d) and (e) follow through their critical region.'],
      facts: { n, p0, lambda0, level, up, p1, lambda1, typeII, x, reject },
    };
  },
};

const poissonSumPowerFunction: QuestionTemplate = {
  id: 'fs1.synoptic.poisson-sum-power-function',
  subtopicId: 'fs1-quality-of-tests.power-function',
  difficulty: 5,
  frequency: 'occasional',
  tags: [SYN, 'Poisson distribution', 'additive property', 'power function', 'quality of tests', 'critical region'],
  build(rng) {
    let m: number;
    let lambda0: number;
    let level: Level;
    let region: ReturnType<typeof poissonLower>;
    do {
      m = rng.int(2, 4);
      lambda0 = rng.pick([1, 1.5, 2, 2.5]);
      level = rng.pick<Level>([0.05, 0.1]);
      region = poissonLower(m * lambda0, level);
    } while (region.c < 1 || region.c > 3);
    const c = region.c;
    const coeffs = Array.from({ length: c + 1 }, (_, r) => frac(m ** r, [1, 1, 2, 6][r]));
    const fn = tex`\mathrm{e}^{-${m}\lambda}\left(${terms(coeffs.map((q, r): [ReturnType<typeof frac>, string] => [q, power('\\lambda', r)]))}\right)`;
    const lambda1 = rng.pick([0.25, 0.4, 0.5, 0.75]);
    const atL1 = coeffs.reduce((s, q, r) => add(s, mul(q, frac(Math.round(lambda1 * 100) ** r, 100 ** r))), frac(0));
    const power1 = Math.exp(-m * lambda1) * value(atL1);
    const reject = rng.next() < 0.5;
    const total = reject ? rng.int(0, c) : rng.int(c + 1, c + 5);
    const sport = rng.pick([
      ['goals', 'a football team scores in a match', 'matches'],
      ['tries', 'a rugby team scores in a match', 'matches'],
      ['faults', 'a machine develops in a shift', 'shifts'],
      ['calls', 'a night nurse receives in an hour', 'hours'],
    ] as const);
    return {
      title: 'A power function for a test based on a sum of Poisson variables',
      introTex: tex`The number of ${sport[0]} ${sport[1]} has a Poisson distribution with mean \(\lambda\), independently from one to the next. A test of \(\mathrm{H}_0: \lambda = ${num(lambda0)}\) against \(\mathrm{H}_1: \lambda < ${num(lambda0)}\) uses the total \(T\) over \(${m}\) ${sport[2]}, at the \(${pct(level)}\) level of significance.`,
      parts: [
        part(tex`State the distribution of \(T\), giving a reason.`, tex`T \sim \mathrm{Po}(${m}\lambda)`, [
          mark('B1', tex`Poisson with mean \(${m}\lambda\)`, tex`\mathrm{Po}(${m}\lambda)`),
          mark('B1', 'Sum of independent Poisson variables', tex`\text{independent, so the means add}`),
        ]),
        part(tex`Find the critical region for the test.`, tex`T \leqslant ${c}`, [
          mark(
            'M1',
            tex`Uses \(\mathrm{Po}(${m} \times ${num(lambda0)})\) and lower-tail probabilities either side`,
            tex`\mathrm{Po}(${num(m * lambda0)}): \; \mathrm{P}(T \leqslant ${c}) = ${sig(region.actual)}, \; \mathrm{P}(T \leqslant ${c + 1}) = ${sig(poissonCdf(m * lambda0, c + 1))}`,
          ),
          mark(
            'A1',
            'Both probabilities correct',
            tex`\mathrm{Po}(${num(m * lambda0)}): \; \mathrm{P}(T \leqslant ${c}) = ${sig(region.actual)}, \; \mathrm{P}(T \leqslant ${c + 1}) = ${sig(poissonCdf(m * lambda0, c + 1))}`,
            ['b.1'],
          ),
          mark('A1', 'Correct critical region', tex`T \leqslant ${c}`, ['b.1']),
        ]),
        part(tex`Using your answer to part (b), show that the power function of the test is \(${fn}\).`, fn, [
          mark(
            'M1',
            tex`Power is \(\mathrm{P}(T \leqslant ${c})\) for a general \(\lambda\)`,
            tex`\sum_{r=0}^{${c}} \frac{\mathrm{e}^{-${m}\lambda}(${m}\lambda)^{r}}{r!}`,
            ['b.1'],
          ),
          mark('A1*', 'Correct printed power function, cso', fn, ['c.1']),
        ]),
        part(tex`Find the power of the test when \(\lambda = ${num(lambda1)}\).`, sig(power1), [
          mark('M1', 'Substitutes into the power function', fn.replace(/\\lambda/g, `(${num(lambda1)})`)),
          mark('A1', 'Correct power, awrt', sig(power1), ['d.1']),
        ]),
        part(
          tex`Over the \(${m}\) ${sport[2]} the total is \(${total}\). Using your answer to part (b), state the conclusion of the test.`,
          conclusion(reject, 'the mean has decreased'),
          [
            mark(
              'B1ft',
              'Compares the total with their critical region and concludes in context',
              conclusion(reject, 'the mean has decreased'),
            ),
          ],
        ),
      ],
      notes: ['(a) Independence is needed for the means to add.', tex`(c) The coefficients are \(\frac{${m}^{r}}{r!}\).`],
      facts: { m, lambda0, level, c, actual: region.actual, lambda1, power1, total, reject },
    };
  },
};

const SCORE_MODELS = [
  { xs: [1, 2, 3, 4], weight: (x: number) => x, form: 'kx' },
  { xs: [1, 2, 3, 4], weight: (x: number) => x + 1, form: 'k(x + 1)' },
  { xs: [1, 2, 3, 4, 5], weight: (x: number) => 6 - x, form: 'k(6 - x)' },
  { xs: [1, 2, 3, 4, 5], weight: (x: number) => x, form: 'kx' },
  { xs: [0, 1, 2, 3], weight: (x: number) => x + 2, form: 'k(x + 2)' },
] as const;

const drvGoodnessOfFit: QuestionTemplate = {
  id: 'fs1.synoptic.drv-goodness-of-fit',
  subtopicId: 'fs1-chi-squared-tests.goodness-of-fit',
  difficulty: 4,
  frequency: 'occasional',
  tags: [SYN, 'discrete random variables', 'expected value', 'chi-squared', 'goodness of fit'],
  build(rng) {
    const model = rng.pick(SCORE_MODELS);
    const xs: readonly number[] = model.xs;
    const weights = xs.map((x) => model.weight(x));
    const W = weights.reduce((s, w) => s + w, 0);
    const k = frac(1, W);
    const mean = frac(
      xs.reduce((s, x, i) => s + x * weights[i], 0),
      W,
    );
    const minW = Math.min(...weights);
    const N = W * rng.pick([Math.ceil(5 / minW), Math.ceil(5 / minW) + 1, Math.ceil(5 / minW) + 2, Math.ceil(8 / minW)]) * rng.pick([1, 2]);
    const expected = weights.map((w) => (N * w) / W);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const df = model.xs.length - 1;
    const cv = chiSquaredCritical(df, level);
    const observed = observedFor(rng, expected, rng.next() < 0.5, (o) => ({ stat: chiSquaredStatistic(o, expected), cv }));
    const stat = chiSquaredStatistic(observed, expected);
    const reject = stat > cv;
    const game = rng.pick(['a fairground game', 'a board game spinner', 'a computer game level', 'a charity tombola']);
    return {
      title: 'A probability distribution and a goodness-of-fit test',
      introTex: tex`The score \(X\) in ${game} is modelled by \(\mathrm{P}(X = x) = ${model.form}\) for \(x = ${model.xs.join(', ')}\), where \(k\) is a constant.`,
      parts: [
        part(tex`Find the value of \(k\).`, fracTex(k), [
          mark('M1', 'Sum of the probabilities equals 1', tex`${W}k = 1`),
          mark('A1', tex`Correct \(k\)`, fracTex(k), ['a.1']),
        ]),
        part(tex`Find \(\mathrm{E}(X)\).`, fracTex(mean), [
          mark(
            'M1',
            tex`Sum of \(x\,\mathrm{P}(X = x)\) with their \(k\)`,
            model.xs.map((x, i) => `${x} \\times ${fracTex(frac(weights[i], W))}`).join(' + '),
          ),
          mark('A1', 'Correct mean', fracTex(mean), ['b.1']),
        ]),
        part(
          tex`In \(${N}\) games the scores were \(${freqTable('Score', model.xs.map(String), 'Frequency', observed)}\) Using your value of \(k\), find the expected frequencies under the model.`,
          expected.map((e) => num(e)).join(', \\; '),
          [
            mark('M1', tex`\(${N}\) times their probabilities`, tex`${N} \times ${fracTex(frac(weights[0], W))} = ${num(expected[0])}`, [
              'a.1',
            ]),
            mark('A1', 'All correct', expected.map((e) => num(e)).join(', \\; '), ['c.1']),
          ],
        ),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether the model is suitable. State your hypotheses clearly.`,
          conclusion(reject, 'the model is not suitable'),
          [
            mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: \text{the model fits}, \; \mathrm{H}_1: \text{it does not}`),
            mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`, ['c.1']),
            mark('A1', 'Correct statistic, awrt', sig(stat), ['d.2']),
            mark('B1', 'Degrees of freedom (nothing estimated) and critical value', tex`\nu = ${df}, \; ${cv}`),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the model is not suitable'), ['d.2']),
          ],
        ),
      ],
      notes: [
        tex`(c) Follow through their \(k\) for the M1.`,
        tex`(d) \(k\) is found from the model, not estimated from the data, so no extra degree of freedom is lost.`,
      ],
      facts: { xs: [...model.xs], weights, W, k: value(k), mean: value(mean), N, expected, observed, level, df, cv, stat, reject },
    };
  },
};

export const fs1SynopticTestTemplates: QuestionTemplate[] = [
  poissonTestPower,
  geometricTestErrors,
  poissonFitThenMean,
  binomialPowerTable,
  poissonApproxErrors,
  poissonSumPowerFunction,
  drvGoodnessOfFit,
];
