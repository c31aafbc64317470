import { joinPages } from './join-pages.js';

describe('joinPages', () => {
  /** Pages of 2 over the letters, each cursor the last letter of its page. */
  const letters = ['a', 'b', 'c', 'd', 'e'];
  const pageOf = (asked: Array<string | undefined>) => async (cursor: string | undefined) => {
    asked.push(cursor);
    const start = cursor === undefined ? 0 : letters.indexOf(cursor) + 1;
    const items = letters.slice(start, start + 2);
    return { items, nextCursor: start + 2 < letters.length ? items[items.length - 1] : null };
  };

  it('joins every page in order, each asked once with the cursor of the one before', async () => {
    const asked: Array<string | undefined> = [];
    expect(await joinPages(undefined, pageOf(asked))).toEqual(letters);
    expect(asked).toEqual([undefined, 'b', 'd']);
  });

  it('starts after the cursor given, and stops at a page that is the last', async () => {
    const asked: Array<string | undefined> = [];
    expect(await joinPages('c', pageOf(asked))).toEqual(['d', 'e']);
    expect(asked).toEqual(['c']);
  });
});
