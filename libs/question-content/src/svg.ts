/**
 * Small standalone SVG diagrams computed from question parameters, drawn as exam diagrams are:
 * variables italic and units upright (decision 0051), angles marked by an arc and a name, and every
 * label placed where it crosses no line, arrow or other label.
 */

export interface Frame {
  px(x: number): number;
  py(y: number): number;
  width: number;
  height: number;
}

/** A piece of a label's text in one style: variables and point names italic, numbers and units upright. */
export interface Run {
  text: string;
  italic: boolean;
}

/** A label waiting to be placed: its anchor and the box centre it would like (both on the canvas). */
export interface Label {
  kind: 'label';
  anchor: [number, number];
  preferred: [number, number];
  runs: Run[];
}

/** What a diagram is made of: drawn SVG elements, labels to place, and groups of both. */
export type Item = string | Label | Item[];

export type Segment = [number, number, number, number];

/** A label's box on the canvas. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const r1 = (v: number): string => String(Math.round(v * 10) / 10);
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Printed text size of a diagram in canvas units: the question paper prints a unit as a point. */
export const FONT_SIZE = 11;
/** A diagram is at most this tall (in canvas units), so the paper never has to shrink its text. */
export const MAX_HEIGHT = 170;

/**
 * Maps a world window onto a canvas with a margin, y upwards, equal scales: `width` wide, or
 * narrower where that would make it taller than `maxHeight`.
 */
export function frame(xMin: number, xMax: number, yMin: number, yMax: number, width = 280, maxHeight = MAX_HEIGHT): Frame {
  const margin = 24;
  const scale = Math.min((width - 2 * margin) / (xMax - xMin), (maxHeight - 2 * margin) / (yMax - yMin));
  const canvasWidth = Math.round((xMax - xMin) * scale + 2 * margin);
  const height = Math.round((yMax - yMin) * scale + 2 * margin);
  return {
    px: (x) => margin + (x - xMin) * scale,
    py: (y) => height - margin - (y - yMin) * scale,
    width: canvasWidth,
    height,
  };
}

const VARIABLE = /^(?:[A-Za-z]|[α-ω])$/;

/**
 * A label's text in exam style: a lone letter (a variable or a point's name) italic, except the
 * imaginary unit i (also in iz); words (Re, Im, units given as text), numbers and signs upright; "-"
 * as a minus sign.
 */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  const push = (token: string, italic: boolean) => {
    const last = runs[runs.length - 1];
    if (last && last.italic === italic) last.text += token;
    else runs.push({ text: token, italic });
  };
  for (const token of text.replace(/-/g, '−').match(/[A-Za-zα-ω]+|[^A-Za-zα-ω]+/g) ?? []) {
    // i times a variable (iz): the unit upright, the variable italic.
    if (/^i[A-Za-z]$/.test(token)) {
      push('i', false);
      push(token[1], true);
    } else push(token, VARIABLE.test(token) && token !== 'i');
  }
  return runs;
}

/** A value and its unit, the unit upright whatever its letters: `quantity('u', 'm s⁻¹')`. */
export const quantity = (value: string | number, unit: string): Run[] => [...runsOf(String(value)), { text: ` ${unit}`, italic: false }];

/** The SI units diagrams print, as an exam paper sets them. */
export const UNITS = { speed: 'm s⁻¹', mass: 'kg' } as const;

const NARROW = new Set("ijlftr.,:;()[]|'!1ʹ");
const WIDE = new Set('mwMW');
const SMALL = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻₀₁₂₃₄₅₆₇₈₉]/;

/** Estimated advance of a character in ems: at least STIX Two Text's, regular or italic. */
function charWidth(c: string): number {
  if (c === ' ') return 0.26;
  if (SMALL.test(c)) return 0.4;
  if (NARROW.has(c)) return 0.4;
  if (WIDE.has(c)) return 0.96;
  if ('=+−<>×'.includes(c)) return 0.74;
  if (/[A-Z]/.test(c)) return 0.76;
  return 0.58;
}

/** The box of text whose baseline is at y, centred on x (ascent and descent of a line of STIX Two Text). */
export function textBox(runs: Run[], x: number, baseline: number, size = FONT_SIZE): Box {
  const width = runs.reduce((sum, run) => sum + [...run.text].reduce((w, c) => w + charWidth(c), 0), 0) * size;
  return { left: x - width / 2, right: x + width / 2, top: baseline - 0.72 * size, bottom: baseline + 0.24 * size };
}

/** Where a label centred on `centre` has its baseline, for its box to be centred there too. */
const baselineFor = (centreY: number, size = FONT_SIZE): number => centreY + 0.24 * size;

/** Whether a segment meets a box (crossing it, or lying inside it): Liang–Barsky clipping. */
export function segmentMeetsBox([x1, y1, x2, y2]: Segment, box: Box): boolean {
  const [dx, dy] = [x2 - x1, y2 - y1];
  let [t0, t1] = [0, 1];
  for (const [p, q] of [
    [-dx, x1 - box.left],
    [dx, box.right - x1],
    [-dy, y1 - box.top],
    [dy, box.bottom - y1],
  ]) {
    if (p === 0) {
      if (q < 0) return false;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
    if (t0 > t1) return false;
  }
  return true;
}

const boxesMeet = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const grow = (box: Box, by: number): Box => ({ left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by });

/** Clearance kept between a label and any line, and from the canvas edge. */
const CLEARANCE = 1.5;

/** Whether a label's box is clear of every stroke and placed label, and inside the canvas. */
export function boxIsClear(box: Box, strokes: Segment[], placed: Box[], canvas: { width: number; height: number }): boolean {
  const padded = grow(box, CLEARANCE);
  if (padded.left < 0 || padded.top < 0 || padded.right > canvas.width || padded.bottom > canvas.height) return false;
  return !strokes.some((s) => segmentMeetsBox(s, padded)) && !placed.some((b) => boxesMeet(b, padded));
}

/**
 * The placement rule: the label's preferred box if it is clear, else the nearest clear box around
 * its anchor (eight directions, moving out), else the preferred box. Returns the box centre.
 */
export function placeLabel(
  label: Label,
  strokes: Segment[],
  placed: Box[],
  canvas: { width: number; height: number },
  size = FONT_SIZE,
): [number, number] {
  const half = textBox(label.runs, 0, 0, size);
  const [w, h] = [half.right - half.left, half.bottom - half.top];
  const boxAt = ([cx, cy]: [number, number]): Box => ({ left: cx - w / 2, right: cx + w / 2, top: cy - h / 2, bottom: cy + h / 2 });
  const [ax, ay] = label.anchor;
  const candidates: [number, number][] = [label.preferred];
  for (const gap of [3, 7, 12, 18, 26])
    for (let k = 0; k < 16; k++) {
      const t = (k * Math.PI) / 8;
      const [ux, uy] = [Math.cos(t), -Math.sin(t)];
      candidates.push([ax + ux * (w / 2 + gap), ay + uy * (h / 2 + gap)]);
    }
  return candidates.find((c) => boxIsClear(boxAt(c), strokes, placed, canvas)) ?? label.preferred;
}

function segmentsOfPath(d: string): Segment[] {
  const segments: Segment[] = [];
  let start: [number, number] | undefined;
  let at: [number, number] | undefined;
  for (const [, command, xs, ys] of d.matchAll(/([MLZ])\s*(?:(-?[\d.]+)[\s,]+(-?[\d.]+))?/g)) {
    if (command === 'Z') {
      if (at && start) segments.push([...at, ...start]);
      at = start;
      continue;
    }
    const point: [number, number] = [Number(xs), Number(ys)];
    if (command === 'L' && at) segments.push([...at, ...point]);
    else start = point;
    at = point;
  }
  return segments;
}

const numberAttribute = (tag: string, name: string): number => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(tag)?.[1] ?? 0);

/** Every line a diagram's markup draws (lines, paths of M/L/Z, circles as 24-gons), as canvas segments. */
export function strokesOf(markup: string): Segment[] {
  const segments: Segment[] = [];
  for (const [tag, name] of markup.matchAll(/<(line|path|circle)\b[^>]*>/g)) {
    if (name === 'line') segments.push(['x1', 'y1', 'x2', 'y2'].map((n) => numberAttribute(tag, n)) as Segment);
    else if (name === 'path') segments.push(...segmentsOfPath(/\sd="([^"]*)"/.exec(tag)?.[1] ?? ''));
    else {
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((n) => numberAttribute(tag, n));
      const corner = (k: number): [number, number] => [cx + r * Math.cos((k * Math.PI) / 12), cy + r * Math.sin((k * Math.PI) / 12)];
      for (let k = 0; k < 24; k++) segments.push([...corner(k), ...corner(k + 1)]);
    }
  }
  return segments;
}

const textElement = (runs: Run[], [cx, cy]: [number, number]): string =>
  `<text x="${r1(cx)}" y="${r1(baselineFor(cy))}" text-anchor="middle">${runs
    .map((run) => (run.italic ? `<tspan font-style="italic">${esc(run.text)}</tspan>` : `<tspan>${esc(run.text)}</tspan>`))
    .join('')}</text>`;

/** The runs of each `<text>` of a diagram, and its box: what a reader sees of the labels. */
export function labelsOf(svg: string): Array<{ text: string; box: Box }> {
  return [...svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)].map(([, attributes, inner]) => {
    const runs = [...inner.matchAll(/<tspan\b([^>]*)>([^<]*)<\/tspan>/g)].map(([, a, text]) => ({
      text: text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      italic: a.includes('italic'),
    }));
    const tag = ` ${attributes}`;
    return { text: runs.map((r) => r.text).join(''), box: textBox(runs, numberAttribute(tag, 'x'), numberAttribute(tag, 'y')) };
  });
}

/** The labels of a diagram that cross a line, an arrow or another label: none, in an exam diagram. */
export function crossingLabels(svg: string): string[] {
  const strokes = strokesOf(svg.replace(/<text\b[\s\S]*?<\/text>/g, ''));
  const labels = labelsOf(svg);
  return labels
    .filter(({ box }, i) => strokes.some((s) => segmentMeetsBox(s, box)) || labels.some((other, j) => j !== i && boxesMeet(other.box, box)))
    .map(({ text }) => text);
}

const flatten = (items: Item[]): Array<string | Label> => items.flatMap((item) => (Array.isArray(item) ? flatten(item) : [item]));

/** The SVG document: drawn elements first, then the labels, each placed clear of every line and earlier label. */
export function svgDoc(f: Frame, body: Item[]): string {
  const items = flatten(body);
  const drawn = items.filter((item): item is string => typeof item === 'string');
  const strokes = strokesOf(drawn.join(''));
  const placed: Box[] = [];
  const texts = items
    .filter((item): item is Label => typeof item !== 'string')
    .map((label) => {
      const centre = placeLabel(label, strokes, placed, f);
      placed.push(grow(textBox(label.runs, centre[0], baselineFor(centre[1])), CLEARANCE));
      return textElement(label.runs, centre);
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f.width} ${f.height}" width="${f.width}" height="${f.height}" font-family="'STIX Two Text', serif" font-size="${FONT_SIZE}">${[...drawn, ...texts].join('')}</svg>`;
}

export const line = (f: Frame, x1: number, y1: number, x2: number, y2: number, extra = ''): string =>
  `<line x1="${r1(f.px(x1))}" y1="${r1(f.py(y1))}" x2="${r1(f.px(x2))}" y2="${r1(f.py(y2))}" stroke="black"${extra}/>`;

/**
 * A label for the world point (x, y): by preference with its left end `dx` right of the point and
 * its baseline `dy` below it (canvas units), else wherever nearest it crosses nothing.
 */
export function label(f: Frame, x: number, y: number, text: string | Run[], dx = 4, dy = -4): Label {
  const runs = typeof text === 'string' ? runsOf(text) : text;
  const box = textBox(runs, 0, 0);
  const anchor: [number, number] = [f.px(x), f.py(y)];
  return { kind: 'label', anchor, runs, preferred: [anchor[0] + dx + (box.right - box.left) / 2, anchor[1] + dy - 0.24 * FONT_SIZE] };
}

/** A label centred, by preference, at the world point (x, y): a region's name inside it. */
export function labelCentred(f: Frame, x: number, y: number, text: string | Run[]): Label {
  const anchor: [number, number] = [f.px(x), f.py(y)];
  return { kind: 'label', anchor, runs: typeof text === 'string' ? runsOf(text) : text, preferred: anchor };
}

export const dot = (f: Frame, x: number, y: number): string => `<circle cx="${r1(f.px(x))}" cy="${r1(f.py(y))}" r="2.5" fill="black"/>`;

/** Axes through the origin (clamped into the window), their ends named (italic x and y; Re and Im upright) and O. */
export function axes(f: Frame, xMin: number, xMax: number, yMin: number, yMax: number, xName = 'x', yName = 'y'): Item[] {
  const x0 = Math.min(Math.max(0, xMin), xMax);
  const y0 = Math.min(Math.max(0, yMin), yMax);
  return [
    line(f, xMin, y0, xMax, y0, ' stroke-width="0.8"'),
    line(f, x0, yMin, x0, yMax, ' stroke-width="0.8"'),
    xName ? label(f, xMax, y0, xName, 3, 4) : [],
    yName ? label(f, x0, yMax, yName, 5, 8) : [],
    label(f, x0, y0, 'O', -12, 12),
  ];
}

/** A polar diagram's frame of reference: the pole O and the initial line, a half-line to the right. */
export function initialLine(f: Frame, length: number): Item[] {
  return [line(f, 0, 0, length, 0, ' stroke-width="0.8"'), label(f, 0, 0, 'O', -14, 4), label(f, length, 0, 'θ = 0', 4, 4)];
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

/**
 * An angle at the world point `vertex` from direction `from` to direction `to` (radians,
 * anticlockwise from the positive x direction): an arc of `radius` canvas units and the angle's name
 * just outside it, on the bisector.
 */
export function angleMark(f: Frame, vertex: [number, number], from: number, to: number, name: string, radius = 20): Item[] {
  const [vx, vy] = [f.px(vertex[0]), f.py(vertex[1])];
  const at = (t: number, r: number): [number, number] => [vx + r * Math.cos(t), vy - r * Math.sin(t)];
  const steps = Math.max(4, Math.ceil((Math.abs(to - from) * 12) / Math.PI));
  const arc = Array.from({ length: steps + 1 }, (_, i) => at(from + ((to - from) * i) / steps, radius));
  const d = arc.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`).join(' ');
  const mid = (from + to) / 2;
  const runs = runsOf(name);
  const box = textBox(runs, 0, 0);
  const reach = radius + 3 + Math.hypot(box.right - box.left, box.bottom - box.top) / 2;
  return [
    `<path d="${d}" fill="none" stroke="black" stroke-width="0.8"/>`,
    { kind: 'label', anchor: at(mid, radius), runs, preferred: at(mid, reach) },
  ];
}

/** Whether a point is inside a closed outline (even-odd rule). */
export function insideOutline([x, y]: [number, number], outline: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [[xi, yi], [xj, yj]] = [outline[i], outline[j]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const distanceToSegment = ([px, py]: [number, number], [x1, y1, x2, y2]: Segment): number => {
  const [dx, dy] = [x2 - x1, y2 - y1];
  const t = dx || dy ? Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy))) : 0;
  return Math.hypot(px - x1 - t * dx, py - y1 - t * dy);
};

/**
 * A shaded region's name where the region is widest: of a grid of points inside its outline, the
 * one furthest from the outline (a ring's name sits in the ring, not in its hole).
 */
export function regionName(f: Frame, outline: [number, number][], name: string): Label {
  const points = outline.map(([x, y]): [number, number] => [f.px(x), f.py(y)]);
  const edges = points.map(([x, y], i): Segment => [x, y, ...points[(i + 1) % points.length]]);
  const [xs, ys] = [points.map(([x]) => x), points.map(([, y]) => y)];
  let best: [number, number] = [xs.reduce((a, b) => a + b) / xs.length, ys.reduce((a, b) => a + b) / ys.length];
  let room = -1;
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let i = 1; i < 24; i++)
    for (let j = 1; j < 24; j++) {
      const p: [number, number] = [left + ((right - left) * i) / 24, top + ((bottom - top) * j) / 24];
      if (!insideOutline(p, points)) continue;
      let clearance = Infinity;
      for (const edge of edges) clearance = Math.min(clearance, distanceToSegment(p, edge));
      if (clearance > room) [best, room] = [p, clearance];
    }
  return { kind: 'label', anchor: best, runs: runsOf(name), preferred: best };
}
