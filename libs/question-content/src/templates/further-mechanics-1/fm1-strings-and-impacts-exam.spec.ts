import { G } from '../../testing/checks.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fm1StringImpactExamTemplates } from './fm1-strings-and-impacts-exam.js';
import { g, ijValue, ok, okRoot, q, readExact, same } from '../../testing/mechanics-checks.js';

verifyTemplates(fm1StringImpactExamTemplates, {
  'fm1.momentum.string-jerk': (f) => {
    // Impulse J on B: B gains J, A loses J, and then both move at the same speed.
    const J = q(f.mA * f.mB * f.u).div(f.mA + f.mB);
    same(f.texts.J, J);
    const V = J.div(f.mB);
    expect(q(f.u).sub(J.div(f.mA)).cmp(V)).toBe(0);
    same(f.texts.V, V);
    same(f.texts.loss, q(f.mA * f.mB * f.u * f.u).div(2 * (f.mA + f.mB)));
    ok(f.texts.s, V.sq().div(q(f.mu).mul(g).mul(2)));
  },
  'fm1.momentum.vector-collision': (f) => {
    const v2 = ijValue(f.texts.v2);
    [0, 1].forEach((i) =>
      expect(
        v2[i]
          .mul(f.m2)
          .add(f.m1 * f.v1[i])
          .cmp(q(f.m1 * f.u1[i] + f.m2 * f.u2[i])),
      ).toBe(0),
    );
    okRoot(f.texts.speed, v2[0].sq().add(v2[1].sq()));
    const J = ijValue(f.texts.J);
    // Newton III: the impulse on P is minus the change of momentum of Q.
    [0, 1].forEach((i) => expect(J[i].cmp(v2[i].sub(f.u2[i]).mul(-f.m2))).toBe(0));
    const loss = q(f.m1 * (f.u1[0] ** 2 + f.u1[1] ** 2 - f.v1[0] ** 2 - f.v1[1] ** 2) + f.m2 * (f.u2[0] ** 2 + f.u2[1] ** 2))
      .sub(v2[0].sq().add(v2[1].sq()).mul(f.m2))
      .div(2);
    expect(loss.sign).toBe(1);
    same(f.texts.loss, loss);
  },
  'fm1.energy.pendulum': (f) => {
    // Integrate the tangential equation L theta'' = -g sin theta from the release angle to the bottom.
    const t0 = Math.acos(q(f.c1).value);
    let [th, om] = [t0, 0];
    const dt = 1e-5;
    while (th > 0) {
      om -= (G / f.L) * Math.sin(th) * dt;
      th += om * dt;
    }
    const v = Math.abs(om) * f.L;
    expect(Math.abs(v - Number(f.texts.vLow))).toBeLessThan(0.01 * v);
    okRoot(
      f.texts.vLow,
      g
        .mul(2)
        .mul(q(f.L))
        .mul(q(1).sub(q(f.c1))),
    );
    okRoot(
      f.texts.vPhi,
      g
        .mul(2)
        .mul(q(f.L))
        .mul(q(f.c2).sub(q(f.c1))),
    );
    const cosPsi = q(1).sub(q(f.w * f.w).div(g.mul(2).mul(q(f.L))));
    expect(cosPsi.sign).toBe(1);
    same(f.texts.cosPsi, cosPsi);
  },
  'fm1.energy.sledge-constant-speed': (f) => {
    const [sin, cos] = [q(f.sin), q(f.cos)];
    // Bisection on the horizontal force balance T cos = mu (mg - T sin).
    const bal = (T: number) => T * cos.value - f.mu * (f.m * G - T * sin.value);
    let [lo, hi] = [0, f.m * G];
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (bal(mid) > 0) hi = mid;
      else lo = mid;
    }
    expect(Math.abs(Number(f.texts.T) - lo)).toBeLessThan(0.005 * lo);
    const T = q(f.mu)
      .mul(f.m)
      .mul(g)
      .div(cos.add(q(f.mu).mul(sin)));
    ok(f.texts.T, T);
    // Work against friction (mu R d) equals the work done by the tension.
    ok(
      f.texts.W,
      q(f.mu)
        .mul(g.mul(f.m).sub(T.mul(sin)))
        .mul(f.d),
    );
    ok(f.texts.P, T.mul(cos).mul(q(f.v)));
  },
  'fm1.collisions.thrown-down-bounce': (f) => {
    const v2 = q(f.u)
      .sq()
      .add(g.mul(2).mul(q(f.h)));
    expect(q(f.texts.v).sq().cmp(v2)).toBe(0);
    const w2 = g.mul(2).mul(q(f.H));
    const e2 = w2.div(v2);
    expect(readExact(f.texts.e).sq().cmp(e2)).toBe(0);
    const e = readExact(f.texts.e);
    same(f.texts.I, q(f.m).mul(q(f.texts.v)).mul(q(1).add(e)));
    // Needed: rebound speed sqrt(2gh), so impact speed^2 = 2gh / e^2 and U^2 = that - 2gh.
    okRoot(
      f.texts.need,
      g
        .mul(2)
        .mul(q(f.h))
        .div(e2)
        .sub(g.mul(2).mul(q(f.h))),
    );
  },
  'fm1.collisions.e-from-energy-loss': (f) => {
    // Substitute e back into the impact with m = 1, u = 1: masses a and k.
    const e = q(f.e);
    const vA = q(f.a)
      .sub(e.mul(f.k))
      .div(f.a + f.k);
    const vB = q(f.a)
      .add(e.mul(f.a))
      .div(f.a + f.k);
    expect(vA.mul(f.a).add(vB.mul(f.k)).cmp(q(f.a))).toBe(0);
    expect(vB.sub(vA).cmp(e)).toBe(0);
    const lost = q(f.a).sub(vA.sq().mul(f.a)).sub(vB.sq().mul(f.k)).div(f.a);
    expect(lost.cmp(q(f.f))).toBe(0);
    expect(f.sign).toBe(vA.sign);
  },
  'fm1.collisions.between-parallel-walls': (f) => {
    const e = q(f.e);
    same(f.texts.speed2, e.sq().mul(f.u));
    let [t, speed] = [0, f.u];
    for (let i = 0; i < 3; i++) {
      t += f.D / speed;
      speed *= e.value;
    }
    expect(Math.abs(Number(f.texts.t) - t)).toBeLessThan(0.005 * t);
    // Least n by repeated multiplication.
    let [n, s] = [0, 1];
    while (!(s < f.p[0] / f.p[1] - 1e-12)) {
      s *= e.value;
      n += 1;
    }
    expect(Number(f.texts.n)).toBe(n);
    expect(readExact(f.texts.kept).cmp(e.sq().mul(e.sq()).mul(e.sq()))).toBe(0);
  },
  'fm1.oblique.channel-walls': (f) => {
    const e = q(f.e);
    const [v1, v2] = [ijValue(f.texts.after1), ijValue(f.texts.after2)];
    expect([v1[0].cmp(f.a), v1[1].cmp(e.mul(-f.b)), v2[0].cmp(f.a), v2[1].cmp(e.sq().mul(f.b))]).toEqual([0, 0, 0, 0]);
    expect(Number(f.texts.angle)).toBeCloseTo(Number(((Math.atan2(v2[1].value, f.a) * 180) / Math.PI).toPrecision(3)), 9);
    expect(
      readExact(f.texts.kept).cmp(
        v2[0]
          .sq()
          .add(v2[1].sq())
          .div(f.a * f.a + f.b * f.b),
      ),
    ).toBe(0);
    same(f.texts.along, q(f.a).mul(f.W).div(v1[1].abs()));
  },
  'fm1.elastic.between-vertical-strings': (f) => {
    // Bisection on the net upward force, then exact checks of the tensions.
    const net = (x: number) => (f.k1 * (x - f.l1)) / f.l1 - (f.k2 * (f.D - x - f.l2)) / f.l2 - f.m * G;
    let [lo, hi] = [f.l1, f.D - f.l2];
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (net(mid) > 0) hi = mid;
      else lo = mid;
    }
    expect(Math.abs(Number(f.texts.x) - lo)).toBeLessThan(0.005 * lo);
    const [s1, s2] = [q(f.k1).div(q(f.l1)), q(f.k2).div(q(f.l2))];
    // Exact: e1 s1 = e2 s2 + mg with e1 + e2 = D - l1 - l2.
    const E = q(f.D).sub(q(f.l1)).sub(q(f.l2));
    const e1 = E.mul(s2).add(q(f.m).mul(g)).div(s1.add(s2));
    ok(f.texts.x, q(f.l1).add(e1));
    ok(f.texts.T1, s1.mul(e1));
    ok(f.texts.T2, s2.mul(E.sub(e1)));
    ok(f.texts.a, s2.mul(E.sub(e1)).div(q(f.m)));
  },
});
