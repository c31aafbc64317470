import { G } from '../../testing/checks.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { R } from './fm1-exact.js';
import { fm1CollisionBase } from './fm1-collisions.js';
import { g, ijValue, impactLoss, ok, okRoot, q, readExact, same } from '../../testing/mechanics-checks.js';

/** Checks the two laws of a direct impact on printed velocities: momentum and restitution. */
const laws = (m1: number, m2: number, u1: number, u2: number, e: R, v1: R, v2: R) => {
  expect(q(m1 * u1 + m2 * u2).cmp(v1.mul(m1).add(v2.mul(m2)))).toBe(0);
  expect(v2.sub(v1).cmp(e.mul(u1 - u2))).toBe(0);
};

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(fm1CollisionBase, {
  'fm1.collisions.restitution': (f) => {
    const [v1, v2] = [readExact(f.texts.v1), readExact(f.texts.v2)];
    laws(f.m1, f.m2, f.u1, f.u2, q(f.e), v1, v2);
    // Loss = reduced mass (1 - e^2) (approach speed)^2 / 2.
    same(f.texts.loss, impactLoss(q(f.m1), q(f.m2), q(f.u1).sub(q(f.u2)), q(f.e)));
    same(f.texts.J, v1.sub(f.u1).mul(-f.m1));
  },
  'fm1.collisions.bounce': (f) => {
    const e = q(f.e);
    const u = Math.sqrt(2 * G * f.h);
    expect(Number(f.texts.u)).toBeCloseTo(Number(u.toPrecision(3)), 9);
    okRoot(f.texts.after, g.mul(2).mul(q(f.h)).mul(e.sq()));
    same(f.texts.height, e.sq().mul(q(f.h)));
    // Time of flight: (2 e u / g)^2 = 8 e^2 h / g.
    expect(Math.abs(Number(f.texts.time) - (2 * e.value * u) / G)).toBeLessThan(0.006 * ((2 * e.value * u) / G));
    okRoot(f.texts.time, e.sq().mul(q(f.h)).mul(8).div(g));
    okRoot(
      f.texts.I,
      q(f.m)
        .sq()
        .mul(q(1).add(e).sq())
        .mul(g.mul(2).mul(q(f.h))),
    );
  },
  'fm1.collisions.energy-loss': (f) => {
    // The slip: a part asking for speeds must never print a negative value.
    if (/\bspeeds?\b/.test(f.askA)) f.printedA.forEach((v: number) => expect(v).toBeGreaterThanOrEqual(0));
    expect(f.askA).toMatch(/velocities/);
    expect(f.direction).toBe(f.printedA[0] > 0 ? 'in its original direction' : f.printedA[0] < 0 ? 'reversed' : 'at rest');
    const [v1, v2] = [readExact(f.texts.v1), readExact(f.texts.v2)];
    laws(f.m1, f.m2, f.u, 0, q(f.e), v1, v2);
    same(f.texts.loss, impactLoss(q(f.m1), q(f.m2), q(f.u), q(f.e)));
    same(f.texts.J, v1.sub(f.u).mul(-f.m1));
  },
  'fm1.collisions.wall-then-second-impact': (f) => {
    const [v1, v2] = [readExact(f.texts.v1), readExact(f.texts.v2)];
    laws(f.m1, f.m2, f.u, 0, q(f.e1), v1, v2);
    const w = readExact(f.texts.w);
    expect(w.cmp(v2.mul(q(f.e2)).neg())).toBe(0);
    expect(f.again).toBe(w.value < v1.value);
    same(f.texts.loss, impactLoss(q(f.m1), q(f.m2), q(f.u), q(f.e1)));
  },
  'fm1.oblique.wall': (f) => {
    const [sin, cos, e] = [q(f.sin), q(f.cos), q(f.e)];
    okRoot(f.texts.speed, cos.mul(f.u).sq().add(e.mul(sin).mul(f.u).sq()));
    expect(Math.tan((Number(f.texts.angle) * Math.PI) / 180)).toBeCloseTo((e.value * sin.value) / cos.value, 2);
    ok(f.texts.I, q(f.m).mul(q(1).add(e)).mul(sin).mul(f.u));
    // Loss from the full speeds before and after.
    ok(
      f.texts.loss,
      q(f.m)
        .mul(
          q(f.u * f.u)
            .sub(cos.mul(f.u).sq())
            .sub(e.mul(sin).mul(f.u).sq()),
        )
        .div(2),
    );
  },
  'fm1.oblique.corner': (f) => {
    const [e1, e2] = [q(f.e1), q(f.e2)];
    const fin = ijValue(f.texts.final);
    expect([fin[0].cmp(e1.mul(-f.a)), fin[1].cmp(e2.mul(-f.b))]).toEqual([0, 0]);
    expect(
      readExact(f.texts.fraction).cmp(
        fin[0]
          .sq()
          .add(fin[1].sq())
          .div(f.a ** 2 + f.b ** 2),
      ),
    ).toBe(0);
    const cos = Math.abs(f.a * fin[0].value + f.b * fin[1].value) / (Math.hypot(f.a, f.b) * Math.hypot(fin[0].value, fin[1].value));
    expect(Number(f.texts.angle)).toBeCloseTo(Number(((Math.acos(Math.min(1, cos)) * 180) / Math.PI).toPrecision(3)), 9);
    same(f.texts.I1, q(f.m).mul(q(f.a).sub(fin[0])));
  },
  'fm1.oblique.spheres': (f) => {
    const [A, B] = [ijValue(f.texts.vA), ijValue(f.texts.vB)];
    laws(f.mA, f.mB, f.uA[0], f.uB[0], q(f.e), A[0], B[0]);
    expect([A[1].value, B[1].value]).toEqual([f.uA[1], f.uB[1]]);
    same(
      f.texts.loss,
      q(f.mA * f.mB)
        .div(f.mA + f.mB)
        .mul(q(1).sub(q(f.e).sq()))
        .mul((f.uA[0] - f.uB[0]) ** 2)
        .div(2),
    );
    const J = ijValue(f.texts.J);
    expect([J[0].cmp(A[0].sub(f.uA[0]).mul(-f.mA)), J[1].sign]).toEqual([0, 0]);
  },
});
