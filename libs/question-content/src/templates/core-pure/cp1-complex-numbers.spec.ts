import { type C, close, cm, cpoly, shoelace } from '../../testing/checks.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1ComplexTemplates } from './cp1-complex-numbers.js';
import { cp1ComplexEquationRootTemplates } from './cp1-complex-equations-and-roots.js';

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(
  cp1ComplexTemplates.filter((t) => !cp1ComplexEquationRootTemplates.includes(t)),
  {
    'cp1.complex.imaginary': (f) => {
      close(f.k * f.k * f.m, (f.k * Math.sqrt(f.m)) ** 2);
      close(f.re + f.q * f.c, f.p * f.a);
      close(f.im + f.q * f.d, f.p * f.b);
      close(f.a + f.lambda * f.c, 0);
      close(f.sumIm, f.b + f.lambda * f.d);
      expect(f.sumIm).not.toBe(0);
    },
    'cp1.complex.multiplying': (f) => {
      close(Math.hypot(...(f.zw as C)), Math.hypot(...(f.z as C)) * Math.hypot(...(f.w as C)));
      close(Math.hypot(...(f.z2 as C)), Math.hypot(...(f.z as C)) ** 2);
      close(f.zw[0] + f.zw[1], f.z[0] * (f.w[0] + f.w[1]) + f.z[1] * (f.w[0] - f.w[1]));
      const v = cpoly([1, f.p, f.q], f.z);
      close(v[0], 0);
      close(v[1], 0);
    },
    'cp1.complex.conjugation': (f) => {
      const back = cm([f.re.n / f.re.d, f.im.n / f.im.d], [f.c, f.d]);
      close(back[0], f.a);
      close(back[1], f.b);
      const s = [f.a + f.k * f.c, f.b - f.k * f.d];
      close(s[1], 0);
      close(s[0], f.realValue);
      expect(f.realValue).not.toBe(0);
    },
    'cp1.complex.quadratic-roots': (f) => {
      for (const s of [1, -1]) {
        const v = cpoly([1, f.b, f.c], [f.p, s * f.q]);
        close(v[0], 0);
        close(v[1], 0);
      }
      const back = cm(f.ratio, [f.p, -f.q]);
      close(back[0], f.p);
      close(back[1], f.q);
    },
    'cp1.complex.cubic': (f) => {
      const pts = [
        [f.r, 0],
        [f.p, f.q],
        [f.p, -f.q],
      ] as C[];
      for (const z of pts) {
        const v = cpoly(f.coeffs, z);
        close(v[0], 0);
        close(v[1], 0);
      }
      close(f.area, shoelace(pts));
      expect(f.area).toBeGreaterThan(0);
    },
  },
);
