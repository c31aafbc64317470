import { SIMPLE_FRACTIONS } from '../../math/rational.js';
import { tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { lineCollisionDiagram, obliqueSpheresDiagram, reboundDiagram, wallImpactDiagram } from './collision-diagrams.js';
import { fm1CollisionExamTemplates } from './fm1-collisions-exam.js';
import { coef, exact, G_EXACT, G_NOTE, ijR, massesOf, R, rDec, rTex, sfR, sfRoot, U } from './fm1-exact.js';

const half = R.frac(1, 2);
const deg = (rad: number) => sfR(R.of(((rad * 180) / Math.PI).toFixed(9)));

/** Velocities after a direct collision: momentum conserved, separation speed e times approach speed. */
export function directImpact(m1: number | R, m2: number | R, u1: number | R, u2: number | R, e: R): [R, R] {
  const [a, b, x, y] = [R.of(m1), R.of(m2), R.of(u1), R.of(u2)];
  const p = a.mul(x).add(b.mul(y));
  const rel = x.sub(y);
  return [p.sub(e.mul(b).mul(rel)).div(a.add(b)), p.add(e.mul(a).mul(rel)).div(a.add(b))];
}

const restitution: QuestionTemplate = {
  id: 'fm1.collisions.restitution',
  subtopicId: 'fm1-elastic-collisions-1d.newtons-law-of-restitution',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', "Newton's law of restitution", 'conservation of momentum', 'direct impact', 'kinetic energy', 'impulse'],
  build(rng) {
    const [m1, m2, u1, u2] = [rng.int(1, 5), rng.int(1, 5), rng.int(3, 9), -rng.int(0, 4)];
    const e = R.frac(...rng.pick(SIMPLE_FRACTIONS));
    const [v1, v2] = directImpact(m1, m2, u1, u2, e);
    const loss = half.mul(R.of(m1 * u1 * u1 + m2 * u2 * u2)).sub(half.mul(v1.sq().mul(m1).add(v2.sq().mul(m2))));
    const J = v2.sub(u2).mul(m2);
    const texts = { v1: rTex(v1), v2: rTex(v2), loss: exact(loss), J: exact(J) };
    return {
      title: "Direct collision with Newton's law of restitution",
      introTex: tex`Particles \(A\) (mass \(${m1}\) kg) and \(B\) (mass \(${m2}\) kg) move on a smooth horizontal line. \(A\) moves with speed \(${u1}${U.v}\) towards \(B\), ${u2 === 0 ? 'which is at rest' : tex`which moves towards \(A\) with speed \(${-u2}${U.v}\)`}. The coefficient of restitution between them is \(${rTex(e)}\).`,
      parts: [
        part(
          tex`Find the velocities of \(A\) and \(B\) immediately after the collision, taking the original direction of motion of \(A\) as positive.`,
          tex`v_A = ${texts.v1}${U.v}, \; v_B = ${texts.v2}${U.v}`,
          [
            mark('M1', 'Conservation of momentum', tex`${m1}(${u1}) + ${m2}(${u2}) = ${coef(m1, 'v_A')} + ${coef(m2, 'v_B')}`),
            mark('M1', "Newton's law of restitution with the correct sense", tex`v_B - v_A = ${rTex(e)}(${u1} - (${u2}))`),
            mark('dM1', 'Solves the simultaneous equations, dependent on both M marks', tex`v_A = ${texts.v1}`, ['a.1', 'a.2']),
            mark('A1', tex`Correct velocity of \(A\)`, tex`v_A = ${texts.v1}${U.v}`, ['a.3']),
            mark('A1', tex`Correct velocity of \(B\)`, tex`v_B = ${texts.v2}${U.v}`, ['a.3']),
          ],
        ),
        part(tex`Find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
          mark(
            'M1',
            'Total kinetic energy before minus after, with their velocities',
            tex`\frac{1}{2}(${m1})(${u1})^{2} + \frac{1}{2}(${m2})(${u2})^{2} - \frac{1}{2}(${m1})v_A^{2} - \frac{1}{2}(${m2})v_B^{2}`,
          ),
          mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['b.1']),
        ]),
        part(tex`Using your answers to part (a), find the magnitude of the impulse exerted on \(B\) by \(A\).`, tex`${texts.J}${U.Ns}`, [
          mark('M1', tex`Change in momentum of \(B\)`, tex`${m2}\left(${texts.v2} - (${u2})\right)`),
          mark('A1ft', tex`Correct magnitude, ft their velocity of \(B\)`, tex`${texts.J}${U.Ns}`, ['c.1']),
        ]),
      ],
      notes: [tex`Restitution written as approach equals \(e\) times separation scores M0.`, '(b) Exact answers or 3 s.f.'],
      diagrams: [
        {
          role: 'question',
          title: 'Particles before the collision',
          description: `Particle A of mass ${m1} kg moving right at ${u1} m/s towards particle B of mass ${m2} kg ${u2 === 0 ? 'at rest' : `moving left at ${-u2} m/s`}.`,
          svg: lineCollisionDiagram({ name: 'A', mass: m1, speed: u1 }, { name: 'B', mass: m2, speed: u2 }),
        },
      ],
      facts: { m1, m2, u1, u2, e: [Number(e.n), Number(e.d)], texts },
    };
  },
};

const planeImpact: QuestionTemplate = {
  id: 'fm1.collisions.bounce',
  subtopicId: 'fm1-elastic-collisions-1d.impact-with-a-plane',
  difficulty: 2,
  frequency: 'frequent',
  tags: ["Newton's law of restitution", 'impact with a plane', 'rebound height', 'impulse'],
  build(rng) {
    const h = R.of(rng.pick([1.2, 1.5, 2, 2.5, 3, 4, 4.5, 5]));
    const e = R.frac(...rng.pick(SIMPLE_FRACTIONS));
    const m = R.of(rng.pick([0.05, 0.1, 0.2, 0.25, 0.5]));
    const u2 = G_EXACT.mul(h).mul(2);
    const texts = {
      u: sfRoot(u2),
      after: sfRoot(u2.mul(e.sq())),
      height: exact(e.sq().mul(h)),
      time: sfRoot(e.sq().mul(h).mul(8).div(G_EXACT)),
      I: sfRoot(u2.mul(m.sq()).mul(e.add(1).sq())),
    };
    // Each later step uses their impact and rebound speeds, to 3 s.f.
    const afterCarried = e.value * Number(texts.u);
    const timeCarried = (2 * Number(texts.after)) / 9.8;
    const impulseCarried = m.value * (Number(texts.after) + Number(texts.u));
    const exactOf = { after: Math.sqrt(u2.value) * e.value, time: (2 * Math.sqrt(u2.value) * e.value) / 9.8 };
    const impulse = Math.sqrt(u2.value) * m.value * (e.value + 1);
    const setting = rng.pick([
      [tex`A small ball`, tex`the ball`],
      [tex`A small rubber ball`, tex`the rubber ball`],
      [tex`A steel ball`, tex`the steel ball`],
    ]);
    return {
      title: 'A ball bouncing on a horizontal floor',
      introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg is dropped from rest at a height of \(${rDec(h)}\) m above a smooth horizontal floor. The coefficient of restitution between ${setting[1]} and the floor is \(${rTex(e)}\). Air resistance is ignored. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the speed of ${setting[1]} immediately after it first hits the floor.`, tex`${texts.after}${U.v}`, [
          mark('B1', 'Speed of impact', tex`\sqrt{2g(${rDec(h)})} = ${texts.u}`),
          mark('M1', tex`Multiplies by \(e\)`, tex`${rTex(e)} \times ${texts.u}`),
          mark('A1', 'Correct speed, awrt', roundedAnswerTex(exactOf.after, afterCarried, U.v, texts.after), ['a.2']),
        ]),
        part(tex`Find the greatest height reached by ${setting[1]} after its first bounce.`, tex`${texts.height}${U.m}`, [
          mark('M1', tex`Uses \(v^{2} = u^{2} - 2gs\) with their rebound speed`, tex`0 = (${texts.after})^{2} - 2gs`),
          mark('A1ft', 'Correct height, ft their rebound speed', tex`${texts.height}${U.m}`, ['b.1']),
        ]),
        part(tex`Using your answer to part (a), find the time between the first and second bounces.`, tex`${texts.time}\ \mathrm{s}`, [
          mark('M1', tex`Time up and down: twice the rebound speed over \(g\)`, tex`\frac{2(${texts.after})}{9.8}`),
          mark(
            'A1ft',
            'Correct time, awrt, ft their rebound speed',
            roundedAnswerTex(exactOf.time, timeCarried, '\\ \\mathrm{s}', texts.time),
            ['c.1'],
          ),
        ]),
        part(tex`Find the magnitude of the impulse exerted on ${setting[1]} by the floor at the first bounce.`, tex`${texts.I}${U.Ns}`, [
          mark('M1', 'Change of momentum with the change of direction', tex`${rDec(m)}(${texts.after} + ${texts.u})`),
          mark('A1', 'Correct impulse, awrt', roundedAnswerTex(impulse, impulseCarried, U.Ns, texts.I), ['d.1']),
        ]),
      ],
      notes: [G_NOTE, tex`(b) \(e^{2}h\) directly is acceptable.`],
      facts: {
        h: h.value,
        e: [Number(e.n), Number(e.d)],
        m: m.value,
        texts,
        carriedRoundings: [
          { allocationId: 'a.3', fromExact: exactOf.after, fromCarried: afterCarried },
          { allocationId: 'c.2', fromExact: exactOf.time, fromCarried: timeCarried },
          { allocationId: 'd.2', fromExact: impulse, fromCarried: impulseCarried },
        ],
      },
    };
  },
};

const energyLoss: QuestionTemplate = {
  id: 'fm1.collisions.energy-loss',
  subtopicId: 'fm1-elastic-collisions-1d.energy-loss',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', 'kinetic energy', 'coefficient of restitution', 'direct impact', 'impulse'],
  build(rng) {
    const [m1, m2, u] = [rng.int(1, 4), rng.int(1, 5), rng.int(3, 8)];
    const e = R.frac(...rng.pick(SIMPLE_FRACTIONS));
    const [v1, v2] = directImpact(m1, m2, u, 0, e);
    const loss = half.mul(R.of(m1 * u * u)).sub(half.mul(v1.sq().mul(m1).add(v2.sq().mul(m2))));
    const J = v2.mul(m2);
    const direction = v1.sign > 0 ? 'in its original direction' : v1.sign < 0 ? 'reversed' : 'at rest';
    const askA = tex`Find the velocities of \(P\) and \(Q\) immediately after the collision, taking the original direction of motion of \(P\) as positive, and state the direction of motion of \(P\).`;
    const texts = { v1: rTex(v1), v2: rTex(v2), loss: exact(loss), J: exact(J) };
    const setting = rng.pick([
      [tex`A sphere`, tex`with a sphere`, tex`The spheres`, tex`smooth horizontal surface`],
      [tex`A ball`, tex`with a second ball`, tex`The balls`, tex`smooth horizontal table`],
      [tex`A puck`, tex`with a puck`, tex`The pucks`, tex`smooth horizontal sheet of ice`],
    ]);
    return {
      title: 'Kinetic energy lost in a direct collision',
      introTex: tex`${setting[0]} \(P\) of mass \(${m1}\) kg moving at \(${u}${U.v}\) collides directly ${setting[1]} \(Q\) of mass \(${m2}\) kg at rest on a ${setting[3]}. ${setting[2]} have equal radii and the coefficient of restitution between them is \(${rTex(e)}\).`,
      parts: [
        part(askA, tex`v_P = ${texts.v1}${U.v}\ (\text{${direction}}), \; v_Q = ${texts.v2}${U.v}`, [
          mark('M1', 'Conservation of momentum', tex`${m1 * u} = ${coef(m1, 'v_P')} + ${coef(m2, 'v_Q')}`),
          mark('M1', "Newton's law of restitution", tex`v_Q - v_P = ${rTex(e)}(${u})`),
          mark('A1', tex`Correct velocity of \(P\) with its direction`, tex`v_P = ${texts.v1}\ (\text{${direction}})`, ['a.1', 'a.2']),
          mark('A1', tex`Correct velocity of \(Q\)`, tex`v_Q = ${texts.v2}`, ['a.1', 'a.2']),
        ]),
        part(tex`Find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
          mark(
            'M1',
            'KE before minus KE after with their velocities',
            tex`\frac{1}{2}(${m1})(${u})^{2} - \frac{1}{2}(${m1})v_P^{2} - \frac{1}{2}(${m2})v_Q^{2}`,
          ),
          mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['b.1']),
        ]),
        part(tex`Using your answer to part (a), find the magnitude of the impulse exerted by \(P\) on \(Q\).`, tex`${texts.J}${U.Ns}`, [
          mark('M1', tex`Change in momentum of \(Q\)`, tex`${m2} \times ${texts.v2}`),
          mark('A1ft', tex`Correct magnitude, ft their velocity of \(Q\)`, tex`${texts.J}${U.Ns}`, ['c.1']),
        ]),
      ],
      notes: [
        tex`(a) Velocities are signed: a negative velocity of \(P\) means it moves back. A speed (a magnitude) is never negative.`,
        '(b) Exact answers or 3 s.f.',
      ],
      facts: { m1, m2, u, e: [Number(e.n), Number(e.d)], askA, printedA: [v1.value, v2.value], direction, texts },
    };
  },
};

const successive: QuestionTemplate = {
  id: 'fm1.collisions.wall-then-second-impact',
  subtopicId: 'fm1-elastic-collisions-1d.successive-impacts',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'successive impacts', "Newton's law of restitution", 'wall', 'kinetic energy'],
  build(rng) {
    const [m1, m2, u] = [rng.int(1, 5), rng.int(1, 5), rng.int(4, 9)];
    const [e1, e2] = [R.frac(...rng.pick(SIMPLE_FRACTIONS)), R.frac(...rng.pick(SIMPLE_FRACTIONS))];
    const [v1, v2] = directImpact(m1, m2, u, 0, e1);
    const w = v2.mul(e2).neg();
    const again = w.cmp(v1) < 0;
    const loss = half.mul(R.of(m1 * u * u)).sub(half.mul(v1.sq().mul(m1).add(v2.sq().mul(m2))));
    const texts = { v1: rTex(v1), v2: rTex(v2), w: rTex(w), loss: exact(loss) };
    const setting = rng.pick([
      [tex`Particles`, tex`smooth horizontal floor`],
      [tex`Two small blocks`, tex`smooth horizontal sheet of ice`],
    ]);
    return {
      title: 'Successive impacts with a wall',
      introTex: tex`${setting[0]} \(A\) (mass \(${m1}\) kg) and \(B\) (mass \(${m2}\) kg) lie on a ${setting[1]} in a line perpendicular to a smooth vertical wall, with \(B\) between \(A\) and the wall. \(A\) is projected towards \(B\) with speed \(${u}${U.v}\); \(B\) is at rest. The coefficient of restitution between \(A\) and \(B\) is \(${rTex(e1)}\) and between \(B\) and the wall is \(${rTex(e2)}\).`,
      parts: [
        part(
          tex`Find the velocities of \(A\) and \(B\) after their collision, taking the direction towards the wall as positive.`,
          tex`v_A = ${texts.v1}${U.v}, \; v_B = ${texts.v2}${U.v}`,
          [
            mark('M1', 'Conservation of momentum', tex`${m1 * u} = ${coef(m1, 'v_A')} + ${coef(m2, 'v_B')}`),
            mark('M1', 'Restitution', tex`v_B - v_A = ${rTex(e1)}(${u})`),
            mark('A1', 'Both velocities correct', tex`v_A = ${texts.v1}, \; v_B = ${texts.v2}`, ['a.1', 'a.2']),
          ],
        ),
        part(tex`Find the kinetic energy lost in the collision between \(A\) and \(B\).`, tex`${texts.loss}${U.J}`, [
          mark(
            'M1',
            'Kinetic energy before minus after, with their velocities',
            tex`\frac{1}{2}(${m1})(${u})^{2} - \frac{1}{2}(${m1})v_A^{2} - \frac{1}{2}(${m2})v_B^{2}`,
          ),
          mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['b.1']),
        ]),
        part(tex`Find the velocity of \(B\) after it rebounds from the wall.`, tex`${texts.w}${U.v}`, [
          mark('B1ft', tex`\(e\) times their velocity of \(B\), reversed`, tex`-${rTex(e2)} \times ${texts.v2} = ${texts.w}`),
        ]),
        part(
          tex`Using your answers to parts (a) and (c), determine whether there is a second collision between \(A\) and \(B\).`,
          again ? tex`\text{Yes}` : tex`\text{No}`,
          [
            mark(
              'M1',
              tex`Compares the velocities of \(A\) and \(B\) after the wall impact`,
              tex`${texts.w} \text{ compared with } ${texts.v1}`,
            ),
            mark(
              'A1',
              'Correct conclusion with reason',
              again ? tex`v_B < v_A \text{ so they collide again}` : tex`v_B \geqslant v_A \text{ so no second collision}`,
              ['d.1'],
            ),
          ],
        ),
      ],
      notes: ['(d) The comparison must use signed velocities.', tex`(c) ft their velocity of \(B\) from (a).`],
      facts: { m1, m2, u, e1: [Number(e1.n), Number(e1.d)], e2: [Number(e2.n), Number(e2.d)], again, texts },
    };
  },
};

const ANGLES: [string, string, R, R][] = [
  ['\\tan\\alpha = \\frac{3}{4}', '3/4', R.frac(3, 5), R.frac(4, 5)],
  ['\\tan\\alpha = \\frac{4}{3}', '4/3', R.frac(4, 5), R.frac(3, 5)],
  ['\\tan\\alpha = \\frac{5}{12}', '5/12', R.frac(5, 13), R.frac(12, 13)],
  ['\\tan\\alpha = \\frac{12}{5}', '12/5', R.frac(12, 13), R.frac(5, 13)],
];

const obliqueWall: QuestionTemplate = {
  id: 'fm1.oblique.wall',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-with-a-surface',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', 'oblique impact', 'coefficient of restitution', 'smooth wall', 'impulse', 'kinetic energy'],
  build(rng) {
    const [angleTex, tanText, sin, cos] = rng.pick(ANGLES);
    const m = R.of(rng.pick([0.2, 0.5, 1, 2]));
    const u = rng.pick([5, 10, 13, 15, 26]);
    const e = R.frac(...rng.pick(SIMPLE_FRACTIONS));
    const [par, perp] = [cos.mul(u), sin.mul(u)];
    const speed2 = par.sq().add(e.mul(perp).sq());
    const angle = Math.atan(e.mul(perp).div(par).value);
    const impulse = m.mul(e.add(1)).mul(perp);
    const loss = half.mul(m).mul(R.of(1).sub(e.sq())).mul(perp.sq());
    const texts = { par: exact(par), perp: exact(perp), speed: sfRoot(speed2), angle: deg(angle), I: sfR(impulse), loss: sfR(loss) };
    // (d) by the notes' other way carries their speed from (a) to 3 s.f.: the kinetic energy before less that after.
    const lossCarried = 0.5 * m.value * (u * u - Number(texts.speed) ** 2);
    const setting = rng.pick([
      [tex`A smooth sphere`, tex`the sphere`, tex`smooth horizontal floor`, tex`a smooth vertical wall`, tex`the wall`],
      [tex`A smooth ball`, tex`the ball`, tex`smooth horizontal table`, tex`a smooth vertical cushion`, tex`the cushion`],
      [tex`A smooth puck`, tex`the puck`, tex`smooth horizontal sheet of ice`, tex`a smooth vertical barrier`, tex`the barrier`],
    ]);
    return {
      title: 'Oblique impact of a sphere with a smooth wall',
      introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg moving on a ${setting[2]} with speed \(${u}${U.v}\) strikes ${setting[3]}. Before impact its direction makes an angle \(\alpha\) with ${setting[4]}, where \(${angleTex}\). The coefficient of restitution between ${setting[1]} and ${setting[4]} is \(${rTex(e)}\).`,
      parts: [
        part(tex`Find the speed of ${setting[1]} immediately after the impact.`, tex`${texts.speed}${U.v}`, [
          mark('B1', 'Component parallel to the wall unchanged', tex`${texts.par}`),
          mark('M1', tex`Component perpendicular to ${setting[4]} multiplied by \(e\)`, tex`${rTex(e)} \times ${texts.perp}`),
          mark('A1', 'Correct speed, awrt', tex`${texts.speed}${U.v}`, ['a.2']),
        ]),
        part(
          tex`Find the angle between the direction of motion and ${setting[4]} after the impact, in degrees.`,
          tex`${texts.angle}^{\circ}`,
          [
            mark(
              'M1',
              tex`Uses \(\arctan\) of perpendicular over parallel components`,
              tex`\arctan\left(\frac{${exact(e.mul(perp))}}{${texts.par}}\right)`,
            ),
            mark('A1', 'Correct angle, awrt', tex`${texts.angle}^{\circ}`, ['b.1']),
          ],
        ),
        part(tex`Find the magnitude of the impulse exerted by ${setting[4]} on ${setting[1]}.`, tex`${texts.I}${U.Ns}`, [
          mark('M1', 'Change in perpendicular momentum', tex`${rDec(m)}(${exact(e.mul(perp))} + ${texts.perp})`),
          mark('A1', 'Correct impulse, awrt', tex`${texts.I}${U.Ns}`, ['c.1']),
        ]),
        part(tex`Find the kinetic energy lost in the impact.`, tex`${texts.loss}${U.J}`, [
          mark(
            'M1',
            'Only the perpendicular component changes: difference of kinetic energies',
            tex`\frac{1}{2}(${rDec(m)})\left(${texts.perp}^{2} - \left(${exact(e.mul(perp))}\right)^{2}\right)`,
          ),
          mark('A1', 'Correct loss, awrt', roundedAnswerTex(loss.value, lossCarried, U.J, texts.loss), ['d.1']),
        ]),
      ],
      notes: [
        'The wall is smooth so the impulse is perpendicular to it.',
        '(d) Equivalently, the initial kinetic energy minus the final kinetic energy from (a).',
      ],
      diagrams: [
        {
          role: 'question',
          title: 'Sphere approaching the wall',
          description: `A sphere moving with speed ${u} m/s towards a vertical wall, its path making an angle alpha with ${setting[4]} where tan alpha = ${tanText}.`,
          svg: wallImpactDiagram(Math.atan(sin.value / cos.value), u),
        },
        {
          role: 'scheme',
          title: 'Path before and after the impact',
          description: `The sphere approaches ${setting[4]} at angle alpha (tan alpha = ${tanText}) with speed ${u} m/s and leaves it at ${texts.angle} degrees to ${setting[4]} with speed ${texts.speed} m/s: the answers to (a) and (b).`,
          svg: reboundDiagram(Math.atan(sin.value / cos.value), angle, u, texts.speed),
        },
      ],
      facts: {
        u,
        e: [Number(e.n), Number(e.d)],
        sin: [Number(sin.n), Number(sin.d)],
        cos: [Number(cos.n), Number(cos.d)],
        m: m.value,
        texts,
        carriedRoundings: [{ allocationId: 'd.2', fromExact: loss.value, fromCarried: lossCarried }],
      },
    };
  },
};

const successiveOblique: QuestionTemplate = {
  id: 'fm1.oblique.corner',
  subtopicId: 'fm1-elastic-collisions-2d.successive-oblique-impacts',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['oblique impact', 'successive impacts', 'kinetic energy', 'impulse'],
  build(rng) {
    for (;;) {
      const [a, b] = [rng.int(2, 8), rng.int(2, 8)];
      const [e1, e2] = [R.frac(...rng.pick(SIMPLE_FRACTIONS)), R.frac(...rng.pick(SIMPLE_FRACTIONS))];
      if (e1.cmp(e2) === 0) continue;
      const m = R.of(rng.pick([0.1, 0.2, 0.25, 0.4, 0.5]));
      const final = [e1.mul(-a), e2.mul(-b)];
      const fraction = final[0]
        .sq()
        .add(final[1].sq())
        .div(a * a + b * b);
      const angle = Math.abs(Math.atan(b / a) - Math.atan(final[1].div(final[0]).value));
      const I1 = m.mul(e1.add(1)).mul(a);
      const texts = { final: ijR(final), fraction: rTex(fraction), angle: deg(angle), I1: exact(I1) };
      const fractionAnswer = fraction.d > 100n ? `${texts.fraction} \\approx ${sfR(fraction)}` : texts.fraction;
      const setting = rng.pick([
        [tex`A smooth puck`, tex`the puck`, tex`slides on a smooth horizontal floor`, tex`smooth vertical wall`, tex`first wall`],
        [tex`A smooth ball`, tex`the ball`, tex`moves on a smooth horizontal table`, tex`smooth vertical cushion`, tex`first cushion`],
      ]);
      return {
        title: 'Successive impacts with two perpendicular walls',
        introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg ${setting[2]} with velocity \((${ijR([R.of(a), R.of(b)])})${U.v}\). It strikes a ${setting[3]} perpendicular to \(\mathbf{i}\) (coefficient of restitution \(${rTex(e1)}\)) and then a ${setting[3]} perpendicular to \(\mathbf{j}\) (coefficient of restitution \(${rTex(e2)}\)).`,
        parts: [
          part(tex`Find the velocity of ${setting[1]} after both impacts.`, tex`(${texts.final})${U.v}`, [
            mark(
              'M1',
              'Reverses and scales the component perpendicular to each wall, keeping the other',
              tex`(${a}\mathbf{i} + ${b}\mathbf{j}) \to (${rTex(final[0])}\mathbf{i} + ${b}\mathbf{j})`,
            ),
            mark('A1', 'Correct final velocity', tex`${texts.final}`, ['a.1']),
          ]),
          part(tex`Find the fraction of the original kinetic energy that ${setting[1]} retains.`, fractionAnswer, [
            mark(
              'M1',
              'Ratio of squared speeds, with their final velocity',
              tex`\frac{(${rTex(final[0])})^{2} + (${rTex(final[1])})^{2}}{${a * a + b * b}}`,
            ),
            mark('A1', 'Correct fraction, exact or awrt 3 s.f.', fractionAnswer, ['b.1']),
          ]),
          part(
            tex`Using your answer to part (a), find the acute angle between the line of ${setting[1]}'s original path and the line of its final path.`,
            tex`${texts.angle}^{\circ}`,
            [
              mark(
                'M1',
                'Direction angles of the two velocities',
                tex`\arctan\frac{${b}}{${a}}, \; \arctan\frac{${rTex(final[1].neg())}}{${rTex(final[0].neg())}}`,
              ),
              mark(
                'dM1',
                'Difference of the direction angles, dependent on M1',
                tex`\left|\arctan\frac{${b}}{${a}} - \arctan\frac{${rTex(final[1].neg())}}{${rTex(final[0].neg())}}\right|`,
                ['c.1'],
              ),
              mark('A1', 'Correct angle, awrt', tex`${texts.angle}^{\circ}`, ['c.1', 'c.2']),
            ],
          ),
          part(tex`Find the magnitude of the impulse exerted on ${setting[1]} by the ${setting[4]}.`, tex`${texts.I1}${U.Ns}`, [
            mark('M1', tex`Change in the \(\mathbf{i}\) component of momentum`, tex`${rDec(m)}\left(${a} + ${rTex(final[0].neg())}\right)`),
            mark('A1', 'Correct impulse', tex`${texts.I1}${U.Ns}`, ['d.1']),
          ]),
        ],
        notes: ['Mass cancels in (b).', '(c) The final path is parallel to the original only when the two coefficients are equal.'],
        facts: { a, b, m: m.value, e1: [Number(e1.n), Number(e1.d)], e2: [Number(e2.n), Number(e2.d)], texts },
      };
    }
  },
};

const obliqueSpheres: QuestionTemplate = {
  id: 'fm1.oblique.spheres',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-of-spheres',
  difficulty: 5,
  frequency: 'occasional',
  tags: ['synoptic', 'oblique impact', 'smooth spheres', 'line of centres', 'kinetic energy', 'impulse'],
  build(rng) {
    for (;;) {
      const [mA, mB] = [rng.int(1, 4), rng.int(1, 4)];
      const uA = [rng.int(2, 7), rng.int(-4, 4)];
      const uB = [-rng.int(0, 4), rng.int(-4, 4)];
      if (uA[1] === 0 && uB[1] === 0) continue;
      const e = R.frac(...rng.pick(SIMPLE_FRACTIONS));
      const [vA, vB] = directImpact(mA, mB, uA[0], uB[0], e);
      const keOf = (m: number, x: R, y: number) => half.mul(m).mul(x.sq().add(y * y));
      const loss = keOf(mA, R.of(uA[0]), uA[1])
        .add(keOf(mB, R.of(uB[0]), uB[1]))
        .sub(keOf(mA, vA, uA[1]))
        .sub(keOf(mB, vB, uB[1]));
      const J = vB.sub(uB[0]).mul(mB);
      const vel = (x: R, y: number) => ijR([x, R.of(y)]);
      const texts = { vA: vel(vA, uA[1]), vB: vel(vB, uB[1]), loss: exact(loss), J: ijR([J, R.of(0)]) };
      return {
        title: 'Oblique impact of two smooth spheres',
        introTex: tex`Two smooth uniform spheres \(A\) and \(B\) of equal radius, ${massesOf([
          ['A', mA],
          ['B', mB],
        ])}, move on a smooth horizontal plane with velocities \((${ijR(uA.map((c) => R.of(c)))})${U.v}\) and \((${ijR(uB.map((c) => R.of(c)))})${U.v}\) respectively. They collide when the line of centres is parallel to \(\mathbf{i}\). The coefficient of restitution between the spheres is \(${rTex(e)}\).`,
        parts: [
          part(
            tex`Find the velocities of \(A\) and \(B\) immediately after the collision.`,
            tex`\mathbf{v}_A = (${texts.vA})${U.v}, \; \mathbf{v}_B = (${texts.vB})${U.v}`,
            [
              mark(
                'B1',
                'Components perpendicular to the line of centres unchanged',
                tex`${ijR([R.of(0), R.of(uA[1])])}, \; ${ijR([R.of(0), R.of(uB[1])])}`,
              ),
              mark(
                'M1',
                'Momentum along the line of centres',
                tex`${mA}(${uA[0]}) + ${mB}(${uB[0]}) = ${coef(mA, 'x')} + ${coef(mB, 'y')}`,
              ),
              mark('M1', 'Restitution along the line of centres', tex`y - x = ${rTex(e)}(${uA[0]} - (${uB[0]}))`),
              mark('A1', tex`Correct velocity of \(A\)`, tex`\mathbf{v}_A = ${texts.vA}`, ['a.2', 'a.3']),
              mark('A1', tex`Correct velocity of \(B\)`, tex`\mathbf{v}_B = ${texts.vB}`, ['a.2', 'a.3']),
            ],
          ),
          part(tex`Find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
            mark(
              'M1',
              'Total kinetic energy before minus after, with their velocities',
              tex`${exact(keOf(mA, R.of(uA[0]), uA[1]).add(keOf(mB, R.of(uB[0]), uB[1])))} - \left(\frac{1}{2}(${mA})|\mathbf{v}_A|^{2} + \frac{1}{2}(${mB})|\mathbf{v}_B|^{2}\right)`,
            ),
            mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['b.1']),
          ]),
          part(tex`Using your answer to part (a), find the impulse exerted on \(B\) by \(A\), in vector form.`, tex`(${texts.J})${U.Ns}`, [
            mark(
              'M1',
              tex`Change in momentum of \(B\), along the line of centres`,
              tex`${mB}\left[(${texts.vB}) - (${ijR(uB.map((c) => R.of(c)))})\right]`,
            ),
            mark('A1ft', tex`Correct impulse, ft their velocity of \(B\)`, tex`${texts.J}`, ['c.1']),
          ]),
        ],
        notes: [
          'Only the components along the line of centres change.',
          tex`(b) Only the \(\mathbf{i}\) components contribute to the loss.`,
        ],
        diagrams: [
          {
            role: 'question',
            title: 'Spheres at the moment of impact',
            description: `Two touching spheres A (left) and B (right), the line of centres horizontal and parallel to i. A has velocity ${uA[0]}i + ${uA[1]}j and B has velocity ${uB[0]}i + ${uB[1]}j.`,
            svg: obliqueSpheresDiagram([uA[0], uA[1]], [uB[0], uB[1]]),
          },
        ],
        facts: { mA, mB, uA, uB, e: [Number(e.n), Number(e.d)], texts },
      };
    }
  },
};

/** The templates of this file (checked by its spec); the exported array adds the exam-length file. */
export const fm1CollisionBase: QuestionTemplate[] = [
  restitution,
  planeImpact,
  energyLoss,
  successive,
  obliqueWall,
  successiveOblique,
  obliqueSpheres,
];

export const fm1CollisionTemplates: QuestionTemplate[] = [...fm1CollisionBase, ...fm1CollisionExamTemplates];
