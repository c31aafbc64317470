import { MARKING_QUESTION_STATUSES, type MarkingQuestionStatus } from '@pp/contracts';
import { type LabelledQuestion, placeOfLabel, waitsForStart } from './question-lifecycle.js';

const question = (
  id: string,
  label: string,
  status: MarkingQuestionStatus,
  supersededBy: string | null = null,
  { origin = 'requested', attempts = status === 'queued' ? 0 : 1 }: Partial<Pick<LabelledQuestion, 'origin' | 'attempts'>> = {},
): LabelledQuestion => ({ id, label, origin, status, attempts, supersededBy });
/** `count` current completed questions labelled `c1`, `c2`, …: room taken in the session. */
const others = (count: number) => Array.from({ length: count }, (_, i) => question(`c${i + 1}`, `c${i + 1}`, 'completed'));

describe('waitsForStart', () => {
  it('is a queued question never started: a start queues it, and nothing else', () => {
    expect(waitsForStart({ status: 'queued', run: 0 })).toBe(true);
    expect(waitsForStart({ status: 'queued', run: 1 })).toBe(false);
    for (const status of MARKING_QUESTION_STATUSES.filter((s) => s !== 'queued')) {
      expect(waitsForStart({ status, run: 0 })).toBe(false);
      expect(waitsForStart({ status, run: 1 })).toBe(false);
    }
  });
});

describe('placeOfLabel', () => {
  it('makes a new question of a label the session does not hold', () => {
    expect(placeOfLabel('1', [])).toEqual({ kind: 'new', supersedes: null });
    expect(placeOfLabel('1', others(23))).toEqual({ kind: 'new', supersedes: null });
  });

  it('re-marks a failed or cancelled question as a new one that supersedes it', () => {
    expect(placeOfLabel('1', [question('a', '1', 'failed')])).toEqual({ kind: 'new', supersedes: 'a' });
    expect(placeOfLabel('1', [question('a', '1', 'failed', 'b'), question('b', '1', 'cancelled')])).toEqual({
      kind: 'new',
      supersedes: 'b',
    });
  });

  it('keeps the label of a question waiting, being marked or marked: 422 at body.label', () => {
    for (const status of ['queued', 'running', 'completed', 'needs_review'] as const) {
      expect(placeOfLabel('1', [question('a', '1', 'failed', 'b'), question('b', '1', status)])).toEqual({
        kind: 'taken',
        error: { path: 'body.label', message: expect.stringContaining(`already names a ${status} question`) },
      });
    }
  });

  it('amends a question QR indexing made while it waits for its start, and only then', () => {
    const indexed = (status: MarkingQuestionStatus, attempts?: number) => question('a', '1', status, null, { origin: 'indexed', attempts });
    expect(placeOfLabel('1', [indexed('queued')])).toEqual({ kind: 'amend', questionId: 'a' });
    // A full session still takes the amendment: it adds no question.
    expect(placeOfLabel('1', [...others(23), indexed('queued')])).toEqual({ kind: 'amend', questionId: 'a' });
    // Started (queued for a worker), being marked or marked: its label is taken as any other's.
    for (const [status, attempts] of [
      ['queued', 1],
      ['running', 1],
      ['completed', 1],
      ['needs_review', 1],
    ] as const)
      expect(placeOfLabel('1', [indexed(status, attempts)])).toMatchObject({ kind: 'taken' });
    expect(placeOfLabel('1', [indexed('failed', 1)])).toEqual({ kind: 'new', supersedes: 'a' });
  });

  it('counts only current questions towards the 24 a session holds, so a re-mark needs no room', () => {
    expect(placeOfLabel('1', others(24))).toEqual({
      kind: 'exceeded',
      error: { path: 'body.label', message: expect.stringContaining('already holds 24, at most 24 (superseded ones not counted)') },
    });
    // 23 current questions and a superseded one: room for a 24th.
    expect(placeOfLabel('1', [...others(22), question('x', 'x', 'failed', 'y'), question('y', 'x', 'queued')])).toEqual({
      kind: 'new',
      supersedes: null,
    });
    expect(placeOfLabel('1', [...others(23), question('a', '1', 'cancelled')])).toEqual({ kind: 'new', supersedes: 'a' });
  });

  it('lets a label be requested five times: a first request and four re-marks', () => {
    const chain = (length: number) =>
      Array.from({ length }, (_, i) => question(`q${i}`, '1', 'failed', i < length - 1 ? `q${i + 1}` : null));
    expect(placeOfLabel('1', chain(4))).toEqual({ kind: 'new', supersedes: 'q3' });
    expect(placeOfLabel('1', chain(5))).toEqual({
      kind: 'exceeded',
      error: { path: 'body.label', message: 'was requested 5 times in this session: a label may be requested at most 5 times' },
    });
    // Another label's re-marks do not count.
    expect(placeOfLabel('2', chain(5))).toEqual({ kind: 'new', supersedes: null });
  });
});
