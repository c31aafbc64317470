import { Injectable } from '@nestjs/common';
import type { AllocationAssessment } from '../results/result-rules.js';
import type { AssessmentInput, Assessor } from './assessor.js';

export const UNDECIDED_EXPLANATION = 'This deployment does not read handwritten work yet: a reviewer must decide this allocation.';

/**
 * The assessor until reading the work lands: it decides nothing, honestly. Every allocation is
 * uncertain with the reason, so every question is needs_review and its score range is 0 to the maximum.
 */
@Injectable()
export class UndecidedAssessor implements Assessor {
  readonly name = 'undecided-v1';

  async assess({ rubric }: AssessmentInput): Promise<AllocationAssessment[]> {
    return rubric.allocations.map((allocation) => ({ allocationId: allocation.id, decision: 'uncertain', explanation: UNDECIDED_EXPLANATION, evidence: [], conditionChecks: [] }));
  }
}
