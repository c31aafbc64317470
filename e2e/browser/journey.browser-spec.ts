import type { Page } from 'playwright-core';
import { describeOnSharedStacks, stackOf } from '../support/stacks.js';
import { MARKER_SCOPES } from '../support/marking.js';
import { DESKTOP, openApp, PHONE, useBrowser } from './support/browser.js';
import {
  type AppUser,
  callV1,
  chooseScopesAndExpiry,
  createKey,
  heading,
  keyRow,
  newUser,
  openFromNav,
  type ShownKey,
  shownKey,
  signUp,
  submitSignIn,
  textOnceItMatches,
  verifyFromMail,
} from './support/app-flows.js';
import { ReferenceScreenshots } from './support/screenshots.js';
import { drawnPages, markedQuestion } from './support/marked-question.js';

/** Whole days between two times as the key list shows them (`28 Nov 2026, 07:10 UTC`). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to.replace(',', '')) - Date.parse(from.replace(',', ''))) / 86_400_000);

/**
 * The journey, as a person does it in Chromium: sign up, verify from the mail file, sign in,
 * create a key, use it, see it counted, replace it and revoke the old one. The embedded run does the
 * whole journey (the reference screenshots, the review of a marked question); the distributed run
 * the key journey, on the distributed stack's gateway.
 */
describeOnSharedStacks('the signed-in app in a browser: sign-up to a revoked key (%s mode)', (mode) => {
  const stack = stackOf(mode);
  const browser = useBrowser();
  const whole = mode === 'embedded';
  const KEY_NAME = 'Marking agent';
  let page: Page;
  let user: AppUser;
  let first: ShownKey;
  let replacement: ShownKey;
  const screenshots = new ReferenceScreenshots(['sign-in', 'usage', 'keys', 'keys-phone', 'papers', 'marking-session', 'review']);

  afterAll(async () => {
    await page?.context().close();
  });

  it('signs up, verifies the address from the link in the mail file, and signs in', async () => {
    // A page that needs a session, opened without one: the sign-in page.
    page = await openApp(browser(), stack, '/app/keys', { permissions: ['clipboard-read', 'clipboard-write'] });
    await heading(page, 'Sign in');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/app/keys');
    if (whole) await screenshots.take(page, 'sign-in');

    user = newUser();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await signUp(page, user);
    await verifyFromMail(page, stack, user);
    // A used link does not work twice.
    await page.reload();
    await page.getByRole('button', { name: 'Verify email address' }).click();
    await textOnceItMatches(page.getByRole('alert'), /not verified/);

    await submitSignIn(page, user.email, user.password);
    await heading(page, 'API keys');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'pp_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('creates a key with its permissions and expiry, shows it once with its warning, and /v1/me answers to it', async () => {
    first = await createKey(page, KEY_NAME, ['questions:read', 'papers:read'], '30 days');
    expect(await first.panel.textContent()).toContain('This is the only time the key is shown.');
    await first.panel.getByRole('button', { name: 'Copy key' }).click();
    await textOnceItMatches(first.panel.getByRole('status'), /Copied to the clipboard/);
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(first.token);

    const me = await callV1(stack, '/me', first.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { name: user.name }, key: { scopes: ['questions:read', 'papers:read'] } });

    // Once stored, the key is nowhere on the page, nor after a reload.
    await first.panel.getByRole('button', { name: 'I have stored the key' }).click();
    await first.panel.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(first.token);
    await page.reload();
    await heading(page, 'API keys');
    expect(await page.content()).not.toContain(first.token);
    const row = keyRow(page, KEY_NAME, 'Active');
    await row.waitFor();
    expect(await row.textContent()).toMatch(/questions:read.*papers:read/);
  });

  it('counts the request on the usage page, for the account and for the key, and in the key list', async () => {
    await openFromNav(page, 'Usage', 'Usage');
    const byOperation = page.getByRole('region', { name: 'By operation and status' });
    // Usage is recorded as the request ends: reload until the page shows it.
    for (let tries = 0; !(await byOperation.isVisible()) || !/getIdentity/.test((await byOperation.textContent()) ?? ''); tries += 1) {
      if (tries === 20) throw new Error(`No getIdentity row on the usage page: ${await page.getByRole('main').textContent()}`);
      await page.waitForTimeout(250);
      await page.reload();
      await heading(page, 'Usage');
    }
    const identityRow = byOperation.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'getIdentity' }) });
    expect(await identityRow.getByRole('cell').allTextContents()).toEqual(['200', '1']);
    expect(await page.locator('.totals').textContent()).toMatch(/^1 request and 0 errors from/);

    if (whole)
      await screenshots.take(page, 'usage', {
        // The chart's axes and the date range are the last 30 days: today's dates. Its legend stays.
        mask: [page.getByRole('img', { name: /^Chart of requests/ }).locator('canvas'), page.locator('.totals')],
      });
    // The account's one key.
    await page.getByLabel('Show usage of').selectOption({ index: 1 });
    await textOnceItMatches(page.locator('.totals'), /1 request and 0 errors .* for the key “Marking agent”/);

    await openFromNav(page, 'Keys', 'API keys');
    const row = keyRow(page, KEY_NAME, 'Active');
    // The page may first show the list it read before the request, while it reads the keys again.
    await textOnceItMatches(row.getByRole('cell').nth(4), /^1$/);
    const cells = await row.getByRole('cell').allTextContents();
    // Permissions, state, created, expires, requests, errors, last use, actions.
    expect(cells.slice(4, 6)).toEqual(['1', '0']);
    expect(cells[6]).toMatch(/UTC$/);
    // Made to expire after 30 days.
    expect(daysBetween(cells[2], cells[3])).toBe(30);
  });

  it('replaces the key with new permissions, then revokes the old one: /v1 refuses it as revoked', async () => {
    await page.getByRole('button', { name: new RegExp(`^Replace key “${KEY_NAME}”`) }).click();
    const form = page.getByRole('region', { name: `Replace “${KEY_NAME}”` });
    await chooseScopesAndExpiry(form, MARKER_SCOPES, '1 year');
    await form.getByRole('button', { name: 'Create replacement' }).click();
    replacement = await shownKey(page, `Replacement key for “${KEY_NAME}”`);
    expect(replacement.token).not.toBe(first.token);

    // Until the old key is revoked both work: the connection moves over first.
    expect((await callV1(stack, '/me', first.token)).status).toBe(200);
    const me = await callV1(stack, '/me', replacement.token);
    expect(me.body.key.scopes).toEqual([...MARKER_SCOPES]);

    await replacement.panel.getByRole('button', { name: 'Revoke the old key' }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke “${KEY_NAME}”?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await textOnceItMatches(page.getByRole('status').filter({ hasText: 'revoked' }), /The key “Marking agent” is revoked/);

    const refused = await callV1(stack, '/me', first.token);
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 401, code: 'revoked_api_key' });
    expect((await callV1(stack, '/me', replacement.token)).status).toBe(200);

    await replacement.panel.getByRole('button', { name: 'I have stored the key' }).click();
    await keyRow(page, KEY_NAME, 'Revoked').waitFor();
    await keyRow(page, KEY_NAME, 'Active').waitFor();
    const replacementCells = await keyRow(page, KEY_NAME, 'Active').getByRole('cell').allTextContents();
    expect(replacementCells[0]).toBe(MARKER_SCOPES.join(''));
    expect([365, 366]).toContain(daysBetween(replacementCells[2], replacementCells[3]));
    // The revoked key has no actions left.
    expect(await keyRow(page, KEY_NAME, 'Revoked').getByRole('button').count()).toBe(0);
    if (whole) {
      await screenshots.take(page, 'keys');
      await page.setViewportSize(PHONE);
      await heading(page, 'API keys');
      // Usable at a phone's width: the page does not scroll sideways (the key table scrolls in its own region).
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
      await screenshots.take(page, 'keys-phone');
      await page.setViewportSize(DESKTOP);
    }
  });

  if (whole)
    it('shows the paper and the marking session, and a reviewer’s change of a decision is the API’s new result revision', async () => {
      const me = (await callV1(stack, '/me', replacement.token)).body;
      const account = { email: user.email, accountId: me.user.id, key: replacement.token, keyId: me.key.id };
      // A script marks a question with the key (the API); the reviewer opens it in the app.
      const { sessionId, questionId } = await markedQuestion(stack, account);

      await openFromNav(page, 'Papers', 'Papers');
      const paperRow = page.getByRole('region', { name: 'Your papers' }).getByRole('row').filter({ hasText: 'Marking practice' });
      expect(await paperRow.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['1', '2']));
      await paperRow.getByRole('link', { name: 'Question paper (PDF)' }).waitFor();
      await screenshots.take(page, 'papers');

      await openFromNav(page, 'Marking', 'Marking');
      await page.getByRole('link', { name: 'Marking practice (revision 1)' }).click();
      await heading(page, 'Marking practice (revision 1)');
      expect(new URL(page.url()).pathname).toBe(`/app/marking/${sessionId}`);
      const questionRow = page
        .getByRole('region', { name: 'Questions' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '1' }) });
      expect(await questionRow.textContent()).toContain('Needs review');
      await screenshots.take(page, 'marking-session');

      await questionRow.getByRole('link', { name: 'Review question 1' }).click();
      await heading(page, 'Question 1');
      expect(new URL(page.url()).pathname).toBe(`/app/marking/${sessionId}/questions/${questionId}`);
      await drawnPages(page, 2);
      const revision = page.locator('.summary-list div').filter({ hasText: 'Result revision' }).getByRole('definition');
      expect(await revision.textContent()).toBe('1');
      await screenshots.take(page, 'review', { ready: () => drawnPages(page, 2) });

      // The first allocation: uncertain (plain pages carry no evidence), changed to awarded.
      const allocation = page
        .getByRole('region', { name: 'Allocations' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('group', { name: /^Your decision on / }) })
        .first();
      const code = (await allocation.getByRole('group').locator('legend').textContent())!.replace('Your decision on ', '');
      expect(await allocation.getByRole('radio', { name: 'Uncertain (current)' }).isChecked()).toBe(true);
      await allocation.getByRole('radio', { name: 'Awarded' }).check();
      await allocation.getByLabel('Why').fill('Method seen on page 1.');
      await allocation.getByRole('button', { name: 'Change to awarded' }).click();
      await textOnceItMatches(
        page.getByRole('status').filter({ hasText: 'saved as result revision' }),
        new RegExp(`review of ${code} is saved as result revision 2\\.`),
      );
      expect(await revision.textContent()).toBe('2');
      expect(await allocation.textContent()).toContain('Reviewed');

      // The API shows the new revision and keeps the audit trail.
      const api = await callV1(stack, `/marking/sessions/${sessionId}/questions/${questionId}`, replacement.token);
      expect(api.status).toBe(200);
      const result = api.body.question.result;
      expect(result.revision).toBe(2);
      expect(result.reviews).toEqual([
        expect.objectContaining({ resultRevision: 2, from: 'uncertain', to: 'awarded', explanation: 'Method seen on page 1.' }),
      ]);
      const changed = result.allocations.find((a: { id: string }) => a.id === result.reviews[0].allocationId);
      expect(changed).toMatchObject({ decision: 'awarded', reviewed: true, explanation: 'Method seen on page 1.' });
    });

  if (whole)
    it('shows each main page as its reviewed reference screenshot shows it', () => {
      screenshots.expectAllMatched();
    });
});
