import { mathjax } from '@mathjax/src/js/mathjax.js';
import { TeX } from '@mathjax/src/js/input/tex.js';
import { SVG } from '@mathjax/src/js/output/svg.js';
import { liteAdaptor, type LiteAdaptor } from '@mathjax/src/js/adaptors/liteAdaptor.js';
import type { LiteElement, LiteNode } from '@mathjax/src/js/adaptors/lite/Element.js';
import { RegisterHTMLHandler } from '@mathjax/src/js/handlers/html.js';
import '@mathjax/src/js/input/tex/base/BaseConfiguration.js';
import '@mathjax/src/js/input/tex/ams/AmsConfiguration.js';
import { MathJaxStix2Font } from '@mathjax/mathjax-stix2-font/js/svg.js';
// Registers the glyphs of STIX Two's "variants" file (the arrow of `\overrightarrow`) on the class.
import '@mathjax/mathjax-stix2-font/js/svg/dynamic/variants.js';
import type { MathRun, VectorNode } from './typeset.js';

/** MathJax draws in units of 1/1000 em: at font size s points, 1000 units are s points. */
const UNITS_PER_EM = 1000;

interface MathJaxSetup {
  adaptor: LiteAdaptor;
  convert: (tex: string, display: boolean) => LiteElement;
}

let setup: MathJaxSetup | undefined;

/** MathJax's table of a font's on-demand files (protected on the class): each file's setup defines its glyphs on a font. */
const fontFiles = (MathJaxStix2Font as unknown as { dynamicFiles: Record<string, { setup: (font: unknown) => void }> }).dynamicFiles;

/**
 * MathJax loads some glyphs on demand, asynchronously, which a synchronous typesetter cannot wait
 * for: the files the bank needs are imported above and set up on the font here.
 */
function preloadFontFiles(font: unknown): void {
  fontFiles.variants.setup(font);
}

/** Built on first use, so importing the typesetter costs nothing until a formula is set. */
function mathJax(): MathJaxSetup {
  if (!setup) {
    const adaptor = liteAdaptor();
    RegisterHTMLHandler(adaptor);
    // The maths font is STIX Two Math, the companion of the text's STIX Two Text (same size and weight).
    const output = new SVG({ fontCache: 'none', fontData: MathJaxStix2Font, linebreaks: { inline: false } });
    preloadFontFiles(output.font);
    const doc = mathjax.document('', {
      InputJax: new TeX({ packages: ['base', 'ams'] }),
      // fontCache 'none': every glyph is an inline <path>, no <use> references to resolve.
      // No inline line breaking: MathJax 4 would split a formula into several <svg>s, and a
      // formula is one unbreakable run here.
      OutputJax: output,
    });
    setup = { adaptor, convert: (tex, display) => doc.convert(tex, { display }) as LiteElement };
  }
  return setup;
}

/** A formula in MathJax units: the part of a MathRun that does not depend on the font size. */
interface Formula {
  viewBox: [number, number, number, number];
  drawing: VectorNode[];
}

/** Stroke state inherited down the tree: MathJax sets it on the outer <g>, the painter sets it per shape. */
interface Stroke {
  color: string;
  width: number;
}

const isElement = (node: LiteNode): node is LiteElement => 'attributes' in node;

const color = (value: string): string => (value === 'currentColor' ? '#000' : value);

/** Geometry attributes carried over as numbers; everything else (data-*, class, style, role...) is dropped. */
const NUMERIC = ['x', 'y', 'width', 'height', 'rx', 'ry', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r'];
const TEXTUAL = ['d', 'points', 'transform'];

function styleValue(style: string | undefined, name: string): string | undefined {
  return style ? new RegExp(`(?:^|;)\\s*${name}:\\s*([^;]+)`).exec(style)?.[1]?.trim() : undefined;
}

/**
 * The stroke a shape gets. MathJax's stylesheet (absent here) gives table rules and frames
 * (`line[data-line]`, `rect[data-frame]`) a 70-unit stroke and the dash patterns of their class.
 */
function strokeOf(attrs: Record<string, string>, inherited: Stroke): Stroke & { dasharray?: string; linecap?: string; fill?: string } {
  const tableRule = attrs['data-line'] !== undefined || attrs['data-frame'] !== undefined;
  const explicit = attrs['stroke-width'] ?? styleValue(attrs.style, 'stroke-width') ?? attrs['stroke-thickness'];
  const width = explicit !== undefined ? parseFloat(explicit) : tableRule ? 70 : inherited.width;
  const stroke = { color: attrs.stroke ? color(attrs.stroke) : inherited.color, width };
  if (!tableRule) return { ...stroke, dasharray: attrs['stroke-dasharray'], linecap: attrs['stroke-linecap'] };
  const cls = attrs.class ?? '';
  const dasharray = attrs['stroke-dasharray'] ?? (cls.includes('mjx-dashed') ? '140' : cls.includes('mjx-dotted') ? '0,140' : undefined);
  return { ...stroke, dasharray, linecap: cls.includes('mjx-dotted') ? 'round' : undefined, fill: 'none' };
}

function pickAttributes(attrs: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const name of NUMERIC) if (attrs[name] !== undefined) out[name] = parseFloat(attrs[name]);
  for (const name of TEXTUAL) if (attrs[name] !== undefined) out[name] = attrs[name];
  if (attrs.fill !== undefined) out.fill = color(attrs.fill);
  return out;
}

function convertNodes(nodes: LiteNode[], adaptor: LiteAdaptor, inherited: Stroke): VectorNode[] {
  return nodes.filter(isElement).flatMap((node) => convertElement(node, adaptor, inherited));
}

/** One lite-DOM element as VectorNodes: none for an empty glyph path (a no-break space), its children for a bare group. */
function convertElement(node: LiteElement, adaptor: LiteAdaptor, inherited: Stroke): VectorNode[] {
  const attrs = Object.fromEntries(adaptor.allAttributes(node).map(({ name, value }) => [name, String(value)]));
  if (attrs['data-mjx-error'] !== undefined) throw new Error(attrs['data-mjx-error']);
  const tag = adaptor.kind(node);
  const stroke = strokeOf(attrs, inherited);
  switch (tag) {
    case 'g': {
      const { transform, fill } = pickAttributes(attrs);
      const attributes = { ...(transform !== undefined && { transform }), ...(fill !== undefined && { fill }) };
      const children = convertNodes(adaptor.childNodes(node), adaptor, stroke);
      // Most of MathJax's groups only carry metadata: drop them, each would cost the PDF a q/Q pair.
      return Object.keys(attributes).length ? [{ tag: 'g', attributes, children }] : children;
    }
    case 'svg':
      return [nestedSvg(attrs, convertNodes(adaptor.childNodes(node), adaptor, stroke))];
    case 'path':
    case 'rect':
    case 'line':
    case 'polygon':
    case 'circle': {
      if (tag === 'path' && !attrs.d?.trim()) return [];
      const attributes = pickAttributes(attrs);
      if (stroke.fill) attributes.fill = stroke.fill;
      // PDF draws a 0-width stroke as a device hairline, so "no stroke" must be left out, not set to 0.
      if (stroke.width > 0 && stroke.color !== 'none') {
        Object.assign(attributes, { stroke: stroke.color, strokeWidth: stroke.width });
        if (stroke.dasharray) attributes.strokeDasharray = stroke.dasharray;
        if (stroke.linecap) attributes.strokeLinecap = stroke.linecap;
      }
      return [{ tag, attributes, children: [] }];
    }
    case 'text':
      throw new Error(`a character the maths font lacks (${adaptor.textContent(node)})`);
    default:
      throw new Error(`unsupported SVG element <${tag}>`);
  }
}

/**
 * A nested <svg x y width height viewBox> (stretched accents and bars) as a group clipped to its
 * viewport, holding a group that maps the view box onto that viewport. The clip matters: the
 * stretched glyph is wider than the viewport and its rounded ends must not show.
 */
function nestedSvg(attrs: Record<string, string>, children: VectorNode[]): VectorNode {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => parseFloat(attrs[name] ?? '0'));
  const [vx, vy, vw, vh] = attrs.viewBox ? parseViewBox(attrs.viewBox) : [0, 0, width, height];
  const transform = `translate(${x},${y}) scale(${width / vw},${height / vh}) translate(${-vx},${-vy})`;
  return { tag: 'g', attributes: {}, clip: { x, y, width, height }, children: [{ tag: 'g', attributes: { transform }, children }] };
}

function parseViewBox(value: string): [number, number, number, number] {
  const [x, y, w, h] = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return [x, y, w, h];
}

/** Typesets math-mode TeX into a view box and drawing; throws on a TeX error or an unpaintable result. */
function convertFormula(tex: string, display: boolean): Formula {
  const { adaptor, convert } = mathJax();
  try {
    const [svg, ...rest] = adaptor.childNodes(convert(tex, display));
    if (!isElement(svg) || adaptor.kind(svg) !== 'svg' || rest.length) throw new Error('MathJax did not produce a single SVG');
    const width = String(adaptor.getAttribute(svg, 'width'));
    // `\tag` and friends give a full-width (100%) box that cannot sit in a line of text.
    if (!width.endsWith('ex')) throw new Error(`unsupported formula width ${width}`);
    const viewBox = parseViewBox(String(adaptor.getAttribute(svg, 'viewBox')));
    return { viewBox, drawing: convertNodes(adaptor.childNodes(svg), adaptor, { color: '#000', width: 0 }) };
  } catch (err) {
    // MathJax itself throws for characters outside the static font ("retry" for a dynamic load).
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`TeX error in "${tex}": ${message}`, { cause: err });
  }
}

/** Papers repeat formulas (and the bank check sets thousands): keep the most recently used ones. */
const cache = new Map<string, Formula>();
const CACHE_CAP = 5000;

function formula(tex: string, display: boolean): Formula {
  const key = `${display ? 'D' : 'T'}${tex}`;
  let found = cache.get(key);
  if (found) {
    cache.delete(key);
  } else {
    found = convertFormula(tex, display);
    if (cache.size >= CACHE_CAP) cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, found);
  return found;
}

/**
 * Math-mode TeX as a MathRun at x = 0, sized for `size` point type (1 em = size points).
 * ascent/descent come from the view box, which is what the painter maps onto the run's box.
 * The drawing is shared between calls: treat it as immutable.
 */
export function typesetMath(tex: string, size: number, display = false): MathRun {
  const { viewBox, drawing } = formula(tex, display);
  const [, vy, vw, vh] = viewBox;
  const pt = size / UNITS_PER_EM;
  return { kind: 'math', x: 0, width: vw * pt, ascent: -vy * pt, descent: (vy + vh) * pt, viewBox, drawing };
}

/** The same run shrunk by `scale` (< 1) so that it fits a measure; the painter scales the drawing with the box. */
export function scaleMathRun(run: MathRun, scale: number): MathRun {
  return { ...run, width: run.width * scale, ascent: run.ascent * scale, descent: run.descent * scale, scale: (run.scale ?? 1) * scale };
}
