import type { Page } from 'playwright-core';
import { createAccountWithKey } from '../support/accounts.js';
import { call, describeInRun, stackOf } from '../support/stacks.js';
import { newProfile, originOf, useBrowser } from './support/browser.js';
import { textOnceItMatches } from './support/app-flows.js';

/** `METHOD /path` of each operation the OpenAPI document lists. */
function documentedOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Scalar links each operation in its sidebar as `#tag/<tag>/<METHOD>/<path>`. */
const OPERATION_LINK = /^#tag\/[^/]+\/(GET|POST|PATCH|PUT|DELETE)(\/.*)$/;
const OPERATION_LINKS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']
  .map((method) => `li[data-sidebar-id] > a[href^="#tag/"][href*="/${method}/"]`)
  .join(', ');

/** `METHOD /path` of each operation in the page's sidebar, once it lists `count` of them. */
async function sidebarOperations(page: Page, count: number): Promise<string[]> {
  await page.waitForFunction(`document.querySelectorAll(${JSON.stringify(OPERATION_LINKS)}).length >= ${count}`);
  const hrefs = await Promise.all((await page.locator(OPERATION_LINKS).all()).map((link) => link.getAttribute('href')));
  return hrefs.map((href) => {
    const [, method, path] = OPERATION_LINK.exec(href ?? '') ?? [];
    return `${method} ${path}`;
  });
}

/** What the page keeps in the browser beyond itself: web storage, IndexedDB and cookies, as text. */
const keptByThePage = (page: Page) =>
  page.evaluate(`(async () => JSON.stringify({
    local: { ...localStorage },
    session: { ...sessionStorage },
    databases: await indexedDB.databases(),
    cookies: document.cookie,
  }))()`) as Promise<string>;

/**
 * The interactive reference at /v1/docs (decision 0038) in a real browser: it draws every operation
 * of the OpenAPI document, a key pasted into its bearer field makes a working "try it" call, the key
 * stays in the open page, and nothing the page loads or sends leaves the server's origin. On the
 * embedded stack: the page is the gateway's, the same code in both modes (docs.e2e-spec.ts serves it
 * in both).
 */
describeInRun('embedded', 'the interactive reference page in a browser (embedded mode)', () => {
  const stack = stackOf('embedded');
  const browser = useBrowser({ freshPerTest: true });

  it('lists every operation of the OpenAPI document, tries one with a pasted key, keeps the key nowhere and asks only its own origin', async () => {
    const account = await createAccountWithKey(stack, { scopes: ['questions:read'], name: 'Docs Reader' });
    const document = (await call(stack, '/openapi.json')).body;
    const requested: string[] = [];
    const errors: string[] = [];
    const page = await (await newProfile(browser(), stack)).newPage();
    page.on('request', (request) => requested.push(request.url()));
    // A refusal by the page's policy is reported here.
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/v1/docs#tag/identity/GET/me');

    const expected = documentedOperations(document);
    expect((await sidebarOperations(page, expected.length)).sort()).toEqual(expected.sort());

    // The reader pastes the key into the bearer field of the introduction, opens "try it" on GET /me and sends.
    await page.getByRole('textbox', { name: 'Bearer Token' }).first().fill(account.key);
    await page.getByRole('button', { name: /^Test Request\s*\(get \/me\)$/ }).click();
    const client = page.getByRole('dialog');
    await client.getByRole('button', { name: `Send get request to ${stack.url}/me` }).click();
    await textOnceItMatches(client, /200 OK/);
    await textOnceItMatches(client, /Docs Reader/);
    const sentWithKey = requested.filter((url) => new URL(url).pathname === '/v1/me');
    expect(sentWithKey).toHaveLength(1);

    expect(await keptByThePage(page)).not.toContain(account.key);
    await page.reload();
    await page.getByRole('textbox', { name: 'Bearer Token' }).first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Bearer Token' }).first().inputValue()).toBe('');

    expect(requested.length).toBeGreaterThan(3);
    expect(requested.filter((url) => new URL(url).origin !== originOf(stack))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
