/** Further discrete random variable and Poisson templates: each a multi-part, exam-length question. */
import { add, frac, type Frac, mul, sub, value } from '../../math/rational.js';
import { binomialPmf, poissonCdf, poissonPmf } from '../../math/stats.js';
import { fracTex, num, sf, terms, tex } from '../../math/tex.js';
import { hundredths } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';

const dec = (h: number) => num(h / 100);
const row = (label: string, cells: string[]) => `${label} & ${cells.join(' & ')}`;
const grid = (top: string, xs: (number | string)[], bottom: string, cells: string[]) =>
  tex`\begin{array}{c|${'c'.repeat(xs.length)}} ${row(top, xs.map(String))} \\ \hline ${row(bottom, cells)} \end{array}`;
const ordinalWord = (n: number) =>
  ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][n];
const sumFrac = (list: Frac[]) => list.reduce<Frac>((s, q) => add(s, q), frac(0));

const pmfFormula: QuestionTemplate = {
  id: 'fs1.drv.pmf-formula',
  subtopicId: 'fs1-discrete-random-variables.expected-value',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['discrete random variables', 'probability function', 'expectation'],
  build(rng) {
    const [n, a, c] = [rng.int(3, 7), rng.int(1, 3), rng.int(1, 8)];
    const xs = Array.from({ length: n }, (_, i) => i + 1);
    const w = xs.map((x) => a * x + c);
    const total = w.reduce((s, v) => s + v, 0);
    const ps = w.map((v) => frac(v, total));
    const mean = sumFrac(xs.map((x, i) => mul(ps[i], x)));
    const above = sumFrac(xs.map((x, i) => (x > value(mean) ? ps[i] : frac(0))));
    const same = sumFrac(ps.map((p) => mul(p, p)));
    const greater = mul(sub(1, same), frac(1, 2));
    const f = tex`k(${a === 1 ? '' : a}x + ${c})`;
    const setting = rng.pick([
      [tex`The discrete random variable \(X\) has`],
      [tex`The number of points, \(X\), scored on one turn of a game has`],
      [tex`The number shown, \(X\), on a specially made biased die has`],
    ]);
    return {
      title: 'A probability function given by a formula',
      introTex: tex`${setting[0]} probability function \(\mathrm{P}(X = x) = ${f}\) for \(x = ${xs.join(', ')}\), where \(k\) is a constant.`,
      parts: [
        part(tex`Show that \(k = ${fracTex(frac(1, total))}\).`, tex`k = ${fracTex(frac(1, total))}`, [
          mark('M1', 'Sums the probabilities and sets the total equal to 1', tex`k(${w.join(' + ')}) = 1`),
          mark('A1*', tex`Correct \(k\) from correct working (cso)`, tex`${total}k = 1`, ['a.1']),
        ]),
        part(tex`Find \(\mathrm{E}(X)\), giving your answer as an exact fraction.`, fracTex(mean), [
          mark('M1', tex`Sum of \(x\,\mathrm{P}(X = x)\)`, tex`\frac{${xs.map((x, i) => `${x}(${w[i]})`).join(' + ')}}{${total}}`),
          mark('A1', 'Correct unsimplified expression', tex`\frac{${xs.map((x, i) => `${x}(${w[i]})`).join(' + ')}}{${total}}`, ['b.1']),
          mark('A1', 'Correct mean', fracTex(mean), ['b.1']),
        ]),
        part(tex`Using your answer to part (b), find \(\mathrm{P}(X > \mathrm{E}(X))\).`, fracTex(above), [
          mark('M1', 'Adds the probabilities of the values above their mean', tex`\mathrm{P}(X > ${sf(value(mean))})`),
          mark('A1ft', tex`Correct probability, ft their \(\mathrm{E}(X)\)`, fracTex(above), ['c.1']),
        ]),
        part(tex`Two independent observations \(X_1\) and \(X_2\) of \(X\) are taken. Find \(\mathrm{P}(X_1 > X_2)\).`, fracTex(greater), [
          mark(
            'M1',
            tex`Uses symmetry with \(\mathrm{P}(X_1 = X_2)\) as a sum of squares, or lists the cases`,
            tex`\frac{1}{2}\left(1 - \sum \mathrm{P}(X = x)^{2}\right)`,
          ),
          mark('A1', 'Correct probability', fracTex(greater), ['d.1']),
        ]),
      ],
      notes: [
        '(a) The answer is printed, so the sum must be seen for the A1.',
        tex`(d) Listing all pairs with \(x_1 > x_2\) and adding their products also scores M1.`,
      ],
      facts: { n, a, c, total, mean: value(mean), above: value(above), greater: value(greater) },
    };
  },
};

const countersGame: QuestionTemplate = {
  id: 'fs1.drv.counters-game',
  subtopicId: 'fs1-discrete-random-variables.expected-value',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['discrete random variables', 'probability distribution', 'expectation', 'fair game'],
  build(rng) {
    const [r, b] = [rng.int(2, 7), rng.int(2, 7)];
    const N = r + b;
    const pairs = N * (N - 1);
    const dist = [frac(b * (b - 1), pairs), frac(2 * r * b, pairs), frac(r * (r - 1), pairs)];
    const mean = frac(2 * r, N);
    const w = N * rng.pick([2, 3, 5, 10]);
    const stake = mul(mean, w);
    const setting = rng.pick([
      [tex`A bag contains`, tex`red counters`, tex`blue counters`, tex`counters`, tex`red counter`, tex`the bag`],
      [tex`A box contains`, tex`red pens`, tex`black pens`, tex`pens`, tex`red pen`, tex`the box`],
      [tex`A jar contains`, tex`red marbles`, tex`white marbles`, tex`marbles`, tex`red marble`, tex`the jar`],
    ]);
    return {
      title: 'Expected winnings from drawing counters',
      introTex: tex`${setting[0]} \(${r}\) ${setting[1]} and \(${b}\) ${setting[2]}. Two ${setting[3]} are taken from ${setting[5]} at random, without replacement. The random variable \(X\) is the number of ${setting[1]} taken.`,
      parts: [
        part(tex`Find the probability distribution of \(X\).`, tex`${grid('x', [0, 1, 2], '\\mathrm{P}(X = x)', dist.map(fracTex))}`, [
          mark(
            'M1',
            'Products of fractions without replacement',
            tex`\mathrm{P}(X = 1) = 2\times\frac{${r}}{${N}}\times\frac{${b}}{${N - 1}}`,
          ),
          mark('A1', 'Two probabilities correct', tex`${fracTex(dist[0])}, \; ${fracTex(dist[2])}`, ['a.1']),
          mark('A1', 'All three correct', tex`${fracTex(dist[1])}`, ['a.1']),
        ]),
        part(tex`Find \(\mathrm{E}(X)\).`, fracTex(mean), [
          mark('M1', tex`Sum of \(x\,\mathrm{P}(X = x)\) with their distribution`, tex`${fracTex(dist[1])} + 2\times ${fracTex(dist[2])}`),
          mark('A1', 'Correct mean', fracTex(mean), ['b.1']),
        ]),
        part(
          tex`A player pays \(c\) pence to take the two ${setting[3]} and receives \(${w}\) pence for each ${setting[4]} taken. Using your answer to part (b), find the value of \(c\) for which the game is fair.`,
          tex`c = ${fracTex(stake)}`,
          [
            mark('M1', 'Sets the expected amount received equal to the charge', tex`${w}\,\mathrm{E}(X) = c`),
            mark('A1ft', tex`Correct charge, ft their \(\mathrm{E}(X)\)`, tex`c = ${fracTex(stake)}`, ['c.1']),
          ],
        ),
      ],
      notes: ['(a) The probabilities must sum to 1 for the second A1.', '(c) A fair game has expected profit zero.'],
      facts: { r, b, dist: dist.map(value), mean: value(mean), w, stake: value(stake) },
    };
  },
};

const XS4 = [
  [0, 1, 2, 3],
  [1, 2, 3, 4],
  [1, 2, 4, 8],
  [-1, 0, 1, 2],
  [2, 4, 6, 8],
  [0, 1, 3, 5],
  [-2, -1, 1, 2],
];

const twoUnknowns: QuestionTemplate = {
  id: 'fs1.drv.two-unknowns',
  subtopicId: 'fs1-discrete-random-variables.variance',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['discrete random variables', 'variance', 'simultaneous equations'],
  build(rng) {
    const xs = rng.pick(XS4);
    const ps = hundredths(rng, 4);
    const [i, j] = rng.sample([0, 1, 2, 3], 2).sort((u, v) => u - v);
    const s1 = xs.reduce((s, x, t) => s + x * ps[t], 0);
    const s2 = xs.reduce((s, x, t) => s + x * x * ps[t], 0);
    const v = (100 * s2 - s1 * s1) / 10000;
    const cells = ps.map((p, t) => (t === i ? 'p' : t === j ? 'q' : dec(p)));
    const rest = 100 - ps[i] - ps[j];
    const setting = rng.pick([
      [tex`The discrete random variable \(X\) has`],
      [tex`The score \(X\) on a biased spinner has`],
      [tex`The number of points, \(X\), scored on one turn of a board game has`],
    ]);
    return {
      title: 'A probability distribution with two unknowns',
      introTex: tex`${setting[0]} the probability distribution \(${grid('x', xs, '\\mathrm{P}(X = x)', cells)}\) where \(p\) and \(q\) are constants, and \(\mathrm{E}(X) = ${num(s1 / 100)}\).`,
      parts: [
        part(tex`Find the values of \(p\) and \(q\).`, tex`p = ${dec(ps[i])}, \; q = ${dec(ps[j])}`, [
          mark('M1', 'Uses the sum of the probabilities', tex`p + q = ${dec(100 - rest)}`),
          mark(
            'M1',
            tex`Forms an equation from \(\mathrm{E}(X)\)`,
            tex`${terms([
              [xs[i], 'p'],
              [xs[j], 'q'],
            ])} = ${num((s1 - xs.reduce((s, x, t) => s + (t === i || t === j ? 0 : x * ps[t]), 0)) / 100)}`,
          ),
          mark('A1', tex`Correct \(p\)`, tex`p = ${dec(ps[i])}`, ['a.1', 'a.2']),
          mark('A1', tex`Correct \(q\)`, tex`q = ${dec(ps[j])}`, ['a.1', 'a.2']),
        ]),
        part(tex`Find \(\mathrm{Var}(X)\).`, num(v), [
          mark(
            'M1',
            tex`Finds \(\mathrm{E}(X^{2})\) and uses \(\mathrm{E}(X^{2}) - \left(\mathrm{E}(X)\right)^{2}\)`,
            tex`${num(s2 / 100)} - ${num(s1 / 100)}^{2}`,
          ),
          mark('A1', 'Correct variance', num(v), ['b.1']),
        ]),
        part(
          tex`Two independent observations \(X_1\) and \(X_2\) are taken. Using your answer to part (b), find \(\mathrm{Var}(X_1 - X_2)\).`,
          num(2 * v),
          [
            mark('M1', 'Adds the variances', tex`\mathrm{Var}(X_1) + \mathrm{Var}(X_2)`),
            mark('A1ft', tex`Correct value, ft their \(\mathrm{Var}(X)\)`, num(2 * v), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) The equations may be solved by any method; both A marks depend on both M marks.',
        '(c) Subtracting the variances scores M0.',
      ],
      facts: { xs, ps, i, j, mean: s1 / 100, variance: v },
    };
  },
};

const cdfTable: QuestionTemplate = {
  id: 'fs1.drv.cumulative-distribution',
  subtopicId: 'fs1-discrete-random-variables.variance',
  difficulty: 2,
  frequency: 'occasional',
  tags: ['discrete random variables', 'cumulative distribution function', 'variance'],
  build(rng) {
    const xs = rng.pick([
      [1, 2, 3, 4],
      [0, 1, 2, 3],
      [2, 3, 4, 5],
      [1, 3, 5, 7],
      [0, 2, 4, 6],
    ]);
    const ps = hundredths(rng, 4);
    const cum = ps.map((_, i) => ps.slice(0, i + 1).reduce((s, p) => s + p, 0));
    const s1 = xs.reduce((s, x, t) => s + x * ps[t], 0);
    const s2 = xs.reduce((s, x, t) => s + x * x * ps[t], 0);
    const v = (100 * s2 - s1 * s1) / 10000;
    const same = ps.reduce((s, p) => s + p * p, 0) / 10000;
    const setting = rng.pick([[tex`The discrete random variable \(X\) has`], [tex`The score \(X\) on a biased spinner has`]]);
    return {
      title: 'From a cumulative distribution function to the variance',
      introTex: tex`${setting[0]} cumulative distribution function \(\mathrm{F}(x)\) given in the table. \(${grid('x', xs, '\\mathrm{F}(x)', cum.map(dec))}\)`,
      parts: [
        part(tex`Find the probability distribution of \(X\).`, grid('x', xs, '\\mathrm{P}(X = x)', ps.map(dec)), [
          mark(
            'M1',
            tex`Subtracts consecutive values of \(\mathrm{F}(x)\)`,
            tex`\mathrm{P}(X = ${xs[1]}) = ${dec(cum[1])} - ${dec(cum[0])}`,
          ),
          mark('A1', 'Correct unsimplified expression', tex`\mathrm{P}(X = ${xs[1]}) = ${dec(cum[1])} - ${dec(cum[0])}`, ['a.1']),
          mark('A1', 'All probabilities correct', ps.map(dec).join(', '), ['a.1']),
        ]),
        part(tex`Find \(\mathrm{E}(X)\).`, num(s1 / 100), [
          mark('M1', tex`Sum of \(x\,\mathrm{P}(X = x)\) with their probabilities`, tex`\sum x\,\mathrm{P}(X = x)`),
          mark('A1', 'Correct mean', num(s1 / 100), ['b.1']),
        ]),
        part(tex`Using your answer to part (b), find \(\mathrm{Var}(X)\).`, num(v), [
          mark('M1', tex`\(\mathrm{E}(X^{2})\) minus the square of their mean`, tex`${num(s2 / 100)} - (${num(s1 / 100)})^{2}`),
          mark('A1', 'Correct variance', num(v), ['c.1']),
        ]),
        part(tex`Two independent observations of \(X\) are taken. Find the probability that they are equal.`, num(same), [
          mark('M1', 'Sum of the squares of their probabilities', tex`\sum \mathrm{P}(X = x)^{2}`),
          mark('A1', 'Correct probability', num(same), ['d.1']),
        ]),
      ],
      notes: [
        tex`(a) Using \(\mathrm{F}(x)\) as the probabilities scores M0.`,
        tex`(c) The M1 may follow through their \(\mathrm{E}(X)\).`,
      ],
      facts: { xs, cum, mean: s1 / 100, variance: v, same },
    };
  },
};

const journeyTime: QuestionTemplate = {
  id: 'fs1.drv.journey-time',
  subtopicId: 'fs1-discrete-random-variables.functions-of-x',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['discrete random variables', 'functions of a random variable', 'expectation'],
  build(rng) {
    const d = rng.pick([60, 120]);
    const pool = d === 60 ? [10, 12, 15, 20, 30] : [10, 12, 15, 20, 24, 30, 40];
    const count = rng.int(3, 4);
    const xs = rng.sample(pool, count).sort((u, v) => u - v);
    const ps = hundredths(rng, count);
    const ts = xs.map((x) => d / x);
    const ex = xs.reduce((s, x, t) => s + x * ps[t], 0) / 100;
    const [t1, t2] = [ts.reduce((s, x, t) => s + x * ps[t], 0), ts.reduce((s, x, t) => s + x * x * ps[t], 0)];
    const [et, et2, vt] = [t1 / 100, t2 / 100, (100 * t2 - t1 * t1) / 10000];
    const setting = rng.pick([[tex`A cyclist rides`], [tex`A courier on an electric scooter rides`]]);
    return {
      title: 'Expected journey time from a distribution of speeds',
      introTex: tex`${setting[0]} a \(${d}\ \mathrm{km}\) route at a constant speed of \(X\ \mathrm{km\,h^{-1}}\), where \(X\) has the probability distribution \(${grid('x', xs, '\\mathrm{P}(X = x)', ps.map(dec))}\) The time taken, in hours, is \(T = \frac{${d}}{X}\).`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\).`, num(ex), [
          mark('M1', tex`Sum of \(x\,\mathrm{P}(X = x)\)`, tex`\sum x\,\mathrm{P}(X = x)`),
          mark('A1', 'Correct mean', num(ex), ['a.1']),
        ]),
        part(tex`Find \(\mathrm{E}(T)\).`, num(et), [
          mark(
            'M1',
            tex`Finds the values of \(T\) and sums \(T\,\mathrm{P}(X = x)\)`,
            tex`${ts.map((t, i) => `${t}(${dec(ps[i])})`).join(' + ')}`,
          ),
          mark('A1', tex`Correct \(\mathrm{E}(T)\)`, num(et), ['b.1']),
        ]),
        part(
          tex`Using your answers to parts (a) and (b), show that \(\mathrm{E}(T) \neq \frac{${d}}{\mathrm{E}(X)}\).`,
          tex`${num(et)} \neq ${sf(d / ex)}`,
          [
            mark(
              'B1ft',
              tex`Compares their \(\mathrm{E}(T)\) with \(${d}\) divided by their \(\mathrm{E}(X)\)`,
              tex`\frac{${d}}{${num(ex)}} = ${sf(d / ex)} \neq ${num(et)}`,
            ),
          ],
        ),
        part(tex`Find \(\mathrm{Var}(T)\).`, sf(vt), [
          mark('M1', tex`Finds \(\mathrm{E}(T^{2})\)`, tex`\mathrm{E}(T^{2}) = ${num(et2)}`),
          mark('M1', tex`Uses \(\mathrm{E}(T^{2}) - \left(\mathrm{E}(T)\right)^{2}\)`, tex`${num(et2)} - ${num(et)}^{2}`),
          mark('A1', 'Correct variance, awrt 3 s.f.', sf(vt), ['d.1', 'd.2']),
        ]),
      ],
      notes: [
        '(c) The expectation of a reciprocal is not the reciprocal of the expectation.',
        tex`(d) \(\mathrm{Var}(T)\) is not \(${d}^{2}\mathrm{Var}\left(\frac{1}{X}\right)\) computed from \(\mathrm{Var}(X)\).`,
      ],
      facts: { d, xs, ps, ex, et, vt },
    };
  },
};

const poissonFabric: QuestionTemplate = {
  id: 'fs1.poisson.fabric-flaws',
  subtopicId: 'fs1-poisson-distribution.modelling',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['Poisson distribution', 'modelling', 'binomial distribution'],
  build(rng) {
    const [rate10, area10] = [rng.pick([4, 5, 6, 8, 12, 15]), rng.pick([20, 25, 30, 40])];
    const [rate, area] = [rate10 / 10, area10 / 10];
    const mu = (rate10 * area10) / 100;
    const none = Math.exp(-rate);
    const limit = Math.round(mu) + rng.int(0, 2);
    const reject = 1 - poissonCdf(mu, limit);
    const [batch, atMost] = [rng.int(5, 12), rng.int(0, 1)];
    const inBatchOf = (p: number) => Array.from({ length: atMost + 1 }, (_, j) => binomialPmf(batch, p, j)).reduce((a, b) => a + b);
    // (c) carries their (b) to 3 s.f.
    const [inBatch, inBatchCarried] = [inBatchOf(reject), inBatchOf(Number(sf(reject)))];
    return {
      title: 'Flaws in fabric modelled by a Poisson distribution',
      introTex: tex`Flaws occur at random in a roll of fabric at an average rate of \(${num(rate)}\) per square metre.`,
      parts: [
        part(tex`Find the probability that a \(1\ \mathrm{m^{2}}\) piece of the fabric has no flaws.`, sf(none), [
          mark('M1', tex`Uses \(\mathrm{Po}(${num(rate)})\) at zero`, tex`\mathrm{e}^{-${num(rate)}}`),
          mark('A1', 'Correct probability, awrt', sf(none), ['a.1']),
        ]),
        part(
          tex`Pieces of area \(${num(area)}\ \mathrm{m^{2}}\) are cut from the roll. A piece is rejected if it has more than \(${limit}\) flaws. Find the probability that a piece is rejected.`,
          sf(reject),
          [
            mark('B1', 'Poisson mean scaled by the area', tex`\mathrm{Po}(${num(mu)})`),
            mark('M1', tex`Uses \(1 - \mathrm{P}(Y \leqslant ${limit})\)`, tex`1 - \mathrm{P}(Y \leqslant ${limit})`),
            mark('A1', 'Correct probability, awrt', sf(reject), ['b.2']),
          ],
        ),
        part(
          tex`Using your answer to part (b), find the probability that in a batch of \(${batch}\) such pieces ${atMost ? 'at most one piece is' : 'no pieces are'} rejected.`,
          sf(inBatch),
          [
            mark(
              'M1',
              tex`Binomial with \(n = ${batch}\) and their \(p\)`,
              atMost ? tex`(1 - p)^{${batch}} + ${batch}p(1 - p)^{${batch - 1}}` : tex`(1 - p)^{${batch}}`,
            ),
            mark('A1ft', 'Correct probability, ft their (b), awrt', roundedAnswerTex(inBatch, inBatchCarried), ['c.1']),
          ],
        ),
        part(
          tex`Give one reason why a Poisson distribution might not be a suitable model for the number of flaws.`,
          tex`\text{flaws may occur in clusters, so not independently or singly}`,
          [mark('B1', 'A reason in context', tex`\text{flaws may cluster (not independent) or the rate may vary along the roll}`)],
        ),
      ],
      notes: ['(b) B1 for the mean ' + num(mu) + ' seen or used.', '(c) The pieces are independent, so the number rejected is binomial.'],
      facts: {
        rate,
        area,
        mu,
        none,
        limit,
        pReject: reject,
        batch,
        atMost,
        inBatch,
        carriedRoundings: [{ allocationId: 'c.2', fromExact: inBatch, fromCarried: inBatchCarried }],
      },
    };
  },
};

const waitingInterval: QuestionTemplate = {
  id: 'fs1.poisson.quiet-interval',
  subtopicId: 'fs1-poisson-distribution.modelling',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'modelling', 'logarithms', 'conditional probability'],
  build(rng) {
    const rate = rng.pick([3, 4, 5, 6, 8, 9, 10, 12]);
    const k = rng.int(1, Math.floor(rate / 2) + 1);
    const half = poissonPmf(rate / 2, k);
    let q: number;
    let bound: number;
    do {
      q = rng.pick([0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7]);
      bound = (-60 * Math.log(q)) / rate;
    } while (Math.abs(bound - Math.round(bound)) < 0.05 || bound < 1);
    const longest = Math.ceil(bound) - 1;
    const split = (half * half) / poissonPmf(rate, 2 * k);
    // (c) uses their (a): its rounded value squared.
    const splitCarried = Number(sf(half)) ** 2 / poissonPmf(rate, 2 * k);
    return {
      title: 'Quiet intervals between telephone calls',
      introTex: tex`Telephone calls arrive at a help desk at random at an average rate of \(${rate}\) per hour.`,
      parts: [
        part(
          tex`Find the probability that exactly \(${k}\) ${k === 1 ? 'call arrives' : 'calls arrive'} in a half-hour period.`,
          sf(half),
          [
            mark(
              'M1',
              tex`Uses \(\mathrm{Po}(${num(rate / 2)})\)`,
              tex`\frac{\mathrm{e}^{-${num(rate / 2)}}(${num(rate / 2)})^{${k}}}{${k}!}`,
            ),
            mark('A1', 'Correct probability, awrt', sf(half), ['a.1']),
          ],
        ),
        part(
          tex`Find the greatest whole number of minutes \(T\) for which the probability that no calls arrive in a period of \(T\) minutes is greater than \(${q}\).`,
          tex`T = ${longest}`,
          [
            mark('M1', tex`Probability of no calls in \(T\) minutes`, tex`\mathrm{e}^{-${rate}T/60} > ${q}`),
            mark('dM1', tex`Takes logarithms to obtain a bound on \(T\)`, tex`T < ${sf(bound, 4)}`, ['b.1']),
            mark('A1', 'Correct greatest whole number', tex`T = ${longest}`, ['b.2']),
          ],
        ),
        part(
          tex`Given that exactly \(${2 * k}\) calls arrive in a particular hour, use your answer to part (a) to find the probability that exactly \(${k}\) of them ${k === 1 ? 'arrives' : 'arrive'} in each half of the hour.`,
          sf(split),
          [
            mark(
              'M1',
              tex`Square of their (a) divided by the probability of exactly \(${2 * k}\) calls in the hour`,
              tex`\frac{(${sf(half)})^{2}}{\mathrm{P}(Y = ${2 * k})}, \; Y \sim \mathrm{Po}(${rate})`,
            ),
            mark('A1', 'Correct probability, awrt', roundedAnswerTex(split, splitCarried), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) Trial of integer values of \(T\) with the correct inequality also scores M1 dM1.`,
        tex`(c) The binomial \(\mathrm{B}(${2 * k}, 0.5)\) gives the same value.`,
      ],
      facts: { rate, k, half, q, longest, split, carriedRoundings: [{ allocationId: 'c.2', fromExact: split, fromCarried: splitCarried }] },
    };
  },
};

const breakdowns: QuestionTemplate = {
  id: 'fs1.poisson.breakdowns',
  subtopicId: 'fs1-poisson-distribution.additive-property',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['Poisson distribution', 'sums of Poisson variables', 'conditional probability'],
  build(rng) {
    const [a10, b10] = [rng.pick([5, 6, 8, 10, 12, 15]), rng.pick([6, 10, 14, 16, 20, 30])];
    const [a, b] = [a10 / 10, b10 / 10];
    const mu = (2 * a10 + b10) / 20;
    const k = rng.int(1, 3);
    const pk = poissonPmf(mu, k);
    const cond = pk / (1 - Math.exp(-mu));
    // (b) divides their (a), to 3 s.f.
    const condCarried = Number(sf(pk)) / (1 - Math.exp(-mu));
    const target = rng.pick([0.95, 0.99, 0.999]);
    let weeks = 1;
    while (1 - Math.exp(-weeks * mu) <= target) weeks++;
    return {
      title: 'Breakdowns of two independent machines',
      introTex: tex`Machine A breaks down at random at an average rate of \(${num(a)}\) per week. Machine B, independently, breaks down at random at an average rate of \(${num(b)}\) per fortnight.`,
      parts: [
        part(
          tex`Find the probability that there ${k === 1 ? tex`is exactly \(1\) breakdown` : tex`are exactly \(${k}\) breakdowns`} in total in a given week.`,
          sf(pk),
          [
            mark(
              'B1',
              'Total per week is Poisson with the sum of the weekly rates',
              tex`\mathrm{Po}(${num(a)} + ${num(b / 2)}) = \mathrm{Po}(${num(mu)})`,
            ),
            mark('M1', 'Poisson probability with their mean', tex`\frac{\mathrm{e}^{-${num(mu)}}(${num(mu)})^{${k}}}{${k}!}`),
            mark('A1', 'Correct probability, awrt', sf(pk), ['a.2']),
          ],
        ),
        part(
          tex`Given that there is at least one breakdown in a week, use your answer to part (a) to find the probability that there ${k === 1 ? tex`is exactly \(1\) breakdown` : tex`are exactly \(${k}\) breakdowns`} that week.`,
          sf(cond),
          [
            mark('M1', tex`Finds \(\mathrm{P}(\text{at least one}) = 1 - \mathrm{P}(0)\)`, tex`1 - \mathrm{e}^{-${num(mu)}}`),
            mark(
              'M1',
              tex`Divides their (a) by their \(\mathrm{P}(\text{at least one})\)`,
              tex`\frac{${sf(pk)}}{1 - \mathrm{e}^{-${num(mu)}}}`,
            ),
            mark('A1', 'Correct probability, awrt', roundedAnswerTex(cond, condCarried), ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`Find the least number of whole weeks \(w\) for which the probability of at least one breakdown in \(w\) weeks is greater than \(${target}\).`,
          tex`w = ${weeks}`,
          [
            mark('M1', tex`Forms an inequality in \(w\) with their weekly mean`, tex`1 - \mathrm{e}^{-${num(mu)}w} > ${target}`),
            mark('A1', tex`Correct least \(w\)`, tex`w = ${weeks}`, ['c.1']),
          ],
        ),
      ],
      notes: ['(a) The fortnightly rate must be halved for B1.', '(c) Solving with logarithms and rounding up is the expected method.'],
      facts: {
        a,
        b,
        mu,
        k,
        pk,
        cond,
        target,
        weeks,
        carriedRoundings: [{ allocationId: 'b.3', fromExact: cond, fromCarried: condCarried }],
      },
    };
  },
};

const weeklyStock: QuestionTemplate = {
  id: 'fs1.poisson.weekly-stock',
  subtopicId: 'fs1-poisson-distribution.additive-property',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'sums of Poisson variables', 'modelling'],
  build(rng) {
    const lambda10 = rng.pick([8, 10, 12, 15, 16, 20, 24, 25]);
    const days = rng.int(5, 6);
    const lambda = lambda10 / 10;
    const week = (lambda10 * days) / 10;
    const m = rng.int(2, 4);
    const dayMore = 1 - poissonCdf(lambda, m);
    const stock = Math.round(week) + rng.int(1, 3);
    const short = 1 - poissonCdf(week, stock);
    const level = rng.pick([0.05, 0.01]);
    let least = 0;
    while (1 - poissonCdf(week, least) >= level) least++;
    const setting = rng.pick([
      [tex`a particular camera`, tex`cameras`],
      [tex`a particular model of phone`, tex`phones`],
    ]);
    return {
      title: 'Stock needed to meet Poisson demand over a week',
      introTex: tex`The daily demand for ${setting[0]} at a shop has a Poisson distribution with mean \(${num(lambda)}\), independently from day to day. The shop is open \(${days}\) days a week and receives no deliveries during the week.`,
      parts: [
        part(tex`Find the probability that the demand on a given day is more than \(${m}\).`, sf(dayMore), [
          mark('M1', tex`Uses \(1 - \mathrm{P}(X \leqslant ${m})\)`, tex`1 - \mathrm{P}(X \leqslant ${m})`),
          mark('A1', 'Correct probability, awrt', sf(dayMore), ['a.1']),
        ]),
        part(
          tex`The shop starts a week with \(${stock}\) ${setting[1]}. Find the probability that it is unable to meet the demand during the week.`,
          sf(short),
          [
            mark('B1', 'Weekly demand is Poisson with the summed mean', tex`\mathrm{Po}(${num(week)})`),
            mark('M1', tex`Uses \(\mathrm{P}(W > ${stock})\)`, tex`1 - \mathrm{P}(W \leqslant ${stock})`),
            mark('A1', 'Correct probability, awrt', sf(short), ['b.2']),
          ],
        ),
        part(
          tex`Using your distribution from part (b), find the least number of ${setting[1]} the shop should hold at the start of a week so that the probability of being unable to meet the demand is less than \(${level}\).`,
          tex`${least}`,
          [
            mark(
              'M1',
              tex`Compares cumulative probabilities of their weekly distribution with \(${1 - level}\)`,
              tex`\mathrm{P}(W \leqslant ${least - 1}) = ${sf(poissonCdf(week, least - 1), 4)}, \; \mathrm{P}(W \leqslant ${least}) = ${sf(poissonCdf(week, least), 4)}`,
            ),
            mark('A1', 'Correct least stock', tex`${least}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Independence of the days gives the sum of the daily means.',
        '(c) Both cumulative probabilities either side of the target must be seen for M1.',
      ],
      facts: { lambda, days, week, m, dayMore, stock, short, level, least },
    };
  },
};

const dispersion: QuestionTemplate = {
  id: 'fs1.poisson.data-dispersion',
  subtopicId: 'fs1-poisson-distribution.mean-and-variance',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'mean and variance', 'data'],
  build(rng) {
    const context = rng.pick([
      ['goals scored by a team in a match', 'matches', 'goals', 'match'],
      ['accidents at a junction in a week', 'weeks', 'accidents', 'week'],
      ['letters delivered to a house in a day', 'days', 'letters', 'day'],
    ] as const);
    const over = rng.next() < 0.5;
    let freq: number[];
    let mean: number;
    let s2: number;
    let total: number;
    for (;;) {
      const lambda = rng.pick([1, 1.2, 1.5, 1.8, 2, 2.4]);
      total = rng.pick([50, 60, 80, 100]);
      freq = [0, 1, 2, 3, 4].map((x) => Math.round(total * poissonPmf(lambda, x)));
      freq.push(Math.max(0, total - freq.reduce((s, f) => s + f, 0)));
      for (let t = 0; t < (over ? 6 : 3); t++) {
        const [u, v] = over ? [rng.pick([0, 0, 4, 5]), rng.int(1, 2)] : rng.sample([0, 1, 2, 3], 2);
        const shift = rng.int(1, over ? 6 : 2);
        if (freq[v] >= shift) {
          freq[u] += shift;
          freq[v] -= shift;
        }
      }
      total = freq.reduce((s, f) => s + f, 0);
      const sx = freq.reduce((s, f, x) => s + f * x, 0);
      const sxx = freq.reduce((s, f, x) => s + f * x * x, 0);
      mean = sx / total;
      s2 = (sxx - (sx * sx) / total) / (total - 1);
      const ratio = s2 / mean;
      if (mean > 0 && ((!over && ratio > 0.85 && ratio < 1.15) || (over && ratio > 1.5))) break;
    }
    const supports = s2 / mean < 1.2;
    const atLeast2 = 1 - poissonCdf(mean, 1);
    return {
      title: 'Checking a Poisson model against data',
      introTex: tex`The numbers of ${context[0]} were recorded for \(${total}\) ${context[1]}. \(${grid('\\text{Number}', [0, 1, 2, 3, 4, 5], '\\text{Frequency}', freq.map(String))}\)`,
      parts: [
        part(tex`Find the mean and an unbiased estimate of the variance of these data.`, tex`\bar{x} = ${sf(mean)}, \; s^{2} = ${sf(s2)}`, [
          mark('M1', tex`Sum of \(fx\) divided by the total`, tex`\frac{${freq.reduce((s, f, x) => s + f * x, 0)}}{${total}}`),
          mark('A1', 'Correct mean', sf(mean), ['a.1']),
          mark(
            'M1',
            tex`Uses the sum of \(fx^{2}\) in a variance formula`,
            tex`\frac{1}{${total - 1}}\left(${freq.reduce((s, f, x) => s + f * x * x, 0)} - ${total}\bar{x}^{2}\right)`,
          ),
          mark('A1', 'Correct variance, awrt', sf(s2), ['a.3']),
        ]),
        part(
          tex`Using your answers to part (a), comment on whether a Poisson distribution is a suitable model.`,
          supports
            ? tex`\text{mean} \approx \text{variance, so a Poisson model is suitable}`
            : tex`\text{variance much larger than the mean, so not suitable}`,
          [
            mark(
              'B1ft',
              'Compares their mean and variance with a correct conclusion',
              supports ? tex`${sf(mean)} \approx ${sf(s2)}` : tex`${sf(s2)} \gg ${sf(mean)}`,
            ),
          ],
        ),
        part(
          tex`A Poisson distribution with mean equal to your mean from part (a) is used as a model. Find the probability that there are at least \(2\) ${context[2]} in a randomly chosen ${context[3]}.`,
          sf(atLeast2),
          [
            mark('M1', tex`Uses \(1 - \mathrm{P}(0) - \mathrm{P}(1)\) with their mean`, tex`1 - \mathrm{e}^{-\bar{x}}(1 + \bar{x})`),
            mark('A1ft', 'Correct probability, ft their mean, awrt', sf(atLeast2), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) A variance with divisor \(${total}\) is accepted for M1 only.`,
        '(b) A Poisson distribution has equal mean and variance.',
      ],
      facts: { freq, total, mean, s2, supports, over, atLeast2 },
    };
  },
};

const secondMoment: QuestionTemplate = {
  id: 'fs1.poisson.second-moment',
  subtopicId: 'fs1-poisson-distribution.mean-and-variance',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'mean and variance', 'quadratic equations'],
  build(rng) {
    const lambda = rng.int(3, 18) / 2;
    const ex2 = lambda * lambda + lambda;
    const below = poissonCdf(lambda, Math.ceil(lambda) - 1);
    const d = rng.int(1, 6);
    const shifted = ex2 - 2 * d * lambda + d * d;
    const setting = rng.pick([[tex`The random variable`], [tex`The number of faults in a metre of cable is modelled by`]]);
    return {
      title: 'A Poisson parameter from the second moment',
      introTex: tex`${setting[0]} \(X \sim \mathrm{Po}(\lambda)\) and \(\mathrm{E}(X^{2}) = ${num(ex2)}\).`,
      parts: [
        part(tex`Find the value of \(\lambda\).`, tex`\lambda = ${num(lambda)}`, [
          mark(
            'M1',
            tex`Uses \(\mathrm{E}(X^{2}) = \mathrm{Var}(X) + \left(\mathrm{E}(X)\right)^{2} = \lambda + \lambda^{2}\)`,
            tex`\lambda^{2} + \lambda = ${num(ex2)}`,
          ),
          mark('M1', 'Solves their quadratic', tex`\lambda^{2} + \lambda - ${num(ex2)} = 0`),
          mark('A1', tex`Correct \(\lambda\) with the negative root rejected`, tex`\lambda = ${num(lambda)}`, ['a.1', 'a.2']),
        ]),
        part(tex`Find \(\mathrm{P}(X < \lambda)\).`, sf(below), [
          mark('M1', tex`Cumulative Poisson probability with their \(\lambda\)`, tex`\mathrm{P}(X \leqslant ${Math.ceil(lambda) - 1})`),
          mark('A1', 'Correct probability, awrt', sf(below), ['b.1']),
        ]),
        part(tex`Using your answer to part (a), find \(\mathrm{E}\left((X - ${d})^{2}\right)\).`, num(shifted), [
          mark(
            'M1',
            tex`Expands and uses \(\mathrm{E}(X^{2}) - ${2 * d}\mathrm{E}(X) + ${d * d}\)`,
            tex`${num(ex2)} - ${2 * d}(${num(lambda)}) + ${d * d}`,
          ),
          mark('A1ft', tex`Correct value, ft their \(\lambda\)`, num(shifted), ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) The root \(${num(-lambda - 1)}\) must be rejected for A1.`,
        tex`(b) \(\mathrm{P}(X < \lambda)\) excludes \(X = \lambda\) when \(\lambda\) is an integer.`,
      ],
      facts: { lambda, ex2, below, d, shifted },
    };
  },
};

const rareTrait: QuestionTemplate = {
  id: 'fs1.poisson.rare-trait',
  subtopicId: 'fs1-poisson-distribution.approximation-to-the-binomial',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'binomial distribution', 'approximation', 'sample size'],
  build(rng) {
    const m = rng.pick([200, 250, 400, 500, 800, 1000]);
    const lambda = rng.pick([1.5, 2, 2.5, 3, 4, 5]);
    const n = lambda * m;
    const k = Math.max(1, Math.floor(lambda) + rng.int(-1, 2));
    const more = 1 - poissonCdf(lambda, k);
    let q: number;
    let bound: number;
    do {
      q = rng.pick([0.8, 0.9, 0.95, 0.99]);
      bound = -m * Math.log(1 - q);
    } while (Math.abs(bound - Math.round(bound)) < 0.05);
    const least = Math.floor(bound) + 1;
    const setting = rng.pick([
      [tex`A rare trait`, tex`the trait`],
      [tex`A rare blood group`, tex`the blood group`],
    ]);
    return {
      title: 'A rare trait: Poisson approximation and sample size',
      introTex: tex`${setting[0]} occurs in \(1\) in every \(${m}\) people. A random sample of \(${n}\) people is taken and \(X\) is the number with ${setting[1]}.`,
      parts: [
        part(
          tex`State the exact distribution of \(X\) and give a reason why a Poisson distribution is a suitable approximation.`,
          tex`\mathrm{B}\left(${n}, \frac{1}{${m}}\right); \; n \text{ large}, \; p \text{ small}`,
          [
            mark('B1', 'Binomial with both parameters', tex`\mathrm{B}\left(${n}, \frac{1}{${m}}\right)`),
            mark('B1', tex`\(n\) is large and \(p\) is small`, tex`n = ${n} \text{ large}, \; p = \frac{1}{${m}} \text{ small}`),
          ],
        ),
        part(tex`Use a Poisson approximation to find \(\mathrm{P}(X > ${k})\).`, sf(more), [
          mark('B1', tex`Poisson mean \(np\)`, tex`\mathrm{Po}(${num(lambda)})`),
          mark('M1', tex`Uses \(1 - \mathrm{P}(X \leqslant ${k})\)`, tex`1 - \mathrm{P}(X \leqslant ${k})`),
          mark('A1', 'Correct probability, awrt', sf(more), ['b.2']),
        ]),
        part(
          tex`Using a Poisson approximation, find the smallest sample size for which the probability that at least one person in the sample has ${setting[1]} is more than \(${q}\).`,
          tex`${least}`,
          [
            mark('M1', tex`Sets up the inequality with \(\mathrm{Po}\left(\frac{N}{${m}}\right)\)`, tex`1 - \mathrm{e}^{-N/${m}} > ${q}`),
            mark('dM1', 'Solves with logarithms', tex`N > -${m}\ln ${num(1 - q)} = ${sf(bound, 5)}`, ['c.1']),
            mark('A1', 'Correct smallest sample size', tex`${least}`, ['c.2']),
          ],
        ),
      ],
      notes: ['(b) The exact binomial value scores B0 M1 A0.', '(c) The answer must be a whole number of people.'],
      facts: { m, n, lambda, k, more, q, least },
    };
  },
};

const batchRejection: QuestionTemplate = {
  id: 'fs1.poisson.batch-rejection',
  subtopicId: 'fs1-poisson-distribution.approximation-to-the-binomial',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['Poisson distribution', 'binomial distribution', 'approximation', 'quality control'],
  build(rng) {
    let n: number;
    let perMille: number;
    do {
      [n, perMille] = [rng.pick([100, 200, 250, 300, 400, 500]), rng.pick([4, 5, 8, 10, 20, 25])];
    } while ((n * perMille) / 1000 < 1 || (n * perMille) / 1000 > 4);
    const p = perMille / 1000;
    const lambda = (n * perMille) / 1000;
    const limit = Math.floor(lambda) + rng.int(1, 2);
    const reject = 1 - poissonCdf(lambda, limit);
    const batches = rng.int(4, 8);
    const atMostOneOf = (p: number) => (1 - p) ** batches + batches * p * (1 - p) ** (batches - 1);
    // (b) carries their (a) to 3 s.f.
    const [atMostOne, atMostOneCarried] = [atMostOneOf(reject), atMostOneOf(Number(sf(reject)))];
    const all = (lambda * 1000 * batches) / 1000;
    const fewer = Math.round(all) - rng.int(1, 3);
    const fewerP = poissonCdf(all, fewer - 1);
    const setting = rng.pick([
      [tex`Each item`, tex`other items`, tex`Items are packed`],
      [tex`Each bolt`, tex`other bolts`, tex`Bolts are packed`],
      [tex`Each chip`, tex`other chips`, tex`Chips are packed`],
    ]);
    return {
      title: 'Rejecting batches: a Poisson approximation',
      introTex: tex`${setting[0]} made by a machine is defective with probability \(${num(p)}\), independently of ${setting[1]}. ${setting[2]} in batches of \(${n}\), and a batch is rejected if it contains more than \(${limit}\) defective items.`,
      parts: [
        part(tex`Use a Poisson approximation to find the probability that a batch is rejected.`, sf(reject), [
          mark('B1', tex`Poisson mean \(np\)`, tex`\mathrm{Po}(${num(lambda)})`),
          mark('M1', tex`Uses \(1 - \mathrm{P}(X \leqslant ${limit})\)`, tex`1 - \mathrm{P}(X \leqslant ${limit})`),
          mark('A1', 'Correct probability, awrt', sf(reject), ['a.2']),
        ]),
        part(
          tex`A customer receives \(${batches}\) batches. Using your answer to part (a), find the probability that at most one of them is rejected.`,
          sf(atMostOne),
          [
            mark(
              'M1',
              tex`Binomial with their \(p\): \(\mathrm{P}(0) + \mathrm{P}(1)\)`,
              tex`(1 - p)^{${batches}} + ${batches}p(1 - p)^{${batches - 1}}`,
            ),
            mark('A1ft', 'Correct probability, ft their (a), awrt', roundedAnswerTex(atMostOne, atMostOneCarried), ['b.1']),
          ],
        ),
        part(
          tex`Using a suitable approximation, find the probability that the \(${batches}\) batches together contain fewer than \(${fewer}\) defective items.`,
          sf(fewerP),
          [
            mark('B1', tex`Total is approximately Poisson with mean \(${num(all)}\)`, tex`\mathrm{Po}(${num(all)})`),
            mark('M1', tex`Uses \(\mathrm{P}(T \leqslant ${fewer - 1})\)`, tex`\mathrm{P}(T \leqslant ${fewer - 1})`),
            mark('A1', 'Correct probability, awrt', sf(fewerP), ['c.2']),
          ],
        ),
      ],
      notes: [
        '(a) The exact binomial value scores B0 M1 A0.',
        tex`(c) The total number of defectives is \(\mathrm{B}(${batches * n}, ${num(p)})\), approximated by a Poisson distribution.`,
      ],
      facts: {
        n,
        p,
        lambda,
        limit,
        pReject: reject,
        batches,
        atMostOne,
        all,
        fewer,
        fewerP,
        carriedRoundings: [{ allocationId: 'b.2', fromExact: atMostOne, fromCarried: atMostOneCarried }],
      },
    };
  },
};

const squarePayout: QuestionTemplate = {
  id: 'fs1.drv.square-payout',
  subtopicId: 'fs1-discrete-random-variables.functions-of-x',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['discrete random variables', 'functions of a random variable', 'variance', 'fair game'],
  build(rng) {
    const xs = rng.pick([
      [1, 2, 3, 4],
      [0, 1, 2, 3],
      [1, 2, 3, 5],
      [0, 2, 3, 4],
      [1, 3, 4, 5],
    ]);
    const ps = hundredths(rng, 4);
    const m2 = xs.reduce((s, x, i) => s + x * x * ps[i], 0);
    const m4 = xs.reduce((s, x, i) => s + x ** 4 * ps[i], 0);
    const [ey, vy] = [m2 / 100, (100 * m4 - m2 * m2) / 10000];
    const unit = rng.pick(['pounds', 'tokens']);
    const stake = Math.floor(ey) + 1;
    const profitP = xs.reduce((s, x, i) => s + (x * x < stake ? ps[i] : 0), 0) / 100;
    return {
      title: 'Expected value and variance of a squared score',
      introTex: tex`In a game a spinner is spun once and the score \(X\) has the probability distribution \(${grid('x', xs, '\\mathrm{P}(X = x)', ps.map(dec))}\) The player then receives \(Y = X^{2}\) ${unit}.`,
      parts: [
        part(tex`Find \(\mathrm{E}(Y)\).`, num(ey), [
          mark('M1', tex`Sum of \(x^{2}\,\mathrm{P}(X = x)\)`, tex`${xs.map((x, i) => `${x * x}(${dec(ps[i])})`).join(' + ')}`),
          mark('A1', tex`Correct \(\mathrm{E}(Y)\)`, num(ey), ['a.1']),
        ]),
        part(tex`Find \(\mathrm{Var}(Y)\).`, num(vy), [
          mark('M1', tex`Finds \(\mathrm{E}(Y^{2}) = \mathrm{E}(X^{4})\)`, tex`\mathrm{E}(X^{4}) = ${num(m4 / 100)}`),
          mark('M1', tex`Uses \(\mathrm{E}(Y^{2}) - \left(\mathrm{E}(Y)\right)^{2}\)`, tex`${num(m4 / 100)} - ${num(ey)}^{2}`),
          mark('A1', 'Correct variance', num(vy), ['b.1', 'b.2']),
        ]),
        part(
          tex`The player pays a whole number of ${unit} to play. Using your answer to part (a), find the smallest charge for which the organiser can expect to make a profit, and for this charge find the probability that the organiser makes a profit on a single game.`,
          tex`${stake}\text{ ${unit}}, \; ${num(profitP)}`,
          [
            mark('M1', tex`Charge greater than their \(\mathrm{E}(Y)\)`, tex`c > ${num(ey)}`),
            mark('A1ft', tex`Correct smallest whole-number charge, ft their \(\mathrm{E}(Y)\)`, tex`${stake}`, ['c.1']),
            mark('B1ft', 'Probability that the payout is less than their charge', num(profitP)),
          ],
        ),
      ],
      notes: [
        tex`(b) \(\mathrm{Var}(Y)\) is not \(\left(\mathrm{Var}(X)\right)^{2}\) or \(2\mathrm{Var}(X)\).`,
        tex`(c) The organiser profits when \(X^{2}\) is less than the charge.`,
      ],
      facts: { xs, ps, ey, vy, stake, profitP },
    };
  },
};

const diceMaximum: QuestionTemplate = {
  id: 'fs1.drv.two-dice-extreme',
  subtopicId: 'fs1-discrete-random-variables.expected-value',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['discrete random variables', 'probability function', 'expectation'],
  build(rng) {
    const n = rng.int(4, 8);
    const larger = rng.next() < 0.5;
    const xs = Array.from({ length: n }, (_, i) => i + 1);
    const ps = xs.map((x) => frac(larger ? 2 * x - 1 : 2 * (n - x) + 1, n * n));
    const mean = sumFrac(xs.map((x, i) => mul(ps[i], x)));
    const [stake, prize] = [rng.int(2, 6) * 10, rng.pick([5, 10, 15, 20])];
    const profit = sub(mul(mean, prize), stake);
    const above = sumFrac(xs.map((x, i) => (x > value(mean) ? ps[i] : frac(0))));
    const formula = larger ? tex`\frac{2x - 1}{${n * n}}` : tex`\frac{${2 * n + 1} - 2x}{${n * n}}`;
    const which = larger ? 'larger' : 'smaller';
    return {
      title: `The ${which} score on two dice`,
      introTex: tex`Two fair ${n}-sided dice, each numbered \(1\) to \(${n}\), are rolled. The random variable \(X\) is the ${which} of the two scores (or the common score if they are equal).`,
      parts: [
        part(tex`Show that \(\mathrm{P}(X = x) = ${formula}\) for \(x = 1, 2, \ldots, ${n}\).`, tex`\mathrm{P}(X = x) = ${formula}`, [
          mark(
            'M1',
            tex`Counts the outcomes with ${which} score \(x\), e.g. \(\mathrm{P}(X ${larger ? '\\leqslant' : '\\geqslant'} x) - \mathrm{P}(X ${larger ? '\\leqslant' : '\\geqslant'} x ${larger ? '-' : '+'} 1)\)`,
            larger ? tex`\frac{x^{2} - (x - 1)^{2}}{${n * n}}` : tex`\frac{(${n + 1} - x)^{2} - (${n} - x)^{2}}{${n * n}}`,
          ),
          mark('A1*', 'Printed result from correct working (cso)', formula, ['a.1']),
        ]),
        part(tex`Find \(\mathrm{E}(X)\), giving your answer as a fraction.`, fracTex(mean), [
          mark('M1', tex`Sum of \(x\,\mathrm{P}(X = x)\)`, tex`\sum_{x=1}^{${n}} x\,\mathrm{P}(X = x)`),
          mark('A1', 'Correct unsimplified expression', tex`\sum_{x=1}^{${n}} x\,\mathrm{P}(X = x)`, ['b.1']),
          mark('A1', 'Correct mean', fracTex(mean), ['b.1']),
        ]),
        part(tex`Using your answer to part (b), find \(\mathrm{P}(X > \mathrm{E}(X))\).`, fracTex(above), [
          mark('M1', tex`Adds the probabilities for \(x\) above their mean`, tex`\mathrm{P}(X > ${sf(value(mean))})`),
          mark('A1ft', tex`Correct probability, ft their \(\mathrm{E}(X)\)`, fracTex(above), ['c.1']),
        ]),
        part(
          tex`A player pays \(${stake}\) pence to roll the dice and receives \(${prize}X\) pence. Find the player's expected profit per game, in pence.`,
          profit.d === 1 ? fracTex(profit) : tex`${fracTex(profit)} \approx ${sf(value(profit))}`,
          [
            mark('M1', tex`Uses \(${prize}\mathrm{E}(X) - ${stake}\)`, tex`${prize}\times ${fracTex(mean)} - ${stake}`),
            mark('A1ft', tex`Correct expected profit (negative for a loss), ft their \(\mathrm{E}(X)\)`, fracTex(profit), ['d.1']),
          ],
        ),
      ],
      notes: ['(a) Listing the ' + n * n + ' outcomes in a grid is acceptable for M1.', '(d) A negative answer is an expected loss.'],
      facts: { n, larger, mean: value(mean), above: value(above), stake, prize, profit: value(profit) },
    };
  },
};

const factorialMoment: QuestionTemplate = {
  id: 'fs1.drv.factorial-moment',
  subtopicId: 'fs1-discrete-random-variables.variance',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['discrete random variables', 'variance', 'expectation algebra'],
  build(rng) {
    const mu = rng.int(3, 16) / 2;
    const v = rng.int(2, 24) / 4;
    const w = v + mu * mu - mu;
    const ex2 = w + mu;
    const shiftedSq = 4 * ex2 + 4 * mu + 1;
    const d = rng.int(2, 5);
    const c = rng.int(1, 12);
    const setting = rng.pick([
      [tex`The random variable \(X\) has`],
      [tex`The number of customers, \(X\), who enter a shop in a minute has`],
    ]);
    return {
      title: 'Variance from a factorial moment',
      introTex: tex`${setting[0]} \(\mathrm{E}(X) = ${num(mu)}\) and \(\mathrm{E}\left(X(X - 1)\right) = ${num(w)}\).`,
      parts: [
        part(tex`Find \(\mathrm{E}(X^{2})\).`, num(ex2), [
          mark('B1', tex`Expands \(\mathrm{E}(X^{2} - X) = \mathrm{E}(X^{2}) - \mathrm{E}(X)\)`, tex`${num(w)} + ${num(mu)} = ${num(ex2)}`),
        ]),
        part(tex`Hence find \(\mathrm{Var}(X)\).`, num(v), [
          mark(
            'M1',
            tex`Uses \(\mathrm{E}(X^{2}) - \left(\mathrm{E}(X)\right)^{2}\) with their \(\mathrm{E}(X^{2})\)`,
            tex`${num(ex2)} - ${num(mu)}^{2}`,
          ),
          mark('A1ft', tex`Correct variance, ft their \(\mathrm{E}(X^{2})\)`, num(v), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{E}\left((2X + 1)^{2}\right)\).`, num(shiftedSq), [
          mark('M1', 'Expands and uses linearity of expectation', tex`4\mathrm{E}(X^{2}) + 4\mathrm{E}(X) + 1`),
          mark('A1', 'Correct unsimplified expression', tex`4\mathrm{E}(X^{2}) + 4\mathrm{E}(X) + 1`, ['c.1']),
          mark('A1', 'Correct value', num(shiftedSq), ['c.1']),
        ]),
        part(tex`Using your answer to part (b), find \(\mathrm{Var}(${c} - ${d}X)\).`, num(d * d * v), [
          mark('M1', tex`Uses \(\mathrm{Var}(${c} - ${d}X) = ${d}^{2}\mathrm{Var}(X)\)`, tex`${d * d}\times ${num(v)}`),
          mark('A1ft', tex`Correct variance, ft their \(\mathrm{Var}(X)\)`, num(d * d * v), ['d.1']),
        ]),
      ],
      notes: [
        tex`(c) \(\left(\mathrm{E}(2X + 1)\right)^{2}\) scores M0.`,
        tex`(d) \(-${d}\mathrm{Var}(X)\) or \(${c} - ${d * d}\mathrm{Var}(X)\) scores M0.`,
      ],
      facts: { mu, v, w, ex2, shiftedSq, c, d },
    };
  },
};

const insuranceClaims: QuestionTemplate = {
  id: 'fs1.poisson.insurance-claims',
  subtopicId: 'fs1-poisson-distribution.approximation-to-the-binomial',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'binomial distribution', 'approximation', 'mean and variance'],
  build(rng) {
    let n: number;
    let perMille: number;
    do {
      [n, perMille] = [rng.pick([500, 800, 1000, 1200, 1500, 2000]), rng.pick([1, 2, 3, 4, 5, 6, 8])];
    } while ((n * perMille) / 1000 < 2 || (n * perMille) / 1000 > 8);
    const p = perMille / 1000;
    const lambda = (n * perMille) / 1000;
    const k = Math.max(0, Math.round(lambda) + rng.int(-2, 1));
    const pk = poissonPmf(lambda, k);
    const cost = rng.pick([500, 1000, 2000, 2500, 5000]);
    const [mean, sd] = [cost * lambda, cost * Math.sqrt(lambda)];
    const level = rng.pick([0.05, 0.01]);
    let s = 0;
    while (1 - poissonCdf(lambda, s) >= level) s++;
    const setting = rng.pick([
      [tex`An insurance company has`, tex`policies of a certain type`],
      [tex`A phone insurer has`, tex`policies on mobile phones`],
    ]);
    return {
      title: 'Insurance claims: a Poisson approximation',
      introTex: tex`${setting[0]} \(${n}\) ${setting[1]}. Each policy, independently, results in a claim in a given year with probability \(${num(p)}\), and at most one claim can be made on each policy. Each claim costs the company \(${cost}\) pounds.`,
      parts: [
        part(tex`Using a suitable approximation, find the probability that exactly \(${k}\) claims are made in a given year.`, sf(pk), [
          mark('B1', tex`Poisson approximation with mean \(np\)`, tex`\mathrm{Po}(${num(lambda)})`),
          mark('M1', 'Poisson probability', tex`\frac{\mathrm{e}^{-${num(lambda)}}(${num(lambda)})^{${k}}}{${k}!}`),
          mark('A1', 'Correct probability, awrt', sf(pk), ['a.2']),
        ]),
        part(
          tex`Using your approximation from part (a), find the mean and the standard deviation of the total cost, in pounds, of claims in a year.`,
          tex`\text{mean } ${num(mean)}, \; \text{standard deviation } ${sf(sd)} \text{ (pounds)}`,
          [
            mark('M1', 'Multiplies the Poisson mean by the cost of a claim', tex`${cost}\times ${num(lambda)}`),
            mark('A1', 'Correct mean', num(mean), ['b.1']),
            mark(
              'M1',
              tex`Uses \(\mathrm{Var}(X) = \lambda\) and scales the standard deviation by the cost`,
              tex`${cost}\sqrt{${num(lambda)}}`,
            ),
            mark('A1ft', tex`Correct standard deviation, ft their \(\lambda\), awrt`, sf(sd), ['b.3']),
          ],
        ),
        part(
          tex`The company sets aside enough money to pay for \(m\) claims. Find the least value of \(m\) for which the probability that the claims cannot all be paid is less than \(${level}\).`,
          tex`m = ${s}`,
          [
            mark(
              'M1',
              tex`Compares cumulative Poisson probabilities either side with \(${1 - level}\)`,
              tex`\mathrm{P}(X \leqslant ${s - 1}) = ${sf(poissonCdf(lambda, s - 1), 4)}, \; \mathrm{P}(X \leqslant ${s}) = ${sf(poissonCdf(lambda, s), 4)}`,
            ),
            mark('A1', tex`Correct least \(m\)`, tex`m = ${s}`, ['c.1']),
          ],
        ),
      ],
      notes: ['(a) The exact binomial value scores B0 M1 A0.', '(b) The variance of the Poisson approximation equals its mean.'],
      facts: { n, p, lambda, k, pk, cost, mean, sd, level, s },
    };
  },
};

const firstQuietDay: QuestionTemplate = {
  id: 'fs1.poisson.first-quiet-day',
  subtopicId: 'fs1-poisson-distribution.modelling',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['synoptic', 'Poisson distribution', 'geometric distribution', 'negative binomial distribution'],
  build(rng) {
    const lambda = rng.pick([0.8, 1, 1.2, 1.5, 1.8, 2, 2.5]);
    const p0 = Math.exp(-lambda);
    const k = rng.int(2, 6);
    const firstOn = (1 - p0) ** (k - 1) * p0;
    const y = rng.int(3, 8);
    const secondOn = (y - 1) * p0 * p0 * (1 - p0) ** (y - 2);
    // (b), (c) and (d) carry their (a) to 3 s.f.
    const p0Carried = Number(sf(p0));
    const firstOnCarried = (1 - p0Carried) ** (k - 1) * p0Carried;
    const secondOnCarried = (y - 1) * p0Carried ** 2 * (1 - p0Carried) ** (y - 2);
    const event = rng.pick([
      ['complaints received by a council', 'complaints'],
      ['faults reported on a network', 'faults'],
      ['parcels returned to a shop', 'returned parcels'],
    ] as const);
    return {
      title: 'Days without events: Poisson and geometric models together',
      introTex: tex`The number of ${event[0]} each day is modelled by a Poisson distribution with mean \(${num(lambda)}\), independently from day to day.`,
      parts: [
        part(tex`Find the probability that there are no ${event[1]} on a given day.`, sf(p0), [
          mark('M1', 'Poisson probability of zero', tex`\mathrm{e}^{-${num(lambda)}}`),
          mark('A1', 'Correct probability, awrt', sf(p0), ['a.1']),
        ]),
        part(
          tex`Using your answer to part (a), find the probability that the first day with no ${event[1]} is the ${ordinalWord(k)} day.`,
          sf(firstOn),
          [
            mark('M1', tex`Geometric probability with their \(p\)`, tex`(1 - ${sf(p0)})^{${k - 1}}(${sf(p0)})`),
            mark('A1ft', 'Correct probability, ft their (a), awrt', roundedAnswerTex(firstOn, firstOnCarried), ['b.1']),
          ],
        ),
        part(tex`Write down the expected number of days up to and including the first day with no ${event[1]}.`, sf(1 / p0), [
          mark('B1ft', tex`\(\frac{1}{p}\) with their \(p\)`, tex`\frac{1}{${sf(p0)}} = ${roundedAnswerTex(1 / p0, 1 / p0Carried)}`),
        ]),
        part(tex`Find the probability that the second day with no ${event[1]} is the ${ordinalWord(y)} day.`, sf(secondOn), [
          mark('M1', tex`Negative binomial probability with \(r = 2\)`, tex`\binom{${y - 1}}{1}(${sf(p0)})^{2}(1 - ${sf(p0)})^{${y - 2}}`),
          mark('A1', 'Correct unsimplified expression', tex`\binom{${y - 1}}{1}(${sf(p0)})^{2}(1 - ${sf(p0)})^{${y - 2}}`, ['d.1']),
          mark('A1', 'Correct probability, awrt', roundedAnswerTex(secondOn, secondOnCarried), ['d.1']),
        ]),
      ],
      notes: [
        tex`(b) Days are independent, so the first day with none is geometric with \(p = \mathrm{e}^{-${num(lambda)}}\).`,
        '(c) B1ft for 1 divided by their (a).',
      ],
      facts: {
        lambda,
        p0,
        k,
        firstOn,
        y,
        secondOn,
        carriedRoundings: [
          { allocationId: 'b.2', fromExact: firstOn, fromCarried: firstOnCarried },
          { allocationId: 'c.1', fromExact: 1 / p0, fromCarried: 1 / p0Carried },
          { allocationId: 'd.3', fromExact: secondOn, fromCarried: secondOnCarried },
        ],
      },
    };
  },
};

const scaledPoisson: QuestionTemplate = {
  id: 'fs1.poisson.scaled-charge',
  subtopicId: 'fs1-poisson-distribution.mean-and-variance',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'mean and variance', 'functions of a random variable'],
  build(rng) {
    let lambda: number;
    let c: number;
    let d: number;
    do {
      [lambda, c, d] = [rng.pick([1.5, 2, 2.5, 3, 3.5, 4, 5]), rng.int(2, 10) * 5, rng.pick([4, 5, 8, 10, 12, 15])];
    } while (c === d * (d - 1) * lambda);
    const [ec, vc] = [c + d * lambda, d * d * lambda];
    const m = Math.ceil(lambda) + rng.int(0, 2);
    const t = c + d * m;
    const over = 1 - poissonCdf(lambda, m);
    const setting = rng.pick([[tex`A plumber charges`], [tex`An electrician charges`]]);
    return {
      title: 'Mean and variance of a charge based on a Poisson count',
      introTex: tex`${setting[0]} a call-out fee of \(c\) pounds plus \(${d}\) pounds for each part used. The number of parts used on a job, \(X\), has a Poisson distribution, and the charge for a job is \(C = c + ${d}X\) pounds. You are given that \(\mathrm{E}(C) = ${num(ec)}\) and \(\mathrm{Var}(C) = ${num(vc)}\).`,
      parts: [
        part(tex`Find the mean of \(X\).`, tex`\lambda = ${num(lambda)}`, [
          mark(
            'M1',
            tex`Uses \(\mathrm{Var}(C) = ${d * d}\mathrm{Var}(X)\) and \(\mathrm{Var}(X) = \lambda\)`,
            tex`${d * d}\lambda = ${num(vc)}`,
          ),
          mark('A1', 'Correct unsimplified equation', tex`${d * d}\lambda = ${num(vc)}`, ['a.1']),
          mark('A1', tex`Correct \(\lambda\)`, tex`\lambda = ${num(lambda)}`, ['a.1']),
        ]),
        part(tex`Using your answer to part (a), find the value of \(c\).`, tex`c = ${c}`, [
          mark(
            'M1',
            tex`Uses \(\mathrm{E}(C) = c + ${d}\mathrm{E}(X)\) with their \(\lambda\)`,
            tex`c + ${d}(${num(lambda)}) = ${num(ec)}`,
          ),
          mark('A1ft', tex`Correct \(c\), ft their \(\lambda\)`, tex`c = ${c}`, ['b.1']),
        ]),
        part(tex`Find the probability that the charge for a job is more than \(${t}\) pounds.`, sf(over), [
          mark('M1', tex`Converts to \(\mathrm{P}(X > ${m})\) and uses \(1 - \mathrm{P}(X \leqslant ${m})\)`, tex`C > ${t} \iff X > ${m}`),
          mark('A1', 'Correct probability, awrt', sf(over), ['c.1']),
        ]),
        part(tex`Explain why \(C\) does not have a Poisson distribution.`, tex`\mathrm{E}(C) \neq \mathrm{Var}(C)`, [
          mark(
            'B1',
            tex`Mean and variance of \(C\) are not equal (or \(C\) takes only values \(c + ${d}k\))`,
            tex`${num(ec)} \neq ${num(vc)}`,
          ),
        ]),
      ],
      notes: [
        tex`(a) \(\mathrm{Var}(C)\) does not involve \(c\).`,
        tex`(d) Any correct reason, e.g. \(C\) cannot take every non-negative integer value.`,
      ],
      facts: { lambda, c, d, ec, vc, m, t, over },
    };
  },
};

const busRoutes: QuestionTemplate = {
  id: 'fs1.poisson.bus-routes',
  subtopicId: 'fs1-poisson-distribution.additive-property',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'sums of Poisson variables', 'binomial distribution'],
  build(rng) {
    const [a, b] = [rng.pick([1, 2, 3]), rng.pick([1, 2, 3, 4])];
    const [ta, tb] = [10, 15];
    const period = rng.pick([30, 60]);
    const mu = (a * period) / ta + (b * period) / tb;
    const k = Math.max(1, Math.round(mu) + rng.int(-3, 1));
    const pk = poissonPmf(mu, k);
    const gap = rng.pick([2, 3, 5]);
    const rate = a / ta + b / tb;
    const none = Math.exp(-rate * gap);
    const periods = rng.int(3, 6);
    const atLeastOne = 1 - (1 - none) ** periods;
    // (c) uses their (b), to 3 s.f.
    const atLeastOneCarried = 1 - (1 - Number(sf(none))) ** periods;
    const setting = rng.pick([
      [tex`Buses on route`, tex`buses on route`, tex`buses`, tex`bus`],
      [tex`Trams on line`, tex`trams on line`, tex`trams`, tex`tram`],
    ]);
    return {
      title: 'Buses on two routes arriving at a stop',
      introTex: tex`${setting[0]} A arrive at a stop at random at an average rate of \(${a}\) every \(${ta}\) minutes. Independently, ${setting[1]} B arrive at random at an average rate of \(${b}\) every \(${tb}\) minutes.`,
      parts: [
        part(tex`Find the probability that exactly \(${k}\) ${setting[2]} in total arrive in a \(${period}\)-minute period.`, sf(pk), [
          mark('B1', 'Scales each rate to the period and adds', tex`${num((a * period) / ta)} + ${num((b * period) / tb)} = ${num(mu)}`),
          mark('M1', 'Poisson probability with their total mean', tex`\frac{\mathrm{e}^{-${num(mu)}}(${num(mu)})^{${k}}}{${k}!}`),
          mark('A1', 'Correct probability, awrt', sf(pk), ['a.2']),
        ]),
        part(tex`Find the probability that no ${setting[3]} arrives in a \(${gap}\)-minute interval.`, sf(none), [
          mark('M1', 'Poisson mean for ' + gap + ' minutes from both routes', tex`\mathrm{e}^{-${sf(rate * gap, 4)}}`),
          mark('A1', 'Correct probability, awrt', sf(none), ['b.1']),
        ]),
        part(
          tex`A passenger waits at the stop on \(${periods}\) separate occasions, each for \(${gap}\) minutes. Using your answer to part (b), find the probability that on at least one occasion no ${setting[3]} arrives.`,
          sf(atLeastOne),
          [
            mark('M1', tex`Uses \(1 - (1 - p)^{${periods}}\) with their \(p\)`, tex`1 - (1 - ${sf(none)})^{${periods}}`),
            mark('A1ft', 'Correct probability, ft their (b), awrt', roundedAnswerTex(atLeastOne, atLeastOneCarried), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) Independence of the routes gives a Poisson total.',
        '(c) The occasions are independent, so the number with no bus is binomial.',
      ],
      facts: {
        a,
        b,
        period,
        mu,
        k,
        pk,
        gap,
        none,
        periods,
        atLeastOne,
        carriedRoundings: [{ allocationId: 'c.2', fromExact: atLeastOne, fromCarried: atLeastOneCarried }],
      },
    };
  },
};

export const fs1DrvPoissonTemplates: QuestionTemplate[] = [
  pmfFormula,
  countersGame,
  diceMaximum,
  twoUnknowns,
  cdfTable,
  factorialMoment,
  journeyTime,
  squarePayout,
  poissonFabric,
  waitingInterval,
  firstQuietDay,
  breakdowns,
  weeklyStock,
  busRoutes,
  dispersion,
  secondMoment,
  scaledPoisson,
  rareTrait,
  batchRejection,
  insuranceClaims,
];
