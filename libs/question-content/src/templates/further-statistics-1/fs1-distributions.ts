import { add, frac, mul, value } from '../../math/rational.js';
import { binomialCdf, choose, normalCdf, poissonCdf, poissonPmf } from '../../math/stats.js';
import { fracTex, num, ordinal, power, sf, tex } from '../../math/tex.js';
import { hundredths } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { pgfVarianceTex } from './fs1-scheme-tex.js';
import { fs1DrvPoissonTemplates } from './fs1-drv-poisson.js';
import { fs1GeometricCltTemplates } from './fs1-geometric-clt.js';
import { fs1PgfTemplates } from './fs1-pgf.js';

const CONTEXTS = [
  'calls arriving at a helpline',
  'emails received by an office',
  'faults found in a length of cable',
  'customers arriving at a kiosk',
  'meteors seen by an observer',
];

const table = (xs: number[], ps: string[]) =>
  tex`\begin{array}{c|${'c'.repeat(xs.length)}} x & ${xs.join(' & ')} \\ \hline \mathrm{P}(X = x) & ${ps.join(' & ')} \end{array}`;
const dec = (h: number) => num(h / 100);

const expectedValue: QuestionTemplate = {
  id: 'fs1.drv.expectation',
  subtopicId: 'fs1-discrete-random-variables.expected-value',
  difficulty: 1,
  frequency: 'frequent',
  tags: ['discrete random variables', 'expectation'],
  build(rng) {
    const xs = rng.pick([
      [0, 1, 2, 3],
      [1, 2, 3, 4],
      [1, 2, 4, 8],
      [-1, 0, 1, 2],
    ]);
    const ps = hundredths(rng, 4);
    const unknown = rng.int(0, 3);
    const total = xs.reduce((s, x, i) => s + x * ps[i], 0);
    const mean = total / 100;
    const above = xs.reduce((s, x, i) => s + (x * 100 > total ? ps[i] : 0), 0) / 100;
    const [a, b] = [rng.pick([2, 3, 4, 5, -2, -3]), rng.nonZero(-9, 9)];
    const ey = (a * total + 100 * b) / 100;
    const setting = rng.pick([
      [tex`The discrete random variable \(X\) has`],
      [tex`The score \(X\) on a biased spinner has`],
      [tex`The number of points, \(X\), scored on one turn of a board game has`],
    ]);
    return {
      title: 'Expected value of a discrete random variable',
      introTex: tex`${setting[0]} the probability distribution \(${table(
        xs,
        ps.map((p, i) => (i === unknown ? 'k' : dec(p))),
      )}\)`,
      parts: [
        part(tex`Find the value of \(k\).`, tex`k = ${dec(ps[unknown])}`, [
          mark('B1', 'Uses the probabilities summing to 1', tex`k = ${dec(ps[unknown])}`),
        ]),
        part(tex`Find \(\mathrm{E}(X)\).`, num(mean), [
          mark('M1', tex`Uses the sum of \(x\,\mathrm{P}(X = x)\)`, xs.map((x, i) => `${x < 0 ? `(${x})` : x}(${dec(ps[i])})`).join(' + ')),
          mark('A1', 'Correct unsimplified expression', xs.map((x, i) => `${x < 0 ? `(${x})` : x}(${dec(ps[i])})`).join(' + '), ['b.1']),
          mark('A1', 'Correct mean', num(mean), ['b.1']),
        ]),
        part(tex`Using your answer to part (b), find \(\mathrm{P}(X > \mathrm{E}(X))\).`, num(above), [
          mark('M1', tex`Adds the probabilities of the values of \(x\) above their \(\mathrm{E}(X)\)`, tex`\mathrm{P}(X > ${num(mean)})`),
          mark('A1ft', tex`Correct probability, ft their \(\mathrm{E}(X)\)`, num(above), ['c.1']),
        ]),
        part(tex`The random variable \(Y = ${a}X ${b < 0 ? '-' : '+'} ${Math.abs(b)}\). Find \(\mathrm{E}(Y)\).`, num(ey), [
          mark(
            'M1',
            tex`Uses \(\mathrm{E}(aX + b) = a\mathrm{E}(X) + b\) with their \(\mathrm{E}(X)\)`,
            tex`${a}(${num(mean)}) ${b < 0 ? '-' : '+'} ${Math.abs(b)}`,
          ),
          mark('A1ft', tex`Correct \(\mathrm{E}(Y)\), ft their \(\mathrm{E}(X)\)`, num(ey), ['d.1']),
        ]),
      ],
      notes: [
        tex`(b) M1 needs at least three correct products with their \(k\).`,
        tex`(c) and (d) follow through their \(\mathrm{E}(X)\) from (b).`,
      ],
      facts: { xs, ps, unknown, mean, above, a, b, ey },
    };
  },
};

const variance: QuestionTemplate = {
  id: 'fs1.drv.variance',
  subtopicId: 'fs1-discrete-random-variables.variance',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['discrete random variables', 'variance'],
  build(rng) {
    const xs = rng.pick([
      [1, 2, 3],
      [0, 2, 4],
      [1, 3, 5],
      [-1, 0, 2],
      [2, 3, 5],
    ]);
    const ps = hundredths(rng, 3);
    const s1 = xs.reduce((s, x, i) => s + x * ps[i], 0);
    const s2 = xs.reduce((s, x, i) => s + x * x * ps[i], 0);
    const [mean, ex2, v] = [s1 / 100, s2 / 100, (100 * s2 - s1 * s1) / 10000];
    const [c, d] = [rng.int(1, 20), rng.int(2, 5)];
    const [ey, vy] = [(100 * c - d * s1) / 100, (d * d * (100 * s2 - s1 * s1)) / 10000];
    const setting = rng.pick([
      [tex`The discrete random variable \(X\) has`],
      [tex`The score \(X\) on a biased spinner has`],
      [tex`The number of points, \(X\), scored on one turn of a board game has`],
    ]);
    return {
      title: 'Variance of a discrete random variable',
      introTex: tex`${setting[0]} the probability distribution \(${table(xs, ps.map(dec))}\)`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\).`, num(mean), [mark('B1', 'Correct mean', num(mean))]),
        part(tex`Find \(\mathrm{Var}(X)\).`, num(v), [
          mark('M1', tex`Finds \(\mathrm{E}(X^{2})\) as the sum of \(x^{2}\,\mathrm{P}(X = x)\)`, tex`\mathrm{E}(X^{2}) = ${num(ex2)}`),
          mark(
            'M1',
            tex`Uses \(\mathrm{Var}(X) = \mathrm{E}(X^{2}) - \left(\mathrm{E}(X)\right)^{2}\)`,
            tex`${num(ex2)} - ${num(mean)}^{2}`,
          ),
          mark('A1', 'Correct variance', num(v), ['b.1', 'b.2']),
        ]),
        part(
          tex`The random variable \(Y = ${c} - ${d}X\). Using your answers to parts (a) and (b), find \(\mathrm{E}(Y)\) and \(\mathrm{Var}(Y)\).`,
          tex`\mathrm{E}(Y) = ${num(ey)}, \; \mathrm{Var}(Y) = ${num(vy)}`,
          [
            mark('B1ft', tex`Correct \(\mathrm{E}(Y)\), ft their \(\mathrm{E}(X)\)`, num(ey)),
            mark('M1', tex`Uses \(\mathrm{Var}(${c} - ${d}X) = ${d}^{2}\mathrm{Var}(X)\)`, tex`${d}^{2} \times ${num(v)}`),
            mark('A1ft', tex`Correct \(\mathrm{Var}(Y)\), ft their \(\mathrm{Var}(X)\)`, num(vy), ['c.2']),
          ],
        ),
      ],
      notes: [
        tex`(b) The second M1 may be awarded for their \(\mathrm{E}(X^{2})\) and \(\mathrm{E}(X)\).`,
        tex`(c) \(-${d}\mathrm{Var}(X)\) or \(${c} - ${d * d}\mathrm{Var}(X)\) scores M0.`,
      ],
      facts: { xs, ps, mean, variance: v, c, d, ey, vy },
    };
  },
};

const functionsOfX: QuestionTemplate = {
  id: 'fs1.drv.linear-functions',
  subtopicId: 'fs1-discrete-random-variables.functions-of-x',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['discrete random variables', 'expectation algebra', 'variance'],
  build(rng) {
    const [mu, sigma2] = [rng.int(2, 12) / 2, rng.int(2, 20) / 4];
    const [a, b] = [rng.nonZero(-4, 5), rng.int(-10, 10)];
    const [ey, vy] = [a * mu + b, a * a * sigma2];
    const [c, d] = [rng.int(2, 5), rng.nonZero(-15, 15)];
    const [ew, vw] = [c * mu + d, c * c * sigma2];
    const setting = rng.pick([
      [tex`The random variable \(X\) has`],
      [tex`The daily profit, \(X\) thousand pounds, of a small firm has`],
      [tex`The weekly overtime, \(X\) hours, worked by an employee has`],
    ]);
    return {
      title: 'Mean and variance of a function of a random variable',
      introTex: tex`${setting[0]} \(\mathrm{E}(X) = ${num(mu)}\) and \(\mathrm{Var}(X) = ${num(sigma2)}\). The random variable \(Y = ${a === 1 ? '' : a === -1 ? '-' : a}X ${b < 0 ? '-' : '+'} ${Math.abs(b)}\).`,
      parts: [
        part(tex`Find \(\mathrm{E}(Y)\).`, num(ey), [mark('B1', tex`Correct \(\mathrm{E}(Y)\)`, num(ey))]),
        part(tex`Find \(\mathrm{Var}(Y)\).`, num(vy), [
          mark('M1', tex`Uses \(\mathrm{Var}(aX + b) = a^{2}\mathrm{Var}(X)\)`, tex`(${a})^{2} \times ${num(sigma2)}`),
          mark('A1', 'Correct variance', num(vy), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{E}(X^{2})\).`, num(sigma2 + mu * mu), [
          mark('B1', tex`Uses \(\mathrm{E}(X^{2}) = \mathrm{Var}(X) + \left(\mathrm{E}(X)\right)^{2}\)`, num(sigma2 + mu * mu)),
        ]),
        part(
          tex`The random variable \(W = cX + d\), where \(c\) and \(d\) are constants and \(c > 0\), has \(\mathrm{E}(W) = ${num(ew)}\) and \(\mathrm{Var}(W) = ${num(vw)}\). Find the values of \(c\) and \(d\).`,
          tex`c = ${c}, \; d = ${d}`,
          [
            mark('M1', tex`Forms \(c^{2}\mathrm{Var}(X) = \mathrm{Var}(W)\)`, tex`${sigma2 === 1 ? '' : num(sigma2)}c^{2} = ${num(vw)}`),
            mark('A1', tex`Correct \(c\), rejecting the negative root`, tex`c = ${c}`, ['d.1']),
            mark(
              'M1',
              tex`Forms \(c\mathrm{E}(X) + d = \mathrm{E}(W)\) with their \(c\)`,
              tex`${mu === 1 ? '' : num(mu)}c + d = ${num(ew)}`,
            ),
            mark('A1', tex`Correct \(d\)`, tex`d = ${d}`, ['d.1', 'd.3']),
          ],
        ),
      ],
      notes: [
        tex`(b) \(a\mathrm{Var}(X)\) or \(a^{2}\mathrm{Var}(X) + b\) scores M0.`,
        tex`(d) The second M1 may use their value of \(c\); \(c = -${c}\) with no rejection scores A0.`,
      ],
      facts: { mu, sigma2, a, b, ey, vy, c, d, ew, vw },
    };
  },
};

const LAMBDAS = [1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6];

const poissonModelling: QuestionTemplate = {
  id: 'fs1.poisson.modelling',
  subtopicId: 'fs1-poisson-distribution.modelling',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['Poisson distribution', 'modelling', 'probability'],
  build(rng) {
    const [lambda, context] = [rng.pick(LAMBDAS), rng.pick(CONTEXTS)];
    const k = rng.int(0, Math.ceil(lambda));
    const m = Math.ceil(lambda) + rng.int(1, 3);
    const exact = poissonPmf(lambda, k);
    const atLeast = 1 - poissonCdf(lambda, m - 1);
    const [periods, j] = [rng.int(3, 6), rng.int(1, 2)];
    const binomial = (p: number) => choose(periods, j) * p ** j * (1 - p) ** (periods - j);
    const several = binomial(exact);
    // (d) uses their (b), to 3 s.f.
    const severalCarried = binomial(Number(sf(exact)));
    return {
      title: 'Modelling with a Poisson distribution',
      introTex: tex`The number of ${context} in a one-hour period is modelled by the random variable \(X \sim \mathrm{Po}(${num(lambda)})\).`,
      parts: [
        part(
          tex`State two conditions needed for the Poisson model to be suitable.`,
          tex`\text{singly, independently, at a constant average rate}`,
          [
            mark('B1', 'One condition in context', tex`\text{events occur singly or independently}`),
            mark('B1', 'A second condition in context', tex`\text{at a constant average rate}`),
          ],
        ),
        part(tex`Find \(\mathrm{P}(X = ${k})\).`, sf(exact), [
          mark('M1', 'Uses the Poisson probability formula', tex`\frac{\mathrm{e}^{-${num(lambda)}}(${num(lambda)})^{${k}}}{${k}!}`),
          mark('A1', 'Correct unsimplified expression', tex`\frac{\mathrm{e}^{-${num(lambda)}}(${num(lambda)})^{${k}}}{${k}!}`, ['b.1']),
          mark('A1', 'Correct probability, awrt 3 s.f.', sf(exact), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X \geqslant ${m})\).`, sf(atLeast), [
          mark('M1', tex`Uses \(1 - \mathrm{P}(X \leqslant ${m - 1})\)`, tex`1 - \mathrm{P}(X \leqslant ${m - 1})`),
          mark('A1', 'Correct probability, awrt 3 s.f.', sf(atLeast), ['c.1']),
        ]),
        part(
          tex`Using your answer to part (b), find the probability that, of \(${periods}\) separate one-hour periods, exactly \(${j}\) ${j === 1 ? 'has' : 'have'} ${k === 0 ? `no ${context.split(' ')[0]}` : tex`exactly \(${k}\) ${k === 1 ? context.split(' ')[0].replace(/s$/, '') : context.split(' ')[0]}`}.`,
          sf(several),
          [
            mark(
              'M1',
              tex`Binomial probability with \(n = ${periods}\) and their \(p\) from (b)`,
              tex`\binom{${periods}}{${j}}p^{${j}}(1 - p)^{${periods - j}}, \; p = ${sf(exact)}`,
            ),
            mark('A1ft', 'Correct probability, ft their (b), awrt 3 s.f.', roundedAnswerTex(several, severalCarried), ['d.1']),
          ],
        ),
      ],
      notes: [
        '(a) Conditions must be in context for both marks; one correct condition without context scores B1 B0.',
        '(d) The periods are independent, so the number of periods is binomial.',
      ],
      facts: {
        lambda,
        k,
        m,
        exact,
        atLeast,
        periods,
        j,
        several,
        carriedRoundings: [{ allocationId: 'd.2', fromExact: several, fromCarried: severalCarried }],
      },
    };
  },
};

const additive: QuestionTemplate = {
  id: 'fs1.poisson.additive',
  subtopicId: 'fs1-poisson-distribution.additive-property',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['Poisson distribution', 'sums of Poisson variables'],
  build(rng) {
    const [a, b] = [rng.pick([1, 1.5, 2, 2.5]), rng.pick([0.5, 1, 1.5, 3])];
    const k = rng.int(2, 6);
    const hours = rng.int(2, 3);
    const big = (a + b) * hours;
    const m = Math.round(big) + rng.int(1, 4);
    const pk = poissonPmf(a + b, k);
    const more = 1 - poissonCdf(big, m);
    const j = rng.int(1, k - 1);
    const given = (poissonPmf(a, j) * poissonPmf(b, k - j)) / pk;
    // (c) divides by their (a), to 3 s.f.
    const givenCarried = (poissonPmf(a, j) * poissonPmf(b, k - j)) / Number(sf(pk));
    return {
      title: 'Combining independent Poisson variables',
      introTex: tex`A shop receives telephone orders at a rate of \(${num(a)}\) per hour and online orders at a rate of \(${num(b)}\) per hour. The numbers of each type of order are independent and follow Poisson distributions.`,
      parts: [
        part(tex`Find the probability that exactly \(${k}\) orders in total are received in a one-hour period.`, sf(pk), [
          mark('M1', tex`Uses \(\mathrm{Po}(${num(a)} + ${num(b)})\)`, tex`\mathrm{Po}(${num(a + b)})`),
          mark('A1', 'Correct probability, awrt', sf(pk), ['a.1']),
        ]),
        part(tex`Find the probability that more than \(${m}\) orders in total are received in a \(${hours}\)-hour period.`, sf(more), [
          mark(
            'M1',
            tex`Uses \(\mathrm{Po}\) with the mean scaled by the time`,
            tex`\mathrm{Po}(${num(big)}), \; 1 - \mathrm{P}(Y \leqslant ${m})`,
          ),
          mark('A1', 'Correct probability, awrt', sf(more), ['b.1']),
        ]),
        part(
          tex`Given that exactly \(${k}\) orders in total are received in a one-hour period, use your answer to part (a) to find the probability that exactly \(${j}\) of them ${j === 1 ? 'is a telephone order' : 'are telephone orders'}.`,
          sf(given),
          [
            mark('M1', 'Product of the two Poisson probabilities', tex`\mathrm{P}(T = ${j})\,\mathrm{P}(N = ${k - j})`),
            mark('M1', 'Divides by their answer to (a)', tex`\frac{\mathrm{P}(T = ${j})\,\mathrm{P}(N = ${k - j})}{${sf(pk)}}`),
            mark('A1', 'Correct probability, awrt', roundedAnswerTex(given, givenCarried), ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        'Both parts need the sum of the rates; independence must be used, not stated.',
        tex`(c) The binomial \(\mathrm{B}\left(${k}, ${fracTex(frac(2 * a, 2 * (a + b)))}\right)\) gives the same value and scores full marks.`,
      ],
      facts: {
        a,
        b,
        k,
        hours,
        m,
        pk,
        more,
        j,
        given,
        carriedRoundings: [{ allocationId: 'c.3', fromExact: given, fromCarried: givenCarried }],
      },
    };
  },
};

const poissonMean: QuestionTemplate = {
  id: 'fs1.poisson.parameter-from-ratio',
  subtopicId: 'fs1-poisson-distribution.mean-and-variance',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['Poisson distribution', 'mean and variance'],
  build(rng) {
    let r: number;
    let top: number;
    let den: number;
    let lambda: number;
    do {
      [r, top, den] = [rng.int(1, 4), rng.int(1, 8), rng.int(1, 2)];
      lambda = (top * (r + 1)) / den;
    } while (lambda < 1.5 || lambda > 10 || (den === 2 && top % 2 === 0));
    const cut = Math.max(1, Math.floor(lambda) + rng.int(-1, 1));
    const le = poissonCdf(lambda, cut);
    const sd = Math.sqrt(lambda);
    const [lo, hi] = [Math.floor(lambda - sd) + 1, Math.ceil(lambda + sd) - 1];
    const within = poissonCdf(lambda, hi) - poissonCdf(lambda, lo - 1);
    const lhs = den === 1 ? '' : String(den);
    const rhs = top === 1 ? '' : String(top);
    const setting = rng.pick([[tex`The random variable`], [tex`The number of emails a manager receives in an hour is modelled by`]]);
    return {
      title: 'Finding the parameter of a Poisson distribution',
      introTex: tex`${setting[0]} \(X \sim \mathrm{Po}(\lambda)\) and \(${lhs}\mathrm{P}(X = ${r + 1}) = ${rhs}\mathrm{P}(X = ${r})\).`,
      parts: [
        part(tex`Find the value of \(\lambda\).`, tex`\lambda = ${num(lambda)}`, [
          mark(
            'M1',
            'Forms the ratio of Poisson probabilities',
            tex`${lhs}\frac{\mathrm{e}^{-\lambda}\lambda^{${r + 1}}}{${r + 1}!} = ${rhs}\frac{\mathrm{e}^{-\lambda}\lambda^{${r}}}{${r}!}`,
          ),
          mark(
            'A1',
            'Correct unsimplified equation',
            tex`${lhs}\frac{\mathrm{e}^{-\lambda}\lambda^{${r + 1}}}{${r + 1}!} = ${rhs}\frac{\mathrm{e}^{-\lambda}\lambda^{${r}}}{${r}!}`,
            ['a.1'],
          ),
          mark('A1', tex`Correct \(\lambda\)`, tex`\lambda = ${num(lambda)}`, ['a.1']),
        ]),
        part(tex`Write down \(\mathrm{Var}(X)\).`, num(lambda), [
          mark('B1ft', tex`Variance equals the mean, ft their \(\lambda\)`, num(lambda), ['a.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X \leqslant ${cut})\).`, sf(le), [
          mark(
            'M1',
            tex`Sums Poisson probabilities or uses tables with their \(\lambda\)`,
            tex`\sum_{r=0}^{${cut}} \frac{\mathrm{e}^{-\lambda}\lambda^{r}}{r!}`,
          ),
          mark('A1', 'Correct probability, awrt', sf(le), ['c.1']),
        ]),
        part(
          tex`Using your answer to part (b), find the probability that \(X\) lies within one standard deviation of its mean.`,
          sf(within),
          [
            mark(
              'M1',
              'Uses the standard deviation as the square root of their variance to find the integer range',
              tex`${num(lambda)} \pm ${sf(sd)}, \; \mathrm{P}(${lo} \leqslant X \leqslant ${hi})`,
            ),
            mark('A1ft', tex`Correct probability, ft their \(\lambda\), awrt`, sf(within), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) B1ft: their \(\lambda\) from (a).`,
        '(d) The range must be of integers strictly inside the mean plus or minus one standard deviation.',
      ],
      facts: { r, c: top / den, lambda, cut, le, lo, hi, within },
    };
  },
};

const approximation: QuestionTemplate = {
  id: 'fs1.poisson.binomial-approximation',
  subtopicId: 'fs1-poisson-distribution.approximation-to-the-binomial',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['Poisson distribution', 'binomial distribution', 'approximation'],
  build(rng) {
    let n: number;
    let perMille: number;
    do {
      [n, perMille] = [rng.int(2, 10) * 50, rng.pick([8, 10, 12, 15, 20, 25])];
    } while ((n * perMille) / 1000 > 8 || (n * perMille) / 1000 < 1.5);
    const p = perMille / 1000;
    const lambda = (n * perMille) / 1000;
    const k = Math.max(1, Math.floor(lambda) - rng.int(0, 2));
    const approx = poissonCdf(lambda, k);
    const exact = binomialCdf(n, p, k);
    const v = (n * perMille * (1000 - perMille)) / 1e6;
    const setting = rng.pick([
      [tex`A machine produces components`, tex`faulty components`, tex`components`],
      [tex`A factory produces light bulbs`, tex`faulty bulbs`, tex`bulbs`],
      [tex`A printer prints leaflets`, tex`faulty leaflets`, tex`leaflets`],
    ]);
    return {
      title: 'Poisson approximation to a binomial distribution',
      introTex: tex`${setting[0]}, each of which is faulty with probability \(${num(p)}\) independently. A batch of \(${n}\) ${setting[2]} is checked and \(X\) is the number of ${setting[1]}.`,
      parts: [
        part(
          tex`Explain why a Poisson distribution can be used to approximate the distribution of \(X\).`,
          tex`n \text{ large}, \; p \text{ small}`,
          [mark('B1', tex`\(n\) large and \(p\) small`, tex`n = ${n} \text{ is large and } p = ${num(p)} \text{ is small}`)],
        ),
        part(tex`Use a suitable approximation to find \(\mathrm{P}(X \leqslant ${k})\).`, sf(approx), [
          mark('B1', 'Correct Poisson mean', tex`\mathrm{Po}(${num(lambda)})`),
          mark('M1', tex`Finds \(\mathrm{P}(X \leqslant ${k})\) from the Poisson distribution`, tex`\mathrm{P}(X \leqslant ${k})`),
          mark('A1', 'Correct approximation, awrt', sf(approx), ['b.2']),
        ]),
        part(tex`Find the exact value of \(\mathrm{P}(X \leqslant ${k})\).`, sf(exact), [
          mark(
            'M1',
            tex`Sums binomial probabilities \(\mathrm{B}(${n}, ${num(p)})\)`,
            tex`\sum_{r=0}^{${k}} \binom{${n}}{r}(${num(p)})^{r}(${num(1 - p)})^{${n} - r}`,
          ),
          mark('A1', 'Correct probability, awrt', sf(exact), ['c.1']),
        ]),
        part(
          tex`Find \(\mathrm{Var}(X)\). Hence explain why the approximation in part (b) is close to the exact value.`,
          tex`\mathrm{Var}(X) = ${num(v)} \approx \mathrm{E}(X) = ${num(lambda)}`,
          [
            mark('B1', tex`Correct variance \(np(1 - p)\)`, num(v)),
            mark('B1', 'Variance close to the mean, as for the Poisson distribution', tex`${num(v)} \approx ${num(lambda)}`),
          ],
        ),
      ],
      notes: [
        '(b) The exact binomial value scores B0 M0 A0 as the question asks for the approximation.',
        '(c) Calculator binomial cdf is acceptable.',
      ],
      facts: { n, p, k, lambda, approx, exact, v },
    };
  },
};

const P_VALUES = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4];

const geometric: QuestionTemplate = {
  id: 'fs1.geometric.probabilities',
  subtopicId: 'fs1-geometric-and-negative-binomial.distributions',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['geometric distribution', 'negative binomial distribution'],
  build(rng) {
    const p = rng.pick(P_VALUES);
    const [k, m, r] = [rng.int(2, 6), rng.int(3, 8), rng.int(2, 4)];
    const y = r + rng.int(2, 6);
    const pk = (1 - p) ** (k - 1) * p;
    const tail = (1 - p) ** m;
    const nb = choose(y - 1, r - 1) * p ** r * (1 - p) ** (y - r);
    const later = ((1 - p) ** (m + k - 1) * p) / tail;
    return {
      title: 'Geometric and negative binomial probabilities',
      introTex: tex`A player throws darts at a target. Each throw hits the bullseye with probability \(${num(p)}\), independently of other throws.`,
      parts: [
        part(tex`Find the probability that the first bullseye is on throw \(${k}\).`, sf(pk), [
          mark('M1', tex`Uses \((1 - p)^{k - 1}p\)`, tex`(${num(1 - p)})^{${k - 1}}(${num(p)})`),
          mark('A1', 'Correct unsimplified expression', tex`(${num(1 - p)})^{${k - 1}}(${num(p)})`, ['a.1']),
          mark('A1', 'Correct probability, awrt', sf(pk), ['a.1']),
        ]),
        part(tex`Find the probability that more than \(${m}\) throws are needed to hit the first bullseye.`, sf(tail), [
          mark('M1', tex`Uses \((1 - p)^{m}\)`, tex`(${num(1 - p)})^{${m}}`),
          mark('A1', 'Correct probability, awrt', sf(tail), ['b.1']),
        ]),
        part(tex`Find the probability that the ${ordinal(r)} bullseye is on throw \(${y}\).`, sf(nb), [
          mark('M1', 'Uses the negative binomial probability', tex`\binom{${y - 1}}{${r - 1}}(${num(p)})^{${r}}(${num(1 - p)})^{${y - r}}`),
          mark('A1', 'Correct probability, awrt', sf(nb), ['c.1']),
        ]),
        part(
          tex`Given that the first \(${m}\) throws all miss the bullseye, use your answers to parts (a) and (b) to find the probability that the first bullseye is on throw \(${m + k}\).`,
          sf(later),
          [
            mark(
              'M1',
              tex`Conditional probability \(\frac{\mathrm{P}(X = ${m + k})}{\mathrm{P}(X > ${m})}\), or the lack of memory of the geometric distribution`,
              tex`\frac{(${num(1 - p)})^{${m + k - 1}}(${num(p)})}{(${num(1 - p)})^{${m}}}`,
            ),
            mark('A1ft', 'Same as their answer to (a)', sf(later), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(c) The binomial coefficient must be \(\binom{${y - 1}}{${r - 1}}\).`,
        '(d) The answer equals (a): the geometric distribution has no memory.',
      ],
      facts: { p, k, m, r, y, pk, tail, nb, later },
    };
  },
};

const geometricMeans: QuestionTemplate = {
  id: 'fs1.geometric.mean-variance',
  subtopicId: 'fs1-geometric-and-negative-binomial.means-and-variances',
  difficulty: 2,
  frequency: 'occasional',
  tags: ['geometric distribution', 'negative binomial distribution', 'mean and variance'],
  build(rng) {
    const p = rng.pick([0.04, 0.05, 0.08, 0.1, 0.125, 0.16, 0.2, 0.25, 0.4, 0.5]);
    const r = rng.int(2, 8);
    const inv = Math.round(1000 / p) / 1000;
    const varX = (1 - p) / (p * p);
    const above = (1 - p) ** Math.floor(inv);
    const setting = rng.pick([
      [tex`The random variable \(X\) has a geometric distribution`],
      [tex`The number of throws, \(X\), that Kai needs to hit a target has a geometric distribution`],
    ]);
    return {
      title: 'Means and variances of geometric and negative binomial variables',
      introTex: tex`${setting[0]} with \(\mathrm{E}(X) = ${num(inv)}\).`,
      parts: [
        part(tex`Find the parameter \(p\) of the distribution.`, num(p), [
          mark('B1', tex`Uses \(\mathrm{E}(X) = \frac{1}{p}\)`, tex`p = ${num(p)}`),
        ]),
        part(tex`Find \(\mathrm{Var}(X)\).`, num(varX), [
          mark('M1', tex`Uses \(\frac{1 - p}{p^{2}}\)`, tex`\frac{1 - ${num(p)}}{${num(p)}^{2}}`),
          mark('A1', 'Correct unsimplified expression', tex`\frac{1 - ${num(p)}}{${num(p)}^{2}}`, ['b.1']),
          mark('A1', 'Correct variance', num(varX), ['b.1']),
        ]),
        part(
          tex`The random variable \(Y\) is the number of trials needed to obtain \(${r}\) successes in the same situation. Find \(\mathrm{E}(Y)\) and \(\mathrm{Var}(Y)\).`,
          tex`\mathrm{E}(Y) = ${num(r / p)}, \; \mathrm{Var}(Y) = ${num(r * varX)}`,
          [
            mark(
              'M1',
              tex`Uses \(\frac{r}{p}\) and \(\frac{r(1 - p)}{p^{2}}\)`,
              tex`\frac{${r}}{${num(p)}}, \; \frac{${r}(1 - ${num(p)})}{${num(p)}^{2}}`,
            ),
            mark('A1', 'Both correct', tex`${num(r / p)}, \; ${num(r * varX)}`, ['c.1']),
          ],
        ),
        part(tex`Using your answer to part (a), find \(\mathrm{P}(X > \mathrm{E}(X))\).`, sf(above), [
          mark(
            'M1',
            tex`Uses \(\mathrm{P}(X > n) = (1 - p)^{n}\) with \(n\) the largest integer not above \(\mathrm{E}(X)\)`,
            tex`(${num(1 - p)})^{${Math.floor(inv)}}`,
          ),
          mark('A1ft', tex`Correct probability, ft their \(p\), awrt`, sf(above), ['d.1']),
        ]),
      ],
      notes: [
        tex`(c) Follow through their \(p\) for M1 only.`,
        tex`(d) When \(\mathrm{E}(X)\) is not an integer, \(\mathrm{P}(X > \mathrm{E}(X)) = (1 - p)^{n}\) for \(n\) the integer part of \(\mathrm{E}(X)\).`,
      ],
      facts: { p, r, varX, ey: r / p, vy: r * varX, mean: inv, above },
    };
  },
};

/** Upper 5% and 1% points of N(0, 1), as printed in tables. */
const Z_TABLE: Record<string, number> = { '0.05': 1.6449, '0.01': 2.3263 };

const clt: QuestionTemplate = {
  id: 'fs1.clt.spinner-mean',
  subtopicId: 'fs1-central-limit-theorem.sample-means',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['central limit theorem', 'sample mean', 'normal approximation'],
  build(rng) {
    const k = rng.int(4, 8);
    const n = rng.pick([40, 50, 60, 80, 100]);
    const mu = (k + 1) / 2;
    const s2 = (k * k - 1) / 12;
    const a = ((k + 1) * 10 + rng.pick([-1, 1]) * rng.int(1, 8)) / 20;
    const z = (a - mu) / Math.sqrt(s2 / n);
    const prob = 1 - normalCdf(z);
    let level: '0.05' | '0.01';
    let h: number;
    let raw: number;
    do {
      [level, h] = [rng.pick(['0.05', '0.01'] as const), rng.int(2, 10) / 10];
      raw = (Z_TABLE[level] ** 2 * s2) / (h * h);
    } while (Math.abs(raw - Math.round(raw)) < 0.05 || raw < 30 || raw > 600);
    const least = Math.ceil(raw);
    const setting = rng.pick([
      [tex`A fair spinner has sectors numbered`, tex`The spinner is spun`, tex`The spinner is instead spun`, tex`the number it lands on`],
      [
        tex`A computer program picks a whole number at random from`,
        tex`The program is run`,
        tex`The program is instead run`,
        tex`the number it picks`,
      ],
      [
        tex`A fair spinner has equal sectors numbered`,
        tex`The spinner is spun`,
        tex`The spinner is instead spun`,
        tex`the number on the sector it stops at`,
      ],
    ]);
    return {
      title: 'Central limit theorem for the mean score on a spinner',
      introTex: tex`${setting[0]} \(1\) to \(${k}\). The score \(X\) is ${setting[3]}. ${setting[1]} \(${n}\) times and \(\bar{X}\) is the mean score.`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`, tex`${num(mu)}, \; ${fracTex(frac(k * k - 1, 12))}`, [
          mark('B1', 'Correct mean', num(mu)),
          mark('B1', 'Correct variance', fracTex(frac(k * k - 1, 12))),
        ]),
        part(tex`Use the central limit theorem to find an estimate of \(\mathrm{P}(\bar{X} > ${num(a)})\).`, sf(prob), [
          mark(
            'M1',
            'Uses an approximate normal distribution for the mean',
            tex`\bar{X} \approx \mathrm{N}\left(${num(mu)}, \frac{${fracTex(frac(k * k - 1, 12))}}{${n}}\right)`,
          ),
          mark('M1', 'Standardises with their values', tex`z = \frac{${num(a)} - ${num(mu)}}{\sqrt{${sf(s2 / n)}}} = ${sf(z)}`),
          mark('A1', 'Correct probability, awrt', sf(prob), ['b.1', 'b.2']),
        ]),
        part(
          tex`${setting[2]} \(m\) times. Using your answers to part (a), find the least value of \(m\) for which the probability that the mean score exceeds \(${num(mu + h)}\) is less than \(${level}\).`,
          tex`m = ${least}`,
          [
            mark(
              'M1',
              tex`Standardises the mean with variance over \(m\), ft their mean and variance`,
              tex`\frac{${num(h)}}{\sqrt{${fracTex(frac(k * k - 1, 12))}/m}} > ${Z_TABLE[level]}`,
            ),
            mark('M1', tex`Rearranges to an inequality for \(m\)`, tex`m > ${raw.toFixed(2)}`),
            mark('A1', tex`Correct least \(m\)`, tex`m = ${least}`, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        tex`(b) A1 needs the variance divided by \(${n}\).`,
        tex`(c) Uses the table value \(${Z_TABLE[level]}\); the answer must be an integer.`,
      ],
      facts: { k, n, a, mu, s2, prob, level: Number(level), h, least },
    };
  },
};

const pgfStandard: QuestionTemplate = {
  id: 'fs1.pgf.binomial-type',
  subtopicId: 'fs1-probability-generating-functions.standard-pgfs',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['synoptic', 'probability generating functions', 'standard distributions', 'Poisson distribution'],
  build(rng) {
    const [a, b, n] = [rng.int(1, 3), rng.int(1, 3), rng.int(2, 5)];
    const lambda = rng.pick(LAMBDAS);
    const k = frac(1, (a + b) ** n);
    const p0 = frac(a ** n, (a + b) ** n);
    const p1 = frac(n * a ** (n - 1) * b, (a + b) ** n);
    const sum1 = (value(p0) * lambda + value(p1)) * Math.exp(-lambda);
    const setting = rng.pick([
      [tex`The random variable \(X\) has probability generating function`],
      [tex`The number of seeds, \(X\), that germinate in a tray has probability generating function`],
      [tex`The number of heads, \(X\), obtained when some biased coins are spun has probability generating function`],
    ]);
    return {
      title: 'Probability generating functions of standard distributions',
      parts: [
        part(
          tex`Write down the probability generating function of \(Y \sim \mathrm{Po}(${num(lambda)})\).`,
          tex`\mathrm{G}_{Y}(t) = \mathrm{e}^{${num(lambda)}(t - 1)}`,
          [mark('B1', 'Correct PGF', tex`\mathrm{e}^{${num(lambda)}(t - 1)}`)],
        ),
        part(tex`${setting[0]} \(\mathrm{G}_{X}(t) = k(${a} + ${b === 1 ? '' : b}t)^{${n}}\). Find the value of \(k\).`, fracTex(k), [
          mark('M1', tex`Uses \(\mathrm{G}_{X}(1) = 1\)`, tex`k(${a + b})^{${n}} = 1`),
          mark('A1', tex`Correct \(k\)`, fracTex(k), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X = 1)\).`, fracTex(p1), [
          mark('M1', tex`Finds the coefficient of \(t\)`, tex`k\times ${n}\times ${a}^{${n - 1}}\times ${b}`),
          mark('A1', 'Correct probability', fracTex(p1), ['c.1']),
        ]),
        part(
          tex`The random variables \(X\) and \(Y\) are independent. Using your answers to parts (a), (b) and (c), find \(\mathrm{P}(X + Y = 1)\).`,
          sf(sum1),
          [
            mark(
              'M1',
              tex`Multiplies the PGFs of \(X\) and \(Y\)`,
              tex`\mathrm{G}_{X + Y}(t) = k(${a} + ${b === 1 ? '' : b}t)^{${n}}\mathrm{e}^{${num(lambda)}(t - 1)}`,
            ),
            mark(
              'M1',
              tex`Coefficient of \(t\): \(\mathrm{P}(X = 0)\mathrm{P}(Y = 1) + \mathrm{P}(X = 1)\mathrm{P}(Y = 0)\), with their \(k\)`,
              tex`${fracTex(p0)}\times ${num(lambda)}\mathrm{e}^{-${num(lambda)}} + ${fracTex(p1)}\mathrm{e}^{-${num(lambda)}}`,
            ),
            mark('A1', 'Correct probability, awrt', sf(sum1), ['d.1', 'd.2']),
          ],
        ),
      ],
      notes: [
        tex`(c) Differentiating \(\mathrm{G}_{X}(t)\) and using \(\mathrm{G}_{X}'(0)\) is equivalent.`,
        '(d) Listing the two cases without the PGF is acceptable for both M marks.',
      ],
      facts: { a, b, n, lambda, k: value(k), p1: value(p1), sum1 },
    };
  },
};

const pgfMoments: QuestionTemplate = {
  id: 'fs1.pgf.mean-variance',
  subtopicId: 'fs1-probability-generating-functions.mean-and-variance',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['probability generating functions', 'mean and variance'],
  build(rng) {
    let [a, b] = [rng.int(1, 3), rng.int(1, 3)];
    while (a === b && a > 1) [a, b] = [rng.int(1, 3), rng.int(1, 3)];
    const [n, m] = [rng.int(2, 6), rng.int(0, 2)];
    const mean = frac(m * (a + b) + n * b, a + b);
    const v = frac(n * a * b, (a + b) ** 2);
    const pLow = frac(a ** n, (a + b) ** n);
    const [c, d] = [rng.int(2, 3), rng.nonZero(-m * 2, 5)];
    const ey = add(mul(mean, c), d);
    const G = tex`\mathrm{G}_{X}(t) = ${m ? (m === 1 ? 't' : `t^{${m}}`) : ''}\left(\frac{${a} + ${b === 1 ? '' : b}t}{${a + b}}\right)^{${n}}`;
    const gy = tex`${power('t', m * c + d)}\left(\frac{${a} + ${b === 1 ? '' : b}t^{${c}}}{${a + b}}\right)^{${n}}`;
    const setting = rng.pick([
      [tex`The random variable \(X\) has probability generating function`],
      [tex`The number of goals, \(X\), scored by a team in a match has probability generating function`],
      [tex`The number of customers, \(X\), in a queue when a bank opens has probability generating function`],
    ]);
    return {
      title: 'Mean and variance from a probability generating function',
      introTex: tex`${setting[0]} \(${G}\).`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\).`, fracTex(mean), [
          mark('M1', tex`Differentiates and uses \(\mathrm{E}(X) = \mathrm{G}_{X}'(1)\)`, tex`\mathrm{G}'(1)`),
          mark('A1', 'Correct mean', fracTex(mean), ['a.1']),
        ]),
        part(tex`Find \(\mathrm{Var}(X)\).`, fracTex(v), [
          mark(
            'M1',
            tex`Uses \(\mathrm{Var}(X) = ${pgfVarianceTex(tex`\mathrm{G}_{X}`)}\)`,
            tex`\mathrm{G}''(1) + \mathrm{G}'(1) - \left(\mathrm{G}'(1)\right)^{2}`,
          ),
          mark('A1', tex`Correct \(\mathrm{G}''(1)\)`, tex`\mathrm{G}''(1) = ${fracTex(add(v, mul(mean, add(mean, -1))))}`, ['b.1']),
          mark('A1', 'Correct variance', fracTex(v), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X = ${m})\).`, fracTex(pLow), [
          mark('M1', tex`Coefficient of the lowest power of \(t\)`, tex`\left(\frac{${a}}{${a + b}}\right)^{${n}}`),
          mark('A1', 'Correct probability', fracTex(pLow), ['c.1']),
        ]),
        part(
          tex`The random variable \(Y = ${c}X ${d < 0 ? '-' : '+'} ${Math.abs(d)}\). Write down the probability generating function of \(Y\) and, using your answer to part (a), find \(\mathrm{E}(Y)\).`,
          tex`\mathrm{G}_{Y}(t) = ${gy}, \; \mathrm{E}(Y) = ${fracTex(ey)}`,
          [
            mark(
              'B1',
              tex`Uses \(\mathrm{G}_{Y}(t) = ${power('t', d)}\mathrm{G}_{X}\left(t^{${c}}\right)\)`,
              tex`\mathrm{G}_{Y}(t) = ${gy}`,
            ),
            mark('B1ft', tex`Correct \(\mathrm{E}(Y)\), ft their \(\mathrm{E}(X)\)`, fracTex(ey)),
          ],
        ),
      ],
      notes: [
        tex`(b) A product rule is needed when the factor of \(t\) is present.`,
        tex`(d) \(\mathrm{E}(Y) = ${c}\mathrm{E}(X) ${d < 0 ? '-' : '+'} ${Math.abs(d)}\), or from \(\mathrm{G}_{Y}'(1)\).`,
      ],
      facts: { a, b, n, m, mean: value(mean), variance: value(v), pLow: value(pLow), c, d, ey: value(ey) },
    };
  },
};

const pgfSums: QuestionTemplate = {
  id: 'fs1.pgf.sum-with-poisson',
  subtopicId: 'fs1-probability-generating-functions.sums-of-independent-variables',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['synoptic', 'probability generating functions', 'sums of independent random variables', 'Poisson distribution'],
  build(rng) {
    const [a, b, lambda] = [rng.int(1, 4), rng.int(1, 4), rng.pick(LAMBDAS)];
    const p0 = (a / (a + b)) * Math.exp(-lambda);
    const p1 = ((a * lambda + b) / (a + b)) * Math.exp(-lambda);
    const meanF = add(frac(b, a + b), frac(Math.round(lambda * 2), 2));
    const varF = add(frac(a * b, (a + b) ** 2), frac(Math.round(lambda * 2), 2));
    const Gx = tex`\frac{${a} + ${b === 1 ? '' : b}t}{${a + b}}`;
    const setting = rng.pick([
      [tex`The independent random variables \(X\) and \(Y\) have`],
      [tex`The numbers of cars, \(X\), and of vans, \(Y\), passing a checkpoint in a minute are independent and have`],
    ]);
    return {
      title: 'Probability generating function of a sum',
      introTex: tex`${setting[0]} \(\mathrm{G}_{X}(t) = ${Gx}\) and \(Y \sim \mathrm{Po}(${num(lambda)})\). Let \(S = X + Y\).`,
      parts: [
        part(tex`Write down the probability generating function of \(S\).`, tex`${Gx}\,\mathrm{e}^{${num(lambda)}(t - 1)}`, [
          mark('B1', 'Product of the PGFs', tex`\mathrm{G}_{S}(t) = ${Gx}\,\mathrm{e}^{${num(lambda)}(t - 1)}`),
        ]),
        part(tex`Find \(\mathrm{P}(S = 0)\).`, sf(p0), [
          mark('M1', tex`Uses \(\mathrm{G}_{S}(0)\)`, tex`\frac{${a}}{${a + b}}\mathrm{e}^{-${num(lambda)}}`),
          mark('A1', 'Correct unsimplified expression', tex`\frac{${a}}{${a + b}}\mathrm{e}^{-${num(lambda)}}`, ['b.1']),
          mark('A1', 'Correct probability, awrt', sf(p0), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{E}(S)\).`, fracTex(meanF), [
          mark('B1', 'Correct mean, e.g. from the sum of the means', tex`\frac{${b}}{${a + b}} + ${num(lambda)}`),
        ]),
        part(tex`Using your answer to part (a), find \(\mathrm{Var}(S)\).`, fracTex(varF), [
          mark(
            'M1',
            tex`Uses \(${pgfVarianceTex(tex`\mathrm{G}_{S}`)}\) on their \(\mathrm{G}_{S}(t)\), or adds the variances`,
            tex`\frac{${a * b}}{${(a + b) ** 2}} + ${num(lambda)}`,
          ),
          mark('A1', 'Correct variance', fracTex(varF), ['d.1']),
        ]),
        part(tex`Find \(\mathrm{P}(S = 1)\).`, sf(p1), [
          mark(
            'M1',
            tex`Coefficient of \(t\) in their \(\mathrm{G}_{S}(t)\), or \(\mathrm{P}(X = 0)\mathrm{P}(Y = 1) + \mathrm{P}(X = 1)\mathrm{P}(Y = 0)\)`,
            tex`\frac{${a}}{${a + b}}\times ${num(lambda)}\mathrm{e}^{-${num(lambda)}} + \frac{${b}}{${a + b}}\mathrm{e}^{-${num(lambda)}}`,
          ),
          mark('A1', 'Correct probability, awrt', sf(p1), ['e.1']),
        ]),
      ],
      notes: [
        tex`(c) Differentiating the PGF of \(S\) is also acceptable.`,
        '(d) The variance of a sum of independent variables is the sum of the variances.',
      ],
      facts: { a, b, lambda, p0, p1, mean: value(meanF), variance: value(varF) },
    };
  },
};

/** The templates first written for this file; the other FS1 distribution files add to the module list below. */
export const fs1CoreDistributionTemplates: QuestionTemplate[] = [
  expectedValue,
  variance,
  functionsOfX,
  poissonModelling,
  additive,
  poissonMean,
  approximation,
  geometric,
  geometricMeans,
  clt,
  pgfStandard,
  pgfMoments,
  pgfSums,
];

export const fs1DistributionTemplates: QuestionTemplate[] = [
  ...fs1CoreDistributionTemplates,
  ...fs1DrvPoissonTemplates,
  ...fs1GeometricCltTemplates,
  ...fs1PgfTemplates,
];
