import type {
  AllocationDecision,
  AllocationResult,
  MarkingQuestionStatus,
  MarkingResult,
  ResultSource,
  ReviewDecisionBody,
  ReviewRecord,
} from '@pp/contracts';
import { scoreAllocations } from '@pp/scoring';
import type { AllocationAssessment } from '../assessment/assessor.js';
import type { QuestionRubric } from '../rubrics/rubric.js';

/** A result's allocations with their dependencies applied, its score range and what is unresolved. */
export function scoredResult(
  base: Omit<MarkingResult, 'score' | 'unresolved' | 'allocations'>,
  allocations: Array<Omit<AllocationResult, 'counted'>>,
): MarkingResult {
  const score = scoreAllocations(allocations);
  return {
    ...base,
    score: { awarded: score.awarded, possible: score.possible, maximum: score.maximum, parts: score.parts },
    allocations: allocations.map((allocation) => ({ ...allocation, counted: score.effective[allocation.id] })),
    unresolved: score.unresolved,
  };
}

/** Said of an award whose conditions are not all checked and met. */
const UNCONFIRMED_CONDITIONS = 'Its conditions are not all confirmed, so a reviewer must decide.';

/**
 * The first result of a question: every rubric allocation with the assessor's decision on it. An
 * allocation the assessor left out is uncertain, said so, never silently withheld. Every condition of
 * the scheme has a check (one the assessor did not make is `uncertain`), and an award stands only
 * when each of its conditions is met.
 */
export function firstResult(
  rubric: QuestionRubric,
  assessments: readonly AllocationAssessment[],
  source: ResultSource,
  decidedAt: Date,
): MarkingResult {
  const byId = new Map(assessments.map((a) => [a.allocationId, a]));
  return scoredResult(
    { revision: 1, source, reviews: [], decidedAt: decidedAt.toISOString() },
    rubric.allocations.map((allocation) => {
      const assessed = byId.get(allocation.id);
      const conditionChecks = allocation.conditions.map(
        (condition, conditionIndex) =>
          assessed?.conditionChecks.find((check) => check.conditionIndex === conditionIndex) ?? {
            conditionIndex,
            condition,
            result: 'uncertain' as const,
            evidence: [],
          },
      );
      const unconfirmed = assessed?.decision === 'awarded' && conditionChecks.some((check) => check.result !== 'met');
      return {
        id: allocation.id,
        partId: allocation.partId,
        code: allocation.code,
        requirement: allocation.requirement,
        dependsOn: [...allocation.dependsOn],
        decision: unconfirmed ? 'uncertain' : (assessed?.decision ?? 'uncertain'),
        explanation: assessed
          ? unconfirmed
            ? `${assessed.explanation} ${UNCONFIRMED_CONDITIONS}`
            : assessed.explanation
          : 'The assessor gave no decision on this allocation.',
        evidence: assessed?.evidence ?? [],
        conditionChecks,
        reviewed: false,
      };
    }),
  );
}

/** A result with an open allocation is provisional: needs_review; otherwise completed. */
export function statusOfResult(result: Pick<MarkingResult, 'unresolved'>): Extract<MarkingQuestionStatus, 'completed' | 'needs_review'> {
  return result.unresolved.length > 0 ? 'needs_review' : 'completed';
}

export type ReviewOutcome =
  | { kind: 'applied'; result: MarkingResult; review: ReviewRecord }
  /** A retry of the very edit that made the current revision: nothing changes. */
  | { kind: 'repeated'; result: MarkingResult }
  | { kind: 'stale'; current: number }
  | { kind: 'unknown_allocation' };

/** A reviewer's edit of one allocation's decision, on the current result revision only. */
export function applyReview(result: MarkingResult, edit: ReviewDecisionBody, keyId: string, at: Date): ReviewOutcome {
  const last = result.reviews.at(-1);
  if (edit.resultRevision === result.revision - 1 && last && sameEdit(last, edit)) return { kind: 'repeated', result };
  if (edit.resultRevision !== result.revision) return { kind: 'stale', current: result.revision };
  const target = result.allocations.find((a) => a.id === edit.allocationId);
  if (!target) return { kind: 'unknown_allocation' };
  const review: ReviewRecord = {
    resultRevision: result.revision + 1,
    allocationId: edit.allocationId,
    from: target.decision,
    to: edit.decision,
    explanation: edit.explanation,
    keyId,
    at: at.toISOString(),
  };
  const { score: _score, unresolved: _unresolved, allocations, ...base } = result;
  const next = scoredResult(
    { ...base, revision: review.resultRevision, reviews: [...result.reviews, review] },
    allocations.map(({ counted: _counted, ...allocation }) =>
      allocation.id === edit.allocationId
        ? { ...allocation, decision: edit.decision, explanation: edit.explanation, reviewed: true }
        : allocation,
    ),
  );
  return { kind: 'applied', result: next, review };
}

const sameEdit = (review: ReviewRecord, edit: { allocationId: string; decision: AllocationDecision; explanation: string }) =>
  review.allocationId === edit.allocationId && review.to === edit.decision && review.explanation === edit.explanation;
