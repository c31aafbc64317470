/** Exam-length Further Mechanics 1 questions on elastic strings and springs (exact arithmetic). */
import { tex } from '../../math/tex.js';
import { mark, part, type MarkSpec, type QuestionTemplate } from '../../template.js';
import { roundedAnswerTex } from '../../rounded-follow-through.js';
import { coef, E_VALUES, exact, G_EXACT as G, G_NOTE, isDecimal, R, rDec, rTex, sfR, sfRoot, U } from './fm1-exact.js';
import { EXACT_SLOPES } from './fm1-momentum-energy-exam.js';

const r = (x: number) => R.of(x);

/** Two strings holding P on the line AB, D apart: natural length l1 and modulus k1 from A, l2 and k2 from B. */
export interface StringPair {
  D: R;
  l1: R;
  l2: R;
  k1: number;
  k2: number;
}

/**
 * Equilibrium between the strings, both taut: AP = x from k1 (x - l1) / l1 = k2 (D - x - l2) / l2 + load, where `load`
 * is any further force on P towards B (its weight, when B is below A), with the tensions at A and at B.
 */
export function betweenStrings({ D, l1, l2, k1, k2 }: StringPair, load = R.of(0)): { x: R; TA: R; TB: R } {
  const x = R.of(k1)
    .add(D.sub(l2).mul(k2).div(l2))
    .add(load)
    .div(R.of(k1).div(l1).add(R.of(k2).div(l2)));
  return { x, TA: x.sub(l1).mul(k1).div(l1), TB: D.sub(x).sub(l2).mul(k2).div(l2) };
}

/** M1 for Hooke's law in each string, with AP = x. */
export const hookeEachString = ({ D, l1, l2, k1, k2 }: StringPair): MarkSpec =>
  mark(
    'M1',
    tex`Hooke's law for each string with \(AP = x\)`,
    tex`T_A = \frac{${k1}(x - ${rDec(l1)})}{${rDec(l1)}}, \; T_B = \frac{${k2}(${rDec(D)} - x - ${rDec(l2)})}{${rDec(l2)}}`,
  );

const stringOnSlope: QuestionTemplate = {
  id: 'fm1.elastic.string-on-slope',
  subtopicId: 'fm1-elastic-strings-and-springs.hookes-law',
  difficulty: 3,
  frequency: 'frequent',
  tags: ["Hooke's law", 'elastic strings', 'inclined plane', 'elastic potential energy'],
  build(rng) {
    const [tanTex, sin] = rng.pick(EXACT_SLOPES);
    const m = r(rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2, 2.5, 3]));
    const l = r(rng.pick([0.5, 0.6, 0.8, 1, 1.2, 1.5, 2]));
    const lambda = rng.int(4, 20) * 5;
    const d = r(rng.pick([0.05, 0.1, 0.15, 0.2]));
    const e = m.mul(G).mul(sin).mul(l).div(lambda);
    const a = d.mul(lambda).div(l.mul(m));
    const epe = e.add(d).sq().mul(lambda).div(l.mul(2));
    const texts = { e: sfR(e), a: sfR(a), epe: sfR(epe) };
    // (b) and (c) use their extension from (a), to 3 s.f.
    const aCarried = ((lambda * (Number(texts.e) + d.value)) / l.value - m.mul(G).mul(sin).value) / m.value;
    const epeCarried = (lambda * (Number(texts.e) + d.value) ** 2) / (2 * l.value);
    const setting = rng.pick([
      [tex`A particle`, tex`a smooth plane`, tex`on the plane`],
      [tex`A small block`, tex`a smooth ramp`, tex`on the ramp`],
      [tex`A small crate`, tex`a smooth slope`, tex`on the slope`],
    ]);
    return {
      title: 'An elastic string holding a particle on a smooth slope',
      introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg rests in equilibrium on ${setting[1]} inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = ${tanTex}\). \(P\) is attached to one end of a light elastic string of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N. The other end of the string is fixed to a point \(O\) ${setting[2]}, and \(OP\) lies along a line of greatest slope with \(P\) below \(O\). Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the extension of the string.`, tex`${texts.e}${U.m}`, [
          mark('M1', 'Resolves along the plane: tension equals the weight component', tex`T = ${coef(rDec(m), 'g')}\sin\alpha`),
          mark('M1', "Hooke's law for the tension", tex`T = \frac{${lambda}e}{${rDec(l)}}`),
          mark('A1', 'Correct extension, awrt', tex`${texts.e}${U.m}`, ['a.1', 'a.2']),
        ]),
        part(
          tex`\(P\) is pulled a further \(${rDec(d)}\) m down the line of greatest slope and released from rest. Using your answer to part (a), find the initial acceleration of \(P\).`,
          tex`${texts.a}${U.a}\ \text{up the plane}`,
          [
            mark('M1', "Hooke's law at the new extension", tex`T = \frac{${lambda}(e + ${rDec(d)})}{${rDec(l)}}`),
            mark(
              'M1',
              'Newton II along the plane with tension and weight component',
              tex`T - ${coef(rDec(m), 'g')}\sin\alpha = ${coef(rDec(m), 'a')}`,
            ),
            mark('A1', 'Correct acceleration, awrt', roundedAnswerTex(a.value, aCarried, U.a, texts.a), ['b.1', 'b.2']),
          ],
        ),
        part(tex`Find the elastic potential energy stored in the string at the moment of release.`, tex`${texts.epe}${U.J}`, [
          mark(
            'M1',
            tex`Uses \(\frac{\lambda x^{2}}{2l}\) with the total extension`,
            tex`\frac{${lambda}(${texts.e} + ${rDec(d)})^{2}}{2(${rDec(l)})}`,
          ),
          mark('A1ft', 'Correct energy, awrt, ft their extension', roundedAnswerTex(epe.value, epeCarried, U.J, texts.epe), ['c.1']),
        ]),
      ],
      notes: [G_NOTE, tex`(b) The weight component cancels the tension due to the equilibrium extension, so \(a = \frac{\lambda d}{lm}\).`],
      facts: {
        tan: tanTex,
        sin: [Number(sin.n), Number(sin.d)],
        m: m.value,
        l: l.value,
        lambda,
        d: d.value,
        texts,
        carriedRoundings: [
          { allocationId: 'b.3', fromExact: a.value, fromCarried: aCarried },
          { allocationId: 'c.2', fromExact: epe.value, fromCarried: epeCarried },
        ],
      },
    };
  },
};

const twoStrings: QuestionTemplate = {
  id: 'fm1.elastic.between-two-strings',
  subtopicId: 'fm1-elastic-strings-and-springs.hookes-law',
  difficulty: 3,
  frequency: 'occasional',
  tags: ["Hooke's law", 'elastic strings', 'equilibrium', 'elastic potential energy'],
  build(rng) {
    const [l1, l2] = rng.sample([0.5, 0.8, 1, 1.2, 1.5, 2], 2).map(r);
    const [k1, k2] = rng.sample([10, 15, 20, 25, 30, 40, 50, 60], 2);
    const D = l1.add(l2).add(rng.pick([0.3, 0.4, 0.5, 0.6, 0.8, 1]));
    const strings = { D, l1, l2, k1, k2 };
    const { x, TA: T } = betweenStrings(strings);
    const ep = x
      .sub(l1)
      .sq()
      .mul(k1)
      .div(l1.mul(2))
      .add(D.sub(x).sub(l2).sq().mul(k2).div(l2.mul(2)));
    const texts = { x: exact(x), T: sfR(T), ep: sfR(ep) };
    const setting = rng.pick([
      [tex`Two points`, tex`A particle`, tex`smooth horizontal surface`],
      [tex`Two pegs`, tex`A small ring`, tex`smooth horizontal table`],
    ]);
    return {
      title: 'A particle held between two elastic strings',
      introTex: tex`${setting[0]} \(A\) and \(B\) are \(${rDec(D)}\) m apart on a ${setting[2]}. ${setting[1]} \(P\) is attached to \(A\) by a light elastic string of natural length \(${rDec(l1)}\) m and modulus \(${k1}\) N, and to \(B\) by a light elastic string of natural length \(${rDec(l2)}\) m and modulus \(${k2}\) N. \(P\) rests in equilibrium on the line \(AB\) with both strings taut.`,
      parts: [
        part(tex`Find the distance \(AP\).`, tex`${texts.x}${U.m}`, [
          hookeEachString(strings),
          mark('M1', 'Equates the tensions for equilibrium', tex`T_A = T_B`),
          mark('dM1', 'Solves the linear equation, dependent on both M marks', tex`x = ${texts.x}`, ['a.1', 'a.2']),
          mark('A1', 'Correct distance', tex`${texts.x}${U.m}`, ['a.3']),
        ]),
        part(tex`Hence find the tension in each string.`, tex`${texts.T}${U.N}`, [
          mark('M1', tex`Substitutes their \(x\) in Hooke's law`, tex`\frac{${k1}(${texts.x} - ${rDec(l1)})}{${rDec(l1)}}`),
          mark('A1ft', tex`Correct tension, awrt, ft their \(x\)`, tex`${texts.T}${U.N}`, ['b.1']),
        ]),
        part(tex`Find the total elastic potential energy stored in the two strings.`, tex`${texts.ep}${U.J}`, [
          mark(
            'M1',
            tex`Sum of \(\frac{\lambda x^{2}}{2l}\) for both strings`,
            tex`\frac{${k1}(${exact(x.sub(l1))})^{2}}{2(${rDec(l1)})} + \frac{${k2}(${exact(D.sub(x).sub(l2))})^{2}}{2(${rDec(l2)})}`,
          ),
          mark('A1', 'Correct energy, awrt', tex`${texts.ep}${U.J}`, ['c.1']),
        ]),
      ],
      notes: ['(a) The tension is the same in both strings; equal extensions assumed scores M0.'],
      facts: { l1: l1.value, l2: l2.value, k1, k2, D: D.value, texts },
    };
  },
};

const verticalRelease: QuestionTemplate = {
  id: 'fm1.elastic.vertical-release',
  subtopicId: 'fm1-elastic-strings-and-springs.dynamics',
  difficulty: 4,
  frequency: 'frequent',
  tags: ["Hooke's law", "Newton's second law", 'elastic strings', 'elastic potential energy'],
  build(rng) {
    const m = r(rng.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1]));
    const l = r(rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2]));
    const lambda = rng.int(4, 16) * 5;
    const d = r(rng.pick([0.05, 0.1, 0.15, 0.2, 0.25, 0.3]));
    const e = m.mul(G).mul(l).div(lambda);
    const a = d.mul(lambda).div(l.mul(m));
    const v2 = d.sq().mul(lambda).div(l.mul(m));
    const slack = d.cmp(e) > 0;
    const atNatural = d.sq().sub(e.sq()).mul(lambda).div(l.mul(m));
    const texts = { e: sfR(e), a: sfR(a), v: sfRoot(v2) };
    const setting = rng.pick([
      [tex`A particle`, tex`attached to a fixed point`],
      [tex`A small toy`, tex`attached to a fixed point on a ceiling`],
      [tex`A small bob`, tex`attached to a fixed point on a beam`],
    ]);
    return {
      title: 'A particle released on a vertical elastic string',
      introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg is attached to one end of a light elastic string of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N. The other end of the string is ${setting[1]} \(O\), and \(P\) hangs in equilibrium vertically below \(O\). Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the extension of the string when \(P\) is in equilibrium.`, tex`${texts.e}${U.m}`, [
          mark('M1', tex`Hooke's law with \(T = mg\)`, tex`${coef(rDec(m), 'g')} = \frac{${lambda}e}{${rDec(l)}}`),
          mark('A1', 'Correct extension, awrt', tex`${texts.e}${U.m}`, ['a.1']),
        ]),
        part(
          tex`\(P\) is pulled vertically down a further \(${rDec(d)}\) m and released from rest. Find the initial acceleration of \(P\), stating its direction.`,
          tex`${texts.a}${U.a}\ \text{upwards}`,
          [
            mark('M1', "Hooke's law at the new extension", tex`T = \frac{${lambda}(e + ${rDec(d)})}{${rDec(l)}}`),
            mark('M1', 'Newton II vertically', tex`T - ${coef(rDec(m), 'g')} = ${coef(rDec(m), 'a')}`),
            mark('A1', 'Correct magnitude, awrt, and direction upwards', tex`${texts.a}${U.a}\ \text{upwards}`, ['b.1', 'b.2']),
          ],
        ),
        part(tex`Use an energy method to find the speed of \(P\) as it passes through the equilibrium position.`, tex`${texts.v}${U.v}`, [
          mark(
            'M1',
            'Energy equation with elastic, gravitational and kinetic energy terms',
            tex`\frac{${lambda}(e + ${rDec(d)})^{2}}{2(${rDec(l)})} = \frac{${lambda}e^{2}}{2(${rDec(l)})} + ${coef(rDec(m), 'g')}(${rDec(d)}) + \frac{1}{2}(${rDec(m)})v^{2}`,
          ),
          mark('A1', 'Correct equation with their extension', tex`\frac{1}{2}(${rDec(m)})v^{2} = ${sfR(v2.mul(m).div(2))}`, ['c.1']),
          mark('A1', 'Correct speed, awrt', tex`${texts.v}${U.v}`, ['c.1']),
        ]),
        part(
          tex`Using your answer to part (a), determine whether the string becomes slack during the subsequent motion.`,
          slack ? tex`\text{Yes, the string becomes slack}` : tex`\text{No, the string stays taut}`,
          [
            mark(
              'M1',
              'Energy at the natural length compared with zero (or distance above equilibrium compared with the extension)',
              tex`\frac{1}{2}mv^{2} = \frac{${lambda}}{2(${rDec(l)})}\left((${rDec(d)})^{2} - e^{2}\right)`,
            ),
            mark(
              'A1',
              'Correct conclusion with reason',
              slack
                ? tex`v^{2} = ${sfR(atNatural)} > 0 \text{ at the natural length, so slack}`
                : tex`\text{P stops before the natural length, so taut}`,
              ['d.1'],
            ),
          ],
        ),
      ],
      notes: [
        G_NOTE,
        '(d) The motion is symmetric about the equilibrium position: the string goes slack exactly when the further pull exceeds the equilibrium extension.',
      ],
      facts: { m: m.value, l: l.value, lambda, d: d.value, slack, texts },
    };
  },
};

const springOnSlope: QuestionTemplate = {
  id: 'fm1.elastic.spring-on-rough-slope',
  subtopicId: 'fm1-elastic-strings-and-springs.dynamics',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', "Hooke's law", 'elastic potential energy', 'work-energy principle', 'friction', 'inclined plane'],
  build(rng) {
    for (;;) {
      const [tanTex, sin, cos] = rng.pick(EXACT_SLOPES);
      const m = r(rng.pick([0.5, 0.8, 1, 1.5, 2]));
      const l = r(rng.pick([0.4, 0.5, 0.6, 0.8, 1]));
      const lambda = rng.int(4, 24) * 5;
      const x = r(rng.pick([0.1, 0.15, 0.2, 0.25]));
      const mu = r(rng.pick([0.1, 0.2, 0.25, 0.3, 0.4]));
      const resist = m.mul(G).mul(sin.add(mu.mul(cos)));
      const thrust = x.mul(lambda).div(l);
      if (x.cmp(l.div(2)) > 0 || thrust.cmp(resist.mul(1.5)) <= 0) continue;
      const a = thrust.sub(resist).div(m);
      const epe = x.sq().mul(lambda).div(l.mul(2));
      const v2 = epe.sub(resist.mul(x)).mul(2).div(m);
      if (v2.sign <= 0) continue;
      const s = v2.div(G.mul(sin.add(mu.mul(cos))).mul(2));
      const texts = { a: sfR(a), epe: rDec(epe), v: sfRoot(v2), s: sfR(s) };
      // (c) carries their (b) to 3 s.f.
      const sCarried = Number(texts.v) ** 2 / (2 * G.mul(sin.add(mu.mul(cos))).value);
      const setting = rng.pick([
        [tex`A particle`, tex`a rough plane`, tex`the plane`],
        [tex`A small block`, tex`a rough ramp`, tex`the ramp`],
      ]);
      return {
        title: 'A particle launched by a spring up a rough slope',
        introTex: tex`A light spring of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N lies along a line of greatest slope of ${setting[1]} inclined at \(\alpha\) to the horizontal, where \(\tan\alpha = ${tanTex}\). Its lower end is fixed. ${setting[0]} \(P\) of mass \(${rDec(m)}\) kg is held against the upper end of the spring with the spring compressed by \(${rDec(x)}\) m, and is then released from rest. The coefficient of friction between \(P\) and ${setting[2]} is \(${rDec(mu)}\). Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Find the initial acceleration of \(P\).`, tex`${texts.a}${U.a}`, [
            mark('M1', "Thrust in the spring by Hooke's law", tex`T = \frac{${lambda}(${rDec(x)})}{${rDec(l)}}`),
            mark(
              'M1',
              'Friction from the normal reaction, acting down the plane',
              tex`F = ${rDec(mu)} \times ${coef(rDec(m), 'g')}\cos\alpha`,
            ),
            mark('M1', 'Newton II up the plane with all forces', tex`T - ${coef(rDec(m), 'g')}\sin\alpha - F = ${coef(rDec(m), 'a')}`),
            mark('A1', 'Correct acceleration, awrt', tex`${texts.a}${U.a}`, ['a.1', 'a.2', 'a.3']),
          ]),
          part(
            tex`Use the work-energy principle to find the speed of \(P\) when it leaves the spring, at the instant the spring reaches its natural length.`,
            tex`${texts.v}${U.v}`,
            [
              mark('B1', 'Elastic potential energy at release', tex`\frac{${lambda}(${rDec(x)})^{2}}{2(${rDec(l)})} = ${texts.epe}`),
              mark(
                'M1',
                'Elastic energy equals kinetic energy plus potential energy gained plus work against friction',
                tex`${texts.epe} = \frac{1}{2}(${rDec(m)})v^{2} + ${coef(rDec(m), 'g')}(${rDec(x)})\sin\alpha + F(${rDec(x)})`,
              ),
              mark('A1', 'Correct equation', tex`\frac{1}{2}(${rDec(m)})v^{2} = ${sfR(v2.mul(m).div(2))}`, ['b.2']),
              mark('A1', 'Correct speed, awrt', tex`${texts.v}${U.v}`, ['b.2']),
            ],
          ),
          part(
            tex`Using your answer to part (b), find the further distance that \(P\) moves up ${setting[2]} after leaving the spring.`,
            tex`${texts.s}${U.m}`,
            [
              mark(
                'M1',
                'Kinetic energy equals the weight component plus friction, times the distance',
                tex`\frac{1}{2}(${rDec(m)})v^{2} = (${coef(rDec(m), 'g')}\sin\alpha + F)s`,
              ),
              mark('A1ft', 'Correct distance, awrt, ft their speed', roundedAnswerTex(s.value, sCarried, U.m, texts.s), ['c.1']),
            ],
          ),
        ],
        notes: [G_NOTE, tex`The spring is light, so \(P\) leaves it when the spring reaches its natural length.`],
        facts: {
          sin: [Number(sin.n), Number(sin.d)],
          cos: [Number(cos.n), Number(cos.d)],
          m: m.value,
          l: l.value,
          lambda,
          x: x.value,
          mu: mu.value,
          texts,
          carriedRoundings: [{ allocationId: 'c.2', fromExact: s.value, fromCarried: sCarried }],
        },
      };
    }
  },
};

/** Greatest extension c l with modulus k m g: k c^2 = 2 (1 + c). */
const BUNGEE: [R, R][] = [
  [R.frac(1, 2), R.of(12)],
  [R.of(1), R.of(4)],
  [R.of(2), R.frac(3, 2)],
  [R.frac(2, 3), R.frac(15, 2)],
  [R.of(4), R.frac(5, 8)],
  [R.frac(1, 3), R.of(24)],
];

const bungee: QuestionTemplate = {
  id: 'fm1.elastic.falling-on-a-string',
  subtopicId: 'fm1-elastic-strings-and-springs.elastic-potential-energy',
  difficulty: 4,
  frequency: 'frequent',
  tags: ['synoptic', 'elastic potential energy', 'kinetic energy', 'gravitational potential energy', 'greatest extension'],
  build(rng) {
    const [c, k] = rng.pick(BUNGEE);
    const m = r(rng.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1, 2]));
    const l = r(rng.pick([0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2]));
    const lambda = k.mul(m).mul(G);
    // lambda x^2 / (2l) = m g (l + x): coefficients scaled to coprime integers.
    const coeffs = [lambda.div(l.mul(2)), m.mul(G), m.mul(G).mul(l)];
    const lcm = coeffs.reduce((acc, q) => {
      let [a, b] = [acc, q.d];
      while (b) [a, b] = [b, a % b];
      return (acc * q.d) / a;
    }, 1n);
    let ints = coeffs.map((q) => (q.n * lcm) / q.d);
    const g3 = ints.reduce((acc, v) => {
      let [a, b] = [acc, v];
      while (b) [a, b] = [b, a % b];
      return a;
    });
    ints = ints.map((v) => v / g3);
    const xMax = c.mul(l);
    const e0 = l.div(k);
    const vmax2 = G.mul(l).mul(R.of(2).add(R.of(1).div(k)));
    const texts = { taut: sfRoot(G.mul(l).mul(2)), x: rDec(xMax), vmax: sfRoot(vmax2), lambda: rDec(lambda) };
    const c1 = (v: bigint) => (v === 1n ? '' : String(v));
    const eq = tex`${c1(ints[0])}x^{2} - ${c1(ints[1])}x - ${ints[2]} = 0`;
    const setting = rng.pick([
      [tex`A particle`, tex`light elastic string`, tex`the string`],
      [tex`A small ball`, tex`light elastic cord`, tex`the cord`],
      [tex`A small stone`, tex`light elastic rope`, tex`the rope`],
    ]);
    return {
      title: 'Greatest extension of a string after a free fall',
      introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg is attached to one end of a ${setting[1]} of natural length \(${rDec(l)}\) m and modulus of elasticity \(${texts.lambda}\) N. The other end of ${setting[2]} is attached to a fixed point \(O\). \(P\) is released from rest at \(O\) and falls vertically. Air resistance is ignored. Take \(g = 9.8${U.a}\).`,
      parts: [
        part(tex`Find the speed of \(P\) at the instant ${setting[2]} becomes taut.`, tex`${texts.taut}${U.v}`, [
          mark('M1', 'Free fall through the natural length', tex`v^{2} = 2g(${rDec(l)})`),
          mark('A1', 'Correct speed, awrt', tex`${texts.taut}${U.v}`, ['a.1']),
        ]),
        part(tex`Show that the greatest extension, \(x\) m, of ${setting[2]} satisfies \(${eq}\).`, eq, [
          mark(
            'M1',
            tex`Energy equation from \(O\) to the lowest point: GPE lost equals EPE gained`,
            tex`${coef(rDec(m), 'g')}(${rDec(l)} + x) = \frac{${texts.lambda}x^{2}}{2(${rDec(l)})}`,
          ),
          mark('B1', 'Correct elastic potential energy term', tex`\frac{${texts.lambda}x^{2}}{2(${rDec(l)})}`),
          mark('A1*', 'Given equation reached with no errors, cso', eq, ['b.1']),
        ]),
        part(tex`Hence find the greatest extension of ${setting[2]}.`, tex`${texts.x}${U.m}`, [
          mark(
            'M1',
            'Solves the quadratic, choosing the positive root',
            tex`x = \frac{${ints[1]} + \sqrt{${ints[1] * ints[1] + 4n * ints[0] * ints[2]}}}{${2n * ints[0]}}`,
          ),
          mark('A1', 'Correct extension', tex`${texts.x}${U.m}`, ['c.1']),
        ]),
        part(tex`Find the greatest speed of \(P\) during its fall.`, tex`${texts.vmax}${U.v}`, [
          mark(
            'M1',
            'Greatest speed where the acceleration is zero: tension equals weight',
            tex`\frac{${texts.lambda}e}{${rDec(l)}} = ${coef(rDec(m), 'g')} \Rightarrow e = ${rDec(e0)}`,
          ),
          mark(
            'M1',
            'Energy equation to that position',
            tex`${coef(rDec(m), 'g')}(${rDec(l)} + ${rDec(e0)}) = \frac{1}{2}(${rDec(m)})v^{2} + \frac{${texts.lambda}(${rDec(e0)})^{2}}{2(${rDec(l)})}`,
          ),
          mark('A1', 'Correct greatest speed, awrt', tex`${texts.vmax}${U.v}`, ['d.1', 'd.2']),
        ]),
      ],
      notes: [G_NOTE, '(d) Using the speed when the string becomes taut as the greatest speed scores M0.'],
      facts: { m: m.value, l: l.value, lambda: lambda.value, ints: ints.map(Number), texts },
    };
  },
};

const roughTable: QuestionTemplate = {
  id: 'fm1.elastic.rough-table-release',
  subtopicId: 'fm1-elastic-strings-and-springs.elastic-potential-energy',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'elastic potential energy', 'work-energy principle', 'friction'],
  build(rng) {
    for (;;) {
      const m = r(rng.pick([0.2, 0.25, 0.4, 0.5, 0.8, 1]));
      const l = r(rng.pick([0.5, 0.8, 1, 1.2, 1.5, 2]));
      const lambda = rng.int(2, 20) * 5;
      const x = r(rng.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5]));
      const mu = r(rng.pick([0.1, 0.2, 0.25, 0.3, 0.4, 0.5]));
      const T0 = x.mul(lambda).div(l);
      const Fmax = mu.mul(m).mul(G);
      const epe = x.sq().mul(lambda).div(l.mul(2));
      const wd = Fmax.mul(x);
      const v2 = epe.sub(wd).mul(2).div(m);
      if (T0.cmp(Fmax) <= 0 || v2.sign <= 0) continue;
      const s = v2.div(mu.mul(G).mul(2));
      if (s.cmp(l.mul(R.frac(9, 10))) >= 0) continue;
      const rest = l.sub(s);
      const texts = { epe: rDec(epe), T0: rDec(T0), F: sfR(Fmax), v: sfRoot(v2), rest: sfR(rest) };
      // (c) uses their friction from (a), (d) their speed from (c), each to 3 s.f.
      const vCarried = Math.sqrt((2 * (epe.value - Number(texts.F) * x.value)) / m.value);
      const restCarried = l.value - Number(texts.v) ** 2 / (2 * mu.mul(G).value);
      const setting = rng.pick([
        [tex`A particle`, tex`rough horizontal table`, tex`the table`],
        [tex`A small block`, tex`rough horizontal bench`, tex`the bench`],
      ]);
      return {
        title: 'A particle released on a rough table by an elastic string',
        introTex: tex`${setting[0]} \(P\) of mass \(${rDec(m)}\) kg lies on a ${setting[1]}. It is attached to one end of a light elastic string of natural length \(${rDec(l)}\) m and modulus of elasticity \(${lambda}\) N, whose other end is fixed to a point \(O\) on ${setting[2]}. The coefficient of friction between \(P\) and ${setting[2]} is \(${rDec(mu)}\). \(P\) is held at rest with \(OP = ${rDec(l.add(x))}\) m and then released. Take \(g = 9.8${U.a}\).`,
        parts: [
          part(tex`Show that \(P\) begins to move when it is released.`, tex`${texts.T0} > ${texts.F}`, [
            mark(
              'M1',
              'Compares the tension with the limiting friction',
              tex`T = \frac{${lambda}(${rDec(x)})}{${rDec(l)}} = ${texts.T0}, \; \mu R = ${texts.F}`,
            ),
            mark('A1*', tex`Tension exceeds limiting friction, so \(P\) moves`, tex`${texts.T0} > ${texts.F}`, ['a.1']),
          ]),
          part(tex`Find the elastic potential energy stored in the string before \(P\) is released.`, tex`${texts.epe}${U.J}`, [
            mark('M1', tex`Uses \(\frac{\lambda x^{2}}{2l}\)`, tex`\frac{${lambda}(${rDec(x)})^{2}}{2(${rDec(l)})}`),
            mark('A1', 'Correct energy', tex`${texts.epe}${U.J}`, ['b.1']),
          ]),
          part(tex`Use the work-energy principle to find the speed of \(P\) when the string becomes slack.`, tex`${texts.v}${U.v}`, [
            mark(
              'M1',
              'Elastic energy equals kinetic energy plus work against friction over the extension',
              tex`${texts.epe} = \frac{1}{2}(${rDec(m)})v^{2} + ${texts.F}(${rDec(x)})`,
            ),
            mark('A1ft', 'Correct equation, ft their elastic energy', tex`\frac{1}{2}(${rDec(m)})v^{2} = ${sfR(v2.mul(m).div(2))}`, [
              'c.1',
            ]),
            mark('A1', 'Correct speed, awrt', roundedAnswerTex(Math.sqrt(v2.value), vCarried, U.v, texts.v), ['c.1']),
          ]),
          part(tex`Hence find the distance of \(P\) from \(O\) when it comes to rest.`, tex`${texts.rest}${U.m}`, [
            mark(
              'M1',
              'Kinetic energy equals work against friction after the string is slack',
              tex`\frac{1}{2}(${rDec(m)})v^{2} = ${texts.F}s`,
            ),
            mark(
              'A1ft',
              tex`Correct distance from \(O\), awrt, ft their speed`,
              roundedAnswerTex(rest.value, restCarried, U.m, texts.rest),
              ['d.1'],
            ),
          ]),
        ],
        notes: [G_NOTE, tex`(d) \(P\) comes to rest before reaching \(O\), so the string stays slack.`],
        facts: {
          m: m.value,
          l: l.value,
          lambda,
          x: x.value,
          mu: mu.value,
          texts,
          carriedRoundings: [
            { allocationId: 'c.3', fromExact: Math.sqrt(v2.value), fromCarried: vCarried },
            { allocationId: 'd.2', fromExact: rest.value, fromCarried: restCarried },
          ],
        },
      };
    }
  },
};

const stringCollision: QuestionTemplate = {
  id: 'fm1.elastic.string-then-collision',
  subtopicId: 'fm1-elastic-collisions-1d.newtons-law-of-restitution',
  difficulty: 4,
  frequency: 'occasional',
  tags: ['synoptic', 'elastic potential energy', "Newton's law of restitution", 'conservation of momentum', 'kinetic energy'],
  build(rng) {
    for (;;) {
      const mA = r(rng.pick([0.2, 0.25, 0.4, 0.5, 1, 2]));
      const mB = r(rng.pick([0.1, 0.2, 0.3, 0.5, 0.6, 1, 1.5, 3]));
      if (mA.cmp(mB) === 0) continue;
      const u = rng.int(2, 6);
      const x = r(rng.pick([0.1, 0.2, 0.25, 0.4, 0.5]));
      const l = r(rng.pick([0.5, 0.8, 1, 1.2, 1.6, 2]));
      const lambda = mA
        .mul(u * u)
        .mul(l)
        .div(x.sq());
      if (!isDecimal(lambda, 2) || lambda.cmp(600) > 0) continue;
      const [en, ed] = rng.pick(E_VALUES);
      const e = R.frac(en, ed);
      const M = mA.add(mB);
      const vA = mA.sub(e.mul(mB)).mul(u).div(M);
      const vB = mA.mul(e.add(1)).mul(u).div(M);
      const loss = mA
        .mul(u * u)
        .div(2)
        .sub(mA.mul(vA.sq()).div(2))
        .sub(mB.mul(vB.sq()).div(2));
      const J = mB.mul(vB);
      const texts = { lambda: rDec(lambda), vA: exact(vA), vB: exact(vB), loss: exact(loss), J: exact(J) };
      const setting = rng.pick([
        [tex`A particle`, tex`with a particle`, tex`smooth horizontal table`, tex`on the table`],
        [tex`A small puck`, tex`with a second puck`, tex`smooth horizontal floor`, tex`on the floor`],
      ]);
      return {
        title: 'A particle fired by an elastic string into a collision',
        introTex: tex`${setting[0]} \(A\) of mass \(${rDec(mA)}\) kg lies on a ${setting[2]}, attached to one end of a light elastic string of natural length \(${rDec(l)}\) m and modulus of elasticity \(${texts.lambda}\) N. The other end of the string is fixed at a point \(O\) ${setting[3]}. \(A\) is held at rest with \(OA = ${rDec(l.add(x))}\) m and released. At the instant the string becomes slack, \(A\) collides directly ${setting[1]} \(B\) of mass \(${rDec(mB)}\) kg which is at rest. The coefficient of restitution between \(A\) and \(B\) is \(${rTex(e)}\).`,
        parts: [
          part(tex`Show that \(A\) strikes \(B\) with speed \(${u}${U.v}\).`, tex`${u}${U.v}`, [
            mark(
              'M1',
              'Elastic potential energy equals kinetic energy',
              tex`\frac{${texts.lambda}(${rDec(x)})^{2}}{2(${rDec(l)})} = \frac{1}{2}(${rDec(mA)})v^{2}`,
            ),
            mark('A1*', 'Given speed reached, cso', tex`v = ${u}`, ['a.1']),
          ]),
          part(
            tex`Find the velocities of \(A\) and \(B\) immediately after the collision, taking the direction of motion of \(A\) before the collision as positive.`,
            tex`v_A = ${texts.vA}${U.v}, \; v_B = ${texts.vB}${U.v}`,
            [
              mark('M1', 'Conservation of momentum', tex`${rDec(mA)}(${u}) = ${coef(rDec(mA), 'v')}_A + ${coef(rDec(mB), 'v')}_B`),
              mark('M1', "Newton's law of restitution", tex`v_B - v_A = ${rTex(e)}(${u})`),
              mark('A1', tex`Correct velocity of \(A\)`, tex`v_A = ${texts.vA}`, ['b.1', 'b.2']),
              mark('A1', tex`Correct velocity of \(B\)`, tex`v_B = ${texts.vB}`, ['b.1', 'b.2']),
            ],
          ),
          part(tex`Find the kinetic energy lost in the collision.`, tex`${texts.loss}${U.J}`, [
            mark(
              'M1',
              'Kinetic energy before minus after, using their velocities',
              tex`\frac{1}{2}(${rDec(mA)})(${u})^{2} - \frac{1}{2}(${rDec(mA)})v_A^{2} - \frac{1}{2}(${rDec(mB)})v_B^{2}`,
            ),
            mark('A1', 'Correct loss', tex`${texts.loss}${U.J}`, ['c.1']),
          ]),
          part(tex`Using your answer to part (b), find the magnitude of the impulse exerted on \(B\) by \(A\).`, tex`${texts.J}${U.Ns}`, [
            mark('M1', tex`Change of momentum of \(B\)`, tex`${rDec(mB)} \times v_B`),
            mark('A1ft', tex`Correct impulse, ft their velocity of \(B\)`, tex`${texts.J}${U.Ns}`, ['d.1']),
          ]),
        ],
        notes: ['(b) Restitution with approach and separation reversed scores M0.', '(c) Exact or 3 s.f. answers are acceptable.'],
        facts: { mA: mA.value, mB: mB.value, u, x: x.value, l: l.value, lambda: lambda.value, e: [en, ed], texts },
      };
    }
  },
};

export const fm1ElasticExamTemplates: QuestionTemplate[] = [
  stringOnSlope,
  twoStrings,
  verticalRelease,
  springOnSlope,
  bungee,
  roughTable,
  stringCollision,
];
