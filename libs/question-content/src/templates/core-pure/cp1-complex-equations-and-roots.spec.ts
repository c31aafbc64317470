import { type C, close, cm, cpoly } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1ComplexEquationRootTemplates } from './cp1-complex-equations-and-roots.js';

const zero = (v: C) => {
  close(v[0], 0);
  close(v[1], 0);
};

/** Independent re-derivations: substitution back into each equation, numerical complex arithmetic. */
verifyTemplates(cp1ComplexEquationRootTemplates, {
  'cp1.complex.cubic-unknown-coefficients': (f) => {
    for (const z of [
      [f.a, f.b],
      [f.a, -f.b],
      [f.s, 0],
    ] as C[])
      zero(cpoly([1, f.p, f.q, f.c], z));
  },
  'cp1.complex.real-multiples': (f) => {
    const z: C = [f.a, f.b];
    const w: C = [f.c, f.d];
    const lhs = [f.lambda * z[0] + f.mu * w[0], f.lambda * z[1] + f.mu * w[1]];
    close(lhs[0], f.P);
    close(lhs[1], f.Q);
    // uniqueness: z and w are not real multiples of each other
    expect(Math.abs(cm(z, [w[0], -w[1]])[1])).toBeGreaterThan(0);
    close(f.diff[0] + f.P, 2 * f.lambda * f.a);
    close(f.diff[1] + f.Q, 2 * f.lambda * f.b);
  },
  'cp1.complex.negative-square-roots': (f) => {
    for (const s of [1, -1]) {
      const z: C = [f.a, s * Math.sqrt(f.N)];
      const u = cm([z[0] - f.a, z[1]], [z[0] - f.a, z[1]]);
      zero([u[0] + f.N, u[1]]);
      zero(cpoly([1, f.p, f.q], z));
    }
  },
  'cp1.complex.equate-parts': (f) => {
    const prod = cm([f.x, f.y], [f.c, f.d]);
    close(prod[0], f.P);
    close(prod[1], f.Q);
    const sq = cm([f.x, f.y], [f.x, f.y]);
    close(sq[0], f.w2[0]);
    close(sq[1], f.w2[1]);
    const v: C = [sq[0] + f.k * f.x, sq[1] + f.k * f.y];
    close(f.real ? v[1] : v[0], 0);
    expect(Math.abs(f.real ? v[0] : v[1])).toBeGreaterThan(0);
  },
  'cp1.complex.square-roots': (f) => {
    const sq = cm([f.a, f.b], [f.a, f.b]);
    close(sq[0], f.P);
    close(sq[1], f.Q);
    for (const w of [
      [f.a - f.h, f.b],
      [-f.a - f.h, -f.b],
    ] as C[]) {
      const w2 = cm(w, w);
      zero([w2[0] + 2 * f.h * w[0] + f.h * f.h - f.P, w2[1] + 2 * f.h * w[1] - f.Q]);
    }
  },
  'cp1.complex.conjugate-equation': (f) => {
    const lhs = cm([0, f.q], [f.x, -f.y]);
    close(f.p * f.x + lhs[0], f.A);
    close(f.p * f.y + lhs[1], f.B);
    const back = cm(f.ratio as C, [f.x, -f.y]);
    close(back[0], f.x);
    close(back[1], f.y);
    close(Math.hypot(...(f.ratio as C)), 1);
  },
  'cp1.complex.conjugate-parameter': (f) => {
    const back = cm(f.w as C, [f.p, f.q]);
    close(back[0], f.k);
    close(back[1], f.c);
    close(f.imaginary ? f.w[0] : f.w[1], 0);
    expect(f.k).not.toBe(0);
  },
  'cp1.complex.quadratic-given-root': (f) => {
    zero(cpoly([1, f.b, f.c], [f.p, f.q]));
    close(f.b * f.b - 4 * (f.c - f.kMin), 0);
    expect(f.b * f.b - 4 * (f.c - f.kMin + 0.01)).toBeLessThan(0);
  },
  'cp1.complex.quadratic-roots-region': (f) => {
    const z: C = [f.S / 2, Math.sqrt(f.P - (f.S * f.S) / 4)];
    zero(cpoly([1, -f.S, f.P], z));
    close(Math.hypot(...z) ** 2, f.modulus2);
    close(Math.atan2(z[1], z[0]), f.theta * Math.PI);
    close(
      f.area * Math.PI,
      simpson(() => simpson((r) => r, 0, Math.sqrt(f.modulus2), 200), -f.theta * Math.PI, f.theta * Math.PI, 20),
    );
  },
  'cp1.complex.quartic-given-root': (f) => {
    expect(f.roots).toHaveLength(4);
    expect(new Set(f.roots.map((r: C) => r.join(','))).size).toBe(4);
    for (const r of f.roots) zero(cpoly(f.coeffs, r));
  },
});
