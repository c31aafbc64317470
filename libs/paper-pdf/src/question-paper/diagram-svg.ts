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

/** The scale and offset that fit a view box into a box, centred, keeping its aspect. */
export function fitInto(
  viewBox: ParsedDiagram['viewBox'],
  width: number,
  height: number,
): { width: number; height: number; x: number; y: number } {
  const scale = Math.min(width / viewBox[2], height / viewBox[3]);
  const fitted = { width: viewBox[2] * scale, height: viewBox[3] * scale };
  return { ...fitted, x: (width - fitted.width) / 2, y: (height - fitted.height) / 2 };
}
