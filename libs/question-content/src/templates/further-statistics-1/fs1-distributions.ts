import { frac } from '../../math/rational.js';
import { binomialCdf, choose, normalCdf, poissonCdf, poissonPmf } from '../../math/stats.js';
import { fracTex, num, sf, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';

const CONTEXTS = ['calls arriving at a helpline', 'emails received by an office', 'faults found in a length of cable', 'customers arriving at a kiosk', 'meteors seen by an observer'];

/** Probabilities in hundredths summing to 100, each at least 5. */
function hundredths(rng: Rng, count: number): number[] {
  for (;;) {
    const cuts = Array.from({ length: count - 1 }, () => rng.int(1, 19) * 5).sort((a, b) => a - b);
    const parts = [...cuts, 100].map((c, i) => c - (i ? cuts[i - 1] : 0));
    if (parts.every((p) => p >= 5)) return parts;
  }
}
const table = (xs: number[], ps: string[]) => tex`\begin{array}{c|${'c'.repeat(xs.length)}} x & ${xs.join(' & ')} \\ \hline \mathrm{P}(X = x) & ${ps.join(' & ')} \end{array}`;
const dec = (h: number) => num(h / 100);

const expectedValue: QuestionTemplate = {
  id: 'fs1.drv.expectation',
  subtopicId: 'fs1-discrete-random-variables.expected-value',
  difficulty: 1,
  frequency: 'frequent',
  tags: ['discrete random variables', 'expectation'],
  build(rng) {
    const xs = rng.pick([[0, 1, 2, 3], [1, 2, 3, 4], [1, 2, 4, 8], [-1, 0, 1, 2]]);
    const ps = hundredths(rng, 4);
    const unknown = rng.int(0, 3);
    const mean = xs.reduce((s, x, i) => s + x * ps[i], 0) / 100;
    return {
      title: 'Expected value of a discrete random variable',
      introTex: tex`The discrete random variable \(X\) has the probability distribution \(${table(xs, ps.map((p, i) => (i === unknown ? 'k' : dec(p))))}\)`,
      parts: [
        part(tex`Find the value of \(k\).`, tex`k = ${dec(ps[unknown])}`, [mark('B1', 'Uses the probabilities summing to 1', tex`k = ${dec(ps[unknown])}`)]),
        part(tex`Find \(\mathrm{E}(X)\).`, num(mean), [
          mark('M1', 'Uses the sum of x P(X = x)', xs.map((x, i) => `${x < 0 ? `(${x})` : x}(${dec(ps[i])})`).join(' + ')),
          mark('A1', 'Correct mean', num(mean), ['b.1']),
        ]),
      ],
      notes: ['(b) M1 needs at least three correct products with their k.'],
      facts: { xs, ps, unknown, mean },
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
    const xs = rng.pick([[1, 2, 3], [0, 2, 4], [1, 3, 5], [-1, 0, 2], [2, 3, 5]]);
    const ps = hundredths(rng, 3);
    const mean = xs.reduce((s, x, i) => s + x * ps[i], 0) / 100;
    const ex2 = xs.reduce((s, x, i) => s + x * x * ps[i], 0) / 100;
    const v = ex2 - mean * mean;
    return {
      title: 'Variance of a discrete random variable',
      introTex: tex`The discrete random variable \(X\) has the probability distribution \(${table(xs, ps.map(dec))}\)`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\).`, num(mean), [mark('B1', 'Correct mean', num(mean))]),
        part(tex`Find \(\mathrm{Var}(X)\).`, num(v), [
          mark('M1', 'Finds E(X^2) as the sum of x^2 P(X = x)', tex`\mathrm{E}(X^{2}) = ${num(ex2)}`),
          mark('M1', 'Uses Var(X) = E(X^2) - (E(X))^2', tex`${num(ex2)} - ${num(mean)}^{2}`),
          mark('A1', 'Correct variance', num(v), ['b.1', 'b.2']),
        ]),
      ],
      notes: ['(b) The second M1 may be awarded for their E(X^2) and E(X).'],
      facts: { xs, ps, mean, variance: v },
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
    return {
      title: 'Mean and variance of a function of a random variable',
      introTex: tex`The random variable \(X\) has \(\mathrm{E}(X) = ${num(mu)}\) and \(\mathrm{Var}(X) = ${num(sigma2)}\). The random variable \(Y = ${a === 1 ? '' : a === -1 ? '-' : a}X ${b < 0 ? '-' : '+'} ${Math.abs(b)}\).`,
      parts: [
        part(tex`Find \(\mathrm{E}(Y)\).`, num(ey), [mark('B1', 'Correct E(Y)', num(ey))]),
        part(tex`Find \(\mathrm{Var}(Y)\).`, num(vy), [
          mark('M1', 'Uses Var(aX + b) = a^2 Var(X)', tex`(${a})^{2} \times ${num(sigma2)}`),
          mark('A1', 'Correct variance', num(vy), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{E}(X^{2})\).`, num(sigma2 + mu * mu), [mark('B1', 'Uses E(X^2) = Var(X) + (E(X))^2', num(sigma2 + mu * mu))]),
      ],
      notes: ['(b) a Var(X) or a^2 Var(X) + b scores M0.'],
      facts: { mu, sigma2, a, b, ey, vy },
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
    return {
      title: 'Modelling with a Poisson distribution',
      introTex: tex`The number of ${context} in a one-hour period is modelled by the random variable \(X \sim \mathrm{Po}(${num(lambda)})\).`,
      parts: [
        part(tex`State two conditions needed for the Poisson model to be suitable.`, tex`\text{singly, independently, at a constant average rate}`, [
          mark('B1', 'One condition in context', tex`\text{events occur singly or independently}`),
          mark('B1', 'A second condition in context', tex`\text{at a constant average rate}`),
        ]),
        part(tex`Find \(\mathrm{P}(X = ${k})\).`, sf(exact), [
          mark('M1', 'Uses the Poisson probability formula', tex`\frac{\mathrm{e}^{-${num(lambda)}}(${num(lambda)})^{${k}}}{${k}!}`),
          mark('A1', 'Correct probability, awrt 3 s.f.', sf(exact), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X \geqslant ${m})\).`, sf(atLeast), [
          mark('M1', 'Uses 1 - P(X <= m - 1)', tex`1 - \mathrm{P}(X \leqslant ${m - 1})`),
          mark('A1', 'Correct probability, awrt 3 s.f.', sf(atLeast), ['c.1']),
        ]),
      ],
      notes: ['(a) Conditions must be in context for both marks; one correct condition without context scores B1 B0.'],
      facts: { lambda, k, m, exact, atLeast },
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
    return {
      title: 'Combining independent Poisson variables',
      introTex: tex`A shop receives telephone orders at a rate of \(${num(a)}\) per hour and online orders at a rate of \(${num(b)}\) per hour. The numbers of each type of order are independent and follow Poisson distributions.`,
      parts: [
        part(tex`Find the probability that exactly \(${k}\) orders in total are received in a one-hour period.`, sf(pk), [
          mark('M1', 'Uses Po(a + b)', tex`\mathrm{Po}(${num(a + b)})`),
          mark('A1', 'Correct probability, awrt', sf(pk), ['a.1']),
        ]),
        part(tex`Find the probability that more than \(${m}\) orders in total are received in a \(${hours}\)-hour period.`, sf(more), [
          mark('M1', 'Uses Po with mean scaled by the time', tex`\mathrm{Po}(${num(big)}), \; 1 - \mathrm{P}(Y \leqslant ${m})`),
          mark('A1', 'Correct probability, awrt', sf(more), ['b.1']),
        ]),
      ],
      notes: ['Both parts need the sum of the rates; independence must be used, not stated.'],
      facts: { a, b, k, hours, m, pk, more },
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
    const r = rng.int(1, 3);
    const c = rng.pick([1, 1.5, 2]);
    const lambda = c * (r + 1);
    const le = poissonCdf(lambda, Math.floor(lambda));
    return {
      title: 'Finding the parameter of a Poisson distribution',
      introTex: tex`The random variable \(X \sim \mathrm{Po}(\lambda)\) and \(\mathrm{P}(X = ${r + 1}) = ${num(c)}\,\mathrm{P}(X = ${r})\).`,
      parts: [
        part(tex`Find the value of \(\lambda\).`, tex`\lambda = ${num(lambda)}`, [
          mark('M1', 'Forms the ratio of Poisson probabilities', tex`\frac{\lambda^{${r + 1}}}{${r + 1}!} = ${num(c)}\cdot\frac{\lambda^{${r}}}{${r}!}`),
          mark('A1', 'Correct lambda', tex`\lambda = ${num(lambda)}`, ['a.1']),
        ]),
        part(tex`Write down \(\mathrm{Var}(X)\).`, num(lambda), [mark('B1ft', 'Variance equals the mean', num(lambda), ['a.2'])]),
        part(tex`Find \(\mathrm{P}(X \leqslant ${Math.floor(lambda)})\).`, sf(le), [
          mark('M1', 'Sums Poisson probabilities or uses tables with their lambda', tex`\sum_{r=0}^{${Math.floor(lambda)}} \frac{\mathrm{e}^{-\lambda}\lambda^{r}}{r!}`),
          mark('A1', 'Correct probability, awrt', sf(le), ['c.1']),
        ]),
      ],
      notes: ['(b) B1ft: their lambda from (a).'],
      facts: { r, c, lambda, le },
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
    const [n, p] = [rng.pick([100, 150, 200, 250, 300]), rng.pick([0.01, 0.015, 0.02, 0.025])];
    const lambda = n * p;
    const k = Math.max(1, Math.floor(lambda) - rng.int(0, 2));
    const approx = poissonCdf(lambda, k);
    return {
      title: 'Poisson approximation to a binomial distribution',
      introTex: tex`A machine produces components, each of which is faulty with probability \(${num(p)}\) independently. A batch of \(${n}\) components is checked and \(X\) is the number of faulty components.`,
      parts: [
        part(tex`Explain why a Poisson distribution can be used to approximate the distribution of \(X\).`, tex`n \text{ large}, \; p \text{ small}`, [mark('B1', 'n large and p small', tex`n = ${n} \text{ is large and } p = ${num(p)} \text{ is small}`)]),
        part(tex`Use a suitable approximation to find \(\mathrm{P}(X \leqslant ${k})\).`, sf(approx), [
          mark('B1', 'Correct Poisson mean', tex`\mathrm{Po}(${num(lambda)})`),
          mark('M1', 'Finds P(X <= k) from the Poisson distribution', tex`\mathrm{P}(X \leqslant ${k})`),
          mark('A1', 'Correct approximation, awrt', sf(approx), ['b.1', 'b.2']),
        ]),
      ],
      notes: ['(b) The exact binomial value scores B0 M0 A0 as the question asks for the approximation.'],
      facts: { n, p, k, lambda, approx, exact: binomialCdf(n, p, k) },
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
    return {
      title: 'Geometric and negative binomial probabilities',
      introTex: tex`A player throws darts at a target. Each throw hits the bullseye with probability \(${num(p)}\), independently of other throws.`,
      parts: [
        part(tex`Find the probability that the first bullseye is on throw \(${k}\).`, sf(pk), [
          mark('M1', 'Uses (1 - p)^{k - 1} p', tex`(${num(1 - p)})^{${k - 1}}(${num(p)})`),
          mark('A1', 'Correct probability, awrt', sf(pk), ['a.1']),
        ]),
        part(tex`Find the probability that more than \(${m}\) throws are needed to hit the first bullseye.`, sf(tail), [
          mark('M1', 'Uses (1 - p)^m', tex`(${num(1 - p)})^{${m}}`),
          mark('A1', 'Correct probability, awrt', sf(tail), ['b.1']),
        ]),
        part(tex`Find the probability that the \(${r}\)th bullseye is on throw \(${y}\).`, sf(nb), [
          mark('M1', 'Uses the negative binomial probability', tex`\binom{${y - 1}}{${r - 1}}(${num(p)})^{${r}}(${num(1 - p)})^{${y - r}}`),
          mark('A1', 'Correct probability, awrt', sf(nb), ['c.1']),
        ]),
      ],
      notes: ['(c) The binomial coefficient must be (y - 1 choose r - 1).'],
      facts: { p, k, m, r, y, pk, tail, nb },
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
    const p = rng.pick([0.2, 0.25, 0.4, 0.5, 0.125]);
    const r = rng.int(2, 5);
    const varX = (1 - p) / (p * p);
    return {
      title: 'Means and variances of geometric and negative binomial variables',
      introTex: tex`The random variable \(X\) has a geometric distribution with \(\mathrm{E}(X) = ${num(1 / p)}\).`,
      parts: [
        part(tex`Find the parameter \(p\) of the distribution.`, num(p), [mark('B1', 'Uses E(X) = 1/p', tex`p = ${num(p)}`)]),
        part(tex`Find \(\mathrm{Var}(X)\).`, num(varX), [
          mark('M1', 'Uses (1 - p)/p^2', tex`\frac{1 - ${num(p)}}{${num(p)}^{2}}`),
          mark('A1', 'Correct variance', num(varX), ['b.1']),
        ]),
        part(tex`The random variable \(Y\) is the number of trials needed to obtain \(${r}\) successes in the same situation. Find \(\mathrm{E}(Y)\) and \(\mathrm{Var}(Y)\).`, tex`\mathrm{E}(Y) = ${num(r / p)}, \; \mathrm{Var}(Y) = ${num(r * varX)}`, [
          mark('M1', 'Uses r/p and r(1 - p)/p^2', tex`\frac{${r}}{${num(p)}}, \; \frac{${r}(1 - ${num(p)})}{${num(p)}^{2}}`),
          mark('A1', 'Both correct', tex`${num(r / p)}, \; ${num(r * varX)}`, ['c.1']),
        ]),
      ],
      notes: ['(c) Follow through their p for M1 only.'],
      facts: { p, r, varX, ey: r / p, vy: r * varX },
    };
  },
};

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
    const a = Math.round((mu + rng.pick([-1, 1]) * rng.int(1, 3) * 0.1 * Math.sqrt(s2)) * 100) / 100;
    const z = (a - mu) / Math.sqrt(s2 / n);
    const prob = 1 - normalCdf(z);
    return {
      title: 'Central limit theorem for the mean score on a spinner',
      introTex: tex`A fair spinner has sectors numbered \(1\) to \(${k}\). The score \(X\) is the number it lands on. The spinner is spun \(${n}\) times and \(\bar{X}\) is the mean score.`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`, tex`${num(mu)}, \; ${fracTex(frac(k * k - 1, 12))}`, [
          mark('B1', 'Correct mean', num(mu)),
          mark('B1', 'Correct variance', fracTex(frac(k * k - 1, 12))),
        ]),
        part(tex`Use the central limit theorem to find an estimate of \(\mathrm{P}(\bar{X} > ${num(a)})\).`, sf(prob), [
          mark('M1', 'Uses an approximate normal distribution for the mean', tex`\bar{X} \approx \mathrm{N}\left(${num(mu)}, \frac{${fracTex(frac(k * k - 1, 12))}}{${n}}\right)`),
          mark('M1', 'Standardises with their values', tex`z = \frac{${num(a)} - ${num(mu)}}{\sqrt{${sf(s2 / n)}}} = ${sf(z)}`),
          mark('A1', 'Correct probability, awrt', sf(prob), ['b.1', 'b.2']),
        ]),
      ],
      notes: ['(b) A1 needs the variance divided by n.'],
      facts: { k, n, a, mu, s2, prob },
    };
  },
};

const pgfStandard: QuestionTemplate = {
  id: 'fs1.pgf.binomial-type',
  subtopicId: 'fs1-probability-generating-functions.standard-pgfs',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['probability generating functions', 'standard distributions'],
  build(rng) {
    const [a, b, n] = [rng.int(1, 3), rng.int(1, 3), rng.int(2, 5)];
    const lambda = rng.pick(LAMBDAS);
    const k = frac(1, (a + b) ** n);
    const p1 = frac(n * a ** (n - 1) * b, (a + b) ** n);
    return {
      title: 'Probability generating functions of standard distributions',
      parts: [
        part(tex`Write down the probability generating function of \(Y \sim \mathrm{Po}(${num(lambda)})\).`, tex`\mathrm{G}_{Y}(t) = \mathrm{e}^{${num(lambda)}(t - 1)}`, [mark('B1', 'Correct PGF', tex`\mathrm{e}^{${num(lambda)}(t - 1)}`)]),
        part(tex`The random variable \(X\) has probability generating function \(\mathrm{G}_{X}(t) = k(${a} + ${b === 1 ? '' : b}t)^{${n}}\). Find the value of \(k\).`, fracTex(k), [
          mark('M1', 'Uses G(1) = 1', tex`k(${a + b})^{${n}} = 1`),
          mark('A1', 'Correct k', fracTex(k), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X = 1)\).`, fracTex(p1), [
          mark('M1', 'Finds the coefficient of t', tex`k\times ${n}\times ${a}^{${n - 1}}\times ${b}`),
          mark('A1', 'Correct probability', fracTex(p1), ['c.1']),
        ]),
      ],
      notes: ['(c) Differentiating G and using G\'(0) is equivalent.'],
      facts: { a, b, n, k: k.n / k.d, p1: p1.n / p1.d },
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
    const [a, b, n, m] = [rng.int(1, 3), rng.int(1, 3), rng.int(2, 6), rng.int(0, 2)];
    const mean = frac(m * (a + b) + n * b, a + b);
    const v = frac(n * a * b, (a + b) ** 2);
    const G = tex`\mathrm{G}_{X}(t) = ${m ? (m === 1 ? 't' : `t^{${m}}`) : ''}\left(\frac{${a} + ${b === 1 ? '' : b}t}{${a + b}}\right)^{${n}}`;
    return {
      title: 'Mean and variance from a probability generating function',
      introTex: tex`The random variable \(X\) has probability generating function \(${G}\).`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\).`, fracTex(mean), [
          mark('M1', "Differentiates and uses E(X) = G'(1)", tex`\mathrm{G}'(1)`),
          mark('A1', 'Correct mean', fracTex(mean), ['a.1']),
        ]),
        part(tex`Find \(\mathrm{Var}(X)\).`, fracTex(v), [
          mark('M1', "Uses Var(X) = G''(1) + G'(1) - (G'(1))^2", tex`\mathrm{G}''(1) + \mathrm{G}'(1) - \left(\mathrm{G}'(1)\right)^{2}`),
          mark('A1', 'Correct variance', fracTex(v), ['b.1']),
        ]),
      ],
      notes: ['(b) A product rule is needed when the factor of t is present.'],
      facts: { a, b, n, m, mean: mean.n / mean.d, variance: v.n / v.d },
    };
  },
};

const pgfSums: QuestionTemplate = {
  id: 'fs1.pgf.sum-with-poisson',
  subtopicId: 'fs1-probability-generating-functions.sums-of-independent-variables',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['probability generating functions', 'sums of independent random variables'],
  build(rng) {
    const [a, b, lambda] = [rng.int(1, 4), rng.int(1, 4), rng.pick(LAMBDAS)];
    const p0 = (a / (a + b)) * Math.exp(-lambda);
    const mean = b / (a + b) + lambda;
    const Gx = tex`\frac{${a} + ${b === 1 ? '' : b}t}{${a + b}}`;
    return {
      title: 'Probability generating function of a sum',
      introTex: tex`The independent random variables \(X\) and \(Y\) have \(\mathrm{G}_{X}(t) = ${Gx}\) and \(Y \sim \mathrm{Po}(${num(lambda)})\). Let \(S = X + Y\).`,
      parts: [
        part(tex`Write down the probability generating function of \(S\).`, tex`${Gx}\,\mathrm{e}^{${num(lambda)}(t - 1)}`, [mark('B1', 'Product of the PGFs', tex`\mathrm{G}_{S}(t) = ${Gx}\,\mathrm{e}^{${num(lambda)}(t - 1)}`)]),
        part(tex`Find \(\mathrm{P}(S = 0)\).`, sf(p0), [
          mark('M1', 'Uses G_S(0)', tex`\frac{${a}}{${a + b}}\mathrm{e}^{-${num(lambda)}}`),
          mark('A1', 'Correct probability, awrt', sf(p0), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{E}(S)\).`, fracTex(frac(b * 100 + lambda * 100 * (a + b), 100 * (a + b))), [
          mark('B1', 'Correct mean, e.g. from the sum of the means', tex`\frac{${b}}{${a + b}} + ${num(lambda)}`),
        ]),
      ],
      notes: ['(c) Differentiating the PGF of S is also acceptable.'],
      facts: { a, b, lambda, p0, mean },
    };
  },
};

export const fs1DistributionTemplates = [expectedValue, variance, functionsOfX, poissonModelling, additive, poissonMean, approximation, geometric, geometricMeans, clt, pgfStandard, pgfMoments, pgfSums];
