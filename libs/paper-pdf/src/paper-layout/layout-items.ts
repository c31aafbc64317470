import type { TypesetBlock } from '../typeset/index.js';

/** A typeset block with its top-left corner at (x, y). */
export interface BlockItem {
  kind: 'block';
  x: number;
  y: number;
  block: TypesetBlock;
}

/** Lined answer space: `count` lines LINE_PITCH apart, from y to y + count * LINE_PITCH. */
export interface LinesItem {
  kind: 'lines';
  x: number;
  y: number;
  width: number;
  count: number;
}

/** A diagram fitted into its box, centred: the box is its printed size (layoutQuestionPaper's `diagramBox`). */
export interface DiagramItem {
  kind: 'diagram';
  x: number;
  y: number;
  width: number;
  height: number;
  blobKey: string;
  title: string;
}

export interface RuleItem {
  kind: 'rule';
  x: number;
  y: number;
  width: number;
}

/** A ruled rectangle (the cover's boxes for the candidate's details). */
export interface BoxItem {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
}

export type LayoutItem = BlockItem | LinesItem | DiagramItem | RuleItem | BoxItem;

/** An answer space on a page: which question and part it is for, in points. */
export interface AnswerSpace {
  question: number;
  /** The part's id (`a`, as in the rubric), or `` for a whole question's pages. */
  part: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutPage {
  /** 1-based, as printed in the footer and the QR code. */
  number: number;
  items: LayoutItem[];
  /** Questions whose text or answer space is on the page. */
  questions: number[];
  answerSpaces: AnswerSpace[];
}

export interface PaperLayout {
  pages: LayoutPage[];
  coverPages: number;
  /** Pages each question touches, in paper order (a page shared by two questions counts for both). */
  questionPages: number[];
  /** The page each question ends on. */
  questionEndPages: number[];
  totalMarks: number;
}
