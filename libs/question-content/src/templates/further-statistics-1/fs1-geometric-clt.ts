/** Geometric, negative binomial and central limit theorem templates, several of them synoptic. */
import { add, type Frac, frac, mul, pow, sub, value } from '../../math/rational.js';
import { choose, normalCdf } from '../../math/stats.js';
import { fracTex, num, ordinal, power, sf, tex } from '../../math/tex.js';
import { hundredths } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';

const SYNOPTIC = 'synoptic';

/** Upper-tail points of N(0, 1) as printed in tables. */
const Z = { one5: 1.6449, one1: 2.3263, two5: 1.96 };
const near = (x: number, gap = 0.05) => Math.abs(x - Math.round(x)) < gap;
/** An exact fraction, with its 3 s.f. decimal when the denominator is large. */
const fracAnswer = (q: Frac) => (q.d > 1000 ? `${fracTex(q)} \\approx ${sf(value(q))}` : fracTex(q));

const geometricFindP: QuestionTemplate = {
  id: 'fs1.geometric.find-p',
  subtopicId: 'fs1-geometric-and-negative-binomial.distributions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['geometric distribution', 'logarithms', 'geometric series'],
  build(rng) {
    const [q10, m] = [rng.int(3, 9), rng.int(2, 4)];
    const q = q10 / 10;
    const p = frac(10 - q10, 10);
    const given = q10 ** m / 10 ** m;
    const k = rng.int(2, 5);
    const pk = q ** (k - 1) * value(p);
    let t: number;
    let bound: number;
    do {
      t = rng.pick([0.9, 0.95, 0.99]);
      bound = Math.log(1 - t) / Math.log(q);
    } while (near(bound, 0.02));
    const least = Math.floor(bound) + 1;
    const even = frac(q10, 10 + q10);
    const context = rng.pick([
      ['A machine is switched on repeatedly until it starts. Each attempt', 'attempts'],
      ['A student takes a driving test repeatedly until she passes. Each attempt', 'attempts'],
      ['An archer shoots arrows at a target until one hits the gold. Each arrow', 'arrows'],
    ] as const);
    return {
      title: 'Finding the parameter of a geometric distribution',
      introTex: tex`${context[0]} is successful with probability \(p\), independently of other ${context[1]}. The random variable \(X\) is the number of ${context[1]} up to and including the first success, and \(\mathrm{P}(X > ${m}) = ${num(given)}\).`,
      parts: [
        part(tex`Find the value of \(p\).`, tex`p = ${fracTex(p)}`, [
          mark('M1', tex`Uses \(\mathrm{P}(X > ${m}) = (1 - p)^{${m}}\)`, tex`(1 - p)^{${m}} = ${num(given)}`),
          mark('A1', 'Correct unsimplified equation', tex`(1 - p)^{${m}} = ${num(given)}`, ['a.1']),
          mark('A1', tex`Correct \(p\)`, tex`p = ${num(value(p))}`, ['a.1']),
        ]),
        part(tex`Find \(\mathrm{P}(X = ${k})\).`, sf(pk), [
          mark('M1', tex`Uses \(${power('(1 - p)', k - 1)}p\) with their \(p\)`, tex`(${num(q)})^{${k - 1}}(${num(value(p))})`),
          mark('A1ft', tex`Correct probability, ft their \(p\), awrt`, sf(pk), ['b.1']),
        ]),
        part(tex`Find the smallest value of \(n\) for which \(\mathrm{P}(X \leqslant n) > ${t}\).`, tex`n = ${least}`, [
          mark(
            'M1',
            tex`Forms \(1 - (1 - p)^{n} > ${t}\) and uses logarithms or trials`,
            tex`(${num(q)})^{n} < ${num(1 - t)}, \; n > ${sf(bound, 4)}`,
          ),
          mark('A1', tex`Correct smallest \(n\)`, tex`n = ${least}`, ['c.1']),
        ]),
        part(
          tex`Using your value of \(p\), find the probability that \(X\) is an even number, giving your answer as a fraction.`,
          fracTex(even),
          [
            mark('M1', 'Sums the geometric series of even values', tex`\frac{(1 - p)p}{1 - (1 - p)^{2}}`),
            mark('A1ft', tex`Correct probability, ft their \(p\)`, fracTex(even), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(c) Both \(n = ${least - 1}\) and \(n = ${least}\) should be checked if trial is used.`,
        tex`(d) The answer simplifies to \(\frac{1 - p}{2 - p}\).`,
      ],
      facts: { q, m, given, p: value(p), k, pk, t, least, even: value(even) },
    };
  },
};

const salesCalls: QuestionTemplate = {
  id: 'fs1.negbin.sales-calls',
  subtopicId: 'fs1-geometric-and-negative-binomial.distributions',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['negative binomial distribution', 'binomial distribution', 'conditional probability'],
  build(rng) {
    const p = rng.pick([0.15, 0.2, 0.25, 0.3, 0.35, 0.4]);
    const r = rng.int(2, 4);
    const y = r + rng.int(2, 6);
    const q = 1 - p;
    const exact = choose(y - 1, r - 1) * p ** r * q ** (y - r);
    const n = r + rng.int(2, 6);
    let more = 0;
    for (let j = 0; j < r; j++) more += choose(n, j) * p ** j * q ** (n - j);
    const k = rng.int(2, y - r + 1);
    const left = r - 1;
    const cond = choose(y - k - 1, left - 1) * p ** left * q ** (y - k - left);
    return {
      title: 'Sales calls and the negative binomial distribution',
      introTex: tex`Each telephone call made by a salesperson results in a sale with probability \(${num(p)}\), independently of other calls.`,
      parts: [
        part(tex`Find the probability that the ${ordinal(r)} sale is made on the ${ordinal(y)} call.`, sf(exact), [
          mark('M1', 'Negative binomial probability', tex`\binom{${y - 1}}{${r - 1}}(${num(p)})^{${r}}(${num(q)})^{${y - r}}`),
          mark('A1', 'Correct probability, awrt', sf(exact), ['a.1']),
        ]),
        part(
          tex`Find the probability that more than \(${n}\) calls are needed to make ${r === 2 ? 'two sales' : tex`\(${r}\) sales`}.`,
          sf(more),
          [
            mark(
              'M1',
              tex`Recognises fewer than \(${r}\) sales in the first \(${n}\) calls`,
              tex`\mathrm{P}(B \leqslant ${r - 1}), \; B \sim \mathrm{B}(${n}, ${num(p)})`,
            ),
            mark('M1', 'Sums the binomial probabilities', tex`\sum_{j=0}^{${r - 1}} \binom{${n}}{j}(${num(p)})^{j}(${num(q)})^{${n} - j}`),
            mark('A1', 'Correct probability, awrt', sf(more), ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`Given that exactly one of the first \(${k}\) calls results in a sale, find the probability that the ${ordinal(r)} sale is made on the ${ordinal(y)} call.`,
          sf(cond),
          [
            mark(
              'M1',
              tex`Needs \(${left}\) more sales with the last on call \(${y}\): negative binomial over the remaining calls`,
              tex`\binom{${y - k - 1}}{${left - 1}}(${num(p)})^{${left}}(${num(q)})^{${y - k - left}}`,
            ),
            mark('A1', 'Correct probability, awrt', sf(cond), ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) Summing negative binomial probabilities for \(${r}\) to \(${n}\) calls and subtracting from \(1\) is equivalent.`,
        tex`(c) Calls are independent, so the first \(${k}\) calls do not affect the rest.`,
      ],
      facts: { p, r, y, exact, n, more, k, cond },
    };
  },
};

const alternateTurns: QuestionTemplate = {
  id: 'fs1.geometric.alternate-turns',
  subtopicId: 'fs1-geometric-and-negative-binomial.distributions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['geometric distribution', 'geometric series', 'conditional probability'],
  build(rng) {
    const [a, b] = rng.pick([
      [1, 6],
      [1, 4],
      [1, 3],
      [1, 5],
      [2, 5],
      [3, 10],
      [2, 7],
      [3, 8],
    ] as const);
    const p = frac(a, b);
    const q = sub(1, p);
    const m = rng.int(3, 6);
    const endsOn = mul(pow(q, m - 1), p);
    const aWins = frac(b, 2 * b - a);
    const n = rng.int(3, 6);
    const lasts = pow(q, n);
    const s = rng.int(2, 5);
    const given = s % 2 === 0 ? aWins : sub(1, aWins);
    const setting = rng.pick([
      [tex`roll a biased die`, tex`probability of a six`, tex`to roll a six`, tex`rolls`, tex`roll`],
      [tex`throw a dart at a board`, tex`probability of a bullseye`, tex`to hit the bullseye`, tex`throws`, tex`throw`],
    ]);
    return {
      title: 'Taking turns until the first success',
      introTex: tex`Amir and Bea take turns to ${setting[0]}, starting with Amir. On each ${setting[4]} the ${setting[1]} is \(${fracTex(p)}\), independently of other ${setting[3]}. The first player ${setting[2]} wins. The number of ${setting[3]} in the game is \(X\).`,
      parts: [
        part(tex`Find the probability that the game ends on the ${ordinal(m)} ${setting[4]}.`, fracAnswer(endsOn), [
          mark('M1', tex`Geometric probability \((1 - p)^{${m - 1}}p\)`, tex`\left(${fracTex(q)}\right)^{${m - 1}}\times ${fracTex(p)}`),
          mark('A1', 'Correct unsimplified expression', tex`\left(${fracTex(q)}\right)^{${m - 1}}\times ${fracTex(p)}`, ['a.1']),
          mark('A1', 'Correct probability', fracAnswer(endsOn), ['a.1']),
        ]),
        part(tex`Show that the probability that Amir wins is \(${fracTex(aWins)}\).`, fracTex(aWins), [
          mark(
            'M1',
            tex`Sums the probabilities of a six on ${setting[3]} \(1, 3, 5, \ldots\) as a geometric series`,
            tex`${fracTex(p)}\left(1 + \left(${fracTex(q)}\right)^{2} + \left(${fracTex(q)}\right)^{4} + \cdots\right)`,
          ),
          mark(
            'A1*',
            'Uses the sum to infinity to reach the printed answer (cso)',
            tex`\frac{${fracTex(p)}}{1 - \left(${fracTex(q)}\right)^{2}} = ${fracTex(aWins)}`,
            ['b.1'],
          ),
        ]),
        part(tex`Find the probability that the game lasts for more than \(${n}\) ${setting[3]}.`, fracAnswer(lasts), [
          mark('M1', tex`Uses \(\mathrm{P}(X > ${n}) = (1 - p)^{${n}}\)`, tex`\left(${fracTex(q)}\right)^{${n}}`),
          mark('A1', 'Correct probability', fracAnswer(lasts), ['c.1']),
        ]),
        part(
          tex`Given that the game lasts for more than \(${s}\) ${setting[3]}, use your answer to part (b) to find the probability that Amir wins.`,
          fracTex(given),
          [
            mark(
              'M1',
              'Lack of memory: the game restarts with ' + (s % 2 === 0 ? 'Amir' : 'Bea') + ' to roll next',
              s % 2 === 0 ? tex`\mathrm{P}(\text{Amir wins}) = ${fracTex(aWins)}` : tex`1 - ${fracTex(aWins)}`,
            ),
            mark('A1ft', 'Correct probability, ft their (b)', fracTex(given), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) The sum to infinity \(\frac{a}{1 - r}\) with \(r = (1 - p)^{2}\) must be seen.`,
        '(d) After ' +
          s +
          ' failed rolls it is ' +
          (s % 2 === 0 ? "Amir's" : "Bea's") +
          ' turn, so the game is as at the start with the players ' +
          (s % 2 === 0 ? 'in the same order' : 'swapped') +
          '.',
      ],
      facts: { p: value(p), m, endsOn: value(endsOn), aWins: value(aWins), n, lasts: value(lasts), s, given: value(given) },
    };
  },
};

const negbinMoments: QuestionTemplate = {
  id: 'fs1.negbin.parameters-from-moments',
  subtopicId: 'fs1-geometric-and-negative-binomial.means-and-variances',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['negative binomial distribution', 'mean and variance'],
  build(rng) {
    const options: Array<[number, number, number]> = [];
    for (let d = 2; d <= 8; d++) for (let r = 2; r <= 6; r++) if (d ** r <= 5000) options.push([1, d, r]);
    for (const r of [2, 4, 6]) options.push([2, 5, r]);
    for (const r of [3, 6]) options.push([3, 4, r], [3, 5, r]);
    for (const r of [2, 4, 6]) options.push([2, 3, r]);
    const [a, b, r] = rng.pick(options);
    const p = frac(a, b);
    const q = sub(1, p);
    const mean = mul(r, frac(b, a));
    const v = mul(mul(r, q), frac(b * b, a * a));
    const next = mul(mul(r, pow(p, r)), q);
    const upToBelow = mul(pow(p, r), add(add(1, mul(r, q)), mul(frac((r + 1) * r, 2), mul(q, q))));
    const above = rng.next() < 0.5;
    const upTo = above ? sub(1, upToBelow) : upToBelow;
    const setting = rng.pick([
      [tex`independent trials needed to obtain`, tex`successes, where each trial is a success`],
      [tex`independent free throws a basketball player needs to score`, tex`baskets, where each throw scores`],
    ]);
    return {
      title: 'Parameters of a negative binomial distribution from its moments',
      introTex: tex`The random variable \(Y\) is the number of ${setting[0]} \(r\) ${setting[1]} with probability \(p\). You are given that \(\mathrm{E}(Y) = ${fracTex(mean)}\) and \(\mathrm{Var}(Y) = ${fracTex(v)}\).`,
      parts: [
        part(tex`Find the values of \(r\) and \(p\).`, tex`r = ${r}, \; p = ${fracTex(p)}`, [
          mark(
            'M1',
            tex`Divides the variance by the mean to obtain \(\frac{1 - p}{p}\)`,
            tex`\frac{1 - p}{p} = \frac{${fracTex(v)}}{${fracTex(mean)}}`,
          ),
          mark('A1', tex`Correct \(p\)`, tex`p = ${fracTex(p)}`, ['a.1']),
          mark('A1', tex`Correct \(r\)`, tex`r = ${r}`, ['a.1']),
        ]),
        part(tex`Using your values from part (a), find \(\mathrm{P}(Y = ${r + 1})\).`, fracAnswer(next), [
          mark('M1', 'Negative binomial probability with one failure', tex`\binom{${r}}{${r - 1}}p^{${r}}(1 - p)`),
          mark('A1ft', tex`Correct probability, ft their \(r\) and \(p\)`, fracAnswer(next), ['b.1']),
        ]),
        part(tex`Find \(\mathrm{P}(Y ${above ? '>' : '\\leqslant'} ${r + 2})\).`, fracAnswer(upTo), [
          mark(
            'M1',
            tex`Adds \(\mathrm{P}(Y = ${r})\), \(\mathrm{P}(Y = ${r + 1})\), \(\mathrm{P}(Y = ${r + 2})\)${above ? ' and subtracts from 1' : ''}`,
            tex`${above ? '1 - ' : ''}p^{${r}}\left(1 + ${r}(1 - p) + ${((r + 1) * r) / 2}(1 - p)^{2}\right)`,
          ),
          mark('A1', 'Correct probability', fracAnswer(upTo), ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) \(\mathrm{E}(Y) = \frac{r}{p}\) and \(\mathrm{Var}(Y) = \frac{r(1 - p)}{p^{2}}\).`,
        '(c) A decimal answer that rounds to ' + sf(value(upTo)) + ' is acceptable.',
      ],
      facts: { r, p: value(p), mean: value(mean), v: value(v), next: value(next), upTo: value(upTo), above },
    };
  },
};

const costOfAttempts: QuestionTemplate = {
  id: 'fs1.geometric.cost-of-attempts',
  subtopicId: 'fs1-geometric-and-negative-binomial.means-and-variances',
  difficulty: 3,
  frequency: 'occasional',
  tags: [SYNOPTIC, 'geometric distribution', 'discrete random variables', 'functions of a random variable'],
  build(rng) {
    const p100 = rng.pick([20, 25, 40, 50, 60, 75, 80]);
    const p = p100 / 100;
    const [c, f] = [rng.pick([5, 10, 15, 20]), rng.pick([20, 30, 40, 50])];
    const ex = 100 / p100;
    const vx = ((100 - p100) * 100) / (p100 * p100);
    const ec = c * ex + f;
    const sdc = c * Math.sqrt(vx);
    const m = rng.int(2, 5);
    const budget = f + c * m + rng.int(1, c - 1);
    const over = (1 - p) ** m;
    const setting = rng.pick([
      [tex`A courier makes repeated attempts to deliver a parcel`, tex`the parcel is delivered`, tex`costs the courier`],
      [tex`An engineer makes repeated attempts to repair a machine`, tex`the machine is repaired`, tex`costs the engineer`],
    ]);
    return {
      title: 'The cost of repeated attempts',
      introTex: tex`${setting[0]}. Each attempt succeeds with probability \(${num(p)}\), independently of other attempts, and attempts continue until ${setting[1]}. Each attempt ${setting[2]} \(${c}\) pence and there is also a fixed cost of \(${f}\) pence. The number of attempts is \(X\) and the total cost, in pence, is \(C = ${c}X + ${f}\).`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`, tex`\mathrm{E}(X) = ${num(ex)}, \; \mathrm{Var}(X) = ${num(vx)}`, [
          mark('B1', tex`Correct mean \(\frac{1}{p}\)`, num(ex)),
          mark('B1', tex`Correct variance \(\frac{1 - p}{p^{2}}\)`, num(vx)),
        ]),
        part(
          tex`Using your answers to part (a), find \(\mathrm{E}(C)\) and the standard deviation of \(C\).`,
          tex`\mathrm{E}(C) = ${num(ec)}, \; \sigma_{C} = ${sf(sdc)}`,
          [
            mark('M1', tex`Uses \(\mathrm{E}(aX + b) = a\mathrm{E}(X) + b\)`, tex`${c}\times ${num(ex)} + ${f}`),
            mark('A1ft', tex`Correct \(\mathrm{E}(C)\), ft their \(\mathrm{E}(X)\)`, num(ec), ['b.1']),
            mark(
              'M1',
              tex`Uses \(\mathrm{Var}(aX + b) = a^{2}\mathrm{Var}(X)\) and takes the square root`,
              tex`\sqrt{${c * c}\times ${num(vx)}}`,
            ),
            mark('A1ft', tex`Correct standard deviation, ft their \(\mathrm{Var}(X)\), awrt`, sf(sdc), ['b.3']),
          ],
        ),
        part(tex`Find the probability that the total cost is more than \(${budget}\) pence.`, sf(over), [
          mark(
            'M1',
            tex`Converts to a statement about \(X\)`,
            tex`C > ${budget} \iff X > ${num((budget - f) / c)} \iff X \geqslant ${m + 1}`,
          ),
          mark('A1', tex`Correct probability \((1 - p)^{${m}}\), awrt`, sf(over), ['c.1']),
        ]),
      ],
      notes: [
        tex`(b) The fixed cost does not change the variance; \(b^{2}\) terms score M0.`,
        tex`(c) \(\mathrm{P}(X > ${m}) = (1 - p)^{${m}}\).`,
      ],
      facts: { p, c, f, ex, vx, ec, sdc, m, budget, over },
    };
  },
};

const cltPoisson: QuestionTemplate = {
  id: 'fs1.clt.poisson-sample',
  subtopicId: 'fs1-central-limit-theorem.sample-means',
  difficulty: 3,
  frequency: 'frequent',
  tags: [SYNOPTIC, 'central limit theorem', 'Poisson distribution', 'sample size'],
  build(rng) {
    const lambda = rng.pick([1.5, 2, 2.5, 3, 4, 5]);
    const n = rng.pick([30, 40, 50, 60, 80, 100]);
    const a = Math.round((lambda + rng.sign() * rng.int(1, 6) * 0.05) * 100) / 100;
    const z = (a - lambda) / Math.sqrt(lambda / n);
    const tail = (zValue: number) => (a > lambda ? 1 - normalCdf(zValue) : normalCdf(zValue));
    const prob = tail(z);
    // (b) carries their (a): the variance as printed, and z to 3 s.f. as the scheme's M1 shows it.
    const probCarried = tail(Number(sf((a - lambda) / Math.sqrt(Number(num(lambda / n))))));
    let h: number;
    let level: 0.95 | 0.99;
    let raw: number;
    do {
      [h, level] = [rng.pick([0.1, 0.2, 0.25, 0.3]), rng.pick([0.95, 0.99] as const)];
      raw = ((level === 0.95 ? Z.one5 : Z.one1) ** 2 * lambda) / (h * h);
    } while (near(raw));
    const least = Math.ceil(raw);
    const item = rng.pick([
      ['defects', 'sheet of glass', 'sheets', 'sheet'],
      ['typing errors', 'page of a report', 'pages', 'page'],
      ['bacteria colonies', 'culture plate', 'plates', 'plate'],
    ] as const);
    return {
      title: 'Central limit theorem for a Poisson sample mean',
      introTex: tex`The number of ${item[0]} on a ${item[1]} has a Poisson distribution with mean \(${num(lambda)}\). A random sample of \(${n}\) ${item[2]} is taken and \(\bar{X}\) is the mean number of ${item[0]} per ${item[3]}.`,
      parts: [
        part(
          tex`Use the central limit theorem to state the approximate distribution of \(\bar{X}\), giving its parameters.`,
          tex`\bar{X} \approx \mathrm{N}\left(${num(lambda)}, ${num(lambda / n)}\right)`,
          [
            mark('B1', tex`Normal with mean \(\lambda\)`, tex`\mathrm{N}(${num(lambda)}, \dots)`),
            mark('B1', tex`Variance \(\frac{\lambda}{n}\)`, tex`\frac{${num(lambda)}}{${n}} = ${num(lambda / n)}`),
          ],
        ),
        part(
          tex`Using your answer to part (a), find an estimate of \(\mathrm{P}(\bar{X} ${a > lambda ? '>' : '<'} ${num(a)})\).`,
          sf(prob),
          [
            mark(
              'M1',
              'Standardises with their mean and standard deviation',
              tex`z = \frac{${num(a)} - ${num(lambda)}}{\sqrt{${num(lambda / n)}}} = ${sf(z)}`,
            ),
            mark('A1', 'Correct probability, awrt', roundedAnswerTex(prob, probCarried), ['b.1']),
          ],
        ),
        part(
          tex`Find the smallest sample size for which the probability that \(\bar{X}\) is less than \(${num(lambda + h)}\) is more than \(${level}\).`,
          tex`${least}`,
          [
            mark(
              'M1',
              tex`Standardises with variance \(\lambda\) over the sample size`,
              tex`\frac{${num(h)}}{\sqrt{${num(lambda)}/m}} > ${level === 0.95 ? Z.one5 : Z.one1}`,
            ),
            mark('M1', 'Rearranges to a bound for the sample size', tex`m > ${raw.toFixed(2)}`),
            mark('A1', 'Correct smallest sample size', tex`${least}`, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        tex`(a) The variance of a Poisson distribution equals its mean, so \(\mathrm{Var}(\bar{X}) = \frac{\lambda}{n}\).`,
        '(c) The sample size must be rounded up to an integer.',
      ],
      facts: {
        lambda,
        n,
        a,
        prob,
        h,
        level,
        least,
        carriedRoundings: [{ allocationId: 'b.2', fromExact: prob, fromCarried: probCarried }],
      },
    };
  },
};

const cltGeometric: QuestionTemplate = {
  id: 'fs1.clt.geometric-attempts',
  subtopicId: 'fs1-central-limit-theorem.sample-means',
  difficulty: 3,
  frequency: 'occasional',
  tags: [SYNOPTIC, 'central limit theorem', 'geometric distribution'],
  build(rng) {
    const p100 = rng.pick([25, 40, 50, 60, 75, 80]);
    const p = p100 / 100;
    const n = rng.pick([40, 50, 60, 64, 80, 100]);
    const [muF, vF] = [frac(100, p100), frac(100 * (100 - p100), p100 * p100)];
    const [mu, v] = [value(muF), value(vF)];
    const a = Math.round((mu + rng.int(1, 5) * 0.05 * Math.sqrt(v)) * 100) / 100;
    const above = 1 - normalCdf((a - mu) / Math.sqrt(v / n));
    const d = rng.pick([0.1, 0.15, 0.2, 0.25]);
    const within = 2 * normalCdf(d / Math.sqrt(v / n)) - 1;
    const setting = rng.pick([
      [tex`a person needs to complete a puzzle`, tex`people attempt the puzzle`],
      [tex`a learner needs to pass a theory test`, tex`learners take the test`],
    ]);
    return {
      title: 'Mean number of attempts: the central limit theorem for a geometric variable',
      introTex: tex`The number of attempts, \(X\), that ${setting[0]} is modelled by a geometric distribution with parameter \(${num(p)}\). A random sample of \(${n}\) ${setting[1]} and \(\bar{X}\) is their mean number of attempts.`,
      parts: [
        part(
          tex`Find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`,
          tex`\mathrm{E}(X) = ${fracTex(muF)}, \; \mathrm{Var}(X) = ${fracTex(vF)}`,
          [
            mark('B1', tex`Correct mean \(\frac{1}{p}\)`, fracTex(muF)),
            mark('B1', tex`Correct variance \(\frac{1 - p}{p^{2}}\)`, fracTex(vF)),
          ],
        ),
        part(tex`Using your answers to part (a), find an estimate of \(\mathrm{P}(\bar{X} > ${num(a)})\).`, sf(above), [
          mark(
            'M1',
            tex`Normal approximation for the mean with variance \(\frac{\mathrm{Var}(X)}{${n}}\)`,
            tex`\bar{X} \approx \mathrm{N}\left(${fracTex(muF)}, \frac{${fracTex(vF)}}{${n}}\right)`,
          ),
          mark('M1', 'Standardises with their values', tex`z = \frac{${num(a)} - ${fracTex(muF)}}{\sqrt{${fracTex(vF)}/${n}}}`),
          mark('A1', 'Correct probability, awrt', sf(above), ['b.1', 'b.2']),
        ]),
        part(
          tex`Find an estimate of the probability that \(\bar{X}\) differs from \(\mathrm{E}(X)\) by less than \(${num(d)}\).`,
          sf(within),
          [
            mark(
              'M1',
              tex`Uses a symmetric interval: \(2\mathrm{P}(Z < z) - 1\) with their standard error`,
              tex`2\Phi\left(\frac{${num(d)}}{\sqrt{${fracTex(vF)}/${n}}}\right) - 1`,
            ),
            mark('A1', 'Correct probability, awrt', sf(within), ['c.1']),
          ],
        ),
        part(
          tex`Explain why the central limit theorem can be used here even though the distribution of \(X\) is not normal.`,
          tex`n = ${n} \text{ is large}`,
          [mark('B1', 'Refers to the large sample size', tex`\text{the sample size } ${n} \text{ is large}`)],
        ),
      ],
      notes: [
        '(b) No continuity correction is needed for a sample mean.',
        '(d) The geometric distribution is skewed, but the mean of a large sample is approximately normal.',
      ],
      facts: { p, n, mu, v, a, above, d, within },
    };
  },
};

const crateMass: QuestionTemplate = {
  id: 'fs1.clt.crate-mass',
  subtopicId: 'fs1-central-limit-theorem.sample-means',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['central limit theorem', 'sums of random variables', 'quadratic equations'],
  build(rng) {
    const [item, lo, hi] = rng.pick([
      ['apples', 140, 190],
      ['oranges', 160, 220],
      ['potatoes', 120, 200],
      ['pears', 150, 200],
    ] as const);
    const mu = rng.int(lo / 10, hi / 10) * 10;
    const sigma = rng.pick([15, 20, 25, 30]);
    const n = rng.pick([36, 40, 48, 50, 60, 64]);
    const limitKg = (Math.round((n * mu) / 100) + rng.int(1, 4)) / 10;
    const over = 1 - normalCdf((limitKg * 1000 - n * mu) / (sigma * Math.sqrt(n)));
    let capKg: number;
    let root: number;
    do {
      capKg = Math.round((n * mu * rng.int(12, 18)) / 1000) / 10;
      // largest N with N mu + 2.3263 sigma sqrt(N) < cap: solve mu s^2 + 2.3263 sigma s - cap = 0 for s = sqrt(N)
      const cap = capKg * 1000;
      const s = (-Z.one1 * sigma + Math.sqrt((Z.one1 * sigma) ** 2 + 4 * mu * cap)) / (2 * mu);
      root = s * s;
    } while (near(root, 0.02));
    const largest = Math.floor(root);
    return {
      title: 'Total mass of a crate by the central limit theorem',
      introTex: tex`The masses of ${item} have mean \(${mu}\) grams and standard deviation \(${sigma}\) grams; their distribution is not known. A crate is filled with \(${n}\) randomly chosen ${item}.`,
      parts: [
        part(
          tex`Explain why the total mass of the ${item} in a crate can be modelled by a normal distribution, and state its mean and variance.`,
          tex`\text{CLT, } n \text{ large}: \; \mathrm{N}(${n * mu}, ${n * sigma * sigma})`,
          [
            mark(
              'B1',
              tex`Central limit theorem with \(n\) large`,
              tex`\text{the sample of } ${n} \text{ is large, so the central limit theorem applies}`,
            ),
            mark('B1', tex`Mean \(n\mu\)`, tex`${n}\times ${mu} = ${n * mu}`),
            mark('B1', tex`Variance \(n\sigma^{2}\)`, tex`${n}\times ${sigma}^{2} = ${n * sigma * sigma}`),
          ],
        ),
        part(
          tex`Using your answer to part (a), find the probability that the total mass of the ${item} in a crate is more than \(${num(limitKg)}\ \mathrm{kg}\).`,
          sf(over),
          [
            mark(
              'M1',
              'Standardises in consistent units with their mean and variance',
              tex`z = \frac{${Math.round(limitKg * 1000)} - ${n * mu}}{\sqrt{${n * sigma * sigma}}}`,
            ),
            mark('A1', 'Correct probability, awrt', sf(over), ['b.1']),
          ],
        ),
        part(
          tex`A larger crate can hold at most \(${num(capKg)}\ \mathrm{kg}\). Find the greatest number of ${item} that can be put in it so that the probability that the total mass is more than \(${num(capKg)}\ \mathrm{kg}\) is less than \(0.01\).`,
          tex`${largest}`,
          [
            mark(
              'M1',
              tex`Forms an inequality with mean \(N\mu\) and standard deviation \(\sigma\sqrt{N}\)`,
              tex`\frac{${Math.round(capKg * 1000)} - ${mu}N}{${sigma}\sqrt{N}} > ${Z.one1}`,
            ),
            mark(
              'M1',
              tex`Solves the quadratic in \(\sqrt{N}\)`,
              tex`${mu}N + ${num(Z.one1 * sigma)}\sqrt{N} - ${Math.round(capKg * 1000)} < 0, \; N < ${sf(root, 5)}`,
            ),
            mark('A1', 'Correct greatest whole number', tex`${largest}`, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        '(b) Mixing kilograms and grams scores M0.',
        tex`(c) The variance of the total grows with \(N\), so a quadratic in \(\sqrt{N}\) is needed.`,
      ],
      facts: { mu, sigma, n, limitKg, over, capKg, largest },
    };
  },
};

const cltTable: QuestionTemplate = {
  id: 'fs1.clt.game-scores',
  subtopicId: 'fs1-central-limit-theorem.sample-means',
  difficulty: 3,
  frequency: 'frequent',
  tags: [SYNOPTIC, 'central limit theorem', 'discrete random variables', 'sample size'],
  build(rng) {
    const xs = rng.pick([
      [0, 1, 2, 5],
      [1, 2, 3, 4],
      [0, 2, 3, 10],
      [1, 2, 5, 10],
      [0, 1, 4, 6],
    ]);
    const ps = hundredths(rng, 4);
    const s1 = xs.reduce((s, x, i) => s + x * ps[i], 0);
    const s2 = xs.reduce((s, x, i) => s + x * x * ps[i], 0);
    const [mu, v] = [s1 / 100, (100 * s2 - s1 * s1) / 10000];
    const n = rng.pick([40, 50, 60, 75, 80, 100]);
    const a = Math.round((mu - (rng.int(1, 4) * 0.5 * Math.sqrt(v)) / Math.sqrt(n)) * 100) / 100;
    const below = normalCdf((a - mu) / Math.sqrt(v / n));
    let h: number;
    let raw: number;
    do {
      h = rng.int(1, 12) / 10;
      raw = (Z.two5 ** 2 * v) / (h * h);
    } while (near(raw) || raw < 30 || raw > 600);
    const least = Math.ceil(raw);
    const setting = rng.pick([
      [tex`on one play of a game`],
      [tex`on one spin of a prize wheel`],
      [tex`on one throw at a fairground coconut shy`],
    ]);
    return {
      title: 'Mean score in a game by the central limit theorem',
      introTex: tex`The score \(X\) ${setting[0]} has the probability distribution \(\begin{array}{c|cccc} x & ${xs.join(' & ')} \\ \hline \mathrm{P}(X = x) & ${ps.map((p) => num(p / 100)).join(' & ')} \end{array}\)`,
      parts: [
        part(tex`Find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`, tex`\mathrm{E}(X) = ${num(mu)}, \; \mathrm{Var}(X) = ${num(v)}`, [
          mark('M1', tex`Sum of \(x\,\mathrm{P}(X = x)\)`, tex`\sum x\,\mathrm{P}(X = x)`),
          mark('A1', 'Correct mean', num(mu), ['a.1']),
          mark('M1', tex`\(\mathrm{E}(X^{2}) - \left(\mathrm{E}(X)\right)^{2}\)`, tex`${num(s2 / 100)} - ${num(mu)}^{2}`),
          mark('A1', 'Correct variance', num(v), ['a.3']),
        ]),
        part(
          tex`A player plays the game \(${n}\) times. Using your answers to part (a), find an estimate of the probability that the mean score is less than \(${num(a)}\).`,
          sf(below),
          [
            mark('M1', 'Normal approximation for the mean', tex`\bar{X} \approx \mathrm{N}\left(${num(mu)}, \frac{${num(v)}}{${n}}\right)`),
            mark('M1', 'Standardises with their values', tex`z = \frac{${num(a)} - ${num(mu)}}{\sqrt{${num(v)}/${n}}}`),
            mark('A1ft', tex`Correct probability, ft their \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\), awrt`, sf(below), ['b.1', 'b.2']),
          ],
        ),
        part(
          tex`Find the least number of plays for which the probability that the mean score is within \(${num(h)}\) of \(\mathrm{E}(X)\) is at least \(0.95\).`,
          tex`${least}`,
          [
            mark(
              'M1',
              tex`Uses the two-tailed point \(1.96\) with their variance over \(m\)`,
              tex`\frac{${num(h)}}{\sqrt{${num(v)}/m}} \geqslant 1.96`,
            ),
            mark('M1', tex`Rearranges to a bound for \(m\)`, tex`m \geqslant ${raw.toFixed(2)}`),
            mark('A1', 'Correct least number of plays', tex`${least}`, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: ['(b) The central limit theorem applies as the number of plays is large.', '(c) Using 1.6449 (one tail) scores M0.'],
      facts: { xs, ps, mu, v, n, a, below, h, least },
    };
  },
};

const twoArchers: QuestionTemplate = {
  id: 'fs1.negbin.two-archers',
  subtopicId: 'fs1-geometric-and-negative-binomial.means-and-variances',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['negative binomial distribution', 'mean and variance', 'independent random variables'],
  build(rng) {
    const [pa, pb] = rng.sample([0.2, 0.25, 0.4, 0.5, 0.8], 2);
    const r = rng.int(2, 5);
    const [ea, va] = [r / pa, (r * (1 - pa)) / (pa * pa)];
    const [eb, vb] = [r / pb, (r * (1 - pb)) / (pb * pb)];
    const nb1 = (p: number) => r * p ** r * (1 - p);
    const both = nb1(pa) * nb1(pb);
    const names = rng.pick([
      ['Asha', 'Ben'],
      ['Carys', 'Dev'],
      ['Ella', 'Femi'],
    ] as const);
    return {
      title: 'Comparing two archers with negative binomial distributions',
      introTex: tex`${names[0]} and ${names[1]} each shoot arrows at a target until they have hit it \(${r}\) times. Each of ${names[0]}'s arrows hits with probability \(${num(pa)}\) and each of ${names[1]}'s with probability \(${num(pb)}\), all independently. The numbers of arrows they shoot are \(A\) and \(B\) respectively.`,
      parts: [
        part(tex`Find \(\mathrm{E}(A)\) and \(\mathrm{Var}(A)\).`, tex`\mathrm{E}(A) = ${num(ea)}, \; \mathrm{Var}(A) = ${num(va)}`, [
          mark(
            'M1',
            tex`Uses \(\frac{r}{p}\) and \(\frac{r(1 - p)}{p^{2}}\)`,
            tex`\frac{${r}}{${num(pa)}}, \; \frac{${r}(${num(1 - pa)})}{${num(pa)}^{2}}`,
          ),
          mark('A1', 'Both correct', tex`${num(ea)}, \; ${num(va)}`, ['a.1']),
        ]),
        part(
          tex`Using your answers to part (a), find \(\mathrm{E}(A - B)\) and \(\mathrm{Var}(A - B)\).`,
          tex`\mathrm{E}(A - B) = ${num(ea - eb)}, \; \mathrm{Var}(A - B) = ${num(va + vb)}`,
          [
            mark('M1', 'Subtracts the means', tex`${num(ea)} - ${num(eb)}`),
            mark('A1ft', tex`Correct \(\mathrm{E}(A - B)\), ft their \(\mathrm{E}(A)\)`, num(ea - eb), ['b.1']),
            mark('M1', 'Adds the variances of independent variables', tex`${num(va)} + ${num(vb)}`),
            mark('A1ft', tex`Correct \(\mathrm{Var}(A - B)\), ft their \(\mathrm{Var}(A)\)`, num(va + vb), ['b.3']),
          ],
        ),
        part(tex`Find the probability that ${names[0]} and ${names[1]} both shoot exactly \(${r + 1}\) arrows.`, sf(both), [
          mark(
            'M1',
            'Product of two negative binomial probabilities with one miss each',
            tex`\left(${r}(${num(pa)})^{${r}}(${num(1 - pa)})\right)\left(${r}(${num(pb)})^{${r}}(${num(1 - pb)})\right)`,
          ),
          mark('A1', 'Correct probability, awrt', sf(both), ['c.1']),
        ]),
      ],
      notes: [
        tex`(b) \(\mathrm{Var}(A - B) = \mathrm{Var}(A) + \mathrm{Var}(B)\); subtracting the variances scores M0.`,
        tex`(c) Each factor is \(\binom{${r}}{${r - 1}}p^{${r}}(1 - p)\).`,
      ],
      facts: { pa, pb, r, ea, va, eb, vb, both },
    };
  },
};

export const fs1GeometricCltTemplates: QuestionTemplate[] = [
  geometricFindP,
  salesCalls,
  alternateTurns,
  negbinMoments,
  costOfAttempts,
  cltPoisson,
  cltGeometric,
  crateMass,
  cltTable,
  twoArchers,
];
