import { G } from '../../testing/checks.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { fm1MomentumEnergyExamTemplates } from './fm1-momentum-energy-exam.js';
import { g, impactLoss, ok, okRoot, q } from '../../testing/mechanics-checks.js';

/** Reads a printed `a\mathbf{i} + b\mathbf{j}` back into numbers. */
const ijValue = (t: string): number[] => {
  const out = [0, 0];
  for (const [, sign, body, axis] of t.matchAll(/(-|\+)?\s*((?:\\frac\{\d+\}\{\d+\})|[\d.]*)\\mathbf\{(i|j)\}/g)) {
    const frac = /\\frac\{(\d+)\}\{(\d+)\}/.exec(body);
    const mag = frac ? Number(frac[1]) / Number(frac[2]) : body === '' ? 1 : Number(body);
    out[axis === 'i' ? 0 : 1] = (sign === '-' ? -1 : 1) * mag;
  }
  return out;
};

verifyTemplates(fm1MomentumEnergyExamTemplates, {
  'fm1.momentum.impulse-reversal': (f) => {
    // Step the momentum: the impulse, spread over the time, brings the velocity from u to v.
    const I = Number(f.texts.I);
    expect(f.m * f.u - I).toBeCloseTo(f.m * f.v, 9);
    expect(f.reversed).toBe(f.v < 0);
    ok(f.texts.F, q(f.texts.I).div(q(f.t)));
    ok(
      f.texts.dKE,
      q(f.m)
        .mul(Math.abs(f.v * f.v - f.u * f.u))
        .div(2),
    );
    expect(f.gain).toBe(Math.abs(f.v) > f.u);
    ok(f.texts.second, q(f.m).mul(Math.abs(f.v)));
  },
  'fm1.momentum.bounce-impulse': (f) => {
    const [vb, va] = [Math.sqrt(2 * G * f.h), Math.sqrt(2 * G * f.H)];
    expect(Number(f.texts.before)).toBeCloseTo(vb, 9);
    expect(Number(f.texts.after)).toBeCloseTo(va, 9);
    ok(f.texts.I, q(f.m).mul(q(f.texts.before).add(q(f.texts.after))));
    expect(f.texts.e).toBe(
      f.j / f.k === 1
        ? '1'
        : (() => {
            const gg = (a: number, b: number): number => (b ? gg(b, a % b) : a);
            const d = gg(f.j, f.k);
            return `\\frac{${f.j / d}}{${f.k / d}}`;
          })(),
    );
    ok(f.texts.force, q(f.texts.I).div(q(f.t)).add(q(f.m).mul(g)));
  },
  'fm1.momentum.spring-release': (f) => {
    const E = q(f.lambda).mul(q(f.x).sq()).div(q(f.l).mul(2));
    ok(f.texts.E, E);
    // Momentum p shared: p^2/(2 mA) + p^2/(2 mB) = E.
    const p2 = E.mul(2).div(
      q(1)
        .div(q(f.mA))
        .add(q(1).div(q(f.mB))),
    );
    okRoot(f.texts.vA, p2.div(q(f.mA).sq()));
    okRoot(f.texts.vB, p2.div(q(f.mB).sq()));
    okRoot(f.texts.I, p2);
  },
  'fm1.momentum.bat-deflection': (f) => {
    const J = ijValue(f.texts.J);
    J.forEach((c, i) => expect(c).toBeCloseTo(f.m * (f.v[i] - f.u[i]), 9));
    okRoot(
      f.texts.Jmag,
      q(f.m)
        .sq()
        .mul((f.v[0] - f.u[0]) ** 2 + (f.v[1] - f.u[1]) ** 2),
    );
    let turn = Math.abs(Math.atan2(f.v[1], f.v[0]) - Math.atan2(f.u[1], f.u[0])) * (180 / Math.PI);
    if (turn > 180) turn = 360 - turn;
    expect(Number(f.texts.angle)).toBeCloseTo(Number(turn.toPrecision(3)), 9);
    const change = q(f.m)
      .mul(f.v[0] ** 2 + f.v[1] ** 2 - f.u[0] ** 2 - f.u[1] ** 2)
      .div(2);
    ok(f.texts.dKE, change.abs());
    expect(f.gain).toBe(change.sign > 0);
  },
  'fm1.momentum.vector-coalesce': (f) => {
    const V = ijValue(f.texts.V);
    [0, 1].forEach((i) => expect((f.m1 + f.m2) * V[i]).toBeCloseTo(f.m1 * f.u1[i] + f.m2 * f.u2[i], 9));
    const Vx = [0, 1].map((i) => q(f.m1 * f.u1[i] + f.m2 * f.u2[i]).div(f.m1 + f.m2));
    okRoot(f.texts.speed, Vx[0].sq().add(Vx[1].sq()));
    // Loss = reduced mass formula: m1 m2 |u1 - u2|^2 / (2 (m1 + m2)).
    ok(f.texts.loss, q(f.m1 * f.m2 * ((f.u1[0] - f.u2[0]) ** 2 + (f.u1[1] - f.u2[1]) ** 2)).div(2 * (f.m1 + f.m2)));
    const J = ijValue(f.texts.J);
    [0, 1].forEach((i) => expect(J[i]).toBeCloseTo((f.m1 * f.m2 * (f.u2[i] - f.u1[i])) / (f.m1 + f.m2), 9));
  },
  'fm1.energy.crate-up-slope': (f) => {
    const [sin, cos] = [q(f.sin), q(f.cos)];
    const T = g.mul(f.m).mul(sin.add(q(f.mu).mul(cos)));
    ok(f.texts.wF, q(f.mu).mul(g).mul(f.m).mul(cos).mul(f.d));
    ok(f.texts.wG, g.mul(f.m).mul(sin).mul(f.d));
    ok(f.texts.T, T);
    ok(f.texts.P, T.mul(q(f.s)));
  },
  'fm1.energy.crane-lift': (f) => {
    ok(f.texts.pe, g.mul(f.m * f.h));
    const W = g.mul(f.m * f.h).add(q(f.m).mul(q(f.v).sq()).div(2));
    ok(f.texts.work, W);
    ok(f.texts.avg, W.div(f.t).div(1000));
    ok(f.texts.P, g.mul(f.m).mul(q(f.w)).div(1000));
  },
  'fm1.energy.smooth-track': (f) => {
    ok(f.texts.keB, g.mul(q(f.m)).mul(q(f.h)));
    okRoot(f.texts.vB, g.mul(2).mul(q(f.h)));
    okRoot(f.texts.vC, g.mul(2).mul(q(f.h).sub(q(f.c))));
    // Speed half: v^2 = 2 g h / 4 = 2 g (h - y).
    ok(f.texts.y, q(f.h).sub(q(f.h).div(4)));
  },
  'fm1.energy.stone-from-cliff': (f) => {
    okRoot(f.texts.vt, q(f.u * f.u).add(g.mul(2 * f.H)));
    ok(
      f.texts.wd,
      q(f.m)
        .mul(f.u * f.u - f.v * f.v)
        .div(2)
        .add(q(f.m).mul(g).mul(f.H)),
    );
    expect(f.v * f.v).toBeLessThan(f.u * f.u + 2 * G * f.H);
    okRoot(f.texts.vk, q(f.u * f.u).add(g.mul(2 * (f.H - f.k))));
    ok(f.texts.pe, q(f.m).mul(g).mul(f.H));
  },
  'fm1.energy.slope-then-floor': (f) => {
    const [sin, cos] = [q(f.sin), q(f.cos)];
    // suvat down the slope: a = g(sin - mu cos), v^2 = 2 a d; on the floor a = mu2 g.
    const a = g.mul(sin.sub(q(f.mu1).mul(cos)));
    expect(a.sign).toBe(1);
    okRoot(f.texts.v, a.mul(2 * f.d));
    ok(f.texts.s, a.mul(2 * f.d).div(q(f.mu2).mul(g).mul(2)));
    ok(f.texts.wd, q(f.mu1).mul(g).mul(f.m).mul(cos).mul(f.d));
  },
  'fm1.energy.car-towing-trailer': (f) => {
    // Trailer alone and car alone: T - R2 = m a and F - T - R1 = M a.
    const F = q(f.P * 1000).div(f.v);
    const a = F.sub(f.R1)
      .sub(f.R2)
      .div(f.M + f.m);
    ok(f.texts.a, a);
    const T = F.sub(f.R1).sub(a.mul(f.M));
    ok(f.texts.T, T);
    expect(T.sub(f.R2).cmp(a.mul(f.m))).toBe(0);
    ok(f.texts.vmax, q(f.P * 1000).div(f.R1 + f.R2));
    ok(f.texts.dec, q(f.R2).div(f.m));
  },
  'fm1.energy.pulled-up-rough-slope': (f) => {
    // Newton II and suvat instead of work-energy.
    const [sin, cos] = [q(f.sin), q(f.cos)];
    const Rn = g.mul(f.m).mul(cos).sub(q(0.6).mul(f.P));
    ok(f.texts.R, Rn);
    ok(f.texts.wF, q(f.mu).mul(Rn).mul(f.d));
    const a = q(0.8).mul(f.P).sub(g.mul(f.m).mul(sin)).sub(q(f.mu).mul(Rn)).div(f.m);
    okRoot(f.texts.v, a.mul(2 * f.d));
    const dec = g.mul(sin.add(q(f.mu).mul(cos)));
    ok(f.texts.s, a.mul(2 * f.d).div(dec.mul(2)));
  },
  'fm1.momentum.pile-driver': (f) => {
    const h = q(f.k * f.k).div(10);
    expect(Number(f.texts.u) ** 2).toBeCloseTo(2 * G * h.value, 9);
    const V = q(f.texts.u)
      .mul(f.M)
      .div(f.M + f.m);
    ok(f.texts.V, V);
    // Loss = reduced-mass form M m u^2 / (2 (M + m)): a direct impact with e = 0.
    ok(f.texts.loss, impactLoss(q(f.M), q(f.m), q(f.texts.u), q(0)));
    // suvat in the ground: deceleration a = V^2 / (2d), R = (M + m)(g + a).
    const a = V.sq().div(q(f.d).mul(2));
    ok(f.texts.R, g.add(a).mul(f.M + f.m));
  },
  'fm1.elastic.spring-buffer': (f) => {
    // Simulate the compression with small steps until the particle stops.
    let [x, v] = [0, f.u];
    const dt = 1e-6;
    let amax = 0;
    while (v > 0) {
      const acc = (f.lambda * x) / (f.l * f.m);
      amax = Math.max(amax, acc);
      v -= acc * dt;
      x += v * dt;
    }
    expect(Math.abs(x - Number(f.texts.x))).toBeLessThan(0.01 * x);
    expect(Math.abs(amax - Number(f.texts.a))).toBeLessThan(0.01 * amax);
    okRoot(
      f.texts.x,
      q(f.m)
        .mul(q(f.l))
        .mul(f.u * f.u)
        .div(f.lambda),
    );
    okRoot(
      f.texts.a,
      q(f.lambda)
        .mul(f.u * f.u)
        .div(q(f.m).mul(q(f.l))),
    );
    okRoot(f.texts.half, q(3 * f.u * f.u).div(4));
  },
  'fm1.energy.pump': (f) => {
    ok(f.texts.pe, g.mul(f.M * f.D));
    ok(
      f.texts.P,
      g
        .mul(f.M * f.D)
        .add(q(f.M * f.v * f.v).div(2))
        .div(1000),
    );
    const M2 = Number(f.texts.M2);
    // Substitute back: the printed mass uses the power to within rounding.
    expect(Math.abs(M2 * (G * f.D + (f.v * f.v) / 2) - f.P2 * 1000)).toBeLessThan(0.005 * M2 * (G * f.D + (f.v * f.v) / 2));
    ok(f.texts.M2, q(f.P2 * 1000).div(g.mul(f.D).add(q(f.v * f.v).div(2))));
  },
});
