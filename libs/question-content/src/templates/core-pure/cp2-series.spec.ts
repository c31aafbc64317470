import { createRng } from '../../random.js';
import { close } from '../../testing/checks.js';
import { simpson, sum } from '../../testing/numeric.js';
import { questionText } from '../../question-text.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2SeriesTemplates } from './cp2-series.js';

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
  'cp2.series.exp-sin-derivatives': (f) => closeSeries((x) => Math.exp(f.a * x) * Math.sin(f.b * x), f.coeffs, Math.abs(f.a) + f.b),
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

describe('cp2 series templates', () => {
  it.each(cp2SeriesTemplates.map((t) => [t.id, t] as const))('%s publishes six different texts', (_id, template) => {
    const texts = Array.from({ length: 6 }, (_, v) => questionText(template.build(createRng(`${template.id}#${v}`))));
    expect(new Set(texts).size).toBe(6);
  });
});
