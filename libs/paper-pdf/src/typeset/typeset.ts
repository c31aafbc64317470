/**
 * Typesetting of text with inline maths into measured lines: the paper layout paginates with
 * these exact heights, so a page count estimated before saving is the page count of the PDF.
 * (Interface agreed between the layout and the typesetter; the implementation lives beside it.)
 */

/** A vector drawing as MathJax emits it, reduced to what react-pdf's Svg primitives draw. */
export interface VectorNode {
  tag: 'g' | 'path' | 'rect' | 'line' | 'polygon' | 'circle';
  attributes: Record<string, string | number>;
  children: VectorNode[];
  /**
   * Clips the node and its children to this rectangle, given in the parent's coordinates (the
   * node's own transform does not apply to it). MathJax needs it for stretched bars and accents.
   */
  clip?: { x: number; y: number; width: number; height: number };
}

export type FontFace = 'regular' | 'italic' | 'bold' | 'bold-italic';

export interface TextRun {
  kind: 'text';
  /** Offset from the line's left edge, in points. */
  x: number;
  width: number;
  text: string;
  face: FontFace;
  size: number;
}

export interface MathRun {
  kind: 'math';
  x: number;
  width: number;
  /** Height above the baseline and depth below it, in points. */
  ascent: number;
  descent: number;
  /** The formula's view box in MathJax units and its drawing. */
  viewBox: [number, number, number, number];
  drawing: VectorNode[];
  /** Set (below 1) when the formula was shrunk to fit the measure; width/ascent/descent are already scaled. */
  scale?: number;
}

export type Run = TextRun | MathRun;

export interface TypesetLine {
  /** Top of the line from the top of the block, and the baseline from the top of the line. */
  y: number;
  baseline: number;
  height: number;
  width: number;
  runs: Run[];
}

export interface TypesetBlock {
  /** The widest line's width: the natural width, within the measure unless a line overflows. */
  width: number;
  height: number;
  lines: TypesetLine[];
}

export interface TextStyle {
  size: number;
  face?: FontFace;
  /** Extra space between lines, in points. */
  leading?: number;
  /** Text a client typed (a paper title): printed as it is, `\(` and all, never read as maths. */
  plain?: boolean;
}
