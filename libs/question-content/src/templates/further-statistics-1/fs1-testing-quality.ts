/** Quality of tests: type I and II errors of a two-tailed binomial test, size and power with two sample sizes, a geometric power function. */
import { binomialCdf, poissonCdf, type Level } from '../../math/stats.js';
import { num, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import {
  binomialLower,
  binomialUpper,
  conclusion,
  geometricLower,
  pct,
  poissonUpper,
  twoTailTex,
  sig,
  tailsSumRounding,
  tailsSumTex,
} from './fs1-test-tools.js';

const SPINNERS = [
  ['a spinner lands on red', 'lands on red', 'spins'],
  ['a drawing pin lands point up', 'lands point up', 'throws'],
  ['a coin shows heads', 'shows heads', 'tosses'],
  ['a trainee archer hits the gold ring', 'hits the gold ring', 'arrows'],
] as const;

const binomialTwoTailedErrors: QuestionTemplate = {
  id: 'fs1.quality.binomial-two-tailed-errors',
  subtopicId: 'fs1-quality-of-tests.type-i-and-type-ii-errors',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['quality of tests', 'type I error', 'type II error', 'binomial distribution', 'two-tailed test'],
  build(rng) {
    const [event, verb, trials] = rng.pick(SPINNERS);
    let n: number;
    let p0: number;
    let level: Level;
    let low: ReturnType<typeof binomialLower>;
    let up: ReturnType<typeof binomialUpper>;
    do {
      n = rng.pick([15, 20, 25, 30]);
      p0 = rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]);
      level = rng.pick<Level>([0.05, 0.1]);
      low = binomialLower(n, p0, level / 2);
      up = binomialUpper(n, p0, level / 2);
    } while (low.c < 0 || up.c > n);
    let p1: number;
    do p1 = Math.round((p0 + rng.pick([-1, 1]) * rng.pick([0.1, 0.15, 0.2])) * 100) / 100;
    while (p1 < 0.05);
    const typeI = low.actual + up.actual;
    const typeII = binomialCdf(n, p1, up.c - 1) - binomialCdf(n, p1, low.c);
    const outcome = rng.pick(['low', 'high', 'none', 'none'] as const);
    const x =
      outcome === 'low'
        ? rng.int(Math.max(0, low.c - 2), low.c)
        : outcome === 'high'
          ? rng.int(up.c, Math.min(n, up.c + 2))
          : rng.int(low.c + 1, up.c - 1);
    const reject = x <= low.c || x >= up.c;
    return {
      title: 'Errors in a two-tailed binomial test',
      introTex: tex`The probability that ${event} is \(p\). To test \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p \neq ${num(p0)}\), there are \(${n}\) ${trials} and the number \(X\) of times it ${verb} is recorded. The test is at the \(${pct(level)}\) level of significance, with the probability in each tail as close as possible to, but not exceeding, \(${num(level / 2)}\).`,
      parts: [
        part(tex`Find the critical region for the test.`, twoTailTex('X', low.c, up.c), [
          mark(
            'M1',
            'Considers both tails at half the level',
            tex`\mathrm{P}(X \leqslant ${low.c}) = ${sig(low.actual)}, \; \mathrm{P}(X \geqslant ${up.c}) = ${sig(up.actual)}`,
          ),
          mark('A1', 'Correct lower tail', tex`X \leqslant ${low.c}`, ['a.1']),
          mark('A1', 'Correct upper tail', tex`X \geqslant ${up.c}`, ['a.1']),
        ]),
        part(tex`Using your answer to part (a), find the probability of a type I error.`, sig(typeI), [
          mark('B1ft', 'Sum of the probabilities of their two tails, awrt', tailsSumTex(low.actual, up.actual)),
        ]),
        part(tex`Given that in fact \(p = ${num(p1)}\), find the probability of a type II error.`, sig(typeII), [
          mark(
            'M1',
            tex`Probability of \(X\) outside their critical region with \(p = ${num(p1)}\)`,
            tex`\mathrm{P}(${low.c + 1} \leqslant X \leqslant ${up.c - 1} \mid p = ${num(p1)})`,
          ),
          mark('A1ft', 'Correct probability for their region, awrt', sig(typeII), ['c.1']),
        ]),
        part(tex`Explain what a type II error would mean in this context.`, tex`\text{concluding } p = ${num(p0)} \text{ when it is not}`, [
          mark(
            'B1',
            tex`Not rejecting the null hypothesis when \(p \neq ${num(p0)}\), in context`,
            tex`\text{accept } p = ${num(p0)} \text{ when } p \neq ${num(p0)}`,
          ),
        ]),
        part(
          tex`In the experiment it ${verb} \(${x}\) times. Using your answer to part (a), state the conclusion of the test.`,
          conclusion(reject, `p is not ${num(p0)}`),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, `p is not ${num(p0)}`),
            ),
          ],
        ),
      ],
      notes: [
        '(c) The type II error is the probability of not rejecting, so the region between the tails is used.',
        '(b), (c) and (e) follow through their critical region.',
      ],
      facts: {
        n,
        p0,
        p1,
        level,
        low,
        up,
        typeI,
        typeII,
        x,
        reject,
        carriedRoundings: [tailsSumRounding('b.1', low.actual, up.actual)],
      },
    };
  },
};

const FABRIC = [
  ['flaws', 'a fabric', 'square metres'],
  ['bubbles', 'sheets of glass', 'square metres'],
  ['knots', 'timber planks', 'metres'],
  ['blemishes', 'painted panels', 'square metres'],
] as const;

const poissonSizePower: QuestionTemplate = {
  id: 'fs1.quality.poisson-size-power',
  subtopicId: 'fs1-quality-of-tests.size-and-power',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['quality of tests', 'size', 'power', 'Poisson distribution', 'critical region'],
  build(rng) {
    const [flaws, stuff, units] = rng.pick(FABRIC);
    let rate: number;
    let area: number;
    do {
      rate = rng.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1]);
      area = rng.pick([4, 5, 6, 8, 10]);
    } while (rate * area < 2 || rate * area > 6);
    const level = rng.pick<Level>([0.05, 0.1]);
    const rate1 = Math.round(rate * rng.pick([1.5, 2, 2.5]) * 100) / 100;
    const [l0, l1] = [rate * area, rate1 * area];
    const small = poissonUpper(l0, level);
    const big = poissonUpper(2 * l0, level);
    const power1 = 1 - poissonCdf(l1, small.c - 1);
    const power2 = 1 - poissonCdf(2 * l1, big.c - 1);
    const reject = rng.next() < 0.5;
    const x = reject ? small.c + rng.int(0, 3) : rng.int(Math.max(0, Math.floor(l0) - 1), small.c - 1);
    return {
      title: 'Size and power of a Poisson test for two sample sizes',
      introTex: tex`The number of ${flaws} in ${stuff} occurs at random at a rate of \(${num(rate)}\) per ${units.replace(/s$/, '')}. A quality controller tests \(\mathrm{H}_0\): the rate is \(${num(rate)}\) against \(\mathrm{H}_1\): the rate is greater than \(${num(rate)}\), at the \(${pct(level)}\) level of significance, by counting the ${flaws} in a sample of \(${area}\) ${units}.`,
      parts: [
        part(tex`Find the critical region for the test.`, tex`X \geqslant ${small.c}`, [
          mark(
            'M1',
            tex`Uses \(\mathrm{Po}(${num(rate)} \times ${area})\) and upper-tail probabilities either side`,
            tex`\mathrm{Po}(${num(l0)}): \; \mathrm{P}(X \geqslant ${small.c - 1}) = ${sig(1 - poissonCdf(l0, small.c - 2))}, \; \mathrm{P}(X \geqslant ${small.c}) = ${sig(small.actual)}`,
          ),
          mark('A1', 'Correct critical region', tex`X \geqslant ${small.c}`, ['a.1']),
        ]),
        part(tex`Write down the size of the test.`, sig(small.actual), [
          mark('B1ft', 'Probability of their region under the null hypothesis, awrt', sig(small.actual)),
        ]),
        part(tex`Find the power of the test when the rate is \(${num(rate1)}\) per ${units.replace(/s$/, '')}.`, sig(power1), [
          mark(
            'M1',
            tex`Uses \(\mathrm{Po}(${num(rate1)} \times ${area})\) for their region`,
            tex`1 - \mathrm{P}(X \leqslant ${small.c - 1} \mid \lambda = ${num(l1)})`,
          ),
          mark('A1ft', 'Correct power for their region, awrt', sig(power1), ['c.1']),
        ]),
        part(
          tex`The controller instead uses a sample of \(${2 * area}\) ${units}, at the same level of significance. Find the critical region and the power of this test when the rate is \(${num(rate1)}\).`,
          tex`Y \geqslant ${big.c}; \; ${sig(power2)}`,
          [
            mark(
              'M1',
              tex`Critical region from \(\mathrm{Po}(2 \times ${num(l0)})\)`,
              tex`\mathrm{Po}(${num(2 * l0)}): \; \mathrm{P}(Y \geqslant ${big.c}) = ${sig(big.actual)}`,
            ),
            mark('A1', 'Correct critical region', tex`Y \geqslant ${big.c}`, ['d.1']),
            mark('A1', 'Correct power, awrt', sig(power2), ['d.1']),
          ],
        ),
        part(
          tex`Using your answers to parts (c) and (d), state, with a reason, which sample size you would recommend.`,
          tex`\text{${power2 > power1 ? 'the larger sample: its power is greater' : 'the smaller sample: its power is no less'}}`,
          [mark('B1ft', 'Compares their powers (and sizes)', tex`${sig(power2)} ${power2 > power1 ? '>' : '<'} ${sig(power1)}`)],
        ),
        part(
          tex`Using the original sample of \(${area}\) ${units}, the controller finds \(${x}\) ${flaws}. Using your answer to part (a), state the conclusion of the test.`,
          conclusion(reject, 'the rate is greater than ' + num(rate)),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'the rate is greater than ' + num(rate)),
            ),
          ],
        ),
      ],
      notes: [
        tex`(a) and (d) The region is the smallest \(c\) with \(\mathrm{P}(X \geqslant c)\) no more than the level.`,
        '(e) A larger sample usually gives a more powerful test, at greater cost.',
      ],
      facts: { rate, area, rate1, level, l0, l1, small, big, power1, power2, x, reject },
    };
  },
};

const geometricPowerFunction: QuestionTemplate = {
  id: 'fs1.quality.geometric-power-function',
  subtopicId: 'fs1-quality-of-tests.power-function',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['quality of tests', 'power function', 'geometric distribution', 'critical region'],
  build(rng) {
    let p0: number;
    let level: Level;
    let region: ReturnType<typeof geometricLower>;
    do {
      p0 = rng.pick([0.005, 0.01, 0.02, 0.025, 0.04]);
      level = rng.pick<Level>([0.05, 0.1]);
      region = geometricLower(p0, level);
    } while (region.c < 2);
    const c = region.c;
    const p1 = rng.pick([0.1, 0.15, 0.2, 0.25, 0.3]);
    const power1 = 1 - (1 - p1) ** c;
    const half = 1 - 0.5 ** (1 / c);
    const reject = rng.next() < 0.5;
    const x = reject ? rng.int(1, c) : rng.int(c + 1, c + 20);
    const who = rng.pick([
      'a lottery scratchcard wins a prize',
      'a randomly chosen email is a phishing attempt',
      'a tested component is faulty',
      'a caller to a phone-in wins a prize',
    ]);
    return {
      title: 'The power function of a geometric test',
      introTex: tex`The probability that ${who} is \(p\), independently each time, and \(X\) is the number of trials up to and including the first such event. A test of \(\mathrm{H}_0: p = ${num(p0)}\) against \(\mathrm{H}_1: p > ${num(p0)}\) uses one observation of \(X\) at the \(${pct(level)}\) level of significance.`,
      parts: [
        part(tex`Find the critical region for the test.`, tex`X \leqslant ${c}`, [
          mark(
            'M1',
            tex`Uses \(\mathrm{P}(X \leqslant c) = 1 - (1 - ${num(p0)})^{c}\) either side of the level`,
            tex`1 - (${num(1 - p0)})^{${c}} = ${sig(region.actual)}, \; 1 - (${num(1 - p0)})^{${c + 1}} = ${sig(1 - (1 - p0) ** (c + 1))}`,
          ),
          mark(
            'A1',
            'Both probabilities correct',
            tex`1 - (${num(1 - p0)})^{${c}} = ${sig(region.actual)}, \; 1 - (${num(1 - p0)})^{${c + 1}} = ${sig(1 - (1 - p0) ** (c + 1))}`,
            ['a.1'],
          ),
          mark('A1', 'Correct critical region', tex`X \leqslant ${c}`, ['a.1']),
        ]),
        part(tex`Show that the power function of the test is \(1 - (1 - p)^{${c}}\).`, tex`1 - (1 - p)^{${c}}`, [
          mark(
            'M1',
            tex`Power is \(\mathrm{P}(X \leqslant ${c})\) for a general \(p\), from \(\mathrm{P}(X > ${c}) = (1 - p)^{${c}}\)`,
            tex`\mathrm{P}(X \leqslant ${c}) = 1 - \mathrm{P}(X > ${c})`,
          ),
          mark('A1*', 'Correct printed power function, cso', tex`1 - (1 - p)^{${c}}`, ['b.1']),
        ]),
        part(tex`Hence find the power of the test when \(p = ${num(p1)}\).`, sig(power1), [
          mark('M1', 'Substitutes into the power function', tex`1 - (${num(1 - p1)})^{${c}}`),
          mark('A1', 'Correct power, awrt', sig(power1), ['c.1']),
        ]),
        part(
          tex`Using the power function, find the value of \(p\) for which the power of the test is \(0.5\), giving your answer to 3 significant figures.`,
          sig(half),
          [
            mark('M1', tex`Solves \(1 - (1 - p)^{${c}} = 0.5\)`, tex`(1 - p)^{${c}} = 0.5, \; p = 1 - 0.5^{\frac{1}{${c}}}`),
            mark('A1', 'Correct value, 3 s.f.', sig(half), ['d.1']),
          ],
        ),
        part(
          tex`The first such event happens on trial \(${x}\). Using your answer to part (a), state the conclusion of the test.`,
          conclusion(reject, 'p is greater than ' + num(p0)),
          [
            mark(
              'B1ft',
              tex`Compares \(X = ${x}\) with their critical region and concludes in context`,
              conclusion(reject, 'p is greater than ' + num(p0)),
            ),
          ],
        ),
      ],
      notes: [
        tex`(a) Small values of \(X\) are evidence of a larger \(p\).`,
        tex`(d) The power increases with \(p\), so the test detects large increases well.`,
      ],
      facts: { p0, level, c, region, p1, power1, half, x, reject },
    };
  },
};

export const fs1QualityTemplates: QuestionTemplate[] = [binomialTwoTailedErrors, poissonSizePower, geometricPowerFunction];
