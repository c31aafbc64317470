import { ACCEPTED_OR, areRoundingsOfOneValue, FUNCTION_NAMES, writtenFormOf } from '@pp/scoring';

// A scheme typed elsewhere prints its expected values as text (`z = 3 − 2i`, `|z| = √13`, `2π/3`);
// our own schemes hold them as TeX (`z = 3 - 2\mathrm{i}`, `|z| = \sqrt{13}`, `\frac{2\pi}{3}`),
// which the deciders turn into written forms (`writtenFormOf`, `plainWritingOf`) to look for in
// handwriting. These rules turn the one into the other, and refuse anything that is not plainly a
// value: prose, a choice of answers, a symbol they do not know.

/** Words that qualify a value without being part of it (or equivalent, correct answer only, ...). */
const QUALIFIER = /^\(?(?:o\.?e\.?|c\.?a\.?o\.?|c\.?s\.?o\.?|awrt|isw|ft|cao\/cso)\)?[.,;]?$/i;

/** Symbols typed as themselves, as our TeX writes them. */
const SYMBOL_TEX: Readonly<Record<string, string>> = {
  π: '\\pi',
  θ: '\\theta',
  α: '\\alpha',
  β: '\\beta',
  γ: '\\gamma',
  λ: '\\lambda',
  μ: '\\mu',
  ω: '\\omega',
  φ: '\\phi',
  '×': '\\times',
  '±': '\\pm',
  '≤': '\\leqslant',
  '≥': '\\geqslant',
  '°': '^{\\circ}',
  '·': '\\cdot',
  '→': '\\to',
};
/** Hyperbolic functions TeX has no command for, typeset as `\operatorname{sech}`. */
const OPERATOR_NAMES = ['sech', 'cosech', 'coth'];
/** Function names a typed value may use: TeX's, `cosec`, which schemes print for its `csc`, and the hyperbolic ones TeX has no command for. */
const TYPED_FUNCTIONS: ReadonlySet<string> = new Set([...FUNCTION_NAMES, 'cosec', ...OPERATOR_NAMES]);
/** A function's name written against the number it applies to. */
const FUNCTION_BEFORE_NUMBER = new RegExp(`(?:${[...TYPED_FUNCTIONS].join('|')})(?=\\d)`, 'g');
const VULGAR: Readonly<Record<string, string>> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5' };
/** Binary relations and operators, typed with a space either side. */
const SPACED = new Set(['=', '+', '-', '\\times', '\\cdot', '\\to', '\\pm', '<', '>', '\\leqslant', '\\geqslant']);
/** A left side kept with its value, as ours are (`x = 2`, `|z| = \sqrt{13}`, `\lambda = 2.4`, `\arg z = ...`, `\det M = 2`): one letter, its modulus, argument or determinant. */
const NAME = /^(?:[A-Za-zθλμαβω]\d?'?\*?|\|[A-Za-z]\||(?:arg|det)\s*[A-Za-z])$/;

/**
 * A unit a mechanics answer is given in, typed after its number (`24 J`, `6 N s`, `7.35m`, `2.5 m s^-1`,
 * `4 m s⁻²`); a lone `s` only set apart (`2s` may be 2 × s), and never a `g` (`4g` is a weight).
 */
const UNIT_AFTER_NUMBER = /(?<=\d)(?:\s*(m ?s(?:\^-|⁻)[12¹²]|N ?s|rad ?s(?:\^-|⁻)[1¹]|kg|kN|kW|kJ|km|Pa|N|J|W|m)| (s))$/;

/** A unit as our schemes' TeX writes it: upright, its pieces a thin space apart, a negative power raised (`\mathrm{m\,s^{-1}}`). */
const unitTex = (unit: string) =>
  `\\ \\mathrm{${unit
    .replace(/⁻¹|\^-1/g, '^{-1}')
    .replace(/⁻²|\^-2/g, '^{-2}')
    .replace(/^(m|N|rad) ?(?=s)/, '$1\\,')}}`;

/** Words of two letters, which two variables typed together (`dx`, `te`) are not. */
const TWO_LETTER_WORDS: ReadonlySet<string> = new Set('am an as at be by do eg ie if in is it no of on or so to up us we'.split(' '));

/** A calculation in numbers, no letter in it (`3(8)`, `1/2 × 2.8`, `(49 − 1)/(49 + 1)`): the working a line shows. */
const CALCULATION = /^(?=.*[()×·/^√²³])[\d\s.()+\-×·/√π^²³]+$/;

class NotAValue extends Error {}

/**
 * The TeX of the value a scheme row's working shows, or null when it shows none cleanly. The whole
 * working is the value (qualifiers such as oe, cao, awrt set aside), else its last line alone; a
 * chain `|z| = √(9 + 4) = √13` gives its last value, named as its first side is when that is one
 * letter (`|z| = \sqrt{13}`) or kept whole when that is a sum (an equation stated, `x² + 1 = 0`), and
 * bare otherwise (`P(X = 2) = 0.2105` gives `0.2105`). A row of prose may give a verdict (`verdictTexOf`).
 */
export function expectedOfWorking(lines: readonly string[], { several = false } = {}): string | null {
  const candidates = [lines.join(' '), ...(lines.length > 1 ? [lines.at(-1)!] : [])];
  for (const candidate of candidates) {
    const tex = valueTexOf(candidate) ?? (several ? namedValuesTexOf(candidate) : null);
    if (tex !== null) return tex;
  }
  return verdictTexOf(lines.join(' '));
}

/** Verdicts a question asks the learner to state in a word: what a stationary point is, a system of equations, a series, an equilibrium. */
const VERDICTS: ReadonlySet<string> = new Set(
  'minimum maximum consistent inconsistent convergent divergent converges diverges stable unstable'.split(' '),
);
/** What a verdict may be given with: a reason (`Minimum, with a correct reason`, `…, since f'' > 0`). */
const REASON = /^(?:with|since|as|because)\b/i;

/**
 * The verdict a row of prose gives (`Minimum, with a correct reason` gives `\text{minimum}`, as our
 * own schemes write it), or null: a word of VERDICTS first, alone or before a reason, qualifiers
 * (`cao`, `oe`) set aside. The reason is the method mark's business, on which the row's accuracy mark depends.
 */
function verdictTexOf(text: string): string | null {
  const words = normalised(text)
    .split(' ')
    .filter((word) => word !== '' && !QUALIFIER.test(word));
  const word = words[0]?.replace(/[.,;:]$/, '').toLowerCase();
  return word !== undefined && VERDICTS.has(word) && (words.length === 1 || REASON.test(words[1])) ? `\\text{${word}}` : null;
}

/**
 * A scanned scheme row's value as OCR read it, where it was read unsurely (so no expected value is
 * taken from it): its working, or the last line where the whole is not one, when that looks like a
 * value (a digit, no word but a function's name or a qualifier, not going on from working above),
 * else null. A decision takes it only where a learner's sure writing reads as it (`readsAsPrinted`).
 */
export function printedValueOf(lines: readonly string[]): string | null {
  const candidates = [lines.join(' '), ...(lines.length > 1 ? [lines.at(-1)!] : [])];
  const valueLike = (text: string) =>
    /\d/.test(text) && !/^[=+×/]/.test(text) && (text.match(/[A-Za-z]{3,}/g) ?? []).every((run) => isFunctionRun(run));
  return (
    candidates
      .map((candidate) =>
        normalised(candidate)
          .split(' ')
          .filter((word) => !QUALIFIER.test(word))
          .join(' '),
      )
      .find(valueLike) ?? null
  );
}

/** Whether a run of letters is one a value may hold (`lettersTex`): a function's name, with the letter it applies to (`tanha`) or the imaginary unit before it (`isin`). */
function isFunctionRun(run: string): boolean {
  try {
    lettersTex(run);
    return true;
  } catch (error) {
    if (error instanceof NotAValue) return false;
    throw error;
  }
}

/**
 * Values of several names (`|a| = √21, |b| = √29`), each named, as one line of working: what a row
 * of method marks alone asks to see (our own schemes give such a method mark the same); null unless
 * every piece is a named value.
 */
function namedValuesTexOf(text: string): string | null {
  const pieces: string[] = [''];
  let depth = 0;
  for (const char of normalised(text)) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (char === ',' && depth === 0) pieces.push('');
    else pieces[pieces.length - 1] += char;
  }
  if (pieces.length < 2) return null;
  const texts = pieces.map((piece) => (NAME.test(piece.split('=')[0].replace(/\s+/g, '')) ? valueTexOf(piece) : null));
  return texts.every((tex) => tex !== null && tex.includes(' = ')) ? texts.join(', ') : null;
}

/** `awrt 0.209 or 0.210`: a rounded answer and the one an earlier part's rounded answer carried reaches. */
const TWO_ROUNDINGS = /^(.*?)(-?\d+(?:\.\d+)?) or (-?\d+(?:\.\d+)?)$/;

function valueTexOf(text: string): string | null {
  // Both values a scheme accepts, written as ours are (`0.209 \text{ or } 0.210`, `acceptedValuesOf`).
  const roundings = TWO_ROUNDINGS.exec(normalised(text).replace(/[.,;]$/, ''));
  if (roundings && areRoundingsOfOneValue(roundings[2], roundings[3])) {
    const first = valueTexOf(`${roundings[1]}${roundings[2]}`);
    return first === null ? null : `${first} ${ACCEPTED_OR} ${roundings[3]}`;
  }
  const words = normalised(text).split(' ').filter(Boolean);
  while (words.length > 0 && QUALIFIER.test(words[0])) words.shift();
  while (words.length > 0 && QUALIFIER.test(words.at(-1)!)) words.pop();
  const value = words.join(' ').replace(/[.,;]$/, '');
  // A continuation of working above it (`= 3 - 2i`) is not a value on its own; a leading minus is a negative value's (`-15 + 7i`).
  if (value === '' || /^[=+×/]/.test(value)) return null;
  const sides = topLevelSides(value);
  // A letter run into a number (`V13`: a root misread) is no value as typed: a power is raised, a
  // product spaced or bracketed; a function's name before its number (`sin43.2°`) is no such run.
  if (sides === null || /[A-Za-z]\d/.test(sides.at(-1)!.replace(FUNCTION_BEFORE_NUMBER, ''))) return null;
  // Values of several names (`r = 9, θ = 2π/3`): a comma outside brackets before the last side.
  if (sides.slice(0, -1).some((side) => outsideBrackets(side).includes(','))) return null;
  // A unit after the final number (`24 J`) is written as ours are; the number before it is the value.
  const unit = UNIT_AFTER_NUMBER.exec(sides.at(-1)!);
  if (unit) sides[sides.length - 1] = sides.at(-1)!.slice(0, unit.index).trim();
  try {
    const texts = sides.map(texOf);
    if (unit) texts[texts.length - 1] += unitTex(unit[1] ?? unit[2]);
    const last = texts.at(-1)!;
    // An equation stated (`w³ − w² + 2w − 5 = 0`) or a calculation shown (`3(8) = 4V`, `½ × 2.8 = 1.4`) is kept whole; a value found (`P(X = 2) = 0.2105`) is the value.
    const kept =
      sides.length > 1 &&
      (NAME.test(sides[0].replace(/\s+/g, '')) || /[+\-]/.test(outsideBrackets(sides[0]).slice(1)) || CALCULATION.test(sides[0]));
    const tex = kept ? `${texts[0]} = ${last}` : last;
    const form = writtenFormOf(tex);
    // A value has a number in it, or is an equation in letters with a sum or difference (`u = x − y`; `F = ma` may be prose's).
    return form !== null && (/[\dπ]/.test(form) || /=.*[+\-]/.test(form)) ? tex : null;
  } catch (error) {
    if (error instanceof NotAValue) return null;
    throw error;
  }
}

/** Text with its bracketed groups left out. */
function outsideBrackets(text: string): string {
  let [depth, outside] = [0, ''];
  for (const char of text) {
    depth += char === '(' ? 1 : 0;
    if (depth === 0) outside += char;
    depth -= char === ')' ? 1 : 0;
  }
  return outside;
}

/** One kind of minus and space, vulgar fractions as a/b. */
const normalised = (text: string) =>
  text
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[½⅓⅔¼¾⅕]/g, (f) => VULGAR[f])
    .replace(/\s+/g, ' ')
    .trim();

/** The sides of a chain of equalities, split at the `=` outside brackets; null when a bracket is unmatched. */
function topLevelSides(text: string): string[] | null {
  const sides = [''];
  let depth = 0;
  for (const char of text) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth < 0) return null;
    if (char === '=' && depth === 0) sides.push('');
    else sides[sides.length - 1] += char;
  }
  return depth === 0 && sides.every((side) => side.trim() !== '') ? sides.map((side) => side.trim()) : null;
}

/** Typed text of one side as TeX: numbers, letters, functions, roots, powers, fractions of numbers and π, brackets and operators. */
function texOf(text: string): string {
  // A fraction of plain numbers (and π, a root) as \frac, as ours are typeset.
  const fractions = text.replace(
    /(?<![\w.)²³])(\d+(?:\.\d+)?π?|\d*π|\d*√\d+)\/(\d+|√\d+)(?![\w.(√π²³])/g,
    (_, top: string, bottom: string) => `⟦${top}⟧⟦${bottom}⟧`,
  );
  return new TexWriter(fractions).all();
}

/** A small reader of typed maths, writing TeX as it goes; anything unknown is NotAValue. */
class TexWriter {
  private at = 0;
  private readonly out: string[] = [];

  constructor(private readonly text: string) {}

  all(): string {
    while (this.at < this.text.length) this.item();
    return this.joined();
  }

  private joined(): string {
    let tex = '';
    for (const [i, piece] of this.out.entries()) {
      const previous = this.out[i - 1];
      const binary = SPACED.has(piece) && previous !== undefined && !SPACED.has(previous) && previous !== '(';
      if (binary) tex += ` ${piece} `;
      else if (/^[A-Za-z\d]/.test(piece) && /\\[A-Za-z]+$/.test(tex)) tex += ` ${piece}`;
      else tex += piece;
    }
    return tex.replace(/\s+/g, ' ').trim();
  }

  private item(): void {
    const rest = this.text.slice(this.at);
    const token =
      /^\s+/.exec(rest) ??
      /^⟦([^⟧]*)⟧⟦([^⟧]*)⟧/.exec(rest) ??
      /^\d+(?:\.\d+)?/.exec(rest) ??
      /^[A-Za-z]+/.exec(rest) ??
      /^[⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿ]+/.exec(rest) ??
      /^./u.exec(rest)!;
    this.at += token[0].length;
    const [piece] = token;
    if (/^\s+$/.test(piece)) return;
    if (piece.startsWith('⟦')) this.out.push(`\\frac{${texOf(token[1])}}{${texOf(token[2])}}`);
    else if (/^\d/.test(piece)) this.out.push(piece);
    else if (/^[A-Za-z]+$/.test(piece)) this.out.push(lettersTex(piece));
    // Superscript characters as the power they are: Unicode's compatibility form is the digit, `n` or minus.
    else if (/^[⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿ]/.test(piece)) this.out.push(`^{${piece.normalize('NFKC').replaceAll('\u2212', '-')}}`);
    else if (piece === '√') this.out.push(`\\sqrt{${this.argument()}}`);
    else if (piece === '^') this.out.push(`^{${this.argument()}}`);
    else if (piece === '*' && this.out.length > 0 && /[A-Za-z]$/.test(this.out.at(-1)!)) this.out.push('^{*}');
    else if (piece in SYMBOL_TEX) this.out.push(SYMBOL_TEX[piece]);
    else if ('+-=()|,<>/'.includes(piece)) this.out.push(piece);
    else throw new NotAValue();
  }

  /** A root's radicand or a power: a bracketed group (brackets dropped), a number or a letter, a power's negative too (`e^-6`). */
  private argument(): string {
    const rest = this.text.slice(this.at);
    const group = /^\(/.test(rest) ? groupAt(rest) : (/^-?\d+(?:\.\d+)?|^-?[A-Za-z]|^π/.exec(rest)?.[0] ?? null);
    if (group === null) throw new NotAValue();
    this.at += group.length;
    return group.startsWith('(') ? texOf(group.slice(1, -1)) : texOf(group);
  }
}

/** The bracketed group at the start of `text`, brackets included. */
function groupAt(text: string): string {
  let depth = 0;
  for (const [i, char] of [...text].entries()) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth === 0) return text.slice(0, i + 1);
  }
  throw new NotAValue();
}

/**
 * A run of letters: a function's name (with the one letter it applies to when written without a
 * space, `sinx`, `argz`; the imaginary unit before it, `isin`), the imaginary unit, a variable, two
 * variables that spell no word (`dx`), or (anything longer) a word, which is no value.
 */
function lettersTex(letters: string): string {
  const name = [...TYPED_FUNCTIONS].filter((f) => letters.startsWith(f)).sort((a, b) => b.length - a.length)[0];
  if (name !== undefined && letters.length <= name.length + 1) {
    const applied = letters.slice(name.length);
    const command = name === 'cosec' ? '\\csc' : OPERATOR_NAMES.includes(name) ? `\\operatorname{${name}}` : `\\${name}`;
    return `${command}${applied && ` ${lettersTex(applied)}`}`;
  }
  if (letters === 'i') return '\\mathrm{i}';
  if (letters.length === 1) return letters;
  // The imaginary unit typed against a function's name (`isin(π/4)`).
  if (letters.startsWith('i') && TYPED_FUNCTIONS.has(letters.slice(1))) return `${lettersTex('i')}${lettersTex(letters.slice(1))}`;
  // Two variables typed together (`dx`, `te`, `zA`), where they spell no word.
  if (letters.length === 2 && !TWO_LETTER_WORDS.has(letters.toLowerCase())) return `${lettersTex(letters[0])}${lettersTex(letters[1])}`;
  throw new NotAValue();
}
