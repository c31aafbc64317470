import type { PinnedRevision } from '@pp/contracts';
import type { PaperDocumentInput, WritingSpace } from '../paper-document.js';
import { decodePaperQr, encodePaperQr, qrPayloadOf } from '../qr/paper-qr.js';
import { smartAnswerLines } from './answer-lines.js';
import { formatMinutes, gradeGuide, GRADE_GUIDE_LABEL, timeGuideMinutes } from './cover.js';
import type { LayoutPage } from './layout-items.js';
import type { BlockItem, DiagramItem, PaperLayout } from './layout-items.js';
import { parseDiagramSvg, printedFit } from '../question-paper/diagram-svg.js';
import { bankDiagrams, bankRevisions } from '../testing/bank-fixtures.js';
import {
  BLOCK_GAP,
  BODY_SIZE,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_WIDTH,
  CONTENT_X,
  DIAGRAM_MAX_HEIGHT,
  LINE_PITCH,
  NUMBER_X,
  PAGE_HEIGHT,
  QR_Y,
  STEM_X,
  UNSIZED_DIAGRAM_HEIGHT,
} from './page-geometry.js';
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

const textOf = (item: BlockItem): string =>
  item.block.lines.map((l) => l.runs.map((r) => (r.kind === 'text' ? r.text : '$')).join(' ')).join(' ');
const texts = (page: LayoutPage): string[] => page.items.flatMap((item) => (item.kind === 'block' ? [textOf(item)] : []));

/**
 * A question whose intro is followed by a diagram, as the bank's Argand and mechanics questions are:
 * of the drawn size the question bank records, or without one (stored before sizes were recorded).
 */
const withDiagram = (n: number, size?: { width: number; height: number }): PinnedRevision =>
  ({
    ...question(n, [3, 4]),
    introTex: 'A lamina is shown in the diagram.',
    diagrams: [{ role: 'question', blobKey: 'lamina', title: 'Lamina', ...size }],
  }) as unknown as PinnedRevision;

/** Drawn sizes of a wide, short diagram, a tall one, and one taller than half a page. */
const WIDE = { width: 300, height: 115 };
const TALL = { width: 170, height: 290 };
const TOWERING = { width: 200, height: 900 };

/**
 * Papers whose page breaks fall everywhere: before the question under test, fillers of a range of
 * stem lengths (under `none`), or a first part of a range of marks and stem lengths (each question
 * starts a page under the other writing spaces).
 */
function sweep(writingSpace: WritingSpace, last: (n: number) => PinnedRevision): PaperLayout[] {
  const layouts: PaperLayout[] = [];
  for (let words = 8; words <= 120; words += 4)
    for (let size = 1; size <= 4; size += 1) {
      const questions =
        writingSpace === 'none'
          ? Array.from({ length: size }, (_, i) => question(i + 1, [2, 2], words))
          : [question(1, [size * 2, 2], words), question(2, [size, 1], 8)];
      layouts.push(layoutQuestionPaper(input([...questions, last(questions.length + 1)], writingSpace)));
    }
  return layouts;
}

/** The blocks of a page other than its furniture ("Question n continued", "Turn over"). */
const contentBlocks = (page: LayoutPage): string[] => texts(page).filter((t) => !/^Question \d+ continued$|^Turn over$/.test(t));

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
      const lined = layout.pages.filter((page) => page.answerSpaces.some((s) => s.part === ''));
      expect(lined).toHaveLength(3 * n);
      for (const page of lined) expect(texts(page)[0]).toMatch(/^Question \d continued$/);
    }
  });

  it('runs questions on under none, with no answer space', () => {
    const layout = layoutQuestionPaper(input([question(1, [1]), question(2, [1]), question(3, [2])], 'none'));
    expect(layout.pages).toHaveLength(2);
    expect(layout.pages[1].questions).toEqual([1, 2, 3]);
    expect(layout.pages.every((page) => page.answerSpaces.length === 0)).toBe(true);
    expect(texts(layout.pages[1]).some((t) => t.includes('TOTAL FOR PAPER IS 4 MARKS'))).toBe(true);
  });

  it('heads a page a question runs on to "Question n continued", ends every page but the last "Turn over", and never reaches the QR band', () => {
    const layout = layoutQuestionPaper(input([question(1, [6, 6, 6, 6], 40)], 'smart'));
    expect(layout.questionPages[0]).toBeGreaterThan(1);
    layout.pages.forEach((page, i) => {
      expect({ page: page.number, turnOver: texts(page).includes('Turn over') }).toEqual({
        page: page.number,
        turnOver: i < layout.pages.length - 1,
      });
      if (i >= 2) expect(texts(page)[0]).toBe('Question 1 continued');
    });
    for (const page of layout.pages) {
      for (const item of page.items) {
        const bottom =
          item.kind === 'lines' ? item.y + item.count * LINE_PITCH : item.kind === 'block' ? item.y + item.block.height : item.y;
        expect(bottom).toBeLessThanOrEqual(QR_Y);
      }
    }
    expect(layout.questionEndPages).toEqual([layout.pages.length]);
  });

  it.each([
    ['without a size', undefined],
    ['wide', WIDE],
    ['tall', TALL],
    ['towering', TOWERING],
  ])('keeps a stem on the page of its diagram (%s) and its first part wherever the question falls', (_name, size) => {
    let moved = 0;
    for (const layout of sweep('none', (n) => withDiagram(n, size))) {
      const page = layout.pages.find((p) => p.items.some((item) => item.kind === 'diagram'))!;
      expect(texts(page)).toContain('A lamina is shown in the diagram.');
      // The first part, which asks about the diagram, is on its page too (after it: fillers come before).
      const diagramAt = page.items.findIndex((item) => item.kind === 'diagram');
      expect(page.items.slice(diagramAt).some((item) => item.kind === 'block' && textOf(item) === '(a)')).toBe(true);
      const before = layout.pages[page.number - 2];
      const bottom = Math.max(
        ...before.items.map((item) => (item.kind === 'block' && textOf(item) !== 'Turn over' ? item.y + item.block.height : 0)),
      );
      if (page.number > 2 && bottom < CONTENT_BOTTOM - 60) moved += 1;
    }
    // Some of the sweep's stems had room for themselves, not their diagram, on the page before.
    expect(moved).toBeGreaterThan(0);
  });

  it('keeps two answer lines under every prompt, and the total with the last part, never alone on a page', () => {
    for (const [space, last] of [
      ['smart', (n: number) => question(n, [5, 3, 6], 40)],
      ['smart', withDiagram],
      ['none', withDiagram],
      ['smart', (n: number) => withDiagram(n, TALL)],
      ['none', (n: number) => withDiagram(n, WIDE)],
      ['pages-1', (n: number) => question(n, [2, 2, 2], 60)],
    ] as const) {
      for (const layout of sweep(space, last)) {
        for (const page of layout.pages.slice(1)) {
          page.items.forEach((item, i) => {
            if (space !== 'smart' || item.kind !== 'block' || item.x !== STEM_X) return;
            const lines = page.items.slice(i + 1).find((next) => next.kind === 'lines');
            expect({ page: page.number, prompt: textOf(item), lines: lines?.kind === 'lines' && lines.count >= 2 }).toMatchObject({
              lines: true,
            });
          });
          const blocks = contentBlocks(page);
          const total = blocks.findIndex((t) => t.startsWith('(Total for Question'));
          const answerSpace = page.items.some((item) => item.kind === 'lines');
          if (total >= 0) expect({ page: page.number, alone: total === 0 && !answerSpace }).toEqual({ page: page.number, alone: false });
        }
      }
    }
  });

  it('gives a diagram the height it prints at: its drawn size, narrowed to the content width and capped at about half a page', () => {
    const boxOf = (size?: { width: number; height: number }) => {
      const page = layoutQuestionPaper(input([withDiagram(1, size)], 'smart')).pages[1];
      const at = page.items.findIndex((item) => item.kind === 'diagram');
      // The first part's stem comes right under the diagram: no hole, no overlap.
      const next = page.items.slice(at).find((item) => item.kind === 'block' && item.x === STEM_X)!;
      const diagram = page.items[at] as DiagramItem;
      expect(next.y).toBeCloseTo(diagram.y + diagram.height + BLOCK_GAP, 9);
      return { x: diagram.x, width: diagram.width, height: diagram.height };
    };
    const centredX = (width: number) => CONTENT_X + (CONTENT_WIDTH - width) / 2;
    // A wide, short diagram leaves no hole under it; a tall one is not squeezed into 170 pt.
    expect(boxOf(WIDE)).toEqual({ x: centredX(300), width: 300, height: 115 });
    expect(boxOf(TALL)).toEqual({ x: centredX(170), width: 170, height: 290 });
    // Wider than the content: narrowed, its aspect kept; taller than half a page: capped.
    expect(boxOf({ width: 600, height: 200 })).toEqual({ x: CONTENT_X, width: CONTENT_WIDTH, height: (200 * CONTENT_WIDTH) / 600 });
    expect(boxOf(TOWERING)).toEqual({
      x: centredX(DIAGRAM_MAX_HEIGHT * (200 / 900)),
      width: DIAGRAM_MAX_HEIGHT * (200 / 900),
      height: DIAGRAM_MAX_HEIGHT,
    });
    expect(DIAGRAM_MAX_HEIGHT).toBeLessThan((CONTENT_BOTTOM - CONTENT_TOP) / 2);
    // One stored before the bank recorded sizes keeps the fixed box its papers' pages were counted with.
    expect(boxOf(undefined)).toEqual({ x: CONTENT_X, width: CONTENT_WIDTH, height: UNSIZED_DIAGRAM_HEIGHT });
  });

  it('gives every diagram of the bank the box its painting fills exactly', () => {
    const svgs = bankDiagrams();
    const layout = layoutQuestionPaper(
      input(
        bankRevisions().filter((q) => q.diagrams.some((d) => d.role === 'question')),
        'none',
      ),
    );
    const diagrams = layout.pages.flatMap((page) => page.items.filter((item): item is DiagramItem => item.kind === 'diagram'));
    expect(diagrams.length).toBeGreaterThan(100);
    expect(diagrams.some((d) => d.height < UNSIZED_DIAGRAM_HEIGHT)).toBe(true);
    for (const diagram of diagrams) {
      // What DiagramView paints in the item's box.
      const painted = printedFit(parseDiagramSvg(svgs.get(diagram.blobKey)!), diagram.width, diagram.height, BODY_SIZE);
      expect(painted.width).toBeCloseTo(diagram.width, 6);
      expect(painted.height).toBeCloseTo(diagram.height, 6);
      expect([painted.x, painted.y].map((offset) => Math.abs(offset) < 1e-6)).toEqual([true, true]);
    }
  });

  it('puts part labels and question numbers on the first baseline of a line that holds a tall formula', () => {
    const tall = {
      ...question(1, [3]),
      introTex: undefined,
      parts: [
        {
          id: 'a',
          label: '(a)',
          marks: 3,
          answerTex: 'x',
          stemTex: String.raw`Show that \(\sum_{r=1}^{n} \frac{1}{r(r+1)} = \frac{n}{n+1}\) for all \(n\).`,
        },
      ],
    } as unknown as PinnedRevision;
    const page = layoutQuestionPaper(input([tall], 'smart')).pages[1];
    const blocks = page.items.filter((item): item is BlockItem => item.kind === 'block');
    const baseline = (item: BlockItem) => item.y + item.block.lines[0].baseline;
    const stem = blocks.find((b) => b.x === STEM_X)!;
    expect(stem.block.lines[0].baseline).toBeGreaterThan(15);
    expect(baseline(blocks.find((b) => b.x === CONTENT_X)!)).toBeCloseTo(baseline(stem), 9);
    expect(baseline(blocks.find((b) => b.x === NUMBER_X)!)).toBeCloseTo(baseline(stem), 9);
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
    // Everything but "Turn over", which sits under the content area as on every page.
    const content = layout.pages[0].items.filter(
      (item) => item.kind !== 'block' || texts({ ...layout.pages[0], items: [item] })[0] !== 'Turn over',
    );
    expect(content).toHaveLength(layout.pages[0].items.length - 1);
    const bottoms = content.map((item) =>
      item.kind === 'block' ? item.y + item.block.height : item.kind === 'box' ? item.y + item.height : item.y,
    );
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(CONTENT_BOTTOM);
  });
});
