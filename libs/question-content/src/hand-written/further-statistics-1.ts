import { tex } from '../math/tex.js';
import { mark, part, type QuestionDraft } from '../template.js';
import { pgfVarianceTex } from '../templates/further-statistics-1/fs1-scheme-tex.js';
import { handWritten } from './define.js';

const biasedDie: QuestionDraft = {
  title: 'A biased four-sided die',
  introTex: tex`The score \(X\) on a biased four-sided die has \(\mathrm{P}(X = x) = kx\) for \(x = 1, 2, 3, 4\).`,
  parts: [
    part(tex`Find the value of \(k\).`, tex`\frac{1}{10}`, [mark('B1', tex`Uses \(\sum \mathrm{P}(X = x) = 1\)`, tex`10k = 1`)]),
    part(tex`Find \(\mathrm{E}(X)\).`, '3', [
      mark('M1', tex`Sum of \(x\,\mathrm{P}(X = x)\)`, tex`\frac{1 + 4 + 9 + 16}{10}`),
      mark('A1', 'Correct mean', '3', ['b.1']),
    ]),
    part(tex`Find \(\mathrm{Var}(X)\).`, '1', [
      mark('M1', tex`\(\mathrm{E}(X^{2}) - \left(\mathrm{E}(X)\right)^{2}\)`, tex`\frac{1 + 8 + 27 + 64}{10} - 3^{2}`),
      mark('A1', 'Correct variance', '1', ['c.1']),
    ]),
    part(tex`Find \(\mathrm{Var}(5 - 2X)\).`, '4', [
      mark('M1', tex`Uses \((-2)^{2}\mathrm{Var}(X)\)`, tex`4 \times 1`),
      mark('A1ft', 'Correct value, follow through their variance', '4', ['d.1', 'c.2']),
    ]),
  ],
  notes: [tex`(d) \(-2\mathrm{Var}(X)\) or \(5 - 2\mathrm{Var}(X)\) score M0.`],
};

const trafficPoisson: QuestionDraft = {
  title: 'Cars passing a point and a test for an increase',
  introTex: tex`Cars pass a checkpoint at random at an average rate of \(3\) per minute.`,
  parts: [
    part(tex`Find the probability that exactly \(4\) cars pass in a given minute.`, '0.168', [
      mark('M1', 'Poisson probability with mean 3', tex`\frac{\mathrm{e}^{-3}3^{4}}{4!}`),
      mark('A1', 'Correct probability, awrt', '0.168', ['a.1']),
    ]),
    part(tex`Find the probability that at least \(10\) cars pass in a \(4\)-minute period.`, '0.758', [
      mark(
        'M1',
        tex`Uses \(\mathrm{Po}(12)\) and \(1 - \mathrm{P}(Y \leqslant 9)\)`,
        tex`1 - \mathrm{P}(Y \leqslant 9), \; Y \sim \mathrm{Po}(12)`,
      ),
      mark('A1', 'Correct probability, awrt', '0.758', ['b.1']),
    ]),
    part(
      tex`After a change to the road layout, \(25\) cars pass in a \(5\)-minute period. Test, at the \(5\%\) level of significance, whether the rate has increased. State your hypotheses clearly.`,
      tex`\text{Reject } \mathrm{H}_0\text{: evidence that the rate has increased}`,
      [
        mark('B1', 'Hypotheses', tex`\mathrm{H}_0: \lambda = 15, \; \mathrm{H}_1: \lambda > 15`),
        mark('M1', tex`Tail probability under \(\mathrm{Po}(15)\)`, tex`\mathrm{P}(W \geqslant 25) = 1 - \mathrm{P}(W \leqslant 24)`),
        mark('A1', 'Correct probability, awrt', '0.0112', ['c.2']),
        mark('A1', 'Correct conclusion in context', tex`\text{significant: the rate of cars has increased}`, ['c.2']),
      ],
    ),
  ],
  notes: [tex`(c) Hypotheses may use 3 per minute; the critical region \(X \geqslant 24\) is an acceptable alternative.`],
};

const dartsNegativeBinomial: QuestionDraft = {
  title: 'Geometric and negative binomial models for free throws',
  introTex: tex`A basketball player scores each free throw with probability \(0.2\), independently.`,
  parts: [
    part(tex`Find the probability that her first score is on her fifth throw.`, '0.0819', [
      mark('M1', 'Uses the geometric distribution', tex`0.8^{4}\times 0.2`),
      mark('A1', 'Correct probability, awrt', '0.0819', ['a.1']),
    ]),
    part(tex`Find the probability that she needs at most \(3\) throws to score.`, '0.488', [
      mark('M1', tex`Uses \(1 - 0.8^{3}\)`, tex`1 - 0.8^{3}`),
      mark('A1', 'Correct probability', '0.488', ['b.1']),
    ]),
    part(tex`Find the probability that her third score is on her eighth throw.`, '0.0551', [
      mark('M1', 'Negative binomial probability', tex`\binom{7}{2}0.2^{3}\,0.8^{5}`),
      mark('A1', 'Correct probability, awrt', '0.0551', ['c.1']),
    ]),
    part(tex`Find the mean and variance of the number of throws needed for her third score.`, tex`15, \; 60`, [
      mark('B1', 'Correct mean', tex`\frac{3}{0.2} = 15`),
      mark('B1', 'Correct variance', tex`\frac{3(0.8)}{0.2^{2}} = 60`),
    ]),
  ],
  notes: [tex`(c) A binomial coefficient of \(\binom{8}{3}\) scores M0.`],
};

const goalsFit: QuestionDraft = {
  title: 'Fitting a Poisson model to goals per match',
  introTex: tex`The numbers of goals in \(100\) matches are \(\begin{array}{c|ccccc} \text{Goals} & 0 & 1 & 2 & 3 & \geqslant 4 \\ \hline \text{Matches} & 20 & 32 & 25 & 15 & 8 \end{array}\) The mean number of goals per match is estimated from the data as \(1.6\).`,
  parts: [
    part(
      tex`Find the expected frequencies for a \(\mathrm{Po}(1.6)\) model, to 2 decimal places.`,
      tex`20.19, \; 32.30, \; 25.84, \; 13.78, \; 7.88`,
      [
        mark(
          'M1',
          '100 times Poisson probabilities, last cell by subtraction',
          tex`100\,\mathrm{P}(X = r), \; 100\,\mathrm{P}(X \geqslant 4)`,
        ),
        mark('A1', 'All correct', tex`20.19, \; 32.30, \; 25.84, \; 13.78, \; 7.88`, ['a.1']),
      ],
    ),
    part(
      tex`Test, at the \(5\%\) level, whether a Poisson distribution is a suitable model.`,
      tex`\text{Do not reject } \mathrm{H}_0\text{: Poisson is suitable}`,
      [
        mark('B1', 'Hypotheses', tex`\mathrm{H}_0: \text{Poisson fits}, \; \mathrm{H}_1: \text{it does not}`),
        mark('M1', 'Calculates the statistic', tex`\sum\frac{(O - E)^{2}}{E}`),
        mark('A1', 'Correct statistic, awrt', '0.141', ['b.2']),
        mark('B1', tex`Degrees of freedom \(5 - 1 - 1\) and critical value`, tex`\nu = 3, \; 7.815`),
        mark('A1', 'Correct conclusion in context', tex`\text{goals per match can be modelled by a Poisson distribution}`, ['b.2']),
      ],
    ),
  ],
  notes: ['(b) One degree of freedom is lost for the estimated mean.'],
};

const pgfBinomial: QuestionDraft = {
  title: 'A probability generating function and a sum',
  introTex: tex`The random variable \(X\) has probability generating function \(\mathrm{G}_{X}(t) = \frac{1}{8}(1 + t)^{3}\).`,
  parts: [
    part(tex`Name the distribution of \(X\), giving its parameters.`, tex`\mathrm{B}(3, 0.5)`, [
      mark('B1', 'Binomial with both parameters', tex`\mathrm{B}\left(3, \frac{1}{2}\right)`),
    ]),
    part(tex`Use \(\mathrm{G}_{X}(t)\) to find \(\mathrm{E}(X)\) and \(\mathrm{Var}(X)\).`, tex`1.5, \; 0.75`, [
      mark('M1', tex`Finds \(\mathrm{G}_{X}'(1)\)`, tex`\frac{3}{8}(2)^{2} = 1.5`),
      mark('A1', 'Correct mean', '1.5', ['b.1']),
      mark('M1', tex`Uses \(${pgfVarianceTex(tex`\mathrm{G}_{X}`)}\)`, tex`1.5 + 1.5 - 2.25`),
      mark('A1', 'Correct variance', '0.75', ['b.3']),
    ]),
    part(
      tex`\(Y = X_1 + X_2\), where \(X_1\) and \(X_2\) are independent copies of \(X\). Find \(\mathrm{P}(Y = 3)\).`,
      tex`\frac{5}{16}`,
      [
        mark('M1', tex`Squares the PGF and finds the coefficient of \(t^{3}\)`, tex`\frac{1}{64}(1 + t)^{6}, \; \binom{6}{3}`),
        mark('A1', 'Correct probability', tex`\frac{20}{64} = \frac{5}{16}`, ['c.1']),
      ],
    ),
  ],
  notes: ['(b) Standard binomial formulas without the PGF score M0 M0 but the A marks are not available.'],
};

const binomialPower: QuestionDraft = {
  title: 'Critical region, size and power of a binomial test',
  introTex: tex`A test of \(\mathrm{H}_0: p = 0.3\) against \(\mathrm{H}_1: p > 0.3\) uses \(X \sim \mathrm{B}(20, p)\) at the \(5\%\) level of significance.`,
  parts: [
    part(tex`Find the critical region for the test.`, tex`X \geqslant 10`, [
      mark(
        'M1',
        'Considers upper tail probabilities either side',
        tex`\mathrm{P}(X \geqslant 9) = 0.1133, \; \mathrm{P}(X \geqslant 10) = 0.0480`,
      ),
      mark('A1', 'Correct critical region', tex`X \geqslant 10`, ['a.1']),
    ]),
    part(tex`State the size of the test.`, '0.0480', [
      mark('B1ft', tex`Probability of their critical region under \(\mathrm{H}_0\)`, '0.0480', ['a.2']),
    ]),
    part(tex`Find the power of the test when \(p = 0.5\).`, '0.588', [
      mark('M1', tex`\(\mathrm{P}(X \geqslant 10)\) with \(p = 0.5\)`, tex`1 - \mathrm{P}(X \leqslant 9 \mid p = 0.5)`),
      mark('A1', 'Correct power, awrt', '0.588', ['c.1']),
    ]),
  ],
  notes: ['(c) The probability of a type II error, 0.412, scores M1 A0.'],
};

const emailsClt: QuestionDraft = {
  title: 'Central limit theorem for daily email counts',
  introTex: tex`The number of emails a student receives per day follows \(\mathrm{Po}(4)\). The mean number per day over \(50\) days is \(\bar{X}\).`,
  parts: [
    part(tex`State the approximate distribution of \(\bar{X}\), giving its parameters.`, tex`\mathrm{N}(4, 0.08)`, [
      mark('B1', 'Normal with mean 4', tex`\mathrm{N}(4, \dots)`),
      mark('B1', tex`Variance \(\frac{4}{50}\)`, tex`\frac{4}{50} = 0.08`),
    ]),
    part(tex`Find an estimate of \(\mathrm{P}(\bar{X} > 4.5)\).`, '0.0385', [
      mark('M1', 'Standardises with their parameters', tex`z = \frac{4.5 - 4}{\sqrt{0.08}} = 1.768`),
      mark('A1', 'Correct probability, awrt', '0.0385', ['b.1']),
    ]),
    part(
      tex`Explain why the central limit theorem allows this estimate although the daily counts are not normally distributed.`,
      tex`n = 50 \text{ is large}`,
      [mark('B1', 'Refers to the large sample size', tex`\text{the sample size is large}`)],
    ),
  ],
  notes: ['(b) Awrt 0.0385; a continuity correction is not needed for a sample mean.'],
};

const drinkSurvey: QuestionDraft = {
  title: 'Independence of age group and drink choice',
  introTex: tex`A cafe records the drink chosen by \(100\) customers: \(\begin{array}{c|cc} & \text{Tea} & \text{Coffee} \\ \hline \text{Under 30} & 30 & 20 \\ \text{30 or over} & 20 & 30 \end{array}\)`,
  parts: [
    part(tex`Find the expected frequencies if drink choice is independent of age group.`, tex`25 \text{ in every cell}`, [
      mark('B1', 'All expected values', tex`\frac{50\times 50}{100} = 25`),
    ]),
    part(
      tex`Test, at the \(5\%\) level of significance, whether drink choice is independent of age group.`,
      tex`\text{Reject } \mathrm{H}_0\text{: choice depends on age group}`,
      [
        mark('B1', 'Hypotheses in context', tex`\mathrm{H}_0: \text{independent}, \; \mathrm{H}_1: \text{not independent}`),
        mark('M1', 'Calculates the statistic', tex`4 \times \frac{(30 - 25)^{2}}{25}`),
        mark('A1', 'Correct statistic', '4', ['b.2']),
        mark('B1', 'Degrees of freedom and critical value', tex`\nu = 1, \; 3.841`),
        mark('A1', 'Correct conclusion in context', tex`\text{evidence that drink choice depends on age group}`, ['b.2']),
      ],
    ),
  ],
  notes: ["Yates' correction is not required."],
};

const geometricErrors: QuestionDraft = {
  title: 'Errors in a geometric test',
  introTex: tex`A test of \(\mathrm{H}_0: p = 0.25\) against \(\mathrm{H}_1: p < 0.25\) uses \(X \sim \mathrm{Geo}(p)\), the number of trials up to and including the first success, at the \(5\%\) level of significance.`,
  parts: [
    part(tex`Find the critical region for the test.`, tex`X \geqslant 12`, [
      mark(
        'M1',
        tex`Uses \(\mathrm{P}(X \geqslant c) = 0.75^{c - 1}\) and compares with \(0.05\)`,
        tex`0.75^{10} = 0.0563, \; 0.75^{11} = 0.0422`,
      ),
      mark('A1', 'Correct critical region', tex`X \geqslant 12`, ['a.1']),
    ]),
    part(tex`Write down the probability of a type I error.`, '0.0422', [
      mark('B1ft', tex`Probability of their critical region under \(\mathrm{H}_0\)`, '0.0422', ['a.2']),
    ]),
    part(tex`Find the probability of a type II error when \(p = 0.1\).`, '0.686', [
      mark('M1', tex`\(\mathrm{P}(X \leqslant 11)\) with \(p = 0.1\)`, tex`1 - 0.9^{11}`),
      mark('A1', 'Correct probability, awrt', '0.686', ['c.1']),
    ]),
  ],
  notes: [tex`(c) \(0.9^{11}\) alone is the power: M1 A0.`],
};

/** A later revision of a draft: one part replaced and a note added; earlier drafts stay as they were. */
function revise(draft: QuestionDraft, partIndex: number, replacement: QuestionDraft['parts'][number], note: string): QuestionDraft {
  return { ...draft, parts: draft.parts.map((p, i) => (i === partIndex ? replacement : p)), notes: [...draft.notes, note] };
}

// Revision 2 drafts: follow-through marks depend only on method marks, and a corrected critical region.
const biasedDie2 = revise(
  biasedDie,
  3,
  part(tex`Using your answer to part (c), find \(\mathrm{Var}(5 - 2X)\).`, '4', [
    mark('M1', tex`Uses \((-2)^{2}\mathrm{Var}(X)\)`, tex`4 \times 1`),
    mark('A1ft', 'Correct value, follow through their variance from (c)', '4', ['d.1']),
  ]),
  tex`Revision 2: (d) now says it uses part (c); its follow-through A1 depends on the M1 in (d) only, following their value of \(\mathrm{Var}(X)\), not the accuracy mark in (c).`,
);

const trafficPoisson2: QuestionDraft = {
  ...trafficPoisson,
  parts: trafficPoisson.parts.map((p, i) =>
    i === 2
      ? {
          ...p,
          answerTex: tex`\mathrm{P}(W \geqslant 25) = 0.0112 < 0.05\text{: reject } \mathrm{H}_0\text{; evidence that the rate has increased}`,
        }
      : p,
  ),
  notes: [
    tex`(c) Hypotheses may use 3 per minute; the critical region \(W \geqslant 23\) (\(\mathrm{P}(W \geqslant 23) = 0.0327\), \(\mathrm{P}(W \geqslant 22) = 0.0531\)) is an acceptable alternative.`,
    tex`Revision 2: the critical region for \(\mathrm{Po}(15)\) at the \(5\%\) level is \(W \geqslant 23\), not \(W \geqslant 24\); the printed answer to (c) shows the tail probability.`,
  ],
};

const binomialPower2 = revise(
  binomialPower,
  1,
  part(tex`Using your answer to part (a), state the size of the test.`, '0.0480', [
    mark('B1ft', tex`Probability of their critical region under \(\mathrm{H}_0\)`, '0.0480', ['a.1']),
  ]),
  'Revision 2: (b) now says it uses part (a); the B1ft follows their critical region and depends on the M1 in (a) only.',
);

const geometricErrors2 = revise(
  geometricErrors,
  1,
  part(tex`Using your answer to part (a), write down the probability of a type I error.`, '0.0422', [
    mark('B1ft', tex`Probability of their critical region under \(\mathrm{H}_0\)`, '0.0422', ['a.1']),
  ]),
  'Revision 2: (b) now says it uses part (a); the B1ft follows their critical region and depends on the M1 in (a) only.',
);

export const STATISTICS_HAND_WRITTEN = [
  handWritten(
    'fs1-biased-die',
    'fs1-discrete-random-variables.functions-of-x',
    2,
    'frequent',
    ['discrete random variables', 'variance'],
    biasedDie,
    biasedDie2,
  ),
  handWritten(
    'fs1-traffic-poisson',
    'fs1-hypothesis-testing.poisson-mean',
    3,
    'frequent',
    ['Poisson distribution', 'hypothesis testing'],
    trafficPoisson,
    trafficPoisson2,
  ),
  handWritten(
    'fs1-free-throws',
    'fs1-geometric-and-negative-binomial.distributions',
    2,
    'frequent',
    ['geometric distribution', 'negative binomial distribution'],
    dartsNegativeBinomial,
  ),
  handWritten(
    'fs1-goals-fit',
    'fs1-chi-squared-tests.fitting-distributions',
    4,
    'frequent',
    ['chi-squared', 'Poisson distribution'],
    goalsFit,
  ),
  handWritten(
    'fs1-pgf-binomial',
    'fs1-probability-generating-functions.sums-of-independent-variables',
    3,
    'frequent',
    ['probability generating functions'],
    pgfBinomial,
  ),
  handWritten(
    'fs1-binomial-power',
    'fs1-quality-of-tests.size-and-power',
    3,
    'occasional',
    ['quality of tests', 'binomial distribution'],
    binomialPower,
    binomialPower2,
  ),
  handWritten('fs1-emails-clt', 'fs1-central-limit-theorem.sample-means', 2, 'frequent', ['central limit theorem'], emailsClt),
  handWritten(
    'fs1-drink-survey',
    'fs1-chi-squared-tests.contingency-tables',
    3,
    'frequent',
    ['chi-squared', 'contingency tables'],
    drinkSurvey,
  ),
  handWritten(
    'fs1-geometric-errors',
    'fs1-quality-of-tests.type-i-and-type-ii-errors',
    3,
    'occasional',
    ['quality of tests', 'geometric distribution'],
    geometricErrors,
    geometricErrors2,
  ),
];
