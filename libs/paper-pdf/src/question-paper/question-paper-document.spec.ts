import { PDFDocument } from 'pdf-lib';
import { MAX_PAPER_QUESTIONS, type PinnedRevision } from '@pp/contracts';
import { estimatePaperPages, layoutQuestionPaper } from '../paper-layout/paper-layout.js';
import { pdfText, rasterisePage, readPdfIdentity, readQrText } from '../pdf-identity/index.js';
import { decodePaperQr, encodePaperQr, qrPayloadOf } from '../qr/paper-qr.js';
import { bankDiagrams, bankFamilies, bankRevisions, paperInput, seededIntegers } from '../testing/bank-fixtures.js';
import { pdfStructure } from '../testing/pdf-reading.js';
import { differenceFromReference } from '../testing/reference-images.js';
import type { PaperDocumentInput, WritingSpace } from '../paper-document.js';
import { renderQuestionPaper } from './question-paper-document.js';

const render = (input: PaperDocumentInput) => renderQuestionPaper(input, bankDiagrams());
const pageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

/** Three fixed papers whose pages are reviewed reference images: one of each writing space. */
function referencePapers(): Array<{ name: string; input: PaperDocumentInput; pages: number[] }> {
  const bank = bankRevisions();
  const withDiagram = bank.filter((q) => q.diagrams.length > 0);
  const pick = (from: PinnedRevision[], every: number, count: number) =>
    Array.from({ length: count }, (_, i) => from[(i * every) % from.length]);
  return [
    {
      name: 'smart-grade-guide',
      input: paperInput([withDiagram[0], ...pick(bank, 97, 3)], { title: 'Reference paper A', gradeGuide: true }),
      pages: [1, 2, 3],
    },
    { name: 'none', input: paperInput(pick(bank, 61, 8), { title: 'Reference paper B', writingSpace: 'none' }), pages: [2, 3] },
    {
      name: 'pages-1',
      input: paperInput([withDiagram[7], bank[300]], { title: 'Reference paper C', writingSpace: 'pages-1', revision: 4 }),
      pages: [2, 3],
    },
  ];
}

describe('the question paper PDF', () => {
  it('carries on every page a QR code that reads back, from the pixels, as the layout payload', async () => {
    const input = paperInput(
      bankRevisions()
        .filter((q) => q.parts.length > 2)
        .slice(0, 3),
      { revision: 7 },
    );
    const pdf = await render(input);
    const layout = layoutQuestionPaper(input);
    expect(await pageCount(pdf)).toBe(layout.pages.length);
    expect(await readPdfIdentity(pdf)).toEqual({ paperId: input.paperId, revision: 7, kind: 'question-paper' });
    for (const page of layout.pages) {
      const text = readQrText(await rasterisePage(pdf, page.number - 1, 150));
      expect(text).not.toBeNull();
      expect(decodePaperQr(text!)).toEqual(decodePaperQr(encodePaperQr(qrPayloadOf(input.paperId, input.revision, page))));
    }
  });

  // A paper of each writing space, of a sampled size: painting is what costs, and the bank-layout
  // specs lay out every question.
  it('has exactly the estimated number of pages, for papers of every writing space', async () => {
    const bank = bankRevisions();
    const next = seededIntegers(14);
    const spaces: WritingSpace[] = ['smart', 'none', 'pages-1', 'pages-2'];
    for (let i = 0; i < spaces.length; i += 1) {
      const count = 1 + next(MAX_PAPER_QUESTIONS);
      const start = next(bank.length);
      const questions = Array.from({ length: count }, (_, k) => bank[(start + k * 37) % bank.length]);
      const input = paperInput([...new Map(questions.map((q) => [q.id, q])).values()], {
        writingSpace: spaces[i % spaces.length],
        gradeGuide: i % 3 === 0,
      });
      expect({ paper: i, pages: await pageCount(await render(input)) }).toEqual({ paper: i, pages: estimatePaperPages(input).pages });
    }
  });

  it('opens in a PDF reader with no repair, and its text shows every question and its total', async () => {
    const input = paperInput(bankRevisions().slice(100, 100 + MAX_PAPER_QUESTIONS), { gradeGuide: true });
    const pdf = await render(input);
    expect(await pdfStructure(pdf)).toEqual({ repaired: false, pages: estimatePaperPages(input).pages });
    const text = await pdfText(pdf);
    input.questions.forEach((question, index) => {
      expect(text).toContain(`(Total for Question ${index + 1} is ${question.marks} mark`);
    });
    expect(text).toContain('Estimated grade guide, not an official boundary');
    expect(text).toContain(`TOTAL FOR PAPER IS ${input.questions.reduce((sum, q) => sum + q.marks, 0)} MARKS`);
  });

  // Every question of the bank is laid out by the bank-layout spec; painting one question of each
  // family (its diagrams with it) checks that the PDF paginates as the layout does.
  it('paints one question of each family of the bank as estimated', async () => {
    const families = bankFamilies();
    for (let start = 0; start < families.length; start += MAX_PAPER_QUESTIONS) {
      const input = paperInput(families.slice(start, start + MAX_PAPER_QUESTIONS), { writingSpace: 'none' });
      expect(await pageCount(await render(input))).toBe(estimatePaperPages(input).pages);
    }
  });

  it.each(referencePapers().map((paper) => [paper.name, paper] as const))(
    'looks like the reviewed reference images (%s)',
    async (_name, paper) => {
      const pdf = await render(paper.input);
      for (const page of paper.pages) {
        const difference = await differenceFromReference(pdf, page, `question-paper-${paper.name}-p${page}`);
        expect({ page, differs: difference >= 0.002 }).toEqual({ page, differs: false });
      }
    },
  );
});
