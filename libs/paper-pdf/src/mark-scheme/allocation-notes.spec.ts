import type { PinnedRevision } from '@pp/contracts';
import { bankRevisions } from '../testing/bank-fixtures.js';
import { allocationNotes, dependencyNote, questionLabel } from './allocation-notes.js';

type Allocation = PinnedRevision['markScheme']['allocations'][number];

const mark = (id: string, code: string, dependsOn: string[] = [], conditions: string[] = []): Allocation => ({
  id,
  partId: id.split('.')[0],
  code,
  requirement: `requirement ${id}`,
  expected: 'x',
  conditions,
  dependsOn,
});

/** A bank question given these parts and allocations. */
function question(allocations: Allocation[]): PinnedRevision {
  const base = bankRevisions()[0];
  const parts = ['a', 'b'].map((id) => ({
    id,
    label: `(${id})`,
    stemTex: 'Find x.',
    marks: allocations.filter((a) => a.partId === id).length,
    answerTex: 'x',
  }));
  return { ...base, parts, markScheme: { totalMarks: allocations.length, allocations, notes: [] } };
}

const q = question([
  mark('a.1', 'M1'),
  mark('a.2', 'M1'),
  mark('a.3', 'dM1', ['a.1', 'a.2']),
  mark('a.4', 'A1', ['a.2']),
  mark('b.1', 'B1'),
  mark('b.2', 'M1', ['a.3']),
  mark('b.3', 'A1ft', ['b.2', 'a.1', 'a.4'], ['ft their (a)', 'awrt 0.25']),
  mark('b.4', 'A1', ['b.2', 'gone']),
]);
const note = (id: string) =>
  dependencyNote(
    q,
    q.markScheme.allocations.find((a) => a.id === id)!,
  );

describe('the Notes cell of an allocation', () => {
  it('labels a part as the question paper does', () => {
    expect(questionLabel(3, '(b)')).toBe('3(b)');
  });

  it('spells each dependency by code, says which when a code repeats in the part, and names another part', () => {
    expect(note('a.1')).toBeNull();
    expect(note('a.3')).toBe('dep. on both M1');
    expect(note('a.4')).toBe('dep. on second M1');
    expect(note('b.2')).toBe('dep. on dM1 in (a)');
    expect(note('b.3')).toBe('dep. on M1 and on first M1 and A1 in (a)');
    expect(note('b.4')).toBe('dep. on M1 and on gone');
  });

  it('lists the conditions first, then the dependency, one a line', () => {
    expect(allocationNotes(q, q.markScheme.allocations[6])).toEqual([
      'ft their (a)',
      'awrt 0.25',
      'dep. on M1 and on first M1 and A1 in (a)',
    ]);
    expect(allocationNotes(q, q.markScheme.allocations[0])).toEqual([]);
  });

  it('names a real dependency of the bank across parts', () => {
    const bank = bankRevisions();
    const crossing = bank.find((b) => b.markScheme.allocations.some((a) => a.dependsOn.some((d) => !d.startsWith(`${a.partId}.`))))!;
    const allocation = crossing.markScheme.allocations.find((a) => a.dependsOn.some((d) => !d.startsWith(`${a.partId}.`)))!;
    expect(dependencyNote(crossing, allocation)).toMatch(/^dep\. on .* in \([a-z]\)$/);
  });
});
