/** Exam-length Further Mechanics 1 questions on momentum, work, energy and power (exact arithmetic). */
import { tex } from '../../math/tex.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { coef, G_EXACT as G, G_NOTE, ijR, massesOf, R, rDec, rTex, sfR, sfRoot, U } from './fm1-exact.js';

const r = (x: number) => R.of(x);
const half = R.frac(1, 2);
const ke = (m: R, v2: R) => half.mul(m).mul(v2);

/** Slopes with exact sin and cos: [tan as TeX, sin, cos]. */
export const EXACT_SLOPES: [string, R, R][] = [
  ['\\frac{3}{4}', R.frac(3, 5), R.frac(4, 5)],
  ['\\frac{4}{3}', R.frac(4, 5), R.frac(3, 5)],
  ['\\frac{5}{12}', R.frac(5, 13), R.frac(12, 13)],
  ['\\frac{7}{24}', R.frac(7, 25), R.frac(24, 25)],
];

const impulseReversal: QuestionTemplate = {
  id: 'fm1.momentum.impulse-reversal',
  subtopicId: 'fm1-momentum-and-impulse.one-dimension',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['momentum', 'impulse', 'kinetic energy', 'average force'],
  build(rng) {
    const m = r(rng.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1.5, 2, 2.5, 3]));
    const u = rng.int(3, 12);
    let v = 0;
    while (v === 0) v = rng.int(-8, u - 1);
    const t = r(rng.pick([0.05, 0.1, 0.2, 0.25, 0.4]));
    const I = m.mul(u - v);
    const reversed = v < 0;
    const F = I.div(t);
    const dKE = ke(m, R.of(v * v - u * u));
    const gain = dKE.sign > 0;
    const second = m.mul(Math.abs(v));
    const texts = { I: rDec(I), F: rDec(F), dKE: rDec(dKE.abs()), second: rDec(second) };
    const setting = rng.pick([
      [tex`A particle`, tex`on a smooth horizontal surface`],
      [tex`A trolley`, tex`along a smooth horizontal track`],
      [tex`A small block`, tex`on a smooth horizontal floor`],
    ]);
    return {
      title: 'An impulse that slows or reverses a particle',
      introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg moves in a straight line ${setting[1]} with speed \(${u}${U.v}\). It receives an impulse of magnitude \(${texts.I}${U.Ns}\) in the direction opposite to its motion.`,
      parts: [
        part(
          tex`Find the speed of \(P\) immediately after the impulse, and state whether its direction of motion has been reversed.`,
          tex`${Math.abs(v)}${U.v}, \; \text{${reversed ? 'reversed' : 'not reversed'}}`,
          [
            mark(
              'M1',
              'Impulse equals change in momentum, with the impulse negative',
              tex`-${texts.I} = ${coef(rDec(m), 'v')} - ${rDec(m)}(${u})`,
            ),
            mark('A1', 'Correct speed', tex`${Math.abs(v)}${U.v}`, ['a.1']),
            mark(
              'A1',
              tex`Correct statement about the direction, from the sign of \(v\)`,
              tex`v = ${v} \Rightarrow \text{${reversed ? 'reversed' : 'not reversed'}}`,
              ['a.1'],
            ),
          ],
        ),
        part(
          tex`The impulse is produced by a constant force acting for \(${rDec(t)}\) s. Find the magnitude of this force.`,
          tex`${texts.F}${U.N}`,
          [
            mark('M1', 'Impulse equals force times time', tex`${texts.I} = F \times ${rDec(t)}`),
            mark('A1', 'Correct force', tex`${texts.F}${U.N}`, ['b.1']),
          ],
        ),
        part(
          tex`Using your answer to part (a), find the change in the kinetic energy of \(P\), stating whether it is a gain or a loss.`,
          tex`${texts.dKE}${U.J}\ \text{${gain ? 'gain' : 'loss'}}`,
          [
            mark(
              'M1',
              'Difference of kinetic energies using their speed from (a)',
              tex`\frac{1}{2}(${rDec(m)})(${v * v}) - \frac{1}{2}(${rDec(m)})(${u * u})`,
            ),
            mark('A1ft', 'Correct magnitude with gain or loss, ft their speed', tex`${texts.dKE}${U.J}\ \text{${gain ? 'gain' : 'loss'}}`, [
              'c.1',
            ]),
          ],
        ),
        part(
          tex`\(P\) then receives a second impulse which brings it to rest. Find the magnitude of this impulse and state its direction relative to the original direction of motion of \(P\).`,
          tex`${texts.second}${U.Ns}, \; \text{${reversed ? 'in the original direction' : 'opposite to the original direction'}}`,
          [
            mark('M1', tex`Momentum of \(P\) after the first impulse reduced to zero`, tex`0 - ${rDec(m)}(${v})`),
            mark('A1ft', 'Correct magnitude and direction, ft their velocity', tex`${texts.second}${U.Ns}`, ['d.1']),
          ],
        ),
      ],
      notes: [
        '(a) The impulse must be given the opposite sign to the initial velocity for M1.',
        '(c) and (d) follow through their velocity from (a).',
      ],
      facts: { m: m.value, u, v, t: t.value, texts, reversed, gain },
    };
  },
};

const bounceImpulse: QuestionTemplate = {
  id: 'fm1.momentum.bounce-impulse',
  subtopicId: 'fm1-momentum-and-impulse.one-dimension',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', 'momentum', 'impulse', 'impact with a plane', 'coefficient of restitution'],
  build(rng) {
    const k = rng.int(3, 8);
    const j = rng.int(1, k - 1);
    const [h, H] = [R.frac(k * k, 10), R.frac(j * j, 10)];
    const m = r(rng.pick([0.05, 0.1, 0.2, 0.25, 0.4, 0.5]));
    const t = r(rng.pick([0.02, 0.04, 0.05, 0.1]));
    const [before, after] = [R.frac(7 * k, 5), R.frac(7 * j, 5)];
    const I = m.mul(before.add(after));
    const e = R.frac(j, k);
    const force = I.div(t).add(m.mul(G));
    const texts = { before: rDec(before), after: rDec(after), I: rDec(I), e: rTex(e), force: sfR(force) };
    const setting = rng.pick([
      [tex`A ball`, tex`horizontal floor`, tex`the floor`],
      [tex`A ball`, tex`horizontal court`, tex`the court`],
      [tex`A rubber ball`, tex`horizontal patio`, tex`the patio`],
    ]);
    return {
      title: 'Impulse from the floor on a bouncing ball',
      introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg is dropped from rest at a point \(${rDec(h)}\) m above a ${setting[1]}. It rebounds vertically and first comes to instantaneous rest \(${rDec(H)}\) m above ${setting[2]}. The ball is modelled as a particle and air resistance is ignored. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(
          tex`Show that the ball hits ${setting[2]} with speed \(${texts.before}${U.v}\), and find its speed immediately after the impact.`,
          tex`${texts.after}${U.v}`,
          [
            mark('B1*', tex`Speed of impact from \(v^{2} = 2gh\), cso`, tex`v^{2} = 2(9.8)(${rDec(h)}) \Rightarrow v = ${texts.before}`),
            mark('M1', tex`\(v^{2} = 2gs\) for the rebound to the greatest height`, tex`w^{2} = 2(9.8)(${rDec(H)})`),
            mark('A1', 'Correct rebound speed', tex`${texts.after}${U.v}`, ['a.2']),
          ],
        ),
        part(tex`Find the magnitude of the impulse exerted by ${setting[2]} on the ball.`, tex`${texts.I}${U.Ns}`, [
          mark('M1', 'Change of momentum with the change of direction', tex`${rDec(m)}(${texts.after} - (-${texts.before}))`),
          mark('A1ft', 'Correct impulse, ft their rebound speed', tex`${texts.I}${U.Ns}`, ['b.1']),
        ]),
        part(tex`Find the coefficient of restitution between the ball and ${setting[2]}.`, tex`${texts.e}`, [
          mark('M1', 'Speed of separation over speed of approach', tex`e = \frac{${texts.after}}{${texts.before}}`),
          mark('A1', 'Correct coefficient', tex`${texts.e}`, ['c.1']),
        ]),
        part(
          tex`The ball is in contact with ${setting[2]} for \(${rDec(t)}\) s. Using your answer to part (b), and taking account of the weight of the ball, find the magnitude of the average force exerted on the ball by ${setting[2]} during the impact.`,
          tex`${texts.force}${U.N}`,
          [
            mark('M1', tex`Impulse of the resultant force: \((R - mg)t = I\)`, tex`(R - ${coef(rDec(m), 'g')})(${rDec(t)}) = ${texts.I}`),
            mark('A1ft', 'Correct force, awrt, ft their impulse', tex`${texts.force}${U.N}`, ['d.1']),
          ],
        ),
      ],
      notes: [
        G_NOTE,
        '(a) B1* needs the printed speed reached from a correct equation.',
        '(d) Omitting the weight gives the impulse over the time: M0.',
      ],
      facts: { k, j, m: m.value, t: t.value, h: h.value, H: H.value, texts },
    };
  },
};

const springExplosion: QuestionTemplate = {
  id: 'fm1.momentum.spring-release',
  subtopicId: 'fm1-momentum-and-impulse.conservation',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'conservation of momentum', 'elastic potential energy', 'impulse'],
  build(rng) {
    const [mA, mB] = rng.sample([1, 1.5, 2, 2.5, 3, 4, 5], 2).map(r);
    const lambda = rng.int(4, 16) * 5;
    const l = r(rng.pick([0.3, 0.4, 0.5, 0.6]));
    const x = r(rng.pick([0.05, 0.08, 0.1, 0.12, 0.15]));
    const E = x.sq().mul(lambda).div(l.mul(2));
    const vA2 = E.mul(2)
      .mul(mB)
      .div(mA.mul(mA.add(mB)));
    const vB2 = E.mul(2)
      .mul(mA)
      .div(mB.mul(mA.add(mB)));
    const I2 = vB2.mul(mB.sq());
    const texts = { E: rDec(E), vA: sfRoot(vA2), vB: sfRoot(vB2), I: sfRoot(I2) };
    // (c) uses their speed of B from (b), to 3 s.f.
    const impulseCarried = mB.value * Number(texts.vB);
    const setting = rng.pick([
      [tex`Two particles`, tex`on a smooth horizontal surface`, tex`the particles`],
      [tex`Two trolleys`, tex`on a smooth horizontal track`, tex`the trolleys`],
    ]);
    return {
      title: 'Two particles pushed apart by a compressed spring',
      introTex: tex`${setting[0]} \(A\) and \(B\), ${massesOf([
        ['A', rDec(mA)],
        ['B', rDec(mB)],
      ])}, lie at rest ${setting[1]}. A light spring of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N is held between them, compressed to a length of \(${rDec(l.sub(x))}\) m by a light thread joining \(A\) and \(B\). The thread is cut, and the spring pushes ${setting[2]} apart along a straight line, falling away when it reaches its natural length.`,
      parts: [
        part(tex`Find the elastic potential energy stored in the spring before the thread is cut.`, tex`${texts.E}${U.J}`, [
          mark('M1', tex`Uses \(\frac{\lambda x^{2}}{2l}\) with the compression`, tex`\frac{${lambda}(${rDec(x)})^{2}}{2(${rDec(l)})}`),
          mark('A1', 'Correct energy', tex`${texts.E}${U.J}`, ['a.1']),
        ]),
        part(
          tex`Find the speeds of \(A\) and \(B\) when the spring falls away.`,
          tex`v_A = ${texts.vA}${U.v}, \; v_B = ${texts.vB}${U.v}`,
          [
            mark('M1', 'Conservation of momentum, total zero', tex`${coef(rDec(mA), 'v')}_A = ${coef(rDec(mB), 'v')}_B`),
            mark(
              'M1',
              'Elastic energy equals the total kinetic energy',
              tex`\frac{1}{2}(${rDec(mA)})v_A^{2} + \frac{1}{2}(${rDec(mB)})v_B^{2} = ${texts.E}`,
            ),
            mark('dM1', 'Eliminates one speed and solves, dependent on both M marks', tex`v_A^{2} = ${sfR(vA2)}`, ['b.1', 'b.2']),
            mark('A1', tex`Correct speed of \(A\), awrt`, tex`${texts.vA}${U.v}`, ['b.3']),
            mark('A1', tex`Correct speed of \(B\), awrt`, tex`${texts.vB}${U.v}`, ['b.3']),
          ],
        ),
        part(tex`Hence find the magnitude of the impulse exerted by the spring on \(B\).`, tex`${texts.I}${U.Ns}`, [
          mark('M1', tex`Change in momentum of \(B\) from rest`, tex`${rDec(mB)} \times v_B`),
          mark(
            'A1ft',
            tex`Correct magnitude, ft their speed of \(B\)`,
            roundedAnswerTex(Math.sqrt(I2.value), impulseCarried, U.Ns, texts.I),
            ['c.1'],
          ),
        ]),
      ],
      notes: [
        tex`The impulses on \(A\) and \(B\) are equal and opposite; either may be used in (c).`,
        '(b) Equal speeds assumed: M0 for the momentum equation.',
      ],
      facts: {
        mA: mA.value,
        mB: mB.value,
        lambda,
        l: l.value,
        x: x.value,
        texts,
        carriedRoundings: [{ allocationId: 'c.2', fromExact: Math.sqrt(I2.value), fromCarried: impulseCarried }],
      },
    };
  },
};

const vectorDeflection: QuestionTemplate = {
  id: 'fm1.momentum.bat-deflection',
  subtopicId: 'fm1-momentum-and-impulse.momentum-as-a-vector',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['momentum', 'impulse', 'vectors', 'kinetic energy', 'angle of deflection'],
  build(rng) {
    for (;;) {
      const m = r(rng.pick([0.1, 0.15, 0.2, 0.25, 0.4, 0.5]));
      const u = [rng.nonZero(-8, 8), rng.int(-8, 8)];
      const v = [rng.nonZero(-9, 9), rng.nonZero(-9, 9)];
      const cross = u[0] * v[1] - u[1] * v[0];
      const [u2, v2] = [u[0] ** 2 + u[1] ** 2, v[0] ** 2 + v[1] ** 2];
      if (cross === 0 || u2 === v2) continue;
      const J = [m.mul(v[0] - u[0]), m.mul(v[1] - u[1])];
      const J2 = J[0].sq().add(J[1].sq());
      const angle = (Math.acos((u[0] * v[0] + u[1] * v[1]) / Math.sqrt(u2 * v2)) * 180) / Math.PI;
      const dKE = ke(m, R.of(v2 - u2));
      const gain = dKE.sign > 0;
      const ij = (w: number[]) => ijR(w.map((c) => R.of(c)));
      const texts = { J: ijR(J, rDec), Jmag: sfRoot(J2), angle: sfR(R.of(angle.toFixed(9))), dKE: rDec(dKE.abs()) };
      const setting = rng.pick([
        [tex`A ball`, tex`struck by a bat`, tex`the bat`],
        [tex`A ball`, tex`struck by a racket`, tex`the racket`],
        [tex`A ball`, tex`struck by a stick`, tex`the stick`],
      ]);
      return {
        title: 'A ball deflected by a bat',
        introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg is moving with velocity \((${ij(u)})${U.v}\) when it is ${setting[1]}. Immediately after being struck, the ball has velocity \((${ij(v)})${U.v}\).`,
        parts: [
          part(tex`Find the impulse exerted by ${setting[2]} on the ball.`, tex`(${texts.J})${U.Ns}`, [
            mark(
              'M1',
              tex`Impulse \(\mathbf{I} = m\mathbf{v} - m\mathbf{u}\) as vectors`,
              tex`${rDec(m)}\left[(${ij(v)}) - (${ij(u)})\right]`,
            ),
            mark('A1', 'Correct impulse', tex`(${texts.J})${U.Ns}`, ['a.1']),
          ]),
          part(tex`Hence find the magnitude of this impulse.`, tex`${texts.Jmag}${U.Ns}`, [
            mark('M1', 'Magnitude of their impulse vector', tex`\sqrt{(${rDec(J[0])})^{2} + (${rDec(J[1])})^{2}}`),
            mark('A1ft', 'Correct magnitude, awrt, ft their impulse', tex`${texts.Jmag}${U.Ns}`, ['b.1']),
          ]),
          part(
            tex`Find the angle through which the direction of motion of the ball is turned by the impact.`,
            tex`${texts.angle}^{\circ}`,
            [
              mark(
                'M1',
                'Scalar product of the two velocities, or the direction angle of each',
                tex`\cos\theta = \frac{${u[0] * v[0] + u[1] * v[1]}}{\sqrt{${u2}}\sqrt{${v2}}}`,
              ),
              mark(
                'dM1',
                'Complete method for the angle between the directions, dependent on M1',
                tex`\theta = \arccos\left(\frac{${u[0] * v[0] + u[1] * v[1]}}{\sqrt{${u2 * v2}}}\right)`,
                ['c.1'],
              ),
              mark('A1', 'Correct angle, awrt', tex`${texts.angle}^{\circ}`, ['c.1', 'c.2']),
            ],
          ),
          part(
            tex`Find the change in the kinetic energy of the ball, stating whether it is a gain or a loss.`,
            tex`${texts.dKE}${U.J}\ \text{${gain ? 'gain' : 'loss'}}`,
            [
              mark(
                'M1',
                'Difference of kinetic energies using squared speeds',
                tex`\frac{1}{2}(${rDec(m)})(${v2}) - \frac{1}{2}(${rDec(m)})(${u2})`,
              ),
              mark('A1', 'Correct magnitude with gain or loss', tex`${texts.dKE}${U.J}`, ['d.1']),
            ],
          ),
        ],
        notes: [
          '(c) Subtracting the two direction angles is an equally good method.',
          '(d) Kinetic energy uses speeds: the vectors are not squared componentwise with signs kept.',
        ],
        facts: { m: m.value, u, v, texts, gain },
      };
    }
  },
};

const vectorCoalesce: QuestionTemplate = {
  id: 'fm1.momentum.vector-coalesce',
  subtopicId: 'fm1-momentum-and-impulse.momentum-as-a-vector',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['synoptic', 'momentum', 'vectors', 'kinetic energy', 'impulse'],
  build(rng) {
    for (;;) {
      const [m1, m2] = [rng.int(1, 6), rng.int(1, 6)];
      const u1 = [rng.int(-6, 8), rng.int(-6, 6)];
      const u2 = [rng.int(-8, 6), rng.int(-6, 6)];
      if ((u1[0] === u2[0] && u1[1] === u2[1]) || (u1[0] === 0 && u1[1] === 0) || (u2[0] === 0 && u2[1] === 0)) continue;
      const M = m1 + m2;
      const V = [R.frac(m1 * u1[0] + m2 * u2[0], M), R.frac(m1 * u1[1] + m2 * u2[1], M)];
      if (V[0].sign === 0 && V[1].sign === 0) continue;
      const V2 = V[0].sq().add(V[1].sq());
      const before = ke(R.of(m1), R.of(u1[0] ** 2 + u1[1] ** 2)).add(ke(R.of(m2), R.of(u2[0] ** 2 + u2[1] ** 2)));
      const loss = before.sub(ke(R.of(M), V2));
      const J = [V[0].sub(u1[0]).mul(m1), V[1].sub(u1[1]).mul(m1)];
      const ij = (w: number[]) => ijR(w.map((c) => R.of(c)));
      const texts = { V: ijR(V), speed: sfRoot(V2), loss: rDec(loss), J: ijR(J) };
      const setting = rng.pick([
        [tex`Two particles`, tex`move on a smooth`, tex`a single particle`],
        [tex`Two lumps of clay`, tex`slide on a smooth`, tex`a single lump`],
      ]);
      return {
        title: 'Two particles coalescing on a plane',
        introTex: tex`${setting[0]} \(P\) and \(Q\), ${massesOf([
          ['P', m1],
          ['Q', m2],
        ])}, ${setting[1]} horizontal plane with velocities \((${ij(u1)})${U.v}\) and \((${ij(u2)})${U.v}\) respectively. They collide and coalesce to form ${setting[2]} \(C\).`,
        parts: [
          part(tex`Find the velocity of \(C\) immediately after the collision.`, tex`(${texts.V})${U.v}`, [
            mark('M1', 'Conservation of momentum as vectors', tex`${m1}(${ij(u1)}) + ${m2}(${ij(u2)}) = ${M}\mathbf{v}`),
            mark('A1', 'Correct velocity', tex`\mathbf{v} = ${texts.V}`, ['a.1']),
          ]),
          part(tex`Hence find the speed of \(C\).`, tex`${texts.speed}${U.v}`, [
            mark('M1', 'Magnitude of their velocity', tex`\sqrt{\left(${rTex(V[0])}\right)^{2} + \left(${rTex(V[1])}\right)^{2}}`),
            mark('A1ft', 'Correct speed, awrt, ft their velocity', tex`${texts.speed}${U.v}`, ['b.1']),
          ]),
          part(tex`Find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
            mark('M1', 'Total kinetic energy before, from the speeds', tex`${rDec(before)}`),
            mark('M1', tex`Kinetic energy after, using their speed of \(C\)`, tex`\frac{1}{2}(${M})(${rDec(V2)})`),
            mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['c.1', 'c.2']),
          ]),
          part(tex`Find the impulse exerted on \(P\) by \(Q\) in the collision.`, tex`(${texts.J})${U.Ns}`, [
            mark('M1', tex`Change in momentum of \(P\)`, tex`${m1}\left[(${texts.V}) - (${ij(u1)})\right]`),
            mark('A1ft', tex`Correct impulse, ft their velocity of \(C\)`, tex`(${texts.J})${U.Ns}`, ['d.1']),
          ]),
        ],
        notes: [
          '(c) Answers to 3 s.f. are acceptable where the loss is not exact.',
          tex`(d) The impulse on \(Q\) is the negative of this.`,
        ],
        facts: { m1, m2, u1, u2, texts },
      };
    }
  },
};

const ropeUpSlope: QuestionTemplate = {
  id: 'fm1.energy.crate-up-slope',
  subtopicId: 'fm1-work-energy-and-power.work-done',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['work done', 'friction', 'inclined plane', 'power'],
  build(rng) {
    const [tanTex, sin, cos] = rng.pick(EXACT_SLOPES);
    const m = rng.int(5, 30);
    const d = rng.int(3, 15);
    const mu = r(rng.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5]));
    const s = r(rng.pick([0.5, 0.8, 1.2, 1.5, 2]));
    const Rn = G.mul(m).mul(cos);
    const wF = mu.mul(Rn).mul(d);
    const wG = G.mul(m).mul(sin).mul(d);
    const T = wF.add(wG).div(d);
    const P = T.mul(s);
    const texts = { wF: sfR(wF), wG: sfR(wG), T: sfR(T), P: sfR(P) };
    // (c) carries their (a) and (b) to 3 s.f., (d) their (c).
    const TCarried = (Number(texts.wF) + Number(texts.wG)) / d;
    const PCarried = Number(texts.T) * s.value;
    const setting = rng.pick([
      [tex`A crate`, tex`the crate`, tex`The crate`],
      [tex`A sack`, tex`the sack`, tex`The sack`],
      [tex`A trunk`, tex`the trunk`, tex`The trunk`],
    ]);
    return {
      title: 'Work done pulling a crate up a rough slope',
      introTex: tex`${setting[0]} of mass \(${m}\) kg is pulled at constant speed for \(${d}\) m up a line of greatest slope of a rough plane inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = ${tanTex}\). The rope is parallel to the line of greatest slope and the coefficient of friction between ${setting[1]} and the plane is \(${rDec(mu)}\). ${setting[2]} is modelled as a particle. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the work done against friction.`, tex`${texts.wF}${U.J}`, [
          mark('M1', 'Resolves perpendicular to the plane', tex`R = ${m}g\cos\alpha`),
          mark('M1', tex`Friction \(\mu R\) times the distance`, tex`${rDec(mu)} \times ${m}g\cos\alpha \times ${d}`),
          mark('A1', 'Correct work done, awrt', tex`${texts.wF}${U.J}`, ['a.1', 'a.2']),
        ]),
        part(tex`Find the work done against gravity.`, tex`${texts.wG}${U.J}`, [
          mark('M1', 'Weight times vertical height gained', tex`${m}g \times ${d}\sin\alpha`),
          mark('A1', 'Correct work done, awrt', tex`${texts.wG}${U.J}`, ['b.1']),
        ]),
        part(tex`Hence find the tension in the rope.`, tex`${texts.T}${U.N}`, [
          mark(
            'M1',
            'Work done by the tension equals the total work done, divided by the distance',
            tex`T \times ${d} = ${texts.wF} + ${texts.wG}`,
          ),
          mark('A1ft', 'Correct tension, awrt, ft their (a) and (b)', roundedAnswerTex(T.value, TCarried, U.N, texts.T), ['c.1']),
        ]),
        part(tex`${setting[2]} moves at \(${rDec(s)}${U.v}\). Find the rate at which the tension is doing work.`, tex`${texts.P}${U.W}`, [
          mark('M1', 'Power equals force times speed', tex`${texts.T} \times ${rDec(s)}`),
          mark('A1ft', 'Correct power, awrt, ft their tension', roundedAnswerTex(P.value, PCarried, U.W, texts.P), ['d.1']),
        ]),
      ],
      notes: [G_NOTE, '(c) Resolving along the slope is an equally good method.', 'At constant speed the kinetic energy does not change.'],
      facts: {
        m,
        d,
        mu: mu.value,
        s: s.value,
        sin: [sin.n, sin.d].map(Number),
        cos: [cos.n, cos.d].map(Number),
        texts,
        carriedRoundings: [
          { allocationId: 'c.2', fromExact: T.value, fromCarried: TCarried },
          { allocationId: 'd.2', fromExact: P.value, fromCarried: PCarried },
        ],
      },
    };
  },
};

const crane: QuestionTemplate = {
  id: 'fm1.energy.crane-lift',
  subtopicId: 'fm1-work-energy-and-power.work-done',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['work done', 'work-energy principle', 'power'],
  build(rng) {
    const m = rng.int(4, 24) * 50;
    const h = rng.int(5, 30);
    const v = r(rng.pick([1, 1.5, 2, 2.5, 3]));
    const t = rng.int(10, 40);
    const w = r(rng.pick([0.4, 0.5, 0.6, 0.8, 1.2]));
    const pe = G.mul(m).mul(h);
    const work = pe.add(ke(R.of(m), v.sq()));
    const avg = work.div(t * 1000);
    const P = G.mul(m).mul(w).div(1000);
    const texts = { pe: sfR(pe), work: sfR(work), avg: sfR(avg), P: sfR(P) };
    // (b) carries their (a), (c) their (b), each to 3 s.f.
    const workCarried = Number(texts.pe) + ke(R.of(m), v.sq()).value;
    const avgCarried = Number(texts.work) / (t * 1000);
    const setting = rng.pick([
      [tex`A crane`, tex`the crane's cable`, tex`the crane`],
      [tex`A winch`, tex`the winch's cable`, tex`the winch`],
      [tex`A builder's hoist`, tex`the hoist's cable`, tex`the hoist`],
    ]);
    return {
      title: 'Work done and power of a crane',
      introTex: tex`${setting[0]} lifts a load of mass \(${m}\) kg vertically. The load starts from rest and, after rising \(${h}\) m, it is moving upwards with speed \(${rDec(v)}${U.v}\). Resistances to motion are ignored. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the gain in gravitational potential energy of the load.`, tex`${texts.pe}${U.J}`, [
          mark('M1', tex`\(mgh\)`, tex`${m} \times 9.8 \times ${h}`),
          mark('A1', 'Correct energy, awrt', tex`${texts.pe}${U.J}`, ['a.1']),
        ]),
        part(tex`Using the work-energy principle, find the work done by the tension in ${setting[1]}.`, tex`${texts.work}${U.J}`, [
          mark('M1', 'Work done equals gain in PE plus gain in KE', tex`${texts.pe} + \frac{1}{2}(${m})(${rDec(v)})^{2}`),
          mark('B1', 'Correct gain in kinetic energy', tex`\frac{1}{2}(${m})(${rDec(v)})^{2}`),
          mark('A1ft', 'Correct work done, awrt, ft their (a)', roundedAnswerTex(work.value, workCarried, U.J, texts.work), ['b.1']),
        ]),
        part(
          tex`The lift takes \(${t}\) s. Find the average rate at which the cable does work, giving your answer in kW.`,
          tex`${texts.avg}${U.kW}`,
          [
            mark('M1', tex`Work done over time, converted to \(\mathrm{kW}\)`, tex`\frac{${texts.work}}{${t} \times 1000}`),
            mark('A1ft', 'Correct average power, awrt, ft their (b)', roundedAnswerTex(avg.value, avgCarried, U.kW, texts.avg), ['c.1']),
          ],
        ),
        part(
          tex`The load is then raised at a constant speed of \(${rDec(w)}${U.v}\). Find the power developed by ${setting[2]}, in kW.`,
          tex`${texts.P}${U.kW}`,
          [
            mark('M1', tex`Tension equals the weight at constant speed, and \(P = Tv\)`, tex`${m}g \times ${rDec(w)}`),
            mark('A1', 'Correct power, awrt', tex`${texts.P}${U.kW}`, ['d.1']),
          ],
        ),
      ],
      notes: [G_NOTE],
      facts: {
        m,
        h,
        v: v.value,
        t,
        w: w.value,
        texts,
        carriedRoundings: [
          { allocationId: 'b.3', fromExact: work.value, fromCarried: workCarried },
          { allocationId: 'c.2', fromExact: avg.value, fromCarried: avgCarried },
        ],
      },
    };
  },
};

const smoothTrack: QuestionTemplate = {
  id: 'fm1.energy.smooth-track',
  subtopicId: 'fm1-work-energy-and-power.kinetic-and-potential-energy',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['kinetic energy', 'gravitational potential energy', 'conservation of energy'],
  build(rng) {
    const m = r(rng.pick([0.2, 0.5, 1, 2, 3, 4]));
    const h = r(rng.pick([2, 2.5, 3, 4, 4.5, 5, 6, 8, 10, 12]));
    const c = R.of(rng.int(1, Math.floor(h.value) - 1));
    const keB = G.mul(m).mul(h);
    const vB2 = G.mul(h).mul(2);
    const vC2 = G.mul(h.sub(c)).mul(2);
    const y = h.mul(R.frac(3, 4));
    const texts = { keB: sfR(keB), vB: sfRoot(vB2), vC: sfRoot(vC2), y: rDec(y) };
    // (b) uses their kinetic energy from (a), to 3 s.f.
    const vBCarried = Math.sqrt((2 * Number(texts.keB)) / m.value);
    const setting = rng.pick([
      [tex`A particle`, tex`a smooth curved track`, tex`the track`],
      [tex`A bead`, tex`a smooth curved wire`, tex`the wire`],
      [tex`A small toy car`, tex`a smooth curved toy track`, tex`the toy track`],
    ]);
    return {
      title: 'A particle on a smooth curved track',
      introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg is released from rest at a point \(A\) on ${setting[1]} in a vertical plane. \(A\) is \(${rDec(h)}\) m above the lowest point \(B\) of ${setting[2]}. Beyond \(B\) ${setting[2]} rises to a point \(C\), which is \(${rDec(c)}\) m above \(B\). Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the kinetic energy of \(P\) at \(B\).`, tex`${texts.keB}${U.J}`, [
          mark('M1', 'Kinetic energy gained equals potential energy lost', tex`${rDec(m)} \times 9.8 \times ${rDec(h)}`),
          mark('A1', 'Correct kinetic energy, awrt', tex`${texts.keB}${U.J}`, ['a.1']),
        ]),
        part(tex`Hence find the speed of \(P\) at \(B\).`, tex`${texts.vB}${U.v}`, [
          mark('M1', tex`Sets their kinetic energy equal to \(\frac{1}{2}mv^{2}\)`, tex`\frac{1}{2}(${rDec(m)})v^{2} = ${texts.keB}`),
          mark('A1ft', 'Correct speed, awrt, ft their (a)', roundedAnswerTex(Math.sqrt(vB2.value), vBCarried, U.v, texts.vB), ['b.1']),
        ]),
        part(tex`Find the speed of \(P\) at \(C\).`, tex`${texts.vC}${U.v}`, [
          mark('M1', tex`Energy equation from \(A\) to \(C\) (or \(B\) to \(C\))`, tex`\frac{1}{2}v^{2} = 9.8(${rDec(h)} - ${rDec(c)})`),
          mark('A1', 'Correct speed, awrt', tex`${texts.vC}${U.v}`, ['c.1']),
        ]),
        part(
          tex`Find the height above \(B\) of the points of ${setting[2]} at which the speed of \(P\) is half of its speed at \(B\).`,
          tex`${texts.y}${U.m}`,
          [
            mark(
              'M1',
              tex`Energy equation with speed half the speed at \(B\)`,
              tex`\frac{1}{2}m\left(\frac{v_B}{2}\right)^{2} + mgy = mg(${rDec(h)})`,
            ),
            mark(
              'dM1',
              tex`Uses \(v_B^{2} = 2gh\) to eliminate the speed, dependent on M1`,
              tex`\frac{1}{4}(${rDec(h)}) + y = ${rDec(h)}`,
              ['d.1'],
            ),
            mark('A1', 'Correct height', tex`y = ${texts.y}${U.m}`, ['d.1', 'd.2']),
          ],
        ),
      ],
      notes: [G_NOTE, 'The track is smooth, so no work is done against resistance and mechanical energy is conserved.'],
      facts: {
        m: m.value,
        h: h.value,
        c: c.value,
        texts,
        carriedRoundings: [{ allocationId: 'b.2', fromExact: Math.sqrt(vB2.value), fromCarried: vBCarried }],
      },
    };
  },
};

const cliff: QuestionTemplate = {
  id: 'fm1.energy.stone-from-cliff',
  subtopicId: 'fm1-work-energy-and-power.kinetic-and-potential-energy',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['kinetic energy', 'gravitational potential energy', 'work against resistance'],
  build(rng) {
    const m = r(rng.pick([0.1, 0.2, 0.25, 0.4, 0.5]));
    const u = rng.int(5, 20);
    const H = rng.int(2, 12) * 5;
    const k = rng.int(1, H / 5 - 1) * 5 - rng.pick([0, 2]);
    const vt2 = G.mul(2 * H).add(u * u);
    const v = rng.int(u + 1, Math.floor(Math.sqrt(vt2.value)) - 1);
    const keA = ke(m, R.of(u * u));
    const pe = G.mul(m).mul(H);
    const wd = keA.add(pe).sub(ke(m, R.of(v * v)));
    const vk2 = G.mul(2 * (H - k)).add(u * u);
    const texts = { keA: rDec(keA), pe: sfR(pe), vt: sfRoot(vt2), wd: sfR(wd), vk: sfRoot(vk2) };
    // (b) and (c) carry their energies from (a), the potential energy to 3 s.f.
    const startCarried = Number(texts.keA) + Number(texts.pe);
    const vtCarried = Math.sqrt((2 * startCarried) / m.value);
    const wdCarried = startCarried - ke(m, R.of(v * v)).value;
    const setting = rng.pick([
      [tex`A stone`, tex`the stone`, tex`a vertical cliff`],
      [tex`A pebble`, tex`the pebble`, tex`a vertical sea wall`],
      [tex`A ball`, tex`the ball`, tex`a vertical tower`],
    ]);
    return {
      title: 'Energy of a stone thrown from a cliff',
      introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg is thrown from a point at the top of ${setting[2]}, \(${H}\) m above the sea, with speed \(${u}${U.v}\). Take \(g = 9.8${U.a}\).`,
      parts: [
        part(
          tex`Find the kinetic energy of ${setting[1]} when it is thrown, and the potential energy it loses in falling to the sea.`,
          tex`${texts.keA}${U.J}, \; ${texts.pe}${U.J}`,
          [
            mark('B1', 'Correct initial kinetic energy', tex`\frac{1}{2}(${rDec(m)})(${u})^{2} = ${texts.keA}`),
            mark('B1', 'Correct potential energy lost, awrt', tex`${rDec(m)}(9.8)(${H}) = ${texts.pe}`),
          ],
        ),
        part(
          tex`Assuming that air resistance can be ignored, use your answers to part (a) to find the speed with which ${setting[1]} hits the sea.`,
          tex`${texts.vt}${U.v}`,
          [
            mark(
              'M1',
              'Final kinetic energy equals initial KE plus PE lost',
              tex`\frac{1}{2}(${rDec(m)})v^{2} = ${texts.keA} + ${texts.pe}`,
            ),
            mark('A1ft', 'Correct speed, awrt, ft their energies', roundedAnswerTex(Math.sqrt(vt2.value), vtCarried, U.v, texts.vt), [
              'b.1',
            ]),
          ],
        ),
        part(
          tex`In fact ${setting[1]} hits the sea with speed \(${v}${U.v}\). Find the work done against air resistance.`,
          tex`${texts.wd}${U.J}`,
          [
            mark(
              'M1',
              'Work done equals energy at the start minus kinetic energy at the sea',
              tex`${texts.keA} + ${texts.pe} - \frac{1}{2}(${rDec(m)})(${v})^{2}`,
            ),
            mark('A1', 'Correct unsimplified expression', tex`${texts.keA} + ${texts.pe} - \frac{1}{2}(${rDec(m)})(${v})^{2}`, ['c.1']),
            mark('A1', 'Correct work done, awrt', roundedAnswerTex(wd.value, wdCarried, U.J, texts.wd), ['c.1']),
          ],
        ),
        part(
          tex`Assuming again that air resistance can be ignored, find the speed of ${setting[1]} when it is \(${k}\) m above the sea.`,
          tex`${texts.vk}${U.v}`,
          [
            mark('M1', 'Energy equation to the height given', tex`\frac{1}{2}v^{2} = \frac{1}{2}(${u})^{2} + 9.8(${H - k})`),
            mark('A1', 'Correct speed, awrt', tex`${texts.vk}${U.v}`, ['d.1']),
          ],
        ),
      ],
      notes: [G_NOTE, 'The direction of projection does not matter to an energy method.'],
      facts: {
        m: m.value,
        u,
        H,
        k,
        v,
        texts,
        carriedRoundings: [
          { allocationId: 'b.2', fromExact: Math.sqrt(vt2.value), fromCarried: vtCarried },
          { allocationId: 'c.3', fromExact: wd.value, fromCarried: wdCarried },
        ],
      },
    };
  },
};

const slopeThenLevel: QuestionTemplate = {
  id: 'fm1.energy.slope-then-floor',
  subtopicId: 'fm1-work-energy-and-power.work-energy-principle',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['work-energy principle', 'friction', 'inclined plane'],
  build(rng) {
    for (;;) {
      const [tanTex, sin, cos] = rng.pick(EXACT_SLOPES);
      const mu1 = r(rng.pick([0.1, 0.15, 0.2, 0.25, 0.3]));
      if (sin.cmp(mu1.mul(cos).mul(1.2)) <= 0) continue;
      const mu2 = r(rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]));
      const m = rng.int(2, 10);
      const d = rng.int(3, 12);
      const wd = mu1.mul(G).mul(m).mul(cos).mul(d);
      const v2 = G.mul(2 * d).mul(sin.sub(mu1.mul(cos)));
      const s = v2.div(mu2.mul(G).mul(2));
      const texts = { wd: sfR(wd), v: sfRoot(v2), s: sfR(s) };
      // (b) uses their work done from (a), (c) their speed from (b), each to 3 s.f.
      const vCarried = Math.sqrt((2 * (G.mul(m * d).mul(sin).value - Number(texts.wd))) / m);
      const sCarried = Number(texts.v) ** 2 / (2 * mu2.mul(G).value);
      const setting = rng.pick([
        [tex`A particle of mass`, tex`the particle`, tex`rough horizontal floor`, tex`the floor`],
        [tex`A sledge of mass`, tex`the sledge`, tex`rough horizontal ground`, tex`the ground`],
        [tex`A toboggan of mass`, tex`the toboggan`, tex`rough horizontal snow`, tex`the snow`],
      ]);
      return {
        title: 'Sliding down a rough slope and along a rough floor',
        introTex: tex`${setting[0]} \(${m}\) kg is released from rest at a point \(A\) on a rough plane inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = ${tanTex}\). It slides \(${d}\) m down a line of greatest slope to the bottom \(B\) of the plane, and then moves along a ${setting[2]} until it comes to rest at \(C\). The coefficient of friction is \(${rDec(mu1)}\) between ${setting[1]} and the plane, and \(${rDec(mu2)}\) between ${setting[1]} and ${setting[3]}. No speed is lost at \(B\). Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the work done against friction as ${setting[1]} moves from \(A\) to \(B\).`, tex`${texts.wd}${U.J}`, [
            mark('M1', 'Normal reaction on the plane', tex`R = ${m}g\cos\alpha`),
            mark('M1', tex`\(\mu R\) times the distance`, tex`${rDec(mu1)} \times ${m}g\cos\alpha \times ${d}`),
            mark('A1', 'Correct work done, awrt', tex`${texts.wd}${U.J}`, ['a.1', 'a.2']),
          ]),
          part(tex`Use the work-energy principle to find the speed of ${setting[1]} at \(B\).`, tex`${texts.v}${U.v}`, [
            mark(
              'M1',
              'Potential energy lost equals kinetic energy gained plus work against friction',
              tex`${m}g(${d}\sin\alpha) = \frac{1}{2}(${m})v^{2} + ${texts.wd}`,
            ),
            mark('A1ft', 'Correct equation, ft their (a)', tex`${sfR(G.mul(m * d).mul(sin))} = ${coef(m / 2, 'v')}^{2} + ${texts.wd}`, [
              'b.1',
            ]),
            mark('A1', 'Correct speed, awrt', roundedAnswerTex(Math.sqrt(v2.value), vCarried, U.v, texts.v), ['b.1']),
          ]),
          part(tex`Hence find the distance \(BC\).`, tex`${texts.s}${U.m}`, [
            mark(
              'M1',
              tex`Kinetic energy at \(B\) equals work done against friction on ${setting[3]}`,
              tex`\frac{1}{2}(${m})v^{2} = ${rDec(mu2)}(${m})g \times BC`,
            ),
            mark('A1ft', 'Correct distance, awrt, ft their speed', roundedAnswerTex(s.value, sCarried, U.m, texts.s), ['c.1']),
          ]),
        ],
        notes: [G_NOTE, '(b) A suvat method does not use the work-energy principle: M0.'],
        facts: {
          m,
          d,
          mu1: mu1.value,
          mu2: mu2.value,
          sin: [sin.n, sin.d].map(Number),
          cos: [cos.n, cos.d].map(Number),
          texts,
          carriedRoundings: [
            { allocationId: 'b.3', fromExact: Math.sqrt(v2.value), fromCarried: vCarried },
            { allocationId: 'c.2', fromExact: s.value, fromCarried: sCarried },
          ],
        },
      };
    }
  },
};

const pump: QuestionTemplate = {
  id: 'fm1.energy.pump',
  subtopicId: 'fm1-work-energy-and-power.power',
  difficulty: 3,
  frequency: 'occasional',
  tags: ['power', 'kinetic energy', 'gravitational potential energy'],
  build(rng) {
    const M = rng.pick([5, 8, 10, 12, 15, 20, 25]);
    const D = rng.int(2, 15);
    const v = rng.int(4, 15);
    const P2 = rng.pick([2, 3, 4, 5, 6, 8]);
    const pe = G.mul(M * D);
    const k = ke(R.of(M), R.of(v * v));
    const P = pe.add(k).div(1000);
    const M2 = R.of(P2 * 1000).div(G.mul(D).add(half.mul(v * v)));
    const texts = { pe: sfR(pe), ke: rDec(k), P: sfR(P), M2: sfR(M2) };
    // (c) carries their (a) to 3 s.f.
    const PCarried = (Number(texts.pe) + k.value) / 1000;
    const setting = rng.pick([
      [tex`a well whose water surface is`, tex`from the same well`],
      [tex`a flooded cellar whose water surface is`, tex`from the same cellar`],
    ]);
    return {
      title: 'The power of a pump',
      introTex: tex`A pump raises water from ${setting[0]} \(${D}\) m below ground level, and ejects it at ground level through a nozzle with speed \(${v}${U.v}\). The pump raises \(${M}\) kg of water each second. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the potential energy given to the water each second.`, tex`${texts.pe}${U.J}`, [
          mark('M1', tex`\(mgh\) for the mass raised in one second`, tex`${M} \times 9.8 \times ${D}`),
          mark('A1', 'Correct energy, awrt', tex`${texts.pe}${U.J}`, ['a.1']),
        ]),
        part(tex`Find the kinetic energy given to the water each second.`, tex`${texts.ke}${U.J}`, [
          mark('B1', 'Correct kinetic energy', tex`\frac{1}{2}(${M})(${v})^{2} = ${texts.ke}`),
        ]),
        part(tex`Hence find the power of the pump, in kW, assuming that no energy is wasted.`, tex`${texts.P}${U.kW}`, [
          mark('M1', 'Power equals energy given to the water each second', tex`\frac{${texts.pe} + ${texts.ke}}{1000}`),
          mark('A1ft', 'Correct power, awrt, ft their (a) and (b)', roundedAnswerTex(P.value, PCarried, U.kW, texts.P), ['c.1']),
        ]),
        part(
          tex`A more powerful pump working at \(${P2}\) kW raises water ${setting[1]} and ejects it with the same speed. Find the mass of water it raises each second.`,
          tex`${texts.M2}${U.kg}`,
          [
            mark('M1', 'Energy given to each kilogram', tex`9.8(${D}) + \frac{1}{2}(${v})^{2}`),
            mark(
              'M1',
              'Power in watts divided by the energy per kilogram',
              tex`\frac{${P2 * 1000}}{${sfR(G.mul(D).add(half.mul(v * v)))}}`,
            ),
            mark('A1', 'Correct mass, awrt', tex`${texts.M2}${U.kg}`, ['d.1', 'd.2']),
          ],
        ),
      ],
      notes: [G_NOTE, tex`Power in \(\mathrm{kW}\) used directly as watts scores M0 in (d).`],
      facts: { M, D, v, P2, texts, carriedRoundings: [{ allocationId: 'c.2', fromExact: P.value, fromCarried: PCarried }] },
    };
  },
};

const towing: QuestionTemplate = {
  id: 'fm1.energy.car-towing-trailer',
  subtopicId: 'fm1-work-energy-and-power.power',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['power', 'driving force', 'connected particles', 'maximum speed'],
  build(rng) {
    for (;;) {
      const M = rng.pick([800, 900, 1000, 1200, 1500]);
      const m = rng.int(2, 6) * 100;
      const R1 = rng.int(6, 12) * 50;
      const R2 = rng.int(2, 6) * 50;
      const P = rng.int(20, 45);
      const v = rng.int(8, 15);
      const a = R.of(P * 1000)
        .div(v)
        .sub(R1 + R2)
        .div(M + m);
      if (a.cmp(R.frac(1, 10)) < 0) continue;
      const T = a.mul(m).add(R2);
      const vmax = R.of(P * 1000).div(R1 + R2);
      const dec = R.frac(R2, m);
      const texts = { a: sfR(a), T: sfR(T), vmax: sfR(vmax), dec: rDec(dec) };
      // (b) carries their (a) to 3 s.f.
      const TCarried = m * Number(texts.a) + R2;
      const setting = rng.pick([
        [tex`A car`, tex`the car`, tex`a trailer`, tex`the trailer`, tex`and trailer`],
        [tex`A van`, tex`the van`, tex`a caravan`, tex`the caravan`, tex`and caravan`],
        [tex`A tractor`, tex`the tractor`, tex`a farm trailer`, tex`the trailer`, tex`and trailer`],
      ]);
      return {
        title: 'A car towing a trailer at constant power',
        introTex: tex`${setting[0]} of mass \(${M}\) kg tows ${setting[2]} of mass \(${m}\) kg along a straight horizontal road by means of a light rigid tow bar. The resistances to motion of ${setting[1]} and ${setting[3]} are constant, of magnitudes \(${R1}\) N and \(${R2}\) N respectively. The engine of ${setting[1]} works at a constant rate of \(${P}\) kW.`,
        parts: [
          part(tex`Find the acceleration of ${setting[1]} ${setting[4]} when their speed is \(${v}${U.v}\).`, tex`${texts.a}${U.a}`, [
            mark('M1', tex`Driving force from \(P = Fv\)`, tex`F = \frac{${P * 1000}}{${v}}`),
            mark('M1', 'Newton II for the whole system', tex`F - ${R1} - ${R2} = ${M + m}a`),
            mark('A1', 'Correct acceleration, awrt', tex`${texts.a}${U.a}`, ['a.1', 'a.2']),
          ]),
          part(tex`Using your answer to part (a), find the tension in the tow bar at this instant.`, tex`${texts.T}${U.N}`, [
            mark('M1', 'Newton II for the trailer alone (or the car alone)', tex`T - ${R2} = ${m}a`),
            mark('A1ft', 'Correct equation with their acceleration', tex`T = ${R2} + ${m}(${texts.a})`, ['b.1']),
            mark('A1', 'Correct tension, awrt', roundedAnswerTex(T.value, TCarried, U.N, texts.T), ['b.1']),
          ]),
          part(tex`Find the greatest possible speed of ${setting[1]} ${setting[4]} on this road.`, tex`${texts.vmax}${U.v}`, [
            mark('M1', 'Driving force equals the total resistance at the greatest speed', tex`\frac{${P * 1000}}{V} = ${R1 + R2}`),
            mark('A1', 'Correct speed, awrt', tex`${texts.vmax}${U.v}`, ['c.1']),
          ]),
          part(
            tex`While ${setting[1]} ${setting[4]} are moving at this greatest speed, the tow bar breaks. Find the deceleration of ${setting[3]} immediately afterwards.`,
            tex`${texts.dec}${U.a}`,
            [
              mark('M1', 'Newton II for the trailer with only its resistance', tex`${R2} = ${m}d`),
              mark('A1', 'Correct deceleration', tex`${texts.dec}${U.a}`, ['d.1']),
            ],
          ),
        ],
        notes: [
          tex`Power must be in watts: \(\mathrm{kW}\) used directly scores M0.`,
          '(b) Either body may be used; the tension is the same.',
        ],
        facts: { M, m, R1, R2, P, v, texts, carriedRoundings: [{ allocationId: 'b.3', fromExact: T.value, fromCarried: TCarried }] },
      };
    }
  },
};

const pulledUpSlope: QuestionTemplate = {
  id: 'fm1.energy.pulled-up-rough-slope',
  subtopicId: 'fm1-work-energy-and-power.work-energy-principle',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['work-energy principle', 'friction', 'inclined plane', 'work done'],
  build(rng) {
    for (;;) {
      const [tanTex, sin, cos] = rng.pick(EXACT_SLOPES);
      const m = rng.int(4, 16);
      const P = rng.int(6, 30) * 5;
      const d = rng.int(3, 12);
      const mu = r(rng.pick([0.1, 0.2, 0.25, 0.3, 0.4]));
      const [cb, sb] = [R.frac(4, 5), R.frac(3, 5)];
      const Rn = G.mul(m).mul(cos).sub(sb.mul(P));
      if (Rn.sign <= 0) continue;
      const wF = mu.mul(Rn).mul(d);
      const gain = cb
        .mul(P * d)
        .sub(G.mul(m * d).mul(sin))
        .sub(wF);
      if (gain.cmp(m) < 0) continue;
      const v2 = gain.mul(2).div(m);
      const s = ke(R.of(m), v2).div(G.mul(m).mul(sin.add(mu.mul(cos))));
      const texts = { R: sfR(Rn), wF: sfR(wF), v: sfRoot(v2), s: sfR(s) };
      // (b) uses their reaction from (a), (c) their work done from (b), (d) their speed from (c), each to 3 s.f.
      const wFCarried = mu.value * Number(texts.R) * d;
      const vCarried = Math.sqrt((2 * (cb.mul(P * d).sub(G.mul(m * d).mul(sin)).value - Number(texts.wF))) / m);
      const sCarried = Number(texts.v) ** 2 / (2 * G.mul(sin.add(mu.mul(cos))).value);
      const setting = rng.pick([
        [tex`A box`, tex`the box`, tex`The box`],
        [tex`A crate`, tex`the crate`, tex`The crate`],
      ]);
      return {
        title: 'A box pulled up a rough slope, then released',
        introTex: tex`${setting[0]} of mass \(${m}\) kg is pulled from rest up a line of greatest slope of a rough plane inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = ${tanTex}\). The pulling force has magnitude \(${P}\) N and acts in the vertical plane containing the line of greatest slope, at an angle \(\beta\) above the slope, where \(\tan\beta = \frac{3}{4}\). The coefficient of friction between ${setting[1]} and the plane is \(${rDec(mu)}\). ${setting[2]} is modelled as a particle. Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the normal reaction of the plane on ${setting[1]}.`, tex`${texts.R}${U.N}`, [
            mark(
              'M1',
              'Resolves perpendicular to the plane, including the component of the pulling force',
              tex`R = ${m}g\cos\alpha - ${P}\sin\beta`,
            ),
            mark('A1', 'Correct reaction, awrt', tex`${texts.R}${U.N}`, ['a.1']),
          ]),
          part(tex`Hence find the work done against friction as ${setting[1]} moves \(${d}\) m up the slope.`, tex`${texts.wF}${U.J}`, [
            mark('M1', tex`\(\mu R\) times the distance, with their \(R\)`, tex`${rDec(mu)} \times ${texts.R} \times ${d}`),
            mark('A1ft', 'Correct work done, awrt, ft their reaction', roundedAnswerTex(wF.value, wFCarried, U.J, texts.wF), ['b.1']),
          ]),
          part(tex`Use the work-energy principle to find the speed of ${setting[1]} when it has moved \(${d}\) m.`, tex`${texts.v}${U.v}`, [
            mark(
              'M1',
              'Work by the force equals KE gained plus PE gained plus work against friction',
              tex`${P}\cos\beta \times ${d} = \frac{1}{2}(${m})v^{2} + ${m}g(${d}\sin\alpha) + ${texts.wF}`,
            ),
            mark('A1ft', 'Correct equation, ft their (b)', tex`${coef(m / 2, 'v')}^{2} = ${sfR(gain)}`, ['c.1']),
            mark('A1', 'Correct speed, awrt', roundedAnswerTex(Math.sqrt(v2.value), vCarried, U.v, texts.v), ['c.1']),
          ]),
          part(
            tex`At this point the pulling force is removed. Using your answer to part (c), find the further distance ${setting[1]} moves up the slope before coming to rest.`,
            tex`${texts.s}${U.m}`,
            [
              mark('M1', 'New normal reaction and friction without the pulling force', tex`F = ${rDec(mu)} \times ${m}g\cos\alpha`),
              mark(
                'M1',
                'Kinetic energy equals work against weight component and friction',
                tex`\frac{1}{2}(${m})v^{2} = (${m}g\sin\alpha + F)s`,
              ),
              mark('A1', 'Correct distance, awrt', roundedAnswerTex(s.value, sCarried, U.m, texts.s), ['d.1', 'd.2']),
            ],
          ),
        ],
        notes: [G_NOTE, '(d) Using the friction from (a) after the force is removed scores the second M1 only.'],
        facts: {
          m,
          P,
          d,
          mu: mu.value,
          sin: [Number(sin.n), Number(sin.d)],
          cos: [Number(cos.n), Number(cos.d)],
          texts,
          carriedRoundings: [
            { allocationId: 'b.2', fromExact: wF.value, fromCarried: wFCarried },
            { allocationId: 'c.3', fromExact: Math.sqrt(v2.value), fromCarried: vCarried },
            { allocationId: 'd.3', fromExact: s.value, fromCarried: sCarried },
          ],
        },
      };
    }
  },
};

const pileDriver: QuestionTemplate = {
  id: 'fm1.momentum.pile-driver',
  subtopicId: 'fm1-momentum-and-impulse.one-dimension',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'momentum', 'conservation of momentum', 'kinetic energy', 'work-energy principle'],
  build(rng) {
    const k = rng.int(3, 9);
    const h = R.frac(k * k, 10);
    const u = R.frac(7 * k, 5);
    const M = rng.int(4, 16) * 50;
    const m = rng.int(2, 8) * 50;
    const d = r(rng.pick([0.05, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25]));
    const V = u.mul(M).div(M + m);
    const loss = ke(R.of(M), u.sq()).sub(ke(R.of(M + m), V.sq()));
    const resist = G.mul(M + m).add(ke(R.of(M + m), V.sq()).div(d));
    const texts = { u: rDec(u), V: sfR(V), loss: sfR(loss), R: sfR(resist) };
    // (c) and (d) carry their common speed from (b) to 3 s.f.
    const keAfterCarried = 0.5 * (M + m) * Number(texts.V) ** 2;
    const lossCarried = ke(R.of(M), u.sq()).value - keAfterCarried;
    const resistCarried = G.mul(M + m).value + keAfterCarried / d.value;
    const setting = rng.pick([
      [tex`A pile driver`, tex`strikes a pile`, tex`the pile`],
      [tex`A post driver`, tex`strikes a fence post`, tex`the post`],
    ]);
    return {
      title: 'A pile driver',
      introTex: tex`${setting[0]} of mass \(${M}\) kg falls from rest through a height of \(${rDec(h)}\) m and ${setting[1]} of mass \(${m}\) kg, which is at rest with its lower end in the ground. After the impact the driver and ${setting[2]} move together. The driver and ${setting[2]} are modelled as particles. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Show that the driver strikes ${setting[2]} with speed \(${texts.u}${U.v}\).`, tex`${texts.u}${U.v}`, [
          mark('M1', tex`Energy or \(v^{2} = 2gh\) for the fall`, tex`\frac{1}{2}v^{2} = 9.8(${rDec(h)})`),
          mark('A1*', 'Given speed, cso', tex`v = ${texts.u}`, ['a.1']),
        ]),
        part(tex`Find the common speed of the driver and ${setting[2]} immediately after the impact.`, tex`${texts.V}${U.v}`, [
          mark('M1', 'Conservation of momentum with the combined mass', tex`${M}(${texts.u}) = ${M + m}V`),
          mark('A1', 'Correct speed, awrt', tex`${texts.V}${U.v}`, ['b.1']),
        ]),
        part(tex`Find the kinetic energy lost in the impact.`, tex`${texts.loss}${U.J}`, [
          mark(
            'M1',
            'Kinetic energy before minus after, with their common speed',
            tex`\frac{1}{2}(${M})(${texts.u})^{2} - \frac{1}{2}(${M + m})V^{2}`,
          ),
          mark('A1', 'Correct loss, awrt', roundedAnswerTex(loss.value, lossCarried, U.J, texts.loss), ['c.1']),
        ]),
        part(
          tex`The driver and ${setting[2]} move together \(${rDec(d)}\) m into the ground before coming to rest. Using your answer to part (b) and the work-energy principle, find the resistance of the ground, assuming it is constant.`,
          tex`${texts.R}${U.N}`,
          [
            mark(
              'M1',
              'Work done by the resistance equals kinetic energy lost plus potential energy lost',
              tex`R(${rDec(d)}) = \frac{1}{2}(${M + m})V^{2} + ${M + m}g(${rDec(d)})`,
            ),
            mark(
              'A1ft',
              'Correct equation, ft their common speed',
              tex`${rDec(d)}R = ${sfR(ke(R.of(M + m), V.sq()).add(G.mul(M + m).mul(d)))}`,
              ['d.1'],
            ),
            mark('A1', 'Correct resistance, awrt', roundedAnswerTex(resist.value, resistCarried, U.N, texts.R), ['d.1']),
          ],
        ),
      ],
      notes: [G_NOTE, '(d) Omitting the potential energy lost in the ground scores M1 A0 A0.'],
      facts: {
        k,
        M,
        m,
        d: d.value,
        texts,
        carriedRoundings: [
          { allocationId: 'c.2', fromExact: loss.value, fromCarried: lossCarried },
          { allocationId: 'd.3', fromExact: resist.value, fromCarried: resistCarried },
        ],
      },
    };
  },
};

const buffer: QuestionTemplate = {
  id: 'fm1.elastic.spring-buffer',
  subtopicId: 'fm1-elastic-strings-and-springs.dynamics',
  difficulty: 3,
  frequency: 'occasional',
  tags: ["Hooke's law", 'elastic potential energy', "Newton's second law", 'greatest compression'],
  build(rng) {
    const m = r(rng.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1, 2]));
    const u = rng.int(2, 9);
    const l = r(rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]));
    const lambda = rng.int(4, 40) * 10;
    const x2 = m
      .mul(l)
      .mul(u * u)
      .div(lambda);
    const a2 = x2.mul(lambda * lambda).div(l.mul(m).sq());
    const texts = { x: sfRoot(x2), a: sfRoot(a2), half: sfRoot(R.frac(3 * u * u, 4)) };
    // (b) carries their (a) to 3 s.f.
    const aCarried = (lambda * Number(texts.x)) / l.mul(m).value;
    const setting = rng.pick([
      [tex`A particle`, tex`along a smooth horizontal surface`, tex`a fixed buffer`],
      [
        tex`A model railway truck`,
        tex`along a smooth straight horizontal model railway track`,
        tex`a fixed buffer at the end of the track`,
      ],
    ]);
    return {
      title: 'A particle compressing a spring buffer',
      introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg slides with speed \(${u}${U.v}\) ${setting[1]} towards ${setting[2]}. The buffer is modelled as a light spring of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N, lying along the line of motion of \(P\) with its far end fixed.`,
      parts: [
        part(tex`Find the greatest compression of the spring.`, tex`${texts.x}${U.m}`, [
          mark('M1', 'Elastic potential energy of the compression', tex`\frac{${lambda}x^{2}}{2(${rDec(l)})}`),
          mark(
            'M1',
            'Kinetic energy lost equals elastic potential energy gained',
            tex`\frac{1}{2}(${rDec(m)})(${u})^{2} = \frac{${lambda}x^{2}}{2(${rDec(l)})}`,
          ),
          mark('A1', 'Correct compression, awrt', tex`${texts.x}${U.m}`, ['a.1', 'a.2']),
        ]),
        part(tex`Using your answer to part (a), find the greatest deceleration of \(P\).`, tex`${texts.a}${U.a}`, [
          mark(
            'M1',
            "Hooke's law at the greatest compression and Newton II",
            tex`\frac{${lambda}(${texts.x})}{${rDec(l)}} = ${coef(rDec(m), 'a')}`,
          ),
          mark('A1ft', 'Correct deceleration, awrt, ft their compression', roundedAnswerTex(Math.sqrt(a2.value), aCarried, U.a, texts.a), [
            'b.1',
          ]),
        ]),
        part(tex`Find the speed of \(P\) when the compression of the spring is half of its greatest value.`, tex`${texts.half}${U.v}`, [
          mark(
            'M1',
            'Energy equation with a quarter of the greatest elastic energy',
            tex`\frac{1}{2}(${rDec(m)})v^{2} = \frac{1}{2}(${rDec(m)})(${u})^{2} - \frac{1}{4}\left(\frac{1}{2}(${rDec(m)})(${u})^{2}\right)`,
          ),
          mark('A1', 'Correct speed, awrt', tex`${texts.half}${U.v}`, ['c.1']),
        ]),
        part(tex`State, with a reason, the speed of \(P\) when it leaves the buffer.`, tex`${u}${U.v}`, [
          mark('B1', 'Same speed: the surface is smooth and the spring light, so no energy is lost', tex`${u}${U.v}`),
        ]),
      ],
      notes: [
        tex`No \(g\) is needed: the surface is horizontal and smooth.`,
        '(c) The elastic energy at half the compression is a quarter of its greatest value.',
      ],
      facts: {
        m: m.value,
        u,
        l: l.value,
        lambda,
        texts,
        carriedRoundings: [{ allocationId: 'b.2', fromExact: Math.sqrt(a2.value), fromCarried: aCarried }],
      },
    };
  },
};

export const fm1MomentumEnergyExamTemplates: QuestionTemplate[] = [
  impulseReversal,
  bounceImpulse,
  springExplosion,
  vectorDeflection,
  vectorCoalesce,
  ropeUpSlope,
  crane,
  smoothTrack,
  cliff,
  slopeThenLevel,
  pump,
  towing,
  pulledUpSlope,
  pileDriver,
  buffer,
];
