/**
 * Book 1 chapter 3 and 4 templates beyond cp1-series-and-roots.ts: series with unknown constants or limits, roots in arithmetic
 * progression or complex, power sums and quartics. Spread into cp1SeriesRootsTemplates.
 */
import { type Frac, frac, gcd, mul, sub } from '../../math/rational.js';
import { mulPoly, transformRoots } from '../../math/poly.js';
import { cx, fracTex, poly, quotientTex, terms, termsPositiveFirst, tex } from '../../math/tex.js';
import { surdFrac } from './cp1-complex-equations-and-roots.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { axes, circle, dot, frame, label, svgDoc } from '../../svg.js';

const sigma = (from: string, to: string, body: string) => tex`\sum_{r=${from}}^{${to}} ${body}`;

/** `c i` with a unit coefficient dropped. */
const imag = (c: string) => (c === '1' ? '\\mathrm{i}' : `${c}\\mathrm{i}`);

/** Integer coefficients, leading positive and no common factor, of x^2 - S x + P. */
function integerQuadratic(S: Frac, P: Frac): number[] {
  const l = (S.d * P.d) / gcd(S.d, P.d);
  const c = [l, -(S.n * l) / S.d, (P.n * l) / P.d];
  const g = c.reduce((acc, v) => gcd(acc, v), 0);
  return c.map((v) => v / g + 0);
}

const upperHalfSum: QuestionTemplate = {
  id: 'cp1.series.upper-half-sum',
  subtopicId: 'cp1-series.sums-of-natural-numbers',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['series', 'sigma notation', 'standard results', 'quadratic equations'],
  build(rng) {
    const [a, b, N] = [rng.int(2, 6), rng.nonZero(-6, 6), rng.int(5, 20)];
    const body = `(${terms([
      [a, 'r'],
      [b, ''],
    ])})`;
    const shown = tex`\frac{n}{2}(${terms([
      [3 * a, 'n'],
      [a + 2 * b, ''],
    ])})`;
    const S = (N * (3 * a * N + a + 2 * b)) / 2;
    const S1 = (m: number) => (m * (a * m + a + 2 * b)) / 2;
    const M0 = rng.int(10, 40);
    const K = S1(M0 - 1) + rng.int(0, S1(M0) - S1(M0 - 1) - 1);
    return {
      title: 'A sum from n + 1 to 2n and the least number of terms',
      parts: [
        part(
          rng.pick([
            tex`Show that \(${sigma('n+1', '2n', body)} = ${shown}\).`,
            tex`By writing the sum from \(r = n + 1\) to \(2n\) as a difference of two sums from \(r = 1\), show that \(${sigma('n+1', '2n', body)} = ${shown}\).`,
          ]),
          shown,
          [
            mark(
              'M1',
              tex`Writes the sum as the sum to \(2n\) minus the sum to \(n\)`,
              tex`${sigma('1', '2n', body)} - ${sigma('1', 'n', body)}`,
            ),
            mark(
              'M1',
              tex`Uses the standard result for the sum of \(r\) with upper limit \(2n\)`,
              tex`${a}\cdot\frac{2n(2n+1)}{2} ${b < 0 ? '-' : '+'} ${Math.abs(2 * b)}n`,
            ),
            mark('A1*', 'Correct completion to the printed answer, cso', shown, ['a.1', 'a.2']),
          ],
        ),
        part(
          tex`Given that \(${sigma('n+1', '2n', body)} = ${S}\), use your answer to part (a) to find the value of \(n\).`,
          tex`n = ${N}`,
          [
            mark('M1', tex`Forms and solves a three-term quadratic in \(n\)`, tex`${poly([3 * a, a + 2 * b, -2 * S], 'n')} = 0`),
            mark('A1', tex`\(n\) correct, the negative root rejected`, tex`n = ${N}`, ['b.1']),
          ],
        ),
        part(
          rng.pick([
            tex`Find the least positive integer \(m\) for which \(${sigma('1', 'm', body)} > ${K}\).`,
            tex`The sum of the first \(m\) terms of the series with \(r\)th term \(${body}\) first exceeds \(${K}\) when \(m = M\). Find \(M\).`,
          ]),
          tex`m = ${M0}`,
          [
            mark(
              'M1',
              tex`Uses the standard results to form an inequality in \(m\)`,
              tex`\frac{m}{2}(${terms([
                [a, 'm'],
                [a + 2 * b, ''],
              ])}) > ${K}`,
            ),
            mark('M1', 'Solves the corresponding quadratic equation for the critical value', tex`${poly([a, a + 2 * b, -2 * K], 'm')} = 0`),
            mark('A1', 'Correct least integer', tex`m = ${M0}`, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        tex`(a) Using the sum to \(n + 1\) instead of \(n\) scores the first M0.`,
        '(c) Trial of consecutive values with both sums shown is acceptable for M1 M1.',
      ],
      facts: { a, b, N, S, K, M0 },
    };
  },
};

const constantFromSum: QuestionTemplate = {
  id: 'cp1.series.constant-from-sum',
  subtopicId: 'cp1-series.sums-of-natural-numbers',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['series', 'sigma notation', 'unknown constant'],
  build(rng) {
    const [k, c, N] = [rng.int(2, 6), -rng.int(3, 20), rng.int(8, 20)];
    const body = tex`(kr ${c < 0 ? '-' : '+'} ${Math.abs(c)})`;
    const V = (N * (k * N + k + 2 * c)) / 2;
    const shown = tex`\frac{n}{2}(kn + k ${c < 0 ? '-' : '+'} ${Math.abs(2 * c)})`;
    const upper = (3 * k * N * N + (k + 2 * c) * N) / 2;
    let least = 1;
    while (least * k + k + 2 * c <= 0) least++;
    return {
      title: 'Finding a constant from the sum of a series',
      introTex: rng.pick([
        tex`The constant \(k\) is such that \(${sigma('1', String(N), body)} = ${V}\).`,
        tex`An arithmetic series has \(r\)th term \(kr ${c < 0 ? '-' : '+'} ${Math.abs(c)}\), where \(k\) is a positive integer constant. The sum of its first \(${N}\) terms is \(${V}\).`,
      ]),
      parts: [
        part(tex`Show that \(${sigma('1', 'n', body)} = ${shown}\). Hence find the value of \(k\).`, tex`${shown}; \; k = ${k}`, [
          mark(
            'M1',
            tex`Uses the standard results for the sum of \(r\) and of a constant`,
            tex`k\cdot\frac{n(n+1)}{2} ${c < 0 ? '-' : '+'} ${Math.abs(c)}n`,
          ),
          mark('A1*', 'Correct completion to the printed answer, cso', shown, ['a.1']),
          mark(
            'M1',
            tex`Substitutes \(n = ${N}\) and solves the linear equation in \(k\)`,
            tex`${fracTex(frac(N, 2))}(${N}k + k ${c < 0 ? '-' : '+'} ${Math.abs(2 * c)}) = ${V}`,
          ),
          mark('A1', tex`Correct \(k\)`, tex`k = ${k}`, ['a.3']),
        ]),
        part(tex`Using your value of \(k\), find \(${sigma(String(N + 1), String(2 * N), body)}\).`, String(upper), [
          mark(
            'M1',
            tex`Uses \(S_{${2 * N}} - S_{${N}}\) with their \(k\), where \(S_n\) is the result of (a)`,
            tex`${N}(${2 * N * k + k + 2 * c}) ${V < 0 ? '+' : '-'} ${Math.abs(V)}`,
          ),
          mark('A1ft', tex`Correct value, ft their \(k\)`, String(upper), ['b.1']),
        ]),
        part(
          rng.pick([
            tex`Find the least positive integer \(n\) for which \(${sigma('1', 'n', body)}\) is positive.`,
            tex`The sum \(${sigma('1', 'n', body)}\) is negative for small \(n\). Find the least positive integer \(n\) for which it is positive.`,
          ]),
          tex`n = ${least}`,
          [
            mark(
              'M1',
              tex`Sets their bracket \(kn + k ${c < 0 ? '-' : '+'} ${Math.abs(2 * c)}\) greater than zero`,
              tex`${k}n + ${k} ${c < 0 ? '-' : '+'} ${Math.abs(2 * c)} > 0`,
            ),
            mark('A1ft', tex`Correct least \(n\), ft their \(k\)`, tex`n = ${least}`, ['c.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) The equation in \(k\) is linear; no marks for trial of values without a method.`,
        tex`(b), (c) A1ft: follow through on their \(k\) from (a).`,
      ],
      facts: { k, c, N, V, upper, least },
    };
  },
};

const cubicSumRoots: QuestionTemplate = {
  id: 'cp1.series.cubic-sum-roots',
  subtopicId: 'cp1-series.sums-of-squares-and-cubes',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'series', 'roots of polynomials', 'complex numbers', 'sum of squares'],
  build(rng) {
    const k = rng.pick([-6, -5, -4, -2, 1, 2, 3, 4, 5, 6]);
    const N = rng.int(3, 8);
    const coeffs = [2, 3 + k, 1 + k, 0];
    const V = 2 * N ** 3 + (3 + k) * N ** 2 + (1 + k) * N;
    const p = 3 + k + 2 * N;
    const q = 1 + k + p * N;
    const disc = 8 * q - p * p;
    const roots = tex`x = ${N}, \; x = ${fracTex(frac(-p, 4))} \pm ${imag(surdFrac(disc, 4))}`;
    const squares = sub(mul(frac(3 + k, 2), frac(3 + k, 2)), 1 + k);
    const body = tex`(6r^{2} ${k < 0 ? '-' : '+'} ${Math.abs(2 * k)}r)`;
    return {
      title: 'A sum of a series as a cubic, and the roots of the cubic',
      introTex: rng.pick([
        tex`\(\mathrm{S}(n) = ${sigma('1', 'n', body)}\)`,
        tex`For positive integers \(n\), the function \(\mathrm{S}\) is defined by \(\mathrm{S}(n) = ${sigma('1', 'n', body)}\), and is extended to all real \(x\) by the same polynomial.`,
      ]),
      parts: [
        part(tex`Show that \(\mathrm{S}(n) = ${poly(coeffs, 'n')}\).`, poly(coeffs, 'n'), [
          mark(
            'M1',
            tex`Uses the standard results for the sums of \(r^{2}\) and \(r\)`,
            tex`6\cdot\frac{n(n+1)(2n+1)}{6} ${k < 0 ? '-' : '+'} ${Math.abs(2 * k)}\cdot\frac{n(n+1)}{2}`,
          ),
          mark('A1*', 'Correct expansion to the printed answer, cso', poly(coeffs, 'n'), ['a.1']),
        ]),
        part(
          tex`The equation \(\mathrm{S}(x) = ${V}\) has roots \(\alpha\), \(\beta\) and \(\gamma\). Use your answer to part (a) to show that \(x = ${N}\) is a root of this equation.`,
          tex`\mathrm{S}(${N}) = ${V}`,
          [
            mark(
              'B1',
              tex`Substitutes \(x = ${N}\) into the cubic and obtains the value`,
              tex`2(${N})^{3} ${3 + k < 0 ? '-' : '+'} ${Math.abs(3 + k) === 1 ? '' : Math.abs(3 + k)}(${N})^{2} ${1 + k < 0 ? '-' : '+'} ${Math.abs(1 + k) === 1 ? '' : Math.abs(1 + k)}(${N}) = ${V}`,
            ),
          ],
        ),
        part(tex`Hence solve the equation \(\mathrm{S}(x) = ${V}\) completely.`, roots, [
          mark('M1', tex`Divides by the factor \(x - ${N}\) or compares coefficients`, tex`(x - ${N})(${poly([2, p, q])})`),
          mark('A1', 'Correct quadratic factor', poly([2, p, q]), ['c.1']),
          mark(
            'dM1',
            'Solves their three-term quadratic, dependent on the previous M1',
            tex`x = \frac{${-p} \pm \sqrt{${p * p - 8 * q}}}{4}`,
            ['c.1'],
          ),
          mark('A1', 'Both complex roots correct and exact', roots, ['c.1', 'c.3']),
        ]),
        part(
          rng.pick([
            tex`Without using your roots from part (c), find the value of \(\alpha^{2} + \beta^{2} + \gamma^{2}\).`,
            tex`The roots of \(\mathrm{S}(x) = ${V}\) are \(\alpha\), \(\beta\) and \(\gamma\). Using the coefficients of the cubic, and not your roots, find \(\alpha^{2} + \beta^{2} + \gamma^{2}\).`,
          ]),
          fracTex(squares),
          [
            mark(
              'M1',
              tex`Uses \(\left(\sum\alpha\right)^{2} - 2\sum\alpha\beta\) with the coefficients of the cubic`,
              tex`\left(${fracTex(frac(-(3 + k), 2))}\right)^{2} - 2\left(${fracTex(frac(1 + k, 2))}\right)`,
            ),
            mark('A1', 'Correct value', fracTex(squares), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) The constant term of the cubic \(\mathrm{S}(x) - ${V}\) is \(${-V}\).`,
        '(c) Complex roots occur as a conjugate pair because the coefficients are real.',
        '(d) A negative value would show at once that not all three roots are real.',
      ],
      facts: { k, N, V, coeffs, p, q, squares: squares.n / squares.d },
    };
  },
};

const arithmeticRoots: QuestionTemplate = {
  id: 'cp1.roots.arithmetic-progression',
  subtopicId: 'cp1-roots-of-polynomials.quadratic-cubic-and-quartic-roots',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['roots of polynomials', 'symmetric functions', 'arithmetic progression'],
  build(rng) {
    const m = rng.nonZero(-4, 4);
    let d = rng.int(1, 5);
    if (d === Math.abs(m)) d++;
    const [p, q, r] = [-3 * m, 3 * m * m - d * d, -m * (m * m - d * d)];
    const roots = [m - d, m, m + d];
    const squares = 3 * m * m + 2 * d * d;
    return {
      title: 'A cubic whose roots form an arithmetic progression',
      introTex: rng.pick([
        tex`The roots of the equation \(${poly([1, p, q, 0])} + k = 0\), where \(k\) is a real constant, form an arithmetic progression.`,
        tex`The cubic equation \(${poly([1, p, q, 0])} + k = 0\), where \(k\) is a real constant, has three real roots which form an arithmetic sequence.`,
      ]),
      parts: [
        part(tex`By writing the roots as \(\alpha - d\), \(\alpha\) and \(\alpha + d\), show that \(\alpha = ${m}\).`, tex`\alpha = ${m}`, [
          mark('M1', 'Uses the sum of the roots', tex`3\alpha = ${-p}`),
          mark('A1*', 'Correct conclusion, cso', tex`\alpha = ${m}`, ['a.1']),
        ]),
        part(tex`Using the sum of the products of pairs of roots, find the positive value of \(d\).`, tex`d = ${d}`, [
          mark('M1', tex`Forms \(3\alpha^{2} - d^{2} = ${q}\) with their \(\alpha\)`, tex`3(${m})^{2} - d^{2} = ${q}`),
          mark('A1', tex`Correct \(d\)`, tex`d = ${d}`, ['b.1']),
        ]),
        part(tex`Hence find the three roots and the value of \(k\).`, tex`x = ${roots.join(', \\; ')}; \; k = ${r}`, [
          mark('B1ft', tex`Three roots from their \(\alpha\) and \(d\)`, roots.join(', \\; ')),
          mark('M1', tex`Uses the product of the roots equal to \(-k\)`, tex`k = -(${roots[0]})(${roots[1]})(${roots[2]})`),
          mark('A1', tex`Correct \(k\)`, tex`k = ${r}`, ['c.2']),
        ]),
        part(
          rng.pick([tex`Find the value of the sum of the squares of the roots.`, tex`Find the sum of the squares of the three roots.`]),
          String(squares),
          [
            mark('M1', tex`Uses \(\left(\sum\alpha\right)^{2} - 2\sum\alpha\beta\), or squares their roots`, tex`(${-p})^{2} - 2(${q})`),
            mark('A1', 'Correct value', String(squares), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(a) The value is printed: its A1 needs \(3\alpha = -(\text{coefficient of } x^{2})\).`,
        tex`(c) B1ft: their \(\alpha - d\), \(\alpha\), \(\alpha + d\).`,
      ],
      facts: { m, d, p, q, r, roots, squares },
    };
  },
};

const cubicRootsCircle: QuestionTemplate = {
  id: 'cp1.roots.cubic-roots-circle',
  subtopicId: 'cp1-roots-of-polynomials.quadratic-cubic-and-quartic-roots',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'roots of polynomials', 'complex numbers', 'Argand diagrams', 'loci'],
  build(rng) {
    const [p, q] = [rng.nonZero(-3, 3), rng.int(1, 4)];
    let s = rng.nonZero(-5, 5);
    if (s === p) s = -s === p ? s + 1 : -s;
    const n = p * p + q * q;
    const coeffs = [1, -(2 * p + s), n + 2 * p * s, -n * s];
    const h = frac(n - s * s, 2 * (p - s));
    const R = frac(Math.abs(h.n - s * h.d), h.d);
    const locus = tex`\left|${h.n === 0 ? 'z' : `z ${h.n < 0 ? '+' : '-'} ${fracTex(frac(Math.abs(h.n), h.d))}`}\right| = ${fracTex(R)}`;
    const lim = Math.ceil(Math.max(Math.abs(s), Math.abs(p) + q, Math.abs(h.n / h.d) + R.n / R.d)) + 1;
    const f = frame(-lim, lim, -lim, lim, 260);
    return {
      title: 'Roots of a cubic and the circle through them',
      introTex: rng.pick([
        tex`\(\mathrm{f}(z) = ${poly(coeffs, 'z')}\). Given that \(z = ${cx(p, q)}\) is a root of \(\mathrm{f}(z) = 0\),`,
        tex`The cubic polynomial \(\mathrm{f}(z) = ${poly(coeffs, 'z')}\) has real coefficients. It is given that \(z = ${cx(p, q)}\) is a root of \(\mathrm{f}(z) = 0\). Using this information,`,
      ]),
      parts: [
        part(tex`write down a second complex root of \(\mathrm{f}(z) = 0\),`, cx(p, -q), [mark('B1', 'The complex conjugate', cx(p, -q))]),
        part(
          rng.pick([
            tex`use the sum of the roots to find the real root of \(\mathrm{f}(z) = 0\),`,
            tex`find the real root of \(\mathrm{f}(z) = 0\), using the sum of the three roots,`,
          ]),
          tex`z = ${s}`,
          [
            mark(
              'M1',
              tex`Sets the sum of the three roots equal to minus the coefficient of \(z^{2}\)`,
              tex`${2 * p} + \gamma = ${2 * p + s}`,
            ),
            mark('A1', 'Correct real root', tex`z = ${s}`, ['b.1']),
          ],
        ),
        part(tex`show the three roots on a single Argand diagram,`, tex`(${p}, ${q}), \; (${p}, ${-q}), \; (${s}, 0)`, [
          mark('B1', 'Conjugate pair plotted symmetrically about the real axis', tex`(${p}, \pm ${q})`),
          mark('B1ft', 'Their real root on the real axis', tex`(${s}, 0)`, ['b.1']),
        ]),
        part(
          tex`find, in the form \(|z - a| = b\), where \(a\) and \(b\) are real, an equation of the circle on the Argand diagram that passes through the points representing all three roots.`,
          locus,
          [
            mark(
              'M1',
              'Uses symmetry: the centre lies on the real axis at a point equidistant from the real root and a complex root',
              tex`(a ${s < 0 ? '+' : '-'} ${Math.abs(s)})^{2} = (a ${p < 0 ? '+' : '-'} ${Math.abs(p)})^{2} + ${q * q}`,
            ),
            mark('A1', 'Correct centre', tex`a = ${fracTex(h)}`, ['d.1']),
            mark('A1', 'Correct equation of the circle', locus, ['d.1']),
          ],
        ),
      ],
      notes: [
        '(b) Alternatively the product of the roots or division by the quadratic factor; M1 for a complete method.',
        '(c) Scheme diagram shows the roots and the circle.',
        '(d) The perpendicular bisector of the real root and the complex root meets the real axis at the centre.',
      ],
      diagrams: [
        {
          role: 'scheme',
          title: 'The roots and the circle through them',
          description: `Argand diagram with the roots at (${p}, ${q}), (${p}, ${-q}) and (${s}, 0), and the circle with centre ${h.n}/${h.d} on the real axis through all three.`,
          svg: svgDoc(f, [
            axes(f, -lim, lim, -lim, lim, 'Re', 'Im'),
            circle(f, h.n / h.d, 0, R.n / R.d),
            dot(f, p, q),
            label(f, p, q, cx(p, q).replace('\\mathrm{i}', 'i')),
            dot(f, p, -q),
            label(f, p, -q, cx(p, -q).replace('\\mathrm{i}', 'i')),
            dot(f, s, 0),
            label(f, s, 0, String(s)),
          ]),
        },
      ],
      facts: { coeffs, p, q, s, h: h.n / h.d, R: R.n / R.d },
    };
  },
};

const quadraticPowerSums: QuestionTemplate = {
  id: 'cp1.roots.quadratic-power-sums',
  subtopicId: 'cp1-roots-of-polynomials.expressions-in-the-roots',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['roots of polynomials', 'expressions in the roots', 'transformed equation'],
  build(rng) {
    const [a, b, c] = [rng.int(1, 4), rng.nonZero(-7, 7), rng.nonZero(-6, 6)];
    const s = frac(-b, a);
    const pr = frac(c, a);
    const sq = sub(mul(s, s), mul(pr, 2));
    const cubes = sub(mul(mul(s, s), s), mul(mul(pr, s), 3));
    const newSum = mul(cubes, frac(a, c));
    const eq = integerQuadratic(newSum, pr);
    return {
      title: 'Powers of the roots of a quadratic and a new equation',
      introTex: rng.pick([
        tex`The roots of the equation \(${poly([a, b, c])} = 0\) are \(\alpha\) and \(\beta\).`,
        tex`The quadratic equation \(${poly([a, b, c])} = 0\) has roots \(\alpha\) and \(\beta\). Do not solve the equation.`,
      ]),
      parts: [
        part(
          tex`Write down the values of \(\alpha + \beta\) and \(\alpha\beta\).`,
          tex`\alpha + \beta = ${fracTex(s)}, \; \alpha\beta = ${fracTex(pr)}`,
          [mark('B1', 'Correct sum', fracTex(s)), mark('B1', 'Correct product', fracTex(pr))],
        ),
        part(
          rng.pick([
            tex`Find the value of \(\alpha^{2} + \beta^{2}\).`,
            tex`Without solving the equation, find \(\alpha^{2} + \beta^{2}\).`,
          ]),
          fracTex(sq),
          [
            mark(
              'M1',
              tex`Uses \((\alpha + \beta)^{2} - 2\alpha\beta\) with their values`,
              tex`\left(${fracTex(s)}\right)^{2} - 2\left(${fracTex(pr)}\right)`,
            ),
            mark('A1', 'Correct value', fracTex(sq), ['b.1']),
          ],
        ),
        part(tex`Show that \(\alpha^{3} + \beta^{3} = ${fracTex(cubes)}\).`, fracTex(cubes), [
          mark(
            'M1',
            tex`Uses \((\alpha + \beta)^{3} - 3\alpha\beta(\alpha + \beta)\) with their values`,
            tex`\left(${fracTex(s)}\right)^{3} - 3\left(${fracTex(pr)}\right)\left(${fracTex(s)}\right)`,
          ),
          mark('A1*', 'Correct printed value, cso', fracTex(cubes), ['c.1']),
        ]),
        part(
          rng.pick([
            tex`Hence find a quadratic equation, with integer coefficients, whose roots are \(\dfrac{\alpha^{2}}{\beta}\) and \(\dfrac{\beta^{2}}{\alpha}\).`,
            tex`Hence find a quadratic equation, in the form \(pw^{2} + qw + r = 0\) where \(p\), \(q\) and \(r\) are integers, with roots \(\dfrac{\alpha^{2}}{\beta}\) and \(\dfrac{\beta^{2}}{\alpha}\).`,
          ]),
          tex`${poly(eq)} = 0`,
          [
            mark(
              'M1',
              tex`Finds the sum \(\frac{\alpha^{3} + \beta^{3}}{\alpha\beta}\) and the product \(\alpha\beta\) of the new roots`,
              tex`\text{sum} = ${fracTex(newSum)}, \; \text{product} = ${fracTex(pr)}`,
            ),
            mark('A1ft', tex`Correct sum of the new roots, ft their \(\alpha\beta\)`, fracTex(newSum), ['d.1']),
            mark('A1', 'Correct equation with integer coefficients, oe', tex`${poly(eq)} = 0`, ['d.1']),
          ],
        ),
      ],
      notes: [
        '(c) The answer is printed: its A1 needs correct working throughout.',
        tex`(d) The product of the new roots is \(\alpha\beta\); any integer multiple of the equation is acceptable.`,
      ],
      facts: { a, b, c, s: s.n / s.d, pr: pr.n / pr.d, sq: sq.n / sq.d, cubes: cubes.n / cubes.d, eq },
    };
  },
};

const quarticExpressions: QuestionTemplate = {
  id: 'cp1.roots.quartic-expressions',
  subtopicId: 'cp1-roots-of-polynomials.expressions-in-the-roots',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['roots of polynomials', 'quartic equations', 'expressions in the roots', 'non-real roots'],
  build(rng) {
    const p = rng.nonZero(-4, 4);
    const q = Math.ceil((p * p) / 2) + rng.int(1, 5);
    const [r, s] = [rng.nonZero(-6, 6), rng.nonZero(-6, 6)];
    const coeffs = [1, p, q, r, s];
    const squares = p * p - 2 * q;
    const recip = frac(-r, s);
    const recipSq = sub(mul(recip, recip), mul(frac(q, s), 2));
    return {
      title: 'Expressions in the roots of a quartic',
      introTex: rng.pick([
        tex`The quartic equation \(${poly(coeffs)} = 0\) has roots \(\alpha\), \(\beta\), \(\gamma\) and \(\delta\).`,
        tex`The roots of the quartic equation \(${poly(coeffs)} = 0\) are \(\alpha\), \(\beta\), \(\gamma\) and \(\delta\). Without solving the equation,`,
      ]),
      parts: [
        part(
          rng.pick([
            tex`Write down the values of \(\sum\alpha\) and \(\sum\alpha\beta\).`,
            tex`Write down the sum of the roots and the sum of the products of the roots in pairs.`,
          ]),
          tex`\sum\alpha = ${-p}, \; \sum\alpha\beta = ${q}`,
          [mark('B1', 'Correct sum of the roots', String(-p)), mark('B1', 'Correct sum of the products in pairs', String(q))],
        ),
        part(
          tex`Find the value of \(\alpha^{2} + \beta^{2} + \gamma^{2} + \delta^{2}\), and hence explain why the equation has at least two roots that are not real.`,
          tex`${squares}; \; \textstyle\sum\alpha^{2} < 0`,
          [
            mark('M1', tex`Uses \(\left(\sum\alpha\right)^{2} - 2\sum\alpha\beta\)`, tex`(${-p})^{2} - 2(${q})`),
            mark('A1', 'Correct value', String(squares), ['b.1']),
            mark(
              'B1ft',
              'The sum of the squares of real numbers cannot be negative, so not all roots are real; non-real roots come in a conjugate pair',
              tex`${squares} < 0`,
              ['b.1'],
            ),
          ],
        ),
        part(
          tex`Find the value of \(\dfrac{1}{\alpha} + \dfrac{1}{\beta} + \dfrac{1}{\gamma} + \dfrac{1}{\delta}\), and hence find the value of \(\dfrac{1}{\alpha^{2}} + \dfrac{1}{\beta^{2}} + \dfrac{1}{\gamma^{2}} + \dfrac{1}{\delta^{2}}\).`,
          tex`${fracTex(recip)}; \; ${fracTex(recipSq)}`,
          [
            mark(
              'M1',
              'Writes the sum as the sum of triple products over the product of the roots',
              tex`\frac{\sum\alpha\beta\gamma}{\alpha\beta\gamma\delta} = ${quotientTex(-r, s)}`,
            ),
            mark('A1', 'Correct value', fracTex(recip), ['c.1']),
            mark(
              'M1',
              'Squares their sum of reciprocals and subtracts twice the sum of the reciprocal products in pairs',
              tex`\left(${fracTex(recip)}\right)^{2} - 2\left(${quotientTex(q, s)}\right)`,
            ),
            mark('A1ft', 'Correct value, ft their sum of reciprocals', fracTex(recipSq), ['c.3']),
          ],
        ),
      ],
      notes: [
        '(b) B1ft: follows their negative sum of squares; a conclusion from a positive value scores B0.',
        tex`(c) \(\sum\frac{1}{\alpha\beta} = \frac{\sum\alpha\beta}{\alpha\beta\gamma\delta}\), summed over pairs.`,
      ],
      facts: { coeffs, squares, recip: recip.n / recip.d, recipSq: recipSq.n / recipSq.d },
    };
  },
};

const transformComplexRoots: QuestionTemplate = {
  id: 'cp1.roots.transform-complex-roots',
  subtopicId: 'cp1-roots-of-polynomials.linear-transformations-of-roots',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'roots of polynomials', 'complex numbers', 'transformed equation'],
  build(rng) {
    const [p, q] = [rng.nonZero(-3, 3), rng.int(1, 3)];
    let s = rng.nonZero(-4, 4);
    if (s === p) s = -s;
    const quad = [1, -2 * p, p * p + q * q];
    const coeffs = mulPoly(quad, [1, -s]);
    const [k, m] = [rng.pick([2, 3, -1, -2]), rng.nonZero(-3, 3)];
    const w = transformRoots(coeffs, k, m);
    const newRoot = (n: string) =>
      termsPositiveFirst([
        [k, n],
        [m, ''],
      ]);
    const roots = tex`x = ${s}, \; x = ${cx(p, q)}, \; x = ${cx(p, -q)}`;
    const images = tex`${k * s + m}, \; ${cx(k * p + m, k * q)}, \; ${cx(k * p + m, -k * q)}`;
    const fs = coeffs.reduce(
      (acc, c, i) =>
        acc +
        ` ${i === 0 ? '' : c < 0 ? '- ' : '+ '}${i === 3 ? Math.abs(c) : `${Math.abs(c) === 1 ? '' : Math.abs(c)}(${s})${i < 2 ? `^{${3 - i}}` : ''}`}`,
      '',
    );
    return {
      title: 'A cubic with complex roots and a linear transformation of its roots',
      introTex: rng.pick([
        tex`The cubic equation \(${poly(coeffs)} = 0\) has roots \(\alpha\), \(\beta\) and \(\gamma\).`,
        tex`The roots of the cubic equation \(${poly(coeffs)} = 0\), which has real coefficients, are \(\alpha\), \(\beta\) and \(\gamma\).`,
      ]),
      parts: [
        part(tex`Show that \(x = ${s}\) is a root of the equation.`, tex`${fs.trim()} = 0`, [
          mark('B1', 'Substitutes and shows the value is zero', tex`${fs.trim()} = 0`),
        ]),
        part(
          rng.pick([tex`Hence find the other two roots of the equation.`, tex`Hence find the two non-real roots of the equation.`]),
          roots,
          [
            mark(
              'M1',
              'Divides by the linear factor or compares coefficients',
              tex`(x ${s < 0 ? '+' : '-'} ${Math.abs(s)})(${poly(quad)})`,
            ),
            mark('A1', 'Correct quadratic factor', poly(quad), ['b.1']),
            mark('dM1', 'Solves their three-term quadratic, dependent on the previous M1', tex`x = ${p} \pm \sqrt{${-q * q}}`, ['b.1']),
            mark('A1', 'Both complex roots correct', roots, ['b.1', 'b.3']),
          ],
        ),
        part(
          tex`Without using your roots, find a cubic equation with integer coefficients whose roots are \(${newRoot('\\alpha')}\), \(${newRoot('\\beta')}\) and \(${newRoot('\\gamma')}\).`,
          tex`${poly(w, 'w')} = 0`,
          [
            mark(
              'M1',
              tex`Uses the substitution \(w = ${newRoot('x')}\) in the cubic`,
              k === -1 ? tex`x = ${m} - w` : tex`x = \frac{w ${m < 0 ? '+' : '-'} ${Math.abs(m)}}{${k}}`,
            ),
            mark('A1', 'Two coefficients correct after clearing fractions', tex`${poly(w, 'w')} = 0`, ['c.1']),
            mark('A1', 'Fully correct equation, oe', tex`${poly(w, 'w')} = 0`, ['c.1']),
          ],
        ),
        part(tex`Using your answer to part (b), write down the roots of your equation in part (c).`, images, [
          mark('B1ft', 'Their three roots transformed by the same linear map', images, ['b.1']),
        ]),
      ],
      notes: [
        '(c) Finding the sums of the new roots from the symmetric functions of the old is an acceptable method.',
        tex`(d) B1ft: each of their roots \(x\) mapped to \(${newRoot('x')}\); these must satisfy their equation in (c).`,
      ],
      facts: { coeffs, s, p, q, k, m, transformed: w },
    };
  },
};

const cubicProductSum: QuestionTemplate = {
  id: 'cp1.series.product-sum-constant',
  subtopicId: 'cp1-series.sums-of-squares-and-cubes',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['series', 'sigma notation', 'sum of cubes', 'unknown constant'],
  build(rng) {
    const k = rng.pick([-5, -4, -3, -2, 2, 3, 4, 5, 6]);
    const N = rng.int(4, 12);
    const inner = (n: number) => 3 * n * n + (4 * k + 7) * n + 8 * k + 2;
    const F = (n: number) => (n * (n + 1) * inner(n)) / 12;
    const V = F(N);
    const upper = F(2 * N) - V;
    const body = tex`r(r + 1)(r + k)`;
    const shown = tex`\frac{1}{12}n(n+1)(3n^{2} + (4k + 7)n + 8k + 2)`;
    return {
      title: 'A series of cubic terms with an unknown constant',
      introTex: rng.pick([
        tex`The constant \(k\) is such that \(${sigma('1', String(N), body)} = ${V}\).`,
        tex`A series has \(r\)th term \(${body}\), where \(k\) is a constant, and the sum of its first \(${N}\) terms is \(${V}\).`,
      ]),
      parts: [
        part(tex`Show that \(${sigma('1', 'n', body)} = ${shown}\).`, shown, [
          mark(
            'M1',
            tex`Expands to \(r^{3} + (k + 1)r^{2} + kr\) and uses the standard results`,
            tex`\frac{n^{2}(n+1)^{2}}{4} + (k+1)\frac{n(n+1)(2n+1)}{6} + k\frac{n(n+1)}{2}`,
          ),
          mark(
            'dM1',
            tex`Takes out the factor \(\frac{n(n + 1)}{12}\), dependent on the M1`,
            tex`\frac{n(n+1)}{12}\left[3n(n+1) + 2(k+1)(2n+1) + 6k\right]`,
            ['a.1'],
          ),
          mark('A1*', 'Correct printed answer, cso', shown, ['a.1', 'a.2']),
        ]),
        part(rng.pick([tex`Hence find the value of \(k\).`, tex`Use this result to find the value of \(k\).`]), tex`k = ${k}`, [
          mark(
            'M1',
            tex`Substitutes \(n = ${N}\) and solves the linear equation in \(k\)`,
            tex`${fracTex(frac(N * (N + 1), 12))}(${3 * N * N + 7 * N + 2} + ${4 * N + 8}k) = ${V}`,
          ),
          mark('A1', tex`Correct \(k\)`, tex`k = ${k}`, ['b.1']),
        ]),
        part(tex`Using your value of \(k\), find the value of \(${sigma(String(N + 1), String(2 * N), body)}\).`, String(upper), [
          mark(
            'M1',
            tex`Uses \(S_{${2 * N}} - S_{${N}}\) with their \(k\), where \(S_n\) is the result of (a)`,
            tex`S_{${2 * N}} - S_{${N}}`,
          ),
          mark('A1ft', tex`Correct value, ft their \(k\)`, String(upper), ['c.1']),
        ]),
      ],
      notes: [
        '(a) The brackets may be expanded in any order; the printed answer needs all steps.',
        tex`(b) The equation in \(k\) is linear once \(n\) is substituted.`,
        tex`(c) \(S_{${2 * N}} - S_{${N + 1}}\) is a wrong method: M0.`,
      ],
      facts: { k, N, V, upper },
    };
  },
};

export const cp1SeriesConstantPolynomialRootTemplates: QuestionTemplate[] = [
  cubicProductSum,
  transformComplexRoots,
  upperHalfSum,
  constantFromSum,
  cubicSumRoots,
  arithmeticRoots,
  cubicRootsCircle,
  quadraticPowerSums,
  quarticExpressions,
];
