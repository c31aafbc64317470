import type { AllocationAssessment } from './assessor.js';
import type { QuestionRubric } from '../rubrics/rubric.js';
import { markCodeToken } from '../rubrics/scheme-text-rules.js';
import { awardImpliedMethods, byPart } from './working-rules.js';
import {
  decideFromWriting,
  expectedWritingIn,
  isQuotable,
  quoteOf,
  type ReadLine,
  repeatsOf,
  SELF_EVIDENT_LENGTH,
} from './written-answers.js';

/** A work page that is not on a paper this service printed, as OCR read it (boxes in fractions of the page). */
export interface ForeignPage {
  pageId: string;
  lines: ReadLine[];
}

/** Mark codes on a page that make it a mark scheme rather than work (a line of working may show one). */
const SCHEME_CODES = 3;
/** Words a page must have, and the share of them that must be the paper's own, for the page to be a copy of the paper. */
const CLEAN_COPY_MIN_WORDS = 12;
const CLEAN_COPY_SHARE = 0.85;
/** Lines quoted as evidence of an unsettled allocation: the first ones read, enough for a reviewer to find the work. */
const QUOTED_LINES = 8;

export const FOREIGN_SCHEME_EXPLANATION =
  'A selected work page reads as a mark scheme (mark codes such as M1 and A1 on it), which is never evidence of work. A reviewer must decide.';
export const FOREIGN_CLEAN_PAPER_EXPLANATION =
  'The selected work pages read as the question paper itself, with no writing of the learner beside its text: a clean paper is never evidence of work. A reviewer must decide.';
export const NOTHING_READ_EXPLANATION =
  'Nothing could be read on the selected work pages, which are not on a paper printed by this service. A reviewer must decide.';
export const FOREIGN_WRITTEN_EXPLANATION =
  'This work is not on a paper printed by this service: its text was read (OCR), and it does not settle this mark. A reviewer must decide.';

const quoted = (page: ForeignPage) => page.lines.filter(isQuotable);

/** Words of three or more letters, lower case: what two printings of the same text share. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z]{3,}/g) ?? [];

/** True when a page carries enough mark codes to be a mark scheme. */
export const readsAsScheme = (page: ForeignPage): boolean =>
  page.lines.reduce((count, line) => count + line.text.split(/\s+/).filter((token) => markCodeToken(token) !== null).length, 0) >=
  SCHEME_CODES;

/**
 * True when the words read on a page are almost all the question paper's own: a copy of the paper.
 * Working is mostly symbols, so a copy with a little working may pass for clean; that costs only a
 * review (nothing is decided), never a mark.
 */
export function cleanCopyOf(page: ForeignPage, paperWords: ReadonlySet<string>): boolean {
  const words = quoted(page).flatMap((line) => wordsOf(line.text));
  return words.length >= CLEAN_COPY_MIN_WORDS && words.filter((w) => paperWords.has(w)).length >= CLEAN_COPY_SHARE * words.length;
}

/**
 * Decisions from work not on a paper this service printed, where no answer space can be located: a
 * page reading as a mark scheme, or (when the question paper's words are known) a clean copy of the
 * paper, is never evidence. Otherwise an allocation is awarded only when its expected writing, long
 * enough to be its own proof, is found whole in a line, or when a mark so found below other lines
 * depends on it (`awardImpliedMethods`); nothing is withheld (the part a line belongs to is unknown),
 * and the rest stays uncertain quoting the first lines read.
 */
export function decideFromForeignWork(
  rubric: QuestionRubric,
  pages: readonly ForeignPage[],
  paperWords: ReadonlySet<string> | null,
): AllocationAssessment[] {
  const all = (explanation: string, evidence: AllocationAssessment['evidence'] = []) =>
    rubric.allocations.map((a) => ({ allocationId: a.id, decision: 'uncertain' as const, explanation, evidence, conditionChecks: [] }));
  if (pages.some(readsAsScheme)) return all(FOREIGN_SCHEME_EXPLANATION);
  if (paperWords && pages.length > 0 && pages.every((page) => cleanCopyOf(page, paperWords))) return all(FOREIGN_CLEAN_PAPER_EXPLANATION);
  const lines = pages.flatMap((page) => quoted(page).map((line) => ({ ...line, pageId: page.pageId })));
  if (lines.length === 0) return all(NOTHING_READ_EXPLANATION);
  const evidence = lines.slice(0, QUOTED_LINES).map((line) => ({ pageId: line.pageId, quote: quoteOf(line), box: line.box }));
  const repeats = repeatsOf(rubric.allocations);
  const decided = rubric.allocations.map((allocation): AllocationAssessment => {
    const plain = expectedWritingIn(allocation)?.plain ?? null;
    // A short value (a 3) could be any part's: only a long expected writing locates itself (a written
    // form with no plain one is found loosely only when long, decideFromWriting).
    const settled =
      plain === null || plain.length >= SELF_EVIDENT_LENGTH
        ? decideFromWriting(allocation, false, lines, 'in the work', repeats.get(allocation.id))
        : null;
    return {
      allocationId: allocation.id,
      ...(settled ?? { decision: 'uncertain', explanation: FOREIGN_WRITTEN_EXPLANATION, evidence, conditionChecks: [] }),
    };
  });
  // The method marks a mark found below other lines depends on (working-rules); where the work ends
  // says nothing of where a part's working ends (the part a line belongs to is unknown).
  return byPart(rubric, decided, (part, allocations, own) =>
    awardImpliedMethods(allocations, own, { label: part.label, lines, endsAtLastLine: false }),
  );
}
