/** Helpers shared by the cp2 volumes, polar and differential-equation templates. */
import { axes, frame, path, SHADE, svgDoc } from '../../svg.js';
import { terms, tex } from '../../math/tex.js';

/** Polar curve drawn in Cartesian coordinates, points with r < 0 skipped unless `negative`; optional shading from the pole over [s0, s1]. */
export function polarCurveDiagram(
  r: (t: number) => number,
  t0: number,
  t1: number,
  shade?: [number, number],
  extra?: (t: number) => number,
  negative = false,
): string {
  const pts: [number, number][] = [];
  const trace = (fn: (t: number) => number) => {
    const out: [number, number][] = [];
    for (let i = 0; i <= 240; i++) {
      const t = t0 + ((t1 - t0) * i) / 240;
      if (negative || fn(t) >= 0) out.push([fn(t) * Math.cos(t), fn(t) * Math.sin(t)]);
    }
    return out;
  };
  pts.push(...trace(r));
  const second = extra ? trace(extra) : [];
  const all = [...pts, ...second];
  const lim = Math.max(...all.map(([x, y]) => Math.max(Math.abs(x), Math.abs(y)))) * 1.1 + 0.2;
  const f = frame(-lim, lim, -lim, lim, 260);
  const body = [axes(f, -lim, lim, -lim, lim, '', '')];
  if (shade) {
    const region: [number, number][] = [[0, 0]];
    for (let i = 0; i <= 80; i++) {
      const t = shade[0] + ((shade[1] - shade[0]) * i) / 80;
      region.push([Math.max(0, r(t)) * Math.cos(t), Math.max(0, r(t)) * Math.sin(t)]);
    }
    body.push(path(f, region, true, SHADE));
  }
  body.push(path(f, pts, false));
  if (second.length) body.push(path(f, second, false, ' fill="none" stroke="black" stroke-dasharray="4 3"'));
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
