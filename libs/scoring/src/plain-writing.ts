import { writtenFormOf } from './written-form.js';

/**
 * A mark scheme's expected value as a learner writes it on a line in plain symbols (`\frac{3}{4}`
 * as 3/4, `\mathrm{i}` as i, `\geqslant` as >=, no spaces): the form answers read off a script are
 * compared in exactly. Null when its written form (`writtenFormOf`) is not a short expression of
 * ASCII symbols with a number in it (roots, Greek letters, matrices, integrals and words).
 */
export function plainWritingOf(tex: string): string | null {
  const form = writtenFormOf(tex);
  const written = form === null ? '' : canonicalWriting(form);
  return /^[0-9A-Za-z+\-/=().,^<>]{1,24}$/.test(written) && /\d/.test(written) ? written : null;
}

/** Writing in the form expected values are compared in: no spaces, one kind of minus, ASCII relations. */
export function canonicalWriting(text: string): string {
  return text
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/\u2264/g, '<=')
    .replace(/\u2265/g, '>=')
    .replace(/\s+/g, '');
}
