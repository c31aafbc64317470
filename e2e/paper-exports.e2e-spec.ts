import { createHash, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionPin } from '@pp/contracts';
import {
  adminOrThrow,
  deleteNatsNamespace,
  freePort,
  type Mode,
  type RunningStack,
  spawnApp,
  startDistributedTestStack,
  startEmbeddedStack,
  type StackInfo,
  stopChild,
  uniqueNamespace,
  waitForReady,
} from '@pp/testing';
import { createPaper, download, exportsPath, pinsOf, prepare, readExports, until } from './support/papers.js';
import { call, describeOnSharedStacks, describeWithOwnStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

const TITLE = 'Révision — séries';
const QUESTION_PAPER_DISPOSITION = `attachment; filename="Revision-series-r1-question-paper.pdf"; filename*=UTF-8''R%C3%A9vision%20%E2%80%94%20s%C3%A9ries-r1-question-paper.pdf`;

describeOnSharedStacks('paper exports (%s mode)', (mode) => {
  const stack = stackOf(mode);
  let pins: QuestionPin[];

  beforeAll(async () => {
    const reader = await createAccountWithKey(stack, { scopes: ['questions:read'] });
    pins = await pinsOf(stack, reader.key, 3);
  });

  const author = () => createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });

  it('holds the POST until both PDFs are ready (200), answers 202 at once to Prefer: respond-async, and reads the state with GET', async () => {
    const account = await author();
    const paperId = await createPaper(stack, account, pins, TITLE);
    expectError(await call(stack, `${exportsPath(paperId)}/question-paper`, { key: account.key }), 409, 'exports_not_ready');
    expectError(await readExports(stack, account.key, paperId), 404, 'not_found');

    const first = await prepare(stack, account.key, paperId, 1, 'respond-async');
    expect(first.status).toBe(202);
    expect(first.headers.get('retry-after')).toBe('5');
    expect(first.headers.get('preference-applied')).toBe('respond-async');
    expect(first.body.export).toMatchObject({ paperId, revision: 1, state: 'queued', attempts: 0, lastError: null, readyAt: null });
    expect(first.body.export.questionPaper).toEqual({
      state: 'pending',
      href: `${exportsPath(paperId)}/question-paper`,
      fileName: 'Révision — séries-r1-question-paper.pdf',
      byteSize: null,
      pageCount: null,
      sha256: null,
    });
    const read = await readExports(stack, account.key, paperId);
    expect(read.status).toBe(200);
    expect(['queued', 'rendering', 'ready']).toContain(read.body.export.state);

    const ready = await prepare(stack, account.key, paperId);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('retry-after')).toBeNull();
    const { export: done } = ready.body;
    expect(done).toMatchObject({ state: 'ready', attempts: 1, lastError: null, readyAt: expect.any(String) });
    for (const document of [done.questionPaper, done.markScheme]) {
      expect(document).toMatchObject({
        state: 'ready',
        byteSize: expect.any(Number),
        pageCount: expect.any(Number),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(document.pageCount).toBeGreaterThan(0);
    }
    expect((await readExports(stack, account.key, paperId)).body).toEqual(ready.body);

    const again = await prepare(stack, account.key, paperId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(ready.body);
    const rows = await sql(
      stack,
      'SELECT attempts, sequence::int AS sequence FROM export.paper_exports WHERE owner_id = $1 AND paper_id = $2',
      [account.accountId, paperId],
    );
    expect(rows).toEqual([{ attempts: 1, sequence: 3 }]);
    // One job, completed once the worker has returned.
    const jobs = await until(
      () => sql(stack, `SELECT state FROM export.job WHERE singleton_key = $1`, [`${account.accountId}/${paperId}/1`]),
      (rows) => rows[0]?.state === 'completed',
      10_000,
    );
    expect(jobs).toEqual([{ state: 'completed' }]);
  });

  it('streams both PDFs with their type, length and file names, to a papers:read key of the owner only', async () => {
    const account = await author();
    const paperId = await createPaper(stack, account, pins.slice(0, 2), TITLE);
    const reader = await adminOrThrow<{ key: string }>(
      stack,
      'key',
      'create',
      '--email',
      account.email,
      '--name',
      'reader',
      '--scopes',
      'papers:read',
      '--expires',
      '30d',
    );
    const refused = await prepare(stack, reader.key, paperId);
    expectError(refused, 403, 'insufficient_scope');
    expect(refused.body.error.requiredScopes).toEqual(['papers:write']);

    const prepared = await prepare(stack, account.key, paperId);
    expect(prepared.status).toBe(200);
    const { export: ready } = prepared.body;

    for (const [document, status] of [
      ['question-paper', ready.questionPaper],
      ['mark-scheme', ready.markScheme],
    ] as const) {
      const response = await download(stack, reader.key, paperId, document);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(Number(response.headers.get('content-length'))).toBe(status.byteSize);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(status.byteSize);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(status.sha256);
      if (document === 'question-paper') expect(response.headers.get('content-disposition')).toBe(QUESTION_PAPER_DISPOSITION);
      else expect(response.headers.get('content-disposition')).toContain(`filename="Revision-series-r1-mark-scheme.pdf"`);
    }

    const stranger = await author();
    expectError(await prepare(stack, stranger.key, paperId), 404, 'not_found');
    expectError(await call(stack, `${exportsPath(paperId)}/mark-scheme`, { key: stranger.key }), 404, 'not_found');
    expectError(await prepare(stack, account.key, paperId, 2), 404, 'not_found');
    expectError(await prepare(stack, account.key, randomUUID()), 404, 'not_found');
    expectError(await readExports(stack, stranger.key, paperId), 404, 'not_found');
    expect(await sql(stack, 'SELECT count(*)::int AS count FROM export.paper_exports WHERE paper_id = $1', [paperId])).toEqual([
      { count: 1 },
    ]);
  });
});

describeOnSharedStacks('exports turned off (%s mode)', (mode: Mode) => {
  const shared = stackOf(mode);

  /** A stack whose export service runs with EXPORTS_ENABLED=false: a whole embedded one, or a gateway and an export service on a bus namespace of their own. */
  async function withExportsOff(test: (stack: StackInfo) => Promise<void>): Promise<void> {
    if (mode === 'embedded') {
      const stack = await startEmbeddedStack({ EXPORTS_ENABLED: 'false' });
      try {
        await test(stack);
      } finally {
        await stack.stop();
        await stack.destroy();
      }
      return;
    }
    const port = await freePort();
    const env = { ...shared.env, BUS_NAMESPACE: uniqueNamespace('noexports'), EXPORTS_ENABLED: 'false', HEALTH_PORT: '0' };
    const processes = [spawnApp('export', env), spawnApp('gateway', { ...env, PORT: String(port) })];
    try {
      await waitForReady(`http://127.0.0.1:${port}/health/live`, processes);
      await test({ ...shared, url: `http://127.0.0.1:${port}/v1` });
    } finally {
      await Promise.all(processes.map((child) => stopChild(child)));
      await deleteNatsNamespace(env.BUS_NAMESPACE);
    }
  }

  it('answers 503 service_unavailable to prepare, read and download, saying so', async () => {
    await withExportsOff(async (stack) => {
      const account = await createAccountWithKey(stack, { scopes: ['papers:read', 'papers:write'] });
      const paperId = randomUUID();
      // The export service may still be connecting: until then the 503 is the bus's own. Polled with reads (PDF preparations have a limit of their own).
      const read = await until(
        () => readExports(stack, account.key, paperId),
        (r) => /turned off/.test(r.body?.error?.message ?? ''),
        30_000,
      );
      expectError(read, 503, 'service_unavailable');
      const refused = await prepare(stack, account.key, paperId);
      expectError(refused, 503, 'service_unavailable');
      expect(refused.body.error.message).toBe('PDF exports are turned off on this server.');
      expect(refused.headers.get('retry-after')).toBe('300');
      const download = await call(stack, `${exportsPath(paperId)}/question-paper`, { key: account.key });
      expectError(download, 503, 'service_unavailable');
      expect(download.body.error.message).toBe('PDF exports are turned off on this server.');
    });
  });
});

describeWithOwnStacks('an export service killed mid-render (distributed mode)', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    // A short lease, renders that stay `rendering` long enough to be caught, blobs on disk to count them.
    stack = await startDistributedTestStack({
      EXPORT_JOB_LEASE_SECONDS: '10',
      EXPORT_RENDER_DELAY_MS: '6000',
      BLOB_STORE: 'fs',
      RATE_LIMITS: 'off',
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stack?.destroy();
  });

  it('gives the job back when its lease lapses, and the restarted service finishes it once', async () => {
    const account = await createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
    const paperId = await createPaper(stack, account, await pinsOf(stack, account.key, 2), TITLE);
    // Held for at most the second Prefer: wait asks for, then 202: the render takes six.
    const held = await prepare(stack, account.key, paperId, 1, 'wait=1');
    expect(held.status).toBe(202);
    expect(held.headers.get('retry-after')).toBe('5');
    expect(held.headers.get('preference-applied')).toBeNull();
    const rendering = await until(
      () => readExports(stack, account.key, paperId),
      (r) => r.body?.export?.state === 'rendering',
      30_000,
      200,
    );
    expect(rendering.body.export).toMatchObject({ state: 'rendering', attempts: 1 });

    const killed = stack.processes!.processOf('export');
    killed.kill('SIGKILL');
    expect(await killed.exited).toMatchObject({ signal: 'SIGKILL' });
    // Nobody answers for the export service now.
    const unavailable = await readExports(stack, account.key, paperId);
    expectError(unavailable, 503, 'service_unavailable');
    expect(Number(unavailable.headers.get('retry-after'))).toBeGreaterThan(0);
    stack.processes!.respawn('export');

    const ready = await until(
      () => readExports(stack, account.key, paperId),
      (r) => r.body?.export?.state === 'ready',
      90_000,
      1000,
    );
    expect(ready.status).toBe(200);
    expect(ready.body.export).toMatchObject({ state: 'ready', attempts: 2, lastError: null });
    const download = await fetch(`${stack.url}${exportsPath(paperId)}/mark-scheme`, {
      headers: { authorization: `Bearer ${account.key}` },
    });
    expect(download.status).toBe(200);

    // One set of blobs: the second attempt's, the first one left none behind.
    const stored = readdirSync(join(stack.env.BLOB_DIR, 'objects', 'exports', account.accountId, paperId, '1'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).split(`${paperId}/1/`)[1]);
    expect(stored.sort()).toEqual(['2/mark-scheme.pdf', '2/question-paper.pdf']);

    // The state events, in order, end at ready, with one ready; all published.
    const events = await until(
      () =>
        sql<{ state: string; sequence: number; published: boolean }>(
          stack,
          `SELECT payload->'data'->>'state' AS state, (payload->'data'->>'sequence')::int AS sequence, published_at IS NOT NULL AS published
         FROM export.outbox WHERE payload->'data'->>'paperId' = $1 ORDER BY seq`,
          [paperId],
        ),
      (rows) => rows.every((row) => row.published),
      20_000,
    );
    expect(events.map((e) => e.state)).toEqual(['queued', 'rendering', 'rendering', 'ready']);
    expect(events.map((e) => e.sequence)).toEqual([1, 2, 3, 4]);
    expect(events.every((e) => e.published)).toBe(true);
    // The paper service applied them: its summary says the exports are ready.
    const summary = await until(
      () => call(stack, '/papers', { key: account.key }),
      (r) => r.body?.papers?.[0]?.exportsReady === true,
      20_000,
    );
    expect(summary.body.papers[0]).toMatchObject({ id: paperId, exportsReady: true, exportsState: 'ready' });
  });
});
