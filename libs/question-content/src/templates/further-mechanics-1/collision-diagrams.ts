import { angleMark, arrow, circle, frame, type Item, label, labelCentred, line, quantity, svgDoc, UNITS } from '../../svg.js';

/** Two spheres on a line, named inside, masses below and speeds in m s⁻¹ over their velocity arrows (right positive). */
export function lineCollisionDiagram(
  left: { name: string; mass: number | string; speed: number },
  right: { name: string; mass: number | string; speed: number },
): string {
  const f = frame(0, 10, 0, 3.4, 300);
  const sphere = (x: number, s: typeof left): Item[] => [
    circle(f, x, 1.1, 0.9),
    labelCentred(f, x, 1.1, s.name),
    labelCentred(f, x, -0.25, quantity(s.mass, UNITS.mass)),
    s.speed === 0
      ? labelCentred(f, x, 2.4, 'at rest')
      : [
          arrow(f, x - Math.sign(s.speed) * 0.7, 2.4, x + Math.sign(s.speed) * 0.7, 2.4),
          labelCentred(f, x, 2.85, quantity(Math.abs(s.speed), UNITS.speed)),
        ],
  ];
  return svgDoc(f, [line(f, 0, 0.2, 10, 0.2), sphere(3, left), sphere(7, right)]);
}

/** Where a smooth wall lies on the diagram: `vertical`, or `horizontal` (parallel to **i**). */
export type WallDirection = 'vertical' | 'horizontal';

/** A wall through the origin and a path meeting it at `angle` (radians) with the wall: world points from (along, off) the wall. */
function wallGeometry(direction: WallDirection) {
  const world = (along: number, off: number): [number, number] => (direction === 'vertical' ? [off, along] : [along, off]);
  const window = direction === 'vertical' ? frame(-1, 6, -4.2, 4.2, 240) : frame(-5, 5, -1, 4.6, 300);
  return { world, f: window };
}

/** The wall as a thick line with its smooth side towards the sphere. */
const wallLine = (f: ReturnType<typeof frame>, world: (along: number, off: number) => [number, number]): string =>
  line(f, ...world(-4, 0), ...world(4, 0), ' stroke-width="3"');

const directionOf = ([x, y]: [number, number]): number => Math.atan2(y, x);

/**
 * A sphere approaching a smooth wall: its speed over its path and, when the question names it, the
 * angle between path and wall marked with an arc and that name (α).
 */
export function wallImpactDiagram(angle: number, speed: number | string, angleName = 'α', direction: WallDirection = 'vertical'): string {
  const { world, f } = wallGeometry(direction);
  const start = world(-3.6 * Math.cos(angle), 3.6 * Math.sin(angle));
  const wallBack = directionOf(world(-1, 0));
  const towardsStart = directionOf(start);
  return svgDoc(f, [
    wallLine(f, world),
    arrow(f, ...start, ...world(-0.1 * Math.cos(angle), 0.1 * Math.sin(angle))),
    circle(f, ...start, 0.3),
    label(f, start[0] / 2, start[1] / 2, quantity(speed, UNITS.speed), 8, 4),
    angleName ? angleMark(f, [0, 0], Math.min(wallBack, towardsStart), Math.max(wallBack, towardsStart), angleName, 26) : [],
  ]);
}

/**
 * The path into and out of an impact with a smooth vertical wall, for the scheme: the angle in (α)
 * and the angle out with its value, each marked with an arc, and both speeds.
 */
export function reboundDiagram(inAngle: number, outAngle: number, inSpeed: number | string, outSpeed: number | string): string {
  const f = frame(-1, 6, -4.2, 4.2, 240);
  const [x0, y0] = [3.6 * Math.sin(inAngle), -3.6 * Math.cos(inAngle)];
  const [x1, y1] = [3.6 * Math.sin(outAngle), 3.6 * Math.cos(outAngle)];
  return svgDoc(f, [
    line(f, 0, -4, 0, 4, ' stroke-width="3"'),
    arrow(f, x0, y0, 0.05, 0),
    arrow(f, 0.05, 0, x1, y1),
    label(f, x0 / 2, y0 / 2, quantity(inSpeed, UNITS.speed), 8, 4),
    label(f, x1 / 2, y1 / 2, quantity(outSpeed, UNITS.speed), 8, 4),
    angleMark(f, [0, 0], -Math.PI / 2, -Math.PI / 2 + inAngle, 'α', 26),
    angleMark(f, [0, 0], Math.PI / 2 - outAngle, Math.PI / 2, `${((outAngle * 180) / Math.PI).toFixed(1)}°`, 26),
  ]);
}

/**
 * Two touching spheres A and B at impact, the line of centres across the page (parallel to **i**),
 * each named inside, with an arrow along its velocity that ends at its rim.
 */
export function obliqueSpheresDiagram(uA: [number, number], uB: [number, number]): string {
  const f = frame(0, 10, 0, 5, 280);
  const sphere = (name: string, x: number, [ux, uy]: [number, number]): Item[] => {
    const length = Math.hypot(ux, uy);
    // The arrow comes in along the velocity and stops at the rim, on the side away from the other sphere.
    const [dx, dy] = length ? [ux / length, uy / length] : [0, 0];
    const tail = 1 + 0.25 * length;
    return [circle(f, x, 2.5, 1), length ? arrow(f, x - dx * tail, 2.5 - dy * tail, x - dx, 2.5 - dy) : [], labelCentred(f, x, 2.5, name)];
  };
  return svgDoc(f, [sphere('A', 4, uA), sphere('B', 6, uB)]);
}
