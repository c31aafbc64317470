import { MAX_PAPER_QUESTIONS } from '@pp/contracts';
import { parseDiagramSvg } from '../question-paper/diagram-svg.js';
import { bankDiagrams, bankRevisions, paperInput } from '../testing/bank-fixtures.js';
import type { TypesetBlock } from '../typeset/index.js';
import { COLUMNS, TABLE_X } from './scheme-geometry.js';
import { layoutMarkScheme, type SchemePage } from './scheme-pages.js';
import { keepNotesWithTable, type RowGroup, type SchemeRow } from './scheme-table.js';

const parsedBankDiagrams = () => new Map([...bankDiagrams()].map(([key, svg]) => [key, parseDiagramSvg(svg)]));

const textOf = (block: TypesetBlock) =>
  block.lines.map((line) => line.runs.map((run) => (run.kind === 'text' ? run.text : '\u2026')).join(' ')).join(' ');
const isFurniture = (text: string) => /^Page \d+ of \d+$|continues on the next page$| \u2013 mark scheme, revision \d+$/.test(text);

/** The body's text on a page, top to bottom (left to right within a row). */
const bodyText = (page: SchemePage) =>
  page.blocks
    .map((b) => ({ ...b, text: textOf(b.block) }))
    .filter((b) => !isFurniture(b.text))
    .sort((p, q) => p.y - q.y || p.x - q.x);

describe('the mark scheme layout', () => {
  it('numbers its pages, and gives a page that goes on with a table its header and the part label again', () => {
    const input = paperInput(
      bankRevisions()
        .filter((_, i) => i % 29 === 3)
        .slice(0, MAX_PAPER_QUESTIONS),
    );
    const pages = layoutMarkScheme(input);
    expect(pages.length).toBeGreaterThan(5);
    let continued = 0;
    pages.forEach((page, i) => {
      const all = page.blocks.map((b) => textOf(b.block));
      expect(all).toContain(`Page ${page.number} of ${pages.length}`);
      if (i === 0 || !pages[i - 1].blocks.some((b) => /continues on the next page$/.test(textOf(b.block)))) return;
      const text = bodyText(page).map((b) => b.text);
      if (text[0] !== 'Question') return; // the break fell in the notes under a table
      continued += 1;
      expect(text.slice(0, 4)).toEqual(['Question', 'Scheme', 'Marks', 'Notes']);
      expect(text[4]).toMatch(/^\d+\([a-z]\)$/);
    });
    expect(continued).toBeGreaterThan(0);
  });

  it('puts the title, the disclaimer and the key to the codes at the head of page one', () => {
    const [first] = layoutMarkScheme(paperInput(bankRevisions().slice(0, 2), { title: 'Mock \\(A\\) paper', revision: 9 }));
    const text = bodyText(first).map((b) => b.text);
    expect(text.slice(0, 3)).toEqual([
      'Mock \\\u200c(A\\\u200c) paper',
      'Mark scheme',
      `Revision 9 \u00b7 2 questions \u00b7 Total ${bankRevisions()[0].marks + bankRevisions()[1].marks} marks`,
    ]);
    expect(text.join(' ')).toContain('not an official mark scheme');
  });
});

const row = (height: number): SchemeRow => ({ height, blocks: [], rules: [], fills: [] });

describe('notes kept with their question', () => {
  const table: RowGroup[] = [{ rows: [row(40), row(20)] }, { rows: [row(30), row(10)], header: row(15) }];

  it('join the table\u2019s last group when the two fit on a page together', () => {
    const notes = [row(6), row(12), row(11), row(11)];
    const groups = keepNotesWithTable(table, notes, 100);
    expect(groups).toHaveLength(2);
    expect(groups[1].rows).toEqual([...table[1].rows, ...notes]);
    expect(groups[1].header).toBe(table[1].header);
  });

  it('else keep their heading and first line with the table, the other lines following one by one', () => {
    const notes = [row(6), row(12), row(11), row(11), row(11)];
    const groups = keepNotesWithTable(table, notes, 80);
    expect(groups.map((g) => g.rows.length)).toEqual([2, 5, 1, 1]);
  });

  it('leave a question without notes as it is', () => {
    expect(keepNotesWithTable(table, [], 100)).toEqual(table);
  });

  it('start on the page of their question\u2019s total in a full paper', () => {
    const input = paperInput(
      bankRevisions()
        .filter((_, i) => i % 29 === 3)
        .slice(0, MAX_PAPER_QUESTIONS),
    );
    const pages = layoutMarkScheme(input);
    const pageOf = (test: (b: { text: string; x: number }) => boolean) =>
      pages.filter((page) => page.blocks.some((b) => test({ text: textOf(b.block), x: b.x }))).map((page) => page.number);
    const withNotes = input.questions.map((q, i) => [q, i + 1] as const).filter(([q]) => q.markScheme.notes.length > 0);
    expect(withNotes.length).toBeGreaterThan(5);
    for (const [, number] of withNotes) {
      const totalPage = pageOf((b) => b.text.startsWith(`Total for Question ${number} is`));
      expect(totalPage).toHaveLength(1);
      // The notes heading sits at the table's left edge (the header's "Notes" is centred in its column).
      const notesPages = pageOf((b) => b.text === 'Notes' && b.x === TABLE_X);
      expect(notesPages).toContain(totalPage[0]);
    }
  });
});

describe('answer sketches in the layout', () => {
  it('stand at the right of the Scheme column beside their part\u2019s marks, clear of their text and rules, only when the diagrams are given', () => {
    const question = bankRevisions().find((q) => q.title === 'Roots of a cubic with a given complex root')!;
    const input = paperInput([question]);
    const sketch = question.diagrams.find((d) => d.role === 'scheme')!;
    expect(layoutMarkScheme(input).flatMap((page) => page.sketches)).toEqual([]);
    const pages = layoutMarkScheme(input, parsedBankDiagrams());
    expect(pages.flatMap((p) => p.sketches.map((s) => s.blobKey))).toEqual([sketch.blobKey]);
    const page = pages.find((p) => p.sketches.length)!;
    const [placed] = page.sketches;
    const scheme = { left: TABLE_X + COLUMNS.scheme.x, right: TABLE_X + COLUMNS.scheme.x + COLUMNS.scheme.width };
    expect(placed.x).toBeGreaterThan((scheme.left + scheme.right) / 2 - placed.width / 2);
    expect(placed.x + placed.width).toBeLessThan(scheme.right);
    const part = question.parts.find((p) => /Argand diagram/.test(p.stemTex))!;
    const codes = question.markScheme.allocations.filter((a) => a.partId === part.id).map((a) => a.code);
    const text = bodyText(page);
    const label = text.find((b) => b.text === `1${part.label}`)!;
    const subtotal = text.find((b) => b.text === `(${codes.length})` && b.y > label.y)!;
    expect(placed.y).toBeGreaterThan(label.y);
    expect(placed.y + placed.height).toBeLessThan(subtotal.y);
    const caption = text.find((b) => b.text === `Sketch: ${sketch.title}`)!;
    expect(caption.y).toBeLessThan(placed.y);
    // The part's own text in the Scheme column ends left of the sketch; no rule crosses it.
    const partText = text.filter((b) => b !== caption && b.y >= label.y && b.y < subtotal.y && b.x > scheme.left && b.x < scheme.right);
    expect(partText.length).toBeGreaterThanOrEqual(2 * codes.length);
    for (const b of partText) expect(b.x + b.block.width).toBeLessThan(placed.x);
    const crossing = page.rules.filter(
      (r) => r.y1 === r.y2 && r.y1 > placed.y && r.y1 < placed.y + placed.height && r.x1 < placed.x + placed.width && r.x2 > placed.x,
    );
    expect(crossing).toEqual([]);
  });
});
