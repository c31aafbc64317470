import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DEFAULT_SEPARATE_LIMITS } from '@pp/contracts';
import { openDataSource } from '@pp/platform';
import { awayFromMinuteEdge, createTestDatabase, type TestDatabase } from '@pp/testing';
import { identityDatabase } from '../identity/identity.database.js';
import { RateLimiter } from './rate-limiter.service.js';

/** Admission on the shared counters of a real database (`identity.admit_request`), general and separate limits together. */
describe('RateLimiter (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let limiter: RateLimiter;
  const limits = { ...DEFAULT_SEPARATE_LIMITS, uploads: { perMinute: 2, perDay: 1_000 } };

  const count = async (name: string) => {
    const rows = (await dataSource.query(
      `SELECT count FROM identity.rate_counters WHERE counter = $1 AND window_start = date_trunc('minute', now(), 'UTC')`,
      [name],
    )) as Array<{ count: number }>;
    return rows[0]?.count ?? 0;
  };
  const upload = (keyId: string, accountId: string) =>
    limiter.admit({ keyId, accountId, operationId: 'uploadMarkingAsset', isWrite: true });

  beforeAll(async () => {
    database = await createTestDatabase('pp_rate_limiter');
    dataSource = await openDataSource(identityDatabase, { url: database.url, poolSize: 4, runMigrations: true });
    limiter = new RateLimiter(dataSource, { rateLimits: true, separateLimits: limits });
  });

  // Each test's requests fall in one UTC minute, the window its counts are read from.
  beforeEach(() => awayFromMinuteEdge());

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('admits exactly the separate limit of concurrent requests, and a refused one counts in no general counter', async () => {
    const [key, account] = [randomUUID(), randomUUID()];
    const admissions = await Promise.all(Array.from({ length: 5 }, () => upload(key, account)));
    expect(admissions.filter((a) => !a.refusal)).toHaveLength(2);
    const refused = admissions.find((a) => a.refusal)!;
    expect(refused.refusal?.message).toContain('file uploads');
    expect(refused.allowances.find((a) => a.kind === 'uploads')).toMatchObject({ remaining: 0, quota: 2 });
    expect(await count(`a:${account}:uploads`)).toBe(2);
    expect(await count(`k:${key}:writes`)).toBe(2);
    expect(await count(`k:${key}:requests`)).toBe(2);
  });

  it('counts no separate limit for a request the general limits refuse', async () => {
    const [key, account] = [randomUUID(), randomUUID()];
    await dataSource.query(`INSERT INTO identity.rate_counters VALUES ($1, date_trunc('minute', now(), 'UTC'), 20)`, [`k:${key}:writes`]);
    const admission = await upload(key, account);
    expect(admission.refusal).toEqual({ retryAfter: expect.any(Number) });
    expect(await count(`a:${account}:uploads`)).toBe(0);
    expect(await count(`k:${key}:requests`)).toBe(0);
  });
});
