import type { Page } from 'playwright-core';
import type { StackInfo, TestAccount } from '@pp/testing';
import { markingClient, pdfOf, preparedPaper, settled } from '../../support/marking.js';
import { until } from '../../support/papers.js';

export interface MarkedQuestion {
  paperId: string;
  sessionId: string;
  questionId: string;
}

/**
 * A question marked automatically, as a script makes one with the account's key (the API, not the
 * app): a saved paper of two bank questions with its PDFs, a session from it, four pages of work,
 * question 1 requested on pages 1 and 2 and started; it ends in needs_review (plain pages carry no
 * evidence, so every allocation is uncertain).
 */
export async function markedQuestion(stack: StackInfo, account: TestAccount): Promise<MarkedQuestion> {
  const api = markingClient(stack, account);
  const paperId = await preparedPaper(stack, account, 2);
  const created = await api.createFromPaper(paperId, 1);
  expect(created.status).toBe(201);
  const sessionId = created.body.session.id as string;
  const attached = await until(
    () => api.read(sessionId),
    (r) => r.body.session.source.exports !== 'preparing',
  );
  expect(attached.body.session.source.exports).toBe('attached');
  const work = (await api.upload(sessionId, await pdfOf(4), 'work')).body.asset;
  const requested = await api.request(sessionId, {
    label: '1',
    workAssetIds: [work.id],
    schemeAssetIds: [],
    pageSelections: { [work.id]: [1, 2] },
  });
  expect(requested.status).toBe(201);
  const questionId = requested.body.question.id as string;
  expect((await api.start(sessionId)).status).toBe(202);
  const marked = await until(
    () => api.question(sessionId, questionId),
    (r) => settled(r.body.question.status),
    60_000,
  );
  expect(marked.body.question).toMatchObject({ status: 'needs_review', result: { revision: 1 } });
  return { paperId, sessionId, questionId };
}

/** How many work pages are drawn (their canvas no longer busy) with their boxes placed for the page's size as drawn. */
const PLACED_PAGES = `[...document.querySelectorAll('.page-frame')].filter((frame) =>
  frame.querySelector('canvas.page-canvas[aria-busy="false"]') !== null &&
  frame.querySelector('.marks')?.getAttribute('data-placed-for') === frame.clientWidth + 'x' + frame.clientHeight).length`;

/**
 * Waits until the review page has drawn `count` work pages with their evidence boxes: pdf.js paints
 * each into a canvas in slices, and the page keeps the canvas `aria-busy` until its render has
 * finished; the boxes are placed from the page's measured size (a ResizeObserver's report, after
 * layout), so each layer of boxes must say it was placed for the page's size as drawn.
 */
export async function drawnPages(page: Page, count: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = Number(await page.evaluate(PLACED_PAGES));
    if (ready >= count) return;
    if (Date.now() > deadline) throw new Error(`${ready} of ${count} work pages drawn with their boxes after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
