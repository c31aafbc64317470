import { axes, frame, type Item, label, path, regionName, sample, SHADE, svgDoc } from '../../svg.js';

/** What a region diagram names: the shaded region (R unless told) and, where the question names it, the curve (C). */
export interface RegionNames {
  region?: string;
  curve?: string;
}

/** Shaded region between y = upper(x) and y = lower(x) on [a, b], with the axes, the region and the curve named. */
export function regionDiagram(
  upper: (x: number) => number,
  lower: (x: number) => number,
  a: number,
  b: number,
  xMax = b * 1.2,
  names: RegionNames = { region: 'R' },
): string {
  const top = sample(upper, a, b);
  const bottom = sample(lower, a, b).reverse();
  const yMax = Math.max(...top.map(([, y]) => y)) * 1.15 + 0.5;
  const yMin = Math.min(0, ...bottom.map(([, y]) => y));
  const scaleY = (xMax - Math.min(0, a)) / (yMax - yMin); // keep the picture square-ish
  const squash = ([x, y]: [number, number]): [number, number] => [x, y * scaleY];
  const f = frame(Math.min(0, a) - 0.2, xMax, yMin * scaleY - 0.2, yMax * scaleY, 300);
  const curve = sample(upper, Math.min(0, a), xMax)
    .map(squash)
    .filter(([, y]) => y <= yMax * scaleY);
  const region = [...top, ...bottom].map(squash);
  const body: Item[] = [
    axes(f, Math.min(0, a) - 0.2, xMax, yMin * scaleY - 0.2, yMax * scaleY),
    path(f, region, true, SHADE),
    path(f, curve, false),
  ];
  if (names.region) body.push(regionName(f, region, names.region));
  // The curve's name near the far end of the drawn curve.
  const end = curve[Math.floor(curve.length * 0.85)];
  if (names.curve && end) body.push(label(f, end[0], end[1], names.curve, 4, -6));
  return svgDoc(f, body);
}
