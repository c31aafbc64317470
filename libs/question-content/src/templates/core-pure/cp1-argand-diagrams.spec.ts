import { close, cm, productQuotient } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp1ArgandTemplates } from './cp1-argand-diagrams.js';
import { cp1ArgandModArgLociRegionTemplates } from './cp1-argand-mod-arg-loci-and-regions.js';

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(
  cp1ArgandTemplates.filter((t) => !cp1ArgandModArgLociRegionTemplates.includes(t)),
  {
    'cp1.argand.points': (f) => {
      close(Math.hypot(f.a - f.c, f.b - f.d) ** 2, f.dist2);
      const u = [f.a - f.c, f.b - f.d];
      close(Math.hypot(...u) * Math.cos(f.argDiff), u[0]);
      close(Math.hypot(...u) * Math.sin(f.argDiff), u[1]);
      expect(f.a * f.d - f.b * f.c).not.toBe(0);
    },
    'cp1.argand.modulus-argument': (f) => {
      const r = Math.hypot(f.a, f.b);
      close(r * Math.cos(f.arg), f.a);
      close(r * Math.sin(f.arg), f.b);
      expect(Math.abs(f.arg)).toBeLessThanOrEqual(Math.PI);
      const z3 = cm(cm([f.a, f.b], [f.a, f.b]), [f.a, f.b]);
      close(Math.hypot(...z3) ** 2, f.n3 ** 2 / f.n3);
      close(Math.atan2(z3[1], z3[0]), f.cube);
    },
    'cp1.argand.mod-arg-form': productQuotient,
    'cp1.argand.circle-locus': (f) => {
      const best = Math.max(
        ...Array.from({ length: 3600 }, (_, i) => Math.hypot(f.a + f.r * Math.cos(i / 573), f.b + f.r * Math.sin(i / 573))),
      );
      close(best, Math.sqrt(f.d2) + f.r, 1e-5);
      const least = Math.min(
        ...Array.from({ length: 3600 }, (_, i) => Math.hypot(f.a + f.r * Math.cos(i / 573), f.b + f.r * Math.sin(i / 573))),
      );
      close(least, f.min, 1e-5);
    },
    'cp1.argand.sector-region': (f) => {
      close(
        f.area * Math.PI,
        simpson(() => (f.r * f.r) / 2, (f.lo * Math.PI) / 12, (f.hi * Math.PI) / 12),
      );
      close(f.perimeter, 2 * f.r + simpson(() => f.r, (f.lo * Math.PI) / 12, (f.hi * Math.PI) / 12));
      const angle = Math.atan2(f.v, f.u);
      const onEdge = Math.abs(Math.hypot(f.u, f.v) - f.r) < 1e-9 || [f.lo, f.hi].some((e) => Math.abs(angle - (e * Math.PI) / 12) < 1e-9);
      if (onEdge) return;
      const poly = [
        [0, 0],
        ...Array.from({ length: 2001 }, (_, i) => {
          const t = (Math.PI * (f.lo + ((f.hi - f.lo) * i) / 2000)) / 12;
          return [f.r * Math.cos(t), f.r * Math.sin(t)];
        }),
      ];
      let inside = false; // ray casting
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i];
        const [xj, yj] = poly[j];
        if (yi > f.v !== yj > f.v && f.u < ((xj - xi) * (f.v - yi)) / (yj - yi) + xi) inside = !inside;
      }
      expect(f.inside).toBe(inside);
    },
  },
);
