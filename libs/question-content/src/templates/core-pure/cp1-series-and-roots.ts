import { add, div, frac, mul, sub } from '../../math/rational.js';
import { fromRoots, transformRoots } from '../../math/poly.js';
import { fracTex, poly, quotientTex, terms, termsPositiveFirst, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import type { Rng } from '../../random.js';
import { cp1SeriesConstantPolynomialRootTemplates } from './cp1-series-constants-and-polynomial-roots.js';

const sigma = (from: string, to: string, body: string) => tex`\sum_{r=${from}}^{${to}} ${body}`;

const naturalNumbers: QuestionTemplate = {
  id: 'cp1.series.linear-sum',
  subtopicId: 'cp1-series.sums-of-natural-numbers',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['series', 'sigma notation', 'standard results'],
  build(rng) {
    const [a, b] = [rng.int(2, 9), rng.nonZero(-7, 7)];
    const [m, N] = [rng.int(5, 20), rng.int(30, 60)];
    const closed = (n: number) => (n * (a * n + a + 2 * b)) / 2;
    const n0 = rng.int(6, 25);
    const T = closed(n0);
    const value = closed(N) - closed(m - 1);
    const body = terms([
      [a, 'r'],
      [b, ''],
    ]);
    const shown = tex`\frac{n}{2}(${terms([
      [a, 'n'],
      [a + 2 * b, ''],
    ])})`;
    return {
      title: 'Sum of a linear expression in r',
      parts: [
        part(
          rng.pick([
            tex`Show that \(${sigma('1', 'n', `(${body})`)} = ${shown}\). Hence find the value of \(${sigma(String(m), String(N), `(${body})`)}\).`,
            tex`Using the standard results for \(\sum r\) and \(\sum 1\), prove that \(${sigma('1', 'n', `(${body})`)} = ${shown}\), and use this result to evaluate \(${sigma(String(m), String(N), `(${body})`)}\).`,
          ]),
          tex`${shown}; \; ${value}`,
          [
            mark(
              'M1',
              tex`Uses the standard result for the sum of \(r\) and the sum of a constant`,
              tex`${a}\cdot\frac{n(n+1)}{2} ${b < 0 ? '-' : '+'} ${terms([[Math.abs(b), 'n']])}`,
            ),
            mark('A1*', 'Correct completion to the printed answer, cso', shown, ['a.1'], ['no errors seen']),
            mark(
              'M1',
              tex`Uses \(S_{${N}} - S_{${m - 1}}\), where \(S_n\) is the result of (a)`,
              tex`${fracTex(frac(N, 2))}(${a * N + a + 2 * b}) - ${fracTex(frac(m - 1, 2))}(${a * (m - 1) + a + 2 * b})`,
            ),
            mark('A1', 'Correct value, cao', String(value), ['a.3']),
          ],
        ),
        part(
          rng.pick([
            tex`Given that \(${sigma('1', 'n', `(${body})`)} = ${T}\), use your answer to part (a) to find the value of \(n\).`,
            tex`A sequence has \(r\)th term \(${body}\). The sum of its first \(n\) terms is \(${T}\). Use the result of part (a) to find \(n\).`,
          ]),
          tex`n = ${n0}`,
          [
            mark('M1', tex`Forms a three-term quadratic in \(n\) and solves it`, tex`${poly([a, a + 2 * b, -2 * T], 'n')} = 0`),
            mark('A1', tex`Correct \(n\), any negative or non-integer root rejected`, tex`n = ${n0}`, ['b.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) Second M1 is not scored for \(S_{${N}} - S_{${m}}\).`,
        '(a) The first answer is printed: its A1* needs correct working throughout.',
        '(b) Trial of values scores M0 unless the quadratic is seen.',
      ],
      facts: { a, b, m, N, value, n0, T },
    };
  },
};

const squaresAndCubes: QuestionTemplate = {
  id: 'cp1.series.squares-cubes',
  subtopicId: 'cp1-series.sums-of-squares-and-cubes',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['series', 'sigma notation', 'sum of squares', 'sum of cubes'],
  build(rng) {
    const k = rng.nonZero(-4, 6);
    const cubes = rng.next() < 0.5;
    const [m, N] = [rng.int(5, 15), rng.int(20, 40)];
    // r(r + k) gives n(n+1)(2n+1+3k)/6; r(r^2 + k) gives n(n+1)(n^2+n+2k)/4.
    const closed = (n: number) => (cubes ? (n * (n + 1) * (n * n + n + 2 * k)) / 4 : (n * (n + 1) * (2 * n + 1 + 3 * k)) / 6);
    const body = cubes ? tex`r(r^{2} ${k < 0 ? '-' : '+'} ${Math.abs(k)})` : tex`r(r ${k < 0 ? '-' : '+'} ${Math.abs(k)})`;
    const shown = cubes ? tex`\frac{1}{4}n(n+1)(${poly([1, 1, 2 * k], 'n')})` : tex`\frac{1}{6}n(n+1)(${poly([2, 1 + 3 * k], 'n')})`;
    const value = closed(N) - closed(m - 1);
    // 6(f(2n) - f(n)) = 14n^3 + 9(1 + k)n^2 + (1 + 3k)n; 4(f(2n) - f(n)) = 15n^4 + 14n^3 + 3(1 + 2k)n^2 + 2kn.
    const upper = cubes ? [15, 14, 3 * (1 + 2 * k), 2 * k] : [14, 9 * (1 + k), 1 + 3 * k];
    const shownUpper = tex`\frac{1}{${cubes ? 4 : 6}}n(${poly(upper, 'n')})`;
    const expand = cubes
      ? tex`\frac{n^{2}(n+1)^{2}}{4} ${k < 0 ? '-' : '+'} ${Math.abs(k) === 1 ? '' : `${Math.abs(k)}\\cdot`}\frac{n(n+1)}{2}`
      : tex`\frac{n(n+1)(2n+1)}{6} ${k < 0 ? '-' : '+'} ${Math.abs(k) === 1 ? '' : `${Math.abs(k)}\\cdot`}\frac{n(n+1)}{2}`;
    return {
      title: cubes ? 'Sum of a series using the sums of cubes and of r' : 'Sum of a series using the sums of squares and of r',
      parts: [
        part(
          rng.pick([
            tex`Show that \(${sigma('1', 'n', body)} = ${shown}\).`,
            tex`Using the standard results for \(\sum_{r=1}^{n} r\) and \(\sum_{r=1}^{n} r^{${cubes ? 3 : 2}}\), show that, for all positive integers \(n\), \(${sigma('1', 'n', body)} = ${shown}\).`,
          ]),
          shown,
          [
            mark('M1', 'Expands and uses the standard results', expand),
            mark(
              'dM1',
              tex`Takes out the common factor \(n(n + 1)\), dependent on the first M1`,
              tex`\frac{1}{${cubes ? 4 : 6}}n(n+1)\left[\dots\right]`,
              ['a.1'],
            ),
            mark('A1*', 'Correct printed answer with no errors, cso', shown, ['a.1', 'a.2']),
          ],
        ),
        part(
          rng.pick([
            tex`Hence calculate the value of \(${sigma(String(m), String(N), body)}\).`,
            tex`Use your answer to part (a) to evaluate \(${sigma(String(m), String(N), body)}\).`,
          ]),
          String(value),
          [
            mark('M1', tex`Uses \(S_{${N}} - S_{${m - 1}}\), where \(S_n\) is the result from (a)`, tex`S_{${N}} - S_{${m - 1}}`),
            mark('A1', 'Correct value, cao', String(value), ['b.1']),
          ],
        ),
        part(tex`Using your answer to part (a), show that \(${sigma('n+1', '2n', body)} = ${shownUpper}\).`, shownUpper, [
          mark(
            'M1',
            tex`Uses \(S_{2n} - S_{n}\), where \(S_n\) is the result from (a)`,
            cubes
              ? tex`\frac{1}{4}(2n)(2n+1)(${poly([4, 2, 2 * k], 'n')}) - \frac{1}{4}n(n+1)(${poly([1, 1, 2 * k], 'n')})`
              : tex`\frac{1}{6}(2n)(2n+1)(${poly([4, 1 + 3 * k], 'n')}) - \frac{1}{6}n(n+1)(${poly([2, 1 + 3 * k], 'n')})`,
          ),
          mark(
            'dM1',
            tex`Expands and collects terms with the factor \(n\) taken out, dependent on the previous M1`,
            tex`\frac{n}{${cubes ? 4 : 6}}\left[\dots\right]`,
            ['c.1'],
          ),
          mark('A1*', 'Correct printed answer, cso', shownUpper, ['c.1', 'c.2']),
        ]),
      ],
      notes: [
        '(a) dM1 depends on the first M1.',
        '(b) Direct summation on a calculator scores 0 marks: the question says hence.',
        tex`(c) \(S_{2n} - S_{n+1}\) is a wrong method: M0.`,
      ],
      facts: { k, cubes, m, N, value, upper },
    };
  },
};

/** Distinct non-zero integer roots and a leading coefficient. */
function rootSet(rng: Rng, count: number): { lead: number; roots: number[] } {
  return { lead: rng.int(1, 3), roots: rng.sample([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6], count) };
}

const NAMES = ['\\alpha', '\\beta', '\\gamma', '\\delta'];

const rootSums: QuestionTemplate = {
  id: 'cp1.roots.symmetric-sums',
  subtopicId: 'cp1-roots-of-polynomials.quadratic-cubic-and-quartic-roots',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['roots of polynomials', 'symmetric functions'],
  build(rng) {
    const degree = rng.pick([3, 4]);
    const { lead, roots } = rootSet(rng, degree);
    const c = fromRoots(lead, roots);
    const names = NAMES.slice(0, degree);
    // Vieta: the k-th elementary symmetric sum is (-1)^k c_k / c_0.
    const sums = c.slice(1).map((ck, i) => frac((i % 2 === 0 ? -1 : 1) * ck, lead));
    const shifted = add(add(add(sums[0], sums[1]), sums[2]), degree === 4 ? add(sums[3], 1) : 1); // product of (root + 1)
    const labels = ['\\sum\\alpha', '\\sum\\alpha\\beta', '\\sum\\alpha\\beta\\gamma', '\\alpha\\beta\\gamma\\delta'].slice(0, degree);
    if (degree === 3) labels[2] = '\\alpha\\beta\\gamma';
    const listed = labels.map((l, i) => `${l} = ${fracTex(sums[i])}`).join(', \\; ');
    const product = names.map((n) => `(${n} + 1)`).join('');
    const squares = sub(mul(sums[0], sums[0]), mul(sums[1], 2));
    const squaresTex = names.map((n) => `${n}^{2}`).join(' + ');
    return {
      title: degree === 3 ? 'Sums and products of the roots of a cubic' : 'Sums and products of the roots of a quartic',
      introTex: rng.pick([
        tex`The roots of the equation \(${poly(c)} = 0\) are \(${names.join(', ')}\).`,
        tex`The polynomial equation \(${poly(c)} = 0\) has roots \(${names.join(', ')}\). Without solving the equation,`,
      ]),
      parts: [
        part(
          tex`Write down the values of \(${labels.join(', ')}\).`,
          listed,
          labels.map((l, i) => mark('B1', `Correct value of ${l.replace(/\\/g, '')}`, `${l} = ${fracTex(sums[i])}`)),
        ),
        part(
          rng.pick([tex`Find the value of \(${product}\).`, tex`Without finding the roots, find the value of \(${product}\).`]),
          fracTex(shifted),
          [
            mark(
              'M1',
              'Expands the product in terms of the symmetric sums',
              degree === 3
                ? tex`\alpha\beta\gamma + \sum\alpha\beta + \sum\alpha + 1`
                : tex`\alpha\beta\gamma\delta + \sum\alpha\beta\gamma + \sum\alpha\beta + \sum\alpha + 1`,
            ),
            mark('A1', 'Correct value', fracTex(shifted), ['b.1']),
          ],
        ),
        part(tex`Using your answers to part (a), find the value of \(${squaresTex}\).`, fracTex(squares), [
          mark(
            'M1',
            tex`Uses \(\left(\sum\alpha\right)^{2} - 2\sum\alpha\beta\) with their values`,
            tex`\left(${fracTex(sums[0])}\right)^{2} - 2\left(${fracTex(sums[1])}\right)`,
          ),
          mark('A1ft', 'Correct value, ft their sums', fracTex(squares), ['c.1']),
        ]),
      ],
      notes: [
        '(a) B marks: signs must be correct; do not accept values found by solving the equation first unless all are correct.',
        '(c) A1ft: follow through on their values from (a).',
      ],
      facts: { lead, roots, coeffs: c, sums: sums.map((s) => s.n / s.d), shifted: shifted.n / shifted.d, squares: squares.n / squares.d },
    };
  },
};

const expressions: QuestionTemplate = {
  id: 'cp1.roots.expressions',
  subtopicId: 'cp1-roots-of-polynomials.expressions-in-the-roots',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['roots of polynomials', 'symmetric functions', 'expressions in the roots'],
  build(rng) {
    const { lead, roots } = rootSet(rng, 3);
    const c = fromRoots(lead, roots);
    const [s1, s2, s3] = [frac(-c[1], lead), frac(c[2], lead), frac(-c[3], lead)];
    const squares = sub(mul(s1, s1), mul(s2, 2));
    const reciprocals = div(s2, s3);
    const recipSquares = sub(mul(reciprocals, reciprocals), mul(div(s1, s3), 2));
    const reversed = [...c].reverse().map((v) => (c[3] < 0 ? -v : v));
    const reciprocalSums = (id: string) =>
      part(
        tex`Find the value of \(\dfrac{1}{\alpha} + \dfrac{1}{\beta} + \dfrac{1}{\gamma}\), and hence find the value of \(\dfrac{1}{\alpha^{2}} + \dfrac{1}{\beta^{2}} + \dfrac{1}{\gamma^{2}}\).`,
        tex`${fracTex(reciprocals)}; \; ${fracTex(recipSquares)}`,
        [
          mark('M1', 'Writes over a common denominator', tex`\frac{\sum\alpha\beta}{\alpha\beta\gamma} = ${quotientTex(s2, s3)}`),
          mark('A1', 'Correct value', fracTex(reciprocals), [`${id}.1`]),
          mark(
            'M1',
            'Squares the sum of the reciprocals and subtracts twice the sum of their products in pairs',
            tex`\left(${fracTex(reciprocals)}\right)^{2} - 2\left(${quotientTex(s1, s3)}\right)`,
          ),
          mark('A1ft', 'Correct value, ft their sum of reciprocals', fracTex(recipSquares), [`${id}.3`]),
        ],
      );
    const reciprocalEquation = (id: string) =>
      part(
        tex`Find a cubic equation, with integer coefficients, whose roots are \(\dfrac{1}{\alpha}\), \(\dfrac{1}{\beta}\) and \(\dfrac{1}{\gamma}\).`,
        tex`${poly(reversed, 'w')} = 0`,
        [
          mark(
            'M1',
            tex`Substitutes \(x = \frac{1}{w}\) and multiplies through by \(w^{3}\), or uses the symmetric functions of the new roots`,
            tex`${lead}\left(\frac{1}{w}\right)^{3} + \dots = 0`,
          ),
          mark('A1', 'Correct equation, oe', tex`${poly(reversed, 'w')} = 0`, [`${id}.1`]),
        ],
      );
    // The reciprocal equation may come before or after the sums of reciprocals: the parts are independent.
    const equationFirst = rng.next() < 0.5;
    const [sumsId, equationId] = equationFirst ? ['c', 'b'] : ['b', 'c'];
    return {
      title: 'Expressions in the roots of a cubic',
      introTex: rng.pick([
        tex`The cubic equation \(${poly(c)} = 0\) has roots \(\alpha\), \(\beta\) and \(\gamma\).`,
        tex`The roots of the cubic equation \(${poly(c)} = 0\) are \(\alpha\), \(\beta\) and \(\gamma\). Do not solve the equation.`,
      ]),
      parts: [
        part(tex`Find the value of \(\alpha^{2} + \beta^{2} + \gamma^{2}\).`, fracTex(squares), [
          mark(
            'M1',
            'Uses the identity for the sum of squares',
            tex`\left(\sum\alpha\right)^{2} - 2\sum\alpha\beta = \left(${fracTex(s1)}\right)^{2} - 2\left(${fracTex(s2)}\right)`,
          ),
          mark('A1', 'Correct value', fracTex(squares), ['a.1']),
        ]),
        ...(equationFirst ? [reciprocalEquation('b'), reciprocalSums('c')] : [reciprocalSums('b'), reciprocalEquation('c')]),
      ],
      notes: [
        'M1 marks need a correct identity applied to their values of the symmetric sums.',
        // Notes in the order of the parts they mark.
        ...[
          `(${equationId}) The coefficients of the reciprocal equation are those of the given cubic in reverse order.`,
          tex`(${sumsId}) \(\sum\frac{1}{\alpha\beta} = \frac{\sum\alpha}{\alpha\beta\gamma}\), summed over pairs.`,
        ].sort(),
      ],
      facts: {
        roots,
        lead,
        coeffs: c,
        squares: squares.n / squares.d,
        reciprocals: reciprocals.n / reciprocals.d,
        reversed,
        recipSquares: recipSquares.n / recipSquares.d,
      },
    };
  },
};

const transformed: QuestionTemplate = {
  id: 'cp1.roots.linear-transform',
  subtopicId: 'cp1-roots-of-polynomials.linear-transformations-of-roots',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['roots of polynomials', 'substitution', 'transformed equation'],
  build(rng) {
    const { lead, roots } = rootSet(rng, 3);
    const c = fromRoots(lead, roots);
    const [k, m] = [rng.pick([2, 3, -2]), rng.nonZero(-3, 3)];
    const w = transformRoots(c, k, m);
    const newRoot = (n: string) =>
      termsPositiveFirst([
        [k, n],
        [m, ''],
      ]);
    // A new root with both terms negative is squared as its negation: (2\alpha + 2)^{2}, not + (-2\alpha - 2)^{2}.
    const squared = (n: string) =>
      k < 0 && m < 0
        ? terms([
            [-k, n],
            [-m, ''],
          ])
        : newRoot(n);
    const substitution = tex`x = \frac{w ${m < 0 ? '+' : '-'} ${Math.abs(m)}}{${k}}`;
    const newSquares = sub(mul(frac(w[1], w[0]), frac(w[1], w[0])), mul(frac(w[2], w[0]), 2));
    return {
      title: 'Equation with linearly transformed roots',
      introTex: rng.pick([
        tex`The roots of the equation \(${poly(c)} = 0\) are \(\alpha\), \(\beta\) and \(\gamma\).`,
        tex`The cubic equation \(${poly(c)} = 0\) has roots \(\alpha\), \(\beta\) and \(\gamma\), which are to be transformed linearly.`,
      ]),
      parts: [
        part(
          tex`Without solving the equation, find a cubic equation with integer coefficients whose roots are \(${newRoot('\\alpha')}\), \(${newRoot('\\beta')}\) and \(${newRoot('\\gamma')}\).`,
          tex`${poly(w, 'w')} = 0`,
          [
            mark('B1', 'Correct substitution', substitution),
            mark(
              'M1',
              'Substitutes into the cubic and expands',
              tex`${lead}\left(\frac{w ${m < 0 ? '+' : '-'} ${Math.abs(m)}}{${k}}\right)^{3} + \dots = 0`,
              ['a.1'],
            ),
            mark('A1', 'Two coefficients correct', tex`${poly(w, 'w')} = 0`, ['a.2']),
            mark('A1', 'Fully correct equation with integer coefficients, oe', tex`${poly(w, 'w')} = 0`, ['a.2']),
          ],
        ),
        part(
          rng.pick([
            tex`Hence write down the value of \((${newRoot('\\alpha')})(${newRoot('\\beta')})(${newRoot('\\gamma')})\).`,
            tex`Using your equation, write down the product \((${newRoot('\\alpha')})(${newRoot('\\beta')})(${newRoot('\\gamma')})\).`,
          ]),
          fracTex(frac(-w[3], w[0])),
          [mark('B1ft', 'Minus the constant term over the leading coefficient of their equation', fracTex(frac(-w[3], w[0])), ['a.2'])],
        ),
        part(
          tex`Using your equation from part (a), find the value of \((${squared('\\alpha')})^{2} + (${squared('\\beta')})^{2} + (${squared('\\gamma')})^{2}\).`,
          fracTex(newSquares),
          [
            mark(
              'M1',
              tex`Uses \(\left(\sum\alpha\right)^{2} - 2\sum\alpha\beta\) from their coefficients`,
              tex`\left(${fracTex(frac(-w[1], w[0]))}\right)^{2} - 2\left(${fracTex(frac(w[2], w[0]))}\right)`,
            ),
            mark('A1ft', 'Correct value, ft their equation', fracTex(newSquares), ['c.1']),
          ],
        ),
      ],
      notes: [
        'Alternative: the symmetric sums of the new roots found from the old; M1 for a complete method, A1 A1 as above.',
        'The M1 depends on a linear substitution of the correct form.',
      ],
      facts: { roots, lead, coeffs: c, k, m, transformed: w, newSquares: newSquares.n / newSquares.d },
    };
  },
};

export const cp1SeriesRootsTemplates: QuestionTemplate[] = [
  naturalNumbers,
  squaresAndCubes,
  rootSums,
  expressions,
  transformed,
  ...cp1SeriesConstantPolynomialRootTemplates,
];
