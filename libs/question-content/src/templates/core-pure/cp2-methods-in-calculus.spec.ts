import { createRng } from '../../random.js';
import { close } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { questionText } from '../../question-text.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2CalculusTemplates, logTerms } from './cp2-methods-in-calculus.js';
import { frac } from '../../math/rational.js';

/** Integral over [a, infinity) by the substitution x = a + u/(1 - u), then Simpson on [0, 1). */
const toInfinity = (g: (x: number) => number, a: number) =>
  simpson((u) => (u >= 1 ? 0 : g(a + u / (1 - u)) / (1 - u) ** 2), 0, 1 - 1e-9, 200000);

/** Independent re-derivations by numerical integration. */
verifyTemplates(cp2CalculusTemplates, {
  'cp2.calculus.improper-log-integrals': (f) => {
    // substitution x = b w^2 removes the logarithmic singularity at 0
    close(
      simpson((w) => (w === 0 ? 0 : (f.b * w * w) ** f.n * Math.log(f.b * w * w) * 2 * f.b * w), 0, 1, 20000),
      f.value,
      1e-7,
    );
    close(
      toInfinity((x) => Math.log(x) / x ** f.m, 1),
      f.tail,
      1e-5,
    );
  },
  'cp2.calculus.improper-arctan': (f) => {
    const g = (x: number) => 1 / (x * x + 2 * f.p * x + f.q);
    close(toInfinity(g, f.lower), f.half, 1e-6);
    close(toInfinity(g, -f.p) + toInfinity((x) => g(-x), f.p), Math.PI / f.c, 1e-6);
  },
  'cp2.calculus.mean-value-arctan': (f) => {
    const g = (x: number) => f.k / (x * x + f.a * f.a);
    close(simpson(g, 0, f.upperValue) / f.upperValue, f.mean);
    close(g(f.x), f.mean);
    expect(f.x).toBeGreaterThan(0);
    expect(f.x).toBeLessThan(f.upperValue);
  },
  'cp2.calculus.mean-value-reciprocal': (f) => {
    const g = (x: number) => f.k / x;
    close(simpson(g, f.a, f.b) / (f.b - f.a), f.mean);
    close(g(f.x), f.mean);
    expect(f.x).toBeGreaterThan(f.a);
    expect(f.x).toBeLessThan(f.b);
    close(simpson((x) => g(x) ** 2, f.a, f.b) / (f.b - f.a), f.square);
  },
  'cp2.calculus.mean-value-voltage': (f) => {
    const V = (t: number) => f.V0 * Math.sin(f.w * Math.PI * t);
    close(simpson(V, 0, 1 / f.w) * f.w, f.meanHalf);
    close((simpson((t) => V(t) ** 2, 0, 2 / f.w) * f.w) / 2, f.meanSquare);
    close(Math.sqrt(f.meanSquare), f.rms);
    close((simpson(V, 0, f.j / (3 * f.w)) * 3 * f.w) / f.j, (f.partial * f.V0) / f.V0);
  },
  'cp2.calculus.inverse-trig-by-parts': (f) =>
    close(
      simpson((x) => (f.fn === 'arcsin' ? Math.asin(f.k * x) : Math.atan(f.k * x)), 0, f.upper, 4000),
      f.value,
    ),
  'cp2.calculus.log-and-arctan-integral': (f) => {
    const g = (x: number) => (f.p * x + f.q) / (x * x + f.a * f.a);
    close(simpson(g, 0, f.a), f.first);
    close(simpson(g, 0, f.a * Math.sqrt(3)), f.second);
  },
  'cp2.calculus.arcsin-completing-square': (f) => {
    const g = (x: number) => 1 / Math.sqrt(f.a * f.a - f.b * f.b + 2 * f.b * x - x * x);
    close(simpson(g, f.lo, f.hi), f.value);
    close(simpson(g, f.lo, f.hi) / (f.hi - f.lo), f.mean);
  },
  'cp2.calculus.partial-fractions-quadratic': (f) => {
    const g = (x: number) => (f.numerator[0] * x * x + f.numerator[1] * x + f.numerator[2]) / ((x - f.p) * (x * x + f.q * f.q));
    close(g(0.7), f.A / (0.7 - f.p) + (f.B * 0.7 + f.G) / (0.49 + f.q * f.q));
    close(simpson(g, 0, f.q), f.value);
  },
  'cp2.calculus.partial-fractions-quadratic-improper': (f) => {
    const g = (x: number) => f.k / (x * (x * x + f.q * f.q));
    close(g(1.7), f.A / 1.7 - (f.A * 1.7) / (1.7 ** 2 + f.q * f.q));
    close(toInfinity(g, 1), f.value, 1e-6);
  },
  'cp2.calculus.partial-fractions-repeated-improper': (f) => {
    const g = (x: number) => (f.numerator[0] * x + f.numerator[1]) / ((x + f.p) * (x + f.r) ** 2);
    close(toInfinity(g, 0), f.value, 1e-6);
  },
});

describe('cp2 methods in calculus templates', () => {
  it.each(cp2CalculusTemplates.map((t) => [t.id, t] as const))('%s publishes six different texts', (_id, template) => {
    const texts = Array.from({ length: 6 }, (_, v) => questionText(template.build(createRng(`${template.id}#${v}`))));
    expect(new Set(texts).size).toBe(6);
  });

  it('writes sums of logarithms with prime arguments', () => {
    expect(
      logTerms([
        [frac(1), frac(4)],
        [frac(-1, 2), frac(2)],
      ]),
    ).toEqual([[frac(3, 2), '\\ln 2']]);
    expect(logTerms([[frac(2), frac(3, 2)]])).toEqual([
      [frac(-2), '\\ln 2'],
      [frac(2), '\\ln 3'],
    ]);
  });
});
