/** Test support: scheme prose that would print as ASCII maths or raw TeX instead of typeset maths. */

/** What prose outside `\( … \)` must not hold, each with the name a failing test reports. */
const ASCII_MATHS: ReadonlyArray<[string, RegExp]> = [
  ['an operator sign', /[=<>^*_|]|≤|≥/],
  ['a slash between terms', /[\w)]\s*\/\s*[\w(]/],
  ['a prime', /[A-Za-z]'+\(/],
  ['a Greek letter spelt out', /\b(?:alpha|beta|gamma|delta|epsilon|theta|lambda|mu|sigma|omega|phi|pi|rho|tau)\b/i],
  ['a subscript written inline', /\b[a-z]\d+\b/],
  ['a function applied in text', /\b(?:sqrt|ln|log|exp|sinh?|cosh?|tanh?|arc\w+|ar\w+h|P|E|Var|Po|B|Geo|NB|G)\(/],
  ['a sum or difference of terms', /(?:^|[\s(])[\w)]{1,3} [-+−] [\w(]/],
  ['raw TeX', /\\|[{}]/],
  ['a placeholder', /\[(?:\.\.\.|…)\]/],
];

/** Prose with its `\( … \)` maths taken out (a space where each stood), and the star of a mark code (B1*, A1*) that marks a printed answer. */
const proseOf = (text: string): string => text.replace(/\\\(([\s\S]*?)\\\)/g, ' ').replace(/\b(d?[MAB]\d)\*/g, '$1');

/** The ASCII-maths or raw-TeX faults of one scheme text (a requirement, a condition, a note), by name. */
export function schemeTextFaults(text: string): string[] {
  const prose = proseOf(text);
  return ASCII_MATHS.filter(([, pattern]) => pattern.test(prose)).map(([name]) => name);
}
