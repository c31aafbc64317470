import { canonicalWriting } from '@pp/scoring';
import type { AllocationAssessment } from './assessor.js';
import type { QuestionRubric, RubricAllocation } from '../rubrics/rubric.js';
import { expectedWritingIn, isPrintedAnswer, type ReadLine } from './written-answers.js';

/** The handwriting of one part of a question, as the rules over its whole working see it. */
export interface PartWriting {
  /** The part's label, as printed: `(a)`. */
  label: string;
  /** The lines read in the part's written answer spaces, in writing order (page, then top to bottom). */
  lines: ReadonlyArray<ReadLine & { pageId: string }>;
  /** Whether the ink of the last written space ends with the last line read there (`inkEndsWith`). */
  endsAtLastLine: boolean;
}

/** Whether ink whose bottom is at `inkBottom` ends with a line (both on the upright page): none lies lower than half a line below it, which would be writing the reader missed. */
export const inkEndsWith = (line: ReadLine['box'], inkBottom: number): boolean => inkBottom <= line.y + 1.5 * line.height;

/** Characters a line may have beyond the writing it holds and still be that writing alone (a speck read as a point, a misread stroke). */
const LINE_SLACK = 2;

type Evidence = AllocationAssessment['evidence'][number];

/**
 * Whether a line (`quote`) is the expected writing (`shown`) and nothing more: the writing alone, or
 * one calculation (no comma) ending in a result as long as it (`i(-1+4i) = -4-i` for a scheme's
 * `-4 - i`), which is the way to it, not a further result.
 */
function isOnly(quote: string, shown: string): boolean {
  const [line, length] = [canonicalWriting(quote), canonicalWriting(shown).length];
  const result = line.slice(line.lastIndexOf('=') + 1);
  return line.length <= length + LINE_SLACK || (!line.includes(',') && Math.abs(result.length - length) <= LINE_SLACK);
}

const isLine = (evidence: Evidence | undefined, line: ReadLine & { pageId: string }) =>
  evidence !== undefined &&
  evidence.pageId === line.pageId &&
  (['x', 'y', 'width', 'height'] as const).every((key) => evidence.box[key] === line.box[key]);

/**
 * Marks beyond where the working ends are withheld. When the part's last line of writing, with no ink
 * below it, is the expected writing of an awarded allocation and nothing more (`isOnly`), the learner stopped
 * there: each later allocation still uncertain whose expected writing that line cannot be (read any
 * way) was not written, and is withheld with that line as evidence. A part with a later allocation
 * awarded (written out of order) or whose last line is more than one value is left as it is.
 * `decisions` are the part's allocations' decisions, in the rubric's order.
 */
export function withholdUnreached(
  allocations: readonly RubricAllocation[],
  decisions: readonly AllocationAssessment[],
  writing: PartWriting,
): AllocationAssessment[] {
  const last = writing.lines.at(-1);
  const reached = decisions.findLastIndex((d) => d.decision === 'awarded');
  if (!last || !writing.endsAtLastLine || reached === -1) return [...decisions];
  const [evidence] = decisions[reached].evidence;
  const expected = expectedWritingIn(allocations[reached]);
  if (!isLine(evidence, last) || !expected || !isOnly(evidence.quote, expected.shown)) return [...decisions];
  return decisions.map((decision, i) => {
    const later = i > reached && decision.decision === 'uncertain' ? expectedWritingIn(allocations[i]) : null;
    if (!later || later.find(last, true) !== undefined) return decision;
    return {
      ...decision,
      decision: 'withheld',
      explanation: `The working of part ${writing.label} ends at "${evidence.quote}" (the expected ${expected.shown} of the ${allocations[reached].code}), with nothing written below it: the expected ${later.shown} is not written.`,
      evidence: [evidence],
    };
  });
}

/**
 * Method marks implied by the marks that depend on them. The scheme gives an accuracy mark, or a
 * dependent method mark, only with the marks it names (`dependsOn`); so when its expected writing is
 * found below other working of the part, those marks of the same part still uncertain are awarded,
 * located at that line, and through them the marks they depend on; never a starred one
 * (`isPrintedAnswer`: it needs fully correct working) and never from an answer written with no
 * working above it.
 */
export function awardImpliedMethods(
  allocations: readonly RubricAllocation[],
  decisions: readonly AllocationAssessment[],
  writing: PartWriting,
): AllocationAssessment[] {
  const result = [...decisions];
  const at = new Map(allocations.map((allocation, i) => [allocation.id, i]));
  // Last to first: a mark implied by a later one implies its own dependencies in turn (A1 on dM1 on M1).
  for (let i = allocations.length - 1; i >= 0; i -= 1) {
    const [evidence] = result[i].evidence;
    if (result[i].decision !== 'awarded' || !(writing.lines.findIndex((line) => isLine(evidence, line)) > 0)) continue;
    for (const id of allocations[i].dependsOn) {
      const j = at.get(id);
      if (j === undefined || result[j].decision !== 'uncertain' || isPrintedAnswer(allocations[j].code)) continue;
      result[j] = {
        ...result[j],
        decision: 'awarded',
        explanation: `Implied by the ${allocations[i].code} awarded in the working of part ${writing.label} (its line read as "${evidence.quote}"): the scheme gives that mark only with this one.`,
        evidence: [evidence],
      };
    }
  }
  return result;
}

/**
 * A starred mark's printed answer shown at the end of correct working. Its answer is on the paper, so
 * finding it proves nothing alone (`isPrintedAnswer`); but when it is found below the lines that
 * earned every other mark of its part before it (at least one, each awarded at its own line above
 * the answer's), the working the scheme asks for is there, and the mark is awarded at its line.
 */
export function awardShownPrintedAnswers(
  allocations: readonly RubricAllocation[],
  decisions: readonly AllocationAssessment[],
  writing: PartWriting,
): AllocationAssessment[] {
  const lineOf = (decision: AllocationAssessment) => writing.lines.findIndex((line) => isLine(decision.evidence[0], line));
  return decisions.map((decision, i) => {
    if (!isPrintedAnswer(allocations[i].code) || decision.decision !== 'uncertain' || i === 0) return decision;
    const at = lineOf(decision);
    const answer = writing.lines[at];
    if (!answer || expectedWritingIn(allocations[i])?.find(answer) === undefined) return decision;
    const before = decisions.slice(0, i);
    if (!before.every((earlier) => earlier.decision === 'awarded' && lineOf(earlier) !== -1 && lineOf(earlier) < at)) return decision;
    return {
      ...decision,
      decision: 'awarded',
      explanation: `The printed answer is written in part ${writing.label}, read as "${decision.evidence[0].quote}", below working that earned each of the part's ${before.length} marks before it: the working the scheme asks for is shown.`,
    };
  });
}

/** A question's decisions with each part's passed through `rule` (its allocations and their decisions, in the rubric's order). */
export function byPart(
  rubric: Pick<QuestionRubric, 'parts' | 'allocations'>,
  decisions: readonly AllocationAssessment[],
  rule: (
    part: QuestionRubric['parts'][number],
    allocations: RubricAllocation[],
    decisions: AllocationAssessment[],
  ) => AllocationAssessment[],
): AllocationAssessment[] {
  const decided = new Map(decisions.map((decision) => [decision.allocationId, decision]));
  for (const part of rubric.parts) {
    const allocations = rubric.allocations.filter((a) => a.partId === part.id);
    for (const decision of rule(
      part,
      allocations,
      allocations.map((a) => decided.get(a.id)!),
    ))
      decided.set(decision.allocationId, decision);
  }
  return rubric.allocations.map((allocation) => decided.get(allocation.id)!);
}
