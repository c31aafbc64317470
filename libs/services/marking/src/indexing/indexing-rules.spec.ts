import { indexPages } from './indexing-rules.js';

const paper = { id: 'a6c5a6f2-1b0c-4a8e-9d5e-0d2b1e6f7a10', revision: 2, questionCount: 3 };
const qr = (q: number[], overrides: Partial<{ paper: string; rev: number }> = {}) => ({ paper: paper.id, rev: 2, q, ...overrides });

describe('indexPages', () => {
  it('places each page by its own code, a question spanning pages and a page holding two questions', () => {
    const index = indexPages(
      [
        { page: 1, qr: qr([]) },
        { page: 2, qr: qr([1]) },
        { page: 3, qr: qr([1, 2]) },
        { page: 4, qr: qr([3]) },
      ],
      paper,
    );
    expect([...index.questions]).toEqual([
      [1, [2, 3]],
      [2, [3]],
      [3, [4]],
    ]);
    expect(index.unreadable).toEqual([]);
  });

  it('lists pages without a code, or with another paper’s or revision’s, and never guesses them', () => {
    const index = indexPages(
      [
        { page: 1, qr: qr([1]) },
        { page: 2, qr: null },
        { page: 3, qr: qr([1], { rev: 1 }) },
        { page: 4, qr: qr([2], { paper: '00000000-0000-4000-8000-000000000000' }) },
      ],
      paper,
    );
    expect([...index.questions]).toEqual([[1, [1]]]);
    expect(index.unreadable).toEqual([2, 3, 4]);
  });

  it('keeps at most 12 pages of one question (the same scan uploaded twice adds nothing)', () => {
    const readings = Array.from({ length: 14 }, (_, i) => ({ page: i + 1, qr: qr([1]) }));
    expect(indexPages(readings, paper).questions.get(1)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(indexPages([{ page: 1, qr: qr([9]) }], paper).questions.size).toBe(0);
  });
});
