import { createRng } from '../../random.js';
import { type C, close, cm, shoelace } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { questionText } from '../../question-text.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2ComplexExponentialDeMoivreTemplates, cxAny, exactAny } from './cp2-complex-exponential-form-and-de-moivre.js';

const cexp = (z: C): C => {
  let term: C = [1, 0];
  let total: C = [1, 0];
  for (let k = 1; k < 60; k++) {
    term = cm(term, [z[0] / k, z[1] / k]);
    total = [total[0] + term[0], total[1] + term[1]];
  }
  return total;
};
const cdiv = (a: C, b: C): C => {
  const d = b[0] ** 2 + b[1] ** 2;
  return [(a[0] * b[0] + a[1] * b[1]) / d, (a[1] * b[0] - a[0] * b[1]) / d];
};
const cpowN = (z: C, n: number): C => {
  let w: C = [1, 0];
  for (let i = 0; i < Math.abs(n); i++) w = cm(w, z);
  return n < 0 ? cdiv([1, 0], w) : w;
};
const closeC = (a: C, b: C, tol = 1e-6) => {
  close(a[0], b[0], tol);
  close(a[1], b[1], tol);
};
const isPositiveReal = (w: C) => Math.abs(w[1]) < 1e-7 * Math.hypot(...w) && w[0] > 0;

/** Independent re-derivations: power series, repeated multiplication, brute force and numerical integration. */
verifyTemplates(cp2ComplexExponentialDeMoivreTemplates, {
  'cp2.complex.exp-of-complex': (f) => {
    const z: C = [f.p, Math.PI * f.theta];
    const e = cexp(z);
    closeC(e, f.value);
    const ratio = cdiv(cexp([2 * z[0], 2 * z[1]]), cexp([z[0], -z[1]]));
    close(Math.cos(Math.atan2(ratio[1], ratio[0])), Math.cos(Math.PI * f.triple));
    close(Math.sin(Math.atan2(ratio[1], ratio[0])), Math.sin(Math.PI * f.triple));
    let n = 1;
    while (Math.abs(cpowN(e, n)[1]) > 1e-7 * Math.hypot(...cpowN(e, n))) n++;
    expect(n).toBe(f.n);
  },
  'cp2.complex.one-plus-exponential': (f) => {
    const w = cexp([0, Math.PI * f.alpha]);
    const one: C = [1 + w[0], w[1]];
    closeC(one, f.w);
    const p = cpowN(one, f.n);
    closeC(p, f.power);
    close(p[0] + cpowN([one[0], -one[1]], f.n)[0], f.sum);
  },
  'cp2.complex.enlarge-rotate': (f) => {
    const image = f.image as C;
    close(Math.hypot(...image), f.k * Math.hypot(f.a, f.b));
    const turn = Math.atan2(image[1], image[0]) - Math.atan2(f.b, f.a);
    close(Math.cos(turn), Math.cos(Math.PI * f.theta));
    close(Math.sin(turn), Math.sin(Math.PI * f.theta));
    const m = cexp([Math.log(f.k), Math.PI * f.theta]);
    let n = 1;
    while (!isPositiveReal(cpowN(m, n))) n++;
    expect(n).toBe(f.n);
    close(cpowN(m, n)[0], f.scale);
  },
  'cp2.complex.convert-and-divide': (f) => {
    const w = cexp([Math.log(f.s), Math.PI * f.beta]);
    closeC(cm(f.quotient, cm(w, w)), f.z);
    const zw = cm(f.z, w);
    closeC(zw, [f.productModulus * Math.cos(Math.PI * f.product), f.productModulus * Math.sin(Math.PI * f.product)]);
    const z3w = cm(cpowN(f.z, 3), w);
    const r = Math.hypot(...z3w);
    closeC(z3w, [r * Math.cos(Math.PI * f.cubeArg), r * Math.sin(Math.PI * f.cubeArg)]);
    expect(f.product).toBeGreaterThan(-1);
    expect(f.cubeArg).toBeGreaterThan(-1);
    expect(f.cubeArg).toBeLessThanOrEqual(1);
  },
  'cp2.complex.de-moivre-simplify': (f) => {
    for (const t of [Math.PI / f.m, 0.37]) {
      const top = cpowN([Math.cos(f.a * t), Math.sin(f.a * t)], f.p);
      const bottom = cpowN([Math.cos(f.b * t), -Math.sin(f.b * t)], f.q);
      const v = cdiv(top, bottom);
      if (t === Math.PI / f.m) closeC(v, f.value);
      else closeC(v, [Math.cos(f.N * t), Math.sin(f.N * t)]);
    }
  },
  'cp2.complex.de-moivre-induction': (f) => closeC(cm(f.inverse, cpowN(f.base, f.n)), [1, 0]),
  'cp2.complex.power-to-multiple-angle-mean': (f) => {
    const g = (t: number) => (f.fn === 'cos' ? Math.cos(t) : Math.sin(t)) ** f.n;
    const useSin = f.fn === 'sin' && f.n % 2 === 1;
    for (const t of [0.2, 1.3, 2.9])
      close(
        f.terms.reduce((s: number, [c, j]: number[]) => s + c * (j === 0 ? 1 : useSin ? Math.sin(j * t) : Math.cos(j * t)), 0),
        g(t),
      );
    close(simpson(g, f.lower, f.upper) / (f.upper - f.lower), f.mean);
  },
  'cp2.complex.cos3-cubic': (f) => {
    expect(new Set(f.roots.map((r: number) => r.toFixed(6))).size).toBe(3);
    for (const x of f.roots) close(4 * x ** 3 - 3 * f.a * f.a * x, f.a ** 3 * f.k, 1e-9);
  },
  'cp2.complex.tan-triple-angle-roots': (f) => {
    const cubic = (x: number) => x ** 3 - 3 * f.k * f.m * x * x - 3 * f.m * f.m * x + f.k * f.m ** 3;
    for (const x of f.roots) close(cubic(x), 0, 1e-7);
    expect(new Set(f.roots.map((x: number) => x.toFixed(6))).size).toBe(3);
    close(f.roots.reduce((s: number, x: number) => s + x, 0) / f.m, f.sum);
    close(
      f.roots.reduce((s: number, x: number) => s + x * x, 0),
      f.sumSq,
    );
    const t = 0.3;
    close(Math.tan(3 * t), (3 * Math.tan(t) - Math.tan(t) ** 3) / (1 - 3 * Math.tan(t) ** 2));
  },
  'cp2.complex.geometric-cosine-sum': (f) => {
    const t = Math.PI * f.theta;
    close((Math.sin((f.n * t) / 2) * Math.cos(((f.n - 1) * t) / 2)) / Math.sin(t / 2), f.C, 1e-9);
    close((Math.sin((f.n * t) / 2) * Math.sin(((f.n - 1) * t) / 2)) / Math.sin(t / 2), f.S, 1e-9);
  },
  'cp2.complex.infinite-cosine-series': (f) => {
    let s = 0;
    for (let r = 0; r < 400; r++) s += (f.q / f.p) ** r * Math.sin(r * Math.PI * f.theta);
    close(s, f.S, 1e-9);
  },
  'cp2.complex.roots-of-unity-shifted': (f) => {
    expect(new Set(f.roots.map((z: C) => z.map((v) => v.toFixed(6)).join())).size).toBe(f.n);
    for (const z of f.roots) {
      closeC(cpowN([z[0] + f.c, z[1]], f.n), [f.k ** f.n, 0], 1e-9);
      close(Math.hypot(z[0] + f.c, z[1]), f.k);
    }
  },
  'cp2.complex.roots-of-cartesian': (f) => {
    for (const [list, target] of [
      [f.args, f.w],
      [f.conjArgs, [f.w[0], -f.w[1]]],
    ] as [number[], C][]) {
      expect(new Set(list.map((t) => t.toFixed(9))).size).toBe(f.n);
      for (const t of list) {
        expect(t).toBeGreaterThan(-1);
        expect(t).toBeLessThanOrEqual(1);
        closeC(cpowN([f.R * Math.cos(Math.PI * t), f.R * Math.sin(Math.PI * t)], f.n), target, 1e-9);
      }
    }
  },
  'cp2.complex.polygon-from-vertex': (f) => {
    close(shoelace(f.vertices), f.area);
    const first = cpowN(f.vertices[0], f.n);
    for (const v of f.vertices) closeC(cpowN(v, f.n), first, 1e-9);
    close(
      f.vertices.reduce((s: number, p: C, i: number) => {
        const q = f.vertices[(i + 1) % f.n];
        return s + Math.hypot(p[0] - q[0], p[1] - q[1]);
      }, 0),
      f.perimeter,
    );
  },
  'cp2.complex.square-from-side': (f) => {
    const pts = [f.A, f.B, f.C, f.D] as C[];
    const sides = pts.map((p, i) => {
      const q = pts[(i + 1) % 4];
      return [q[0] - p[0], q[1] - p[1]];
    });
    for (let i = 0; i < 4; i++) {
      const [u, v] = [sides[i], sides[(i + 1) % 4]];
      expect(u[0] * v[0] + u[1] * v[1]).toBe(0);
      expect(u[0] * v[1] - u[1] * v[0]).toBeGreaterThan(0);
    }
    close(shoelace(pts), f.area);
    close(f.centre[0], (f.B[0] + f.D[0]) / 2);
    close(f.centre[1], (f.B[1] + f.D[1]) / 2);
  },
});

describe('cp2 exponential form and de Moivre templates', () => {
  it.each(cp2ComplexExponentialDeMoivreTemplates.map((t) => [t.id, t] as const))('%s publishes six different texts', (_id, template) => {
    const texts = Array.from({ length: 6 }, (_, v) => questionText(template.build(createRng(`${template.id}#${v}`))));
    expect(new Set(texts).size).toBe(6);
  });

  it('prints exact values in simplest surd form', () => {
    expect(exactAny(1 + Math.sqrt(3) / 2)).toBe(String.raw`1 + \frac{1}{2}\sqrt{3}`);
    expect(exactAny((-9 * Math.SQRT2) / 50)).toBe(String.raw`-\frac{9}{50}\sqrt{2}`);
    expect(exactAny(27 / 2)).toBe(String.raw`\frac{27}{2}`);
    expect(cxAny([-0.5, -Math.sqrt(3) / 2])).toBe(String.raw`-\frac{1}{2} - \frac{1}{2}\sqrt{3}\mathrm{i}`);
  });
});
