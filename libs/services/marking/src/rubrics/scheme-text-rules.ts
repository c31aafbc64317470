import { parseMarkCode } from '@pp/scoring';
import type { QuestionRubric, RubricAllocation } from './rubric.js';
import { expectedOfWorking, printedValueOf } from './scheme-expected.js';
import type { SchemeEntry, SchemeRow } from './scheme-layout.js';

export type SchemeReading = { rubric: QuestionRubric } | { problem: string };

// OCR reads the 1 of a printed "M1" as l, I or | (the 1f of an A1ft as df, the M of a dM1 as m)
// often enough to allow for it, and only there.
const CODE_TOKEN = /^(d?)([MAB]|(?<=d)m)([1-9lI|]|d(?=ft))(ft)?(\*)?[,.;:]?$/;
/** "dep", "dependent on": a row that says its mark depends on a method mark before it. */
const DEPENDENT = /\bdep(?:endent)?\b/i;
/** A dependent row naming every method mark before it: "dependent on both M marks", "all previous M marks". */
const ALL_METHODS = /\b(?:both|all)\b/i;
/** Which method mark a dependent row names, where it names one ("dependent on the first M1"). */
const ORDINALS: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:first|1st)\b/i, 0],
  [/\b(?:second|2nd)\b/i, 1],
  [/\b(?:third|3rd)\b/i, 2],
];

/** A token that is a mark code as printed (`M1`, `dM1`, `A1ft`, `B1*`, `M2`), normalised; null otherwise. */
export function markCodeToken(token: string): string | null {
  const match = CODE_TOKEN.exec(token);
  if (!match) return null;
  const [, d, letter, count, ft, star] = match;
  const code = `${d}${letter.toUpperCase()}${/[lI|d]/.test(count) ? '1' : count}${ft ?? ''}${star ?? ''}`;
  return parseMarkCode(code) ? code : null;
}

/**
 * The rubric of question `questionNumber` from the rows of a typed mark scheme (`schemeEntriesOf`):
 * each code of a row's marks (`M2` is two one-mark allocations) in the part its labels give, the
 * row's working as its requirement, and the value the working shows (`expectedOfWorking`) as the
 * expected value of the row's last accuracy or independent mark (of its last method mark in a row of
 * method marks alone), when it was read surely (else the value as read, `printedValueOf`). Rows of
 * other questions are left out when the scheme numbers its questions. Dependencies by the usual
 * conventions: a `dM1` on the method mark before it in its part (a row saying "dep" too), an `A1`
 * (an `A1ft` too: it follows through an earlier answer, not past the method) on the part's method
 * marks before it. A scheme from which no code is read, or
 * whose printed totals (a part's or the question's; a bracketed `(5)` may be either) disagree with
 * the codes read, gives a problem rather than a guess.
 */
export function rubricFromSchemeEntries(entries: readonly SchemeEntry[], questionNumber: number | null): SchemeReading {
  const numbered = entries.some((entry) => entry.question !== null);
  const own = entries.filter((entry) => !numbered || (questionNumber !== null && entry.question === questionNumber));
  const rubric: QuestionRubric = { origin: 'read-from-scheme', pin: null, parts: [], allocations: [] };
  let above: SchemeRow | null = null;
  for (const entry of own) {
    if (entry.kind === 'row') {
      // Working that goes on from the row above (`= 3 − 2i` under `z = ...`) is read with it for its value.
      const continued = above && above.part === entry.part && /^=/.test(entry.working[0] ?? '');
      addRow(rubric, entry, continued ? [...above!.working, ...entry.working] : entry.working);
      above = entry;
      continue;
    }
    const read = entry.of === 'part' ? rubric.allocations.filter((a) => a.partId === entry.part).length : rubric.allocations.length;
    // A bracketed `(5)` is a part's subtotal in most schemes and the question's total in some: either agrees.
    if (entry.marks !== read && !(entry.of === 'part' && entry.marks === rubric.allocations.length))
      return {
        problem:
          entry.of === 'part'
            ? `the scheme's subtotal of part (${entry.part}) is ${entry.marks} marks but ${read} mark codes were read`
            : `the scheme's total is ${entry.marks} marks but ${read} mark codes were read`,
      };
  }
  if (rubric.allocations.length === 0)
    return { problem: 'no mark codes (M1, A1, B1 ...) could be read on the scheme pages for this question' };
  return { rubric };
}

/** A row's allocations added to the rubric; `working` is where its value is read from. */
function addRow(rubric: QuestionRubric, row: SchemeRow, working: readonly string[]): void {
  const codes = row.codes.flatMap((printed) => {
    const mark = parseMarkCode(printed)!;
    return Array.from({ length: mark.count }, () => mark.code);
  });
  const requirement = row.working.join(' ');
  // The value is the row's last accuracy or independent mark's; a row of method marks alone shows the working its last one asks for.
  const lastValued = codes.findLastIndex((code) => parseMarkCode(code)!.kind !== 'method');
  const valued = lastValued === -1 ? codes.length - 1 : lastValued;
  const expected = row.sure ? expectedOfWorking(working, { several: lastValued === -1 }) : null;
  const printed = row.sure ? null : printedValueOf(working);
  const methodsOf = (allocations: readonly RubricAllocation[]) =>
    allocations.filter((a) => a.partId === row.part && parseMarkCode(a.code)!.kind === 'method').map((a) => a.id);
  // A row that says "dep" depends on method marks of the rows above it.
  const [saysDependent, earlier] = [DEPENDENT.test(requirement), methodsOf(rubric.allocations)];
  for (const [i, code] of codes.entries()) {
    let part = rubric.parts.find((p) => p.id === row.part);
    if (!part) rubric.parts.push((part = { id: row.part, label: `(${row.part})`, marks: 0 }));
    part.marks += 1;
    const methods = methodsOf(rubric.allocations);
    const mark = parseMarkCode(code)!;
    const dependsOn = mark.dependent
      ? dependedOn(methods, requirement)
      : saysDependent && mark.kind !== 'accuracy'
        ? dependedOn(earlier, requirement)
        : mark.kind === 'accuracy'
          ? methods
          : [];
    const allocation: RubricAllocation = {
      id: `${row.part}.${part.marks}`,
      partId: row.part,
      // A d code with no method mark before it to depend on is read as the plain code.
      code: mark.dependent && dependsOn.length === 0 ? code.slice(1) : code,
      requirement: requirement || `${code} as printed in the mark scheme`,
      conditions: [],
      dependsOn,
    };
    if (i === valued && expected !== null) allocation.expected = expected;
    if (i === valued && printed !== null) allocation.expectedAsRead = printed;
    rubric.allocations.push(allocation);
  }
}

/**
 * The method marks (of `methods`, those before it in its part) a dependent mark depends on: the one
 * its row names ("dependent on the first M1"), all when it says so ("both M marks"), else the last.
 */
function dependedOn(methods: readonly string[], requirement: string): string[] {
  if (DEPENDENT.test(requirement) && ALL_METHODS.test(requirement)) return [...methods];
  const named = DEPENDENT.test(requirement) ? ORDINALS.find(([ordinal]) => ordinal.test(requirement))?.[1] : undefined;
  return named === undefined ? methods.slice(-1) : methods.slice(named, named + 1);
}
