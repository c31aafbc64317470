/**
 * Proof by induction templates (Core Pure Book 1 chapter 8): sums, divisibility and matrix powers, including a synoptic matrix
 * question. Spread into cp1InductionVectorTemplates.
 */
import { frac, gcd, sub as fsub } from '../../math/rational.js';
import { fracTex, matTex, terms, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type PartSpec, type QuestionTemplate } from '../../template.js';

/** The working an induction proof is marked on, each shown as the expected answer of its mark. */
export interface InductionSteps {
  /** The case n = 1. */
  base: string;
  /** The assumption for n = k used to set up n = k + 1. */
  assume: string;
  /** The terms combined towards the n = k + 1 form. */
  combine: string;
  /** The algebra reaching the n = k + 1 form. */
  target: string;
  /** How the terms combine, named in the requirement of the combining mark (e.g. `takes out the common factor`). */
  combining?: string;
}

/**
 * Part `p`: prove `claim` for all positive integers n by induction, with the five-mark shape of the proof: base case,
 * assumption used, the terms combined (dependent on that method), the algebra for n = k + 1 and the cso conclusion.
 * `prompt` replaces the usual wording when the question has stated the claim already (as a conjecture, say).
 */
export function inductionPart(
  p: string,
  claim: string,
  { base, assume, combine, target, combining }: InductionSteps,
  prompt = tex`Prove by induction that, for all positive integers \(n\), \(${claim}\).`,
): PartSpec {
  return part(prompt, tex`\text{Proof: see scheme}`, [
    mark('B1', tex`Shows the result is true for \(n = 1\)`, base),
    mark('M1', tex`Assumes the result for \(n = k\) and uses it to set up the \(n = k + 1\) case`, assume),
    mark(
      'dM1',
      tex`Combines the terms towards the \(n = k + 1\) form${combining ? ` (e.g. ${combining})` : ''}, dependent on the previous M1`,
      combine,
      [`${p}.2`],
    ),
    mark('A1', tex`Correct algebra reaching the required form for \(n = k + 1\)`, target, [`${p}.2`, `${p}.3`]),
    mark(
      'A1',
      tex`Complete conclusion: true for \(n = 1\), true for \(n = k\) implies true for \(n = k + 1\), so true for all positive integers \(n\) (cso)`,
      tex`\text{true for all positive integers } n`,
      [`${p}.2`, `${p}.3`],
      ['all previous marks in this part earned'],
    ),
  ]);
}
const NOTE = 'Final A1 cso: needs the base case, the assumption, the inductive step and a conclusion.';

/** A claim stated up front as a student's conjecture (from checking small cases), and the prompt that then asks for its proof. */
const conjecture = (claim: string, checked: string) => ({
  introTex: tex`A student ${checked} and conjectures that, for all positive integers \(n\), \(${claim}\).`,
  prompt: 'Prove by induction that the conjecture is true.',
});

/**
 * Where a divisibility proof's relation between f(k + 1) and f(k) is asked: as a printed result in part (a) that the
 * proof in (b) then uses, or found by the candidate inside a single proof part (a). Marks of the proof are numbered
 * from `first` within `id`.
 */
const divisibilityLayout = (hinted: boolean) =>
  hinted
    ? { id: 'b', first: 1, relation: 'the result of (a)', remainder: 'c' }
    : { id: 'a', first: 3, relation: tex`their relation between \(\mathrm{f}(k + 1)\) and \(\mathrm{f}(k)\)`, remainder: 'b' };

const telescoping: QuestionTemplate = {
  id: 'cp1.induction.fraction-series',
  subtopicId: 'cp1-proof-by-induction.sums',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['proof by induction', 'series', 'limits'],
  build(rng) {
    const K = rng.int(2, 5);
    let b: number;
    do b = rng.int(1 - K, 6);
    while (b === 0);
    const A = K + b; // first factor at r = 1, and the constant in the closed form
    const f = (v: string, shift: number) =>
      terms([
        [K, v],
        [b + shift, ''],
      ]);
    const Aq = A === 1 ? '' : String(A);
    const closed = (v: string) =>
      tex`\frac{${v}}{${Aq}(${terms([
        [K, v],
        [K + b, ''],
      ])})}`;
    const S = (n: number) => frac(n, A * (K * n + K + b));
    const term = tex`\frac{1}{(${f('r', 0)})(${f('r', K)})}`;
    const [n1, n2] = [rng.int(3, 8), rng.int(10, 20)];
    const part2 = fsub(S(n2), S(n1 - 1));
    const pc = rng.pick([90, 95, 99]);
    // n / (A(Kn + K + b)) > (pc/100) / (A K)  <=>  (100 - pc) K n > pc (K + b)
    const least = Math.floor((pc * (K + b)) / ((100 - pc) * K)) + 1;
    const limit = frac(1, A * K);
    const claim = tex`\displaystyle\sum_{r=1}^{n} ${term} = ${closed('n')}`;
    const asked = rng.next() < 0.5 ? conjecture(claim, 'adds the first few terms of a series') : { introTex: undefined, prompt: undefined };
    return {
      title: 'Proving a sum of fractions by induction',
      ...(asked.introTex ? { introTex: asked.introTex } : {}),
      parts: [
        inductionPart(
          'a',
          claim,
          {
            base: tex`n = 1: \; \frac{1}{(${K + b})(${2 * K + b})} = ${fracTex(S(1))} = \frac{1}{${A === 1 ? '' : `${A}\\times `}${2 * K + b}}`,
            assume: tex`\sum_{r=1}^{k+1} = ${closed('k')} + \frac{1}{(${f('k', K)})(${f('k', 2 * K)})}`,
            combine: tex`= \frac{k(${f('k', 2 * K)}) + ${A}}{${Aq}(${f('k', K)})(${f('k', 2 * K)})}`,
            target: tex`= \frac{(k+1)(${f('k', K)})}{${Aq}(${f('k', K)})(${f('k', 2 * K)})} = ${closed('(k+1)')}`,
          },
          asked.prompt,
        ),
        part(
          rng.pick([
            tex`Hence find the exact value of \(\displaystyle\sum_{r=${n1}}^{${n2}} ${term}\).`,
            tex`Using the result of part (a), find the exact value of \(\displaystyle\sum_{r=${n1}}^{${n2}} ${term}\), giving your answer as a fraction in its simplest form.`,
          ]),
          fracTex(part2),
          [
            mark(
              'M1',
              'Uses the sum to the upper limit minus the sum to one less than the lower limit',
              tex`${fracTex(S(n2))} - ${fracTex(S(n1 - 1))}`,
            ),
            mark('A1', 'Correct exact value', fracTex(part2), ['b.1']),
          ],
        ),
        part(
          tex`Using your answer to part (a), find the limit of the sum to \(n\) terms as \(n \to \infty\), and find the least value of \(n\) for which the sum to \(n\) terms exceeds \(${pc}\%\) of this limit.`,
          tex`${fracTex(limit)}; \; n = ${least}`,
          [
            mark('B1', 'Correct limit', fracTex(limit)),
            mark(
              'M1',
              'Sets up the inequality with their closed form and their limit',
              tex`${closed('n')} > \frac{${pc}}{100}\times ${fracTex(limit)}`,
            ),
            mark('A1', tex`Correct least \(n\)`, tex`n = ${least}`, ['c.2']),
          ],
        ),
      ],
      notes: [
        NOTE,
        '(a) dM1: the two fractions must be put over a common denominator.',
        '(c) A1: an answer from solving an equation must be rounded up to the next integer.',
      ],
      facts: { K, b, n1, n2, part2: part2.n / part2.d, pc, least, limit: limit.n / limit.d },
    };
  },
};

const geometricWeighted: QuestionTemplate = {
  id: 'cp1.induction.weighted-geometric-sum',
  subtopicId: 'cp1-proof-by-induction.sums',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['proof by induction', 'series', 'powers'],
  build(rng) {
    const q = rng.int(2, 6);
    const q1 = q - 1;
    const den = q1 * q1;
    const closed = (v: string) => (den === 1 ? tex`1 + (${v} - 1)${q}^{${v}}` : tex`\frac{1 + (${q1}${v} - 1)${q}^{${v}}}{${den}}`);
    const S = (n: number) => (1 + (q1 * n - 1) * q ** n) / den;
    const N = rng.int(5, 10);
    const weighted = q * S(N);
    const target = rng.pick([1e4, 1e5, 1e6]);
    let least = 1;
    while (S(least) <= target) least++;
    const term = tex`r\times ${q}^{r-1}`;
    const claim = tex`\displaystyle\sum_{r=1}^{n} ${term} = ${closed('n')}`;
    const asked =
      rng.next() < 0.5 ? conjecture(claim, 'evaluates a sum for small values of \\(n\\)') : { introTex: undefined, prompt: undefined };
    return {
      title: 'Proving a sum with powers by induction',
      ...(asked.introTex ? { introTex: asked.introTex } : {}),
      parts: [
        inductionPart(
          'a',
          claim,
          {
            base: tex`n = 1: \; 1 = ${den === 1 ? tex`1 + 0` : tex`\frac{1 + ${q1 - 1}\times ${q}}{${den}}`}`,
            assume: tex`\sum_{r=1}^{k+1} ${term} = ${closed('k')} + (k+1)${q}^{k}`,
            combine:
              den === 1 ? tex`= 1 + ${q}^{k}(k - 1 + k + 1)` : tex`= \frac{1 + ${q}^{k}\left(${q1}k - 1 + ${den}(k+1)\right)}{${den}}`,
            target:
              den === 1
                ? tex`= 1 + k\times 2^{k+1} = ${closed('(k+1)')}`
                : tex`= \frac{1 + ${q}^{k}\times ${q}(${q1}k + ${q - 2})}{${den}} = ${closed('(k+1)')}`,
          },
          asked.prompt,
        ),
        part(
          rng.pick([
            tex`Hence find the value of \(\displaystyle\sum_{r=1}^{${N}} r\times ${q}^{r}\).`,
            tex`By writing each term as \(${q}\) times a term of the sum in part (a), find the value of \(\displaystyle\sum_{r=1}^{${N}} r\times ${q}^{r}\).`,
          ]),
          String(weighted),
          [
            mark('M1', tex`Writes the sum as \(${q}\) times the result of (a) with \(n = ${N}\)`, tex`${q}\times ${S(N)}`),
            mark('A1', 'Correct value, cao', String(weighted), ['b.1']),
          ],
        ),
        part(
          tex`Using the result of part (a), find the least value of \(n\) for which \(\displaystyle\sum_{r=1}^{n} ${term}\) exceeds \(${target.toLocaleString('en-GB').replace(/,/g, '\\,')}\).`,
          tex`n = ${least}`,
          [
            mark(
              'M1',
              tex`Evaluates their closed form for two consecutive values of \(n\) either side of the target`,
              tex`${S(least - 1)} < ${target} < ${S(least)}`,
            ),
            mark('A1', tex`Correct least \(n\)`, tex`n = ${least}`, ['c.1']),
          ],
        ),
      ],
      notes: [NOTE, '(c) Both trial values must be shown for M1.'],
      facts: { q, N, weighted, target, least },
    };
  },
};

function twoPowers(rng: Rng) {
  for (;;) {
    const [b1, b2] = rng.sample([2, 3, 5, 7, 11], 2);
    const [e1, e2] = [rng.int(1, 3), rng.int(1, 2)];
    const [c1, c2] = [rng.int(-1, 1), rng.int(-1, 1)];
    if (e1 + c1 < 1 || e2 + c2 < 0) continue;
    const [u, v] = [b1 ** e1, b2 ** e2];
    if (u > 200 || v > 200) continue;
    const diff = v - u;
    const divisors = Array.from({ length: 38 }, (_, i) => i + 3).filter((d) => diff % d === 0 && gcd(d, b1) === 1 && gcd(d, b2) === 1);
    if (!divisors.length) continue;
    const d = divisors.at(-1)!;
    const m = Array.from({ length: 9 }, (_, i) => i + 1).find((mm) => (b1 ** (e1 + c1) + mm * b2 ** (e2 + c2)) % d === 0);
    if (m === undefined) continue;
    return { b1, b2, e1, e2, c1, c2, u, v, d, m };
  }
}

const twoPowerDivisibility: QuestionTemplate = {
  id: 'cp1.induction.two-power-divisibility',
  subtopicId: 'cp1-proof-by-induction.divisibility',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['proof by induction', 'divisibility', 'powers'],
  build(rng) {
    const { b1, b2, e1, e2, c1, c2, u, v, d, m } = twoPowers(rng);
    const ex = (e: number, c: number, n: string) =>
      terms([
        [e, n],
        [c, ''],
      ]);
    const mTex = m === 1 ? '' : `${m}\\times `;
    const f = (n: string) => tex`${b1}^{${ex(e1, c1, n)}} + ${mTex}${b2}^{${ex(e2, c2, n)}}`;
    const coef = m * (v - u);
    const rhs = tex`${coef}\times ${b2}^{${ex(e2, c2, 'k')}}`;
    const f1 = b1 ** (e1 + c1) + m * b2 ** (e2 + c2);
    const R = rng.int(1, d - 1);
    const plusRhs = coef < 0 ? tex`- ${-coef}\times ${b2}^{${ex(e2, c2, 'k')}}` : tex`+ ${rhs}`;
    const hinted = rng.next() < 0.5;
    const { id, first, relation, remainder } = divisibilityLayout(hinted);
    const [assumed, combined] = [`${id}.${first + 1}`, `${id}.${first + 2}`];
    const relationMarks = [
      mark(
        'M1',
        tex`Writes \(\mathrm{f}(k + 1)\) with the powers split as a multiple of the powers in \(\mathrm{f}(k)\)`,
        tex`${u}\times ${b1}^{${ex(e1, c1, 'k')}} + ${mTex}${v}\times ${b2}^{${ex(e2, c2, 'k')}} - ${u}\,\mathrm{f}(k)`,
      ),
      hinted
        ? mark('A1*', 'Correct printed result, cso', rhs, ['a.1'])
        : mark('A1', tex`Correct expression for \(\mathrm{f}(k + 1) - ${u}\,\mathrm{f}(k)\)`, rhs, ['a.1']),
    ];
    const proofMarks = [
      mark('B1', tex`Shows \(\mathrm{f}(1)\) is divisible by \(${d}\)`, tex`\mathrm{f}(1) = ${f1} = ${d}\times ${f1 / d}`),
      mark(
        'M1',
        tex`Assumes \(\mathrm{f}(k)\) divisible by \(${d}\) and uses ${relation} to write \(\mathrm{f}(k + 1)\)`,
        tex`\mathrm{f}(k+1) = ${u}\,\mathrm{f}(k) ${plusRhs}`,
      ),
      mark(
        'dM1',
        tex`Shows the second term is a multiple of \(${d}\), dependent on the previous M1`,
        tex`${coef} = ${d}\times ${coef / d < 0 ? `(${coef / d})` : coef / d}`,
        [assumed],
      ),
      mark(
        'A1',
        tex`Both terms shown to be multiples of \(${d}\)`,
        tex`\mathrm{f}(k+1) = ${u}\,\mathrm{f}(k) + ${d}\left(${coef / d}\times ${b2}^{${ex(e2, c2, 'k')}}\right)`,
        [assumed, combined],
      ),
      mark(
        'A1',
        'Complete conclusion, cso',
        tex`\text{true for all positive integers } n`,
        [assumed, combined],
        ['all previous marks in this part earned'],
      ),
    ];
    const remainderPart = part(
      rng.pick([
        tex`Hence write down the remainder when \(${f('n')} + ${R}\) is divided by \(${d}\).`,
        tex`Hence write down the remainder on dividing \(${f('n')} + ${R}\) by \(${d}\), for any positive integer \(n\).`,
      ]),
      String(R),
      [mark('B1', tex`Correct remainder, using \(\mathrm{f}(n)\) divisible by the divisor`, String(R))],
    );
    return {
      title: 'Divisibility of a sum of two powers',
      introTex: hinted
        ? tex`\(\mathrm{f}(n) = ${f('n')}\), where \(n\) is a positive integer.`
        : tex`The function \(\mathrm{f}\) is defined on the positive integers by \(\mathrm{f}(n) = ${f('n')}\). Direct calculation shows that \(\mathrm{f}(1)\), \(\mathrm{f}(2)\) and \(\mathrm{f}(3)\) are all multiples of \(${d}\).`,
      parts: hinted
        ? [
            part(tex`Show that \(\mathrm{f}(k + 1) - ${u}\,\mathrm{f}(k) = ${rhs}\).`, rhs, relationMarks),
            part(
              tex`Hence prove by induction that \(\mathrm{f}(n)\) is divisible by \(${d}\) for all positive integers \(n\).`,
              tex`\text{Proof: see scheme}`,
              proofMarks,
            ),
            remainderPart,
          ]
        : [
            part(
              tex`By considering \(\mathrm{f}(k + 1) - ${u}\,\mathrm{f}(k)\), or otherwise, prove by induction that \(\mathrm{f}(n)\) is divisible by \(${d}\) for all positive integers \(n\).`,
              tex`\text{Proof: see scheme}`,
              [...relationMarks, ...proofMarks],
            ),
            remainderPart,
          ],
      notes: [
        NOTE,
        hinted
          ? '(b) A proof that does not use (a) but is otherwise correct scores full marks.'
          : tex`(a) The first M1 A1 are for the relation between \(\mathrm{f}(k + 1)\) and \(\mathrm{f}(k)\) wherever it is seen; another valid route to the inductive step scores them too.`,
        `(${remainder}) The remainder follows from the divisibility just proved.`,
      ],
      facts: { b1, b2, e1, e2, c1, c2, u, v, d, m, R },
    };
  },
};

const nilpotentPower: QuestionTemplate = {
  id: 'cp1.induction.matrix-power-linear',
  subtopicId: 'cp1-proof-by-induction.matrix-statements',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['proof by induction', 'matrices', 'matrix powers', 'inverse matrices'],
  build(rng) {
    const u = rng.int(1, 3);
    const v = rng.nonZero(-3, 3);
    const s = rng.pick([-2, -1, 1, 2]);
    const [p, q, r] = [s * u * v, -s * u * u, s * v * v];
    const M = [
      [1 + p, q],
      [r, 1 - p],
    ];
    const pow = (n: string) =>
      matTex([
        [
          terms([
            [1, ''],
            [p, n],
          ]),
          terms([[q, n]]),
        ],
        [
          terms([[r, n]]),
          terms([
            [1, ''],
            [-p, n],
          ]),
        ],
      ]);
    const inv = [
      [1 - p, -q],
      [-r, 1 + p],
    ];
    const N = rng.int(4, 12);
    const target = [
      [1 + N * p, N * q],
      [N * r, 1 - N * p],
    ];
    const claim = tex`\mathbf{A}^{n} = ${pow('n')}`;
    const asked =
      rng.next() < 0.5
        ? conjecture(claim, tex`calculates \(\mathbf{A}^{2}\) and \(\mathbf{A}^{3}\), where \(\mathbf{A} = ${matTex(M)}\),`)
        : { introTex: tex`\(\mathbf{A} = ${matTex(M)}\).`, prompt: undefined };
    return {
      title: 'A matrix power that grows linearly',
      introTex: asked.introTex,
      parts: [
        inductionPart(
          'a',
          claim,
          {
            base: tex`n = 1: \; ${matTex([
              [1 + p, q],
              [r, 1 - p],
            ])} = \mathbf{A}`,
            assume: tex`\mathbf{A}^{k+1} = ${pow('k')}${matTex(M)}`,
            combine: tex`\text{multiplies out, e.g. top left } (${terms([
              [1, ''],
              [p, 'k'],
            ])})(${1 + p}) + (${terms([[q, 'k']])})(${r})`,
            target: tex`= ${pow('(k+1)')}`,
          },
          asked.prompt,
        ),
        part(tex`Find \(\mathbf{A}^{-1}\) and show that the result of part (a) also holds when \(n = -1\).`, matTex(inv), [
          mark('M1', 'Finds the determinant and uses the inverse of a 2 by 2 matrix', tex`\det\mathbf{A} = ${(1 + p) * (1 - p) - q * r}`),
          mark('A1', 'Correct inverse', matTex(inv), ['b.1']),
          mark('B1', tex`Substitutes \(n = -1\) into the formula and shows it equals the inverse`, tex`${pow('(-1)')} = ${matTex(inv)}`),
        ]),
        part(
          rng.pick([
            tex`Using your answer to part (a), find the value of \(n\) for which \(\mathbf{A}^{n} = ${matTex(target)}\).`,
            tex`Given that \(\mathbf{A}^{n} = ${matTex(target)}\), use your answer to part (a) to find \(n\).`,
          ]),
          tex`n = ${N}`,
          [
            mark('M1', 'Equates one entry of their formula to the matching entry and solves', tex`${terms([[q, 'n']])} = ${N * q}`),
            mark('A1', tex`Correct \(n\), checked in all entries`, tex`n = ${N}`, ['c.1']),
          ],
        ),
      ],
      notes: [NOTE, tex`(b) The entries of the formula must be simplified at \(n = -1\) for B1.`],
      facts: { M, inv, N, target },
    };
  },
};

const shearSynoptic: QuestionTemplate = {
  id: 'cp1.induction.shear-powers',
  subtopicId: 'cp1-proof-by-induction.matrix-statements',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'proof by induction', 'matrices', 'linear transformations', 'shears'],
  build(rng) {
    const k = rng.nonZero(-5, 5);
    const alongX = rng.next() < 0.5;
    const M = alongX
      ? [
          [1, k],
          [0, 1],
        ]
      : [
          [1, 0],
          [k, 1],
        ];
    const pow = (n: string) =>
      matTex(
        alongX
          ? [
              [1, terms([[k, n]])],
              [0, 1],
            ]
          : [
              [1, 0],
              [terms([[k, n]]), 1],
            ],
      );
    const N = rng.int(3, 9);
    const P = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const image = alongX ? [P[0] + N * k * P[1], P[1]] : [P[0], P[1] + N * k * P[0]];
    const area = rng.int(3, 15);
    const fixed = alongX ? tex`x\text{-axis}` : tex`y\text{-axis}`;
    const moved = alongX ? tex`(0, 1) \mapsto (${k}, 1)` : tex`(1, 0) \mapsto (1, ${k})`;
    return {
      title: 'Powers of a shear matrix',
      introTex: rng.pick([
        tex`The transformation \(T\) of the plane is represented by the matrix \(\mathbf{M} = ${matTex(M)}\).`,
        tex`A drawing program slants shapes using the transformation \(T\) of the plane, represented by the matrix \(\mathbf{M} = ${matTex(M)}\); repeating the operation applies \(T\) again.`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Describe fully the transformation \(T\).`,
            tex`Describe fully the single geometrical transformation \(T\), stating the invariant line.`,
          ]),
          tex`\text{Shear, } ${fixed} \text{ invariant, } ${moved}`,
          [
            mark('B1', 'Shear', tex`\text{shear}`),
            mark('B1', 'The invariant axis and the image of one point off it', tex`${fixed} \text{ invariant, } ${moved}`),
          ],
        ),
        inductionPart('b', tex`\mathbf{M}^{n} = ${pow('n')}`, {
          base: tex`n = 1: \; ${matTex(M)} = ${matTex(M)}`,
          assume: tex`\mathbf{M}^{k+1} = ${pow('k')}${matTex(M)}`,
          combine: alongX
            ? tex`= ${matTex([
                [1, `${k} + ${terms([[k, 'k']])}`.replace('+ -', '- ')],
                [0, 1],
              ])}`
            : tex`= ${matTex([
                [1, 0],
                [`${terms([[k, 'k']])} + ${k}`.replace('+ -', '- '), 1],
              ])}`,
          target: tex`= ${pow('(k+1)')}`,
        }),
        part(
          tex`The point \(A${'(' + P.join(', ') + ')'}\) is mapped to the point \(A'${'(' + image.join(', ') + ')'}\) by \(T^{n}\), the transformation \(T\) applied \(n\) times. Using your answer to part (b), find \(n\).`,
          tex`n = ${N}`,
          [
            mark(
              'M1',
              tex`Applies their matrix for \(\mathbf{M}^{n}\) to the position vector of \(A\) and equates to the image`,
              alongX
                ? tex`${terms([
                    [P[0], ''],
                    [k * P[1], 'n'],
                  ])} = ${image[0]}`
                : tex`${terms([
                    [P[1], ''],
                    [k * P[0], 'n'],
                  ])} = ${image[1]}`,
            ),
            mark('A1', tex`Correct \(n\)`, tex`n = ${N}`, ['c.1']),
          ],
        ),
        part(
          tex`A shape \(S\) of area \(${area}\) is mapped by \(T^{n}\). Using your answer to part (b), find the area of the image of \(S\), giving a reason.`,
          String(area),
          [
            mark('M1', tex`Finds the determinant of their \(\mathbf{M}^{n}\)`, tex`\det\mathbf{M}^{n} = 1`),
            mark('A1', 'Correct area with the reason that the determinant is 1 (shears preserve area)', String(area), ['d.1']),
          ],
        ),
      ],
      notes: [
        NOTE,
        tex`(a) "Shear parallel to the \(x\)-axis" (or \(y\)-axis) with the image of a point scores B1 B1.`,
        tex`(d) \(\det\mathbf{M}^{n} = 1\) for every \(n\): areas are unchanged.`,
      ],
      facts: { k, alongX, N, P, image, area },
    };
  },
};

const linearExponential: QuestionTemplate = {
  id: 'cp1.induction.exponential-linear-divisibility',
  subtopicId: 'cp1-proof-by-induction.divisibility',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['proof by induction', 'divisibility', 'remainders'],
  build(rng) {
    const m = rng.int(2, 6);
    const t = rng.int(1, 3);
    const a = m + 1;
    const c = m * m * t - m;
    const d = m * m;
    const N = rng.int(5, 30);
    const r = (((1 - c * N) % d) + d) % d;
    const f = (n: string) => tex`${a}^{${n}} + ${c}${n} - 1`;
    const diff = tex`-${d}(${terms([
      [m * t - 1, 'k'],
      [-t, ''],
    ])})`; // 1 - mt < 0 always
    const hinted = rng.next() < 0.5;
    const { id, first, relation, remainder } = divisibilityLayout(hinted);
    const [assumed, combined] = [`${id}.${first + 1}`, `${id}.${first + 2}`];
    const collected = tex`${terms([
      [c - a * c, 'k'],
      [c + a - 1, ''],
    ])} = ${diff}`;
    const relationMarks = [
      mark(
        'M1',
        tex`Writes \(\mathrm{f}(k + 1) - ${a}\,\mathrm{f}(k)\) and expands, with the \(${a}^{k+1}\) terms cancelling`,
        tex`${a}^{k+1} + ${c}(k + 1) - 1 - ${a}\left(${a}^{k} + ${c}k - 1\right)`,
      ),
      hinted
        ? mark('A1*', 'Collects terms to the printed result, cso', collected, ['a.1'])
        : mark('A1', 'Collects terms to a multiple of the divisor', collected, ['a.1']),
    ];
    const proofMarks = [
      mark(
        'B1',
        tex`Shows \(\mathrm{f}(1)\) is divisible by the divisor`,
        tex`\mathrm{f}(1) = ${a + c - 1} = ${d}\times ${(a + c - 1) / d}`,
      ),
      mark(
        'M1',
        tex`Assumes \(\mathrm{f}(k)\) divisible and writes \(\mathrm{f}(k + 1)\) using ${relation}`,
        tex`\mathrm{f}(k+1) = ${a}\,\mathrm{f}(k) ${diff.replace('-', '- ')}`,
      ),
      mark(
        'dM1',
        'Identifies both terms as multiples of the divisor, dependent on the previous M1',
        tex`${d} \mid ${a}\,\mathrm{f}(k), \; ${d} \mid ${diff}`,
        [assumed],
      ),
      mark('A1', tex`Correct deduction that \(\mathrm{f}(k + 1)\) is divisible`, tex`${d} \mid \mathrm{f}(k+1)`, [assumed, combined]),
      mark(
        'A1',
        tex`Complete conclusion: true for \(n = 1\) and true for \(n = k\) implies true for \(n = k + 1\), so true for all positive integers \(n\) (cso)`,
        tex`\text{true for all positive integers } n`,
        [assumed, combined],
        ['all previous marks in this part earned'],
      ),
    ];
    const remainderPart = part(
      tex`Using the result of part (${id}), find the remainder when \(${a}^{${N}}\) is divided by \(${d}\).`,
      String(r),
      [
        mark(
          'M1',
          tex`Uses \(\mathrm{f}(${N})\) divisible by the divisor to write the power as a multiple plus \(1 - ${c}\times ${N}\)`,
          tex`${a}^{${N}} = \mathrm{f}(${N}) - ${c * N} + 1 \equiv ${1 - c * N} \pmod{${d}}`,
        ),
        mark('A1', 'Correct remainder', String(r), [`${remainder}.1`]),
      ],
    );
    return {
      title: 'Divisibility of a power plus a linear term',
      introTex: hinted
        ? tex`\(\mathrm{f}(n) = ${f('n')}\), where \(n\) is a positive integer.`
        : tex`For each positive integer \(n\), \(\mathrm{f}(n) = ${f('n')}\). The power and the linear term grow at different rates, yet every value of \(\mathrm{f}(n)\) is a multiple of \(${d}\).`,
      parts: hinted
        ? [
            part(
              rng.pick([
                tex`Show that \(\mathrm{f}(k + 1) - ${a}\,\mathrm{f}(k) = ${diff}\).`,
                tex`Show that, for every positive integer \(k\), \(\mathrm{f}(k + 1) - ${a}\,\mathrm{f}(k) = ${diff}\).`,
              ]),
              diff,
              relationMarks,
            ),
            part(
              tex`Hence prove by induction that \(\mathrm{f}(n)\) is divisible by \(${d}\) for all positive integers \(n\).`,
              tex`\text{Proof: see scheme}`,
              proofMarks,
            ),
            remainderPart,
          ]
        : [
            part(
              tex`By considering \(\mathrm{f}(k + 1) - ${a}\,\mathrm{f}(k)\), prove by induction that \(\mathrm{f}(n)\) is divisible by \(${d}\) for all positive integers \(n\).`,
              tex`\text{Proof: see scheme}`,
              [...relationMarks, ...proofMarks],
            ),
            remainderPart,
          ],
      notes: [NOTE, `(${remainder}) The remainder must lie between 0 and the divisor minus 1.`],
      facts: { a, c, d, N, r },
    };
  },
};

export const cp1InductionTemplates: QuestionTemplate[] = [
  telescoping,
  geometricWeighted,
  twoPowerDivisibility,
  linearExponential,
  nilpotentPower,
  shearSynoptic,
];
