import { close } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1VolumeTemplates } from './cp1-volumes-of-revolution.js';

const rot = (f: (x: number) => number, a: number, b: number, n = 4000) => Math.PI * simpson((x) => f(x) ** 2, a, b, n);
const threeSf = (x: number) => Number(x.toPrecision(3));

/** Independent re-derivations of each template's answers from its inputs (numerical integration, shells, geometry). */
verifyTemplates(cp1VolumeTemplates, {
  'cp1.volumes.x-axis-quadratic': (f) => {
    close(
      simpson((x) => f.a * x * x + f.c, 0, f.h),
      f.area,
    );
    close(
      rot((x) => f.a * x * x + f.c, 0, f.h),
      f.volume,
    );
    expect(f.radius).toBe(threeSf(Math.sqrt(f.volume / (Math.PI * f.h))));
  },
  'cp1.volumes.y-axis-cubic': (f) => {
    close(
      simpson((x) => f.H - f.p * x ** 3, 0, f.m),
      f.area,
    );
    // shells: 2 pi x (H - p x^3)
    close(2 * Math.PI * simpson((x) => x * (f.H - f.p * x ** 3), 0, f.m), f.volume);
    const j = Math.cbrt(f.Y / f.p);
    close(2 * Math.PI * simpson((x) => x * (f.Y - f.p * x ** 3), 0, j), f.partial);
  },
  'cp1.volumes.between-line-and-curve': (f) => {
    for (const r of [f.r1, f.r2]) close(f.a * r * r, f.s * r - f.t);
    close(Math.PI * simpson((x) => (f.s * x - f.t) ** 2 - (f.a * x * x) ** 2, f.r1, f.r2), f.volume);
    close(Math.PI * simpson((x) => (f.s * x - f.t - f.a * x * x) ** 2, f.r1, f.r2), f.wrong);
    expect(f.wrong).toBeLessThan(f.volume);
  },
  'cp1.volumes.paraboloid-bowl': (f) => {
    close(
      rot((x) => f.k * Math.sqrt(x), 0, f.h),
      f.volume,
      1e-5,
    );
    expect(f.depth).toBe(threeSf(Math.sqrt((f.h * f.h) / 2)));
    close(
      rot((x) => f.k * Math.sqrt(x), 0, f.depth),
      f.volume / 2,
      1e-2,
    );
  },
  'cp1.volumes.transformed-region': (f) => {
    close(
      simpson((x) => f.c * Math.sqrt(x), 0, f.h, 20000),
      f.area,
      1e-4,
    );
    // image region by integrating the stretched curve directly
    const image = (X: number) => f.q * f.c * Math.sqrt(X / f.p);
    close(simpson(image, 0, f.p * f.h, 20000), f.imageArea, 1e-4);
    close(rot(image, 0, f.p * f.h), f.imageVolume, 1e-5);
  },
  'cp1.volumes.paraboloid-both-axes': (f) => {
    // shells about the y-axis: 2 pi x (H - curve)
    close(2 * Math.PI * simpson((x) => x * (f.H - f.a * x * x - f.b), 0, f.m), f.yVolume);
    close(f.cylinder, 2 * f.yVolume);
    close(Math.PI * simpson((x) => f.H ** 2 - (f.a * x * x + f.b) ** 2, 0, f.m), f.xVolume);
  },
  'cp1.volumes.reciprocal-y-axis': (f) => {
    // shells: cylinder radius k/b height b-a, plus shells for x in [k/b, k/a]
    const shells = Math.PI * (f.k / f.b) ** 2 * (f.b - f.a) + 2 * Math.PI * simpson((x) => x * (f.k / x - f.a), f.k / f.b, f.k / f.a);
    close(shells, f.volume);
    close(Math.PI * simpson((y) => (f.k / y) ** 2, f.a, f.n0), f.target);
    close(Math.PI * simpson((y) => (f.k / y) ** 2, f.a, 1e4, 200000), f.limit, 1e-3);
  },
  'cp1.volumes.cylinder-minus-y-axis': (f) => {
    close(f.Y, f.k * Math.sqrt(f.h));
    close(2 * Math.PI * simpson((x) => x * f.k * Math.sqrt(x), 0, f.h), f.yVolume);
    close(
      rot((x) => f.k * Math.sqrt(x), 0, f.h),
      f.xVolume,
      1e-5,
    );
    close(f.ratio, f.yVolume / f.xVolume, 1e-5);
  },
  'cp1.volumes.paraboloid-and-cone': (f) => {
    const s = Math.sqrt(f.h);
    const y = (x: number) => (x <= f.h ? f.k * Math.sqrt(x) : f.k * s + f.gradient * (x - f.h));
    close(y(f.h + f.d), 0);
    close(
      rot((x) => f.k * Math.sqrt(x), 0, f.h),
      f.curvePart,
      1e-5,
    );
    close(f.curvePart + rot(y, f.h, f.h + f.d), f.volume, 1e-5);
  },
  'cp1.volumes.barrel-model': (f) => {
    close(f.end, f.A - (f.L * f.L) / f.B);
    const v = rot((x) => f.A - (x * x) / f.B, -f.L, f.L) / 1000;
    close(v, f.exactLitres);
    expect(f.litres).toBe(threeSf(v));
    expect(f.over).toBe(threeSf(((f.cylinderLitres - v) / v) * 100));
  },
  'cp1.volumes.filling-a-glass': (f) => {
    close(Math.PI * simpson((y) => f.c * y, 0, f.H), f.capacity, 5e-3);
    // depth: bisection on the volume integral
    let [lo, hi] = [0, f.H];
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (Math.PI * simpson((y) => f.c * y, 0, mid, 200) < f.Q * f.secs) lo = mid;
      else hi = mid;
    }
    expect(f.depth).toBe(threeSf(lo));
  },
  'cp1.volumes.x-axis-reciprocal-logarithm': (f) => {
    const y = (x: number) => f.p + f.q / x;
    close(simpson(y, 1, f.n), f.area);
    close(rot(y, 1, f.n), f.volume);
    expect(f.mass).toBe(threeSf(rot(y, 1, f.n) * f.rho));
  },
});
