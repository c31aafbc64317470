import { frac } from '../../math/rational.js';
import { fracTex, ijk, num, sf, surdTex, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { lineCollisionDiagram } from './collision-diagrams.js';

export const G = 9.8;
const ke = (m: number, v: number) => 0.5 * m * v * v;
export const units = { v: '\\ \\mathrm{m\\,s^{-1}}', N: '\\ \\mathrm{N}', Ns: '\\ \\mathrm{N\\,s}', J: '\\ \\mathrm{J}', m: '\\ \\mathrm{m}' };

const impulse: QuestionTemplate = {
  id: 'fm1.momentum.impulse-on-wall',
  subtopicId: 'fm1-momentum-and-impulse.one-dimension',
  difficulty: 1,
  frequency: 'frequent',
  tags: ['momentum', 'impulse', 'average force'],
  build(rng) {
    const [m, u, v, t] = [rng.pick([0.2, 0.25, 0.4, 0.5]), rng.int(6, 15), rng.int(2, 8), rng.pick([0.02, 0.04, 0.05, 0.1])];
    const I = m * (u + v);
    return {
      title: 'Impulse on a ball rebounding from a wall',
      introTex: tex`A ball of mass \(${num(m)}\) kg moves horizontally at \(${u}${units.v}\) and hits a vertical wall at right angles. It rebounds along the same line at \(${v}${units.v}\).`,
      parts: [
        part(tex`Find the magnitude of the impulse exerted on the ball by the wall.`, tex`${num(I)}${units.Ns}`, [
          mark('M1', 'Change in momentum with the direction change taken into account', tex`${num(m)}(${v} - (-${u}))`),
          mark('A1', 'Correct magnitude', tex`${num(I)}${units.Ns}`, ['a.1']),
        ]),
        part(tex`The ball is in contact with the wall for \(${num(t)}\) s. Find the average force exerted on the ball.`, tex`${sf(I / t)}${units.N}`, [
          mark('M1', 'Impulse divided by the time', tex`\frac{${num(I)}}{${num(t)}}`),
          mark('A1ft', 'Correct force, follow through their impulse', tex`${sf(I / t)}${units.N}`, ['b.1', 'a.2']),
        ]),
      ],
      notes: ['(a) Using u - v instead of u + v scores M0.'],
      facts: { m, u, v, t, I, force: I / t },
    };
  },
};

const conservation: QuestionTemplate = {
  id: 'fm1.momentum.conservation',
  subtopicId: 'fm1-momentum-and-impulse.conservation',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['momentum', 'conservation of momentum', 'kinetic energy'],
  build(rng) {
    for (;;) {
      const [m1, m2, u1, u2, v1] = [rng.int(1, 5), rng.int(1, 5), rng.int(3, 9), -rng.int(0, 4), rng.int(-3, 2)];
      const v2 = frac(m1 * u1 + m2 * u2 - m1 * v1, m2);
      const vv = v2.n / v2.d;
      const loss = ke(m1, u1) + ke(m2, u2) - ke(m1, v1) - ke(m2, vv);
      if (vv < v1 || loss <= 0) continue;
      return {
        title: 'Conservation of momentum in a collision',
        introTex: (u2 === 0
          ? tex`A particle \(A\) of mass \(${m1}\) kg moving with speed \(${u1}${units.v}\) on a smooth horizontal surface collides directly with a particle \(B\) of mass \(${m2}\) kg at rest.`
          : tex`Two particles \(A\) and \(B\), of masses \(${m1}\) kg and \(${m2}\) kg, move towards each other on a smooth horizontal surface with speeds \(${u1}${units.v}\) and \(${-u2}${units.v}\) respectively.`) +
          tex` After the collision, \(A\) has velocity \(${v1}${units.v}\) in its original direction of motion.`,
        parts: [
          part(tex`Find the velocity of \(B\) after the collision.`, tex`${fracTex(v2)}${units.v}`, [
            mark('M1', 'Conservation of momentum with consistent signs', tex`${m1}(${u1}) + ${m2}(${u2}) = ${m1}(${v1}) + ${m2}v`),
            mark('A1', 'Correct velocity', tex`v = ${fracTex(v2)}${units.v}`, ['a.1']),
          ]),
          part(tex`Find the kinetic energy lost in the collision.`, tex`${sf(loss)}${units.J}`, [
            mark('M1', 'Difference of total kinetic energies before and after', tex`\frac{1}{2}(${m1})(${u1})^{2} + \frac{1}{2}(${m2})(${u2})^{2} - \frac{1}{2}(${m1})(${v1})^{2} - \frac{1}{2}(${m2})v^{2}`),
            mark('A1', 'Correct loss, awrt', tex`${sf(loss)}${units.J}`, ['b.1']),
          ]),
        ],
        notes: ['A diagram showing directions is recommended; sign errors lose the A marks.'],
        diagrams: [{
          title: 'Particles before the collision',
          description: `Particle A of mass ${m1} kg moving right at ${u1} m/s towards particle B of mass ${m2} kg ${u2 === 0 ? 'at rest' : `moving left at ${-u2} m/s`}.`,
          svg: lineCollisionDiagram({ name: 'A', mass: `${m1} kg`, speed: u1 }, { name: 'B', mass: `${m2} kg`, speed: u2 }),
        }],
        facts: { m1, m2, u1, u2, v1, v2: vv, loss },
      };
    }
  },
};

const vectorMomentum: QuestionTemplate = {
  id: 'fm1.momentum.vector-impulse',
  subtopicId: 'fm1-momentum-and-impulse.momentum-as-a-vector',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['momentum', 'impulse', 'vectors'],
  build(rng) {
    const m = rng.pick([2, 3, 4, 5]);
    const u = [rng.int(-6, 6), rng.int(-6, 6)];
    const v = [u[0] + rng.nonZero(-4, 4), u[1] + rng.int(-4, 4)];
    const I = [m * (v[0] - u[0]), m * (v[1] - u[1])];
    const speed2 = v[0] ** 2 + v[1] ** 2;
    const dKE = ke(m, Math.sqrt(speed2)) - ke(m, Math.hypot(u[0], u[1]));
    return {
      title: 'Impulse and momentum as vectors',
      introTex: tex`A particle of mass \(${num(m)}\) kg moving with velocity \((${ijk(u)})${units.v}\) receives an impulse of \((${ijk(I)})${units.Ns}\).`,
      parts: [
        part(tex`Find the velocity of the particle immediately after the impulse.`, tex`(${ijk(v)})${units.v}`, [
          mark('M1', 'Uses I = m v - m u', tex`${ijk(I)} = ${num(m)}\mathbf{v} - ${num(m)}(${ijk(u)})`),
          mark('A1', 'Correct velocity', tex`(${ijk(v)})${units.v}`, ['a.1']),
        ]),
        part(tex`Find the exact speed of the particle immediately after the impulse.`, tex`${surdTex(speed2)}${units.v}`, [mark('B1ft', 'Magnitude of their velocity', tex`\sqrt{${v[0] ** 2} + ${v[1] ** 2}} = ${surdTex(speed2)}`, ['a.2'])]),
        part(tex`Find the change in kinetic energy of the particle.`, tex`${sf(dKE)}${units.J}`, [
          mark('M1', 'Difference of kinetic energies using speeds', tex`\frac{1}{2}(${num(m)})(${speed2}) - \frac{1}{2}(${num(m)})(${u[0] ** 2 + u[1] ** 2})`),
          mark('A1', 'Correct change (a decrease is negative)', tex`${sf(dKE)}${units.J}`, ['c.1']),
        ]),
      ],
      notes: ['(c) Accept a loss stated as a positive value with the word loss.'],
      facts: { m, u, v, I, speed2, dKE },
    };
  },
};

const workDone: QuestionTemplate = {
  id: 'fm1.energy.work-against-friction',
  subtopicId: 'fm1-work-energy-and-power.work-done',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['work done', 'friction'],
  build(rng) {
    const [m, P, d, mu] = [rng.int(5, 20), rng.int(20, 60), rng.int(3, 12), rng.pick([0.1, 0.2, 0.25, 0.3])];
    const [cos, sin] = [0.8, 0.6];
    const wP = P * d * cos;
    const R = m * G - P * sin;
    const wF = mu * R * d;
    return {
      title: 'Work done by a pulling force and against friction',
      introTex: tex`A box of mass \(${m}\) kg is pulled \(${d}\) m along rough horizontal ground by a rope inclined at angle \(\alpha\) above the horizontal, where \(\tan\alpha = \frac{3}{4}\). The tension in the rope is \(${P}\) N and the coefficient of friction is \(${num(mu)}\).`,
      parts: [
        part(tex`Find the work done by the tension.`, tex`${num(wP)}${units.J}`, [
          mark('M1', 'Uses the component of the force along the motion times distance', tex`${P}\cos\alpha \times ${d}`),
          mark('A1', 'Correct work done', tex`${num(wP)}${units.J}`, ['a.1']),
        ]),
        part(tex`Find the work done against friction.`, tex`${sf(wF)}${units.J}`, [
          mark('M1', 'Resolves vertically for the normal reaction', tex`R = ${m}g - ${P}\sin\alpha = ${sf(R)}`),
          mark('M1', 'Uses F = mu R and multiplies by the distance', tex`${num(mu)} \times ${sf(R)} \times ${d}`),
          mark('A1', 'Correct work done, awrt', tex`${sf(wF)}${units.J}`, ['b.1', 'b.2']),
        ]),
      ],
      notes: ['Take g = 9.8 m s^-2. (b) R = mg scores M0 A0.'],
      facts: { m, P, d, mu, wP, wF },
    };
  },
};

const energies: QuestionTemplate = {
  id: 'fm1.energy.mechanical-energy-change',
  subtopicId: 'fm1-work-energy-and-power.kinetic-and-potential-energy',
  difficulty: 2,
  frequency: 'frequent',
  tags: ['kinetic energy', 'gravitational potential energy'],
  build(rng) {
    const [m, u, v, h] = [rng.pick([0.5, 1, 2, 3, 5]), rng.int(8, 20), rng.int(2, 7), rng.int(2, 6)];
    const dKE = ke(m, u) - ke(m, v);
    const dPE = m * G * h;
    const lost = dKE - dPE;
    return {
      title: 'Changes in kinetic and potential energy',
      introTex: tex`A particle of mass \(${num(m)}\) kg moves along a rough path from \(A\) to \(B\), where \(B\) is \(${h}\) m vertically above \(A\). Its speed is \(${u}${units.v}\) at \(A\) and \(${v}${units.v}\) at \(B\).`,
      parts: [
        part(tex`Find the kinetic energy lost by the particle.`, tex`${num(dKE)}${units.J}`, [
          mark('M1', 'Difference of kinetic energies', tex`\frac{1}{2}(${num(m)})(${u}^{2} - ${v}^{2})`),
          mark('A1', 'Correct loss', tex`${num(dKE)}${units.J}`, ['a.1']),
        ]),
        part(tex`Find the potential energy gained, and hence the work done against resistance from \(A\) to \(B\).`, tex`${sf(dPE)}${units.J}, \; ${sf(lost)}${units.J}`, [
          mark('B1', 'Correct potential energy gained', tex`mgh = ${sf(dPE)}`),
          mark('M1', 'Work done against resistance = KE lost - PE gained', tex`${num(dKE)} - ${sf(dPE)}`),
          mark('A1', 'Correct work done, awrt', tex`${sf(lost)}${units.J}`, ['b.2']),
        ]),
      ],
      notes: ['Take g = 9.8 m s^-2.'],
      facts: { m, u, v, h, dKE, dPE, lost },
    };
  },
};

const SLOPES: [string, number, number][] = [['\\frac{3}{4}', 0.6, 0.8], ['\\frac{5}{12}', 5 / 13, 12 / 13], ['\\frac{4}{3}', 0.8, 0.6]];

const workEnergy: QuestionTemplate = {
  id: 'fm1.energy.rough-slope',
  subtopicId: 'fm1-work-energy-and-power.work-energy-principle',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['work-energy principle', 'friction', 'inclined plane'],
  build(rng) {
    const [tanTex, sin, cos] = rng.pick(SLOPES);
    const [m, u, mu] = [rng.int(2, 8), rng.int(5, 14), rng.pick([0.2, 0.25, 0.3, 0.4])];
    const d = (u * u) / (2 * G * (sin + mu * cos));
    return {
      title: 'Work-energy principle on a rough slope',
      introTex: tex`A particle of mass \(${m}\) kg is projected with speed \(${u}${units.v}\) up a line of greatest slope of a rough plane inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = ${tanTex}\). The coefficient of friction is \(${num(mu)}\).`,
      parts: [
        part(tex`Use the work-energy principle to find the distance the particle moves up the plane before coming to rest.`, tex`${sf(d)}${units.m}`, [
          mark('M1', 'Resolves perpendicular to the plane and uses F = mu R', tex`F = ${num(mu)} \times ${m}g\cos\alpha`),
          mark('M1', 'Work-energy equation with KE, PE and work against friction', tex`\frac{1}{2}(${m})(${u})^{2} = ${m}g d\sin\alpha + F d`),
          mark('A1', 'Correct equation', tex`${ke(m, u)} = ${sf(m * G * sin)}d + ${sf(mu * m * G * cos)}d`, ['a.1', 'a.2']),
          mark('A1', 'Correct distance, awrt', tex`${sf(d)}${units.m}`, ['a.2']),
        ]),
      ],
      notes: ['A solution using suvat only scores M1 for the friction force.', 'Take g = 9.8 m s^-2.'],
      facts: { m, u, mu, sin, cos, d },
    };
  },
};

const power: QuestionTemplate = {
  id: 'fm1.energy.car-power',
  subtopicId: 'fm1-work-energy-and-power.power',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['power', 'driving force', 'maximum speed'],
  build(rng) {
    const [m, R, P, k] = [rng.pick([800, 1000, 1200, 1500]), rng.pick([400, 500, 600, 800]), rng.pick([15, 20, 24, 30]), rng.pick([20, 25, 30])];
    const vmax = (P * 1000) / R;
    const v = rng.int(8, 14);
    const a = ((P * 1000) / v - R - (m * G) / k) / m;
    return {
      title: 'Power of a car engine',
      introTex: tex`A car of mass \(${m}\) kg has an engine working at a constant rate of \(${P}\) kW. The resistance to motion is constant at \(${R}\) N.`,
      parts: [
        part(tex`Find the maximum speed of the car on a straight horizontal road.`, tex`${num(vmax)}${units.v}`, [
          mark('M1', 'Driving force equals resistance at maximum speed, with P = Fv', tex`\frac{${P * 1000}}{v} = ${R}`),
          mark('A1', 'Correct maximum speed', tex`${num(vmax)}${units.v}`, ['a.1']),
        ]),
        part(tex`The car now moves up a hill inclined at \(\theta\) to the horizontal, where \(\sin\theta = \frac{1}{${k}}\). Find the acceleration of the car when its speed is \(${v}${units.v}\).`, tex`${sf(a)}\ \mathrm{m\,s^{-2}}`, [
          mark('M1', 'Newton II along the slope with the driving force P/v', tex`\frac{${P * 1000}}{${v}} - ${R} - ${m}g\cdot\frac{1}{${k}} = ${m}a`),
          mark('A1', 'Correct equation', tex`${sf((P * 1000) / v)} - ${R} - ${sf((m * G) / k)} = ${m}a`, ['b.1']),
          mark('A1', 'Correct acceleration, awrt', tex`${sf(a)}\ \mathrm{m\,s^{-2}}`, ['b.1']),
        ]),
      ],
      notes: ['Power must be in watts; kW used directly scores M0.', 'Take g = 9.8 m s^-2.'],
      facts: { m, R, P, k, vmax, v, a },
    };
  },
};

const hooke: QuestionTemplate = {
  id: 'fm1.elastic.hanging-particle',
  subtopicId: 'fm1-elastic-strings-and-springs.hookes-law',
  difficulty: 2,
  frequency: 'frequent',
  tags: ["Hooke's law", 'elastic strings', 'equilibrium'],
  build(rng) {
    const [m, l, lambda] = [rng.pick([0.5, 1, 1.5, 2]), rng.pick([0.5, 0.8, 1, 1.2, 1.5]), rng.int(20, 60)];
    const e = (m * G * l) / lambda;
    const extra = rng.pick([0.05, 0.1, 0.15]);
    const F = (lambda * (e + extra)) / l - m * G;
    return {
      title: "Hooke's law for a hanging particle",
      introTex: tex`A light elastic string has natural length \(${num(l)}\) m and modulus of elasticity \(${lambda}\) N. One end is fixed and a particle of mass \(${num(m)}\) kg hangs in equilibrium from the other end.`,
      parts: [
        part(tex`Find the extension of the string.`, tex`${sf(e)}${units.m}`, [
          mark('M1', "Uses Hooke's law with T = mg", tex`${num(m)}g = \frac{${lambda}e}{${num(l)}}`),
          mark('A1', 'Correct extension, awrt', tex`${sf(e)}${units.m}`, ['a.1']),
        ]),
        part(tex`The particle is pulled vertically down a further \(${num(extra)}\) m and held at rest by a vertical force. Find the magnitude of this force.`, tex`${sf(F)}${units.N}`, [
          mark('M1', 'Tension at the new extension and resolves vertically', tex`F = \frac{${lambda}(e + ${num(extra)})}{${num(l)}} - ${num(m)}g`),
          mark('A1', 'Correct force, awrt', tex`${sf(F)}${units.N}`, ['b.1']),
        ]),
      ],
      notes: ['Take g = 9.8 m s^-2.', '(b) The force equals lambda times the extra extension over l; this short cut is acceptable.'],
      facts: { m, l, lambda, e, extra, F },
    };
  },
};

const elasticDynamics: QuestionTemplate = {
  id: 'fm1.elastic.release-acceleration',
  subtopicId: 'fm1-elastic-strings-and-springs.dynamics',
  difficulty: 3,
  frequency: 'occasional',
  tags: ["Hooke's law", 'Newton\'s second law', 'elastic strings'],
  build(rng) {
    const [m, l, lambda, x] = [rng.pick([0.2, 0.4, 0.5, 1]), rng.pick([0.4, 0.5, 0.6, 1]), rng.int(10, 40), rng.pick([0.1, 0.15, 0.2, 0.25])];
    const a = (lambda * x) / (l * m);
    const mu = rng.pick([0.1, 0.2, 0.3]);
    const aRough = a - mu * G;
    return {
      title: 'Acceleration of a particle released on an elastic string',
      introTex: tex`A particle \(P\) of mass \(${num(m)}\) kg is attached to one end of a light elastic string of natural length \(${num(l)}\) m and modulus \(${lambda}\) N. The other end is fixed to a point \(O\) on a horizontal surface. \(P\) is held at rest with \(OP = ${num(l + x)}\) m and released.`,
      parts: [
        part(tex`Given that the surface is smooth, find the initial acceleration of \(P\).`, tex`${sf(a)}\ \mathrm{m\,s^{-2}}`, [
          mark('M1', "Hooke's law for the tension", tex`T = \frac{${lambda}\times ${num(x)}}{${num(l)}}`),
          mark('M1', 'Newton II with T', tex`T = ${num(m)}a`),
          mark('A1', 'Correct acceleration, awrt', tex`${sf(a)}\ \mathrm{m\,s^{-2}}`, ['a.1', 'a.2']),
        ]),
        part(tex`Instead the surface is rough with coefficient of friction \(${num(mu)}\). Find the initial acceleration of \(P\).`, tex`${sf(aRough)}\ \mathrm{m\,s^{-2}}`, [
          mark('M1', 'Newton II including friction mu m g', tex`T - ${num(mu)}(${num(m)})g = ${num(m)}a`),
          mark('A1', 'Correct acceleration, awrt', tex`${sf(aRough)}\ \mathrm{m\,s^{-2}}`, ['b.1']),
        ]),
      ],
      notes: ['Take g = 9.8 m s^-2.'],
      facts: { m, l, lambda, x, a, mu, aRough },
    };
  },
};

const epe: QuestionTemplate = {
  id: 'fm1.elastic.epe-speed',
  subtopicId: 'fm1-elastic-strings-and-springs.elastic-potential-energy',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['elastic potential energy', 'energy conservation'],
  build(rng) {
    const [m, l, lambda, x] = [rng.pick([0.2, 0.25, 0.5, 1]), rng.pick([0.5, 0.8, 1, 2]), rng.int(10, 50), rng.pick([0.1, 0.2, 0.3, 0.4])];
    const E = (lambda * x * x) / (2 * l);
    const v = Math.sqrt((2 * E) / m);
    return {
      title: 'Elastic potential energy and speed',
      introTex: tex`A particle of mass \(${num(m)}\) kg rests on a smooth horizontal table, attached to a fixed point by a light elastic string of natural length \(${num(l)}\) m and modulus \(${lambda}\) N. It is pulled so that the extension is \(${num(x)}\) m and released from rest.`,
      parts: [
        part(tex`Find the elastic potential energy stored in the string when the particle is released.`, tex`${sf(E)}${units.J}`, [
          mark('M1', 'Uses lambda x^2 / (2l)', tex`\frac{${lambda}(${num(x)})^{2}}{2(${num(l)})}`),
          mark('A1', 'Correct energy', tex`${sf(E)}${units.J}`, ['a.1']),
        ]),
        part(tex`Find the speed of the particle when the string becomes slack.`, tex`${sf(v)}${units.v}`, [
          mark('M1', 'Equates EPE to KE', tex`\frac{1}{2}(${num(m)})v^{2} = ${sf(E)}`),
          mark('A1ft', 'Correct speed, follow through their energy', tex`${sf(v)}${units.v}`, ['b.1', 'a.2']),
        ]),
      ],
      notes: ['(b) A1ft on their EPE from (a).'],
      facts: { m, l, lambda, x, E, v },
    };
  },
};

export const fm1MomentumEnergyTemplates = [impulse, conservation, vectorMomentum, workDone, energies, workEnergy, power, hooke, elasticDynamics, epe];
