import { close } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2PolarTemplates } from './cp2-polar-coordinates.js';
import { publishedDistinct, threeFigureAnswers } from '../../testing/variant-rules.js';

const trigFn = (t: string) => (t === 'cos' ? Math.cos : Math.sin);
const diff = (f: (t: number) => number, t: number) => (f(t + 1e-6) - f(t - 1e-6)) / 2e-6;

/** Independent re-derivations: points substituted back, areas by Simpson's rule, tangents by numerical derivatives. */
verifyTemplates(cp2PolarTemplates, {
  'cp2.polar.parabola-conversion': (f) => {
    close(f.r * Math.cos(f.alpha), f.x);
    close(f.r * Math.sin(f.alpha), f.y);
    if (f.family === 'y2') close(f.y * f.y, 4 * f.a * f.x);
    else close(f.x * f.x, 4 * f.a * f.y);
    expect(f.d).not.toBe(0);
  },
  'cp2.polar.ellipse-conversion': (f) => {
    const r = (t: number) => f.k / (f.p + f.q * Math.cos(t));
    for (const t of [0.3, 1.9, 4]) {
      const [x, y] = [r(t) * Math.cos(t), r(t) * Math.sin(t)];
      close((f.p ** 2 - f.q ** 2) * x * x + 2 * f.k * f.q * x + f.p ** 2 * y * y, f.k ** 2);
    }
    close(r(0), f.r0);
    close(r(Math.PI), f.rPi);
    close(r(Math.PI / 2), f.rHalf);
    close(f.r0 + f.rPi, f.distance);
  },
  'cp2.polar.limacon-sketch': (f) => {
    const r = (t: number) => f.a + f.b * trigFn(f.trig)(t);
    close(
      simpson((t) => r(t) ** 2 / 2, 0, 2 * Math.PI),
      f.area,
    );
    close(
      simpson((t) => Math.max(0, r(t) ** 2 - f.a * f.a) / 2, 0, 2 * Math.PI, 40000),
      f.outside,
      1e-6,
    );
  },
  'cp2.polar.spiral-sketch': (f) => {
    close(
      simpson((t) => (f.a * t) ** 2 / 2, 0, f.beta),
      f.area1,
    );
    close(
      simpson((t) => (f.a * t) ** 2 / 2, f.beta, 2 * f.beta),
      f.area2,
    );
  },
  'cp2.polar.circles-area': (f) => {
    const r1 = (t: number) => 2 * f.n * trigFn(f.trig)(t);
    for (const t of f.angles) close(r1(t), f.radius);
    // integrate over a full turn: inside C1 (r1 > 0) and outside / inside the circle of radius R
    const g = (h: (t: number) => number) => simpson(h, 0, 2 * Math.PI, 40000);
    close(
      g((t) => (r1(t) > f.radius ? (r1(t) ** 2 - f.radius ** 2) / 2 : 0)),
      f.outside,
      1e-5,
    );
    close(
      g((t) => (r1(t) > 0 ? Math.min(r1(t), f.radius) ** 2 / 2 : 0)),
      f.inside,
      1e-5,
    );
  },
  'cp2.polar.inner-loop-area': (f) => {
    const r = (t: number) => f.p * (1 + f.k * trigFn(f.trig)(t));
    for (const t of f.poles) close(r(t), 0, 1e-9);
    // inner loop: where r < 0, over a full turn; outer loop: where r >= 0
    close(
      simpson((t) => (r(t) < 0 ? r(t) ** 2 / 2 : 0), 0, 2 * Math.PI, 200000),
      f.inner,
      1e-6,
    );
    close(
      simpson((t) => (r(t) >= 0 ? r(t) ** 2 / 2 : 0), 0, 2 * Math.PI, 200000),
      f.outer,
      1e-6,
    );
    close(f.outer - f.inner, f.between);
    close(
      simpson((t) => r(t) ** 2 / 2, f.innerLimits[0], f.innerLimits[1]),
      f.inner,
    );
    close(
      simpson((t) => r(t) ** 2 / 2, f.outerLimits[0], f.outerLimits[1]),
      f.outer,
    );
  },
  'cp2.polar.vertical-tangents': (f) => {
    const r = (t: number) => f.a + f.s * f.b * Math.cos(t);
    const x = (t: number) => r(t) * Math.cos(t);
    const y = (t: number) => r(t) * Math.sin(t);
    close(diff(x, f.theta1), 0, 1e-6);
    expect(Math.abs(diff(y, f.theta1))).toBeGreaterThan(1e-3);
    close(r(f.theta1), f.r1);
    close(x(f.theta1), f.lineX);
    if (f.theta1Printed !== null) close(f.theta1Printed, f.theta1, 0.005);
    for (const [rr, t] of f.axis) {
      close(r(t), rr);
      expect(rr).not.toBe(0);
      close(diff(x, t), 0, 1e-6);
    }
    expect(f.axis.length).toBe(f.a === f.b ? 1 : 2);
  },
  'cp2.polar.lemniscate-tangents': (f) => {
    const r = (t: number) => Math.sqrt(Math.max(0, f.k * Math.cos(2 * t)));
    close(
      simpson((t) => r(t) ** 2 / 2, -Math.PI / 4, Math.PI / 4),
      f.m,
    );
    const y = (t: number) => r(t) * Math.sin(t);
    close(diff(y, Math.PI / 6), 0, 1e-5);
    close(r(Math.PI / 6) ** 2, f.m);
  },
});
publishedDistinct(cp2PolarTemplates);
threeFigureAnswers(cp2PolarTemplates);
