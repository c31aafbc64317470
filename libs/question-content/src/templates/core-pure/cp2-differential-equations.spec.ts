import { checkCoupledSolution, close, cpoly } from '../../testing/checks.js';
import { d1, d2 } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2DifferentialEquationBaseTemplates } from './cp2-differential-equations.js';
import { publishedDistinct, threeFigureAnswers } from '../../testing/variant-rules.js';

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(cp2DifferentialEquationBaseTemplates, {
  'cp2.de.integrating-factor': (f) => {
    const y = (x: number) => f.coef * x ** (f.m + 1) + f.C * x ** -f.k;
    close(y(1), f.y0);
    const x = 1.7;
    close((y(x + 1e-6) - y(x - 1e-6)) / 2e-6 + (f.k * y(x)) / x, x ** f.m, 1e-6);
    close(y(2), f.at2);
    expect(f.C).not.toBe(0);
  },
  'cp2.de.homogeneous-second-order': (f) => {
    let y: (x: number) => number;
    if (f.kind === 'complex') {
      const v = cpoly([1, f.p, f.q], [f.alpha, f.beta]);
      close(v[0], 0);
      close(v[1], 0);
      expect(f.p * f.p - 4 * f.q).toBeLessThan(0);
      y = (x) => Math.exp(f.alpha * x) * (f.A * Math.cos(f.beta * x) + f.B * Math.sin(f.beta * x));
    } else {
      for (const r of [f.r1, f.r2]) close(r * r + f.p * r + f.q, 0);
      expect(f.p * f.p - 4 * f.q === 0).toBe(f.kind === 'repeated');
      y = f.kind === 'repeated' ? (x) => (f.A + f.B * x) * Math.exp(f.r1 * x) : (x) => f.A * Math.exp(f.r1 * x) + f.B * Math.exp(f.r2 * x);
    }
    close(y(0), f.y0);
    close(d1(y, 0), f.v0, 1e-5);
    close(d2(y, 0.3) + f.p * d1(y, 0.3) + f.q * y(0.3), 0, 1e-3);
    // bounded: the solution stays small far out (checked on a grid, independent of the root signs)
    const far = Math.max(...[20, 25, 30].map((x) => Math.abs(y(x))));
    expect(far < 100).toBe(f.bounded);
  },
  'cp2.de.particular-integral': (f) => {
    for (const r of [f.r1, f.r2]) close(r * r + f.p * r + f.q, 0);
    // Resonant case: the exponent is a root of the auxiliary equation and the particular integral is lambda x e^{kx}.
    close(f.k * f.k + f.p * f.k + f.q, 0);
    const y = (x: number) => f.A * Math.exp(f.r1 * x) + f.B * Math.exp(f.r2 * x) + f.lambda * x * Math.exp(f.k * x);
    close(y(0), f.y0);
    close(d1(y, 0), f.v0, 1e-5);
    close(d2(y, 0.2) + f.p * d1(y, 0.2) + f.q * y(0.2), f.c * Math.exp(f.k * 0.2), 1e-3);
  },
  'cp2.de.initial-conditions': (f) => {
    const y = (x: number) => f.A * Math.exp(f.r1 * x) + f.B * Math.exp(f.r2 * x);
    close(y(0), f.y0);
    close(d1(y, 0), f.v0, 1e-5);
    close(y(Math.log(2)), f.atLn2);
    close(d2(y, 0.2) + f.p * d1(y, 0.2) + f.q * y(0.2), 0, 1e-3);
  },
  'cp2.de-models.newton-cooling': (f) => {
    const th = (t: number) => f.room + (f.start - f.room) * Math.exp(-f.k * t);
    close(th(f.T1), f.at);
    close(th(f.time), f.target);
  },
  'cp2.de-models.shm': (f) => {
    const t = Math.acos(f.x1 / f.a) / f.w;
    close(Math.abs(-f.a * f.w * Math.sin(f.w * t)), f.speed);
    // first time a cos(wt) reaches x1, by stepping
    let s = 0;
    while (f.a * Math.cos(f.w * s) > f.x1) s += 1e-5;
    close(s, f.time, 1e-4);
  },
  'cp2.de-models.damping': (f) => {
    const disc = f.p * f.p - 4 * f.q;
    expect(disc > 0 ? 'heavy' : disc === 0 ? 'critical' : 'light').toBe(f.kind);
    const x =
      f.kind === 'light'
        ? (t: number) => Math.exp(f.alpha * t) * (f.A * Math.cos(f.beta * t) + f.B * Math.sin(f.beta * t))
        : f.kind === 'critical'
          ? (t: number) => (f.A + f.B * t) * Math.exp(f.roots[0] * t)
          : (t: number) => f.A * Math.exp(f.roots[0] * t) + f.B * Math.exp(f.roots[1] * t);
    close(x(0), f.x0);
    close(d1(x, 0), 0, 1e-5);
    close(d2(x, 0.4) + f.p * d1(x, 0.4) + f.q * x(0.4), 0, 1e-3);
  },
  'cp2.de-models.coupled-populations': (f) => {
    for (const l of [f.l1, f.l2]) close((l - f.a) * (l - f.d), f.b * f.c);
    checkCoupledSolution(f, [0.1, 0.3]);
  },
});
publishedDistinct(cp2DifferentialEquationBaseTemplates);
threeFigureAnswers(cp2DifferentialEquationBaseTemplates);
