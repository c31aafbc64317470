import { tex } from '../math/tex.js';
import { mark, part, type QuestionDraft } from '../template.js';
import { lineCollisionDiagram, obliqueSpheresDiagram, wallImpactDiagram } from '../templates/further-mechanics-1/collision-diagrams.js';
import { handWritten } from './define.js';

const v = '\\ \\mathrm{m\\,s^{-1}}';

const coalesce: QuestionDraft = {
  title: 'Particles that coalesce',
  introTex: tex`A particle \(A\) of mass \(3\) kg moving at \(4${v}\) on a smooth horizontal surface collides with a particle \(B\) of mass \(2\) kg at rest. The particles coalesce.`,
  parts: [
    part(tex`Find the speed of the combined particle.`, tex`2.4${v}`, [
      mark('M1', 'Conservation of momentum', tex`3(4) = 5v`),
      mark('A1', 'Correct speed', tex`2.4${v}`, ['a.1']),
    ]),
    part(tex`Find the kinetic energy lost in the collision.`, tex`9.6\ \mathrm{J}`, [
      mark('M1', 'KE before minus KE after', tex`\frac{1}{2}(3)(4)^{2} - \frac{1}{2}(5)(2.4)^{2}`),
      mark('A1', 'Correct unsimplified expression', tex`24 - 14.4`, ['b.1']),
      mark('A1', 'Correct loss', tex`9.6\ \mathrm{J}`, ['b.1']),
    ]),
    part(tex`Find the magnitude of the impulse exerted on \(B\) in the collision.`, tex`4.8\ \mathrm{N\,s}`, [
      mark('M1', tex`Change of momentum of \(B\)`, tex`2(2.4 - 0)`),
      mark('A1ft', 'Correct impulse, follow through their speed', tex`4.8\ \mathrm{N\,s}`, ['c.1', 'a.2']),
    ]),
  ],
  notes: [tex`(c) The change of momentum of \(A\) gives the same magnitude.`],
  diagrams: [
    {
      role: 'question',
      title: 'Before the collision',
      description: 'Particle A of mass 3 kg moving right at 4 m/s towards particle B of mass 2 kg at rest.',
      svg: lineCollisionDiagram({ name: 'A', mass: 3, speed: 4 }, { name: 'B', mass: 2, speed: 0 }),
    },
  ],
};

const cyclistPower: QuestionDraft = {
  title: 'Power of a cyclist on level ground and uphill',
  introTex: tex`A cyclist and her bicycle have total mass \(80\) kg. She works at a constant rate of \(240\) W against a constant resistance of \(20\) N. Take \(g = 9.8\ \mathrm{m\,s^{-2}}\).`,
  parts: [
    part(tex`Find her maximum speed on level ground.`, tex`12${v}`, [
      mark('M1', tex`Driving force equals resistance with \(P = Fv\)`, tex`\frac{240}{v} = 20`),
      mark('A1', 'Correct speed', tex`12${v}`, ['a.1']),
    ]),
    part(tex`Find her acceleration on level ground when her speed is \(5${v}\).`, tex`0.35\ \mathrm{m\,s^{-2}}`, [
      mark('M1', tex`Newton II with driving force \(\frac{P}{v}\)`, tex`\frac{240}{5} - 20 = 80a`),
      mark('A1', 'Correct acceleration', tex`0.35\ \mathrm{m\,s^{-2}}`, ['b.1']),
    ]),
    part(
      tex`She now rides up a hill inclined at \(\alpha\) to the horizontal, where \(\sin\alpha = \frac{1}{40}\). Find her maximum speed up the hill.`,
      tex`6.06${v}`,
      [
        mark('M1', 'Resolves along the slope including the weight component', tex`\frac{240}{v} = 20 + 80g\cdot\frac{1}{40}`),
        mark('A1', 'Correct equation', tex`\frac{240}{v} = 39.6`, ['c.1']),
        mark('A1', 'Correct speed, awrt', tex`6.06${v}`, ['c.1']),
      ],
    ),
  ],
  notes: ['Omitting the weight component in (c) scores M0.'],
};

const verticalString: QuestionDraft = {
  title: 'A particle oscillating on a vertical elastic string',
  introTex: tex`A particle \(P\) of mass \(0.5\) kg is attached to one end of a light elastic string of natural length \(1\) m and modulus \(24.5\) N. The other end is attached to a fixed point \(O\) and \(P\) hangs in equilibrium. Take \(g = 9.8\ \mathrm{m\,s^{-2}}\).`,
  parts: [
    part(tex`Find the extension of the string in the equilibrium position.`, tex`0.2\ \mathrm{m}`, [
      mark('M1', tex`Hooke's law with \(T = mg\)`, tex`0.5g = \frac{24.5e}{1}`),
      mark('A1', 'Correct extension', tex`0.2\ \mathrm{m}`, ['a.1']),
    ]),
    part(
      tex`\(P\) is pulled down until \(OP = 1.5\) m and released from rest. Find the speed of \(P\) as it passes through the equilibrium position.`,
      tex`2.1${v}`,
      [
        mark(
          'M1',
          'Energy equation with EPE, GPE and KE terms',
          tex`\frac{24.5(0.5)^{2}}{2} = \frac{24.5(0.2)^{2}}{2} + 0.5g(0.3) + \frac{1}{2}(0.5)v^{2}`,
        ),
        mark('A1', 'Correct elastic energies', tex`3.0625, \; 0.49`, ['b.1']),
        mark('dM1', tex`Solves for \(v\), dependent on the M1`, tex`\frac{1}{4}v^{2} = 1.1025`, ['b.1']),
        mark('A1', 'Correct speed', tex`2.1${v}`, ['b.3']),
      ],
    ),
    part(tex`Determine whether the string becomes slack during the subsequent motion.`, tex`\text{Yes, it becomes slack}`, [
      mark(
        'M1',
        tex`Energy equation for the highest point with the string taut, or compares energy with the EPE lost by \(OP = 1\) m`,
        tex`12.25x^{2} - 4.9x - 0.6125 = 0 \Rightarrow x = -0.1`,
      ),
      mark('A1', 'Correct conclusion with reason', tex`\text{no non-negative extension with zero speed, so the string goes slack}`, [
        'c.1',
      ]),
    ]),
  ],
  notes: [tex`(c) Alternative: at natural length \(P\) still has speed, since \(3.0625 > 0.5g(0.5) = 2.45\).`],
};

const roughSlide: QuestionDraft = {
  title: 'Sliding down a rough slope',
  introTex: tex`A particle of mass \(4\) kg is released from rest on a rough plane inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = \frac{3}{4}\). The coefficient of friction is \(0.25\). Take \(g = 9.8\ \mathrm{m\,s^{-2}}\).`,
  parts: [
    part(tex`Find the normal reaction on the particle.`, tex`31.36\ \mathrm{N}`, [
      mark('M1', 'Resolves perpendicular to the plane', tex`R = 4g\cos\alpha`),
      mark('A1', 'Correct reaction', tex`31.36\ \mathrm{N}`, ['a.1']),
    ]),
    part(tex`Find the work done against friction as the particle slides \(5\) m down the plane.`, tex`39.2\ \mathrm{J}`, [
      mark('M1', tex`Uses \(\mu R\) times distance`, tex`0.25 \times 31.36 \times 5`),
      mark('A1', 'Correct work done', tex`39.2\ \mathrm{J}`, ['b.1']),
    ]),
    part(tex`Use the work-energy principle to find the speed of the particle after it has slid \(5\) m.`, tex`6.26${v}`, [
      mark('M1', 'PE lost equals KE gained plus work against friction', tex`4g(5\sin\alpha) = \frac{1}{2}(4)v^{2} + 39.2`),
      mark('A1', 'Correct equation', tex`117.6 = 2v^{2} + 39.2`, ['c.1']),
      mark('A1', 'Correct speed, awrt', tex`6.26${v}`, ['c.1']),
    ]),
  ],
  notes: ['(c) A suvat method does not use the work-energy principle: M0.'],
};

const threeSpheres: QuestionDraft = {
  title: 'Three spheres in a line',
  introTex: tex`Three smooth spheres \(A\), \(B\) and \(C\), of equal radius and masses \(2m\), \(m\) and \(2m\), lie at rest in a straight line on a smooth horizontal table in that order. \(A\) is projected towards \(B\) with speed \(u\). The coefficient of restitution between each pair of spheres is \(\frac{1}{2}\).`,
  parts: [
    part(tex`Find the speeds of \(A\) and \(B\) after the first collision.`, tex`v_A = \frac{u}{2}, \; v_B = u`, [
      mark('M1', 'Conservation of momentum', tex`2mu = 2mv_A + mv_B`),
      mark('M1', 'Restitution', tex`v_B - v_A = \frac{1}{2}u`),
      mark('A1', tex`Correct speed of \(A\)`, tex`\frac{u}{2}`, ['a.1', 'a.2']),
      mark('A1', tex`Correct speed of \(B\)`, tex`u`, ['a.1', 'a.2']),
    ]),
    part(
      tex`Show that \(B\) is brought to rest when it collides with \(C\), and find the speed of \(C\).`,
      tex`v_B = 0, \; v_C = \frac{u}{2}`,
      [
        mark('M1', tex`Momentum and restitution for \(B\) and \(C\)`, tex`mu = mw_B + 2mw_C, \; w_C - w_B = \frac{u}{2}`),
        mark('A1*', tex`\(B\) at rest and \(C\) moves with \(\frac{u}{2}\), cso`, tex`w_B = 0, \; w_C = \frac{u}{2}`, ['b.1']),
      ],
    ),
    part(tex`Explain why \(A\) and \(B\) collide again, and find their speeds after this collision.`, tex`\frac{u}{4}, \; \frac{u}{2}`, [
      mark('B1', tex`\(A\) moves towards \(B\) which is at rest`, tex`v_A = \frac{u}{2} > 0 = w_B`),
      mark('M1', tex`Momentum and restitution for the second collision of \(A\) and \(B\)`, tex`mu = 2mx + my, \; y - x = \frac{u}{4}`),
      mark('A1', 'Both speeds correct', tex`x = \frac{u}{4}, \; y = \frac{u}{2}`, ['c.2']),
    ]),
    part(tex`Determine whether there are any further collisions.`, tex`\text{No}`, [
      mark('B1ft', tex`Compares velocities: \(A\) slower than \(B\), \(B\) and \(C\) equal`, tex`\frac{u}{4} < \frac{u}{2} = \frac{u}{2}`, [
        'c.3',
      ]),
    ]),
  ],
  notes: [tex`Velocities must be signed; all motion here is in the original direction of \(A\).`],
};

const obliqueSpheres: QuestionDraft = (() => {
  return {
    title: 'Finding the coefficient of restitution from an oblique impact',
    introTex: tex`Smooth spheres \(A\) (mass \(2\) kg) and \(B\) (mass \(1\) kg) of equal radius move on a smooth horizontal plane with velocities \((4\mathbf{i} + 3\mathbf{j})${v}\) and \((-2\mathbf{i} + \mathbf{j})${v}\). They collide when the line of centres is parallel to \(\mathbf{i}\). Immediately after the collision the velocity of \(B\) is \((4\mathbf{i} + \mathbf{j})${v}\).`,
    parts: [
      part(tex`Find the velocity of \(A\) immediately after the collision.`, tex`(\mathbf{i} + 3\mathbf{j})${v}`, [
        mark('B1', tex`\(\mathbf{j}\) component of \(A\) unchanged`, tex`3\mathbf{j}`),
        mark('M1', 'Momentum along the line of centres', tex`2(4) + 1(-2) = 2x + 1(4)`),
        mark('A1', tex`Correct velocity of \(A\)`, tex`\mathbf{i} + 3\mathbf{j}`, ['a.2']),
      ]),
      part(tex`Find the coefficient of restitution between the spheres.`, tex`\frac{1}{2}`, [
        mark('M1', 'Speed of separation over speed of approach along the line of centres', tex`e = \frac{4 - 1}{4 - (-2)}`),
        mark('A1ft', tex`Correct coefficient, ft their velocity of \(A\)`, tex`\frac{1}{2}`, ['b.1', 'a.3']),
      ]),
      part(tex`Find the angle through which the direction of motion of \(A\) is turned by the collision.`, tex`34.7^{\circ}`, [
        mark(
          'M1',
          tex`Angles of \(A\)'s velocity with \(\mathbf{i}\) before and after`,
          tex`\arctan\frac{3}{4} = 36.87^{\circ}, \; \arctan 3 = 71.57^{\circ}`,
        ),
        mark('dM1', 'Difference of the two angles, dependent on the M1', tex`71.57^{\circ} - 36.87^{\circ}`, ['c.1']),
        mark('A1', 'Correct angle, awrt', tex`34.7^{\circ}`, ['c.2']),
      ]),
    ],
    notes: [
      tex`Only the \(\mathbf{i}\) components change because the spheres are smooth.`,
      tex`(c) \(\tan\theta = \frac{3 - \frac{3}{4}}{1 + 3 \times \frac{3}{4}} = \frac{9}{13}\) is an equivalent method.`,
    ],
    diagrams: [
      {
        role: 'question',
        title: 'Spheres at impact',
        description:
          'Two touching spheres, A on the left and B on the right, with the line of centres horizontal. A moves up and to the right, B moves up and to the left.',
        svg: obliqueSpheresDiagram([4, 3], [-2, 1]),
      },
    ],
  };
})();

const wallBounce: QuestionDraft = {
  title: 'A puck rebounding from a smooth barrier',
  introTex: tex`A puck of mass \(0.4\) kg slides on smooth horizontal ice with velocity \((6\mathbf{i} - 8\mathbf{j})${v}\) and strikes a smooth straight barrier parallel to \(\mathbf{i}\). The coefficient of restitution is \(\frac{1}{2}\).`,
  parts: [
    part(tex`Find the velocity of the puck after the impact.`, tex`(6\mathbf{i} + 4\mathbf{j})${v}`, [
      mark(
        'M1',
        tex`Keeps the \(\mathbf{i}\) component and reverses and halves the \(\mathbf{j}\) component`,
        tex`6\mathbf{i} + \frac{1}{2}(8)\mathbf{j}`,
      ),
      mark('A1', 'Correct velocity', tex`6\mathbf{i} + 4\mathbf{j}`, ['a.1']),
    ]),
    part(tex`Find the angle between the barrier and the direction of motion after the impact.`, tex`33.7^{\circ}`, [
      mark('M1', tex`\(\arctan\) of perpendicular over parallel components`, tex`\arctan\frac{4}{6}`),
      mark('A1', 'Correct angle, awrt', tex`33.7^{\circ}`, ['b.1']),
    ]),
    part(
      tex`Find the fraction of the kinetic energy lost and the magnitude of the impulse on the puck.`,
      tex`0.48, \; 4.8\ \mathrm{N\,s}`,
      [
        mark('M1', 'Ratio of squared speeds', tex`1 - \frac{52}{100}`),
        mark('A1', 'Correct fraction', '0.48', ['c.1']),
        mark('B1', 'Correct impulse', tex`0.4(4 + 8) = 4.8`),
      ],
    ),
  ],
  notes: ['The impulse acts perpendicular to the barrier.'],
  diagrams: [
    {
      role: 'question',
      title: 'Puck approaching the barrier',
      description:
        'A puck moving with speed 10 m/s towards a straight barrier, its path making an angle of about 53 degrees with the barrier.',
      svg: wallImpactDiagram(Math.atan(8 / 6), 10, '', 'horizontal'),
    },
  ],
};

/**
 * A later revision of a hand-written draft whose follow-through mark listed the accuracy mark of the
 * value it follows: the ft mark now depends on method marks only. Earlier drafts stay as stored.
 */
function ftFixed(
  draft: QuestionDraft,
  partIndex: number,
  markIndex: number,
  dependsOn: string[],
  stemTex: string,
  note: string,
): QuestionDraft {
  return {
    ...draft,
    parts: draft.parts.map((p, i) =>
      i !== partIndex ? p : { ...p, stemTex, marks: p.marks.map((m, j) => (j === markIndex ? { ...m, dependsOn } : m)) },
    ),
    notes: [...draft.notes, note],
  };
}

export const MECHANICS_HAND_WRITTEN = [
  handWritten(
    'fm1-coalesce',
    'fm1-momentum-and-impulse.conservation',
    2,
    'frequent',
    ['momentum', 'kinetic energy', 'impulse'],
    coalesce,
    ftFixed(
      coalesce,
      2,
      1,
      ['c.1'],
      tex`Using your answer to part (a), find the magnitude of the impulse exerted on \(B\) by \(A\) in the collision.`,
      'Revision 2: (c) now says it uses (a); its A1ft follows their speed from (a) and depends on the (c) M1 only, not on the A1 of (a).',
    ),
  ),
  handWritten('fm1-cyclist-power', 'fm1-work-energy-and-power.power', 3, 'frequent', ['power', 'inclined plane'], cyclistPower),
  handWritten(
    'fm1-vertical-string',
    'fm1-elastic-strings-and-springs.elastic-potential-energy',
    4,
    'frequent',
    ['elastic strings', 'energy'],
    verticalString,
  ),
  handWritten(
    'fm1-rough-slide',
    'fm1-work-energy-and-power.work-energy-principle',
    3,
    'frequent',
    ['work-energy principle', 'friction'],
    roughSlide,
  ),
  handWritten(
    'fm1-three-spheres',
    'fm1-elastic-collisions-1d.successive-impacts',
    5,
    'occasional',
    ['successive impacts', "Newton's law of restitution"],
    threeSpheres,
    ftFixed(
      threeSpheres,
      3,
      0,
      ['c.2'],
      tex`Using your answers to part (c), determine whether there are any further collisions.`,
      'Revision 2: (d) now says it uses (c); its B1ft follows their speeds from (c) and depends on the (c) M1 only, not on the A1.',
    ),
  ),
  handWritten(
    'fm1-oblique-spheres',
    'fm1-elastic-collisions-2d.oblique-impact-of-spheres',
    4,
    'frequent',
    ['oblique impact', 'smooth spheres', 'coefficient of restitution'],
    obliqueSpheres,
    ftFixed(
      obliqueSpheres,
      1,
      1,
      ['b.1'],
      tex`Using your answer to part (a), find the coefficient of restitution between the spheres.`,
      tex`Revision 2: (b) now says it uses (a); its A1ft follows their velocity of \(A\) and depends on the (b) M1 only, not on the A1 of (a).`,
    ),
  ),
  handWritten(
    'fm1-puck-barrier',
    'fm1-elastic-collisions-2d.oblique-impact-with-a-surface',
    3,
    'frequent',
    ['oblique impact', 'kinetic energy'],
    wallBounce,
  ),
];
