import { close } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2HyperbolicOwnTemplates } from './cp2-hyperbolic-functions.js';

const fn: Record<string, (x: number) => number> = {
  '\\cosh': Math.cosh,
  '\\sinh': Math.sinh,
  '\\tanh': Math.tanh,
  '\\operatorname{sech}': (x) => 1 / Math.cosh(x),
  '\\operatorname{cosech}': (x) => 1 / Math.sinh(x),
  '\\coth': (x) => 1 / Math.tanh(x),
};

/** Independent re-derivations of each template's answers from its inputs (library functions and numerical calculus). */
verifyTemplates(cp2HyperbolicOwnTemplates, {
  'cp2.hyperbolic.definitions': (f) => {
    close(f.v1, fn[f.f1](Math.log(f.k)));
    close(f.v2, fn[f.f2](Math.log(f.k)));
    close(f.value, (f.double === 'sinh' ? Math.sinh : Math.cosh)(2 * Math.log(f.k)));
  },
  'cp2.hyperbolic.inverse-equations': (f) => {
    const x = Math.acosh(f.c);
    close(x, Math.log(f.a / f.b));
    close(Math.cosh(-x), f.c);
    close(Math.asinh(f.s), Math.log(f.a / f.b));
    const y = Math.asinh(f.s);
    close(f.th, { tanh: Math.tanh(y), coth: 1 / Math.tanh(y), sech: 1 / Math.cosh(y), cosh: Math.cosh(y) }[f.fc as string]!);
  },
  'cp2.hyperbolic.linear-combination-equation': (f) => {
    const g = (x: number) => f.p * Math.cosh(x) - f.q * Math.sinh(x);
    for (const u of [f.u1, f.u2]) close(g(Math.log(u)), f.r);
    // minimum by a fine scan
    let [lo, hi] = [-20, 20]; // ternary search: g is convex
    for (let i = 0; i < 200; i++) {
      const [m1, m2] = [lo + (hi - lo) / 3, hi - (hi - lo) / 3];
      if (g(m1) < g(m2)) hi = m2;
      else lo = m1;
    }
    close(g((lo + hi) / 2), f.min, 1e-9);
  },
  'cp2.hyperbolic.stationary-point': (f) => {
    const y = (x: number) => f.c * Math.cosh(x) - f.d * x;
    close((y(f.x + 1e-6) - y(f.x - 1e-6)) / 2e-6, 0, 1e-5);
    close(y(f.x), f.y);
    expect(y(f.x + 0.01)).toBeGreaterThan(y(f.x));
    expect(y(f.x - 0.01)).toBeGreaterThan(y(f.x));
  },
  'cp2.hyperbolic.arsinh-integral': (f) => {
    close(
      simpson((x) => 1 / Math.sqrt(x * x + f.a * f.a), 0, f.b),
      Math.log(f.value),
    );
    const h = f.fn === 'sinh' ? Math.sinh : Math.cosh;
    close(
      simpson((x) => h(f.k * x) ** 2, 0, Math.log(f.m), 4000),
      f.definite,
      1e-8,
    );
  },
});
