import { randomUUID } from 'node:crypto';
import { admin, adminOrThrow, createAccountWithKeyByCli } from '@pp/testing';
import { call, describeOnSharedStacks, sql, stackOf } from './support/stacks.js';

interface ListedKey {
  id: string;
  name: string;
  scopes: string[];
  state: string;
  expiresAt: string;
  revokedAt: string | null;
}

describeOnSharedStacks('admin CLI (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('allows at most 20 active keys; revoking one frees a place', async () => {
    const learner = await createAccountWithKeyByCli(stack);
    // Keys 2 to 19 are set-up, written straight into the identity schema: a CLI run each cost CI a minute a mode.
    await sql(
      stack,
      `INSERT INTO identity.api_keys (id, account_id, name, scopes, fingerprint, expires_at)
       SELECT gen_random_uuid(), $1, 'k' || n, '{questions:read}', decode(md5(random()::text) || md5(random()::text), 'hex'), now() + interval '30 days' FROM generate_series(2, 19) AS n`,
      [learner.accountId],
    );
    await adminOrThrow(stack, 'key', 'create', '--email', learner.email, '--name', 'k20', '--scopes', 'questions:read', '--expires', '30d');
    const refused = await admin(
      stack,
      'key',
      'create',
      '--email',
      learner.email,
      '--name',
      'k21',
      '--scopes',
      'questions:read',
      '--expires',
      '30d',
    );
    expect(refused.code).toBe(1);
    expect(refused.json).toMatchObject({ error: { code: 'conflict' } });
    await adminOrThrow(stack, 'key', 'revoke', '--id', learner.keyId);
    await adminOrThrow(stack, 'key', 'create', '--email', learner.email, '--name', 'k21', '--scopes', 'questions:read', '--expires', '30d');
    const keys = await adminOrThrow<ListedKey[]>(stack, 'key', 'list', '--email', learner.email);
    expect(keys.filter((k) => k.state === 'active')).toHaveLength(20);
  });

  it('takes only the nine scopes and the three expiries, creating nothing otherwise', async () => {
    const learner = await createAccountWithKeyByCli(stack);
    const badScope = await admin(
      stack,
      'key',
      'create',
      '--email',
      learner.email,
      '--name',
      'x',
      '--scopes',
      'questions:read,admin:all',
      '--expires',
      '30d',
    );
    expect(badScope.code).toBe(1);
    expect(badScope.json).toMatchObject({ error: { code: 'validation_failed', details: [{ path: 'scopes' }] } });
    const badExpiry = await admin(
      stack,
      'key',
      'create',
      '--email',
      learner.email,
      '--name',
      'x',
      '--scopes',
      'questions:read',
      '--expires',
      '7d',
    );
    expect(badExpiry.code).not.toBe(0);
    expect(await adminOrThrow<ListedKey[]>(stack, 'key', 'list', '--email', learner.email)).toHaveLength(1);
    // An account's first key is checked before the account is made: a refused key leaves no account.
    const email = `first-key-${randomUUID()}@example.test`;
    const refusedFirst = await admin(
      stack,
      'account',
      'create',
      '--email',
      email,
      '--name',
      'New',
      '--key-scopes',
      'questions:read,admin:all',
    );
    expect(refusedFirst.json).toMatchObject({ error: { code: 'validation_failed', details: [{ path: 'key-scopes' }] } });
    expect(await sql(stack, 'SELECT 1 FROM identity.accounts WHERE email = $1', [email])).toEqual([]);
  });

  it('makes an account with its first key in one run: the key works at once', async () => {
    const email = `first-key-${randomUUID()}@example.test`;
    const created = await admin(
      stack,
      'account',
      'create',
      '--email',
      email,
      '--name',
      'New',
      '--plan',
      'pro',
      '--key-scopes',
      'questions:read,papers:read',
    );
    const key = (created.json as { key: { id: string; key: string; scopes: string[]; expiresAt: string } }).key;
    expect(key.scopes).toEqual(['questions:read', 'papers:read']);
    expect(Math.abs(new Date(key.expiresAt).getTime() - (Date.now() + 30 * 86_400_000))).toBeLessThan(120_000);
    expect((await call(stack, '/me', { key: key.key })).body.key).toMatchObject({ id: key.id, scopes: ['questions:read', 'papers:read'] });
    const [listed] = await adminOrThrow<ListedKey[]>(stack, 'key', 'list', '--email', email);
    expect(listed).toMatchObject({ id: key.id, name: 'first key', state: 'active' });
  });

  it.each([
    ['30d', 30],
    ['90d', 90],
    ['1y', 365],
  ])('sets a %s expiry', async (choice, days) => {
    const learner = await createAccountWithKeyByCli(stack, { expires: choice });
    const [key] = await adminOrThrow<ListedKey[]>(stack, 'key', 'list', '--email', learner.email);
    const expectedMs = Date.now() + days * 86_400_000;
    expect(Math.abs(new Date(key.expiresAt).getTime() - expectedMs)).toBeLessThan(120_000);
  });

  it("never changes a key's scopes or expiry on a plan change", async () => {
    const learner = await createAccountWithKeyByCli(stack, { scopes: ['papers:read', 'papers:write'], plan: 'lite' });
    const before = await adminOrThrow<ListedKey[]>(stack, 'key', 'list', '--email', learner.email);
    await adminOrThrow(stack, 'account', 'set', '--email', learner.email, '--plan', 'pro');
    await adminOrThrow(stack, 'account', 'set', '--email', learner.email, '--plan', 'lite');
    expect(await adminOrThrow<ListedKey[]>(stack, 'key', 'list', '--email', learner.email)).toEqual(before);
    expect((await call(stack, '/me', { key: learner.key })).body.key.scopes).toEqual(['papers:read', 'papers:write']);
  });

  it('prints the key once; the list shows no secret and no fingerprint', async () => {
    const learner = await createAccountWithKeyByCli(stack);
    const listed = await adminOrThrow<Array<Record<string, unknown>>>(stack, 'key', 'list', '--email', learner.email);
    expect(Object.keys(listed[0]).sort()).toEqual([
      'createdAt',
      'errorCount',
      'expiresAt',
      'id',
      'lastUsedAt',
      'name',
      'requestCount',
      'revokedAt',
      'scopes',
      'state',
    ]);
  });

  it('refuses a duplicate account email and an unknown account', async () => {
    const learner = await createAccountWithKeyByCli(stack);
    expect((await admin(stack, 'account', 'create', '--email', learner.email.toUpperCase(), '--name', 'Twin')).json).toMatchObject({
      error: { code: 'conflict' },
    });
    expect((await admin(stack, 'key', 'list', '--email', 'nobody@example.test')).json).toMatchObject({ error: { code: 'not_found' } });
    const [{ count }] = await sql<{ count: number }>(stack, 'SELECT count(*)::int AS count FROM identity.accounts WHERE email = $1', [
      learner.email,
    ]);
    expect(count).toBe(1);
  });

  it('creates an unverified account whose key is refused until verified', async () => {
    const email = `unverified-${Date.now()}@example.test`;
    await adminOrThrow(stack, 'account', 'create', '--email', email, '--name', 'New', '--unverified');
    const key = await adminOrThrow<{ key: string }>(
      stack,
      'key',
      'create',
      '--email',
      email,
      '--name',
      'k',
      '--scopes',
      'questions:read',
      '--expires',
      '90d',
    );
    expect((await call(stack, '/me', { key: key.key })).body.error.code).toBe('account_unverified');
  });
});
