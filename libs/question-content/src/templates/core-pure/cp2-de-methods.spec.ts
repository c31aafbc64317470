import { close } from '../../testing/checks.js';
import { d1, d2 } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2DeMethodsTemplates } from './cp2-de-methods.js';
import { publishedDistinct, threeFigureAnswers } from '../../testing/variant-rules.js';

/** Residual of y'' + p y' + q y - rhs at x. */
const residual = (y: (x: number) => number, p: number, q: number, rhs: (x: number) => number, x: number) =>
  d2(y, x) + p * d1(y, x) + q * y(x) - rhs(x);

/** Independent checks: every solution is substituted back into its equation and conditions numerically. */
verifyTemplates(cp2DeMethodsTemplates, {
  'cp2.de.integrating-factor-trig': (f) => {
    const y = f.form === 'cos2' ? (x: number) => (f.a * Math.sin(x) + f.y0) * Math.cos(x) : (x: number) => (f.a * x + f.y0) * Math.cos(x);
    const rhs = (x: number) => f.a * Math.cos(x) ** (f.form === 'cos2' ? 2 : 1);
    for (const x of [0.2, 0.7, -0.5]) close(d1(y, x) + y(x) * Math.tan(x), rhs(x), 1e-6);
    close(y(0), f.y0);
    close(y(Math.PI / f.k), f.at);
  },
  'cp2.de.integrating-factor-quadratic-exponent': (f) => {
    const y = (x: number) => ((f.b / 2) * x * x + f.y0) * Math.exp(-f.a * x * x);
    for (const x of [0.3, 1.1]) close(d1(y, x) + 2 * f.a * x * y(x), f.b * x * Math.exp(-f.a * x * x), 1e-6);
    close(y(0), f.y0);
    close(y(1), f.at1);
    expect(f.at1).not.toBe(0);
  },
  'cp2.de.complex-root-auxiliary': (f) => {
    // the root satisfies z^2 + pz + q = 0
    close(f.al * f.al - f.be * f.be + f.p * f.al + f.q, 0);
    close(2 * f.al * f.be + f.p * f.be, 0);
    const y = (x: number) => Math.exp(f.al * x) * (f.y0 * Math.cos(f.be * x) + f.B * Math.sin(f.be * x));
    close(y(0), f.y0);
    close(d1(y, 0), f.v0, 1e-5);
    close(
      residual(y, f.p, f.q, () => 0, 0.1),
      0,
      1e-2,
    );
    close(y(Math.PI / (2 * f.be)), f.at);
    expect(f.at).not.toBe(0);
  },
  'cp2.de.euler-substitution': (f) => {
    const y = (x: number) => f.A * x ** f.m1 + f.B * x ** f.m2;
    for (const x of [0.8, 1.5]) close(x * x * d2(y, x) + f.a * x * d1(y, x) + f.b * y(x), 0, 1e-3);
    close(y(1), f.y0);
    close(d1(y, 1), f.v0, 1e-5);
  },
  'cp2.de.particular-integral-trig': (f) => {
    const pi = (x: number) => f.lam * Math.cos(f.w * x) + f.mu * Math.sin(f.w * x);
    const rhs = (x: number) => f.C * Math.cos(f.w * x) + f.S * Math.sin(f.w * x);
    for (const x of [0.3, 1.2]) close(residual(pi, f.p, f.q, rhs, x), 0, 1e-3);
    for (const r of [f.r1, f.r2]) {
      close(r * r + f.p * r + f.q, 0);
      expect(r).toBeLessThan(0);
    }
    let peak = 0;
    for (let x = 0; x < 2 * Math.PI; x += 1e-4) peak = Math.max(peak, pi(x));
    close(peak, f.amplitude, 1e-6);
  },
  'cp2.de.particular-integral-polynomial': (f) => {
    const cf = f.repeated
      ? (x: number) => (f.A + f.B * x) * Math.exp(f.r1 * x)
      : (x: number) => f.A * Math.exp(f.r1 * x) + f.B * Math.exp(f.r2 * x);
    const y = (x: number) => cf(x) + f.al * x * x + f.be * x + f.ga;
    const rhs = (x: number) => f.q * f.al * x * x + (2 * f.p * f.al + f.q * f.be) * x + 2 * f.al + f.p * f.be + f.q * f.ga;
    close(residual(y, f.p, f.q, rhs, 0.4), 0, 1e-2);
    close(y(0), f.y0);
    close(d1(y, 0), f.v0, 1e-5);
    expect(f.q).not.toBe(0);
  },
  'cp2.de.two-point-boundary': (f) => {
    const y = (x: number) => f.A * Math.cos(f.w * x) + f.B * Math.sin(f.w * x) + f.c;
    close(
      residual(y, 0, f.w * f.w, () => f.w * f.w * f.c, 0.3),
      0,
      1e-3,
    );
    close(y(0), f.y0);
    close(y(Math.PI / (2 * f.w)), f.y1);
    let peak = -Infinity;
    for (let x = 0; x < (2 * Math.PI) / f.w; x += 1e-4) peak = Math.max(peak, y(x));
    close(peak, f.greatest, 1e-6);
  },
  'cp2.de.hyperbolic-boundary': (f) => {
    const y = (x: number) => f.p * Math.cosh(f.n * x) - f.q * Math.sinh(f.n * x);
    close(d2(y, 0.2) - f.n * f.n * y(0.2), 0, 1e-3);
    close(y(0), f.p);
    close(d1(y, 0), -f.q * f.n, 1e-5);
    // bisection for the zero of y
    let [lo, hi] = [0, 10];
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (y(mid) > 0) lo = mid;
      else hi = mid;
    }
    close(lo, f.zero, 1e-9);
  },
});
publishedDistinct(cp2DeMethodsTemplates);
threeFigureAnswers(cp2DeMethodsTemplates);
