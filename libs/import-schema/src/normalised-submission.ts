import type { Evidence, ImportSubmission } from './import-submission.schema.js';
import { instantOf } from './iso-timestamp.js';
import { canonicalId } from './page-references.js';

const withCanonicalPages = (evidence: readonly Evidence[]): Evidence[] =>
  evidence.map((item) => ({ ...item, pageId: canonicalId(item.pageId) }));

/**
 * A valid submission as it is stored and answered: `source.markedAt` as the UTC instant it names
 * (`2026-03-14T16:20:00.000Z`, the form of every timestamp the API returns) and every asset UUID,
 * in pageSelections and in page ids, in lower case. Nothing else changes.
 */
export function normalisedSubmission(submission: ImportSubmission): ImportSubmission {
  return {
    ...submission,
    source: { ...submission.source, markedAt: instantOf(submission.source.markedAt)!.toISOString() },
    pageSelections: Object.fromEntries(Object.entries(submission.pageSelections).map(([assetId, pages]) => [canonicalId(assetId), pages])),
    questions: submission.questions.map((question) => ({
      ...question,
      coverage: {
        workPageIds: question.coverage.workPageIds.map(canonicalId),
        schemePageIds: question.coverage.schemePageIds.map(canonicalId),
      },
      criteria: question.criteria.map((criterion) => ({ ...criterion, sourcePageIds: criterion.sourcePageIds.map(canonicalId) })),
      decisions: question.decisions.map((decision) => ({
        ...decision,
        evidence: withCanonicalPages(decision.evidence),
        conditionChecks: decision.conditionChecks.map((check) =>
          check.evidence ? { ...check, evidence: withCanonicalPages(check.evidence) } : check,
        ),
      })),
    })),
  };
}
