import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ServiceError } from '@pp/contracts';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { idempotencyTableSql, requestHash, runIdempotent } from './idempotency.js';

describe('runIdempotent (real Postgres)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('pp_idem');
    dataSource = await new DataSource({ type: 'postgres', url: database.url, extra: { max: 6 } }).initialize();
    await dataSource.query('CREATE SCHEMA svc');
    for (const statement of idempotencyTableSql('svc').up) await dataSource.query(statement);
    await dataSource.query('CREATE TABLE svc.things (id uuid PRIMARY KEY, owner_id uuid NOT NULL, title text NOT NULL)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** An operation that creates a resource, as a service would inside runIdempotent. */
  function createThing(ownerId: string, key: string, body: { title: string }, operation = 'createThing', delayMs = 0) {
    return runIdempotent(dataSource, 'svc', { ownerId, key, operation, requestHash: requestHash(body) }, async (manager) => {
      const id = randomUUID();
      await manager.query('INSERT INTO svc.things (id, owner_id, title) VALUES ($1, $2, $3)', [id, ownerId, body.title]);
      if (delayMs) await manager.query('SELECT pg_sleep($1)', [delayMs / 1000]);
      return { id, title: body.title };
    });
  }
  const thingsOf = async (ownerId: string) =>
    ((await dataSource.query('SELECT count(*)::int AS n FROM svc.things WHERE owner_id = $1', [ownerId])) as Array<{ n: number }>)[0].n;

  it('returns the original result to a retry with the same key and body, creating one resource', async () => {
    const owner = randomUUID();
    const first = await createThing(owner, 'k1', { title: 'A' });
    expect(await createThing(owner, 'k1', { title: 'A' })).toEqual(first);
    expect(await thingsOf(owner)).toBe(1);
  });

  it('refuses the same key with a different body or another operation', async () => {
    const owner = randomUUID();
    await createThing(owner, 'k1', { title: 'A' });
    await expect(createThing(owner, 'k1', { title: 'B' })).rejects.toMatchObject({ code: 'idempotency_key_reused' });
    await expect(createThing(owner, 'k1', { title: 'A' }, 'startThing')).rejects.toBeInstanceOf(ServiceError);
    expect(await thingsOf(owner)).toBe(1);
  });

  it('lets a concurrent duplicate wait and get the same result, never a second resource', async () => {
    const owner = randomUUID();
    const [a, b] = await Promise.all([
      createThing(owner, 'k1', { title: 'A' }, 'createThing', 300),
      createThing(owner, 'k1', { title: 'A' }, 'createThing', 300),
    ]);
    expect(a).toEqual(b);
    expect(await thingsOf(owner)).toBe(1);
  });

  it('answers a retry after a crash between commit and response with the committed result', async () => {
    const owner = randomUUID();
    // The response of this call is lost, as if the process died right after the commit.
    const lost = await createThing(owner, 'k1', { title: 'A' });
    const fresh = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    try {
      const retried = await runIdempotent(
        fresh,
        'svc',
        { ownerId: owner, key: 'k1', operation: 'createThing', requestHash: requestHash({ title: 'A' }) },
        async () => {
          throw new Error('the work must not run again');
        },
      );
      expect(retried).toEqual(lost);
    } finally {
      await fresh.destroy();
    }
  });

  it('does the work again when the first attempt rolled back', async () => {
    const owner = randomUUID();
    const failing = runIdempotent(
      dataSource,
      'svc',
      { ownerId: owner, key: 'k1', operation: 'createThing', requestHash: requestHash({ title: 'A' }) },
      async (manager) => {
        await manager.query('INSERT INTO svc.things (id, owner_id, title) VALUES ($1, $2, $3)', [randomUUID(), owner, 'A']);
        throw new Error('crash inside the transaction');
      },
    );
    await expect(failing).rejects.toThrow('crash inside the transaction');
    expect(await thingsOf(owner)).toBe(0);
    await createThing(owner, 'k1', { title: 'A' });
    expect(await thingsOf(owner)).toBe(1);
  });

  it('scopes keys to their owner', async () => {
    const [one, two] = [randomUUID(), randomUUID()];
    const a = await createThing(one, 'shared', { title: 'A' });
    const b = await createThing(two, 'shared', { title: 'A' });
    expect(a.id).not.toBe(b.id);
  });

  it('forgets a key after its retention', async () => {
    const owner = randomUUID();
    const first = await createThing(owner, 'k1', { title: 'A' });
    await dataSource.query("UPDATE svc.idempotency_keys SET created_at = now() - interval '49 hours' WHERE owner_id = $1", [owner]);
    const second = await createThing(owner, 'k1', { title: 'B' });
    expect(second.id).not.toBe(first.id);
  });
});
