import type { ResultSource } from '@pp/contracts';
import { applyReview, firstResult, statusOfResult } from './result-rules.js';
import type { QuestionRubric } from '../rubrics/rubric.js';

const rubric: QuestionRubric = {
  origin: 'paper-revision',
  pin: null,
  parts: [{ id: 'a', label: '(a)', marks: 3 }],
  allocations: [
    { id: 'm1', partId: 'a', code: 'M1', requirement: 'Method', conditions: [], dependsOn: [] },
    { id: 'a1', partId: 'a', code: 'A1', requirement: 'Answer', conditions: [], dependsOn: ['m1'] },
    { id: 'b1', partId: 'a', code: 'B1', requirement: 'Sketch', conditions: [], dependsOn: [] },
  ],
};
const source: ResultSource = { kind: 'automated', assessor: 'test' };
const at = new Date('2026-11-23T12:00:00Z');

describe('firstResult', () => {
  it('scores the decisions with their dependencies and lists what is unresolved', () => {
    const result = firstResult(
      rubric,
      [
        { allocationId: 'm1', decision: 'withheld', explanation: 'no method', evidence: [], conditionChecks: [] },
        { allocationId: 'a1', decision: 'awarded', explanation: 'right value', evidence: [], conditionChecks: [] },
        { allocationId: 'b1', decision: 'uncertain', explanation: 'faint', evidence: [], conditionChecks: [] },
      ],
      source,
      at,
    );
    expect(result.score).toEqual({ awarded: 0, possible: 1, maximum: 3, parts: [{ partId: 'a', awarded: 0, possible: 1, maximum: 3 }] });
    expect(result.allocations.map((a) => [a.id, a.decision, a.counted])).toEqual([
      ['m1', 'withheld', 'withheld'],
      ['a1', 'awarded', 'withheld'],
      ['b1', 'uncertain', 'uncertain'],
    ]);
    expect(result.unresolved).toEqual(['b1']);
    expect(statusOfResult(result)).toBe('needs_review');
  });

  it('checks every condition of the scheme, and lets an award stand only when each is met', () => {
    const conditional: QuestionRubric = {
      ...rubric,
      allocations: [
        { id: 'm1', partId: 'a', code: 'M1', requirement: 'Method', conditions: ['complete method'], dependsOn: [] },
        { id: 'a1', partId: 'a', code: 'A1*', requirement: 'Answer', conditions: ['no errors seen', 'cso'], dependsOn: ['m1'] },
        { id: 'b1', partId: 'a', code: 'B1', requirement: 'Sketch', conditions: [], dependsOn: [] },
      ],
    };
    const met = { conditionIndex: 0, condition: 'complete method', result: 'met' as const, evidence: [] };
    const result = firstResult(
      conditional,
      [
        { allocationId: 'm1', decision: 'awarded', explanation: 'method seen', evidence: [], conditionChecks: [met] },
        { allocationId: 'a1', decision: 'awarded', explanation: 'answer seen', evidence: [], conditionChecks: [] },
        { allocationId: 'b1', decision: 'withheld', explanation: 'blank', evidence: [], conditionChecks: [] },
      ],
      source,
      at,
    );
    expect(result.allocations.map((a) => [a.id, a.decision])).toEqual([
      ['m1', 'awarded'],
      ['a1', 'uncertain'],
      ['b1', 'withheld'],
    ]);
    expect(result.allocations[0].conditionChecks).toEqual([met]);
    expect(result.allocations[1]).toMatchObject({
      explanation: 'answer seen Its conditions are not all confirmed, so a reviewer must decide.',
      conditionChecks: [
        { conditionIndex: 0, condition: 'no errors seen', result: 'uncertain', evidence: [] },
        { conditionIndex: 1, condition: 'cso', result: 'uncertain', evidence: [] },
      ],
    });
    expect(result.unresolved).toEqual(['a1']);
  });

  it('leaves an allocation the assessor skipped uncertain, saying so', () => {
    const result = firstResult(rubric, [], source, at);
    expect(result.allocations.every((a) => a.decision === 'uncertain' && a.explanation.length > 0)).toBe(true);
    expect(result.score).toMatchObject({ awarded: 0, possible: 3, maximum: 3 });
  });
});

describe('applyReview', () => {
  const base = firstResult(rubric, [], source, at);

  it('changes one decision on the current revision, rescoring and keeping who did it', () => {
    const outcome = applyReview(
      base,
      { resultRevision: 1, allocationId: 'm1', decision: 'awarded', explanation: 'method seen' },
      'key-1',
      at,
    );
    if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    expect(outcome.result.revision).toBe(2);
    expect(outcome.result.allocations[0]).toMatchObject({ decision: 'awarded', reviewed: true, explanation: 'method seen' });
    expect(outcome.result.reviews).toEqual([
      {
        resultRevision: 2,
        allocationId: 'm1',
        from: 'uncertain',
        to: 'awarded',
        explanation: 'method seen',
        keyId: 'key-1',
        at: at.toISOString(),
      },
    ]);
    expect(outcome.result.unresolved).toEqual(['a1', 'b1']);
  });

  it('refuses a stale revision, answers a retry of the same edit, and names an unknown allocation', () => {
    const edit = { resultRevision: 1, allocationId: 'm1', decision: 'awarded' as const, explanation: 'method seen' };
    const applied = applyReview(base, edit, 'key-1', at);
    if (applied.kind !== 'applied') throw new Error(applied.kind);
    expect(applyReview(applied.result, edit, 'key-1', at)).toEqual({ kind: 'repeated', result: applied.result });
    expect(applyReview(applied.result, { ...edit, decision: 'withheld' }, 'key-1', at)).toEqual({ kind: 'stale', current: 2 });
    expect(applyReview(base, { ...edit, allocationId: 'zz' }, 'key-1', at)).toEqual({ kind: 'unknown_allocation' });
  });

  it('completes the question once nothing is uncertain', () => {
    let result = base;
    for (const id of ['m1', 'a1', 'b1']) {
      const outcome = applyReview(
        result,
        { resultRevision: result.revision, allocationId: id, decision: 'awarded', explanation: 'seen' },
        'k',
        at,
      );
      if (outcome.kind !== 'applied') throw new Error(outcome.kind);
      result = outcome.result;
    }
    expect(statusOfResult(result)).toBe('completed');
    expect(result.score).toMatchObject({ awarded: 3, possible: 3, maximum: 3 });
  });
});
