import type { PaperDocumentInput } from '../paper-document.js';
import { typesetText, type TypesetBlock } from '../typeset/index.js';
import type { LayoutItem } from './layout-items.js';
import { turnOverItem } from './page-furniture.js';
import { BODY_SIZE, CONTENT_RIGHT, CONTENT_TOP, CONTENT_WIDTH, CONTENT_X, SMALL_SIZE } from './page-geometry.js';

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
  'Fill in the boxes at the top of this page with your name, centre number and candidate number.',
  'Answer all questions and ensure that your answers to parts of questions are clearly labelled.',
  'Answer the questions in the spaces provided \u2013 there may be more space than you need.',
  'You should show sufficient working to make your methods clear. Answers without working may not gain full credit.',
  'Inexact answers should be given to three significant figures unless otherwise stated.',
];
const information = (questions: number, totalMarks: number) => [
  `There ${questions === 1 ? 'is 1 question' : `are ${questions} questions`} in this question paper. The total mark for this paper is ${totalMarks}.`,
  'The marks for each question are shown in brackets \u2013 use this as a guide as to how much time to spend on each question.',
  'Diagrams are not accurately drawn unless otherwise stated.',
  'A practice paper made of original questions: it is not an official examination paper, and any mark or grade from it is an estimate.',
];
const ADVICE = [
  'Read each question carefully before you start to answer it.',
  'Try to answer every question.',
  'Check your answers if you have time at the end.',
];
export const YOU_MUST_HAVE = 'Mathematical Formulae and Statistical Tables, calculator';

/** The paper's reference, as a teacher quotes it: the first eight hex digits of its id and the revision (the QR code carries the whole id). */
export function paperReference(paperId: string, revision: number): string {
  return `PP-${paperId.replace(/-/g, '').slice(0, 8).toUpperCase()}/${revision}`;
}

/** Digits in the centre and candidate number boxes, as on a board's paper. */
const CENTRE_DIGITS = 5;
const CANDIDATE_DIGITS = 4;
const CELL = 18;
const COVER_SIZE = 10;

/** The cover page's items, top to bottom; it is always one page. */
export function coverItems(input: PaperDocumentInput, totalMarks: number): LayoutItem[] {
  const items: LayoutItem[] = [];
  let y = CONTENT_TOP;
  const put = (block: TypesetBlock, x = CONTENT_X, gap = 6) => {
    items.push({ kind: 'block', x, y, block });
    y += block.height + gap;
  };
  const rule = (gap = 10) => {
    items.push({ kind: 'rule', x: CONTENT_X, y, width: CONTENT_WIDTH });
    y += gap;
  };
  /** A label and its boxes on one row from x; returns where the row ends. */
  const labelled = (label: string, x: number, boxes: number[], top: number): number => {
    const text = typesetText(label, 120, { size: SMALL_SIZE, face: 'bold' });
    items.push({ kind: 'block', x, y: top + (CELL - text.height) / 2, block: text });
    let left = x + text.width + 6;
    for (const width of boxes) {
      items.push({ kind: 'box', x: left, y: top, width, height: CELL });
      left += width;
    }
    return left;
  };
  put(typesetText('Please write clearly in block capitals.', CONTENT_WIDTH, { size: SMALL_SIZE, face: 'italic' }), CONTENT_X, 4);
  const centreEnd = labelled('Centre number', CONTENT_X, Array<number>(CENTRE_DIGITS).fill(CELL), y);
  const candidateText = typesetText('Candidate number', 120, { size: SMALL_SIZE, face: 'bold' });
  labelled(
    'Candidate number',
    Math.max(centreEnd + 24, CONTENT_RIGHT - candidateText.width - 6 - CANDIDATE_DIGITS * CELL),
    Array<number>(CANDIDATE_DIGITS).fill(CELL),
    y,
  );
  y += CELL + 6;
  const nameText = typesetText('Name', 60, { size: SMALL_SIZE, face: 'bold' });
  labelled('Name', CONTENT_X, [CONTENT_WIDTH - nameText.width - 6], y);
  y += CELL + 12;
  rule();
  put(typesetText('A level Further Mathematics practice paper', CONTENT_WIDTH, { size: 12 }));
  // A long title steps down a size rather than pushing the instructions off the page.
  const title = typesetText(input.title, CONTENT_WIDTH, { size: 20, face: 'bold', plain: true });
  put(title.lines.length > 2 ? typesetText(input.title, CONTENT_WIDTH, { size: 14, face: 'bold', plain: true }) : title, CONTENT_X, 8);
  // The time guide on the left, the paper's reference boxed on the right.
  const reference = typesetText(paperReference(input.paperId, input.revision), 160, { size: BODY_SIZE, face: 'bold' });
  const referenceLabel = typesetText('Paper reference', 100, { size: SMALL_SIZE });
  const referenceBox = { width: reference.width + 12, height: reference.height + 6 };
  const referenceX = CONTENT_RIGHT - referenceBox.width;
  items.push({ kind: 'box', x: referenceX, y, ...referenceBox });
  items.push({ kind: 'block', x: referenceX + 6, y: y + 3, block: reference });
  items.push({
    kind: 'block',
    x: referenceX - referenceLabel.width - 6,
    y: y + 3 + reference.lines[0].baseline - referenceLabel.lines[0].baseline,
    block: referenceLabel,
  });
  const minutes = timeGuideMinutes(totalMarks);
  const time = typesetText(
    `Time guide: ${formatMinutes(minutes)} (about ${MINUTES_PER_MARK} minutes a mark)`,
    referenceX - referenceLabel.width - 18 - CONTENT_X,
    { size: COVER_SIZE },
  );
  items.push({ kind: 'block', x: CONTENT_X, y: y + 3 + reference.lines[0].baseline - time.lines[0].baseline, block: time });
  y += Math.max(referenceBox.height, time.height) + 10;
  // "You must have" and the total marks, boxed side by side as on a board's cover.
  const totalWidth = 90;
  const mustHave = typesetText(`You must have:\n${YOU_MUST_HAVE}`, CONTENT_WIDTH - totalWidth - 12, { size: COVER_SIZE, face: 'bold' });
  const totalLabel = typesetText('Total marks', totalWidth - 8, { size: SMALL_SIZE, face: 'bold' });
  const totalValue = typesetText(String(totalMarks), totalWidth - 8, { size: 14, face: 'bold' });
  const boxHeight = Math.max(mustHave.height, totalLabel.height + totalValue.height) + 8;
  items.push({ kind: 'box', x: CONTENT_X, y, width: CONTENT_WIDTH - totalWidth, height: boxHeight });
  items.push({ kind: 'box', x: CONTENT_RIGHT - totalWidth, y, width: totalWidth, height: boxHeight });
  items.push({ kind: 'block', x: CONTENT_X + 6, y: y + 4, block: mustHave });
  items.push({ kind: 'block', x: CONTENT_RIGHT - totalWidth + 4, y: y + 4, block: totalLabel });
  items.push({ kind: 'block', x: CONTENT_RIGHT - (totalWidth + totalValue.width) / 2, y: y + 4 + totalLabel.height, block: totalValue });
  y += boxHeight + 12;
  for (const [heading, lines] of [
    ['Instructions', INSTRUCTIONS],
    ['Information', information(input.questions.length, totalMarks)],
    ['Advice', ADVICE],
  ] as const) {
    put(typesetText(heading, CONTENT_WIDTH, { size: 12, face: 'bold' }), CONTENT_X, 3);
    for (const line of lines) {
      items.push({ kind: 'block', x: CONTENT_X + 4, y, block: typesetText('\u2022', 10, { size: COVER_SIZE }) });
      put(typesetText(line, CONTENT_WIDTH - 16, { size: COVER_SIZE }), CONTENT_X + 16, 2);
    }
    y += 8;
  }
  if (input.gradeGuide) {
    rule(6);
    put(typesetText(GRADE_GUIDE_LABEL, CONTENT_WIDTH, { size: 12, face: 'bold' }), CONTENT_X, 3);
    put(
      typesetText(
        `Chosen percentages of the ${totalMarks} marks. Boundaries are set by the exam board each series from raw marks: this table is an estimate.`,
        CONTENT_WIDTH,
        { size: SMALL_SIZE, face: 'italic' },
      ),
      CONTENT_X,
      4,
    );
    // One column a grade, so the guide takes three lines whatever the title above it.
    const rows = [
      ['Grade', ...GRADE_GUIDE_PERCENTAGES.map((g) => g.grade)],
      ['Percentage', ...GRADE_GUIDE_PERCENTAGES.map((g) => `${g.percent}%`)],
      [`Marks out of ${totalMarks}`, ...gradeGuide(totalMarks).map((g) => String(g.marks))],
    ];
    const firstColumn = 110;
    const column = (CONTENT_WIDTH - firstColumn) / GRADE_GUIDE_PERCENTAGES.length;
    rows.forEach((row, r) => {
      const cells = row.map((text, i) =>
        typesetText(text, i === 0 ? firstColumn : column, { size: COVER_SIZE, face: r === 0 || i === 0 ? 'bold' : 'regular' }),
      );
      cells.forEach((block, i) =>
        items.push({ kind: 'block', x: i === 0 ? CONTENT_X : CONTENT_X + firstColumn + (i - 1) * column, y, block }),
      );
      y += cells[0].height + 2;
      if (r === 0) rule(3);
    });
  }
  items.push(turnOverItem());
  return items;
}
