import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { registerFontkit, resolveFont, seeded } from './handwriting.js';
import { scanOf } from './scripts.js';

// Mark schemes typed elsewhere (a teacher's word processor, a board's layout), for the tests and the
// bench of the scheme reader: rows of working and mark codes, laid out as a ruled table or with the
// labels in the margin and the codes at the right edge, and a total per question.

/** One row of a typed scheme: its part, its working (an expected value, or prose) and its codes as printed. */
export interface TypedSchemeRow {
  /** `a`, `b`, or `''` for a question without parts. */
  part: string;
  /** Scheme text: may hold an expected value (`z = 3 − 2i`) or prose (`M1 for attempting to multiply by the conjugate`). */
  working: string;
  /** As printed: `['M1']`, `['dM1']`, `['A1ft']`, `['M1', 'A1']`. */
  codes: string[];
}

export interface TypedSchemeQuestion {
  number: number;
  rows: TypedSchemeRow[];
}

export type TypedSchemeLayout = 'table' | 'margin';

const [PAGE_WIDTH, PAGE_HEIGHT] = [595, 842];
const BOTTOM = 60;
const INSET = 5;
const RULE = rgb(0.45, 0.45, 0.45);
/**
 * The fonts schemes are typed in, each with the −, √, π, θ and superscripts a scheme is typed with
 * (STIX Two Text has no √): Liberation Sans (Arial's metrics, from pdfjs-dist's standard fonts),
 * Tinos (Times New Roman's) and Source Sans 3 (a humanist sans, as Calibri is), all OFL.
 */
const SCHEME_FONTS = [
  'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
  '@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf',
  '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf',
] as const;

/** Column edges of the table layout (points from the left), with or without an AOs column. */
const TABLE_COLUMNS = { question: 50, scheme: 108, marks: 445, aos: 500, right: 545 };
/** The table with a Guidance column at the right (a board's notes beside each row), its marks narrower. */
const GUIDANCE_COLUMNS = { question: 50, scheme: 100, marks: 355, aos: 395, guidance: 395, right: 545 };
/** Headings of a table's columns as boards and typists print them. */
const HEADINGS = [
  { question: 'Question', scheme: 'Scheme', marks: 'Marks' },
  { question: 'Question', scheme: 'Answer', marks: 'Marks' },
  { question: 'Qu', scheme: 'Scheme', marks: 'Mark' },
] as const;
/** Notes a board prints beside a row, some naming marks (they are guidance, not allocations). */
const GUIDANCE_NOTES = [
  'Accept equivalent forms',
  'M1 for a correct method; condone sign slips',
  'Allow awrt',
  '',
  'Correct answer only scores both marks',
  'B0 if units are missing',
];
/** A raised power's size, a share of the line's. */
const RAISED = 0.7;
/** A power as a typist writes it: `x^2`, `sech^2x` (the 2 alone), `e^(−2.4)`, `e^-x`, or a superscript character (`3²`). */
const POWER = /\^(\([^()]*\)|-?(?:\d+(?:\.\d+)?|[A-Za-z]))|([⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿ]+)/g;
/** The margin layout: labels at the margin, working indented, codes set flush right. */
const MARGIN = { label: 50, scheme: 100, schemeRight: 440, right: 545 };

/** How a scheme is typed: what varies from one typist to the next, drawn from the seed. */
interface Style {
  /** Codes of a row side by side on its first line, or one a line. */
  codesStacked: boolean;
  /** Each part's subtotal, `(3)`, under its last row. */
  partTotals: boolean;
  /** The question total: `(5 marks)` in the marks column, a `Total for Question 1` row, or a `Total: 5 marks` line. */
  total: 'marks' | 'row' | 'line';
  /** Later parts labelled `(b)` rather than `1(b)`. */
  shortPartLabels: boolean;
  /** A table with an AOs column. */
  aos: boolean;
  /** The font (one of SCHEME_FONTS) and its size in points. */
  font: number;
  size: number;
  /** The table's column headings. */
  headings: (typeof HEADINGS)[number];
  /** A table with a Guidance column right of its marks (instead of AOs). */
  guidance: boolean;
  /** Powers set as a word processor sets them, raised and smaller, rather than typed (`x^2`, `3²`). */
  raisedPowers: boolean;
}

/**
 * A mark scheme typed in a word processor: a text-layer PDF, or (textLayer false) the same pages as
 * scanned images only (150 dpi raster in a PDF, no text). Total line per question.
 */
export async function typedSchemePdf(
  questions: readonly TypedSchemeQuestion[],
  options: { layout: TypedSchemeLayout; textLayer: boolean; seed?: number },
): Promise<Uint8Array> {
  const random = seeded(options.seed ?? 17);
  const style: Style = {
    codesStacked: random() < 0.5,
    partTotals: random() < 0.5,
    total: (['marks', 'row', 'line'] as const)[Math.floor(random() * 3)],
    shortPartLabels: random() < 0.5,
    aos: random() < 0.5,
    font: Math.floor(random() * SCHEME_FONTS.length),
    size: 9.5 + Math.floor(random() * 4) * 0.5,
    headings: HEADINGS[Math.floor(random() * HEADINGS.length)],
    guidance: random() < 0.35,
    raisedPowers: random() < 0.5,
  };
  const document = await PDFDocument.create();
  registerFontkit(document);
  // No ligatures: a word processor's fi ligature often has no text behind it in the PDF.
  const font = await document.embedFont(resolveFont(SCHEME_FONTS[style.font]), { features: { liga: false } });
  const typist = new Typist(document, font, options.layout, style);
  for (const question of questions) typist.question(question);
  const typed = await document.save();
  return options.textLayer ? typed : scanOf(typed, (random() - 0.5) * 0.8, options.seed ?? 17);
}

/** Lays the rows out page by page, a new page (with the table's header again) when one is full. */
class Typist {
  private page!: PDFPage;
  private y = 0;
  private readonly pitch: number;
  private readonly table: { question: number; scheme: number; marks: number; aos: number | null; guidance: number | null; right: number };
  private notes = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly font: PDFFont,
    private readonly layout: TypedSchemeLayout,
    private readonly style: Style,
  ) {
    this.pitch = Math.round(style.size * 1.3);
    this.table = style.guidance
      ? { ...GUIDANCE_COLUMNS, aos: null }
      : { ...TABLE_COLUMNS, aos: style.aos ? TABLE_COLUMNS.aos : null, guidance: null };
    this.newPage();
  }

  question({ number, rows }: TypedSchemeQuestion): void {
    const total = rows.reduce((sum, row) => sum + row.codes.reduce((n, code) => n + Number(/\d+/.exec(code)?.[0] ?? 1), 0), 0);
    const parts = [...new Set(rows.map((row) => row.part))];
    for (const [p, part] of parts.entries()) {
      const partRows = rows.filter((row) => row.part === part);
      for (const [r, row] of partRows.entries()) {
        const label = r > 0 ? '' : part === '' ? String(number) : p > 0 && this.style.shortPartLabels ? `(${part})` : `${number}(${part})`;
        this.row(label, row);
      }
      const marks = partRows.reduce((sum, row) => sum + row.codes.reduce((n, code) => n + Number(/\d+/.exec(code)?.[0] ?? 1), 0), 0);
      if (part !== '' && this.style.partTotals) this.row('', { part, working: '', codes: [`(${marks})`] });
    }
    if (this.style.total === 'marks') this.row('', { part: '', working: '', codes: [`(${total} marks)`] });
    else if (this.style.total === 'row') this.row('', { part: '', working: `Total for Question ${number}`, codes: [String(total)] });
    else this.line(`Total: ${total} marks`);
    this.y -= this.layout === 'margin' ? this.pitch : 0;
  }

  private get columns() {
    const table = this.layout === 'table';
    return {
      label: table ? this.table.question + INSET : MARGIN.label,
      scheme: table ? this.table.scheme + INSET : MARGIN.scheme,
      schemeWidth: table ? this.table.marks - this.table.scheme - 2 * INSET : MARGIN.schemeRight - MARGIN.scheme,
    };
  }

  private row(label: string, row: TypedSchemeRow): void {
    const { label: labelX, scheme: schemeX, schemeWidth } = this.columns;
    const working = this.wrap(row.working, schemeWidth);
    const codes = this.style.codesStacked ? row.codes : [row.codes.join(' ')];
    // A board's note beside a row of marks (none beside a total).
    const note =
      this.table.guidance !== null && this.layout === 'table' && row.codes.some((code) => /^d?[MAB]\d/.test(code)) ? this.nextNote() : [];
    const height = Math.max(working.length, codes.length, note.length, 1) * this.pitch + (this.layout === 'table' ? 6 : 3);
    if (this.y - height < BOTTOM) this.newPage();
    const top = this.y;
    const baseline = (i: number) => top - (this.layout === 'table' ? 3 : 0) - this.style.size - i * this.pitch;
    if (label) this.text(label, labelX, baseline(0));
    working.forEach((line, i) => this.text(line, schemeX, baseline(i)));
    note.forEach((line, i) => this.text(line, this.table.guidance! + INSET, baseline(i)));
    codes.forEach((code, i) => {
      const width = this.font.widthOfTextAtSize(code, this.style.size);
      // The table centres its marks in their column; the margin layout sets them flush right.
      const x = this.layout === 'table' ? (this.table.marks + this.marksRight()) / 2 - width / 2 : MARGIN.right - width;
      this.text(code, x, baseline(i));
      if (this.layout === 'table' && this.table.aos !== null && /^d?[MAB]\d/.test(code))
        this.text(i % 2 ? '1.1b' : '2.1', this.table.aos + INSET, baseline(i));
    });
    this.y -= height;
    if (this.layout === 'table') this.tableRule(top, this.y);
  }

  /** The next of the board's notes, broken into the Guidance column's lines. */
  private nextNote(): string[] {
    const note = GUIDANCE_NOTES[this.notes++ % GUIDANCE_NOTES.length];
    return note === '' ? [] : this.wrap(note, this.table.right - this.table.guidance! - 2 * INSET);
  }

  /** A line across the page: a question's total as some typists put it. */
  private line(text: string): void {
    if (this.y - this.pitch * 2 < BOTTOM) this.newPage();
    this.text(text, this.columns.scheme, this.y - this.style.size - 4);
    this.y -= this.pitch + 6;
  }

  private marksRight(): number {
    return this.table.aos ?? this.table.guidance ?? this.table.right;
  }

  /** The table's cell borders around one row. */
  private tableRule(top: number, bottom: number): void {
    const { question, scheme, marks, aos, guidance, right } = this.table;
    for (const x of [question, scheme, marks, ...(aos === null ? [] : [aos]), ...(guidance === null ? [] : [guidance]), right])
      this.page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: RULE });
    this.page.drawLine({ start: { x: question, y: bottom }, end: { x: right, y: bottom }, thickness: 0.5, color: RULE });
  }

  private newPage(): void {
    this.page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - 50;
    if (this.document.getPageCount() === 1) {
      this.text('Mark scheme', MARGIN.label, this.y - 14, 14);
      this.y -= 34;
    }
    if (this.layout !== 'table') return;
    const top = this.y;
    const { headings } = this.style;
    const header = [
      [headings.question, this.table.question],
      [headings.scheme, this.table.scheme],
      [headings.marks, this.table.marks],
      ...(this.table.aos === null ? [] : [['AOs', this.table.aos] as const]),
      ...(this.table.guidance === null ? [] : [['Guidance', this.table.guidance] as const]),
    ] as const;
    for (const [name, x] of header) this.text(name, x + INSET, top - 3 - this.style.size);
    this.y -= this.pitch + 6;
    this.page.drawLine({ start: { x: this.table.question, y: top }, end: { x: this.table.right, y: top }, thickness: 0.5, color: RULE });
    this.tableRule(top, this.y);
  }

  /** Text at a baseline; with raised powers, each power (`x^2`, `3²`) set smaller and above the line, as a word processor sets it. */
  private text(text: string, x: number, y: number, size = this.style.size): void {
    const pieces = this.piecesOf(text);
    let at = x;
    for (const piece of pieces) {
      const pieceSize = piece.raised ? size * RAISED : size;
      this.page.drawText(piece.text, {
        x: at,
        y: piece.raised ? y + size * 0.38 : y,
        size: pieceSize,
        font: this.font,
        color: rgb(0, 0, 0),
      });
      at += this.font.widthOfTextAtSize(piece.text, pieceSize);
    }
  }

  /** Text as it is set: with raised powers, in pieces on the line and raised; else whole. */
  private piecesOf(text: string): Array<{ text: string; raised: boolean }> {
    return this.style.raisedPowers ? powerPieces(text) : [{ text, raised: false }];
  }

  /** Text broken into lines at spaces, each no wider than `width` at the scheme's size, as it is set. */
  private wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    const widthOf = (line: string) =>
      this.piecesOf(line).reduce(
        (sum, piece) => sum + this.font.widthOfTextAtSize(piece.text, piece.raised ? this.style.size * RAISED : this.style.size),
        0,
      );
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && widthOf(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  }
}

/** Text in pieces set on the line and powers set raised: `e^(−2.4)` as `e` and a raised `−2.4`, `3²` as `3` and a raised `2`. */
function powerPieces(text: string): Array<{ text: string; raised: boolean }> {
  const pieces: Array<{ text: string; raised: boolean }> = [];
  let from = 0;
  for (const match of text.matchAll(POWER)) {
    if (match.index > from) pieces.push({ text: text.slice(from, match.index), raised: false });
    const power = match[1] !== undefined ? match[1].replace(/^\((.*)\)$/, '$1') : match[2].normalize('NFKC');
    pieces.push({ text: power, raised: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), raised: false });
  return pieces;
}
