import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_PAPER_QUESTIONS, type PinnedRevision } from '@pp/contracts';
import { PDFDocument } from 'pdf-lib';
import type { PaperDocumentInput } from '../paper-document.js';
import { readEmbeddedRubric, readPdfIdentity, rubricOf } from '../pdf-identity/index.js';
import { bankKinds, bankRevisions, paperInput } from '../testing/bank-fixtures.js';
import { runPdfTool } from '../testing/pdf-tools.js';
import { renderMarkScheme } from './mark-scheme-document.js';
import { BODY_BOTTOM, BODY_TOP, COLUMNS, FIRST_PAGE_TOP, TABLE_X } from './scheme-geometry.js';
import { layoutMarkScheme } from './scheme-pages.js';
import { differenceFromReference } from '../testing/reference-images.js';

const work = mkdtempSync(join(tmpdir(), 'mark-scheme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function writePdf(name: string, pdf: Uint8Array): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** A full paper spread over the bank (every 29th question), so many templates and modules meet. */
const fullPaper = () => paperInput(bankRevisions().filter((_, i) => i % 29 === 3).slice(0, MAX_PAPER_QUESTIONS), { title: 'Full practice paper', revision: 3 });

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

interface Word {
  page: number;
  x: number;
  xMax: number;
  y: number;
  text: string;
}

/** Every word pdftotext finds, with its box, in page order then top to bottom. */
function pdfWords(file: string): Word[] {
  const html = runPdfTool('pdftotext', ['-bbox', file, '-']);
  const words: Word[] = [];
  html.split('<page ').slice(1).forEach((page, index) => {
    for (const m of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)) {
      words.push({ page: index + 1, x: Number(m[1]), y: Number(m[2]), xMax: Number(m[3]), text: m[4].replace(/&amp;/g, '&') });
    }
  });
  return words.sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x);
}

describe('the mark scheme PDF', () => {
  it('names its paper, revision and kind, carries the exact rubric, and passes qpdf --check', async () => {
    const input = fullPaper();
    const pdf = await renderMarkScheme(input);
    expect(await readPdfIdentity(pdf)).toEqual({ paperId: input.paperId, revision: 3, kind: 'mark-scheme' });
    expect(await readEmbeddedRubric(pdf)).toEqual(rubricOf(input));
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(layoutMarkScheme(input).length);
    // Every page A4 (react-pdf sizes an unwrapped page by its content: the canvas must be exactly A4).
    expect(new Set(document.getPages().map((page) => `${page.getWidth().toFixed(2)}x${page.getHeight().toFixed(2)}`))).toEqual(new Set(['595.28x841.89']));
    expect(runPdfTool('qpdf', ['--check', writePdf('check', pdf)])).toMatch(/No syntax or stream encoding errors found/);
  });

  it('shows, for a 24-question paper, every allocation code in order with the part subtotals in the Marks column, and every question total', async () => {
    const input = fullPaper();
    const file = writePdf('text', await renderMarkScheme(input));
    const [left, right] = [TABLE_X + COLUMNS.marks.x, TABLE_X + COLUMNS.marks.x + COLUMNS.marks.width];
    const marksColumn = pdfWords(file)
      .filter((w) => w.x >= left && w.xMax <= right)
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
    expect(marksColumn.filter((t) => !t.startsWith('('))).toEqual(input.questions.flatMap((q) => q.markScheme.allocations.map((a) => a.code)));
    const text = runPdfTool('pdftotext', ['-layout', file, '-']);
    input.questions.forEach((q, i) => expect(text).toContain(`Total for Question ${i + 1} is ${q.markScheme.totalMarks} mark`));
    expect(text).toContain('not an official mark scheme');
  });

  // Every question is laid out (cheap); one question of each kind is also rendered, which checks that
  // the PDF paginates as the layout does (rendering all 2,300 took two minutes).
  it('lays out every question of the bank, in papers of 24, with every row inside the body of its page, and renders each kind as laid out', async () => {
    const bank = bankRevisions();
    const furniture = /^Page \d+ of \d+$|continues on the next page$| \u2013 mark scheme, revision \d+$/;
    for (let start = 0; start < bank.length; start += MAX_PAPER_QUESTIONS) {
      const input = paperInput(bank.slice(start, start + MAX_PAPER_QUESTIONS));
      const pages = layoutMarkScheme(input);
      for (const page of pages) {
        const top = page.number === 1 ? FIRST_PAGE_TOP : BODY_TOP;
        const outside = page.blocks
          .filter((b) => !furniture.test(b.block.lines.map((l) => l.runs.map((r) => (r.kind === 'text' ? r.text : '')).join('')).join(' ')))
          .filter((b) => b.y < top - 1e-6 || b.y + b.block.height > BODY_BOTTOM + 1e-6);
        const rulesOutside = page.rules.filter((r) => r.y1 > top && r.y2 > BODY_BOTTOM + 1e-6);
        expect({ start, page: page.number, outside: outside.length, rulesOutside: rulesOutside.length }).toEqual({ start, page: page.number, outside: 0, rulesOutside: 0 });
      }
    }
    const kinds = bankKinds();
    for (let start = 0; start < kinds.length; start += MAX_PAPER_QUESTIONS) {
      const input = paperInput(kinds.slice(start, start + MAX_PAPER_QUESTIONS));
      const pdf = await renderMarkScheme(input);
      expect({ start, pages: (await PDFDocument.load(pdf)).getPageCount() }).toEqual({ start, pages: layoutMarkScheme(input).length });
    }
  }, 240000);

  it('looks like the reviewed reference image of its first page', async () => {
    const file = writePdf('reference', await renderMarkScheme(referencePaper()));
    expect(await differenceFromReference(file, 1, 'mark-scheme-p1', work)).toBeLessThan(0.002);
  });
});
