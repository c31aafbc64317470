import type { PinnedRevision } from '@pp/contracts';
import type { PaperDocumentInput, WritingSpace } from '../paper-document.js';
import { decodePaperQr, encodePaperQr, qrPayloadOf } from '../qr/paper-qr.js';
import { smartAnswerLines } from './answer-lines.js';
import { formatMinutes, gradeGuide, GRADE_GUIDE_LABEL, timeGuideMinutes } from './cover.js';
import type { LayoutPage } from './layout-items.js';
import { CONTENT_BOTTOM, CONTENT_TOP, LINE_PITCH, PAGE_HEIGHT, QR_Y } from './page-geometry.js';
import { estimatePaperPages, layoutQuestionPaper } from './paper-layout.js';

/** A question with parts of the given marks and a one-sentence stem each. */
function question(n: number, partMarks: number[], stemWords = 12): PinnedRevision {
  const parts = partMarks.map((marks, i) => {
    const id = String.fromCharCode(97 + i);
    return {
      id,
      label: `(${id})`,
      stemTex: `${'Show that the value \\(x^{2} + 1\\) is positive '.repeat(Math.ceil(stemWords / 8))}`,
      marks,
      answerTex: 'x',
    };
  });
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    revision: 1,
    title: `Question ${n}`,
    marks: partMarks.reduce((a, b) => a + b, 0),
    introTex: 'A curve has equation \\(y = \\frac{1}{x}\\).',
    parts,
    markScheme: { totalMarks: 0, allocations: [], notes: [] },
    diagrams: [],
  } as unknown as PinnedRevision;
}

const input = (questions: PinnedRevision[], writingSpace: WritingSpace, gradeGuideOn = false): PaperDocumentInput => ({
  paperId: '11111111-2222-4333-8444-555555555555',
  revision: 2,
  title: 'Practice',
  writingSpace,
  gradeGuide: gradeGuideOn,
  questions,
});

const texts = (page: LayoutPage): string[] =>
  page.items.flatMap((item) =>
    item.kind === 'block' ? [item.block.lines.map((l) => l.runs.map((r) => (r.kind === 'text' ? r.text : '$')).join(' ')).join(' ')] : [],
  );

describe('question paper layout', () => {
  it('starts every question on a new page under smart, with lines sized from the marks and filling the last page', () => {
    const layout = layoutQuestionPaper(input([question(1, [2, 3]), question(2, [1])], 'smart'));
    const [cover, first, second] = layout.pages;
    expect(cover.questions).toEqual([]);
    expect(first.questions).toEqual([1]);
    expect(second.questions).toEqual([2]);
    expect(layout.pages).toHaveLength(3);
    const [a, b] = first.answerSpaces;
    expect(a).toMatchObject({ question: 1, part: 'a', height: smartAnswerLines(2) * LINE_PITCH });
    // The last part's space runs on towards the foot of the page, above the question's total.
    expect(b.part).toBe('b');
    expect(b.height).toBeGreaterThan(smartAnswerLines(3) * LINE_PITCH);
    expect(b.y + b.height).toBeGreaterThan(CONTENT_BOTTOM - 3 * LINE_PITCH);
    expect(texts(first).some((t) => t.includes('Total for Question 1 is 5 marks'))).toBe(true);
  });

  it('adds exactly N lined pages per question under pages-N', () => {
    const questions = [question(1, [2, 3]), question(2, [4]), question(3, [1, 1, 1])];
    const none = estimatePaperPages(input(questions, 'pages-1'));
    for (const n of [2, 3, 4] as const) {
      const layout = layoutQuestionPaper(input(questions, `pages-${n}`));
      expect(layout.pages.length).toBe(none.pages + 3 * (n - 1));
      expect(layout.questionPages).toEqual(none.questionPages.map((p) => p + n - 1));
      const lined = layout.pages.filter((page) => page.answerSpaces.some((s) => s.part === '' && s.y === CONTENT_TOP));
      expect(lined).toHaveLength(3 * n);
    }
  });

  it('runs questions on under none, with no answer space', () => {
    const layout = layoutQuestionPaper(input([question(1, [1]), question(2, [1]), question(3, [2])], 'none'));
    expect(layout.pages).toHaveLength(2);
    expect(layout.pages[1].questions).toEqual([1, 2, 3]);
    expect(layout.pages.every((page) => page.answerSpaces.length === 0)).toBe(true);
    expect(texts(layout.pages[1]).some((t) => t.includes('TOTAL FOR PAPER IS 4 MARKS'))).toBe(true);
  });

  it('splits a long question with a "continues on the next page" line, and never lets content reach the QR band', () => {
    const layout = layoutQuestionPaper(input([question(1, [6, 6, 6, 6], 40)], 'smart'));
    expect(layout.questionPages[0]).toBeGreaterThan(1);
    const split = layout.pages.slice(1, -1);
    for (const page of split) expect(texts(page)).toContain('Question 1 continues on the next page');
    for (const page of layout.pages) {
      for (const item of page.items) {
        const bottom =
          item.kind === 'lines' ? item.y + item.count * LINE_PITCH : item.kind === 'block' ? item.y + item.block.height : item.y;
        expect(bottom).toBeLessThanOrEqual(QR_Y);
      }
    }
    expect(layout.questionEndPages).toEqual([layout.pages.length]);
  });

  it('estimates the pages the layout paints, and counts a page shared by two questions for both', () => {
    const paper = input([question(1, [1]), question(2, [2]), question(3, [3])], 'none');
    const layout = layoutQuestionPaper(paper);
    expect(estimatePaperPages(paper)).toEqual({ pages: layout.pages.length, questionPages: [1, 1, 1], questionEndPages: [2, 2, 2] });
  });

  it('puts a QR payload on every page that names the page and its answer spaces as fractions', () => {
    const layout = layoutQuestionPaper(input([question(1, [2, 3]), question(2, [1])], 'smart'));
    for (const page of layout.pages) {
      const payload = decodePaperQr(encodePaperQr(qrPayloadOf('11111111-2222-4333-8444-555555555555', 2, page)))!;
      expect(payload).toMatchObject({ v: 1, paper: '11111111-2222-4333-8444-555555555555', rev: 2, page: page.number, q: page.questions });
      expect(payload.spaces.map(([q, part]) => [q, part])).toEqual(page.answerSpaces.map((s) => [s.question, s.part]));
      for (const [, , , y, , h] of payload.spaces) expect(y + h).toBeLessThanOrEqual(CONTENT_BOTTOM / PAGE_HEIGHT + 0.001);
      expect(encodePaperQr(payload).length).toBeLessThan(400);
      expect(payload.spaces.every(([, , x, , w]) => x > 0 && w > 0.5)).toBe(true);
    }
    expect(decodePaperQr('{"v":2}')).toBeNull();
    expect(decodePaperQr('not json')).toBeNull();
  });

  it('prints the grade guide on the cover only when asked, labelled as an estimate', () => {
    const questions = [question(1, [5, 5])];
    expect(texts(layoutQuestionPaper(input(questions, 'smart', true)).pages[0])).toContain(GRADE_GUIDE_LABEL);
    expect(texts(layoutQuestionPaper(input(questions, 'smart', false)).pages[0])).not.toContain(GRADE_GUIDE_LABEL);
    expect(gradeGuide(75).map((g) => [g.grade, g.marks])).toEqual([
      ['A*', 60],
      ['A', 53],
      ['B', 45],
      ['C', 38],
      ['D', 30],
      ['E', 23],
    ]);
    expect(formatMinutes(timeGuideMinutes(75))).toBe('1 hour 30 minutes');
    expect(timeGuideMinutes(1)).toBe(5);
  });

  it('prints a title as typed, maths delimiters and all', () => {
    const cover = layoutQuestionPaper({ ...input([question(1, [3])], 'smart'), title: 'Loci \\( unbalanced \\frac' }).pages[0];
    expect(texts(cover)).toContain('Loci \\( unbalanced \\frac');
  });

  it('keeps a cover with the longest title and the grade guide on one page', () => {
    const layout = layoutQuestionPaper({
      ...input([question(1, [3])], 'smart', true),
      title: 'W'.repeat(8) + ' Long title words'.repeat(11),
    });
    const bottoms = layout.pages[0].items.map((item) => (item.kind === 'block' ? item.y + item.block.height : item.y));
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(CONTENT_BOTTOM);
  });
});
