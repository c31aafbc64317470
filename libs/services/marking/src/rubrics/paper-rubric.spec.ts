import { questionNumberOf, rubricForLabel } from './paper-rubric.js';

describe('question labels on a printed paper', () => {
  it.each([
    ['3', 3],
    ['Q3', 3],
    ['question 12', 12],
    ['3a', null],
    ['', null],
  ])('%p names question %p', (label, number) => {
    expect(questionNumberOf(label)).toBe(number);
  });

  it('takes the exact rubric of the numbered question with its pin', () => {
    const allocation = { id: 'x', partId: 'a', code: 'B1', requirement: 'r', expected: 'e', conditions: ['c'], dependsOn: [] };
    const paper = {
      questions: [
        {
          number: 1,
          questionId: 'q',
          revision: 2,
          contentVersion: 'c',
          schemeVersion: 's',
          parts: [{ id: 'a', label: '(a)', marks: 1 }],
          allocations: [allocation],
        },
      ],
    };
    expect(rubricForLabel(paper, 'Q1', 'paper-revision')).toEqual({
      origin: 'paper-revision',
      pin: { questionId: 'q', revision: 2, contentVersion: 'c', schemeVersion: 's' },
      parts: [{ id: 'a', label: '(a)', marks: 1 }],
      allocations: [allocation],
    });
    expect(rubricForLabel(paper, '2', 'paper-revision')).toBeNull();
  });
});
