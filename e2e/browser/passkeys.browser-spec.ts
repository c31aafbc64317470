import type { CDPSession, Page } from 'playwright-core';
import { describeInRun, sql, stackOf } from '../support/stacks.js';
import { openApp, originOf, useBrowser } from './support/browser.js';
import { heading, openFromNav, signedUpUser, textOnceItMatches } from './support/app-flows.js';

/**
 * The app on `localhost` rather than 127.0.0.1: WebAuthn needs a secure context (both are) and a
 * relying party id that is a domain (Chromium refuses an IP address). The server takes any loopback
 * name on its own port for a passkey ceremony (decision 0037).
 */
const onLocalhost = (origin: string) => {
  const url = new URL(origin);
  url.hostname = 'localhost';
  return url.origin;
};

/** Chromium's virtual authenticator, as a platform authenticator with a verified user: it answers every prompt at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await heading(page, 'Sign in');
}

/**
 * Passkeys as a person uses them (decision 0037), in Chromium with its virtual authenticator: add
 * one on the account page after a password sign-in, sign out, sign in with it alone (no email
 * typed), see it used, and remove it, after which it no longer signs in.
 */
describeInRun('embedded', 'passkeys in a browser (embedded mode)', () => {
  const stack = stackOf('embedded');
  const browser = useBrowser();
  let page: Page;

  afterAll(async () => {
    await page?.context().close();
  });

  it('adds a passkey after a password sign-in, signs in with it alone, and removes it', async () => {
    page = await openApp(browser(), stack, '/app', { baseURL: onLocalhost(originOf(stack)) });
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const user = await signedUpUser(page, stack);

    // Add a passkey on the account page.
    await openFromNav(page, 'Account', 'Your account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await textOnceItMatches(section, /You have no passkeys yet/);
    await section.getByLabel('Passkey name', { exact: true }).fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await textOnceItMatches(section.getByRole('status'), /Passkey “Test laptop” added/);
    const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Test laptop', exact: true }) });
    await textOnceItMatches(row, /Never/);
    // The authenticator holds a discoverable credential for localhost; the server the public key only.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    const stored = await sql<{ name: string; transports: string[] }>(
      stack,
      `SELECT p.name, p.transports FROM identity.account_passkeys p JOIN identity.accounts a ON a.id = p.account_id WHERE a.email = $1`,
      [user.email],
    );
    expect(stored).toEqual([{ name: 'Test laptop', transports: ['internal'] }]);

    // Sign out, and in again with the passkey: no email, no password.
    await signOut(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/app/api/passkeys/sign-in'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await heading(page, 'API keys');
    // The authenticator's genuine answer, sent again under a new ceremony: its challenge is spent, so it signs nobody in.
    const answer = (await sent).postDataJSON() as unknown;
    const headers = { origin: onLocalhost(originOf(stack)) };
    expect((await page.request.post('/app/api/passkeys/sign-in-options', { headers })).status()).toBe(200);
    const replayed = await page.request.post('/app/api/passkeys/sign-in', { headers, data: answer });
    expect(replayed.status()).toBe(401);
    expect(((await replayed.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'pp_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The ceremony's cookie went with the sign-in.
    expect(cookies.find((cookie) => cookie.name === 'pp_passkey')).toBeUndefined();

    // The account page says it was used; removing it takes a confirmation.
    await openFromNav(page, 'Account', 'Your account');
    expect(await textOnceItMatches(row, /UTC.*UTC/)).not.toMatch(/Never/);
    await row.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await textOnceItMatches(section, /You have no passkeys yet/);

    // The device still offers it, but it no longer signs in.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await textOnceItMatches(page.getByRole('alert'), /passkey was not accepted/);
    await heading(page, 'Sign in');
  });
});
