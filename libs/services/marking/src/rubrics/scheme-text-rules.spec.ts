import type { SchemeEntry } from './scheme-layout.js';
import { markCodeToken, rubricFromSchemeEntries } from './scheme-text-rules.js';
import { row, total } from '../testing/scheme-entries.js';

/** What a reviewer checks of each allocation: id, code, dependencies, expected value. */
const read = (entries: SchemeEntry[], question: number | null) => {
  const reading = rubricFromSchemeEntries(entries, question);
  return 'rubric' in reading ? reading.rubric.allocations.map((a) => [a.id, a.code, a.dependsOn, a.expected ?? null]) : reading;
};

describe('the rubric of a typed mark scheme, from its rows', () => {
  it('reads mark codes, OCR slips included, and nothing else', () => {
    expect(['M1', 'dM1', 'A1ft', 'B1*', 'M2', 'Ml', 'AI', 'B|', 'A1,', 'dm1', 'Adft'].map(markCodeToken)).toEqual([
      'M1',
      'dM1',
      'A1ft',
      'B1*',
      'M2',
      'M1',
      'A1',
      'B1',
      'A1',
      'dM1',
      'A1ft',
    ]);
    expect(['MI1', 'x1', 'A0', 'Mark', '1', 'M', 'm1', 'Ad'].map(markCodeToken)).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('makes each code one allocation a mark in its part, with the row as its requirement, for the question asked', () => {
    const entries = [
      row(1, 'a', ['Uses the quadratic formula'], ['M1']),
      total('question', 1, 'a', 1),
      row(2, 'a', ['Expands the bracket'], ['M2']),
      row(2, 'b', ['Collects terms'], ['B1']),
    ];
    const reading = rubricFromSchemeEntries(entries, 2);
    expect(reading).toEqual({
      rubric: {
        origin: 'read-from-scheme',
        pin: null,
        parts: [
          { id: 'a', label: '(a)', marks: 2 },
          { id: 'b', label: '(b)', marks: 1 },
        ],
        allocations: [
          { id: 'a.1', partId: 'a', code: 'M1', requirement: 'Expands the bracket', conditions: [], dependsOn: [] },
          { id: 'a.2', partId: 'a', code: 'M1', requirement: 'Expands the bracket', conditions: [], dependsOn: [] },
          { id: 'b.1', partId: 'b', code: 'B1', requirement: 'Collects terms', conditions: [], dependsOn: [] },
        ],
      },
    });
  });

  it('gives dependencies by convention: dM1 on the M before it (or those it names), A1 and A1ft on the part’s Ms, a row saying "dep" on an M above it', () => {
    const entries = [
      row(1, 'a', ['Forms the equation'], ['M1']),
      row(1, 'a', ['Solves it'], ['dM1', 'A1']),
      row(1, 'a', ['Substitutes back, dep on the first M1'], ['M1']),
      row(1, 'a', ['Their value doubled'], ['A1ft']),
      row(1, 'b', ['dM1 with nothing before it'], ['dM1']),
      row(1, 'b', ['Method, dependent on the M1 above'], ['M1']),
      row(1, 'b', ['Solves, dependent on both M marks'], ['dM1']),
    ];
    expect(read(entries, 1)).toEqual([
      ['a.1', 'M1', [], null],
      ['a.2', 'dM1', ['a.1'], null],
      ['a.3', 'A1', ['a.1', 'a.2'], null],
      ['a.4', 'M1', ['a.1'], null],
      ['a.5', 'A1ft', ['a.1', 'a.2', 'a.4'], null],
      ['b.1', 'M1', [], null],
      ['b.2', 'M1', ['b.1'], null],
      ['b.3', 'dM1', ['b.1', 'b.2'], null],
    ]);
  });

  it("sets the expected value of the row's last A or B mark (its last M in a row of methods alone), only where the working was read surely", () => {
    const entries = [
      row(1, 'a', ['z = 3 − 2i'], ['M1', 'A1', 'A1']),
      row(1, 'b', ['x = 4'], ['M1']),
      row(1, 'c', ['0.2105'], ['B1'], false),
      row(1, 'd', ['Correct conclusion in context'], ['A1']),
      row(1, 'e', ['z = (1 + 5i)/(1 + i)'], ['M1']),
      row(1, 'e', ['= 3 + 2i'], ['A1']),
    ];
    expect(read(entries, 1)).toEqual([
      ['a.1', 'M1', [], null],
      ['a.2', 'A1', ['a.1'], null],
      ['a.3', 'A1', ['a.1'], 'z = 3 - 2\\mathrm{i}'],
      ['b.1', 'M1', [], 'x = 4'],
      ['c.1', 'B1', [], null],
      ['d.1', 'A1', [], null],
      ['e.1', 'M1', [], 'z = (1 + 5\\mathrm{i})/(1 + \\mathrm{i})'],
      ['e.2', 'A1', ['e.1'], 'z = 3 + 2\\mathrm{i}'],
    ]);
  });

  it("keeps a value read unsurely as it was read, for a learner's sure writing to be checked against, and no prose", () => {
    const entries = [
      row(1, 'a', ['0.4=1/2(9.8)t?'], ['M1'], false),
      row(1, 'b', ['2m'], ['M1', 'A1'], false),
      row(1, 'c', ['Volume is 4t times the limit', 'awrt 0.21'], ['B1'], false),
      row(1, 'd', ['Volume is 4t times the limit'], ['B1'], false),
    ];
    const reading = rubricFromSchemeEntries(entries, 1);
    expect('rubric' in reading && reading.rubric.allocations.map((a) => [a.id, a.expected ?? null, a.expectedAsRead ?? null])).toEqual([
      ['a.1', null, '0.4=1/2(9.8)t?'],
      ['b.1', null, null],
      ['b.2', null, '2m'],
      ['c.1', null, '0.21'],
      ['d.1', null, null],
    ]);
  });

  it('takes every row of a scheme that numbers no question', () => {
    expect(read([row(null, 'a', ['Correct value'], ['B1']), row(null, 'a', ['their method'], ['dM1'])], 4)).toEqual([
      ['a.1', 'B1', [], null],
      ['a.2', 'M1', [], null],
    ]);
  });

  it('gives a problem, not a guess, when no code is read or a printed total disagrees', () => {
    expect(read([row(1, 'a', ['A page of prose'], [])], 1)).toEqual({ problem: expect.stringContaining('no mark codes') });
    expect(read([row(1, 'a', ['method'], ['M1'])], 3)).toEqual({ problem: expect.stringContaining('no mark codes') });
    expect(read([row(1, 'a', ['method'], ['M1', 'A1']), total('question', 1, 'a', 5)], 1)).toEqual({
      problem: "the scheme's total is 5 marks but 2 mark codes were read",
    });
    expect(
      read(
        [row(1, 'a', ['method'], ['M1', 'A1']), total('part', 1, 'a', 3), row(1, 'b', ['value'], ['B1']), total('question', 1, 'b', 4)],
        1,
      ),
    ).toEqual({
      problem: "the scheme's subtotal of part (a) is 3 marks but 2 mark codes were read",
    });
    expect(
      read(
        [
          row(1, 'a', ['method'], ['M1', 'A1']),
          total('part', 1, 'a', 2),
          row(1, 'b', ['x = 2'], ['B1']),
          total('part', 1, 'b', 1),
          total('question', 1, 'b', 3),
          // A bracketed total after the last part may be the question's.
          total('part', 1, 'b', 3),
        ],
        1,
      ),
    ).toEqual([
      ['a.1', 'M1', [], null],
      ['a.2', 'A1', ['a.1'], null],
      ['b.1', 'B1', [], 'x = 2'],
    ]);
  });
});
