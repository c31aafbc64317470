/**
 * Book 2 chapter 7 templates: first-order, homogeneous, non-homogeneous and boundary-value problems. Spread into
 * cp2DifferentialEquationTemplates.
 */
import { add, frac, mul, sub, type Frac } from '../../math/rational.js';
import { fracTex, piTex, poly, power, surd, surdTex, terms, tex } from '../../math/tex.js';
import { trigCoefficientEquations } from './cp2-volumes-de-shared.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { reseeded } from '../../random.js';

const D = 'cp2-methods-in-differential-equations';
const co = (n: number) => (n === 1 ? '' : n === -1 ? '-' : String(n));
const e = (r: number, v = 'x') => (r === 0 ? '' : tex`\mathrm{e}^{${co(r)}${v}}`);
const d2 = (y = 'y', v = 'x') => tex`\frac{\mathrm{d}^{2}${y}}{\mathrm{d}${v}^{2}}`;
const d1 = (y = 'y', v = 'x') => tex`\frac{\mathrm{d}${y}}{\mathrm{d}${v}}`;
/** y'' + p y' + q y = rhs. */
const ode = (p: number, q: number, rhs: string, v = 'x', y = 'y') => {
  const rest = terms([
    [p, d1(y, v)],
    [q, y],
  ]);
  return tex`${d2(y, v)} ${rest === '0' ? '' : rest.startsWith('-') ? `- ${rest.slice(1)}` : `+ ${rest}`} = ${rhs}`.replace('  ', ' ');
};
const auxiliary = (p: number, q: number) => `${poly([1, p, q], 'm')} = 0`;
const value = (x: Frac) => x.n / x.d;

/** Exact cos and sin at pi/k for k = 3, 4, 6 as [rational coefficient, surd]. */
const TRIG_AT: Record<number, { cos: [Frac, number]; sin2: [Frac, number] }> = {
  3: { cos: [frac(1, 2), 1], sin2: [frac(1, 2), 3] },
  4: { cos: [frac(1, 2), 2], sin2: [frac(1), 1] },
  6: { cos: [frac(1, 2), 3], sin2: [frac(1, 2), 3] },
};
const surdSym = (s: number) => (s === 1 ? '' : `\\sqrt{${s}}`);

const tanFactor: QuestionTemplate = {
  id: 'cp2.de.integrating-factor-trig',
  subtopicId: `${D}.first-order`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'integrating factor', 'trigonometry'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.integrating-factor-trig');
    const form = rng.pick(['cos2', 'cos1'] as const);
    const [a, y0, k] = [rng.nonZero(-6, 6), rng.nonZero(-5, 5), rng.pick([3, 4, 6])];
    const rhs = form === 'cos2' ? tex`${co(a)}\cos^{2}x` : tex`${co(a)}\cos x`;
    const general = form === 'cos2' ? tex`y = (${co(a)}\sin x + C)\cos x` : tex`y = (${co(a)}x + C)\cos x`;
    // The positive term leads the bracket: (4 - 5x), not (-5x + 4).
    const bracket = (v: string): [number, string][] =>
      a < 0 && y0 > 0
        ? [
            [y0, ''],
            [a, v],
          ]
        : [
            [a, v],
            [y0, ''],
          ];
    const particular = tex`y = (${terms(bracket(form === 'cos2' ? '\\sin x' : 'x'))})\cos x`;
    const { cos, sin2 } = TRIG_AT[k];
    // y(pi/k): cos2 form a sin(pi/k) cos(pi/k) + y0 cos(pi/k) = (a/2) sin(2pi/k) + y0 cos(pi/k); cos1 form (a pi/k + y0) cos(pi/k)
    const at =
      form === 'cos2'
        ? terms([
            [mul(frac(a, 2), sin2[0]), surdSym(sin2[1])],
            [mul(y0, cos[0]), surdSym(cos[1])],
          ])
        : terms([
            [mul(frac(a, k), cos[0]), `${surdSym(cos[1])}\\pi`],
            [mul(y0, cos[0]), surdSym(cos[1])],
          ]);
    const atValue =
      form === 'cos2'
        ? (a / 2) * Math.sin((2 * Math.PI) / k) + y0 * Math.cos(Math.PI / k)
        : ((a * Math.PI) / k + y0) * Math.cos(Math.PI / k);
    const inner = form === 'cos2' ? tex`${co(a)}\cos x` : String(a);
    return {
      title: 'First-order differential equation with a trigonometric integrating factor',
      introTex: rng.pick([
        tex`\(${d1()} + y\tan x = ${rhs}, \quad -\frac{\pi}{2} < x < \frac{\pi}{2}\)`,
        tex`A quantity \(y\) varies with \(x\), for \(-\frac{\pi}{2} < x < \frac{\pi}{2}\), according to the differential equation \(${d1()} + y\tan x = ${rhs}\).`,
        tex`The points \((x, y)\) of a curve \(C\), where \(-\frac{\pi}{2} < x < \frac{\pi}{2}\), satisfy the differential equation \(${d1()} + y\tan x = ${rhs}\).`,
      ]),
      parts: [
        part(tex`Show that \(\sec x\) is an integrating factor for the differential equation.`, tex`\sec x`, [
          mark(
            'M1',
            tex`Integrating factor as \(\mathrm{e}^{\int \tan x\,\mathrm{d}x}\)`,
            tex`\mathrm{e}^{\int \tan x\,\mathrm{d}x} = \mathrm{e}^{-\ln \cos x}`,
          ),
          mark('A1*', tex`Simplifies to \(\sec x\), cso`, tex`\sec x`, ['a.1']),
        ]),
        part(
          tex`Hence find the general solution of the differential equation, and the particular solution for which \(y = ${y0}\) when \(x = 0\).`,
          tex`${general}; \; ${particular}`,
          [
            mark('M1', tex`Multiplies through by \(\sec x\) and integrates the right-hand side`, tex`y\sec x = \int ${inner}\,\mathrm{d}x`),
            mark('A1', 'Correct general solution with the constant', general, ['b.1']),
            mark('M1', tex`Substitutes \(x = 0\) into their general solution`, tex`${y0} = C`),
            mark('A1', 'Correct particular solution', particular, ['b.3']),
          ],
        ),
        part(tex`Using your answer to part (b), find the exact value of \(y\) when \(x = ${piTex(frac(1, k))}\).`, at, [
          mark('M1', tex`Substitutes \(x = ${piTex(frac(1, k))}\) with exact trigonometric values`, tex`x = ${piTex(frac(1, k))}`),
          mark('A1ft', 'Correct exact value for their particular solution', at, ['c.1']),
        ]),
      ],
      notes: [tex`(a) \(\mathrm{e}^{-\ln\cos x} = \frac{1}{\cos x}\) must be seen.`, '(c) A1ft: follow through their particular solution.'],
      facts: { form, a, y0, k, at: atValue },
    };
  },
};

const gaussFactor: QuestionTemplate = {
  id: 'cp2.de.integrating-factor-quadratic-exponent',
  subtopicId: `${D}.first-order`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['differential equations', 'integrating factor', 'exponential'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.integrating-factor-quadratic-exponent');
    const a = rng.int(1, 5);
    const b = rng.nonZero(-8, 8);
    let y0 = rng.nonZero(-5, 5);
    if (2 * y0 + b === 0) y0 = -y0;
    const ex = (sign: string) => tex`\mathrm{e}^{${sign}${co(a)}x^{2}}`;
    const general = tex`y = \left(${terms([[frac(b, 2), 'x^{2}']])} + C\right)${ex('-')}`;
    const particular = tex`y = \left(${terms([
      [frac(b, 2), 'x^{2}'],
      [y0, ''],
    ])}\right)${ex('-')}`;
    const at1 = add(frac(b, 2), y0);
    const atTex = terms([[at1, tex`\mathrm{e}^{-${a}}`]]);
    return {
      title: 'First-order differential equation with an integrating factor of exponential type',
      introTex: rng.pick([
        tex`\(${d1()} + ${2 * a}xy = ${co(b)}x${ex('-')}\)`,
        tex`The differential equation \(${d1()} + ${2 * a}xy = ${co(b)}x${ex('-')}\) is linear in \(y\).`,
      ]),
      parts: [
        part(tex`Find an integrating factor for the differential equation.`, ex(''), [
          mark('M1', tex`\(\mathrm{e}\) to the integral of the coefficient of \(y\)`, tex`\mathrm{e}^{\int ${2 * a}x\,\mathrm{d}x}`),
          mark('A1', 'Correct integrating factor', ex(''), ['a.1']),
        ]),
        part(
          tex`Hence find the general solution of the differential equation, and the particular solution for which \(y = ${y0}\) when \(x = 0\).`,
          tex`${general}; \; ${particular}`,
          [
            mark('M1', 'Multiplies through by their integrating factor and integrates', tex`y${ex('')} = \int ${co(b)}x\,\mathrm{d}x`),
            mark('A1', 'Correct general solution', general, ['b.1']),
            mark('M1', tex`Uses the condition to find \(C\)`, tex`C = ${y0}`),
            mark('A1', 'Correct particular solution', particular, ['b.3']),
          ],
        ),
        part(
          tex`Using your answer to part (b), find the exact value of \(y\) when \(x = 1\), and state the limit of \(y\) as \(x \to \infty\).`,
          tex`${atTex}; \; y \to 0`,
          [mark('B1ft', 'Correct exact value for their particular solution', atTex, ['b.3']), mark('B1', 'Limit 0', tex`y \to 0`)],
        ),
      ],
      notes: ['(a) The integrating factor must be simplified.', '(c) The exponential decay dominates the quadratic factor.'],
      facts: { a, b, y0, at1: value(at1) * Math.exp(-a) },
    };
  },
};

const complexRoot: QuestionTemplate = {
  id: 'cp2.de.complex-root-auxiliary',
  subtopicId: `${D}.second-order-homogeneous`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['differential equations', 'second order', 'complex numbers', 'roots of polynomials', 'synoptic'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.complex-root-auxiliary');
    const [al, be] = [rng.nonZero(-4, 4), rng.int(1, 5)];
    const [p, q] = [-2 * al, al * al + be * be];
    const y0 = rng.int(-5, 5);
    let v0 = rng.int(-8, 8);
    if (v0 === al * y0) v0 += 1;
    const B = frac(v0 - al * y0, be);
    const b = co(be);
    const root = terms([
      [al, ''],
      [be, '\\mathrm{i}'],
    ]);
    const general = tex`y = ${e(al)}(A\cos ${b}x + B\sin ${b}x)`;
    const particular = tex`y = ${e(al)}\left(${terms([
      [y0, `\\cos ${b}x`],
      [B, `\\sin ${b}x`],
    ])}\right)`;
    const xq = frac(1, 2 * be);
    const expAt = tex`\mathrm{e}^{${piTex(mul(al, xq))}}`;
    const at = terms([[B, expAt]]);
    return {
      title: 'A complex root and a second-order differential equation',
      introTex: rng.pick([
        tex`The quadratic equation \(z^{2} + pz + q = 0\), where \(p\) and \(q\) are real constants, has a root \(z = ${root}\).`,
        tex`The complex number \(${root}\) is a root of the quadratic equation \(z^{2} + pz + q = 0\), where \(p\) and \(q\) are real.`,
      ]),
      parts: [
        part(tex`Find the values of \(p\) and \(q\).`, tex`p = ${p}, \; q = ${q}`, [
          mark(
            'M1',
            'Uses the conjugate as the other root, with the sum and product of roots (or expands the factors)',
            tex`z = ${terms([
              [al, ''],
              [-be, '\\mathrm{i}'],
            ])}`,
          ),
          mark('A1', tex`Correct \(p\)`, tex`p = ${p}`, ['a.1']),
          mark('A1', tex`Correct \(q\)`, tex`q = ${q}`, ['a.1']),
        ]),
        part(
          tex`Hence find the general solution of the differential equation \(${d2()} + p${d1()} + qy = 0\), using your values of \(p\) and \(q\).`,
          general,
          [
            mark(
              'M1',
              'Uses the roots from (a) as the roots of the auxiliary equation',
              tex`m = ${root}, \; ${terms([
                [al, ''],
                [-be, '\\mathrm{i}'],
              ])}`,
            ),
            mark('A1ft', 'Correct form of the general solution for their roots', general, ['b.1']),
          ],
        ),
        part(tex`Find the particular solution for which \(y = ${y0}\) and \(${d1()} = ${v0}\) when \(x = 0\).`, particular, [
          mark(
            'M1',
            'Differentiates their general solution and substitutes both conditions',
            tex`A = ${y0}, \; ${terms([
              [al, 'A'],
              [be, 'B'],
            ])} = ${v0}`,
          ),
          mark('A1', 'Correct particular solution', particular, ['c.1']),
        ]),
        part(tex`Using your answer to part (c), find the exact value of \(y\) when \(x = ${piTex(xq)}\).`, at, [
          mark(
            'M1',
            tex`Substitutes \(x = ${piTex(xq)}\), where \(\cos ${b}x = 0\) and \(\sin ${b}x = 1\)`,
            tex`\cos\frac{\pi}{2} = 0, \; \sin\frac{\pi}{2} = 1`,
          ),
          mark('A1ft', 'Correct exact value for their particular solution', at, ['d.1']),
        ]),
      ],
      notes: [
        '(a) Complex roots of a real quadratic occur in conjugate pairs.',
        tex`(b) A1ft: follow through their \(p\) and \(q\).`,
        '(d) A1ft: follow through their constants.',
      ],
      facts: { al, be, p, q, y0, v0, B: value(B), at: value(B) * Math.exp((al * Math.PI) / (2 * be)) },
    };
  },
};

const euler: QuestionTemplate = {
  id: 'cp2.de.euler-substitution',
  subtopicId: `${D}.second-order-homogeneous`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['differential equations', 'second order', 'substitution'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.euler-substitution');
    for (;;) {
      const [m1, m2] = rng.sample([-3, -2, -1, 1, 2, 3, 4], 2).sort((u, v) => v - u);
      const [a, b] = [1 - (m1 + m2), m1 * m2];
      const [y0, v0] = [rng.int(-5, 5), rng.int(-8, 8)];
      const A = frac(v0 - m2 * y0, m1 - m2);
      const B = sub(y0, A);
      if (A.n === 0 || B.n === 0) continue;
      const signedTerm = (c: number, sym: string) => (c === 0 ? '' : ` ${c < 0 ? '-' : '+'} ${Math.abs(c) === 1 ? '' : Math.abs(c)}${sym}`);
      const equation = tex`x^{2}${d2()}${signedTerm(a, `x${d1()}`)}${signedTerm(b, 'y')} = 0`;
      const transformed = ode(a - 1, b, '0', 'u');
      const inU = tex`y = A${e(m1, 'u')} + B${e(m2, 'u')}`;
      const inX = tex`y = A${power('x', m1)} + B${power('x', m2)}`;
      const particular = tex`y = ${terms([
        [A, power('x', m1)],
        [B, power('x', m2)],
      ])}`;
      return {
        title: 'Reducing a differential equation by the substitution x = e^u',
        introTex: tex`\(${equation}, \quad x > 0\)`,
        parts: [
          part(
            tex`Show that the substitution \(x = \mathrm{e}^{u}\) transforms the differential equation into \(${transformed}\).`,
            transformed,
            [
              mark('M1', tex`Uses the chain rule for \(${d1()}\)`, tex`${d1()} = \mathrm{e}^{-u}${d1('y', 'u')}`),
              mark(
                'M1',
                'Differentiates again with the product rule',
                tex`${d2()} = \mathrm{e}^{-2u}\left(${d2('y', 'u')} - ${d1('y', 'u')}\right)`,
              ),
              mark('A1*', 'Substitutes and simplifies to the printed equation, cso', transformed, ['a.1', 'a.2']),
            ],
          ),
          part(tex`Hence find the general solution of the original differential equation, giving \(y\) in terms of \(x\).`, inX, [
            mark('M1', 'Solves the auxiliary equation of the transformed equation', auxiliary(a - 1, b)),
            mark('A1', tex`Correct solution in terms of \(u\)`, inU, ['b.1']),
            mark('B1ft', tex`Uses \(\mathrm{e}^{u} = x\) to give \(y\) in terms of \(x\)`, inX, ['b.1']),
          ]),
          part(tex`Find the particular solution for which \(y = ${y0}\) and \(${d1()} = ${v0}\) when \(x = 1\).`, particular, [
            mark(
              'M1',
              tex`Differentiates their solution and uses both conditions at \(x = 1\)`,
              tex`A + B = ${y0}, \; ${terms([
                [m1, 'A'],
                [m2, 'B'],
              ])} = ${v0}`,
            ),
            mark('A1', 'Correct particular solution', particular, ['c.1']),
          ]),
        ],
        notes: [
          tex`(a) Equivalent: \(x${d1()} = ${d1('y', 'u')}\) and \(x^{2}${d2()} = ${d2('y', 'u')} - ${d1('y', 'u')}\).`,
          tex`(b) B1ft: follow through their solution in \(u\).`,
        ],
        facts: { a, b, m1, m2, y0, v0, A: value(A), B: value(B) },
      };
    }
  },
};

const NEGATIVE_ROOTS = [-1, -2, -3, -4, -5];

const trigForcing: QuestionTemplate = {
  id: 'cp2.de.particular-integral-trig',
  subtopicId: `${D}.non-homogeneous`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['differential equations', 'complementary function', 'particular integral', 'trigonometry'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.particular-integral-trig');
    const [r1, r2] = rng.sample(NEGATIVE_ROOTS, 2).sort((u, v) => v - u);
    const [p, q] = [-(r1 + r2), r1 * r2];
    const w = rng.int(1, 4);
    const mu = rng.int(-4, 4);
    let lam = rng.int(-4, 4);
    if (lam === 0 && mu === 0) lam = 1;
    const C = (q - w * w) * lam + p * w * mu;
    const S = (q - w * w) * mu - p * w * lam;
    const cw = co(w);
    const rhs = terms([
      [C, `\\cos ${cw}x`],
      [S, `\\sin ${cw}x`],
    ]);
    const pi = terms([
      [lam, `\\cos ${cw}x`],
      [mu, `\\sin ${cw}x`],
    ]);
    const cf = tex`A${e(r1)} + B${e(r2)}`;
    const general = tex`y = ${cf} ${pi.startsWith('-') ? `- ${pi.slice(1)}` : `+ ${pi}`}`;
    const amplitude = surdTex(lam * lam + mu * mu);
    return {
      title: 'Second-order differential equation with a trigonometric right-hand side',
      introTex: rng.pick([
        tex`\(${ode(p, q, rhs)}\)`,
        tex`Consider the differential equation \(${ode(p, q, rhs)}\).`,
        tex`An electrical circuit driven by an alternating source is modelled by the differential equation \(${ode(p, q, rhs)}\).`,
      ]),
      parts: [
        part(tex`Find the complementary function.`, tex`y = ${cf}`, [
          mark('M1', 'Forms and solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct complementary function', tex`y = ${cf}`, ['a.1']),
        ]),
        part(tex`Find a particular integral of the differential equation.`, tex`y = ${pi}`, [
          mark(
            'M1',
            tex`Substitutes \(y = \lambda\cos ${cw}x + \mu\sin ${cw}x\) with its derivatives`,
            tex`y = \lambda\cos ${cw}x + \mu\sin ${cw}x`,
          ),
          mark(
            'M1',
            tex`Equates coefficients of \(\cos ${cw}x\) and \(\sin ${cw}x\) to form simultaneous equations`,
            trigCoefficientEquations(p, q, w, C, S),
          ),
          mark('A1', tex`Correct \(\lambda\)`, tex`\lambda = ${lam}`, ['b.1', 'b.2']),
          mark('A1', tex`Correct \(\mu\)`, tex`\mu = ${mu}`, ['b.1', 'b.2']),
        ]),
        part(tex`Hence write down the general solution of the differential equation.`, general, [
          mark('B1ft', 'Their complementary function plus their particular integral', general, ['a.1', 'b.1']),
        ]),
        part(
          rng.pick([
            tex`Describe the behaviour of \(y\) for large positive values of \(x\), stating the amplitude of the resulting oscillation.`,
            tex`Explain why, for large positive values of \(x\), \(y\) oscillates with a fixed amplitude, and find this amplitude.`,
          ]),
          tex`y \approx ${pi}, \; \text{amplitude } ${amplitude}`,
          [
            mark(
              'B1',
              tex`Both exponential terms tend to zero, so \(y\) approaches the particular integral`,
              tex`A${e(r1)} + B${e(r2)} \to 0`,
            ),
            mark('B1ft', 'Amplitude as the square root of the sum of the squares of their coefficients', amplitude, ['b.1']),
          ],
        ),
      ],
      notes: [
        '(b) Both M marks can be earned with sign slips in the derivatives.',
        tex`(d) B1ft: follow through their \(\lambda\) and \(\mu\).`,
      ],
      facts: { r1, r2, p, q, w, lam, mu, C, S, amplitude: Math.hypot(lam, mu) },
    };
  },
};

const polynomialForcing: QuestionTemplate = {
  id: 'cp2.de.particular-integral-polynomial',
  subtopicId: `${D}.non-homogeneous`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'complementary function', 'particular integral', 'initial conditions'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.particular-integral-polynomial');
    const repeated = rng.next() < 0.35;
    const [r1, r2] = repeated ? ((r) => [r, r])(rng.nonZero(-3, 3)) : rng.sample([-4, -3, -2, -1, 1, 2, 3], 2).sort((u, v) => v - u);
    const [p, q] = [-(r1 + r2), r1 * r2];
    const [al, be, ga] = [rng.nonZero(-3, 3), rng.int(-4, 4), rng.int(-4, 4)];
    const rhs = poly([q * al, 2 * p * al + q * be, 2 * al + p * be + q * ga]);
    const pi = poly([al, be, ga]);
    const cf = repeated ? tex`(A + Bx)${e(r1)}` : tex`A${e(r1)} + B${e(r2)}`;
    const general = tex`y = ${cf} ${pi.startsWith('-') ? `- ${pi.slice(1)}` : `+ ${pi}`}`;
    const [A, B] = [rng.nonZero(-4, 4), rng.nonZero(-4, 4)];
    const [y0, v0] = repeated ? [A + ga, r1 * A + B + be] : [A + B + ga, r1 * A + r2 * B + be];
    const cfPart = repeated
      ? tex`(${terms([
          [A, ''],
          [B, 'x'],
        ])})${e(r1)}`
      : terms([
          [A, e(r1)],
          [B, e(r2)],
        ]);
    const particular = tex`y = ${cfPart} ${pi.startsWith('-') ? `- ${pi.slice(1)}` : `+ ${pi}`}`;
    return {
      title: 'Second-order differential equation with a polynomial right-hand side',
      introTex: rng.pick([
        tex`\(${ode(p, q, rhs)}\)`,
        tex`The function \(y\) satisfies the differential equation \(${ode(p, q, rhs)}\).`,
        tex`Consider the second-order differential equation \(${ode(p, q, rhs)}\), whose right-hand side is a quadratic in \(x\).`,
      ]),
      parts: [
        part(tex`Find the complementary function.`, tex`y = ${cf}`, [
          mark('M1', 'Forms and solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct complementary function', tex`y = ${cf}`, ['a.1']),
        ]),
        part(tex`Find a particular integral of the form \(y = ax^{2} + bx + c\).`, tex`y = ${pi}`, [
          mark(
            'M1',
            'Substitutes the trial function and its derivatives',
            `${terms([
              [1, '2a'],
              [p, '(2ax + b)'],
              [q, '(ax^{2} + bx + c)'],
            ])} = ${rhs}`,
          ),
          mark('M1', tex`Equates coefficients of \(x^{2}\), \(x\) and the constant`, tex`${terms([[q, 'a']])} = ${q * al}`),
          mark('A1', 'Correct particular integral', tex`y = ${pi}`, ['b.1', 'b.2']),
        ]),
        part(tex`Hence write down the general solution.`, general, [
          mark('B1ft', 'Their complementary function plus their particular integral', general, ['a.1', 'b.1']),
        ]),
        part(tex`Find the particular solution for which \(y = ${y0}\) and \(${d1()} = ${v0}\) when \(x = 0\).`, particular, [
          mark(
            'M1',
            'Differentiates their general solution and uses both conditions',
            repeated ? tex`A ${ga < 0 ? '-' : '+'} ${Math.abs(ga)} = ${y0}` : tex`A + B ${ga < 0 ? '-' : '+'} ${Math.abs(ga)} = ${y0}`,
          ),
          mark('A1', 'Correct constants', tex`A = ${A}, \; B = ${B}`, ['d.1']),
          mark('A1', 'Correct particular solution', particular, ['d.1']),
        ]),
      ],
      notes: [
        '(b) The trial function must include all three terms even when the right-hand side has fewer.',
        '(d) The particular integral must be included before the conditions are applied.',
      ],
      facts: { r1, r2, p, q, al, be, ga, A, B, y0, v0, repeated },
    };
  },
};

const twoPointBoundary: QuestionTemplate = {
  id: 'cp2.de.two-point-boundary',
  subtopicId: `${D}.boundary-conditions`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['differential equations', 'boundary conditions', 'particular integral'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.two-point-boundary');
    const [w, c] = [rng.int(1, 5), rng.nonZero(-6, 6)];
    let [y0, y1] = [rng.int(-6, 6), rng.int(-6, 6)];
    if (y0 === c) y0 = c + 1;
    if (y1 === c) y1 = c - 2;
    const [A, B] = [y0 - c, y1 - c];
    const cw = co(w);
    const xb = piTex(frac(1, 2 * w));
    const solution = tex`y = ${terms([
      [A, `\\cos ${cw}x`],
      [B, `\\sin ${cw}x`],
    ])} ${c < 0 ? '-' : '+'} ${Math.abs(c)}`;
    const R2 = A * A + B * B;
    const { k: rk, m: rm } = surd(R2);
    const greatest = rm === 1 ? String(c + rk) : tex`${c} + ${surdTex(R2)}`;
    return {
      title: 'A differential equation with conditions at two points',
      introTex: rng.pick([
        tex`\(${ode(0, w * w, String(w * w * c))}\), with \(y = ${y0}\) when \(x = 0\) and \(y = ${y1}\) when \(x = ${xb}\).`,
        tex`A solution of \(${ode(0, w * w, String(w * w * c))}\) is required that takes the value \(${y0}\) at \(x = 0\) and the value \(${y1}\) at \(x = ${xb}\).`,
      ]),
      parts: [
        part(tex`Find the complementary function of the differential equation.`, tex`y = A\cos ${cw}x + B\sin ${cw}x`, [
          mark(
            'M1',
            'Solves the auxiliary equation, with imaginary roots',
            tex`m^{2} + ${w * w} = 0 \Rightarrow m = \pm ${cw === '' ? '' : cw}\mathrm{i}`,
          ),
          mark('A1', 'Correct complementary function', tex`y = A\cos ${cw}x + B\sin ${cw}x`, ['a.1']),
        ]),
        part(tex`Write down a particular integral.`, tex`y = ${c}`, [mark('B1', 'Constant particular integral', tex`y = ${c}`)]),
        part(tex`Find the solution of the differential equation that satisfies both given conditions.`, solution, [
          mark(
            'M1',
            'Applies both conditions to their general solution',
            tex`A ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${y0}, \; B ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${y1}`,
          ),
          mark('A1', tex`Correct \(A\)`, tex`A = ${A}`, ['c.1']),
          mark('A1', tex`Correct \(B\) and the complete solution`, solution, ['c.1']),
        ]),
        part(tex`Hence find the greatest value of \(y\).`, greatest, [
          mark(
            'M1',
            tex`Writes the trigonometric terms as \(R\cos(${cw}x - \alpha)\) with \(R = \sqrt{A^{2} + B^{2}}\)`,
            tex`R = \sqrt{${R2}}`,
          ),
          mark('A1ft', 'Correct greatest value for their solution', greatest, ['d.1']),
        ]),
      ],
      notes: [
        tex`(c) The condition at \(x = ${xb}\) gives \(\cos ${cw}x = 0\) and \(\sin ${cw}x = 1\).`,
        tex`(d) A1ft: follow through their \(A\) and \(B\).`,
      ],
      facts: { w, c, y0, y1, A, B, greatest: c + Math.sqrt(R2) },
    };
  },
};

const hyperbolicBoundary: QuestionTemplate = {
  id: 'cp2.de.hyperbolic-boundary',
  subtopicId: `${D}.boundary-conditions`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['differential equations', 'boundary conditions', 'hyperbolic functions', 'synoptic'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.hyperbolic-boundary');
    const [n, pv] = [rng.int(1, 5), rng.int(1, 6)];
    const q = rng.int(pv + 1, 10);
    const cn = co(n);
    const general = tex`y = A\cosh ${cn}x + B\sinh ${cn}x`;
    const particular = tex`y = ${co(pv)}\cosh ${cn}x - ${co(q)}\sinh ${cn}x`;
    const ratio = frac(q + pv, q - pv);
    const lnTex = ratio.d === 1 ? tex`\ln ${ratio.n}` : tex`\ln\frac{${ratio.n}}{${ratio.d}}`;
    const zero = tex`x = \frac{1}{${2 * n}}${lnTex}`;
    return {
      title: 'Boundary conditions and hyperbolic functions',
      introTex: rng.pick([
        tex`\(${d2()} = ${co(n * n)}y\), with \(y = ${pv}\) and \(${d1()} = -${q * n}\) when \(x = 0\).`,
        tex`The function \(y\) satisfies \(${d2()} = ${co(n * n)}y\). When \(x = 0\), \(y = ${pv}\) and \(${d1()} = -${q * n}\).`,
      ]),
      parts: [
        part(
          tex`Show that the general solution of the differential equation can be written as \(${general}\), where \(A\) and \(B\) are constants.`,
          general,
          [
            mark(
              'M1',
              'Solves the auxiliary equation to get exponentials',
              tex`m = \pm ${cn === '' ? '1' : cn} \Rightarrow y = P${e(n)} + Q${e(-n)}`,
            ),
            mark('A1*', tex`Uses the definitions of \(\cosh ${cn}x\) and \(\sinh ${cn}x\) to reach the printed form, cso`, general, [
              'a.1',
            ]),
          ],
        ),
        part(tex`Find the particular solution satisfying the given conditions.`, particular, [
          mark('M1', tex`Uses \(\cosh 0 = 1\), \(\sinh 0 = 0\) and differentiates`, tex`A = ${pv}, \; ${co(n)}B = -${q * n}`),
          mark('A1', 'Correct particular solution', particular, ['b.1']),
        ]),
        part(
          tex`Using your answer to part (b), find the exact value of \(x\) at which \(y = 0\), giving your answer in the form \(a\ln b\), where \(a\) and \(b\) are rational.`,
          zero,
          [
            mark(
              'M1',
              tex`Sets their \(y\) to zero to obtain \(\tanh ${cn}x = ${fracTex(frac(pv, q))}\)`,
              tex`\tanh ${cn}x = ${fracTex(frac(pv, q))}`,
            ),
            mark(
              'M1',
              tex`Uses the logarithmic form of \(\operatorname{artanh}\), or exponentials`,
              tex`${cn}x = \frac{1}{2}\ln\frac{1 + ${fracTex(frac(pv, q))}}{1 - ${fracTex(frac(pv, q))}}`,
            ),
            mark('A1', 'Correct exact value', zero, ['c.1', 'c.2']),
          ],
        ),
      ],
      notes: [
        '(a) Equivalent: verify by substitution and note two arbitrary constants.',
        tex`(c) \(\operatorname{artanh} u = \frac{1}{2}\ln\left(\frac{1 + u}{1 - u}\right)\).`,
      ],
      facts: { n, p: pv, q, zero: Math.log(value(ratio)) / (2 * n) },
    };
  },
};

export const cp2DeMethodsTemplates: QuestionTemplate[] = [
  tanFactor,
  gaussFactor,
  complexRoot,
  euler,
  trigForcing,
  polynomialForcing,
  twoPointBoundary,
  hyperbolicBoundary,
];
