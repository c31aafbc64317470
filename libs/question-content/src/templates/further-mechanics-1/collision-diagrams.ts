import { arrow, circle, frame, label, line, svgDoc } from '../../svg.js';

/** Two spheres on a line with labelled velocity arrows (right positive). */
export function lineCollisionDiagram(
  left: { name: string; mass: string; speed: number },
  right: { name: string; mass: string; speed: number },
): string {
  const f = frame(0, 10, 0, 3.2, 300);
  const arrowFor = (x: number, v: number) => (v === 0 ? '' : arrow(f, x, 2.6, x + Math.sign(v) * 1.4, 2.6));
  return svgDoc(f, [
    line(f, 0, 0.2, 10, 0.2),
    circle(f, 3, 1.1, 0.9),
    circle(f, 7, 1.1, 0.9),
    label(f, 3, 1.1, left.name, -4, 4),
    label(f, 7, 1.1, right.name, -4, 4),
    label(f, 3, 0.2, left.mass, -14, 14),
    label(f, 7, 0.2, right.mass, -14, 14),
    arrowFor(3, left.speed),
    arrowFor(7, right.speed),
    label(f, 3, 2.6, left.speed === 0 ? 'at rest' : `${Math.abs(left.speed)} m/s`, -12, -8),
    label(f, 7, 2.6, right.speed === 0 ? 'at rest' : `${Math.abs(right.speed)} m/s`, -12, -8),
  ]);
}

/** A sphere approaching a smooth wall (the line x = 0 drawn as y-axis) at an angle to the wall. */
export function wallImpactDiagram(angleDegrees: number, speedText: string): string {
  const f = frame(-1, 6, -3.5, 3.5, 240);
  const t = (angleDegrees * Math.PI) / 180;
  const [x0, y0] = [4 * Math.sin(t), -4 * Math.cos(t)];
  return svgDoc(f, [
    line(f, 0, -3.3, 0, 3.3, ' stroke-width="3"'),
    arrow(f, x0, y0, 0.3 * Math.sin(t), -0.3 * Math.cos(t)),
    circle(f, x0, y0, 0.3),
    label(f, x0, y0, speedText, 8, 4),
    label(f, 0, -1.6, `${angleDegrees.toFixed(1)} deg`, 6, 0),
  ]);
}

/** The path into and out of an impact with a smooth wall (the line x = 0): a diagram of an answer, for the scheme. */
export function reboundDiagram(inDegrees: number, outDegrees: number, inText: string, outText: string): string {
  const f = frame(-1, 6, -4, 4, 240);
  const [ti, to] = [(inDegrees * Math.PI) / 180, (outDegrees * Math.PI) / 180];
  const [x0, y0] = [3.6 * Math.sin(ti), -3.6 * Math.cos(ti)];
  const [x1, y1] = [3.6 * Math.sin(to), 3.6 * Math.cos(to)];
  return svgDoc(f, [
    line(f, 0, -3.8, 0, 3.8, ' stroke-width="3"'),
    arrow(f, x0, y0, 0.05, 0),
    arrow(f, 0.05, 0, x1, y1),
    label(f, x0, y0, inText, 6, 4),
    label(f, x1, y1, outText, 6, 4),
    label(f, 0, -1.2, `${inDegrees.toFixed(1)} deg`, 6, 0),
    label(f, 0, 1.2, `${outDegrees.toFixed(1)} deg`, 6, 0),
  ]);
}
