import { frac, type Frac } from '../../math/rational.js';
import { fracTex, ijk, num, sf, terms, tex } from '../../math/tex.js';
import { mark, part, type QuestionTemplate } from '../../template.js';
import { arrow, circle, frame, label, svgDoc } from '../../svg.js';
import { lineCollisionDiagram, wallImpactDiagram } from './collision-diagrams.js';
import { G, units } from './fm1-momentum-energy-elasticity.js';

const E_VALUES: [number, number][] = [[1, 2], [1, 3], [2, 3], [1, 4], [3, 4], [2, 5], [3, 5]];
const eTex = ([n, d]: [number, number]) => `\\frac{${n}}{${d}}`;

/** Velocities after a direct collision: momentum conserved, separation speed e times approach speed. */
export function directImpact(m1: number, m2: number, u1: number, u2: number, [en, ed]: [number, number]): [Frac, Frac] {
  const p = m1 * u1 + m2 * u2;
  const rel = u1 - u2;
  // v1 = (p - e m2 rel)/(m1 + m2), v2 = (p + e m1 rel)/(m1 + m2), with e = en/ed
  return [frac(p * ed - en * m2 * rel, ed * (m1 + m2)), frac(p * ed + en * m1 * rel, ed * (m1 + m2))];
}
const val = (q: Frac) => q.n / q.d;

const restitution: QuestionTemplate = {
  id: 'fm1.collisions.restitution',
  subtopicId: 'fm1-elastic-collisions-1d.newtons-law-of-restitution',
  difficulty: 3,
  frequency: 'frequent',
  tags: ["Newton's law of restitution", 'conservation of momentum', 'direct impact'],
  build(rng) {
    const [m1, m2, u1, u2] = [rng.int(1, 5), rng.int(1, 5), rng.int(3, 9), -rng.int(0, 4)];
    const e = rng.pick(E_VALUES);
    const [v1, v2] = directImpact(m1, m2, u1, u2, e);
    return {
      title: "Direct collision with Newton's law of restitution",
      introTex: tex`Particles \(A\) (mass \(${m1}\) kg) and \(B\) (mass \(${m2}\) kg) move on a smooth horizontal line. \(A\) moves with speed \(${u1}${units.v}\) towards \(B\), ${u2 === 0 ? 'which is at rest' : tex`which moves towards \(A\) with speed \(${-u2}${units.v}\)`}. The coefficient of restitution between them is \(${eTex(e)}\).`,
      parts: [
        part(tex`Find the velocities of \(A\) and \(B\) immediately after the collision, taking the original direction of motion of \(A\) as positive.`, tex`v_A = ${fracTex(v1)}${units.v}, \; v_B = ${fracTex(v2)}${units.v}`, [
          mark('M1', 'Conservation of momentum', tex`${m1}(${u1}) + ${m2}(${u2}) = ${m1}v_A + ${m2}v_B`),
          mark('M1', 'Newton\'s law of restitution with the correct sense', tex`v_B - v_A = ${eTex(e)}(${u1} - (${u2}))`),
          mark('dM1', 'Solves the simultaneous equations, dependent on both M marks', tex`v_A = ${fracTex(v1)}`, ['a.1', 'a.2']),
          mark('A1', 'Correct velocity of A', tex`v_A = ${fracTex(v1)}${units.v}`, ['a.3']),
          mark('A1', 'Correct velocity of B', tex`v_B = ${fracTex(v2)}${units.v}`, ['a.3']),
        ]),
      ],
      notes: ['Restitution written as approach = e times separation scores M0.'],
      diagrams: [{
        title: 'Particles before the collision',
        description: `Particle A of mass ${m1} kg moving right at ${u1} m/s towards particle B of mass ${m2} kg ${u2 === 0 ? 'at rest' : `moving left at ${-u2} m/s`}.`,
        svg: lineCollisionDiagram({ name: 'A', mass: `${m1} kg`, speed: u1 }, { name: 'B', mass: `${m2} kg`, speed: u2 }),
      }],
      facts: { m1, m2, u1, u2, e: e[0] / e[1], v1: val(v1), v2: val(v2) },
    };
  },
};

const planeImpact: QuestionTemplate = {
  id: 'fm1.collisions.bounce',
  subtopicId: 'fm1-elastic-collisions-1d.impact-with-a-plane',
  difficulty: 2,
  frequency: 'frequent',
  tags: ["Newton's law of restitution", 'impact with a plane', 'rebound height'],
  build(rng) {
    const [h, e] = [rng.pick([1.2, 1.5, 2, 2.5, 3, 4]), rng.pick(E_VALUES)];
    const ev = e[0] / e[1];
    const u = Math.sqrt(2 * G * h);
    return {
      title: 'A ball bouncing on a horizontal floor',
      introTex: tex`A small ball is dropped from rest at a height of \(${num(h)}\) m above a smooth horizontal floor. The coefficient of restitution between the ball and the floor is \(${eTex(e)}\).`,
      parts: [
        part(tex`Find the speed of the ball immediately after it first hits the floor.`, tex`${sf(u * ev)}${units.v}`, [
          mark('B1', 'Speed of impact', tex`\sqrt{2g(${num(h)})} = ${sf(u)}`),
          mark('M1', 'Multiplies by e', tex`${eTex(e)} \times ${sf(u)}`),
          mark('A1', 'Correct speed, awrt', tex`${sf(u * ev)}${units.v}`, ['a.2']),
        ]),
        part(tex`Find the greatest height reached by the ball after its first bounce.`, tex`${sf(ev * ev * h)}${units.m}`, [
          mark('M1', 'Uses v^2 = u^2 - 2gs with their rebound speed', tex`0 = (${sf(u * ev)})^{2} - 2gs`),
          mark('A1', 'Correct height, awrt', tex`${sf(ev * ev * h)}${units.m}`, ['b.1']),
        ]),
      ],
      notes: ['Take g = 9.8 m s^-2.', '(b) e^2 h directly is acceptable.'],
      facts: { h, e: ev, rebound: u * ev, height: ev * ev * h },
    };
  },
};

const energyLoss: QuestionTemplate = {
  id: 'fm1.collisions.energy-loss',
  subtopicId: 'fm1-elastic-collisions-1d.energy-loss',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['kinetic energy', 'coefficient of restitution', 'direct impact'],
  build(rng) {
    const [m1, m2, u] = [rng.int(1, 4), rng.int(1, 4), rng.int(3, 8)];
    const e = rng.pick(E_VALUES);
    const [v1, v2] = directImpact(m1, m2, u, 0, e);
    const loss = 0.5 * m1 * u * u - 0.5 * m1 * val(v1) ** 2 - 0.5 * m2 * val(v2) ** 2;
    return {
      title: 'Kinetic energy lost in a direct collision',
      introTex: tex`A sphere \(P\) of mass \(${m1}\) kg moving at \(${u}${units.v}\) collides directly with a sphere \(Q\) of mass \(${m2}\) kg at rest on a smooth horizontal surface. The coefficient of restitution is \(${eTex(e)}\).`,
      parts: [
        part(tex`Find the speeds of \(P\) and \(Q\) after the collision.`, tex`${fracTex(v1)}, \; ${fracTex(v2)}`, [
          mark('M1', 'Momentum and restitution equations', tex`${m1 * u} = ${m1}v_P + ${m2}v_Q, \; v_Q - v_P = ${eTex(e)}(${u})`),
          mark('A1', 'Both velocities correct', tex`v_P = ${fracTex(v1)}, \; v_Q = ${fracTex(v2)}`, ['a.1']),
        ]),
        part(tex`Find the kinetic energy lost in the collision.`, tex`${sf(loss)}${units.J}`, [
          mark('M1', 'KE before minus KE after with their speeds', tex`\frac{1}{2}(${m1})(${u})^{2} - \frac{1}{2}(${m1})v_P^{2} - \frac{1}{2}(${m2})v_Q^{2}`),
          mark('A1', 'Correct loss, awrt', tex`${sf(loss)}${units.J}`, ['b.1', 'a.2']),
        ]),
      ],
      notes: ['(b) The A mark needs correct velocities from (a).'],
      facts: { m1, m2, u, e: e[0] / e[1], v1: val(v1), v2: val(v2), loss },
    };
  },
};

const successive: QuestionTemplate = {
  id: 'fm1.collisions.wall-then-second-impact',
  subtopicId: 'fm1-elastic-collisions-1d.successive-impacts',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['successive impacts', "Newton's law of restitution", 'wall'],
  build(rng) {
    const [m1, m2, u] = [rng.int(1, 5), rng.int(1, 5), rng.int(4, 9)];
    const [e1, e2] = [rng.pick(E_VALUES), rng.pick(E_VALUES)];
    const [v1, v2] = directImpact(m1, m2, u, 0, e1);
    const w = frac(-e2[0] * v2.n, e2[1] * v2.d);
    const again = val(w) < val(v1);
    return {
      title: 'Successive impacts with a wall',
      introTex: tex`Particles \(A\) (mass \(${m1}\) kg) and \(B\) (mass \(${m2}\) kg) lie on a smooth horizontal floor in a line perpendicular to a smooth vertical wall, with \(B\) between \(A\) and the wall. \(A\) is projected towards \(B\) with speed \(${u}${units.v}\); \(B\) is at rest. The coefficient of restitution between \(A\) and \(B\) is \(${eTex(e1)}\) and between \(B\) and the wall is \(${eTex(e2)}\).`,
      parts: [
        part(tex`Find the velocities of \(A\) and \(B\) after their collision, taking the direction towards the wall as positive.`, tex`v_A = ${fracTex(v1)}, \; v_B = ${fracTex(v2)}`, [
          mark('M1', 'Conservation of momentum', tex`${m1 * u} = ${m1}v_A + ${m2}v_B`),
          mark('M1', 'Restitution', tex`v_B - v_A = ${eTex(e1)}(${u})`),
          mark('A1', 'Both velocities correct', tex`v_A = ${fracTex(v1)}, \; v_B = ${fracTex(v2)}`, ['a.1', 'a.2']),
        ]),
        part(tex`Find the velocity of \(B\) after it rebounds from the wall.`, tex`${fracTex(w)}${units.v}`, [mark('B1ft', 'e times their velocity of B, reversed', tex`-${eTex(e2)} \times ${fracTex(v2)} = ${fracTex(w)}`, ['a.3'])]),
        part(tex`Determine whether there is a second collision between \(A\) and \(B\).`, again ? tex`\text{Yes}` : tex`\text{No}`, [
          mark('M1', 'Compares the velocities of A and B after the wall impact', tex`${fracTex(w)} \text{ compared with } ${fracTex(v1)}`),
          mark('A1', 'Correct conclusion with reason', again ? tex`v_B < v_A \text{ so they collide again}` : tex`v_B \geqslant v_A \text{ so no second collision}`, ['c.1']),
        ]),
      ],
      notes: ['(c) The comparison must use signed velocities.'],
      facts: { m1, m2, u, e1: e1[0] / e1[1], e2: e2[0] / e2[1], v1: val(v1), v2: val(v2), w: val(w), again },
    };
  },
};

const ANGLES: [string, string, number, number][] = [
  ['\\tan\\alpha = \\frac{3}{4}', '3/4', 0.6, 0.8],
  ['\\tan\\alpha = \\frac{4}{3}', '4/3', 0.8, 0.6],
  ['\\tan\\alpha = \\frac{5}{12}', '5/12', 5 / 13, 12 / 13],
  ['\\tan\\alpha = \\frac{12}{5}', '12/5', 12 / 13, 5 / 13],
];

const obliqueWall: QuestionTemplate = {
  id: 'fm1.oblique.wall',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-with-a-surface',
  difficulty: 3,
  frequency: 'frequent',
  tags: ['oblique impact', 'coefficient of restitution', 'smooth wall'],
  build(rng) {
    const [angleTex, tanText, sin, cos] = rng.pick(ANGLES);
    const [m, u, e] = [rng.pick([0.2, 0.5, 1, 2]), rng.pick([5, 10, 13, 15, 26]), rng.pick(E_VALUES)];
    const ev = e[0] / e[1];
    const [par, perp] = [u * cos, u * sin];
    const speed = Math.hypot(par, ev * perp);
    const angle = (Math.atan((ev * perp) / par) * 180) / Math.PI;
    const impulse = m * (1 + ev) * perp;
    return {
      title: 'Oblique impact of a sphere with a smooth wall',
      introTex: tex`A smooth sphere of mass \(${num(m)}\) kg moving on a smooth horizontal floor with speed \(${u}${units.v}\) strikes a smooth vertical wall. Before impact its direction makes an angle \(\alpha\) with the wall, where \(${angleTex}\). The coefficient of restitution is \(${eTex(e)}\).`,
      parts: [
        part(tex`Find the speed of the sphere immediately after the impact.`, tex`${sf(speed)}${units.v}`, [
          mark('B1', 'Component parallel to the wall unchanged', tex`${num(par)}`),
          mark('M1', 'Component perpendicular to the wall multiplied by e', tex`${eTex(e)} \times ${num(perp)}`),
          mark('A1', 'Correct speed, awrt', tex`${sf(speed)}${units.v}`, ['a.2']),
        ]),
        part(tex`Find the angle between the direction of motion and the wall after the impact, in degrees.`, tex`${sf(angle)}^{\circ}`, [
          mark('M1', 'Uses arctan of perpendicular over parallel components', tex`\arctan\left(\frac{${sf(ev * perp)}}{${num(par)}}\right)`),
          mark('A1', 'Correct angle, awrt', tex`${sf(angle)}^{\circ}`, ['b.1']),
        ]),
        part(tex`Find the magnitude of the impulse exerted by the wall on the sphere.`, tex`${sf(impulse)}${units.Ns}`, [
          mark('M1', 'Change in perpendicular momentum', tex`${num(m)}(${sf(ev * perp)} + ${num(perp)})`),
          mark('A1', 'Correct impulse, awrt', tex`${sf(impulse)}${units.Ns}`, ['c.1']),
        ]),
      ],
      notes: ['The wall is smooth so the impulse is perpendicular to it.'],
      diagrams: [{
        title: 'Sphere approaching the wall',
        description: `A sphere moving with speed ${u} m/s towards a vertical wall, its path making an angle alpha with the wall where tan alpha = ${tanText}.`,
        svg: wallImpactDiagram((Math.atan(sin / cos) * 180) / Math.PI, `${u} m/s`),
      }],
      facts: { u, e: ev, sin, cos, m, speed, angle, impulse },
    };
  },
};

const successiveOblique: QuestionTemplate = {
  id: 'fm1.oblique.corner',
  subtopicId: 'fm1-elastic-collisions-2d.successive-oblique-impacts',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['oblique impact', 'successive impacts', 'kinetic energy'],
  build(rng) {
    const [a, b] = [rng.int(2, 8), rng.int(2, 8)];
    const [e1, e2] = [rng.pick(E_VALUES), rng.pick(E_VALUES)];
    const final = [frac(-a * e1[0], e1[1]), frac(-b * e2[0], e2[1])];
    const fraction = (val(final[0]) ** 2 + val(final[1]) ** 2) / (a * a + b * b);
    return {
      title: 'Successive impacts with two perpendicular walls',
      introTex: tex`A smooth puck slides on a smooth horizontal floor with velocity \((${ijk([a, b])})${units.v}\). It strikes a smooth vertical wall perpendicular to \(\mathbf{i}\) (coefficient of restitution \(${eTex(e1)}\)) and then a smooth vertical wall perpendicular to \(\mathbf{j}\) (coefficient of restitution \(${eTex(e2)}\)).`,
      parts: [
        part(tex`Find the velocity of the puck after both impacts.`, tex`\left(${fracTex(final[0])}\mathbf{i} ${val(final[1]) < 0 ? '-' : '+'} ${fracTex(frac(Math.abs(final[1].n), final[1].d))}\mathbf{j}\right)${units.v}`, [
          mark('M1', 'Reverses and scales the component perpendicular to each wall, keeping the other', tex`(${a}\mathbf{i} + ${b}\mathbf{j}) \to (${fracTex(final[0])}\mathbf{i} + ${b}\mathbf{j})`),
          mark('A1', 'Correct final velocity', tex`${fracTex(final[0])}\mathbf{i} + \left(${fracTex(final[1])}\right)\mathbf{j}`, ['a.1']),
        ]),
        part(tex`Find the fraction of the original kinetic energy that the puck retains.`, sf(fraction), [
          mark('M1', 'Ratio of squared speeds', tex`\frac{(${fracTex(final[0])})^{2} + (${fracTex(final[1])})^{2}}{${a * a + b * b}}`),
          mark('A1', 'Correct fraction, awrt', sf(fraction), ['b.1']),
        ]),
      ],
      notes: ['Mass cancels in (b).'],
      facts: { a, b, e1: e1[0] / e1[1], e2: e2[0] / e2[1], final: final.map(val), fraction },
    };
  },
};

const obliqueSpheres: QuestionTemplate = {
  id: 'fm1.oblique.spheres',
  subtopicId: 'fm1-elastic-collisions-2d.oblique-impact-of-spheres',
  difficulty: 5,
  frequency: 'occasional',
  tags: ['oblique impact', 'smooth spheres', 'line of centres'],
  build(rng) {
    const [mA, mB] = [rng.int(1, 4), rng.int(1, 4)];
    const uA = [rng.int(2, 7), rng.int(-4, 4)];
    const uB = [-rng.int(0, 4), rng.int(-4, 4)];
    const e = rng.pick(E_VALUES);
    const [vA, vB] = directImpact(mA, mB, uA[0], uB[0], e);
    const vel = (x: Frac, y: number) => tex`\left(${terms([[x, '\\mathbf{i}'], [y, '\\mathbf{j}']])}\right)`;
    const f = frame(0, 10, 0, 5, 280);
    return {
      title: 'Oblique impact of two smooth spheres',
      introTex: tex`Two smooth uniform spheres \(A\) and \(B\) of equal radius and masses \(${mA}\) kg and \(${mB}\) kg move on a smooth horizontal plane with velocities \((${ijk(uA)})${units.v}\) and \((${ijk(uB)})${units.v}\) respectively. They collide when the line of centres is parallel to \(\mathbf{i}\). The coefficient of restitution is \(${eTex(e)}\).`,
      parts: [
        part(tex`Find the velocities of \(A\) and \(B\) immediately after the collision.`, tex`\mathbf{v}_A = ${vel(vA, uA[1])}, \; \mathbf{v}_B = ${vel(vB, uB[1])}`, [
          mark('B1', 'Components perpendicular to the line of centres unchanged', tex`${terms([[uA[1], '\\mathbf{j}']])}, \; ${terms([[uB[1], '\\mathbf{j}']])}`),
          mark('M1', 'Momentum along the line of centres', tex`${mA}(${uA[0]}) + ${mB}(${uB[0]}) = ${mA}x + ${mB}y`),
          mark('M1', 'Restitution along the line of centres', tex`y - x = ${eTex(e)}(${uA[0]} - (${uB[0]}))`),
          mark('A1', 'Correct velocity of A', tex`\mathbf{v}_A = ${vel(vA, uA[1])}`, ['a.2', 'a.3']),
          mark('A1', 'Correct velocity of B', tex`\mathbf{v}_B = ${vel(vB, uB[1])}`, ['a.2', 'a.3']),
        ]),
      ],
      notes: ['Only the components along the line of centres change.'],
      diagrams: [{
        title: 'Spheres at the moment of impact',
        description: `Two touching spheres A (left) and B (right), the line of centres horizontal and parallel to i. A has velocity ${uA[0]}i + ${uA[1]}j and B has velocity ${uB[0]}i + ${uB[1]}j.`,
        svg: svgDoc(f, [
          circle(f, 4, 2.5, 1), circle(f, 6, 2.5, 1), label(f, 4, 2.5, 'A', -4, 4), label(f, 6, 2.5, 'B', -4, 4),
          arrow(f, 4, 2.5, 4 + uA[0] * 0.3, 2.5 + uA[1] * 0.3), ...(uB[0] || uB[1] ? [arrow(f, 6, 2.5, 6 + uB[0] * 0.3, 2.5 + uB[1] * 0.3)] : []),
        ]),
      }],
      facts: { mA, mB, uA, uB, e: e[0] / e[1], vA: [val(vA), uA[1]], vB: [val(vB), uB[1]] },
    };
  },
};

export const fm1CollisionTemplates = [restitution, planeImpact, energyLoss, successive, obliqueWall, successiveOblique, obliqueSpheres];
