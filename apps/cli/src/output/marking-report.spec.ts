import { type MarkingSession, summariseMarking } from '@pp/sdk';
import { markingReportLines } from './marking-report.js';

type Question = MarkingSession['questions'][number];

const allocation = (id: string, code: string, requirement: string, decision: 'awarded' | 'withheld' | 'uncertain') => ({
  id,
  partId: 'a',
  code,
  requirement,
  dependsOn: [],
  decision,
  counted: decision,
  explanation: '',
  evidence: [],
  conditionChecks: [],
  reviewed: false,
});

function question(label: string, status: Question['status'], score?: { awarded: number; possible: number; maximum: number }): Question {
  const unresolved = status === 'needs_review' ? [`${label}-A1`] : [];
  return {
    id: `q${label}`,
    label,
    origin: 'indexed',
    workAssetIds: [],
    schemeAssetIds: [],
    pageSelections: {},
    status,
    attempts: 1,
    supersededBy: null,
    failure: status === 'failed' ? { code: 'rubric_unavailable', message: 'No mark codes were read.', creditReturned: true } : null,
    result: score
      ? {
          revision: 1,
          source: { kind: 'automated', assessor: 'answer-spaces-v10' },
          score: { ...score, parts: [] },
          allocations: [
            allocation(`${label}-M1`, 'M1', 'Uses the formula', 'awarded'),
            allocation(`${label}-A1`, 'A1', 'x = 5', status === 'needs_review' ? 'uncertain' : 'awarded'),
          ],
          unresolved,
          reviews: [],
          decidedAt: '2026-05-01T10:00:00.000Z',
        }
      : null,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
  };
}

const sessionOf = (questions: Question[], unreadablePageIds: string[] = []): MarkingSession =>
  ({
    id: 's1',
    title: 'Mock',
    source: { kind: 'paper', paperId: 'p1', revision: 1, exports: 'attached' },
    assets: [],
    totals: { files: 1, bytes: 1 },
    questions,
    waitingForStart: [],
    indexing: { done: true, unreadablePageIds },
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
  }) as MarkingSession;

const report = (session: MarkingSession) => markingReportLines(summariseMarking(session), session);

describe('markingReportLines', () => {
  it('gives the paper total when every question completed', () => {
    const session = sessionOf([
      question('1', 'completed', { awarded: 5, possible: 5, maximum: 6 }),
      question('2', 'completed', { awarded: 3, possible: 3, maximum: 4 }),
    ]);
    expect(report(session)).toEqual([
      'Question 1: completed, 5 of 6',
      'Question 2: completed, 3 of 4',
      'Total: 8 of 10 (every question completed)',
    ]);
  });

  it('never prints a total for a needs_review result: a provisional range with what needs review, and the marks so far called partial', () => {
    const session = sessionOf([
      question('1', 'completed', { awarded: 5, possible: 5, maximum: 6 }),
      question('2', 'needs_review', { awarded: 2, possible: 3, maximum: 4 }),
    ]);
    const lines = report(session);
    expect(lines).toEqual([
      'Question 1: completed, 5 of 6',
      'Question 2: needs_review, 2 to 3 of 4 (provisional)',
      '  needs review (1):',
      '    2-A1 (A1: x = 5)',
      'No paper total: not every question is completed (1 needs review).',
      'Partial, provisional: 7 to 8 of 10 over 2 of 2 questions.',
    ]);
    expect(lines.join('\n')).not.toMatch(/^Total/m);
  });

  it('reports a failed question with its reason, and leaves its marks out of the partial sum', () => {
    const session = sessionOf([question('1', 'completed', { awarded: 5, possible: 5, maximum: 6 }), question('2', 'failed')], ['a:p3']);
    expect(report(session)).toEqual([
      'Question 1: completed, 5 of 6',
      'Question 2: failed, no result (failed)',
      '  failed: rubric_unavailable: No mark codes were read.',
      'Pages whose QR code could not be read (not marked): a:p3',
      'No paper total: not every question is completed (1 failed).',
      'Partial, provisional: 5 of 6 over 1 of 2 questions.',
    ]);
  });

  it('says when the scan held no question of the paper', () => {
    expect(report(sessionOf([]))).toEqual([
      'No questions were found on the scan.',
      'No paper total: not every question is completed (nothing marked).',
    ]);
  });
});
