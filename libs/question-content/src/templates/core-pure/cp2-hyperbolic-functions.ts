import { add, frac, gcd, mul, type Frac } from '../../math/rational.js';
import { fracTex, surdTex, terms, tex } from '../../math/tex.js';
import { PYTHAGOREAN_TRIPLES } from '../../math/triples.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { cp2HyperbolicIdentityInverseCalculusTemplates, lnTex, RATIONALS } from './cp2-hyperbolic-identities-inverses-and-calculus.js';

const T = 'cp2-hyperbolic-functions';

/** Exact values of the six hyperbolic functions at ln k. */
const AT_LN: Record<string, (k: number) => Frac> = {
  '\\cosh': (k) => frac(k * k + 1, 2 * k),
  '\\sinh': (k) => frac(k * k - 1, 2 * k),
  '\\tanh': (k) => frac(k * k - 1, k * k + 1),
  '\\operatorname{sech}': (k) => frac(2 * k, k * k + 1),
  '\\operatorname{cosech}': (k) => frac(2 * k, k * k - 1),
  '\\coth': (k) => frac(k * k + 1, k * k - 1),
};
const DEFINITION: Record<string, (k: number) => string> = {
  '\\cosh': (k) => tex`\frac{${k} + ${k}^{-1}}{2}`,
  '\\sinh': (k) => tex`\frac{${k} - ${k}^{-1}}{2}`,
  '\\tanh': (k) => tex`\frac{${k} - ${k}^{-1}}{${k} + ${k}^{-1}}`,
  '\\operatorname{sech}': (k) => tex`\frac{2}{${k} + ${k}^{-1}}`,
  '\\operatorname{cosech}': (k) => tex`\frac{2}{${k} - ${k}^{-1}}`,
  '\\coth': (k) => tex`\frac{${k} + ${k}^{-1}}{${k} - ${k}^{-1}}`,
};

const definitions: QuestionTemplate = {
  id: 'cp2.hyperbolic.definitions',
  subtopicId: `${T}.definitions`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['hyperbolic functions', 'exponential definitions', 'hyperbolic identities'],
  build(rng) {
    const k = rng.int(2, 9);
    const [f1, f2] = rng.sample(Object.keys(AT_LN), 2);
    const [v1, v2] = [AT_LN[f1](k), AT_LN[f2](k)];
    const double = rng.pick(['sinh', 'cosh'] as const);
    const identity = double === 'sinh' ? tex`\sinh 2x \equiv 2\sinh x\cosh x` : tex`\cosh 2x \equiv \cosh^{2}x + \sinh^{2}x`;
    const [s, c] = [AT_LN['\\sinh'](k), AT_LN['\\cosh'](k)];
    const value = double === 'sinh' ? mul(2, mul(s, c)) : add(mul(c, c), mul(s, s));
    const expansion =
      double === 'sinh'
        ? tex`2\cdot\frac{\mathrm{e}^{x} - \mathrm{e}^{-x}}{2}\cdot\frac{\mathrm{e}^{x} + \mathrm{e}^{-x}}{2} = \frac{\mathrm{e}^{2x} - \mathrm{e}^{-2x}}{2}`
        : tex`\frac{\mathrm{e}^{2x} + 2 + \mathrm{e}^{-2x}}{4} + \frac{\mathrm{e}^{2x} - 2 + \mathrm{e}^{-2x}}{4} = \frac{\mathrm{e}^{2x} + \mathrm{e}^{-2x}}{2}`;
    // The identity needs sinh and cosh: where other values were asked, the scheme says how they lead there.
    const askedSinhCosh = [f1, f2].sort().join() === '\\cosh,\\sinh';
    const hyperbolicFromAsked = askedSinhCosh ? '' : tex`, from their \(${f1}(\ln ${k})\) and \(${f2}(\ln ${k})\) or from the definitions`;
    // The identity is proved before or after the two values; the last part uses both.
    const identityFirst = rng.next() < 0.5;
    const [valuesId, identityId] = identityFirst ? ['b', 'a'] : ['a', 'b'];
    const values = part(
      tex`Using the definitions of the hyperbolic functions in terms of exponentials, find the exact values of \(${f1}(\ln ${k})\) and \(${f2}(\ln ${k})\).`,
      tex`${f1}(\ln ${k}) = ${fracTex(v1)}, \; ${f2}(\ln ${k}) = ${fracTex(v2)}`,
      [
        mark('M1', tex`Uses the exponential definition with \(\mathrm{e}^{\ln ${k}} = ${k}\)`, DEFINITION[f1](k)),
        mark('A1', tex`Correct exact value of \(${f1}(\ln ${k})\)`, fracTex(v1), [`${valuesId}.1`]),
        mark('M1', 'Uses the exponential definition, or the relation with their earlier value', DEFINITION[f2](k)),
        mark('A1', tex`Correct exact value of \(${f2}(\ln ${k})\)`, fracTex(v2), [`${valuesId}.3`]),
      ],
    );
    const proof = part(tex`Using the definitions in terms of exponentials, prove that \(${identity}\).`, identity, [
      mark('M1', 'Substitutes the exponential forms into the right-hand side and expands', expansion),
      mark('A1*', 'Correct simplification to the left-hand side, cso', identity, [`${identityId}.1`]),
    ]);
    return {
      title: 'Hyperbolic functions from their definitions',
      parts: [
        ...(identityFirst ? [proof, values] : [values, proof]),
        part(
          rng.pick([
            tex`Hence find the exact value of \(${'\\' + double}(2\ln ${k})\).`,
            tex`Using your answers to parts (a) and (b), find the exact value of \(${'\\' + double}(2\ln ${k})\).`,
          ]),
          fracTex(value),
          [
            mark(
              'M1',
              tex`Uses the identity of part (${identityId}) with the exact values of \(\sinh(\ln ${k})\) and \(\cosh(\ln ${k})\)${hyperbolicFromAsked}`,
              double === 'sinh'
                ? tex`2\times ${fracTex(s)}\times ${fracTex(c)}`
                : tex`\left(${fracTex(c)}\right)^{2} + \left(${fracTex(s)}\right)^{2}`,
            ),
            mark('A1', 'Correct exact value', fracTex(value), ['c.1']),
          ],
        ),
      ],
      notes: [
        `(${valuesId}) Calculator decimals without exact working score M0.`,
        tex`(c) Direct use of the definition with \(\mathrm{e}^{2\ln ${k}} = ${k * k}\) also scores M1 A1.`,
      ],
      facts: { k, f1, f2, v1: v1.n / v1.d, v2: v2.n / v2.d, double, value: value.n / value.d },
    };
  },
};

const inverses: QuestionTemplate = {
  id: 'cp2.hyperbolic.inverse-equations',
  subtopicId: `${T}.inverses`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['inverse hyperbolic functions', 'logarithmic form'],
  build(rng) {
    const [a, b] = rng.pick(RATIONALS);
    const c = frac(a * a + b * b, 2 * a * b);
    const s = frac(a * a - b * b, 2 * a * b);
    const k = frac(a, b);
    const kTex = fracTex(k);
    const fc = rng.pick(['tanh', 'coth', 'sech', 'cosh'] as const);
    const K = mul(k, k);
    const th = {
      tanh: frac(a * a - b * b, a * a + b * b),
      coth: frac(a * a + b * b, a * a - b * b),
      sech: frac(2 * a * b, a * a + b * b),
      cosh: c,
    }[fc];
    const thWork = {
      tanh: tex`\frac{${fracTex(K)} - 1}{${fracTex(K)} + 1}`,
      coth: tex`\frac{${fracTex(K)} + 1}{${fracTex(K)} - 1}`,
      sech: tex`\frac{2}{${kTex} + ${fracTex(frac(b, a))}}`,
      cosh: tex`\frac{1}{2}\left(${kTex} + ${fracTex(frac(b, a))}\right)`,
    }[fc];
    const fcTex = fc === 'sech' ? '\\operatorname{sech}' : `\\${fc}`;
    return {
      title: 'Inverse hyperbolic functions in logarithmic form',
      parts: [
        part(
          rng.pick([
            tex`Solve \(\cosh x = ${fracTex(c)}\), giving your answers as exact logarithms.`,
            tex`Find the exact values of \(x\) for which \(\cosh x = ${fracTex(c)}\), giving each as a logarithm.`,
            tex`Use the logarithmic form of \(\operatorname{arcosh}\) to find both solutions of \(\cosh x = ${fracTex(c)}\), giving each as an exact logarithm.`,
          ]),
          tex`x = \pm${lnTex(k)}`,
          [
            mark(
              'M1',
              tex`Forms a quadratic in \(\mathrm{e}^{x}\)`,
              tex`${a * b}\mathrm{e}^{2x} - ${a * a + b * b}\mathrm{e}^{x} + ${a * b} = 0`,
            ),
            mark('A1', tex`Correct values of \(\mathrm{e}^{x}\)`, tex`\mathrm{e}^{x} = ${kTex}, \; ${fracTex(frac(b, a))}`, ['a.1']),
            mark('A1', tex`Both values of \(x\)`, tex`x = \pm${lnTex(k)}`, ['a.1']),
          ],
        ),
        part(
          tex`Use the logarithmic form of \(\operatorname{arsinh} x\) to show that \(\operatorname{arsinh}\left(${fracTex(s)}\right) = ${lnTex(k)}\).`,
          lnTex(k),
          [
            mark(
              'M1',
              tex`Substitutes into \(\ln\left(x + \sqrt{x^{2} + 1}\right)\)`,
              tex`\ln\left(${fracTex(s)} + \sqrt{${fracTex(mul(s, s))} + 1}\right)`,
            ),
            mark(
              'A1*',
              'Correct simplification to the printed answer, cso',
              tex`\ln\left(${fracTex(s)} + ${fracTex(c)}\right) = ${lnTex(k)}`,
              ['b.1'],
            ),
          ],
        ),
        part(tex`Hence find the exact value of \(${fcTex}\left(\operatorname{arsinh}\left(${fracTex(s)}\right)\right)\).`, fracTex(th), [
          mark(
            'M1',
            tex`Uses the result of (b) and the exponential definition at \(${lnTex(k)}\)`,
            tex`${fcTex}\left(${lnTex(k)}\right) = ${thWork}`,
          ),
          mark('A1', 'Correct exact value', fracTex(th), ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) Using \(\operatorname{arcosh}\) alone gives only the positive solution: A0 for the second A mark.`,
        tex`(c) \(${fcTex} x\) from \(\sinh x\) and \(\cosh x\) with the values from (a) and (b) is equally acceptable.`,
      ],
      facts: { a, b, c: c.n / c.d, s: s.n / s.d, fc, th: th.n / th.d },
    };
  },
};

const equations: QuestionTemplate = {
  id: 'cp2.hyperbolic.linear-combination-equation',
  subtopicId: `${T}.identities-and-equations`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['hyperbolic functions', 'equations', 'exponential form', 'minimum value'],
  build(rng) {
    const [u1, u2] = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], 2).sort((x, y) => x - y);
    const P = u1 * u2;
    // (p - q)u^2 - 2ru + (p + q) = 0 with p - q = 2 has roots u1, u2
    const [p, q, r] = [P + 1, P - 1, u1 + u2];
    const lhs = terms([
      [p, '\\cosh x'],
      [-q, '\\sinh x'],
    ]);
    const answer = tex`x = ${lnTex(frac(u1))}, \; x = ${lnTex(frac(u2))}`;
    const min = surdTex(4 * P);
    return {
      title: 'Solving an equation in hyperbolic functions',
      parts: [
        part(
          rng.pick([
            tex`Show that \(${lhs} \equiv \mathrm{e}^{x} + ${P}\mathrm{e}^{-x}\).`,
            tex`By writing \(\cosh x\) and \(\sinh x\) in terms of exponentials, show that \(${lhs} \equiv \mathrm{e}^{x} + ${P}\mathrm{e}^{-x}\).`,
            tex`Express \(${lhs}\) in terms of \(\mathrm{e}^{x}\), showing that it is identically equal to \(\mathrm{e}^{x} + ${P}\mathrm{e}^{-x}\).`,
          ]),
          tex`\mathrm{e}^{x} + ${P}\mathrm{e}^{-x}`,
          [
            mark(
              'M1',
              tex`Replaces \(\cosh x\) and \(\sinh x\) by their exponential forms`,
              tex`${p}\cdot\frac{\mathrm{e}^{x} + \mathrm{e}^{-x}}{2} - ${q}\cdot\frac{\mathrm{e}^{x} - \mathrm{e}^{-x}}{2}`,
            ),
            mark('A1*', 'Collects terms to the printed result, cso', tex`\frac{2\mathrm{e}^{x} + ${2 * P}\mathrm{e}^{-x}}{2}`, ['a.1']),
          ],
        ),
        part(tex`Hence solve the equation \(${lhs} = ${r}\), giving your answers in exact form.`, answer, [
          mark(
            'M1',
            tex`Multiplies by \(\mathrm{e}^{x}\) to form a three-term quadratic in \(\mathrm{e}^{x}\)`,
            tex`\mathrm{e}^{2x} - ${r}\mathrm{e}^{x} + ${P} = 0`,
          ),
          mark('A1', 'Correct roots of the quadratic', tex`\mathrm{e}^{x} = ${u1}, \; ${u2}`, ['b.1']),
          mark('A1', 'Both exact solutions', answer, ['b.1']),
        ]),
        part(tex`Using your answer to part (a), find the exact minimum value of \(${lhs}\).`, min, [
          mark('M1', 'Differentiates their form and sets the derivative to zero', tex`\mathrm{e}^{x} - ${P}\mathrm{e}^{-x} = 0`),
          mark(
            'dM1',
            tex`Solves for \(\mathrm{e}^{x}\) and substitutes back, dependent on the previous M1`,
            tex`\mathrm{e}^{x} = \sqrt{${P}}`,
            ['c.1'],
          ),
          mark('A1', 'Correct exact minimum', min, ['c.1', 'c.2']),
        ]),
        part(
          tex`State the set of values of \(k\) for which the equation \(${lhs} = k\) has two distinct real solutions.`,
          tex`k > ${min}`,
          [mark('B1ft', 'Correct set, ft their minimum value', tex`k > ${min}`)],
        ),
      ],
      notes: [
        tex`(b) \(x = \ln 1\) must be simplified to \(0\) for the final A1.`,
        tex`(c) The AM-GM inequality, or completing the square in \(\mathrm{e}^{\frac{x}{2}}\), is an acceptable alternative.`,
      ],
      facts: { p, q, r, u1, u2, min: 2 * Math.sqrt(P) },
    };
  },
};

const differentiation: QuestionTemplate = {
  id: 'cp2.hyperbolic.stationary-point',
  subtopicId: `${T}.differentiation`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['hyperbolic functions', 'differentiation', 'stationary points'],
  build(rng) {
    const [a, b] = rng.pick(RATIONALS);
    const g = gcd(2 * a * b, a * a - b * b);
    const t = rng.int(1, 3);
    const [c, d] = [(2 * a * b * t) / g, ((a * a - b * b) * t) / g];
    const k = frac(a, b);
    const yConst = mul(c, frac(a * a + b * b, 2 * a * b));
    const yTex = tex`${fracTex(yConst)} - ${d === 1 ? '' : d}${lnTex(k)}`;
    const x = Math.log(a / b);
    return {
      title: 'Stationary point of a hyperbolic curve',
      introTex: rng.pick([
        tex`The curve \(C\) has equation \(y = ${c}\cosh x - ${d === 1 ? '' : d}x\).`,
        tex`A curve \(C\), with equation \(y = ${c}\cosh x - ${d === 1 ? '' : d}x\), has exactly one stationary point.`,
      ]),
      parts: [
        part(tex`Find \(\dfrac{\mathrm{d}y}{\mathrm{d}x}\).`, tex`${c}\sinh x - ${d}`, [
          mark('B1', 'Correct derivative', tex`${c}\sinh x - ${d}`),
        ]),
        part(
          tex`Hence find the exact coordinates of the stationary point of \(C\), giving your answer in the form \((\ln p, q + r\ln p)\), where \(p\), \(q\) and \(r\) are rational.`,
          tex`\left(${lnTex(k)}, \; ${yTex}\right)`,
          [
            mark('M1', tex`Sets their derivative to zero and solves for \(\sinh x\)`, tex`\sinh x = ${fracTex(frac(d, c))}`),
            mark(
              'M1',
              tex`Uses the logarithmic form of \(\operatorname{arsinh}\) or a quadratic in \(\mathrm{e}^{x}\)`,
              tex`x = \ln\left(${fracTex(frac(d, c))} + \sqrt{${fracTex(frac(d * d, c * c))} + 1}\right)`,
            ),
            mark('A1', tex`Correct \(x\)`, tex`x = ${lnTex(k)}`, ['b.1', 'b.2']),
            mark('A1', tex`Correct exact \(y\)`, tex`y = ${yTex}`, ['b.1', 'b.2']),
          ],
        ),
        part(tex`Using your answer to part (a), determine the nature of the stationary point.`, tex`\text{minimum}`, [
          mark(
            'M1',
            tex`Finds the second derivative and considers its sign at their \(x\)`,
            tex`\frac{\mathrm{d}^{2}y}{\mathrm{d}x^{2}} = ${c}\cosh x > 0`,
          ),
          mark('A1', 'Minimum, with a correct reason', tex`\text{minimum}`, ['c.1']),
        ]),
      ],
      notes: [
        tex`(b) \(\cosh\left(${lnTex(k)}\right) = ${fracTex(frac(a * a + b * b, 2 * a * b))}\) is needed for the \(y\)-coordinate.`,
        '(c) Checking the sign of the gradient either side is an acceptable alternative.',
      ],
      facts: { a, b, c, d, x, y: yConst.n / yConst.d - d * x },
    };
  },
};

const TRIPLES = [...PYTHAGOREAN_TRIPLES, [20, 21, 29]];

const integration: QuestionTemplate = {
  id: 'cp2.hyperbolic.arsinh-integral',
  subtopicId: `${T}.integration`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['hyperbolic functions', 'integration', 'inverse hyperbolic functions', 'double angle identities'],
  build(rng) {
    const [a0, b0, c0] = rng.pick(TRIPLES);
    const t = rng.int(1, 3);
    const [a, b] = [a0 * t, b0 * t];
    const value = frac(b0 + c0, a0);
    const fn = rng.pick(['sinh', 'cosh'] as const);
    const k = rng.int(1, 3);
    const m = rng.pick([2, 3]);
    const sign = fn === 'sinh' ? -1 : 1;
    const kx = k === 1 ? 'x' : `${k}x`;
    const anti = tex`${fracTex(frac(1, 4 * k))}\sinh ${2 * k}x ${sign < 0 ? '-' : '+'} \frac{x}{2} + C`;
    // sinh(2k ln m) = (m^{4k} - 1) / (2 m^{2k})
    const sh = frac(m ** (4 * k) - 1, 2 * m ** (2 * k));
    const rational = mul(sh, frac(1, 4 * k));
    const definite = terms([
      [rational, ''],
      [frac(sign, 2), `\\ln ${m}`],
    ]);
    return {
      title: 'An integral giving an inverse hyperbolic function',
      parts: [
        part(
          rng.pick([
            tex`Show that \(\displaystyle\int_{0}^{${b}} \frac{1}{\sqrt{x^{2} + ${a * a}}}\,\mathrm{d}x = ${lnTex(value)}\).`,
            tex`Using a standard hyperbolic integral, show that \(\displaystyle\int_{0}^{${b}} \frac{1}{\sqrt{x^{2} + ${a * a}}}\,\mathrm{d}x = ${lnTex(value)}\).`,
            tex`Use the substitution \(x = ${a}\sinh u\), or otherwise, to show that \(\displaystyle\int_{0}^{${b}} \frac{1}{\sqrt{x^{2} + ${a * a}}}\,\mathrm{d}x = ${lnTex(value)}\).`,
          ]),
          lnTex(value),
          [
            mark(
              'M1',
              tex`Integrates to \(\operatorname{arsinh}\left(\frac{x}{${a}}\right)\)`,
              tex`\left[\operatorname{arsinh}\left(\frac{x}{${a}}\right)\right]_{0}^{${b}}`,
            ),
            mark('A1', 'Correct limits applied', tex`\operatorname{arsinh}\left(${fracTex(frac(b, a))}\right)`, ['a.1']),
            mark(
              'M1',
              tex`Uses the logarithmic form of \(\operatorname{arsinh}\)`,
              tex`\ln\left(${fracTex(frac(b, a))} + \sqrt{${fracTex(frac(b * b, a * a))} + 1}\right)`,
            ),
            mark('A1*', 'Correct simplification to the printed answer, cso', lnTex(value), ['a.1', 'a.3']),
          ],
        ),
        part(tex`Find \(\displaystyle\int ${'\\' + fn}^{2}${kx}\,\mathrm{d}x\).`, anti, [
          mark(
            'M1',
            tex`Uses \(${'\\' + fn}^{2}${kx} = \frac{\cosh ${2 * k}x ${sign < 0 ? '-' : '+'} 1}{2}\)`,
            tex`\frac{1}{2}\int (\cosh ${2 * k}x ${sign < 0 ? '-' : '+'} 1)\,\mathrm{d}x`,
          ),
          mark('A1', 'Correct integral with constant', anti, ['b.1']),
        ]),
        part(
          tex`Hence find the exact value of \(\displaystyle\int_{0}^{\ln ${m}} ${'\\' + fn}^{2}${kx}\,\mathrm{d}x\), giving your answer in the form \(p + q\ln ${m}\), where \(p\) and \(q\) are rational.`,
          definite,
          [
            mark(
              'M1',
              tex`Applies the limits to their integral, using \(\sinh(${2 * k}\ln ${m}) = \frac{${m}^{${2 * k}} - ${m}^{-${2 * k}}}{2}\)`,
              tex`${fracTex(frac(1, 4 * k))}\sinh(${2 * k}\ln ${m}) ${sign < 0 ? '-' : '+'} \frac{1}{2}\ln ${m}`,
            ),
            mark('A1', 'Correct exact value', definite, ['c.1']),
          ],
        ),
      ],
      notes: [
        '(b) Exponential methods are acceptable.',
        tex`(c) The exponential definition must be used to evaluate \(\sinh\) at a logarithm; decimals score A0.`,
      ],
      facts: { a, b, value: value.n / value.d, fn, k, m, definite: rational.n / rational.d + (sign * Math.log(m)) / 2 },
    };
  },
};

/** The templates written in this file; the exported array adds cp2-hyperbolic-identities-inverses-and-calculus.ts's. */
export const cp2HyperbolicOwnTemplates: QuestionTemplate[] = [definitions, inverses, equations, differentiation, integration];

export const cp2HyperbolicTemplates: QuestionTemplate[] = [...cp2HyperbolicOwnTemplates, ...cp2HyperbolicIdentityInverseCalculusTemplates];
