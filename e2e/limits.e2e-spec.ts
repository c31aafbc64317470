import { adminOrThrow, awayFromMinuteEdge, freePort, spawnApp, stopChild, waitForReady } from '@pp/testing';
import { call, describeInRun, describeOnSharedStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

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
  async function counter(name: string, unit: 'minute' | 'day'): Promise<number> {
    const rows = await sql<{ count: number }>(
      stack,
      `SELECT count FROM identity.rate_counters WHERE counter = $1 AND window_start = date_trunc($2, now(), 'UTC')`,
      [name, unit],
    );
    return rows[0]?.count ?? 0;
  }

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
    const now = new Date();
    const toMidnight = Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);
    expect(Math.abs(Number(denied.headers.get('retry-after')) - toMidnight)).toBeLessThanOrEqual(5);
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
