import { importQuestionLines } from './import-text.js';

const score = (awarded: number, possible: number, maximum: number) => ({ awarded, possible, maximum, parts: [] });

describe('importQuestionLines', () => {
  it('gives a total when no criterion is uncertain', () => {
    expect(importQuestionLines([{ label: '1', score: score(3, 3, 4), unresolved: [], reviewFlags: [] }])).toEqual([
      'Question 1: 3 of 4',
      'Total: 3 of 4',
    ]);
  });

  it('gives an uncertain question as a provisional range with what needs review, and no total', () => {
    const lines = importQuestionLines([
      { label: '1', score: score(3, 3, 4), unresolved: [], reviewFlags: [] },
      {
        label: '2',
        score: score(1, 2, 2),
        unresolved: ['2-A1'],
        reviewFlags: [
          { kind: 'uncertain-decision', criterionId: '2-A1', path: '/questions/1/decisions/1', message: 'The decision is uncertain.' },
        ],
      },
    ]);
    expect(lines).toEqual([
      'Question 1: 3 of 4',
      'Question 2: 1 to 2 of 2 (provisional)',
      '  unresolved: 2-A1',
      '  review: uncertain-decision 2-A1: The decision is uncertain.',
      'No total: some criteria are uncertain; marks so far, provisional: 4 to 5 of 6',
    ]);
  });
});
