import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { StackInfo } from '@pp/testing';
import { linkFromMail } from './mail.js';

/** Someone who signs up in the app. */
export interface AppUser {
  name: string;
  email: string;
  password: string;
}

/** A new person each time: the suites share their stack with others. Same length every time, so pages lay out alike. */
export const newUser = (name = 'Ada Lovelace'): AppUser => ({
  name,
  email: `browser-${randomUUID()}@example.test`,
  password: `pw-${randomUUID()}`,
});

/** The page's one h1, once it shows `title`. */
export async function heading(page: Page, title: string | RegExp): Promise<Locator> {
  const h1 = page.getByRole('heading', { level: 1, name: title, exact: typeof title === 'string' });
  await h1.waitFor().catch(async (error: Error) => {
    // Say what the page shows instead: its address and its text.
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no text)');
    throw new Error(`${error.message}\nThe page at ${page.url()} shows: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`);
  });
  return h1;
}

/** Waits until `locator`'s text matches, and returns it. */
export async function textOnceItMatches(locator: Locator, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = (await locator.textContent({ timeout: 1_000 }).catch(() => null)) ?? '';
    if (pattern.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for text matching ${pattern}; last seen: "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fills the sign-up form and sends it: the app then says to check the mail. */
export async function signUp(page: Page, user: AppUser): Promise<void> {
  await page.goto('/app/sign-up');
  await heading(page, 'Create an account');
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Email address', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await heading(page, 'Check your mail');
}

/** Opens the verification link the stack wrote to the mail folder and confirms it. */
export async function verifyFromMail(page: Page, stack: StackInfo, user: AppUser): Promise<void> {
  await page.goto(await linkFromMail(stack, user.email, 'verify-email'));
  await heading(page, 'Verify your email address');
  await page.getByRole('button', { name: 'Verify email address' }).click();
  await heading(page, 'Email address verified');
}

/** Fills the sign-in form and sends it (the outcome is the caller's to check). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/app/sign-in')) await page.goto('/app/sign-in');
  await heading(page, 'Sign in');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in; the app opens the keys page. */
export async function signIn(page: Page, user: AppUser): Promise<void> {
  await submitSignIn(page, user.email, user.password);
  await heading(page, 'API keys');
}

/** Signs up, verifies from the mail file and signs in: a user on the keys page. */
export async function signedUpUser(page: Page, stack: StackInfo, name?: string): Promise<AppUser> {
  const user = newUser(name);
  await signUp(page, user);
  await verifyFromMail(page, stack, user);
  await signIn(page, user);
  return user;
}

/** Goes to a main page by the navigation, as a user does. */
export async function openFromNav(page: Page, label: 'Account' | 'Keys' | 'Usage' | 'Papers' | 'Marking', title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  await heading(page, title);
}

export interface ShownKey {
  token: string;
  /** The panel that shows it, until "I have stored the key". */
  panel: Locator;
}

/** Ticks the scopes (each checkbox is named by its scope) and the expiry in a key form. */
export async function chooseScopesAndExpiry(
  form: Locator,
  scopes: readonly string[],
  expiry: '30 days' | '90 days' | '1 year',
): Promise<void> {
  for (const checkbox of await form.getByRole('checkbox').all()) {
    const scope = await checkbox.getAttribute('value');
    if (scopes.includes(scope!)) await checkbox.check();
    else await checkbox.uncheck();
  }
  await form.getByRole('radio', { name: expiry }).check();
}

/** The key shown once, as the panel after a create or a replace shows it. */
export async function shownKey(page: Page, title: string | RegExp): Promise<ShownKey> {
  const panel = page.getByRole('region', { name: title });
  await panel.waitFor();
  const token = await panel.getByRole('textbox', { name: /^Key for/ }).inputValue();
  return { token, panel };
}

/** Creates a key on the keys page and reads the value shown once. */
export async function createKey(
  page: Page,
  name: string,
  scopes: readonly string[],
  expiry: '30 days' | '90 days' | '1 year',
): Promise<ShownKey> {
  const section = page.getByRole('region', { name: 'Create a key' });
  await section.getByLabel('Name', { exact: true }).fill(name);
  await chooseScopesAndExpiry(section, scopes, expiry);
  await section.getByRole('button', { name: 'Create key' }).click();
  return shownKey(page, `Key “${name}” created`);
}

/** The row of the keys table for the key named `name` in the state shown. */
export function keyRow(page: Page, name: string, state: 'Active' | 'Revoked' | 'Expired'): Locator {
  return page
    .getByRole('region', { name: 'Your keys' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .filter({ hasText: state });
}

/** One /v1 call with a key, from the test (a script's call, not the browser's). */
export async function callV1(stack: StackInfo, path: string, key: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${key}`);
  const response = await fetch(`${stack.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
