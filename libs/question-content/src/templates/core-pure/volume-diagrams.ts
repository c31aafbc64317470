import { axes, frame, path, sample, SHADE, svgDoc } from '../../svg.js';

/** Shaded region between y = upper(x) and y = lower(x) on [a, b], with the axes. */
export function regionDiagram(upper: (x: number) => number, lower: (x: number) => number, a: number, b: number, xMax = b * 1.2): string {
  const top = sample(upper, a, b);
  const bottom = sample(lower, a, b).reverse();
  const yMax = Math.max(...top.map(([, y]) => y)) * 1.15 + 0.5;
  const yMin = Math.min(0, ...bottom.map(([, y]) => y));
  const scaleY = (xMax - Math.min(0, a)) / (yMax - yMin); // keep the picture square-ish
  const squash = ([x, y]: [number, number]): [number, number] => [x, y * scaleY];
  const f = frame(Math.min(0, a) - 0.2, xMax, yMin * scaleY - 0.2, yMax * scaleY, 260);
  return svgDoc(f, [
    axes(f, Math.min(0, a) - 0.2, xMax, yMin * scaleY - 0.2, yMax * scaleY),
    path(f, [...top, ...bottom].map(squash), true, SHADE),
    path(
      f,
      sample(upper, Math.min(0, a), xMax)
        .map(squash)
        .filter(([, y]) => y <= yMax * scaleY),
      false,
    ),
  ]);
}
