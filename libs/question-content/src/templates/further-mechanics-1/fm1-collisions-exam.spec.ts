import { G } from '../../testing/checks.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { R } from './fm1-exact.js';
import { fm1CollisionExamTemplates } from './fm1-collisions-exam.js';
import { g, ijValue, ok, okRoot, q, readExact, same } from '../../testing/mechanics-checks.js';

/** A printed exact value (decimal or fraction), or a rounded decimal checked against the exact one. */
/** Reads `a\mathbf{i} + b\mathbf{j}` with decimal or fraction coefficients. */
/** Solves a direct impact from its two equations by Cramer's rule: [v1, v2]. */
const impact = (m1: R, m2: R, u1: R, u2: R, e: R): [R, R] => {
  // m1 v1 + m2 v2 = p ; -v1 + v2 = e (u1 - u2)
  const p = m1.mul(u1).add(m2.mul(u2));
  const s = e.mul(u1.sub(u2));
  const det = m1.add(m2);
  return [p.sub(m2.mul(s)).div(det), m1.mul(s).add(p).div(det)];
};

verifyTemplates(fm1CollisionExamTemplates, {
  'fm1.collisions.reversal-and-energy': (f) => {
    const e = q(f.e);
    expect(e.cmp(R.frac(f.a, f.b))).toBe(1);
    // Energy by direct substitution with u = 1, m = 1.
    const [vA, vB] = impact(q(f.a), q(f.b), q(1), q(0), e);
    expect(vA.sign).toBe(-1);
    const lost = q(f.a).sub(q(f.a).mul(vA.sq())).sub(q(f.b).mul(vB.sq())).div(f.a);
    expect(lost.cmp(q(f.fraction))).toBe(0);
  },
  'fm1.collisions.catch-up': (f) => {
    // P's velocity from momentum; e from restitution; both substituted back.
    const vQ = q(f.texts.vQ);
    const vP = q(f.m1 * f.u1 + f.m2 * f.u2)
      .sub(vQ.mul(f.m2))
      .div(f.m1);
    same(f.texts.vP, vP);
    const e = vQ.sub(vP).div(f.u1 - f.u2);
    expect(e.sign).toBe(1);
    expect(e.cmp(1)).toBe(-1);
    same(f.texts.e, e);
    same(
      f.texts.loss,
      q(f.m1 * f.u1 * f.u1 + f.m2 * f.u2 * f.u2)
        .sub(vP.sq().mul(f.m1))
        .sub(vQ.sq().mul(f.m2))
        .div(2),
    );
    same(f.texts.J, vQ.sub(f.u2).mul(f.m2));
  },
  'fm1.collisions.bounces-until-rest': (f) => {
    // Simulate bounces numerically: sum flight times and distances until the speed is negligible.
    const e = f.e[0] / f.e[1];
    let v = Math.sqrt(2 * G * f.h);
    let [time, dist] = [v / G, f.h];
    while (v > 1e-9) {
      v *= e;
      time += (2 * v) / G;
      dist += (v * v) / G;
    }
    expect(readExact(f.texts.total).value).toBeCloseTo(time, 6);
    expect(Math.abs(readExact(f.texts.dist).value - dist)).toBeLessThan(0.005 * dist);
    same(
      f.texts.dist,
      q(f.h)
        .mul(q(1).add(q(f.e).sq()))
        .div(q(1).sub(q(f.e).sq())),
    );
    expect(readExact(f.texts.t0).value).toBeCloseTo(Math.sqrt((2 * f.h) / G), 9);
    expect(readExact(f.texts.gap).value).toBeCloseTo((2 * e * Math.sqrt(2 * G * f.h)) / G, 9);
  },
  'fm1.collisions.rough-floor-wall': (f) => {
    // suvat with deceleration mu g.
    const v2 = q(f.u * f.u).sub(
      q(f.mu)
        .mul(g)
        .mul(2 * f.d),
    );
    okRoot(f.texts.v, v2);
    const e = q(f.e);
    okRoot(f.texts.after, v2.mul(e.sq()));
    okRoot(f.texts.I, v2.mul(q(f.m).sq()).mul(q(1).add(e).sq()));
    ok(f.texts.s, v2.mul(e.sq()).div(q(f.mu).mul(g).mul(2)));
  },
  'fm1.oblique.wall-vector': (f) => {
    const e = q(f.e);
    const c = e.mul(f.b);
    same(f.texts.e, c.div(f.b));
    const J = ijValue(f.texts.J);
    expect(J[0].sign).toBe(0);
    expect(J[1].cmp(q(f.m).mul(c.add(f.b)))).toBe(0);
    same(
      f.texts.loss,
      q(f.m)
        .mul(q(f.b * f.b).sub(c.sq()))
        .div(2),
    );
    const before = [f.a, -f.b];
    const after = [f.a, c.value];
    const cos = (before[0] * after[0] + before[1] * after[1]) / (Math.hypot(before[0], before[1]) * Math.hypot(after[0], after[1]));
    expect(Number(f.texts.turn)).toBeCloseTo(Number(((Math.acos(cos) * 180) / Math.PI).toPrecision(3)), 9);
  },
  'fm1.oblique.two-walls-angles': (f) => {
    // Walls along the x and y axes: reflect each component in turn.
    const [e1, e2] = [q(f.e1), q(f.e2)];
    const v0 = [f.p, -f.q];
    const v1 = [f.p, e1.value * f.q];
    const v2 = [-e2.value * f.p, e1.value * f.q];
    okRoot(f.texts.s1, q(f.p * f.p).add(e1.sq().mul(f.q * f.q)));
    okRoot(
      f.texts.s2,
      e2
        .sq()
        .mul(f.p * f.p)
        .add(e1.sq().mul(f.q * f.q)),
    );
    expect(readExact(f.texts.tan).value).toBeCloseTo(v1[1] / v1[0], 12);
    const cos = Math.abs(v0[0] * v2[0] + v0[1] * v2[1]) / (Math.hypot(v0[0], v0[1]) * Math.hypot(v2[0], v2[1]));
    expect(Number(f.texts.angle)).toBeCloseTo(Number(((Math.acos(cos) * 180) / Math.PI).toPrecision(3)), 9);
    expect(
      readExact(f.texts.fraction).cmp(
        e2
          .sq()
          .mul(f.p * f.p)
          .add(e1.sq().mul(f.q * f.q))
          .div(f.u * f.u),
      ),
    ).toBe(0);
  },
  'fm1.oblique.wall-then-sphere': (f) => {
    const [e1, e2] = [q(f.e1), q(f.e2)];
    const after = ijValue(f.texts.after);
    expect(after[0].cmp(e1.mul(-f.p))).toBe(0);
    const [x, y] = impact(q(f.mA), q(f.mB), q(f.q), q(0), e2);
    const A = ijValue(f.texts.A);
    const B = ijValue(f.texts.B);
    expect([A[0].cmp(after[0]), A[1].cmp(x), B[0].sign, B[1].cmp(y)]).toEqual([0, 0, 0, 0]);
    const loss = q(f.mA)
      .mul(f.p * f.p + f.q * f.q)
      .sub(q(f.mA).mul(after[0].sq().add(x.sq())))
      .sub(q(f.mB).mul(y.sq()))
      .div(2);
    same(f.texts.loss, loss);
  },
  'fm1.oblique.sphere-at-rest': (f) => {
    const [x, y] = impact(q(f.mA), q(f.mB), q(f.along), q(0), q(f.e));
    same(f.texts.vB, y);
    okRoot(f.texts.vA, x.sq().add(f.perp * f.perp));
    const before = [f.along, f.perp];
    const after = [x.value, f.perp];
    const cos = (before[0] * after[0] + before[1] * after[1]) / (Math.hypot(before[0], before[1]) * Math.hypot(after[0], after[1]));
    expect(Number(f.texts.turn)).toBeCloseTo(Number(((Math.acos(cos) * 180) / Math.PI).toPrecision(3)), 9);
    same(f.texts.J, y.mul(f.mB));
    expect(f.along ** 2 + f.perp ** 2).toBe(f.u ** 2);
  },
  'fm1.collisions.find-mass-and-e': (f) => {
    const [vA, vB] = [q(f.vA), q(f.vB)];
    // Momentum gives the mass; restitution gives e; substitute both back into the impact.
    const m = q(f.mA).mul(q(f.u).sub(vA)).div(vB);
    expect(m.cmp(f.mB)).toBe(0);
    const e = vB.sub(vA).div(f.u);
    expect(readExact(f.texts.e).cmp(e)).toBe(0);
    const [x, y] = impact(q(f.mA), m, q(f.u), q(0), e);
    expect([x.cmp(vA), y.cmp(vB)]).toEqual([0, 0]);
    same(
      f.texts.loss,
      q(f.mA)
        .mul(f.u * f.u)
        .sub(q(f.mA).mul(vA.sq()))
        .sub(m.mul(vB.sq()))
        .div(2),
    );
    expect(f.again).toBe(-q(f.f).value * vB.value < vA.value);
  },
  'fm1.oblique.wall-find-e': (f) => {
    // Vector model: wall along x; velocity before (u cos a, -u sin a), after (u cos a, e u sin a).
    const hyp = Math.hypot(f.sn, f.cs);
    const [c, s] = [q(f.cs).mul(f.u).div(hyp), q(f.sn).mul(f.u).div(hyp)];
    expect(
      c
        .sq()
        .add(s.sq())
        .cmp(q(f.u * f.u)),
    ).toBe(0);
    const tanB = q(f.tanB);
    const e = tanB.mul(c).div(s);
    expect(readExact(f.texts.e).cmp(e)).toBe(0);
    const after2 = c.sq().add(e.mul(s).sq());
    okRoot(f.texts.v, after2);
    expect(readExact(f.texts.lost).cmp(q(1).sub(after2.div(f.u * f.u)))).toBe(0);
    same(f.texts.I, q(f.m).mul(s).mul(q(1).add(e)));
  },
  'fm1.oblique.equal-spheres-paths': (f) => {
    const hyp = Math.hypot(f.sn, f.cs);
    const along = q(f.cs).mul(f.u).div(hyp);
    const perp = q(f.sn).mul(f.u).div(hyp);
    const [x, y] = impact(q(1), q(1), along, q(0), q(f.e));
    same(f.texts.vB, y);
    expect(readExact(f.texts.tanPhi).cmp(perp.div(x))).toBe(0);
    const angle = (Math.acos((x.value * y.value) / (Math.hypot(x.value, perp.value) * y.value)) * 180) / Math.PI;
    expect(Number(f.texts.phi)).toBeCloseTo(Number(angle.toPrecision(3)), 9);
    same(f.texts.loss, along.sq().add(perp.sq()).sub(x.sq().add(perp.sq())).sub(y.sq()).div(2));
  },
  'fm1.collisions.three-particles': (f) => {
    const e = q(f.e);
    const [a1, b1] = impact(q(f.m1), q(f.m2), q(f.u), q(0), e);
    const [b2, c2] = impact(q(f.m2), q(f.m3), b1, q(0), e);
    same(f.texts.a1, a1);
    same(f.texts.b1, b1);
    same(f.texts.b2, b2);
    same(f.texts.c2, c2);
    expect(f.again).toBe(a1.cmp(b2) > 0);
    same(
      f.texts.loss,
      q(f.m1 * f.u * f.u)
        .sub(a1.sq().mul(f.m1))
        .sub(b2.sq().mul(f.m2))
        .sub(c2.sq().mul(f.m3))
        .div(2),
    );
  },
});
