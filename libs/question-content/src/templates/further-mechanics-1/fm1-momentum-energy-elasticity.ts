import { tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { lineCollisionDiagram } from './collision-diagrams.js';
import { fm1MomentumEnergyExamTemplates } from './fm1-momentum-energy-exam.js';
import { fm1ElasticExamTemplates } from './fm1-elastic-exam.js';
import { fm1StringImpactExamTemplates } from './fm1-strings-and-impacts-exam.js';
import { coef, exact, G_EXACT, G_NOTE, ijR, massesOf, R, rDec, rTex, sfR, sfRoot, U } from './fm1-exact.js';

export const G = 9.8;
export const units = {
  v: '\\ \\mathrm{m\\,s^{-1}}',
  N: '\\ \\mathrm{N}',
  Ns: '\\ \\mathrm{N\\,s}',
  J: '\\ \\mathrm{J}',
  m: '\\ \\mathrm{m}',
};

const r = (x: number) => R.of(x);
const half = R.frac(1, 2);
const ke = (m: R, v2: R) => half.mul(m).mul(v2);

const impulse: QuestionTemplate = {
  id: 'fm1.momentum.impulse-on-wall',
  subtopicId: 'fm1-momentum-and-impulse.one-dimension',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['synoptic', 'momentum', 'impulse', 'average force', 'kinetic energy', 'coefficient of restitution'],
  build(rng) {
    const m = r(rng.pick([0.2, 0.25, 0.4, 0.5]));
    const u = rng.int(6, 15);
    const v = rng.int(2, u - 1);
    const t = r(rng.pick([0.02, 0.04, 0.05, 0.1]));
    const I = m.mul(u + v);
    const F = I.div(t);
    const loss = ke(m, R.of(u * u - v * v));
    const e = R.frac(v, u);
    const texts = { I: rDec(I), F: rDec(F), loss: rDec(loss), e: rTex(e) };
    const setting = rng.pick([
      [tex`A ball`, tex`the ball`, tex`moves horizontally at`, tex`a smooth vertical wall`, tex`the wall`],
      [
        tex`A puck`,
        tex`the puck`,
        tex`slides across smooth horizontal ice at`,
        tex`the smooth vertical barrier at the edge of the rink`,
        tex`the barrier`,
      ],
      [tex`A handball`, tex`the handball`, tex`travels horizontally at`, tex`the smooth vertical wall of a sports hall`, tex`the wall`],
    ]);
    return {
      title: 'Impulse on a ball rebounding from a wall',
      introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg ${setting[2]} \(${u}${U.v}\) and hits ${setting[3]} at right angles. It rebounds along the same line at \(${v}${U.v}\).`,
      parts: [
        part(tex`Find the magnitude of the impulse exerted on ${setting[1]} by ${setting[4]}.`, tex`${texts.I}${U.Ns}`, [
          mark('M1', 'Change in momentum with the direction change taken into account', tex`${rDec(m)}(${v} - (-${u}))`),
          mark('A1', 'Correct unsimplified change in momentum', tex`${rDec(m)}(${v} - (-${u}))`, ['a.1']),
          mark('A1', 'Correct magnitude', tex`${texts.I}${U.Ns}`, ['a.1']),
        ]),
        part(
          tex`The ball is in contact with ${setting[4]} for \(${rDec(t)}\) s. Using your answer to part (a), find the magnitude of the average force exerted on ${setting[1]}.`,
          tex`${texts.F}${U.N}`,
          [
            mark('M1', 'Impulse divided by the time', tex`\frac{${texts.I}}{${rDec(t)}}`),
            mark('A1ft', 'Correct force, ft their impulse', tex`${texts.F}${U.N}`, ['b.1']),
          ],
        ),
        part(tex`Find the kinetic energy lost in the impact.`, tex`${texts.loss}${U.J}`, [
          mark('M1', 'Difference of kinetic energies', tex`\frac{1}{2}(${rDec(m)})(${u}^{2} - ${v}^{2})`),
          mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['c.1']),
        ]),
        part(tex`Find the coefficient of restitution between ${setting[1]} and ${setting[4]}.`, texts.e, [
          mark('M1', 'Speed of separation over speed of approach', tex`e = \frac{${v}}{${u}}`),
          mark('A1', 'Correct coefficient', texts.e, ['d.1']),
        ]),
      ],
      notes: [tex`(a) Using \(u - v\) instead of \(u + v\) scores M0.`, '(b) ft their impulse from (a).'],
      facts: { m: m.value, u, v, t: t.value, texts },
    };
  },
};

const conservation: QuestionTemplate = {
  id: 'fm1.momentum.conservation',
  subtopicId: 'fm1-momentum-and-impulse.conservation',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['synoptic', 'momentum', 'conservation of momentum', 'kinetic energy', 'coefficient of restitution', 'impulse'],
  build(rng) {
    for (;;) {
      const [m1, m2, u1, u2, v1] = [rng.int(1, 5), rng.int(1, 5), rng.int(3, 9), -rng.int(0, 4), rng.int(-3, 2)];
      const v2 = R.frac(m1 * u1 + m2 * u2 - m1 * v1, m2);
      const before = ke(R.of(m1), R.of(u1 * u1)).add(ke(R.of(m2), R.of(u2 * u2)));
      const loss = before.sub(ke(R.of(m1), R.of(v1 * v1))).sub(ke(R.of(m2), v2.sq()));
      if (v2.cmp(v1) <= 0 || loss.sign <= 0) continue;
      const e = v2.sub(v1).div(u1 - u2);
      const J = R.of(Math.abs(m1 * (v1 - u1)));
      const texts = { v2: rTex(v2), loss: exact(loss), e: rTex(e), J: rDec(J) };
      const after =
        v1 > 0
          ? tex`moves with speed \(${v1}${U.v}\) in its original direction`
          : v1 < 0
            ? tex`moves with speed \(${-v1}${U.v}\) in the opposite direction`
            : 'is brought to rest';
      return {
        title: 'Conservation of momentum in a collision',
        introTex:
          (u2 === 0
            ? tex`A particle \(A\) of mass \(${m1}\) kg moving with speed \(${u1}${U.v}\) on a smooth horizontal surface collides directly with a particle \(B\) of mass \(${m2}\) kg at rest.`
            : tex`Two particles \(A\) and \(B\), ${massesOf([
                ['A', m1],
                ['B', m2],
              ])}, move towards each other on a smooth horizontal surface ${u1 === -u2 ? tex`each with speed \(${u1}${U.v}\)` : tex`with speeds \(${u1}${U.v}\) and \(${-u2}${U.v}\) respectively`}, and collide directly.`) +
          ` Immediately after the collision, \\(A\\) ${after}.`,
        parts: [
          part(
            tex`Find the velocity of \(B\) immediately after the collision, taking the original direction of motion of \(A\) as positive.`,
            tex`${texts.v2}${U.v}`,
            [
              mark(
                'M1',
                'Conservation of momentum with consistent signs',
                tex`${m1}(${u1}) + ${m2}(${u2}) = ${m1}(${v1}) + ${m2 === 1 ? '' : m2}v`,
              ),
              mark('A1', 'Correct unsimplified equation', tex`${m1}(${u1}) + ${m2}(${u2}) = ${m1}(${v1}) + ${m2 === 1 ? '' : m2}v`, [
                'a.1',
              ]),
              mark('A1', 'Correct velocity', tex`v = ${texts.v2}${U.v}`, ['a.1']),
            ],
          ),
          part(tex`Find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
            mark(
              'M1',
              tex`Difference of total kinetic energies before and after, with their velocity of \(B\)`,
              tex`\frac{1}{2}(${m1})(${u1})^{2} + \frac{1}{2}(${m2})(${u2})^{2} - \frac{1}{2}(${m1})(${v1})^{2} - \frac{1}{2}(${m2})v^{2}`,
            ),
            mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['b.1']),
          ]),
          part(tex`Using your answer to part (a), find the coefficient of restitution between \(A\) and \(B\).`, texts.e, [
            mark('M1', 'Speed of separation over speed of approach', tex`e = \frac{v - (${v1})}{${u1} - (${u2})}`),
            mark('A1ft', tex`Correct coefficient, ft their velocity of \(B\)`, texts.e, ['c.1']),
          ]),
          part(tex`Find the magnitude of the impulse exerted on \(A\) by \(B\).`, tex`${texts.J}${U.Ns}`, [
            mark('M1', tex`Change in momentum of \(A\)`, tex`${m1}(${v1} - ${u1})`),
            mark('A1', 'Correct magnitude', tex`${texts.J}${U.Ns}`, ['d.1']),
          ]),
        ],
        notes: ['A diagram showing directions is recommended; sign errors lose the A marks.', '(b) Exact answers or 3 s.f.'],
        diagrams: [
          {
            role: 'question',
            title: 'Particles before the collision',
            description: `Particle A of mass ${m1} kg moving right at ${u1} m/s towards particle B of mass ${m2} kg ${u2 === 0 ? 'at rest' : `moving left at ${-u2} m/s`}.`,
            svg: lineCollisionDiagram({ name: 'A', mass: m1, speed: u1 }, { name: 'B', mass: m2, speed: u2 }),
          },
        ],
        facts: { m1, m2, u1, u2, v1, texts },
      };
    }
  },
};

const vectorMomentum: QuestionTemplate = {
  id: 'fm1.momentum.vector-impulse',
  subtopicId: 'fm1-momentum-and-impulse.momentum-as-a-vector',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['momentum', 'impulse', 'vectors', 'kinetic energy'],
  build(rng) {
    for (;;) {
      const m = rng.pick([2, 3, 4, 5]);
      const u = [rng.int(-6, 6), rng.int(-6, 6)];
      const v = [u[0] + rng.nonZero(-4, 4), u[1] + rng.int(-4, 4)];
      const [u2, v2] = [u[0] ** 2 + u[1] ** 2, v[0] ** 2 + v[1] ** 2];
      if (u2 === v2 || v2 === 0) continue;
      const I = [m * (v[0] - u[0]), m * (v[1] - u[1])];
      const t = r(rng.pick([0.1, 0.2, 0.25, 0.5]));
      const F = I.map((c) => R.of(c).div(t));
      const dKE = R.frac(m * (v2 - u2), 2);
      const ij = (w: number[]) => ijR(w.map((c) => R.of(c)));
      const surd = (n: number) => {
        let [k, s] = [1, n];
        for (let f = 2; f * f <= s; f++)
          while (s % (f * f) === 0) {
            s /= f * f;
            k *= f;
          }
        return s === 1 ? String(k) : `${k === 1 ? '' : k}\\sqrt{${s}}`;
      };
      const texts = { v: ij(v), speed: surd(v2), dKE: exact(dKE.abs()), F: ijR(F, rDec), Fmag: sfRoot(F[0].sq().add(F[1].sq())) };
      const setting = rng.pick([
        [tex`A particle of mass`, tex`the particle`, tex`receives an impulse of`],
        [tex`A block of mass`, tex`the block`, tex`is struck by a hammer, which gives it an impulse of`],
        [tex`A box of mass`, tex`the box`, tex`is kicked, which gives it an impulse of`],
      ]);
      return {
        title: 'Impulse and momentum as vectors',
        introTex: tex`${setting[0]} \(${m}\) kg moving with velocity \((${ij(u)})${U.v}\) ${setting[2]} \((${ij(I)})${U.Ns}\).`,
        parts: [
          part(tex`Find the velocity of ${setting[1]} immediately after the impulse.`, tex`(${texts.v})${U.v}`, [
            mark('M1', tex`Uses \(\mathbf{I} = m\mathbf{v} - m\mathbf{u}\)`, tex`${ij(I)} = ${m}\mathbf{v} - ${m}(${ij(u)})`),
            mark('A1', 'Correct velocity', tex`(${texts.v})${U.v}`, ['a.1']),
          ]),
          part(tex`Hence find the exact speed of ${setting[1]} immediately after the impulse.`, tex`${texts.speed}${U.v}`, [
            mark('B1ft', 'Magnitude of their velocity', tex`\sqrt{${v[0] ** 2} + ${v[1] ** 2}} = ${texts.speed}`),
          ]),
          part(
            tex`Find the change in the kinetic energy of ${setting[1]}, stating whether it is a gain or a loss.`,
            tex`${texts.dKE}${U.J}\ \text{${dKE.sign > 0 ? 'gain' : 'loss'}}`,
            [
              mark('M1', 'Difference of kinetic energies using squared speeds', tex`\frac{1}{2}(${m})(${v2}) - \frac{1}{2}(${m})(${u2})`),
              mark('A1', 'Correct magnitude with gain or loss', tex`${texts.dKE}${U.J}`, ['c.1']),
            ],
          ),
          part(
            tex`The impulse is produced by a constant force acting for \(${rDec(t)}\) s. Find this force in vector form, and its magnitude.`,
            tex`(${texts.F})${U.N}, \; ${texts.Fmag}${U.N}`,
            [
              mark('M1', 'Impulse equals force times time, as vectors', tex`\mathbf{F} = \frac{${ij(I)}}{${rDec(t)}}`),
              mark('A1', 'Correct force vector', tex`${texts.F}`, ['d.1']),
              mark('A1', 'Correct magnitude, awrt', tex`${texts.Fmag}${U.N}`, ['d.1']),
            ],
          ),
        ],
        notes: ['(b) ft their velocity from (a).', '(c) Kinetic energy uses speeds, not velocity components with signs.'],
        facts: { m, u, v, I, t: t.value, texts, gain: dKE.sign > 0 },
      };
    }
  },
};

const workDone: QuestionTemplate = {
  id: 'fm1.energy.work-against-friction',
  subtopicId: 'fm1-work-energy-and-power.work-done',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['work done', 'friction', 'work-energy principle'],
  build(rng) {
    for (;;) {
      const [m, P, d] = [rng.int(5, 20), rng.int(20, 60), rng.int(3, 12)];
      const mu = r(rng.pick([0.1, 0.2, 0.25, 0.3]));
      const wP = R.of(P * d).mul(R.frac(4, 5));
      const Rn = G_EXACT.mul(m).sub(R.of(P).mul(R.frac(3, 5)));
      const wF = mu.mul(Rn).mul(d);
      const v2 = wP.sub(wF).mul(2).div(m);
      if (v2.cmp(R.frac(1, 4)) < 0) continue;
      const texts = { wP: rDec(wP), R: sfR(Rn), wF: sfR(wF), v: sfRoot(v2) };
      // (c) uses their (a) and (b), to 3 s.f.
      const vCarried = Math.sqrt((2 * (Number(texts.wP) - Number(texts.wF))) / m);
      const setting = rng.pick([
        [tex`A box`, tex`the box`, tex`rough horizontal ground`, tex`and the ground`],
        [tex`A sledge`, tex`the sledge`, tex`rough horizontal snow`, tex`and the snow`],
        [tex`A suitcase`, tex`the suitcase`, tex`a rough horizontal floor`, tex`and the floor`],
      ]);
      return {
        title: 'Work done by a pulling force and against friction',
        introTex: tex`${setting[0]} of mass \(${m}\) kg is pulled \(${d}\) m along ${setting[2]} by a rope inclined at angle \(\alpha\) above the horizontal, where \(\tan\alpha = \frac{3}{4}\). The tension in the rope is \(${P}\) N and the coefficient of friction between ${setting[1]} ${setting[3]} is \(${rDec(mu)}\). Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the work done by the tension.`, tex`${texts.wP}${U.J}`, [
            mark('M1', 'Uses the component of the force along the motion times distance', tex`${P}\cos\alpha \times ${d}`),
            mark('A1', 'Correct work done', tex`${texts.wP}${U.J}`, ['a.1']),
          ]),
          part(tex`Find the work done against friction.`, tex`${texts.wF}${U.J}`, [
            mark('M1', 'Resolves vertically for the normal reaction', tex`R = ${m}g - ${P}\sin\alpha = ${texts.R}`),
            mark('M1', tex`Uses \(F = \mu R\) and multiplies by the distance`, tex`${rDec(mu)} \times ${texts.R} \times ${d}`),
            mark('A1', 'Correct work done, awrt', tex`${texts.wF}${U.J}`, ['b.1', 'b.2']),
          ]),
          part(
            tex`The box starts from rest. Use the work-energy principle, with your answers to parts (a) and (b), to find the speed of ${setting[1]} when it has moved \(${d}\) m.`,
            tex`${texts.v}${U.v}`,
            [
              mark(
                'M1',
                'Kinetic energy gained equals work done by tension minus work done against friction',
                tex`\frac{1}{2}(${m})v^{2} = ${texts.wP} - ${texts.wF}`,
              ),
              mark('A1ft', 'Correct equation, ft their (a) and (b)', tex`${coef(m / 2, 'v')}^{2} = ${sfR(wP.sub(wF))}`, ['c.1']),
              mark('A1', 'Correct speed, awrt', roundedAnswerTex(Math.sqrt(v2.value), vCarried, U.v, texts.v), ['c.1']),
            ],
          ),
        ],
        notes: [G_NOTE, tex`(b) \(R = mg\) scores M0 A0.`],
        facts: {
          m,
          P,
          d,
          mu: mu.value,
          texts,
          carriedRoundings: [{ allocationId: 'c.3', fromExact: Math.sqrt(v2.value), fromCarried: vCarried }],
        },
      };
    }
  },
};

const energies: QuestionTemplate = {
  id: 'fm1.energy.mechanical-energy-change',
  subtopicId: 'fm1-work-energy-and-power.kinetic-and-potential-energy',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['kinetic energy', 'gravitational potential energy', 'work against resistance'],
  build(rng) {
    for (;;) {
      const m = r(rng.pick([0.5, 1, 2, 3, 5]));
      const [u, v, h] = [rng.int(10, 24), rng.int(2, 7), rng.int(2, 6)];
      const dKE = ke(m, R.of(u * u - v * v));
      const dPE = m.mul(G_EXACT).mul(h);
      const lost = dKE.sub(dPE);
      if (lost.cmp(dKE.mul(R.frac(1, 10))) < 0) continue;
      const s = h + rng.int(2, 12);
      const texts = { dKE: rDec(dKE), dPE: sfR(dPE), lost: sfR(lost), R: sfR(lost.div(s)) };
      // (c) divides their work done from (b), to 3 s.f.
      const resistanceCarried = Number(texts.lost) / s;
      const setting = rng.pick([
        [tex`A particle of mass`, tex`moves along a rough path`, tex`the particle`, tex`The path`],
        [tex`A small parcel of mass`, tex`slides along a rough chute`, tex`the parcel`, tex`The chute`],
        [tex`A hockey puck of mass`, tex`slides along a rough icy track`, tex`the puck`, tex`The track`],
      ]);
      return {
        title: 'Changes in kinetic and potential energy',
        introTex: tex`${setting[0]} \(${rDec(m)}\) kg ${setting[1]} from \(A\) to \(B\), where \(B\) is \(${h}\) m vertically above \(A\). Its speed is \(${u}${U.v}\) at \(A\) and \(${v}${U.v}\) at \(B\). Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the kinetic energy lost by ${setting[2]}.`, tex`${texts.dKE}${U.J}`, [
            mark('M1', 'Difference of kinetic energies', tex`\frac{1}{2}(${rDec(m)})(${u}^{2} - ${v}^{2})`),
            mark('A1', 'Correct loss', tex`${texts.dKE}${U.J}`, ['a.1']),
          ]),
          part(
            tex`Find the potential energy gained, and hence the work done against resistance from \(A\) to \(B\).`,
            tex`${texts.dPE}${U.J}, \; ${texts.lost}${U.J}`,
            [
              mark('B1', 'Correct potential energy gained', tex`mgh = ${texts.dPE}`),
              mark('M1', 'Work done against resistance equals KE lost minus PE gained', tex`${texts.dKE} - ${texts.dPE}`),
              mark('A1', 'Correct work done, awrt', tex`${texts.lost}${U.J}`, ['b.2']),
            ],
          ),
          part(
            tex`${setting[3]} from \(A\) to \(B\) has length \(${s}\) m. Assuming that the resistance has constant magnitude, use your answer to part (b) to find this magnitude.`,
            tex`${texts.R}${U.N}`,
            [
              mark('M1', 'Work done divided by the distance', tex`\frac{${texts.lost}}{${s}}`),
              mark(
                'A1ft',
                'Correct resistance, awrt, ft their work done',
                roundedAnswerTex(lost.div(s).value, resistanceCarried, U.N, texts.R),
                ['c.1'],
              ),
            ],
          ),
        ],
        notes: [G_NOTE],
        facts: {
          m: m.value,
          u,
          v,
          h,
          s,
          texts,
          carriedRoundings: [{ allocationId: 'c.2', fromExact: lost.div(s).value, fromCarried: resistanceCarried }],
        },
      };
    }
  },
};

const SLOPES: [string, R, R][] = [
  ['\\frac{3}{4}', R.frac(3, 5), R.frac(4, 5)],
  ['\\frac{5}{12}', R.frac(5, 13), R.frac(12, 13)],
  ['\\frac{4}{3}', R.frac(4, 5), R.frac(3, 5)],
];

const workEnergy: QuestionTemplate = {
  id: 'fm1.energy.rough-slope',
  subtopicId: 'fm1-work-energy-and-power.work-energy-principle',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['work-energy principle', 'friction', 'inclined plane'],
  build(rng) {
    const [tanTex, sin, cos] = rng.pick(SLOPES);
    const [m, u] = [rng.int(2, 8), rng.int(5, 14)];
    const mu = r(rng.pick([0.2, 0.25, 0.3, 0.4]));
    const d = R.of(u * u).div(G_EXACT.mul(2).mul(sin.add(mu.mul(cos))));
    const back2 = G_EXACT.mul(2)
      .mul(d)
      .mul(sin.sub(mu.mul(cos)));
    const [F, W] = [mu.mul(m).mul(G_EXACT).mul(cos), G_EXACT.mul(m).mul(sin)];
    const texts = { d: sfR(d), back: sfRoot(back2), F: sfR(F), W: sfR(W) };
    // (c) uses their distance from (a), to 3 s.f.
    const backCarried = Math.sqrt(back2.div(d).value * Number(texts.d));
    const setting = rng.pick([
      [tex`A particle of mass`, tex`is projected with speed`, tex`the particle`, tex`a rough plane`, tex`the plane`],
      [tex`A parcel of mass`, tex`is pushed so that it starts with speed`, tex`the parcel`, tex`a rough ramp`, tex`the ramp`],
      [tex`A small box of mass`, tex`is given a push so that it starts with speed`, tex`the box`, tex`a rough plank`, tex`the plank`],
    ]);
    return {
      title: 'Work-energy principle on a rough slope',
      introTex: tex`${setting[0]} \(${m}\) kg ${setting[1]} \(${u}${U.v}\) up a line of greatest slope of ${setting[3]} inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = ${tanTex}\). The coefficient of friction between ${setting[2]} and ${setting[4]} is \(${rDec(mu)}\). Take \(g = 9.8${U.a}\).`,
      parts: [
        part(
          tex`Use the work-energy principle to find the distance ${setting[2]} moves up ${setting[4]} before coming to instantaneous rest.`,
          tex`${texts.d}${U.m}`,
          [
            mark(
              'M1',
              tex`Resolves perpendicular to ${setting[4]} and uses \(F = \mu R\)`,
              tex`F = ${rDec(mu)} \times ${m}g\cos\alpha = ${texts.F}`,
            ),
            mark(
              'M1',
              'Work-energy equation with KE, PE and work against friction',
              tex`\frac{1}{2}(${m})(${u})^{2} = ${m}g d\sin\alpha + F d`,
            ),
            mark('A1', 'Correct equation', tex`${rDec(ke(R.of(m), R.of(u * u)))} = ${texts.W}d + ${texts.F}d`, ['a.1', 'a.2']),
            mark('A1', 'Correct distance, awrt', tex`${texts.d}${U.m}`, ['a.2']),
          ],
        ),
        part(tex`Show that ${setting[2]} then slides back down ${setting[4]}.`, tex`${texts.W} > ${texts.F}`, [
          mark(
            'M1',
            'Compares the weight component down the plane with the limiting friction',
            tex`${m}g\sin\alpha = ${texts.W}, \; \mu R = ${texts.F}`,
          ),
          mark('A1*', 'Weight component exceeds limiting friction, so it slides back', tex`${texts.W} > ${texts.F}`, ['b.1']),
        ]),
        part(
          tex`Using your answer to part (a), find the speed of ${setting[2]} when it returns to its point of projection.`,
          tex`${texts.back}${U.v}`,
          [
            mark(
              'M1',
              'Work-energy down the plane: PE lost equals KE gained plus work against friction',
              tex`${m}g d\sin\alpha = \frac{1}{2}(${m})v^{2} + F d`,
            ),
            mark(
              'A1ft',
              'Correct equation, ft their distance',
              tex`${texts.W}(${texts.d}) = ${coef(m / 2, 'v')}^{2} + ${texts.F}(${texts.d})`,
              ['c.1'],
            ),
            mark('A1', 'Correct speed, awrt', roundedAnswerTex(Math.sqrt(back2.value), backCarried, U.v, texts.back), ['c.1']),
          ],
        ),
      ],
      notes: [G_NOTE, 'A solution using suvat only scores M1 for the friction force in (a).'],
      facts: {
        m,
        u,
        mu: mu.value,
        sin: [Number(sin.n), Number(sin.d)],
        cos: [Number(cos.n), Number(cos.d)],
        texts,
        carriedRoundings: [{ allocationId: 'c.3', fromExact: Math.sqrt(back2.value), fromCarried: backCarried }],
      },
    };
  },
};

const power: QuestionTemplate = {
  id: 'fm1.energy.car-power',
  subtopicId: 'fm1-work-energy-and-power.power',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['power', 'driving force', 'maximum speed', 'work-energy principle'],
  build(rng) {
    for (;;) {
      const [m, Rs, P, k] = [
        rng.pick([800, 1000, 1200, 1500]),
        rng.pick([400, 500, 600, 800]),
        rng.pick([15, 20, 24, 30]),
        rng.pick([20, 25, 30, 40]),
      ];
      const v = rng.int(8, 14);
      const vmax = R.of(P * 1000).div(Rs);
      const hill = R.of(Rs).add(G_EXACT.mul(m).div(k));
      const a = R.of(P * 1000)
        .div(v)
        .sub(hill)
        .div(m);
      if (a.cmp(R.frac(1, 20)) < 0) continue;
      const V = R.of(P * 1000).div(hill);
      const s = ke(R.of(m), V.sq()).div(hill);
      const texts = { vmax: rDec(vmax), a: sfR(a), V: sfR(V), s: sfR(s) };
      // (d) carries their (c) to 3 s.f.
      const sCarried = (0.5 * m * Number(texts.V) ** 2) / hill.value;
      const setting = rng.pick([
        [tex`A car`, tex`the car`, tex`The car`],
        [tex`A lorry`, tex`the lorry`, tex`The lorry`],
        [tex`A van`, tex`the van`, tex`The van`],
      ]);
      return {
        title: 'Power of a car engine',
        introTex: tex`${setting[0]} of mass \(${m}\) kg has an engine working at a constant rate of \(${P}\) kW. The resistance to motion is constant at \(${Rs}\) N. Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the maximum speed of ${setting[1]} on a straight horizontal road.`, tex`${texts.vmax}${U.v}`, [
            mark('M1', tex`Driving force equals resistance at maximum speed, with \(P = Fv\)`, tex`\frac{${P * 1000}}{v} = ${Rs}`),
            mark('A1', 'Correct maximum speed', tex`${texts.vmax}${U.v}`, ['a.1']),
          ]),
          part(
            tex`${setting[2]} now moves up a hill inclined at \(\theta\) to the horizontal, where \(\sin\theta = \frac{1}{${k}}\). Find the acceleration of ${setting[1]} when its speed is \(${v}${U.v}\).`,
            tex`${texts.a}${U.a}`,
            [
              mark(
                'M1',
                tex`Newton II along the slope with the driving force \(\frac{P}{v}\)`,
                tex`\frac{${P * 1000}}{${v}} - ${Rs} - ${m}g\cdot\frac{1}{${k}} = ${m}a`,
              ),
              mark('A1', 'Correct equation', tex`${sfR(R.of(P * 1000).div(v))} - ${Rs} - ${sfR(G_EXACT.mul(m).div(k))} = ${m}a`, ['b.1']),
              mark('A1', 'Correct acceleration, awrt', tex`${texts.a}${U.a}`, ['b.1']),
            ],
          ),
          part(tex`Find the maximum speed of ${setting[1]} up the hill.`, tex`${texts.V}${U.v}`, [
            mark(
              'M1',
              'Driving force equals resistance plus weight component',
              tex`\frac{${P * 1000}}{V} = ${Rs} + ${m}g\cdot\frac{1}{${k}}`,
            ),
            mark('A1', 'Correct speed, awrt', tex`${texts.V}${U.v}`, ['c.1']),
          ]),
          part(
            tex`${setting[2]} is moving up the hill at this maximum speed when the engine is switched off. Using your answer to part (c) and the work-energy principle, find the distance ${setting[1]} travels up the hill before coming to rest.`,
            tex`${texts.s}${U.m}`,
            [
              mark(
                'M1',
                'Kinetic energy equals the resistance plus the weight component, times the distance',
                tex`\frac{1}{2}(${m})V^{2} = \left(${Rs} + ${m}g\cdot\frac{1}{${k}}\right)s`,
              ),
              mark('A1ft', 'Correct distance, awrt, ft their maximum speed', roundedAnswerTex(s.value, sCarried, U.m, texts.s), ['d.1']),
            ],
          ),
        ],
        notes: [G_NOTE, tex`Power must be in watts; \(\mathrm{kW}\) used directly scores M0.`],
        facts: { m, R: Rs, P, k, v, texts, carriedRoundings: [{ allocationId: 'd.2', fromExact: s.value, fromCarried: sCarried }] },
      };
    }
  },
};

const hooke: QuestionTemplate = {
  id: 'fm1.elastic.hanging-particle',
  subtopicId: 'fm1-elastic-strings-and-springs.hookes-law',
  difficulty: 2,
  frequency: 'frequent',
  tags: ["Hooke's law", 'elastic strings', 'equilibrium', 'elastic potential energy'],
  build(rng) {
    const m = r(rng.pick([0.5, 1, 1.5, 2]));
    const l = r(rng.pick([0.5, 0.8, 1, 1.2, 1.5]));
    const lambda = rng.int(20, 60);
    const extra = r(rng.pick([0.05, 0.1, 0.15]));
    const e = m.mul(G_EXACT).mul(l).div(lambda);
    const F = extra.mul(lambda).div(l);
    const epe = e.add(extra).sq().mul(lambda).div(l.mul(2));
    const texts = { e: sfR(e), F: sfR(F), a: sfR(F.div(m)), epe: sfR(epe) };
    // (c) uses their force from (b), (d) their extension from (a), each to 3 s.f.
    const aCarried = Number(texts.F) / m.value;
    const epeCarried = (lambda * (Number(texts.e) + extra.value) ** 2) / (2 * l.value);
    const setting = rng.pick([
      [tex`A light elastic string has`, tex`the string`, tex`a particle of mass`, tex`the particle`],
      [tex`A light spring has`, tex`the spring`, tex`a small weight of mass`, tex`the weight`],
      [tex`A light elastic cord has`, tex`the cord`, tex`a small basket of mass`, tex`the basket`],
    ]);
    return {
      title: "Hooke's law for a hanging particle",
      introTex: tex`${setting[0]} natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N. One end is fixed and ${setting[2]} \(${rDec(m)}\) kg hangs in equilibrium from the other end. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the extension of ${setting[1]}.`, tex`${texts.e}${U.m}`, [
          mark('M1', tex`Uses Hooke's law with \(T = mg\)`, tex`${coef(rDec(m), 'g')} = \frac{${lambda}e}{${rDec(l)}}`),
          mark('A1', 'Correct unsimplified equation', tex`${coef(rDec(m), 'g')} = \frac{${lambda}e}{${rDec(l)}}`, ['a.1']),
          mark('A1', 'Correct extension, awrt', tex`${texts.e}${U.m}`, ['a.1']),
        ]),
        part(
          tex`The particle is pulled vertically down a further \(${rDec(extra)}\) m and held at rest by a vertical force. Find the magnitude of this force.`,
          tex`${texts.F}${U.N}`,
          [
            mark(
              'M1',
              'Tension at the new extension and resolves vertically',
              tex`F = \frac{${lambda}(e + ${rDec(extra)})}{${rDec(l)}} - ${coef(rDec(m), 'g')}`,
            ),
            mark('A1', 'Correct force, awrt', tex`${texts.F}${U.N}`, ['b.1']),
          ],
        ),
        part(
          tex`The vertical force is removed. Using your answer to part (b), find the initial acceleration of ${setting[3]}.`,
          tex`${texts.a}${U.a}\ \text{upwards}`,
          [
            mark('M1', 'The resultant force is the force that was removed: Newton II', tex`${texts.F} = ${coef(rDec(m), 'a')}`),
            mark('A1ft', 'Correct acceleration, awrt, ft their force', roundedAnswerTex(F.div(m).value, aCarried, U.a, texts.a), ['c.1']),
          ],
        ),
        part(tex`Find the elastic potential energy stored in ${setting[1]} at the instant the force is removed.`, tex`${texts.epe}${U.J}`, [
          mark(
            'M1',
            tex`Uses \(\frac{\lambda x^{2}}{2l}\) with the total extension`,
            tex`\frac{${lambda}(${texts.e} + ${rDec(extra)})^{2}}{2(${rDec(l)})}`,
          ),
          mark('A1ft', 'Correct energy, awrt, ft their extension', roundedAnswerTex(epe.value, epeCarried, U.J, texts.epe), ['d.1']),
        ]),
      ],
      notes: [G_NOTE, tex`(b) The force equals \(\lambda\) times the extra extension over \(l\); this short cut is acceptable.`],
      facts: {
        m: m.value,
        l: l.value,
        lambda,
        extra: extra.value,
        texts,
        carriedRoundings: [
          { allocationId: 'c.2', fromExact: F.div(m).value, fromCarried: aCarried },
          { allocationId: 'd.2', fromExact: epe.value, fromCarried: epeCarried },
        ],
      },
    };
  },
};

const elasticDynamics: QuestionTemplate = {
  id: 'fm1.elastic.release-acceleration',
  subtopicId: 'fm1-elastic-strings-and-springs.dynamics',
  difficulty: 3,
  frequency: 'occasional',
  tags: ["Hooke's law", "Newton's second law", 'elastic strings', 'elastic potential energy'],
  build(rng) {
    for (;;) {
      const m = r(rng.pick([0.2, 0.4, 0.5, 1]));
      const l = r(rng.pick([0.4, 0.5, 0.6, 1]));
      const lambda = rng.int(10, 40);
      const x = r(rng.pick([0.1, 0.15, 0.2, 0.25]));
      const mu = r(rng.pick([0.1, 0.2, 0.3]));
      // Exact: a = lambda x / (l m), rounded once (floating point gave 31.2 for 31.25).
      const a = x.mul(lambda).div(l.mul(m));
      const aRough = a.sub(mu.mul(G_EXACT));
      const v2 = x.sq().mul(lambda).div(l.mul(m));
      const v2Rough = v2.sub(mu.mul(G_EXACT).mul(x).mul(2));
      if (aRough.cmp(R.frac(1, 2)) < 0 || v2Rough.cmp(R.frac(1, 100)) < 0) continue;
      const texts = { a: sfR(a), aRough: sfR(aRough), v: sfRoot(v2), vRough: sfRoot(v2Rough) };
      // (d) uses their speed from (c), to 3 s.f.
      const vRoughCarried = Math.sqrt(Number(texts.v) ** 2 - 2 * mu.mul(G_EXACT).mul(x).value);
      const setting = rng.pick([
        [tex`A particle`, tex`on a horizontal surface`, tex`the surface is`, tex`and the surface`, tex`smooth surface`, tex`rough surface`],
        [tex`A small block`, tex`on a horizontal floor`, tex`the floor is`, tex`and the floor`, tex`smooth floor`, tex`rough floor`],
      ]);
      return {
        title: 'Acceleration of a particle released on an elastic string',
        introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg is attached to one end of a light elastic string of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N. The other end is fixed to a point \(O\) ${setting[1]}. \(P\) is held at rest with \(OP = ${rDec(l.add(x))}\) m and released. Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Given that ${setting[2]} smooth, find the initial acceleration of \(P\).`, tex`${texts.a}${U.a}`, [
            mark('M1', "Hooke's law for the tension", tex`T = \frac{${lambda}\times ${rDec(x)}}{${rDec(l)}}`),
            mark('M1', tex`Newton II with \(T\)`, tex`T = ${coef(rDec(m), 'a')}`),
            mark('A1', 'Correct acceleration, awrt', tex`${texts.a}${U.a}`, ['a.1', 'a.2']),
          ]),
          part(
            tex`Instead ${setting[2]} rough, with coefficient of friction \(${rDec(mu)}\) between \(P\) ${setting[3]}. Find the initial acceleration of \(P\).`,
            tex`${texts.aRough}${U.a}`,
            [
              mark('M1', tex`Newton II including friction \(\mu mg\)`, tex`T - ${rDec(mu)}(${rDec(m)})g = ${coef(rDec(m), 'a')}`),
              mark('A1', 'Correct acceleration, awrt', tex`${texts.aRough}${U.a}`, ['b.1']),
            ],
          ),
          part(tex`For the ${setting[4]}, find the speed of \(P\) when the string becomes slack.`, tex`${texts.v}${U.v}`, [
            mark(
              'M1',
              'Elastic potential energy equals kinetic energy',
              tex`\frac{${lambda}(${rDec(x)})^{2}}{2(${rDec(l)})} = \frac{1}{2}(${rDec(m)})v^{2}`,
            ),
            mark('A1', 'Correct speed, awrt', tex`${texts.v}${U.v}`, ['c.1']),
          ]),
          part(tex`Using your answer to part (c), find the corresponding speed for the ${setting[5]}.`, tex`${texts.vRough}${U.v}`, [
            mark(
              'M1',
              'Subtracts the work done against friction over the extension',
              tex`\frac{1}{2}(${rDec(m)})v^{2} = \frac{1}{2}(${rDec(m)})(${texts.v})^{2} - ${rDec(mu)}(${rDec(m)})g(${rDec(x)})`,
            ),
            mark(
              'A1ft',
              'Correct speed, awrt, ft their (c)',
              roundedAnswerTex(Math.sqrt(v2Rough.value), vRoughCarried, U.v, texts.vRough),
              ['d.1'],
            ),
          ]),
        ],
        notes: [G_NOTE, tex`Values are computed exactly and rounded once: for example \(31.25\) prints as \(31.3\).`],
        facts: {
          m: m.value,
          l: l.value,
          lambda,
          x: x.value,
          mu: mu.value,
          texts,
          carriedRoundings: [{ allocationId: 'd.2', fromExact: Math.sqrt(v2Rough.value), fromCarried: vRoughCarried }],
        },
      };
    }
  },
};

const epe: QuestionTemplate = {
  id: 'fm1.elastic.epe-speed',
  subtopicId: 'fm1-elastic-strings-and-springs.elastic-potential-energy',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['elastic potential energy', 'energy conservation', 'work-energy principle'],
  build(rng) {
    for (;;) {
      const m = r(rng.pick([0.2, 0.25, 0.5, 1]));
      const l = r(rng.pick([0.5, 0.8, 1, 2]));
      const lambda = rng.int(10, 50);
      const x = r(rng.pick([0.1, 0.2, 0.3, 0.4]));
      const mu = r(rng.pick([0.1, 0.15, 0.2, 0.25]));
      const E = x.sq().mul(lambda).div(l.mul(2));
      const v2 = E.mul(2).div(m);
      const wd = mu.mul(m).mul(G_EXACT).mul(x);
      const v2Rough = E.sub(wd).mul(2).div(m);
      if (x.mul(lambda).div(l).cmp(mu.mul(m).mul(G_EXACT)) <= 0 || v2Rough.cmp(R.frac(1, 100)) < 0) continue;
      const texts = { E: rDec(E), v: sfRoot(v2), wd: sfR(wd), vRough: sfRoot(v2Rough) };
      // (b) and (c) use their energy from (a), (c) its work done too, each to 3 s.f.
      const [vCarried, vRoughCarried] = [0, Number(texts.wd)].map((lost) => Math.sqrt((2 * (Number(texts.E) - lost)) / m.value));
      const setting = rng.pick([
        [tex`A particle of mass`, tex`the particle`, tex`a horizontal table`, tex`the table`],
        [tex`A toy car of mass`, tex`the toy car`, tex`a horizontal track`, tex`the track`],
        [tex`A small block of mass`, tex`the block`, tex`a horizontal bench`, tex`the bench`],
      ]);
      return {
        title: 'Elastic potential energy and speed',
        introTex: tex`${setting[0]} \(${rDec(m)}\) kg rests on ${setting[2]}, attached to a fixed point on ${setting[3]} by a light elastic string of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N. It is pulled so that the extension of the string is \(${rDec(x)}\) m and released from rest. Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the elastic potential energy stored in the string when ${setting[1]} is released.`, tex`${texts.E}${U.J}`, [
            mark('M1', tex`Uses \(\frac{\lambda x^{2}}{2l}\)`, tex`\frac{${lambda}(${rDec(x)})^{2}}{2(${rDec(l)})}`),
            mark('A1', 'Correct energy', tex`${texts.E}${U.J}`, ['a.1']),
          ]),
          part(
            tex`Given that ${setting[3]} is smooth, find the speed of ${setting[1]} when the string becomes slack.`,
            tex`${texts.v}${U.v}`,
            [
              mark('M1', 'Equates elastic potential energy to kinetic energy', tex`\frac{1}{2}(${rDec(m)})v^{2} = ${texts.E}`),
              mark('A1ft', 'Correct speed, awrt, ft their energy', roundedAnswerTex(Math.sqrt(v2.value), vCarried, U.v, texts.v), ['b.1']),
            ],
          ),
          part(
            tex`Given instead that ${setting[3]} is rough, with coefficient of friction \(${rDec(mu)}\) between ${setting[1]} and ${setting[3]}, use your answer to part (a) to find the speed of ${setting[1]} when the string becomes slack.`,
            tex`${texts.vRough}${U.v}`,
            [
              mark('M1', 'Work done against friction over the extension', tex`${rDec(mu)}(${rDec(m)})g(${rDec(x)}) = ${texts.wd}`),
              mark(
                'M1',
                'Work-energy: elastic energy equals kinetic energy plus work against friction',
                tex`${texts.E} = \frac{1}{2}(${rDec(m)})v^{2} + ${texts.wd}`,
              ),
              mark('A1', 'Correct speed, awrt', roundedAnswerTex(Math.sqrt(v2Rough.value), vRoughCarried, U.v, texts.vRough), [
                'c.1',
                'c.2',
              ]),
            ],
          ),
        ],
        notes: [G_NOTE, '(b) A1ft on their elastic potential energy from (a).'],
        facts: {
          m: m.value,
          l: l.value,
          lambda,
          x: x.value,
          mu: mu.value,
          texts,
          carriedRoundings: [
            { allocationId: 'b.2', fromExact: Math.sqrt(v2.value), fromCarried: vCarried },
            { allocationId: 'c.3', fromExact: Math.sqrt(v2Rough.value), fromCarried: vRoughCarried },
          ],
        },
      };
    }
  },
};

/** The templates of this file (checked by its spec); the exported array adds the exam-length files. */
export const fm1MomentumEnergyBase: QuestionTemplate[] = [
  impulse,
  conservation,
  vectorMomentum,
  workDone,
  energies,
  workEnergy,
  power,
  hooke,
  elasticDynamics,
  epe,
];

export const fm1MomentumEnergyTemplates: QuestionTemplate[] = [
  ...fm1MomentumEnergyBase,
  ...fm1MomentumEnergyExamTemplates,
  ...fm1ElasticExamTemplates,
  ...fm1StringImpactExamTemplates,
];
