import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { CompletedImport } from '@pp/contracts';
import { type NewAsset, openDataSource } from '@pp/platform';
import { createTestDatabase, eventually, type TestDatabase } from '@pp/testing';
import { importService } from '../import.database.js';
import { ImportsRepository } from './imports.repository.js';

const CREATED = new Date('2026-11-28T09:00:00.000Z');
const COMPLETED = new Date('2026-11-28T12:00:00.000Z');
const HASH = 'a'.repeat(64);
const OTHER_HASH = 'b'.repeat(64);

const upload = (byteSize: number, uploadedAt = '2026-11-28T10:00:00.000Z', pageCount = 2): NewAsset => {
  const id = randomUUID();
  return {
    id,
    kind: 'work',
    name: `scan-${byteSize}.pdf`,
    mediaType: 'application/pdf',
    byteSize,
    sha256: 'c'.repeat(64),
    pageCount,
    blobKey: `imports/uploads/${id}`,
    uploadedAt,
  };
};

/** The rules the import service keeps in SQL, on a real database: the upload lock, owner scoping, the completion claim. */
describe('ImportsRepository (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let imports: ImportsRepository;
  const owner = randomUUID();
  const other = randomUUID();

  const create = async (ownerId = owner) => {
    const id = randomUUID();
    await dataSource.transaction((manager) => imports.insert(manager, ownerId, id, `import ${id}`, CREATED));
    return id;
  };
  const keep = (importId: string, asset: NewAsset, ownerId = owner) =>
    dataSource.transaction((manager) => imports.insertAsset(manager, ownerId, importId, asset));
  const lock = (importId: string, ownerId = owner) =>
    dataSource.transaction((manager) => imports.lockForUpload(manager, ownerId, importId));
  const complete = (importId: string, hash: string, result: CompletedImport, manager?: EntityManager) =>
    manager
      ? imports.markCompleted(manager, importId, hash, result, COMPLETED)
      : dataSource.transaction((m) => imports.markCompleted(m, importId, hash, result, COMPLETED));
  const resultOf = async (importId: string): Promise<CompletedImport> => {
    const draft = (await imports.find(owner, importId))!;
    return {
      import: { ...draft, state: 'completed', sessionHref: `/marking/sessions/${importId}`, completedAt: COMPLETED.toISOString() },
      questions: [{ label: '1', score: { awarded: 2, possible: 3, maximum: 3, parts: [] }, unresolved: ['m2'], reviewFlags: [] }],
    };
  };
  const backendPid = async (manager: EntityManager) =>
    ((await manager.query('SELECT pg_backend_pid() AS pid')) as Array<{ pid: number }>)[0].pid;

  beforeAll(async () => {
    database = await createTestDatabase('pp_import_repository');
    dataSource = await openDataSource(importService, { url: database.url, poolSize: 4, runMigrations: true });
    imports = new ImportsRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('locks an import for an upload only for its owner, with the files and bytes it holds', async () => {
    const id = await create();
    expect(await lock(id)).toEqual({ state: 'draft', claimed: false, files: 0, bytes: 0 });
    await keep(id, upload(1_500));
    await keep(id, upload(2_500));
    // Another import's uploads are not this one's.
    await keep(await create(), upload(9_000));
    expect(await lock(id)).toEqual({ state: 'draft', claimed: false, files: 2, bytes: 4_000 });
    expect(await lock(id, other)).toBeNull();
    expect(await lock(randomUUID())).toBeNull();
  });

  it('makes a second upload’s lock wait until the first upload commits, and then count what it kept', async () => {
    const id = await create();
    const order: string[] = [];
    let firstPid = 0;
    let secondPid = 0;
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (firstLocked = resolve));
    let secondStarting!: () => void;
    const secondAboutToLock = new Promise<void>((resolve) => (secondStarting = resolve));

    const first = dataSource.transaction(async (manager) => {
      firstPid = await backendPid(manager);
      expect(await imports.lockForUpload(manager, owner, id)).toEqual({ state: 'draft', claimed: false, files: 0, bytes: 0 });
      await imports.insertAsset(manager, owner, id, upload(700));
      firstLocked();
      await firstHolds;
      order.push('first done');
    });
    await firstHasLock;
    const second = dataSource.transaction(async (manager) => {
      secondPid = await backendPid(manager);
      secondStarting();
      const locked = await imports.lockForUpload(manager, owner, id);
      order.push('second locked');
      return locked;
    });
    await secondAboutToLock;
    // The second is seen blocked by the first's backend (a row lock), not merely slow.
    const blockedByFirst = async () => {
      const [row] = (await dataSource.query('SELECT pg_blocking_pids($1) AS blockers', [secondPid])) as Array<{ blockers: number[] }>;
      return row.blockers.includes(firstPid);
    };
    await eventually(blockedByFirst, 10_000, 'the second upload waiting on the first’s lock of the import');
    expect(order).toEqual([]);
    releaseFirst();

    await first;
    // Locked only after the first committed, the second counts the first's upload: no two uploads take the last place.
    expect(await second).toEqual({ state: 'draft', claimed: false, files: 1, bytes: 700 });
    expect(order).toEqual(['first done', 'second locked']);
  });

  it('keeps an upload, moves the import’s updated time to it, and shows it with its pages and download path', async () => {
    const id = await create();
    const later = upload(4_096, '2026-11-28T11:00:00.000Z', 3);
    const earlier = upload(1_024, '2026-11-28T10:30:00.000Z', 1);

    const view = await keep(id, later);

    expect(view).toEqual({
      id: later.id,
      kind: 'work',
      name: later.name,
      mediaType: 'application/pdf',
      byteSize: 4_096,
      sha256: later.sha256,
      pageCount: 3,
      pageIds: [`${later.id}:p1`, `${later.id}:p2`, `${later.id}:p3`],
      href: `/marking/imports/${id}/assets/${later.id}`,
      uploadedAt: '2026-11-28T11:00:00.000Z',
    });
    const [row] = (await dataSource.query('SELECT import_id, owner_id, blob_key FROM import.assets WHERE id = $1', [later.id])) as Array<
      Record<string, string>
    >;
    expect(row).toEqual({ import_id: id, owner_id: owner, blob_key: later.blobKey });
    expect((await imports.find(owner, id))?.updatedAt).toBe('2026-11-28T11:00:00.000Z');

    // The import lists its uploads oldest first, with their totals.
    await keep(id, earlier);
    const found = (await imports.find(owner, id))!;
    expect(found.assets.map((a) => a.id)).toEqual([earlier.id, later.id]);
    expect(found.totals).toEqual({ files: 2, bytes: 5_120 });
    expect(found.createdAt).toBe(CREATED.toISOString());
    expect(await imports.find(other, id)).toBeNull();
    // An id in upper case (a path may carry one) finds the same import, which answers in lower case.
    expect(await imports.find(owner, id.toUpperCase())).toEqual(found);
    expect(await keep(id.toUpperCase(), upload(8))).toMatchObject({ href: expect.stringContaining(`/marking/imports/${id}/assets/`) });
  });

  it('finds an upload only for its owner and its own import', async () => {
    const id = await create();
    const kept = upload(800);
    await keep(id, kept);

    expect(await imports.asset(owner, id, kept.id)).toMatchObject({
      id: kept.id,
      import_id: id,
      blob_key: kept.blobKey,
      byte_size: 800,
      media_type: 'application/pdf',
    });
    expect(await imports.asset(other, id, kept.id)).toBeNull();
    expect(await imports.asset(owner, await create(), kept.id)).toBeNull();
    expect(await imports.asset(owner, id, randomUUID())).toBeNull();
  });

  it('claims a completion for one payload: the same one again goes on, another conflicts, another owner finds nothing', async () => {
    const id = await create();
    expect(await imports.claimCompletion(other, id, HASH)).toEqual({ kind: 'not_found' });
    expect(await imports.claimCompletion(owner, randomUUID(), HASH)).toEqual({ kind: 'not_found' });
    expect(await lock(id)).toMatchObject({ claimed: false });

    expect(await imports.claimCompletion(owner, id, HASH)).toEqual({ kind: 'claimed' });
    expect(await imports.claimCompletion(owner, id, HASH)).toEqual({ kind: 'claimed' });
    expect(await imports.claimCompletion(owner, id, OTHER_HASH)).toEqual({ kind: 'conflict' });
    // The claim is committed: an upload's lock now sees it.
    expect(await lock(id)).toEqual({ state: 'draft', claimed: true, files: 0, bytes: 0 });
  });

  it('lets only one of two concurrent completions with different payloads claim the import', async () => {
    const id = await create();
    const claims = await Promise.all([imports.claimCompletion(owner, id, HASH), imports.claimCompletion(owner, id, OTHER_HASH)]);
    expect(claims.map((c) => c.kind).sort()).toEqual(['claimed', 'conflict']);
    const winner = claims[0].kind === 'claimed' ? HASH : OTHER_HASH;
    expect(await imports.claimCompletion(owner, id, winner)).toEqual({ kind: 'claimed' });
  });

  it('marks completed only the draft claimed for that payload, once; then answers that payload with its result', async () => {
    const unclaimed = await create();
    expect(await complete(unclaimed, HASH, await resultOf(unclaimed))).toBe(false);

    const id = await create();
    const result = await resultOf(id);
    await imports.claimCompletion(owner, id, HASH);
    expect(await complete(id, OTHER_HASH, result)).toBe(false);
    expect(await complete(id, HASH, result)).toBe(true);
    expect(await complete(id, HASH, result)).toBe(false);

    const [row] = (await dataSource.query(
      'SELECT state, completing_hash, result, completed_at, updated_at FROM import.imports WHERE id = $1',
      [id],
    )) as Array<{ state: string; completing_hash: string; result: CompletedImport; completed_at: Date; updated_at: Date }>;
    expect(row).toEqual({ state: 'completed', completing_hash: HASH, result, completed_at: COMPLETED, updated_at: COMPLETED });
    expect(await imports.find(owner, id)).toMatchObject({ state: 'completed', sessionHref: `/marking/sessions/${id}` });

    expect(await imports.claimCompletion(owner, id, HASH)).toEqual({ kind: 'completed', result });
    expect(await imports.claimCompletion(owner, id, OTHER_HASH)).toEqual({ kind: 'conflict' });
    expect(await imports.claimCompletion(other, id, HASH)).toEqual({ kind: 'not_found' });
    expect(await lock(id)).toEqual({ state: 'completed', claimed: true, files: 0, bytes: 0 });
  });

  it('lets only one of two concurrent completions of the same payload mark the import completed', async () => {
    const id = await create();
    const result = await resultOf(id);
    await imports.claimCompletion(owner, id, HASH);
    const marked = await Promise.all([
      dataSource.transaction((manager) => complete(id, HASH, result, manager)),
      dataSource.transaction((manager) => complete(id, HASH, result, manager)),
    ]);
    expect(marked.sort()).toEqual([false, true]);
  });
});
