import {
  estimateOf,
  evidenceStateOf,
  parseRecordsQuery,
  pathwayOf,
  permittedTargets,
  rubricVersionOf,
  skillOf,
  TOPIC_ORDER,
  trendOf,
} from './skill-rules.js';

describe('skills', () => {
  it('are the bank’s topics and subtopics', () => {
    expect(skillOf('cp1-series')).toMatchObject({ level: 'topic', moduleId: 'core-pure', topicId: 'cp1-series' });
    expect(skillOf('cp1-series.sums-of-natural-numbers')).toMatchObject({ level: 'subtopic', topicId: 'cp1-series' });
    expect(skillOf('nonsense')).toBeNull();
  });

  it('permit a criterion the question’s skills and, for a topic, its subtopics', () => {
    expect(permittedTargets(['cp1-series']).map((s) => s.id)).toEqual([
      'cp1-series',
      'cp1-series.sums-of-natural-numbers',
      'cp1-series.sums-of-squares-and-cubes',
    ]);
    expect(permittedTargets(['cp1-series.sums-of-natural-numbers', 'bogus']).map((s) => s.id)).toEqual([
      'cp1-series.sums-of-natural-numbers',
    ]);
  });

  it('version a rubric by its criteria and codes', () => {
    const rubric = [
      { id: 'a', code: 'M1' },
      { id: 'b', code: 'A1' },
    ];
    expect(rubricVersionOf(rubric)).toBe(rubricVersionOf([...rubric]));
    expect(rubricVersionOf(rubric)).not.toBe(rubricVersionOf([rubric[0], { id: 'b', code: 'B1' }]));
  });
});

describe('evidenceStateOf', () => {
  const automated = { source: { kind: 'automated' as const, assessor: 'x' } };
  const imported = { source: { kind: 'imported' as const, importId: 'i', marker: 'human' as const, name: 'n', markedAt: 't' } };

  it('scores validated decisions only, and never an uncertain one', () => {
    expect(evidenceStateOf({ counted: 'awarded', reviewed: false }, automated, 'completed')).toBe('scored');
    expect(evidenceStateOf({ counted: 'withheld', reviewed: false }, automated, 'needs_review')).toBe('provisional');
    expect(evidenceStateOf({ counted: 'withheld', reviewed: true }, automated, 'needs_review')).toBe('scored');
    expect(evidenceStateOf({ counted: 'awarded', reviewed: false }, imported, 'needs_review')).toBe('scored');
    expect(evidenceStateOf({ counted: 'uncertain', reviewed: true }, imported, 'completed')).toBe('unresolved');
  });
});

describe('estimates and trends', () => {
  it('are a Beta posterior from a uniform prior', () => {
    expect(estimateOf(0, 0)).toEqual({ estimate: 0.5, uncertainty: 0.2887 });
    expect(estimateOf(8, 0).estimate).toBe(0.9);
    expect(estimateOf(30, 30).uncertainty).toBeLessThan(estimateOf(3, 3).uncertainty);
  });

  it('compare the last 10 marks with the 10 before, given 12', () => {
    const marks = (pattern: string) => [...pattern].map((c) => c === '1');
    expect(trendOf(marks('11111111111'))).toBe('insufficient');
    expect(trendOf(marks('00000000001111111111'))).toBe('improving');
    expect(trendOf(marks('11111111110000000000'))).toBe('declining');
    expect(trendOf(marks('10101010101010101010'))).toBe('steady');
  });
});

describe('parseRecordsQuery', () => {
  it('takes strings, defaults and names every bad one', () => {
    expect(parseRecordsQuery({})).toEqual({ ok: true, after: 0, limit: 50, attemptId: null });
    expect(parseRecordsQuery({ after: '42', limit: '100', attemptId: 'AAAAAAAA-1111-4111-8111-111111111111' })).toEqual({
      ok: true,
      after: 42,
      limit: 100,
      attemptId: 'aaaaaaaa-1111-4111-8111-111111111111',
    });
    const refused = parseRecordsQuery({ after: '-1', limit: '0', attemptId: 'x' });
    expect(refused.ok ? [] : refused.errors.map((e) => e.path)).toEqual(['query.after', 'query.limit', 'query.attemptId']);
    expect(parseRecordsQuery({ limit: '101' }).ok).toBe(false);
  });
});

describe('pathwayOf', () => {
  const skill = (id: string) => skillOf(id)!;

  it('puts weak skills first by what they would gain, then the next chapter whose prerequisites are met', () => {
    const steps = pathwayOf(
      [
        { skill: skill('cp1-complex-numbers.multiplying'), estimate: 0.4, uncertainty: 0.1, scored: 20, examined: 'frequent' },
        { skill: skill('cp1-complex-numbers.conjugation'), estimate: 0.4, uncertainty: 0.1, scored: 20, examined: 'rare' },
        { skill: skill('cp1-complex-numbers.roots-of-quadratics'), estimate: 0.9, uncertainty: 0.05, scored: 30, examined: 'frequent' },
      ],
      TOPIC_ORDER,
    );
    expect(steps.map((s) => s.skill.id).slice(0, 2)).toEqual(['cp1-complex-numbers.multiplying', 'cp1-complex-numbers.conjugation']);
    expect(steps[0]).toMatchObject({
      filters: { module: 'core-pure', topic: 'cp1-complex-numbers', subtopic: 'cp1-complex-numbers.multiplying' },
      examined: 'frequent',
    });
    expect(steps[0].reason).toMatch(/40 %/);
    // Chapter 1 is weak: chapter 2 of core pure waits; the other modules start at their first chapter.
    expect(steps.some((s) => s.skill.id === 'cp1-argand-diagrams')).toBe(false);
    expect(steps.filter((s) => s.estimate === null).map((s) => s.skill.moduleId)).toEqual(['further-statistics-1', 'further-mechanics-1']);
  });

  it('offers the next chapter once the earlier ones are at 60 % or more', () => {
    const steps = pathwayOf(
      [{ skill: skill('cp1-complex-numbers'), estimate: 0.8, uncertainty: 0.05, scored: 40, examined: null }],
      TOPIC_ORDER,
    );
    expect(steps.find((s) => s.skill.moduleId === 'core-pure')?.skill.id).toBe('cp1-argand-diagrams');
  });
});
