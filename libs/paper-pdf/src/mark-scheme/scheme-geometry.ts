/** Page geometry of the mark scheme, in points: A4 landscape, as the board prints its schemes (decision 0047). */
export const PAGE_WIDTH = 841.89;
export const PAGE_HEIGHT = 595.28;

export const MARGIN_X = 42;
export const TABLE_X = MARGIN_X;
export const TABLE_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

/** Running head (from page 2) and its rule; the body starts below it. */
export const RUNNING_HEAD_Y = 26;
export const RUNNING_RULE_Y = 42;
export const FIRST_PAGE_TOP = 46;
export const BODY_TOP = 54;
/** Rows end above this line; the page number sits below it. */
export const BODY_BOTTOM = PAGE_HEIGHT - 58;
export const FOOTER_Y = PAGE_HEIGHT - 40;

/** Question | Scheme | Marks | Notes: left edges and widths; the scheme column takes what is left (about 440 pt). */
const QUESTION_WIDTH = 54;
const MARKS_WIDTH = 50;
const NOTES_WIDTH = 210;
export const COLUMNS = {
  question: { x: 0, width: QUESTION_WIDTH },
  scheme: { x: QUESTION_WIDTH, width: TABLE_WIDTH - QUESTION_WIDTH - MARKS_WIDTH - NOTES_WIDTH },
  marks: { x: TABLE_WIDTH - MARKS_WIDTH - NOTES_WIDTH, width: MARKS_WIDTH },
  notes: { x: TABLE_WIDTH - NOTES_WIDTH, width: NOTES_WIDTH },
} as const;
export type ColumnName = keyof typeof COLUMNS;

export const CELL_PAD_X = 5;
export const CELL_PAD_Y = 4;
/** The expected answer sits under the requirement, indented, a little apart from it. */
export const EXPECTED_INDENT = 10;
export const EXPECTED_GAP = 3;

export const TITLE_SIZE = 18;
export const SUBTITLE_SIZE = 14;
export const BODY_SIZE = 10;
export const NOTE_SIZE = 9;
export const SMALL_SIZE = 8.5;

/** Space between one question's table (and notes) and the next. */
export const QUESTION_GAP = 16;
export const NOTES_GAP = 6;
/** "Question n continues on the next page", this far under a table cut by a page break. */
export const CONTINUED_GAP = 3;

export const HEADER_FILL = '#e4e4e4';
export const TOTAL_FILL = '#f2f2f2';
export const STRONG_RULE = { colour: '#000000', width: 0.8 };
export const LIGHT_RULE = { colour: '#a0a0a0', width: 0.4 };
/** Expected answers in display style: text-style fractions and limits come out too small to read in a table. */
export const EXPECTED_DISPLAY = true;

/**
 * An answer sketch is drawn at the scale that prints its labels at this size, unless that makes it
 * wider than its share of the Scheme column (at the right, beside its part's rows, SKETCH_GAP from
 * their text) or taller than SKETCH_MAX_HEIGHT; its caption sits SKETCH_CAPTION_GAP above it.
 */
export const SKETCH_LABEL_SIZE = 8.5;
export const SKETCH_MAX_HEIGHT = 180;
export const SKETCH_SHARE = 0.45;
export const SKETCH_GAP = 12;
export const SKETCH_CAPTION_GAP = 3;
