import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { paperService } from '../paper.database.js';
import { PapersRepository, type RevisionRow } from './papers.repository.js';

const revisionRow = (title: string, revision = 1): RevisionRow => ({
  revision,
  document: JSON.stringify({ title }),
  title,
  questionCount: 1,
  totalMarks: 5,
  pageCount: 2,
  savedAt: '2026-11-28T09:00:00.000Z',
  baseRevision: revision === 1 ? null : revision - 1,
  changeHash: null,
});

/** The rules the paper service keeps in SQL, on a real database: keyset pages, owner scoping, the revision lock, the saved-papers count. */
describe('PapersRepository (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let papers: PapersRepository;
  const owner = randomUUID();
  const other = randomUUID();

  const create = (ownerId: string, createdAt: string, title: string) =>
    dataSource.transaction(async (manager) => {
      const id = randomUUID();
      expect(await papers.insertPaper(manager, ownerId, id, `hash-${id}`, createdAt)).toBe(true);
      await papers.insertRevision(manager, ownerId, id, revisionRow(title));
      return id;
    });

  /** Every summary of the owner, page by page, each page after the last paper of the one before. */
  async function walk(ownerId: string, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let after: { created_at: Date; id: string } | null = null;
    for (;;) {
      const page = await papers.summaries(ownerId, limit, after);
      if (!page.length) return pages;
      pages.push(page.map((paper) => paper.id));
      after = await papers.cursorPosition(ownerId, page[page.length - 1].id);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('pp_paper_repository');
    dataSource = await openDataSource(paperService, { url: database.url, poolSize: 2, runMigrations: true });
    papers = new PapersRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('pages an owner’s papers newest first, ties on the creation time broken by id, each paper once', async () => {
    const sameMoment = '2026-11-28T10:00:00.000Z';
    const created = [
      { id: await create(owner, '2026-11-28T09:00:00.000Z', 'oldest'), createdAt: '2026-11-28T09:00:00.000Z' },
      ...(await Promise.all([1, 2, 3, 4].map(async (n) => ({ id: await create(owner, sameMoment, `tied ${n}`), createdAt: sameMoment })))),
      { id: await create(owner, '2026-11-28T11:00:00.000Z', 'newest'), createdAt: '2026-11-28T11:00:00.000Z' },
    ];
    await create(other, sameMoment, 'another owner’s');
    // Postgres orders uuids by their bytes, which is the order of their lowercase hex text.
    const expected = [...created]
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
      .map((p) => p.id);

    const pages = await walk(owner, 2);

    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    expect(pages.flat()).toEqual(expected);
  });

  it('finds no cursor position in another owner’s paper', async () => {
    const theirs = await create(other, '2026-11-28T12:00:00.000Z', 'theirs');
    expect(await papers.cursorPosition(owner, theirs)).toBeNull();
    expect(await papers.cursorPosition(other, theirs)).not.toBeNull();
  });

  it('moves a paper’s latest revision on once from a given revision: a second change from the same one is refused', async () => {
    const id = await create(owner, '2026-11-28T13:00:00.000Z', 'revised');
    const [first, second] = await Promise.all([
      dataSource.transaction((manager) => papers.advanceLatest(manager, owner, id, 1)),
      dataSource.transaction((manager) => papers.advanceLatest(manager, owner, id, 1)),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect((await papers.findPaper(owner, id))?.latest_revision).toBe(2);
    expect(await dataSource.transaction((manager) => papers.advanceLatest(manager, other, id, 2))).toBe(false);
  });

  it('claims new papers up to the saved-papers count, under the owner’s lock, however many creates run at once', async () => {
    const counted = randomUUID();
    await create(counted, '2026-11-28T15:00:00.000Z', 'already held');
    const claim = (id: string) =>
      dataSource.transaction((manager) => papers.claimPaper(manager, counted, id, `hash-${id}`, '2026-11-28T15:01:00.000Z', 4));
    const ids = Array.from({ length: 6 }, () => randomUUID());
    const outcomes = await Promise.all(ids.map(claim));
    expect(outcomes.filter((o) => o === 'claimed')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'full')).toHaveLength(3);
    expect(await papers.heldPapers(counted)).toBe(4);
    // At the count, the id of a paper held is still found as taken (a retried create), a new one is refused.
    expect(await claim(ids[outcomes.indexOf('claimed')])).toBe('taken');
    expect(await claim(randomUUID())).toBe('full');
    // Another owner's count is its own.
    expect(
      await dataSource.transaction((manager) => papers.claimPaper(manager, other, randomUUID(), 'h', '2026-11-28T15:02:00.000Z', 4)),
    ).toBe('claimed');
  });

  it('claims a paper id once per owner', async () => {
    const id = randomUUID();
    const claim = () => dataSource.transaction((manager) => papers.insertPaper(manager, owner, id, 'hash', '2026-11-28T14:00:00.000Z'));
    expect(await claim()).toBe(true);
    expect(await claim()).toBe(false);
  });
});
