import { createElement, type ElementType, type ReactElement } from 'react';
import { Circle, ClipPath, Defs, G, Line, Path, Polygon, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY, faceStyle, fontMetrics } from './fonts.js';
import type { MathRun, TextRun, TypesetBlock, VectorNode } from './typeset.js';

/** Attributes are data (from MathJax or a diagram), so the elements are created untyped by tag. */
const ELEMENTS: Record<VectorNode['tag'], ElementType> = { g: G, path: Path, rect: Rect, line: Line, polygon: Polygon, circle: Circle };

/** react-pdf takes SVG attributes as camelCase props (`stroke-width` → `strokeWidth`). */
const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

type Clip = NonNullable<VectorNode['clip']>;

/** One node as a react-pdf element; its clip rectangle (if any) is collected for the <Defs>. */
function vectorElement(node: VectorNode, key: string, clips: Clip[]): ReactElement {
  // SVG does not inherit clip-path but react-pdf does, and would clip every descendant again in
  // its own (transformed) coordinates: each element states its own, undefined when unclipped.
  const props: Record<string, string | number | undefined> = { key, clipPath: undefined };
  for (const [name, value] of Object.entries(node.attributes)) props[camelCase(name)] = value;
  if (node.clip) {
    clips.push(node.clip);
    props.clipPath = `url(#clip${clips.length - 1})`;
  }
  const children = node.children.map((child, i) => vectorElement(child, `${key}.${i}`, clips));
  return createElement(ELEMENTS[node.tag], props, ...children);
}

/**
 * A VectorNode drawing as react-pdf SVG elements. It must be the only VectorDrawing and a direct
 * child of its <Svg>: react-pdf looks clip paths up in a <Defs> that is a direct child of the Svg.
 */
export function VectorDrawing({ nodes }: { nodes: VectorNode[] }): ReactElement {
  const clips: Clip[] = [];
  const elements = nodes.map((node, i) => vectorElement(node, String(i), clips));
  return (
    <>
      {clips.length > 0 && (
        <Defs>
          {clips.map((clip, i) => (
            <ClipPath key={i} id={`clip${i}`}>
              <Rect {...clip} />
            </ClipPath>
          ))}
        </Defs>
      )}
      {elements}
    </>
  );
}

/**
 * react-pdf puts a Text's first baseline at its top plus the font's ascent (hhea), whatever the
 * line height. The extra width is slack only: the run is one line by construction and must not
 * wrap on a rounding difference.
 */
function TextRunView({ run, baseline }: { run: TextRun; baseline: number }): ReactElement {
  const top = baseline - fontMetrics(run.size, run.face).ascent;
  const style = {
    position: 'absolute',
    left: run.x,
    top,
    width: run.width + run.size,
    fontFamily: PDF_FONT_FAMILY,
    fontSize: run.size,
    ...faceStyle(run.face),
  } as const;
  return <Text style={style}>{run.text}</Text>;
}

/** Room around a formula's box, in its view-box units: glyph ink may overhang the box and a styled Svg clips to its box. */
const INK_MARGIN = 500;

function MathRunView({ run, baseline }: { run: MathRun; baseline: number }): ReactElement | null {
  const [vx, vy, vw, vh] = run.viewBox;
  if (!(vw > 0 && vh > 0)) return null;
  // Points per view-box unit; one factor for both axes, so a shrunk formula keeps its shape.
  const scale = run.width / vw;
  const margin = INK_MARGIN * scale;
  const viewBox = [vx - INK_MARGIN, vy - INK_MARGIN, vw + 2 * INK_MARGIN, vh + 2 * INK_MARGIN].join(' ');
  const style = { position: 'absolute', left: run.x - margin, top: baseline - run.ascent - margin } as const;
  return (
    <Svg style={style} width={run.width + 2 * margin} height={vh * scale + 2 * margin} viewBox={viewBox} preserveAspectRatio="none">
      <VectorDrawing nodes={run.drawing} />
    </Svg>
  );
}

/**
 * Paints a typeset block with its top-left corner at (x, y) points inside the positioned parent
 * (a Page, or a View). Every run is absolutely placed on its line's baseline.
 */
export function TypesetBlockView({ block, x, y }: { block: TypesetBlock; x: number; y: number }): ReactElement {
  return (
    <View style={{ position: 'absolute', left: x, top: y, width: block.width, height: block.height }}>
      {block.lines.flatMap((line, l) =>
        line.runs.map((run, r) =>
          run.kind === 'text' ? (
            <TextRunView key={`${l}.${r}`} run={run} baseline={line.y + line.baseline} />
          ) : (
            <MathRunView key={`${l}.${r}`} run={run} baseline={line.y + line.baseline} />
          ),
        ),
      )}
    </View>
  );
}
