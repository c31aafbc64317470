import type { PaperDocumentInput } from '../paper-document.js';
import { typesetText, type TypesetBlock } from '../typeset/index.js';
import type { LayoutItem } from './layout-items.js';
import { BODY_SIZE, CONTENT_BOTTOM, CONTENT_RIGHT, CONTENT_TOP, CONTENT_WIDTH, CONTENT_X, SMALL_SIZE } from './page-geometry.js';

/** A timing guide, not a rule: 9FM0 papers give 90 minutes for 75 marks, 1.2 minutes a mark. */
export const MINUTES_PER_MARK = 1.2;

/**
 * The grade guide's chosen percentages of the paper's total. Boundaries are set by the board every
 * series from raw marks; these are an estimate, printed as one (DOMAIN.md, "Grade guide").
 */
export const GRADE_GUIDE_PERCENTAGES = [
  { grade: 'A*', percent: 80 },
  { grade: 'A', percent: 70 },
  { grade: 'B', percent: 60 },
  { grade: 'C', percent: 50 },
  { grade: 'D', percent: 40 },
  { grade: 'E', percent: 30 },
] as const;

export const GRADE_GUIDE_LABEL = 'Estimated grade guide, not an official boundary';

/** Minutes to allow, rounded up to 5. */
export function timeGuideMinutes(totalMarks: number): number {
  return Math.max(5, Math.ceil((totalMarks * MINUTES_PER_MARK) / 5) * 5);
}

export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} hour${hours > 1 ? 's' : ''}` : '', rest > 0 ? `${rest} minutes` : ''];
  return parts.filter(Boolean).join(' ');
}

/** Least marks for each grade of the guide. */
export function gradeGuide(totalMarks: number): Array<{ grade: string; percent: number; marks: number }> {
  return GRADE_GUIDE_PERCENTAGES.map(({ grade, percent }) => ({ grade, percent, marks: Math.ceil((totalMarks * percent) / 100) }));
}

const INSTRUCTIONS = [
  'Use black ink or ball-point pen.',
  'Answer all questions and ensure that your answers to parts of questions are clearly labelled.',
  'Answer the questions in the spaces provided - there may be more space than you need.',
  'You should show sufficient working to make your methods clear. Answers without working may not gain full credit.',
  'Inexact answers should be given to three significant figures unless otherwise stated.',
];
const INFORMATION = [
  'The marks for each question are shown in brackets - use this as a guide as to how much time to spend on each question.',
  'Diagrams are not accurately drawn unless otherwise stated.',
  'A practice paper made of original questions: it is not an official examination paper, and any mark or grade from it is an estimate.',
];

/** The cover page's items, top to bottom; it is always one page. */
export function coverItems(input: PaperDocumentInput, totalMarks: number): LayoutItem[] {
  const items: LayoutItem[] = [];
  let y = CONTENT_TOP + 10;
  const put = (block: TypesetBlock, x = CONTENT_X, gap = 6) => {
    items.push({ kind: 'block', x, y, block });
    y += block.height + gap;
  };
  const rule = (gap = 12) => {
    items.push({ kind: 'rule', x: CONTENT_X, y, width: CONTENT_WIDTH });
    y += gap;
  };
  put(typesetText('A level Further Mathematics practice paper', CONTENT_WIDTH, { size: 12 }));
  // A long title steps down a size rather than pushing the instructions off the page.
  const title = typesetText(input.title, CONTENT_WIDTH, { size: 20, face: 'bold', plain: true });
  put(title.lines.length > 2 ? typesetText(input.title, CONTENT_WIDTH, { size: 14, face: 'bold', plain: true }) : title, CONTENT_X, 10);
  put(typesetText(`Paper ${input.paperId}, revision ${input.revision}`, CONTENT_WIDTH, { size: SMALL_SIZE }));
  rule();
  const minutes = timeGuideMinutes(totalMarks);
  put(typesetText(`Total marks: ${totalMarks}`, CONTENT_WIDTH, { size: 13, face: 'bold' }));
  put(
    typesetText(`Time guide: ${formatMinutes(minutes)} (about ${MINUTES_PER_MARK} minutes a mark)`, CONTENT_WIDTH, { size: BODY_SIZE }),
    CONTENT_X,
    12,
  );
  rule();
  for (const [heading, lines] of [
    ['Instructions', INSTRUCTIONS],
    ['Information', INFORMATION],
  ] as const) {
    put(typesetText(heading, CONTENT_WIDTH, { size: 12, face: 'bold' }));
    for (const line of lines) {
      items.push({ kind: 'block', x: CONTENT_X + 4, y, block: typesetText('-', 10, { size: BODY_SIZE }) });
      put(typesetText(line, CONTENT_WIDTH - 16, { size: BODY_SIZE }), CONTENT_X + 16, 4);
    }
    y += 10;
  }
  if (input.gradeGuide) {
    rule();
    put(typesetText(GRADE_GUIDE_LABEL, CONTENT_WIDTH, { size: 12, face: 'bold' }));
    put(
      typesetText(
        `Chosen percentages of the ${totalMarks} marks. Boundaries are set by the exam board each series from raw marks: this table is an estimate.`,
        CONTENT_WIDTH,
        {
          size: SMALL_SIZE,
          face: 'italic',
        },
      ),
      CONTENT_X,
      8,
    );
    const columns = [CONTENT_X + 10, CONTENT_X + 90, CONTENT_X + 200];
    const header = ['Grade', 'Percentage', 'Marks out of ' + totalMarks].map((text) =>
      typesetText(text, 140, { size: BODY_SIZE, face: 'bold' }),
    );
    header.forEach((block, i) => items.push({ kind: 'block', x: columns[i], y, block }));
    y += header[0].height + 2;
    rule(4);
    for (const row of gradeGuide(totalMarks)) {
      const cells = [row.grade, `${row.percent}%`, `${row.marks}`].map((text) => typesetText(text, 140, { size: BODY_SIZE }));
      cells.forEach((block, i) => items.push({ kind: 'block', x: columns[i], y, block }));
      y += cells[0].height + 2;
    }
    rule(4);
  }
  const turnOver = typesetText('Turn over', 100, { size: BODY_SIZE, face: 'bold' });
  items.push({ kind: 'block', x: CONTENT_RIGHT - turnOver.width, y: Math.max(y, CONTENT_BOTTOM - turnOver.height), block: turnOver });
  return items;
}
