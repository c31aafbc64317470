import { randomUUID } from 'node:crypto';
import { getConstructionPlans, type Job } from 'pg-boss';
import type { DataSource } from 'typeorm';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { exportService } from '../export.database.js';
import type { ExportConfig } from '../export.config.js';
import { type ExportJobData, ExportQueue, RENDER_QUEUE } from './export-queue.js';

const CONFIG: ExportConfig = { EXPORTS_ENABLED: true, EXPORT_RENDER_THREADS: 1, EXPORT_JOB_LEASE_SECONDS: 10, EXPORT_RENDER_DELAY_MS: 0 };

/** Names of what a plan creates in schema `export`, by kind. */
function createdNames(sql: string): string[] {
  return [
    ...sql.matchAll(/CREATE (?:UNIQUE )?(TABLE|TYPE|FUNCTION|INDEX|SEQUENCE|VIEW) (?:IF NOT EXISTS )?(?:export\.)?([a-z_0-9]+)/g),
  ].map((m) => m[2]);
}

describe('pg-boss beside our tables in schema export', () => {
  it('creates nothing that our migrations create', async () => {
    const ours = new Set(['migrations', 'outbox', 'inbox', 'paper_exports', 'outbox_unpublished_idx']);
    const theirs = createdNames(getConstructionPlans('export', { createSchema: false }));
    expect(theirs).toEqual(expect.arrayContaining(['job', 'queue', 'version']));
    expect(theirs.filter((name) => ours.has(name))).toEqual([]);
  });
});

describe('ExportQueue (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let queue: ExportQueue;
  const received: Array<Job<ExportJobData>> = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));

  const job = (): ExportJobData => ({ ownerId: randomUUID(), paperId: randomUUID(), revision: 1, generation: 1 });
  const jobsOf = async (data: ExportJobData): Promise<Array<{ state: string }>> =>
    dataSource.query(`SELECT state FROM export.job WHERE name = $1 AND singleton_key = $2`, [
      RENDER_QUEUE,
      `${data.ownerId}/${data.paperId}/${data.revision}`,
    ]);

  beforeAll(async () => {
    database = await createTestDatabase('pp_export_jobs');
    dataSource = await openDataSource(exportService, { url: database.url, poolSize: 2, runMigrations: true });
    queue = new ExportQueue({ url: database.url, poolSize: 2, runMigrations: true }, CONFIG, {
      render: async (j) => {
        received.push(j);
        await held;
      },
      lost: async () => undefined,
    });
    await queue.onApplicationBootstrap();
  });

  afterAll(async () => {
    release();
    await queue?.onModuleDestroy();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('sends no job when the transaction that sends it rolls back', async () => {
    const data = job();
    await expect(
      dataSource.transaction(async (manager) => {
        expect(await queue.send(manager, data)).toEqual(expect.any(String));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobsOf(data)).toEqual([]);
  });

  it('commits the job with the transaction, and sends no second one while it is queued or running', async () => {
    const data = job();
    const id = await dataSource.transaction((manager) => queue.send(manager, data));
    expect(id).toEqual(expect.any(String));
    expect(await dataSource.transaction((manager) => queue.send(manager, data))).toBeNull();
    // Picked up by a worker: still the only one.
    for (let i = 0; i < 50 && !received.some((j) => j.id === id); i++) await new Promise((r) => setTimeout(r, 100));
    expect(received.map((j) => j.data)).toContainEqual(data);
    expect(await dataSource.transaction((manager) => queue.send(manager, data))).toBeNull();
    expect(await jobsOf(data)).toEqual([{ state: 'active' }]);
  });

  it('refuses to send outside a transaction', async () => {
    await expect(queue.send(dataSource.manager, job())).rejects.toThrow('inside the transaction');
  });
});
