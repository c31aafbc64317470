import type { AllocationResult } from '@pp/contracts';
import type { QuestionRubric } from '../rubrics/rubric.js';

/** A marker's decision on one allocation, with what supports it. */
export type AllocationAssessment = Pick<AllocationResult, 'decision' | 'explanation' | 'evidence' | 'conditionChecks'> & {
  allocationId: string;
};

/** A page the assessor may read, with where its file's bytes are. */
/** A page a question reads: `<assetId>:p<n>`. */
export interface SelectedPage {
  pageId: string;
  assetId: string;
  page: number;
}

export interface AssessedPage extends SelectedPage {
  blobKey: string;
  mediaType: string;
  /** Pages in the page's file, selected or not. */
  filePageCount: number;
}

export interface AssessmentInput {
  label: string;
  rubric: QuestionRubric;
  workPages: AssessedPage[];
  schemePages: AssessedPage[];
  /** The clean question paper the work was printed from (sessions made from a saved paper), else null. */
  questionPaperBlobKey: string | null;
  /** Aborted when the job loses its lease or the process stops. */
  signal: AbortSignal;
}

/**
 * Decides each allocation of a rubric from the student's work. Whatever it cannot decide on strong
 * located evidence it leaves `uncertain`, with the reason. A deployment may bind another
 * implementation (a vision model, say) to the ASSESSOR token.
 */
export interface Assessor {
  /** Recorded in each result's source. */
  readonly name: string;
  assess(input: AssessmentInput): Promise<AllocationAssessment[]>;
}

/** DI token of the Assessor the marking worker uses. */
export const ASSESSOR = Symbol('ASSESSOR');

/**
 * A failure no retry can mend (a rubric that cannot be read, a work file that cannot be drawn): the
 * question fails at once with this code, and its credit is given back.
 */
export class PermanentFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
