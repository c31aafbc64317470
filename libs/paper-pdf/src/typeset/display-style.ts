/** The end of the brace group that opens at `start` (a `{`), or -1 when it is not one or does not close. */
function groupEnd(tex: string, start: number): number {
  if (tex[start] !== '{') return -1;
  let depth = 0;
  for (let i = start; i < tex.length; i += 1) {
    if (tex[i] === '\\') i += 1;
    else if (tex[i] === '{') depth += 1;
    else if (tex[i] === '}' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/** A formula that is one fraction and nothing else (a sign before it allowed): `\frac{a}{b}`, `-\frac{\pi}{4}`. */
function isLoneFraction(tex: string): boolean {
  const match = /^\s*[-+]?\s*\\frac\s*/.exec(tex);
  if (!match) return false;
  const numeratorEnd = groupEnd(tex, match[0].length);
  if (numeratorEnd < 0) return false;
  const denominatorEnd = groupEnd(tex, tex.slice(numeratorEnd + 1).search(/\S/) + numeratorEnd + 1);
  return denominatorEnd >= 0 && tex.slice(denominatorEnd + 1).trim() === '';
}

/**
 * Whether an inline formula is set in display style, as exam papers set them: a fraction that
 * stands alone (an answer's form, `\(\frac{a}{b}\)`) at full size, and a sum or product with its
 * limits above and below. Everything else keeps text style, so lines stay close.
 */
export function inDisplayStyle(tex: string): boolean {
  return isLoneFraction(tex) || /\\(sum|prod)(?![a-zA-Z])/.test(tex);
}
