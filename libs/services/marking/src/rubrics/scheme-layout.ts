import { markCodeToken } from './scheme-text-rules.js';

// How a mark scheme typed elsewhere is laid out, read from where its words are: the rows of its
// Question | Scheme | Marks table (the header's words give the columns), or its variants without a
// header (question labels in the left margin, mark codes set apart at the right). Only a code in the
// marks column is an allocation; one in the working ("M1 for attempting", "dep on M1") is text.

/** A box as fractions of the page, from its top left. */
export interface SchemeBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word read on a scheme page: its text, how surely it was read (0 to 100; 100 from a text layer) and where. */
export interface SchemeWord {
  text: string;
  confidence: number;
  box: SchemeBox;
}

/** A scheme page's words, in the lines its reader grouped them into (a text layer's runs, tesseract's lines). */
export interface SchemePage {
  /** Its width over its height: the boxes are fractions of each. */
  aspect: number;
  /** How its lines of print slope (down over across, in the same units), where its reader measured it (OCR's baselines). */
  skew?: number;
  lines: ReadonlyArray<readonly SchemeWord[]>;
}

/** A row of a scheme: its question and part (as its labels say), its working's lines, its codes as printed, in order. */
export interface SchemeRow {
  kind: 'row';
  question: number | null;
  part: string;
  working: string[];
  codes: string[];
  /** Whether every word of its working was read surely (a text layer, or OCR at SURE_WORD_CONFIDENCE). */
  sure: boolean;
}

/** A printed total: a part's `(3)`, or a question's `(5 marks)`, `Total 5 marks`, `Total for Question 1 | 5`. */
export interface SchemeTotal {
  kind: 'total';
  of: 'part' | 'question';
  question: number | null;
  part: string;
  marks: number;
}

export type SchemeEntry = SchemeRow | SchemeTotal;

/** OCR reads a printed word at least this surely for the value in it to be taken as an expected value. */
export const SURE_WORD_CONFIDENCE = 85;
/** A gap between words this many times the page's typical word height (or more) parts two cells of a line. */
const CELL_GAP = 0.8;
/** A gap between words this many times the line's usual one parts two cells. */
const WIDE_GAP = 2.5;
/** A total read by OCR less surely than this is not checked against. */
const TOTAL_CONFIDENCE = 50;
/** The steepest slope a scan's lines have (about 2°). */
const MAX_SKEW = 0.035;
/** Two words are on one line when their middles (skew taken out) are within this share of a word's height. */
const SAME_LINE = 0.45;

/** "1(a)", "1 (a)", "Q1(a)", "1a", "1.", "1", "Q1", "Question 1", "(a)", "(a)(i)": a label cell's whole text. */
const LABEL = /^(?:Q(?:uestion)?\s*)?(\d{1,2})?\s*(?:\(([a-h])\)|([a-h])\b)?(?:\s*\([ivx]+\))?\.?$/i;
/** A label that is one even when it is not set apart: `1(a)`, `Q1`, at the start of a line. */
const STRONG_LABEL = /^(?:Q(?:uestion)?\s*\d{1,2}(?:\s*\([a-h]\))?|\d{1,2}\s*\([a-h]\))$/i;
/** A question's printed total: `Total 5 marks`, `(Total 5 marks)`, `Total for question 1: 5 marks`, `(5 marks)`. */
const QUESTION_TOTAL = /(?:\btotal\b.{0,30}?(\d{1,2})\s*marks?\b|^\(?(\d{1,2})\s*marks?\)?$)/i;
/** A part's subtotal in the marks column: `(3)` or `[3]`. */
const PART_TOTAL = /^[([](\d{1,2})[)\]]$/;
/** An assessment-objective code (`AO1.1b`, `1.1b`, `2.1`) in an AOs column: not a mark. */
const AO_CODE = /^(?:AO)?\d\.\d[a-z]?$/i;

interface Cell {
  words: SchemeWord[];
  x0: number;
  x1: number;
}

/** A line's words by column. */
interface LineCells {
  label: SchemeWord[];
  working: SchemeWord[];
  marks: SchemeWord[];
}

interface Line {
  cells: Cell[];
  y: number;
}

/** Column edges (fractions of the page's width) found from a table's header, kept for its later pages. */
interface Columns {
  scheme: number;
  marks: number | null;
  /** Where the columns right of the marks start (AOs, Guidance, Notes): their words are no part of a row's working or marks. */
  after: number | null;
}

/** A page's columns, each edge known. */
type PageColumns = Columns & { marks: number };

/**
 * The rows and totals of a typed scheme, page after page in reading order: a table's header gives its
 * columns (Question, Scheme, Marks, AOs); without one the label is the first cell of a line at the
 * left margin and the marks the last cell, set apart at the right, that holds only codes and totals.
 * A row starts at a label, or at codes beside working when the row above has its codes already; a
 * line of working without codes continues the row above it (codes are set on a row's first line),
 * codes on a line of their own are the row's (stacked one a line), and codes below working that has
 * none yet are that working's. A question's total ends it: rows after it whose label was not read
 * are the next question's, when the next label read is not that question's.
 */
export function schemeEntriesOf(pages: readonly SchemePage[]): SchemeEntry[] {
  const entries: SchemeEntry[] = [];
  let [question, part] = [null as number | null, 'a'];
  let row: SchemeRow | null = null;
  // After a question's total, until a label names a question: the entries whose question is the next one's.
  let unnamed: { after: number; entries: SchemeEntry[] } | null = null;
  const unnamedBlocks: Array<{ after: number; entries: SchemeEntry[] }> = [];
  const push = (entry: SchemeEntry) => {
    entries.push(entry);
    unnamed?.entries.push(entry);
  };
  const close = () => {
    if (row && (row.codes.length > 0 || row.working.length > 0)) push(row);
    row = null;
  };
  for (const { body, cellsOf: cellsOfLine } of layoutsOf(pages)) {
    for (const line of body) {
      const cells = cellsOfLine(line);
      const [label, working, marks] = [textOf(cells.label), textOf(cells.working), textOf(cells.marks)];
      const labelled = label === '' ? null : labelOf(label);
      const total = totalOf(label, working, marks);
      // A total misread would reject a right rubric: one read unsurely is not checked against.
      const sureTotal = [...cells.label, ...cells.working, ...cells.marks].every((word) => word.confidence >= TOTAL_CONFIDENCE);
      if (total) {
        close();
        if (sureTotal) push({ kind: 'total', of: total.of, question, part, marks: total.marks });
        if (total.of === 'question' && question !== null) {
          unnamedBlocks.push((unnamed = { after: question, entries: [] }));
          [question, part] = [null, 'a'];
        }
        continue;
      }
      if (labelled) {
        close();
        if (labelled.question !== null) unnamed = null;
        [question, part] = [labelled.question ?? question, labelled.part ?? 'a'];
      }
      const codes = marks.split(/\s+/).flatMap(codesIn);
      // Codes on a line of their own are the row's too (stacked one a line); codes beside working start a row.
      if (codes.length > 0 && working !== '' && row && (row as SchemeRow).codes.length > 0) close();
      row ??= { kind: 'row', question, part, working: [], codes: [], sure: true };
      if (working !== '') row.working.push(working);
      row.codes.push(...codes);
      row.sure &&= cells.working.every((word) => word.confidence >= SURE_WORD_CONFIDENCE);
    }
  }
  close();
  for (const block of unnamedBlocks) {
    const next = entries.slice(entries.indexOf(block.entries.at(-1)!) + 1).find((entry) => entry.question !== null)?.question;
    if (block.entries.length > 0 && (next === undefined || next! > block.after + 1))
      for (const entry of block.entries) entry.question = block.after + 1;
  }
  return entries;
}

/** A page's lines below its table's header (all of them without one), and how a line's words fall into the scheme's columns. */
interface PageLayout {
  body: Line[];
  cellsOf(line: Line): LineCells;
  /** A table's columns, as its header gives them; else null, and the margin layout's working edge. */
  columns: PageColumns | null;
  margin: Margin | null;
  /** The top of the body (below the header), in page heights. */
  top: number;
}

/** Each page's layout: a table's columns from its header, carried to its later pages; else the margin layout. */
function layoutsOf(pages: readonly SchemePage[]): PageLayout[] {
  let columns: Columns | null = null;
  return pages.map((page) => {
    const lines = visualLines(page);
    const headerAt = lines.findIndex(isHeader);
    if (headerAt !== -1) columns = columnsOf(lines[headerAt]);
    const body = headerAt === -1 ? lines : lines.slice(headerAt + 1);
    const top = headerAt === -1 ? 0 : Math.max(...lines[headerAt].cells.flatMap((cell) => cell.words.map((w) => w.box.y1)));
    const pageColumns: PageColumns | null = columns && { ...columns, marks: columns.marks ?? workingEndOf(body, columns.scheme) };
    if (pageColumns) return { body, top, columns: pageColumns, margin: null, cellsOf: (line: Line) => tableCells(line, pageColumns) };
    const margin = marginOf(body);
    return { body, top, columns: null, margin, cellsOf: (line: Line) => marginCells(line, margin) };
  });
}

/** Where a page's labels and marks are, to be read again on their own. */
export interface ColumnStrips {
  labels: SchemeBox | null;
  marks: SchemeBox | null;
}

/**
 * Where each page's question labels and marks are, to be read again on their own (OCR passes over a
 * column of short words set apart, or misreads them), below a table's header: the labels left of the
 * working (a table's Scheme column, else where most lines start); the marks right of the working to
 * the page's right edge, or to a table's columns after them (AOs, Guidance). Null where there is no room for one.
 */
export function columnStripsOf(pages: readonly SchemePage[]): ColumnStrips[] {
  return layoutsOf(pages).map(({ body, cellsOf: cellsOfLine, columns, margin, top }) => {
    // A table's marks may be centred and start left of their header, which the working never passes;
    // without a header, the working is what starts in the left half of the page right of the margin.
    const working = columns
      ? body.flatMap((line) => [...cellsOfLine(line).label, ...cellsOfLine(line).working]).filter((w) => w.box.x0 < columns.marks)
      : body.flatMap((line) => line.cells.filter((cell) => cell.x0 < (margin!.body + 1) / 2).flatMap((cell) => cell.words));
    const marksFrom = Math.min(columns ? columns.marks - 0.005 : 1, Math.max(0, ...working.map((w) => w.box.x1)) + STRIP_GAP);
    const marksTo = columns && columns.after !== null ? columns.after - STRIP_GAP : 1;
    const labelsTo = (columns ? columns.scheme : margin!.body) - STRIP_GAP;
    return {
      labels: labelsTo >= MIN_STRIP_WIDTH ? { x0: 0, y0: top, x1: labelsTo, y1: 1 } : null,
      marks: marksTo - marksFrom >= MIN_STRIP_WIDTH ? { x0: marksFrom, y0: top, x1: marksTo, y1: 1 } : null,
    };
  });
}

/** A column strip keeps this share of the page's width clear of its neighbour's words. */
const STRIP_GAP = 0.004;
/** A strip narrower than this share of the page's width has no room for a label or a code. */
const MIN_STRIP_WIDTH = 0.03;

/** Whether a line read in the marks column is marks: codes, a subtotal or a total. */
export const isMarksText = (text: string): boolean =>
  text.trim() !== '' &&
  (PART_TOTAL.test(text.trim()) ||
    /^\(?\d{1,2}(\s*marks?\)?)?$/i.test(text.trim()) ||
    text
      .trim()
      .split(/\s+/)
      .every((token) => codesIn(token).length > 0));

/** A line that is a printed total: a question's (`(5 marks)`, `Total 5 marks`, a Total row with its number in the marks), or a part's `(3)`. */
function totalOf(label: string, working: string, marks: string): { of: 'part' | 'question'; marks: number } | null {
  const text = [label, working, marks].join(' ').trim();
  const question = QUESTION_TOTAL.exec(text) ?? (/^total\b/i.test(label || working) ? /^\d{1,2}$/.exec(marks) : null);
  if (question) return { of: 'question', marks: Number(question[1] ?? question[2] ?? question[0]) };
  const part = PART_TOTAL.exec(marks);
  return part && working === '' && label === '' ? { of: 'part', marks: Number(part[1]) } : null;
}

/** The mark codes of a token of the marks column: one code, or codes read run together (`dM1A1`). */
export function codesIn(token: string): string[] {
  const one = markCodeToken(token);
  if (one !== null) return [one];
  const parts = token.match(/d?[MAB][1-9lI|](?:ft)?\*?/gy);
  if (!parts || parts.join('') !== token) return [];
  const codes = parts.map(markCodeToken);
  return codes.every((code) => code !== null) ? (codes as string[]) : [];
}

/** The question and part a label names (either may be missing: `(b)` names a part of the question before). */
export function labelOf(text: string): { question: number | null; part: string | null } | null {
  const match = LABEL.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return { question: match[1] === undefined ? null : Number(match[1]), part: (match[2] ?? match[3])?.toLowerCase() ?? null };
}

/** Words grouped into the lines of the page as printed, across its columns: by their middles, with the page's skew taken out. */
function visualLines(page: SchemePage): Line[] {
  const words = page.lines.flat().filter((word) => word.text.trim() !== '');
  if (words.length === 0) return [];
  const height = median(words.map((w) => w.box.y1 - w.box.y0));
  const skew = skewOf(page);
  const middle = (w: SchemeWord) => (w.box.y0 + w.box.y1) / 2 - skew * ((w.box.x0 + w.box.x1) / 2) * page.aspect;
  const lines: Array<{ words: SchemeWord[]; y: number }> = [];
  for (const word of [...words].sort((a, b) => middle(a) - middle(b))) {
    const last = lines.at(-1);
    if (last && Math.abs(middle(word) - last.y) <= SAME_LINE * height) {
      last.words.push(word);
      last.y = last.words.reduce((sum, w) => sum + middle(w), 0) / last.words.length;
    } else lines.push({ words: [word], y: middle(word) });
  }
  return lines.map(({ words: lineWords, y }) => ({ y, cells: cellsOf(lineWords, height / page.aspect) }));
}

/** The slope of the page's lines: as its reader measured it, else the median of its reader's lines of several words. */
function skewOf(page: SchemePage): number {
  if (page.skew !== undefined) return page.skew;
  const slopes = page.lines
    .filter((line) => line.length >= 3)
    .map((line) => {
      const [first, last] = [line[0].box, line.at(-1)!.box];
      const run = ((last.x0 + last.x1) / 2 - (first.x0 + first.x1) / 2) * page.aspect;
      return run > 0.1 ? ((last.y0 + last.y1) / 2 - (first.y0 + first.y1) / 2) / run : null;
    })
    // A reader's line that climbs more than a scan is ever turned is two lines run together.
    .filter((slope): slope is number => slope !== null && Math.abs(slope) <= MAX_SKEW);
  return slopes.length === 0 ? 0 : median(slopes);
}

/**
 * A line's words, left to right, parted into cells at gaps of CELL_GAP word heights (`height` in page
 * widths), or of WIDE_GAP times the line's usual gap between words (text typed with spaces, not
 * columns, sets its marks apart with a few).
 */
function cellsOf(words: readonly SchemeWord[], height: number): Cell[] {
  const sorted = [...words].sort((a, b) => a.box.x0 - b.box.x0);
  const gaps = sorted.slice(1).map((word, i) => word.box.x0 - sorted[i].box.x1);
  const usual = gaps.length >= 3 ? median(gaps.map((gap) => Math.max(gap, 0))) : Number.POSITIVE_INFINITY;
  const cells: Cell[] = [];
  for (const [i, word] of sorted.entries()) {
    const last = cells.at(-1);
    if (last && gaps[i - 1] < CELL_GAP * height && gaps[i - 1] < WIDE_GAP * usual) {
      last.words.push(word);
      last.x1 = Math.max(last.x1, word.box.x1);
    } else cells.push({ words: [word], x0: word.box.x0, x1: word.box.x1 });
  }
  return cells;
}

const textOf = (words: readonly SchemeWord[]) =>
  words
    .map((w) => w.text)
    .join(' ')
    .trim();
const wordIs = (word: SchemeWord, pattern: RegExp) => pattern.test(word.text.replace(/[^A-Za-z]/g, ''));

/** The heading of a table's working column, as boards print it: Scheme, Answer, Solution, Working. */
const SCHEME_HEADING = /^(?:schemes?|answers?|solutions?|working)$/i;
/** Headings of the columns a board sets right of the marks: assessment objectives, guidance, notes. */
const AFTER_MARKS_HEADING = /^(?:AOs?|guidance|notes?|comments?)$/i;

/** Words a table's headings are made of (`Question Number`, `Mark scheme`, `Typical solution`, `Additional guidance`). */
const HEADING_WORD =
  /^(?:q|qu|question|number|no|part|mark|marks|scheme|schemes|answer|answers|solution|solutions|working|typical|marking|instructions|aos?|guidance|additional|notes?|comments?)$/i;

/**
 * A table's header line: Scheme (or Answer, ...) and Marks after it (or Question, AOs or Guidance
 * beside it), every word of the line a heading's (a stray bar aside): a note that names them
 * ("Correct answer only scores both marks", "Answer: 5 marks") is not a header.
 */
function isHeader(line: Line): boolean {
  const words = line.cells.flatMap((cell) => cell.words);
  if (!words.every((w) => w.text.replace(/[^A-Za-z0-9]/g, '') === '' || HEADING_WORD.test(w.text.replace(/[^A-Za-z0-9]/g, ''))))
    return false;
  const scheme = words.find((w) => wordIs(w, SCHEME_HEADING));
  // "Mark scheme" as a title is not a header: a header's other columns are beside its Scheme column.
  return (
    scheme !== undefined &&
    words.some(
      (w) => (wordIs(w, /^marks?$/i) && w.box.x0 > scheme.box.x1) || wordIs(w, /^(?:question|qu?)$/i) || wordIs(w, AFTER_MARKS_HEADING),
    )
  );
}

/** A table's columns from its header; the Marks column's edge is null where its header word was not read. */
function columnsOf(header: Line): Columns {
  const words = header.cells.flatMap((cell) => cell.words);
  const scheme = words.find((w) => wordIs(w, SCHEME_HEADING))!.box.x0;
  const marks = words.find((w) => wordIs(w, /^marks?$/i) && w.box.x0 > scheme)?.box.x0 ?? null;
  const after = words.find((w) => wordIs(w, AFTER_MARKS_HEADING) && w.box.x0 > (marks ?? scheme))?.box.x0 ?? null;
  return { scheme, marks, after };
}

/** Where a table's working ends on a page (its Marks header unread): the right end of the cells that start at its Scheme column. */
function workingEndOf(body: readonly Line[], scheme: number): number {
  const starts = body.flatMap((line) => line.cells.filter((cell) => Math.abs(cell.x0 - scheme) < SCHEME_START));
  return Math.max(scheme, ...starts.map((cell) => cell.x1)) + STRIP_GAP;
}

/** A cell this close (a share of the page's width) to the Scheme column's left edge starts there. */
const SCHEME_START = 0.03;

/**
 * A table line's cells by column: a cell in the Question column (it ends before the Scheme column
 * starts), the Marks column (its middle is past the Marks header's left edge: marks are often
 * centred), the columns after the marks (AOs, Guidance: left out), else the Scheme column.
 */
function tableCells(line: Line, columns: PageColumns): LineCells {
  const [label, working, marks]: SchemeWord[][] = [[], [], []];
  for (const cell of line.cells) {
    const middle = (cell.x0 + cell.x1) / 2;
    if (columns.after !== null && cell.x0 >= columns.after - 0.005) continue;
    if (cell.x1 <= columns.scheme) label.push(...cell.words);
    else if (middle >= columns.marks) marks.push(...cell.words.filter((word) => !AO_CODE.test(word.text)));
    else working.push(...cell.words);
  }
  return { label, working, marks };
}

/** Where a page without a header sets its working: the left edge most lines' first cells start at. */
interface Margin {
  body: number;
}

function marginOf(lines: readonly Line[]): Margin {
  // Each line's first cell after its label, unless it is marks (a total set at the right).
  const starts = lines
    .map((line) => line.cells.find((cell, i) => !(i === 0 && labelOf(textOf(cell.words)) !== null)))
    .filter((cell) => cell !== undefined && !isMarksCell(cell))
    .map((cell) => cell!.x0);
  return { body: starts.length === 0 ? 0 : median(starts) };
}

/** A cell of marks: codes and totals only (`M1 A1ft`, `(3)`, `(5 marks)`, `5`). */
const isMarksCell = (cell: Cell) =>
  cell.words.every((word) => codesIn(word.text).length > 0) ||
  PART_TOTAL.test(textOf(cell.words)) ||
  /^\(?\d{1,2}(\s*marks?\)?)?$/i.test(textOf(cell.words));

/**
 * A line of a headerless scheme by its cells: its first cell a label when it is one and stands at the
 * margin, left of the working (or is a `1(a)`, `Q1` where the line starts); its last cell marks when
 * it holds only codes and totals and is set apart from the working at the right.
 */
function marginCells(line: Line, margin: Margin): LineCells {
  const cells = line.cells.map((cell) => ({ ...cell, words: [...cell.words] }));
  const first = cells[0];
  let label: SchemeWord[] = [];
  if (first && first.x1 < margin.body && labelOf(textOf(first.words)) !== null) label = cells.shift()!.words;
  else if (first && first.x0 <= margin.body + 0.01 && STRONG_LABEL.test(first.words[0].text)) label = first.words.splice(0, 1);
  const last = cells.at(-1);
  // Marks set apart after working, or alone on a line right of the page's middle (codes stacked one a line).
  const marks = last && isMarksCell(last) && (cells.length > 1 || label.length > 0 || last.x0 > 0.5) ? cells.pop()!.words : [];
  return { label, working: cells.flatMap((cell) => cell.words), marks };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
