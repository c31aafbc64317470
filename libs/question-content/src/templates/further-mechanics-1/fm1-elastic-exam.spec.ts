import { G } from '../../testing/checks.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { R, roundsFrom } from './fm1-exact.js';
import { fm1ElasticExamTemplates } from './fm1-elastic-exam.js';
import { g, impactLoss, ok, okRoot, q, readExact } from '../../testing/mechanics-checks.js';

/** A printed exact value: decimal or `\frac{a}{b}`, possibly negative. */
/** Simulates the motion x'' = a(x, v) with small steps until `stop` holds; returns [x, v]. */
function simulate(
  a: (x: number, v: number) => number,
  x0: number,
  v0: number,
  stop: (x: number, v: number) => boolean,
  dt = 1e-6,
): [number, number] {
  let [x, v] = [x0, v0];
  for (let i = 0; i < 5e7 && !stop(x, v); i++) {
    const k1 = a(x, v);
    const vm = v + (k1 * dt) / 2;
    const k2 = a(x + (v * dt) / 2, vm);
    x += vm * dt;
    v += k2 * dt;
  }
  return [x, v];
}

/**
 * Released from rest with extension (or compression) x, against a constant resistance: the speed as the string or spring
 * reaches its natural length, simulated and then exactly (v^2 = (lambda x^2 / l - 2 resist x) / m), checked against the
 * printed `texts.v`. Returns v^2.
 */
function releaseSpeedSquared(f: { lambda: number; x: number; l: number; m: number; texts: { v: string } }, resist: R): R {
  const a = (s: number) => ((f.lambda * (f.x - s)) / f.l - resist.value) / f.m;
  const [, v] = simulate(a, 0, 0, (s) => s >= f.x, 2e-5);
  expect(Math.abs(v - Number(f.texts.v))).toBeLessThan(0.01 * v);
  const v2 = q(f.lambda)
    .mul(q(f.x).sq())
    .div(q(f.l))
    .sub(resist.mul(q(f.x)).mul(2))
    .div(q(f.m));
  okRoot(f.texts.v, v2);
  return v2;
}

verifyTemplates(fm1ElasticExamTemplates, {
  'fm1.elastic.string-on-slope': (f) => {
    const sin = q(f.sin);
    const e = q(f.m).mul(g).mul(sin).mul(q(f.l)).div(f.lambda);
    ok(f.texts.e, e);
    // Newton II at release with the full tension, not the short cut.
    const T = q(f.lambda)
      .mul(e.add(q(f.d)))
      .div(q(f.l));
    ok(f.texts.a, T.sub(q(f.m).mul(g).mul(sin)).div(q(f.m)));
    ok(
      f.texts.epe,
      q(f.lambda)
        .mul(e.add(q(f.d)).sq())
        .div(q(f.l).mul(2)),
    );
  },
  'fm1.elastic.between-two-strings': (f) => {
    // Bisection on the tension difference, then the exact value is checked on the printed one.
    let [lo, hi] = [f.l1, f.D - f.l2];
    const diff = (x: number) => (f.k1 * (x - f.l1)) / f.l1 - (f.k2 * (f.D - x - f.l2)) / f.l2;
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (diff(mid) > 0) hi = mid;
      else lo = mid;
    }
    expect(Math.abs(readExact(f.texts.x).value - lo)).toBeLessThan(0.005 * lo);
    // Exact: the total extension splits in inverse proportion to the stiffnesses k/l.
    const [s1, s2] = [q(f.k1).div(q(f.l1)), q(f.k2).div(q(f.l2))];
    const e1 = q(f.D).sub(q(f.l1)).sub(q(f.l2)).mul(s2).div(s1.add(s2));
    const x = q(f.l1).add(e1);
    expect(readExact(f.texts.x).cmp(x) === 0 || roundsFrom(f.texts.x, x)).toBe(true);
    ok(f.texts.T, s1.mul(e1));
    const e2 = q(f.D).sub(q(f.l1)).sub(q(f.l2)).sub(e1);
    ok(f.texts.ep, s1.mul(e1.sq()).add(s2.mul(e2.sq())).div(2));
  },
  'fm1.elastic.vertical-release': (f) => {
    const e = q(f.m).mul(g).mul(q(f.l)).div(f.lambda);
    ok(f.texts.e, e);
    ok(
      f.texts.a,
      q(f.lambda)
        .mul(e.add(q(f.d)))
        .div(q(f.l))
        .sub(q(f.m).mul(g))
        .div(q(f.m)),
    );
    // Simulate from the release point (extension e + d) up to the equilibrium position.
    const ev = e.value;
    const acc = (y: number) => G - (f.lambda * Math.max(y, 0)) / (f.l * f.m); // y = extension, downward positive
    const [, v] = simulate(
      (y) => acc(y),
      ev + f.d,
      0,
      (y) => y <= ev,
      1e-5,
    );
    expect(Math.abs(Math.abs(v) - Number(f.texts.v))).toBeLessThan(0.01 * Number(f.texts.v) + 1e-3);
    okRoot(
      f.texts.v,
      q(f.lambda)
        .mul(q(f.d).sq())
        .div(q(f.l).mul(q(f.m))),
    );
    expect(f.slack).toBe(f.d > ev);
  },
  'fm1.elastic.spring-on-rough-slope': (f) => {
    const [sin, cos] = [q(f.sin), q(f.cos)];
    const resist = q(f.m)
      .mul(g)
      .mul(sin.add(q(f.mu).mul(cos)));
    ok(f.texts.a, q(f.lambda).mul(q(f.x)).div(q(f.l)).sub(resist).div(q(f.m)));
    // Up the slope from compression x to the natural length.
    const v2 = releaseSpeedSquared(f, resist);
    ok(f.texts.s, v2.div(g.mul(sin.add(q(f.mu).mul(cos))).mul(2)));
  },
  'fm1.elastic.falling-on-a-string': (f) => {
    okRoot(f.texts.taut, g.mul(q(f.l)).mul(2));
    // The root of the printed equation is the energy balance's root, and the printed extension rounds from it.
    const [A, B, C] = f.ints;
    const x = (B + Math.sqrt(B * B + 4 * A * C)) / (2 * A);
    expect(f.m * G * (f.l + x)).toBeCloseTo((f.lambda * x * x) / (2 * f.l), 6);
    ok(f.texts.x, R.of(x.toFixed(12)));
    // Greatest speed: scan the energy over the extension.
    let best = 0;
    for (let i = 0; i <= 20000; i++) {
      const y = (x * i) / 20000;
      best = Math.max(best, 2 * G * (f.l + y) - (f.lambda * y * y) / (f.l * f.m));
    }
    expect(Math.abs(Math.sqrt(best) - Number(f.texts.vmax))).toBeLessThan(0.006 * Math.sqrt(best));
    const e0 = q(f.m).mul(g).mul(q(f.l)).div(q(f.texts.lambda));
    okRoot(
      f.texts.vmax,
      g
        .mul(2)
        .mul(q(f.l).add(e0))
        .sub(
          q(f.texts.lambda)
            .mul(e0.sq())
            .div(q(f.l).mul(q(f.m))),
        ),
    );
  },
  'fm1.elastic.rough-table-release': (f) => {
    const F = q(f.mu).mul(q(f.m)).mul(g);
    ok(f.texts.F, F);
    expect(q(f.texts.T0).cmp(F)).toBe(1);
    ok(f.texts.epe, q(f.lambda).mul(q(f.x).sq()).div(q(f.l).mul(2)));
    // The pull of the string against friction until slack.
    const v2 = releaseSpeedSquared(f, F);
    ok(f.texts.rest, q(f.l).sub(v2.div(q(f.mu).mul(g).mul(2))));
  },
  'fm1.elastic.string-then-collision': (f) => {
    expect((f.lambda * f.x * f.x) / (2 * f.l)).toBeCloseTo((f.mA * f.u * f.u) / 2, 9);
    // Cramer's rule on momentum and restitution: mA vA + mB vB = mA u, vB - vA = e u.
    const e = q(f.e);
    const [mA, mB] = [q(f.mA), q(f.mB)];
    const det = mA.add(mB);
    const vA = mA.mul(f.u).sub(mB.mul(e).mul(f.u)).div(det);
    const vB = mA.mul(f.u).add(mA.mul(e).mul(f.u)).div(det);
    expect(readExact(f.texts.vA).cmp(vA) === 0 || roundsFrom(f.texts.vA, vA)).toBe(true);
    expect(readExact(f.texts.vB).cmp(vB) === 0 || roundsFrom(f.texts.vB, vB)).toBe(true);
    // Loss = reduced mass (1 - e^2) u^2 / 2.
    const loss = impactLoss(q(f.mA), q(f.mB), q(f.u), e);
    expect(readExact(f.texts.loss).cmp(loss) === 0 || roundsFrom(f.texts.loss, loss)).toBe(true);
    const J = q(f.mB).mul(vB);
    expect(readExact(f.texts.J).cmp(J) === 0 || roundsFrom(f.texts.J, J)).toBe(true);
  },
});
