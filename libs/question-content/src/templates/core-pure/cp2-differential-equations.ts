import { add, frac, mul, sub } from '../../math/rational.js';
import { integerEigenMatrix } from '../../math/matrix.js';
import { fracTex, piTex, poly, power, sf, terms, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { reseeded } from '../../random.js';
import { cp2DeMethodsTemplates } from './cp2-de-methods.js';
import { cp2DeModelsTemplates } from './cp2-de-models.js';

const D = 'cp2-methods-in-differential-equations';
const M = 'cp2-modelling-with-differential-equations';
const e = (r: number, v = 'x') => (r === 0 ? '' : tex`\mathrm{e}^{${r === 1 ? '' : r === -1 ? '-' : r}${v}}`);
/** A e^{r1 x} + B e^{r2 x} (or the repeated-root form) with symbolic constants. */
const cfTex = (r1: number, r2: number, v = 'x') => (r1 === r2 ? tex`(A + B${v})${e(r1, v)}` : tex`A${e(r1, v)} + B${e(r2, v)}`);
const auxiliary = (p: number, q: number) => `${poly([1, p, q], 'm')} = 0`;
const odeTex = (p: number, q: number, rhs = '0', v = 'x', y = 'y') =>
  tex`\frac{\mathrm{d}^{2}${y}}{\mathrm{d}${v}^{2}} ${signedSum(
    terms([
      [p, `\\frac{\\mathrm{d}${y}}{\\mathrm{d}${v}}`],
      [q, y],
    ]),
  )} = ${rhs}`;
/** `+ t` or `- t` for appending a signed expression. */
function signedSum(t: string): string {
  return t.startsWith('-') ? `- ${t.slice(1)}` : `+ ${t}`;
}
const distinctRoots = (rng: Rng) => rng.sample([-4, -3, -2, -1, 1, 2, 3], 2).sort((a, b) => b - a);

const firstOrder: QuestionTemplate = {
  id: 'cp2.de.integrating-factor',
  subtopicId: `${D}.first-order`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'integrating factor'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.integrating-factor');
    const [k, m] = [rng.int(1, 4), rng.int(0, 3)];
    const coef = frac(1, m + k + 1);
    let y0 = rng.int(-5, 6);
    while (y0 * coef.d === coef.n) y0 = rng.int(-5, 6);
    const C = sub(y0, coef);
    const general = tex`y = ${terms([[coef, power('x', m + 1)]])} + \frac{C}{${power('x', k)}}`;
    const particular = tex`y = ${terms([
      [coef, power('x', m + 1)],
      [C, `x^{-${k}}`],
    ])}`;
    const at2 = add(mul(coef, 2 ** (m + 1)), mul(C, frac(1, 2 ** k)));
    const rhs = m === 0 ? '1' : m === 1 ? 'x' : `x^{${m}}`;
    return {
      title: 'First-order differential equation with an integrating factor',
      introTex: rng.pick([
        tex`\(\dfrac{\mathrm{d}y}{\mathrm{d}x} + \dfrac{${k === 1 ? '' : k}y}{x} = ${rhs}, \quad x > 0\)`,
        tex`For \(x > 0\), the variable \(y\) satisfies the differential equation \(\dfrac{\mathrm{d}y}{\mathrm{d}x} + \dfrac{${k === 1 ? '' : k}y}{x} = ${rhs}\).`,
        tex`The gradient of a curve \(C\) at the point \((x, y)\), where \(x > 0\), satisfies \(\dfrac{\mathrm{d}y}{\mathrm{d}x} + \dfrac{${k === 1 ? '' : k}y}{x} = ${rhs}\).`,
      ]),
      parts: [
        part(tex`Find the general solution of the differential equation.`, general, [
          mark('M1', 'Finds the integrating factor', tex`\mathrm{e}^{\int \frac{${k}}{x}\mathrm{d}x} = x^{${k}}`),
          mark('A1', 'Correct integrating factor', tex`x^{${k}}`, ['a.1']),
          mark('M1', 'Multiplies through and integrates the right-hand side', tex`x^{${k}}y = \int x^{${m + k}}\,\mathrm{d}x`),
          mark('A1', 'Correct general solution including the constant', general, ['a.3']),
        ]),
        part(tex`Find the particular solution for which \(y = ${y0}\) when \(x = 1\).`, particular, [
          mark('M1', tex`Substitutes the condition into their general solution to find \(C\)`, tex`${y0} = ${fracTex(coef)} + C`),
          mark('A1', 'Correct particular solution', particular, ['b.1']),
        ]),
        part(tex`Using your answer to part (b), find the exact value of \(y\) when \(x = 2\).`, fracTex(at2), [
          mark(
            'M1',
            tex`Substitutes \(x = 2\) into their particular solution`,
            tex`${fracTex(coef)}(2)^{${m + 1}} ${C.n < 0 ? '-' : '+'} ${fracTex(frac(Math.abs(C.n), C.d))}(2)^{-${k}}`,
          ),
          mark('A1ft', 'Correct exact value for their particular solution', fracTex(at2), ['c.1']),
        ]),
      ],
      notes: [tex`(a) A1 requires \(+\,C\) and a correct expression for \(y\).`, tex`(c) A1ft: follow through their constant \(C\).`],
      facts: { k, m, y0, coef: coef.n / coef.d, C: C.n / C.d, at2: at2.n / at2.d },
    };
  },
};

type RootKind = 'distinct' | 'repeated' | 'complex';

const homogeneous: QuestionTemplate = {
  id: 'cp2.de.homogeneous-second-order',
  subtopicId: `${D}.second-order-homogeneous`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'second order', 'auxiliary equation'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.homogeneous-second-order');
    const kind = rng.pick<RootKind>(['distinct', 'repeated', 'complex']);
    let y0 = rng.int(-4, 5);
    const v0 = rng.int(-6, 6);
    if (y0 === 0 && v0 === 0) y0 = 2;
    let p: number, q: number, roots: string, solution: string, particular: string, constants: string, bounded: boolean;
    let facts: Record<string, unknown>;
    if (kind === 'complex') {
      const [al, be] = [rng.int(-3, 3), rng.int(1, 4)];
      [p, q] = [-2 * al, al * al + be * be];
      const B = frac(v0 - al * y0, be);
      const b = be === 1 ? '' : be;
      roots = tex`m = ${terms([
        [al, ''],
        [be, '\\mathrm{i}'],
      ])}, \; ${terms([
        [al, ''],
        [-be, '\\mathrm{i}'],
      ])}`;
      solution = tex`y = ${e(al)}(A\cos ${b}x + B\sin ${b}x)`;
      particular = tex`y = ${e(al)}\left(${terms([
        [y0, `\\cos ${b}x`],
        [B, `\\sin ${b}x`],
      ])}\right)`;
      constants = tex`A = ${y0}, \; B = ${fracTex(B)}`;
      bounded = al <= 0;
      facts = { kind, p, q, alpha: al, beta: be, y0, v0, A: y0, B: B.n / B.d, bounded };
    } else {
      const repeated = rng.nonZero(-3, 3);
      const [r1, r2] = kind === 'repeated' ? [repeated, repeated] : distinctRoots(rng);
      [p, q] = [-(r1 + r2), r1 * r2];
      roots = kind === 'repeated' ? tex`m = ${r1} \text{ (repeated)}` : tex`m = ${r1}, \; ${r2}`;
      solution = tex`y = ${cfTex(r1, r2)}`;
      let A: ReturnType<typeof frac>, B: ReturnType<typeof frac>;
      if (kind === 'repeated') {
        [A, B] = [frac(y0), frac(v0 - r1 * y0)];
        particular = tex`y = ${
          B.n === 0
            ? terms([[A, e(r1)]])
            : A.n === 0
              ? terms([[B, `x${e(r1)}`]])
              : `(${terms([
                  [A, ''],
                  [B, 'x'],
                ])})${e(r1)}`
        }`;
        bounded = r1 < 0;
      } else {
        A = frac(v0 - r2 * y0, r1 - r2);
        B = sub(y0, A);
        particular = tex`y = ${terms([
          [A, e(r1)],
          [B, e(r2)],
        ])}`;
        bounded = (A.n === 0 || r1 < 0) && (B.n === 0 || r2 < 0);
      }
      constants = tex`A = ${fracTex(A)}, \; B = ${fracTex(B)}`;
      facts = { kind, p, q, r1, r2, y0, v0, A: A.n / A.d, B: B.n / B.d, bounded };
    }
    return {
      title: 'Second-order homogeneous differential equation',
      introTex: rng.pick([
        tex`\(${odeTex(p, q)}\)`,
        tex`Consider the homogeneous differential equation \(${odeTex(p, q)}\).`,
        tex`The function \(y\) satisfies \(${odeTex(p, q)}\) for all real \(x\).`,
      ]),
      parts: [
        part(tex`Find the general solution of the differential equation.`, solution, [
          mark('M1', 'Forms and solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct roots', roots, ['a.1']),
          mark('A1ft', 'Correct form of general solution for their roots', solution, ['a.1']),
        ]),
        part(
          tex`Using your answer to part (a), find the particular solution for which \(y = ${y0}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = ${v0}\) when \(x = 0\).`,
          particular,
          [
            mark('M1', 'Differentiates their general solution and substitutes both conditions', constants),
            mark('A1', 'Correct constants', constants, ['b.1']),
            mark('A1', 'Correct particular solution', particular, ['b.1']),
          ],
        ),
        part(
          tex`State, with a reason, whether \(y\) remains bounded as \(x \to \infty\).`,
          tex`\text{${bounded ? 'bounded' : 'not bounded'}}`,
          [
            mark(
              'B1ft',
              'Correct conclusion with a reason about the signs of the exponents in their solution',
              tex`\text{${bounded ? 'bounded: no term grows' : 'not bounded: a growing exponential term remains'}}`,
              ['b.1'],
            ),
          ],
        ),
      ],
      notes: [
        '(a) A1ft: follow through their roots, using the correct form for real distinct, repeated or complex roots.',
        '(c) B1ft: follow through their particular solution.',
      ],
      facts,
    };
  },
};

/**
 * The exponential right-hand side in the resonant case: its exponent is a root of the auxiliary
 * equation, so the trial function needs the factor x (the polynomial right-hand side is
 * cp2.de.particular-integral-polynomial).
 */
const nonHomogeneous: QuestionTemplate = {
  id: 'cp2.de.particular-integral',
  subtopicId: `${D}.non-homogeneous`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['differential equations', 'complementary function', 'particular integral'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.particular-integral');
    const [r1, r2] = distinctRoots(rng);
    const [p, q] = [-(r1 + r2), r1 * r2];
    const k = rng.pick([r1, r2]);
    const lambda = rng.nonZero(-3, 3);
    // With k a root, substituting lambda x e^{kx} leaves lambda (2k + p) e^{kx}.
    const c = lambda * (2 * k + p);
    const rhs = tex`${c}${e(k)}`;
    const pi = tex`${lambda === 1 ? '' : lambda === -1 ? '-' : lambda}x${e(k)}`;
    const general = tex`y = ${cfTex(r1, r2)} ${signedSum(pi)}`;
    const [A, B] = [rng.nonZero(-3, 3), rng.nonZero(-3, 3)];
    const [y0, v0] = [A + B, r1 * A + r2 * B + lambda];
    const particular = tex`y = ${terms([
      [A, e(r1)],
      [B, e(r2)],
      [lambda, `x${e(k)}`],
    ])}`;
    const trial = tex`\lambda${e(k)}`;
    return {
      title: 'Second-order differential equation whose right-hand side is in the complementary function',
      introTex: rng.pick([tex`\(${odeTex(p, q, rhs)}\)`, tex`Consider the differential equation \(${odeTex(p, q, rhs)}\).`]),
      parts: [
        part(tex`Find the complementary function.`, tex`y = ${cfTex(r1, r2)}`, [
          mark('M1', 'Solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct complementary function', tex`y = ${cfTex(r1, r2)}`, ['a.1']),
        ]),
        part(
          rng.pick([
            tex`Explain why the differential equation has no particular integral of the form \(y = ${trial}\), and find a particular integral of the form \(y = \lambda x${e(k)}\).`,
            tex`Show that substituting \(y = ${trial}\) into the differential equation gives no value of \(\lambda\). Hence find a particular integral of the form \(y = \lambda x${e(k)}\).`,
          ]),
          tex`y = ${pi}`,
          [
            mark(
              'B1',
              tex`\(${e(k)}\) is part of the complementary function, so \(${trial}\) gives \(0\) on the left-hand side`,
              tex`${auxiliary(p, q)} \Rightarrow m = ${k}`,
            ),
            mark(
              'M1',
              tex`Substitutes \(y = \lambda x${e(k)}\) and its derivatives`,
              tex`${terms([[2 * k + p, '\\lambda']])}${e(k)} = ${rhs}`,
            ),
            mark('A1', 'Correct particular integral', tex`y = ${pi}`, ['b.2']),
          ],
        ),
        part(tex`Hence write down the general solution.`, general, [
          mark('B1ft', 'Their complementary function plus their particular integral', general, ['a.1', 'b.2']),
        ]),
        part(
          tex`Find the particular solution for which \(y = ${y0}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = ${v0}\) when \(x = 0\).`,
          particular,
          [
            mark(
              'M1',
              tex`Differentiates their general solution, including the product rule on the particular integral, and forms two equations in \(A\) and \(B\)`,
              tex`A + B = ${y0}, \; ${terms([
                [r1, 'A'],
                [r2, 'B'],
                [lambda, ''],
              ])} = ${v0}`,
            ),
            mark('dM1', 'Solves the simultaneous equations, dependent on the M1', tex`A = ${A}, \; B = ${B}`, ['d.1']),
            mark('A1', 'Correct particular solution', particular, ['d.1', 'd.2']),
          ],
        ),
      ],
      notes: [
        tex`(b) B1 may instead be earned by substituting \(y = ${trial}\) and reaching \(0 = ${c}\), a contradiction.`,
        tex`(c) B1ft: needs \(y =\) and a complementary function with two arbitrary constants.`,
        '(d) The particular integral must be included before the conditions are applied.',
      ],
      facts: { p, q, r1, r2, k, lambda, c, A, B, y0, v0 },
    };
  },
};

const boundary: QuestionTemplate = {
  id: 'cp2.de.initial-conditions',
  subtopicId: `${D}.boundary-conditions`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'boundary conditions', 'particular solution'],
  build(base) {
    const rng = reseeded(base, 'cp2.de.initial-conditions');
    for (;;) {
      const [r1, r2] = distinctRoots(rng);
      const [p, q] = [-(r1 + r2), r1 * r2];
      const [y0, v0] = [rng.int(-4, 4), rng.int(-6, 6)];
      const A = frac(v0 - r2 * y0, r1 - r2);
      const B = sub(y0, A);
      if (A.n === 0 || B.n === 0) continue;
      const particular = tex`y = ${terms([
        [A, e(r1)],
        [B, e(r2)],
      ])}`;
      const pow2 = (r: number) => (r >= 0 ? frac(2 ** r) : frac(1, 2 ** -r));
      const atLn2 = add(mul(A, pow2(r1)), mul(B, pow2(r2)));
      return {
        title: 'Particular solution from initial conditions',
        introTex: rng.pick([
          tex`\(${odeTex(p, q)}\), with \(y = ${y0}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = ${v0}\) when \(x = 0\).`,
          tex`The function \(y\) satisfies \(${odeTex(p, q)}\). When \(x = 0\), \(y = ${y0}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = ${v0}\).`,
          tex`A solution of \(${odeTex(p, q)}\) is required for which \(y = ${y0}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = ${v0}\) when \(x = 0\).`,
        ]),
        parts: [
          part(tex`Find the general solution of the differential equation.`, tex`y = ${cfTex(r1, r2)}`, [
            mark('M1', 'Solves the auxiliary equation', auxiliary(p, q)),
            mark('A1', 'Correct general solution', tex`y = ${cfTex(r1, r2)}`, ['a.1']),
          ]),
          part(tex`Find the particular solution satisfying the given conditions.`, particular, [
            mark(
              'M1',
              tex`Uses both conditions to form simultaneous equations in \(A\) and \(B\)`,
              tex`A + B = ${y0}, \; ${terms([
                [r1, 'A'],
                [r2, 'B'],
              ])} = ${v0}`,
            ),
            mark('A1', tex`Correct values of \(A\) and \(B\)`, tex`A = ${fracTex(A)}, \; B = ${fracTex(B)}`, ['b.1']),
            mark('A1', 'Correct particular solution', particular, ['b.1']),
          ]),
          part(tex`Hence find the exact value of \(y\) when \(x = \ln 2\).`, fracTex(atLn2), [
            mark(
              'M1',
              tex`Substitutes \(x = \ln 2\) and uses \(\mathrm{e}^{r\ln 2} = 2^{r}\)`,
              tex`${terms([
                [A, `(2^{${r1}})`],
                [B, `(2^{${r2}})`],
              ])}`,
            ),
            mark('A1ft', 'Correct exact value for their particular solution', fracTex(atLn2), ['c.1']),
          ]),
        ],
        notes: ['(b) M1 requires differentiation of their general solution.', tex`(c) A1ft: follow through their \(A\) and \(B\).`],
        facts: { p, q, r1, r2, y0, v0, A: A.n / A.d, B: B.n / B.d, atLn2: atLn2.n / atLn2.d },
      };
    }
  },
};

const cooling: QuestionTemplate = {
  id: 'cp2.de-models.newton-cooling',
  subtopicId: `${M}.first-order-models`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['modelling', 'first-order differential equations', 'exponential decay'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.newton-cooling');
    const [room, start] = [rng.int(15, 22), rng.int(80, 95)];
    const T1 = rng.pick([5, 10]);
    const at = room + rng.int(40, start - room - 8);
    const target = room + rng.int(5, at - room - 5);
    const k = Math.log((start - room) / (at - room)) / T1;
    const time = Math.log((start - room) / (target - room)) / k;
    const item = rng.pick(['drink', 'bowl of soup', 'cup of tea']);
    return {
      title: 'A cooling model',
      introTex: tex`A ${item} at \(${start}^{\circ}\mathrm{C}\) is placed in a room at a constant \(${room}^{\circ}\mathrm{C}\). Its temperature \(\theta^{\circ}\mathrm{C}\) after \(t\) minutes is modelled by \(\dfrac{\mathrm{d}\theta}{\mathrm{d}t} = -k(\theta - ${room})\), where \(k\) is a positive constant. After \(${T1}\) minutes the temperature is \(${at}^{\circ}\mathrm{C}\).`,
      parts: [
        part(
          tex`Solve the differential equation to show that \(\theta = ${room} + ${start - room}\mathrm{e}^{-kt}\).`,
          tex`\theta = ${room} + ${start - room}\mathrm{e}^{-kt}`,
          [
            mark('M1', 'Separates the variables and integrates', tex`\ln|\theta - ${room}| = -kt + c`),
            mark(
              'A1*',
              'Uses the initial condition to reach the printed answer, cso',
              tex`\theta = ${room} + ${start - room}\mathrm{e}^{-kt}`,
              ['a.1'],
            ),
          ],
        ),
        part(tex`Find the value of \(k\), to 3 significant figures.`, tex`k = ${sf(k)}`, [
          mark(
            'M1',
            tex`Substitutes \(t = ${T1}\) and \(\theta = ${at}\) and takes logarithms`,
            tex`${at} = ${room} + ${start - room}\mathrm{e}^{-${T1}k}`,
          ),
          mark('A1', tex`Correct \(k\), awrt`, tex`k = ${sf(k)}`, ['b.1']),
        ]),
        part(
          tex`Find, according to the model, the time taken for the ${item} to cool to \(${target}^{\circ}\mathrm{C}\), and state, with a reason, whether the model predicts that the ${item} will ever reach the temperature of the room.`,
          tex`${sf(time)}\text{ minutes}; \; \text{no, since } ${start - room}\mathrm{e}^{-kt} > 0 \text{ for all } t`,
          [
            mark(
              'M1',
              tex`Sets \(\theta = ${target}\) and solves for \(t\) using their \(k\)`,
              tex`t = \frac{1}{k}\ln\frac{${start - room}}{${target - room}}`,
            ),
            mark('A1', 'Correct time, awrt', tex`${sf(time)}\text{ minutes}`, ['c.1']),
            mark('B1', 'No, with the reason that the exponential term is never zero', tex`\mathrm{e}^{-kt} > 0`),
          ],
        ),
      ],
      notes: [
        tex`Use of the exact form of \(k\) in (c) is expected; awrt the given time.`,
        tex`(c) B1: accept \(\theta\) tends to the room temperature only as \(t \to \infty\).`,
      ],
      facts: { room, start, T1, at, target, k, time },
    };
  },
};

const shm: QuestionTemplate = {
  id: 'cp2.de-models.shm',
  subtopicId: `${M}.simple-harmonic-motion`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['simple harmonic motion', 'modelling', 'second-order differential equations'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.shm');
    const [w, a] = [rng.int(2, 6), rng.int(2, 8)];
    const x1 = rng.int(1, a - 1);
    const speed = w * Math.sqrt(a * a - x1 * x1);
    const time = Math.acos(x1 / a) / w;
    const [body, line] = rng.pick([
      ['A particle \\(P\\)', 'a straight line'],
      ['A small bead \\(P\\) threaded on a smooth straight wire', 'the wire'],
      ['A particle \\(P\\) attached to a light spring', 'a straight line on a smooth horizontal surface'],
    ]);
    return {
      title: 'Simple harmonic motion',
      introTex: tex`${body} moves on ${line} so that its displacement \(x\) metres from a fixed point \(O\) at time \(t\) seconds satisfies \(\dfrac{\mathrm{d}^{2}x}{\mathrm{d}t^{2}} = -${w * w}x\). The amplitude of the motion is \(${a}\) m.`,
      parts: [
        part(
          tex`Find the exact period of the motion. Given that \(x = ${a}\cos ${w}t\), find also the maximum speed of \(P\).`,
          tex`${piTex(frac(2, w))}\ \mathrm{s}; \; ${a * w}\ \mathrm{m\,s^{-1}}`,
          [
            mark('B1', 'Correct exact period', piTex(frac(2, w))),
            mark('M1', 'Differentiates to find the velocity', tex`\dot{x} = -${a * w}\sin ${w}t`),
            mark('A1', 'Correct maximum speed', tex`${a * w}\ \mathrm{m\,s^{-1}}`, ['a.2']),
          ],
        ),
        part(tex`Find the speed of \(P\) when \(x = ${x1}\), to 3 significant figures.`, tex`${sf(speed)}\ \mathrm{m\,s^{-1}}`, [
          mark(
            'M1',
            tex`Uses \(v^{2} = \omega^{2}(a^{2} - x^{2})\) or the solution for \(x\) and its derivative`,
            tex`v^{2} = ${w * w}(${a * a} - ${x1 * x1})`,
          ),
          mark('A1', 'Correct speed, awrt', tex`${sf(speed)}\ \mathrm{m\,s^{-1}}`, ['b.1']),
        ]),
        part(
          tex`Find the time taken for \(P\) to move directly from \(x = ${a}\) to \(x = ${x1}\), in seconds to 3 significant figures.`,
          tex`${sf(time)}\ \mathrm{s}`,
          [
            mark(
              'M1',
              tex`Solves \(${a}\cos ${w}t = ${x1}\) for the first positive \(t\)`,
              tex`${a}\cos ${w}t = ${x1} \Rightarrow t = \frac{1}{${w}}\arccos\frac{${x1}}{${a}}`,
            ),
            mark('A1', 'Correct time, awrt', tex`${sf(time)}\ \mathrm{s}`, ['c.1']),
          ],
        ),
      ],
      notes: [tex`(a) Accept \(\pi\) when \(\omega = 2\).`, '(c) Calculator in radian mode: degrees score M1 A0.'],
      facts: { w, a, x1, speed, time },
    };
  },
};

type Damping = 'heavy' | 'critical' | 'light';

const damped: QuestionTemplate = {
  id: 'cp2.de-models.damping',
  subtopicId: `${M}.damped-and-forced-motion`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['damped harmonic motion', 'modelling', 'second-order differential equations'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.damping');
    const kind = rng.pick<Damping>(['heavy', 'critical', 'light']);
    const x0 = rng.int(1, 6);
    let p: number, q: number, solution: string, particular: string, facts: Record<string, unknown>;
    if (kind === 'heavy') {
      const [s1, s2] = rng.sample([1, 2, 3, 4, 5], 2).sort((u, v) => u - v);
      [p, q] = [s1 + s2, s1 * s2];
      const A = frac(s2 * x0, s2 - s1);
      const B = sub(x0, A);
      solution = tex`x = A${e(-s1, 't')} + B${e(-s2, 't')}`;
      particular = tex`x = ${terms([
        [A, e(-s1, 't')],
        [B, e(-s2, 't')],
      ])}`;
      facts = { kind, p, q, x0, roots: [-s1, -s2], A: A.n / A.d, B: B.n / B.d };
    } else if (kind === 'critical') {
      const s = rng.int(1, 5);
      [p, q] = [2 * s, s * s];
      solution = tex`x = (A + Bt)${e(-s, 't')}`;
      particular = tex`x = ${x0 === 1 ? '' : x0}(1 + ${s === 1 ? '' : s}t)${e(-s, 't')}`;
      facts = { kind, p, q, x0, roots: [-s, -s], A: x0, B: s * x0 };
    } else {
      const [al, be] = [rng.int(1, 4), rng.int(1, 5)];
      [p, q] = [2 * al, al * al + be * be];
      const b = be === 1 ? '' : be;
      const B = frac(al * x0, be);
      solution = tex`x = ${e(-al, 't')}(A\cos ${b}t + B\sin ${b}t)`;
      particular = tex`x = ${e(-al, 't')}\left(${terms([
        [x0, `\\cos ${b}t`],
        [B, `\\sin ${b}t`],
      ])}\right)`;
      facts = { kind, p, q, x0, alpha: -al, beta: be, A: x0, B: B.n / B.d };
    }
    const word = kind === 'heavy' ? 'heavily' : kind === 'critical' ? 'critically' : 'lightly';
    return {
      title: 'Classifying damped motion',
      introTex: rng.pick([
        tex`The displacement \(x\) metres of a particle from its equilibrium position at time \(t\) seconds satisfies \(${odeTex(p, q, '0', 't', 'x')}\).`,
        tex`A particle attached to a spring moves in a resisting medium. Its displacement from equilibrium, \(x\) metres at time \(t\) seconds, satisfies \(${odeTex(p, q, '0', 't', 'x')}\).`,
      ]),
      parts: [
        part(
          tex`Determine whether the motion is heavily damped, critically damped or lightly damped, giving a reason.`,
          tex`\text{${word} damped}`,
          [
            mark('M1', 'Considers the discriminant of the auxiliary equation', tex`${p * p} - 4(${q}) = ${p * p - 4 * q}`),
            mark('A1', 'Correct classification with reason', tex`\text{${kind} damping}`, ['a.1']),
          ],
        ),
        part(tex`Find the general solution of the differential equation.`, solution, [
          mark('M1', 'Solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct general solution', solution, ['b.1']),
        ]),
        part(
          tex`The particle is released from rest with \(x = ${x0}\) when \(t = 0\). Using your answer to part (b), find \(x\) in terms of \(t\).`,
          particular,
          [
            mark(
              'M1',
              tex`Uses \(x = ${x0}\) and \(\frac{\mathrm{d}x}{\mathrm{d}t} = 0\) at \(t = 0\) in their general solution`,
              tex`x(0) = ${x0}, \; \dot{x}(0) = 0`,
            ),
            mark('A1', 'Correct values of both constants', particular, ['c.1']),
            mark('A1', tex`Correct expression for \(x\)`, particular, ['c.1']),
          ],
        ),
        part(
          tex`Describe what happens to the particle as \(t \to \infty\).`,
          tex`\text{${kind === 'light' ? 'oscillations of decreasing amplitude, x tends to 0' : 'returns towards equilibrium without oscillating, x tends to 0'}}`,
          [mark('B1', 'Correct description for the type of damping', tex`x \to 0`)],
        ),
      ],
      notes: [
        '(a) The reason must refer to the sign of the discriminant or the nature of the roots.',
        '(d) Light damping: oscillations; otherwise no oscillation.',
      ],
      facts,
    };
  },
};

const coupled: QuestionTemplate = {
  id: 'cp2.de-models.coupled-populations',
  subtopicId: `${M}.coupled-systems`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['coupled differential equations', 'modelling', 'second-order differential equations'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.coupled-populations');
    for (;;) {
      const m1 = rng.int(-2, 1);
      const [l1, l2] = rng.sample([-3, -2, -1, 1, 2, 3], 2).sort((a, b) => b - a);
      const [[a, b], [c, d]] = integerEigenMatrix(m1, l1, l2);
      if (b === 0 || c === 0) continue;
      const [x0, y0] = [rng.int(1, 9), rng.int(1, 9)];
      // x = A e^{l1 t} + B e^{l2 t}, y = m1 A e^{l1 t} + (m1 + 1) B e^{l2 t}
      const A = x0 * (m1 + 1) - y0;
      const B = y0 - m1 * x0;
      if (A === 0 || B === 0) continue;
      const [tr, det] = [a + d, a * d - b * c];
      const xSol = tex`x = A${e(l1, 't')} + B${e(l2, 't')}`;
      const ySol = tex`y = ${terms([
        [m1, `A${e(l1, 't')}`],
        [m1 + 1, `B${e(l2, 't')}`],
      ])}`;
      const xPart = tex`x = ${terms([
        [A, e(l1, 't')],
        [B, e(l2, 't')],
      ])}`;
      const yPart = tex`y = ${terms([
        [m1 * A, e(l1, 't')],
        [(m1 + 1) * B, e(l2, 't')],
      ])}`;
      const rate = (u: number, v: number) =>
        terms([
          [u, 'x'],
          [v, 'y'],
        ]);
      return {
        title: 'Coupled first-order differential equations',
        introTex: rng.pick([
          tex`Two quantities \(x\) and \(y\) vary with time \(t\) according to \(\dfrac{\mathrm{d}x}{\mathrm{d}t} = ${rate(a, b)}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}t} = ${rate(c, d)}\).`,
          tex`In a model of an electrical network, the currents \(x\) and \(y\) vary with time \(t\) according to \(\dfrac{\mathrm{d}x}{\mathrm{d}t} = ${rate(a, b)}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}t} = ${rate(c, d)}\).`,
        ]),
        parts: [
          part(tex`Show that \(${odeTex(-tr, det, '0', 't', 'x')}\).`, odeTex(-tr, det, '0', 't', 'x'), [
            mark(
              'M1',
              tex`Differentiates the first equation with respect to \(t\)`,
              tex`\ddot{x} = ${terms([
                [a, '\\dot{x}'],
                [b, '\\dot{y}'],
              ])}`,
            ),
            mark(
              'M1',
              tex`Substitutes for \(\frac{\mathrm{d}y}{\mathrm{d}t}\) and eliminates \(y\)`,
              tex`y = ${fracTex(frac(1, b))}\left(\dot{x} ${a === 0 ? '' : `${a < 0 ? '+' : '-'} ${Math.abs(a) === 1 ? '' : Math.abs(a)}x`}\right)`,
            ),
            mark('A1*', 'Correct printed equation, cso', odeTex(-tr, det, '0', 't', 'x'), ['a.1', 'a.2']),
          ]),
          part(tex`Find the general solution for \(x\).`, xSol, [
            mark('M1', 'Solves the auxiliary equation', auxiliary(-tr, det)),
            mark('A1', 'Correct general solution', xSol, ['b.1']),
          ]),
          part(tex`Hence find the general solution for \(y\).`, ySol, [
            mark(
              'M1',
              tex`Uses the equation for \(\frac{\mathrm{d}x}{\mathrm{d}t}\) to write \(y\) in terms of their \(x\)`,
              tex`y = ${fracTex(frac(1, b))}\left(\dot{x} ${a === 0 ? '' : `${a < 0 ? '+' : '-'} ${Math.abs(a) === 1 ? '' : Math.abs(a)}x`}\right)`,
            ),
            mark('A1ft', tex`Correct \(y\) for their \(x\)`, ySol, ['c.1', 'b.1']),
          ]),
          part(
            tex`Given that \(x = ${x0}\) and \(y = ${y0}\) when \(t = 0\), find the particular solutions for \(x\) and \(y\).`,
            tex`${xPart}, \; ${yPart}`,
            [
              mark(
                'M1',
                tex`Substitutes \(t = 0\) into their \(x\) and \(y\) to form equations in \(A\) and \(B\)`,
                tex`A + B = ${x0}, \; ${terms([
                  [m1, 'A'],
                  [m1 + 1, 'B'],
                ])} = ${y0}`,
              ),
              mark('A1', tex`Correct \(A\) and \(B\)`, tex`A = ${A}, \; B = ${B}`, ['d.1']),
              mark('A1', 'Both particular solutions correct', tex`${xPart}, \; ${yPart}`, ['d.1']),
            ],
          ),
        ],
        notes: [
          tex`(c) Solving a second equation for \(y\) with new constants scores M0.`,
          '(d) The constants must be linked through the answer to (c).',
        ],
        facts: { a, b, c, d, l1, l2, m1, x0, y0, A, B },
      };
    }
  },
};

/** The templates first written for chapters 7 and 8, checked by this file's spec. */
export const cp2DifferentialEquationBaseTemplates: QuestionTemplate[] = [
  firstOrder,
  homogeneous,
  nonHomogeneous,
  boundary,
  cooling,
  shm,
  damped,
  coupled,
];

export const cp2DifferentialEquationTemplates: QuestionTemplate[] = [
  ...cp2DifferentialEquationBaseTemplates,
  ...cp2DeMethodsTemplates,
  ...cp2DeModelsTemplates,
];
