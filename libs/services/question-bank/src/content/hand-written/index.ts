import type { QuestionSource, QuestionStatus } from '../question-content.js';
import type { QuestionDraft, QuestionMeta } from '../template.js';
import { CORE_PURE_HAND_WRITTEN } from './core-pure.js';
import { STATISTICS_HAND_WRITTEN } from './further-statistics-1.js';
import { MECHANICS_HAND_WRITTEN } from './further-mechanics-1.js';

/** A question written by hand; `revisions[0]` is revision 1, later entries are corrections. */
export interface HandWrittenQuestion {
  key: string;
  meta: QuestionMeta;
  status?: QuestionStatus;
  source: QuestionSource;
  revisions: QuestionDraft[];
}

export const HAND_WRITTEN: HandWrittenQuestion[] = [...CORE_PURE_HAND_WRITTEN, ...STATISTICS_HAND_WRITTEN, ...MECHANICS_HAND_WRITTEN];
