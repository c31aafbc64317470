import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { exportService } from '../export.database.js';
import { type ExportKey, ExportsRepository, type ExportSource } from './exports.repository.js';

const SOURCE: ExportSource = { title: 'Mock', writingSpace: 'smart', gradeGuide: false, pins: [{ questionId: randomUUID(), revision: 1 }] };
const ERROR = { code: 'render_failed', message: 'boom', at: '2026-11-24T10:00:00.000Z' };
const stored = (n: number) => ({ blobKey: `exports/k${n}.pdf`, byteSize: n, sha256: String(n).repeat(64), pageCount: n });

/** The export's transitions as SQL does them, on a real database: fenced by generation and attempt, each with its event. */
describe('ExportsRepository (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let repository: ExportsRepository;

  beforeAll(async () => {
    database = await createTestDatabase('pp_export_repo');
    dataSource = await openDataSource(exportService, { url: database.url, poolSize: 2, runMigrations: true });
    repository = new ExportsRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const key = (): ExportKey => ({ ownerId: randomUUID(), paperId: randomUUID(), revision: 1 });
  const inTransaction = <T>(work: (manager: EntityManager) => Promise<T>) => repository.transaction(work);
  const events = async (k: ExportKey) =>
    (
      (await dataSource.query(`SELECT payload FROM export.outbox WHERE payload->'data'->>'paperId' = $1 ORDER BY seq`, [
        k.paperId,
      ])) as Array<{
        payload: { ownerId: string; data: { state: string; sequence: number } };
      }>
    ).map(({ payload }) => `${payload.data.state}@${payload.data.sequence}`);

  it('runs queued → rendering → ready, one event per change, and an attempt that lost the export changes nothing', async () => {
    const k = key();
    const created = await inTransaction((m) => repository.insert(m, k, SOURCE, 'queued'));
    expect(created).toMatchObject({ state: 'queued', generation: 1, attempts: 0, sequence: 1 });
    expect(await inTransaction((m) => repository.insert(m, k, SOURCE, 'queued'))).toBeNull();

    const first = await inTransaction((m) => repository.beginAttempt(m, k, 1));
    expect(first).toMatchObject({ state: 'rendering', attempts: 1, sequence: 2 });
    // The lease lapsed and a second attempt took over: the first may no longer finish or fail it.
    const second = await inTransaction((m) => repository.beginAttempt(m, k, 1));
    expect(second).toMatchObject({ state: 'rendering', attempts: 2, sequence: 3 });
    expect(await inTransaction((m) => repository.markReady(m, k, 1, { questionPaper: stored(1), markScheme: stored(2) }))).toBeNull();
    expect(await inTransaction((m) => repository.markAttemptFailed(m, k, 1, 'queued', ERROR))).toBeNull();

    const ready = await inTransaction((m) => repository.markReady(m, k, 2, { questionPaper: stored(3), markScheme: stored(4) }));
    expect(ready).toMatchObject({
      state: 'ready',
      attempts: 2,
      sequence: 4,
      questionPaper: stored(3),
      markScheme: stored(4),
      readyAt: expect.any(Date),
    });
    // A redelivered job finds it ready: no attempt, no change.
    expect(await inTransaction((m) => repository.beginAttempt(m, k, 1))).toBeNull();
    expect(await events(k)).toEqual(['queued@1', 'rendering@2', 'rendering@3', 'ready@4']);
    expect(await repository.source(k)).toEqual(SOURCE);
  });

  it('retries, fails, restarts as a new generation, and fences the older generation out', async () => {
    const k = key();
    await inTransaction((m) => repository.insert(m, k, SOURCE, 'queued'));
    await inTransaction((m) => repository.beginAttempt(m, k, 1));
    expect(await inTransaction((m) => repository.markAttemptFailed(m, k, 1, 'queued', ERROR))).toMatchObject({
      state: 'queued',
      lastError: ERROR,
    });
    await inTransaction((m) => repository.beginAttempt(m, k, 1));
    expect(await inTransaction((m) => repository.markAttemptFailed(m, k, 2, 'failed', ERROR))).toMatchObject({
      state: 'failed',
      attempts: 2,
    });
    expect(await inTransaction((m) => repository.beginAttempt(m, k, 1))).toBeNull();

    const restarted = await inTransaction((m) => repository.restart(m, k));
    expect(restarted).toMatchObject({ state: 'queued', generation: 2, attempts: 2, lastError: ERROR });
    expect(await inTransaction((m) => repository.restart(m, k))).toBeNull();
    // The first generation's job, lost late, does not fail the new one.
    expect(await inTransaction((m) => repository.markLost(m, k, 1, ERROR))).toBeNull();
    expect(await inTransaction((m) => repository.beginAttempt(m, k, 1))).toBeNull();
    expect(await inTransaction((m) => repository.beginAttempt(m, k, 2))).toMatchObject({ state: 'rendering', attempts: 3 });
    const lost = await inTransaction((m) => repository.markLost(m, k, 2, { ...ERROR, code: 'worker_lost' }));
    expect(lost).toMatchObject({ state: 'failed', lastError: { code: 'worker_lost' } });
    expect(await events(k)).toEqual([
      'queued@1',
      'rendering@2',
      'queued@3',
      'rendering@4',
      'failed@5',
      'queued@6',
      'rendering@7',
      'failed@8',
    ]);
  });

  it('records a revision that cannot be exported as failed, and refreshes only a failed one', async () => {
    const k = key();
    const notExportable = { ...ERROR, code: 'not_exportable' };
    expect(await inTransaction((m) => repository.insert(m, k, SOURCE, 'failed', notExportable))).toMatchObject({
      state: 'failed',
      attempts: 0,
      lastError: notExportable,
    });
    expect(await inTransaction((m) => repository.refail(m, k, { ...notExportable, at: '2026-11-25T10:00:00.000Z' }))).toMatchObject({
      sequence: 2,
    });
    await inTransaction((m) => repository.restart(m, k));
    expect(await inTransaction((m) => repository.refail(m, k, notExportable))).toBeNull();
    expect(await repository.find({ ...k, ownerId: randomUUID() })).toBeNull();
  });
});
