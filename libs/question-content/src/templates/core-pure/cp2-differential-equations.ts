import { frac, sub } from '../../math/rational.js';
import { integerEigenMatrix } from '../../math/matrix.js';
import { fracTex, piTex, poly, power, sf, terms, tex } from '../../math/tex.js';
import type { Rng } from '../../random.js';
import { mark, part, type QuestionTemplate } from '../../template.js';

const D = 'cp2-methods-in-differential-equations';
const M = 'cp2-modelling-with-differential-equations';
const e = (r: number, v = 'x') => (r === 0 ? '' : tex`\mathrm{e}^{${r === 1 ? '' : r === -1 ? '-' : r}${v}}`);
/** A e^{r1 x} + B e^{r2 x} (or the repeated-root form) with symbolic constants. */
const cfTex = (r1: number, r2: number, v = 'x') =>
  r1 === r2 ? tex`(A + B${v})${e(r1, v)}` : tex`A${e(r1, v)} + B${e(r2, v)}`;
const auxiliary = (p: number, q: number) => `${poly([1, p, q], 'm')} = 0`;
const odeTex = (p: number, q: number, rhs = '0', v = 'x', y = 'y') =>
  tex`\frac{\mathrm{d}^{2}${y}}{\mathrm{d}${v}^{2}} ${terms([[p, `\\frac{\\mathrm{d}${y}}{\\mathrm{d}${v}}`], [q, y]]).replace(/^(?!-)/, '+ ')} = ${rhs}`;
const distinctRoots = (rng: Rng) => rng.sample([-4, -3, -2, -1, 1, 2, 3], 2).sort((a, b) => b - a);

const firstOrder: QuestionTemplate = {
  id: 'cp2.de.integrating-factor',
  subtopicId: `${D}.first-order`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'integrating factor'],
  build(rng) {
    const [k, m, y0] = [rng.int(1, 3), rng.int(0, 2), rng.int(-3, 5)];
    const coef = frac(1, m + k + 1);
    const C = sub(y0, coef);
    const general = tex`y = ${terms([[coef, power('x', m + 1)]])} + \frac{C}{${power('x', k)}}`;
    const particular = tex`y = ${terms([[coef, power('x', m + 1)], [C, `x^{-${k}}`]])}`;
    const rhs = m === 0 ? '1' : m === 1 ? 'x' : `x^{${m}}`;
    return {
      title: 'First-order differential equation with an integrating factor',
      introTex: tex`\(\dfrac{\mathrm{d}y}{\mathrm{d}x} + \dfrac{${k === 1 ? '' : k}y}{x} = ${rhs}, \quad x > 0\)`,
      parts: [
        part(tex`Find the general solution of the differential equation.`, general, [
          mark('M1', 'Finds the integrating factor', tex`\mathrm{e}^{\int \frac{${k}}{x}\mathrm{d}x} = x^{${k}}`),
          mark('A1', 'Correct integrating factor', tex`x^{${k}}`, ['a.1']),
          mark('M1', 'Multiplies through and integrates the right-hand side', tex`x^{${k}}y = \int x^{${m + k}}\,\mathrm{d}x`),
          mark('A1', 'Correct general solution including the constant', general, ['a.3']),
        ]),
        part(tex`Find the particular solution for which \(y = ${y0}\) when \(x = 1\).`, particular, [
          mark('M1', 'Substitutes the condition to find C', tex`${y0} = ${fracTex(coef)} + C`),
          mark('A1', 'Correct particular solution', particular, ['b.1']),
        ]),
      ],
      notes: ['(a) A1 requires + C and a correct expression for y.'],
      facts: { k, m, y0, coef: coef.n / coef.d, C: C.n / C.d },
    };
  },
};

type RootKind = 'distinct' | 'repeated' | 'complex';

const homogeneous: QuestionTemplate = {
  id: 'cp2.de.homogeneous-second-order',
  subtopicId: `${D}.second-order-homogeneous`,
  difficulty: 2,
  frequency: 'frequent',
  tags: ['differential equations', 'second order', 'auxiliary equation'],
  build(rng) {
    const kind = rng.pick<RootKind>(['distinct', 'repeated', 'complex']);
    let p: number, q: number, roots: string, solution: string;
    let facts: Record<string, unknown>;
    if (kind === 'complex') {
      const [al, be] = [rng.int(-3, 3), rng.int(1, 4)];
      [p, q] = [-2 * al, al * al + be * be];
      roots = tex`m = ${terms([[al, ''], [be, '\\mathrm{i}']])}, \; ${terms([[al, ''], [-be, '\\mathrm{i}']])}`;
      solution = tex`y = ${e(al)}(A\cos ${be === 1 ? '' : be}x + B\sin ${be === 1 ? '' : be}x)`;
      facts = { kind, p, q, alpha: al, beta: be };
    } else {
      const repeated = rng.nonZero(-3, 3);
      const [r1, r2] = kind === 'repeated' ? [repeated, repeated] : distinctRoots(rng);
      [p, q] = [-(r1 + r2), r1 * r2];
      roots = kind === 'repeated' ? tex`m = ${r1} \text{ (repeated)}` : tex`m = ${r1}, \; ${r2}`;
      solution = tex`y = ${cfTex(r1, r2)}`;
      facts = { kind, p, q, r1, r2 };
    }
    return {
      title: 'Second-order homogeneous differential equation',
      parts: [
        part(tex`Find the general solution of \(${odeTex(p, q)}\).`, solution, [
          mark('M1', 'Forms and solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct roots', roots, ['a.1']),
          mark('A1ft', 'Correct form of general solution for their roots', solution, ['a.1']),
        ]),
      ],
      notes: ['A1ft: follow through their roots, using the correct form for real distinct, repeated or complex roots.'],
      facts,
    };
  },
};

const nonHomogeneous: QuestionTemplate = {
  id: 'cp2.de.particular-integral',
  subtopicId: `${D}.non-homogeneous`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'complementary function', 'particular integral'],
  build(rng) {
    const [r1, r2] = distinctRoots(rng);
    const [p, q] = [-(r1 + r2), r1 * r2];
    let k: number;
    do k = rng.nonZero(-3, 4);
    while (k === r1 || k === r2);
    const lambda = rng.nonZero(-3, 3);
    const c = lambda * (k * k + p * k + q);
    const rhs = tex`${c}${e(k)}`;
    const pi = tex`${lambda === 1 ? '' : lambda === -1 ? '-' : lambda}${e(k)}`;
    return {
      title: 'Second-order differential equation with an exponential right-hand side',
      introTex: tex`\(${odeTex(p, q, rhs)}\)`,
      parts: [
        part(tex`Find the complementary function.`, tex`y = ${cfTex(r1, r2)}`, [
          mark('M1', 'Solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct complementary function', tex`y = ${cfTex(r1, r2)}`, ['a.1']),
        ]),
        part(tex`Find a particular integral.`, tex`y = ${pi}`, [
          mark('M1', 'Substitutes y = lambda e^{kx} and its derivatives', tex`(${k * k} ${p * k < 0 ? '-' : '+'} ${Math.abs(p * k)} ${q < 0 ? '-' : '+'} ${Math.abs(q)})\lambda = ${c}`),
          mark('A1', 'Correct particular integral', tex`y = ${pi}`, ['b.1']),
        ]),
        part(tex`Hence write down the general solution.`, tex`y = ${cfTex(r1, r2)} ${lambda < 0 ? '' : '+ '}${pi}`, [
          mark('B1ft', 'Their complementary function plus their particular integral', tex`y = ${cfTex(r1, r2)} ${lambda < 0 ? '' : '+ '}${pi}`, ['a.2', 'b.2']),
        ]),
      ],
      notes: ['(c) B1ft: needs y = and a CF with two arbitrary constants.'],
      facts: { p, q, r1, r2, k, lambda, c },
    };
  },
};

const boundary: QuestionTemplate = {
  id: 'cp2.de.initial-conditions',
  subtopicId: `${D}.boundary-conditions`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['differential equations', 'boundary conditions', 'particular solution'],
  build(rng) {
    const [r1, r2] = distinctRoots(rng);
    const [p, q] = [-(r1 + r2), r1 * r2];
    const [y0, v0] = [rng.int(-4, 4), rng.int(-6, 6)];
    const A = frac(v0 - r2 * y0, r1 - r2);
    const B = sub(y0, A);
    const particular = tex`y = ${terms([[A, e(r1)], [B, e(r2)]])}`;
    return {
      title: 'Particular solution from initial conditions',
      introTex: tex`\(${odeTex(p, q)}\), with \(y = ${y0}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}x} = ${v0}\) when \(x = 0\).`,
      parts: [
        part(tex`Find the general solution of the differential equation.`, tex`y = ${cfTex(r1, r2)}`, [
          mark('M1', 'Solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct general solution', tex`y = ${cfTex(r1, r2)}`, ['a.1']),
        ]),
        part(tex`Find the particular solution satisfying the given conditions.`, particular, [
          mark('M1', 'Uses both conditions to form simultaneous equations in A and B', tex`A + B = ${y0}, \; ${r1}A ${r2 < 0 ? '-' : '+'} ${Math.abs(r2)}B = ${v0}`),
          mark('A1', 'Correct values of A and B', tex`A = ${fracTex(A)}, \; B = ${fracTex(B)}`, ['b.1']),
          mark('A1', 'Correct particular solution', particular, ['b.1']),
        ]),
      ],
      notes: ['(b) M1 requires differentiation of their general solution.'],
      facts: { p, q, r1, r2, y0, v0, A: A.n / A.d, B: B.n / B.d },
    };
  },
};

const cooling: QuestionTemplate = {
  id: 'cp2.de-models.newton-cooling',
  subtopicId: `${M}.first-order-models`,
  difficulty: 3,
  frequency: 'frequent',
  tags: ['modelling', 'first-order differential equations', 'exponential decay'],
  build(rng) {
    const [room, start] = [rng.int(15, 22), rng.int(80, 95)];
    const T1 = rng.pick([5, 10]);
    const at = room + rng.int(40, start - room - 8);
    const target = room + rng.int(5, at - room - 5);
    const k = Math.log((start - room) / (at - room)) / T1;
    const time = Math.log((start - room) / (target - room)) / k;
    return {
      title: 'A cooling model',
      introTex: tex`A drink at \(${start}^{\circ}\mathrm{C}\) is placed in a room at a constant \(${room}^{\circ}\mathrm{C}\). Its temperature \(\theta^{\circ}\mathrm{C}\) after \(t\) minutes is modelled by \(\dfrac{\mathrm{d}\theta}{\mathrm{d}t} = -k(\theta - ${room})\), where \(k\) is a positive constant. After \(${T1}\) minutes the temperature is \(${at}^{\circ}\mathrm{C}\).`,
      parts: [
        part(tex`Solve the differential equation to show that \(\theta = ${room} + ${start - room}\mathrm{e}^{-kt}\).`, tex`\theta = ${room} + ${start - room}\mathrm{e}^{-kt}`, [
          mark('M1', 'Separates the variables and integrates', tex`\ln|\theta - ${room}| = -kt + c`),
          mark('A1*', 'Uses the initial condition to reach the printed answer, cso', tex`\theta = ${room} + ${start - room}\mathrm{e}^{-kt}`, ['a.1']),
        ]),
        part(tex`Find the value of \(k\), to 3 significant figures.`, tex`k = ${sf(k)}`, [
          mark('M1', 'Substitutes t and theta and takes logarithms', tex`${at} = ${room} + ${start - room}\mathrm{e}^{-${T1}k}`),
          mark('A1', 'Correct k, awrt', tex`k = ${sf(k)}`, ['b.1']),
        ]),
        part(tex`Find, according to the model, the time taken for the drink to cool to \(${target}^{\circ}\mathrm{C}\).`, tex`${sf(time)}\text{ minutes}`, [
          mark('M1', 'Sets theta to the target and solves for t', tex`t = \frac{1}{k}\ln\frac{${start - room}}{${target - room}}`),
          mark('A1', 'Correct time, awrt', tex`${sf(time)}\text{ minutes}`, ['c.1']),
        ]),
      ],
      notes: ['Use of the exact form of k in (c) is expected; awrt the given time.'],
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
  build(rng) {
    const [w, a] = [rng.int(2, 5), rng.int(2, 6)];
    const x1 = rng.int(1, a - 1);
    const speed = w * Math.sqrt(a * a - x1 * x1);
    return {
      title: 'Simple harmonic motion',
      introTex: tex`A particle \(P\) moves on a straight line so that its displacement \(x\) metres from a fixed point \(O\) at time \(t\) seconds satisfies \(\dfrac{\mathrm{d}^{2}x}{\mathrm{d}t^{2}} = -${w * w}x\). The amplitude of the motion is \(${a}\) m.`,
      parts: [
        part(tex`Find the period of the motion, giving an exact answer.`, piTex(frac(2, w)), [
          mark('B1', 'Correct exact period', piTex(frac(2, w))),
        ]),
        part(tex`Given that \(x = ${a}\cos ${w}t\), find the maximum speed of \(P\).`, tex`${a * w}\ \mathrm{m\,s^{-1}}`, [
          mark('M1', 'Differentiates to find the velocity', tex`\dot{x} = -${a * w}\sin ${w}t`),
          mark('A1', 'Correct maximum speed', tex`${a * w}\ \mathrm{m\,s^{-1}}`, ['b.1']),
        ]),
        part(tex`Find the speed of \(P\) when \(x = ${x1}\), to 3 significant figures.`, tex`${sf(speed)}\ \mathrm{m\,s^{-1}}`, [
          mark('M1', 'Uses v^2 = omega^2 (a^2 - x^2) or the solution for x and its derivative', tex`v^{2} = ${w * w}(${a * a} - ${x1 * x1})`),
          mark('A1', 'Correct speed, awrt', tex`${sf(speed)}\ \mathrm{m\,s^{-1}}`, ['c.1']),
        ]),
      ],
      notes: ['(a) Accept pi when omega = 2.'],
      facts: { w, a, x1, speed },
    };
  },
};

const DAMPING: [number, number, 'heavy' | 'critical' | 'light'][] = [
  [5, 3, 'heavy'], [5, 4, 'heavy'], [3, 3, 'critical'], [2, 2, 'critical'], [3, 5, 'light'], [4, 5, 'light'], [6, 10, 'light'],
];

const damped: QuestionTemplate = {
  id: 'cp2.de-models.damping',
  subtopicId: `${M}.damped-and-forced-motion`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['damped harmonic motion', 'modelling', 'second-order differential equations'],
  build(rng) {
    const [k, n, kind] = rng.pick(DAMPING);
    const [p, q] = [2 * k, n * n];
    const disc = k * k - n * n;
    const root = Math.sqrt(Math.abs(disc));
    const solution =
      kind === 'light'
        ? tex`x = ${e(-k, 't')}(A\cos ${root}t + B\sin ${root}t)`
        : kind === 'critical'
          ? tex`x = (A + Bt)${e(-k, 't')}`
          : tex`x = A${e(-k + root, 't')} + B${e(-k - root, 't')}`;
    return {
      title: 'Classifying damped motion',
      introTex: tex`The displacement \(x\) metres of a particle at time \(t\) seconds satisfies \(${odeTex(p, q, '0', 't', 'x')}\).`,
      parts: [
        part(tex`Determine whether the motion is heavily damped, critically damped or lightly damped, giving a reason.`, tex`\text{${kind === 'heavy' ? 'heavily' : kind === 'critical' ? 'critically' : 'lightly'} damped}`, [
          mark('M1', 'Considers the discriminant of the auxiliary equation', tex`${p * p} - 4(${q}) = ${p * p - 4 * q}`),
          mark('A1', 'Correct classification with reason', tex`\text{${kind} damping}`, ['a.1']),
        ]),
        part(tex`Find the general solution of the differential equation.`, solution, [
          mark('M1', 'Solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct general solution', solution, ['b.1']),
        ]),
      ],
      notes: ['(a) The reason must refer to the sign of the discriminant or the nature of the roots.'],
      facts: { k, n, kind, p, q },
    };
  },
};

const coupled: QuestionTemplate = {
  id: 'cp2.de-models.coupled-populations',
  subtopicId: `${M}.coupled-systems`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['coupled differential equations', 'modelling', 'second-order differential equations'],
  build(rng) {
    for (;;) {
      const m1 = rng.int(-2, 1);
      const [l1, l2] = rng.sample([-3, -2, -1, 1, 2, 3], 2).sort((a, b) => b - a);
      const [[a, b], [c, d]] = integerEigenMatrix(m1, l1, l2);
      if (b === 0) continue;
      const [tr, det] = [a + d, a * d - b * c];
      const xSol = tex`x = A${e(l1, 't')} + B${e(l2, 't')}`;
      const ySol = tex`y = ${terms([[m1, `A${e(l1, 't')}`], [m1 + 1, `B${e(l2, 't')}`]])}`;
      const rate = (u: number, v: number) => terms([[u, 'x'], [v, 'y']]);
      return {
        title: 'Coupled first-order differential equations',
        introTex: tex`Two quantities \(x\) and \(y\) vary with time \(t\) according to \(\dfrac{\mathrm{d}x}{\mathrm{d}t} = ${rate(a, b)}\) and \(\dfrac{\mathrm{d}y}{\mathrm{d}t} = ${rate(c, d)}\).`,
        parts: [
          part(tex`Show that \(${odeTex(-tr, det, '0', 't', 'x')}\).`, odeTex(-tr, det, '0', 't', 'x'), [
            mark('M1', 'Differentiates the first equation with respect to t', tex`\ddot{x} = ${terms([[a, '\\dot{x}'], [b, '\\dot{y}']])}`),
            mark('M1', 'Substitutes for dy/dt and eliminates y', tex`y = \frac{\dot{x} ${a < 0 ? '+' : '-'} ${Math.abs(a)}x}{${b}}`),
            mark('A1*', 'Correct printed equation, cso', odeTex(-tr, det, '0', 't', 'x'), ['a.1', 'a.2']),
          ]),
          part(tex`Find the general solution for \(x\).`, xSol, [
            mark('M1', 'Solves the auxiliary equation', auxiliary(-tr, det)),
            mark('A1', 'Correct general solution', xSol, ['b.1']),
          ]),
          part(tex`Hence find the general solution for \(y\).`, ySol, [
            mark('M1', 'Uses y = (dx/dt - ax)/b with their x', tex`y = \frac{1}{${b}}\left(\dot{x} ${a < 0 ? '+' : '-'} ${Math.abs(a)}x\right)`),
            mark('A1ft', 'Correct y for their x', ySol, ['c.1', 'b.2']),
          ]),
        ],
        notes: ['(c) Solving a second equation for y with new constants scores M0.'],
        facts: { a, b, c, d, l1, l2, m1 },
      };
    }
  },
};

export const cp2DifferentialEquationTemplates = [firstOrder, homogeneous, nonHomogeneous, boundary, cooling, shm, damped, coupled];
