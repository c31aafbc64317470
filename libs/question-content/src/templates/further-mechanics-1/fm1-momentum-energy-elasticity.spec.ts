import { G } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import type { Rng } from '../../random.js';
import { fm1MomentumEnergyBase } from './fm1-momentum-energy-elasticity.js';
import { g, ok, okRoot, q, readExact, same } from '../../testing/mechanics-checks.js';

const ijValue = (t: string): number[] => {
  const out = [0, 0];
  for (const [, sign, body, axis] of t.matchAll(/(-|\+)?\s*([\d.]*)\\mathbf\{(i|j)\}/g))
    out[axis === 'i' ? 0 : 1] = (sign === '-' ? -1 : 1) * (body === '' ? 1 : Number(body));
  return out;
};

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(fm1MomentumEnergyBase, {
  'fm1.momentum.impulse-on-wall': (f) => {
    ok(f.texts.I, q(f.m).mul(f.v).sub(q(f.m).mul(-f.u)));
    ok(f.texts.F, q(f.texts.I).div(q(f.t)));
    ok(
      f.texts.loss,
      q(f.m)
        .mul(f.u * f.u - f.v * f.v)
        .div(2),
    );
    expect(readExact(f.texts.e).value).toBeCloseTo(f.v / f.u, 12);
  },
  'fm1.momentum.conservation': (f) => {
    const v2 = readExact(f.texts.v2);
    expect(q(f.m1 * f.u1 + f.m2 * f.u2).cmp(q(f.m1 * f.v1).add(v2.mul(f.m2)))).toBe(0);
    const loss = q(f.m1 * (f.u1 ** 2 - f.v1 ** 2) + f.m2 * f.u2 ** 2)
      .sub(v2.sq().mul(f.m2))
      .div(2);
    same(f.texts.loss, loss);
    const e = readExact(f.texts.e);
    expect(e.mul(f.u1 - f.u2).cmp(v2.sub(f.v1))).toBe(0);
    expect([e.sign, e.cmp(1)]).toEqual([1, -1]);
    // Impulse on A equals minus the impulse on B.
    same(f.texts.J, v2.sub(f.u2).mul(f.m2));
  },
  'fm1.momentum.vector-impulse': (f) => {
    expect(f.I).toEqual(f.v.map((x: number, i: number) => f.m * (x - f.u[i])));
    expect(ijValue(f.texts.v)).toEqual(f.v);
    const s2 = f.v[0] ** 2 + f.v[1] ** 2;
    const [k, rest] = f.texts.speed.includes('sqrt')
      ? [Number(f.texts.speed.split('\\')[0] || 1), Number(/\{(\d+)\}/.exec(f.texts.speed)![1])]
      : [Number(f.texts.speed), 1];
    expect(k * k * rest).toBe(s2);
    same(f.texts.dKE, q(f.m * Math.abs(s2 - f.u[0] ** 2 - f.u[1] ** 2)).div(2));
    expect(f.gain).toBe(s2 > f.u[0] ** 2 + f.u[1] ** 2);
    ijValue(f.texts.F).forEach((c, i) => expect(c).toBeCloseTo(f.I[i] / f.t, 9));
    okRoot(f.texts.Fmag, q(f.I[0] ** 2 + f.I[1] ** 2).div(q(f.t).sq()));
  },
  'fm1.energy.work-against-friction': (f) => {
    ok(f.texts.wP, q(f.P * f.d).mul(q(0.8)));
    const wF = q(f.mu)
      .mul(g.mul(f.m).sub(q(0.6).mul(f.P)))
      .mul(f.d);
    ok(f.texts.wF, wF);
    // suvat from Newton II: a = (0.8P - mu R)/m, v^2 = 2 a d.
    const a = q(0.8)
      .mul(f.P)
      .sub(q(f.mu).mul(g.mul(f.m).sub(q(0.6).mul(f.P))))
      .div(f.m);
    okRoot(f.texts.v, a.mul(2 * f.d));
  },
  'fm1.energy.mechanical-energy-change': (f) => {
    const lost = q(f.m)
      .mul(f.u ** 2 - f.v ** 2)
      .div(2)
      .sub(q(f.m).mul(g).mul(f.h));
    ok(f.texts.lost, lost);
    ok(f.texts.dPE, q(f.m).mul(g).mul(f.h));
    ok(f.texts.R, lost.div(f.s));
    expect(lost.sign).toBe(1);
  },
  'fm1.energy.rough-slope': (f) => {
    const [sin, cos] = [q(f.sin), q(f.cos)];
    // Step the motion up the slope numerically, then check the exact value.
    let [v, s] = [f.u, 0];
    const a = G * (sin.value + f.mu * cos.value);
    const dt = 1e-5;
    while (v > 0) {
      s += v * dt - (a * dt * dt) / 2;
      v -= a * dt;
    }
    const d = q(f.u * f.u).div(g.mul(2).mul(sin.add(q(f.mu).mul(cos))));
    expect(Math.abs(s - d.value)).toBeLessThan(1e-3 * d.value);
    ok(f.texts.d, d);
    expect(sin.cmp(q(f.mu).mul(cos))).toBe(1);
    okRoot(
      f.texts.back,
      g
        .mul(2)
        .mul(d)
        .mul(sin.sub(q(f.mu).mul(cos))),
    );
  },
  'fm1.energy.car-power': (f) => {
    ok(f.texts.vmax, q(f.P * 1000).div(f.R));
    const hill = q(f.R).add(g.mul(f.m).div(f.k));
    ok(
      f.texts.a,
      q(f.P * 1000)
        .div(f.v)
        .sub(hill)
        .div(f.m),
    );
    const V = q(f.P * 1000).div(hill);
    ok(f.texts.V, V);
    // suvat with the constant deceleration hill/m.
    ok(f.texts.s, V.sq().div(hill.div(f.m).mul(2)));
  },
  'fm1.elastic.hanging-particle': (f) => {
    const e = q(f.m).mul(g).mul(q(f.l)).div(f.lambda);
    ok(f.texts.e, e);
    const F = q(f.lambda)
      .mul(e.add(q(f.extra)))
      .div(q(f.l))
      .sub(q(f.m).mul(g));
    ok(f.texts.F, F);
    ok(f.texts.a, F.div(q(f.m)));
    expect(simpson((s) => (f.lambda * s) / f.l, 0, e.value + f.extra)).toBeCloseTo(
      q(f.lambda)
        .mul(e.add(q(f.extra)).sq())
        .div(q(f.l).mul(2)).value,
      6,
    );
    ok(
      f.texts.epe,
      q(f.lambda)
        .mul(e.add(q(f.extra)).sq())
        .div(q(f.l).mul(2)),
    );
  },
  'fm1.elastic.release-acceleration': (f) => {
    const a = q(f.lambda)
      .mul(q(f.x))
      .div(q(f.m).mul(q(f.l)));
    ok(f.texts.a, a);
    ok(f.texts.aRough, a.sub(q(f.mu).mul(g)));
    // Energy by integrating the tension over the extension.
    const work = simpson((s) => (f.lambda * s) / f.l, 0, f.x);
    expect(Math.sqrt((2 * work) / f.m)).toBeCloseTo(
      Math.sqrt(
        q(f.lambda)
          .mul(q(f.x).sq())
          .div(q(f.l).mul(q(f.m))).value,
      ),
      6,
    );
    okRoot(
      f.texts.v,
      q(f.lambda)
        .mul(q(f.x).sq())
        .div(q(f.l).mul(q(f.m))),
    );
    okRoot(
      f.texts.vRough,
      q(f.lambda)
        .mul(q(f.x).sq())
        .div(q(f.l).mul(q(f.m)))
        .sub(q(f.mu).mul(g).mul(q(f.x)).mul(2)),
    );
  },
  'fm1.elastic.epe-speed': (f) => {
    const E = q(f.lambda).mul(q(f.x).sq()).div(q(f.l).mul(2));
    expect(simpson((s) => (f.lambda * s) / f.l, 0, f.x)).toBeCloseTo(E.value, 9);
    ok(f.texts.E, E);
    okRoot(f.texts.v, E.mul(2).div(q(f.m)));
    okRoot(
      f.texts.vRough,
      E.sub(q(f.mu).mul(q(f.m)).mul(g).mul(q(f.x)))
        .mul(2)
        .div(q(f.m)),
    );
  },
});

/** A stub random source that returns chosen values in order (pick returns the next value, or the first item once they run out; int likewise). */
function scripted(values: number[]): Rng {
  let i = 0;
  const next = () => values[i++];
  return {
    next: () => 0.5,
    int: () => next(),
    nonZero: () => next(),
    pick: <T>(items: readonly T[]) => (i < values.length ? (next() as unknown as T) : items[0]),
    sample: <T>() => [] as T[],
    sign: () => 1,
  };
}

describe('fm1 printed values are rounded once from exact values', () => {
  it('prints the elastic release acceleration 31.25 as 31.3 (floating point gave 31.2)', () => {
    const template = fm1MomentumEnergyBase.find((t) => t.id === 'fm1.elastic.release-acceleration')!;
    // m = 0.2, l = 0.4, lambda = 10, x = 0.25, mu = 0.1: a = 10 x 0.25 / (0.4 x 0.2) = 31.25 exactly.
    const built = template.build(scripted([0.2, 0.4, 10, 0.25, 0.1]));
    expect((10 * 0.25) / (0.4 * 0.2)).toBeLessThan(31.25);
    expect((built.facts as { texts: { a: string } }).texts.a).toBe('31.3');
    expect(built.parts[0].answerTex).toContain('31.3');
  });
});
