import type { PinnedRevision } from '@pp/contracts';
import type { PaperDocumentInput } from '../paper-document.js';
import { typesetText, type TypesetBlock } from '../typeset/index.js';
import { linesThatFit, MIN_LINES_ON_A_PAGE, smartAnswerLines } from './answer-lines.js';
import { coverItems } from './cover.js';
import type { AnswerSpace, LayoutItem, LayoutPage, PaperLayout } from './layout-items.js';
import {
  BLOCK_GAP,
  BODY_SIZE,
  CONTENT_BOTTOM,
  CONTENT_RIGHT,
  CONTENT_TOP,
  CONTENT_WIDTH,
  CONTENT_X,
  DIAGRAM_HEIGHT,
  LINE_PITCH,
  NUMBER_X,
  QUESTION_GAP,
  STEM_WIDTH,
  STEM_X,
} from './page-geometry.js';

/** Pages in the order they are filled; the current page is the last. */
class PageFlow {
  readonly pages: LayoutPage[] = [];
  y = CONTENT_TOP;

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
    return this.y === CONTENT_TOP;
  }

  newPage(): void {
    this.pages.push(emptyPage(this.page.number + 1));
    this.y = CONTENT_TOP;
  }

  touch(question: number): void {
    if (!this.page.questions.includes(question)) this.page.questions.push(question);
  }

  add(item: LayoutItem): void {
    this.page.items.push(item);
  }
}

const emptyPage = (number: number): LayoutPage => ({ number, items: [], questions: [], answerSpaces: [] });

/** A question's text as blocks that are placed whole, top to bottom. */
interface TextUnit {
  height: number;
  items: (y: number) => LayoutItem[];
  /** The part whose answer space follows the unit (smart writing space only). */
  part?: { label: string; marks: number };
}

/** The number in the margin with the intro, or with the first part when there is no intro. */
function questionUnits(question: PinnedRevision, number: number): TextUnit[] {
  const units: TextUnit[] = [];
  const numberBlock = typesetText(String(number), 28, { size: 12, face: 'bold' });
  let numbered = false;
  const withNumber = (items: (y: number) => LayoutItem[]) => {
    if (numbered) return items;
    numbered = true;
    return (y: number) => [{ kind: 'block' as const, x: NUMBER_X, y, block: numberBlock }, ...items(y)];
  };
  if (question.introTex) {
    const intro = typesetText(question.introTex, CONTENT_WIDTH, { size: BODY_SIZE });
    units.push({
      height: Math.max(intro.height, numberBlock.height),
      items: withNumber((y) => [{ kind: 'block', x: CONTENT_X, y, block: intro }]),
    });
  }
  // A scheme diagram shows an answer: it belongs to the mark scheme, never the question paper.
  for (const diagram of question.diagrams.filter((d) => d.role === 'question')) {
    units.push({
      height: DIAGRAM_HEIGHT,
      items: withNumber((y) => [
        { kind: 'diagram', x: CONTENT_X, y, width: CONTENT_WIDTH, height: DIAGRAM_HEIGHT, blobKey: diagram.blobKey, title: diagram.title },
      ]),
    });
  }
  for (const part of question.parts) {
    const label = typesetText(part.label, 28, { size: BODY_SIZE });
    const stem = typesetText(part.stemTex, STEM_WIDTH, { size: BODY_SIZE });
    const marks = typesetText(`(${part.marks})`, 40, { size: BODY_SIZE, face: 'bold' });
    const lastLine = stem.lines[stem.lines.length - 1];
    // "(k)" on the baseline of the stem's last line, right-aligned.
    const marksTop = lastLine ? lastLine.y + lastLine.baseline - marks.lines[0].baseline : 0;
    units.push({
      height: Math.max(stem.height, label.height, marksTop + marks.height),
      part: { label: part.id, marks: part.marks },
      items: withNumber((y) => [
        { kind: 'block', x: CONTENT_X, y, block: label },
        { kind: 'block', x: STEM_X, y, block: stem },
        { kind: 'block', x: CONTENT_RIGHT - marks.width, y: y + marksTop, block: marks },
      ]),
    });
  }
  return units;
}

function noteBlock(number: number): TypesetBlock {
  return typesetText(`Question ${number} continues on the next page`, CONTENT_WIDTH, { size: 10, face: 'italic' });
}

function totalBlock(number: number, marks: number): TypesetBlock {
  return typesetText(`(Total for Question ${number} is ${marks} mark${marks === 1 ? '' : 's'})`, CONTENT_WIDTH, {
    size: BODY_SIZE,
    face: 'bold',
  });
}

/** Ends the page inside question `number`: the note goes under the content area. */
function continueOnNextPage(flow: PageFlow, number: number): void {
  const note = noteBlock(number);
  flow.add({ kind: 'block', x: CONTENT_X + (CONTENT_WIDTH - note.width) / 2, y: CONTENT_BOTTOM + 4, block: note });
  flow.newPage();
  flow.touch(number);
}

/** Places `count` answer lines for a part, splitting them over pages as needed. */
function placeLines(flow: PageFlow, number: number, part: string, count: number): void {
  let left = count;
  while (left > 0) {
    const fit = linesThatFit(flow.y, CONTENT_BOTTOM, LINE_PITCH);
    if (fit < Math.min(MIN_LINES_ON_A_PAGE, left)) {
      continueOnNextPage(flow, number);
      continue;
    }
    const lines = Math.min(fit, left);
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
  const units = questionUnits(question, number);
  const total = totalBlock(number, question.marks);
  units.forEach((unit, index) => {
    if (unit.height > flow.room && !flow.isFresh) {
      if (index === 0) flow.newPage();
      else continueOnNextPage(flow, number);
    }
    flow.touch(number);
    for (const item of unit.items(flow.y)) flow.add(item);
    flow.y += unit.height + BLOCK_GAP;
    if (smart && unit.part) {
      placeLines(flow, number, unit.part.label, smartAnswerLines(unit.part.marks));
      // Like a real paper, the last part's space runs on to the foot of the page, above the total.
      if (index === units.length - 1) fitLastLines(flow, total.height + BLOCK_GAP + reserve);
      else flow.y += BLOCK_GAP;
    }
  });
  if (total.height > flow.room) continueOnNextPage(flow, number);
  flow.add({ kind: 'block', x: CONTENT_RIGHT - total.width, y: flow.y, block: total });
  flow.y += total.height + BLOCK_GAP;
  const pages = /^pages-(\d)$/.exec(input.writingSpace);
  if (pages) {
    for (let page = 0; page < Number(pages[1]); page += 1) {
      continueOnNextPage(flow, number);
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
  return { pages: [cover, ...flow.pages], coverPages: 1, questionPages, questionEndPages, totalMarks };
}

/** The page count of the question paper, before anything is rendered. */
export function estimatePaperPages(input: PaperDocumentInput): { pages: number; questionPages: number[]; questionEndPages: number[] } {
  const { pages, questionPages, questionEndPages } = layoutQuestionPaper(input);
  return { pages: pages.length, questionPages, questionEndPages };
}
