import type { QuestionRubric } from '../rubrics/rubric.js';
import {
  CLEAN_PAPER_EXPLANATION,
  decideFromAnswerSpaces,
  FAINT_EXPLANATION,
  UNLOCATED_EXPLANATION,
  WRITTEN_EXPLANATION,
} from './answer-spaces.js';
import { QUOTE_CONFIDENCE } from './written-answers.js';

describe('decideFromAnswerSpaces', () => {
  const rubric: QuestionRubric = {
    origin: 'paper-revision',
    pin: null,
    parts: [
      { id: 'a', label: '(a)', marks: 2 },
      { id: 'b', label: '(b)', marks: 1 },
      { id: 'c', label: '(c)', marks: 1 },
    ],
    allocations: [
      { id: 'a1', partId: 'a', code: 'M1', requirement: '', conditions: [], dependsOn: [] },
      { id: 'a2', partId: 'a', code: 'A1', requirement: '', conditions: [], dependsOn: ['a1'] },
      { id: 'b1', partId: 'b', code: 'B1', requirement: '', conditions: [], dependsOn: [] },
      { id: 'c1', partId: 'c', code: 'B1', requirement: '', conditions: [], dependsOn: [] },
    ],
  };
  const box = (y: number) => ({ x: 0.1, y, width: 0.8, height: 0.1 });

  it('withholds a blank part at its space and leaves unread written and faint parts uncertain', () => {
    const decisions = decideFromAnswerSpaces(
      rubric,
      2,
      [
        {
          pageId: 'w:p3',
          spaces: [
            { question: 2, partId: 'a', box: box(0.1), ink: 40 },
            { question: 2, partId: 'b', box: box(0.4), ink: 0 },
            { question: 2, partId: 'c', box: box(0.7), ink: 2 },
            { question: 1, partId: 'b', box: box(0.9), ink: 0 },
          ],
        },
      ],
      true,
    );
    expect(decisions.map((d) => [d.allocationId, d.decision])).toEqual([
      ['a1', 'uncertain'],
      ['a2', 'uncertain'],
      ['b1', 'withheld'],
      ['c1', 'uncertain'],
    ]);
    expect(decisions[0]).toMatchObject({
      explanation: WRITTEN_EXPLANATION,
      evidence: [{ pageId: 'w:p3', quote: 'handwriting, not read', box: box(0.1) }],
    });
    expect(decisions[2]).toMatchObject({
      explanation: 'The answer space of part (b) is blank.',
      evidence: [{ pageId: 'w:p3', quote: 'blank', box: box(0.4) }],
    });
    expect(decisions[3].explanation).toBe(FAINT_EXPLANATION);
  });

  it('decides a written part from the lines read there: the expected value awarded with its line, a surely read other final value withheld', () => {
    const withExpected: QuestionRubric = {
      ...rubric,
      allocations: [
        { id: 'a1', partId: 'a', code: 'M1', requirement: '', expected: '\\frac{3}{4} \\times 8', conditions: [], dependsOn: [] },
        { id: 'a2', partId: 'a', code: 'A1', requirement: '', expected: 'x = 6', conditions: [], dependsOn: ['a1'] },
        { id: 'b1', partId: 'b', code: 'B1', requirement: '', expected: '0.0512', conditions: [], dependsOn: [] },
        { id: 'c1', partId: 'c', code: 'B1', requirement: '', expected: '12', conditions: [], dependsOn: [] },
      ],
    };
    const line = (text: string, confidence: number, y: number) => ({ text, confidence, box: { x: 0.12, y, width: 0.3, height: 0.02 } });
    const decisions = decideFromAnswerSpaces(
      withExpected,
      2,
      [
        {
          pageId: 'w:p3',
          spaces: [
            {
              question: 2,
              partId: 'a',
              box: box(0.1),
              ink: 40,
              lines: [line('3/4 x 8', 55, 0.11), line('x = 6', 91, 0.14), line('smudge', 12, 0.17)],
            },
            { question: 2, partId: 'b', box: box(0.4), ink: 20, lines: [line('P = 0.0733', 93, 0.41)] },
            { question: 2, partId: 'c', box: box(0.7), ink: 20, lines: [line('= 13', 60, 0.71), line('smudge', 12, 0.74)] },
          ],
        },
      ],
      true,
    );
    expect(decisions.map((d) => [d.allocationId, d.decision])).toEqual([
      ['a1', 'awarded'],
      ['a2', 'awarded'],
      ['b1', 'withheld'],
      ['c1', 'uncertain'],
    ]);
    // The method mark is implied by the accuracy mark found below it (working-rules).
    expect(decisions[0]).toMatchObject({
      explanation:
        'Implied by the A1 awarded in the working of part (a) (its line read as "x = 6"): the scheme gives that mark only with this one.',
    });
    // The unsure smudge is not quoted; the line read is, for the reviewer.
    expect(decisions[3]).toMatchObject({ explanation: WRITTEN_EXPLANATION, evidence: [{ quote: '= 13' }] });
    expect(decisions[1]).toMatchObject({
      explanation: 'The expected x=6 is written in the answer space, read as "x = 6".',
      evidence: [{ pageId: 'w:p3', quote: 'x = 6', box: line('', 0, 0.14).box }],
    });
    expect(decisions[2].explanation).toBe('The final answer is written as "P = 0.0733", which contradicts the expected 0.0512.');
  });

  it('withholds the marks after the value the working of a part ends at, unless ink lies below its last line', () => {
    const stopping: QuestionRubric = {
      ...rubric,
      allocations: [
        { id: 'a1', partId: 'a', code: 'M1', requirement: '', expected: '3x^2 - 12 = 0', conditions: [], dependsOn: [] },
        { id: 'a2', partId: 'a', code: 'A1', requirement: '', expected: 'x = 2', conditions: [], dependsOn: ['a1'] },
      ],
    };
    const first = { text: '3x^2-12=0', confidence: 91, box: { x: 0.12, y: 0.11, width: 0.3, height: 0.02 } };
    const reading = (inkEndsAtLastLine: boolean) => [
      { pageId: 'w:p3', spaces: [{ question: 2, partId: 'a', box: box(0.1), ink: 20, lines: [first], inkEndsAtLastLine }] },
    ];
    expect(decideFromAnswerSpaces(stopping, 2, reading(true), true)[1]).toMatchObject({
      decision: 'withheld',
      explanation:
        'The working of part (a) ends at "3x^2-12=0" (the expected 3x^2-12=0 of the M1), with nothing written below it: the expected x=2 is not written.',
      evidence: [{ pageId: 'w:p3', quote: '3x^2-12=0', box: first.box }],
    });
    expect(decideFromAnswerSpaces(stopping, 2, reading(false), true)[1]).toMatchObject({
      decision: 'uncertain',
      explanation: WRITTEN_EXPLANATION,
    });
  });

  it('awards a long expected writing found whole in a line read too unsurely to quote', () => {
    const expecting: QuestionRubric = {
      ...rubric,
      allocations: [{ id: 'b1', partId: 'b', code: 'B1', requirement: '', expected: '0.0512', conditions: [], dependsOn: [] }],
    };
    const unsure = { text: 'p = 0.0512', confidence: QUOTE_CONFIDENCE - 20, box: box(0.41) };
    const [decision] = decideFromAnswerSpaces(
      expecting,
      2,
      [{ pageId: 'w:p3', spaces: [{ question: 2, partId: 'b', box: box(0.4), ink: 20, lines: [unsure] }] }],
      true,
    );
    expect(decision).toMatchObject({ decision: 'awarded', evidence: [{ pageId: 'w:p3', quote: 'p = 0.0512' }] });
  });

  it('decides nothing from a clean question paper, and says when a part was not found', () => {
    const uninked = [{ pageId: 'w:p3', spaces: [{ question: 2, partId: 'a', box: box(0.1), ink: 0 }] }];
    const clean = decideFromAnswerSpaces(rubric, 2, uninked, false);
    expect(clean[0]).toMatchObject({ decision: 'uncertain', explanation: CLEAN_PAPER_EXPLANATION, evidence: [] });
    expect(clean[2]).toMatchObject({ decision: 'uncertain', explanation: UNLOCATED_EXPLANATION });
    expect(decideFromAnswerSpaces(rubric, 2, [], false).every((d) => d.decision === 'uncertain')).toBe(true);
    // The same pages in a script written elsewhere (another question answered on another page): left blank.
    expect(decideFromAnswerSpaces(rubric, 2, uninked, true)[0]).toMatchObject({
      decision: 'withheld',
      explanation: 'The answer space of part (a) is blank.',
      evidence: [{ pageId: 'w:p3', quote: 'blank' }],
    });
  });
});
