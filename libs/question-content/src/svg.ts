/** Small standalone SVG diagrams computed from question parameters. */

export interface Frame {
  px(x: number): number;
  py(y: number): number;
  width: number;
  height: number;
}

const r1 = (v: number): string => String(Math.round(v * 10) / 10);
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Maps a world window onto a width x height canvas with a margin, y upwards, equal scales. */
export function frame(xMin: number, xMax: number, yMin: number, yMax: number, width = 280): Frame {
  const margin = 24;
  const scale = (width - 2 * margin) / (xMax - xMin);
  const height = Math.round((yMax - yMin) * scale + 2 * margin);
  return {
    px: (x) => margin + (x - xMin) * scale,
    py: (y) => height - margin - (y - yMin) * scale,
    width,
    height,
  };
}

export const svgDoc = (f: Frame, body: string[]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f.width} ${f.height}" width="${f.width}" height="${f.height}" font-family="serif" font-size="12">${body.join('')}</svg>`;

export const line = (f: Frame, x1: number, y1: number, x2: number, y2: number, extra = ''): string =>
  `<line x1="${r1(f.px(x1))}" y1="${r1(f.py(y1))}" x2="${r1(f.px(x2))}" y2="${r1(f.py(y2))}" stroke="black"${extra}/>`;

export const label = (f: Frame, x: number, y: number, text: string, dx = 4, dy = -4): string =>
  `<text x="${r1(f.px(x) + dx)}" y="${r1(f.py(y) + dy)}">${esc(text)}</text>`;

export const dot = (f: Frame, x: number, y: number): string => `<circle cx="${r1(f.px(x))}" cy="${r1(f.py(y))}" r="2.5" fill="black"/>`;

/** Axes through the origin (clamped into the window) with arrow-free labelled ends. */
export function axes(f: Frame, xMin: number, xMax: number, yMin: number, yMax: number, xName = 'x', yName = 'y'): string {
  const x0 = Math.min(Math.max(0, xMin), xMax);
  const y0 = Math.min(Math.max(0, yMin), yMax);
  return [
    line(f, xMin, y0, xMax, y0, ' stroke-width="0.8"'),
    line(f, x0, yMin, x0, yMax, ' stroke-width="0.8"'),
    label(f, xMax, y0, xName, -10, -6),
    label(f, x0, yMax, yName, 6, 10),
    label(f, x0, y0, 'O', -12, 12),
  ].join('');
}

export const circle = (f: Frame, cx: number, cy: number, r: number, extra = ' fill="none" stroke="black"'): string =>
  `<circle cx="${r1(f.px(cx))}" cy="${r1(f.py(cy))}" r="${r1(f.px(r) - f.px(0))}"${extra}/>`;

/** Closed or open path through world points. */
export function path(f: Frame, points: [number, number][], closed: boolean, extra = ' fill="none" stroke="black"'): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(f.px(x))} ${r1(f.py(y))}`).join(' ');
  return `<path d="${d}${closed ? ' Z' : ''}"${extra}/>`;
}

export const SHADE = ' fill="#bbbbbb" fill-opacity="0.6" stroke="black"';

/** Samples y = fn(x) on [a, b]. */
export function sample(fn: (x: number) => number, a: number, b: number, steps = 48): [number, number][] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const x = a + ((b - a) * i) / steps;
    return [x, fn(x)] as [number, number];
  });
}

/** Arrow from one world point to another with a small head. */
export function arrow(f: Frame, x1: number, y1: number, x2: number, y2: number): string {
  const [ax, ay, bx, by] = [f.px(x1), f.py(y1), f.px(x2), f.py(y2)];
  const angle = Math.atan2(by - ay, bx - ax);
  const head = (turn: number) => `${r1(bx - 7 * Math.cos(angle + turn))} ${r1(by - 7 * Math.sin(angle + turn))}`;
  return `<line x1="${r1(ax)}" y1="${r1(ay)}" x2="${r1(bx)}" y2="${r1(by)}" stroke="black"/><path d="M${r1(bx)} ${r1(by)} L${head(0.4)} L${head(-0.4)} Z" fill="black"/>`;
}
