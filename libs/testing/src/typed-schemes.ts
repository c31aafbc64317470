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
const SIZE = 10;
const PITCH = 13;
const BOTTOM = 60;
const INSET = 5;
const RULE = rgb(0.45, 0.45, 0.45);
/**
 * Liberation Sans (OFL, Arial's metrics: what most schemes are typed in), from pdfjs-dist's standard
 * fonts: it has the −, √, π, θ and superscripts a scheme is typed with (STIX Two Text has no √).
 */
const schemeFont = () => resolveFont('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf');

/** Column edges of the table layout (points from the left), with or without an AOs column. */
const TABLE_COLUMNS = { question: 50, scheme: 108, marks: 445, aos: 500, right: 545 };
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
  };
  const document = await PDFDocument.create();
  registerFontkit(document);
  // No ligatures: a word processor's fi ligature often has no text behind it in the PDF.
  const font = await document.embedFont(schemeFont(), { features: { liga: false } });
  const typist = new Typist(document, font, options.layout, style);
  for (const question of questions) typist.question(question);
  const typed = await document.save();
  return options.textLayer ? typed : scanOf(typed, (random() - 0.5) * 0.8, options.seed ?? 17);
}

/** Lays the rows out page by page, a new page (with the table's header again) when one is full. */
class Typist {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly font: PDFFont,
    private readonly layout: TypedSchemeLayout,
    private readonly style: Style,
  ) {
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
    this.y -= this.layout === 'margin' ? PITCH : 0;
  }

  private get columns() {
    const table = this.layout === 'table';
    return {
      label: table ? TABLE_COLUMNS.question + INSET : MARGIN.label,
      scheme: table ? TABLE_COLUMNS.scheme + INSET : MARGIN.scheme,
      schemeWidth: table ? TABLE_COLUMNS.marks - TABLE_COLUMNS.scheme - 2 * INSET : MARGIN.schemeRight - MARGIN.scheme,
    };
  }

  private row(label: string, row: TypedSchemeRow): void {
    const { label: labelX, scheme: schemeX, schemeWidth } = this.columns;
    const working = this.wrap(row.working, schemeWidth);
    const codes = this.style.codesStacked ? row.codes : [row.codes.join(' ')];
    const height = Math.max(working.length, codes.length, 1) * PITCH + (this.layout === 'table' ? 6 : 3);
    if (this.y - height < BOTTOM) this.newPage();
    const top = this.y;
    const baseline = (i: number) => top - (this.layout === 'table' ? 3 : 0) - SIZE - i * PITCH;
    if (label) this.text(label, labelX, baseline(0));
    working.forEach((line, i) => this.text(line, schemeX, baseline(i)));
    codes.forEach((code, i) => {
      const width = this.font.widthOfTextAtSize(code, SIZE);
      // The table centres its marks in their column; the margin layout sets them flush right.
      const x = this.layout === 'table' ? (TABLE_COLUMNS.marks + this.marksRight()) / 2 - width / 2 : MARGIN.right - width;
      this.text(code, x, baseline(i));
      if (this.layout === 'table' && this.style.aos && /^d?[MAB]\d/.test(code))
        this.text(i % 2 ? '1.1b' : '2.1', TABLE_COLUMNS.aos + INSET, baseline(i));
    });
    this.y -= height;
    if (this.layout === 'table') this.tableRule(top, this.y);
  }

  /** A line across the page: a question's total as some typists put it. */
  private line(text: string): void {
    if (this.y - PITCH * 2 < BOTTOM) this.newPage();
    this.text(text, this.columns.scheme, this.y - SIZE - 4);
    this.y -= PITCH + 6;
  }

  private marksRight(): number {
    return this.style.aos ? TABLE_COLUMNS.aos : TABLE_COLUMNS.right;
  }

  /** The table's cell borders around one row. */
  private tableRule(top: number, bottom: number): void {
    const edges = [
      TABLE_COLUMNS.question,
      TABLE_COLUMNS.scheme,
      TABLE_COLUMNS.marks,
      ...(this.style.aos ? [TABLE_COLUMNS.aos] : []),
      TABLE_COLUMNS.right,
    ];
    for (const x of edges) this.page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: RULE });
    this.page.drawLine({
      start: { x: TABLE_COLUMNS.question, y: bottom },
      end: { x: TABLE_COLUMNS.right, y: bottom },
      thickness: 0.5,
      color: RULE,
    });
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
    const header = [
      ['Question', TABLE_COLUMNS.question],
      ['Scheme', TABLE_COLUMNS.scheme],
      ['Marks', TABLE_COLUMNS.marks],
      ...(this.style.aos ? [['AOs', TABLE_COLUMNS.aos] as const] : []),
    ] as const;
    for (const [name, x] of header) this.text(name, x + INSET, top - 3 - SIZE);
    this.y -= PITCH + 6;
    this.page.drawLine({
      start: { x: TABLE_COLUMNS.question, y: top },
      end: { x: TABLE_COLUMNS.right, y: top },
      thickness: 0.5,
      color: RULE,
    });
    this.tableRule(top, this.y);
  }

  private text(text: string, x: number, y: number, size = SIZE): void {
    this.page.drawText(text, { x, y, size, font: this.font, color: rgb(0, 0, 0) });
  }

  /** Text broken into lines at spaces, each no wider than `width` at the scheme's size. */
  private wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && this.font.widthOfTextAtSize(`${last} ${word}`, SIZE) <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  }
}
