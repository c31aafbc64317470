import type { MarkingQuestion, MarkingResult } from '@pp/contracts';
import { questionScoreText, scoreRangeText, sessionScoreSummary } from './score-text';

const result = (awarded: number, possible: number, maximum: number): MarkingResult =>
  ({
    revision: 1,
    score: { awarded, possible, maximum, parts: [] },
    allocations: [],
    unresolved: [],
    reviews: [],
  }) as unknown as MarkingResult;

const question = (label: string, over: Partial<MarkingQuestion>): MarkingQuestion =>
  ({
    id: `id-${label}`,
    label,
    status: 'completed',
    attempts: 1,
    supersededBy: null,
    failure: null,
    result: null,
    ...over,
  }) as MarkingQuestion;

describe('score text', () => {
  it('shows a range from awarded to possible, one number once nothing is open', () => {
    expect(scoreRangeText({ awarded: 3, possible: 5, maximum: 7 })).toBe('3–5 of 7 marks');
    expect(scoreRangeText({ awarded: 4, possible: 4, maximum: 7 })).toBe('4 of 7 marks');
    expect(scoreRangeText({ awarded: 0, possible: 1, maximum: 1 })).toBe('0–1 of 1 mark');
  });

  it('calls a needs_review score provisional, and gives the reason a question has none', () => {
    expect(questionScoreText(question('1', { status: 'needs_review', result: result(2, 4, 6) }))).toBe(
      '2–4 of 6 marks (provisional: needs review)',
    );
    expect(questionScoreText(question('1', { status: 'completed', result: result(6, 6, 6) }))).toBe('6 of 6 marks');
    expect(
      questionScoreText(
        question('1', { status: 'failed', failure: { code: 'assessor_failed', message: 'The assessor failed.', creditReturned: true } }),
      ),
    ).toBe('No score: The assessor failed.');
    expect(questionScoreText(question('1', { status: 'queued', attempts: 0 }))).toBe('Waiting for marking to start');
    expect(questionScoreText(question('1', { status: 'running' }))).toBe('Being marked');
  });

  it('totals the current questions, names the failed ones and never calls a partial total complete', () => {
    const summary = sessionScoreSummary([
      question('1', { result: result(4, 4, 5) }),
      question('2', { status: 'needs_review', result: result(1, 3, 4) }),
      question('3', { status: 'failed', supersededBy: 'id-3b' }),
      question('3', { id: 'id-3b', status: 'failed' }),
      question('4', { status: 'failed' }),
    ]);
    expect(summary).toMatchObject({ awarded: 5, possible: 7, maximum: 9, marked: 2, failed: ['3', '4'], provisional: ['2'] });
    expect(summary.text).toBe(
      '2 of 4 questions marked: 5–7 of 9 marks, provisional. Question 2 needs review. Questions 3 and 4 failed and are not in the total. This is not a complete-paper result.',
    );
  });

  it('says when every question is marked', () => {
    expect(sessionScoreSummary([question('1', { result: result(4, 4, 5) }), question('2', { result: result(2, 2, 2) })]).text).toBe(
      'All questions marked: 6 of 7 marks.',
    );
    expect(sessionScoreSummary([question('1', { status: 'queued', attempts: 0 })]).text).toBe(
      'No question is marked yet. Question 1 is not marked yet.',
    );
  });
});
