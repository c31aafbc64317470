import { MAX_PAPER_PAGES, type QuestionPin, ServiceError } from '@pp/contracts';
import {
  applyChange,
  duplicatePinErrors,
  exportsStateOf,
  keepsPages,
  pageLimitErrors,
  type PaperSettings,
  pinCheckErrors,
  savedPapersLimitError,
} from './paper-rules.js';

const hex = (c: string) => c.repeat(64);
const pin = (n: number, revision = 1): QuestionPin => ({
  questionId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  revision,
  contentVersion: hex('a'),
  schemeVersion: hex('b'),
});
const settings = (questions: QuestionPin[], writingSpace: PaperSettings['writingSpace'] = 'smart'): PaperSettings => ({
  title: 'T',
  questions,
  writingSpace,
  gradeGuide: false,
});

describe('paper rules', () => {
  it('refuses a question listed twice, in any revision, at its second place', () => {
    expect(duplicatePinErrors([pin(1), pin(2), pin(1, 2), pin(3)])).toEqual([
      { path: 'body.questions[2]', message: expect.stringContaining('body.questions[0]') },
    ]);
    expect(duplicatePinErrors([pin(1), pin(2)])).toEqual([]);
  });

  it('names each pin problem at its index', () => {
    const errors = pinCheckErrors([
      { questionId: pin(1).questionId, revision: 1, ok: true, problems: [], latestRevision: 1 },
      { questionId: pin(2).questionId, revision: 1, ok: false, problems: ['not_found'], latestRevision: null },
      {
        questionId: pin(3).questionId,
        revision: 1,
        ok: false,
        problems: ['content_version_mismatch', 'scheme_version_mismatch'],
        latestRevision: 2,
      },
    ]);
    expect(errors.map((e) => e.path)).toEqual(['body.questions[1]', 'body.questions[2]', 'body.questions[2]']);
    expect(errors[1].message).toMatch(/contentVersion/);
    expect(errors[2].message).toMatch(/schemeVersion/);
  });

  it('accepts a paper at the page limit and names the questions and writing space past it', () => {
    const questions = Array.from({ length: 24 }, (_, i) => pin(i + 1));
    const endPages = (pages: number[]) => pages.map((_, i) => 1 + pages.slice(0, i + 1).reduce((a, b) => a + b, 0));
    const fits = Array(24).fill(3).fill(10, 0, 1);
    expect(
      pageLimitErrors(settings(questions), { pages: MAX_PAPER_PAGES, questionPages: fits, questionEndPages: endPages(fits) }, 40),
    ).toEqual([]);
    // 1 cover page + 24 questions of 4 pages: question 20 ends on page 81.
    const errors = pageLimitErrors(
      settings(questions, 'pages-3'),
      { pages: 97, questionPages: Array(24).fill(4), questionEndPages: endPages(Array(24).fill(4)) },
      25,
    );
    expect(errors).toEqual([
      { path: 'body.questions', message: expect.stringContaining('questions 20 to 24 (from body.questions[19])') },
      { path: 'body.writingSpace', message: expect.stringContaining('(25 with none') },
    ]);
    // Only the closing line spills over: the last question is named.
    const none = pageLimitErrors(
      settings(questions, 'none'),
      { pages: 81, questionPages: Array(24).fill(1), questionEndPages: Array(24).fill(80) },
      null,
    );
    expect(none).toEqual([{ path: 'body.questions', message: expect.stringContaining('questions 24 to 24') }]);
  });

  it('keeps the fields a change leaves out, and its pages unless questions or writing space change', () => {
    const previous = settings([pin(1)]);
    expect(applyChange(previous, { revision: 1, title: 'New' })).toEqual({ ...previous, title: 'New' });
    expect(applyChange(previous, { revision: 1, gradeGuide: true, writingSpace: 'none' })).toEqual({
      ...previous,
      gradeGuide: true,
      writingSpace: 'none',
    });
    expect(keepsPages({ revision: 1, title: 'x', gradeGuide: true })).toBe(true);
    expect(keepsPages({ revision: 1, writingSpace: 'none' })).toBe(false);
    expect(keepsPages({ revision: 1, questions: [pin(2)] })).toBe(false);
  });

  it('refuses a paper past the saved-papers count with 429, the count named, and a day’s Retry-After that survives the bus', () => {
    const error = savedPapersLimitError(1000);
    expect(error.status).toBe(429);
    expect(error.message).toContain('already holds 1,000 saved papers');
    const crossed = ServiceError.fromData(JSON.parse(JSON.stringify(error.toData())));
    expect({ code: crossed.code, retryAfter: crossed.retryAfter }).toEqual({ code: 'saved_papers_limit', retryAfter: 86_400 });
  });

  it('shows queued and rendering exports as preparing', () => {
    expect(['queued', 'rendering', 'ready', 'failed'].map((s) => exportsStateOf(s as never))).toEqual([
      'preparing',
      'preparing',
      'ready',
      'failed',
    ]);
  });
});
