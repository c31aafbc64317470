import type { SchemeEntry } from '../rubrics/scheme-layout.js';

/** A scheme row as the layout reads it, for the specs of the layout and of the rubric read from it. */
export const row = (question: number | null, part: string, working: string[], codes: string[], sure = true): SchemeEntry => ({
  kind: 'row',
  question,
  part,
  working,
  codes,
  sure,
});

/** A printed total (a part's or the question's), as the layout reads it. */
export const total = (of: 'part' | 'question', question: number | null, part: string, marks: number): SchemeEntry => ({
  kind: 'total',
  of,
  question,
  part,
  marks,
});
