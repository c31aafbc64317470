import type { AllocationAssessment } from './assessor.js';
import type { Box } from './scan-geometry.js';
import type { QuestionRubric, RubricAllocation } from '../rubrics/rubric.js';
import { decideFromWriting, isQuotable, quoteOf, type ReadLine, repeatsOf } from './written-answers.js';
import { awardImpliedMethods, awardShownPrintedAnswers, byPart, type PartWriting, withholdUnreached } from './working-rules.js';

/** An answer space of a printed page, located by the page's QR code, with how much ink the student left in it. */
export interface InkedSpace {
  question: number;
  partId: string;
  /** Where it lies on the scan, in fractions of the displayed scan page. */
  box: Box;
  /** Inked area in mm² (BLANK_INK, WRITTEN_INK). */
  ink: number;
  /** The lines of handwriting read in it, top to bottom, when it holds writing and a reader was at hand. */
  lines?: ReadLine[];
  /** Whether the space's ink ends with the last of those lines (`inkEndsWith`): nothing is written below it. */
  inkEndsAtLastLine?: boolean;
}

export interface ReadPage {
  pageId: string;
  /** The paper revision its QR code names. */
  qr?: { paper: string; rev: number };
  spaces: InkedSpace[];
}

/**
 * Ink in square millimetres: below BLANK_INK a space is blank (a speck or two of scanner noise); from
 * WRITTEN_INK up (a written number of two or three figures) it holds writing; between, faint marks, undecided
 * unless a line can be read there. An area, not a share of the space: one short answer in a tall
 * space is still an answer.
 */
export const BLANK_INK = 1;
export const WRITTEN_INK = 3;

export const CLEAN_PAPER_EXPLANATION =
  'No ink in any answer space of the pages selected for this question nor of the rest of the upload: it looks like a clean question paper, which is never evidence of work. A reviewer must decide.';
export const UNLOCATED_EXPLANATION =
  'The answer space of this part was not found on the selected work pages (no readable QR code of this paper there). A reviewer must decide.';
export const WRITTEN_EXPLANATION = 'The handwriting in the answer space does not settle this mark either way: a reviewer must decide.';
export const FAINT_EXPLANATION = 'The answer space holds faint marks only: too little to call it blank or written. A reviewer must decide.';

/**
 * Decisions from answer spaces: a part whose every answer space is blank is withheld, located at
 * those spaces; in a written part each allocation is decided from the lines read there when they
 * settle it (decideFromWriting), else left uncertain with where the writing is, and then the part's
 * working as a whole settles more (working-rules: marks beyond where the working ends are withheld,
 * method marks implied by the marks found are awarded); a faint or unlocated part stays uncertain. A
 * script with no ink in any answer space (`scriptWritten` false: none on these pages nor on the
 * upload's others) is a clean question paper, never evidence: nothing is decided from it.
 */
export function decideFromAnswerSpaces(
  rubric: QuestionRubric,
  questionNumber: number,
  pages: readonly ReadPage[],
  scriptWritten: boolean,
): AllocationAssessment[] {
  const own = pages.flatMap((page) =>
    page.spaces.filter((s) => s.question === questionNumber).map((space) => ({ pageId: page.pageId, space })),
  );
  const lastAccuracy = new Map(
    rubric.parts.map((part) => [part.id, rubric.allocations.filter((a) => a.partId === part.id && /^[AB]/.test(a.code)).at(-1)?.id]),
  );
  const repeats = new Map(rubric.parts.flatMap((part) => [...repeatsOf(rubric.allocations.filter((a) => a.partId === part.id))]));
  const labelOf = (partId: string) => rubric.parts.find((p) => p.id === partId)?.label ?? partId;
  const writings = new Map(
    rubric.parts.map((part): [string, PartWriting] => {
      const written = own.filter(({ space }) => space.partId === part.id && space.ink > BLANK_INK);
      return [
        part.id,
        {
          label: part.label,
          lines: written.flatMap(({ pageId, space }) => (space.lines ?? []).map((line) => ({ ...line, pageId }))),
          endsAtLastLine: written.at(-1)?.space.inkEndsAtLastLine === true,
        },
      ];
    }),
  );
  const decide = (allocation: RubricAllocation): Omit<AllocationAssessment, 'allocationId'> => {
    const spaces = own.filter(({ space }) => space.partId === allocation.partId);
    if (spaces.length === 0) return { decision: 'uncertain', explanation: UNLOCATED_EXPLANATION, evidence: [], conditionChecks: [] };
    if (!scriptWritten) return { decision: 'uncertain', explanation: CLEAN_PAPER_EXPLANATION, evidence: [], conditionChecks: [] };
    if (spaces.every(({ space }) => space.ink <= BLANK_INK)) {
      return {
        decision: 'withheld',
        explanation: `The answer space of part ${labelOf(allocation.partId)} is blank.`,
        evidence: spaces.map(({ pageId, space }) => ({ pageId, quote: 'blank', box: space.box })),
        conditionChecks: [],
      };
    }
    const written = spaces.filter(({ space }) => space.ink > BLANK_INK);
    const read = writings.get(allocation.partId)?.lines ?? [];
    // Lines read too unsurely to quote are noise (a smudge, a crossed-out word) to a reviewer; a long
    // expected writing found whole in one is still its own proof (decideFromWriting).
    const lines = read.filter(isQuotable);
    if (lines.length === 0 && !written.some(({ space }) => space.ink >= WRITTEN_INK)) {
      return {
        decision: 'uncertain',
        explanation: FAINT_EXPLANATION,
        evidence: written.map(({ pageId, space }) => ({ pageId, quote: 'faint marks', box: space.box })),
        conditionChecks: [],
      };
    }
    const settled = decideFromWriting(
      allocation,
      lastAccuracy.get(allocation.partId) === allocation.id,
      read,
      'in the answer space',
      repeats.get(allocation.id),
    );
    if (settled) return settled;
    const evidence =
      lines.length > 0
        ? lines.map((line) => ({ pageId: line.pageId, quote: quoteOf(line), box: line.box }))
        : written.map(({ pageId, space }) => ({ pageId, quote: 'handwriting, not read', box: space.box }));
    return { decision: 'uncertain', explanation: WRITTEN_EXPLANATION, evidence, conditionChecks: [] };
  };
  const decided = rubric.allocations.map((allocation) => ({ allocationId: allocation.id, ...decide(allocation) }));
  if (!scriptWritten) return decided;
  return byPart(rubric, decided, (part, allocations, own) => {
    const writing = writings.get(part.id)!;
    return awardShownPrintedAnswers(
      allocations,
      awardImpliedMethods(allocations, withholdUnreached(allocations, own, writing), writing),
      writing,
    );
  });
}
