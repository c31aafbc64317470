import type { PaperDocumentInput } from '../paper-document.js';
import { typesetText, type FontFace, type TypesetBlock } from '../typeset/index.js';
import type { PlacedBlock, RuleSegment } from './scheme-table.js';
import { BODY_SIZE, NOTE_SIZE, SMALL_SIZE, SUBTITLE_SIZE, TABLE_WIDTH, TITLE_SIZE } from './scheme-geometry.js';

/**
 * Text a user typed (the paper title) is prose, never maths: a backslash before a bracket would
 * open a formula in the typesetter (or fail as an unbalanced delimiter), so an invisible zero-width
 * non-joiner (in the font, and no line break opportunity) keeps them apart.
 */
export const plainProse = (value: string): string =>
  value
    .replace(/\\(?=[()])/g, '\\\u200c')
    .replace(/\s+/g, ' ')
    .trim();

const text = (value: string, size: number, face: FontFace = 'regular', width = TABLE_WIDTH): TypesetBlock =>
  typesetText(value, width, { size, face });

export const NOT_OFFICIAL =
  'This is not an official mark scheme: it was written for this practice paper and is not issued or endorsed by any awarding body.';

/** The codes a reader meets in the Marks column, after the board's conventions. */
const CODE_KEY: Array<[string, string]> = [
  ['M', 'method mark: a correct method, attempted and applied'],
  ['A', 'accuracy mark: earned only with the method marks it depends on'],
  ['B', 'independent mark: no method needed'],
  ['d (dM1, dB1)', 'dependent mark: only if the mark named in the Notes was earned'],
  ['ft', 'follow through: correct use of the candidate\u2019s own earlier value'],
  ['* (A1*, B1*)', 'the answer is printed on the paper: fully correct working is needed'],
  ['cso, cao', 'correct solution only, correct answer only'],
  ['oe, awrt, isw', 'or equivalent, answers which round to, ignore subsequent working'],
];
const KEY_CODE_WIDTH = 78;

export interface TitleBlock {
  height: number;
  blocks: PlacedBlock[];
  rules: RuleSegment[];
}

const marksWord = (marks: number) => `${marks} mark${marks === 1 ? '' : 's'}`;

/** Page one's head: title, "Mark scheme", revision and totals, the disclaimer, and a key to the codes. */
export function titleBlock(input: PaperDocumentInput): TitleBlock {
  const total = input.questions.reduce((sum, q) => sum + q.markScheme.totalMarks, 0);
  const count = input.questions.length;
  const blocks: PlacedBlock[] = [];
  let y = 0;
  const add = (block: TypesetBlock, gapAfter: number, x = 0) => {
    blocks.push({ block, x, y });
    y += block.height + gapAfter;
  };
  add(text(plainProse(input.title), TITLE_SIZE, 'bold'), 2);
  add(text('Mark scheme', SUBTITLE_SIZE, 'bold'), 4);
  add(
    text(`Revision ${input.revision} \u00b7 ${count} question${count === 1 ? '' : 's'} \u00b7 Total ${marksWord(total)}`, BODY_SIZE + 1),
    3,
  );
  add(text(NOT_OFFICIAL, NOTE_SIZE, 'italic'), 8);
  const rules: RuleSegment[] = [{ x1: 0, y1: y, x2: TABLE_WIDTH, y2: y, tone: 'light' }];
  y += 5;
  add(text('Each code in the Marks column is one mark. Codes used:', SMALL_SIZE, 'bold'), 2);
  // Two columns of the key side by side: the landscape page is wide and short.
  const half = Math.ceil(CODE_KEY.length / 2);
  const keyTop = y;
  let keyBottom = y;
  CODE_KEY.forEach(([code, meaning], i) => {
    const x = 8 + (i < half ? 0 : TABLE_WIDTH / 2);
    if (i === half) y = keyTop;
    const meaningBlock = text(meaning, SMALL_SIZE, 'regular', TABLE_WIDTH / 2 - KEY_CODE_WIDTH - 16);
    blocks.push({ block: text(code, SMALL_SIZE, 'bold', KEY_CODE_WIDTH), x, y });
    add(meaningBlock, 0, x + KEY_CODE_WIDTH);
    keyBottom = Math.max(keyBottom, y);
  });
  y = keyBottom + 5;
  rules.push({ x1: 0, y1: y, x2: TABLE_WIDTH, y2: y, tone: 'light' });
  return { height: y + 12, blocks, rules };
}

/** The running head of pages after the first: the title, kind and revision on one line. */
export function runningHead(input: PaperDocumentInput): TypesetBlock {
  const block = text(`${plainProse(input.title)} \u2013 mark scheme, revision ${input.revision}`, SMALL_SIZE, 'italic');
  return block.lines.length <= 1
    ? block
    : { ...block, lines: block.lines.slice(0, 1), height: block.lines[0].height, width: block.lines[0].width };
}
