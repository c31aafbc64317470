import { MAX_PAPER_QUESTIONS, type PinnedRevision } from '@pp/contracts';
import { PDFDocument } from 'pdf-lib';
import type { PaperDocumentInput } from '../paper-document.js';
import { pdfText, readEmbeddedRubric, readPdfIdentity, rubricOf } from '../pdf-identity/index.js';
import { bankFamilies, bankRevisions, paperInput } from '../testing/bank-fixtures.js';
import { pdfStructure, pdfWords } from '../testing/pdf-reading.js';
import { renderMarkScheme } from './mark-scheme-document.js';
import { COLUMNS, TABLE_X } from './scheme-geometry.js';
import { layoutMarkScheme } from './scheme-pages.js';
import { differenceFromReference } from '../testing/reference-images.js';

/** A full paper spread over the bank (every 29th question), so many templates and modules meet; painted once for the file. */
const fullPaper = paperInput(
  bankRevisions()
    .filter((_, i) => i % 29 === 3)
    .slice(0, MAX_PAPER_QUESTIONS),
  { title: 'Full practice paper', revision: 3 },
);
let fullPaperPdf: Promise<Uint8Array> | undefined;
const paintedFullPaper = () => (fullPaperPdf ??= renderMarkScheme(fullPaper));

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
    // Every page A4 (react-pdf sizes an unwrapped page by its content: the canvas must be exactly A4).
    expect(new Set(document.getPages().map((page) => `${page.getWidth().toFixed(2)}x${page.getHeight().toFixed(2)}`))).toEqual(
      new Set(['595.28x841.89']),
    );
    expect(await pdfStructure(pdf)).toEqual({ repaired: false, pages: layoutMarkScheme(input).length });
  });

  it('shows, for a 24-question paper, every allocation code in order with the part subtotals in the Marks column, and every question total', async () => {
    const [input, pdf] = [fullPaper, await paintedFullPaper()];
    const [left, right] = [TABLE_X + COLUMNS.marks.x, TABLE_X + COLUMNS.marks.x + COLUMNS.marks.width];
    const marksColumn = (await pdfWords(pdf))
      .sort((a, b) => a.page - b.page || a.yMin - b.yMin || a.xMin - b.xMin)
      .filter((w) => w.xMin >= left && w.xMax <= right)
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
      const pdf = await renderMarkScheme(input);
      expect({ start, pages: (await PDFDocument.load(pdf)).getPageCount() }).toEqual({ start, pages: layoutMarkScheme(input).length });
    }
  });

  it('looks like the reviewed reference image of its first page', async () => {
    expect(await differenceFromReference(await renderMarkScheme(referencePaper()), 1, 'mark-scheme-p1')).toBeLessThan(0.002);
  });
});
