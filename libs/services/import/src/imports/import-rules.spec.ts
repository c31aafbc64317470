import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE } from '@pp/import-schema';
import { savedQuestionsOf } from './import-rules.js';

describe('savedQuestionsOf', () => {
  const saved = savedQuestionsOf(HUMAN_SUBMISSION_EXAMPLE);

  it('gives each question the assets and pages of its coverage', () => {
    const first = HUMAN_SUBMISSION_EXAMPLE.questions[0];
    expect(saved[0]).toMatchObject({
      label: first.label,
      workAssetIds: [EXAMPLE_WORK_ASSET_ID],
      schemeAssetIds: [EXAMPLE_SCHEME_ASSET_ID],
    });
    expect(saved[0].pageSelections[EXAMPLE_WORK_ASSET_ID]).toEqual(first.coverage.workPageIds.map((id) => Number(id.split(':p')[1])));
    expect(saved[0].parts).toEqual(first.parts.map(({ id, label, maxMarks }) => ({ id, label, marks: maxMarks })));
  });

  it('joins each criterion with its decision, reason, evidence and named condition checks; no total travels', () => {
    const question = HUMAN_SUBMISSION_EXAMPLE.questions[0];
    const criterion = question.criteria[0];
    const decision = question.decisions.find((d) => d.criterionId === criterion.id)!;
    expect(saved[0].allocations[0]).toEqual({
      id: criterion.id,
      partId: criterion.partId,
      code: criterion.code,
      requirement: criterion.requirement,
      conditions: criterion.conditions,
      dependsOn: criterion.dependsOn,
      decision: decision.decision,
      explanation: decision.reason,
      evidence: decision.evidence,
      conditionChecks: decision.conditionChecks.map((check) => ({
        conditionIndex: check.conditionIndex,
        condition: criterion.conditions[check.conditionIndex],
        result: check.result,
        evidence: check.evidence ?? [],
      })),
    });
    expect(JSON.stringify(saved)).not.toMatch(/"total"|"awarded":\d/);
  });
});
