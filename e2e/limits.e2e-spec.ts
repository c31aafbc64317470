import { randomUUID } from 'node:crypto';
import {
  adminOrThrow,
  ALL_MODES,
  awayFromMinuteEdge,
  freePort,
  type RunningStack,
  spawnApp,
  type StackInfo,
  startStack,
  stopChild,
  waitForReady,
} from '@pp/testing';
import { call, describeInRun, describeOnSharedStacks, describeWithOwnStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';
import { json, pinsOf, prepare } from './support/papers.js';
import { MARKER_SCOPES, pdfOf } from './support/marking.js';

/** A rate counter's count in its current UTC window (0 when the window has none). */
async function counterOf(stack: StackInfo, name: string, unit: 'minute' | 'day'): Promise<number> {
  const rows = await sql<{ count: number }>(
    stack,
    `SELECT count FROM identity.rate_counters WHERE counter = $1 AND window_start = date_trunc($2, now(), 'UTC')`,
    [name, unit],
  );
  return rows[0]?.count ?? 0;
}

/** Whole seconds to the end of the UTC day. */
const secondsToMidnight = () => {
  const now = new Date();
  return Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);
};

describeOnSharedStacks('rate limits and usage (%s mode)', (mode) => {
  const stack = stackOf(mode);

  async function setCounter(name: string, unit: 'minute' | 'day', count: number) {
    await sql(
      stack,
      `INSERT INTO identity.rate_counters (counter, window_start, count) VALUES ($1, date_trunc($2, now(), 'UTC'), $3)
                      ON CONFLICT (counter, window_start) DO UPDATE SET count = EXCLUDED.count`,
      [name, unit, count],
    );
  }
  const counter = (name: string, unit: 'minute' | 'day') => counterOf(stack, name, unit);

  it('sends the remaining allowances and the IETF draft fields on every keyed response', async () => {
    await awayFromMinuteEdge();
    const learner = await createAccountWithKey(stack);
    const response = await call(stack, '/me', { key: learner.key });
    expect(response.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(response.headers.get('x-ratelimit-daily-remaining')).toBe('9999');
    expect(response.headers.get('ratelimit-policy')).toBe('"requests";q=120;w=60, "daily";q=10000;w=86400');
    expect(response.headers.get('ratelimit')).toMatch(/^"requests";r=119;t=\d+, "daily";r=9999;t=\d+$/);
  });

  it('allows 120 requests a minute per key, then 429 with Retry-After, consuming nothing more', async () => {
    await awayFromMinuteEdge();
    const learner = await createAccountWithKey(stack);
    await setCounter(`k:${learner.keyId}:requests`, 'minute', 118);
    expect((await call(stack, '/me', { key: learner.key })).headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await call(stack, '/me', { key: learner.key })).headers.get('x-ratelimit-remaining')).toBe('0');
    const denied = await call(stack, '/me', { key: learner.key });
    expectError(denied, 429, 'rate_limited');
    expect(denied.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(denied.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(denied.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(denied.headers.get('x-ratelimit-remaining')).toBe('0');
    await call(stack, '/me', { key: learner.key });
    expect(await counter(`k:${learner.keyId}:requests`, 'minute')).toBe(120);
    expect(await counter(`k:${learner.keyId}:daily`, 'day')).toBe(2);
  });

  it('allows 300 requests a minute per account across its keys', async () => {
    await awayFromMinuteEdge();
    const learner = await createAccountWithKey(stack);
    const second = await adminOrThrow<{ key: string; id: string }>(
      stack,
      'key',
      'create',
      '--email',
      learner.email,
      '--name',
      'second',
      '--scopes',
      'questions:read',
      '--expires',
      '30d',
    );
    await setCounter(`a:${learner.accountId}:requests`, 'minute', 299);
    const admitted = await call(stack, '/me', { key: learner.key });
    expect(admitted.status).toBe(200);
    expect(admitted.headers.get('x-ratelimit-remaining')).toBe('0');
    expectError(await call(stack, '/me', { key: second.key }), 429, 'rate_limited');
    expect(await counter(`k:${second.id}:requests`, 'minute')).toBe(0);
  });

  it.each([
    ['key', 'k', 10_000],
    ['account', 'a', 20_000],
  ])('allows %s-wide daily requests up to the limit, then 429 until the UTC day ends', async (_scope, prefix, limit) => {
    const learner = await createAccountWithKey(stack);
    await setCounter(`${prefix}:${prefix === 'k' ? learner.keyId : learner.accountId}:daily`, 'day', limit - 1);
    const last = await call(stack, '/me', { key: learner.key });
    expect(last.status).toBe(200);
    expect(last.headers.get('x-ratelimit-daily-remaining')).toBe('0');
    const denied = await call(stack, '/me', { key: learner.key });
    expectError(denied, 429, 'rate_limited');
    expect(Math.abs(Number(denied.headers.get('retry-after')) - secondsToMidnight())).toBeLessThanOrEqual(5);
  });

  it('records usage per key, operation and status, rate-limited requests included', async () => {
    await awayFromMinuteEdge();
    const learner = await createAccountWithKey(stack);
    await setCounter(`k:${learner.keyId}:requests`, 'minute', 118);
    for (let i = 0; i < 4; i += 1) await call(stack, '/me', { key: learner.key });
    await call(stack, '/me?q=secret-search-term', { key: learner.key });
    let rows: Array<{ operation: string; status: number; count: number }> = [];
    for (let tries = 0; tries < 50 && rows.reduce((n, r) => n + r.count, 0) < 5; tries += 1) {
      await new Promise((r) => setTimeout(r, 200));
      rows = await adminOrThrow(stack, 'usage', '--key', learner.keyId);
    }
    expect(rows.map(({ operation, status, count }) => ({ operation, status, count }))).toEqual([
      { operation: 'getIdentity', status: 200, count: 2 },
      { operation: 'getIdentity', status: 429, count: 3 },
    ]);
    const [listed] = await adminOrThrow<Array<{ requestCount: number; errorCount: number; lastUsedAt: string }>>(
      stack,
      'key',
      'list',
      '--email',
      learner.email,
    );
    expect(listed).toMatchObject({ requestCount: 5, errorCount: 3 });
    expect(listed.lastUsedAt).toBeTruthy();
    const stored = await sql<{ row: string }>(stack, 'SELECT row_to_json(u)::text AS row FROM identity.usage_daily u WHERE key_id = $1', [
      learner.keyId,
    ]);
    expect(stored.map((s) => s.row).join()).not.toContain('secret-search-term');
  });
});

describeInRun('distributed', 'rate limits shared by two gateway processes (distributed mode)', () => {
  const stack = stackOf('distributed');

  it('admits exactly 120 requests a minute for a key across both gateways', async () => {
    const port = await freePort();
    const second = spawnApp('gateway', { ...stack.env, PORT: String(port) });
    try {
      await waitForReady(`http://127.0.0.1:${port}/health/live`, [second]);
      await awayFromMinuteEdge();
      const learner = await createAccountWithKey(stack);
      const urls = [stack.url, `http://127.0.0.1:${port}/v1`];
      const statuses = await Promise.all(
        Array.from({ length: 130 }, (_, i) =>
          fetch(`${urls[i % 2]}/me`, { headers: { authorization: `Bearer ${learner.key}` } }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(120);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    } finally {
      await stopChild(second);
    }
  });
});

/**
 * The separate limits, configured low at boot (as a deployment may), in both modes: the gateway
 * enforces and publishes the rate limits, the paper service the saved-papers count, and its 429
 * crosses the bus (distributed) with its Retry-After.
 */
describeWithOwnStacks('separate limits configured at boot', () => {
  describe.each(ALL_MODES)('%s mode', (mode) => {
    let stack: RunningStack;
    const LIMITS = {
      LIMIT_UPLOADS_PER_MINUTE: '2',
      LIMIT_PDF_PREPARATIONS_PER_MINUTE: '1',
      LIMIT_MARKING_PER_DAY: '2',
      LIMIT_SAVED_PAPERS: '2',
    };

    beforeAll(async () => {
      stack = await startStack(mode, LIMITS);
    }, 120_000);

    afterAll(async () => {
      await stack?.stop();
      await stack?.destroy();
    });

    /** A 429 of a separate rate limit: its Retry-After, and its entries in the RateLimit fields. */
    function expectRefusedBy(response: Awaited<ReturnType<typeof call>>, policy: string, quota: number, window: number) {
      expectError(response, 429, 'rate_limited');
      expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(window);
      expect(response.headers.get('ratelimit-policy')).toContain(`"${policy}";q=${quota};w=${window}`);
      expect(response.headers.get('ratelimit')).toMatch(new RegExp(`"${policy}";r=0;t=\\d+`));
    }

    it('publishes the configured values in the OpenAPI document and the guide', async () => {
      const document = (await call(stack, '/openapi.json')).body;
      expect(document.paths['/marking/sessions/{id}/assets'].post['x-rate-limits']).toEqual([
        expect.objectContaining({ policy: 'uploads', quota: 2, windowSeconds: 60 }),
        expect.objectContaining({ policy: 'uploads-daily', quota: 1000, windowSeconds: 86400 }),
      ]);
      expect(document.paths['/papers'].post['x-rate-limits']).toEqual([expect.objectContaining({ policy: 'saved-papers', quota: 2 })]);
      expect(document.paths['/papers'].post.description).toContain('an account holds at most 2 saved papers');
      const guide = (await call(stack, '/guide.txt')).text;
      expect(guide).toContain('PDF preparations (preparePaperExports): 1 a UTC minute');
      expect(guide).toContain(
        'Automated marking requests (requestMarkingQuestion, startMarking): 30 a UTC minute ("marking") and 2 a UTC day',
      );
    });

    it('admits 2 uploads a minute per account, session and import uploads together, then 429 consuming nothing', async () => {
      await awayFromMinuteEdge();
      const account = await createAccountWithKey(stack, { scopes: ['marking:submit', 'marking:import', 'marking:read'] });
      const session = (await call(stack, '/marking/sessions', json({ title: 'Limits' }, account.key, { 'idempotency-key': randomUUID() })))
        .body.session;
      const imported = (await call(stack, '/marking/imports', json({ title: 'Limits' }, account.key, { 'idempotency-key': randomUUID() })))
        .body.import;
      const upload = async (path: string) =>
        call(stack, `${path}/assets?kind=work&name=scan.pdf`, {
          method: 'POST',
          key: account.key,
          headers: { 'content-type': 'application/pdf' },
          body: await pdfOf(1),
        });
      const first = await upload(`/marking/sessions/${session.id}`);
      expect(first.status).toBe(201);
      expect(first.headers.get('ratelimit-policy')).toContain('"uploads";q=2;w=60, "uploads-daily";q=1000;w=86400');
      expect(first.headers.get('ratelimit')).toMatch(/"uploads";r=1;t=\d+, "uploads-daily";r=999;t=\d+/);
      expect((await upload(`/marking/imports/${imported.id}`)).status).toBe(201);
      const generalBefore = await counterOf(stack, `k:${account.keyId}:requests`, 'minute');

      const refused = await upload(`/marking/sessions/${session.id}`);
      expectRefusedBy(refused, 'uploads', 2, 60);
      expect(refused.body.error.message).toContain('file uploads');
      expectRefusedBy(await upload(`/marking/imports/${imported.id}`), 'uploads', 2, 60);
      expect(await counterOf(stack, `a:${account.accountId}:uploads`, 'minute')).toBe(2);
      expect(await counterOf(stack, `a:${account.accountId}:uploads-daily`, 'day')).toBe(2);
      expect(await counterOf(stack, `k:${account.keyId}:requests`, 'minute')).toBe(generalBefore);
      // Other writes of the account go on.
      expect(
        (await call(stack, '/marking/sessions', json({ title: 'Next' }, account.key, { 'idempotency-key': randomUUID() }))).status,
      ).toBe(201);
    });

    it('admits 1 PDF preparation a minute per account, then 429', async () => {
      await awayFromMinuteEdge();
      const account = await createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
      const id = randomUUID();
      expect(
        (await call(stack, '/papers', json({ id, title: 'Limits', questions: await pinsOf(stack, account.key, 1) }, account.key))).status,
      ).toBe(201);
      expect([200, 202]).toContain((await prepare(stack, account.key, id, 1, 'respond-async')).status);
      expectRefusedBy(await prepare(stack, account.key, id, 1, 'respond-async'), 'pdf-preparations', 1, 60);
    });

    it('admits 2 automated marking requests a UTC day per account, starts and question requests together, then 429 until the day ends', async () => {
      const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
      const session = (await call(stack, '/marking/sessions', json({ title: 'Limits' }, account.key, { 'idempotency-key': randomUUID() })))
        .body.session;
      const start = () =>
        call(stack, `/marking/sessions/${session.id}/start`, {
          method: 'POST',
          key: account.key,
          headers: { 'idempotency-key': randomUUID() },
        });
      // Refused by the service, not by a limit: counted, as a validation refusal is.
      expectError(await start(), 409, 'nothing_to_start');
      expectError(await start(), 409, 'nothing_to_start');
      const refused = await start();
      expectRefusedBy(refused, 'marking-daily', 2, 86400);
      expect(Math.abs(Number(refused.headers.get('retry-after')) - secondsToMidnight())).toBeLessThanOrEqual(5);
      const question = await call(
        stack,
        `/marking/sessions/${session.id}/questions`,
        json({ label: '1', workAssetIds: [], schemeAssetIds: [], pageSelections: [] }, account.key, { 'idempotency-key': randomUUID() }),
      );
      expectRefusedBy(question, 'marking-daily', 2, 86400);
    });

    it('holds 2 saved papers per account: a third is 429 saved_papers_limit with a day’s Retry-After, a retried create still answers', async () => {
      const account = await createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
      const questions = await pinsOf(stack, account.key, 1);
      const bodies = [1, 2, 3].map((n) => ({ id: randomUUID(), title: `Paper ${n}`, questions }));
      const created = [];
      for (const body of bodies.slice(0, 2)) created.push(await call(stack, '/papers', json(body, account.key)));
      expect(created.map((r) => r.status)).toEqual([201, 201]);

      const refused = await call(stack, '/papers', json(bodies[2], account.key));
      expectError(refused, 429, 'saved_papers_limit');
      expect(refused.headers.get('retry-after')).toBe('86400');
      expect(refused.headers.get('ratelimit-policy')).toMatch(/"writes";q=20;w=60, "saved-papers";q=2$/);
      expect(refused.headers.get('ratelimit')).toMatch(/, "saved-papers";r=0$/);
      expect(refused.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);

      const retried = await call(stack, '/papers', json(bodies[0], account.key));
      expect(retried.status).toBe(201);
      expect(retried.text).toBe(created[0].text);
      const list = await call(stack, '/papers', { key: account.key });
      expect(list.body.papers.map((p: { id: string }) => p.id).sort()).toEqual([bodies[0].id, bodies[1].id].sort());
    });
  });
});
