import { type ImportQuestionOutcome, type ImportSubmission, validateImportSubmission } from '@pp/import-schema';
import { ServiceError } from '../errors/service-error.js';
import type { MarkingAsset } from '../marking/marking.schemas.js';
import type { ImportValidationResponse } from './imports.schemas.js';

type QuestionOutcome = ImportValidationResponse['questions'][number];

/** A question's calculated outcome as the API shows it: the score range, what is unresolved, the review flags. */
export function importOutcomeView({ label, score, reviewFlags }: ImportQuestionOutcome): QuestionOutcome {
  return {
    label,
    score: { awarded: score.awarded, possible: score.possible, maximum: score.maximum, parts: score.parts },
    unresolved: score.unresolved,
    reviewFlags,
  };
}

/**
 * A submission judged against an import's uploads: the valid submission and each question's outcome,
 * or 422 validation_failed with every error at its JSON Pointer. The gateway runs it for validate
 * (where the 4 MiB body already is) and the import service again for complete: the same rules.
 */
export function judgeImportSubmission(
  submission: unknown,
  assets: readonly Pick<MarkingAsset, 'id' | 'kind' | 'pageCount'>[],
): { valid: ImportSubmission; questions: QuestionOutcome[] } {
  const validation = validateImportSubmission(submission, { assets: assets.map(({ id, kind, pageCount }) => ({ id, kind, pageCount })) });
  if (!validation.ok) throw ServiceError.validation(validation.errors);
  return { valid: validation.submission, questions: validation.questions.map(importOutcomeView) };
}
