import { PDFDocument } from 'pdf-lib';
import { MAX_PAPER_QUESTIONS, type PinnedRevision } from '@pp/contracts';
import type { DiagramItem, LayoutItem } from '../paper-layout/layout-items.js';
import { estimatePaperPages, layoutQuestionPaper } from '../paper-layout/paper-layout.js';
import { pdfText, rasterisePage, readPdfIdentity, readQrText } from '../pdf-identity/index.js';
import { decodePaperQr, encodePaperQr, qrPayloadOf } from '../qr/paper-qr.js';
import { bankDiagrams, bankFamilies, bankRevisions, paperInput, seededIntegers } from '../testing/bank-fixtures.js';
import { BLOCK_GAP, BODY_SIZE, CONTENT_BOTTOM, CONTENT_WIDTH, CONTENT_X, QUESTION_GAP } from '../paper-layout/page-geometry.js';
import { typesetText } from '../typeset/index.js';
import { pdfStructure, pdfWords, type PdfWord } from '../testing/pdf-reading.js';
import { differenceFromReference } from '../testing/reference-images.js';
import type { PaperDocumentInput, WritingSpace } from '../paper-document.js';
import { renderQuestionPaper } from './question-paper-document.js';

const render = (input: PaperDocumentInput) => renderQuestionPaper(input, bankDiagrams());
const pageCount = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

/**
 * A paper under `none` whose question with a diagram falls where its stem alone would fit at the
 * foot of a page and its diagram would not: the first run of bank questions before it that does so.
 */
function splitRiskPaper(): { input: PaperDocumentInput; diagramPage: number } {
  const bank = bankRevisions();
  const diagramQuestion = bank.filter((q) => q.introTex && q.diagrams.some((d) => d.role === 'question'))[3];
  const stem = typesetText(diagramQuestion.introTex!, CONTENT_WIDTH, { size: BODY_SIZE });
  const itsDiagram = (item: LayoutItem): item is DiagramItem => item.kind === 'diagram' && item.blobKey.includes(diagramQuestion.id);
  for (const every of [61, 37, 13])
    for (let fillers = 1; fillers < MAX_PAPER_QUESTIONS; fillers += 1) {
      const questions = [...Array.from({ length: fillers }, (_, i) => bank[(i * every) % bank.length]), diagramQuestion];
      const input = paperInput(questions, { title: 'Reference paper D', writingSpace: 'none' });
      const layout = layoutQuestionPaper(input);
      const page = layout.pages.find((p) => p.items.some(itsDiagram))!;
      const diagram = page.items.find(itsDiagram)!;
      const diagramPage = page.number;
      const bottom = Math.max(
        ...layout.pages[diagramPage - 2].items.map((item) =>
          item.kind === 'block' && item.y < CONTENT_BOTTOM
            ? item.y + item.block.height
            : item.kind === 'diagram'
              ? item.y + item.height
              : 0,
        ),
      );
      const room = CONTENT_BOTTOM - bottom - BLOCK_GAP - QUESTION_GAP;
      if (diagramPage > 2 && room > stem.height && room < stem.height + BLOCK_GAP + diagram.height) return { input, diagramPage };
    }
  throw new Error('no run of questions puts the diagram question at the foot of a page');
}

/**
 * Five fixed papers whose pages are reviewed reference images: one of each writing space, a split
 * risk, and wide diagrams (printed at their drawn size, the text right under them).
 */
function referencePapers(): Array<{ name: string; input: PaperDocumentInput; pages: number[] }> {
  const bank = bankRevisions();
  const withDiagram = bank.filter((q) => q.diagrams.length > 0);
  const wideDiagram = bank.filter((q) => q.diagrams.some((d) => d.role === 'question' && d.height! < 0.6 * d.width!));
  const pick = (from: PinnedRevision[], every: number, count: number) =>
    Array.from({ length: count }, (_, i) => from[(i * every) % from.length]);
  return [
    {
      name: 'smart-grade-guide',
      input: paperInput([withDiagram[0], ...pick(bank, 97, 3)], { title: 'Reference paper A', gradeGuide: true }),
      pages: [1, 2, 3],
    },
    // Its first page is the cover without the grade guide.
    { name: 'none', input: paperInput(pick(bank, 61, 8), { title: 'Reference paper B', writingSpace: 'none' }), pages: [1, 2, 3] },
    {
      name: 'pages-1',
      input: paperInput([withDiagram[7], bank[300]], { title: 'Reference paper C', writingSpace: 'pages-1', revision: 4 }),
      pages: [2, 3],
    },
    { name: 'split-risk', input: splitRisk.input, pages: [splitRisk.diagramPage - 1, splitRisk.diagramPage] },
    {
      name: 'wide-diagrams',
      input: paperInput(pick(wideDiagram, 5, 2), { title: 'Reference paper E', writingSpace: 'none' }),
      pages: [2],
    },
  ];
}

const splitRisk = splitRiskPaper();

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

  it('keeps a stem on the page of its diagram (the split-risk paper)', async () => {
    const { input, diagramPage } = splitRisk;
    const words = await pdfWords(await render(input));
    // The question's number, in the margin beside its stem, is on the page of its diagram.
    const number = String(input.questions.length);
    expect(words.filter((w) => w.text === number && w.xMax < CONTENT_X).map((w) => w.page)).toEqual([diagramPage]);
  });

  it('heads each page a question runs on to "Question n continued", and ends all but the last page "Turn over"', async () => {
    const input = paperInput(
      bankRevisions()
        .filter((q) => q.marks >= 10)
        .slice(0, 3),
    );
    const layout = layoutQuestionPaper(input);
    const words = await pdfWords(await render(input));
    const lineOf = (word: PdfWord) =>
      words
        .filter((w) => w.page === word.page && Math.abs(w.yMin - word.yMin) < 2)
        .map((w) => w.text)
        .join(' ');
    const turnOver = new Set(words.filter((w) => w.text === 'Turn' && lineOf(w) === 'Turn over').map((w) => w.page));
    expect([...turnOver]).toEqual(layout.pages.slice(0, -1).map((page) => page.number));
    // A page is a run-on page when the question on it started on an earlier page.
    const runOn = layout.pages.filter(
      (page, i) => i > 1 && page.questions.length > 0 && layout.pages[i - 1].questions.includes(page.questions[0]),
    );
    expect(runOn.length).toBeGreaterThan(0);
    const continued = words.filter((w) => w.text === 'Question' && /^Question \d+ continued$/.test(lineOf(w)));
    expect(continued.map((w) => [w.page, lineOf(w)])).toEqual(
      runOn.map((page) => [page.number, `Question ${page.questions[0]} continued`]),
    );
    // Each heads its page: only the running header is above it.
    for (const word of continued)
      expect(words.filter((w) => w.page === word.page && w.yMax < word.yMin).map((w) => w.text)).toEqual(['Practice', 'paper']);
  });

  it('prints a cover with the candidate boxes, the reference, what to bring, and the Instructions, Information and Advice', async () => {
    const input = paperInput(bankRevisions().slice(40, 45), { revision: 3 });
    const words = await pdfWords(await render(input));
    const cover = words
      .filter((w) => w.page === 1)
      .map((w) => w.text)
      .join(' ');
    for (const text of [
      'Centre number',
      'Candidate number',
      'Name',
      'Paper reference',
      'You must have: Mathematical Formulae and Statistical Tables, calculator',
      'Instructions \u2022 Use black ink',
      'Information \u2022 There are 5 questions in this question paper.',
      'Advice \u2022 Read each question',
      'spaces provided \u2013 there may be',
      'Turn over',
    ])
      expect(cover).toContain(text);
    expect(cover).toContain(`PP-${input.paperId.slice(0, 8).toUpperCase()}/3`);
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
