import { mark, part, type QuestionDraft } from '../../template.js';
import { regrouped } from './part-regrouping.js';

const draft: QuestionDraft = {
  title: 'Three parts',
  parts: [
    part('Find a normal.', 'n', [mark('M1', 'Method', 'm'), mark('A1', 'Normal', 'n', ['a.1'])]),
    part('Hence find the plane.', 'p', [mark('M1', 'Uses their normal from (a)', 'r.n'), mark('A1', 'Plane', 'p', ['b.1'])]),
    part('Using your answer to part (b), find k.', 'k', [mark('M1ft', 'Substitutes', 's', ['b.1']), mark('A1', 'k', 'k', ['c.1'])]),
  ],
  notes: ['(c) ft their plane from (b).', '(a) Any multiple.'],
};

describe('regrouped', () => {
  it('asks two parts as one: marks joined in order, ids, dependencies and references relettered', () => {
    const joined = regrouped(draft, [{ join: [0, 1], stemTex: 'Find the plane.' }, 2]);
    expect(joined.parts.map((p) => [p.stemTex, p.answerTex, p.marks.map((m) => m.code)])).toEqual([
      ['Find the plane.', 'n, \\; p', ['M1', 'A1', 'M1', 'A1']],
      ['Using your answer to part (a), find k.', 'k', ['M1ft', 'A1']],
    ]);
    expect(joined.parts.flatMap((p) => p.marks.map((m) => m.dependsOn))).toEqual([[], ['a.1'], [], ['a.3'], ['a.3'], ['b.1']]);
    expect(joined.parts[0].marks[2].requirement).toBe('Uses their normal from (a)');
    expect(joined.notes).toEqual(['(a) Any multiple.', '(b) ft their plane from (a).']);
  });

  it('reorders parts: a later part moved up takes the earlier letter, and notes follow part order', () => {
    const fromFirst = {
      ...draft,
      parts: draft.parts.map((p, i) => (i === 2 ? { ...p, stemTex: 'Using your answer to part (a), find k.' } : p)),
    };
    const swapped = regrouped(fromFirst, [0, 2, 1]);
    expect(swapped.parts.map((p) => p.stemTex)).toEqual([
      'Find a normal.',
      'Using your answer to part (a), find k.',
      'Hence find the plane.',
    ]);
    expect(swapped.parts[1].marks.map((m) => m.dependsOn)).toEqual([['c.1'], ['b.1']]);
    expect(swapped.notes).toEqual(['(a) Any multiple.', '(b) ft their plane from (c).']);
  });

  it("moves a carried rounding the facts declare to its allocation's new id", () => {
    const rounding = { allocationId: 'c.2', fromExact: 0.2095, fromCarried: 0.2104 };
    const joined = regrouped({ ...draft, facts: { k: 3, carriedRoundings: [rounding] } }, [
      { join: [0, 1], stemTex: 'Find the plane.' },
      2,
    ]);
    expect(joined.facts).toEqual({ k: 3, carriedRoundings: [{ ...rounding, allocationId: 'b.2' }] });
  });

  it('refuses an order in which a part refers to one not yet asked', () => {
    expect(() => regrouped(draft, [0, 2, 1])).toThrow('part (b) would refer to part (c), not yet asked');
  });

  it('refuses a grouping that drops or repeats a part', () => {
    expect(() => regrouped(draft, [0, 1])).toThrow();
    expect(() => regrouped(draft, [0, 1, 1, 2])).toThrow();
  });
});
