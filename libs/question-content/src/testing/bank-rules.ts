/** Whole-bank rules the quality tests apply: what builds on an earlier part, what reads as a misprint or a slip, stems and drills. */
import type { QuestionRevisionContent } from '../question-content.js';
import { stemOf } from '../question-text.js';

/** Tag of a question that joins two or more topics of its module (with a tag naming each topic). */
export const SYNOPTIC_TAG = 'synoptic';

const BUILDS_ON = /\b(hence|using your answer|your answer to|your answers to|your value|your result|deduce|use part|from part)\b/i;

/** True when a later part says it uses an earlier one, or its marks follow through or depend on one. */
export function buildsOnEarlierPart(rev: QuestionRevisionContent): boolean {
  const partOf = new Map(rev.scheme.allocations.map((a) => [a.id, a.partId]));
  return rev.parts.some((part, i) => {
    if (i === 0) return false;
    if (BUILDS_ON.test(part.stemTex)) return true;
    return rev.scheme.allocations.some(
      (a) => a.partId === part.id && (a.code.includes('ft') || a.dependsOn.some((d) => partOf.get(d) !== part.id)),
    );
  });
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/**
 * How a string is printed: `prose` question text, `math` the maths of a stem, `answer` a printed
 * answer (held to simplest form), `working` a scheme's expected value or the maths of its prose
 * (a substituted step such as \(\frac{3.4}{0.02}\) is the method a marker looks for, so only
 * fractions no working needs are held against it).
 */
export type PrintedKind = 'prose' | 'math' | 'answer' | 'working';

/** Misprints in one string of the given kind. Returns what was found, empty when the string reads cleanly. */
export function misprints(text: string, kind: PrintedKind = 'math'): string[] {
  const found: string[] = [];
  for (const [whole, digits, suffix] of text.matchAll(/(?<![\w.])(\d+)(?:\^\{\\text\{)?(st|nd|rd|th)\b/g)) {
    if (ordinalSuffix(Number(digits)) !== suffix) found.push(`ordinal ${whole}`);
  }
  if (kind === 'prose') return found;
  for (const [whole] of text.matchAll(/(?<![\d.\w\\{])1(?:[a-z](?![a-z])|\\mathrm\{i\})/g)) found.push(`coefficient 1 in ${whole}`);
  for (const [whole] of text.matchAll(/(?<![_^{])[+-]\s*-\s*[\d\w\\(]/g)) found.push(`sign pair ${whole}`);
  const bare = text
    .replace(/\\begin\{array\}\{[^{}]*\}/g, ' ')
    .replace(/\\(?:text|mathrm|mathbf|mathit|operatorname|textbf|mbox|begin|end)\{[^{}]*\}/g, ' ')
    .replace(/\\[a-zA-Z]+/g, ' ');
  for (const [word] of bare.matchAll(/[A-Za-z]{4,}/g)) found.push(`word outside \\text: ${word}`);
  if (kind === 'answer') {
    for (const [whole, num, numRest, den, denRest] of text.matchAll(/\\frac\{(-?\d+)([^{}]*)\}\{(-?\d+)?([^{}]*)\}/g)) {
      if (den === undefined) continue;
      const [n, d] = [Number(num), Number(den)];
      // Only a single term over a single term is held to lowest terms: (2n + 3) over 2(n + 1) is simplest already.
      const singleTerms = /^[^+\-()]*$/.test(numRest) && /^[^+\-()]*$/.test(denRest);
      if (d < 0 || (d === 1 && denRest === '') || (singleTerms && gcd(n, d) > 1) || (n === 0 && numRest === ''))
        found.push(`unsimplified ${whole}`);
    }
  }
  if (kind === 'working') found.push(...unneededFractions(text));
  return found;
}

/**
 * Fractions of whole numbers that no substitution needs: a denominator of 1 or a negative one, and
 * a whole number written as a fraction that multiplies what follows (\(\frac{120}{2}\int\) for
 * \(60\int\)). A quotient standing alone (\(e = \frac{4}{10}\), \(\frac{15000}{8}\)) is a
 * substituted formula and is left alone.
 */
function unneededFractions(working: string): string[] {
  const found: string[] = [];
  const fractions = /\\frac\{(-?\d+)\}\{(-?\d+)\}(?=\s*(\\left\(|\(|\\(?!right)[a-zA-Z]+|[a-zA-Z])?)/g;
  for (const [whole, num, den, multiplies] of working.matchAll(fractions)) {
    const [n, d] = [Number(num), Number(den)];
    if (d < 0 || d === 1 || (multiplies !== undefined && n % d === 0)) found.push(`unsimplified ${whole}`);
  }
  return found;
}

/**
 * A negative term added or subtracted in brackets, \(z - (-3 + 3\mathrm{i})\) or \(+ (-7 - 60\mathrm{i})\):
 * the question's own maths writes \(z + 3 - 3\mathrm{i}\). For a stem's maths and an answer; a
 * scheme's working may show the substitution \(0.2(7 - (-10))\).
 */
export function bracketedNegativesAdded(math: string): string[] {
  const bracket = /(?<![_^{])[+-]\s*(?:\\left)?\(\s*-(?:[^()]|\([^()]*\))*\)/g;
  return [...math.matchAll(bracket)].map(([whole]) => `a sign before a bracket opening with a minus: ${whole}`);
}

const TERM = String.raw`(?:\d+(?:\.\d+)?)?(?:\\frac\{\d+\}\{\d+\})?(?:[a-zA-Z]|\\(?!pi\b|mathrm|mathbf|left|right|frac)[a-zA-Z]+)(?:\^\{?\d+\}?)?`;
const CONSTANT = String.raw`(?:\d+(?:\.\d+)?|\\frac\{\d+\}\{\d+\})`;
/** A negative variable term before a positive constant, opening an expression or a bracket: \((-2\alpha + 2)\). */
const NEGATIVE_FIRST = new RegExp(String.raw`(?:^|\\left\(|\()\s*(-\s*${TERM}\s*\+\s*${CONSTANT})\s*(?=\\right\)|\)|,|$)`, 'g');

/**
 * An expression that opens with a negative variable term where its positive constant could lead:
 * \((-2\alpha + 2)^{2}\) for \((2 - 2\alpha)^{2}\). Narrow on purpose: two terms only, the second a
 * plain number, so \(-3 + 4\mathrm{i}\), \(-4\mathbf{i} + 4\mathbf{j}\) and \(y = -3x + 4\) pass.
 */
export function negativeLeadingTerms(math: string): string[] {
  return [...math.matchAll(NEGATIVE_FIRST)].map(([, expression]) => `positive term could lead: ${expression}`);
}

/**
 * The values an answer states: its items (between commas, semicolons and spaces \(\;\), \(\quad\)),
 * each without a single-term name before its `=` (\(v_A = \frac{2}{3}\) gives \(\frac{2}{3}\); an
 * equation \(24x^{2} - 2x - 1 = 0\) stays whole).
 */
const valuesOf = (answerTex: string): string[] =>
  answerTex
    .split(/,|;|\\quad|\\;/)
    .map((item) => item.replace(/^[^=+\-<>]*=/, '').trim())
    .filter(Boolean);

const IMAGINARY = String.raw`\mathrm{i}`;
/** "in the form \(a + b\mathrm{i}\)" with any two letters, the \(\mathrm{i}\) before or after the second. */
const CARTESIAN_FORM = /in the form \\\(\s*[a-z]\s*\+\s*(?:[a-z]\s*\\mathrm\{i\}|\\mathrm\{i\}\s*[a-z])\s*\\\)/;

/** Content of brackets and braces blanked out, so a sign inside a fraction or bracket does not split terms. */
function topLevel(math: string): string {
  let depth = 0;
  let out = '';
  for (const ch of math) {
    if (')}]'.includes(ch)) depth--;
    out += depth > 0 ? '_' : ch;
    if ('({['.includes(ch)) depth++;
  }
  return out;
}

/** Which part of a complex value is zero: `real`, `imaginary`, or null when both show. */
function zeroPartOf(value: string): 'real' | 'imaginary' | null {
  if (!value.includes(IMAGINARY)) return 'imaginary';
  // The unit marked by one character, so an i inside a bracket or fraction is blanked with it.
  const marked = topLevel(value.replaceAll(IMAGINARY, '@').replace(/\\(?:left|right)/g, ''));
  const terms = marked.replace(/^\s*[-+]/, '').split(/\s[-+]\s|\\pm|\\mp/);
  return terms.length === 1 && terms[0].includes('@') ? 'real' : null;
}

/**
 * A part that asks for the form \(a + b\mathrm{i}\) (or \(x + y\mathrm{i}\)) when every value of its
 * answer has a zero real or a zero imaginary part: the form then asks for a part that is not there.
 * A list with one complex value needing both parts (roots of unity, one of them real) passes.
 */
export function zeroPartInCartesianForm(stemTex: string, answerTex: string): string[] {
  if (!CARTESIAN_FORM.test(stemTex)) return [];
  const zeros = valuesOf(answerTex).map(zeroPartOf);
  return zeros.length > 0 && zeros.every((zero) => zero !== null) ? [`form a + bi for ${answerTex} (zero ${zeros[0]} part)`] : [];
}

/** Stem text with each number and its unit read alike, in or out of maths: \(4\) kg and \(4\ \mathrm{kg}\) as `4 kg`. */
const quantitiesRead = (text: string): string =>
  text
    .replace(/\\\(\s*(-?[\d.]+)\s*(?:\\[ ,;]\s*)?\\mathrm\{((?:[^{}]|\{[^{}]*\})+)\}\s*\\\)/g, '$1 $2')
    .replace(/\\\(\s*(-?[\d.]+)\s*\\\)/g, '$1');

/** The same value and unit stated twice in a row, "masses 4 kg and 4 kg": a paper says "each of mass 4 kg". */
export function repeatedQuantities(text: string): string[] {
  const repeated = /(?<![\d.])(\d+(?:\.\d+)?) ([A-Za-z]\S*?)(?:,? and |, )\1 \2(?![\w{])/g;
  return [...quantitiesRead(text).matchAll(repeated)].map(([whole]) => `repeated quantity: ${whole}`);
}

/** What a mechanics part asks for that has a unit, and what it asks for that has none. */
const QUANTITY_WITH_UNIT =
  /\b(?:speeds?|velocit(?:y|ies)|impulses?|forces?|tensions?|thrust|energy|work done|power|time|distance|height|extension|compression|mass|acceleration)\b/i;
const QUANTITY_WITHOUT_UNIT = /\b(?:coefficient|fraction|ratio|cosine|sine|tangent|number of|angle)\b|in terms of/i;
/** A value with no letter but the unit vectors: a number, a fraction, a surd, a vector in \(\mathbf{i}\), \(\mathbf{j}\). */
const isBareNumber = (value: string): boolean =>
  /^[-+\s\d.(){}]*$/.test(value.replace(/\\(?:frac|sqrt|dfrac|left|right)|\\mathbf\{[ijk]\}/g, ''));

/**
 * A mechanics answer that states a quantity with a unit (a speed, an impulse, an energy, a time…)
 * as a bare number. Narrow: only when the part's asking sentences name such a quantity and none
 * without a unit (a coefficient, a fraction, an angle), and every value of the answer is a number.
 */
export function missingUnits(stemTex: string, answerTex: string): string[] {
  const asking = stemTex
    .split(/(?<=[.?])\s+/)
    .filter((sentence) => /\b(?:find|show|calculate|work out|determine|deduce|write down|state)\b/i.test(sentence))
    .join(' ');
  if (!QUANTITY_WITH_UNIT.test(asking) || QUANTITY_WITHOUT_UNIT.test(asking)) return [];
  const values = valuesOf(answerTex);
  return values.length > 0 && values.every(isBareNumber) ? [`no unit in ${answerTex}`] : [];
}

/** What the stem and drill rules read of a revision: its source, its parts' text and its scheme's allocations by part. */
type AskedRevision = Pick<QuestionRevisionContent, 'introTex' | 'parts' | 'source'> & {
  scheme: { allocations: ReadonlyArray<Pick<QuestionRevisionContent['scheme']['allocations'][number], 'partId'>> };
};

/**
 * Templates with fewer than `least` distinct stems (`stemOf`: the text with maths and numbers taken
 * out) among their questions, each as `id: n stem(s) over m questions`. Hand-written questions have
 * no template and are not counted.
 */
export function templatesShortOfStems(revs: readonly AskedRevision[], least = 2): string[] {
  const byTemplate = new Map<string, { stems: Set<string>; questions: number }>();
  for (const rev of revs) {
    const id = rev.source.generator;
    if (!id) continue;
    const entry = byTemplate.get(id) ?? { stems: new Set<string>(), questions: 0 };
    entry.stems.add(stemOf(rev));
    entry.questions++;
    byTemplate.set(id, entry);
  }
  return [...byTemplate]
    .filter(([, { stems }]) => stems.size < least)
    .map(([id, { stems, questions }]) => `${id}: ${stems.size} stem(s) over ${questions} questions`)
    .sort();
}

/** A drill: no part worth 3 or more marks (a part's marks are its scheme's allocations), only short items stacked. */
export function isDrill(rev: AskedRevision): boolean {
  const marks = new Map<string, number>();
  for (const a of rev.scheme.allocations) marks.set(a.partId, (marks.get(a.partId) ?? 0) + 1);
  return ![...marks.values()].some((m) => m >= 3);
}

/** How many drills each source holds, most first, as `source: n`, for a failing test to name its owners. */
export function drillsBySource<R extends AskedRevision>(revs: readonly R[], sourceOf: (rev: R) => string): string[] {
  const counts = new Map<string, number>();
  for (const rev of revs.filter(isDrill)) counts.set(sourceOf(rev), (counts.get(sourceOf(rev)) ?? 0) + 1);
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([source, n]) => `${source}: ${n}`);
}
