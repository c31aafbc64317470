import { close } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2VolumeTemplates } from './cp2-volumes-of-revolution.js';
import { publishedDistinct, threeFigureAnswers } from '../../testing/variant-rules.js';

/** Independent re-derivations: volumes and areas by Simpson's rule on the Cartesian or parametric forms. */
verifyTemplates(cp2VolumeTemplates, {
  'cp2.volumes.x-axis-partial-fractions': (f) => close(Math.PI * simpson((x) => (f.k * f.k) / ((x + f.p) * (x + f.q)), 0, f.h), f.value),
  'cp2.volumes.x-axis-infinite-solid': (f) => {
    const y2 = (x: number) => f.a * f.a * x * Math.exp(-2 * f.b * x);
    close(Math.PI * simpson(y2, 0, 60 / f.b, 20000), f.infinite, 1e-6);
    close(Math.PI * simpson(y2, 0, f.c), f.finite);
  },
  'cp2.volumes.y-axis-sine': (f) => {
    const L = Math.PI / (f.k * f.b);
    close(Math.PI * simpson((y) => (f.a * Math.sin(f.b * y)) ** 2, 0, L), f.volume);
    close(
      simpson((y) => f.a * Math.sin(f.b * y), 0, L),
      f.area,
    );
  },
  'cp2.volumes.y-axis-reciprocal-quadratic': (f) => {
    // shells about the y-axis: 2 pi x (y(x) - m) dx from 0 to where the curve meets y = m
    const X = Math.sqrt((f.k / f.m - 1) / f.c);
    close(2 * Math.PI * simpson((x) => x * (f.k / (f.c * x * x + 1) - f.m), 0, X), f.value);
  },
  'cp2.volumes.parametric-ellipse': (f) => {
    close(Math.PI * simpson((x) => f.b * f.b * (1 - (x / f.a) ** 2), f.a * f.c, f.a), f.volume);
    close(Math.PI * simpson((x) => f.b * f.b * (1 - (x / f.a) ** 2), -f.a, f.a), f.whole);
  },
  'cp2.volumes.parametric-loop': (f) => {
    // trapezium sum over a fine parameter grid of the traced points
    let [area, vol] = [0, 0];
    const N = 20000;
    for (let i = 0; i < N; i++) {
      const [t0, t1] = [(Math.PI / 2) * (i / N), (Math.PI / 2) * ((i + 1) / N)];
      const [x0, x1] = [f.a * Math.sin(t0), f.a * Math.sin(t1)];
      const [y0, y1] = [f.b * Math.sin(2 * t0), f.b * Math.sin(2 * t1)];
      area += ((y0 + y1) / 2) * (x1 - x0);
      vol += Math.PI * ((y0 * y0 + y1 * y1) / 2) * (x1 - x0);
    }
    close(area, f.area, 1e-5);
    close(vol, f.volume, 1e-5);
  },
  'cp2.volumes.bowl-model': (f) => {
    const V = (d: number) => Math.PI * simpson((y) => f.c * y, 0, d);
    close(V(f.h) / 1000, f.litres);
    close(f.Q / ((V(f.d1 + 1e-4) - V(f.d1 - 1e-4)) / 2e-4), f.rise, 1e-5);
    close(V(f.d1) / f.Q, f.time);
  },
  'cp2.volumes.bead-model': (f) => {
    close(f.R * f.R, f.rho * f.rho + f.L * f.L);
    const v = Math.PI * simpson((x) => f.R * f.R - x * x - f.rho * f.rho, -f.L, f.L);
    close(v, f.volume);
    close((v / 1000) * f.density, f.mass);
  },
});
publishedDistinct(cp2VolumeTemplates);
threeFigureAnswers(cp2VolumeTemplates);
