import { randomUUID } from 'node:crypto';
import type { QuestionPin } from '@pp/contracts';
import type { RunningStack, TestAccount } from '@pp/testing';
import { createAccountWithKey } from './support/accounts.js';
import { effectsOfCounts, exportEffects, killAndRestart, settledByMetrics, testTitle, startFaultStack } from './support/fault-checks.js';
import { faultRow, FaultLoad } from './support/fault-load.js';
import { markUnder, requestedSession } from './support/fault-marking.js';
import { FaultTable } from './support/fault-table.js';
import { MARKER_SCOPES, markingClient } from './support/marking.js';
import { createPaper, json, pinsOf, prepare, readExports, until } from './support/papers.js';
import { call, describeWithOwnStacks, sql } from './support/stacks.js';

/**
 * The fault suite's short form, in CI (`npm run test:faults` runs it with the rest, e2e/faults/):
 * kill -9 of the export service mid-render, of the marking service mid-assessment and of the gateway
 * with requests in flight. Replicas sharing the work are e2e/faults/replicas.faults-spec.ts (every
 * service at once), on demand only: two more processes booting cost CI more than the rows are worth.
 * Each fault's load records what the client saw; the check reads the API and the database and fills
 * the table (printed, and written to .tmp/fault-table.json).
 */
describeWithOwnStacks('faults, short form (distributed mode, real NATS and Postgres)', () => {
  let stack: RunningStack;
  let pins: QuestionPin[];
  /** The marking faults' account, with a paper whose PDFs are ready for their sessions. */
  let marker: TestAccount;
  let markedPaperId: string;
  const table = new FaultTable();

  beforeAll(async () => {
    stack = await startFaultStack();
    marker = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    pins = await pinsOf(stack, marker.key, 3);
    [markedPaperId] = await papersOf(marker, 1);
    expect((await prepare(stack, marker.key, markedPaperId)).status).toBe(200);
  }, 240_000);

  // Every job finished and every event delivered, as the services' metrics say, before the next fault.
  afterEach(async () => {
    if (stack) table.notes.push(await settledByMetrics(stack, testTitle()));
  }, 150_000);

  afterAll(async () => {
    table.report();
    await stack?.stop();
    await stack?.destroy();
  });

  const author = () => createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write', 'marking:submit'] });
  const papersOf = (account: TestAccount, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => createPaper(stack, account, pins, `Fault paper ${i + 1}`)));
  const prepareAsync = (load: FaultLoad, account: TestAccount, paperId: string) =>
    load.send('prepare export', paperId, () => prepare(stack, account.key, paperId, 1, 'respond-async'));
  const exportIdentity = (body: any) => [body?.export?.paperId, body?.export?.revision];

  const sessionOf = (count: number) => requestedSession(stack, marker, markedPaperId, count);

  it('export killed mid-render: every export ends ready once, with one set of blobs', async () => {
    const fault = 'kill -9 export mid-render';
    const account = await author();
    const paperIds = await papersOf(account, 3);
    const load = new FaultLoad();
    for (const paperId of paperIds.slice(0, 2)) await prepareAsync(load, account, paperId);
    await until(
      () => Promise.all(paperIds.slice(0, 2).map((paperId) => readExports(stack, account.key, paperId))),
      (reads) => reads.some((r) => r.body?.export?.state === 'rendering'),
      30_000,
      200,
    );
    // One more preparation reaches the gateway while nobody answers for exports.
    await killAndRestart(stack, 'export', () => prepareAsync(load, account, paperIds[2]));
    await load.retryUnacknowledged();
    const row = table.add(faultRow(fault, 'prepare export', load.attempts, await exportEffects(stack, account, paperIds)));
    expect(await load.replayAll(exportIdentity)).toEqual([]);
    expect(row).toMatchObject({ attempted: 3, found: 3, doubled: 0, lost: 0 });
  });

  it('marking killed mid-assessment: every question marked once, the ledger balances', async () => {
    const sessionId = await sessionOf(2);
    const { rows, unsafe } = await markUnder(stack, table, 'kill -9 marking mid-assessment', marker, sessionId, async () => {
      const api = markingClient(stack, marker);
      await until(
        () => api.read(sessionId),
        (r) => r.body.session.questions.some((q: { status: string }) => q.status === 'running'),
        30_000,
        200,
      );
      await killAndRestart(stack, 'marking');
    });
    expect(unsafe).toEqual([]);
    for (const row of rows) expect(row).toMatchObject({ attempted: 2, found: 2, doubled: 0, lost: 0 });
  });

  it('gateway killed with requests in flight: each paper and session once, and every retry safe', async () => {
    const fault = 'kill -9 gateway, requests in flight';
    const account = await author();
    const load = new FaultLoad();
    const burst = load.burst(24, 6, (i) => {
      const id = randomUUID();
      return i % 2 === 0
        ? {
            operation: 'create paper',
            id,
            send: () => call(stack, '/papers', json({ id, title: `In flight ${i}`, questions: pins }, account.key)),
          }
        : {
            operation: 'create marking session',
            id,
            send: () => call(stack, '/marking/sessions', json({ title: id }, account.key, { 'idempotency-key': id })),
          };
    });
    // Killed once the load is established (a count, not a time) and while requests are in flight.
    await until(
      async () => ({ acknowledged: load.acknowledgedCount, inFlight: load.inFlight }),
      (now) => now.acknowledged >= 4 && now.inFlight > 0,
      60_000,
      5,
    );
    await killAndRestart(stack, 'gateway', () => burst);
    await load.retryUnacknowledged();
    const unsafe = await load.replayAll((body) => body?.paper?.id ?? body?.session?.id);
    const papers = await sql<{ id: string; count: number }>(
      stack,
      `SELECT p.id::text AS id, count(r.revision)::int AS count FROM paper.papers p
       JOIN paper.paper_revisions r ON r.owner_id = p.owner_id AND r.paper_id = p.id WHERE p.owner_id = $1 GROUP BY p.id`,
      [account.accountId],
    );
    const sessions = await sql<{ id: string; count: number }>(
      stack,
      'SELECT title AS id, count(*)::int AS count FROM marking.sessions WHERE owner_id = $1 GROUP BY title',
      [account.accountId],
    );
    const rows = [
      table.add(faultRow(fault, 'create paper', load.of('create paper'), effectsOfCounts(papers))),
      table.add(faultRow(fault, 'create marking session', load.of('create marking session'), effectsOfCounts(sessions))),
    ];
    expect(unsafe).toEqual([]);
    expect(load.attempts.filter((attempt) => !attempt.acknowledged).length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ attempted: 12, found: 12, doubled: 0, lost: 0 });
  });
});
