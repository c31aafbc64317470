import { writtenRunsOf } from '@pp/scoring';

/** What a written answer is made of, and all the reader reads: digits, letters, brackets, operators and relations. */
export const ANSWER_CHARACTERS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ()[]+-=/^.,<>';
/** The symbols of written forms (`writtenFormOf`) that the handwriting model knows and tesseract's English model does not. */
export const FORM_SYMBOLS = 'π√θ×·±→°≤≥≠∞αβμ';
/** A letter read as another letter, or a power not read: what handwriting writes least legibly, and what tells least. */
const SLIGHT_MISREADING = 0.5;
/** A digit and a letter (lower case) a reader takes one for the other in handwriting. */
const LOOKALIKES = new Set(
  ['0o', '1l', '1i', '2z', '4y', '5s', '6b', '8b', '9g', '9q'].flatMap(([digit, letter]) => [digit + letter, letter + digit]),
);
/** What a symbol the reader cannot read is read as where that is part of a value: a θ as a zero, an arrow's shaft as a minus, a root's tick, a factorial's or a modulus' stroke as a slash or a one. */
const SYMBOL_LOOKALIKES: Readonly<Record<string, string>> = { θ: '0', '→': '-', '±': '-', '√': '/', '!': '1/', '|': '1/' };
/** A written form found with misreadings needs at least this many characters the reader can read (its symbols aside). */
const LOOSE_MIN_LENGTH = 6;
/** Misreadings allowed per character of a written form the reader can read. */
const MISREADINGS_PER_CHARACTER = 1 / 6;
const NEVER = Number.POSITIVE_INFINITY;

/** Whether the reader can read a character of a written form (ANSWER_CHARACTERS): π, √, ×, ! and the like it cannot. */
const readable = (char: string) => ANSWER_CHARACTERS.includes(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isLetter = (char: string) => char >= 'a' && char <= 'z';
/** What a value is made of: a digit, a sign, a decimal point or a fraction bar misread changes the value, not the reading. */
const isSignificant = (char: string) => isDigit(char) || '-./'.includes(char);
/** Whether a term may end or begin beside this character: not inside a number or a word. */
const boundary = (char: string | undefined) => char === undefined || !/[0-9a-z.]/.test(char);

/** One character of a written form as the reader meets it: lower case, and whether it is written raised (a power). */
export interface KeyCharacter {
  char: string;
  raised: boolean;
}

/** A written form as its characters are read: powers inline, letters in lower case. */
export const readingKeyOf = (form: string): KeyCharacter[] =>
  writtenRunsOf(form).flatMap(({ text, raised }) => [...text.toLowerCase()].map((char) => ({ char, raised })));

/**
 * The fewest misreadings with which the reading key `key` (`readingKeyOf`) is found as a whole term
 * of a line (`canonicalWriting`, lower case), or Infinity:
 * - what a value is made of (digits, minus signs, points, fraction bars) must be read as itself and
 *   none may be added or missing, so a wrong number is never a misreading; only a power may be
 *   missing (written small and raised, a reader often drops it), at half a misreading;
 * - a digit and its lookalike letter (5 and s, `LOOKALIKES`) may be read one for the other, and an
 *   equals sign as a minus, at one misreading each; a letter as another letter at half of one; a
 *   comma may read as a point;
 * - a symbol the reader cannot read (π, √, !) stands for any one character but those (unless it
 *   looks like one: a θ as 0, `SYMBOL_LOOKALIKES`), or none where that joins no value (2√2 read as
 *   22 is another number);
 * - any other character misread, missing or added is one misreading.
 * With `anyDigits`, a digit read as any other digit is no misreading: the line's writing has the
 * form's shape, whatever its numbers. An approximate substring match (Sellers' dynamic programme)
 * over the line.
 */
export function misreadingsOf(line: string, key: readonly KeyCharacter[], { anyDigits = false } = {}): number {
  const substitution = ({ char: expected }: KeyCharacter, read: string): number => {
    // A handwritten comma reads as a point as often as not; `anyDigits` compares the writing's shape only.
    if (expected === read || (expected === ',' && read === '.') || (anyDigits && isDigit(expected) && isDigit(read))) return 0;
    if (!readable(expected)) return !isSignificant(read) || SYMBOL_LOOKALIKES[expected]?.includes(read) ? 0 : NEVER;
    if (isLetter(expected) && isLetter(read)) return SLIGHT_MISREADING;
    // A digit and its lookalike letter read one for the other, an equals sign as a minus: misreadings.
    // A digit read as another digit, or as a letter it does not look like, is another number.
    if (LOOKALIKES.has(expected + read) || (expected === '=' && read === '-')) return 1;
    return isSignificant(expected) || isSignificant(read) ? NEVER : 1;
  };
  // A symbol between two parts of a value must be read as something: 2√2 unread is 22, 9π/20 is 9/20.
  const joinsValue = (i: number) => i > 0 && i < key.length - 1 && isSignificant(key[i - 1].char) && isSignificant(key[i + 1].char);
  const missing = ({ char, raised }: KeyCharacter, i: number) =>
    !readable(char) ? (joinsValue(i) ? NEVER : 0) : raised ? SLIGHT_MISREADING : isSignificant(char) ? NEVER : 1;
  const added = (read: string) => (isSignificant(read) ? NEVER : 1);
  // costs[j]: the fewest misreadings of the key so far ending at line[j - 1]; a term starts at a boundary only.
  let costs = Array.from({ length: line.length + 1 }, (_, j) => (boundary(line[j - 1]) ? 0 : NEVER));
  for (const [i, expected] of key.entries()) {
    const next = [costs[0] + missing(expected, i)];
    for (let j = 1; j <= line.length; j += 1) {
      next[j] = Math.min(
        costs[j - 1] + substitution(expected, line[j - 1]),
        costs[j] + missing(expected, i),
        next[j - 1] + added(line[j - 1]),
      );
    }
    costs = next;
  }
  return Math.min(...costs.filter((_, j) => boundary(line[j])));
}

/**
 * Whether a line holds an expected written form (`writtenFormOf`) with no more misreadings than its
 * length allows (`misreadingsOf`): for forms of LOOSE_MIN_LENGTH readable characters on the line
 * (powers aside) or more, with a number on the line (a form whose only numbers are powers, which
 * may go unread, would be found whatever they are). With `anyDigits`, whether the line has the
 * form's shape, whatever its numbers.
 */
export function holdsLoosely(line: string, form: string, options: { anyDigits?: boolean } = {}): boolean {
  const key = readingKeyOf(form);
  const onLine = key.filter(({ char, raised }) => readable(char) && !raised);
  if (onLine.length < LOOSE_MIN_LENGTH || !onLine.some(({ char }) => isDigit(char))) return false;
  return misreadingsOf(line.toLowerCase(), key, options) <= Math.floor(onLine.length * MISREADINGS_PER_CHARACTER);
}
