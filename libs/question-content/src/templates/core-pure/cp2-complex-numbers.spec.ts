import { createRng } from '../../random.js';
import { type C, close, cm, inPrincipal, polar, productQuotient, shoelace } from '../../testing/checks.js';
import { factorial, sum } from '../../testing/numeric.js';
import { questionText } from '../../question-text.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2ComplexBaseTemplates, cp2ComplexTemplates } from './cp2-complex-numbers.js';

const cpowN = (z: C, n: number): C => {
  let w: C = [1, 0];
  for (let i = 0; i < n; i++) w = cm(w, z);
  return w;
};
const choose = (n: number, r: number) => factorial(n) / (factorial(r) * factorial(n - r));

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(cp2ComplexBaseTemplates, {
  'cp2.complex.exp-product-quotient': (f) => {
    productQuotient(f);
    const p = cpowN(cm(polar(f.r1, f.t1), polar(f.r2, f.t2)), f.m);
    const q = polar(f.powerModulus, f.power);
    close(p[0], q[0]);
    close(p[1], q[1]);
    inPrincipal(f.power);
    let k = 1;
    while (Math.cos(k * Math.PI * (f.t1 - f.t2)) < 1 - 1e-9) k++;
    expect(k).toBeGreaterThan(1);
    expect(k).toBe(f.leastPositive);
  },
  'cp2.complex.exponential-form': (f) => {
    close(Math.hypot(...(f.z as C)), f.r);
    const sq = cm(f.z, f.z);
    const s = polar(f.r * f.r, f.square);
    close(sq[0], s[0]);
    close(sq[1], s[1]);
    inPrincipal(f.square);
    const conj: C = [f.z[0], -f.z[1]];
    const back = cm(polar(f.r, f.triple), conj);
    close(back[0], sq[0]);
    close(back[1], sq[1]);
    inPrincipal(f.triple);
  },
  'cp2.complex.de-moivre-power': (f) => {
    const r = Math.hypot(...(f.base as C));
    const t = Math.atan2(f.base[1], f.base[0]);
    close(f.result[0], r ** f.n * Math.cos(f.n * t), 1e-9);
    close(f.result[1], r ** f.n * Math.sin(f.n * t), 1e-9);
    let m = 1;
    let w: C = f.base;
    while (!(Math.abs(w[1]) < 1e-6 * Math.hypot(...w) && w[0] > 0)) {
      w = cm(w, f.base);
      m++;
    }
    expect(m).toBe(f.m);
    close(w[0], f.realValue);
  },
  'cp2.complex.multiple-angle': (f) => {
    for (const t of [0.3, 1.1, 2.5])
      close(
        f.coeffs.reduce((s: number, c: number, i: number) => s + c * Math.cos(t) ** (f.n - i), 0),
        Math.cos(f.n * t),
      );
    const th = Math.acos(f.p / f.q);
    close(f.exact, Math.cos(f.n * th));
    close(f.deduced, Math.cos(f.n * (Math.PI - th)));
  },
  'cp2.complex.binomial-cosine-sum': (f) => {
    const t = f.theta * Math.PI;
    close(
      sum(0, f.n, (r) => choose(f.n, r) * Math.cos(r * t)),
      f.value,
      1e-9,
    );
    close(
      sum(0, f.n, (r) => choose(f.n, r) * Math.sin(r * t)),
      f.sValue,
      1e-9,
    );
  },
  'cp2.complex.nth-roots': (f) => {
    const w = polar(f.r ** f.n, f.phi);
    expect(new Set(f.args).size).toBe(f.n);
    for (const a of f.args) {
      inPrincipal(a);
      let z: C = [1, 0];
      for (let i = 0; i < f.n; i++) z = cm(z, polar(f.r, a));
      close(z[0], w[0], 1e-9);
      close(z[1], w[1], 1e-9);
    }
    const [p, q] = [polar(f.r, f.args[0]), polar(f.r, f.args[1])];
    close(Math.hypot(p[0] - q[0], p[1] - q[1]), f.side);
    const prod = f.args.reduce((acc: C, a: number) => cm(acc, polar(f.r, a)), [1, 0] as C);
    const e = polar(f.productModulus, f.product);
    close(prod[0], e[0], 1e-9);
    close(prod[1], e[1], 1e-9);
    inPrincipal(f.product);
  },
  'cp2.complex.roots-polygon-area': (f) => {
    close(shoelace(f.points), f.area);
    close(
      f.points.reduce((s: number, p: C, i: number) => {
        const q = f.points[(i + 1) % f.points.length];
        return s + Math.hypot(p[0] - q[0], p[1] - q[1]);
      }, 0),
      f.perimeter,
    );
    const [p, q] = [f.points[0], f.points[1]];
    close(Math.hypot((p[0] + q[0]) / 2, (p[1] + q[1]) / 2), f.apothem);
  },
});

describe('cp2 complex templates: published variants', () => {
  it.each(cp2ComplexTemplates.map((t) => [t.id, t] as const))('%s publishes six different texts', (_id, template) => {
    const texts = Array.from({ length: 6 }, (_, v) => questionText(template.build(createRng(`${template.id}#${v}`))));
    expect(new Set(texts).size).toBe(6);
  });
});
