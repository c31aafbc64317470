/** What a learner reads of a question, and its stem: the prose with the maths and numbers taken out. */
import type { QuestionDraft } from './template.js';

interface QuestionText {
  introTex?: string;
  parts: ReadonlyArray<{ stemTex: string }>;
}

export const questionText = (q: QuestionText | QuestionDraft): string => [q.introTex ?? '', ...q.parts.map((p) => p.stemTex)].join('\n');

/**
 * Two questions share a stem when their texts differ only in numbers: the inline maths (where the
 * numbers live, with the signs and terms they bring) and any digits in the prose are removed.
 */
export const stemOf = (q: QuestionText | QuestionDraft): string =>
  questionText(q)
    .replace(/\\\(.*?\\\)/gs, '#')
    .replace(/[0-9]+(\.[0-9]+)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
