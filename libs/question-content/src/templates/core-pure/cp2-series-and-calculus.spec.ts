import { createRng } from '../../random.js';
import { close } from '../../testing/checks.js';
import { simpson, sum } from '../../testing/numeric.js';
import { questionText } from '../../question-text.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2SeriesCalculusBaseTemplates, cp2SeriesCalculusTemplates } from './cp2-series-and-calculus.js';

/** (g(x) - cubic(x)) / x^3 tends to 0: Richardson estimate at x and 2x removes the x^4 term. */
function closeSeries(g: (x: number) => number, coeffs: number[], scale: number) {
  const cubic = (x: number) => coeffs.reduce((s, c, i) => s + c * x ** i, 0);
  for (const x of [1e-3 / scale, -1e-3 / scale]) {
    const r = (t: number) => (g(t) - cubic(t)) / t ** 3;
    expect(Math.abs(2 * r(x) - r(2 * x))).toBeLessThan(5e-3);
  }
}

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(cp2SeriesCalculusBaseTemplates, {
  'cp2.series.method-of-differences': (f) => {
    const u = (r: number) => 1 / ((r + f.a + 1) * (r + f.a + 2));
    close(sum(1, f.N, u), f.value, 1e-12);
    const target = f.pct / 100 / (f.a + 2);
    let n = 1;
    let s = u(1);
    while (s <= target + 1e-15) {
      n++;
      s += u(n);
    }
    expect(n).toBe(f.least);
  },
  'cp2.series.higher-derivatives': (f) => {
    const y = (x: number) => (x + f.c) * Math.exp(f.k * x);
    const h = 1e-3;
    close((y(2 * h) - 2 * y(h) + 2 * y(-h) - y(-2 * h)) / (2 * h ** 3), f.third0, 1e-3);
    closeSeries(y, f.coeffs, Math.abs(f.k) + Math.abs(f.c));
  },
  'cp2.series.maclaurin-log': (f) => {
    closeSeries((x) => Math.log1p(f.k * x), [0, ...f.coeffs], Math.abs(f.k));
    close(
      f.coeffs.reduce((s: number, c: number, i: number) => s + c * (1 / f.m) ** (i + 1), 0),
      f.approx,
      1e-12,
    );
    expect(Math.abs(f.approx - Math.log(f.argument))).toBeLessThan(1e-3);
  },
  'cp2.series.compound-exp-log': (f) => closeSeries((x) => Math.exp(f.a * x) * Math.log1p(f.b * x), [0, ...f.coeffs], Math.abs(f.a) + f.b),
  'cp2.calculus.improper-integral': (f) => {
    close(
      simpson((x) => (f.p * x + f.q) * Math.exp(-f.k * x), 0, 60 / f.k, 20000),
      f.value,
      1e-8,
    );
    close(
      simpson((x) => f.p * x * Math.exp(-f.k * x), 0, 60 / f.k, 20000),
      f.firstMoment,
      1e-8,
    );
  },
  'cp2.calculus.mean-value': (f) => {
    close(simpson((x) => f.p * x * x + f.q, f.a, f.b) / (f.b - f.a), f.mean);
    close(f.p * f.where ** 2 + f.q, f.mean);
    expect(f.where).toBeGreaterThanOrEqual(f.a);
    expect(f.where).toBeLessThanOrEqual(f.b);
    close(simpson((x) => 2 * f.p * x, f.a, f.b) / (f.b - f.a), f.derivativeMean);
  },
  'cp2.calculus.inverse-trig-integrals': (f) => {
    close(
      simpson((x) => 1 / (f.a * f.a + x * x), 0, f.a),
      Math.PI / (4 * f.a),
    );
    close(
      simpson((x) => 1 / Math.sqrt(f.a * f.a - x * x), 0, f.a / 2),
      Math.PI / 6,
    );
  },
  'cp2.calculus.partial-fraction-integral': (f) => {
    const g = (x: number) => (f.numerator[0] * x + f.numerator[1]) / ((x - f.a) * (x - f.b));
    close(g(f.lo + 0.3), f.A / (f.lo + 0.3 - f.a) + f.B / (f.lo + 0.3 - f.b));
    close(simpson(g, f.lo, f.hi), f.value);
  },
});

describe('cp2 series and calculus templates: published variants', () => {
  it.each(cp2SeriesCalculusTemplates.map((t) => [t.id, t] as const))('%s publishes six different texts', (_id, template) => {
    const texts = Array.from({ length: 6 }, (_, v) => questionText(template.build(createRng(`${template.id}#${v}`))));
    expect(new Set(texts).size).toBe(6);
  });
});
