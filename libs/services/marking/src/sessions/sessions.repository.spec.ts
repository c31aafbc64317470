import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, eventually, type TestDatabase } from '@pp/testing';
import { markingService } from '../marking.database.js';
import { SessionsRepository } from './sessions.repository.js';

/** The rules the session list keeps in SQL, on a real database: keyset pages, owner scoping, the session lock. */
describe('SessionsRepository (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sessions: SessionsRepository;
  const owner = randomUUID();
  const other = randomUUID();

  const create = async (ownerId: string, at: string) => {
    const id = randomUUID();
    await dataSource.transaction((manager) => sessions.insertSession(manager, ownerId, id, `session ${id}`, at));
    return { id, at };
  };

  beforeAll(async () => {
    database = await createTestDatabase('pp_marking_sessions');
    dataSource = await openDataSource(markingService, { url: database.url, poolSize: 3, runMigrations: true });
    sessions = new SessionsRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('pages an owner’s sessions newest first, ties on the creation time broken by id, each session once', async () => {
    const tied = '2026-11-28T10:00:00.000Z';
    const created = [
      await create(owner, '2026-11-28T09:00:00.000Z'),
      ...(await Promise.all([1, 2, 3].map(() => create(owner, tied)))),
      await create(owner, '2026-11-28T11:00:00.000Z'),
    ];
    await create(other, tied);
    // Postgres orders uuids by their bytes, which is the order of their lowercase hex text.
    const expected = [...created].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)).map((s) => s.id);

    const pages: string[][] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await sessions.sessions(owner, 2, cursor);
      if (!page?.length) break;
      pages.push(page.map((session) => session.id));
      cursor = page[page.length - 1].id;
    }

    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(expected);
  });

  it('answers null for a cursor that is not one of the owner’s sessions, and an empty page after the last', async () => {
    const theirs = await create(other, '2026-11-28T12:00:00.000Z');
    expect(await sessions.sessions(owner, 2, theirs.id)).toBeNull();
    expect(await sessions.sessions(owner, 2, randomUUID())).toBeNull();
    const [oldest] = (await sessions.sessions(owner, 100, undefined))!.slice(-1);
    expect(await sessions.sessions(owner, 2, oldest.id)).toEqual([]);
  });

  it('locks a session for one change at a time, and only for its owner', async () => {
    const { id } = await create(owner, '2026-11-28T13:00:00.000Z');
    expect(await dataSource.transaction((manager) => sessions.lockSession(manager, other, id))).toBeNull();

    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = dataSource.transaction(async (manager) => {
      expect(await sessions.lockSession(manager, owner, id)).toEqual({ files: 0, bytes: 0, sourceKind: 'draft' });
      firstLocked();
      await firstHolds;
      order.push('first done');
    });
    await firstHasLock;
    const second = dataSource.transaction(async (manager) => {
      await sessions.lockSession(manager, owner, id);
      order.push('second locked');
    });
    // The second waits on the row lock until the first commits: seen waiting before the first goes on.
    const waitingOnLock = async () => {
      const [row] = (await dataSource.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      )) as Array<{ waiting: number }>;
      return row.waiting === 1;
    };
    await eventually(waitingOnLock, 10_000, 'the second change waiting on the session lock');
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first done', 'second locked']);
  });

  it('attaches a paper session’s PDFs once, and a session whose PDFs cannot be had says so', async () => {
    const rubric = { v: 1 as const, paperId: randomUUID(), revision: 2, questions: [] };
    const paperSession = async () => {
      const id = randomUUID();
      await dataSource.transaction((manager) =>
        sessions.insertSession(manager, owner, id, 'from a paper', '2026-11-28T14:00:00.000Z', { kind: 'paper', rubric }),
      );
      return id;
    };
    const scheme = () => ({
      id: randomUUID(),
      kind: 'scheme' as const,
      name: 'paper-r2-mark-scheme.pdf',
      mediaType: 'application/pdf' as const,
      byteSize: 1234,
      sha256: 'a'.repeat(64),
      pageCount: 3,
      blobKey: `marking/uploads/${randomUUID()}`,
      uploadedAt: '2026-11-28T14:00:05.000Z',
    });
    const attach = (id: string, ownerId = owner) =>
      dataSource.transaction((manager) =>
        sessions.attachPaperExports(manager, ownerId, id, {
          scheme: scheme(),
          questionPaperBlobKey: `marking/papers/${id}/question-paper.pdf`,
        }),
      );

    const id = await paperSession();
    expect((await sessions.session(owner, id))!.source).toEqual({
      kind: 'paper',
      paperId: rubric.paperId,
      revision: 2,
      exports: 'preparing',
    });
    expect(await sessions.paperExportsOf(owner, id)).toBe('preparing');
    expect(await attach(id, other)).toBe(false);
    expect(await attach(id)).toBe(true);
    expect(await attach(id)).toBe(false);
    const attached = (await sessions.session(owner, id))!;
    expect(attached.source).toMatchObject({ exports: 'attached' });
    expect(attached.assets.map((asset) => [asset.kind, asset.pageCount])).toEqual([['scheme', 3]]);
    expect(await sessions.questionPaperOf(owner, id)).toBe(`marking/papers/${id}/question-paper.pdf`);
    // Failing comes too late for an attached session.
    await sessions.failPaperExports(owner, id);
    expect(await sessions.paperExportsOf(owner, id)).toBe('attached');

    const unexportable = await paperSession();
    await sessions.failPaperExports(owner, unexportable);
    expect(await sessions.paperExportsOf(owner, unexportable)).toBe('failed');
    expect((await sessions.session(owner, unexportable))!.assets).toEqual([]);
    const draft = await create(owner, '2026-11-28T15:00:00.000Z');
    expect(await sessions.paperExportsOf(owner, draft.id)).toBeNull();
  });
});
