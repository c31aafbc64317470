import type { Difficulty, Frequency, QuestionSource, QuestionStatus } from '../question-content.js';
import { CONTENT_YEAR, type QuestionDraft, type QuestionMeta } from '../template.js';

export const HAND_AUTHOR = 'pp-question-bank content team';

/** A question written by hand; `revisions[0]` is revision 1, later entries are corrections. */
export interface HandWrittenQuestion {
  key: string;
  meta: QuestionMeta;
  status?: QuestionStatus;
  source: QuestionSource;
  revisions: QuestionDraft[];
}

/** A hand-written question with honest original-work metadata; later drafts become revisions 2, 3, ... */
export function handWritten(
  key: string,
  subtopicId: string,
  difficulty: Difficulty,
  frequency: Frequency,
  tags: string[],
  ...revisions: QuestionDraft[]
): HandWrittenQuestion {
  return {
    key,
    meta: { subtopicId, difficulty, frequency, tags },
    source: { kind: 'original', author: HAND_AUTHOR, year: CONTENT_YEAR, licence: 'original-work' },
    revisions,
  };
}
