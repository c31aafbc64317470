/** Probability generating function templates joined with the distributions they generate. */
import { type Frac, frac, mul, pow, SIMPLE_FRACTIONS, sub, value } from '../../math/rational.js';
import { poissonPmf } from '../../math/stats.js';
import { fracTex, num, ordinal, power, sf, tex } from '../../math/tex.js';
import { hundredths } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { pgfVarianceTex } from './fs1-scheme-tex.js';

const SYNOPTIC = 'synoptic';

const dec = (h: number) => num(h / 100);
const coef = (k: number, symbol: string) => (k === 1 ? symbol : `${k}${symbol}`);
/** Polynomial in t with decimal coefficients given in hundredths: `0.2t + 0.35t^{2}`. */
const decimalPoly = (ps: number[], powers: number[]) => ps.map((p, i) => `${dec(p)}${power('t', powers[i])}`).join(' + ');
/** `e^{m(t - 1)}` without a unit coefficient. */
const ePow = (m: number) => (m === 1 ? '\\mathrm{e}^{t - 1}' : `\\mathrm{e}^{${num(m)}(t - 1)}`);
/** An exact fraction, with its 3 s.f. decimal when the denominator is large. */
const fracAnswer = (q: Frac) => (q.d > 1000 ? `${fracTex(q)} \\approx ${sf(value(q))}` : fracTex(q));

const geometricPgf: QuestionTemplate = {
  id: 'fs1.pgf.geometric-to-negative-binomial',
  subtopicId: 'fs1-probability-generating-functions.standard-pgfs',
  difficulty: 4,
  frequency: 'occasional',
  tags: [SYNOPTIC, 'probability generating functions', 'geometric distribution', 'negative binomial distribution'],
  build(rng) {
    const [a, b] = rng.pick([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [1, 5],
      [2, 5],
      [3, 4],
      [3, 5],
      [1, 6],
      [5, 6],
    ] as const);
    const p = frac(a, b);
    const q = sub(1, p);
    const r = rng.int(2, 4);
    const G = tex`\frac{${coef(a, 't')}}{${b} - ${coef(b - a, 't')}}`;
    const nextP = mul(mul(r, pow(p, r)), q);
    const k = r + 2;
    const twoMore = mul(mul(frac((r + 1) * r, 2), pow(p, r)), mul(q, q));
    const context = rng.pick([
      'A fair spinner is spun until it shows a winning colour',
      'A quality inspector tests components until a faulty one is found',
      'A player buys scratch cards until one wins a prize',
    ]);
    return {
      title: 'From a geometric to a negative binomial generating function',
      introTex: tex`${context}. Each trial is a success with probability \(${fracTex(p)}\), independently of all other trials, and \(X\) is the number of trials up to and including the first success.`,
      parts: [
        part(tex`Show that the probability generating function of \(X\) is \(\mathrm{G}_{X}(t) = ${G}\).`, tex`\mathrm{G}_{X}(t) = ${G}`, [
          mark(
            'M1',
            tex`Writes \(\mathrm{G}_{X}(t)\) as a sum of \(pq^{x - 1}t^{x}\) and recognises a geometric series`,
            tex`\sum_{x=1}^{\infty} ${fracTex(p)}\left(${fracTex(q)}\right)^{x - 1}t^{x}`,
          ),
          mark(
            'A1*',
            'Sums to infinity and simplifies to the printed answer (cso)',
            tex`\frac{${fracTex(p)}t}{1 - ${fracTex(q)}t} = ${G}`,
            ['a.1'],
          ),
        ]),
        part(tex`Use \(\mathrm{G}_{X}(t)\) to find \(\mathrm{E}(X)\).`, fracTex(frac(b, a)), [
          mark(
            'M1',
            tex`Differentiates with the quotient rule and evaluates \(\mathrm{G}_{X}'(1)\)`,
            tex`\mathrm{G}_{X}'(t) = \frac{${a * b}}{(${b} - ${coef(b - a, 't')})^{2}}`,
          ),
          mark('A1', 'Correct mean', fracTex(frac(b, a)), ['b.1']),
        ]),
        part(
          tex`The random variable \(Y\) is the number of trials up to and including the ${ordinal(r)} success. Write down the probability generating function of \(Y\) and name the distribution of \(Y\), giving its parameters.`,
          tex`\mathrm{G}_{Y}(t) = \left(${G}\right)^{${r}}, \; \text{negative binomial}\left(${r}, ${fracTex(p)}\right)`,
          [
            mark(
              'B1',
              tex`\(\mathrm{G}_{Y}(t)\) is the ${ordinal(r)} power of \(\mathrm{G}_{X}(t)\) (sum of independent geometric variables)`,
              tex`\left(${G}\right)^{${r}}`,
            ),
            mark('B1', 'Negative binomial with both parameters', tex`\text{negative binomial with } r = ${r}, \; p = ${fracTex(p)}`),
          ],
        ),
        part(
          tex`Using your answer to part (c), find \(\mathrm{P}(Y = ${r + 1})\) and \(\mathrm{P}(Y = ${k})\).`,
          tex`${fracTex(nextP)}, \; ${fracTex(twoMore)}`,
          [
            mark(
              'M1',
              tex`Expands \(\left(1 - ${fracTex(q)}t\right)^{-${r}}\) to find the coefficients of \(t^{${r + 1}}\) and \(t^{${k}}\)`,
              tex`\left(${fracTex(p)}t\right)^{${r}}\left(1 + ${r}\left(${fracTex(q)}\right)t + ${((r + 1) * r) / 2}\left(${fracTex(q)}\right)^{2}t^{2} + \cdots\right)`,
            ),
            mark('A1', tex`Correct \(\mathrm{P}(Y = ${r + 1})\)`, fracTex(nextP), ['d.1']),
            mark('A1', tex`Correct \(\mathrm{P}(Y = ${k})\)`, fracTex(twoMore), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) The series converges for \(\left|${fracTex(q)}t\right| < 1\).`,
        '(d) Direct use of the negative binomial formula scores M1 A1 A1 only if the PGF is referred to.',
      ],
      facts: { p: value(p), r, mean: b / a, nextP: value(nextP), k, twoMore: value(twoMore) },
    };
  },
};

const poissonPgf: QuestionTemplate = {
  id: 'fs1.pgf.poisson-derivation',
  subtopicId: 'fs1-probability-generating-functions.standard-pgfs',
  difficulty: 3,
  frequency: 'frequent',
  tags: [SYNOPTIC, 'probability generating functions', 'Poisson distribution', 'sums of Poisson variables'],
  build(rng) {
    const lambda = rng.pick([1.5, 2, 2.5, 3, 3.5, 4, 4.5]);
    const mu = rng.pick([0.5, 1, 1.5, 2, 2.5, 3]);
    const k = rng.int(2, 6);
    const pk = poissonPmf(lambda + mu, k);
    const sources = rng.pick([
      ['red cars', 'blue cars', 'pass a junction in a minute', 'cars'],
      ['emails', 'text messages', 'arrive on a phone in an hour', 'messages'],
      ['goals by the home team', 'goals by the away team', 'are scored in a match', 'goals'],
    ] as const);
    return {
      title: 'The Poisson generating function and the sum of Poisson variables',
      introTex: tex`The numbers of ${sources[0]} and of ${sources[1]} that ${sources[2]} are modelled by independent random variables \(X \sim \mathrm{Po}(${num(lambda)})\) and \(Y \sim \mathrm{Po}(${num(mu)})\).`,
      parts: [
        part(
          tex`Show, from the definition, that the probability generating function of \(X\) is \(\mathrm{G}_{X}(t) = \mathrm{e}^{${num(lambda)}(t - 1)}\).`,
          tex`\mathrm{G}_{X}(t) = \mathrm{e}^{${num(lambda)}(t - 1)}`,
          [
            mark(
              'M1',
              tex`Writes \(\mathrm{G}_{X}(t)\) as a sum and recognises the exponential series`,
              tex`\sum_{x=0}^{\infty} \frac{\mathrm{e}^{-${num(lambda)}}(${num(lambda)}t)^{x}}{x!} = \mathrm{e}^{-${num(lambda)}}\mathrm{e}^{${num(lambda)}t}`,
            ),
            mark('A1*', 'Printed answer reached with correct working (cso)', tex`\mathrm{e}^{${num(lambda)}(t - 1)}`, ['a.1']),
          ],
        ),
        part(
          tex`Use \(\mathrm{G}_{X}(t)\) to find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`,
          tex`\mathrm{E}(X) = ${num(lambda)}, \; \mathrm{Var}(X) = ${num(lambda)}`,
          [
            mark(
              'M1',
              tex`Differentiates and uses \(\mathrm{G}_{X}'(1)\)`,
              tex`\mathrm{G}'(t) = ${num(lambda)}\mathrm{e}^{${num(lambda)}(t - 1)}`,
            ),
            mark('A1', 'Correct mean', num(lambda), ['b.1']),
            mark(
              'M1',
              tex`Uses \(${pgfVarianceTex(tex`\mathrm{G}_{X}`)}\)`,
              tex`${num(lambda * lambda)} + ${num(lambda)} - ${num(lambda)}^{2}`,
            ),
            mark('A1', 'Correct variance', num(lambda), ['b.3']),
          ],
        ),
        part(
          tex`Using probability generating functions, show that \(X + Y\) has a Poisson distribution, and find the probability that a total of \(${k}\) ${sources[3]} ${sources[2]}.`,
          tex`X + Y \sim \mathrm{Po}(${num(lambda + mu)}), \; ${sf(pk)}`,
          [
            mark('M1', 'Multiplies the PGFs of independent variables', tex`${ePow(lambda)}${ePow(mu)} = ${ePow(lambda + mu)}`),
            mark('A1', tex`Identifies the PGF of \(\mathrm{Po}(${num(lambda + mu)})\)`, tex`X + Y \sim \mathrm{Po}(${num(lambda + mu)})`, [
              'c.1',
            ]),
            mark(
              'M1',
              'Poisson probability with the summed mean',
              tex`\frac{\mathrm{e}^{-${num(lambda + mu)}}(${num(lambda + mu)})^{${k}}}{${k}!}`,
            ),
            mark('A1', 'Correct probability, awrt', sf(pk), ['c.3']),
          ],
        ),
      ],
      notes: ['(c) Independence must be stated or used when multiplying.', '(b) Standard results quoted without the PGF score M0.'],
      facts: { lambda, mu, k, pk },
    };
  },
};

const tablePgf: QuestionTemplate = {
  id: 'fs1.pgf.from-table',
  subtopicId: 'fs1-probability-generating-functions.mean-and-variance',
  difficulty: 3,
  frequency: 'frequent',
  tags: [SYNOPTIC, 'probability generating functions', 'discrete random variables', 'sums of independent random variables'],
  build(rng) {
    const xs = rng.pick([
      [0, 1, 2, 3],
      [1, 2, 3, 4],
      [0, 1, 2, 4],
      [1, 2, 4, 5],
      [0, 2, 3, 5],
    ]);
    const ps = hundredths(rng, 4);
    const s1 = xs.reduce((s, x, i) => s + x * ps[i], 0);
    const s2 = xs.reduce((s, x, i) => s + x * x * ps[i], 0);
    const g2 = xs.reduce((s, x, i) => s + x * (x - 1) * ps[i], 0);
    const [mean, v] = [s1 / 100, (100 * s2 - s1 * s1) / 10000];
    const sums = new Map<number, number>();
    xs.forEach((x, i) => xs.forEach((y, j) => sums.set(x + y, (sums.get(x + y) ?? 0) + ps[i] * ps[j])));
    const multi = [...sums.keys()].filter((s) => xs.filter((x) => xs.includes(s - x)).length >= 2);
    const target = rng.pick(multi);
    const pTarget = (sums.get(target) ?? 0) / 10000;
    const G = decimalPoly(ps, xs);
    const setting = rng.pick([
      [tex`The discrete random variable \(X\) has`],
      [tex`The score \(X\) on a biased spinner has`],
      [tex`The number of eggs, \(X\), found in a nest box on a given morning has`],
    ]);
    return {
      title: 'A probability generating function from a distribution table',
      introTex: tex`${setting[0]} the probability distribution \(\begin{array}{c|cccc} x & ${xs.join(' & ')} \\ \hline \mathrm{P}(X = x) & ${ps.map(dec).join(' & ')} \end{array}\)`,
      parts: [
        part(tex`Write down the probability generating function of \(X\).`, tex`\mathrm{G}_{X}(t) = ${G}`, [
          mark('B1', 'Correct PGF', tex`\mathrm{G}_{X}(t) = ${G}`),
        ]),
        part(tex`Use your answer to part (a) to find \(\mathrm{E}(X)\).`, num(mean), [
          mark('M1', tex`Differentiates their \(\mathrm{G}_{X}(t)\) and evaluates \(\mathrm{G}_{X}'(1)\)`, tex`\mathrm{G}_{X}'(1)`),
          mark('A1', 'Correct mean', num(mean), ['b.1']),
        ]),
        part(tex`Use your answer to part (a) to find \(\mathrm{Var}(X)\).`, num(v), [
          mark(
            'M1',
            tex`Uses \(${pgfVarianceTex(tex`\mathrm{G}_{X}`)}\) with their \(\mathrm{G}_{X}(t)\)`,
            tex`${num(g2 / 100)} + ${num(mean)} - ${num(mean)}^{2}`,
          ),
          mark('A1', 'Correct variance', num(v), ['c.1']),
        ]),
        part(
          tex`Two independent observations \(X_1\) and \(X_2\) of \(X\) are taken and \(S = X_1 + X_2\). Express the probability generating function of \(S\) in terms of \(\mathrm{G}_{X}(t)\) and hence find \(\mathrm{P}(S = ${target})\).`,
          tex`\mathrm{G}_{S}(t) = \left(\mathrm{G}_{X}(t)\right)^{2}, \; \mathrm{P}(S = ${target}) = ${num(pTarget)}`,
          [
            mark('B1', 'PGF of the sum is the square', tex`\left(\mathrm{G}_{X}(t)\right)^{2}`),
            mark(
              'M1',
              tex`Finds the coefficient of \(${power('t', target)}\) in their square`,
              tex`\text{coefficient of } ${power('t', target)}`,
            ),
            mark('A1', 'Correct probability', num(pTarget), ['d.2']),
          ],
        ),
      ],
      notes: [
        '(b), (c) Answers found without the PGF score M0 A0.',
        '(d) Listing the pairs with sum ' + target + ' is equivalent to finding the coefficient.',
      ],
      facts: { xs, ps, mean, v, target, pTarget },
    };
  },
};

const findConstants: QuestionTemplate = {
  id: 'fs1.pgf.find-constants',
  subtopicId: 'fs1-probability-generating-functions.mean-and-variance',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['probability generating functions', 'mean and variance', 'simultaneous equations'],
  build(rng) {
    const [a, b, c] = hundredths(rng, 3);
    const e = (a + 2 * b + 3 * c) / 100;
    const ex2 = (a + 4 * b + 9 * c) / 100;
    const v = (100 * (a + 4 * b + 9 * c) - (a + 2 * b + 3 * c) ** 2) / 10000;
    const g2 = (2 * b + 6 * c) / 100;
    const four = (b * b + 2 * a * c) / 10000;
    const setting = rng.pick([
      [tex`The random variable \(X\) has probability generating function`],
      [tex`The number of goals, \(X\), scored by a team in a match has probability generating function`],
    ]);
    return {
      title: 'Constants in a probability generating function',
      introTex: tex`${setting[0]} \(\mathrm{G}_{X}(t) = at + bt^{2} + ct^{3}\), where \(a\), \(b\) and \(c\) are constants. You are given that \(\mathrm{E}(X) = ${num(e)}\) and \(\mathrm{Var}(X) = ${num(v)}\).`,
      parts: [
        part(tex`Find the values of \(a\), \(b\) and \(c\).`, tex`a = ${dec(a)}, \; b = ${dec(b)}, \; c = ${dec(c)}`, [
          mark('M1', tex`Uses \(\mathrm{G}_{X}(1) = 1\)`, tex`a + b + c = 1`),
          mark('M1', tex`Uses \(\mathrm{G}_{X}'(1) = \mathrm{E}(X)\)`, tex`a + 2b + 3c = ${num(e)}`),
          mark(
            'M1',
            tex`Uses \(\mathrm{G}_{X}''(1) = \mathrm{Var}(X) - \mathrm{E}(X) + \left(\mathrm{E}(X)\right)^{2}\)`,
            tex`2b + 6c = ${num(v)} - ${num(e)} + ${num(e)}^{2} = ${num(g2)}`,
          ),
          mark('A1', 'All three correct', tex`a = ${dec(a)}, \; b = ${dec(b)}, \; c = ${dec(c)}`, ['a.1', 'a.2', 'a.3']),
        ]),
        part(
          tex`The random variable \(Y\) is the sum of two independent observations of \(X\). Using your answers to part (a), find \(\mathrm{P}(Y = 4)\).`,
          num(four),
          [
            mark(
              'M1',
              tex`Squares \(\mathrm{G}_{X}(t)\) and finds the coefficient of \(t^{4}\)`,
              tex`(at + bt^{2} + ct^{3})^{2}: \; b^{2} + 2ac`,
            ),
            mark('A1ft', tex`Correct probability, ft their \(a\), \(b\), \(c\)`, num(four), ['b.1']),
          ],
        ),
        part(tex`Write down \(\mathrm{Var}(Y)\).`, num(2 * v), [mark('B1', tex`Twice \(\mathrm{Var}(X)\) by independence`, num(2 * v))]),
      ],
      notes: [
        '(a) Any correct method of solving the three equations; A1 needs all three values.',
        tex`(b) Listing the pairs \((1, 3)\), \((2, 2)\), \((3, 1)\) is equivalent.`,
      ],
      facts: { a: a / 100, b: b / 100, c: c / 100, e, ex2, v, four },
    };
  },
};

const dieSum: QuestionTemplate = {
  id: 'fs1.pgf.dice-total',
  subtopicId: 'fs1-probability-generating-functions.sums-of-independent-variables',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['probability generating functions', 'sums of independent random variables', 'discrete uniform distribution'],
  build(rng) {
    const n = rng.int(4, 10);
    const s = rng.int(3, 2 * n - 1);
    const ways = Math.min(s - 1, 2 * n + 1 - s);
    const pS = frac(ways, n * n);
    const dice = rng.int(3, 5);
    const eT = frac(dice * (n + 1), 2);
    const setting = rng.pick([
      [tex`-sided die has faces numbered`, tex`The die is rolled twice`, tex`The die is rolled`],
      [tex`-sector spinner has equal sectors numbered`, tex`The spinner is spun twice`, tex`The spinner is spun`],
      [tex`-sided fair spinner has sectors numbered`, tex`The spinner is spun twice`, tex`The spinner is spun`],
    ]);
    return {
      title: 'Generating functions for the total on fair dice',
      introTex: tex`A fair ${n}${setting[0]} \(1\) to \(${n}\). The score on one roll is \(X\).`,
      parts: [
        part(
          tex`Show that the probability generating function of \(X\) is \(\mathrm{G}_{X}(t) = \frac{t(1 - t^{${n}})}{${n}(1 - t)}\).`,
          tex`\mathrm{G}_{X}(t) = \frac{t(1 - t^{${n}})}{${n}(1 - t)}`,
          [
            mark(
              'M1',
              tex`Writes \(\mathrm{G}_{X}(t)\) as \(\frac{1}{${n}}\left(t + t^{2} + \cdots + t^{${n}}\right)\)`,
              tex`\frac{1}{${n}}\left(t + t^{2} + \cdots + t^{${n}}\right)`,
            ),
            mark('A1*', 'Sums the finite geometric series to the printed answer (cso)', tex`\frac{t(1 - t^{${n}})}{${n}(1 - t)}`, ['a.1']),
          ],
        ),
        part(
          tex`${setting[1]} and \(S\) is the total score. Find the probability generating function of \(S\) and use it to find \(\mathrm{P}(S = ${s})\).`,
          tex`\mathrm{G}_{S}(t) = \frac{t^{2}(1 - t^{${n}})^{2}}{${n * n}(1 - t)^{2}}, \; \mathrm{P}(S = ${s}) = ${fracTex(pS)}`,
          [
            mark('B1', tex`Square of \(\mathrm{G}_{X}(t)\)`, tex`\left(\mathrm{G}_{X}(t)\right)^{2}`),
            mark(
              'M1',
              tex`Finds the coefficient of \(t^{${s}}\) in \(\frac{1}{${n * n}}\left(t + \cdots + t^{${n}}\right)^{2}\)`,
              tex`\frac{${ways}}{${n * n}}`,
            ),
            mark('A1', 'Correct probability', fracTex(pS), ['b.2']),
          ],
        ),
        part(
          tex`${setting[2]} \(${dice}\) times and \(T\) is the total score. Using the polynomial form of \(\mathrm{G}_{X}(t)\) from part (a), find \(\mathrm{E}(T)\).`,
          fracTex(eT),
          [
            mark(
              'M1',
              tex`Differentiates \(\mathrm{G}_{T}(t) = \left(\mathrm{G}_{X}(t)\right)^{${dice}}\) or uses \(${dice}\mathrm{G}_{X}'(1)\)`,
              tex`${dice}\,\mathrm{G}_{X}'(1) = ${dice}\times\frac{1 + 2 + \cdots + ${n}}{${n}}`,
            ),
            mark('A1', 'Correct mean', fracTex(eT), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(c) \(\mathrm{G}_{X}'(1)\) is found from the polynomial form; the closed form needs a limit at \(t = 1\).`,
        '(b) Listing the ordered pairs with total ' + s + ' scores B0 M1 A1.',
      ],
      facts: { n, s, pS: value(pS), dice, eT: value(eT) },
    };
  },
};

const failuresPgf: QuestionTemplate = {
  id: 'fs1.pgf.failures-before-success',
  subtopicId: 'fs1-probability-generating-functions.mean-and-variance',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['probability generating functions', 'mean and variance', 'negative binomial distribution'],
  build(rng) {
    const [a, b] = rng.pick([...SIMPLE_FRACTIONS, [4, 5], [1, 6], [5, 6], [2, 7], [3, 8]]);
    const r = rng.int(2, 5);
    const p = frac(a, b);
    const q = sub(1, p);
    const k = a ** r;
    const mean = mul(r, mul(q, frac(b, a)));
    const v = mul(r, mul(q, frac(b * b, a * a)));
    const j = rng.int(1, 2);
    const p1 = j === 1 ? frac(k * r * (b - a), b ** (r + 1)) : frac((k * r * (r + 1) * (b - a) ** 2) / 2, b ** (r + 2));
    const G = tex`\frac{k}{(${b} - ${coef(b - a, 't')})^{${r}}}`;
    const setting = rng.pick([[tex`in a sequence of independent trials`], [tex`in a sequence of independent attempts at a penalty kick`]]);
    return {
      title: 'Mean and variance from a generating function with a negative power',
      introTex: tex`The random variable \(X\) counts the failures before the ${ordinal(r)} success ${setting[0]}. Its probability generating function is \(\mathrm{G}_{X}(t) = ${G}\), where \(k\) is a constant.`,
      parts: [
        part(tex`Find the value of \(k\).`, tex`k = ${k}`, [
          mark('M1', tex`Uses \(\mathrm{G}_{X}(1) = 1\)`, tex`\frac{k}{(${b} - ${b - a})^{${r}}} = 1`),
          mark('A1', 'Correct unsimplified equation', tex`\frac{k}{(${b} - ${b - a})^{${r}}} = 1`, ['a.1']),
          mark('A1', tex`Correct \(k\)`, tex`k = ${k}`, ['a.1']),
        ]),
        part(tex`Use \(\mathrm{G}_{X}(t)\) to find \(\mathrm{E}(X)\).`, fracTex(mean), [
          mark(
            'M1',
            tex`Differentiates with the chain rule and evaluates \(\mathrm{G}_{X}'(1)\)`,
            tex`\mathrm{G}'(t) = \frac{${r * (b - a)}k}{(${b} - ${coef(b - a, 't')})^{${r + 1}}}`,
          ),
          mark('A1', 'Correct mean', fracTex(mean), ['b.1']),
        ]),
        part(tex`Using your answer to part (b), find \(\mathrm{Var}(X)\).`, fracTex(v), [
          mark(
            'M1',
            tex`Finds \(\mathrm{G}_{X}''(1)\) and uses \(${pgfVarianceTex(tex`\mathrm{G}_{X}`)}\)`,
            tex`\mathrm{G}''(1) = ${fracTex(mul(r * (r + 1), mul(mul(q, q), frac(b * b, a * a))))}`,
          ),
          mark('A1', 'Correct variance', fracTex(v), ['c.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X = ${j})\).`, fracAnswer(p1), [
          mark(
            'M1',
            j === 1
              ? tex`Coefficient of \(t\), or \(\mathrm{G}_{X}'(0)\)`
              : tex`Coefficient of \(t^{2}\), or \(\frac{\mathrm{G}_{X}''(0)}{2}\)`,
            j === 1
              ? tex`\mathrm{G}'(0) = \frac{${r * (b - a)}\times ${k}}{${b}^{${r + 1}}}`
              : tex`\frac{\mathrm{G}''(0)}{2} = \frac{${r * (r + 1) * (b - a) ** 2}\times ${k}}{2\times ${b}^{${r + 2}}}`,
          ),
          mark('A1', 'Correct probability', fracAnswer(p1), ['d.1']),
        ]),
      ],
      notes: [
        tex`(b), (c) Quoting \(\frac{r(1 - p)}{p}\) and \(\frac{r(1 - p)}{p^{2}}\) without the PGF scores M0.`,
        tex`(d) The binomial expansion of \(\left(1 - ${fracTex(q)}t\right)^{-${r}}\) is equivalent.`,
      ],
      facts: { a, b, r, k, j, mean: value(mean), v: value(v), p1: value(p1) },
    };
  },
};

const binomialSum: QuestionTemplate = {
  id: 'fs1.pgf.binomial-sum',
  subtopicId: 'fs1-probability-generating-functions.sums-of-independent-variables',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['probability generating functions', 'sums of independent random variables', 'binomial distribution'],
  build(rng) {
    const [a, b] = rng.pick([
      [1, 2],
      [1, 3],
      [2, 3],
      [1, 4],
      [3, 4],
      [1, 5],
      [2, 5],
    ] as const);
    const [n, m] = [rng.int(2, 6), rng.int(2, 6)];
    const p = frac(a, b);
    const q = sub(1, p);
    const total = n + m;
    const k = rng.int(1, total - 1);
    let ways = 1;
    for (let i = 1; i <= k; i++) ways = (ways * (total - k + i)) / i;
    const pk = frac(Math.round(ways) * a ** k * (b - a) ** (total - k), b ** total);
    const v = mul(total, mul(p, q));
    const Gx = tex`\left(${fracTex(q)} + ${fracTex(p)}t\right)`;
    const who = rng.pick([
      ['Priya', 'Quinn', 'free throws'],
      ['a red machine', 'a blue machine', 'components'],
      ['Team A', 'Team B', 'penalties'],
    ] as const);
    return {
      title: 'The sum of two binomial variables by generating functions',
      introTex: tex`The number of successes, \(X\), in \(${n}\) ${who[2]} by ${who[0]} has distribution \(\mathrm{B}\left(${n}, ${fracTex(p)}\right)\), and the number of successes, \(Y\), in \(${m}\) ${who[2]} by ${who[1]} has distribution \(\mathrm{B}\left(${m}, ${fracTex(p)}\right)\). \(X\) and \(Y\) are independent.`,
      parts: [
        part(tex`Write down the probability generating function of \(X\).`, tex`\mathrm{G}_{X}(t) = ${Gx}^{${n}}`, [
          mark('B1', 'Correct PGF', tex`${Gx}^{${n}}`),
        ]),
        part(
          tex`Using your answer to part (a), show that \(X + Y\) has a binomial distribution, stating its parameters.`,
          tex`\mathrm{G}_{X + Y}(t) = ${Gx}^{${total}}, \; X + Y \sim \mathrm{B}\left(${total}, ${fracTex(p)}\right)`,
          [
            mark('M1', 'Multiplies the PGFs of the independent variables', tex`${Gx}^{${n}}${Gx}^{${m}}`),
            mark('A1', 'Identifies the binomial distribution with both parameters', tex`\mathrm{B}\left(${total}, ${fracTex(p)}\right)`, [
              'b.1',
            ]),
          ],
        ),
        part(tex`Find \(\mathrm{P}(X + Y = ${k})\).`, fracAnswer(pk), [
          mark(
            'M1',
            tex`Coefficient of \(${power('t', k)}\) in their PGF`,
            tex`\binom{${total}}{${k}}\left(${fracTex(p)}\right)^{${k}}\left(${fracTex(q)}\right)^{${total - k}}`,
          ),
          mark(
            'A1',
            'Correct unsimplified expression',
            tex`\binom{${total}}{${k}}\left(${fracTex(p)}\right)^{${k}}\left(${fracTex(q)}\right)^{${total - k}}`,
            ['c.1'],
          ),
          mark('A1', 'Correct probability', fracAnswer(pk), ['c.1']),
        ]),
        part(tex`Use the probability generating function of \(X + Y\) to find \(\mathrm{Var}(X + Y)\).`, fracTex(v), [
          mark(
            'M1',
            tex`Uses \(${pgfVarianceTex(tex`\mathrm{G}_{X + Y}`)}\)`,
            tex`${fracTex(mul(total * (total - 1), mul(p, p)))} + ${fracTex(mul(total, p))} - \left(${fracTex(mul(total, p))}\right)^{2}`,
          ),
          mark('A1', 'Correct variance', fracTex(v), ['d.1']),
        ]),
      ],
      notes: [
        tex`(b) The two binomial distributions must have the same \(p\) for the sum to be binomial.`,
        tex`(d) Quoting \(np(1 - p)\) without the PGF scores M0 A0.`,
      ],
      facts: { p: value(p), n, m, k, pk: value(pk), v: value(v) },
    };
  },
};

export const fs1PgfTemplates: QuestionTemplate[] = [geometricPgf, poissonPgf, tablePgf, findConstants, dieSum, failuresPgf, binomialSum];
