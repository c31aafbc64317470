import { close } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2HyperbolicIdentityInverseCalculusTemplates } from './cp2-hyperbolic-identities-inverses-and-calculus.js';

/** Minimum of a convex function on [-20, 20] by ternary search. */
function convexMin(g: (x: number) => number): number {
  let [lo, hi] = [-20, 20];
  for (let i = 0; i < 200; i++) {
    const [m1, m2] = [lo + (hi - lo) / 3, hi - (hi - lo) / 3];
    if (g(m1) < g(m2)) hi = m2;
    else lo = m1;
  }
  return g((lo + hi) / 2);
}

/** Numerical derivative by central differences. */
const dd = (f: (x: number) => number, x: number, h = 1e-4) => (f(x + h) - f(x - h)) / (2 * h);

/** Independent re-derivations: library hyperbolic functions, substitution back, numerical calculus. */
verifyTemplates(cp2HyperbolicIdentityInverseCalculusTemplates, {
  'cp2.hyperbolic.tanh-value': (f) => {
    const x = Math.atanh(f.th);
    close(Math.exp(2 * x), f.K);
    close(Math.sinh(x), f.sh);
    close(Math.cosh(x), f.ch);
    close((f.which === 'sinh' ? Math.sinh : f.which === 'cosh' ? Math.cosh : Math.tanh)(2 * x), f.s2);
    close(x, Math.log(f.a / f.b));
  },
  'cp2.hyperbolic.r-cosh-form': (f) => {
    for (const x of [-1.3, 0.2, 0.9]) close(f.A * Math.cosh(x) + f.B * Math.sinh(x), f.R * Math.cosh(x + f.alpha));
    for (const x of [f.x1, f.x2]) close(f.A * Math.cosh(x) + f.B * Math.sinh(x), f.C);
    expect(f.x1).not.toBeCloseTo(f.x2, 6);
    close(
      convexMin((x) => f.A * Math.cosh(x) + f.B * Math.sinh(x)),
      f.R,
      1e-9,
    );
  },
  'cp2.hyperbolic.arcosh-log-form': (f) => {
    close(Math.acosh(f.c), Math.log(f.a / f.b));
    const inv = { arsinh: Math.asinh, arcosh: Math.acosh, artanh: Math.atanh }[f.g3 as 'arsinh' | 'arcosh' | 'artanh'];
    close(inv(f.x), 2 * Math.acosh(f.c), 1e-8);
  },
  'cp2.hyperbolic.artanh-log-form': (f) => {
    close(Math.atanh(f.x), Math.log(f.a / f.b));
    close(Math.atanh(1 / f.p) + Math.atanh(1 / f.q), Math.log(f.N) / 2);
    close(Math.atanh(f.w), Math.atanh(1 / f.p) + Math.atanh(1 / f.q));
  },
  'cp2.hyperbolic.double-angle-equation': (f) => {
    for (const k of f.k) close(f.a * Math.cosh(2 * Math.log(k)) + f.b * Math.sinh(Math.log(k)), f.c);
    // exactly two real roots: count sign changes of the equation on a fine grid
    const g = (x: number) => f.a * Math.cosh(2 * x) + f.b * Math.sinh(x) - f.c;
    let changes = 0;
    for (let x = -8; x < 8; x += 1e-3) if (Math.sign(g(x)) !== Math.sign(g(x + 1e-3))) changes++;
    expect(changes).toBe(2);
  },
  'cp2.hyperbolic.sech-tanh-equation': (f) => {
    const g = (x: number) => f.a / Math.cosh(x) ** 2 + f.b * Math.tanh(x) - f.c;
    close(g(f.x), 0, 1e-9);
    // exactly one real root: count sign changes on a fine grid
    let changes = 0;
    for (let x = -10; x < 10; x += 2e-3) if (Math.sign(g(x)) !== Math.sign(g(x + 2e-3))) changes++;
    expect(changes).toBe(1);
    expect(Math.abs(f.t2)).toBeGreaterThan(1);
    // the rejected root does satisfy the quadratic in t
    close(-f.a * f.t2 ** 2 + f.b * f.t2 + f.a - f.c, 0, 1e-9);
  },
  'cp2.hyperbolic.arsinh-derivative': (f) => {
    const y = (x: number) => f.sg * (Math.asinh(f.a * x) - f.b * x);
    for (const s of [1, -1]) close(dd(y, s * f.x0, 1e-6), 0, 1e-5);
    close(y(f.x0), f.y0);
    close(y(-f.x0), -f.y0);
  },
  'cp2.hyperbolic.maclaurin-synoptic': (f) => {
    const h = f.fn === 'cosh' ? Math.cosh : Math.sinh;
    const F = (x: number) => Math.exp(f.p * x) * h(f.q * x);
    // the series agrees with f to order x^4
    for (const x of [1e-3, -2e-3]) close(f.coeffs[0] + f.coeffs[1] * x + f.coeffs[2] * x * x + f.coeffs[3] * x ** 3, F(x), 1e-8);
    // the differential equation, with numerical derivatives
    const step = 1e-4;
    for (const x of [-0.3, 0.1, 0.4])
      close((F(x + step) - 2 * F(x) + F(x - step)) / (step * step) - 2 * f.p * dd(F, x, 1e-5) + (f.p ** 2 - f.q ** 2) * F(x), 0, 1e-3);
  },
  'cp2.hyperbolic.completed-square-integral': (f) => {
    const g = (x: number) => 1 / Math.sqrt(x * x + 2 * f.P * x + f.Q);
    // arcosh case: the lower limit is the larger root r2 of the quadratic (an integrable singularity);
    // with x = r2 + t^2 the integrand becomes 2 / sqrt(x - r1)
    const r1 = -f.P - Math.sqrt(f.P * f.P - f.Q);
    const I =
      f.kind === 'cosh' ? simpson((t) => 2 / Math.sqrt(f.lo + t * t - r1), 0, Math.sqrt(f.hi - f.lo), 4000) : simpson(g, f.lo, f.hi, 4000);
    if (f.kind === 'cosh') close(f.lo, -f.P + Math.sqrt(f.P * f.P - f.Q));
    close(I, Math.log(f.value), 1e-5);
  },
  'cp2.hyperbolic.sech-volume': (f) => {
    close(Math.PI * simpson((x) => (f.k / Math.cosh(x)) ** 2, 0, Math.log(f.m)), f.V);
    close(Math.PI * simpson((x) => (f.k / Math.cosh(x)) ** 2, 0, f.a), Math.PI * f.k * f.k * f.Tv);
  },
});
