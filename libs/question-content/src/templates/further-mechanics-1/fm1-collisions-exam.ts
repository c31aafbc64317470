/** Exam-length Further Mechanics 1 questions on direct and oblique impacts (exact arithmetic). */
import { tex } from '../../math/tex.js';
import { PYTHAGOREAN_TRIPLES } from '../../math/triples.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import {
  arctanTex,
  coef,
  E_VALUES,
  exact,
  G_EXACT as G,
  G_NOTE,
  ijR,
  isDecimal,
  massesOf,
  quotientTex,
  R,
  rDec,
  rTex,
  sfR,
  sfRoot,
  U,
} from './fm1-exact.js';

const r = (x: number) => R.of(x);
const half = R.frac(1, 2);
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
const toDegrees = (rad: number) => (rad * 180) / Math.PI;
const deg = (rad: number) => sfR(R.of(toDegrees(rad).toFixed(9)));

/** Angles with exact sine and cosine: [tan TeX, sin, cos, hypotenuse multiple]. */
const ANGLES: [string, number, number, number][] = [
  ['\\frac{3}{4}', 3, 4, 5],
  ['\\frac{4}{3}', 4, 3, 5],
  ['\\frac{5}{12}', 5, 12, 13],
  ['\\frac{12}{5}', 12, 5, 13],
  ['\\frac{7}{24}', 7, 24, 25],
];

const directionReversal: QuestionTemplate = {
  id: 'fm1.collisions.reversal-and-energy',
  subtopicId: 'fm1-elastic-collisions-1d.energy-loss',
  difficulty: 4,
  frequency: 'frequent',
  tags: ["Newton's law of restitution", 'conservation of momentum', 'kinetic energy', 'range of e'],
  build(rng) {
    for (;;) {
      const a = rng.int(1, 5);
      const b = rng.int(a + 1, 9);
      if (gcd(a, b) !== 1) continue;
      const choices = E_VALUES.filter(([n, d]) => n * b > a * d);
      if (!choices.length) continue;
      const [en, ed] = rng.pick(choices);
      const e = R.frac(en, ed);
      const fraction = e
        .sq()
        .sub(1)
        .neg()
        .mul(b)
        .div(a + b);
      const vA = tex`\frac{u(${a} - ${coef(b, 'e')})}{${a + b}}`;
      const vB = tex`\frac{${coef(a, 'u')}(1 + e)}{${a + b}}`;
      const setting = rng.pick([
        [tex`A particle`, tex`with a particle`, tex`on a smooth horizontal surface`],
        [tex`A small bead`, tex`with a second bead`, tex`in a smooth straight horizontal groove`],
        [tex`A railway truck`, tex`with a second truck`, tex`on a smooth straight horizontal track`],
      ]);
      return {
        title: 'Reversal of direction and the energy lost in a collision',
        introTex: tex`${setting[0]} \(A\) of mass \(${coef(a, 'm')}\) moves with speed \(u\) ${setting[2]} and collides directly ${setting[1]} \(B\) of mass \(${coef(b, 'm')}\), which is at rest. The coefficient of restitution between \(A\) and \(B\) is \(e\).`,
        parts: [
          part(
            tex`Find, in terms of \(u\) and \(e\), the velocities of \(A\) and \(B\) immediately after the collision, taking the original direction of motion of \(A\) as positive.`,
            tex`v_A = ${vA}, \; v_B = ${vB}`,
            [
              mark('M1', 'Conservation of momentum', tex`${coef(a, 'm')}u = ${coef(a, 'm')}v_A + ${coef(b, 'm')}v_B`),
              mark('M1', "Newton's law of restitution", tex`v_B - v_A = eu`),
              mark('dM1', 'Solves for both velocities, dependent on both M marks', tex`${a + b}v_A = ${coef(a, 'u')} - ${coef(b, 'eu')}`, [
                'a.1',
                'a.2',
              ]),
              mark('A1', tex`Correct velocity of \(A\)`, tex`v_A = ${vA}`, ['a.3']),
              mark('A1', tex`Correct velocity of \(B\)`, tex`v_B = ${vB}`, ['a.3']),
            ],
          ),
          part(
            tex`Given that the direction of motion of \(A\) is reversed by the collision, show that \(e > ${rTex(R.frac(a, b))}\).`,
            tex`e > ${rTex(R.frac(a, b))}`,
            [
              mark('M1', tex`Sets their velocity of \(A\) negative`, tex`${a} - ${coef(b, 'e')} < 0`),
              mark('A1*', 'Given inequality, cso', tex`e > ${rTex(R.frac(a, b))}`, ['b.1']),
            ],
          ),
          part(
            tex`Given also that \(e = ${rTex(e)}\), use your answers to part (a) to find the fraction of the total kinetic energy that is lost in the collision.`,
            rTex(fraction),
            [
              mark(
                'M1',
                tex`Kinetic energy after the collision with their velocities and \(e\) substituted`,
                tex`\frac{1}{2}(${coef(a, 'm')})v_A^{2} + \frac{1}{2}(${coef(b, 'm')})v_B^{2}`,
              ),
              mark(
                'dM1',
                'Loss over the kinetic energy before, dependent on M1',
                tex`\frac{\frac{1}{2}(${coef(a, 'm')})u^{2} - \text{KE after}}{\frac{1}{2}(${coef(a, 'm')})u^{2}}`,
                ['c.1'],
              ),
              mark('A1', 'Correct fraction', rTex(fraction), ['c.1', 'c.2']),
            ],
          ),
        ],
        notes: [
          '(b) A speed (magnitude) cannot be negative: the inequality comes from the signed velocity.',
          tex`(c) The fraction lost is \(\frac{b(1 - e^{2})}{a + b}\) for masses \(am\) and \(bm\).`,
        ],
        facts: { a, b, e: [en, ed], fraction: [Number(fraction.n), Number(fraction.d)] },
      };
    }
  },
};

const findE: QuestionTemplate = {
  id: 'fm1.collisions.catch-up',
  subtopicId: 'fm1-elastic-collisions-1d.energy-loss',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', "Newton's law of restitution", 'kinetic energy', 'impulse', 'conservation of momentum'],
  build(rng) {
    for (;;) {
      const [m1, m2] = [rng.int(1, 6), rng.int(1, 6)];
      const u1 = rng.int(4, 12);
      const u2 = rng.int(1, u1 - 2);
      const [en, ed] = rng.pick(E_VALUES);
      const e = R.frac(en, ed);
      const p = R.of(m1 * u1 + m2 * u2);
      const vQ = p.add(e.mul(m1 * (u1 - u2))).div(m1 + m2);
      const vP = p.sub(e.mul(m2 * (u1 - u2))).div(m1 + m2);
      if (!isDecimal(vQ, 1) || vP.sign === 0) continue;
      const loss = half.mul(R.of(m1 * u1 * u1 + m2 * u2 * u2)).sub(half.mul(vP.sq().mul(m1).add(vQ.sq().mul(m2))));
      const J = vQ.sub(u2).mul(m2);
      const texts = { vQ: rDec(vQ), vP: exact(vP), e: rTex(e), loss: exact(loss), J: exact(J) };
      const setting = rng.pick([
        [tex`Two particles`, tex`on a smooth horizontal surface`],
        [tex`Two toy trucks`, tex`on a smooth straight horizontal track`],
        [tex`Two beads`, tex`threaded on a smooth straight horizontal wire`],
      ]);
      return {
        title: 'One particle catching up with another',
        introTex: tex`${setting[0]} \(P\) and \(Q\), ${massesOf([
          ['P', m1],
          ['Q', m2],
        ])}, move in the same direction along a straight line ${setting[1]}, with speeds \(${u1}${U.v}\) and \(${u2}${U.v}\) respectively. \(P\) catches up with \(Q\) and they collide directly. Immediately after the collision \(Q\) moves with speed \(${texts.vQ}${U.v}\) in its original direction.`,
        parts: [
          part(
            tex`Find the velocity of \(P\) immediately after the collision, stating its direction.`,
            tex`${texts.vP}${U.v}\ \text{${vP.sign > 0 ? 'in the original direction' : 'reversed'}}`,
            [
              mark('M1', 'Conservation of momentum', tex`${m1}(${u1}) + ${m2}(${u2}) = ${coef(m1, 'v')} + ${m2}(${texts.vQ})`),
              mark('A1', 'Correct velocity with direction', tex`v = ${texts.vP}`, ['a.1']),
            ],
          ),
          part(tex`Hence find the coefficient of restitution between \(P\) and \(Q\).`, texts.e, [
            mark(
              'M1',
              tex`Speed of separation over speed of approach, with their velocity of \(P\)`,
              tex`e = \frac{${texts.vQ} - (${texts.vP})}{${u1} - ${u2}}`,
            ),
            mark('A1ft', tex`Correct coefficient, ft their velocity of \(P\)`, texts.e, ['b.1']),
          ]),
          part(tex`Find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
            mark('M1', 'Total kinetic energy before', tex`\frac{1}{2}(${m1})(${u1})^{2} + \frac{1}{2}(${m2})(${u2})^{2}`),
            mark(
              'M1',
              tex`Total kinetic energy after, with their velocity of \(P\)`,
              tex`\frac{1}{2}(${m1})v^{2} + \frac{1}{2}(${m2})(${texts.vQ})^{2}`,
            ),
            mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['c.1', 'c.2']),
          ]),
          part(tex`Find the magnitude of the impulse exerted by \(P\) on \(Q\).`, tex`${texts.J}${U.Ns}`, [
            mark('M1', tex`Change in momentum of \(Q\)`, tex`${m2}(${texts.vQ} - ${u2})`),
            mark('A1', 'Correct impulse', tex`${texts.J}${U.Ns}`, ['d.1']),
          ]),
        ],
        notes: [
          tex`(a) A negative velocity means \(P\) moves back: accept a speed with the direction stated.`,
          '(c) Exact answers or 3 s.f.',
        ],
        facts: { m1, m2, u1, u2, texts },
      };
    }
  },
};

const bounceSeries: QuestionTemplate = {
  id: 'fm1.collisions.bounces-until-rest',
  subtopicId: 'fm1-elastic-collisions-1d.impact-with-a-plane',
  difficulty: 4,
  frequency: 'occasional',
  tags: ["Newton's law of restitution", 'impact with a plane', 'geometric series', 'successive impacts'],
  build(rng) {
    const k = rng.int(2, 14);
    const [en, ed] = rng.pick(E_VALUES);
    const e = R.frac(en, ed);
    const h = R.frac(k * k, 10);
    const t0 = R.frac(k, 7);
    const v0 = R.frac(7 * k, 5);
    const after = v0.mul(e);
    const gap = t0.mul(e).mul(2);
    const total = t0.mul(e.add(1)).div(R.of(1).sub(e));
    const dist = h.mul(e.sq().add(1)).div(R.of(1).sub(e.sq()));
    const texts = { t0: rTex(t0), after: exact(after), gap: rTex(gap), total: rTex(total), dist: exact(dist) };
    const setting = rng.pick([
      [tex`A small ball`, tex`the ball`, tex`smooth horizontal floor`],
      [tex`A marble`, tex`the marble`, tex`smooth horizontal stone floor`],
    ]);
    return {
      title: 'A ball bouncing until it comes to rest',
      introTex: tex`${setting[0]} is dropped from rest at a point \(${rDec(h)}\) m above a ${setting[2]}. The coefficient of restitution between ${setting[1]} and the floor is \(${rTex(e)}\). The ball is modelled as a particle moving vertically, and air resistance is ignored. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(
          tex`Find the time taken for ${setting[1]} to reach the floor, and its speed immediately after the first bounce.`,
          tex`${texts.t0}\ \mathrm{s}, \; ${texts.after}${U.v}`,
          [
            mark('M1', tex`Uses \(s = \frac{1}{2}gt^{2}\) for the drop`, tex`${rDec(h)} = \frac{1}{2}(9.8)t^{2}`),
            mark('A1', 'Correct time, exact', tex`t = ${texts.t0}`, ['a.1']),
            mark('B1', tex`Rebound speed \(e\) times the impact speed`, tex`${rTex(e)} \times ${rDec(v0)} = ${texts.after}`),
          ],
        ),
        part(tex`Find the time between the first and second bounces.`, tex`${texts.gap}\ \mathrm{s}`, [
          mark('M1', 'Time of flight up and down with their rebound speed', tex`\frac{2 \times ${texts.after}}{9.8}`),
          mark('A1ft', 'Correct time, ft their rebound speed', tex`${texts.gap}\ \mathrm{s}`, ['b.1']),
        ]),
        part(
          tex`Show that the total time from the release of ${setting[1]} until it stops bouncing is \(${texts.total}\) s.`,
          tex`${texts.total}\ \mathrm{s}`,
          [
            mark(
              'M1',
              tex`Times between bounces form a geometric series with ratio \(e\)`,
              tex`${texts.t0} + ${texts.gap}\left(1 + ${rTex(e)} + ${rTex(e)}^{2} + \cdots\right)`,
            ),
            mark('dM1', 'Sum to infinity, dependent on M1', tex`${texts.t0} + \frac{${texts.gap}}{1 - ${rTex(e)}}`, ['c.1']),
            mark('A1*', 'Given total reached, cso', tex`${texts.total}`, ['c.1', 'c.2']),
          ],
        ),
        part(
          tex`Using a similar method, find the total distance travelled by ${setting[1]} before it comes to rest.`,
          tex`${texts.dist}${U.m}`,
          [
            mark(
              'M1',
              tex`Heights after each bounce form a geometric series with ratio \(e^{2}\), each travelled twice`,
              tex`${rDec(h)} + 2(${rDec(h)})\frac{${rTex(e)}^{2}}{1 - ${rTex(e)}^{2}}`,
            ),
            mark('A1', 'Correct distance', tex`${texts.dist}${U.m}`, ['d.1']),
          ],
        ),
      ],
      notes: [G_NOTE, 'The model predicts infinitely many bounces in a finite time.'],
      facts: { k, e: [en, ed], h: h.value, texts },
    };
  },
};

const wallReturn: QuestionTemplate = {
  id: 'fm1.collisions.rough-floor-wall',
  subtopicId: 'fm1-elastic-collisions-1d.impact-with-a-plane',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', 'impact with a plane', 'work-energy principle', 'friction', 'impulse'],
  build(rng) {
    for (;;) {
      const m = r(rng.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1, 2]));
      const u = rng.int(4, 12);
      const d = rng.int(2, 10);
      const mu = r(rng.pick([0.1, 0.15, 0.2, 0.25, 0.3]));
      const [en, ed] = rng.pick(E_VALUES);
      const e = R.frac(en, ed);
      const v2 = R.of(u * u).sub(mu.mul(G).mul(2 * d));
      if (v2.cmp(4) < 0) continue;
      const after2 = v2.mul(e.sq());
      const I2 = v2.mul(e.add(1).sq()).mul(m.sq());
      const s = after2.div(mu.mul(G).mul(2));
      const texts = { v: sfRoot(v2), after: sfRoot(after2), I: sfRoot(I2), s: sfR(s) };
      // (b), (c) and (d) use their speeds from (a) and (b), to 3 s.f.
      const carried = {
        after: e.value * Number(texts.v),
        I: m.value * (Number(texts.after) + Number(texts.v)),
        s: Number(texts.after) ** 2 / (2 * mu.mul(G).value),
      };
      const setting = rng.pick([
        [tex`A particle`, tex`rough horizontal floor`, tex`the floor`],
        [tex`A small crate`, tex`rough concrete floor`, tex`the concrete`],
        [tex`A hockey puck`, tex`rough horizontal sheet of ice`, tex`the ice`],
      ]);
      return {
        title: 'Sliding on a rough floor into a wall',
        introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg slides on a ${setting[1]} directly towards a smooth vertical wall. When \(P\) is \(${d}\) m from the wall its speed is \(${u}${U.v}\). The coefficient of friction between \(P\) and ${setting[2]} is \(${rDec(mu)}\) and the coefficient of restitution between \(P\) and the wall is \(${rTex(e)}\). Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Use the work-energy principle to find the speed of \(P\) as it hits the wall.`, tex`${texts.v}${U.v}`, [
            mark(
              'M1',
              'Kinetic energy lost equals work done against friction',
              tex`\frac{1}{2}(${rDec(m)})(${u})^{2} - \frac{1}{2}(${rDec(m)})v^{2} = ${rDec(mu)}(${rDec(m)})g(${d})`,
            ),
            mark('A1', 'Correct equation', tex`v^{2} = ${sfR(v2)}`, ['a.1']),
            mark('A1', 'Correct speed, awrt', tex`${texts.v}${U.v}`, ['a.1']),
          ]),
          part(tex`Find the speed of \(P\) immediately after it rebounds from the wall.`, tex`${texts.after}${U.v}`, [
            mark('M1', tex`Rebound speed \(e\) times their impact speed`, tex`${rTex(e)} \times ${texts.v}`),
            mark('A1ft', 'Correct speed, awrt, ft their (a)', roundedAnswerTex(Math.sqrt(after2.value), carried.after, U.v, texts.after), [
              'b.1',
            ]),
          ]),
          part(tex`Find the magnitude of the impulse exerted by the wall on \(P\).`, tex`${texts.I}${U.Ns}`, [
            mark('M1', 'Change of momentum with the reversal of direction', tex`${rDec(m)}(${texts.after} + ${texts.v})`),
            mark('A1ft', 'Correct impulse, awrt, ft their speeds', roundedAnswerTex(Math.sqrt(I2.value), carried.I, U.Ns, texts.I), [
              'c.1',
            ]),
          ]),
          part(tex`Using your answer to part (b), find the distance of \(P\) from the wall when it comes to rest.`, tex`${texts.s}${U.m}`, [
            mark(
              'M1',
              'Kinetic energy after rebound equals work done against friction',
              tex`\frac{1}{2}(${rDec(m)})(${texts.after})^{2} = ${rDec(mu)}(${rDec(m)})g \times s`,
            ),
            mark('A1ft', 'Correct distance, awrt, ft their speed', roundedAnswerTex(s.value, carried.s, U.m, texts.s), ['d.1']),
          ]),
        ],
        notes: [G_NOTE, tex`(c) Using \(u - v\) instead of \(u + v\) scores M0.`],
        facts: {
          m: m.value,
          u,
          d,
          mu: mu.value,
          e: [en, ed],
          texts,
          carriedRoundings: [
            { allocationId: 'b.2', fromExact: Math.sqrt(after2.value), fromCarried: carried.after },
            { allocationId: 'c.2', fromExact: Math.sqrt(I2.value), fromCarried: carried.I },
            { allocationId: 'd.2', fromExact: s.value, fromCarried: carried.s },
          ],
        },
      };
    }
  },
};

const wallVector: QuestionTemplate = {
  id: 'fm1.oblique.wall-vector',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-with-a-surface',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['synoptic', 'oblique impact', 'impulse', 'momentum as a vector', 'kinetic energy'],
  build(rng) {
    const m = r(rng.pick([0.1, 0.2, 0.25, 0.4, 0.5, 0.8, 2]));
    const [en, ed] = rng.pick(E_VALUES);
    const e = R.frac(en, ed);
    const a = rng.nonZero(-9, 9);
    const b = ed * rng.int(1, Math.max(1, Math.floor(12 / ed)));
    const c = e.mul(b);
    const J = m.mul(c.add(b));
    const loss = half.mul(m).mul(R.of(b * b).sub(c.sq()));
    const after = Math.atan(c.value / Math.abs(a));
    const before = Math.atan(b / Math.abs(a));
    const texts = { e: rTex(e), J: ijR([R.of(0), J], rDec), loss: exact(loss), angle: deg(after), turn: deg(after + before) };
    const ij = (x: R, y: R) => ijR([x, y], rDec);
    const setting = rng.pick([
      [tex`A smooth sphere`, tex`smooth horizontal floor`, tex`a smooth vertical wall`, tex`The wall`, tex`the wall`],
      [tex`A smooth puck`, tex`smooth horizontal sheet of ice`, tex`a smooth vertical barrier`, tex`The barrier`, tex`the barrier`],
      [tex`A smooth ball`, tex`smooth horizontal table`, tex`a smooth vertical cushion`, tex`The cushion`, tex`the cushion`],
    ]);
    return {
      title: 'A sphere rebounding from a smooth wall, in vector form',
      introTex: tex`${setting[0]} \(S\) of mass \(${rDec(m)}\) kg moves on a ${setting[1]} and strikes ${setting[2]}. ${setting[3]} is parallel to \(\mathbf{i}\). Immediately before the impact the velocity of \(S\) is \((${ij(R.of(a), R.of(-b))})${U.v}\), and immediately after the impact it is \((${ij(R.of(a), c)})${U.v}\).`,
      parts: [
        part(tex`Find the coefficient of restitution between \(S\) and ${setting[4]}.`, texts.e, [
          mark('M1', 'Ratio of the components perpendicular to the wall', tex`e = \frac{${rDec(c)}}{${b}}`),
          mark('A1', 'Correct coefficient', texts.e, ['a.1']),
        ]),
        part(tex`Find the impulse exerted by ${setting[4]} on \(S\), in vector form.`, tex`${texts.J}${U.Ns}`, [
          mark(
            'M1',
            tex`Impulse \(\mathbf{I} = m\mathbf{v} - m\mathbf{u}\) as vectors`,
            tex`${rDec(m)}\left[(${ij(R.of(a), c)}) - (${ij(R.of(a), R.of(-b))})\right]`,
          ),
          mark('A1', 'Correct impulse, perpendicular to the wall', tex`${texts.J}${U.Ns}`, ['b.1']),
        ]),
        part(tex`Find the kinetic energy lost in the impact.`, tex`${texts.loss}${U.J}`, [
          mark(
            'M1',
            'Only the perpendicular component changes: difference of kinetic energies',
            tex`\frac{1}{2}(${rDec(m)})\left(${b}^{2} - ${rDec(c)}^{2}\right)`,
          ),
          mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['c.1']),
        ]),
        part(
          tex`Find the angle between the direction of motion of \(S\) and ${setting[4]} after the impact, and hence the angle through which the direction of motion of \(S\) is turned by the impact.`,
          tex`${texts.angle}^{\circ}, \; ${texts.turn}^{\circ}`,
          [
            mark('M1', tex`\(\arctan\) of perpendicular over parallel components`, arctanTex(rDec(c), String(Math.abs(a)))),
            mark('A1', 'Correct angle with the wall, awrt', tex`${texts.angle}^{\circ}`, ['d.1']),
            mark(
              'A1ft',
              'Angle turned through: sum of the angles with the wall before and after, ft their angle',
              tex`${deg(before)}^{\circ} + ${texts.angle}^{\circ} = ${texts.turn}^{\circ}`,
              ['d.1'],
            ),
          ],
        ),
      ],
      notes: [
        tex`${setting[3]} is smooth, so the impulse is perpendicular to ${setting[4]} and the \(\mathbf{i}\) component is unchanged.`,
        '(d) The angle turned through may also be found from the scalar product of the two velocities.',
      ],
      facts: { m: m.value, a, b, e: [en, ed], texts },
    };
  },
};

const twoWallsAngle: QuestionTemplate = {
  id: 'fm1.oblique.two-walls-angles',
  subtopicId: 'fm1-elastic-collisions-2d.successive-oblique-impacts',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['oblique impact', 'successive impacts', 'kinetic energy', 'angle of deflection'],
  build(rng) {
    for (;;) {
      const [tanTex, sn, cs, hyp] = rng.pick(ANGLES);
      const s = rng.int(1, 3);
      const u = hyp * s;
      const [p, q] = [cs * s, sn * s]; // parallel to and perpendicular to the first wall
      const [e1, e2] = [rng.pick(E_VALUES), rng.pick(E_VALUES)];
      if (e1[0] * e2[1] === e2[0] * e1[1]) continue;
      const [E1, E2] = [R.frac(...e1), R.frac(...e2)];
      const s1 = R.of(p * p).add(E1.sq().mul(q * q));
      const s2 = E2.sq()
        .mul(p * p)
        .add(E1.sq().mul(q * q));
      const tanAfter = E1.mul(q).div(p);
      const between = Math.abs(Math.atan(q / p) - Math.atan(E1.mul(q).div(E2.mul(p)).value));
      const fraction = s2.div(u * u);
      const texts = { s1: sfRoot(s1), tan: rTex(tanAfter), s2: sfRoot(s2), angle: deg(between), fraction: rTex(fraction) };
      const setting = rng.pick([
        [tex`walls`, tex`wall`, tex`smooth horizontal floor`],
        [tex`cushions`, tex`cushion`, tex`smooth horizontal table`],
      ]);
      return {
        title: 'A ball rebounding from two perpendicular walls',
        introTex: tex`Two smooth vertical ${setting[0]} meet at right angles. A small smooth ball moves on a ${setting[2]} with speed \(${u}${U.v}\) and strikes the first ${setting[1]}, its direction of motion making an angle \(\alpha\) with the ${setting[1]}, where \(\tan\alpha = ${tanTex}\). It rebounds and then strikes the second ${setting[1]}. The coefficient of restitution between the ball and the first ${setting[1]} is \(${rTex(E1)}\), and between the ball and the second ${setting[1]} is \(${rTex(E2)}\).`,
        parts: [
          part(tex`Find the speed of the ball immediately after its impact with the first ${setting[1]}.`, tex`${texts.s1}${U.v}`, [
            mark('B1', 'Components parallel and perpendicular to the first wall', tex`${p}, \; ${q}`),
            mark(
              'M1',
              tex`Perpendicular component multiplied by \(e\), parallel unchanged, then Pythagoras`,
              tex`\sqrt{${p}^{2} + \left(${rTex(E1)} \times ${q}\right)^{2}}`,
            ),
            mark('A1', 'Correct speed, awrt', tex`${texts.s1}${U.v}`, ['a.2']),
          ]),
          part(
            tex`Show that after this impact the ball moves at an angle \(\beta\) to the first ${setting[1]}, where \(\tan\beta = ${texts.tan}\).`,
            texts.tan,
            [
              mark('M1', 'Perpendicular over parallel component after the impact', tex`\tan\beta = \frac{${rTex(E1)} \times ${q}}{${p}}`),
              mark('A1*', 'Given value, cso', texts.tan, ['b.1']),
            ],
          ),
          part(tex`Find the speed of the ball immediately after its impact with the second ${setting[1]}.`, tex`${texts.s2}${U.v}`, [
            mark(
              'M1',
              tex`The component parallel to the first ${setting[1]} is perpendicular to the second: multiplied by the second \(e\)`,
              tex`\sqrt{\left(${rTex(E2)} \times ${p}\right)^{2} + \left(${rTex(E1)} \times ${q}\right)^{2}}`,
            ),
            mark('A1', 'Correct speed, awrt', tex`${texts.s2}${U.v}`, ['c.1']),
          ]),
          part(
            tex`Find the acute angle between the original path of the ball and its path after the second impact.`,
            tex`${texts.angle}^{\circ}`,
            [
              mark(
                'M1',
                'Direction of the final path relative to the first wall',
                tex`\arctan\frac{${rTex(E1)} \times ${q}}{${rTex(E2)} \times ${p}}`,
              ),
              mark(
                'dM1',
                tex`Difference from the original angle \(\alpha\), dependent on M1`,
                tex`\left|\alpha - \arctan\frac{${rTex(E1.mul(q))}}{${rTex(E2.mul(p))}}\right|`,
                ['d.1'],
              ),
              mark('A1', 'Correct angle, awrt', tex`${texts.angle}^{\circ}`, ['d.1', 'd.2']),
            ],
          ),
          part(
            tex`Hence, or otherwise, find the fraction of its original kinetic energy that the ball retains after both impacts.`,
            texts.fraction,
            [
              mark('M1', 'Ratio of the squared speeds, using their answer to part (c)', tex`\frac{${rDec(s2)}}{${u * u}}`),
              mark('A1', 'Correct exact fraction', texts.fraction, ['e.1']),
            ],
          ),
        ],
        notes: [
          'Each impact changes only the component of velocity perpendicular to that wall.',
          '(d) The paths are parallel only when the two coefficients are equal.',
        ],
        facts: { u, p, q, e1, e2, texts },
      };
    }
  },
};

const wallThenSphere: QuestionTemplate = {
  id: 'fm1.oblique.wall-then-sphere',
  subtopicId: 'fm1-elastic-collisions-2d.successive-oblique-impacts',
  difficulty: 5,
  frequency: 'occasional',
  tags: ['synoptic', 'oblique impact', 'successive impacts', 'conservation of momentum', 'kinetic energy'],
  build(rng) {
    const [mA, mB] = [rng.int(1, 5), rng.int(1, 5)];
    const p = rng.int(2, 8);
    const q = rng.int(2, 8);
    const [e1, e2] = [rng.pick(E_VALUES), rng.pick(E_VALUES)];
    const [E1, E2] = [R.frac(...e1), R.frac(...e2)];
    const after = [E1.mul(-p), R.of(q)];
    // Collision along j with B at rest: momentum and restitution along the line of centres.
    const vA = R.of(q)
      .mul(R.of(mA).sub(E2.mul(mB)))
      .div(mA + mB);
    const vB = R.of(q)
      .mul(mA)
      .mul(E2.add(1))
      .div(mA + mB);
    const finalA = [after[0], vA];
    const keStart = half.mul(mA).mul(p * p + q * q);
    const keEnd = half.mul(mA).mul(finalA[0].sq().add(vA.sq())).add(half.mul(mB).mul(vB.sq()));
    const loss = keStart.sub(keEnd);
    const texts = { after: ijR(after), A: ijR(finalA), B: ijR([R.of(0), vB]), loss: exact(loss) };
    const ij = (v: number[]) => ijR(v.map((x) => R.of(x)));
    const setting = rng.pick([
      [tex`smooth horizontal floor`, tex`a smooth vertical wall`, tex`the wall`],
      [tex`smooth horizontal table`, tex`a smooth vertical cushion`, tex`the cushion`],
    ]);
    return {
      title: 'A sphere rebounding from a wall into a second sphere',
      introTex: tex`A smooth sphere \(A\) of mass \(${mA}\) kg moves on a ${setting[0]} with velocity \((${ij([p, q])})${U.v}\). It strikes ${setting[1]} which is perpendicular to \(\mathbf{i}\); the coefficient of restitution between \(A\) and ${setting[2]} is \(${rTex(E1)}\). After rebounding, \(A\) collides with a smooth sphere \(B\) of mass \(${mB}\) kg and equal radius, which is at rest. At the instant of this collision the line of centres is parallel to \(\mathbf{j}\), and the coefficient of restitution between the spheres is \(${rTex(E2)}\).`,
      parts: [
        part(tex`Find the velocity of \(A\) immediately after it rebounds from ${setting[2]}.`, tex`(${texts.after})${U.v}`, [
          mark(
            'M1',
            tex`Reverses the \(\mathbf{i}\) component and multiplies it by \(e\); \(\mathbf{j}\) component unchanged`,
            tex`-${rTex(E1)}(${p})\mathbf{i} + ${q}\mathbf{j}`,
          ),
          mark('A1', 'Correct velocity', tex`${texts.after}`, ['a.1']),
        ]),
        part(
          tex`Using your answer to part (a), find the velocities of \(A\) and \(B\) immediately after the spheres collide.`,
          tex`\mathbf{v}_A = (${texts.A})${U.v}, \; \mathbf{v}_B = (${texts.B})${U.v}`,
          [
            mark(
              'B1ft',
              tex`Components perpendicular to the line of centres unchanged: \(\mathbf{i}\) component of \(A\) kept, \(B\) has none`,
              tex`${rTex(after[0])}\mathbf{i}`,
              ['a.1'],
            ),
            mark('M1', 'Momentum along the line of centres', tex`${mA}(${q}) = ${coef(mA, 'x')} + ${coef(mB, 'y')}`),
            mark('M1', 'Restitution along the line of centres', tex`y - x = ${rTex(E2)}(${q})`),
            mark('A1', 'Both velocities correct', tex`\mathbf{v}_A = ${texts.A}, \; \mathbf{v}_B = ${texts.B}`, ['b.2', 'b.3']),
          ],
        ),
        part(tex`Find the total kinetic energy lost in the two impacts.`, tex`${texts.loss}${U.J}`, [
          mark('M1', tex`Kinetic energy of \(A\) at the start`, tex`\frac{1}{2}(${mA})(${p * p + q * q})`),
          mark('M1', 'Total kinetic energy at the end, using their velocities from (b)', tex`${exact(keEnd)}`),
          mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['c.1', 'c.2']),
        ]),
      ],
      notes: [
        'Exact fractions or 3 s.f. are acceptable.',
        '(b) Only the components along the line of centres change in the collision of smooth spheres.',
      ],
      facts: { mA, mB, p, q, e1, e2, texts },
    };
  },
};

const sphereAtRest: QuestionTemplate = {
  id: 'fm1.oblique.sphere-at-rest',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-of-spheres',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['synoptic', 'oblique impact', 'smooth spheres', 'impulse', 'angle of deflection'],
  build(rng) {
    for (;;) {
      const [tanTex, sn, cs, hyp] = rng.pick(ANGLES);
      const s = rng.int(1, 2);
      const u = hyp * s;
      const [along, perp] = [cs * s, sn * s];
      const [mA, mB] = [rng.int(1, 5), rng.int(1, 5)];
      const [en, ed] = rng.pick(E_VALUES);
      const e = R.frac(en, ed);
      const vA = R.of(along)
        .mul(R.of(mA).sub(e.mul(mB)))
        .div(mA + mB);
      const vB = R.of(along)
        .mul(mA)
        .mul(e.add(1))
        .div(mA + mB);
      if (vA.sign === 0) continue;
      const speedA2 = vA.sq().add(perp * perp);
      const turn = Math.abs(Math.atan2(perp, vA.value) - Math.atan2(perp, along));
      const J = vB.mul(mB);
      const texts = { vB: exact(vB), vA: sfRoot(speedA2), turn: deg(turn), J: exact(J) };
      // (c) carries their speed from (b) to 3 s.f.: the new direction's angle with the line of centres from the
      // speed and the smaller component (the sine's perpendicular one, the cosine's along the line), as well posed.
      const speedCarried = Number(texts.vA);
      const withLine =
        perp <= Math.abs(vA.value) ? Math.asin(perp / speedCarried) : Math.acos(Math.min(1, Math.abs(vA.value) / speedCarried));
      const turnCarried = Math.abs((vA.sign < 0 ? Math.PI - withLine : withLine) - Math.atan2(perp, along));
      const setting = rng.pick([
        [tex`A smooth sphere`, tex`a smooth sphere`, tex`the spheres`, tex`smooth horizontal surface`],
        [tex`A smooth ball`, tex`a second smooth ball`, tex`the balls`, tex`smooth horizontal table`],
        [tex`A smooth puck`, tex`a smooth puck`, tex`the pucks`, tex`smooth horizontal sheet of ice`],
      ]);
      return {
        title: 'A smooth sphere striking a sphere at rest obliquely',
        introTex: tex`${setting[0]} \(A\) of mass \(${mA}\) kg moves on a ${setting[3]} with speed \(${u}${U.v}\) and collides with ${setting[1]} \(B\) of mass \(${mB}\) kg and equal radius, which is at rest. Immediately before the collision the direction of motion of \(A\) makes an angle \(\alpha\) with the line of centres, where \(\tan\alpha = ${tanTex}\). The coefficient of restitution between ${setting[2]} is \(${rTex(e)}\).`,
        parts: [
          part(tex`Find the speed of \(B\) immediately after the collision.`, tex`${texts.vB}${U.v}`, [
            mark(
              'M1',
              tex`Momentum along the line of centres using the component \(u\cos\alpha\)`,
              tex`${mA}(${along}) = ${coef(mA, 'x')} + ${coef(mB, 'y')}`,
            ),
            mark('M1', 'Restitution along the line of centres', tex`y - x = ${rTex(e)}(${along})`),
            mark('A1', tex`Correct speed of \(B\)`, tex`${texts.vB}${U.v}`, ['a.1', 'a.2']),
          ]),
          part(tex`Find the speed of \(A\) immediately after the collision.`, tex`${texts.vA}${U.v}`, [
            mark(
              'B1',
              tex`Component of the velocity of \(A\) perpendicular to the line of centres unchanged`,
              tex`${u}\sin\alpha = ${perp}`,
            ),
            mark(
              'M1',
              'Pythagoras with their component along the line of centres',
              tex`\sqrt{\left(${exact(vA)}\right)^{2} + ${perp}^{2}}`,
            ),
            mark('A1', 'Correct speed, awrt', tex`${texts.vA}${U.v}`, ['b.2']),
          ]),
          part(
            tex`Using your answers to parts (a) and (b), find the angle through which the direction of motion of \(A\) is deflected by the collision.`,
            tex`${texts.turn}^{\circ}`,
            [
              mark('M1', 'Angle of the new direction with the line of centres', arctanTex(String(perp), exact(vA))),
              mark(
                'dM1',
                tex`Difference from \(\alpha\), dependent on M1`,
                tex`\left|${arctanTex(String(perp), exact(vA))} - \alpha\right|`,
                ['c.1'],
              ),
              mark('A1', 'Correct angle, awrt', roundedAnswerTex(toDegrees(turn), toDegrees(turnCarried), '^{\\circ}', texts.turn), [
                'c.1',
                'c.2',
              ]),
            ],
          ),
          part(tex`Find the magnitude of the impulse exerted on \(B\) by \(A\).`, tex`${texts.J}${U.Ns}`, [
            mark('M1', tex`Change of momentum of \(B\) along the line of centres`, tex`${mB} \times ${texts.vB}`),
            mark('A1ft', tex`Correct impulse, ft their speed of \(B\)`, tex`${texts.J}${U.Ns}`, ['d.1']),
          ]),
        ],
        notes: [
          tex`\(B\) moves along the line of centres because ${setting[2]} are smooth.`,
          tex`(c) If \(A\) moves backwards along the line of centres, the angle exceeds \(90^{\circ}\).`,
        ],
        facts: {
          u,
          along,
          perp,
          mA,
          mB,
          e: [en, ed],
          texts,
          carriedRoundings: [{ allocationId: 'c.3', fromExact: toDegrees(turn), fromCarried: toDegrees(turnCarried) }],
        },
      };
    }
  },
};

const findMassAndE: QuestionTemplate = {
  id: 'fm1.collisions.find-mass-and-e',
  subtopicId: 'fm1-elastic-collisions-1d.newtons-law-of-restitution',
  difficulty: 3,
  frequency: 'frequent',
  tags: ["Newton's law of restitution", 'conservation of momentum', 'kinetic energy', 'wall'],
  build(rng) {
    for (;;) {
      const mA = rng.int(1, 6);
      const mB = rng.int(1, 8);
      const u = rng.int(3, 12);
      const [en, ed] = rng.pick(E_VALUES);
      const e = R.frac(en, ed);
      const vA = R.of(u)
        .mul(R.of(mA).sub(e.mul(mB)))
        .div(mA + mB);
      const vB = R.of(u)
        .mul(mA)
        .mul(e.add(1))
        .div(mA + mB);
      if (!isDecimal(vA, 1) || !isDecimal(vB, 1) || vA.sign === 0 || mA === mB) continue;
      const [fn, fd] = rng.pick(E_VALUES);
      const f = R.frac(fn, fd);
      const wB = vB.mul(f).neg();
      const again = wB.cmp(vA) < 0;
      const loss = half.mul(R.of(mA * u * u)).sub(half.mul(vA.sq().mul(mA).add(vB.sq().mul(mB))));
      const afterA =
        vA.sign > 0
          ? tex`continues in the same direction with speed \(${rDec(vA)}${U.v}\)`
          : tex`moves in the opposite direction with speed \(${rDec(vA.neg())}${U.v}\)`;
      const texts = { mB: String(mB), e: rTex(e), loss: exact(loss), wB: exact(wB) };
      return {
        title: 'Finding a mass and a coefficient of restitution',
        introTex: tex`A particle \(A\) of mass \(${mA}\) kg moves on a smooth horizontal floor with speed \(${u}${U.v}\) and collides directly with a particle \(B\), which is at rest. Immediately after the collision, \(A\) ${afterA}, and \(B\) moves with speed \(${rDec(vB)}${U.v}\).`,
        parts: [
          part(tex`Find the mass of \(B\).`, tex`${mB}\ \mathrm{kg}`, [
            mark('M1', 'Conservation of momentum with signed velocities', tex`${mA}(${u}) = ${mA}(${rDec(vA)}) + m(${rDec(vB)})`),
            mark('A1', 'Correct unsimplified equation', tex`${mA}(${u}) = ${mA}(${rDec(vA)}) + m(${rDec(vB)})`, ['a.1']),
            mark('A1', 'Correct mass', tex`m = ${mB}`, ['a.1']),
          ]),
          part(tex`Find the coefficient of restitution between \(A\) and \(B\).`, texts.e, [
            mark('M1', 'Speed of separation over speed of approach, with signs', tex`e = \frac{${rDec(vB)} - (${rDec(vA)})}{${u}}`),
            mark('A1', 'Correct coefficient', texts.e, ['b.1']),
          ]),
          part(tex`Using your answer to part (a), find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
            mark(
              'M1',
              tex`Kinetic energy before minus after, with their mass of \(B\)`,
              tex`\frac{1}{2}(${mA})(${u})^{2} - \frac{1}{2}(${mA})(${rDec(vA)})^{2} - \frac{1}{2}m(${rDec(vB)})^{2}`,
            ),
            mark('A1ft', 'Correct loss, ft their mass', tex`${texts.loss}${U.J}`, ['c.1']),
          ]),
          part(
            tex`\(B\) then strikes a smooth vertical wall at right angles and rebounds. The coefficient of restitution between \(B\) and the wall is \(${rTex(f)}\). Determine whether \(B\) collides with \(A\) again.`,
            again ? tex`\text{Yes}` : tex`\text{No}`,
            [
              mark(
                'M1',
                tex`Velocity of \(B\) after the wall compared with the velocity of \(A\), with signs`,
                tex`${texts.wB} \text{ compared with } ${rDec(vA)}`,
              ),
              mark(
                'A1',
                'Correct conclusion with reason',
                again
                  ? tex`\text{B moves towards A faster than A moves away, so they collide}`
                  : tex`\text{A moves away at least as fast as B returns, so no collision}`,
                ['d.1'],
              ),
            ],
          ),
        ],
        notes: [
          tex`Take the original direction of \(A\) as positive throughout.`,
          tex`(d) A wall impact reverses the velocity of \(B\) and multiplies its speed by the coefficient.`,
        ],
        facts: { mA, mB, u, vA: rDec(vA), vB: rDec(vB), f: [fn, fd], again, texts },
      };
    }
  },
};

const threeParticles: QuestionTemplate = {
  id: 'fm1.collisions.three-particles',
  subtopicId: 'fm1-elastic-collisions-1d.successive-impacts',
  difficulty: 5,
  frequency: 'occasional',
  tags: ['synoptic', 'successive impacts', "Newton's law of restitution", 'conservation of momentum', 'kinetic energy'],
  build(rng) {
    for (;;) {
      const [m1, m2, m3] = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 6)];
      const u = rng.int(3, 12);
      const [en, ed] = rng.pick(E_VALUES);
      const e = R.frac(en, ed);
      const hit = (ma: number, mb: number, ua: R, ub: R): [R, R] => {
        const p = ua.mul(ma).add(ub.mul(mb));
        const rel = ua.sub(ub);
        return [p.sub(e.mul(mb).mul(rel)).div(ma + mb), p.add(e.mul(ma).mul(rel)).div(ma + mb)];
      };
      const [a1, b1] = hit(m1, m2, R.of(u), R.of(0));
      const [b2, c2] = hit(m2, m3, b1, R.of(0));
      const again = a1.cmp(b2) > 0;
      if (a1.sign === 0 || b2.sign === 0) continue;
      const keStart = half.mul(m1).mul(u * u);
      const keEnd = half.mul(a1.sq().mul(m1).add(b2.sq().mul(m2)).add(c2.sq().mul(m3)));
      const loss = keStart.sub(keEnd);
      const texts = { a1: exact(a1), b1: exact(b1), b2: exact(b2), c2: exact(c2), loss: exact(loss) };
      // (b) carries their velocity of B from (a) to 3 s.f. where it is no terminating decimal (the notes accept 3 s.f.): each
      // velocity after the second impact is a multiple of it. One written as a fraction stays exact.
      const b1Carried = isDecimal(b1, 3) ? b1.value : Number(sfR(b1));
      const carriedRoundings = (
        [
          ['b.2', b2],
          ['b.3', c2],
        ] as const
      )
        .filter(([, x]) => !isDecimal(x, 3) && x.d > 30n)
        .map(([allocationId, x]) => ({ allocationId, fromExact: x.value, fromCarried: (x.value * b1Carried) / b1.value }));
      const afterTex = (allocationId: string, x: R) => {
        const rounding = carriedRoundings.find((c) => c.allocationId === allocationId);
        return rounding ? roundedAnswerTex(rounding.fromExact, rounding.fromCarried, '', exact(x)) : exact(x);
      };
      return {
        title: 'Three particles in a line',
        introTex: tex`Three particles \(A\), \(B\) and \(C\), ${massesOf([
          ['A', m1],
          ['B', m2],
          ['C', m3],
        ])}, lie in that order in a straight line on a smooth horizontal surface. \(B\) and \(C\) are at rest, and \(A\) is projected towards \(B\) with speed \(${u}${U.v}\). The coefficient of restitution between each pair of particles is \(${rTex(e)}\).`,
        parts: [
          part(
            tex`Find the velocities of \(A\) and \(B\) immediately after they collide, taking the direction from \(A\) to \(C\) as positive.`,
            tex`v_A = ${texts.a1}${U.v}, \; v_B = ${texts.b1}${U.v}`,
            [
              mark('M1', 'Conservation of momentum', tex`${m1}(${u}) = ${coef(m1, 'v_A')} + ${coef(m2, 'v_B')}`),
              mark('M1', 'Restitution', tex`v_B - v_A = ${rTex(e)}(${u})`),
              mark('A1', 'Both velocities correct', tex`v_A = ${texts.a1}, \; v_B = ${texts.b1}`, ['a.1', 'a.2']),
            ],
          ),
          part(
            tex`\(B\) then collides with \(C\). Using your answer to part (a), find the velocities of \(B\) and \(C\) immediately after this collision.`,
            tex`w_B = ${texts.b2}${U.v}, \; w_C = ${texts.c2}${U.v}`,
            [
              mark(
                'M1',
                tex`Momentum and restitution with their velocity of \(B\)`,
                tex`${m2}(${texts.b1}) = ${coef(m2, 'w_B')} + ${coef(m3, 'w_C')}, \; w_C - w_B = ${rTex(e)}(${texts.b1})`,
              ),
              mark('A1ft', tex`Velocity of \(B\), ft their (a)`, tex`w_B = ${afterTex('b.2', b2)}`, ['b.1']),
              mark('A1ft', tex`Velocity of \(C\), ft their (a)`, tex`w_C = ${afterTex('b.3', c2)}`, ['b.1']),
            ],
          ),
          part(tex`Determine whether there is a further collision between \(A\) and \(B\).`, again ? tex`\text{Yes}` : tex`\text{No}`, [
            mark('M1', tex`Compares the signed velocities of \(A\) and \(B\)`, tex`${texts.a1} \text{ and } ${texts.b2}`),
            mark(
              'A1',
              'Correct conclusion with reason',
              again ? tex`v_A > w_B \text{, so A catches B}` : tex`v_A \leqslant w_B \text{, so no further collision}`,
              ['c.1'],
            ),
          ]),
          part(tex`Find the total kinetic energy lost in the two collisions.`, tex`${texts.loss}${U.J}`, [
            mark(
              'M1',
              'Initial kinetic energy minus total kinetic energy after both collisions',
              tex`\frac{1}{2}(${m1})(${u})^{2} - ${exact(keEnd)}`,
            ),
            mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['d.1']),
          ]),
        ],
        notes: [
          tex`Velocities must be signed; a negative velocity means motion towards \(A\).`,
          'Exact fractions or 3 s.f. are acceptable.',
        ],
        facts: { m1, m2, m3, u, e: [en, ed], again, texts, carriedRoundings },
      };
    }
  },
};

const obliqueFindE: QuestionTemplate = {
  id: 'fm1.oblique.wall-find-e',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-with-a-surface',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['oblique impact', 'coefficient of restitution', 'kinetic energy', 'impulse'],
  build(rng) {
    const [sn, cs, hyp] = rng.pick(PYTHAGOREAN_TRIPLES);
    const [en, ed] = rng.pick(E_VALUES);
    const e = R.frac(en, ed);
    const s = rng.int(1, 3);
    const u = hyp * s;
    const m = r(rng.pick([0.1, 0.2, 0.25, 0.4, 0.5, 2]));
    const [par, perp] = [R.of(cs * s), R.of(sn * s)];
    const tanA = R.frac(sn, cs);
    const tanB = tanA.mul(e);
    const v2 = par.sq().add(perp.mul(e).sq());
    const lost = R.of(1).sub(v2.div(u * u));
    const I = m.mul(e.add(1)).mul(perp);
    const texts = { e: rTex(e), v: sfRoot(v2), lost: rTex(lost), I: rDec(I) };
    const setting = rng.pick([
      [tex`A smooth sphere`, tex`the sphere`, tex`smooth horizontal floor`, tex`a smooth vertical wall`, tex`the wall`],
      [tex`A smooth puck`, tex`the puck`, tex`smooth horizontal sheet of ice`, tex`a smooth vertical barrier`, tex`the barrier`],
    ]);
    return {
      title: 'Finding the coefficient of restitution from the angles of impact',
      introTex: tex`${setting[0]} of mass \(${rDec(m)}\) kg moves on a ${setting[2]} with speed \(${u}${U.v}\) and strikes ${setting[3]}. Immediately before the impact its direction of motion makes an angle \(\alpha\) with ${setting[4]}, and immediately after the impact an angle \(\beta\) with ${setting[4]}, where \(\tan\alpha = ${rTex(tanA)}\) and \(\tan\beta = ${rTex(tanB)}\).`,
      parts: [
        part(tex`Find the coefficient of restitution between ${setting[1]} and ${setting[4]}.`, texts.e, [
          mark('M1', 'Component parallel to the wall unchanged', tex`v\cos\beta = ${u}\cos\alpha`),
          mark('M1', 'Perpendicular component: restitution', tex`v\sin\beta = e(${u}\sin\alpha)`),
          mark('dM1', tex`Divides to eliminate \(v\), dependent on both M marks`, tex`\tan\beta = e\tan\alpha`, ['a.1', 'a.2']),
          mark('A1', 'Correct coefficient', texts.e, ['a.3']),
        ]),
        part(tex`Find the speed of ${setting[1]} immediately after the impact.`, tex`${texts.v}${U.v}`, [
          mark(
            'M1',
            tex`Uses the unchanged parallel component with their \(e\)`,
            tex`\sqrt{(${rDec(par)})^{2} + \left(${rTex(e)} \times ${rDec(perp)}\right)^{2}}`,
          ),
          mark('A1', 'Correct speed, awrt', tex`${texts.v}${U.v}`, ['b.1']),
        ]),
        part(
          tex`Using your answer to part (b), find the fraction of the kinetic energy of ${setting[1]} that is lost in the impact.`,
          texts.lost,
          [
            mark('M1', 'One minus the ratio of the squared speeds', tex`1 - \frac{${rDec(v2)}}{${u * u}}`),
            mark('A1ft', 'Correct exact fraction, ft their speed', texts.lost, ['c.1']),
          ],
        ),
        part(tex`Find the magnitude of the impulse exerted by ${setting[4]} on ${setting[1]}.`, tex`${texts.I}${U.Ns}`, [
          mark(
            'M1',
            'Change in the perpendicular component of momentum',
            tex`${rDec(m)}\left(${rDec(perp)} + ${rTex(e)} \times ${rDec(perp)}\right)`,
          ),
          mark('A1', 'Correct impulse', tex`${texts.I}${U.Ns}`, ['d.1']),
        ]),
      ],
      notes: [tex`(a) \(\tan\beta = e\tan\alpha\) may be quoted if derived.`, 'The impulse of a smooth wall is perpendicular to the wall.'],
      facts: { u, sn, cs, m: m.value, tanB: [Number(tanB.n), Number(tanB.d)], texts },
    };
  },
};

const equalSpheres: QuestionTemplate = {
  id: 'fm1.oblique.equal-spheres-paths',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-of-spheres',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['oblique impact', 'smooth spheres', 'kinetic energy', 'line of centres'],
  build(rng) {
    const [sn, cs, hyp] = rng.pick(PYTHAGOREAN_TRIPLES);
    const [en, ed] = rng.pick(E_VALUES);
    const e = R.frac(en, ed);
    const s = rng.int(1, 2);
    const u = hyp * s;
    const [along, perp] = [R.of(cs * s), R.of(sn * s)];
    const vB = along.mul(e.add(1)).div(2);
    const xA = along.mul(R.of(1).sub(e)).div(2);
    const tanPhi = perp.div(xA);
    const loss = along.sq().mul(R.of(1).sub(e.sq())).div(4);
    const texts = { vB: exact(vB), tanPhi: rTex(tanPhi), phi: deg(Math.atan(tanPhi.value)), loss: exact(loss) };
    const setting = rng.pick([
      [tex`Two smooth uniform spheres`, tex`the spheres`, tex`smooth horizontal surface`],
      [tex`Two smooth balls`, tex`the balls`, tex`smooth horizontal table`],
    ]);
    return {
      title: 'Paths of two equal spheres after an oblique impact',
      introTex: tex`${setting[0]} \(A\) and \(B\), each of mass \(m\) and of equal radius, lie on a ${setting[2]}. \(B\) is at rest and \(A\) moves with speed \(${u}${U.v}\) towards it. At the instant of impact the direction of motion of \(A\) makes an angle \(\alpha\) with the line of centres, where \(\tan\alpha = ${rTex(R.frac(sn, cs))}\). The coefficient of restitution between ${setting[1]} is \(${rTex(e)}\).`,
      parts: [
        part(tex`Find the speed of \(B\) immediately after the impact.`, tex`${texts.vB}${U.v}`, [
          mark('M1', tex`Momentum along the line of centres with the component \(u\cos\alpha\)`, tex`m(${rDec(along)}) = mx + my`),
          mark('M1', 'Restitution along the line of centres', tex`y - x = ${rTex(e)}(${rDec(along)})`),
          mark('A1', tex`Correct speed of \(B\)`, tex`y = ${texts.vB}`, ['a.1', 'a.2']),
        ]),
        part(
          tex`Show that immediately after the impact \(A\) moves in a direction making an angle \(\phi\) with the line of centres, where \(\tan\phi = ${texts.tanPhi}\).`,
          texts.tanPhi,
          [
            mark(
              'B1',
              tex`Component of the velocity of \(A\) perpendicular to the line of centres unchanged`,
              tex`${u}\sin\alpha = ${rDec(perp)}`,
            ),
            mark('M1', tex`Component of \(A\) along the line of centres from the equations in (a)`, tex`x = ${exact(xA)}`),
            mark(
              'A1*',
              'Given tangent, cso',
              tex`\tan\phi = ${[...new Set([quotientTex(rDec(perp), exact(xA)), texts.tanPhi])].join(' = ')}`,
              ['b.2'],
            ),
          ],
        ),
        part(
          tex`Hence write down the angle between the directions of motion of \(A\) and \(B\) immediately after the impact, giving your answer in degrees.`,
          tex`${texts.phi}^{\circ}`,
          [
            mark(
              'B1ft',
              tex`\(B\) moves along the line of centres, so the angle is \(\phi\); ft their tangent`,
              tex`\arctan\left(${texts.tanPhi}\right) = ${texts.phi}^{\circ}`,
            ),
          ],
        ),
        part(tex`Find, in terms of \(m\), the kinetic energy lost in the impact.`, tex`${texts.loss}m${U.J}`, [
          mark(
            'M1',
            'Kinetic energy before minus after (only the components along the line of centres change)',
            tex`\frac{1}{2}m(${rDec(along)})^{2} - \frac{1}{2}m\left(${exact(xA)}\right)^{2} - \frac{1}{2}m\left(${texts.vB}\right)^{2}`,
          ),
          mark('A1', 'Correct loss', tex`${texts.loss}m`, ['d.1']),
        ]),
      ],
      notes: [
        tex`With \(e = 1\) ${setting[1]} would move off at right angles to each other.`,
        '(c) A write-down mark: no working is needed once (b) is shown.',
      ],
      facts: { u, sn, cs, e: [en, ed], texts },
    };
  },
};

export const fm1CollisionExamTemplates: QuestionTemplate[] = [
  directionReversal,
  findE,
  bounceSeries,
  wallReturn,
  wallVector,
  twoWallsAngle,
  wallThenSphere,
  sphereAtRest,
  threeParticles,
  findMassAndE,
  obliqueFindE,
  equalSpheres,
];
