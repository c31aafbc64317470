import { stemOf } from '../../question-text.js';
import { close, crossv, dotv, sub } from '../../testing/checks.js';
import { variantsOf, verifyTemplates } from '../../testing/template-suite.js';
import { cp1VectorScalarProductTemplates } from './cp1-vectors-scalar-product.js';

const add = (a: number[], b: number[]) => a.map((v, i) => v + b[i]);
const scale = (a: number[], k: number) => a.map((v) => v * k);
const len = (a: number[]) => Math.hypot(...a);
const parallel = (a: number[], b: number[]) => crossv(a, b).every((x) => x === 0);
/** Distance from P to the line a + t d by ternary search on the (convex) distance: no scalar product formula. */
const distToLine = (P: number[], a: number[], d: number[]) => {
  const g = (t: number) => len(sub(add(a, scale(d, t)), P));
  let [lo, hi] = [-100, 100];
  for (let it = 0; it < 200; it++) {
    const [m1, m2] = [lo + (hi - lo) / 3, hi - (hi - lo) / 3];
    if (g(m1) < g(m2)) hi = m2;
    else lo = m1;
  }
  return g((lo + hi) / 2);
};
/** Heron's formula for the area of the triangle PQR. */
const heron = (P: number[], Q: number[], R: number[]) => {
  const [a, b, c] = [len(sub(Q, R)), len(sub(P, R)), len(sub(P, Q))];
  const s = (a + b + c) / 2;
  return Math.sqrt(s * (s - a) * (s - b) * (s - c));
};
const onPlane = (n: number[], p: number, X: number[]) => expect(dotv(n, X)).toBe(p);

/** Independent re-derivations: brute-force distances, Heron's formula, substitution into each plane. */
verifyTemplates(cp1VectorScalarProductTemplates, {
  'cp1.vectors.parallel-lines-distance': (f) => {
    expect(parallel(sub(f.F, f.a), f.d)).toBe(true);
    expect(parallel(sub(f.C, f.a), f.d)).toBe(false);
    // F is the closest point of l1 to C: Pythagoras with a second point of l1
    const A2 = add(f.F, f.d);
    close(len(sub(f.C, f.F)) ** 2 + len(sub(A2, f.F)) ** 2, len(sub(f.C, A2)) ** 2);
    close(distToLine(f.C, f.a, f.d) ** 2, f.distanceSquared, 1e-6);
    // parallel lines: every point of l2 is the same distance from l1
    close(distToLine(add(f.C, scale(f.d, 5)), f.a, f.d) ** 2, f.distanceSquared, 1e-6);
    if (f.variant === 'parallelogram') {
      expect(sub(f.B, f.a)).toEqual(sub(f.D, f.C));
      close(2 * heron(f.a, f.B, f.C), Math.sqrt(f.areaSquared));
    }
  },
  'cp1.vectors.planes-line-of-intersection': (f) => {
    // the line Q + t d lies in both planes: two of its points do
    for (const X of [f.Q, add(f.Q, f.d), add(f.Q, scale(f.d, -3))]) {
      onPlane(f.n1, f.p1, X);
      onPlane(f.n2, f.p2, X);
    }
    expect(f.d.some((x: number) => x !== 0)).toBe(true);
    if (f.variant === 'containing-plane') {
      for (const X of [f.Q, add(f.Q, f.d), f.P]) onPlane(f.m, f.pm, X);
      expect(f.m.some((x: number) => x !== 0)).toBe(true);
      expect(parallel(sub(f.P, f.Q), f.d)).toBe(false);
    } else {
      for (const [n, p] of [
        [f.n1, f.p1],
        [f.n2, f.p2],
        [f.d, f.p3],
      ])
        onPlane(n, p, f.X);
      onPlane(f.d, f.p3, f.P);
      close(distToLine(f.P, f.Q, f.d) ** 2, f.distanceSquared, 1e-6);
      close(len(sub(f.P, f.X)) ** 2, f.distanceSquared);
    }
  },
});

describe('two stems for each scalar-product template', () => {
  it.each(cp1VectorScalarProductTemplates.map((t) => [t.id, t] as const))('%s asks in two ways across its variants', (_, template) => {
    const variants = variantsOf(template);
    expect(new Set(variants.map((v) => (v.facts as { variant: string }).variant)).size).toBe(2);
    expect(new Set(variants.map(stemOf)).size).toBeGreaterThanOrEqual(2);
  });
});
