import { createElement, type ElementType, type ReactElement } from 'react';
import { Circle, G, Line, Path, Polygon, Polyline, Rect, Svg, Text } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from '../typeset/index.js';
import { type DiagramNode, fitInto, type ParsedDiagram } from './diagram-svg.js';

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

function element(node: DiagramNode, key: string, fontSize: number): ReactElement | null {
  if (node.tag === 'text') {
    const size = Number(node.attributes['font-size'] ?? fontSize);
    return (
      <Text
        key={key}
        x={Number(node.attributes.x ?? 0)}
        y={Number(node.attributes.y ?? 0)}
        style={{ fontFamily: PDF_FONT_FAMILY, fontSize: size }}
        fill="black"
      >
        {node.text}
      </Text>
    );
  }
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

/** A parsed diagram painted as vectors, fitted into the box at (x, y), centred. */
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
  const fit = fitInto(diagram.viewBox, width, height);
  const fontSize = Number(diagram.attributes['font-size'] ?? 12);
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
