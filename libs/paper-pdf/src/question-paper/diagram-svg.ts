import { BODY_SIZE } from '../paper-layout/page-geometry.js';

/**
 * Our own diagrams (libs/question-content/src/svg.ts) as a small tree: the generator writes a
 * handful of elements (line, circle, path, text, g) with plain attributes, so a tolerant parser of
 * that output is all the question paper needs to paint them as vectors.
 */
export interface DiagramNode {
  tag: string;
  attributes: Record<string, string>;
  children: DiagramNode[];
  text: string;
}

export interface ParsedDiagram {
  viewBox: [number, number, number, number];
  attributes: Record<string, string>;
  children: DiagramNode[];
}

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) attributes[match[1]] = unescape(match[2] ?? match[3] ?? '');
  return attributes;
}

/** Parses an SVG document of our generator; throws on anything it does not recognise as one. */
export function parseDiagramSvg(svg: string): ParsedDiagram {
  const root: DiagramNode = { tag: '#root', attributes: {}, children: [], text: '' };
  const stack: DiagramNode[] = [root];
  for (const match of svg.replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->/g, '').matchAll(TAG)) {
    const [, closing, tag, attributeSource, selfClosing, text] = match;
    const parent = stack[stack.length - 1];
    if (text !== undefined) {
      parent.text += unescape(text);
    } else if (closing) {
      if (parent.tag !== tag) throw new Error(`diagram SVG: </${tag}> closes <${parent.tag}>`);
      stack.pop();
    } else {
      const node: DiagramNode = { tag, attributes: attributesOf(attributeSource), children: [], text: '' };
      parent.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  const svgNode = root.children.find((node) => node.tag === 'svg');
  if (!svgNode || stack.length !== 1) throw new Error('diagram SVG: no complete <svg> element');
  const viewBox = (svgNode.attributes.viewBox ?? `0 0 ${svgNode.attributes.width} ${svgNode.attributes.height}`)
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox.length !== 4 || viewBox.some((n) => !Number.isFinite(n)) || viewBox[2] <= 0 || viewBox[3] <= 0)
    throw new Error('diagram SVG: no usable viewBox');
  return { viewBox: viewBox as ParsedDiagram['viewBox'], attributes: svgNode.attributes, children: svgNode.children };
}

/**
 * The scale and offset that fit a view box into a box, centred, keeping its aspect: never larger
 * than `maxScale`, so that a small diagram is not blown up past the size its labels were set for.
 */
export function fitInto(
  viewBox: ParsedDiagram['viewBox'],
  width: number,
  height: number,
  maxScale = Infinity,
): { width: number; height: number; x: number; y: number } {
  const scale = Math.min(width / viewBox[2], height / viewBox[3], maxScale);
  const fitted = { width: viewBox[2] * scale, height: viewBox[3] * scale };
  return { ...fitted, x: (width - fitted.width) / 2, y: (height - fitted.height) / 2 };
}

/** A diagram's size in points when printed whole, before it is fitted into a box. */
export interface DrawnSize {
  width: number;
  height: number;
}

/**
 * A diagram's drawn size: its view box at the scale that prints its labels (the SVG's font size) at
 * `labelSize`. The question bank records it with each diagram (at the paper's body size), so that a
 * layout knows the room a diagram takes without its bytes.
 */
export function drawnSize(diagram: Pick<ParsedDiagram, 'viewBox' | 'attributes'>, labelSize: number): DrawnSize {
  const scale = labelSize / Number(diagram.attributes['font-size'] ?? 12);
  return { width: diagram.viewBox[2] * scale, height: diagram.viewBox[3] * scale };
}

/**
 * What the question bank records and publishes of a diagram, from its SVG text: its drawn size with
 * its labels at the paper's body size, to a hundredth of a point.
 */
export function recordedDrawnSize(svg: string): DrawnSize {
  const { width, height } = drawnSize(parseDiagramSvg(svg), BODY_SIZE);
  return { width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
}

/**
 * Where a diagram of a drawn size prints in a box: fitted, centred, at its aspect ratio, and never
 * enlarged past its drawn size, so a small diagram keeps the size its labels were set for. The
 * question paper's layout sizes a diagram's box with it and the painting places the drawing in that
 * box with it (through `printedFit`), so the two cannot disagree.
 */
export function printedBox(drawn: DrawnSize, width: number, height: number): { width: number; height: number; x: number; y: number } {
  return fitInto([0, 0, drawn.width, drawn.height], width, height, 1);
}

/** Where a parsed diagram prints in a box, its labels at most at `labelSize` (`printedBox` of its drawn size). */
export function printedFit(
  diagram: Pick<ParsedDiagram, 'viewBox' | 'attributes'>,
  width: number,
  height: number,
  labelSize: number,
): { width: number; height: number; x: number; y: number } {
  return printedBox(drawnSize(diagram, labelSize), width, height);
}

/** A run of a label's text in one face: a `<tspan>`'s text, italic where it says so (decision 0051). */
export interface LabelRun {
  text: string;
  italic: boolean;
}

/** The runs of a `<text>` element: its own text, then each `<tspan>` child's, keeping the italic of the text or the span. */
export function labelRuns(node: DiagramNode): LabelRun[] {
  const italic = node.attributes['font-style'] === 'italic';
  const runs: LabelRun[] = node.text.trim() ? [{ text: node.text, italic }] : [];
  for (const child of node.children)
    if (child.tag === 'tspan')
      runs.push({ text: child.text, italic: (child.attributes['font-style'] ?? (italic ? 'italic' : '')) === 'italic' });
  return runs.filter((run) => run.text.length > 0);
}

/**
 * Where each run of a label starts, given each run's advance width: after the runs before it, the
 * whole label shifted for its text-anchor (start, middle or end) at x.
 */
export function runOffsets(widths: number[], x: number, anchor = 'start'): number[] {
  const total = widths.reduce((sum, w) => sum + w, 0);
  let at = anchor === 'middle' ? x - total / 2 : anchor === 'end' ? x - total : x;
  return widths.map((w) => {
    const start = at;
    at += w;
    return start;
  });
}
