import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { openDataSource } from '@pp/platform';
import { createTestDatabase, type TestDatabase } from '@pp/testing';
import { markingService } from '../marking.database.js';
import { CreditLedgerRepository } from './credit-ledger.repository.js';

const NOVEMBER = new Date('2026-11-23T12:00:00Z');
const DECEMBER = new Date('2026-12-02T12:00:00Z');
const items = (count: number) => Array.from({ length: count }, () => ({ questionId: randomUUID(), run: 1 }));

/** The credit ledger on a real database: what a start takes, what a failure gives back, under concurrency. */
describe('CreditLedgerRepository (real database)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let ledger: CreditLedgerRepository;

  beforeAll(async () => {
    database = await createTestDatabase('pp_marking_credits');
    dataSource = await openDataSource(markingService, { url: database.url, poolSize: 4, runMigrations: true });
    ledger = new CreditLedgerRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const take = (owner: string, count: number | ReturnType<typeof items>, at = NOVEMBER) =>
    dataSource.transaction((m) => ledger.take(m, owner, 'lite', typeof count === 'number' ? items(count) : count, at));

  it('takes the month’s included credits first, then purchased ones, and refuses a start it cannot pay for whole', async () => {
    const owner = randomUUID();
    await take(owner, 48);
    await ledger.grant(owner, 3, 'bought', NOVEMBER);
    await take(owner, 4);
    expect(await ledger.balance(owner, 'lite', NOVEMBER)).toMatchObject({
      period: '2026-11',
      included: { allowance: 50, used: 50, remaining: 0 },
      purchased: { remaining: 1 },
      available: 1,
    });
    await expect(take(owner, 2)).rejects.toMatchObject({ code: 'insufficient_credits' });
    expect((await ledger.balance(owner, 'lite', NOVEMBER)).available).toBe(1);
    // A new month brings its included credits; purchased ones stay.
    expect(await ledger.balance(owner, 'lite', DECEMBER)).toMatchObject({
      period: '2026-12',
      included: { used: 0, remaining: 50 },
      available: 51,
    });
  });

  it('gives a run’s credit back once, to its bucket; after its month, as a purchased credit', async () => {
    const owner = randomUUID();
    const [first, second] = items(2);
    await take(owner, [first, second]);
    expect(await dataSource.transaction((m) => ledger.giveBack(m, owner, first.questionId, 1, 'failed', NOVEMBER))).toBe(true);
    expect(await dataSource.transaction((m) => ledger.giveBack(m, owner, first.questionId, 1, 'failed', NOVEMBER))).toBe(false);
    expect(await dataSource.transaction((m) => ledger.giveBack(m, owner, randomUUID(), 1, 'failed', NOVEMBER))).toBe(false);
    expect((await ledger.balance(owner, 'lite', NOVEMBER)).included.used).toBe(1);
    expect(await dataSource.transaction((m) => ledger.giveBack(m, owner, second.questionId, 1, 'cancelled', DECEMBER))).toBe(true);
    expect(await ledger.balance(owner, 'lite', DECEMBER)).toMatchObject({ included: { used: 0 }, purchased: { remaining: 1 } });
  });

  it('lets only one of two concurrent starts spend the last credits', async () => {
    const owner = randomUUID();
    await take(owner, 49);
    const outcomes = await Promise.allSettled([take(owner, 1), take(owner, 1)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await ledger.balance(owner, 'lite', NOVEMBER)).toMatchObject({ included: { used: 50 }, available: 0 });
  });

  it('takes nothing when the caller’s transaction rolls back', async () => {
    const owner = randomUUID();
    await expect(
      dataSource.transaction(async (m) => {
        await ledger.take(m, owner, 'lite', items(3), NOVEMBER);
        throw new Error('the jobs could not be sent');
      }),
    ).rejects.toThrow('could not be sent');
    expect((await ledger.balance(owner, 'lite', NOVEMBER)).available).toBe(50);
  });

  it('grants only whole amounts from 1 to 100000', async () => {
    await expect(ledger.grant(randomUUID(), 0, 'x', NOVEMBER)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(ledger.grant(randomUUID(), 1.5, 'x', NOVEMBER)).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
