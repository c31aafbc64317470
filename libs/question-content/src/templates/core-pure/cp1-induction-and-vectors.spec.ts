import { close, crossv, dotv, sub } from '../../testing/checks.js';
import { sum, times } from '../../testing/numeric.js';
import { variantsOf, verifyTemplates } from '../../testing/template-suite.js';
import { cp1InductionVectorOwnTemplates } from './cp1-induction-and-vectors.js';

const ssum = (f: { a: number; b: number }, from: number, to: number) => sum(from, to, (r) => r * (f.b * r + f.a));

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(cp1InductionVectorOwnTemplates, {
  'cp1.induction.series': (f) => {
    for (let n = 1; n <= 30; n++) close(ssum(f, 1, n), (n * (n + 1) * (2 * f.b * n + f.c)) / 6);
    for (let n = 1; n <= 12; n++) close(ssum(f, n + 1, 2 * n), (n * (f.upper[0] * n * n + f.upper[1] * n + f.upper[2])) / 6);
    expect(ssum(f, f.N + 1, 2 * f.N)).toBe(f.value);
  },
  'cp1.induction.divisibility': (f) => {
    for (let n = 1n; n <= 20n; n++) {
      expect((BigInt(f.a) ** n + BigInt(f.c)) % BigInt(f.d)).toBe(0n);
      expect((BigInt(f.a) ** n + BigInt(f.e)) % BigInt(f.d)).toBe(BigInt(f.r));
    }
    expect(f.r).toBeGreaterThan(0);
  },
  'cp1.induction.matrix-power': (f) => {
    let P = [
      [1, 0],
      [0, 1],
    ];
    for (let n = 1; n <= 8; n++) {
      P = times(P, [
        [f.a, f.b],
        [0, 1],
      ]);
      expect(P).toEqual([
        [f.a ** n, f.c * (f.a ** n - 1) + 0],
        [0, 1],
      ]);
      if (n === f.N) expect(P[0][1]).toBe(f.V);
      else expect(P[0][1]).not.toBe(f.V);
    }
    const inv = [
      [1 / f.a, -f.b / f.a],
      [0, 1],
    ];
    const I = times(inv, [
      [f.a, f.b],
      [0, 1],
    ]);
    close(I[0][0], 1);
    close(I[0][1], 0);
    close(inv[0][1], f.c * (1 / f.a - 1));
  },
  'cp1.vectors.line-through-points': (f) => {
    expect(sub(f.B, f.A)).toEqual(f.d);
    expect(crossv(sub(f.C, f.A), f.d).every((x: number) => x === 0)).toBe(f.onLine);
    expect(f.P[2]).toBe(0);
    expect(crossv(sub(f.P, f.A), f.d).every((x: number) => x === 0)).toBe(true);
  },
  'cp1.vectors.plane-through-points': (f) => {
    expect(dotv(f.n, sub(f.B, f.A))).toBe(0);
    expect(dotv(f.n, sub(f.C, f.A))).toBe(0);
    for (const P of [f.A, f.B, f.C]) expect(dotv(f.n, P)).toBe(f.p);
    close(dotv(f.n, f.D), f.p);
    // the foot of the perpendicular from O is t n with t = p / |n|^2
    const t = f.p / dotv(f.n, f.n);
    close(Math.hypot(...f.n.map((v: number) => t * v)), f.distance);
  },
  'cp1.vectors.scalar-product': (f) => {
    close(
      dotv(
        f.a,
        f.b.map((v: number, i: number) => v + f.t * f.c[i]),
      ),
      0,
      1e-9,
    );
    const [A, B, C] = [Math.hypot(...f.a), Math.hypot(...f.b), Math.hypot(...sub(f.a, f.b))];
    close(f.angle, (Math.acos((A * A + B * B - C * C) / (2 * A * B)) * 180) / Math.PI); // cosine rule
    const s = (A + B + C) / 2;
    close(f.area, Math.sqrt(s * (s - A) * (s - B) * (s - C)), 1e-6); // Heron
  },
  'cp1.vectors.line-plane-angle': (f) => {
    close(f.angle, 90 - (Math.acos(Math.abs(dotv(f.d, f.n)) / Math.sqrt(dotv(f.d, f.d) * dotv(f.n, f.n))) * 180) / Math.PI);
    expect(dotv(f.P, f.n)).toBe(f.p);
    expect(crossv(sub(f.P, f.a), f.d).every((x: number) => x === 0)).toBe(true);
    close(f.distance, Math.abs(dotv(f.a, f.n) - f.p) / Math.hypot(...f.n));
  },
  'cp1.vectors.line-meets-plane': (f) => {
    expect(f.a.map((v: number, i: number) => v + f.lambda * f.d[i])).toEqual(f.P);
    expect(crossv(sub(f.A, f.a), f.d).every((x: number) => x === 0)).toBe(true);
    expect(f.lambda).not.toBe(0);
    expect(dotv(f.P, f.n)).toBe(f.p);
    // F is in the plane and AF is along the normal: Pythagoras with P and with a second point of the plane
    expect(dotv(f.F, f.n)).toBe(f.p);
    const AF = sub(f.F, f.A);
    const sq = (v: number[]) => dotv(v, v);
    expect(sq(AF) + sq(sub(f.P, f.F))).toBe(sq(sub(f.P, f.A)));
    expect(crossv(AF, f.n).every((x: number) => x === 0)).toBe(true);
    // the image line passes through P with its direction in (projection) or mirrored by (reflection) the plane
    expect(f.image.some((x: number) => x !== 0)).toBe(true);
    if (f.variant === 'projection') {
      expect(dotv(f.image, f.n)).toBe(0);
      expect(crossv(f.image, sub(f.F, f.P)).every((x: number) => x === 0)).toBe(true);
      expect(sq(AF)).toBe(f.distanceSquared);
    } else {
      expect(f.A.map((v: number, i: number) => (v + f.R[i]) / 2)).toEqual(f.F);
      expect(dotv(f.R, f.n) - f.p).toBe(-(dotv(f.A, f.n) - f.p));
      expect(crossv(f.image, sub(f.P, f.R)).every((x: number) => x === 0)).toBe(true);
    }
  },
  'cp1.vectors.distance-to-plane': (f) => {
    expect(dotv(f.F, f.n)).toBe(f.p);
    expect(crossv(sub(f.P, f.F), f.n).every((x: number) => x === 0)).toBe(true);
    close(dotv(sub(f.P, f.F), sub(f.P, f.F)), f.distanceSquared);
    expect(f.P.map((v: number, i: number) => (v + f.R[i]) / 2)).toEqual(f.F);
    expect((dotv(f.Q, f.n) - f.p) * (dotv(f.P, f.n) - f.p) > 0).toBe(f.sameSide);
  },
});

describe('outcomes that must occur both ways across the variants', () => {
  const outcomes = (id: string, key: string) =>
    new Set(variantsOf(cp1InductionVectorOwnTemplates.find((t) => t.id === id)!).map((v) => (v.facts as Record<string, unknown>)[key]));
  it('line-through-points: C lies on l in some variants and off it in others', () =>
    expect([...outcomes('cp1.vectors.line-through-points', 'onLine')].sort()).toEqual([false, true]));
  it('distance-to-plane: Q is on the same side as P in some variants and not in others', () =>
    expect([...outcomes('cp1.vectors.distance-to-plane', 'sameSide')].sort()).toEqual([false, true]));
});
