/** TeX a learner could write on one line in plain symbols, and what each becomes. */
const TEX_TO_WRITING: Array<[RegExp, string]> = [
  [/\\mathrm\{([^{}]*)\}/g, '$1'],
  [/\\(?:left|right)(?=[()])/g, ''],
  [/\\[,;!]|\\quad|~/g, ''],
  [/\\(?:geqslant|geq|ge)\b/g, '>='],
  [/\\(?:leqslant|leq|le)\b/g, '<='],
  [/\\d?frac\{(-?\w+)\}\{(\w+)\}/g, '$1/$2'],
  [/\^\{(-?\w)\}/g, '^$1'],
];

/**
 * A mark scheme's expected value as a learner writes it on a line (`\frac{3}{4}` as 3/4,
 * `\mathrm{i}` as i, no spaces): the form answers read off a script are compared in. Null when it is
 * not a short plain expression with a number in it (matrices, integrals, words, roots and Greek
 * letters have no one plain form).
 */
export function plainWritingOf(tex: string): string | null {
  let text = tex;
  for (const [pattern, replacement] of TEX_TO_WRITING) text = text.replace(pattern, replacement);
  const written = canonicalWriting(text);
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
