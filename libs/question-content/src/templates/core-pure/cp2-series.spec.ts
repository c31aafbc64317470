import { createRng } from '../../random.js';
import { close } from '../../testing/checks.js';
import { simpson, sum } from '../../testing/numeric.js';
import { questionText } from '../../question-text.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2SeriesGeneralTermTemplates, cp2SeriesTemplates } from './cp2-series.js';
import { stemOf } from '../../question-text.js';
import { variantsOf } from '../../testing/template-suite.js';
import type { QuestionTemplate } from '../../template.js';

/**
 * Checks a cubic against the function itself: (g(x) - cubic(x)) / x^3 must tend to 0, estimated at x and 2x
 * with Richardson extrapolation to remove the x^4 term (independent of any derivative formula).
 */
function closeSeries(g: (x: number) => number, coeffs: number[], scale: number) {
  const cubic = (x: number) => coeffs.reduce((s, c, i) => s + c * x ** i, 0);
  for (const x of [1e-3 / scale, -1e-3 / scale]) {
    const r = (t: number) => (g(t) - cubic(t)) / t ** 3;
    expect(Math.abs(2 * r(x) - r(2 * x))).toBeLessThan(5e-3);
  }
}
const limitAt0 = (q: (x: number) => number, scale: number) => {
  const x = 1e-3 / scale;
  return 2 * q(x) - q(2 * x);
};

/** Independent re-derivations: direct summation, finite differences of the functions, numerical integration. */
verifyTemplates(cp2SeriesTemplates, {
  'cp2.series.differences-gap': (f) => {
    const u = (r: number) => (f.m * f.c) / ((r + f.a) * (r + f.a + f.m));
    close(sum(1, 200000, u), f.limit, 1e-4);
    close(sum(f.N + 1, 2 * f.N, u), f.block, 1e-12);
  },
  'cp2.series.exp-sin-derivatives': (f) => {
    const y = (x: number) => Math.exp(f.a * x) * Math.sin(f.b * x);
    closeSeries(y, f.coeffs, Math.abs(f.a) + f.b);
    // y'' + p y' + q y = 0 by central differences at a few points.
    const h = 1e-4;
    for (const x of [0.1, 0.3, 0.5]) {
      const [d1, d2] = [(y(x + h) - y(x - h)) / (2 * h), (y(x + h) - 2 * y(x) + y(x - h)) / h ** 2];
      expect(Math.abs(d2 + f.p * d1 + f.q * y(x))).toBeLessThan(1e-3 * (1 + Math.abs(d2)));
    }
  },
  'cp2.series.exp-arctan-relation': (f) => {
    closeSeries((x) => Math.exp(f.k * Math.atan(x)), f.coeffs, Math.abs(f.k) + 1);
    close(
      f.coeffs.reduce((s: number, c: number, i: number) => s + c * f.h ** i, 0),
      f.approx,
      1e-12,
    );
    expect(Math.abs(f.approx - Math.exp(f.k * Math.atan(f.h)))).toBeLessThan(0.05);
  },
  'cp2.series.maclaurin-exp-cos': (f) => {
    closeSeries((x) => Math.exp(f.k * x) * Math.cos(f.m * x), f.coeffs, Math.abs(f.k) + f.m);
    const series = (x: number) => f.coeffs.reduce((s: number, c: number, i: number) => s + c * x ** i, 0);
    close(simpson(series, 0, f.h), f.integral, 1e-9);
    // One way asks the integral as the area under the curve: f stays positive up to x = h.
    expect(Math.cos(f.m * f.h)).toBeGreaterThan(0);
  },
  'cp2.series.maclaurin-sqrt': (f) => {
    closeSeries((x) => Math.sqrt(1 + f.k * x), f.coeffs, Math.abs(f.k));
    expect(Math.abs(f.approx - Math.sqrt(f.target))).toBeLessThan(1e-3);
  },
  'cp2.series.compound-exp-sin': (f) => {
    const scale = Math.abs(f.k) * f.m + 1;
    closeSeries((x) => Math.exp(f.k * Math.sin(f.m * x)), f.coeffs, scale);
    closeSeries((x) => Math.exp(-f.k * Math.sin(f.m * x)), f.negated, scale);
    close(
      limitAt0((x) => (Math.exp(f.k * Math.sin(f.m * x)) - Math.exp(f.k * f.m * x)) / x ** 3, scale),
      f.limit,
      1e-3,
    );
  },
  'cp2.series.compound-binomial-sin': (f) => {
    const scale = Math.abs(f.k) + f.m;
    closeSeries((x) => (1 + f.k * x) ** f.n * Math.sin(f.m * x), f.coeffs, scale);
    close(
      limitAt0((x) => ((1 + f.k * x) ** f.n * Math.sin(f.m * x) - f.m * x) / x ** 2, scale),
      f.limit,
      1e-3,
    );
  },
  'cp2.series.log-differences': (f) =>
    close(
      sum(1, f.N, (r) => Math.log((r + f.a + f.m) / (r + f.a))),
      f.value,
      1e-12,
    ),
  'cp2.series.differences-induction': (f) => {
    const u = (r: number) => (2 * r + 2 * f.a + 1) / ((r + f.a) ** 2 * (r + f.a + 1) ** 2);
    close(sum(1, 200000, u), f.limit, 1e-6);
    close(sum(f.N, 2 * f.N, u), f.block, 1e-12);
  },
  'cp2.series.compound-log-quotient': (f) => {
    closeSeries((x) => Math.log((1 + f.a * x) / (1 - f.b * x)), f.coeffs, f.a + f.b);
    expect(Math.abs(f.approx - Math.log(f.target))).toBeLessThan(2e-3);
    // One way leaves x to be found: x = 1/m gives the quotient asked for, inside the range of validity.
    close((1 + f.a / f.m) / (1 - f.b / f.m), f.target, 1e-12);
    expect(f.m).toBeGreaterThan(Math.max(f.a, f.b));
  },
  'cp2.series.gaussian-mean-value': (f) => {
    const g = (x: number) => Math.exp(-f.k * x * x);
    const x = 0.05;
    const r = (t: number) => (g(t) - f.coeffs.reduce((s: number, c: number, i: number) => s + c * t ** (2 * i), 0)) / t ** 8;
    close(r(x), f.k ** 4 / 24, 0.05);
    close(
      simpson((t) => f.coeffs.reduce((s: number, c: number, i: number) => s + c * t ** (2 * i), 0), 0, f.h),
      f.integral,
      1e-9,
    );
    expect(Math.abs(simpson(g, 0, f.h) - f.integral)).toBeLessThan(1e-4);
    close(f.mean * f.h, f.integral);
  },
});

const published = (template: QuestionTemplate) => Array.from({ length: 6 }, (_, v) => template.build(createRng(`${template.id}#${v}`)));

describe('cp2 series templates', () => {
  it.each(cp2SeriesTemplates.map((t) => [t.id, t] as const))('%s publishes six different texts', (_id, template) => {
    expect(new Set(published(template).map(questionText)).size).toBe(6);
  });

  it.each(cp2SeriesTemplates.map((t) => [t.id, t] as const))(
    '%s is asked in two ways among its six published questions, three if it is frequent',
    (_id, template) => {
      expect(new Set(published(template).map(stemOf)).size).toBeGreaterThanOrEqual(template.frequency === 'frequent' ? 3 : 2);
    },
  );
});

type Complex = [number, number];
/** The coefficient of z^n of a function analytic on |z| <= radius, by Cauchy's integral formula (the trapezium rule on the circle). */
function taylorCoefficient(g: (z: Complex) => Complex, n: number, radius: number, points = 256): number {
  let total = 0;
  for (let j = 0; j < points; j++) {
    const t = (2 * Math.PI * j) / points;
    const [re, im] = g([radius * Math.cos(t), radius * Math.sin(t)]);
    total += re * Math.cos(n * t) + im * Math.sin(n * t);
  }
  return total / points / radius ** n;
}
const cmul = ([a, b]: Complex, [c, d]: Complex): Complex => [a * c - b * d, a * d + b * c];
const clog = ([a, b]: Complex): Complex => [Math.log(Math.hypot(a, b)), Math.atan2(b, a)];
const cexp = ([a, b]: Complex): Complex => [Math.exp(a) * Math.cos(b), Math.exp(a) * Math.sin(b)];
const linearOf = (c0: number, c1: number, [a, b]: Complex): Complex => [c0 + c1 * a, c1 * b];
/** ln(1 + cz), for |cz| < 1. */
const logOf = (c: number) => (z: Complex) => clog(linearOf(1, c, z));

/** Independent re-derivations: coefficients by Cauchy's integral formula, derivatives at 0 by finite differences. */
verifyTemplates(cp2SeriesGeneralTermTemplates, {
  'cp2.series.maclaurin-general-term': (f) => {
    const g = f.variant === 'log' ? logOf(f.k) : (z: Complex) => cmul(z, cexp([f.k * z[0], f.k * z[1]]));
    const radius = f.variant === 'log' ? 0.5 / Math.abs(f.k) : 1;
    for (let r = 1; r <= 10; r++) close(f.coefficients[r - 1], taylorCoefficient(g, r, radius), 1e-7);
    f.atZero.forEach((value: number, i: number) => close(value, taylorCoefficient(g, i + 1, radius) * [1, 2, 6][i], 1e-7));
    const asked =
      f.variant === 'log'
        ? taylorCoefficient(
            (z) => {
              const [p, q] = [logOf(f.k)(z), logOf(f.m)(z)];
              return [p[0] - q[0], p[1] - q[1]];
            },
            f.N,
            0.5 / Math.max(Math.abs(f.k), Math.abs(f.m)),
          )
        : taylorCoefficient((z) => cmul(linearOf(1, f.c, z), g(z)), f.N, 1);
    close(f.asked, asked, 1e-7);
  },
});

describe('the Maclaurin general term', () => {
  it('asks of a logarithm and of a product: two stems', () => {
    const variants = variantsOf(cp2SeriesGeneralTermTemplates[0]);
    expect(new Set(variants.map((v) => (v.facts as { variant: string }).variant))).toEqual(new Set(['log', 'exp']));
    expect(new Set(variants.map(stemOf)).size).toBeGreaterThanOrEqual(2);
  });
});
