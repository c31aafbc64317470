import type { PinnedRevision } from '@pp/contracts';
import type { PaperDocumentInput } from '../paper-document.js';
import { typesetText, type TypesetBlock } from '../typeset/index.js';
import { linesThatFit, MIN_LINES_ON_A_PAGE, smartAnswerLines } from './answer-lines.js';
import { coverItems } from './cover.js';
import { keptHeight, linesOnThisPage, linesUnderPrompt, type KeptUnit } from './keep-together.js';
import { continuedItem, turnOverItem } from './page-furniture.js';
import type { AnswerSpace, LayoutItem, LayoutPage, PaperLayout } from './layout-items.js';
import {
  BLOCK_GAP,
  BODY_SIZE,
  CONTENT_BOTTOM,
  CONTENT_RIGHT,
  CONTENT_TOP,
  CONTENT_WIDTH,
  CONTENT_X,
  DIAGRAM_MAX_HEIGHT,
  LINE_PITCH,
  NUMBER_X,
  QUESTION_GAP,
  STEM_WIDTH,
  STEM_X,
  UNSIZED_DIAGRAM_HEIGHT,
} from './page-geometry.js';
import { printedBox } from '../question-paper/diagram-svg.js';

/** Pages in the order they are filled; the current page is the last. */
class PageFlow {
  readonly pages: LayoutPage[] = [];
  y = CONTENT_TOP;
  /** Where content starts on the current page, under its "Question n continued" line if it has one. */
  private top = CONTENT_TOP;

  constructor(firstNumber: number) {
    this.pages.push(emptyPage(firstNumber));
  }

  get page(): LayoutPage {
    return this.pages[this.pages.length - 1];
  }

  get room(): number {
    return CONTENT_BOTTOM - this.y;
  }

  get isFresh(): boolean {
    return this.y === this.top;
  }

  /** A new page; one that question `continuing` runs on to says so at its top. */
  newPage(continuing?: number): void {
    this.pages.push(emptyPage(this.page.number + 1));
    this.y = CONTENT_TOP;
    if (continuing !== undefined) {
      const header = continuedItem(continuing);
      this.add(header);
      this.y += header.block.height + BLOCK_GAP;
      this.touch(continuing);
    }
    this.top = this.y;
  }

  touch(question: number): void {
    if (!this.page.questions.includes(question)) this.page.questions.push(question);
  }

  add(item: LayoutItem): void {
    this.page.items.push(item);
  }
}

const emptyPage = (number: number): LayoutPage => ({ number, items: [], questions: [], answerSpaces: [] });

/** The room on a page a question runs on to: what a group kept together must fit in. */
const CONTINUED_PAGE_HEIGHT = CONTENT_BOTTOM - CONTENT_TOP - continuedItem(1).block.height - BLOCK_GAP;

/** A question's text as blocks that are placed whole, top to bottom. */
interface TextUnit extends KeptUnit {
  items: (y: number) => LayoutItem[];
  /** The part whose answer space follows the unit (smart writing space only). */
  part?: { label: string; lines: number };
}

/**
 * Where a question's diagram prints, across the content: its drawn size fitted into the content
 * width and DIAGRAM_MAX_HEIGHT, centred; the painting fits the drawing into this box by the same
 * rule (`printedBox`), so the box is exactly the room it takes. A diagram stored without its size
 * keeps the fixed box that the pages of papers pinning it were counted with.
 */
function diagramBox(diagram: PinnedRevision['diagrams'][number]): { x: number; width: number; height: number } {
  if (diagram.width === undefined || diagram.height === undefined)
    return { x: CONTENT_X, width: CONTENT_WIDTH, height: UNSIZED_DIAGRAM_HEIGHT };
  const fit = printedBox({ width: diagram.width, height: diagram.height }, CONTENT_WIDTH, DIAGRAM_MAX_HEIGHT);
  return { x: CONTENT_X + fit.x, width: fit.width, height: fit.height };
}

/** Where a label goes so that its first baseline is the first baseline of the text beside it (a tall formula lowers it). */
const alignedTop = (label: TypesetBlock, text: TypesetBlock): number =>
  Math.max(0, (text.lines[0]?.baseline ?? 0) - (label.lines[0]?.baseline ?? 0));

/**
 * The number in the margin with the intro, or with the first unit when there is no intro. The
 * intro, its diagrams and the first part stay on one page: the stem is never parted from its
 * diagram, nor left at the foot of a page without a question under it. Under `smart`, a part's
 * prompt needs its first answer lines under it; the last unit needs `lastTail` (the total, and the
 * paper's total after the last question).
 */
function questionUnits(question: PinnedRevision, number: number, smart: boolean, lastTail: number): TextUnit[] {
  const units: TextUnit[] = [];
  const numberBlock = typesetText(String(number), 28, { size: 12, face: 'bold' });
  let numbered = false;
  const withNumber = (items: (y: number) => LayoutItem[], beside?: TypesetBlock) => {
    if (numbered) return items;
    numbered = true;
    const top = beside ? alignedTop(numberBlock, beside) : 0;
    return (y: number) => [{ kind: 'block' as const, x: NUMBER_X, y: y + top, block: numberBlock }, ...items(y)];
  };
  // A scheme diagram shows an answer: it belongs to the mark scheme, never the question paper.
  const diagrams = question.diagrams.filter((d) => d.role === 'question');
  if (question.introTex) {
    const intro = typesetText(question.introTex, CONTENT_WIDTH, { size: BODY_SIZE });
    units.push({
      height: Math.max(intro.height, numberBlock.height),
      keepWithNext: true,
      tail: 0,
      items: withNumber((y) => [{ kind: 'block', x: CONTENT_X, y, block: intro }], intro),
    });
  }
  for (const diagram of diagrams) {
    const box = diagramBox(diagram);
    units.push({
      height: box.height,
      keepWithNext: true,
      tail: 0,
      items: withNumber((y) => [{ kind: 'diagram', ...box, y, blobKey: diagram.blobKey, title: diagram.title }]),
    });
  }
  for (const part of question.parts) {
    const label = typesetText(part.label, 28, { size: BODY_SIZE });
    const stem = typesetText(part.stemTex, STEM_WIDTH, { size: BODY_SIZE });
    const marks = typesetText(`(${part.marks})`, 40, { size: BODY_SIZE, face: 'bold' });
    const lastLine = stem.lines[stem.lines.length - 1];
    // "(k)" on the baseline of the stem's last line, right-aligned; the label on its first.
    const marksTop = lastLine ? lastLine.y + lastLine.baseline - marks.lines[0].baseline : 0;
    const labelTop = alignedTop(label, stem);
    const lines = smartAnswerLines(part.marks);
    units.push({
      height: Math.max(stem.height, labelTop + label.height, marksTop + marks.height),
      keepWithNext: false,
      tail: smart ? BLOCK_GAP + linesUnderPrompt(lines) * LINE_PITCH : 0,
      ...(smart && { part: { label: part.id, lines } }),
      items: withNumber(
        (y) => [
          { kind: 'block', x: CONTENT_X, y: y + labelTop, block: label },
          { kind: 'block', x: STEM_X, y, block: stem },
          { kind: 'block', x: CONTENT_RIGHT - marks.width, y: y + marksTop, block: marks },
        ],
        stem,
      ),
    });
  }
  const last = units.at(-1);
  if (last) last.tail += lastTail;
  return units;
}

function totalBlock(number: number, marks: number): TypesetBlock {
  return typesetText(`(Total for Question ${number} is ${marks} mark${marks === 1 ? '' : 's'})`, CONTENT_WIDTH, {
    size: BODY_SIZE,
    face: 'bold',
  });
}

/** Places `count` answer lines for a part, splitting them over pages as needed. */
function placeLines(flow: PageFlow, number: number, part: string, count: number): void {
  let left = count;
  while (left > 0) {
    const lines = linesOnThisPage(left, linesThatFit(flow.y, CONTENT_BOTTOM, LINE_PITCH));
    if (lines === 0) {
      flow.newPage(number);
      continue;
    }
    putLines(flow, number, part, lines);
    left -= lines;
  }
}

function putLines(flow: PageFlow, number: number, part: string, count: number): void {
  const space: AnswerSpace = { question: number, part, x: CONTENT_X, y: flow.y, width: CONTENT_WIDTH, height: count * LINE_PITCH };
  flow.add({ kind: 'lines', x: CONTENT_X, y: flow.y, width: CONTENT_WIDTH, count });
  flow.page.answerSpaces.push(space);
  flow.y += count * LINE_PITCH;
}

/**
 * One question from wherever the flow stands. `reserve` is room to leave under its total on its
 * last page (the paper's total, after the last question).
 */
function placeQuestion(flow: PageFlow, question: PinnedRevision, number: number, input: PaperDocumentInput, reserve: number): void {
  const smart = input.writingSpace === 'smart';
  const total = totalBlock(number, question.marks);
  // The total stays on the page of the last part (with two of its answer lines under `smart`).
  const units = questionUnits(question, number, smart, total.height + BLOCK_GAP + reserve);
  units.forEach((unit, index) => {
    if (keptHeight(units, index, BLOCK_GAP, CONTINUED_PAGE_HEIGHT) > flow.room && !flow.isFresh) {
      if (index === 0) flow.newPage();
      else flow.newPage(number);
    }
    flow.touch(number);
    for (const item of unit.items(flow.y)) flow.add(item);
    flow.y += unit.height + BLOCK_GAP;
    if (unit.part) {
      placeLines(flow, number, unit.part.label, unit.part.lines);
      // Like a real paper, the last part's space runs on to the foot of the page, above the total.
      if (index === units.length - 1) fitLastLines(flow, total.height + BLOCK_GAP + reserve);
      else flow.y += BLOCK_GAP;
    }
  });
  if (total.height > flow.room) flow.newPage(number);
  flow.add({ kind: 'block', x: CONTENT_RIGHT - total.width, y: flow.y, block: total });
  flow.y += total.height + BLOCK_GAP;
  const pages = /^pages-(\d)$/.exec(input.writingSpace);
  if (pages) {
    for (let page = 0; page < Number(pages[1]); page += 1) {
      flow.newPage(number);
      putLines(flow, number, '', linesThatFit(flow.y, CONTENT_BOTTOM - reserve, LINE_PITCH));
    }
  }
}

/**
 * Makes the page's last answer space end `below` points above the foot of the content area:
 * longer when there is room, shorter (never under the minimum) when what follows would not fit.
 */
function fitLastLines(flow: PageFlow, below: number): void {
  const space = flow.page.answerSpaces[flow.page.answerSpaces.length - 1];
  const lines = [...flow.page.items].reverse().find((item) => item.kind === 'lines');
  if (!space || !lines || lines.kind !== 'lines') return;
  const change = Math.max(MIN_LINES_ON_A_PAGE - lines.count, Math.floor((flow.room - below) / LINE_PITCH));
  lines.count += change;
  space.height += change * LINE_PITCH;
  flow.y += change * LINE_PITCH;
}

/**
 * The question paper, page by page: a cover, then the questions. `smart` and `pages-N` start each
 * question on a new page; `none` runs them on. The same code counts the pages before a paper is
 * saved and paints them, so the count is the PDF's.
 */
export function layoutQuestionPaper(input: PaperDocumentInput): PaperLayout {
  const totalMarks = input.questions.reduce((sum, q) => sum + q.marks, 0);
  const cover: LayoutPage = { number: 1, items: coverItems(input, totalMarks), questions: [], answerSpaces: [] };
  const flow = new PageFlow(2);
  const questionEndPages: number[] = [];
  const end = typesetText(`TOTAL FOR PAPER IS ${totalMarks} MARKS`, CONTENT_WIDTH, { size: BODY_SIZE, face: 'bold' });
  input.questions.forEach((question, index) => {
    if (index > 0 && input.writingSpace !== 'none') flow.newPage();
    else if (index > 0) flow.y += QUESTION_GAP;
    placeQuestion(flow, question, index + 1, input, index === input.questions.length - 1 ? end.height : 0);
    questionEndPages.push(flow.page.number);
  });
  const questionPages = input.questions.map((_, index) => flow.pages.filter((page) => page.questions.includes(index + 1)).length);
  if (end.height > flow.room) flow.newPage();
  flow.add({ kind: 'block', x: CONTENT_RIGHT - end.width, y: flow.y, block: end });
  for (const page of flow.pages.slice(0, -1)) page.items.push(turnOverItem());
  return { pages: [cover, ...flow.pages], coverPages: 1, questionPages, questionEndPages, totalMarks };
}

/** The page count of the question paper, before anything is rendered. */
export function estimatePaperPages(input: PaperDocumentInput): { pages: number; questionPages: number[]; questionEndPages: number[] } {
  const { pages, questionPages, questionEndPages } = layoutQuestionPaper(input);
  return { pages: pages.length, questionPages, questionEndPages };
}
