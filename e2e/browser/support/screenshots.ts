import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';

const REFERENCES = join(dirname(fileURLToPath(import.meta.url)), '..', 'reference');
const FAILURES = join(process.cwd(), '.tmp', 'screenshots');

/** A pixel counts as changed past pixelmatch's colour distance 0.1 (anti-aliased edges are not counted). */
const PIXEL_THRESHOLD = 0.1;
/** The share of changed pixels a page may have and still match its reference. */
const MAX_CHANGED_RATIO = 0.002;

/**
 * Hidden for the screenshot, space kept (nothing moves, so nothing is laid out or drawn again):
 * whatever changes from run to run and is not already masked by the caller (`[data-volatile]`
 * where the app marks it, the text cursor). Headless Chromium draws no scrollbars.
 */
const FREEZE_STYLE = `
  [data-volatile] { visibility: hidden !important; }
  *, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }
`;

export interface ScreenshotOptions {
  /** Parts of the page painted over with one colour: dates, ids, counts, emails. */
  mask?: Locator[];
  /** What to wait for once the page is frozen, before the picture (pages drawn into canvases). */
  ready?: () => Promise<void>;
}

/**
 * The whole page as it is now, at its viewport's width, with what changes between runs masked or hidden. The
 * stylesheet is a constructed one, adopted by the document: the app's Content-Security-Policy refuses
 * an inline <style> (and Playwright's own screenshot style with it), and the suites keep the policy on.
 */
export async function screenshotOf(page: Page, options: ScreenshotOptions = {}): Promise<Buffer> {
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(FREEZE_STYLE)});
    window.__ppFreeze = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  })()`);
  try {
    // No hover: the pointer left where the last click put it would highlight what is under it.
    await page.mouse.move(0, 0);
    await options.ready?.();
    // The whole page at the viewport's width: what lies below the fold (the key list under the form) is checked too.
    return await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: options.mask ?? [],
      maskColor: '#FF00FF',
      scale: 'css',
    });
  } finally {
    await page.evaluate('document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== window.__ppFreeze)');
  }
}

/** How two PNGs differ: the share of changed pixels and an image showing them, or why they cannot be compared. */
export function comparePngs(actual: Buffer, expected: Buffer): { changedRatio: number; diff?: Buffer; why?: string } {
  const a = PNG.sync.read(actual);
  const e = PNG.sync.read(expected);
  if (a.width !== e.width || a.height !== e.height)
    return { changedRatio: 1, why: `the size changed: ${e.width}x${e.height} in the reference, ${a.width}x${a.height} now` };
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, e.data, diff.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return { changedRatio: changed / (a.width * a.height), diff: PNG.sync.write(diff) };
}

/**
 * Checks the page against its reference image, e2e/browser/reference/<name>.png. A missing reference
 * is written and the test fails until it has been reviewed and committed; UPDATE_SCREENSHOTS=1
 * rewrites the references. A mismatch leaves the new image and the difference in .tmp/screenshots/.
 */
export async function expectScreenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<void> {
  const actual = await screenshotOf(page, options);
  const referencePath = join(REFERENCES, `${name}.png`);
  const shown = relative(process.cwd(), referencePath);
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    writeFileSync(referencePath, actual);
    return;
  }
  if (!existsSync(referencePath)) {
    mkdirSync(REFERENCES, { recursive: true });
    writeFileSync(referencePath, actual);
    throw new Error(`No reference screenshot ${shown}: reference written, review it and commit`);
  }
  const { changedRatio, diff, why } = comparePngs(actual, readFileSync(referencePath));
  if (changedRatio <= MAX_CHANGED_RATIO) return;
  mkdirSync(FAILURES, { recursive: true });
  const actualPath = join(FAILURES, `${name}.actual.png`);
  writeFileSync(actualPath, actual);
  if (diff) writeFileSync(join(FAILURES, `${name}.diff.png`), diff);
  throw new Error(
    `The page differs from ${shown}: ${why ?? `${(changedRatio * 100).toFixed(2)} % of its pixels changed (at most ${MAX_CHANGED_RATIO * 100} %)`}. ` +
      `The new image is ${relative(process.cwd(), actualPath)}${diff ? ', the difference beside it' : ''}; if the change is intended, run with UPDATE_SCREENSHOTS=1, review the images and commit them.`,
  );
}

/**
 * The reference screenshots a journey takes on its way, checked by its last test: a page that
 * differs does not stop the journey (the steps after it still run), and the check names every page
 * that differs and every one the journey never reached.
 */
export class ReferenceScreenshots {
  private readonly problems: string[] = [];
  private readonly taken = new Set<string>();

  constructor(private readonly names: readonly string[]) {}

  async take(page: Page, name: string, options: ScreenshotOptions = {}): Promise<void> {
    if (!this.names.includes(name)) throw new Error(`${name} is not one of this journey's screenshots (${this.names.join(', ')})`);
    this.taken.add(name);
    try {
      await expectScreenshot(page, name, options);
    } catch (error) {
      this.problems.push((error as Error).message);
    }
  }

  /** Every page reached and matching its reference. */
  expectAllMatched(): void {
    const missed = this.names.filter((name) => !this.taken.has(name));
    const problems = [...this.problems, ...(missed.length ? [`Not reached, so not compared: ${missed.join(', ')}`] : [])];
    if (problems.length) throw new Error(problems.join('\n'));
  }
}
