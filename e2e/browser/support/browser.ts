import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, type StackInfo } from '@pp/testing';

/** The fixed viewport of the suites and their reference screenshots. */
export const DESKTOP = { width: 1280, height: 800 } as const;
/** A phone's width, for the pages that must be usable there. */
export const PHONE = { width: 375, height: 800 } as const;

/**
 * The browser of a suite file: launched once before its tests, closed after them; with `freshPerTest`,
 * every page a test opened is closed after it.
 */
export function useBrowser({ freshPerTest = false }: { freshPerTest?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  if (freshPerTest)
    afterEach(async () => {
      for (const context of browser?.contexts() ?? []) await context.close();
    });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser did not start (see the suite’s beforeAll).');
    return browser;
  };
}

/** The origin a stack serves the app and the API on (its `/v1` URL without the path). */
export const originOf = (stack: StackInfo) => new URL(stack.url).origin;

/**
 * A fresh browser profile (no cookies) on a stack, with what a screenshot depends on fixed: the
 * viewport, the locale, the time zone, light colours and no motion.
 */
export async function newProfile(browser: Browser, stack: StackInfo, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: originOf(stack),
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** A page of a fresh profile, at the app's start. */
export async function openApp(browser: Browser, stack: StackInfo, path = '/app', options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newProfile(browser, stack, options);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
