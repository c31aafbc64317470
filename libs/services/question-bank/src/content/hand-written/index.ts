import type { QuestionSource, QuestionStatus } from '../question-content.js';
import type { QuestionDraft, QuestionMeta } from '../template.js';

/** A question written by hand; `revisions[0]` is revision 1, later entries are corrections. */
export interface HandWrittenQuestion {
  key: string;
  meta: QuestionMeta;
  status?: QuestionStatus;
  source: QuestionSource;
  revisions: QuestionDraft[];
}

export const HAND_WRITTEN: HandWrittenQuestion[] = [];
