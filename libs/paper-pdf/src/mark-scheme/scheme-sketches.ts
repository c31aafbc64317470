import type { PinnedRevision } from '@pp/contracts';
import type { ParsedDiagram } from '../question-paper/diagram-svg.js';
import { SKETCH_LABEL_SIZE, SKETCH_MAX_HEIGHT } from './scheme-geometry.js';

type Part = PinnedRevision['parts'][number];
export type SchemeDiagram = PinnedRevision['diagrams'][number];

/** A stem that asks for a drawing: to sketch, draw, plot or shade, or to show something on a diagram ("using your sketch" does not). */
const ASKS_FOR_A_DRAWING = /(?<!your )\b(?:sketch|draw|plot|shade)\b|\bshow\b[^.]*\bdiagram\b/i;

/**
 * The part whose rows a question's answer sketches (diagrams of role `scheme`) are drawn with: the
 * first part that asks for a drawing, whose marks the sketch shows; else the first part, where a
 * reader meets the question (a sketch of the whole answer, such as the path after an impact).
 */
export function sketchPartOf(parts: Part[]): Part | undefined {
  return parts.find((part) => ASKS_FOR_A_DRAWING.test(part.stemTex)) ?? parts[0];
}

/** The answer sketches of a question by the id of the part they are drawn with. */
export function sketchesByPart(question: PinnedRevision): Map<string, SchemeDiagram[]> {
  const sketches = question.diagrams.filter((diagram) => diagram.role === 'scheme');
  const part = sketchPartOf(question.parts);
  return new Map(part && sketches.length ? [[part.id, sketches]] : []);
}

/**
 * The printed size of a sketch, from its view box alone so that it keeps its aspect ratio: the scale
 * that prints its labels (the SVG's font size) at SKETCH_LABEL_SIZE, made smaller where the sketch
 * would be wider than `maxWidth` or taller than SKETCH_MAX_HEIGHT.
 */
export function sketchSize(diagram: Pick<ParsedDiagram, 'viewBox' | 'attributes'>, maxWidth: number): { width: number; height: number } {
  const [, , width, height] = diagram.viewBox;
  const labelSize = Number(diagram.attributes['font-size'] ?? 12);
  const scale = Math.min(SKETCH_LABEL_SIZE / labelSize, maxWidth / width, SKETCH_MAX_HEIGHT / height);
  return { width: width * scale, height: height * scale };
}
