import type { AllocationAssessment } from './assessor.js';
import type { RubricAllocation } from '../rubrics/rubric.js';
import type { Evidence } from '@pp/contracts';
import { acceptedValuesOf, canonicalWriting, plainWritingOf, writtenFormOf } from '@pp/scoring';
import type { RecognisedLine } from '../ocr/line-recogniser.js';
import { holdsLoosely } from '../ocr/misreadings.js';
import { readsAsPrinted } from '../rubrics/print-misreadings.js';

/** A line of handwriting as OCR read it: its text, how sure the reader is (0 to 100) and where it is. */
export interface ReadLine {
  text: string;
  confidence: number;
  /** In fractions of the displayed scan page. */
  box: Evidence['box'];
  /** What other readings of the same line (at another scale) read it as, where they read it otherwise. */
  alsoReadAs?: string[];
  /** How many readings (scales) read the line at all: 1 when only one did. */
  readings?: number;
  /** The handwriting model's reading of the line (`LineRecogniser`), where it was read so. */
  recognised?: RecognisedLine;
}

/** Two lines are one line of writing when their heights overlap by at least this share of the lower one's. */
const SAME_LINE_OVERLAP = 0.5;

/**
 * Two readings of the same writing as one list of lines, top to bottom: a line of the second that
 * overlaps a line of the first in height is that line, read again (counted in `readings`, its text
 * kept in `alsoReadAs` where it differs); any other is a line the first reading missed. A line of writing stays one line however often it
 * is read, so a value written once is still found once (`repeatsOf`).
 */
export function mergeReadings(first: readonly ReadLine[], second: readonly ReadLine[]): ReadLine[] {
  const merged = first.map((line) => ({ ...line, alsoReadAs: [...(line.alsoReadAs ?? [])], readings: line.readings ?? 1 }));
  const readAgain = new Set<(typeof merged)[number]>();
  const sameLine = (a: ReadLine['box'], b: ReadLine['box']) =>
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) >= SAME_LINE_OVERLAP * Math.min(a.height, b.height);
  for (const line of second) {
    const match = merged.find((m) => sameLine(m.box, line.box));
    if (!match) {
      merged.push({ ...line, alsoReadAs: [...(line.alsoReadAs ?? [])], readings: line.readings ?? 1 });
      continue;
    }
    // Only a line of the first reading is read again by the second (not one the second added itself).
    if (merged.indexOf(match) < first.length) readAgain.add(match);
    if (match.text !== line.text && !match.alsoReadAs.includes(line.text)) match.alsoReadAs.push(line.text);
  }
  for (const line of readAgain) line.readings += 1;
  return merged.sort((a, b) => a.box.y - b.box.y);
}

/** Below this line confidence a line is not even quoted as evidence. */
export const QUOTE_CONFIDENCE = 40;
/** Below this line confidence a short expected value read is not used for an award. */
export const AWARD_CONFIDENCE = 70;
/** An expected writing at least this long, found whole, needs no confidence (the reader's line confidence is often 0 on handwriting it read right). */
export const SELF_EVIDENT_LENGTH = 4;
/** The handwriting model's confidence (its least sure character's probability, in %) from which its reading is sure. */
export const RECOGNISED_CONFIDENCE = 90;
/** A final answer contradicts the scheme only when read at least this surely. */
export const CONTRADICTION_CONFIDENCE = 85;

/** The number a written answer ends in (`x=0.0512` gives 0.0512), or null. */
export function finalNumberOf(written: string): number | null {
  const match = /(?:^|=)(-?\d+(?:\.\d+)?(?:\/\d+)?)$/.exec(written);
  if (!match) return null;
  const [numerator, denominator] = match[1].split('/').map(Number);
  return denominator === undefined ? numerator : denominator === 0 ? null : numerator / denominator;
}

/** The number a writing ends in, as written (`x=0.0512` gives `0.0512`). */
const finalTermOf = (written: string) => /-?[\d./]+$/.exec(written)?.[0] ?? written;

/** Levenshtein distance: the single-character edits from one string to the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** Equal as a Further Maths answer is: exactly, or to the 3 significant figures inexact answers are given to. */
const sameValue = (a: number, b: number) => a === b || Number(a.toPrecision(3)) === Number(b.toPrecision(3));

/** `part` in `line` as a whole term: 14 is not in -14 or 2x+140, only between the line's ends, brackets, commas and relations. */
function containsWhole(line: string, part: string): boolean {
  for (let at = line.indexOf(part); at !== -1; at = line.indexOf(part, at + 1)) {
    const [before, after] = [line[at - 1], line[at + part.length]];
    if ((before === undefined || '=(,<>'.includes(before)) && (after === undefined || '),=<>'.includes(after))) return true;
  }
  return false;
}

/** Symbols the handwriting model may read where a letter or a point is written: a cross for an x, a raised dot for a point. */
const SYMBOL_FOR_ASCII: ReadonlyArray<[symbol: string, ascii: string]> = [
  ['×', 'x'],
  ['·', '.'],
];

/**
 * A writing as handwriting reads whichever way it is written: an i as a slash that ends a term, a
 * list's or a pair's commas as points (a handwritten comma reads as a point as often as not), a
 * superscript inline (`x^2` is written raised and read `x2`), a cross or a raised dot where the
 * expected writing has none as the x or the point it is, an x between numbers where it has a cross
 * as that cross, a closing square bracket after the number as the J of a value in joules, and a long writing's letters in either
 * case (a reader's f and F, x and X differ by a stroke's height only).
 */
function looselyRead(writing: string, expected: string): string {
  // An i whose dot is missed reads as a slash, which nothing follows: a fraction's slash has its denominator after it.
  let loose = expected.includes('i') ? writing.replace(/\/(?=$|[),=<>])/g, 'i') : writing;
  if (expected.includes(',')) loose = loose.replaceAll(',', '.');
  if (expected.includes('^')) loose = loose.replaceAll('^', '');
  for (const [symbol, ascii] of SYMBOL_FOR_ASCII) if (!expected.includes(symbol)) loose = loose.replaceAll(symbol, ascii);
  // A handwritten cross between numbers reads as an x as often as not: where a cross is expected, it is one.
  if (expected.includes('×')) loose = loose.replace(/(?<=[\d)])[xX](?=[\d(])/g, '×');
  // A J (joules) after a number reads as a closing square bracket: a learner's answer holds none.
  if (/\dJ$/.test(expected)) loose = loose.replace(/(?<=\d)\]$/, 'J');
  return expected.length >= SELF_EVIDENT_LENGTH ? loose.toLowerCase() : loose;
}

/**
 * Whether a line holds the expected writing: a bare number only as the line's final answer
 * (`BARE_NUMBER`, `=0.75` for 3/4: an award never rounds); anything else all of it, as written or
 * as read loosely (`looselyRead`), or, for a named value (`k=3`), exactly that value as the line's
 * final answer.
 */
function holds(line: string, expected: string): boolean {
  if (BARE_NUMBER.test(expected))
    return answerOf(line) === expected || answerOf(looselyRead(line, expected)) === expected || sameFinalNumber(line, expected);
  if (containsWhole(line, expected) || containsWhole(looselyRead(line, expected), looselyRead(expected, expected))) return true;
  return /^(?:[A-Za-z]\w{0,2}=)?[^=]+$/.test(expected) && sameFinalNumber(line, expected);
}

/** Whether a line states the expected value as its final answer after an equals sign (`=0.75` for 3/4; an award never rounds). */
function sameFinalNumber(line: string, expected: string): boolean {
  const [value, answer] = [finalNumberOf(expected), finalNumberOf(line)];
  return value !== null && answer !== null && line.includes('=') && value === answer;
}

/**
 * A bare number (`-2`, `0.2105`, `3/4`): an answer, which a line holds only as its own final answer
 * (the whole line, or what follows its last relation), never as a term of working: the `-2` in
 * `-1(-5)-(-2)(1)` is a cofactor, not the determinant the learner went on to find.
 */
const BARE_NUMBER = /^-?\d+(?:\.\d+)?(?:\/\d+)?$/;

/** What a line of working ends in: the whole line, or what follows its last relation. */
const answerOf = (line: string) => line.slice(Math.max(...[...'=<>≈'].map((relation) => line.lastIndexOf(relation))) + 1);

/** The digits of a writing, in order: what two writings of the same shape differ in. */
const digitsOf = (writing: string) => writing.replace(/\D/g, '');

/** A unit after a writing's final number (`0.0628m`, `4.43ms^-1`, `y=3m`): letters and their powers. */
const TRAILING_UNIT = /(?<=\d)[a-zA-Z][a-zA-Z^\-\d]*$/;

/**
 * Whether a line's writing contradicts the expected one: it ends in a number other than a numeric
 * expected value (plain writing; where the expected value has a unit, the line's unit is left out
 * of both), or it has the expected written form's shape with other numbers; either way at least
 * `apart` characters apart: two, since one is what misreading does (a handwritten 1 read as a 7),
 * unless two readers read the same final number (`decideFromWriting`).
 */
function contradicts(written: string, expected: string | null, form: string | null, apart = 2): boolean {
  const unit = expected === null ? null : TRAILING_UNIT.exec(expected);
  const [line, value] = unit ? [written.replace(TRAILING_UNIT, ''), expected!.replace(TRAILING_UNIT, '')] : [written, expected];
  const number = value === null ? null : finalNumberOf(value);
  if (value !== null && number !== null) {
    const answer = finalNumberOf(line);
    return answer !== null && !sameValue(answer, number) && editDistance(finalTermOf(line), finalTermOf(value)) >= apart;
  }
  return form !== null && holdsLoosely(written, form, { anyDigits: true }) && editDistance(digitsOf(written), digitsOf(form)) >= apart;
}

/** An accuracy mark that does not follow through: a wrong final value loses it. */
const isStrictAccuracy = (code: string) => /^[AB]1\*?$/.test(code);

/** A starred mark (A1*, B1*): its answer is printed on the paper, so writing it proves nothing; it needs fully correct working. */
export const isPrintedAnswer = (code: string): boolean => code.endsWith('*');

/**
 * For each allocation, how many allocations before it (among `allocations`, in order) expect a
 * writing that holds its own as a whole term: the second `5/36` of a part, or the `x^2+4x+13` after
 * the `(x-1)(x^2+4x+13)` that earns the method mark, needs a further line showing it, not the line
 * that earned the earlier mark.
 */
export function repeatsOf(allocations: readonly Pick<RubricAllocation, 'id' | 'expected'>[]): Map<string, number> {
  // Each accepted value's form (`acceptedValuesOf`): a scheme's "0.209 or 0.210" repeats an earlier 0.209 or 0.210.
  const forms = allocations.map((allocation) =>
    allocation.expected === undefined ? [] : acceptedValuesOf(allocation.expected).flatMap((value) => writtenFormOf(value) ?? []),
  );
  const holdsAny = (earlier: string[], own: string[]) => earlier.some((form) => own.some((value) => containsWhole(form, value)));
  return new Map(
    allocations.map((allocation, i) => [allocation.id, forms.slice(0, i).filter((earlier) => holdsAny(earlier, forms[i])).length]),
  );
}

/** Whether a line is read surely enough to show a reviewer: by tesseract (QUOTE_CONFIDENCE) or by the handwriting model (RECOGNISED_CONFIDENCE). */
export const isQuotable = (line: ReadLine): boolean =>
  line.confidence >= QUOTE_CONFIDENCE || (line.recognised?.confidence ?? 0) >= RECOGNISED_CONFIDENCE;

/** What a line is shown to a reviewer as: the handwriting model's reading where it is sure of it, else tesseract's. */
export const quoteOf = (line: ReadLine): string =>
  ((line.recognised?.confidence ?? 0) >= RECOGNISED_CONFIDENCE ? line.recognised!.text : line.text).trim();

/** Which reader read a line so: tesseract (at one scale or another) or the handwriting model. */
type Reader = 'tesseract' | 'model';

/** The readings of a line: its text (sure when read with AWARD_CONFIDENCE), what other scales read it as, and the handwriting model's reading (sure from RECOGNISED_CONFIDENCE). */
const readingsOf = (line: ReadLine): Array<{ text: string; sure: boolean; reader: Reader }> => [
  { text: line.text, sure: line.confidence >= AWARD_CONFIDENCE, reader: 'tesseract' },
  ...(line.alsoReadAs ?? []).map((text) => ({ text, sure: false, reader: 'tesseract' as const })),
  ...(line.recognised
    ? [{ text: line.recognised.text, sure: line.recognised.confidence >= RECOGNISED_CONFIDENCE, reader: 'model' as const }]
    : []),
];

/** From this confidence the model's reading of a line, read alike by tesseract, is sure: two readers seldom misread alike. */
export const AGREEING_CONFIDENCE = 50;
/**
 * From this confidence the model's reading agrees with tesseract's even where tesseract's line is
 * too unsure to quote: tesseract's confidence on handwriting says little (a `2TT+4TT` at 17 or 27,
 * `minimum` at 20), its reading, alike, still does; a surer model makes up for it.
 */
export const AGREEING_UNQUOTED_CONFIDENCE = 70;

/** How each reader reads a handwritten π, which neither has a letter for: tesseract as `7T`, `TT`, `1T`, `IT` or `T`, the model as `TT` or `T`. */
const PI_AS_READ: Readonly<Record<Reader, RegExp>> = { tesseract: /7TT|7T|TT|1T|IT|T/g, model: /TT|T/g };

/** A word answer a scheme gives in words alone (`\text{minimum}`): its words, in lower case. */
const WORD_ANSWER = /^\\text\{([A-Za-z]+(?: [A-Za-z]+)*)\}$/;

/** What an allocation expects written, and how to find it in a line of handwriting. */
export interface ExpectedWriting {
  /** The plain expected writing (`plainWritingOf`; of the scheme's first accepted value), or null. */
  plain: string | null;
  /** The one-line written form (`writtenFormOf`; of the first accepted value), or null. */
  form: string | null;
  /** As shown to a reviewer: the plain writing, else the form; each accepted value, joined by "or". */
  shown: string;
  /**
   * The reading of a line that holds it (the plain writing whole, a short one only if read surely or
   * alike by both readers, or the form with no more misreadings than its length allows), else undefined. `anyConfidence`
   * takes every reading as sure: for asking whether a line may be this writing at all.
   */
  find(line: ReadLine, anyConfidence?: boolean): string | undefined;
  /** Whether a writing contradicts it (`contradicts`, `apart` characters apart): every accepted value's. */
  contradictedBy(written: string, apart: number): boolean;
}

/**
 * An allocation's expected writing, or null when it has none to look for. A scheme that accepts two
 * values of one rounded answer (`acceptedValuesOf`: "0.209 or 0.210") is found when either is
 * written, and contradicted only by a writing that contradicts both. A scanned scheme's value read
 * unsurely (`expectedAsRead`) is found only as a sure writing reads as it (`printedAs`).
 */
export function expectedWritingIn(allocation: Pick<RubricAllocation, 'expected' | 'expectedAsRead'>): ExpectedWriting | null {
  if (allocation.expected === undefined) return allocation.expectedAsRead === undefined ? null : printedAs(allocation.expectedAsRead);
  const accepted = acceptedValuesOf(allocation.expected).map(writingOf);
  const writable = accepted.filter((writing) => writing !== null);
  if (writable.length === 0) return null;
  return {
    ...writable[0],
    shown: writable.map((writing) => writing.shown).join(' or '),
    find: (line, anyConfidence) => writable.map((writing) => writing.find(line, anyConfidence)).find((text) => text !== undefined),
    // An accepted value with no writing to compare is never contradicted.
    contradictedBy: (written, apart) => accepted.every((writing) => writing !== null && writing.contradictedBy(written, apart)),
  };
}

/**
 * Whether a reading holds an expected writing: `sure` when read surely (or any reading is asked
 * for), `alike` when read so by both readers (or any reading is asked for).
 */
type Holds = (text: string, sure: boolean, reader: Reader, alike: boolean) => boolean;

/**
 * The first reading of a line that holds an expected writing, read surely (any reading, with
 * `anyConfidence`); else the model's, where tesseract's holds it alike at one of its scales and
 * neither is sure alone (the model at `AGREEING_CONFIDENCE` where tesseract's line is quotable, at
 * `AGREEING_UNQUOTED_CONFIDENCE` where it is not): two readers seldom misread alike.
 */
function readingHolding(line: ReadLine, anyConfidence: boolean, holdsIn: Holds): string | undefined {
  const read = readingsOf(line).find(({ text, sure, reader }) => holdsIn(text, sure || anyConfidence, reader, anyConfidence));
  if (read) return read.text.trim();
  const { confidence, recognised } = line;
  const agreed =
    recognised !== undefined &&
    recognised.confidence >= (confidence >= QUOTE_CONFIDENCE ? AGREEING_CONFIDENCE : AGREEING_UNQUOTED_CONFIDENCE) &&
    readingsOf(line).some(({ text, reader }) => reader === 'tesseract' && holdsIn(text, true, reader, true)) &&
    holdsIn(recognised.text, true, 'model', true);
  return agreed ? recognised.text.trim() : undefined;
}

/** A reading with the π its reader reads as a T put back: the model's, and tesseract's only where read alike (its 7T may be a 7 and a π). */
const withPi = (read: string, reader: Reader, alike: boolean) =>
  reader === 'model' || alike ? read.replace(PI_AS_READ[reader], 'π') : read;

/** One accepted value's expected writing, or null when it has none to look for. */
function writingOf(expected: string): ExpectedWriting | null {
  const plain = plainWritingOf(expected);
  const form = writtenFormOf(expected);
  const shown = plain ?? form;
  if (shown === null) return wordsOf(expected);
  // A long expected writing found whole is its own proof (a misreading does not make it by chance);
  // a short one must also have been read surely (tesseract's own reading, or the model's), or alike
  // by both readers. A form with symbols (π, √, θ: no plain writing) is found as written in a line
  // read surely (only the handwriting model reads those symbols; a π as either reader reads it), or
  // loosely with misreadings.
  const symbolic = plain === null && form !== null ? canonicalWriting(form) : null;
  // A T read where the form has a π and no T of its own is that π.
  const piForm = form !== null && form.includes('π') && !form.includes('T');
  const holdsIn: Holds = (read, sure, reader, alike) => {
    const text = canonicalWriting(piForm ? withPi(read, reader, alike) : read);
    return (
      (plain !== null && (plain.length >= SELF_EVIDENT_LENGTH || sure) && holds(text, plain)) ||
      (symbolic !== null && sure && holds(text, symbolic)) ||
      (form !== null && holdsLoosely(text, form))
    );
  };
  return {
    plain,
    form,
    shown,
    find: (line, anyConfidence = false) => readingHolding(line, anyConfidence, holdsIn),
    contradictedBy: (written, apart) => contradicts(written, plain, form, apart),
  };
}

/**
 * A word answer's expected writing (`WORD_ANSWER`: "minimum"), or null: found in a line read surely
 * as those words and nothing more (a word in a sentence may be denied by it), never contradicted
 * (a learner's words are too free to tell a wrong answer from another way of putting it).
 */
function wordsOf(expected: string): ExpectedWriting | null {
  const words = WORD_ANSWER.exec(expected)?.[1].toLowerCase();
  if (words === undefined) return null;
  const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  return {
    plain: null,
    form: null,
    shown: words,
    find: (line, anyConfidence = false) =>
      readingHolding(line, anyConfidence, (text, sure) => sure && key(text) === key(words) && /^[A-Za-z\s.]+$/.test(text.trim())),
    contradictedBy: () => false,
  };
}

/** A scanned scheme's value read unsurely at least this long, read as a learner's line, is its own proof however unsure either reading: misreadings do not make it by chance. */
const SELF_EVIDENT_PRINT = 8;

/**
 * A scanned scheme's value read unsurely (`expectedAsRead`) as an expected writing: found in a line
 * whose reading, or its final answer, reads as the print does (`readsAsPrinted`: `96π/25` for
 * `9611/25`), read surely unless the print is long (SELF_EVIDENT_PRINT); never contradicted, nor
 * taken as not written (what the print says is not known surely).
 */
function printedAs(printed: string): ExpectedWriting {
  // A chain's value, where long enough to be its own proof (`=-2/3x+8/3` under working), is the learner's final answer.
  const squashed = printed.replace(/\s+/g, '');
  const printedAnswer = answerOf(squashed);
  const readsAs = (text: string) =>
    readsAsPrinted(text, printed) ||
    readsAsPrinted(answerOf(text), printed) ||
    (printedAnswer.length >= SELF_EVIDENT_PRINT && readsAsPrinted(answerOf(text), printedAnswer));
  const selfEvident = squashed.length >= SELF_EVIDENT_PRINT;
  return {
    plain: null,
    form: null,
    shown: `${printed} (as read on the scheme's scan)`,
    // Any line may be what an unsure print says: asked whether one may be, the answer is yes.
    find: (line, anyConfidence = false) =>
      anyConfidence
        ? quoteOf(line)
        : readingHolding(
            line,
            false,
            // Tesseract's π (`27T` for `2π`) is taken alone too: the print, read as a π where it stands, bears it out.
            (read, sure, reader) =>
              (sure || selfEvident) &&
              /\d/.test(read) &&
              (readsAs(canonicalWriting(read)) || readsAs(canonicalWriting(withPi(read, reader, true)))),
          ),
    contradictedBy: () => false,
  };
}

/**
 * A decision on one allocation of a written part from its lines of handwriting, or null when the
 * writing settles nothing:
 * - awarded when a line holds the expected writing (`expectedWritingIn`), with that line as
 *   evidence; when `repeats` earlier allocations expect the same writing, the line must be a further
 *   one (a value written once earns it once); a starred mark's printed answer so found is left
 *   uncertain at that line (`isPrintedAnswer`), and so is the part's last strict accuracy mark found
 *   above a final line that surely contradicts it;
 * - withheld, for the part's last strict accuracy mark only, when no line holds the expected writing
 *   and the part's last line surely contradicts it (`contradictingFinalLine`): it ends in a number
 *   that differs from a numeric expected value by more than a misread character (by any where
 *   tesseract and the sure model read the same number), or it is the expected written form's shape
 *   with numbers two digits or more apart.
 */
export function decideFromWriting(
  allocation: RubricAllocation,
  lastAccuracyOfPart: boolean,
  lines: readonly (ReadLine & { pageId: string })[],
  where = 'in the answer space',
  repeats = 0,
): Omit<AllocationAssessment, 'allocationId'> | null {
  const expected = expectedWritingIn(allocation);
  if (expected === null) return null;
  // Any reading of a line may hold it; the line counts once however often it was read.
  const found = lines.flatMap((line) => {
    const text = expected.find(line);
    return text === undefined ? [] : [{ line, text }];
  })[repeats];
  const final = lastAccuracyOfPart && isStrictAccuracy(allocation.code) ? contradictingFinalLine(expected, lines) : null;
  const finalEvidence = final && { pageId: final.line.pageId, quote: final.quote, box: final.line.box };
  if (found) {
    const seen = `The expected ${expected.shown} is written ${where}, read as "${found.text}"`;
    const evidence = [{ pageId: found.line.pageId, quote: found.text, box: found.line.box }];
    // The value in working above a final answer that contradicts it (a 5/36 on the way to 6/37) is not the learner's answer.
    if (finalEvidence && final.line !== found.line)
      return {
        decision: 'uncertain',
        explanation: `${seen}, but the final answer below it is written as "${final.quote}", which contradicts it: a reviewer must decide which is the learner's answer.`,
        evidence: [...evidence, finalEvidence],
        conditionChecks: [],
      };
    return isPrintedAnswer(allocation.code)
      ? {
          decision: 'uncertain',
          explanation: `${seen}, but it is printed on the paper: the mark needs fully correct working, which a reviewer must judge.`,
          evidence,
          conditionChecks: [],
        }
      : { decision: 'awarded', explanation: `${seen}.`, evidence, conditionChecks: [] };
  }
  if (!finalEvidence) return null;
  return {
    decision: 'withheld',
    explanation: `The final answer is written as "${final.quote}", which contradicts the expected ${expected.shown}.`,
    evidence: [finalEvidence],
    conditionChecks: [],
  };
}

/**
 * The last line a reviewer would be shown (one read too unsurely to quote is noise after the
 * answer) when it surely contradicts the expected writing (`contradicts`): read very surely by
 * tesseract, or surely and at another scale too with every other reading contradicting as well, or
 * surely by the handwriting model; the model's reading, where there is one, contradicting too.
 */
function contradictingFinalLine<L extends ReadLine>(expected: ExpectedWriting, lines: readonly L[]): { line: L; quote: string } | null {
  const last = lines.filter(isQuotable).at(-1);
  if (!last) return null;
  const recognised = last.recognised?.text;
  const modelSure = (last.recognised?.confidence ?? 0) >= RECOGNISED_CONFIDENCE;
  // Two readers that read the same final number, the model surely, are not both misreading one
  // character of it: one character apart is then a contradiction.
  const finalTerm = (text: string) => finalTermOf(canonicalWriting(text).replace(TRAILING_UNIT, ''));
  const apart = modelSure && finalTerm(recognised!) === finalTerm(last.text) ? 1 : 2;
  const contradicted = (text: string) => expected.contradictedBy(canonicalWriting(text), apart);
  const modelAgrees = recognised === undefined || contradicted(recognised);
  const readAgain = (last.readings ?? 1) > 1 && (last.alsoReadAs ?? []).every(contradicted);
  const settled =
    (last.confidence >= CONTRADICTION_CONFIDENCE || (last.confidence >= AWARD_CONFIDENCE && readAgain) || modelSure) && modelAgrees;
  return settled && contradicted(last.text) ? { line: last, quote: quoteOf(last) } : null;
}
