import { randomUUID } from 'node:crypto';
import { parseApiKey } from '@pp/gateway';
import { admin, adminOrThrow } from '@pp/testing';
import { call, describeOnSharedStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

describeOnSharedStacks('authentication (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('answers /v1/me for any active key with the user and the key', async () => {
    const learner = await createAccountWithKey(stack, { scopes: ['progress:read', 'questions:read'], name: 'Ada Lovelace' });
    const response = await call(stack, '/me', { key: learner.key });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { id: learner.accountId, name: 'Ada Lovelace' },
      key: { id: learner.keyId, scopes: ['progress:read', 'questions:read'] },
    });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it.each([
    ['no Authorization header', undefined, 'missing_api_key'],
    ['another scheme', 'Basic dXNlcjpwYXNz', 'invalid_api_key'],
    ['a bearer with no token', 'Bearer', 'invalid_api_key'],
    ['a bearer with two tokens', 'Bearer a b', 'invalid_api_key'],
    ['a malformed key', 'Bearer ppk_nothex_short', 'invalid_api_key'],
    ['an unknown key', `Bearer ppk_${randomUUID().replaceAll('-', '')}_${'A'.repeat(43)}`, 'invalid_api_key'],
  ])('refuses %s with 401', async (_case, authorization, code) => {
    const response = await call(stack, '/me', { headers: authorization ? { authorization } : {} });
    expectError(response, 401, code);
  });

  it('refuses a known key id with a wrong secret', async () => {
    const learner = await createAccountWithKey(stack);
    const forged = `${learner.key.slice(0, -4)}${learner.key.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expectError(await call(stack, '/me', { key: forged }), 401, 'invalid_api_key');
  });

  it('stops a revoked key on the very next request', async () => {
    const learner = await createAccountWithKey(stack);
    expect((await call(stack, '/me', { key: learner.key })).status).toBe(200);
    await adminOrThrow(stack, 'key', 'revoke', '--id', learner.keyId);
    expectError(await call(stack, '/me', { key: learner.key }), 401, 'revoked_api_key');
  });

  it('stops an expired key on the very next request', async () => {
    const learner = await createAccountWithKey(stack);
    expect((await call(stack, '/me', { key: learner.key })).status).toBe(200);
    await sql(stack, "UPDATE identity.api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [learner.keyId]);
    expectError(await call(stack, '/me', { key: learner.key }), 401, 'expired_api_key');
  });

  it('refuses keys of an unverified account until it is verified again', async () => {
    const learner = await createAccountWithKey(stack);
    await adminOrThrow(stack, 'account', 'set', '--email', learner.email, '--verified', 'false');
    expectError(await call(stack, '/me', { key: learner.key }), 401, 'account_unverified');
    await adminOrThrow(stack, 'account', 'set', '--email', learner.email, '--verified', 'true');
    expect((await call(stack, '/me', { key: learner.key })).status).toBe(200);
  });

  it('answers 402 plan_required without a current Lite or Pro plan', async () => {
    const learner = await createAccountWithKey(stack, { plan: 'none' });
    expectError(await call(stack, '/me', { key: learner.key }), 402, 'plan_required');
    await adminOrThrow(stack, 'account', 'set', '--email', learner.email, '--plan', 'lite');
    expect((await call(stack, '/me', { key: learner.key })).status).toBe(200);
  });

  it('answers 403 account_restricted for a restricted account', async () => {
    const learner = await createAccountWithKey(stack);
    await adminOrThrow(stack, 'account', 'set', '--email', learner.email, '--restricted', 'true');
    expectError(await call(stack, '/me', { key: learner.key }), 403, 'account_restricted');
  });

  it('refuses a key sent in the query string, even alongside a valid header', async () => {
    const learner = await createAccountWithKey(stack);
    expectError(await call(stack, `/me?access_token=${learner.key}`, { key: learner.key }), 400, 'key_in_query_string');
    expectError(await call(stack, `/me?q=${encodeURIComponent(learner.key)}`), 400, 'key_in_query_string');
    expectError(await call(stack, `/openapi.json?api_key=x`), 400, 'key_in_query_string');
  });

  it('keeps only a fingerprint of the key', async () => {
    const learner = await createAccountWithKey(stack);
    const rows = await sql<{ row: string }>(stack, 'SELECT row_to_json(k)::text AS row FROM identity.api_keys k WHERE id = $1', [
      learner.keyId,
    ]);
    // The production parser: a base64url secret holds `_` about half the time.
    const parsed = parseApiKey(learner.key)!;
    expect(parsed.keyId).toBe(learner.keyId);
    const secret = parsed.secret;
    expect(secret).toHaveLength(43);
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toContain(secret);
    expect(rows[0].row).not.toContain(Buffer.from(secret).toString('hex'));
    const listed = await admin(stack, 'key', 'list', '--email', learner.email);
    expect(listed.stdout).not.toContain(secret);
  });
});
