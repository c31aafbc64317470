import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type QuestionPin, SCOPES } from '@pp/contracts';
import type { RunningStack } from '@pp/testing';
import { createAccountWithKey } from '../support/accounts.js';
import { effectsOfCounts, killAndRestart, settledByMetrics, testTitle, startFaultStack } from '../support/fault-checks.js';
import { completeImports, draftImports, evidenceEffects, importEffects, importIdentity } from '../support/fault-imports.js';
import { type Effect, faultRow, FaultLoad } from '../support/fault-load.js';
import { FaultTable } from '../support/fault-table.js';
import { markingClient, pdfOf } from '../support/marking.js';
import { createPaper, json, pinsOf, until } from '../support/papers.js';
import { type ApiResponse, call, describeWithOwnStacks, sql } from '../support/stacks.js';

/**
 * kill -9 of each domain service in the middle of its busiest operation, under a load that records
 * what the client saw and retries what it did not see acknowledged: the paper service during
 * concurrent creates and PATCHes, the question bank during a search burst, the marking service
 * mid-upload, the import service mid-complete and the progress service mid-consume.
 */
const UPLOAD_SWEEP_GRACE_S = 20;

describeWithOwnStacks('faults: each domain service killed in its busiest operation (distributed mode)', () => {
  let stack: RunningStack;
  let pins: QuestionPin[];
  const table = new FaultTable();

  beforeAll(async () => {
    // Uploads whose keep never answered are swept 20 s after they were stored (15 minutes by default).
    stack = await startFaultStack({ UPLOAD_SWEEP_GRACE_SECONDS: String(UPLOAD_SWEEP_GRACE_S), UPLOAD_SWEEP_INTERVAL_SECONDS: '2' });
    const reader = await createAccountWithKey(stack, { scopes: ['questions:read'] });
    pins = await pinsOf(stack, reader.key, 2);
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

  const learner = () => createAccountWithKey(stack, { scopes: [...SCOPES] });

  /** Kills `app` once the load has `acknowledged` answers and requests in flight (a count, not a time), and starts it again once `load` has ended. */
  async function killMidLoad(load: FaultLoad, app: string, running: Promise<unknown>, acknowledged: number): Promise<void> {
    await until(
      async () => ({ acknowledged: load.acknowledgedCount, inFlight: load.inFlight }),
      (now) => now.acknowledged >= acknowledged && now.inFlight > 0,
      60_000,
      5,
    );
    await killAndRestart(stack, app, () => running);
    await load.retryUnacknowledged();
  }

  it('paper killed during concurrent creates and PATCHes: each paper once, each revision once', async () => {
    const fault = 'kill -9 paper, creates and PATCHes';
    const account = await learner();
    const patched = await Promise.all(Array.from({ length: 8 }, (_, i) => createPaper(stack, account, pins, `Before ${i}`)));
    const load = new FaultLoad();
    const running = load.burst(24, 6, (i) => {
      if (i % 3 === 2) {
        const id = patched[(i - 2) / 3];
        const body = { revision: 1, title: `Patched ${id}` };
        return { operation: 'PATCH paper', id, send: () => call(stack, `/papers/${id}`, { ...json(body, account.key), method: 'PATCH' }) };
      }
      const id = randomUUID();
      return {
        operation: 'create paper',
        id,
        send: () => call(stack, '/papers', json({ id, title: `Created ${i}`, questions: pins }, account.key)),
      };
    });
    await killMidLoad(load, 'paper', running, 4);
    const unsafe = await load.replayAll((body) => [body?.paper?.id, body?.paper?.revision]);
    const revisions = await sql<{ id: string; count: number; title: string }>(
      stack,
      `SELECT paper_id::text AS id, count(*)::int AS count, max(title) FILTER (WHERE revision = 2) AS title
       FROM paper.paper_revisions WHERE owner_id = $1 GROUP BY paper_id`,
      [account.accountId],
    );
    const patches = new Map<string, Effect>(
      revisions.map(({ id, count, title }) => [
        id,
        {
          found: count >= 2 && title === `Patched ${id}`,
          doubled: Math.max(0, count - 2),
          evidence: `${count} revisions, revision 2 "${title}"`,
        },
      ]),
    );
    const rows = [
      table.add(faultRow(fault, 'create paper', load.of('create paper'), effectsOfCounts(revisions))),
      table.add(faultRow(fault, 'PATCH paper', load.of('PATCH paper'), patches)),
    ];
    expect(unsafe).toEqual([]);
    for (const row of rows) expect(row).toMatchObject({ found: row.attempted, doubled: 0, lost: 0 });
  });

  it('question bank killed during a search burst: every search answers as before the fault once retried', async () => {
    const fault = 'kill -9 question-bank, search burst';
    const account = await learner();
    const search = (limit: number) => call(stack, `/questions?limit=${limit}`, { key: account.key });
    const pinsIn = (response: ApiResponse<any>) => JSON.stringify(response.body?.items?.map((item: { pin: QuestionPin }) => item.pin));
    const before = new Map<number, string>();
    for (let limit = 1; limit <= 12; limit += 1) before.set(limit, pinsIn(await search(limit)));
    const load = new FaultLoad();
    const answers = new Map<string, { limit: number; pins: string }>();
    const running = load.burst(60, 8, (i) => {
      const limit = (i % 12) + 1;
      const id = `search ${i} (limit ${limit})`;
      return {
        operation: 'search questions',
        id,
        send: async () => {
          const response = await search(limit);
          if (response.status === 200) answers.set(id, { limit, pins: pinsIn(response) });
          return response;
        },
      };
    });
    await killMidLoad(load, 'question-bank', running, 10);
    const effects = new Map<string, Effect>(
      [...answers].map(([id, { limit, pins: answered }]) => {
        const items: Array<{ questionId?: string }> = JSON.parse(answered) ?? [];
        const repeated = items.length - new Set(items.map((pin) => JSON.stringify(pin))).size;
        return [id, { found: answered === before.get(limit), doubled: repeated, evidence: `answered ${answered}` }];
      }),
    );
    const row = table.add(faultRow(fault, 'search questions', load.attempts, effects));
    expect(row).toMatchObject({ found: row.attempted, doubled: 0, lost: 0 });
  });

  it('marking killed mid-upload: each upload stored once, found by a client that lists before sending again', async () => {
    const fault = 'kill -9 marking mid-upload';
    const account = await learner();
    const api = markingClient(stack, account);
    const sessionId = (await api.createDraft('Uploads under a fault')).body.session.id as string;
    const bytes = await pdfOf(2);
    const load = new FaultLoad();
    const running = load.burst(12, 4, () => {
      const name = `${randomUUID()}.pdf`;
      let sent = false;
      return {
        operation: 'upload work',
        id: name,
        // Uploads take no Idempotency-Key: a client whose answer was lost lists the session's assets before sending again.
        send: async () => {
          if (sent) {
            const listed = await call(stack, `/marking/sessions/${sessionId}/assets`, { key: account.key });
            const asset = listed.body?.assets?.find((a: { name: string }) => a.name === name);
            if (listed.status !== 200 || asset) return { ...listed, body: { asset } };
          }
          sent = true;
          return api.upload(sessionId, bytes, 'work', name);
        },
      };
    });
    await killMidLoad(load, 'marking', running, 2);
    const unsafe = await load.replayAll((body) => body?.asset?.id);
    const assets = await sql<{ id: string; count: number }>(
      stack,
      'SELECT name AS id, count(*)::int AS count FROM marking.assets WHERE session_id = $1 GROUP BY name',
      [sessionId],
    );
    // The bytes: each kept asset's blob on disk, and, once the sweep's grace has passed, no blob that no
    // asset names (an upload stored again after a lost answer).
    const kept = await sql<{ key: string }>(stack, 'SELECT blob_key AS key FROM marking.assets WHERE session_id = $1', [sessionId]);
    const orphansOf = (stored: string[]) => stored.filter((name) => !kept.some(({ key }) => basename(key) === name));
    const stored = await until(
      async () => readdirSync(join(stack.env.BLOB_DIR, 'objects', 'marking', 'uploads', account.accountId, sessionId)),
      (names) => orphansOf(names).length === 0,
      UPLOAD_SWEEP_GRACE_S * 1000 + 30_000,
      1000,
    );
    const orphans = orphansOf(stored);
    const missing = kept.filter(({ key }) => !stored.includes(basename(key)));
    const rows = [
      table.add(faultRow(fault, 'upload work', load.attempts, effectsOfCounts(assets))),
      table.add({
        fault,
        operation: 'upload blobs',
        attempted: load.attempts.length,
        acknowledged: load.acknowledgedCount,
        found: kept.length - missing.length,
        doubled: orphans.length,
        lost: missing.length,
        evidence: [...orphans.map((name) => `${name}: a blob no asset names`), ...missing.map(({ key }) => `${key}: no blob`)],
      }),
    ];
    expect(unsafe).toEqual([]);
    for (const row of rows) expect(row).toMatchObject({ found: row.attempted, doubled: 0, lost: 0 });
  });

  it('import killed mid-complete: each import completed once, its questions saved once', async () => {
    const fault = 'kill -9 import mid-complete';
    const account = await learner();
    const imports = await draftImports(stack, account, 6);
    const load = new FaultLoad();
    await killMidLoad(load, 'import', completeImports(stack, load, account, imports), 1);
    const unsafe = await load.replayAll(importIdentity);
    const ids = imports.map((i) => i.id);
    const rows = [
      table.add(faultRow(fault, 'complete import', load.attempts, await importEffects(stack, ids))),
      table.add(faultRow(fault, 'evidence (progress)', load.attempts, await evidenceEffects(stack, account, ids))),
    ];
    expect(unsafe).toEqual([]);
    for (const row of rows) expect(row).toMatchObject({ found: row.attempted, doubled: 0, lost: 0 });
  });

  it('progress killed mid-consume: every completed import becomes evidence once', async () => {
    const fault = 'kill -9 progress mid-consume';
    const account = await learner();
    const imports = await draftImports(stack, account, 6);
    const ids = imports.map((i) => i.id);
    const load = new FaultLoad();
    const running = completeImports(stack, load, account, imports);
    // Killed once progress has applied some of the evidence and more is on its way.
    await until(
      () => sql<{ n: number }>(stack, 'SELECT count(*)::int AS n FROM progress.evidence WHERE owner_id = $1', [account.accountId]),
      ([{ n }]) => n > 0,
      60_000,
      50,
    );
    await killAndRestart(stack, 'progress', () => running);
    await load.retryUnacknowledged();
    const profile = await until(
      () => call(stack, '/skill-profile', { key: account.key }),
      (r) => r.status === 200,
      60_000,
      1000,
    );
    const rows = [
      table.add(faultRow(fault, 'complete import', load.attempts, await importEffects(stack, ids))),
      table.add(faultRow(fault, 'evidence (progress)', load.attempts, await evidenceEffects(stack, account, ids))),
    ];
    expect(profile.status).toBe(200);
    for (const row of rows) expect(row).toMatchObject({ found: row.attempted, doubled: 0, lost: 0 });
  });
});
