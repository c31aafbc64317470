// How the scheme's TeX is set: words written as `\text{…}` in a formula are prose, printed in the
// text font (the typesetter draws a formula's text in the maths font's glyphs); a formula may break
// between list items and before `=` where it is too wide for its column, as a written scheme does.
// Everything here works on the formula's top level only: inside braces, brackets, `\left…\right`,
// `|…|` and environments, nothing is split, so every piece is complete TeX.

/** A formula cut at its top level: its maths and its words, in order. */
export type FormulaPiece = { kind: 'maths'; tex: string } | { kind: 'words'; text: string } | { kind: 'break'; tex: string };

/** Spacing commands that only separate: at a cut they become one space of the prose. */
const SPACING = String.raw`(?:\s|\\[,;:! ]|\\q?quad(?![a-zA-Z])|~)+`;
const LEADING_SPACE = new RegExp(`^${SPACING}`);
const TRAILING_SPACE = new RegExp(`${SPACING}$`);

/** A `\text{…}` argument as prose: TeX's escapes undone, `$…$` maths kept as inline maths. */
const proseOfText = (text: string): string =>
  text
    .replace(/\$([^$]*)\$/g, '\\($1\\)')
    .replace(/\\([%&$#_{}])/g, '$1')
    .replace(/~|\\ /g, ' ');

/** The index just after the group `{…}` that opens at `start`. */
function groupEnd(tex: string, start: number): number {
  let depth = 0;
  for (let i = start; i < tex.length; i += 1) {
    if (tex[i] === '\\') i += 1;
    else if (tex[i] === '{') depth += 1;
    else if (tex[i] === '}' && --depth === 0) return i + 1;
  }
  return tex.length;
}

/**
 * Cuts a formula at its top level into maths, words (`\text{…}`), and places where a line may break:
 * after a list's `,\;` or `;\;`, at a `\quad`, and before `=`.
 */
export function formulaPieces(tex: string): FormulaPiece[] {
  const pieces: FormulaPiece[] = [];
  let maths = '';
  let nesting = 0;
  let bars = 0;
  const flush = () => {
    if (maths.trim()) pieces.push({ kind: 'maths', tex: maths.trim() });
    maths = '';
  };
  for (let i = 0; i < tex.length;) {
    const rest = tex.slice(i);
    const atTop = nesting === 0 && bars % 2 === 0;
    if (atTop && /^\\text\s*\{/.test(rest)) {
      const open = i + rest.indexOf('{');
      const end = groupEnd(tex, open);
      flush();
      pieces.push({ kind: 'words', text: proseOfText(tex.slice(open + 1, end - 1)) });
      i = end;
      continue;
    }
    const separator = /^(?:[,;]\s*(?:\\[;:]|\\quad|\\qquad)|\\q?quad\b)\s*/.exec(rest)?.[0];
    if (atTop && separator) {
      const mark = separator.startsWith('\\') ? '' : separator[0];
      maths += mark;
      flush();
      pieces.push({ kind: 'break', tex: separator.slice(mark.length) });
      i += separator.length;
      continue;
    }
    if (atTop && rest[0] === '=' && maths.trim()) {
      flush();
      pieces.push({ kind: 'break', tex: ' ' });
    }
    // `\left` and `\right` are taken with their delimiter (`\left|`, `\right\}`), other commands whole.
    const token = /^\\(?:left|right)(?![a-zA-Z])\s*(?:\\[a-zA-Z]+|\\.|.)|^\\(?:[a-zA-Z]+|.)|^[\s\S]/.exec(rest)![0];
    if (/^\\(?:left|begin)(?![a-zA-Z])|^\\?[{([]$/.test(token)) nesting += 1;
    else if (/^\\(?:right|end)(?![a-zA-Z])|^\\?[})\]]$/.test(token)) nesting = Math.max(0, nesting - 1);
    else if (token === '|' && nesting === 0) bars += 1;
    maths += token;
    i += token.length;
  }
  flush();
  return pieces;
}

/** Maths pieces with only breaks between them as one formula again, the breaks' spacing kept. */
function joinedAcrossBreaks(pieces: FormulaPiece[]): FormulaPiece[] {
  const joined: FormulaPiece[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last?.kind === 'maths' && piece.kind !== 'words') last.tex += piece.tex;
    else joined.push(piece.kind === 'break' ? piece : { ...piece });
  }
  return joined;
}

/**
 * A formula as prose for the text typesetter: its words in the text font, its maths as inline
 * formulas (display style when `display`: fractions at full size, as in the working they stand for);
 * when `breakable`, a space (a line may break there) after each list item and before each `=`.
 */
export function formulaAsProse(tex: string, { display, breakable }: { display: boolean; breakable: boolean }): string {
  const style = display ? '\\displaystyle ' : '';
  const pieces = formulaPieces(tex);
  let prose = '';
  for (const piece of breakable ? pieces : joinedAcrossBreaks(pieces)) {
    if (piece.kind === 'break') prose += ' ';
    else if (piece.kind === 'words') prose += piece.text;
    else {
      const maths = piece.tex.replace(LEADING_SPACE, '').replace(TRAILING_SPACE, '');
      const [before, after] = [LEADING_SPACE.test(piece.tex) ? ' ' : '', TRAILING_SPACE.test(piece.tex) ? ' ' : ''];
      if (maths) prose += `${before}\\(${style}${maths}\\)${after}`;
    }
  }
  return prose.replace(/\s+/g, ' ').trim();
}

/** Prose with inline `\(…\)` maths whose formulas' words (`\text{…}`) are moved out into the prose. */
export function proseWithTextOutOfMaths(prose: string): string {
  return prose.replace(/\\\(([\s\S]*?)\\\)/g, (whole, tex: string) =>
    /\\text\s*\{/.test(tex) ? formulaAsProse(tex, { display: false, breakable: false }) : whole,
  );
}

/** Bars typed as `|` around a matrix or column vector, as `\left|…\right|`, so they stretch to its height. */
export const stretchBarsAroundMatrices = (tex: string): string =>
  tex.replace(/(?<!\\left|\\right|\\)\|(\s*\\begin\{([pbBvV]?matrix)\}[\s\S]*?\\end\{\2\}\s*)\|/g, '\\left|$1\\right|');
