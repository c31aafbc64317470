/** Chi-squared templates: given ratios, pooling and degrees of freedom, 2 x 2 and 3 x 3 tables, fits with an estimated parameter. */
import { binomialPmf, chiSquaredCritical, chiSquaredStatistic, poissonPmf, poolCells, type Level } from '../../math/stats.js';
import { dp, num, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type MarkSpec, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import {
  clearOf,
  conclusion,
  contingencyTex,
  expectedTable,
  freqTable,
  observedFor,
  observedNear,
  pct,
  poolAll,
  rowsTable,
  sig,
  statisticFromPrinted,
} from './fs1-test-tools.js';

const RATIOS = [
  {
    story: 'A geneticist predicts that the flowers of a cross of two plants are red, pink and white in the ratio',
    cats: ['Red', 'Pink', 'White'],
    ratio: [1, 2, 1],
  },
  {
    story: 'A breeding model predicts that peas are round yellow, round green, wrinkled yellow and wrinkled green in the ratio',
    cats: ['RY', 'RG', 'WY', 'WG'],
    ratio: [9, 3, 3, 1],
  },
  {
    story: 'A sweet manufacturer states that its packets contain orange, lemon, lime and cherry sweets in the ratio',
    cats: ['Orange', 'Lemon', 'Lime', 'Cherry'],
    ratio: [2, 3, 3, 4],
  },
  {
    story: 'A cafe owner believes that customers choose tea, coffee, juice and water in the ratio',
    cats: ['Tea', 'Coffee', 'Juice', 'Water'],
    ratio: [3, 4, 2, 1],
  },
] as const;

const givenRatio: QuestionTemplate = {
  id: 'fs1.chi.given-ratio',
  subtopicId: 'fs1-chi-squared-tests.goodness-of-fit',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['chi-squared', 'goodness of fit', 'expected frequencies'],
  build(rng) {
    const model = rng.pick(RATIOS);
    const total = model.ratio.reduce((s, r) => s + r, 0);
    const N = total * rng.pick([10, 12, 15, 20, 25]);
    const expected = model.ratio.map((r) => (N * r) / total);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const df = model.cats.length - 1;
    const cv = chiSquaredCritical(df, level);
    const observed = observedFor(rng, expected, rng.next() < 0.5, (o) => ({ stat: chiSquaredStatistic(o, expected), cv }));
    const stat = chiSquaredStatistic(observed, expected);
    const reject = stat > cv;
    const ratioTex = model.ratio.join(':');
    return {
      title: 'Chi-squared test of a stated ratio',
      introTex: tex`${model.story} \(${ratioTex}\). A random sample of \(${N}\) gives the frequencies \(${freqTable(
        'Category',
        model.cats.map((c) => tex`\text{${c}}`),
        'Frequency',
        observed,
      )}\)`,
      parts: [
        part(tex`Find the expected frequencies if the stated ratio is correct.`, expected.map((e) => num(e)).join(', \\; '), [
          mark('M1', 'Shares the total in the stated ratio', tex`\frac{${model.ratio[0]}}{${total}} \times ${N} = ${num(expected[0])}`),
          mark('A1', 'All expected frequencies correct', expected.map((e) => num(e)).join(', \\; '), ['a.1']),
        ]),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether the data are consistent with the stated ratio. State your hypotheses clearly.`,
          conclusion(reject, 'the ratio is not correct'),
          [
            mark(
              'B1',
              'Both hypotheses',
              tex`\mathrm{H}_0: \text{the ratio } ${ratioTex} \text{ fits}, \; \mathrm{H}_1: \text{it does not}`,
            ),
            mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`, ['a.1']),
            mark('A1', 'Correct statistic, awrt', sig(stat), ['b.2']),
            mark('B1', 'Correct degrees of freedom and critical value', tex`\nu = ${df}, \; ${cv}`),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the ratio is not correct'), ['b.2']),
          ],
        ),
        part(
          tex`Someone says that the result of your test in part (b) proves whether the stated ratio is correct. Comment on this claim.`,
          reject
            ? tex`\text{not proof: strong evidence against the ratio, with a risk of a type I error}`
            : tex`\text{not proof: only insufficient evidence against the ratio}`,
          [
            mark(
              'B1ft',
              'A test gives evidence, not proof, consistent with their conclusion',
              reject ? tex`\text{evidence against, not proof}` : tex`\text{no evidence against, not proof}`,
            ),
          ],
        ),
      ],
      notes: ['(b) Degrees of freedom are cells minus one: nothing is estimated.', '(c) Follow through their conclusion.'],
      facts: { ratio: [...model.ratio], N, expected, observed, level, df, cv, stat, reject },
    };
  },
};

/** Poisson frequencies 0..4 and "5 or more" for N items, with the mean estimated from the table (top cell as 5). */
export function poissonTable(rng: Rng, N: number, lambda: number, wantReject: boolean, level: Level) {
  const probs = [0, 1, 2, 3, 4].map((k) => poissonPmf(lambda, k));
  const base = [...probs, 1 - probs.reduce((s, p) => s + p, 0)].map((p) => N * p);
  const fit = (observed: number[]) => {
    const mean = observed.reduce((s, o, k) => s + k * o, 0) / N;
    const ps = [0, 1, 2, 3, 4].map((k) => poissonPmf(mean, k));
    const expected = [...ps, 1 - ps.reduce((s, p) => s + p, 0)].map((p) => Math.round(N * p * 100) / 100);
    const pooled = poolCells(observed, expected);
    const df = pooled.expected.length - 2;
    const stat = chiSquaredStatistic(pooled.observed, pooled.expected);
    return { mean, expected, pooled, df, stat, cv: df >= 1 ? chiSquaredCritical(df, level) : Infinity };
  };
  for (let attempt = 0; ; attempt++) {
    const observed = observedFor(rng, base, wantReject, (o) => fit(o));
    const result = fit(observed);
    if (attempt > 50 && result.df >= 1) return { observed, ...result };
    if (result.df >= 1 && result.pooled.expected.length < 6 && result.pooled.expected[0] === result.expected[0])
      return { observed, ...result };
  }
}

const poolingDegrees: QuestionTemplate = {
  id: 'fs1.chi.pooling-degrees',
  subtopicId: 'fs1-chi-squared-tests.degrees-of-freedom',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['chi-squared', 'degrees of freedom', 'combining cells', 'Poisson distribution'],
  build(rng) {
    const N = rng.pick([50, 80, 100]);
    const lambda = rng.pick([0.8, 1, 1.2, 1.4, 1.6, 1.8]);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const fit = poissonTable(rng, N, lambda, rng.next() < 0.5, level);
    const reject = fit.stat > fit.cv;
    const kept = fit.pooled.expected.length;
    const labels = ['0', '1', '2', '3', '4', tex`\geqslant 5`];
    const merged = labels.slice(kept - 1);
    const thing = rng.pick([
      ['Calls', 'calls received per minute by a switchboard'],
      ['Goals', 'goals scored per match by a team'],
      ['Errors', 'errors per page of a manuscript'],
      ['Births', 'births per day at a small clinic'],
    ] as const);
    return {
      title: 'Combining cells and degrees of freedom in a Poisson fit',
      introTex: tex`The numbers of ${thing[1]} are recorded on \(${N}\) occasions. The mean of the data, \(${num(fit.mean)}\), is used to fit a Poisson distribution, giving these observed (O) and expected (E) frequencies: \(${rowsTable(
        thing[0],
        labels,
        [
          ['O', fit.observed],
          ['E', fit.expected.map((e) => dp(e, 2))],
        ],
      )}\)`,
      parts: [
        part(
          tex`Explain why some cells must be combined before a chi-squared test is carried out, and state which cells should be combined.`,
          tex`\text{expected frequencies below 5: combine } ${merged.length === 2 ? tex`4 \text{ and } \geqslant 5` : tex`\geqslant ${kept - 1}`}`,
          [
            mark('B1', 'Expected frequencies must be at least 5', tex`E < 5`),
            mark('B1', 'Correct cells combined', tex`\text{combine into } \geqslant ${kept - 1}`),
          ],
        ),
        part(tex`Hence state the number of degrees of freedom for the test, giving a reason.`, tex`\nu = ${kept} - 1 - 1 = ${fit.df}`, [
          mark('B1ft', 'Their number of cells minus two: one for the total, one for the estimated mean', tex`${kept} - 2 = ${fit.df}`),
        ]),
        part(tex`Calculate the test statistic \(\sum \frac{(O - E)^{2}}{E}\).`, sig(fit.stat), [
          mark('M1', 'Uses the combined cells in the statistic', tex`\sum\frac{(O - E)^{2}}{E}, \; ${kept} \text{ cells}`),
          mark('A1', 'Correct statistic over the pooled cells', tex`\sum\frac{(O - E)^{2}}{E}, \; ${kept} \text{ cells}`, ['c.1']),
          mark('A1', 'Correct statistic, awrt', sig(fit.stat), ['c.1']),
        ]),
        part(
          tex`Using your answers to parts (b) and (c), test at the \(${pct(level)}\) level of significance whether a Poisson distribution is a suitable model.`,
          conclusion(reject, 'a Poisson model is not suitable'),
          [
            mark('B1ft', 'Critical value for their degrees of freedom', tex`\chi^{2}_{${fit.df}}(${num(level)}) = ${fit.cv}`),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'a Poisson model is not suitable'), [
              'c.1',
            ]),
          ],
        ),
      ],
      notes: [
        '(a) Cells are combined from the tail until every expected frequency is at least 5.',
        '(b) One degree of freedom is lost for the estimated mean.',
      ],
      facts: { N, level, ...fit, reject },
    };
  },
};

const FAMILY_MODELS = [
  { n: 3, what: 'the number of girls in families with 3 children', head: 'Girls' },
  { n: 4, what: 'the number of heads when 4 coins are tossed together', head: 'Heads' },
  { n: 4, what: 'the number of even scores when 4 dice are rolled together', head: 'Even' },
  { n: 3, what: 'the number of correct answers when 3 true-or-false questions are guessed', head: 'Correct' },
] as const;

const shortcutFormula: QuestionTemplate = {
  id: 'fs1.chi.shortcut-formula',
  subtopicId: 'fs1-chi-squared-tests.degrees-of-freedom',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['chi-squared', 'degrees of freedom', 'binomial distribution', 'proof'],
  build(rng) {
    const model = rng.pick(FAMILY_MODELS);
    const n = model.n;
    const N = 2 ** n * rng.pick(n === 3 ? [10, 15, 20, 25, 30] : [10, 15, 20]);
    const expected = Array.from({ length: n + 1 }, (_, k) => N * binomialPmf(n, 0.5, k));
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const cv = chiSquaredCritical(n, level);
    const observed = observedFor(rng, expected, rng.next() < 0.5, (o) => ({ stat: chiSquaredStatistic(o, expected), cv }));
    const sumO2E = observed.reduce((s, o, k) => s + (o * o) / expected[k], 0);
    const stat = sumO2E - N;
    const reject = stat > cv;
    const labels = Array.from({ length: n + 1 }, (_, k) => String(k));
    return {
      title: 'A shortcut for the chi-squared statistic and its degrees of freedom',
      introTex: tex`A student records ${model.what}, on \(${N}\) occasions: \(${freqTable(model.head, labels, 'Frequency', observed)}\) She models the number by \(\mathrm{B}(${n}, 0.5)\).`,
      parts: [
        part(
          tex`Show that \(\sum \frac{(O - E)^{2}}{E} = \sum \frac{O^{2}}{E} - N\), where \(N\) is the total frequency.`,
          tex`\sum \frac{O^{2}}{E} - N`,
          [
            mark('M1', 'Expands the square and splits the sum', tex`\sum\frac{O^{2}}{E} - 2\sum O + \sum E`),
            mark('A1*', tex`Uses \(\sum O = \sum E = N\), cso`, tex`\sum\frac{O^{2}}{E} - 2N + N`, ['a.1']),
          ],
        ),
        part(tex`Find the expected frequencies under the model.`, expected.map((e) => num(e)).join(', \\; '), [
          mark('B1', 'All expected frequencies correct', expected.map((e) => num(e)).join(', \\; ')),
        ]),
        part(tex`Hence, using the result in part (a), calculate the value of the test statistic.`, sig(stat), [
          mark('M1', tex`Uses \(\sum \frac{O^{2}}{E} - N\) with their expected frequencies`, tex`${sig(sumO2E, 5)} - ${N}`),
          mark('A1', 'Correct statistic, awrt', sig(stat), ['c.1']),
        ]),
        part(
          tex`State the number of degrees of freedom, giving a reason, and test at the \(${pct(level)}\) level of significance whether the model is suitable.`,
          tex`\nu = ${n}; \; ${conclusion(reject, 'the model is not suitable')}`,
          [
            mark('B1', 'Cells minus one, since no parameter is estimated', tex`\nu = ${n + 1} - 1 = ${n}`),
            mark('B1', 'Correct critical value', tex`\chi^{2}_{${n}}(${num(level)}) = ${cv}`),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'the model is not suitable'), ['c.1']),
          ],
        ),
        part(
          tex`State the number of degrees of freedom if the probability had instead been estimated from the data.`,
          tex`\nu = ${n - 1}`,
          [mark('B1', 'One fewer for the estimated parameter', tex`${n + 1} - 2 = ${n - 1}`)],
        ),
      ],
      notes: [
        tex`(a) The printed answer needs both sums replaced by \(N\).`,
        '(d) The final A1 follows their statistic and needs a conclusion in context.',
      ],
      facts: { n, N, expected, observed, level, cv, sumO2E, stat, reject },
    };
  },
};

const PAIRS = [
  {
    rows: ['Intensive', 'Weekly'],
    cols: ['Pass', 'Fail'],
    story: 'Learner drivers are classified by the type of lessons they took and whether they passed their test at the first attempt',
  },
  {
    rows: ['Drug', 'Placebo'],
    cols: ['Improved', 'No change'],
    story: 'Patients in a trial are classified by the treatment they received and whether their condition improved',
  },
  { rows: ['Town', 'Country'], cols: ['Dog', 'No dog'], story: 'Households are classified by where they are and whether they own a dog' },
  {
    rows: ['Online', 'Classroom'],
    cols: ['Completed', 'Withdrew'],
    story: 'Students on a course are classified by how it was taught and whether they completed it',
  },
] as const;

const contingency2x2: QuestionTemplate = {
  id: 'fs1.chi.contingency-2x2',
  subtopicId: 'fs1-chi-squared-tests.contingency-tables',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['chi-squared', 'contingency tables', 'independence'],
  build(rng) {
    const ctx = rng.pick(PAIRS);
    const N = rng.pick([80, 100, 120, 150, 200]);
    const [r0, c0] = [rng.pick([0.4, 0.5, 0.6]), rng.pick([0.3, 0.4, 0.5, 0.6, 0.7])];
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const cv = chiSquaredCritical(1, level);
    const wantReject = rng.next() < 0.5;
    let observed: number[][];
    let table: ReturnType<typeof expectedTable>;
    let stat: number;
    let tries = 0;
    do {
      const d = wantReject ? (0.12 + tries / 300) * rng.pick([-1, 1]) : 0;
      const cells = [r0 * (c0 + d), r0 * (1 - c0 - d), (1 - r0) * (c0 - d), (1 - r0) * (1 - c0 + d)].map((p) => Math.max(0.02, p) * N);
      const flat = observedNear(rng, cells, 0.7);
      observed = [flat.slice(0, 2), flat.slice(2)];
      table = expectedTable(observed);
      stat = chiSquaredStatistic(observed.flat(), table.expected.flat());
      tries++;
    } while (tries < 3000 && (stat > cv !== wantReject || !clearOf(stat, cv) || Math.min(...table.expected.flat()) < 5));
    const { rows, cols, expected } = table;
    const reject = stat > cv;
    const expTex = contingencyTex(
      ctx.cols,
      ctx.rows,
      expected.map((r) => r.map((e) => dp(e, 2))),
    );
    const more = observed[0][0] > expected[0][0];
    const statCarried = statisticFromPrinted(observed.flat(), expected.flat());
    return {
      title: 'Chi-squared test in a 2 by 2 contingency table',
      introTex: tex`${ctx.story}: \(${contingencyTex(ctx.cols, ctx.rows, observed)}\)`,
      parts: [
        part(tex`Find the expected frequencies if the two classifications are independent, to 2 decimal places.`, expTex, [
          mark(
            'M1',
            'Row total times column total over the grand total',
            tex`\frac{${rows[0]} \times ${cols[0]}}{${N}} = ${dp(expected[0][0], 2)}`,
          ),
          mark('A1', 'All four correct', expTex, ['a.1']),
        ]),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether the two classifications are independent. State your hypotheses clearly.`,
          conclusion(reject, 'they are not independent'),
          [
            mark('B1', 'Both hypotheses in context', tex`\mathrm{H}_0: \text{independent}, \; \mathrm{H}_1: \text{not independent}`),
            mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`, ['a.1']),
            mark('A1', 'Correct statistic, awrt', roundedAnswerTex(stat, statCarried, '', sig(stat)), ['b.2']),
            mark('B1', 'One degree of freedom and the critical value', tex`\nu = (2 - 1)(2 - 1) = 1, \; ${cv}`),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'they are not independent'), ['b.2']),
          ],
        ),
        part(
          tex`Using your answer to part (a), compare the observed and expected numbers in the ${ctx.rows[0]} and ${ctx.cols[0]} cell, and comment in context.`,
          tex`\text{observed } ${observed[0][0]} \text{ is ${more ? 'more' : 'fewer'} than expected } ${dp(expected[0][0], 2)}`,
          [
            mark(
              'B1ft',
              'Correct comparison with their expected frequency, in context',
              tex`${observed[0][0]} ${more ? '>' : '<'} ${dp(expected[0][0], 2)}`,
            ),
          ],
        ),
      ],
      notes: [
        '(b) No continuity correction is used in this specification.',
        '(c) A comment is only a description unless the test in (b) is significant.',
      ],
      facts: {
        observed,
        expected,
        level,
        cv,
        stat,
        reject,
        carriedRoundings: [{ allocationId: 'b.3', fromExact: stat, fromCarried: statCarried }],
      },
    };
  },
};

const contingencyCombining: QuestionTemplate = {
  id: 'fs1.chi.contingency-combining',
  subtopicId: 'fs1-chi-squared-tests.contingency-tables',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['chi-squared', 'contingency tables', 'combining cells'],
  build(rng) {
    const cols = rng.pick([
      ['Bronze', 'Silver', 'Gold'],
      ['Pass', 'Merit', 'Distinction'],
      ['Fair', 'Good', 'Excellent'],
    ]);
    const rowsH = rng.pick([
      ['Under 30', '30 to 50', 'Over 50'],
      ['School A', 'School B', 'School C'],
      ['Morning', 'Afternoon', 'Evening'],
    ]);
    const N = rng.pick([120, 150, 180, 200]);
    const level = rng.pick<Level>([0.05, 0.1]);
    const cv = chiSquaredCritical(2, level);
    const wantReject = rng.next() < 0.5;
    const rowShare = rng.pick([
      [0.25, 0.4, 0.35],
      [0.3, 0.3, 0.4],
      [0.2, 0.45, 0.35],
    ]);
    let observed: number[][];
    let full: ReturnType<typeof expectedTable>;
    let merged: number[][];
    let table: ReturnType<typeof expectedTable>;
    let stat: number;
    let tries = 0;
    do {
      const tilt = wantReject ? 0.25 + tries / 300 : 0;
      observed = rowShare.map((rs, i) =>
        observedNear(
          rng,
          [0.5 + tilt * (i - 1), 0.42 - tilt * (i - 1), 0.08].map((c) => Math.max(0.02, c) * rs * N),
          0.6,
        ),
      );
      full = expectedTable(observed);
      merged = observed.map((r) => [r[0], r[1] + r[2]]);
      table = expectedTable(merged);
      stat = chiSquaredStatistic(merged.flat(), table.expected.flat());
      tries++;
    } while (
      tries < 3000 &&
      (stat > cv !== wantReject ||
        !clearOf(stat, cv) ||
        Math.min(...table.expected.flat()) < 5 ||
        Math.min(...full.expected.map((r) => r[2])) >= 5 ||
        full.cols[2] === 0)
    );
    const reject = stat > cv;
    const small = full.expected.map((r) => r[2]).indexOf(Math.min(...full.expected.map((r) => r[2])));
    const eSmall = full.expected[small][2];
    return {
      title: 'A contingency table that needs cells combined',
      introTex: tex`The grades awarded to candidates from three groups are shown: \(${contingencyTex(cols, rowsH, observed)}\)`,
      parts: [
        part(
          tex`Show that, under the hypothesis of independence, the expected frequency of ${cols[2]} grades for the ${rowsH[small]} group is \(${dp(eSmall, 2)}\) to 2 decimal places.`,
          dp(eSmall, 2),
          [
            mark(
              'M1',
              'Row total times column total over the grand total',
              tex`\frac{${full.rows[small]} \times ${full.cols[2]}}{${full.N}}`,
            ),
            mark('A1*', 'Correct value shown, cso', dp(eSmall, 2), ['a.1']),
          ],
        ),
        part(
          tex`Using your answer to part (a), explain why the ${cols[1]} and ${cols[2]} columns should be combined, and state the number of degrees of freedom for the test.`,
          tex`\text{an expected frequency is below 5}; \; \nu = 2`,
          [
            mark('B1', 'Expected frequency below 5', tex`${dp(eSmall, 2)} < 5`),
            mark('B1', tex`Degrees of freedom for the \(3 \times 2\) table`, tex`\nu = (3 - 1)(2 - 1) = 2`),
          ],
        ),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether grade is independent of group. State your hypotheses clearly.`,
          conclusion(reject, 'grade depends on group'),
          [
            mark(
              'B1',
              'Both hypotheses in context',
              tex`\mathrm{H}_0: \text{grade and group independent}, \; \mathrm{H}_1: \text{not independent}`,
            ),
            mark('M1', 'Expected frequencies of the combined table and the statistic', tex`\sum\frac{(O - E)^{2}}{E}, \; 6 \text{ cells}`),
            mark('A1', 'Correct statistic, awrt', sig(stat), ['c.2']),
            mark('B1', 'Correct critical value', tex`\chi^{2}_{2}(${num(level)}) = ${cv}`),
            mark('A1', 'Correct conclusion in context, dependent on the M1', conclusion(reject, 'grade depends on group'), ['c.2']),
          ],
        ),
      ],
      notes: [tex`(b) Combining columns leaves a \(3 \times 2\) table.`, '(c) A statistic from the uncombined table scores M0.'],
      facts: { observed, merged, expected: table.expected, small, eSmall, level, cv, stat, reject },
    };
  },
};

/** A fit with an estimated parameter: the cells after pooling, the degrees of freedom left, the statistic and its critical value. */
interface EstimatedFit {
  pooled: { observed: number[]; expected: number[] };
  df: number;
  stat: number;
  cv: number;
}

/** Observed counts near `base` (a fit or a misfit, at random) whose pooled cells leave at least one degree of freedom, with their fit. */
function fitWithFreedom<F extends EstimatedFit>(
  rng: Rng,
  base: number[],
  fit: (observed: number[]) => F,
): { observed: number[]; result: F } {
  for (;;) {
    const observed = observedFor(rng, base, rng.next() < 0.5, fit);
    const result = fit(observed);
    if (result.df >= 1) return { observed, result };
  }
}

/**
 * The marks of the test of a fitted `model` distribution with one estimated parameter, in part (c)
 * after the expected frequencies in (b); `statCarried` is the statistic from those as printed.
 */
function estimatedFitMarks(model: string, { pooled, df, stat, cv }: EstimatedFit, reject: boolean, statCarried: number): MarkSpec[] {
  return [
    mark('B1', 'Both hypotheses', tex`\mathrm{H}_0: \text{a ${model} distribution fits}, \; \mathrm{H}_1: \text{it does not}`),
    mark(
      'B1',
      'Combines cells with expected below 5 and loses a degree of freedom for the estimate',
      tex`${pooled.expected.length} \text{ cells}, \; \nu = ${pooled.expected.length} - 2 = ${df}`,
    ),
    mark('M1', 'Calculates the statistic with their expected frequencies', tex`\sum\frac{(O - E)^{2}}{E}`, ['b.1']),
    mark('A1', 'Correct statistic, awrt', roundedAnswerTex(stat, statCarried, '', sig(stat)), ['c.3']),
    mark(
      'A1',
      'Correct critical value and conclusion in context',
      tex`${cv}; \; ${conclusion(reject, `a ${model} model is not suitable`)}`,
      ['c.3'],
    ),
  ];
}

const ITEMS = [
  ['batches of', 'components', 'faulty'],
  ['boxes of', 'eggs', 'cracked'],
  ['packs of', 'seeds', 'failing to germinate'],
  ['trays of', 'peaches', 'bruised'],
] as const;

const binomialEstimated: QuestionTemplate = {
  id: 'fs1.chi.binomial-fit-estimated',
  subtopicId: 'fs1-chi-squared-tests.fitting-distributions',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['chi-squared', 'fitting distributions', 'binomial distribution', 'estimated parameter'],
  build(rng) {
    const [group, items, state] = rng.pick(ITEMS);
    const n = rng.pick([4, 5]);
    const N = rng.pick([100, 200, 250]);
    const p = rng.pick([0.2, 0.25, 0.3, 0.35, 0.4]);
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const base = Array.from({ length: n + 1 }, (_, k) => N * binomialPmf(n, p, k));
    const fit = (observed: number[]) => {
      const pHat = observed.reduce((s, o, k) => s + k * o, 0) / (n * N);
      const expected = Array.from({ length: n + 1 }, (_, k) => N * binomialPmf(n, pHat, k));
      const pooled = poolCells(observed, expected);
      const df = pooled.expected.length - 2;
      const stat = chiSquaredStatistic(pooled.observed, pooled.expected);
      return { pHat, expected, pooled, df, stat, cv: df >= 1 ? chiSquaredCritical(df, level) : Infinity };
    };
    const { observed, result } = fitWithFreedom(rng, base, fit);
    const { pHat, expected, pooled, df, stat, cv } = result;
    const reject = stat > cv;
    const labels = Array.from({ length: n + 1 }, (_, k) => String(k));
    const expTex = expected.map((e) => dp(e, 2)).join(', \\; ');
    const statCarried = statisticFromPrinted(observed, expected, poolCells);
    const successes = observed.reduce((s, o, k) => s + k * o, 0);
    return {
      title: 'Fitting a binomial distribution with an estimated probability',
      introTex: tex`In \(${N}\) ${group} \(${n}\) ${items}, the number of ${items} ${state} in each is recorded: \(${freqTable('Number', labels, 'Frequency', observed)}\) A binomial model \(\mathrm{B}(${n}, p)\) is proposed.`,
      parts: [
        part(tex`Show that an estimate of \(p\) from these data is \(${num(pHat)}\).`, num(pHat), [
          mark('M1', 'Total number of successes over the total number of items', tex`\frac{${successes}}{${n} \times ${N}}`),
          mark('A1*', 'Correct estimate, cso', num(pHat), ['a.1']),
        ]),
        part(tex`Using your estimate, find the expected frequencies, to 2 decimal places.`, expTex, [
          mark(
            'M1',
            tex`\(${N}\) times binomial probabilities with the estimated \(p\)`,
            tex`${N}\binom{${n}}{x}(${num(pHat)})^{x}(${num(1 - pHat)})^{${n} - x}`,
          ),
          mark('A1', 'All expected frequencies correct', expTex, ['b.1']),
        ]),
        part(
          tex`Test, at the \(${pct(level)}\) level of significance, whether a binomial distribution is a suitable model. State your hypotheses clearly.`,
          conclusion(reject, 'a binomial model is not suitable'),
          estimatedFitMarks('binomial', result, reject, statCarried),
        ),
      ],
      notes: [
        tex`(c) One degree of freedom for the total and one for the estimated \(p\).`,
        '(c) Cells are combined until every expected frequency is at least 5.',
      ],
      facts: {
        n,
        N,
        observed,
        pHat,
        expected,
        pooled,
        df,
        level,
        stat,
        cv,
        reject,
        carriedRoundings: [{ allocationId: 'c.4', fromExact: stat, fromCarried: statCarried }],
      },
    };
  },
};

const GEO_CONTEXTS = [
  ['the number of attempts each of', 'learner drivers needed to pass a driving test', 'Attempts'],
  ['the number of calls each of', 'sales staff made until their first sale of the day', 'Calls'],
  ['the number of throws each of', 'children needed to hit a target', 'Throws'],
  ['the number of days each of', 'new plants took to produce a first flower', 'Days'],
] as const;

const geometricFit: QuestionTemplate = {
  id: 'fs1.chi.geometric-fit',
  subtopicId: 'fs1-chi-squared-tests.fitting-distributions',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['chi-squared', 'fitting distributions', 'geometric distribution', 'estimated parameter'],
  build(rng) {
    const [lead, rest, head] = rng.pick(GEO_CONTEXTS);
    const p = rng.pick([0.5, 0.4, 0.3, 0.25, 0.2]);
    const N = rng.pick([100, 120, 150, 200]);
    const k = p <= 0.25 ? 7 : 6;
    const level = rng.pick<Level>([0.05, 0.1, 0.01]);
    const cells = (q: number) => [...Array.from({ length: k - 1 }, (_, i) => q * (1 - q) ** i), (1 - q) ** (k - 1)].map((v) => N * v);
    // The values in the top cell average k - 1 + 1/p (memoryless tail), which fixes the total of all the data.
    const fit = (observed: number[]) => {
      const T =
        observed.slice(0, k - 1).reduce((s, o, i) => s + (i + 1) * o, 0) + observed[k - 1] * (k - 1) + Math.round(observed[k - 1] / p);
      const pHat = Number((N / T).toPrecision(3));
      const expected = cells(pHat);
      const pooled = poolAll(observed, expected);
      const df = pooled.expected.length - 2;
      return {
        T,
        pHat,
        expected,
        pooled,
        df,
        stat: chiSquaredStatistic(pooled.observed, pooled.expected),
        cv: df >= 1 ? chiSquaredCritical(df, level) : Infinity,
      };
    };
    const { observed, result } = fitWithFreedom(rng, cells(p), fit);
    const { T, pHat, expected, pooled, df, stat, cv } = result;
    const reject = stat > cv;
    const labels = [...Array.from({ length: k - 1 }, (_, i) => String(i + 1)), tex`\geqslant ${k}`];
    const expTex = expected.map((e) => dp(e, 2)).join(', \\; ');
    const statCarried = statisticFromPrinted(observed, expected, poolAll);
    return {
      title: 'Fitting a geometric distribution with an estimated parameter',
      introTex: tex`A researcher records ${lead} \(${N}\) ${rest}: \(${freqTable(head, labels, 'Frequency', observed)}\) The total of all \(${N}\) values is \(${T}\).`,
      parts: [
        part(
          tex`A geometric distribution \(\mathrm{Geo}(p)\) is to be fitted. Show that an estimate of \(p\), to 3 significant figures, is \(${num(pHat)}\).`,
          num(pHat),
          [
            mark(
              'M1',
              tex`Equates the mean of a geometric distribution, \(\frac{1}{p}\), to the sample mean`,
              tex`\frac{1}{p} = \frac{${T}}{${N}}`,
            ),
            mark('A1*', 'Correct estimate, cso', tex`p = \frac{${N}}{${T}} = ${num(pHat)}`, ['a.1']),
          ],
        ),
        part(tex`Using \(p = ${num(pHat)}\), find the expected frequencies, to 2 decimal places.`, expTex, [
          mark(
            'M1',
            tex`\(${N}p(1 - p)^{x - 1}\), with the last cell from \(${N}(1 - p)^{${k - 1}}\)`,
            tex`${N}(${num(pHat)})(${num(1 - pHat)})^{x - 1}, \; ${N}(${num(1 - pHat)})^{${k - 1}}`,
          ),
          mark('A1', 'All expected frequencies correct', expTex, ['b.1']),
        ]),
        part(
          tex`Using your expected frequencies, test, at the \(${pct(level)}\) level of significance, whether a geometric distribution is a suitable model. State your hypotheses clearly.`,
          conclusion(reject, 'a geometric model is not suitable'),
          estimatedFitMarks('geometric', result, reject, statCarried),
        ),
      ],
      notes: [
        tex`(b) The last cell is \(\mathrm{P}(X \geqslant ${k})\) so that the expected frequencies total \(${N}\).`,
        tex`(c) One degree of freedom is lost for the estimated \(p\).`,
      ],
      facts: {
        p,
        N,
        k,
        observed,
        T,
        pHat,
        expected,
        pooled,
        df,
        level,
        stat,
        cv,
        reject,
        carriedRoundings: [{ allocationId: 'c.4', fromExact: stat, fromCarried: statCarried }],
      },
    };
  },
};

export const fs1ChiTemplates: QuestionTemplate[] = [
  givenRatio,
  poolingDegrees,
  shortcutFormula,
  contingency2x2,
  contingencyCombining,
  binomialEstimated,
  geometricFit,
];
