import { MAX_PAPER_QUESTIONS, type PinnedRevision } from '@pp/contracts';
import { PDFDocument } from 'pdf-lib';
import type { PaperDocumentInput } from '../paper-document.js';
import { pdfText, readEmbeddedRubric, readPdfIdentity, rubricOf } from '../pdf-identity/index.js';
import { parseDiagramSvg } from '../question-paper/diagram-svg.js';
import { bankDiagrams, bankFamilies, bankRevisions, paperInput } from '../testing/bank-fixtures.js';
import { pdfStructure, pdfWords, type PdfWord } from '../testing/pdf-reading.js';
import { renderMarkScheme } from './mark-scheme-document.js';
import { CELL_PAD_X, COLUMNS, EXPECTED_INDENT, TABLE_X } from './scheme-geometry.js';
import type { PlacedBlock } from './scheme-table.js';
import { layoutMarkScheme as layoutWithoutSketches } from './scheme-pages.js';
import { sketchPartOf } from './scheme-sketches.js';
import { differenceFromReference } from '../testing/reference-images.js';

const render = (input: PaperDocumentInput) => renderMarkScheme(input, bankDiagrams());
const layoutMarkScheme = (input: PaperDocumentInput) =>
  layoutWithoutSketches(input, new Map([...bankDiagrams()].map(([key, svg]) => [key, parseDiagramSvg(svg)])));
/** The page (from 1) of a laid-out scheme with a block that passes the test. */
const pageHolding = (input: PaperDocumentInput, test: (block: PlacedBlock) => boolean) =>
  layoutMarkScheme(input).find((page) => page.blocks.some(test))?.number;
const textOf = (b: PlacedBlock) => b.block.lines.map((l) => l.runs.map((r) => (r.kind === 'text' ? r.text : '')).join('')).join(' ');

/** A full paper spread over the bank (every 29th question), so many templates and modules meet; painted once for the file. */
const fullPaper = paperInput(
  bankRevisions()
    .filter((_, i) => i % 29 === 3)
    .slice(0, MAX_PAPER_QUESTIONS),
  { title: 'Full practice paper', revision: 3 },
);
let fullPaperPdf: Promise<Uint8Array> | undefined;
const paintedFullPaper = () => (fullPaperPdf ??= render(fullPaper));

/** The reviewed page: a printed answer (A1*), a dependent method mark, dependencies across parts and a condition. */
function referencePaper(): PaperDocumentInput {
  const bank = bankRevisions();
  const find = (test: (q: PinnedRevision) => boolean) => bank.find(test)!;
  const codes = (q: PinnedRevision) => q.markScheme.allocations.map((a) => a.code);
  return paperInput(
    [
      find((q) => codes(q).includes('dM1') && codes(q).includes('A1*')),
      find((q) => q.parts.length === 3 && q.markScheme.allocations.some((a) => a.dependsOn.some((d) => !d.startsWith(`${a.partId}.`)))),
      find((q) => q.markScheme.allocations.some((a) => a.conditions.length > 0)),
    ],
    { title: 'Reference paper', revision: 2 },
  );
}

describe('the mark scheme PDF', () => {
  it('names its paper, revision and kind, carries the exact rubric, and opens in a PDF reader with no repair', async () => {
    const [input, pdf] = [fullPaper, await paintedFullPaper()];
    expect(await readPdfIdentity(pdf)).toEqual({ paperId: input.paperId, revision: 3, kind: 'mark-scheme' });
    expect(await readEmbeddedRubric(pdf)).toEqual(rubricOf(input));
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(layoutMarkScheme(input).length);
    // Every page landscape A4 (react-pdf sizes an unwrapped page by its content: the canvas must be exactly A4).
    expect(new Set(document.getPages().map((page) => `${page.getWidth().toFixed(2)}x${page.getHeight().toFixed(2)}`))).toEqual(
      new Set(['841.89x595.28']),
    );
    expect(await pdfStructure(pdf)).toEqual({ repaired: false, pages: layoutMarkScheme(input).length });
  });

  it('shows, for a 24-question paper, every allocation code in order with the part subtotals in the Marks column, and every question total', async () => {
    const [input, pdf] = [fullPaper, await paintedFullPaper()];
    const [left, right] = [TABLE_X + COLUMNS.marks.x, TABLE_X + COLUMNS.marks.x + COLUMNS.marks.width];
    // The notes under a table run across the page (and may name a code): their lines start at the table's left edge.
    const notesLines = layoutMarkScheme(input).flatMap((page) =>
      page.blocks.filter((b) => b.x <= TABLE_X + CELL_PAD_X).map((b) => ({ page: page.number, top: b.y, bottom: b.y + b.block.height })),
    );
    const inNotes = (w: PdfWord) => notesLines.some((n) => n.page === w.page && w.yMin >= n.top - 1 && w.yMax <= n.bottom + 1);
    const marksColumn = (await pdfWords(pdf))
      .sort((a, b) => a.page - b.page || a.yMin - b.yMin || a.xMin - b.xMin)
      .filter((w) => w.xMin >= left && w.xMax <= right && !inNotes(w))
      .map((w) => w.text)
      .filter((text) => /^(d?[MAB]\d+(ft|\*)?|\(\d+\))$/.test(text));
    const expected = input.questions.flatMap((q) =>
      q.parts.flatMap((part) => {
        const codes = q.markScheme.allocations.filter((a) => a.partId === part.id).map((a) => a.code);
        return [...codes, `(${codes.length})`];
      }),
    );
    expect(marksColumn).toEqual(expected);
    // The bank lists each scheme's allocations part by part, so this is also the schemes' own order.
    expect(marksColumn.filter((t) => !t.startsWith('('))).toEqual(
      input.questions.flatMap((q) => q.markScheme.allocations.map((a) => a.code)),
    );
    const text = await pdfText(pdf);
    input.questions.forEach((q, i) => expect(text).toContain(`Total for Question ${i + 1} is ${q.markScheme.totalMarks} mark`));
    expect(text).toContain('not an official mark scheme');
  });

  // Every question of the bank is laid out by the bank-layout spec; painting one question of each
  // family checks that the PDF paginates as the layout does.
  it('paints one question of each family of the bank, in papers of 24, on the pages laid out', async () => {
    const families = bankFamilies();
    for (let start = 0; start < families.length; start += MAX_PAPER_QUESTIONS) {
      const input = paperInput(families.slice(start, start + MAX_PAPER_QUESTIONS));
      const pdf = await render(input);
      expect({ start, pages: (await PDFDocument.load(pdf)).getPageCount() }).toEqual({ start, pages: layoutMarkScheme(input).length });
    }
  });

  it('looks like the reviewed reference image of its first page', async () => {
    expect(await differenceFromReference(await render(referencePaper()), 1, 'mark-scheme-p1')).toBeLessThan(0.002);
  });

  it('draws an answer sketch beside its part\u2019s marks, under its caption and above the part\u2019s subtotal, as reviewed', async () => {
    const question = bankRevisions().find((q) => q.title === 'Roots of a cubic with a given complex root')!;
    const input = paperInput([question], { title: 'Sketch paper' });
    const pdf = await render(input);
    const page = pageHolding(input, (b) => textOf(b).startsWith('Sketch:'))!;
    const words = (await pdfWords(pdf)).filter((w) => w.page === page);
    const caption = words.find((w) => w.text === 'Sketch:')!;
    const [left, right] = [TABLE_X + COLUMNS.scheme.x, TABLE_X + COLUMNS.marks.x];
    expect(caption.xMin).toBeGreaterThan(left);
    // The sketch's own labels (the axes' names) are printed below the caption, inside the Scheme column.
    const labels = words.filter((w) => w.yMin > caption.yMax && w.xMin > left && w.xMax < right && /^(Re|Im)$/.test(w.text));
    expect(labels.map((w) => w.text).sort()).toEqual(['Im', 'Re']);
    const marks = question.markScheme.allocations.filter((a) => a.partId === sketchPartOf(question.parts)!.id).length;
    const subtotal = words.find((w) => w.text === `(${marks})` && w.yMin > caption.yMax)!;
    expect(Math.max(...labels.map((w) => w.yMax))).toBeLessThan(subtotal.yMin);
    expect(await differenceFromReference(pdf, page, 'mark-scheme-sketch')).toBeLessThan(0.002);
  });

  it('breaks an expected answer too wide for the Scheme column over lines, and prints the words of a formula as text, as reviewed', async () => {
    const bank = bankRevisions();
    const longest = (q: PinnedRevision) =>
      Math.max(...q.markScheme.allocations.filter((a) => !a.expected.includes('\\text')).map((a) => a.expected.length));
    const long = bank.reduce((best, q) => (longest(q) > longest(best) ? q : best));
    const worded = bank.find((q) => q.markScheme.allocations.some((a) => /^\\text\{rotation \}/.test(a.expected)))!;
    const input = paperInput([long, worded], { title: 'Long expression paper' });
    const pdf = await render(input);
    const words = await pdfWords(pdf);
    const [left, right] = [TABLE_X + COLUMNS.scheme.x, TABLE_X + COLUMNS.marks.x];
    // A formula is drawn as paths: only words set in the text font are read back as text.
    const rotation = words.filter((w) => w.text === 'anticlockwise' && w.xMin > left && w.xMax < right);
    expect(rotation.length).toBeGreaterThan(0);
    // The long answer: a block of formulas only, on more than one line, where the Scheme column's expected answers start.
    const broken = (b: PlacedBlock) =>
      b.x === TABLE_X + COLUMNS.scheme.x + CELL_PAD_X + EXPECTED_INDENT &&
      b.block.lines.length > 1 &&
      b.block.lines.every((line) => line.runs.every((run) => run.kind === 'math' && run.scale === undefined));
    const page = pageHolding(input, broken)!;
    expect(page).toBeDefined();
    expect(await differenceFromReference(pdf, page, 'mark-scheme-long-expression')).toBeLessThan(0.002);
  });
});
