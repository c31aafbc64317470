import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describeInRun, sql, stackOf } from '../support/stacks.js';
import { openApp, originOf, useBrowser } from './support/browser.js';
import {
  callV1,
  createKey,
  heading,
  newUser,
  openFromNav,
  signedUpUser,
  signUp,
  submitSignIn,
  textOnceItMatches,
  verifyFromMail,
} from './support/app-flows.js';

/** A request from the page's own script (same origin, the session cookie sent): its status and error code. */
async function fetchFromPage(page: Page, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const answer = await page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, { ...init, credentials: 'same-origin' });
      const text = await response.text();
      return { status: response.status, text };
    },
    { path, init },
  );
  const body = answer.text ? JSON.parse(answer.text) : undefined;
  return { status: answer.status, code: body?.error?.code as string | undefined, body };
}

/** A page of another site: served on localhost (the app is on 127.0.0.1), on a port of its own. */
async function pageServer(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/prize`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const NEW_KEY = JSON.stringify({ name: 'Forged', scopes: ['questions:read'], expires: '30d' });

/**
 * The security rules of the signed-in app, each seen from a real browser: CSRF, cross-site forms,
 * the sign-in lockout, the two credentials kept apart (no cookie on /v1, no key on /app/api), and
 * the end of an idle or expired session. On the embedded stack: the gateway is the same code in
 * both modes.
 */
describeInRun('embedded', 'the signed-in app’s security rules in a browser (embedded mode)', () => {
  const stack = stackOf('embedded');
  const browser = useBrowser({ freshPerTest: true });

  it('refuses a change sent from the page without the session’s CSRF token, and a form posted from another site', async () => {
    const page = await openApp(browser(), stack);
    await signedUpUser(page, stack);
    const { token: key } = await createKey(page, 'Kept', ['questions:read'], '30 days');

    const json = { 'content-type': 'application/json' };
    expect(await fetchFromPage(page, '/app/api/keys', { method: 'POST', headers: json, body: NEW_KEY })).toMatchObject({
      status: 403,
      code: 'csrf_token_invalid',
    });
    expect(
      await fetchFromPage(page, '/app/api/keys', { method: 'POST', headers: { ...json, 'x-csrf-token': 'not-the-token' }, body: NEW_KEY }),
    ).toMatchObject({ status: 403, code: 'csrf_token_invalid' });
    // The same request with the session's token goes through: the token was what was missing.
    const { csrfToken } = (await fetchFromPage(page, '/app/api/session')).body;
    expect(
      (await fetchFromPage(page, '/app/api/keys', { method: 'POST', headers: { ...json, 'x-csrf-token': csrfToken }, body: NEW_KEY }))
        .status,
    ).toBe(201);

    // Another site's page (localhost is another site than 127.0.0.1) aims the user's browser at the
    // app: a bodiless fetch and a form (a form cannot send JSON), each posting a revoke. Both are
    // refused; the key stays active.
    const keyId = (await callV1(stack, '/me', key)).body.key.id;
    const revoke = `${originOf(stack)}/app/api/keys/${keyId}/revoke`;
    const attacker = await pageServer(`<form method="post" action="${revoke}"><input name="confirm" value="yes"></form>`);
    try {
      await page.goto(attacker.url);
      const fetched = page.waitForResponse(revoke);
      await page.evaluate(
        `fetch(${JSON.stringify(revoke)}, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => null)`,
      );
      const refused = await fetched;
      // 403 cross_site_request (the page cannot read an opaque answer, nor can the test once it is gone).
      expect(refused.status()).toBe(403);
      const posted = page.waitForResponse(revoke);
      await page.evaluate('document.forms[0].submit()');
      expect((await posted).status()).toBeGreaterThanOrEqual(400);
    } finally {
      await attacker.close();
    }
    expect((await callV1(stack, '/me', key)).status).toBe(200);
  });

  it('locks sign-in after five wrong passwords, the right one included, with the same answer for an unknown address', async () => {
    const page = await openApp(browser(), stack);
    const user = newUser();
    await signUp(page, user);
    await verifyFromMail(page, stack, user);

    const alert = page.getByRole('alert');
    const attempt = async (email: string, password: string) => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/app/api/sign-in'));
      await submitSignIn(page, email, password);
      return (await answered).status();
    };
    // An address with no account is answered as a wrong password is: no enumeration.
    expect(await attempt(newUser().email, 'a-wrong-password')).toBe(401);
    const unknown = await textOnceItMatches(alert, /email or password is not right/);
    for (let failure = 1; failure <= 4; failure += 1) {
      expect(await attempt(user.email, `wrong-${failure}`)).toBe(401);
      expect(await textOnceItMatches(alert, /email or password is not right/)).toBe(unknown);
    }
    // The fifth failure locks the account: even the right password is refused until the lock ends.
    await attempt(user.email, 'wrong-5');
    expect(await attempt(user.email, user.password)).toBe(429);
    await textOnceItMatches(alert, /Too many failed sign-ins/);
    await heading(page, 'Sign in');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'pp_session')).toBe(false);

    const locked = await page.request.post('/app/api/sign-in', { data: { email: user.email, password: user.password } });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);
  });

  it('takes no session cookie on /v1 and no key on /app/api', async () => {
    const page = await openApp(browser(), stack);
    await signedUpUser(page, stack);
    const { token: key } = await createKey(page, 'Script', ['questions:read'], '30 days');
    // Scripts cannot read the cookie.
    expect(await page.evaluate('document.cookie')).toBe('');

    // The browser sends its cookie to /v1: not authentication there.
    expect(await fetchFromPage(page, '/v1/me')).toMatchObject({ status: 401, code: 'missing_api_key' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'pp_session')!;
    const withCookie = await fetch(`${stack.url}/me`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(withCookie.status).toBe(401);

    // A key on /app/api: refused, with or without the cookie beside it.
    const app = `${originOf(stack)}/app/api`;
    for (const path of ['/session', '/keys']) {
      const answer = await fetch(`${app}${path}`, { headers: { authorization: `Bearer ${key}` } });
      expect({ status: answer.status, code: ((await answer.json()) as any).error.code }).toEqual({
        status: 401,
        code: 'api_key_not_accepted',
      });
    }
    expect(await fetchFromPage(page, '/app/api/keys', { headers: { authorization: `Bearer ${key}` } })).toMatchObject({
      status: 401,
      code: 'api_key_not_accepted',
    });
    // The cookie alone still works for the app.
    expect((await fetchFromPage(page, '/app/api/keys')).status).toBe(200);
  });

  it('ends a session left idle and one past its absolute end: the app says so and asks to sign in again', async () => {
    const page = await openApp(browser(), stack);
    const user = await signedUpUser(page, stack);
    const accountOf = `(SELECT id FROM identity.accounts WHERE email = $1)`;

    // Idle for longer than the limit (30 minutes by default), as the database's clock judges it.
    await sql(stack, `UPDATE identity.app_sessions SET last_seen_at = now() - interval '31 minutes' WHERE account_id = ${accountOf}`, [
      user.email,
    ]);
    await openFromNav(page, 'Usage', 'Sign in');
    await textOnceItMatches(page.getByRole('status'), /Your session has ended/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/app/usage');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'pp_session')).toBe(false);

    // Signed in again, back where the user was going; then the absolute end passes.
    await submitSignIn(page, user.email, user.password);
    await heading(page, 'Usage');
    await sql(stack, `UPDATE identity.app_sessions SET expires_at = now() WHERE account_id = ${accountOf}`, [user.email]);
    await page.reload();
    await heading(page, 'Sign in');
    expect(await fetchFromPage(page, '/app/api/keys')).toMatchObject({ status: 401, code: 'not_signed_in' });
  });
});
