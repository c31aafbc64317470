import { MAX_PAPER_QUESTIONS } from '@pp/contracts';
import { bankRevisions, paperInput } from '../testing/bank-fixtures.js';
import type { TypesetBlock } from '../typeset/index.js';
import { layoutMarkScheme, type SchemePage } from './scheme-pages.js';

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
