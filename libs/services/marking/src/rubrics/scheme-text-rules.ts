import { parseMarkCode } from '@pp/scoring';
import type { QuestionRubric, RubricAllocation } from './rubric.js';

/** A line of text read off a printed mark scheme. */
export interface SchemeLine {
  text: string;
}

export type SchemeReading = { rubric: QuestionRubric } | { problem: string };

// OCR reads the 1 of a printed "M1" as l, I or | often enough to allow for it, and only there.
const CODE_TOKEN = /^(d?)([MAB])([1-9lI|])(ft)?(\*)?[,.;:]?$/;
/** "1(a)", "Q1 (a)", "(b)", "Question 2": what starts a row of a scheme. */
const QUESTION_AND_PART = /^(?:Q(?:uestion)?\s*)?(\d{1,2})\s*\(([a-h])\)/i;
const PART_ONLY = /^\(([a-h])\)/;
const QUESTION_ONLY = /^Q(?:uestion)?\s*(\d{1,2})\b/i;
const TOTAL = /\btotal\b\D{0,24}(\d{1,2})\s*marks?\b/i;

/** A token that is a mark code as printed (`M1`, `dM1`, `A1ft`, `B1*`, `M2`), normalised; null otherwise. */
export function markCodeToken(token: string): string | null {
  const match = CODE_TOKEN.exec(token);
  if (!match) return null;
  const [, d, letter, count, ft, star] = match;
  const code = `${d}${letter}${/[lI|]/.test(count) ? '1' : count}${ft ?? ''}${star ?? ''}`;
  return parseMarkCode(code) ? code : null;
}

interface ReadAllocation {
  partId: string;
  code: string;
  text: string;
}

/**
 * The rubric of question `questionNumber` from the lines of a printed mark scheme: each mark code
 * (a code like `M2` is two one-mark allocations) in the part whose row it is on, its row's other text
 * as its requirement. Rows of other questions are left out when the scheme numbers its questions. A
 * `dM1` depends on the method mark before it in its part and an `A1` on the part's method marks
 * before it. A scheme from which no code is read, or whose printed total disagrees with the codes
 * read, gives a problem rather than a guess.
 */
export function rubricFromSchemeText(lines: readonly SchemeLine[], questionNumber: number | null): SchemeReading {
  const numbered = lines.some((line) => QUESTION_AND_PART.test(line.text.trim()) || QUESTION_ONLY.test(line.text.trim()));
  let [question, partId] = [null as number | null, 'a'];
  const read: ReadAllocation[] = [];
  const totals: number[] = [];
  for (const line of lines) {
    let text = line.text.trim();
    const both = QUESTION_AND_PART.exec(text);
    const only = !both && QUESTION_ONLY.exec(text);
    const part = !both && PART_ONLY.exec(text);
    if (both) [question, partId] = [Number(both[1]), both[2].toLowerCase()];
    else if (only) [question, partId] = [Number(only[1]), 'a'];
    else if (part) partId = part[1].toLowerCase();
    text = text.slice((both || only || part || [''])[0].length).trim();
    if (numbered && (questionNumber === null || question !== questionNumber)) continue;
    const total = TOTAL.exec(text);
    if (total) {
      totals.push(Number(total[1]));
      continue;
    }
    const tokens = text.split(/\s+/);
    const codes = tokens.map(markCodeToken);
    const requirement = tokens
      .filter((_, i) => codes[i] === null)
      .join(' ')
      .trim();
    for (const code of codes) {
      if (code === null) continue;
      const { count } = parseMarkCode(code)!;
      for (let i = 0; i < count; i += 1) read.push({ partId, code: code.replace(/[1-9]/, '1'), text: requirement });
    }
  }
  if (read.length === 0) return { problem: 'no mark codes (M1, A1, B1 ...) could be read on the scheme pages for this question' };
  const total = totals.at(-1);
  if (total !== undefined && total !== read.length)
    return { problem: `the scheme's total is ${total} marks but ${read.length} mark codes were read` };
  return { rubric: rubricOf(read) };
}

function rubricOf(read: readonly ReadAllocation[]): QuestionRubric {
  const allocations: RubricAllocation[] = [];
  const parts: QuestionRubric['parts'] = [];
  for (const { partId, code, text } of read) {
    let part = parts.find((p) => p.id === partId);
    if (!part) parts.push((part = { id: partId, label: `(${partId})`, marks: 0 }));
    part.marks += 1;
    const earlierMethods = allocations.filter((a) => a.partId === partId && parseMarkCode(a.code)!.kind === 'method').map((a) => a.id);
    const mark = parseMarkCode(code)!;
    const dependsOn = mark.dependent ? earlierMethods.slice(-1) : mark.kind === 'accuracy' && !mark.followThrough ? earlierMethods : [];
    allocations.push({
      id: `${partId}.${part.marks}`,
      partId,
      // A d code with no method mark before it to depend on is read as the plain code.
      code: mark.dependent && dependsOn.length === 0 ? code.slice(1) : code,
      // Text read by OCR is a reviewer's guide, not an expected value to match writing against: no `expected`.
      requirement: text || `${code} as printed in the mark scheme`,
      conditions: [],
      dependsOn,
    });
  }
  return { origin: 'read-from-scheme', pin: null, parts, allocations };
}
