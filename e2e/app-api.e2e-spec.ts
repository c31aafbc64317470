import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { APP_SESSION_KEY_ID, type AppCreatedKey, type AppSession, type Scope } from '@pp/contracts';
import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE } from '@pp/import-schema';
import { adminOrThrow, type AppMail, awayFromMinuteEdge, mailTo, type RunningStack, type StackInfo, startEmbeddedStack } from '@pp/testing';
import { json, pinsOf, until } from './support/papers.js';
import { pdfOf } from './support/marking.js';
import { type ApiResponse, call, describeOnSharedStacks, describeWithOwnStacks, expectError, sql, stackOf } from './support/stacks.js';

const PASSWORD = 'correct horse battery staple';

/**
 * The signed-in app's API as a browser uses it: one cookie jar (the session cookie), the CSRF token
 * from the session sent on every change, JSON bodies. `cookieHeader` is the last Set-Cookie seen.
 */
class AppBrowser {
  cookie: string | undefined;
  csrfToken: string | undefined;
  setCookies: string[] = [];
  readonly origin: string;

  constructor(readonly stack: StackInfo) {
    this.origin = stack.url.replace(/\/v1$/, '');
  }

  async send<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<ApiResponse<T>> {
    const headers = new Headers(options.headers);
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    if (this.cookie) headers.set('cookie', this.cookie);
    if (method !== 'GET' && options.csrf !== false && this.csrfToken) headers.set('x-csrf-token', this.csrfToken);
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    this.setCookies = response.headers.getSetCookie();
    for (const cookie of this.setCookies) {
      const [pair] = cookie.split(';');
      this.cookie = /=$/.test(pair) || /Max-Age=0/i.test(cookie) ? undefined : pair;
    }
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : undefined;
    if ((body as AppSession | undefined)?.csrfToken) this.csrfToken = (body as AppSession).csrfToken;
    return { status: response.status, headers: response.headers, body: body as T, text };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.send<T>('GET', path, { headers });
  post = <T = any>(path: string, body: unknown = {}, options: { headers?: Record<string, string>; csrf?: boolean } = {}) =>
    this.send<T>('POST', path, { ...options, body });

  signIn(email: string, password = PASSWORD) {
    return this.post<AppSession>('/app/api/sign-in', { email, password });
  }

  createKey(scopes: Scope[] = ['questions:read'], name = 'agent', expires = '30d') {
    return this.post<AppCreatedKey>('/app/api/keys', { name, scopes, expires });
  }
}

const newEmail = () => `app-${randomUUID()}@example.test`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A new account made through the app: signed up, confirmed from its mail unless told not to, and signed in. */
async function signedUp(stack: StackInfo, options: { confirm?: boolean; name?: string } = {}) {
  const email = newEmail();
  const browser = new AppBrowser(stack);
  expect((await browser.post('/app/api/sign-up', { email, password: PASSWORD, name: options.name ?? 'Ada Lovelace' })).status).toBe(202);
  const mail = await mailTo(stack, email, /Confirm your email/);
  if (options.confirm !== false) expect((await browser.post('/app/api/verify-email', { token: mail.token })).status).toBe(200);
  expect((await browser.signIn(email)).status).toBe(200);
  return { email, browser, mail };
}

/** Everything of an error answer but its request id: two answers that must not differ. */
const answerOf = (response: ApiResponse<any>) => ({
  status: response.status,
  body: response.body?.error ? { ...response.body, requestId: undefined } : response.body,
});

describeOnSharedStacks('the signed-in app’s API (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('signs up, confirms by the mailed link, signs in, and makes keys that /v1 takes, counts, replaces and refuses once revoked', async () => {
    const email = newEmail();
    const browser = new AppBrowser(stack);
    expect(await browser.get('/app/api/session')).toMatchObject({ status: 401, body: { error: { code: 'not_signed_in' } } });

    const signUp = await browser.post('/app/api/sign-up', { email: email.toUpperCase(), password: PASSWORD, name: 'Ada Lovelace' });
    expect(signUp.status).toBe(202);
    const mail = await mailTo(stack, email, /Confirm your email/);
    expect(mail.link).toBe(`${browser.origin}/app/verify?token=${mail.token}`);
    expect(mail.text).not.toContain(PASSWORD);
    const [stored] = await sql<{ hash: string; plan: string }>(
      stack,
      'SELECT p.hash, a.plan FROM identity.accounts a JOIN identity.account_passwords p ON p.account_id = a.id WHERE a.email = $1',
      [email],
    );
    expect(stored.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.plan).toBe('lite');
    // The link's token is kept only as its SHA-256.
    expect(await sql(stack, 'SELECT purpose FROM identity.app_tokens WHERE token_hash = $1', [sha256(mail.token!)])).toEqual([
      { purpose: 'verify_email' },
    ]);

    expect(await browser.post('/app/api/verify-email', { token: mail.token })).toMatchObject({ status: 200 });
    expectError(await browser.post('/app/api/verify-email', { token: mail.token }), 400, 'invalid_link');

    const signIn = await browser.signIn(email);
    expect(signIn.status).toBe(200);
    expect(signIn.body.account).toMatchObject({ email, name: 'Ada Lovelace', plan: 'lite', emailVerified: true });
    expect((await browser.get('/app/api/session')).body).toEqual(signIn.body);

    const created = await browser.createKey(['questions:read', 'progress:read'], 'my script', '90d');
    expect(created.status).toBe(201);
    expect(created.body.key).toMatchObject({
      name: 'my script',
      scopes: ['questions:read', 'progress:read'],
      state: 'active',
      lifetimeRequests: 0,
    });
    const me = await call(stack, '/me', { key: created.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: { id: signIn.body.account.id, name: 'Ada Lovelace' },
      key: { id: created.body.key.id, scopes: ['questions:read', 'progress:read'] },
    });
    expectError(await call(stack, '/papers', { key: created.body.token }), 403, 'insufficient_scope');

    // Usage is written a second at a time: the list and the 30 days show both requests.
    const listed = await until(
      () => browser.get('/app/api/keys'),
      (r) => r.body.keys[0]?.lifetimeRequests === 2,
      10_000,
      200,
    );
    expect(listed.body).toMatchObject({ maxActive: 20, keys: [{ id: created.body.key.id, lifetimeRequests: 2, lifetimeErrors: 1 }] });
    expect(listed.body.keys[0].lastUsedAt).toEqual(expect.any(String));
    const usage = await browser.get(`/app/api/usage?keyId=${created.body.key.id}`);
    expect(usage.body.days).toHaveLength(30);
    expect(usage.body.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), requests: 2, errors: 1 });
    expect(usage.body.breakdown).toEqual(
      expect.arrayContaining([
        { day: usage.body.days.at(-1).day, operation: 'getIdentity', status: 200, count: 1 },
        { day: usage.body.days.at(-1).day, operation: 'listPapers', status: 403, count: 1 },
      ]),
    );

    // Replace: a new key with the same name and new scopes; the old one works until revoked.
    const replaced = await browser.post<AppCreatedKey>(`/app/api/keys/${created.body.key.id}/replace`, {
      scopes: ['papers:read'],
      expires: '1y',
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.key).toMatchObject({ name: 'my script', scopes: ['papers:read'], state: 'active' });
    expect((await call(stack, '/papers', { key: replaced.body.token })).status).toBe(200);
    expect((await call(stack, '/me', { key: created.body.token })).status).toBe(200);

    const revoked = await browser.post(`/app/api/keys/${created.body.key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.key).toMatchObject({ id: created.body.key.id, state: 'revoked', revokedAt: expect.any(String) });
    expectError(await call(stack, '/me', { key: created.body.token }), 401, 'revoked_api_key');
    expect((await call(stack, '/me', { key: replaced.body.token })).status).toBe(200);
    expect((await browser.get('/app/api/keys')).body.keys.map((k: { state: string }) => k.state)).toEqual(['revoked', 'active']);
    // The account's usage adds up both keys.
    const account = await until(
      () => browser.get('/app/api/usage'),
      (r) => r.body.days.at(-1).requests >= 5,
      10_000,
      200,
    );
    // The old key's three requests (one refused by scope) and the new one's two; a refused key's requests are no key's usage.
    expect(account.body.days.at(-1)).toMatchObject({ requests: 5, errors: 1 });
  });

  it('lets an unconfirmed account sign in and make keys, which work only once the address is confirmed', async () => {
    const { browser, mail } = await signedUp(stack, { confirm: false });
    expect((await browser.get('/app/api/session')).body.account.emailVerified).toBe(false);
    const key = await browser.createKey();
    expect(key.status).toBe(201);
    expectError(await call(stack, '/me', { key: key.body.token }), 401, 'account_unverified');
    // The app's pages that reach the services hold the account to what its keys need.
    expectError(await browser.get('/app/api/papers'), 401, 'account_unverified');
    expect((await browser.post('/app/api/verify-email', { token: mail.token })).status).toBe(200);
    expect((await call(stack, '/me', { key: key.body.token })).status).toBe(200);
    expect((await browser.get('/app/api/papers')).body).toEqual({ papers: [] });
  });

  it('answers sign-up, sign-in and password reset alike for addresses with and without an account', async () => {
    const { email: known } = await signedUp(stack);
    const unknown = newEmail();
    const anonymous = new AppBrowser(stack);
    const signUp = (email: string) => anonymous.post('/app/api/sign-up', { email, password: 'another long password', name: 'Mallory' });
    expect(answerOf(await signUp(known))).toEqual(answerOf(await signUp(unknown)));
    const wrong = (email: string) => anonymous.signIn(email, 'not the password at all');
    const [knownWrong, unknownWrong] = [await wrong(known), await wrong(newEmail())];
    expectError(knownWrong, 401, 'invalid_credentials');
    expect(answerOf(knownWrong)).toEqual(answerOf(unknownWrong));
    const reset = (email: string) => anonymous.post('/app/api/password-reset', { email });
    const [knownReset, unknownReset] = [await reset(known), await reset(newEmail())];
    expect(knownReset.status).toBe(202);
    expect(answerOf(knownReset)).toEqual(answerOf(unknownReset));
    // What differs goes to the address's owner only: a notice for the taken address, a reset link.
    expect((await mailTo(stack, known, /tried to sign up/)).text).toContain('It already has an account');
    expect((await mailTo(stack, known, /Reset your password/)).token).toEqual(expect.any(String));
    // The taken address's account kept its password and name.
    expect((await new AppBrowser(stack).signIn(known)).body.account.name).toBe('Ada Lovelace');
  });

  it('refuses a change without the session’s CSRF token, and any change asked from another site', async () => {
    const { browser, email } = await signedUp(stack);
    expect((await browser.createKey()).status).toBe(201);
    expectError(
      await browser.post('/app/api/keys', { name: 'x', scopes: ['questions:read'], expires: '30d' }, { csrf: false }),
      403,
      'csrf_token_invalid',
    );
    expectError(
      await browser.post(
        '/app/api/keys',
        { name: 'x', scopes: ['questions:read'], expires: '30d' },
        { headers: { 'x-csrf-token': 'forged' }, csrf: false },
      ),
      403,
      'csrf_token_invalid',
    );
    expectError(await browser.post('/app/api/sign-out', {}, { csrf: false }), 403, 'csrf_token_invalid');
    expect((await browser.get('/app/api/session')).status).toBe(200);
    expect((await browser.get('/app/api/keys')).body.keys).toHaveLength(1);
    // Another site's page cannot post sign-in, sign-up or a change, even with a token.
    const fromElsewhere = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expectError(
      await new AppBrowser(stack).post('/app/api/sign-in', { email, password: PASSWORD }, { headers: fromElsewhere }),
      403,
      'cross_site_request',
    );
    expectError(
      await browser.post(
        '/app/api/keys',
        { name: 'x', scopes: ['questions:read'], expires: '30d' },
        { headers: { origin: 'https://evil.example' } },
      ),
      403,
      'cross_site_request',
    );
    // The app's own origin passes.
    expect(
      (
        await new AppBrowser(stack).post(
          '/app/api/sign-in',
          { email, password: PASSWORD },
          { headers: { origin: browser.origin, 'sec-fetch-site': 'same-origin' } },
        )
      ).status,
    ).toBe(200);
  });

  it('locks sign-in after five failures in 15 minutes, with Retry-After, even for the right password', async () => {
    const { email } = await signedUp(stack);
    const browser = new AppBrowser(stack);
    for (let i = 0; i < 5; i += 1) expectError(await browser.signIn(email, `wrong password ${i}`), 401, 'invalid_credentials');
    const locked = await browser.signIn(email);
    expectError(locked, 429, 'sign_in_locked');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(browser.cookie).toBeUndefined();
    // The attempts are kept under a hash of the email, never the email itself.
    const subject = `account:${sha256(email).toString('hex')}`;
    expect(await sql(stack, 'SELECT count(*)::int AS failures FROM identity.app_attempts WHERE subject = $1', [subject])).toEqual([
      { failures: 5 },
    ]);
    expect(await sql(stack, 'SELECT 1 FROM identity.app_attempts WHERE subject LIKE $1', [`%${email}%`])).toEqual([]);
    // Once the failures are 15 minutes old (moved back by the database clock), the right password works.
    await sql(stack, `UPDATE identity.app_attempts SET at = at - interval '15 minutes' WHERE subject = $1`, [subject]);
    expect((await browser.signIn(email)).status).toBe(200);
  });

  it('takes no key on /app/api, and /v1 takes no session cookie', async () => {
    const { browser } = await signedUp(stack);
    const key = (await browser.createKey()).body.token;
    const withKey = await browser.get('/app/api/session', { authorization: `Bearer ${key}` });
    expectError(withKey, 401, 'api_key_not_accepted');
    expectError(await new AppBrowser(stack).get('/app/api/keys', { authorization: `Bearer ${key}` }), 401, 'api_key_not_accepted');
    expectError(await call(stack, '/me', { headers: { cookie: browser.cookie! } }), 401, 'missing_api_key');
    expectError(
      await call(stack, '/questions?limit=1', { headers: { cookie: browser.cookie!, 'x-csrf-token': browser.csrfToken! } }),
      401,
      'missing_api_key',
    );
  });

  it('ends a session left idle for 30 minutes, and any session after 12 hours', async () => {
    const idle = await signedUp(stack);
    const busy = await signedUp(stack);
    expect((await idle.browser.get('/app/api/session')).status).toBe(200);
    await sql(
      stack,
      `UPDATE identity.app_sessions SET last_seen_at = now() - interval '30 minutes' WHERE account_id = (SELECT id FROM identity.accounts WHERE email = $1)`,
      [idle.email],
    );
    const ended = await idle.browser.get('/app/api/session');
    expectError(ended, 401, 'not_signed_in');
    // The ended session's cookie is removed.
    expect(idle.browser.setCookies).toEqual([expect.stringMatching(/^pp_session=;.*Max-Age=0/)]);
    expect(idle.browser.setCookies[0]).toMatch(/Path=\/;.*HttpOnly;.*SameSite=Lax/);
    // Still active 29 minutes on; past its absolute end it ends whatever its use.
    await sql(
      stack,
      `UPDATE identity.app_sessions SET last_seen_at = now() - interval '29 minutes' WHERE account_id = (SELECT id FROM identity.accounts WHERE email = $1)`,
      [busy.email],
    );
    expect((await busy.browser.get('/app/api/session')).status).toBe(200);
    const [{ hours }] = await sql<{ hours: number }>(
      stack,
      `SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM identity.app_sessions WHERE account_id = (SELECT id FROM identity.accounts WHERE email = $1)`,
      [busy.email],
    );
    expect(Number(hours)).toBeCloseTo(12, 3);
    await sql(
      stack,
      `UPDATE identity.app_sessions SET expires_at = now() WHERE account_id = (SELECT id FROM identity.accounts WHERE email = $1)`,
      [busy.email],
    );
    expectError(await busy.browser.get('/app/api/session'), 401, 'not_signed_in');
    expect(
      await sql(stack, `SELECT 1 FROM identity.app_sessions WHERE account_id = (SELECT id FROM identity.accounts WHERE email = $1)`, [
        busy.email,
      ]),
    ).toEqual([]);
  });

  it('gives an HttpOnly, SameSite=Lax cookie with a new id at every sign-in, and ends it at sign-out', async () => {
    const { browser, email } = await signedUp(stack);
    const first = browser.cookie!;
    expect(browser.setCookies).toEqual([
      expect.stringMatching(/^pp_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    const old = new AppBrowser(stack);
    old.cookie = first;
    expect((await browser.signIn(email)).status).toBe(200);
    expect(browser.cookie).not.toBe(first);
    expectError(await old.get('/app/api/session'), 401, 'not_signed_in');
    // A session id is stored only as its SHA-256.
    expect(
      await sql(stack, 'SELECT 1 AS found FROM identity.app_sessions WHERE id_hash = $1', [sha256(browser.cookie!.split('=')[1])]),
    ).toEqual([{ found: 1 }]);
    const signedIn = browser.cookie!;
    expect((await browser.post('/app/api/sign-out')).status).toBe(204);
    expect(browser.cookie).toBeUndefined();
    const replay = new AppBrowser(stack);
    replay.cookie = signedIn;
    expectError(await replay.get('/app/api/session'), 401, 'not_signed_in');
  });

  it('resets a password by a single-use link, ending every session; an account the admin CLI made sets its first password so', async () => {
    const { email, browser } = await signedUp(stack);
    const other = new AppBrowser(stack);
    expect((await other.signIn(email)).status).toBe(200);
    expect((await new AppBrowser(stack).post('/app/api/password-reset', { email })).status).toBe(202);
    const mail = await mailTo(stack, email, /Reset your password/);
    expect(mail.link).toBe(`${browser.origin}/app/reset?token=${mail.token}`);
    const confirm = (token: string, password: string) => new AppBrowser(stack).post('/app/api/password-reset/confirm', { token, password });
    expectError(await confirm(mail.token!, 'short'), 422, 'validation_failed');
    expect((await confirm(mail.token!, 'a brand new password')).status).toBe(200);
    expectError(await confirm(mail.token!, 'yet another new password'), 400, 'invalid_link');
    expectError(await browser.get('/app/api/session'), 401, 'not_signed_in');
    expectError(await other.get('/app/api/session'), 401, 'not_signed_in');
    expectError(await new AppBrowser(stack).signIn(email), 401, 'invalid_credentials');
    expect((await new AppBrowser(stack).signIn(email, 'a brand new password')).status).toBe(200);

    // An expired link does nothing.
    await new AppBrowser(stack).post('/app/api/password-reset', { email });
    const late = await mailTo(stack, email, /Reset your password/, [mail]);
    await sql(
      stack,
      `UPDATE identity.app_tokens SET expires_at = now() WHERE account_id = (SELECT id FROM identity.accounts WHERE email = $1) AND used_at IS NULL`,
      [email],
    );
    expectError(await confirm(late.token!, 'too late a password'), 400, 'invalid_link');

    // The operator's account has no password until its owner sets one by reset.
    const operated = await adminOrThrow<{ email: string }>(
      stack,
      'account',
      'create',
      '--email',
      newEmail(),
      '--name',
      'Grace Hopper',
      '--plan',
      'pro',
    );
    expectError(await new AppBrowser(stack).signIn(operated.email, 'any password at all'), 401, 'invalid_credentials');
    await new AppBrowser(stack).post('/app/api/password-reset', { email: operated.email });
    const first: AppMail = await mailTo(stack, operated.email, /Reset your password/);
    expect((await confirm(first.token!, 'grace’s first password')).status).toBe(200);
    expect((await new AppBrowser(stack).signIn(operated.email, 'grace’s first password')).body.account).toMatchObject({
      name: 'Grace Hopper',
      plan: 'pro',
      emailVerified: true,
    });
  });

  it('changes a password with the current one, ending every other session', async () => {
    const { email, browser } = await signedUp(stack);
    const other = new AppBrowser(stack);
    expect((await other.signIn(email)).status).toBe(200);
    const before = browser.cookie;
    const changed = await browser.post<AppSession>('/app/api/password', { currentPassword: PASSWORD, password: 'the next long password' });
    expect(changed.status).toBe(200);
    expect(browser.cookie).not.toBe(before);
    expect((await browser.get('/app/api/session')).status).toBe(200);
    expectError(await other.get('/app/api/session'), 401, 'not_signed_in');
    expect((await new AppBrowser(stack).signIn(email, 'the next long password')).status).toBe(200);
  });

  it('keeps to 20 active keys, and reaches only the account’s own keys and usage', async () => {
    const { browser } = await signedUp(stack);
    const keys: string[] = [];
    for (let i = 0; i < 20; i += 1) keys.push((await browser.createKey(['questions:read'], `key ${i}`)).body.key.id);
    expectError(await browser.createKey(), 409, 'conflict');
    expectError(await browser.createKey(['admin' as Scope]), 422, 'validation_failed');
    expect((await browser.post(`/app/api/keys/${keys[0]}/revoke`)).status).toBe(200);
    expect((await browser.createKey()).status).toBe(201);

    const { browser: stranger } = await signedUp(stack);
    expectError(await stranger.post(`/app/api/keys/${keys[1]}/revoke`), 404, 'not_found');
    expectError(await stranger.post(`/app/api/keys/${keys[1]}/replace`, { scopes: ['questions:read'], expires: '30d' }), 404, 'not_found');
    expectError(await stranger.get(`/app/api/usage?keyId=${keys[1]}`), 404, 'not_found');
    expect((await browser.get('/app/api/keys')).body.keys.find((k: { id: string }) => k.id === keys[1]).state).toBe('active');
    const plan = await stranger.get('/app/api/plan');
    expect(plan.body).toMatchObject({ plan: 'lite', credits: { included: 50, remaining: 50, purchased: 0, available: 50 } });
    expect(plan.body.limits).toEqual(expect.arrayContaining([{ name: 'Requests a minute', value: '120 a key, 300 the account' }]));
  });

  it('lists the account’s papers with their revisions and serves their PDFs', async () => {
    const { browser } = await signedUp(stack);
    const key = (await browser.createKey(['questions:read', 'papers:write', 'papers:read'])).body.token;
    const paperId = randomUUID();
    const pins = await pinsOf(stack, key, 2);
    expect((await call(stack, '/papers', json({ id: paperId, title: 'Mock one', questions: pins }, key))).status).toBe(201);
    const revised = await call(stack, `/papers/${paperId}`, { ...json({ revision: 1, title: 'Mock one, revised' }, key), method: 'PATCH' });
    expect(revised.status).toBe(200);

    const papers = await browser.get('/app/api/papers');
    expect(papers.body.papers).toEqual([
      expect.objectContaining({ id: paperId, title: 'Mock one, revised', latestRevision: 2, revisions: [2, 1] }),
    ]);
    expect((await browser.get(`/app/api/papers/${paperId}/revisions/1`)).body.paper).toMatchObject({
      id: paperId,
      revision: 1,
      title: 'Mock one',
    });
    expectError(await browser.get(`/app/api/papers/${paperId}/revisions/2/exports`), 404, 'not_found');
    expectError(await browser.get(`/app/api/papers/${paperId}/revisions/2/exports/question-paper`), 409, 'exports_not_ready');

    const started = await browser.post(`/app/api/papers/${paperId}/revisions/2/exports`);
    expect([200, 202]).toContain(started.status);
    await until(
      () => browser.get(`/app/api/papers/${paperId}/revisions/2/exports`),
      (r) => r.body?.export?.state === 'ready',
    );
    for (const document of ['question-paper', 'mark-scheme']) {
      const pdf = await fetch(`${browser.origin}/app/api/papers/${paperId}/revisions/2/exports/${document}`, {
        headers: { cookie: browser.cookie! },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename=".*-r2-/);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('reviews a marked question through the marking service: a new result revision, the edit recorded as the app’s, a stale one refused', async () => {
    const { browser } = await signedUp(stack);
    const key = (await browser.createKey(['marking:import', 'marking:read'])).body.token;
    const importId = (
      await call(stack, '/marking/imports', json({ title: 'Mock, marked by the teacher' }, key, { 'idempotency-key': randomUUID() }))
    ).body.import.id;
    const upload = async (bytes: Uint8Array, kind: 'work' | 'scheme') =>
      (
        await call(stack, `/marking/imports/${importId}/assets?kind=${kind}&name=${kind}.pdf`, {
          method: 'POST',
          key,
          headers: { 'content-type': 'application/pdf' },
          body: bytes,
        })
      ).body.asset;
    const work = await upload(await pdfOf(3), 'work');
    const scheme = await upload(await pdfOf(2), 'scheme');
    const submission = JSON.parse(
      JSON.stringify(HUMAN_SUBMISSION_EXAMPLE).replaceAll(EXAMPLE_WORK_ASSET_ID, work.id).replaceAll(EXAMPLE_SCHEME_ASSET_ID, scheme.id),
    );
    expect(
      (await call(stack, `/marking/imports/${importId}/complete`, json(submission, key, { 'idempotency-key': randomUUID() }))).status,
    ).toBe(200);

    expect((await browser.get('/app/api/marking/sessions')).body.sessions.map((s: { id: string }) => s.id)).toEqual([importId]);
    const session = (await browser.get(`/app/api/marking/sessions/${importId}`)).body.session;
    const question = session.questions[0];
    expect(question.result.allocations[0].evidence[0]).toMatchObject({
      pageId: expect.stringMatching(new RegExp(`^${work.id}:p`)),
      box: expect.any(Object),
    });
    expect((await browser.get(`/app/api/marking/sessions/${importId}/questions/${question.id}`)).body.question).toEqual(question);
    const page = await fetch(`${browser.origin}/app/api/marking/sessions/${importId}/assets/${work.id}`, {
      headers: { cookie: browser.cookie! },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('application/pdf');
    expect(Number(page.headers.get('content-length'))).toBe(work.byteSize);

    const allocation = question.result.allocations[0];
    const decision = allocation.decision === 'awarded' ? 'withheld' : 'awarded';
    const reviewPath = `/app/api/marking/sessions/${importId}/questions/${question.id}/reviews`;
    const reviewed = await browser.post(reviewPath, {
      resultRevision: 1,
      allocationId: allocation.id,
      decision,
      explanation: 'Second marker, in the app',
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.question.result.revision).toBe(2);
    expect(reviewed.body.question.result.reviews).toEqual([
      expect.objectContaining({
        resultRevision: 2,
        allocationId: allocation.id,
        from: allocation.decision,
        to: decision,
        keyId: APP_SESSION_KEY_ID,
      }),
    ]);
    const stale = await browser.post(reviewPath, {
      resultRevision: 1,
      allocationId: allocation.id,
      decision: 'uncertain',
      explanation: 'Too late',
    });
    expectError(stale, 409, 'stale_revision');
    expectError(
      await browser.post(reviewPath, { resultRevision: 2, allocationId: allocation.id, decision, explanation: 'x' }, { csrf: false }),
      403,
      'csrf_token_invalid',
    );
    // /v1 reads the same revision.
    const read = await call(stack, `/marking/sessions/${importId}/questions/${question.id}`, { key });
    expect(read.body.question.result.revision).toBe(2);
    expect(read.body.question.result.allocations[0]).toMatchObject({ decision, explanation: 'Second marker, in the app', reviewed: true });
  });

  it('serves the app under /app with its security headers, keeps /app/api out of the /v1 documents, and answers unknown API paths in the envelope', async () => {
    const origin = stack.url.replace(/\/v1$/, '');
    // The build writes the web app beside the apps; without it /app says so with a 503 page.
    const built = existsSync('dist/apps/web/index.html');
    const pages = [];
    for (const path of ['/app', '/app/keys', '/app/verify?token=abc']) {
      const page = await fetch(`${origin}${path}`);
      expect(page.status).toBe(built ? 200 : 503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toMatch(
        /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval';.*frame-ancestors 'none'$/,
      );
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      pages.push(await page.text());
    }
    // Every page of the app is its one index.html (its own router draws the page); its scripts are files of the build.
    expect(new Set(pages).size).toBe(1);
    if (built) {
      expect(pages[0]).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      const script = /<script[^>]*src="(\/app\/assets\/[^"]+\.js)"/.exec(pages[0])?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${origin}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${origin}/app/assets/missing-0000.js`)).status).toBe(404);
      for (const escape of ['/app/%2e%2e/package.json', '/app/assets/%2e%2e/%2e%2e/%2e%2e/package.json', '/app/.env'])
        expect((await fetch(`${origin}${escape}`)).status).toBe(404);
    }
    const unknown = await fetch(`${origin}/app/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const openapi = await call(stack, '/openapi.json');
    expect(Object.keys(openapi.body.paths).filter((path) => path.startsWith('/app'))).toEqual([]);
    expect((await call(stack, '/guide.txt')).text).toContain('/app');
  });

  describe('passkeys (decision 0037)', () => {
    const stackOrigin = () => stack.url.replace(/\/v1$/, '');
    /** A made-up WebAuthn answer to `challenge`: well formed, signed by nobody. */
    const forgedCredential = (challenge: string, type: 'webauthn.create' | 'webauthn.get', id = randomUUID()) => {
      const rawId = Buffer.from(id).toString('base64url');
      const clientDataJSON = Buffer.from(JSON.stringify({ type, challenge, origin: stackOrigin() })).toString('base64url');
      const junk = Buffer.from('not an authenticator').toString('base64url');
      return {
        id: rawId,
        rawId,
        type: 'public-key',
        clientExtensionResults: {},
        response:
          type === 'webauthn.create'
            ? { clientDataJSON, attestationObject: junk, transports: ['internal'] }
            : { clientDataJSON, authenticatorData: junk, signature: junk },
      };
    };
    const pendingChallenges = (challenge: string) =>
      sql(stack, 'SELECT purpose FROM identity.app_webauthn_challenges WHERE challenge = $1', [challenge]);

    it('offers registration options to a signed-in account only, with its CSRF token, and refuses a forged answer and its replay', async () => {
      const { email, browser } = await signedUp(stack);
      expectError(await new AppBrowser(stack).post('/app/api/passkeys/registration-options'), 401, 'not_signed_in');
      expectError(await browser.post('/app/api/passkeys/registration-options', {}, { csrf: false }), 403, 'csrf_token_invalid');

      const options = await browser.post('/app/api/passkeys/registration-options', {}, { headers: { origin: stackOrigin() } });
      expect(options.status).toBe(200);
      expect(options.body).toMatchObject({
        rp: { id: new URL(stackOrigin()).hostname },
        user: { name: email, displayName: 'Ada Lovelace' },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        excludeCredentials: [],
      });
      expect(options.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(await pendingChallenges(options.body.challenge)).toEqual([{ purpose: 'register' }]);

      const forged = { name: 'Forged', credential: forgedCredential(options.body.challenge, 'webauthn.create') };
      expectError(await browser.post('/app/api/passkeys', forged), 400, 'bad_request');
      // Taken by the one verification that read it, refused or not: the same answer again is no better.
      expect(await pendingChallenges(options.body.challenge)).toEqual([]);
      expectError(await browser.post('/app/api/passkeys', forged), 400, 'bad_request');
      // An answer nobody asked for (no options first) is refused alike.
      const { browser: other } = await signedUp(stack);
      expectError(await other.post('/app/api/passkeys', forged), 400, 'bad_request');

      expect((await browser.get('/app/api/passkeys')).body).toEqual({ passkeys: [], maxPasskeys: 20 });
      expectError(await browser.post('/app/api/passkeys/not-a-passkey/remove'), 404, 'not_found');
    });

    it('offers sign-in options to anyone, with no credentials listed, bound to a short-lived ceremony cookie', async () => {
      const browser = new AppBrowser(stack);
      const options = await browser.post('/app/api/passkeys/sign-in-options', {}, { headers: { origin: stackOrigin() } });
      expect(options.status).toBe(200);
      expect(options.body).toMatchObject({ rpId: new URL(stackOrigin()).hostname, userVerification: 'required' });
      expect(options.body.allowCredentials ?? []).toEqual([]);
      const ceremony = options.headers.getSetCookie().find((cookie) => cookie.startsWith('pp_passkey='));
      expect(ceremony).toMatch(/HttpOnly/i);
      expect(ceremony).toMatch(/SameSite=Strict/i);
      expect(ceremony).toMatch(/Max-Age=300/i);
      expect(await pendingChallenges(options.body.challenge)).toEqual([{ purpose: 'sign_in' }]);
      // Only the SHA-256 of the ceremony id is kept.
      const ceremonyId = ceremony!.split(';')[0].split('=')[1];
      expect(
        await sql(stack, 'SELECT 1 FROM identity.app_webauthn_challenges WHERE ceremony_hash = $1', [sha256(ceremonyId)]),
      ).toHaveLength(1);
    });

    it('refuses a forged, an unsolicited and a replayed passkey sign-in without a session, and counts them as failed sign-ins', async () => {
      const { email } = await signedUp(stack);
      const [{ id: accountId }] = await sql<{ id: string }>(stack, 'SELECT id FROM identity.accounts WHERE email = $1', [email]);
      // A passkey the account has (its private key is nobody's): answers naming it count against the account.
      const credentialId = Buffer.from(randomUUID()).toString('base64url');
      await sql(
        stack,
        `INSERT INTO identity.account_passkeys (credential_id, account_id, public_key, name) VALUES ($1, $2, $3, 'Lost phone')`,
        [credentialId, accountId, Buffer.from('a public key nobody holds the private key of')],
      );
      const anonymous = new AppBrowser(stack);
      const options = await anonymous.post('/app/api/passkeys/sign-in-options', {}, { headers: { origin: stackOrigin() } });
      const ceremony = anonymous.cookie!;
      const forged = { credential: { ...forgedCredential(options.body.challenge, 'webauthn.get'), id: credentialId, rawId: credentialId } };

      const refused = await anonymous.post('/app/api/passkeys/sign-in', forged);
      expectError(refused, 401, 'invalid_credentials');
      expect(anonymous.setCookies.some((cookie) => cookie.startsWith('pp_session='))).toBe(false);
      expect(await pendingChallenges(options.body.challenge)).toEqual([]);
      // The same answer with the same ceremony cookie: its challenge is gone.
      expectError(await anonymous.post('/app/api/passkeys/sign-in', forged, { headers: { cookie: ceremony } }), 401, 'invalid_credentials');
      // No ceremony at all.
      expectError(await new AppBrowser(stack).post('/app/api/passkeys/sign-in', forged), 401, 'invalid_credentials');
      // Malformed is a validation error, not a sign-in.
      expectError(await new AppBrowser(stack).post('/app/api/passkeys/sign-in', { credential: { id: 'x' } }), 422, 'validation_failed');

      // Three failures so far against the account; two more and it is locked, the password too.
      for (let i = 0; i < 2; i += 1) {
        const next = new AppBrowser(stack);
        const more = await next.post('/app/api/passkeys/sign-in-options', {}, { headers: { origin: stackOrigin() } });
        const attempt = { credential: { ...forgedCredential(more.body.challenge, 'webauthn.get'), id: credentialId, rawId: credentialId } };
        expectError(await next.post('/app/api/passkeys/sign-in', attempt), 401, 'invalid_credentials');
      }
      expectError(await new AppBrowser(stack).signIn(email), 429, 'sign_in_locked');
      expect(
        await sql(stack, 'SELECT count(*)::int AS failures FROM identity.app_attempts WHERE subject = $1', [
          `account:${sha256(email).toString('hex')}`,
        ]),
      ).toEqual([{ failures: 5 }]);
    });

    it('keeps the account’s passkeys through a password reset, which still ends every session', async () => {
      const { email, browser } = await signedUp(stack);
      const [{ id: accountId }] = await sql<{ id: string }>(stack, 'SELECT id FROM identity.accounts WHERE email = $1', [email]);
      const credentialId = Buffer.from(randomUUID()).toString('base64url');
      await sql(stack, `INSERT INTO identity.account_passkeys (credential_id, account_id, public_key, name) VALUES ($1, $2, $3, 'Phone')`, [
        credentialId,
        accountId,
        Buffer.from('a public key'),
      ]);
      expect((await browser.get('/app/api/passkeys')).body.passkeys).toEqual([
        { id: credentialId, name: 'Phone', createdAt: expect.any(String), lastUsedAt: null },
      ]);
      await new AppBrowser(stack).post('/app/api/password-reset', { email });
      const mail = await mailTo(stack, email, /Reset your password/);
      expect(
        (await new AppBrowser(stack).post('/app/api/password-reset/confirm', { token: mail.token, password: 'a brand new password' }))
          .status,
      ).toBe(200);
      expectError(await browser.get('/app/api/session'), 401, 'not_signed_in');
      const again = new AppBrowser(stack);
      expect((await again.signIn(email, 'a brand new password')).status).toBe(200);
      expect((await again.get('/app/api/passkeys')).body.passkeys.map((passkey: { id: string }) => passkey.id)).toEqual([credentialId]);
      // Removing it is the owner's: 204, then gone; another account's removal of it is 404.
      const { browser: stranger } = await signedUp(stack);
      expectError(await stranger.post(`/app/api/passkeys/${credentialId}/remove`), 404, 'not_found');
      expect((await again.post(`/app/api/passkeys/${credentialId}/remove`)).status).toBe(204);
      expect((await again.get('/app/api/passkeys')).body.passkeys).toEqual([]);
    });
  });
});

describeWithOwnStacks('the signed-in app’s API on a stack of its own', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    // Served over TLS as far as the app knows (a proxy in front), and low limits per address.
    stack = await startEmbeddedStack({ APP_BASE_URL: 'https://pp.example', APP_SIGN_IN_ADDRESS_LIMIT: '4', APP_ANONYMOUS_PER_MINUTE: '5' });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stack?.destroy();
  });

  it('uses a __Host- Secure cookie and https links when the app is served over TLS', async () => {
    const { browser, mail } = await signedUp(stack);
    expect(mail.link).toBe(`https://pp.example/app/verify?token=${mail.token}`);
    expect(browser.setCookies).toEqual([
      expect.stringMatching(/^__Host-pp_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
    ]);
    expect((await browser.get('/app/api/session')).status).toBe(200);
    // The app's configured origin is its own, whatever Host the proxy passes on.
    expect((await browser.post('/app/api/sign-out', {}, { headers: { origin: 'https://pp.example' } })).status).toBe(204);
  });

  it('locks an address after its limit of failures, whichever addresses it tries, known or not', async () => {
    const { email } = await signedUp(stack);
    const browser = new AppBrowser(stack);
    for (let i = 0; i < 4; i += 1) expectError(await browser.signIn(newEmail(), 'not a password of anyone'), 401, 'invalid_credentials');
    const locked = await browser.signIn(email);
    expectError(locked, 429, 'sign_in_locked');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
    // An address with no account is locked the same way as one with an account (no enumeration).
    expectError(await browser.signIn(newEmail()), 429, 'sign_in_locked');
  });

  it('answers an address past its anonymous steps a minute with 429, whatever the step, and stores nothing for a refused sign-up', async () => {
    await awayFromMinuteEdge();
    const browser = new AppBrowser(stack);
    const emails = Array.from({ length: 3 }, () => newEmail());
    const steps = [
      (i: number) => browser.post('/app/api/sign-up', { email: emails[i / 3], password: 'a long enough password', name: 'Flood' }),
      () => browser.post('/app/api/password-reset', { email: newEmail() }),
      () => browser.post('/app/api/passkeys/sign-in-options', {}),
    ];
    const answers = [];
    for (let i = 0; i < 9; i += 1) answers.push(await steps[i % 3](i));
    // At most five admitted this minute (the earlier tests' sign-ups may have counted too), then 429.
    const firstRefused = answers.findIndex((answer) => answer.status === 429);
    expect(firstRefused).toBeGreaterThanOrEqual(0);
    expect(firstRefused).toBeLessThanOrEqual(5);
    for (const answer of answers.slice(firstRefused)) {
      expectError(answer, 429, 'rate_limited');
      expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    const refusedSignUps = emails.filter((_, n) => n * 3 >= firstRefused);
    expect(refusedSignUps.length).toBeGreaterThan(0);
    expect(await sql(stack, 'SELECT email FROM identity.accounts WHERE email = ANY($1)', [refusedSignUps])).toEqual([]);
  });
});
