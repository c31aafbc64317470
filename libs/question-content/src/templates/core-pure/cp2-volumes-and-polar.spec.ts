import { close } from '../../testing/checks.js';
import { simpson } from '../../testing/numeric.js';
import { verifyTemplates } from '../../testing/template-suite.js';
import { cp2VolumePolarBaseTemplates } from './cp2-volumes-and-polar.js';
import { publishedDistinct, threeFigureAnswers } from '../../testing/variant-rules.js';

const trigFn = (t: string) => (t === 'cos' ? Math.cos : Math.sin);

/** Independent re-derivations of each template's answers from its inputs. */
verifyTemplates(cp2VolumePolarBaseTemplates, {
  'cp2.volumes.x-axis-exponential': (f) => {
    close(Math.PI * simpson((x) => (f.a * Math.sqrt(x) * Math.exp((f.k * x) / 2)) ** 2, 0, f.h), f.value);
    expect(f.k * f.h).toBeGreaterThan(1);
  },
  'cp2.volumes.y-axis-logarithm': (f) => {
    close(Math.PI * simpson((y) => (f.c * Math.exp(y / f.k)) ** 2, 0, f.H), f.value);
    // area by vertical strips: rectangle x in [0, c] up to H, then H - k ln(x/c) beyond
    const xMax = f.c * Math.exp(f.H / f.k);
    close(f.c * f.H + simpson((x) => f.H - f.k * Math.log(x / f.c), f.c, xMax), f.areaValue);
  },
  'cp2.volumes.parametric': (f) => {
    const xEnd = f.p * f.T * f.T;
    const y = (x: number) => f.q * (x / f.p) ** (f.n / 2);
    close(simpson(y, 0, xEnd, 20000), f.area, 1e-5);
    close(Math.PI * simpson((x) => y(x) ** 2, 0, xEnd), f.volume);
  },
  'cp2.volumes.vase-model': (f) => {
    close(Math.PI * simpson((y) => (f.a * Math.exp(y / f.b)) ** 2, 0, f.h), f.volume);
    // rate of rise: numerical derivative of the volume to depth d
    const vol = (d: number) => Math.PI * simpson((y) => (f.a * Math.exp(y / f.b)) ** 2, 0, d);
    close(f.Q / ((vol(f.d + 1e-4) - vol(f.d - 1e-4)) / 2e-4), f.rise, 1e-5);
    close(f.time * f.Q, Number(f.volume.toPrecision(3)));
  },
  'cp2.polar.circle-conversion': (f) => {
    let best = [0, 0];
    for (let i = 0; i < 20000; i++) {
      const t = -Math.PI + (2 * Math.PI * i) / 20000;
      const r = f.p * Math.cos(t) + f.q * Math.sin(t);
      if (r > best[0]) best = [r, t];
    }
    close(best[0], f.rMax, 1e-6);
    close(best[1], f.thetaMax, 1e-3);
    for (const t of [0.2, 1, 2.2]) {
      const r = f.p * Math.cos(t) + f.q * Math.sin(t);
      close((r * Math.cos(t) - f.centre[0]) ** 2 + (r * Math.sin(t) - f.centre[1]) ** 2, f.r2);
    }
  },
  'cp2.polar.rose-loop': (f) => {
    const r = (t: number) => f.a * trigFn(f.trig)(f.n * t);
    close(
      simpson((t) => Math.max(0, r(t)) ** 2 / 2, 0, 2 * Math.PI, 20000),
      f.total,
      1e-6,
    );
    const lo = f.trig === 'cos' ? -Math.PI / (2 * f.n) : 0;
    close(
      simpson((t) => r(t) ** 2 / 2, lo, lo + Math.PI / f.n),
      f.area,
    );
  },
  'cp2.polar.limacon-area': (f) => {
    close(
      simpson((t) => (f.a + f.b * trigFn(f.trig)(t)) ** 2 / 2, 0, Math.PI / 2),
      f.value,
    );
    const A = [f.a + f.b * trigFn(f.trig)(0), 0];
    const B = [0, f.a + f.b * trigFn(f.trig)(Math.PI / 2)];
    close(Math.abs(A[0] * B[1] - A[1] * B[0]) / 2, f.triangle);
  },
  'cp2.polar.horizontal-tangents': (f) => {
    const y = (t: number) => (f.a + f.sign * f.b * Math.cos(t)) * Math.sin(t);
    const t0 = Math.acos(f.cos);
    close((y(t0 + 1e-6) - y(t0 - 1e-6)) / 2e-6, 0, 1e-6);
    close(f.r, f.a + f.sign * f.b * f.cos);
    expect(f.r).toBeGreaterThan(0);
    if (f.thetaPrinted !== null) close(f.thetaPrinted, t0, 0.005);
    const [x1, y1] = [f.r * Math.cos(t0), f.r * Math.sin(t0)];
    close(Math.hypot(x1 - x1, y1 + y1), f.distance);
  },
});
publishedDistinct(cp2VolumePolarBaseTemplates);
threeFigureAnswers(cp2VolumePolarBaseTemplates);
