import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { dataSourceOptionsOf } from './data-source.js';

/** pg closes a pooled connection after 10 s idle unless told otherwise. */
const PG_DEFAULT_IDLE_TIMEOUT_MS = 10_000;

describe('dataSourceOptionsOf (real Postgres)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('pp_pool');
    dataSource = await new DataSource(
      dataSourceOptionsOf({ owner: 'question-bank', entities: [], migrations: [] }, { url: database.url, poolSize: 1 }),
    ).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const backend = async () => {
    const [row] = await dataSource.query(`SELECT pg_backend_pid() AS pid, current_setting('application_name') AS app`);
    return row as { pid: number; app: string };
  };

  it('keeps a pooled connection open through a lull longer than pg’s idle timeout', async () => {
    const before = await backend();
    expect(before.app).toBe('pp-question-bank');
    await new Promise((resolve) => setTimeout(resolve, PG_DEFAULT_IDLE_TIMEOUT_MS + 1_000));
    expect((await backend()).pid).toBe(before.pid);
  }, 30_000);
});
