import { type C, close, cm, inPrincipal, polar, shoelace } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1ArgandModArgLociRegionTemplates } from './cp1-argand-mod-arg-loci-and-regions.js';

const cdiv = (z: C, w: C): C => {
  const n = w[0] ** 2 + w[1] ** 2;
  const p = cm(z, [w[0], -w[1]]);
  return [p[0] / n, p[1] / n];
};
const dist = (p: number[], q: number[]) => Math.hypot(p[0] - q[0], p[1] - q[1]);

/** Independent re-derivations: complex arithmetic, shoelace areas, numerical minimisation and integration. */
verifyTemplates(cp1ArgandModArgLociRegionTemplates, {
  'cp1.argand.mod-arg-square-reciprocal': (f) => {
    const z = polar(f.r, f.k / 12);
    const sq = cm(z, z);
    close(sq[0], f.z2[0]);
    close(sq[1], f.z2[1]);
    close(Math.atan2(sq[1], sq[0]), f.twice * Math.PI);
    inPrincipal(f.twice);
    const recip = cm(polar(1 / f.r, -f.k / 12), z);
    close(recip[0], 1);
    close(recip[1], 0);
  },
  'cp1.argand.half-annulus-region': (f) => {
    close(
      f.area * Math.PI,
      simpson(() => simpson((r) => r, f.r1, f.r2, 100), 0, Math.PI, 10),
    );
    const z = [f.a + f.u, f.b + f.v];
    const rr = dist(z, [f.a, f.b]);
    const side = f.onRe ? z[0] - f.a : z[1] - f.b;
    expect(f.inside).toBe(rr >= f.r1 - 1e-12 && rr <= f.r2 + 1e-12 && (f.ge ? side >= 0 : side <= 0));
  },
  'cp1.argand.ratio-circle': (f) => {
    const r = Math.sqrt(f.r2);
    let best = 0;
    for (let i = 0; i < 3600; i++) {
      const z = [f.C[0] + r * Math.cos(i / 573), f.C[1] + r * Math.sin(i / 573)];
      close(dist(z, f.A), f.k * dist(z, f.B));
      best = Math.max(best, dist(z, f.A));
    }
    close(best * best, f.greatest2, 1e-5);
  },
  'cp1.argand.multiplier-transformation': (f) => {
    const mult: C = [f.a, f.b];
    close(Math.hypot(...mult) ** 2, f.r2);
    close(Math.atan2(f.b, f.a), (f.m * Math.PI) / 4);
    close(shoelace(f.tri.map((p: C) => cm(mult, p))), f.image);
    expect(f.image).toBeGreaterThan(0);
  },
  'cp1.argand.rotation-triangle': (f) => {
    const z: C = [f.a, f.b];
    close(f.area, shoelace([z, cm([0, 1], z), [f.a, -f.b]]));
    expect(f.area).toBeGreaterThan(0);
  },
  'cp1.argand.square-vertices': (f) => {
    const [A, B, Cc, D] = [f.z1, f.z2, f.z3, f.d];
    close(dist(A, B), dist(A, Cc));
    close((B[0] - A[0]) * (Cc[0] - A[0]) + (B[1] - A[1]) * (Cc[1] - A[1]), 0);
    close(dist(B, D), dist(A, Cc));
    close(dist(Cc, D), dist(A, B));
    close(dist(A, D), Math.SQRT2 * dist(A, B));
    close(shoelace([A, B, D, Cc]), f.side2);
  },
  'cp1.argand.product-quotient-modulus': (f) => {
    const q = cdiv(f.z, f.w);
    close(Math.atan2(q[1], q[0]), f.diff);
    close(Math.hypot(...(cm(f.z, f.w) as C)) ** 2, f.nz * f.nw);
    close(Math.tan(f.az), f.z[1] / f.z[0]);
    close(Math.tan(f.aw), f.w[1] / f.w[0]);
  },
  'cp1.argand.unknown-imaginary-part': (f) => {
    close(f.a * f.a + f.k * f.k, f.n);
    close(Math.cos(f.arg) * Math.sqrt(f.n), f.a);
    close(Math.sin(f.arg) * Math.sqrt(f.n), f.k);
    const z2 = cm([f.a, f.k], [f.a, f.k]);
    close(Math.atan2(z2[1], z2[0]), f.arg2);
  },
  'cp1.argand.exact-mod-arg': (f) => {
    close(Math.atan2(f.z[1], f.z[0]), (f.k1 * Math.PI) / 12);
    const p = cm(f.z, polar(f.r2, f.k2 / 12));
    close(Math.hypot(...p), f.productModulus);
    const expected = polar(f.productModulus, f.sum);
    close(p[0], expected[0]);
    close(p[1], expected[1]);
    inPrincipal(f.sum);
  },
  'cp1.argand.half-line': (f) => {
    close(Math.atan2(f.P[1] - f.b, f.P[0] - f.a), f.theta * Math.PI);
    expect(dist(f.P, [f.a, f.b])).toBeGreaterThan(0.5);
    close(dist(f.P, f.U), dist(f.P, f.V));
    const d = [Math.cos(f.theta * Math.PI), Math.sin(f.theta * Math.PI)];
    let best = Infinity;
    for (let i = 1; i <= 200000; i++) {
      const t = i / 10000;
      best = Math.min(best, Math.hypot(f.a + t * d[0], f.b + t * d[1]));
    }
    close(best * best, f.least2, 1e-5);
  },
  'cp1.argand.segment-region': (f) => {
    close(
      f.area,
      simpson((u) => 2 * Math.sqrt(Math.max(0, f.r * f.r - u * u)), f.h, f.r, 20000),
      1e-4,
    );
    const onLine = [f.a + f.h * f.e[0] + 5 * f.e[1], f.b + f.h * f.e[1] - 5 * f.e[0]];
    close(dist(onLine, f.p1), dist(onLine, f.p2));
    expect(dist([f.a, f.b], f.p1)).toBeGreaterThan(dist([f.a, f.b], f.p2) - 1e-9 - 100);
  },
  'cp1.argand.wedge-region': (f) => {
    const A: C = [f.a, f.b];
    close(shoelace([A, ...f.far]), f.area);
    const args = f.far.map((p: number[]) => Math.atan2(p[1] - f.b, p[0] - f.a)).sort((x: number, y: number) => x - y);
    close(args[0], (f.lo * Math.PI) / 12);
    close(args[1], (f.hi * Math.PI) / 12);
    close(Math.max(...f.far.map((p: number[]) => dist(p, A) ** 2)), f.greatest2);
  },
});
