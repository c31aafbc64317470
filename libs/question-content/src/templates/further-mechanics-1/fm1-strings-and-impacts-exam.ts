/**
 * Exam-length Further Mechanics 1 questions on strings and ropes (a jerk, a pendulum, a sledge, two elastic strings) and on
 * impacts (rebounds from floors and walls, e from the energy lost, a collision in two dimensions), so thin sections reach four
 * kinds of question. Spread into fm1MomentumEnergyTemplates.
 */
import { tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { betweenStrings, hookeEachString } from './fm1-elastic-exam.js';
import { coef, E_VALUES, exact, G_EXACT as G, G_NOTE, ijR, isDecimal, massesOf, R, rDec, rTex, sfR, sfRoot, U } from './fm1-exact.js';

const r = (x: number) => R.of(x);
const half = R.frac(1, 2);

const jerk: QuestionTemplate = {
  id: 'fm1.momentum.string-jerk',
  subtopicId: 'fm1-momentum-and-impulse.conservation',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['synoptic', 'conservation of momentum', 'impulse', 'kinetic energy', 'work-energy principle', 'friction'],
  build(rng) {
    const [mA, mB] = [rng.int(1, 6), rng.int(1, 6)];
    const u = rng.int(3, 12);
    const mu = r(rng.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5]));
    const V = R.frac(mA * u, mA + mB);
    const J = V.mul(mB);
    const loss = half.mul(mA * u * u).sub(half.mul(mA + mB).mul(V.sq()));
    const s = V.sq().div(mu.mul(G).mul(2));
    const texts = { V: exact(V), J: exact(J), loss: exact(loss), s: sfR(s) };
    return {
      title: 'Particles jerked into motion by a string',
      introTex: tex`Two particles \(A\) and \(B\), ${massesOf([
        ['A', mA],
        ['B', mB],
      ])}, are connected by a light inextensible string and lie at rest on a smooth horizontal surface with the string slack. \(A\) is projected with speed \(${u}${U.v}\) directly away from \(B\). When the string becomes taut, \(A\) and \(B\) move on together with a common speed.`,
      parts: [
        part(tex`Find the common speed of \(A\) and \(B\) after the string becomes taut.`, tex`${texts.V}${U.v}`, [
          mark('M1', 'Conservation of momentum through the jerk', tex`${mA}(${u}) = ${mA + mB}V`),
          mark('A1', 'Correct unsimplified equation', tex`${mA}(${u}) = ${mA + mB}V`, ['a.1']),
          mark('A1', 'Correct speed', tex`V = ${texts.V}`, ['a.1']),
        ]),
        part(
          tex`Using your answer to part (a), find the magnitude of the impulse in the string when it becomes taut.`,
          tex`${texts.J}${U.Ns}`,
          [
            mark('M1', tex`Change in momentum of \(B\) (or of \(A\))`, tex`${mB} \times V`),
            mark('A1ft', 'Correct impulse, ft their common speed', tex`${texts.J}${U.Ns}`, ['b.1']),
          ],
        ),
        part(tex`Find the kinetic energy lost when the string becomes taut.`, tex`${texts.loss}${U.J}`, [
          mark('M1', 'Kinetic energy before minus after', tex`\frac{1}{2}(${mA})(${u})^{2} - \frac{1}{2}(${mA + mB})V^{2}`),
          mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['c.1']),
        ]),
        part(
          tex`The particles then move together onto a rough horizontal surface, where the coefficient of friction between each particle and the surface is \(${rDec(mu)}\). Use the work-energy principle to find the distance they travel on the rough surface before coming to rest. (Take \(g = 9.8${U.a}\).)`,
          tex`${texts.s}${U.m}`,
          [
            mark(
              'M1',
              'Kinetic energy equals work done against friction on both particles',
              tex`\frac{1}{2}(${mA + mB})V^{2} = ${rDec(mu)}(${mA + mB})g \times s`,
            ),
            mark('A1ft', 'Correct distance, awrt, ft their common speed', tex`${texts.s}${U.m}`, ['d.1']),
          ],
        ),
      ],
      notes: [G_NOTE, tex`(b) The impulses on \(A\) and \(B\) are equal and opposite.`],
      facts: { mA, mB, u, mu: mu.value, texts },
    };
  },
};

const vectorCollision: QuestionTemplate = {
  id: 'fm1.momentum.vector-collision',
  subtopicId: 'fm1-momentum-and-impulse.momentum-as-a-vector',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', 'momentum', 'vectors', 'impulse', 'kinetic energy'],
  build(rng) {
    for (;;) {
      const [m1, m2] = [rng.int(1, 5), rng.int(1, 5)];
      const u1 = [rng.int(-6, 8), rng.int(-6, 6)];
      const u2 = [rng.int(-8, 6), rng.int(-6, 6)];
      const v1 = [rng.int(-6, 6), rng.int(-6, 6)];
      if (v1.every((c, i) => c === u1[i])) continue;
      const v2 = [0, 1].map((i) => R.of(m1 * u1[i] + m2 * u2[i] - m1 * v1[i]).div(m2));
      const keBefore = half.mul(m1 * (u1[0] ** 2 + u1[1] ** 2) + m2 * (u2[0] ** 2 + u2[1] ** 2));
      const keAfter = half.mul(m1 * (v1[0] ** 2 + v1[1] ** 2)).add(half.mul(m2).mul(v2[0].sq().add(v2[1].sq())));
      const loss = keBefore.sub(keAfter);
      if (loss.cmp(R.frac(1, 2)) < 0 || v2.every((c) => c.sign === 0)) continue;
      const J = [0, 1].map((i) => R.of(m1 * (v1[i] - u1[i])));
      const ij = (w: number[]) => ijR(w.map((c) => R.of(c)));
      const texts = { v2: ijR(v2), speed: sfRoot(v2[0].sq().add(v2[1].sq())), J: ijR(J), loss: exact(loss) };
      return {
        title: 'A collision of two particles in two dimensions',
        introTex: tex`Two particles \(P\) and \(Q\), ${massesOf([
          ['P', m1],
          ['Q', m2],
        ])}, move on a smooth horizontal plane with velocities \((${ij(u1)})${U.v}\) and \((${ij(u2)})${U.v}\) respectively, and collide. Immediately after the collision the velocity of \(P\) is \((${ij(v1)})${U.v}\).`,
        parts: [
          part(tex`Find the velocity of \(Q\) immediately after the collision.`, tex`(${texts.v2})${U.v}`, [
            mark(
              'M1',
              'Conservation of momentum as vectors',
              tex`${m1}(${ij(u1)}) + ${m2}(${ij(u2)}) = ${m1}(${ij(v1)}) + ${coef(m2, '\\mathbf{v}')}`,
            ),
            mark(
              'A1',
              'Correct unsimplified equation',
              tex`${m1}(${ij(u1)}) + ${m2}(${ij(u2)}) = ${m1}(${ij(v1)}) + ${coef(m2, '\\mathbf{v}')}`,
              ['a.1'],
            ),
            mark('A1', 'Correct velocity', tex`${texts.v2}`, ['a.1']),
          ]),
          part(tex`Hence find the speed of \(Q\) immediately after the collision.`, tex`${texts.speed}${U.v}`, [
            mark('M1', tex`Magnitude of their velocity of \(Q\)`, tex`\left|${texts.v2}\right|`),
            mark('A1ft', 'Correct speed, awrt, ft their velocity', tex`${texts.speed}${U.v}`, ['b.1']),
          ]),
          part(tex`Find the impulse exerted on \(P\) by \(Q\).`, tex`(${texts.J})${U.Ns}`, [
            mark('M1', tex`Change in momentum of \(P\)`, tex`${m1}\left[(${ij(v1)}) - (${ij(u1)})\right]`),
            mark('A1', 'Correct impulse', tex`${texts.J}`, ['c.1']),
          ]),
          part(tex`Using your answer to part (a), find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
            mark('M1', 'Total kinetic energy before minus after, using speeds', tex`${exact(keBefore)} - ${exact(keAfter)}`),
            mark('A1ft', tex`Correct loss, ft their velocity of \(Q\)`, tex`${texts.loss}${U.J}`, ['d.1']),
          ]),
        ],
        notes: [tex`(c) The impulse on \(Q\) is the negative of this.`, '(d) Exact answers or 3 s.f.'],
        facts: { m1, m2, u1, u2, v1, texts },
      };
    }
  },
};

/** cos of the release angle and of a later angle (later > release): [cos theta, cos phi]. */
const PENDULUM: [R, R][] = [
  [R.of(0), R.frac(1, 2)],
  [R.of(0), R.frac(4, 5)],
  [R.frac(1, 2), R.frac(4, 5)],
  [R.frac(3, 5), R.frac(4, 5)],
  [R.frac(1, 2), R.frac(3, 4)],
  [R.frac(3, 5), R.frac(12, 13)],
  [R.of(0), R.frac(3, 5)],
  [R.frac(1, 3), R.frac(2, 3)],
];

const pendulum: QuestionTemplate = {
  id: 'fm1.energy.pendulum',
  subtopicId: 'fm1-work-energy-and-power.kinetic-and-potential-energy',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['kinetic energy', 'gravitational potential energy', 'conservation of energy', 'pendulum'],
  build(rng) {
    const [c1, c2] = rng.pick(PENDULUM);
    const m = r(rng.pick([0.2, 0.25, 0.4, 0.5, 1, 2]));
    const L = r(rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5]));
    const vLow2 = G.mul(2).mul(L).mul(R.of(1).sub(c1));
    const vPhi2 = G.mul(2).mul(L).mul(c2.sub(c1));
    const wMax2 = G.mul(2).mul(L);
    let w = rng.int(1, 8);
    while (R.of(w * w).cmp(wMax2) >= 0) w -= 1;
    const cosPsi = R.of(1).sub(R.of(w * w).div(wMax2));
    const release = c1.sign === 0 ? 'horizontal' : tex`at an angle \(\theta\) to the downward vertical, where \(\cos\theta = ${rTex(c1)}\)`;
    const texts = { vLow: sfRoot(vLow2), vPhi: sfRoot(vPhi2), cosPsi: exact(cosPsi) };
    return {
      title: 'Energy of a simple pendulum',
      introTex: tex`A particle \(P\) of mass \(${rDec(m)}\) kg is attached to one end of a light inextensible string of length \(${rDec(L)}\) m. The other end of the string is attached to a fixed point \(O\). \(P\) is held with the string taut and ${release}, and is released from rest. Air resistance is ignored. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the speed of \(P\) when it passes through the point vertically below \(O\).`, tex`${texts.vLow}${U.v}`, [
          mark('M1', 'Vertical height fallen from the geometry', tex`h = ${rDec(L)}(1 - ${rTex(c1)})`),
          mark('M1', 'Kinetic energy gained equals potential energy lost', tex`\frac{1}{2}(${rDec(m)})v^{2} = ${coef(rDec(m), 'g')} h`),
          mark('A1', 'Correct speed, awrt', tex`${texts.vLow}${U.v}`, ['a.1', 'a.2']),
        ]),
        part(
          tex`Find the speed of \(P\) when the string makes an angle \(\phi\) with the downward vertical, where \(\cos\phi = ${rTex(c2)}\), before \(P\) reaches the lowest point.`,
          tex`${texts.vPhi}${U.v}`,
          [
            mark('M1', 'Height fallen between the two positions', tex`${rDec(L)}(${rTex(c2)} - ${rTex(c1)})`),
            mark('A1', 'Correct speed, awrt', tex`${texts.vPhi}${U.v}`, ['b.1']),
          ],
        ),
        part(
          tex`\(P\) is now set moving instead from the point vertically below \(O\) with speed \(${w}${U.v}\), perpendicular to the string. Using the method of part (a), find the cosine of the angle between the string and the downward vertical when \(P\) first comes to instantaneous rest.`,
          texts.cosPsi,
          [
            mark(
              'M1',
              tex`Kinetic energy lost equals potential energy gained, with height \(L(1 - \cos\psi)\)`,
              tex`\frac{1}{2}(${w})^{2} = 9.8(${rDec(L)})(1 - \cos\psi)`,
            ),
            mark('A1', 'Correct equation', tex`1 - \cos\psi = \frac{${w * w}}{${rDec(wMax2)}}`, ['c.1']),
            mark('A1', 'Correct cosine', tex`\cos\psi = ${texts.cosPsi}`, ['c.1']),
          ],
        ),
      ],
      notes: [G_NOTE, 'The tension does no work because it is always perpendicular to the motion.'],
      facts: { c1: [Number(c1.n), Number(c1.d)], c2: [Number(c2.n), Number(c2.d)], m: m.value, L: L.value, w, texts },
    };
  },
};

const verticalStrings: QuestionTemplate = {
  id: 'fm1.elastic.between-vertical-strings',
  subtopicId: 'fm1-elastic-strings-and-springs.hookes-law',
  difficulty: 4,
  frequency: 'occasional',
  tags: ["Hooke's law", 'elastic strings', 'equilibrium', "Newton's second law"],
  build(rng) {
    for (;;) {
      const [l1, l2] = [rng.pick([0.5, 0.8, 1, 1.2, 1.5]), rng.pick([0.5, 0.8, 1, 1.2, 1.5])].map(r);
      const [k1, k2] = [rng.int(4, 16) * 5, rng.int(4, 16) * 5];
      const m = r(rng.pick([0.5, 1, 1.5, 2, 2.5]));
      const D = l1.add(l2).add(rng.pick([0.2, 0.3, 0.4, 0.5, 0.6, 0.8]));
      const strings = { D, l1, l2, k1, k2 };
      const { x, TA: T1, TB: T2 } = betweenStrings(strings, m.mul(G));
      if (T2.cmp(R.frac(1, 2)) < 0 || x.cmp(l1) <= 0) continue;
      const texts = { x: sfR(x), T1: sfR(T1), T2: sfR(T2), a: sfR(T2.div(m)) };
      // (b) uses their distance from (a), (c) their upper tension from (b), each to 3 s.f.
      const T1Carried = (k1 * (Number(texts.x) - l1.value)) / l1.value;
      const T2Carried = (k2 * (D.value - Number(texts.x) - l2.value)) / l2.value;
      const aCarried = (Number(texts.T1) - m.mul(G).value) / m.value;
      const setting = rng.pick([
        [tex`A fixed point`, tex`above a fixed point`],
        [tex`A point on a ceiling`, tex`above a point on the floor`],
      ]);
      return {
        title: 'A particle held between two vertical elastic strings',
        introTex: tex`${setting[0]} \(A\) is \(${rDec(D)}\) m vertically ${setting[1]} \(B\). A particle \(P\) of mass \(${rDec(m)}\) kg is attached to \(A\) by a light elastic string of natural length \(${rDec(l1)}\) m and modulus \(${k1}\) N, and to \(B\) by a light elastic string of natural length \(${rDec(l2)}\) m and modulus \(${k2}\) N. \(P\) rests in equilibrium on the line \(AB\) with both strings taut. Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the distance \(AP\).`, tex`${texts.x}${U.m}`, [
            hookeEachString(strings),
            mark('M1', 'Resolves vertically: upper tension equals lower tension plus weight', tex`T_A = T_B + ${coef(rDec(m), 'g')}`),
            mark('dM1', 'Solves the linear equation, dependent on both M marks', tex`x = ${texts.x}`, ['a.1', 'a.2']),
            mark('A1', 'Correct distance, awrt', tex`${texts.x}${U.m}`, ['a.3']),
          ]),
          part(tex`Hence find the tension in each string.`, tex`T_A = ${texts.T1}${U.N}, \; T_B = ${texts.T2}${U.N}`, [
            mark(
              'M1',
              tex`Substitutes their \(x\) in Hooke's law for both strings`,
              tex`\frac{${k1}(${texts.x} - ${rDec(l1)})}{${rDec(l1)}}`,
            ),
            mark(
              'A1ft',
              tex`Both tensions correct, awrt, ft their \(x\)`,
              tex`${roundedAnswerTex(T1.value, T1Carried, '', texts.T1)}, \; ${roundedAnswerTex(T2.value, T2Carried, '', texts.T2)}`,
              ['b.1'],
            ),
          ]),
          part(
            tex`The lower string is cut. Using your answers to part (b), find the initial acceleration of \(P\), stating its direction.`,
            tex`${texts.a}${U.a}\ \text{upwards}`,
            [
              mark(
                'M1',
                'Newton II with the upper tension and the weight only',
                tex`${texts.T1} - ${coef(rDec(m), 'g')} = ${coef(rDec(m), 'a')}`,
              ),
              mark(
                'A1ft',
                'Correct acceleration upwards, awrt, ft their tensions',
                roundedAnswerTex(T2.div(m).value, aCarried, U.a, texts.a),
                ['c.1'],
              ),
            ],
          ),
        ],
        notes: [G_NOTE, '(c) The extension cannot change instantly, so the upper tension is unchanged at the instant of cutting.'],
        facts: {
          l1: l1.value,
          l2: l2.value,
          k1,
          k2,
          m: m.value,
          D: D.value,
          texts,
          carriedRoundings: [
            { allocationId: 'b.2', fromExact: T1.value, fromCarried: T1Carried },
            { allocationId: 'b.2', fromExact: T2.value, fromCarried: T2Carried },
            { allocationId: 'c.2', fromExact: T2.div(m).value, fromCarried: aCarried },
          ],
        },
      };
    }
  },
};

const deg = (rad: number) => sfR(R.of(((rad * 180) / Math.PI).toFixed(9)));
const ROPE_ANGLES: [string, R, R][] = [
  ['\\frac{3}{4}', R.frac(3, 5), R.frac(4, 5)],
  ['\\frac{5}{12}', R.frac(5, 13), R.frac(12, 13)],
  ['\\frac{7}{24}', R.frac(7, 25), R.frac(24, 25)],
  ['\\frac{4}{3}', R.frac(4, 5), R.frac(3, 5)],
];

const sledge: QuestionTemplate = {
  id: 'fm1.energy.sledge-constant-speed',
  subtopicId: 'fm1-work-energy-and-power.work-done',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['work done', 'friction', 'power', 'resolving forces'],
  build(rng) {
    const [tanTex, sin, cos] = rng.pick(ROPE_ANGLES);
    const m = rng.int(8, 40);
    const mu = r(rng.pick([0.1, 0.15, 0.2, 0.25, 0.3, 0.4]));
    const d = rng.int(5, 40);
    const v = r(rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5]));
    const T = mu
      .mul(m)
      .mul(G)
      .div(cos.add(mu.mul(sin)));
    const W = T.mul(cos).mul(d);
    const P = T.mul(cos).mul(v);
    const texts = { T: sfR(T), W: sfR(W), P: sfR(P) };
    // (b), (c) and (d) use their tension from (a), to 3 s.f.
    const [wCarried, pCarried] = [d, v.value].map((along) => Number(texts.T) * cos.value * along);
    const workTex = roundedAnswerTex(W.value, wCarried, U.J, texts.W);
    const setting = rng.pick([
      [tex`A sledge`, tex`the sledge`, tex`The sledge`],
      [tex`A trunk`, tex`the trunk`, tex`The trunk`],
      [tex`A box`, tex`the box`, tex`The box`],
    ]);
    return {
      title: 'Work done pulling a sledge at constant speed',
      introTex: tex`${setting[0]} of mass \(${m}\) kg is pulled at constant speed in a straight line across rough horizontal ground by a rope inclined at an angle \(\theta\) above the horizontal, where \(\tan\theta = ${tanTex}\). The coefficient of friction between ${setting[1]} and the ground is \(${rDec(mu)}\). ${setting[2]} is modelled as a particle. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the tension in the rope.`, tex`${texts.T}${U.N}`, [
          mark('M1', 'Resolves vertically for the normal reaction, including the rope', tex`R = ${m}g - T\sin\theta`),
          mark('M1', 'Resolves horizontally with limiting friction, constant speed', tex`T\cos\theta = ${rDec(mu)}R`),
          mark(
            'dM1',
            tex`Eliminates \(R\) and solves for \(T\), dependent on both M marks`,
            tex`T(\cos\theta + ${rDec(mu)}\sin\theta) = ${rDec(mu)}(${m})g`,
            ['a.1', 'a.2'],
          ),
          mark('A1', 'Correct tension, awrt', tex`${texts.T}${U.N}`, ['a.3']),
        ]),
        part(
          tex`Using your answer to part (a), find the work done by the tension as ${setting[1]} moves \(${d}\) m.`,
          tex`${texts.W}${U.J}`,
          [
            mark('M1', 'Component of the tension along the motion times the distance', tex`${texts.T}\cos\theta \times ${d}`),
            mark('A1ft', 'Correct work done, awrt, ft their tension', workTex, ['b.1']),
          ],
        ),
        part(tex`Hence write down the work done against friction over the same distance, giving a reason.`, tex`${texts.W}${U.J}`, [
          mark('B1ft', 'Equal to the work done by the tension, since the kinetic energy does not change; ft their (b)', workTex),
        ]),
        part(tex`${setting[2]} moves at \(${rDec(v)}${U.v}\). Find the rate at which the tension is doing work.`, tex`${texts.P}${U.W}`, [
          mark('M1', 'Power equals component of force along the motion times speed', tex`${texts.T}\cos\theta \times ${rDec(v)}`),
          mark('A1ft', 'Correct power, awrt, ft their tension', roundedAnswerTex(P.value, pCarried, U.W, texts.P), ['d.1']),
        ]),
      ],
      notes: [G_NOTE, tex`(a) \(R = mg\) (ignoring the rope) scores M0 for the first mark.`],
      facts: {
        m,
        mu: mu.value,
        d,
        v: v.value,
        sin: [Number(sin.n), Number(sin.d)],
        cos: [Number(cos.n), Number(cos.d)],
        texts,
        carriedRoundings: [
          { allocationId: 'b.2', fromExact: W.value, fromCarried: wCarried },
          { allocationId: 'c.1', fromExact: W.value, fromCarried: wCarried },
          { allocationId: 'd.2', fromExact: P.value, fromCarried: pCarried },
        ],
      },
    };
  },
};

const thrownDown: QuestionTemplate = {
  id: 'fm1.collisions.thrown-down-bounce',
  subtopicId: 'fm1-elastic-collisions-1d.impact-with-a-plane',
  difficulty: 3,
  frequency: 'frequent',
  tags: ["Newton's law of restitution", 'impact with a plane', 'impulse', 'rebound height'],
  build(rng) {
    for (;;) {
      const [en, ed] = rng.pick(E_VALUES);
      const e = R.frac(en, ed);
      const k = ed * rng.int(1, 3);
      const j = rng.int(1, k - 1);
      const m = r(rng.pick([0.05, 0.1, 0.2, 0.25, 0.4, 0.5]));
      const [v, u] = [R.frac(7 * k, 5), R.frac(7 * j, 5)];
      const h = R.frac(k * k - j * j, 10);
      const H = e
        .sq()
        .mul(k * k)
        .div(10);
      if (!isDecimal(H, 3) || h.cmp(R.frac(1, 2)) < 0) continue;
      const I = m.mul(e.add(1)).mul(v);
      const need2 = G.mul(2).mul(h).mul(R.of(1).div(e.sq()).sub(1));
      const texts = { v: rDec(v), e: rTex(e), I: rDec(I), need: sfRoot(need2) };
      const setting = rng.pick([
        [tex`A ball`, tex`horizontal floor`, tex`the floor`],
        [tex`A rubber ball`, tex`horizontal patio`, tex`the patio`],
        [tex`A ball`, tex`horizontal court`, tex`the court`],
      ]);
      return {
        title: 'A ball thrown down onto a floor',
        introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg is thrown vertically downwards with speed \(${rDec(u)}${U.v}\) from a point \(${rDec(h)}\) m above a ${setting[1]}. It rebounds vertically to a greatest height of \(${rDec(H)}\) m above ${setting[2]}. The ball is modelled as a particle and air resistance is ignored. Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the speed of the ball as it hits ${setting[2]}.`, tex`${texts.v}${U.v}`, [
            mark('M1', tex`\(v^{2} = u^{2} + 2gs\) for the fall`, tex`v^{2} = (${rDec(u)})^{2} + 2(9.8)(${rDec(h)})`),
            mark('A1', 'Correct speed', tex`${texts.v}${U.v}`, ['a.1']),
          ]),
          part(tex`Find the coefficient of restitution between the ball and ${setting[2]}.`, texts.e, [
            mark('M1', 'Rebound speed from the greatest height', tex`w^{2} = 2(9.8)(${rDec(H)})`),
            mark('M1', 'Rebound speed over their impact speed', tex`e = \frac{w}{${texts.v}}`),
            mark('A1', 'Correct coefficient', texts.e, ['b.1', 'b.2']),
          ]),
          part(
            tex`Using your answers to parts (a) and (b), find the magnitude of the impulse exerted by ${setting[2]} on the ball.`,
            tex`${texts.I}${U.Ns}`,
            [
              mark('M1', 'Change in momentum with the reversal of direction', tex`${rDec(m)}(1 + e)(${texts.v})`),
              mark('A1ft', tex`Correct impulse, ft their speed and \(e\)`, tex`${texts.I}${U.Ns}`, ['c.1']),
            ],
          ),
          part(
            tex`Find the speed with which the ball must be thrown vertically downwards from the same point for it to rebound to the height from which it was thrown.`,
            tex`${texts.need}${U.v}`,
            [
              mark('M1', 'Rebound speed needed to rise to the starting height', tex`w^{2} = 2(9.8)(${rDec(h)})`),
              mark(
                'M1',
                tex`Impact speed is that rebound speed divided by \(e\), then \(v^{2} = U^{2} + 2gh\)`,
                tex`\frac{w^{2}}{e^{2}} = U^{2} + 2(9.8)(${rDec(h)})`,
              ),
              mark('A1', 'Correct speed, awrt', tex`${texts.need}${U.v}`, ['d.1', 'd.2']),
            ],
          ),
        ],
        notes: [G_NOTE, tex`(d) The ball must hit ${setting[2]} faster than it rebounds, by the factor \(\frac{1}{e}\).`],
        facts: { m: m.value, u: u.value, h: h.value, H: H.value, texts },
      };
    }
  },
};

const MORE_E: [number, number][] = [...E_VALUES, [1, 6], [5, 6], [2, 7], [3, 7]];

const findEFromLoss: QuestionTemplate = {
  id: 'fm1.collisions.e-from-energy-loss',
  subtopicId: 'fm1-elastic-collisions-1d.energy-loss',
  difficulty: 4,
  frequency: 'occasional',
  tags: ["Newton's law of restitution", 'kinetic energy', 'conservation of momentum'],
  build(rng) {
    const a = rng.pick([1, 2]);
    const k = a === 1 ? rng.int(2, 9) : rng.pick([3, 5, 7, 9]);
    const [en, ed] = rng.pick(MORE_E);
    const e = R.frac(en, ed);
    const f = R.of(k)
      .mul(R.of(1).sub(e.sq()))
      .div(a + k);
    const sign = R.of(a).sub(e.mul(k)).sign;
    const direction =
      sign > 0 ? 'A continues in its original direction' : sign < 0 ? 'A moves in the opposite direction' : 'A is brought to rest';
    const vB = tex`\frac{${coef(a, 'u')}(1 + e)}{${a + k}}`;
    const vA = tex`\frac{u(${a} - ${coef(k, 'e')})}{${a + k}}`;
    const mA = coef(a, 'm');
    const setting = rng.pick([
      [tex`A particle`, tex`with a particle`, tex`on a smooth horizontal surface`],
      [tex`A small bead`, tex`with a second bead`, tex`along a smooth straight horizontal groove`],
    ]);
    return {
      title: 'Finding e from the kinetic energy lost',
      introTex: tex`${setting[0]} \(A\) of mass \(${mA}\) moves with speed \(u\) ${setting[2]} and collides directly ${setting[1]} \(B\) of mass \(${k}m\), which is at rest. The coefficient of restitution between \(A\) and \(B\) is \(e\).`,
      parts: [
        part(tex`Show that the speed of \(B\) immediately after the collision is \(${vB}\).`, vB, [
          mark('M1', 'Conservation of momentum', tex`${mA}u = ${mA}v_A + ${k}mv_B`),
          mark('M1', "Newton's law of restitution", tex`v_B - v_A = eu`),
          mark(
            'dM1',
            tex`Eliminates the velocity of \(A\), dependent on both M marks`,
            tex`${a + k}v_B = ${coef(a, 'u')} + ${coef(a, 'eu')}`,
            ['a.1', 'a.2'],
          ),
          mark('A1*', 'Given answer, cso', vB, ['a.3']),
        ]),
        part(
          tex`Find, in terms of \(u\) and \(e\), the velocity of \(A\) immediately after the collision, in the original direction of motion of \(A\).`,
          vA,
          [mark('M1', 'Uses their equations from (a)', tex`v_A = v_B - eu`), mark('A1', 'Correct velocity', vA, ['b.1'])],
        ),
        part(
          tex`Given that the fraction of the total kinetic energy lost in the collision is \(${rTex(f)}\), use your answers to parts (a) and (b) to find \(e\).`,
          rTex(e),
          [
            mark(
              'M1',
              'Kinetic energy after the collision with their velocities',
              tex`\frac{1}{2}(${mA})\left(${vA}\right)^{2} + \frac{1}{2}(${k}m)\left(${vB}\right)^{2}`,
            ),
            mark(
              'dM1',
              tex`Sets the loss as the given fraction of the initial kinetic energy and solves for \(e\), dependent on M1`,
              tex`\frac{${k}(1 - e^{2})}{${a + k}} = ${rTex(f)}`,
              ['c.1'],
            ),
            mark('A1', tex`Correct \(e\)`, rTex(e), ['c.1', 'c.2']),
          ],
        ),
        part(tex`Hence determine the direction of motion of \(A\) after the collision.`, tex`\text{${direction}}`, [
          mark(
            'M1',
            tex`Sign of their velocity of \(A\) with their \(e\)`,
            tex`${a} - ${k}\left(${rTex(e)}\right) = ${rTex(R.of(a).sub(e.mul(k)))}`,
          ),
          mark('A1ft', tex`Correct conclusion, ft their \(e\)`, tex`\text{${direction}}`, ['d.1']),
        ]),
      ],
      notes: [tex`(c) For masses \(am\) and \(km\) the fraction lost is \(\frac{k(1 - e^{2})}{a + k}\) of the initial kinetic energy.`],
      facts: { a, k, e: [en, ed], f: [Number(f.n), Number(f.d)], sign },
    };
  },
};

const betweenWalls: QuestionTemplate = {
  id: 'fm1.collisions.between-parallel-walls',
  subtopicId: 'fm1-elastic-collisions-1d.successive-impacts',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['successive impacts', "Newton's law of restitution", 'kinetic energy', 'geometric series'],
  build(rng) {
    const [en, ed] = rng.pick(E_VALUES.filter(([n, d]) => n * 5 >= d * 2));
    const e = R.frac(en, ed);
    const u = rng.int(2, 12);
    const D = rng.int(2, 10);
    const p = rng.pick([
      [1, 10],
      [1, 20],
      [1, 5],
      [1, 4],
      [1, 100],
    ] as [number, number][]);
    // Smallest n with e^n < p.
    let n = 1;
    while (!(R.frac(en ** n, ed ** n).cmp(R.frac(p[0], p[1])) < 0)) n += 1;
    const speed2 = e.sq().mul(u);
    const t = R.of(D)
      .div(u)
      .mul(R.of(1).add(R.of(1).div(e)).add(R.of(1).div(e.sq())));
    const kept = e.sq().mul(e.sq()).mul(e.sq());
    const texts = { speed2: exact(speed2), t: sfR(t), n: String(n), kept: rTex(kept) };
    const setting = rng.pick([
      [tex`A particle`, tex`smooth horizontal floor`],
      [tex`A small puck`, tex`smooth horizontal sheet of ice`],
    ]);
    return {
      title: 'A particle moving to and fro between two walls',
      introTex: tex`Two smooth vertical walls are parallel and \(${D}\) m apart. ${setting[0]} \(P\) moves on a ${setting[1]} between them, along a line perpendicular to both walls. \(P\) leaves the first wall with speed \(${u}${U.v}\). The coefficient of restitution between \(P\) and each wall is \(${rTex(e)}\).`,
      parts: [
        part(tex`Find the speed of \(P\) immediately after its second impact.`, tex`${texts.speed2}${U.v}`, [
          mark('M1', tex`Speed multiplied by \(e\) at each impact`, tex`${u} \times \left(${rTex(e)}\right)^{2}`),
          mark('A1', 'Correct speed', tex`${texts.speed2}${U.v}`, ['a.1']),
        ]),
        part(tex`Find the time from \(P\) leaving the first wall until its third impact.`, tex`${texts.t}\ \mathrm{s}`, [
          mark(
            'M1',
            'Time for each crossing is the distance over that speed',
            tex`\frac{${D}}{${u}}, \; \frac{${D}}{${u}(${rTex(e)})}, \; \frac{${D}}{${u}(${rTex(e)})^{2}}`,
          ),
          mark('M1', 'Adds three crossing times', tex`${coef(rTex(R.of(D).div(u)), '')}\left(1 + \frac{1}{e} + \frac{1}{e^{2}}\right)`),
          mark('A1', 'Correct time, awrt', tex`${texts.t}\ \mathrm{s}`, ['b.1', 'b.2']),
        ]),
        part(
          tex`Find the number of impacts after which the speed of \(P\) is first less than \(${rTex(R.frac(p[0], p[1]))}\) of its initial speed.`,
          tex`${n}`,
          [
            mark('M1', tex`Inequality in \(e^{n}\)`, tex`\left(${rTex(e)}\right)^{n} < ${rTex(R.frac(p[0], p[1]))}`),
            mark(
              'dM1',
              'Solves using logarithms or trial, dependent on M1',
              tex`n > \frac{\ln ${rTex(R.frac(p[0], p[1]))}}{\ln ${rTex(e)}}`,
              ['c.1'],
            ),
            mark('A1', tex`Correct least \(n\)`, tex`n = ${n}`, ['c.1', 'c.2']),
          ],
        ),
        part(
          tex`Using your answer to part (a), find the fraction of its initial kinetic energy that \(P\) has immediately after its third impact.`,
          texts.kept,
          [
            mark('M1', tex`Kinetic energy scales with the square of the speed: \(e^{6}\)`, tex`\left(${rTex(e)}\right)^{6}`),
            mark('A1', 'Correct fraction', texts.kept, ['d.1']),
          ],
        ),
      ],
      notes: [
        tex`Each impact multiplies the speed by \(e\) and reverses the direction.`,
        tex`(c) Accept a complete trial of powers of \(e\).`,
      ],
      facts: { u, D, e: [en, ed], p, texts },
    };
  },
};

const channel: QuestionTemplate = {
  id: 'fm1.oblique.channel-walls',
  subtopicId: 'fm1-elastic-collisions-2d.successive-oblique-impacts',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['oblique impact', 'successive impacts', 'kinetic energy', 'vectors'],
  build(rng) {
    const [en, ed] = rng.pick(E_VALUES);
    const e = R.frac(en, ed);
    const a = rng.int(2, 9);
    const b = ed * rng.int(1, 3);
    const W = rng.int(2, 8);
    const after1 = [R.of(a), e.mul(b).neg()];
    const after2 = [R.of(a), e.sq().mul(b)];
    const angle = Math.atan(e.sq().mul(b).value / a);
    const kept = R.of(a * a)
      .add(
        e
          .sq()
          .mul(e.sq())
          .mul(b * b),
      )
      .div(a * a + b * b);
    const along = R.of(a).mul(W).div(e.mul(b));
    const texts = { after1: ijR(after1), after2: ijR(after2), angle: deg(angle), kept: rTex(kept), along: exact(along) };
    const setting = rng.pick([
      [tex`A puck`, tex`the puck`, tex`smooth horizontal floor`],
      [tex`A ball bearing`, tex`the ball bearing`, tex`smooth horizontal table`],
    ]);
    return {
      title: 'A puck rebounding along a channel',
      introTex: tex`Two smooth vertical walls are parallel to \(\mathbf{i}\) and \(${W}\) m apart, forming a channel on a ${setting[2]}. ${setting[0]} moves in the channel with velocity \((${ijR([R.of(a), R.of(b)])})${U.v}\) and strikes one of the walls. It then crosses the channel and strikes the other wall. The coefficient of restitution between ${setting[1]} and each wall is \(${rTex(e)}\).`,
      parts: [
        part(tex`Find the velocity of ${setting[1]} immediately after the first impact.`, tex`(${texts.after1})${U.v}`, [
          mark(
            'M1',
            tex`\(\mathbf{i}\) component unchanged, \(\mathbf{j}\) component reversed and multiplied by \(e\)`,
            tex`${a}\mathbf{i} - ${rTex(e)}(${b})\mathbf{j}`,
          ),
          mark('A1', 'Correct velocity', texts.after1, ['a.1']),
        ]),
        part(
          tex`Using your answer to part (a), find the velocity of ${setting[1]} immediately after the second impact, and the angle its direction of motion then makes with the walls.`,
          tex`(${texts.after2})${U.v}, \; ${texts.angle}^{\circ}`,
          [
            mark(
              'M1',
              'Applies the impact rule again to their velocity',
              tex`${a}\mathbf{i} + ${rTex(e)}\left(${rTex(e.mul(b))}\right)\mathbf{j}`,
            ),
            mark('A1ft', 'Correct velocity, ft their (a)', texts.after2, ['b.1']),
            mark('A1', 'Correct angle with the walls, awrt', tex`\arctan\frac{${rTex(e.sq().mul(b))}}{${a}} = ${texts.angle}^{\circ}`, [
              'b.1',
            ]),
          ],
        ),
        part(tex`Find the fraction of its original kinetic energy that ${setting[1]} retains after the two impacts.`, texts.kept, [
          mark('M1', 'Ratio of the squared speeds', tex`\frac{${a}^{2} + \left(${rTex(e.sq().mul(b))}\right)^{2}}{${a * a + b * b}}`),
          mark('A1', 'Correct exact fraction', texts.kept, ['c.1']),
        ]),
        part(tex`Find the distance travelled by ${setting[1]} parallel to the walls between the two impacts.`, tex`${texts.along}${U.m}`, [
          mark(
            'M1',
            tex`Time to cross the channel from the \(\mathbf{j}\) component after the first impact`,
            tex`t = \frac{${W}}{${rTex(e.mul(b))}}`,
          ),
          mark('A1', 'Correct distance', tex`${a} \times t = ${texts.along}`, ['d.1']),
        ]),
      ],
      notes: [
        'Each wall changes only the component of velocity perpendicular to it.',
        tex`(b) The tangent of the angle with the walls after the second impact is \(e^{2}\) times the original tangent.`,
      ],
      facts: { a, b, W, e: [en, ed], texts },
    };
  },
};

export const fm1StringImpactExamTemplates: QuestionTemplate[] = [
  jerk,
  vectorCollision,
  pendulum,
  verticalStrings,
  sledge,
  thrownDown,
  findEFromLoss,
  betweenWalls,
  channel,
];
