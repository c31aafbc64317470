import { createElement, type ElementType, type ReactElement } from 'react';
import { Circle, G, Line, Path, Polygon, Polyline, Rect, Svg, Text } from '@react-pdf/renderer';
import { BODY_SIZE } from '../paper-layout/page-geometry.js';
import { faceStyle, measureText, PDF_FONT_FAMILY } from '../typeset/index.js';
import { type DiagramNode, labelRuns, type ParsedDiagram, printedFit, runOffsets } from './diagram-svg.js';

const SHAPES: Record<string, ElementType> = {
  g: G,
  line: Line,
  circle: Circle,
  path: Path,
  rect: Rect,
  polygon: Polygon,
  polyline: Polyline,
};
const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const NUMERIC = /^-?\d*\.?\d+$/;

/** SVG's defaults that react-pdf does not apply: shapes fill black unless told, lines draw nothing without a stroke. */
function propsOf(node: DiagramNode, inherited: Record<string, string>): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries({ ...inherited, ...node.attributes })) {
    if (name === 'font-family' || name === 'font-size' || name === 'xmlns') continue;
    props[camelCase(name)] = NUMERIC.test(value) ? Number(value) : value;
  }
  if (node.tag !== 'g' && props.fill === undefined) props.fill = node.tag === 'line' ? 'none' : 'black';
  return props;
}

/**
 * A label in the paper's faces, each run placed by its measured width: react-pdf would anchor each
 * `<tspan>` on its own and put a space between them, so the runs are laid out here, not by it.
 */
function label(node: DiagramNode, key: string, fontSize: number): ReactElement {
  const size = Number(node.attributes['font-size'] ?? fontSize);
  const runs = labelRuns(node);
  const faceOf = (italic: boolean) => (italic ? 'italic' : 'regular');
  const starts = runOffsets(
    runs.map((run) => measureText(run.text, faceOf(run.italic), size)),
    Number(node.attributes.x ?? 0),
    node.attributes['text-anchor'],
  );
  return (
    <G key={key}>
      {runs.map((run, i) => {
        // A leading space is placed, not drawn: react-pdf drops the leading whitespace of a text.
        const lead = /^\s*/.exec(run.text)![0];
        return (
          <Text
            key={i}
            x={starts[i] + (lead ? measureText(lead, faceOf(run.italic), size) : 0)}
            y={Number(node.attributes.y ?? 0)}
            style={{ fontFamily: PDF_FONT_FAMILY, fontSize: size, ...faceStyle(faceOf(run.italic)) }}
            fill="black"
          >
            {run.text.trim()}
          </Text>
        );
      })}
    </G>
  );
}

function element(node: DiagramNode, key: string, fontSize: number): ReactElement | null {
  if (node.tag === 'text') return label(node, key, fontSize);
  const shape = SHAPES[node.tag];
  if (!shape) return null;
  const inheritedStroke: Record<string, string> =
    node.tag === 'g' ? {} : { stroke: node.attributes.stroke ?? (node.tag === 'line' ? 'black' : 'none') };
  return createElement(
    shape,
    { key, ...propsOf(node, inheritedStroke) },
    ...node.children.map((child, i) => element(child, `${key}.${i}`, fontSize)),
  );
}

/**
 * A parsed diagram painted as vectors in the box at (x, y), where printedFit puts it: labels at most
 * at the body size. On the question paper the box is the one the layout sized by the same rule
 * (`printedBox`), so the drawing fills it.
 */
export function DiagramView({
  diagram,
  x,
  y,
  width,
  height,
}: {
  diagram: ParsedDiagram;
  x: number;
  y: number;
  width: number;
  height: number;
}): ReactElement {
  const fontSize = Number(diagram.attributes['font-size'] ?? 12);
  const fit = printedFit(diagram, width, height, BODY_SIZE);
  return (
    <Svg
      style={{ position: 'absolute', left: x + fit.x, top: y + fit.y }}
      width={fit.width}
      height={fit.height}
      viewBox={diagram.viewBox.join(' ')}
    >
      {diagram.children.map((child, i) => element(child, String(i), fontSize))}
    </Svg>
  );
}
