import type { Difficulty, Frequency } from '../question-content.js';
import { CONTENT_YEAR, type QuestionDraft } from '../template.js';
import type { HandWrittenQuestion } from './index.js';

export const HAND_AUTHOR = 'pp-question-bank content team';

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
