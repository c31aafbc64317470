/** Helpers shared by the cp2 volumes, polar and differential-equation templates. */
import { frame, initialLine, type Item, label, path, regionName, SHADE, svgDoc } from '../../svg.js';
import { terms, tex } from '../../math/tex.js';

/** How a polar diagram is drawn beyond its curve C: all optional. */
export interface PolarDiagramOptions {
  /** Shaded from the pole over these angles (the region R). */
  shade?: [number, number];
  /** A second curve, dashed. */
  second?: (t: number) => number;
  /** Points with r < 0 drawn too (an inner loop), else skipped. */
  negative?: boolean;
  /** Names printed beside the curve and the second curve. */
  names?: [string, string?];
}

/**
 * A polar curve as an exam draws one: from the pole O and the initial line (no Cartesian axes),
 * the curve named beside it and a shaded region named R.
 */
export function polarCurveDiagram(r: (t: number) => number, t0: number, t1: number, options: PolarDiagramOptions = {}): string {
  const { shade, second, negative = false, names = ['C'] } = options;
  const trace = (fn: (t: number) => number) => {
    const out: [number, number][] = [];
    for (let i = 0; i <= 240; i++) {
      const t = t0 + ((t1 - t0) * i) / 240;
      if (negative || fn(t) >= 0) out.push([fn(t) * Math.cos(t), fn(t) * Math.sin(t)]);
    }
    return out;
  };
  const curves = [trace(r), ...(second ? [trace(second)] : [])];
  const all = [[0, 0], ...curves.flat()];
  const [xs, ys] = [all.map(([x]) => x), all.map(([, y]) => y)];
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const pad = span * 0.06;
  const lineEnd = Math.max(...xs) + span * 0.18;
  const f = frame(Math.min(...xs) - pad, lineEnd + pad, Math.min(...ys) - pad, Math.max(...ys) + pad, 300);
  const body: Item[] = [initialLine(f, lineEnd)];
  if (shade) {
    const region: [number, number][] = [[0, 0]];
    for (let i = 0; i <= 80; i++) {
      const t = shade[0] + ((shade[1] - shade[0]) * i) / 80;
      region.push([Math.max(0, r(t)) * Math.cos(t), Math.max(0, r(t)) * Math.sin(t)]);
    }
    body.push(path(f, region, true, SHADE), regionName(f, region, 'R'));
  }
  curves.forEach((points, i) => {
    body.push(path(f, points, false, i ? ' fill="none" stroke="black" stroke-dasharray="4 3"' : ' fill="none" stroke="black"'));
    // The name beside the curve's upper-right-most point, where exam diagrams put it.
    const [nx, ny] = points.reduce((best, p) => (p[0] + p[1] > best[0] + best[1] ? p : best));
    if (names[i]) body.push(label(f, nx, ny, names[i]!, 4, -4));
  });
  return svgDoc(f, body);
}

/**
 * The two equations for λ and μ from putting λcos wx + μsin wx into y'' + py' + qy = C cos wx + S sin wx
 * (coefficients of cos, then of sin).
 */
export const trigCoefficientEquations = (p: number, q: number, w: number, C: number, S: number): string =>
  tex`${terms([
    [q - w * w, '\\lambda'],
    [p * w, '\\mu'],
  ])} = ${C}, \; ${terms([
    [q - w * w, '\\mu'],
    [-p * w, '\\lambda'],
  ])} = ${S}`;
