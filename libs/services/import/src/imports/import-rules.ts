import type { SaveImportInput } from '@pp/contracts';
import type { ImportSubmission } from '@pp/import-schema';

type SavedQuestion = SaveImportInput['questions'][number];

/** `<assetId>:p<n>` → its asset and page. */
const pageOf = (pageId: string) => {
  const [assetId, page] = pageId.split(':p');
  return { assetId, page: Number(page) };
};

/** The assets a question covers and, per asset, its pages, in the order the coverage lists them. */
function selectionOf(pageIds: readonly string[]): { assetIds: string[]; pages: Record<string, number[]> } {
  const pages: Record<string, number[]> = {};
  for (const { assetId, page } of pageIds.map(pageOf)) (pages[assetId] ??= []).push(page);
  return { assetIds: Object.keys(pages), pages };
}

/**
 * A valid submission as the marking service saves it: each question with the pages of its coverage,
 * its parts, and each criterion with its decision, reason, evidence and one check per condition.
 * Nothing submitted is a total: the marking service scores the decisions itself.
 */
export function savedQuestionsOf(submission: ImportSubmission): SavedQuestion[] {
  return submission.questions.map((question) => {
    const work = selectionOf(question.coverage.workPageIds);
    const scheme = selectionOf(question.coverage.schemePageIds);
    const decisions = new Map(question.decisions.map((d) => [d.criterionId, d]));
    return {
      label: question.label,
      workAssetIds: work.assetIds,
      schemeAssetIds: scheme.assetIds,
      pageSelections: { ...scheme.pages, ...work.pages },
      parts: question.parts.map(({ id, label, maxMarks }) => ({ id, label, marks: maxMarks })),
      allocations: question.criteria.map((criterion) => {
        const decision = decisions.get(criterion.id)!;
        return {
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
        };
      }),
    };
  });
}
