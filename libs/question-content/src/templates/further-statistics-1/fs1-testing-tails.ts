/** Lower-tail and two-tailed tests: Poisson and binomial critical regions and p-values, and a geometric test for an increase. */
import { binomialCdf, poissonCdf, type Level } from '../../math/stats.js';
import { num, power, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import {
  binomialLower,
  binomialUpper,
  clearOf,
  conclusion,
  geometricLower,
  pct,
  poissonLower,
  poissonUpper,
  twoTailTex,
  sig,
  tailsSumRounding,
  tailsSumTex,
} from './fs1-test-tools.js';

const FAULT_CONTEXTS = [
  ['faults', 'a cable', 'metres', 100, 'a change in the production process'],
  ['flaws', 'sheets of glass', 'square metres', 10, 'a new furnace is installed'],
  ['typing errors', 'a long report', 'pages', 20, 'the typist starts using a spelling checker'],
  ['weeds', 'a meadow', 'square metres', 50, 'a new weedkiller is used'],
] as const;

const poissonLowerTail: QuestionTemplate = {
  id: 'fs1.tests.poisson-lower-tail',
  subtopicId: 'fs1-hypothesis-testing.poisson-mean',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hypothesis testing', 'Poisson distribution', 'lower-tail test', 'critical region'],
  build(rng) {
    const [things, where, per, size, change] = rng.pick(FAULT_CONTEXTS);
    let rate: number;
    let k: number;
    do {
      rate = rng.pick([1.5, 2, 2.5, 3, 3.5, 4]);
      k = rng.int(2, 6);
    } while (rate * k < 5 || rate * k > 18);
    const lambda0 = rate * k;
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const low = poissonLower(lambda0, level);
    const wantReject = rng.next() < 0.5;
    let x: number;
    let pValue: number;
    let guard = 0;
    do {
      x = wantReject ? rng.int(Math.max(0, low.c - 3), low.c) : rng.int(low.c + 1, low.c + 5);
      pValue = poissonCdf(lambda0, x);
    } while (!clearOf(pValue, level) && ++guard < 500);
    const reject = pValue < level;
    return {
      title: 'A lower-tail test for a Poisson mean',
      introTex: tex`The number of ${things} in ${where} occurs at random at a mean rate of \(${num(rate)}\) per \(${size}\) ${per}. After ${change}, a sample of \(${k * size}\) ${per} is found to contain \(${x}\) ${things}.`,
      parts: [
        part(
          tex`Write down the distribution of the number of ${things} in \(${k * size}\) ${per} if the rate has not changed.`,
          tex`\mathrm{Po}(${num(lambda0)})`,
          [mark('B1', 'Poisson with the mean scaled to the sample', tex`X \sim \mathrm{Po}(${num(lambda0)})`)],
        ),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether there is evidence that the rate of ${things} has decreased. State your hypotheses clearly.`,
          conclusion(reject, `the rate of ${things} has decreased`),
          [
            mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: \lambda = ${num(lambda0)}, \; \mathrm{H}_1: \lambda < ${num(lambda0)}`),
            mark(
              'M1',
              tex`Finds the lower tail \(\mathrm{P}(X \leqslant ${x})\) under \(\mathrm{H}_0\)`,
              tex`\mathrm{P}(X \leqslant ${x})`,
            ),
            mark('A1', 'Correct probability, awrt', sig(pValue), ['b.2']),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, `the rate of ${things} has decreased`), [
              'b.2',
            ]),
          ],
        ),
        part(
          tex`Using your hypotheses from part (b), find the critical region for the test and state its actual significance level.`,
          tex`X \leqslant ${low.c}; \; ${sig(low.actual)}`,
          [
            mark(
              'M1',
              'Lower-tail probabilities either side of the boundary',
              tex`\mathrm{P}(X \leqslant ${low.c}) = ${sig(low.actual)}, \; \mathrm{P}(X \leqslant ${low.c + 1}) = ${sig(poissonCdf(lambda0, low.c + 1))}`,
            ),
            mark('A1', 'Correct critical region', tex`X \leqslant ${low.c}`, ['c.1']),
            mark('A1', 'Correct actual significance level, awrt', sig(low.actual), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) Using \(\mathrm{P}(X = ${x})\) or an upper tail scores M0.`,
        tex`(c) The region is the largest \(c\) with \(\mathrm{P}(X \leqslant c)\) no more than the level.`,
      ],
      facts: { rate, k, lambda0, level, x, pValue, reject, low },
    };
  },
};

const SALES = [
  ['a shop sells a brand of kettle', 'kettles sold', 'day', 'days'],
  ['a hospital admits patients with a particular condition', 'admissions', 'week', 'weeks'],
  ['a website receives complaints', 'complaints', 'day', 'days'],
  ['a lighthouse keeper sees ships pass', 'ship sightings', 'night', 'nights'],
] as const;

const poissonTwoTailed: QuestionTemplate = {
  id: 'fs1.tests.poisson-two-tailed',
  subtopicId: 'fs1-hypothesis-testing.critical-regions',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['hypothesis testing', 'Poisson distribution', 'two-tailed test', 'critical region', 'actual significance level'],
  build(rng) {
    const [story, counted, unit, units] = rng.pick(SALES);
    let mu: number;
    let t: number;
    do {
      mu = rng.pick([1.5, 2, 2.5, 3, 4, 5]);
      t = rng.int(2, 6);
    } while (mu * t < 6 || mu * t > 20);
    const lambda0 = mu * t;
    const level = rng.pick<Level>([0.05, 0.1]);
    const low = poissonLower(lambda0, level / 2);
    const up = poissonUpper(lambda0, level / 2);
    const actual = low.actual + up.actual;
    const outcome = rng.pick(['low', 'high', 'none', 'none'] as const);
    const x =
      outcome === 'low' ? rng.int(Math.max(0, low.c - 2), low.c) : outcome === 'high' ? up.c + rng.int(0, 3) : rng.int(low.c + 1, up.c - 1);
    const reject = x <= low.c || x >= up.c;
    return {
      title: 'A two-tailed test for a Poisson mean',
      introTex: tex`Records show that ${story} at random at a mean rate of \(${num(mu)}\) per ${unit}. A manager wants to test whether the rate has changed, using the number \(X\) of ${counted} in a period of \(${t}\) ${units}, at the \(${pct(level)}\) level of significance.`,
      parts: [
        part(
          tex`Write down suitable hypotheses for the test.`,
          tex`\mathrm{H}_0: \lambda = ${num(lambda0)}, \; \mathrm{H}_1: \lambda \neq ${num(lambda0)}`,
          [
            mark(
              'B1',
              'Both hypotheses, two-tailed, for the mean over the period',
              tex`\mathrm{H}_0: \lambda = ${num(lambda0)}, \; \mathrm{H}_1: \lambda \neq ${num(lambda0)}`,
            ),
          ],
        ),
        part(
          tex`Find the critical region for the test, with the probability in each tail as close as possible to, but not exceeding, \(${num(level / 2)}\).`,
          twoTailTex('X', low.c, up.c),
          [
            mark(
              'M1',
              'Lower-tail probabilities either side of the boundary',
              tex`\mathrm{P}(X \leqslant ${low.c}) = ${sig(low.actual)}, \; \mathrm{P}(X \leqslant ${low.c + 1}) = ${sig(poissonCdf(lambda0, low.c + 1))}`,
            ),
            mark(
              'M1',
              'Upper-tail probabilities either side of the boundary',
              tex`\mathrm{P}(X \geqslant ${up.c - 1}) = ${sig(1 - poissonCdf(lambda0, up.c - 2))}, \; \mathrm{P}(X \geqslant ${up.c}) = ${sig(up.actual)}`,
            ),
            mark('A1', 'Correct lower tail', tex`X \leqslant ${low.c}`, ['b.1']),
            mark('A1', 'Correct upper tail', tex`X \geqslant ${up.c}`, ['b.2']),
          ],
        ),
        part(tex`Find the actual significance level of the test.`, sig(actual), [
          mark('B1ft', 'Sum of the probabilities of their two tails, awrt', tailsSumTex(low.actual, up.actual)),
        ]),
        part(
          tex`In a period of \(${t}\) ${units}, there are \(${x}\) ${counted}. Using your answer to part (b), state the conclusion of the test in context.`,
          conclusion(reject, 'the rate has changed'),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'the rate has changed'),
            ),
          ],
        ),
      ],
      notes: ['(b) Each tail is found separately at half the significance level.', '(c) and (d) Follow through their critical region.'],
      facts: { mu, t, lambda0, level, low, up, actual, x, reject, carriedRoundings: [tailsSumRounding('c.1', low.actual, up.actual)] },
    };
  },
};

const BINOMIAL_CONTEXTS = [
  ['customers who pay by card', 'pay by card'],
  ['patients who recover within a week', 'recover within a week'],
  ['seeds that germinate', 'germinate'],
  ['emails that are spam', 'are spam'],
] as const;

const binomialRegions: QuestionTemplate = {
  id: 'fs1.tests.binomial-regions',
  subtopicId: 'fs1-hypothesis-testing.critical-regions',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['hypothesis testing', 'binomial distribution', 'lower-tail test', 'two-tailed test', 'critical region', 'p-value'],
  build(rng) {
    const [who, verb] = rng.pick(BINOMIAL_CONTEXTS);
    let n: number;
    let p0: number;
    let level: Level;
    let two: { low: ReturnType<typeof binomialLower>; up: ReturnType<typeof binomialUpper> };
    do {
      n = rng.pick([15, 20, 25, 30]);
      p0 = rng.pick([0.2, 0.25, 0.3, 0.35, 0.4, 0.5]);
      level = rng.pick<Level>([0.05, 0.1]);
      two = { low: binomialLower(n, p0, level / 2), up: binomialUpper(n, p0, level / 2) };
    } while (two.low.c < 0 || two.up.c > n);
    const one = binomialLower(n, p0, level);
    const actual = two.low.actual + two.up.actual;
    const wantReject = rng.next() < 0.5;
    let x: number;
    let pValue: number;
    let guard = 0;
    do {
      x = wantReject ? rng.int(Math.max(0, one.c - 2), one.c) : rng.int(one.c + 1, Math.min(n, one.c + 4));
      pValue = binomialCdf(n, p0, x);
    } while (!clearOf(pValue, level) && ++guard < 500);
    const reject = pValue < level;
    return {
      title: 'Critical regions and a p-value for a binomial test',
      introTex: tex`The proportion of ${who} is thought to be \(${num(p0)}\). A random sample of \(${n}\) is taken and the number \(X\) that ${verb} is recorded. Tests are carried out at the \(${pct(level)}\) level of significance.`,
      parts: [
        part(
          tex`Find the critical region for a test of \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p < ${num(p0)}\).`,
          tex`X \leqslant ${one.c}`,
          [
            mark(
              'M1',
              'Lower-tail probabilities either side of the boundary',
              tex`\mathrm{P}(X \leqslant ${one.c}) = ${sig(one.actual)}, \; \mathrm{P}(X \leqslant ${one.c + 1}) = ${sig(binomialCdf(n, p0, one.c + 1))}`,
            ),
            mark('A1', 'Correct critical region', tex`X \leqslant ${one.c}`, ['a.1']),
          ],
        ),
        part(
          tex`Find the critical region for a test of \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p \neq ${num(p0)}\), with the probability in each tail as close as possible to, but not exceeding, \(${num(level / 2)}\).`,
          twoTailTex('X', two.low.c, two.up.c),
          [
            mark(
              'M1',
              'Considers both tails at half the level',
              tex`\mathrm{P}(X \leqslant ${two.low.c}) = ${sig(two.low.actual)}, \; \mathrm{P}(X \geqslant ${two.up.c}) = ${sig(two.up.actual)}`,
            ),
            mark('A1', 'Correct lower tail', tex`X \leqslant ${two.low.c}`, ['b.1']),
            mark('A1', 'Correct upper tail', tex`X \geqslant ${two.up.c}`, ['b.1']),
          ],
        ),
        part(tex`Find the actual significance level of the test in part (b).`, sig(actual), [
          mark('B1ft', 'Sum of the probabilities of their two tails, awrt', tailsSumTex(two.low.actual, two.up.actual)),
        ]),
        part(
          tex`In the sample, \(${x}\) ${verb}. Find the p-value of this result for the test in part (a), and state the conclusion of that test in context.`,
          tex`${sig(pValue)}; \; ${conclusion(reject, 'the proportion is lower')}`,
          [
            mark(
              'M1',
              tex`Finds \(\mathrm{P}(X \leqslant ${x})\) under the null hypothesis`,
              tex`\mathrm{P}(X \leqslant ${x} \mid p = ${num(p0)})`,
            ),
            mark('A1', 'Correct p-value, awrt', sig(pValue), ['d.1']),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the proportion is lower'), ['d.1']),
          ],
        ),
      ],
      notes: [
        '(a) The one-tailed region uses the whole level in the lower tail.',
        '(c) Follow through their regions from (b).',
        '(d) The conclusion must agree with comparing the p-value with the level.',
      ],
      facts: {
        n,
        p0,
        level,
        one,
        two,
        actual,
        x,
        pValue,
        reject,
        carriedRoundings: [tailsSumRounding('c.1', two.low.actual, two.up.actual)],
      },
    };
  },
};

const geometricIncrease: QuestionTemplate = {
  id: 'fs1.tests.geometric-increase',
  subtopicId: 'fs1-hypothesis-testing.geometric-p',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['hypothesis testing', 'geometric distribution', 'mean and variance', 'critical region'],
  build(rng) {
    let p0: number;
    let level: Level;
    do {
      p0 = rng.pick([0.01, 0.02, 0.025, 0.04, 0.05]);
      level = rng.pick<Level>([0.05, 0.1]);
    } while (p0 >= level);
    const region = geometricLower(p0, level);
    const wantReject = rng.next() < 0.5;
    let x: number;
    let pValue: number;
    let guard = 0;
    do {
      x = wantReject ? rng.int(1, region.c) : rng.int(region.c + 1, region.c + Math.round(1 / p0));
      pValue = 1 - (1 - p0) ** x;
    } while (!clearOf(pValue, level) && ++guard < 500);
    const reject = pValue < level;
    const [mean, variance] = [1 / p0, (1 - p0) / p0 ** 2];
    const item = rng.pick([
      'light bulbs from a production line',
      'circuit boards from a factory',
      'bottles from a filling machine',
      'tiles from a kiln',
    ]);
    return {
      title: 'A geometric test for an increase in a probability',
      introTex: tex`An inspector tests ${item} one at a time. Each is faulty with probability \(${num(p0)}\), independently. After a machine is reset, the inspector suspects that the probability has increased. The first faulty item after the reset is item number \(${x}\).`,
      parts: [
        part(
          tex`Before the reset, \(X\) is the number of items tested up to and including the first faulty one. Find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`,
          tex`\mathrm{E}(X) = ${num(mean)}, \; \mathrm{Var}(X) = ${num(variance)}`,
          [
            mark('B1', tex`Uses \(\mathrm{E}(X) = \frac{1}{p}\)`, tex`\frac{1}{${num(p0)}} = ${num(mean)}`),
            mark('M1', tex`Uses \(\mathrm{Var}(X) = \frac{1 - p}{p^{2}}\)`, tex`\frac{1 - ${num(p0)}}{${num(p0)}^{2}}`),
            mark('A1', 'Correct variance', num(variance), ['a.2']),
          ],
        ),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether there is evidence that the probability of a faulty item has increased. State your hypotheses clearly.`,
          conclusion(reject, 'the probability has increased'),
          [
            mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: p = ${num(p0)}, \; \mathrm{H}_1: p > ${num(p0)}`),
            mark(
              'M1',
              tex`Uses \(\mathrm{P}(X \leqslant ${x}) = 1 - ${power('(1 - p)', x)}\)`,
              tex`\mathrm{P}(X \leqslant ${x}) = 1 - (${num(1 - p0)})^{${x}}`,
            ),
            mark('A1', 'Correct probability, awrt', sig(pValue), ['b.2']),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the probability has increased'), ['b.2']),
          ],
        ),
        part(tex`Using your hypotheses from part (b), find the critical region for the test.`, tex`X \leqslant ${region.c}`, [
          mark(
            'M1',
            tex`Solves \(1 - (1 - p)^{c} \leqslant ${num(level)}\), or tries values either side`,
            tex`1 - (${num(1 - p0)})^{${region.c}} = ${sig(region.actual)}, \; 1 - (${num(1 - p0)})^{${region.c + 1}} = ${sig(1 - (1 - p0) ** (region.c + 1))}`,
          ),
          mark('A1', 'Correct critical region', tex`X \leqslant ${region.c}`, ['c.1']),
        ]),
      ],
      notes: [
        tex`(b) Small values of \(X\) are evidence of a larger \(p\), so the lower tail is used.`,
        tex`(c) The region is the largest \(c\) with \(\mathrm{P}(X \leqslant c)\) no more than the level.`,
      ],
      facts: { p0, level, x, pValue, reject, mean, variance, region },
    };
  },
};

export const fs1TailTemplates: QuestionTemplate[] = [poissonLowerTail, poissonTwoTailed, binomialRegions, geometricIncrease];
