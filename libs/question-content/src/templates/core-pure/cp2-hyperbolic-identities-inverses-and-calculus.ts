/**
 * Hyperbolic-function templates (Core Pure Book 2 chapter 6) beyond cp2-hyperbolic-functions.ts's one per section: identities and
 * equations, logarithmic forms of the inverses, and calculus, including synoptic questions. Spread into cp2HyperbolicTemplates.
 */
import { add, frac, gcd, mul, type Frac } from '../../math/rational.js';
import { fracTex, poly, terms, tex } from '../../math/tex.js';
import { mark, part, type MarkSpec, type QuestionTemplate } from '../../template.js';
import { maclaurinCoefficients, series3 } from './cp2-series.js';

/** `\ln 3`, `\ln\left(\frac{3}{2}\right)`, `0` for ln 1, `-\ln 9` for ln(1/9). */
export function lnTex(q: Frac): string {
  if (q.n === q.d) return '0';
  if (q.n < q.d) return `-${lnTex(frac(q.d, q.n))}`; // ln(1/9) prints as -ln 9
  return tex`\ln ${q.d === 1 ? q.n : `\\left(${fracTex(q)}\\right)`}`;
}

/** Coprime pairs (a, b) with a > b: e^x = a/b gives rational hyperbolic values. */
export const RATIONALS: [number, number][] = [];
for (let a = 2; a <= 9; a++) for (let b = 1; b < a; b++) if (frac(a, b).d === b) RATIONALS.push([a, b]);

const T = 'cp2-hyperbolic-functions';
const E = (v: string) => tex`\mathrm{e}^{${v}}`;
/** `\frac{1}{2}\ln N`, or `\ln r` when N = r^2 for a rational r. */
function halfLnTex(N: Frac): string {
  if (N.n < N.d) return `-${halfLnTex(frac(N.d, N.n))}`;
  const [rn, rd] = [Math.round(Math.sqrt(N.n)), Math.round(Math.sqrt(N.d))];
  if (rn * rn === N.n && rd * rd === N.d) return lnTex(frac(rn, rd));
  return tex`\frac{1}{2}${lnTex(N)}`;
}
const pm = (x: number) => (x < 0 ? '-' : '+');
/** A fraction wrapped in brackets when negative, for substituting after a sign. */
const par = (q: Frac) => (q.n < 0 ? `\\left(${fracTex(q)}\\right)` : fracTex(q));
/**
 * Part (a)'s marks for reaching sech^2 x from the exponential definitions: the fraction over (e^x + e^{-x})^2 that
 * `method` describes, then its simplification.
 */
const sechSquaredMarks = (method: string): MarkSpec[] => [
  mark('M1', method, tex`\frac{(${E('x')} + ${E('-x')})^{2} - (${E('x')} - ${E('-x')})^{2}}{(${E('x')} + ${E('-x')})^{2}}`),
  mark(
    'A1*',
    tex`Simplifies to \(\frac{4}{(${E('x')} + ${E('-x')})^{2}} = \operatorname{sech}^{2}x\), cso`,
    tex`\frac{4}{(${E('x')} + ${E('-x')})^{2}} = \operatorname{sech}^{2}x`,
    ['a.1'],
  ),
];

const tanhValue: QuestionTemplate = {
  id: 'cp2.hyperbolic.tanh-value',
  subtopicId: `${T}.definitions`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hyperbolic functions', 'exponential definitions', 'logarithms'],
  build(rng) {
    const [a, b] = rng.pick(RATIONALS);
    const th = frac(a * a - b * b, a * a + b * b);
    const K = frac(a * a, b * b);
    const [sh, ch] = [frac(a * a - b * b, 2 * a * b), frac(a * a + b * b, 2 * a * b)];
    const which = rng.pick(['sinh', 'cosh', 'tanh'] as const);
    const s2 = {
      sinh: mul(2, mul(sh, ch)),
      cosh: add(mul(ch, ch), mul(sh, sh)),
      tanh: frac(2 * (a * a - b * b) * (a * a + b * b), (a * a + b * b) ** 2 + (a * a - b * b) ** 2),
    }[which];
    const s2Work = {
      sinh: tex`2\sinh x\cosh x = 2\times ${fracTex(sh)}\times ${fracTex(ch)}`,
      cosh: tex`\cosh^{2}x + \sinh^{2}x = \left(${fracTex(ch)}\right)^{2} + \left(${fracTex(sh)}\right)^{2}`,
      tanh: tex`\frac{2\tanh x}{1 + \tanh^{2}x} = \frac{2\times ${fracTex(th)}}{1 + \left(${fracTex(th)}\right)^{2}}`,
    }[which];
    return {
      title: 'Working from a value of tanh x',
      introTex: rng.pick([
        tex`It is given that \(\tanh x = ${fracTex(th)}\).`,
        tex`The real number \(x\) satisfies \(\tanh x = ${fracTex(th)}\).`,
      ]),
      parts: [
        part(
          tex`Using the definition of \(\tanh x\) in terms of exponentials, show that \(${E('2x')} = ${fracTex(K)}\).`,
          tex`${E('2x')} = ${fracTex(K)}`,
          [
            mark(
              'M1',
              tex`Uses \(\tanh x = \frac{${E('2x')} - 1}{${E('2x')} + 1}\) and rearranges for \(${E('2x')}\)`,
              tex`\frac{${E('2x')} - 1}{${E('2x')} + 1} = ${fracTex(th)}`,
            ),
            mark('A1*', 'Correct printed result, cso', tex`${E('2x')} = ${fracTex(K)}`, ['a.1']),
          ],
        ),
        part(tex`Hence find the exact value of \(x\), giving your answer as a single logarithm.`, tex`x = ${lnTex(frac(a, b))}`, [
          mark('M1', 'Takes logarithms and halves', tex`x = \frac{1}{2}${lnTex(K)}`),
          mark('A1', 'Correct single logarithm', tex`x = ${lnTex(frac(a, b))}`, ['b.1']),
        ]),
        part(tex`Find the exact values of \(\sinh x\) and \(\cosh x\).`, tex`\sinh x = ${fracTex(sh)}, \; \cosh x = ${fracTex(ch)}`, [
          mark(
            'M1',
            tex`Uses the exponential definitions with their value of \(${E('x')}\)`,
            tex`\sinh x = \frac{1}{2}\left(${fracTex(frac(a, b))} - ${fracTex(frac(b, a))}\right)`,
          ),
          mark('A1', tex`Correct \(\sinh x\)`, fracTex(sh), ['c.1']),
          mark('A1', tex`Correct \(\cosh x\)`, fracTex(ch), ['c.1']),
        ]),
        part(tex`Hence find the exact value of \(${'\\' + which} 2x\).`, fracTex(s2), [
          mark('M1', 'Uses a double angle identity with their values', s2Work),
          mark('A1', 'Correct exact value', fracTex(s2), ['d.1']),
        ]),
      ],
      notes: [
        tex`(c) Using \(\cosh^{2}x - \sinh^{2}x = 1\) with \(\tanh x\) is an acceptable method.`,
        tex`(d) Direct use of \(${E('2x')}\) in the exponential definition scores M1 A1.`,
      ],
      facts: { a, b, th: th.n / th.d, K: K.n / K.d, sh: sh.n / sh.d, ch: ch.n / ch.d, which, s2: s2.n / s2.d },
    };
  },
};

const rCoshForm: QuestionTemplate = {
  id: 'cp2.hyperbolic.r-cosh-form',
  subtopicId: `${T}.definitions`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['hyperbolic functions', 'exponential definitions', 'addition formulae', 'equations'],
  build(rng) {
    const [m, n] = rng.pick([
      [2, 1],
      [3, 1],
      [3, 2],
      [4, 1],
      [4, 3],
      [5, 1],
      [5, 2],
      [5, 3],
      [5, 4],
      [6, 1],
      [6, 5],
    ]);
    const sc = (m + n) % 2 === 0 ? 1 : 2;
    const sign = rng.sign();
    const [A, B, R] = [(sc * (m * m + n * n)) / 2, (sign * sc * (m * m - n * n)) / 2, sc * m * n];
    const e = sign > 0 ? frac(m, n) : frac(n, m); // e^alpha
    const q = rng.int(2, 5);
    const C = frac(R * (q * q + 1), 2 * q);
    const [x1, x2] = [frac(q * e.d, e.n), frac(e.d, e.n * q)];
    const expr = terms([
      [A, '\\cosh x'],
      [B, '\\sinh x'],
    ]);
    const form = tex`${R}\cosh\left(x ${sign > 0 ? '+' : '-'} ${lnTex(frac(m, n))}\right)`;
    return {
      title: 'Writing a combination of cosh and sinh as a single cosh',
      parts: [
        part(
          tex`Using the definitions in terms of exponentials, prove that \(\cosh(x + \alpha) \equiv \cosh x\cosh\alpha + \sinh x\sinh\alpha\).`,
          tex`\cosh(x + \alpha) \equiv \cosh x\cosh\alpha + \sinh x\sinh\alpha`,
          [
            mark(
              'M1',
              'Expands the right-hand side in exponentials',
              tex`\frac{(${E('x')} + ${E('-x')})(${E('\\alpha')} + ${E('-\\alpha')}) + (${E('x')} - ${E('-x')})(${E('\\alpha')} - ${E('-\\alpha')})}{4}`,
            ),
            mark(
              'A1*',
              tex`Simplifies to \(\frac{\mathrm{e}^{x + \alpha} + \mathrm{e}^{-x - \alpha}}{2}\), cso`,
              tex`\frac{${E('x + \\alpha')} + ${E('-x - \\alpha')}}{2}`,
              ['a.1'],
            ),
          ],
        ),
        part(
          rng.pick([
            tex`Hence express \(${expr}\) in the form \(R\cosh(x + \alpha)\), where \(R > 0\), giving \(\alpha\) as an exact logarithm.`,
            tex`Using this identity, write \(${expr}\) as \(R\cosh(x + \alpha)\), where \(R > 0\) and \(\alpha\) is an exact logarithm.`,
          ]),
          form,
          [
            mark('M1', tex`Compares coefficients: \(R\cosh\alpha\) and \(R\sinh\alpha\)`, tex`R\cosh\alpha = ${A}, \; R\sinh\alpha = ${B}`),
            mark('A1', tex`Correct \(R\)`, tex`R = ${R}`, ['b.1']),
            mark('A1', tex`Correct \(\alpha\) as an exact logarithm`, tex`\alpha = ${lnTex(e)}`, ['b.1']),
          ],
        ),
        part(tex`Write down the minimum value of \(${expr}\).`, String(R), [mark('B1ft', tex`Their \(R\)`, String(R))]),
        part(
          tex`Using your answer to part (b), solve the equation \(${expr} = ${fracTex(C)}\), giving your answers as exact logarithms.`,
          tex`x = ${lnTex(x1)}, \; x = ${lnTex(x2)}`,
          [
            mark(
              'M1',
              tex`Uses their form to obtain \(\cosh(x + \alpha)\) and both values of \(x + \alpha\)`,
              tex`\cosh(x + \alpha) = ${fracTex(frac(q * q + 1, 2 * q))} \Rightarrow x + \alpha = \pm\ln ${q}`,
            ),
            mark('A1', 'One correct solution', tex`x = ${lnTex(x1)}`, ['d.1']),
            mark('A1', 'Both correct solutions', tex`x = ${lnTex(x1)}, \; ${lnTex(x2)}`, ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(b) \(\tanh\alpha = ${fracTex(frac(B, A))}\) and \(R^{2} = ${A * A} - ${B * B}\) are the usual route.`,
        tex`(d) A quadratic in \(${E('x')}\) from the original equation also scores full marks.`,
      ],
      facts: { A, B, R, alpha: Math.log(e.n / e.d), C: C.n / C.d, x1: Math.log(x1.n / x1.d), x2: Math.log(x2.n / x2.d) },
    };
  },
};

const arcoshLog: QuestionTemplate = {
  id: 'cp2.hyperbolic.arcosh-log-form',
  subtopicId: `${T}.inverses`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['inverse hyperbolic functions', 'logarithmic form', 'proof'],
  build(rng) {
    const [a, b] = rng.pick(RATIONALS);
    const c = frac(a * a + b * b, 2 * a * b);
    const k = frac(a, b);
    const g3 = rng.pick(['arsinh', 'arcosh', 'artanh'] as const);
    const [A4, B4] = [a ** 4, b ** 4];
    const x = { arsinh: frac(A4 - B4, 2 * a * a * b * b), arcosh: frac(A4 + B4, 2 * a * a * b * b), artanh: frac(A4 - B4, A4 + B4) }[g3];
    const inner = { arsinh: '\\sinh', arcosh: '\\cosh', artanh: '\\tanh' }[g3];
    const work = {
      arsinh: tex`\frac{1}{2}\left(${fracTex(mul(k, k))} - ${fracTex(frac(b * b, a * a))}\right)`,
      arcosh: tex`\frac{1}{2}\left(${fracTex(mul(k, k))} + ${fracTex(frac(b * b, a * a))}\right)`,
      artanh: tex`\frac{${fracTex(mul(mul(k, k), mul(k, k)))} - 1}{${fracTex(mul(mul(k, k), mul(k, k)))} + 1}`,
    }[g3];
    return {
      title: 'The logarithmic form of arcosh',
      parts: [
        part(
          rng.pick([
            tex`Prove that \(\operatorname{arcosh} x = \ln\left(x + \sqrt{x^{2} - 1}\right)\) for \(x \geqslant 1\).`,
            tex`By writing \(y = \operatorname{arcosh} x\), prove that \(\operatorname{arcosh} x = \ln\left(x + \sqrt{x^{2} - 1}\right)\) for \(x \geqslant 1\).`,
            tex`Starting from \(x = \cosh y\), where \(y \geqslant 0\), prove that \(\operatorname{arcosh} x = \ln\left(x + \sqrt{x^{2} - 1}\right)\) for \(x \geqslant 1\).`,
          ]),
          tex`\operatorname{arcosh} x = \ln\left(x + \sqrt{x^{2} - 1}\right)`,
          [
            mark('M1', tex`Writes \(x = \cosh y\) in exponentials`, tex`x = \frac{${E('y')} + ${E('-y')}}{2}`),
            mark(
              'M1',
              tex`Forms and solves a quadratic in \(${E('y')}\)`,
              tex`${E('2y')} - 2x${E('y')} + 1 = 0 \Rightarrow ${E('y')} = x \pm\sqrt{x^{2} - 1}`,
            ),
            mark(
              'A1*',
              tex`Takes the positive root (\(y\) is the principal value, \(y \geqslant 0\)) and logs, cso`,
              tex`y = \ln\left(x + \sqrt{x^{2} - 1}\right)`,
              ['a.1', 'a.2'],
            ),
          ],
        ),
        part(tex`Hence show that \(\operatorname{arcosh}\left(${fracTex(c)}\right) = ${lnTex(k)}\).`, lnTex(k), [
          mark('M1', 'Substitutes into the logarithmic form', tex`\ln\left(${fracTex(c)} + \sqrt{${fracTex(mul(c, c))} - 1}\right)`),
          mark(
            'A1*',
            'Correct simplification, cso',
            tex`\ln\left(${fracTex(c)} + ${fracTex(frac(a * a - b * b, 2 * a * b))}\right) = ${lnTex(k)}`,
            ['b.1'],
          ),
        ]),
        part(
          tex`Using your answer to part (b), solve the equation \(\operatorname{${g3}} x = 2\operatorname{arcosh}\left(${fracTex(c)}\right)\).`,
          tex`x = ${fracTex(x)}`,
          [
            mark(
              'M1',
              tex`Writes \(x = ${inner}\left(2${lnTex(k)}\right)\) and uses exponentials`,
              tex`x = ${inner}\left(2${lnTex(k)}\right) = ${work}`,
            ),
            mark('A1', tex`Correct exact \(x\)`, tex`x = ${fracTex(x)}`, ['c.1']),
          ],
        ),
      ],
      notes: ['(a) The rejection of the negative root needs a reason (e.g. the product of the roots is 1 so the other root is at most 1).'],
      facts: { a, b, c: c.n / c.d, g3, x: x.n / x.d },
    };
  },
};

const artanhLog: QuestionTemplate = {
  id: 'cp2.hyperbolic.artanh-log-form',
  subtopicId: `${T}.inverses`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['inverse hyperbolic functions', 'logarithmic form', 'artanh'],
  build(rng) {
    const [a, b] = rng.pick(RATIONALS);
    const x = frac(a * a - b * b, a * a + b * b);
    const [p, q] = rng.sample([2, 3, 4, 5, 6, 7, 8, 9], 2).sort((u, v) => u - v);
    const N = frac((p + 1) * (q + 1), (p - 1) * (q - 1));
    const w = frac(N.n - N.d, N.n + N.d);
    return {
      title: 'The logarithmic form of artanh',
      parts: [
        part(
          rng.pick([
            tex`Prove that \(\operatorname{artanh} x = \frac{1}{2}\ln\left(\frac{1 + x}{1 - x}\right)\) for \(-1 < x < 1\).`,
            tex`By writing \(y = \operatorname{artanh} x\), prove that \(\operatorname{artanh} x = \frac{1}{2}\ln\left(\frac{1 + x}{1 - x}\right)\) for \(-1 < x < 1\).`,
          ]),
          tex`\operatorname{artanh} x = \frac{1}{2}\ln\left(\frac{1 + x}{1 - x}\right)`,
          [
            mark('M1', tex`Writes \(x = \tanh y\) in exponentials`, tex`x = \frac{${E('2y')} - 1}{${E('2y')} + 1}`),
            mark('M1', tex`Makes \(${E('2y')}\) the subject`, tex`${E('2y')} = \frac{1 + x}{1 - x}`),
            mark('A1*', 'Takes logarithms to reach the printed result, cso', tex`y = \frac{1}{2}\ln\left(\frac{1 + x}{1 - x}\right)`, [
              'a.1',
              'a.2',
            ]),
          ],
        ),
        part(tex`Hence solve the equation \(\operatorname{artanh} x = ${lnTex(frac(a, b))}\).`, tex`x = ${fracTex(x)}`, [
          mark('M1', tex`Uses the result of (a) to form an equation in \(x\)`, tex`\frac{1 + x}{1 - x} = ${fracTex(frac(a * a, b * b))}`),
          mark('A1', tex`Correct \(x\)`, tex`x = ${fracTex(x)}`, ['b.1']),
        ]),
        part(
          tex`Using the result of part (a), show that \(\operatorname{artanh}\left(\frac{1}{${p}}\right) + \operatorname{artanh}\left(\frac{1}{${q}}\right) = ${halfLnTex(N)}\).`,
          halfLnTex(N),
          [
            mark(
              'M1',
              'Writes both in logarithmic form and combines the logarithms',
              tex`\frac{1}{2}${lnTex(frac(p + 1, p - 1))} + \frac{1}{2}${lnTex(frac(q + 1, q - 1))}`,
            ),
            mark('A1*', 'Correct printed result, cso', halfLnTex(N), ['c.1']),
          ],
        ),
        part(
          tex`Hence find the exact value of \(w\) for which \(\operatorname{artanh} w = \operatorname{artanh}\left(\frac{1}{${p}}\right) + \operatorname{artanh}\left(\frac{1}{${q}}\right)\).`,
          tex`w = ${fracTex(w)}`,
          [
            mark('M1', tex`Sets \(\frac{1 + w}{1 - w} = ${fracTex(N)}\) and solves`, tex`\frac{1 + w}{1 - w} = ${fracTex(N)}`),
            mark('A1', tex`Correct \(w\)`, tex`w = ${fracTex(w)}`, ['d.1']),
          ],
        ),
      ],
      notes: [tex`(d) The addition formula for \(\tanh\) gives the same value and scores full marks.`],
      facts: { a, b, x: x.n / x.d, p, q, N: N.n / N.d, w: w.n / w.d },
    };
  },
};

const NICE_K: Frac[] = [
  frac(2),
  frac(3),
  frac(4),
  frac(5),
  frac(3, 2),
  frac(5, 2),
  frac(1, 2),
  frac(1, 3),
  frac(1, 4),
  frac(1, 5),
  frac(2, 3),
  frac(2, 5),
  frac(4, 3),
  frac(3, 4),
  frac(5, 3),
  frac(3, 5),
];
const sinhAtLn = (k: Frac) => frac(k.n * k.n - k.d * k.d, 2 * k.n * k.d);

const doubleAngleEquation: QuestionTemplate = {
  id: 'cp2.hyperbolic.double-angle-equation',
  subtopicId: `${T}.identities-and-equations`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['hyperbolic identities', 'equations', 'double angle', 'quadratic in sinh x'],
  build(rng) {
    for (;;) {
      const [k1, k2] = rng.sample(NICE_K, 2);
      const [s1, s2] = [sinhAtLn(k1), sinhAtLn(k2)];
      const S = add(s1, s2);
      const P = mul(s1, s2);
      if (S.n === 0) continue;
      const L = 2 * ((S.d * P.d) / gcd(S.d, P.d));
      let [a, b, c] = [L / 2, -mul(S, L).n, L / 2 - mul(P, L).n];
      const g = gcd(gcd(a, b), c);
      [a, b, c] = [a / g, b / g, c / g];
      if (Math.max(Math.abs(a), Math.abs(b), Math.abs(c)) > 250) continue;
      const quad = tex`${poly([2 * a, b, a - c], '\\sinh x').replace('\\sinh x^{2}', '\\sinh^{2}x')} = 0`;
      const [x1, x2] = [k1, k2].sort((u, v) => u.n / u.d - v.n / v.d);
      const answer = tex`x = ${lnTex(x1)}, \; x = ${lnTex(x2)}`;
      const eq = tex`${terms([
        [a, '\\cosh 2x'],
        [b, '\\sinh x'],
      ])} = ${c}`;
      return {
        title: 'An equation using a hyperbolic double angle identity',
        parts: [
          part(
            rng.pick([
              tex`Using the definitions in terms of exponentials, prove that \(\cosh 2x \equiv 1 + 2\sinh^{2}x\).`,
              tex`Starting from the exponential forms of \(\cosh x\) and \(\sinh x\), prove the identity \(\cosh 2x \equiv 1 + 2\sinh^{2}x\).`,
              tex`Prove, from the definitions of \(\cosh x\) and \(\sinh x\), that \(\cosh 2x \equiv 1 + 2\sinh^{2}x\).`,
            ]),
            tex`\cosh 2x \equiv 1 + 2\sinh^{2}x`,
            [
              mark(
                'M1',
                tex`Substitutes the exponential form of \(\sinh x\) into the right-hand side`,
                tex`1 + 2\left(\frac{${E('x')} - ${E('-x')}}{2}\right)^{2}`,
              ),
              mark('A1*', tex`Simplifies to the exponential form of \(\cosh 2x\), cso`, tex`\frac{${E('2x')} + ${E('-2x')}}{2}`, ['a.1']),
            ],
          ),
          part(tex`Hence show that the equation \(${eq}\) can be written as \(${quad}\).`, quad, [
            mark(
              'M1',
              tex`Replaces \(\cosh 2x\) using the identity of (a)`,
              tex`${a}(1 + 2\sinh^{2}x) ${pm(b)} ${Math.abs(b)}\sinh x = ${c}`,
            ),
            mark('A1*', 'Correct printed quadratic, cso', quad, ['b.1']),
          ]),
          part(
            rng.pick([
              tex`Hence solve the equation \(${eq}\), giving your answers as exact logarithms.`,
              tex`Hence find, as exact logarithms, the values of \(x\) for which \(${eq}\).`,
            ]),
            answer,
            [
              mark('M1', tex`Solves the quadratic for \(\sinh x\)`, tex`\sinh x = ${fracTex(s1)}, \; ${fracTex(s2)}`),
              mark('A1', tex`Both values of \(\sinh x\) correct`, tex`\sinh x = ${fracTex(s1)}, \; ${fracTex(s2)}`, ['c.1']),
              mark(
                'M1',
                tex`Uses the logarithmic form of \(\operatorname{arsinh}\) for their values`,
                tex`x = \ln\left(s + \sqrt{s^{2} + 1}\right)`,
              ),
              mark('A1', 'Both exact solutions, simplified', answer, ['c.1', 'c.3']),
            ],
          ),
        ],
        notes: [
          tex`(c) Logarithms such as \(\ln\left(\frac{3}{4} + \frac{5}{4}\right)\) must be simplified (to \(\ln 2\)) for the final A1.`,
        ],
        facts: { a, b, c, k: [k1.n / k1.d, k2.n / k2.d] },
      };
    }
  },
};

const ARSINH_TRIPLES = [
  [5, 3, 4],
  [5, 4, 3],
  [13, 5, 12],
  [13, 12, 5],
  [17, 8, 15],
  [17, 15, 8],
  [25, 7, 24],
  [25, 24, 7],
  [29, 20, 21],
  [29, 21, 20],
  [37, 12, 35],
  [37, 35, 12],
  [41, 9, 40],
  [41, 40, 9],
];

const arsinhDerivative: QuestionTemplate = {
  id: 'cp2.hyperbolic.arsinh-derivative',
  subtopicId: `${T}.differentiation`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['inverse hyperbolic functions', 'differentiation', 'stationary points'],
  build(rng) {
    const [h0, b0, c0] = rng.pick(ARSINH_TRIPLES);
    const t = rng.int(1, 3);
    const [a, b, c] = [h0 * t, b0 * t, c0 * t];
    const sg = rng.sign();
    const f = sg > 0 ? tex`\operatorname{arsinh}(${a}x) - ${b}x` : tex`${b}x - \operatorname{arsinh}(${a}x)`;
    const x0 = frac(c, a * b);
    const L = frac(a + c, b);
    const q = frac(c, a);
    const yTex = (s: number) =>
      terms([
        [s, lnTex(L)],
        [mul(-s, q), ''],
      ]);
    const deriv = sg > 0 ? tex`\frac{${a}}{\sqrt{1 + ${a * a}x^{2}}} - ${b}` : tex`${b} - \frac{${a}}{\sqrt{1 + ${a * a}x^{2}}}`;
    const answer = tex`\left(${fracTex(x0)}, \; ${yTex(sg)}\right), \; \left(-${fracTex(x0)}, \; ${yTex(-sg)}\right)`;
    return {
      title: 'Differentiating an inverse hyperbolic function',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(y = ${f}\).`,
        tex`A curve \(C\), defined for all real \(x\), has equation \(y = ${f}\).`,
        tex`The function \(\mathrm{f}\) is defined for all real \(x\) by \(\mathrm{f}(x) = ${f}\), and \(C\) is the curve \(y = \mathrm{f}(x)\).`,
      ]),
      parts: [
        part(
          tex`Given that \(y = \operatorname{arsinh} x\), show that \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = \dfrac{1}{\sqrt{1 + x^{2}}}\).`,
          tex`\frac{1}{\sqrt{1 + x^{2}}}`,
          [
            mark('M1', tex`Writes \(x = \sinh y\) and differentiates implicitly`, tex`\cosh y\,\frac{\mathrm{d}y}{\mathrm{d}x} = 1`),
            mark('M1', tex`Uses \(\cosh^{2}y = 1 + \sinh^{2}y\)`, tex`\cosh y = \sqrt{1 + x^{2}}`),
            mark(
              'A1*',
              'Correct printed result with the positive root justified, cso',
              tex`\frac{\mathrm{d}y}{\mathrm{d}x} = \frac{1}{\sqrt{1 + x^{2}}}`,
              ['a.1', 'a.2'],
            ),
          ],
        ),
        part(
          rng.pick([
            tex`Find \(\dfrac{\mathrm{d}y}{\mathrm{d}x}\) for the curve \(C\).`,
            tex`Using your answer to part (a), differentiate the equation of \(C\) with respect to \(x\).`,
          ]),
          deriv,
          [mark('B1', 'Correct derivative, including the chain rule factor', deriv)],
        ),
        part(tex`Hence find the exact coordinates of the stationary points of \(C\).`, answer, [
          mark('M1', tex`Sets their derivative to zero and solves for \(x^{2}\)`, tex`1 + ${a * a}x^{2} = ${fracTex(frac(a * a, b * b))}`),
          mark('A1', tex`Both \(x\)-coordinates`, tex`x = \pm${fracTex(x0)}`, ['c.1']),
          mark(
            'M1',
            tex`Uses the logarithmic form of \(\operatorname{arsinh}\) at their \(x\)`,
            tex`\operatorname{arsinh}\left(${fracTex(frac(c, b))}\right) = \ln\left(${fracTex(frac(c, b))} + \sqrt{${fracTex(frac(c * c, b * b))} + 1}\right) = ${lnTex(L)}`,
          ),
          mark('A1', 'Both points correct in exact form', answer, ['c.1', 'c.3']),
        ]),
      ],
      notes: [tex`(c) \(\operatorname{arsinh}\) is an odd function: the second point follows by symmetry.`],
      facts: { a, b, sg, x0: x0.n / x0.d, y0: sg * (Math.log(L.n / L.d) - q.n / q.d) },
    };
  },
};

const maclaurinSynoptic: QuestionTemplate = {
  id: 'cp2.hyperbolic.maclaurin-synoptic',
  subtopicId: `${T}.differentiation`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['synoptic', 'hyperbolic functions', 'differentiation', 'Maclaurin series', 'series'],
  build(rng) {
    let p: number, q: number;
    do [p, q] = [rng.nonZero(-5, 5), rng.int(1, 5)];
    while (Math.abs(p) === q);
    const fn = rng.pick(['cosh', 'sinh'] as const);
    const fnTex = `\\${fn}`;
    const op = fn === 'cosh' ? '+' : '-';
    const [u, v] = [p + q, p - q];
    const fTex = tex`${E(terms([[p, 'x']]))}${fnTex} ${q === 1 ? '' : q}x`;
    const split = tex`\frac{1}{2}\left(${E(terms([[u, 'x']]))} ${op} ${E(terms([[v, 'x']]))}\right)`;
    const de = tex`${terms([
      [1, "\\mathrm{f}''(x)"],
      [-2 * p, "\\mathrm{f}'(x)"],
      [p * p - q * q, '\\mathrm{f}(x)'],
    ])} = 0`;
    const d = fn === 'cosh' ? [1, p, p * p + q * q, p ** 3 + 3 * p * q * q] : [0, q, 2 * p * q, 3 * p * p * q + q ** 3];
    const coeffs = maclaurinCoefficients(d);
    const series = series3(coeffs);
    const limitTex =
      fn === 'cosh'
        ? tex`\lim_{x\to 0}\frac{\mathrm{f}(x) - (${terms([
            [1, ''],
            [p, 'x'],
          ])})}{x^{2}}`
        : tex`\lim_{x\to 0}\frac{\mathrm{f}(x) - ${terms([[q, 'x']])}}{x^{2}}`;
    const limit = coeffs[2];
    const vTex = v < 0 ? `(${v})` : String(v);
    return {
      title: 'A Maclaurin series from a hyperbolic product',
      introTex: tex`\(\mathrm{f}(x) = ${fTex}\).`,
      parts: [
        part(tex`Using the definition of \(${fnTex} x\) in terms of exponentials, show that \(\mathrm{f}(x) = ${split}\).`, split, [
          mark(
            'M1',
            'Replaces the hyperbolic function by exponentials and multiplies by the exponential factor',
            tex`${E(terms([[p, 'x']]))}\cdot\frac{${E(terms([[q, 'x']]))} ${op} ${E(terms([[-q, 'x']]))}}{2}`,
          ),
          mark('A1*', 'Correct printed form, cso', split, ['a.1']),
        ]),
        part(tex`Show that \(${de}\).`, de, [
          mark(
            'M1',
            'Differentiates their exponential form twice',
            tex`\mathrm{f}''(x) = \frac{1}{2}\left(${u * u}${E(terms([[u, 'x']]))} ${op} ${v * v}${E(terms([[v, 'x']]))}\right)`,
          ),
          mark(
            'A1',
            'Correct first and second derivatives',
            tex`\mathrm{f}'(x) = \frac{1}{2}\left(${u}${E(terms([[u, 'x']]))} ${op} ${vTex}${E(terms([[v, 'x']]))}\right)`,
            ['b.1'],
          ),
          mark('A1*', 'Substitutes and simplifies to the printed result, cso', de, ['b.1']),
        ]),
        part(
          tex`Hence, or otherwise, find the Maclaurin series expansion of \(\mathrm{f}(x)\) up to and including the term in \(x^{3}\).`,
          series,
          [
            mark(
              'M1',
              tex`Finds \(\mathrm{f}(0)\) and \(\mathrm{f}'(0)\), and uses the result of (b) (or differentiates) for the second and third derivatives at \(x = 0\)`,
              tex`\mathrm{f}(0) = ${d[0]}, \; \mathrm{f}'(0) = ${d[1]}, \; \mathrm{f}''(0) = ${d[2]}, \; \mathrm{f}^{(3)}(0) = ${d[3]}`,
            ),
            mark('A1', 'At least three of the four values correct', tex`${d[0]}, \; ${d[1]}, \; ${d[2]}, \; ${d[3]}`, ['c.1']),
            mark('A1', 'Correct series', series, ['c.1']),
          ],
        ),
        part(tex`Using your answer to part (c), write down the value of \(${limitTex}\).`, fracTex(limit), [
          mark('B1ft', tex`Their coefficient of \(x^{2}\)`, fracTex(limit)),
        ]),
      ],
      notes: [
        '(c) Multiplying the two standard series for the exponential and the hyperbolic function is an acceptable method.',
        tex`(d) B1ft from their coefficient of \(x^{2}\).`,
      ],
      facts: { p, q, fn, coeffs: coeffs.map((c) => c.n / c.d) },
    };
  },
};

const SQUARE_TRIPLES = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
];

const completingSquare: QuestionTemplate = {
  id: 'cp2.hyperbolic.completed-square-integral',
  subtopicId: `${T}.integration`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['integration', 'inverse hyperbolic functions', 'completing the square'],
  build(rng) {
    const [A, B, C] = rng.pick(SQUARE_TRIPLES);
    const P = rng.nonZero(-4, 4);
    const kind = rng.pick(['sinh', 'cosh'] as const);
    const Q = kind === 'sinh' ? P * P + A * A : P * P - A * A;
    const quad = poly([1, 2 * P, Q]);
    const [lo, hi] = kind === 'sinh' ? [-P, -P + B] : [-P + A, -P + C];
    const value = frac(B + C, A);
    const shifted = terms([
      [1, 'x'],
      [P, ''],
    ]);
    const sq = tex`(${shifted})^{2} ${kind === 'sinh' ? '+' : '-'} ${A * A}`;
    const inv = kind === 'sinh' ? '\\operatorname{arsinh}' : '\\operatorname{arcosh}';
    const indefinite = tex`${inv}\left(\frac{${shifted}}{${A}}\right) + C`;
    const atTop = kind === 'sinh' ? frac(B, A) : frac(C, A);
    return {
      title: 'Completing the square to integrate',
      parts: [
        part(
          rng.pick([
            tex`Express \(${quad}\) in the form \((x + p)^{2} + q\), where \(p\) and \(q\) are integers.`,
            tex`By completing the square, write \(${quad}\) as \((x + p)^{2} + q\), where \(p\) and \(q\) are integers.`,
            tex`Find the integers \(p\) and \(q\) for which \(${quad} \equiv (x + p)^{2} + q\).`,
          ]),
          sq,
          [mark('B1', tex`Correct \(p\)`, tex`p = ${P}`), mark('B1', tex`Correct \(q\)`, tex`q = ${Q - P * P}`)],
        ),
        part(
          rng.pick([
            tex`Hence find \(\displaystyle\int \frac{1}{\sqrt{${quad}}}\,\mathrm{d}x\).`,
            tex`Using your answer to part (a), find \(\displaystyle\int \frac{1}{\sqrt{${quad}}}\,\mathrm{d}x\) in terms of an inverse hyperbolic function.`,
          ]),
          indefinite,
          [
            mark(
              'M1',
              tex`Recognises the standard \(${inv}\) form with their completed square`,
              tex`\int \frac{1}{\sqrt{u^{2} ${kind === 'sinh' ? '+' : '-'} ${A * A}}}\,\mathrm{d}u`,
            ),
            mark('A1', 'Correct integral with constant', indefinite, ['b.1']),
          ],
        ),
        part(
          tex`Hence show that \(\displaystyle\int_{${lo}}^{${hi}} \frac{1}{\sqrt{${quad}}}\,\mathrm{d}x = ${lnTex(value)}\).`,
          lnTex(value),
          [
            mark(
              'M1',
              'Applies the limits to their integral',
              tex`${inv}\left(${fracTex(atTop)}\right) - ${inv}\left(${kind === 'sinh' ? 0 : 1}\right)`,
            ),
            mark(
              'M1',
              'Uses the logarithmic form',
              tex`\ln\left(${fracTex(atTop)} + \sqrt{${fracTex(mul(atTop, atTop))} ${kind === 'sinh' ? '+' : '-'} 1}\right)`,
            ),
            mark('A1*', 'Correct printed answer, cso', lnTex(value), ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        tex`(b) The substitution \(${shifted} = ${A === 1 ? '' : A}${kind === 'sinh' ? '\\sinh' : '\\cosh'} u\) is an acceptable method.`,
        '(c) The lower limit gives zero and must be seen to do so.',
      ],
      facts: { P, Q, kind, lo, hi, value: value.n / value.d },
    };
  },
};

const T_VALUES: Frac[] = [frac(1, 2), frac(1, 3), frac(3, 5), frac(4, 5), frac(5, 13), frac(7, 25), frac(2, 3), frac(5, 7)];
const piOf = (q: Frac) => (q.d === 1 ? tex`${q.n === 1 ? '' : q.n}\pi` : tex`\frac{${q.n === 1 ? '' : q.n}\pi}{${q.d}}`);

const sechVolume: QuestionTemplate = {
  id: 'cp2.hyperbolic.sech-volume',
  subtopicId: `${T}.integration`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'hyperbolic functions', 'integration', 'volumes of revolution', 'inverse hyperbolic functions'],
  build(rng) {
    const k = rng.int(1, 5);
    const m = rng.int(2, 7);
    const th = frac(m * m - 1, m * m + 1);
    const Vc = mul(k * k, th);
    const Tv = rng.pick(T_VALUES);
    const N = frac(Tv.d + Tv.n, Tv.d - Tv.n);
    const y = k === 1 ? tex`\operatorname{sech} x` : tex`${k}\operatorname{sech} x`;
    const kk = k * k === 1 ? '' : String(k * k);
    return {
      title: 'A volume of revolution under a sech curve',
      introTex: rng.pick([
        tex`The region \(R\) is bounded by the curve \(y = ${y}\), the coordinate axes and the line \(x = ${lnTex(frac(m))}\). The region \(R\) is rotated through \(2\pi\) radians about the \(x\)-axis.`,
        tex`A solid is formed by rotating through \(2\pi\) radians about the \(x\)-axis the region \(R\) between the curve \(y = ${y}\), the coordinate axes and the line \(x = ${lnTex(frac(m))}\).`,
      ]),
      parts: [
        part(
          tex`Using the definitions of the hyperbolic functions in terms of exponentials, show that \(\dfrac{\mathrm{d}}{\mathrm{d}x}(\tanh x) = \operatorname{sech}^{2}x\).`,
          tex`\operatorname{sech}^{2}x`,
          sechSquaredMarks(tex`Differentiates \(\tanh x = \frac{${E('x')} - ${E('-x')}}{${E('x')} + ${E('-x')}}\) by the quotient rule`),
        ),
        part(tex`Hence show that the volume of the solid generated is \(${piOf(Vc)}\).`, piOf(Vc), [
          mark(
            'M1',
            tex`Uses \(V = \pi\int y^{2}\,\mathrm{d}x\)`,
            tex`\pi\int_{0}^{${lnTex(frac(m))}} ${kk}\operatorname{sech}^{2}x\,\mathrm{d}x`,
          ),
          mark(
            'M1',
            tex`Integrates to \(\tanh x\) and evaluates \(\tanh(${lnTex(frac(m))})\) using exponentials`,
            tex`${kk}\pi\tanh(${lnTex(frac(m))}) = ${kk}\pi\times\frac{${m * m} - 1}{${m * m} + 1}`,
          ),
          mark('A1*', 'Correct printed volume, cso', piOf(Vc), ['b.1', 'b.2']),
        ]),
        part(
          tex`The line \(x = ${lnTex(frac(m))}\) is replaced by the line \(x = a\), and the volume generated becomes \(${piOf(mul(k * k, Tv))}\). Using the logarithmic form of \(\operatorname{artanh}\), find the exact value of \(a\).`,
          tex`a = ${halfLnTex(N)}`,
          [
            mark(
              'M1',
              tex`Sets their volume expression equal and uses \(\operatorname{artanh}\) in logarithmic form`,
              tex`\tanh a = ${fracTex(Tv)} \Rightarrow a = \frac{1}{2}\ln\left(\frac{1 + ${fracTex(Tv)}}{1 - ${fracTex(Tv)}}\right)`,
            ),
            mark('A1', tex`Correct exact value of \(a\), simplified`, tex`a = ${halfLnTex(N)}`, ['c.1']),
          ],
        ),
        part(
          tex`Show that however far the region extends along the positive \(x\)-axis, the volume generated is less than \(${piOf(frac(k * k))}\).`,
          tex`${kk}\pi\tanh a < ${piOf(frac(k * k))}`,
          [
            mark(
              'B1',
              tex`Uses \(\tanh a < 1\) for all \(a\) (\(\tanh a \to 1\)), so the volume is less than \(${piOf(frac(k * k))}\)`,
              tex`${kk}\pi\tanh a < ${piOf(frac(k * k))}`,
            ),
          ],
        ),
      ],
      notes: [
        tex`(b) The printed answer requires the exact evaluation of \(\tanh(${lnTex(frac(m))})\); decimals score A0.`,
        tex`(c) Follow the logarithmic form of \(\operatorname{artanh}\); a calculator value scores M1 A0.`,
      ],
      facts: { k, m, V: Math.PI * (Vc.n / Vc.d), Tv: Tv.n / Tv.d, a: Math.log(N.n / N.d) / 2 },
    };
  },
};

const TANH_NICE: Frac[] = [
  frac(3, 5),
  frac(4, 5),
  frac(15, 17),
  frac(5, 13),
  frac(-3, 5),
  frac(-4, 5),
  frac(-5, 13),
  frac(12, 13),
  frac(-12, 13),
  frac(8, 17),
];
const TANH_BAD: Frac[] = [frac(2), frac(3), frac(-2), frac(-3), frac(3, 2), frac(5, 2), frac(-3, 2), frac(5, 3), frac(-5, 3), frac(4)];

const sechTanhEquation: QuestionTemplate = {
  id: 'cp2.hyperbolic.sech-tanh-equation',
  subtopicId: `${T}.identities-and-equations`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['hyperbolic identities', 'equations', 'quadratic in tanh x', 'artanh'],
  build(rng) {
    for (;;) {
      const t1 = rng.pick(TANH_NICE);
      const t2 = rng.pick(TANH_BAD);
      const S = add(t1, t2);
      const P = mul(t1, t2);
      if (S.n === 0) continue;
      const L = (S.d * P.d) / gcd(S.d, P.d);
      // a sech^2 x + b tanh x = c  <=>  -a t^2 + b t + (a - c) = 0, proportional to L(t^2 - S t + P) with a = L
      let [a, b, c] = [L, mul(S, -L).n * -1, L + mul(P, L).n];
      const g = gcd(gcd(a, b), c);
      [a, b, c] = [a / g, b / g, c / g];
      if (Math.max(Math.abs(a), Math.abs(b), Math.abs(c)) > 300) continue;
      const quad = tex`${poly([a, -b, c - a], '\\tanh x').replace('\\tanh x^{2}', '\\tanh^{2}x')} = 0`;
      const eq = tex`${terms([
        [a, '\\operatorname{sech}^{2}x'],
        [b, '\\tanh x'],
      ])} = ${c}`;
      // x = artanh t1 = (1/2) ln((1 + t1)/(1 - t1)), a perfect square ratio by construction
      const ratio = frac(t1.d + t1.n, t1.d - t1.n);
      const x = halfLnTex(ratio);
      return {
        title: 'An equation in sech x and tanh x',
        parts: [
          part(
            rng.pick([
              tex`Using the definitions in terms of exponentials, prove that \(\operatorname{sech}^{2}x \equiv 1 - \tanh^{2}x\).`,
              tex`Starting from the exponential forms of the hyperbolic functions, prove the identity \(\operatorname{sech}^{2}x \equiv 1 - \tanh^{2}x\).`,
            ]),
            tex`\operatorname{sech}^{2}x \equiv 1 - \tanh^{2}x`,
            sechSquaredMarks(tex`Writes \(1 - \tanh^{2}x\) over the common denominator in exponentials`),
          ),
          part(tex`Hence show that the equation \(${eq}\) can be written as \(${quad}\).`, quad, [
            mark(
              'M1',
              tex`Replaces \(\operatorname{sech}^{2}x\) using the identity of (a)`,
              tex`${a}(1 - \tanh^{2}x) ${pm(b)} ${Math.abs(b)}\tanh x = ${c}`,
            ),
            mark('A1*', 'Correct printed quadratic, cso', quad, ['b.1']),
          ]),
          part(
            tex`Hence solve the equation \(${eq}\), giving your answer as an exact logarithm and explaining why only one solution exists.`,
            tex`x = ${x}`,
            [
              mark('M1', tex`Solves the quadratic for \(\tanh x\)`, tex`\tanh x = ${fracTex(t1)}, \; ${fracTex(t2)}`),
              mark('A1', 'Both roots of the quadratic correct', tex`\tanh x = ${fracTex(t1)}, \; ${fracTex(t2)}`, ['c.1']),
              mark(
                'B1',
                tex`Rejects the root outside the range of \(\tanh x\) with a reason`,
                tex`|\tanh x| < 1, \text{ so } \tanh x \neq ${fracTex(t2)}`,
              ),
              mark(
                'M1',
                tex`Uses the logarithmic form of \(\operatorname{artanh}\) for the valid root`,
                tex`x = \frac{1}{2}\ln\left(\frac{1 + ${par(t1)}}{1 - ${par(t1)}}\right) = \frac{1}{2}\ln\left(${fracTex(ratio)}\right)`,
              ),
              mark('A1', 'Correct exact solution, simplified', tex`x = ${x}`, ['c.1', 'c.4']),
            ],
          ),
        ],
        notes: [
          tex`(c) B1 needs the reason that \(-1 < \tanh x < 1\) for all real \(x\).`,
          tex`(c) Answers such as \(\frac{1}{2}\ln 4\) must be simplified to \(\ln 2\) for the final A1.`,
        ],
        facts: { a, b, c, t1: t1.n / t1.d, t2: t2.n / t2.d, x: Math.log(ratio.n / ratio.d) / 2 },
      };
    }
  },
};

export const cp2HyperbolicIdentityInverseCalculusTemplates: QuestionTemplate[] = [
  tanhValue,
  rCoshForm,
  arcoshLog,
  artanhLog,
  doubleAngleEquation,
  sechTanhEquation,
  arsinhDerivative,
  maclaurinSynoptic,
  completingSquare,
  sechVolume,
];
