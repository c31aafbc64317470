/**
 * Book 2 chapter 8 templates: first-order models, SHM, damped and forced motion, coupled systems. Spread into
 * cp2DifferentialEquationTemplates.
 */
import { div, frac, mul, sub, type Frac } from '../../math/rational.js';
import { integerEigenMatrix } from '../../math/matrix.js';
import { fracTex, matTex, piTex, poly, sf, surdTex, terms, tex } from '../../math/tex.js';
import { trigCoefficientEquations } from './cp2-volumes-de-shared.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { reseeded } from '../../random.js';

const M = 'cp2-modelling-with-differential-equations';
const co = (n: number) => (n === 1 ? '' : n === -1 ? '-' : String(n));
const e = (r: number | Frac, v = 't') => {
  const f = typeof r === 'number' ? frac(r) : r;
  return f.n === 0 ? '' : tex`\mathrm{e}^{${terms([[f, v]])}}`;
};
const dt = (y: string) => tex`\frac{\mathrm{d}${y}}{\mathrm{d}t}`;
const dt2 = (y: string) => tex`\frac{\mathrm{d}^{2}${y}}{\mathrm{d}t^{2}}`;
/** y'' + p y' + q y = rhs in t. */
const ode = (y: string, p: number, q: number, rhs: string) => {
  const rest = terms([
    [p, dt(y)],
    [q, y],
  ]);
  return tex`${dt2(y)} ${rest.startsWith('-') ? `- ${rest.slice(1)}` : `+ ${rest}`} = ${rhs}`;
};
const auxiliary = (p: number, q: number) => `${poly([1, p, q], 'm')} = 0`;
const value = (x: Frac) => x.n / x.d;
const plusTerm = (t: string) => (t.startsWith('-') ? `- ${t.slice(1)}` : `+ ${t}`);

const logistic: QuestionTemplate = {
  id: 'cp2.de-models.logistic-partial-fractions',
  subtopicId: `${M}.first-order-models`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['modelling', 'first-order differential equations', 'partial fractions', 'methods in calculus', 'synoptic'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.logistic-partial-fractions');
    const N = rng.pick([10, 12, 15, 20, 24, 30]);
    const Mc = rng.pick([20, 25, 40, 50, 60, 80, 100]);
    const x0 = rng.int(1, Math.floor(N / 2));
    const x1 = rng.int(x0 + 1, N - 1);
    const g = frac(N - x0, x0);
    const factor = frac(Mc, N);
    const den = (v: string) => (g.d === 1 ? tex`${N} - ${v}` : tex`${g.d}(${N} - ${v})`);
    const tFormula = tex`t = ${fracTex(factor)}\ln\frac{${co(g.n)}x}{${den('x')}}`;
    const c0 = frac(x0, N - x0);
    const time = (Mc / N) * Math.log((x1 * (N - x0)) / (x0 * (N - x1)));
    const pf = tex`\frac{1}{${N}x} + \frac{1}{${N}(${N} - x)}`;
    return {
      title: 'A logistic population model solved with partial fractions',
      introTex: rng.pick([
        tex`The number of fish in a lake, \(x\) hundred, \(t\) years after the lake is stocked is modelled by \(${dt('x')} = \dfrac{x(${N} - x)}{${Mc}}\), \(0 < x < ${N}\). When \(t = 0\), \(x = ${x0}\).`,
        tex`A lake is stocked with fish. According to a logistic model, the number of fish, \(x\) hundred, \(t\) years later satisfies \(${dt('x')} = \dfrac{x(${N} - x)}{${Mc}}\), \(0 < x < ${N}\), with \(x = ${x0}\) when \(t = 0\).`,
      ]),
      parts: [
        part(tex`Express \(\dfrac{1}{x(${N} - x)}\) in partial fractions.`, pf, [
          mark('M1', 'Correct form with a method for the constants', tex`\frac{A}{x} + \frac{B}{${N} - x}`),
          mark('A1', 'Correct partial fractions', pf, ['a.1']),
        ]),
        part(tex`Hence show that \(${tFormula}\).`, tFormula, [
          mark('M1', 'Separates the variables', tex`\int \frac{${Mc}}{x(${N} - x)}\,\mathrm{d}x = \int \mathrm{d}t`),
          mark('M1', 'Integrates their partial fractions to logarithms', tex`${fracTex(factor)}\left(\ln x - \ln(${N} - x)\right) = t + c`),
          mark(
            'dM1',
            tex`Uses \(x = ${x0}\) at \(t = 0\) to find the constant, dependent on the previous M1`,
            tex`c = ${fracTex(factor)}\ln\frac{${c0.n}}{${c0.d}}`,
            ['b.2'],
          ),
          mark('A1*', 'Combines the logarithms to the printed answer, cso', tFormula, ['b.1', 'b.2', 'b.3']),
        ]),
        part(
          tex`Find, according to the model, the time taken for the number of fish to reach \(${x1 * 100}\), giving your answer in years to 3 significant figures.`,
          tex`${sf(time)}\text{ years}`,
          [
            mark(
              'M1',
              tex`Substitutes \(x = ${x1}\) (hundreds of fish) into the result of (b)`,
              tex`t = ${fracTex(factor)}\ln\frac{${g.n} \times ${x1}}{${g.d} \times ${N - x1}}`,
            ),
            mark('A1', 'Correct time, awrt', sf(time), ['c.1']),
          ],
        ),
        part(tex`State the number of fish that the model predicts in the long term.`, tex`${N * 100}`, [
          mark('B1', 'The limiting value', tex`${N * 100}`),
        ]),
      ],
      notes: [
        tex`(b) The modulus signs may be omitted since \(0 < x < ${N}\).`,
        tex`(c) Using \(x = ${x1 * 100}\) instead of \(x = ${x1}\) scores M0.`,
      ],
      facts: { N, Mc, x0, x1, time },
    };
  },
};

const mixing: QuestionTemplate = {
  id: 'cp2.de-models.mixing-tank',
  subtopicId: `${M}.first-order-models`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['modelling', 'first-order differential equations', 'integrating factor', 'rates of flow'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.mixing-tank');
    const [V0, d, n, k] = [rng.pick([20, 40, 50, 100, 200]), rng.pick([1, 2, 4, 5]), rng.pick([1, 2]), rng.int(1, 5)];
    const c = k / 10;
    const cV0 = (k * V0) / 10;
    let S0 = rng.int(0, 12);
    if (S0 === cV0) S0 += 1;
    const T = rng.pick([10, 15, 20, 30, 60]);
    const [qIn, qOut] = [(n + 1) * d, n * d];
    const C = (S0 - cV0) * V0 ** n;
    const vol = tex`${V0} + ${co(d)}t`;
    const cd = (k * d) / 10;
    const inRate = String((k * qIn) / 10);
    const equation = tex`${dt('S')} + \frac{${co(n * d)}S}{${vol}} = ${inRate}`;
    const power = n === 1 ? `(${vol})` : `(${vol})^{${n}}`;
    const solution = tex`S = ${cV0} + ${cd === 1 ? '' : cd}t ${C < 0 ? '-' : '+'} \frac{${Math.abs(C)}}{${n === 1 ? vol : power}}`;
    const amount = cV0 + cd * T + C / (V0 + d * T) ** n;
    return {
      title: 'A mixing tank modelled by a first-order differential equation',
      introTex: tex`A tank initially contains \(${V0}\) litres of water in which \(${S0}\) kg of salt is dissolved. Salt solution of concentration \(${c}\) kg per litre flows into the tank at \(${qIn}\) litres per minute, and the well-mixed solution flows out at \(${qOut}\) ${qOut === 1 ? 'litre' : 'litres'} per minute. The mass of salt in the tank after \(t\) minutes is \(S\) kg.`,
      parts: [
        part(tex`Show that \(${equation}\).`, equation, [
          mark(
            'M1',
            tex`Rate in minus rate out, with concentration \(S\) divided by the volume`,
            tex`${dt('S')} = ${c} \times ${qIn} - ${qOut} \times \frac{S}{V}`,
          ),
          mark('A1*', tex`Uses the volume after \(t\) minutes to reach the printed equation, cso`, tex`V = ${vol}`, ['a.1']),
        ]),
        part(tex`Solve the differential equation to find \(S\) in terms of \(t\).`, solution, [
          mark('M1', 'Finds the integrating factor', tex`\mathrm{e}^{\int \frac{${n * d}}{${vol}}\mathrm{d}t} = ${power}`),
          mark('A1', 'Correct integrating factor', power, ['b.1']),
          mark('M1', 'Multiplies through and integrates', tex`S${power} = \int ${inRate}${power}\,\mathrm{d}t`),
          mark('A1', tex`Correct particular solution using \(S = ${S0}\) at \(t = 0\)`, solution, ['b.1', 'b.3']),
        ]),
        part(
          tex`Hence find the mass of salt in the tank after \(${T}\) minutes, giving your answer in kg to 3 significant figures.`,
          tex`${sf(amount)}\ \text{kg}`,
          [
            mark('M1', tex`Substitutes \(t = ${T}\) into their solution`, tex`t = ${T}`),
            mark('A1', 'Correct mass, awrt', sf(amount), ['c.1']),
          ],
        ),
      ],
      notes: [
        '(a) The volume increases by the difference of the flow rates each minute.',
        '(b) The constant must be found from the initial condition.',
      ],
      facts: { V0, d, n, c, S0, T, qIn, qOut, amount },
    };
  },
};

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [6, 8, 10],
  [8, 6, 10],
  [8, 15, 17],
  [15, 8, 17],
];

const shmInitial: QuestionTemplate = {
  id: 'cp2.de-models.shm-initial-conditions',
  subtopicId: `${M}.simple-harmonic-motion`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['simple harmonic motion', 'initial conditions', 'harmonic form'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.shm-initial-conditions');
    const [p0, q0, R] = rng.pick(TRIPLES);
    const [A, B] = [p0 * rng.pick([1, -1]), q0 * rng.pick([1, -1])];
    const w = rng.int(1, 6);
    const v0 = w * B;
    const alpha = Math.atan2(B, A);
    let first = Infinity;
    for (let k = -3; k <= 3; k++) {
      const t = (alpha + Math.PI / 2 + k * Math.PI) / w;
      if (t > 1e-9 && t < first) first = t;
    }
    // (d) uses their alpha from (c), to 3 s.f., for the same crossing.
    const firstCarried = first + (Number(sf(alpha)) - alpha) / w;
    const cw = co(w);
    const particular = tex`x = ${terms([
      [A, `\\cos ${cw}t`],
      [B, `\\sin ${cw}t`],
    ])}`;
    const harmonic = tex`x = ${R}\cos(${cw}t - ${sf(alpha)})`.replace('- -', '+ ');
    return {
      title: 'Simple harmonic motion from initial conditions',
      introTex: tex`A particle moves on a straight line so that its displacement \(x\) metres from a fixed point \(O\) at time \(t\) seconds satisfies \(${dt2('x')} + ${co(w * w)}x = 0\). When \(t = 0\), \(x = ${A}\) and the velocity of the particle is \(${v0}\ \mathrm{m\,s^{-1}}\).`,
      parts: [
        part(tex`Write down the general solution of the differential equation.`, tex`x = P\cos ${cw}t + Q\sin ${cw}t`, [
          mark('B1', 'Correct general solution', tex`x = P\cos ${cw}t + Q\sin ${cw}t`),
        ]),
        part(tex`Find the particular solution for this motion.`, particular, [
          mark('M1', tex`Uses \(x\) and \(${dt('x')}\) at \(t = 0\) in their general solution`, tex`P = ${A}, \; ${w}Q = ${v0}`),
          mark('A1', 'Correct particular solution', particular, ['b.1']),
        ]),
        part(
          tex`Express your answer to part (b) in the form \(x = R\cos(${cw}t - \alpha)\), where \(R > 0\) and \(-\pi < \alpha \leqslant \pi\), giving \(\alpha\) to 3 significant figures. Hence state the amplitude of the motion.`,
          tex`${harmonic}; \; \text{amplitude } ${R}\ \mathrm{m}`,
          [
            mark('M1', tex`\(R\) as the root of the sum of the squares of their coefficients`, tex`R = \sqrt{${A * A} + ${B * B}}`),
            mark('A1ft', tex`Correct \(R\), which is the amplitude`, tex`R = ${R}`, ['c.1']),
            mark('A1', tex`Correct \(\alpha\) in the correct quadrant, awrt`, tex`\alpha = ${sf(alpha)}`, ['c.1']),
          ],
        ),
        part(
          tex`Using your answer to part (c), find the first time after \(t = 0\) at which the particle passes through \(O\), to 3 significant figures.`,
          tex`${sf(first)}\ \mathrm{s}`,
          [
            mark(
              'M1',
              tex`Sets the cosine argument to an odd multiple of \(\frac{\pi}{2}\) giving the first positive \(t\)`,
              tex`${cw}t - ${sf(alpha)} = \frac{\pi}{2} + k\pi`.replace('- -', '+ '),
            ),
            mark('A1ft', tex`Correct first time for their \(\alpha\), awrt`, roundedAnswerTex(first, firstCarried), ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`(c) \(\tan\alpha = \frac{Q}{P}\) with the quadrant fixed by the signs of \(P\) and \(Q\).`,
        tex`(d) A1ft: follow through their \(\alpha\).`,
      ],
      facts: { A, B, w, v0, R, alpha, first, carriedRoundings: [{ allocationId: 'd.2', fromExact: first, fromCarried: firstCarried }] },
    };
  },
};

const tide: QuestionTemplate = {
  id: 'cp2.de-models.tidal-shm',
  subtopicId: `${M}.simple-harmonic-motion`,
  difficulty: 3,
  frequency: 'occasional',
  tags: ['simple harmonic motion', 'modelling', 'tides'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.tidal-shm');
    const P = rng.pick([8, 10, 12]);
    const h = rng.int(5, 12);
    const a = rng.int(2, h - 2);
    const T = rng.int(1, P - 1);
    const dmin = rng.int(h - a + 1, h + a - 1);
    const w = (2 * Math.PI) / P;
    const wTex = piTex(frac(2, P));
    const depth = h + a * Math.cos(w * T);
    const window = (2 / w) * Math.acos((dmin - h) / a);
    const maxRate = a * w;
    const w2 = tex`\frac{\pi^{2}}{${(P * P) / 4}}`;
    const model = tex`D = ${h} + ${a}\cos\left(${wTex.replace('\\pi', '\\pi t').replace(/^\\frac\{\\pi t\}/, '\\frac{\\pi t}')}\right)`;
    return {
      title: 'Modelling the depth of water in a harbour',
      introTex: rng.pick([
        tex`The depth of water in a harbour, \(D\) metres, \(t\) hours after high water, is modelled by \(${dt2('D')} = -${w2}(D - ${h})\). At high water the depth is \(${h + a}\) m and at low water it is \(${h - a}\) m.`,
        tex`A harbour master models the depth of water at the harbour entrance, \(D\) metres, \(t\) hours after high water, by \(${dt2('D')} = -${w2}(D - ${h})\). The depth is \(${h + a}\) m at high water and \(${h - a}\) m at low water.`,
      ]),
      parts: [
        part(tex`By writing \(y = D - ${h}\), show that the depth satisfies \(${model}\).`, model, [
          mark(
            'M1',
            tex`Recognises simple harmonic motion for \(y\) with \(\omega = ${wTex}\)`,
            tex`${dt2('y')} = -${w2}y \Rightarrow y = A\cos\left(${wTex}t\right) + B\sin\left(${wTex}t\right)`,
          ),
          mark('A1*', tex`Uses \(y = ${a}\) and \(${dt('y')} = 0\) at \(t = 0\) to reach the printed model, cso`, model, ['a.1']),
        ]),
        part(tex`Find the depth of water \(${T}\) hours after high water, to 3 significant figures.`, tex`${sf(depth)}\ \mathrm{m}`, [
          mark('M1', tex`Substitutes \(t = ${T}\), calculator in radians`, tex`D = ${h} + ${a}\cos\left(${wTex} \times ${T}\right)`),
          mark('A1', 'Correct depth, awrt', sf(depth), ['b.1']),
        ]),
        part(
          tex`A boat can use the harbour only when the depth is at least \(${dmin}\) m. Find, to 3 significant figures, the length of time in each tidal cycle for which the boat can use the harbour.`,
          tex`${sf(window)}\text{ hours}`,
          [
            mark('M1', tex`Sets \(D\) equal to the minimum depth`, tex`${h} + ${a}\cos\left(${wTex}t\right) = ${dmin}`),
            mark(
              'M1',
              tex`Solves for \(t\) and uses symmetry about high water`,
              tex`t = \pm\frac{${P}}{2\pi}\arccos\left(${fracTex(frac(dmin - h, a))}\right)`,
            ),
            mark('A1', 'Correct length of time, awrt', sf(window), ['c.1', 'c.2']),
          ],
        ),
        part(
          tex`Find the greatest rate of change of the depth, in metres per hour to 3 significant figures.`,
          tex`${sf(maxRate)}\ \mathrm{m\,h^{-1}}`,
          [
            mark(
              'M1',
              'Differentiates the model and uses the greatest value of sine',
              tex`\left|${dt('D')}\right| \leqslant ${a} \times ${wTex}`,
            ),
            mark('A1', 'Correct greatest rate, awrt', sf(maxRate), ['d.1']),
          ],
        ),
      ],
      notes: [
        '(a) The period of the tide is the period of the SHM.',
        '(c) Both crossings of the minimum depth around high water must be used.',
      ],
      facts: { P, h, a, T, dmin, depth, window, maxRate },
    };
  },
};

const forced: QuestionTemplate = {
  id: 'cp2.de-models.forced-oscillation',
  subtopicId: `${M}.damped-and-forced-motion`,
  difficulty: 4,
  frequency: 'frequent',
  tags: ['forced harmonic motion', 'damped harmonic motion', 'particular integral'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.forced-oscillation');
    const [al, be, w] = [rng.int(1, 3), rng.int(1, 4), rng.int(1, 3)];
    const [p, q] = [2 * al, al * al + be * be];
    const lam = rng.int(-4, 4);
    let mu = rng.int(-4, 4);
    if (lam === 0 && mu === 0) mu = 2;
    const C = (q - w * w) * lam + p * w * mu;
    const S = (q - w * w) * mu - p * w * lam;
    const cw = co(w);
    const cb = co(be);
    const force = terms([
      [C, `\\cos ${cw}t`],
      [S, `\\sin ${cw}t`],
    ]);
    const pi = terms([
      [lam, `\\cos ${cw}t`],
      [mu, `\\sin ${cw}t`],
    ]);
    const cf = tex`${e(-al)}(A\cos ${cb}t + B\sin ${cb}t)`;
    const general = tex`x = ${cf} ${plusTerm(pi)}`;
    const amplitude = surdTex(lam * lam + mu * mu);
    return {
      title: 'Forced damped oscillations',
      introTex: rng.pick([
        tex`A particle attached to a damped spring is also acted on by a periodic driving force. Its displacement \(x\) m from equilibrium at time \(t\) seconds satisfies \(${ode('x', p, q, force)}\).`,
        tex`A machine part on a damped mounting is shaken by a periodic force from a motor. Its displacement \(x\) m from equilibrium at time \(t\) seconds satisfies \(${ode('x', p, q, force)}\).`,
        tex`A car's suspension is modelled as a damped spring driven by a bumpy road. The displacement \(x\) m of the body from equilibrium at time \(t\) seconds satisfies \(${ode('x', p, q, force)}\).`,
      ]),
      parts: [
        part(tex`Find the complementary function and state the type of damping.`, tex`x = ${cf}; \; \text{light damping}`, [
          mark('M1', 'Solves the auxiliary equation', auxiliary(p, q)),
          mark('A1', 'Correct complementary function and light damping stated', tex`x = ${cf}`, ['a.1']),
        ]),
        part(tex`Find a particular integral of the form \(x = \lambda\cos ${cw}t + \mu\sin ${cw}t\).`, tex`x = ${pi}`, [
          mark(
            'M1',
            'Substitutes the trial function and its derivatives',
            tex`${dt('x')} = -${cw}\lambda\sin ${cw}t + ${cw}\mu\cos ${cw}t`.replace(/-\\lambda/, '-\\lambda'),
          ),
          mark('M1', 'Equates coefficients to form two simultaneous equations', trigCoefficientEquations(p, q, w, C, S)),
          mark('A1', tex`Correct \(\lambda\) and \(\mu\)`, tex`\lambda = ${lam}, \; \mu = ${mu}`, ['b.1', 'b.2']),
        ]),
        part(tex`Hence write down the general solution.`, general, [
          mark('B1ft', 'Their complementary function plus their particular integral', general, ['a.1', 'b.1']),
        ]),
        part(
          rng.pick([
            tex`Describe the motion of the particle for large values of \(t\), stating the amplitude and the period of the motion.`,
            tex`Explain what happens to the complementary function as \(t\) becomes large, and hence state the amplitude and the period of the long-term motion.`,
          ]),
          tex`x \approx ${pi}; \; \text{amplitude } ${amplitude}\ \mathrm{m}, \; \text{period } ${piTex(frac(2, w))}\ \mathrm{s}`,
          [
            mark('B1', 'The complementary function decays, leaving the particular integral', tex`${e(-al)} \to 0`),
            mark('B1ft', 'Amplitude for their particular integral', amplitude, ['b.1']),
            mark('B1', 'Period of the driving force', piTex(frac(2, w))),
          ],
        ),
      ],
      notes: ['(a) The roots are complex with a negative real part.', '(d) The long-term motion has the period of the driving force.'],
      facts: { al, be, w, p, q, lam, mu, C, S, amplitude: Math.hypot(lam, mu), period: (2 * Math.PI) / w },
    };
  },
};

const critical: QuestionTemplate = {
  id: 'cp2.de-models.critical-damping-maximum',
  subtopicId: `${M}.damped-and-forced-motion`,
  difficulty: 4,
  frequency: 'occasional',
  tags: ['damped harmonic motion', 'critical damping', 'stationary points'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.critical-damping-maximum');
    const [m, r, u] = [rng.int(1, 3), rng.int(1, 6), rng.int(1, 12)];
    const [c, k] = [2 * r * m, r * r * m];
    const solution = tex`x = ${co(u)}t${e(-r)}`;
    const tMax = frac(1, r);
    const xMax = frac(u, r);
    const xMaxTex = tex`${fracTex(xMax)}\mathrm{e}^{-1}`.replace(/^1\\mathrm/, '\\mathrm');
    return {
      title: 'Critical damping and the greatest displacement',
      introTex: rng.pick([
        tex`A particle \(P\) is attached to a spring and moves in a resisting medium. Its displacement \(x\) m from equilibrium at time \(t\) s satisfies \(${co(m)}${dt2('x')} + ${c}${dt('x')} + ${k}x = 0\). When \(t = 0\), \(P\) is at the equilibrium position and is moving with speed \(${u}\ \mathrm{m\,s^{-1}}\) in the direction of \(x\) increasing.`,
        tex`A door closer is modelled as a particle \(P\) on a spring with a damper. The displacement of \(P\) from equilibrium, \(x\) m at time \(t\) s, satisfies \(${co(m)}${dt2('x')} + ${c}${dt('x')} + ${k}x = 0\). At \(t = 0\), \(P\) passes through the equilibrium position with speed \(${u}\ \mathrm{m\,s^{-1}}\) in the direction of \(x\) increasing.`,
      ]),
      parts: [
        part(tex`Show that the motion is critically damped.`, tex`\text{discriminant } ${c * c} - 4(${m})(${k}) = 0`, [
          mark('M1', 'Considers the discriminant of the auxiliary equation', tex`${c}^{2} - 4 \times ${m} \times ${k}`),
          mark('A1*', 'Shows it is zero and concludes critical damping', tex`0`, ['a.1']),
        ]),
        part(tex`Find \(x\) in terms of \(t\).`, solution, [
          mark('M1', 'General solution for a repeated root', tex`x = (A + Bt)${e(-r)}`),
          mark('M1', 'Uses both initial conditions', tex`A = 0, \; B = ${u}`),
          mark('A1', 'Correct solution', solution, ['b.1', 'b.2']),
        ]),
        part(
          tex`Using your answer to part (b), find the greatest displacement of \(P\) from its equilibrium position, and the time at which it occurs. Give exact answers.`,
          tex`t = ${fracTex(tMax)}, \; x = ${xMaxTex}`,
          [
            mark(
              'M1',
              tex`Differentiates their \(x\) and sets the derivative to zero`,
              tex`${dt('x')} = ${co(u)}${e(-r)}(1 - ${co(r)}t) = 0`,
            ),
            mark('A1', 'Correct time', tex`t = ${fracTex(tMax)}`, ['c.1']),
            mark('A1ft', tex`Correct greatest displacement for their \(x\)`, xMaxTex, ['c.1']),
          ],
        ),
        part(
          tex`Explain why, according to the model, \(P\) never returns to its equilibrium position.`,
          tex`x > 0 \text{ for all } t > 0`,
          [mark('B1', tex`Both factors are positive for \(t > 0\), so \(x\) is never zero again`, tex`${co(u)}t${e(-r)} > 0`)],
        ),
      ],
      notes: [
        '(a) Dividing by the coefficient of the second derivative first is equivalent.',
        tex`(c) A1ft: follow through their constant \(B\).`,
      ],
      facts: { m, r, u, c, k, tMax: value(tMax), xMax: value(xMax) / Math.E },
    };
  },
};

const eigenSystem: QuestionTemplate = {
  id: 'cp2.de-models.coupled-matrix-eigen',
  subtopicId: `${M}.coupled-systems`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['coupled differential equations', 'matrices', 'eigenvalues', 'synoptic'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.coupled-matrix-eigen');
    for (;;) {
      const m1 = rng.int(-3, 2);
      const [l1, l2] = rng.sample([-4, -3, -2, -1, 1, 2, 3, 4], 2).sort((u, v) => v - u);
      const Mx = integerEigenMatrix(m1, l1, l2);
      const [[a, b], [c, d]] = Mx;
      if (b === 0 || c === 0) continue;
      const [x0, y0] = [rng.int(-6, 9), rng.int(-6, 9)];
      const A = (m1 + 1) * x0 - y0;
      const B = y0 - m1 * x0;
      if (A === 0 || B === 0) continue;
      const tr = a + d;
      const det = a * d - b * c;
      const vec = (m: number) => tex`\begin{pmatrix} 1 \\ ${m} \end{pmatrix}`;
      const general = tex`\begin{pmatrix} x \\ y \end{pmatrix} = A${vec(m1)}${e(l1)} + B${vec(m1 + 1)}${e(l2)}`;
      const xPart = tex`x = ${terms([
        [A, e(l1)],
        [B, e(l2)],
      ])}`;
      const yPart = tex`y = ${terms([
        [m1 * A, e(l1)],
        [(m1 + 1) * B, e(l2)],
      ])}`;
      const Pinv = matTex([
        [m1 + 1, -1],
        [-m1, 1],
      ]);
      return {
        title: 'Coupled differential equations in matrix form',
        introTex: rng.pick([
          tex`The variables \(x\) and \(y\) satisfy \(\begin{pmatrix} \dot{x} \\ \dot{y} \end{pmatrix} = \mathbf{M}\begin{pmatrix} x \\ y \end{pmatrix}\), where \(\mathbf{M} = ${matTex(Mx)}\).`,
          tex`A coupled system of differential equations for \(x\) and \(y\) in terms of \(t\) is written as \(\begin{pmatrix} \dot{x} \\ \dot{y} \end{pmatrix} = \mathbf{M}\begin{pmatrix} x \\ y \end{pmatrix}\), where \(\mathbf{M} = ${matTex(Mx)}\).`,
        ]),
        parts: [
          part(
            tex`Show that \(x = \mathrm{e}^{\lambda t}\), \(y = k\mathrm{e}^{\lambda t}\) is a solution only if \(\det(\mathbf{M} - \lambda\mathbf{I}) = 0\), and hence find the two possible values of \(\lambda\).`,
            tex`\lambda = ${l1}, \; \lambda = ${l2}`,
            [
              mark(
                'M1',
                tex`Substitutes to obtain \((\mathbf{M} - \lambda\mathbf{I})${vec(0).replace('0', 'k')} = \mathbf{0}\) with a non-zero vector`,
                tex`(\mathbf{M} - \lambda\mathbf{I})${vec(0).replace('0', 'k')} = \mathbf{0}`,
              ),
              mark('M1', 'Forms the characteristic equation', `${poly([1, -tr, det], '\\lambda')} = 0`),
              mark('A1', 'Both values correct', tex`\lambda = ${l1}, \; ${l2}`, ['a.1', 'a.2']),
            ],
          ),
          part(
            tex`For each value of \(\lambda\), find the corresponding value of \(k\).`,
            tex`k = ${m1} \text{ for } \lambda = ${l1}, \; k = ${m1 + 1} \text{ for } \lambda = ${l2}`,
            [
              mark(
                'M1',
                tex`Solves \((\mathbf{M} - \lambda\mathbf{I})${vec(0).replace('0', 'k')} = \mathbf{0}\) for one of their values of \(\lambda\)`,
                tex`${terms([
                  [a, ''],
                  [b, 'k'],
                ])} = \lambda`,
              ),
              mark('A1', tex`Both values of \(k\) correct`, tex`k = ${m1}, \; ${m1 + 1}`, ['b.1']),
            ],
          ),
          part(tex`Hence write down the general solution of the system.`, general, [
            mark('B1ft', 'Combination of their two solutions with arbitrary constants', general, ['b.1']),
          ]),
          part(
            tex`Given that \(x = ${x0}\) and \(y = ${y0}\) when \(t = 0\), use the inverse of a suitable \(2 \times 2\) matrix to find the particular solution.`,
            tex`${xPart}, \; ${yPart}`,
            [
              mark(
                'M1',
                'Writes the conditions as a matrix equation and uses the inverse matrix',
                tex`\begin{pmatrix} A \\ B \end{pmatrix} = ${Pinv}\begin{pmatrix} ${x0} \\ ${y0} \end{pmatrix}`,
              ),
              mark('A1', 'Correct constants', tex`A = ${A}, \; B = ${B}`, ['d.1']),
              mark('A1', 'Correct particular solution', tex`${xPart}, \; ${yPart}`, ['d.1']),
            ],
          ),
        ],
        notes: [
          tex`(a) The vector \(${vec(0).replace('0', 'k')}\) is non-zero, so \(\mathbf{M} - \lambda\mathbf{I}\) is singular.`,
          '(d) The matrix of eigenvectors has determinant 1.',
        ],
        facts: { a, b, c, d, l1, l2, m1, x0, y0, A, B },
      };
    }
  },
};

const extinction: QuestionTemplate = {
  id: 'cp2.de-models.coupled-extinction',
  subtopicId: `${M}.coupled-systems`,
  difficulty: 5,
  frequency: 'occasional',
  tags: ['coupled differential equations', 'modelling', 'populations'],
  build(base) {
    const rng = reseeded(base, 'cp2.de-models.coupled-extinction');
    for (;;) {
      const m1 = rng.pick([-3, -2, 1, 2]);
      // l1 > l2; the dominant l1 has eigenvector (1, m1 + 1), which keeps x positive when y reaches zero
      const [l2, l1] = rng.sample([-3, -2, -1, 1, 2, 3], 2).sort((u, v) => u - v);
      const [[a, b], [c, d]] = integerEigenMatrix(m1, l2, l1);
      if (b === 0 || c === 0) continue;
      const [x0, y0] = [rng.int(2, 12), rng.int(2, 12)];
      // y = A e^{l1 t} + B e^{l2 t}; x = A/(m1 + 1) e^{l1 t} + B/m1 e^{l2 t}
      const [k1, k2] = [frac(1, m1 + 1), frac(1, m1)];
      // A + B = y0, k1 A + k2 B = x0
      const A = div(sub(x0, mul(k2, y0)), sub(k1, k2));
      const B = sub(y0, A);
      if (A.n === 0 || B.n === 0) continue;
      const ratio = -value(B) / value(A);
      if (!(ratio > 1)) continue;
      const tStar = Math.log(ratio) / (l1 - l2);
      const xAt = (t: number) => value(k1) * value(A) * Math.exp(l1 * t) + value(k2) * value(B) * Math.exp(l2 * t);
      let positive = true;
      for (let i = 0; i <= 100; i++) if (xAt((tStar * i) / 100) <= 0) positive = false;
      if (!positive || tStar > 5) continue;
      const [tr, det] = [a + d, a * d - b * c];
      const rate = (u: number, v: number) =>
        terms([
          [u, 'x'],
          [v, 'y'],
        ]);
      const yGen = tex`y = A${e(l1)} + B${e(l2)}`;
      const xGen = tex`x = ${terms([
        [k1, `A${e(l1)}`],
        [k2, `B${e(l2)}`],
      ])}`;
      const yPart = tex`y = ${terms([
        [A, e(l1)],
        [B, e(l2)],
      ])}`;
      const xPart = tex`x = ${terms([
        [mul(k1, A), e(l1)],
        [mul(k2, B), e(l2)],
      ])}`;
      const yOde = ode('y', -tr, det, '0');
      return {
        title: 'Two interacting populations and an extinction time',
        introTex: rng.pick([
          tex`Two species live on an island. At time \(t\) years, the population of species \(X\) is \(x\) thousand and that of species \(Y\) is \(y\) thousand, and they are modelled by \(${dt('x')} = ${rate(a, b)}\), \(${dt('y')} = ${rate(c, d)}\). Initially \(x = ${x0}\) and \(y = ${y0}\).`,
          tex`An ecologist models two competing species \(X\) and \(Y\) in a nature reserve. After \(t\) years there are \(x\) thousand of \(X\) and \(y\) thousand of \(Y\), where \(${dt('x')} = ${rate(a, b)}\) and \(${dt('y')} = ${rate(c, d)}\). Initially \(x = ${x0}\) and \(y = ${y0}\).`,
        ]),
        parts: [
          part(tex`Show that \(${yOde}\).`, yOde, [
            mark(
              'M1',
              tex`Differentiates the second equation with respect to \(t\)`,
              tex`${dt2('y')} = ${terms([
                [c, dt('x')],
                [d, dt('y')],
              ])}`,
            ),
            mark(
              'M1',
              tex`Substitutes for \(${dt('x')}\) and eliminates \(x\)`,
              tex`x = ${fracTex(frac(1, c))}\left(${dt('y')} ${d === 0 ? '' : `${d < 0 ? '+' : '-'} ${co(Math.abs(d))}y`}\right)`,
            ),
            mark('A1*', 'Correct printed equation, cso', yOde, ['a.1', 'a.2']),
          ]),
          part(tex`Find the general solutions for \(y\) and for \(x\).`, tex`${yGen}, \; ${xGen}`, [
            mark('M1', 'Solves the auxiliary equation', auxiliary(-tr, det)),
            mark('A1', tex`Correct general solution for \(y\)`, yGen, ['b.1']),
            mark(
              'M1',
              tex`Uses the equation for \(${dt('y')}\) to write \(x\) in terms of their \(y\)`,
              tex`x = ${fracTex(frac(1, c))}\left(${dt('y')} ${d === 0 ? '' : `${d < 0 ? '+' : '-'} ${co(Math.abs(d))}y`}\right)`,
            ),
            mark('A1ft', tex`Correct \(x\) for their \(y\), with the same constants`, xGen, ['b.3']),
          ]),
          part(tex`Find the particular solutions for \(x\) and \(y\).`, tex`${yPart}, \; ${xPart}`, [
            mark(
              'M1',
              tex`Uses the initial populations to form equations in \(A\) and \(B\)`,
              tex`A + B = ${y0}, \; ${terms([
                [k1, 'A'],
                [k2, 'B'],
              ])} = ${x0}`,
            ),
            mark('A1', 'Both particular solutions correct', tex`${yPart}, \; ${xPart}`, ['c.1']),
          ]),
          part(
            tex`The model predicts that species \(Y\) dies out. Using your answer to part (c), find when this happens, in years to 3 significant figures.`,
            tex`${sf(tStar)}\text{ years}`,
            [
              mark(
                'M1',
                tex`Sets their \(y\) to zero and solves using logarithms`,
                tex`\mathrm{e}^{${l1 - l2}t} = ${fracTex(div(mul(B, -1), A))}`,
              ),
              mark('A1', 'Correct time, awrt', sf(tStar), ['d.1']),
            ],
          ),
        ],
        notes: [
          tex`(b) A1ft: \(x\) must use the same constants as their \(y\).`,
          tex`(d) \(x\) stays positive up to this time, so the model is valid until then.`,
        ],
        facts: { a, b, c, d, l1, l2, x0, y0, A: value(A), B: value(B), k1: value(k1), k2: value(k2), tStar },
      };
    }
  },
};

export const cp2DeModelsTemplates: QuestionTemplate[] = [logistic, mixing, shmInitial, tide, forced, critical, eigenSystem, extinction];
