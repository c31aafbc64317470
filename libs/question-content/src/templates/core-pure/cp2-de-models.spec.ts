import { checkCoupledSolution, close } from '../../testing/checks.js';
import { d1, d2 } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2DeModelsTemplates } from './cp2-de-models.js';
import { publishedDistinct, threeFigureAnswers } from '../../testing/variant-rules.js';

/** Euler-free RK4 integration of y' = g(t, y) from t0 to t1. */
function rk4(g: (t: number, y: number) => number, y0: number, t0: number, t1: number, n = 4000): number {
  let y = y0;
  const h = (t1 - t0) / n;
  for (let i = 0; i < n; i++) {
    const t = t0 + i * h;
    const k1 = g(t, y);
    const k2 = g(t + h / 2, y + (h * k1) / 2);
    const k3 = g(t + h / 2, y + (h * k2) / 2);
    const k4 = g(t + h, y + h * k3);
    y += (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4);
  }
  return y;
}

/** Independent checks: numerical integration of the models, and solutions substituted back. */
verifyTemplates(cp2DeModelsTemplates, {
  'cp2.de-models.logistic-partial-fractions': (f) => {
    close(
      rk4((_t, x) => (x * (f.N - x)) / f.Mc, f.x0, 0, f.time),
      f.x1,
      1e-6,
    );
  },
  'cp2.de-models.mixing-tank': (f) => {
    const d = f.qIn - f.qOut;
    close(
      rk4((t, S) => f.c * f.qIn - (f.qOut * S) / (f.V0 + d * t), f.S0, 0, f.T),
      f.amount,
      1e-6,
    );
  },
  'cp2.de-models.shm-initial-conditions': (f) => {
    const x = (t: number) => f.A * Math.cos(f.w * t) + f.B * Math.sin(f.w * t);
    close(x(0), f.A);
    close(d1(x, 0), f.v0, 1e-5);
    close(d2(x, 0.3, 2e-4) + f.w * f.w * x(0.3), 0, 1e-3);
    close(f.R * Math.cos(f.w * 0.7 - f.alpha), x(0.7));
    expect(f.alpha).toBeGreaterThan(-Math.PI);
    expect(f.alpha).toBeLessThanOrEqual(Math.PI);
    let t = 1e-6;
    const s0 = Math.sign(x(t));
    while (Math.sign(x(t)) === s0) t += 1e-5;
    close(t, f.first, 1e-4);
  },
  'cp2.de-models.tidal-shm': (f) => {
    const w = (2 * Math.PI) / f.P;
    const D = (t: number) => f.h + f.a * Math.cos(w * t);
    close(d2(D, 1) + w * w * (D(1) - f.h), 0, 1e-3);
    close(D(f.T), f.depth);
    let inside = 0;
    const n = 200000;
    for (let i = 0; i < n; i++) if (D((f.P * i) / n) >= f.dmin) inside++;
    close((inside / n) * f.P, f.window, 1e-3);
    let peak = 0;
    for (let t = 0; t < f.P; t += 1e-4) peak = Math.max(peak, Math.abs(d1(D, t)));
    close(peak, f.maxRate, 1e-5);
  },
  'cp2.de-models.forced-oscillation': (f) => {
    const pi = (t: number) => f.lam * Math.cos(f.w * t) + f.mu * Math.sin(f.w * t);
    for (const t of [0.2, 0.9]) close(d2(pi, t) + f.p * d1(pi, t) + f.q * pi(t), f.C * Math.cos(f.w * t) + f.S * Math.sin(f.w * t), 1e-3);
    expect(f.p * f.p - 4 * f.q).toBeLessThan(0);
    let peak = 0;
    for (let t = 0; t < f.period; t += 1e-4) peak = Math.max(peak, pi(t));
    close(peak, f.amplitude, 1e-6);
  },
  'cp2.de-models.critical-damping-maximum': (f) => {
    expect(f.c * f.c - 4 * f.m * f.k).toBe(0);
    const x = (t: number) => f.u * t * Math.exp(-f.r * t);
    close(f.m * d2(x, 0.5) + f.c * d1(x, 0.5) + f.k * x(0.5), 0, 1e-3);
    close(d1(x, 0), f.u, 1e-5);
    // The highest point on a 1e-3 grid, then on a 1e-6 grid around it (x rises then falls: one maximum).
    let best = [0, 0];
    for (let t = 0; t < 5; t += 1e-3) if (x(t) > best[1]) best = [t, x(t)];
    for (let t = Math.max(0, best[0] - 1e-3); t < best[0] + 1e-3; t += 1e-6) if (x(t) > best[1]) best = [t, x(t)];
    close(best[0], f.tMax, 1e-4);
    close(best[1], f.xMax, 1e-6);
  },
  'cp2.de-models.coupled-matrix-eigen': (f) => {
    checkCoupledSolution(f, [0.1, 0.25]);
    for (const l of [f.l1, f.l2]) close((f.a - l) * (f.d - l) - f.b * f.c, 0);
  },
  'cp2.de-models.coupled-extinction': (f) => {
    // integrate the system numerically until y reaches zero
    let [x, y, t] = [f.x0, f.y0, 0];
    let lowestX = x;
    const h = 1e-5;
    while (y > 0 && t < 20) {
      const [dx, dy] = [f.a * x + f.b * y, f.c * x + f.d * y];
      const [xm, ym] = [x + (h / 2) * dx, y + (h / 2) * dy];
      [x, y] = [x + h * (f.a * xm + f.b * ym), y + h * (f.c * xm + f.d * ym)];
      t += h;
      lowestX = Math.min(lowestX, x);
    }
    // x stays positive all the way (one assertion after the loop: an expect per step cost seconds).
    expect(lowestX).toBeGreaterThan(0);
    close(t, f.tStar, 1e-3);
  },
});
publishedDistinct(cp2DeModelsTemplates);
threeFigureAnswers(cp2DeModelsTemplates);
