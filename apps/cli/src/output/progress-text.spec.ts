import type { MarkingSession, PaperExport } from '@pp/sdk';
import { exportProgressLine, markingCountsOf, markingProgressLine } from './progress-text.js';

const withStatuses = (statuses: string[], superseded = 0) =>
  ({
    questions: statuses.map((status, index) => ({ id: `q${index}`, status, supersededBy: index < superseded ? 'later' : null })),
  }) as unknown as MarkingSession;

describe('marking progress', () => {
  it('counts the current questions as queued, running and done', () => {
    expect(markingCountsOf(withStatuses(['failed', 'queued', 'running', 'completed', 'needs_review', 'cancelled'], 1))).toEqual({
      queued: 1,
      running: 1,
      done: 3,
      total: 5,
    });
  });

  it('is a stage line before the marking, then the counts', () => {
    expect(markingProgressLine('upload', null)).toBe('upload: uploading the scan');
    expect(markingProgressLine('marking', { queued: 1, running: 2, done: 3, total: 6 })).toBe('marking: 3 of 6 done, 2 running, 1 queued');
  });
});

describe('exportProgressLine', () => {
  it("names the job's state and each document's, and a retry", () => {
    const state = { state: 'rendering', questionPaper: { state: 'ready' }, markScheme: { state: 'pending' }, attempts: 2 } as PaperExport;
    expect(exportProgressLine(state)).toBe('export: rendering (question paper ready, mark scheme pending, attempt 2)');
  });
});
