/** Whole-bank rules the quality tests apply: what builds on an earlier part, and what reads as a misprint. */
import type { QuestionRevisionContent } from '../question-content.js';

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
 * Misprints in one string: `prose` is question text, `math` any maths, `answer` a printed answer
 * (held to simplest form). Returns what was found, empty when the string reads cleanly.
 */
export function misprints(text: string, kind: 'prose' | 'math' | 'answer' = 'math'): string[] {
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
  return found;
}
