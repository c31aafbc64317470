import { markCodeToken, rubricFromSchemeText } from './scheme-text-rules.js';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('reading a rubric off the text of a printed mark scheme', () => {
  it('reads mark codes, OCR slips of the 1 included, and nothing else', () => {
    expect(['M1', 'dM1', 'A1ft', 'B1*', 'M2', 'Ml', 'AI', 'B|', 'A1,'].map(markCodeToken)).toEqual([
      'M1',
      'dM1',
      'A1ft',
      'B1*',
      'M2',
      'M1',
      'A1',
      'B1',
      'A1',
    ]);
    expect(['MI1', 'x1', 'A0', 'Mark', '1', 'M'].map(markCodeToken)).toEqual([null, null, null, null, null, null]);
  });

  it('builds the rubric of the numbered question: parts, one allocation a mark, dependencies by convention', () => {
    const reading = rubricFromSchemeText(
      lines(
        'Question Scheme Marks',
        '1(a) Uses the quadratic formula M1',
        'x = 2 + 3i, 2 - 3i A1',
        '(b) Modulus from their root B1ft',
        '(Total 3 marks)',
        '2(a) Expands the bracket M2',
        'Collects terms dM1 A1',
        '(Total 4 marks)',
      ),
      2,
    );
    expect(reading).toEqual({
      rubric: {
        origin: 'read-from-scheme',
        pin: null,
        parts: [{ id: 'a', label: '(a)', marks: 4 }],
        allocations: [
          { id: 'a.1', partId: 'a', code: 'M1', requirement: 'Expands the bracket', conditions: [], dependsOn: [] },
          { id: 'a.2', partId: 'a', code: 'M1', requirement: 'Expands the bracket', conditions: [], dependsOn: [] },
          { id: 'a.3', partId: 'a', code: 'dM1', requirement: 'Collects terms', conditions: [], dependsOn: ['a.2'] },
          { id: 'a.4', partId: 'a', code: 'A1', requirement: 'Collects terms', conditions: [], dependsOn: ['a.1', 'a.2', 'a.3'] },
        ],
      },
    });
    const first = rubricFromSchemeText(
      lines('1(a) Uses the quadratic formula M1', 'x = 2 + 3i A1', '(b) Modulus B1ft', '(Total 3 marks)'),
      1,
    );
    expect('rubric' in first && first.rubric.parts).toEqual([
      { id: 'a', label: '(a)', marks: 2 },
      { id: 'b', label: '(b)', marks: 1 },
    ]);
    expect('rubric' in first && first.rubric.allocations.map((a) => [a.id, a.code, a.dependsOn])).toEqual([
      ['a.1', 'M1', []],
      ['a.2', 'A1', ['a.1']],
      ['b.1', 'B1ft', []],
    ]);
  });

  it('takes every code of a scheme that does not number its questions, and reads a d code without a method mark as plain', () => {
    const reading = rubricFromSchemeText(lines('Correct value B1', 'dM1 their method'), 4);
    expect('rubric' in reading && reading.rubric.allocations.map((a) => [a.code, a.dependsOn])).toEqual([
      ['B1', []],
      ['M1', []],
    ]);
  });

  it('gives a problem, not a guess, when no code is read or the printed total disagrees', () => {
    expect(rubricFromSchemeText(lines('A page of prose with no marks on it'), 1)).toEqual({
      problem: expect.stringContaining('no mark codes'),
    });
    expect(rubricFromSchemeText(lines('1(a) method M1 A1', '(Total 5 marks)'), 1)).toEqual({
      problem: "the scheme's total is 5 marks but 2 mark codes were read",
    });
    expect(rubricFromSchemeText(lines('1(a) method M1'), 3)).toEqual({ problem: expect.stringContaining('no mark codes') });
  });
});
