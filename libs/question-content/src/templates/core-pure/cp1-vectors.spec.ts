import { close, crossv, dotv, sub } from '../../testing/checks.js';
import { variantsOf, verifyTemplates } from '../../testing/template-suite.js';
import { cp1VectorTemplates } from './cp1-vectors.js';

const add = (a: number[], b: number[]) => a.map((v, i) => v + b[i]);
const scale = (a: number[], k: number) => a.map((v) => v * k);
const len = (a: number[]) => Math.hypot(...a);
const parallel = (a: number[], b: number[]) => crossv(a, b).every((x) => Math.abs(x) < 1e-9);
const deg = (r: number) => (r * 180) / Math.PI;
/** Acute angle between two directions from the cosine rule on a triangle they span (not the scalar product formula). */
const acuteByCosineRule = (u: number[], v: number[]) => {
  const [a, b, c] = [len(u), len(v), len(sub(u, v))];
  const t = deg(Math.acos((a * a + b * b - c * c) / (2 * a * b)));
  return t > 90 ? 180 - t : t;
};
/** Distance from point P to the line a + t d by minimising over a fine grid then refining (brute force). */
const distToLine = (P: number[], a: number[], d: number[]) => {
  let best = Infinity;
  let bt = 0;
  for (let t = -20; t <= 20; t += 0.01) {
    const q = len(sub(add(a, scale(d, t)), P));
    if (q < best) {
      best = q;
      bt = t;
    }
  }
  for (let t = bt - 0.01; t <= bt + 0.01; t += 1e-6) best = Math.min(best, len(sub(add(a, scale(d, t)), P)));
  return best;
};

/** Independent re-derivations: substitution back, cosine rule, brute-force minimisation. */
verifyTemplates(cp1VectorTemplates, {
  'cp1.vectors.cartesian-line-points': (f) => {
    expect(parallel(sub(f.P, f.A), f.d)).toBe(true);
    for (const Q of [f.Q1, f.Q2]) {
      expect(parallel(sub(Q, f.A), f.d)).toBe(true);
      close(len(sub(Q, f.A)), f.D);
    }
    expect(f.Q1).not.toEqual(f.Q2);
  },
  'cp1.vectors.collinear-points': (f) => {
    expect(parallel(sub(f.C, f.A), sub(f.B, f.A))).toBe(true);
    close(len(sub(f.C, f.B)) / len(sub(f.B, f.A)), f.ratio);
    close(len(sub(f.D, f.A)) / len(sub(f.B, f.D)), f.m / f.n);
    close(len(sub(f.D, f.A)) + len(sub(f.B, f.D)), len(sub(f.B, f.A)));
  },
  'cp1.vectors.plane-containing-line': (f) => {
    for (const X of [f.a, add(f.a, f.d), f.P]) expect(dotv(f.n, X)).toBe(f.p);
    expect(dotv(f.e, f.n)).toBe(0);
    expect(dotv(f.b, f.n)).not.toBe(f.p);
    close(distToLine(f.b, f.b, f.e), 0, 1e-9);
    // distance from b to the plane: foot b - t n satisfies the plane
    const t = (dotv(f.b, f.n) - f.p) / dotv(f.n, f.n);
    close(dotv(sub(f.b, scale(f.n, t)), f.n), f.p);
    close(len(scale(f.n, t)), f.distance);
  },
  'cp1.vectors.plane-perpendicular-to-line': (f) => {
    expect(dotv(f.d0, f.A)).toBe(f.p);
    expect(dotv(f.d0, f.F)).toBe(f.p);
    expect(parallel(sub(f.C, f.B), f.d0)).toBe(true);
    expect(parallel(sub(f.F, f.B), f.d0)).toBe(true);
    close(len(sub(f.F, f.B)), f.distance);
  },
  'cp1.vectors.perpendicular-parameter': (f) => {
    for (const p of [f.r1, f.r2]) close(dotv([p, f.al, f.be], [p - f.s, f.ga, f.de]), 0);
    expect(f.r1).not.toBe(f.r2);
    const [U, V] = [
      [f.r2, f.al, f.be],
      [f.r2 - f.s, f.ga, f.de],
    ];
    close(f.areaSq, (len(crossv(U, V)) / 2) ** 2);
    close(f.angle, acuteByCosineRule([f.r1, f.al, f.be], [0, 0, 1]));
  },
  'cp1.vectors.right-angled-triangle': (f) => {
    const [AB, BC, CA] = [len(sub(f.B, f.A)), len(sub(f.C, f.B)), len(sub(f.A, f.C))];
    close(AB * AB + BC * BC, CA * CA);
    close(f.angleA, deg(Math.atan(BC / AB)));
    const s = (AB + BC + CA) / 2;
    close(f.areaSq, s * (s - AB) * (s - BC) * (s - CA), 1e-6);
    expect(add(f.A, f.C)).toEqual(add(f.B, f.D));
  },
  'cp1.vectors.angle-between-planes': (f) => {
    expect(dotv(f.n1, f.Q)).toBe(f.p1);
    expect(dotv(f.n2, f.Q)).toBe(f.p2);
    expect(dotv(f.dir, f.n1)).toBe(0);
    expect(dotv(f.dir, f.n2)).toBe(0);
    close(f.angle, acuteByCosineRule(f.n1, f.n2));
    close(f.angle2, 90 - acuteByCosineRule(f.dir, f.n3));
  },
  'cp1.vectors.tetrahedron-angles': (f) => {
    const nB = crossv(f.a, f.b);
    const nC = crossv(f.a, f.c);
    close(f.faces, acuteByCosineRule(nB, nC));
    // angle between OC and the face: OC's component along the normal gives the sine
    close(Math.sin((f.edge * Math.PI) / 180), Math.abs(dotv(f.c, nB)) / (len(f.c) * len(nB)));
  },
  'cp1.vectors.intersecting-lines': (f) => {
    expect(add(f.a, scale(f.d1, f.l0))).toEqual(f.X);
    expect(add(f.b, scale(f.d2, f.m0))).toEqual(f.X);
    close(f.angle, acuteByCosineRule(f.d1, f.d2));
    for (const P of [f.a, f.b, f.X]) expect(dotv(f.n, P)).toBe(dotv(f.n, f.X));
    expect(dotv(f.n, f.d1)).toBe(0);
    expect(dotv(f.n, f.d2)).toBe(0);
  },
  'cp1.vectors.point-to-line-distance': (f) => {
    close(distToLine(f.P, f.a, f.d) ** 2, f.distanceSquared, 1e-6);
    close(len(sub(f.F, f.P)) ** 2, f.distanceSquared);
    expect(parallel(sub(f.F, f.a), f.d)).toBe(true);
    expect(add(f.P, f.R)).toEqual(scale(f.F, 2));
  },
  'cp1.vectors.line-plane-parameter': (f) => {
    const n0 = [f.n1, f.k0, f.n3];
    expect(dotv(f.d, n0)).toBe(0);
    expect(dotv(f.a, n0) === f.p).toBe(f.contained);
    expect(dotv(add(f.a, f.d), n0) === f.p).toBe(f.contained);
    const n1 = [f.n1, f.k1, f.n3];
    expect(dotv(f.X, n1)).toBe(f.p);
    expect(parallel(sub(f.X, f.a), f.d)).toBe(true);
    close(f.angle, 90 - acuteByCosineRule(f.d, n1));
  },
  'cp1.vectors.transformed-line': (f) => {
    const apply = (v: number[]) => f.M.map((row: number[]) => dotv(row, v));
    // two points of l map onto l'
    for (const t of [0, 1, -2]) {
      const img = apply(add(f.a, scale(f.d, t)));
      expect(parallel(sub(img, f.a2), f.d2)).toBe(true);
    }
    expect(apply(f.X)).toEqual(f.Y);
    expect(dotv(f.n, f.Y)).toBe(f.p);
    expect(parallel(sub(f.X, f.a), f.d)).toBe(true);
    close(f.angle, acuteByCosineRule(f.d, f.d2));
  },
  'cp1.vectors.skew-lines-distance': (f) => {
    expect(parallel(f.d1, f.d2)).toBe(false);
    // brute-force minimum distance between points of the two lines
    // ternary search along l1 of the (convex) distance to l2
    const g = (s: number) => distToLineFast(add(f.a, scale(f.d1, s)), f.b, f.d2);
    let [lo, hi] = [-100, 100];
    for (let it = 0; it < 200; it++) {
      const m1 = lo + (hi - lo) / 3;
      const m2 = hi - (hi - lo) / 3;
      if (g(m1) < g(m2)) hi = m2;
      else lo = m1;
    }
    close(g((lo + hi) / 2), f.distance, 1e-7);
    expect(f.distance).toBeGreaterThan(0);
  },
});

function distToLineFast(P: number[], a: number[], d: number[]) {
  const t = dotv(sub(P, a), d) / dotv(d, d);
  return len(sub(add(a, scale(d, t)), P));
}

describe('outcomes that must occur both ways across the variants', () => {
  it('line-plane-parameter: the parallel line lies in the plane in some variants and not in others', () => {
    const template = cp1VectorTemplates.find((t) => t.id === 'cp1.vectors.line-plane-parameter')!;
    expect([...new Set(variantsOf(template).map((v) => (v.facts as { contained: boolean }).contained))].sort()).toEqual([false, true]);
  });
});
