import { describePartial, describeScore, summariseMarking, type MarkingQuestion, type MarkingSession } from './marking-results.js';

const score = (awarded: number, possible: number, maximum: number) => ({ awarded, possible, maximum, parts: [] });

function question(
  id: string,
  status: MarkingQuestion['status'],
  result: { awarded: number; possible: number; maximum: number; unresolved?: string[] } | null = null,
  extra: Partial<MarkingQuestion> = {},
): MarkingQuestion {
  return {
    id,
    label: id.toUpperCase(),
    status,
    supersededBy: null,
    failure: status === 'failed' ? { code: 'unreadable_work', message: 'No answer found.', creditReturned: true } : null,
    result:
      result &&
      ({
        score: score(result.awarded, result.possible, result.maximum),
        unresolved: result.unresolved ?? [],
      } as unknown as MarkingQuestion['result']),
    ...extra,
  } as MarkingQuestion;
}

const session = (questions: MarkingQuestion[], more: Partial<MarkingSession> = {}): MarkingSession =>
  ({ questions, waitingForStart: [], indexing: { done: true, unreadablePageIds: [] }, ...more }) as unknown as MarkingSession;

describe('summariseMarking', () => {
  it('gives a paper total only when every question completed', () => {
    const summary = summariseMarking(
      session([
        question('q1', 'completed', { awarded: 3, possible: 3, maximum: 4 }),
        question('q2', 'completed', { awarded: 5, possible: 5, maximum: 5 }),
      ]),
    );
    expect(summary).toMatchObject({ settled: true, complete: true, total: { awarded: 8, maximum: 9 }, partial: null });
    expect(summary.questions.map(describeScore)).toEqual(['3 of 4', '5 of 5']);
  });

  it('never presents a needs_review, failed or running question as a final score, nor their sum as the total', () => {
    const summary = summariseMarking(
      session([
        question('q1', 'completed', { awarded: 3, possible: 3, maximum: 4 }),
        question('q2', 'needs_review', { awarded: 2, possible: 4, maximum: 5, unresolved: ['a2: is the final answer exact?'] }),
        question('q3', 'failed'),
        question('q4', 'running'),
      ]),
    );
    expect(summary.complete).toBe(false);
    expect(summary.settled).toBe(false);
    expect(summary.total).toBeNull();
    expect(summary.partial).toEqual({ awarded: 5, possible: 7, maximum: 9, questions: 2, of: 4 });
    expect(describePartial(summary.partial!)).toBe('5 to 7 of 9 over 2 of 4 questions');
    expect(summary.questions.map((outcome) => [outcome.final, outcome.provisional])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect(summary.questions.map(describeScore)).toEqual([
      '3 of 4',
      '2 to 4 of 5 (provisional)',
      'no result (failed)',
      'no result (running)',
    ]);
    expect(summary.questions[1]!.unresolved).toEqual(['a2: is the final answer exact?']);
    expect(summary.questions[2]!.failure).toEqual({ code: 'unreadable_work', message: 'No answer found.' });
  });

  it('is settled while questions wait for a start, and not while uploads are being indexed', () => {
    const waiting = session([question('q1', 'queued')], { waitingForStart: ['q1'] });
    expect(summariseMarking(waiting).settled).toBe(true);
    expect(describeScore(summariseMarking(waiting).questions[0]!)).toBe('no result (not started)');
    expect(summariseMarking({ ...waiting, indexing: { done: false, unreadablePageIds: [] } }).settled).toBe(false);
    expect(summariseMarking(session([question('q1', 'queued')])).settled).toBe(false);
  });

  it('leaves superseded questions out', () => {
    const summary = summariseMarking(
      session([
        question('old', 'failed', null, { supersededBy: 'new' }),
        question('new', 'completed', { awarded: 1, possible: 1, maximum: 1 }),
      ]),
    );
    expect(summary.questions.map((outcome) => outcome.questionId)).toEqual(['new']);
    expect(summary.total).toEqual({ awarded: 1, maximum: 1 });
  });

  it('has no total and nothing complete without questions', () => {
    expect(summariseMarking(session([]))).toMatchObject({ complete: false, total: null, partial: null });
  });
});
