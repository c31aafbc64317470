import type { AllocationAssessment } from './assessor.js';
import { BLANK_INK, decideFromAnswerSpaces, type InkedSpace, type ReadPage } from './answer-spaces.js';
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
  /** The ruled answer boxes found on it by layout (`ruledBoxesOf`), top to bottom, where any were found. */
  areas?: ForeignAnswerArea[];
}

/** A ruled answer box on a foreign page: where it lies, its ink, the writing read in it, and the part label printed just above it, if any. */
export interface ForeignAnswerArea extends Pick<InkedSpace, 'box' | 'ink' | 'lines' | 'inkEndsAtLastLine'> {
  label: string | null;
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

const uncertainAll = (rubric: QuestionRubric, explanation: string): AllocationAssessment[] =>
  rubric.allocations.map((a) => ({ allocationId: a.id, decision: 'uncertain', explanation, evidence: [], conditionChecks: [] }));

/** Every allocation uncertain when a page reads as a mark scheme, or (the paper's words known) all pages as a clean copy of the paper; else null. */
function guards(
  rubric: QuestionRubric,
  pages: readonly ForeignPage[],
  paperWords: ReadonlySet<string> | null,
): AllocationAssessment[] | null {
  if (pages.some(readsAsScheme)) return uncertainAll(rubric, FOREIGN_SCHEME_EXPLANATION);
  if (paperWords && pages.length > 0 && pages.every((page) => cleanCopyOf(page, paperWords)))
    return uncertainAll(rubric, FOREIGN_CLEAN_PAPER_EXPLANATION);
  return null;
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
  const guarded = guards(rubric, pages, paperWords);
  if (guarded) return guarded;
  const lines = pages.flatMap((page) => quoted(page).map((line) => ({ ...line, pageId: page.pageId })));
  if (lines.length === 0) return uncertainAll(rubric, NOTHING_READ_EXPLANATION);
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

/** A part label printed at the start of a line: `(a)`, `(ii)`, `b)`. */
const PART_LABEL = /^\s*\(?([a-h]|i{1,3}|iv|v|vi{1,3})\)/i;
/** How far above a box (a share of the page's height, about 25 mm) its part's printed text may start. */
const LABEL_REACH = 0.085;

/**
 * The part label printed above an answer box: the nearest line above it (within LABEL_REACH, below
 * the box before it) that starts with a label such as `(a)`; null when there is none.
 */
export function labelAbove(
  box: ForeignAnswerArea['box'],
  above: ForeignAnswerArea['box'] | null,
  lines: readonly ReadLine[],
): string | null {
  const floor = above ? above.y + above.height : 0;
  const candidates = lines.filter(
    (line) => line.box.y >= floor && line.box.y + line.box.height <= box.y + 0.005 && box.y - line.box.y <= LABEL_REACH,
  );
  const label = candidates
    .sort((a, b) => b.box.y - a.box.y)
    .map((line) => PART_LABEL.exec(line.text)?.[1])
    .find((found) => found !== undefined);
  return label?.toLowerCase() ?? null;
}

const plainLabel = (label: string) => label.replace(/[()\s]/g, '').toLowerCase();

/**
 * Which rubric part each answer area holds: by the labels printed above them when every area has
 * one naming a different part, else in order top to bottom when there are as many areas as parts;
 * `question` when one area holds a question of several parts; null when they cannot be matched.
 */
export function partsOfAreas(
  rubric: Pick<QuestionRubric, 'parts'>,
  areas: readonly Pick<ForeignAnswerArea, 'label'>[],
): string[] | 'question' | null {
  if (areas.length === 0) return null;
  const byLabel = areas.map((area) => rubric.parts.find((part) => area.label !== null && plainLabel(part.label) === area.label)?.id);
  if (byLabel.every((id) => id !== undefined) && new Set(byLabel).size === byLabel.length) return byLabel as string[];
  if (areas.length === rubric.parts.length) return rubric.parts.map((part) => part.id);
  return areas.length === 1 ? 'question' : null;
}

export const WHOLE_QUESTION_BLANK_EXPLANATION = 'The answer box of this question is blank.';

/**
 * Decisions from the ruled answer boxes found on foreign pages, as on our own papers: the guards of
 * decideFromForeignWork first (a mark scheme, a clean copy of the paper: never evidence); then each
 * box is its part's answer space (partsOfAreas) and decideFromAnswerSpaces decides (a blank box
 * withholds its part at the box; the writing read in a box decides its part's marks, the last line
 * contradicting withholds; implied methods awarded). One box for a question of several parts: blank
 * withholds the question at the box, else its writing is read as decideFromForeignWork reads a page
 * (awards only, the part a line belongs to being unknown). Null when no box was found or the boxes
 * cannot be matched to the parts: the caller reads the pages whole.
 */
export function decideFromForeignAreas(
  rubric: QuestionRubric,
  pages: readonly ForeignPage[],
  paperWords: ReadonlySet<string> | null,
): AllocationAssessment[] | null {
  const areas = pages.flatMap((page) => (page.areas ?? []).map((area) => ({ pageId: page.pageId, area })));
  const parts = partsOfAreas(
    rubric,
    areas.map(({ area }) => area),
  );
  if (parts === null) return null;
  // A copy of the paper is clean only when its boxes are: writing in them makes it a learner's work.
  const guarded = guards(rubric, pages, areas.some(({ area }) => area.ink > BLANK_INK) ? null : paperWords);
  if (guarded) return guarded;
  if (parts === 'question') {
    const [{ pageId, area }] = areas;
    if (area.ink <= BLANK_INK)
      return rubric.allocations.map((a) => ({
        allocationId: a.id,
        decision: 'withheld',
        explanation: WHOLE_QUESTION_BLANK_EXPLANATION,
        evidence: [{ pageId, quote: 'blank', box: area.box }],
        conditionChecks: [],
      }));
    return decideFromForeignWork(rubric, [{ pageId, lines: area.lines ?? [] }], null);
  }
  const read: ReadPage[] = pages.map((page) => ({
    pageId: page.pageId,
    spaces: areas
      .map(({ pageId, area }, i) => ({ pageId, area, partId: parts[i] }))
      .filter(({ pageId }) => pageId === page.pageId)
      .map(({ area, partId }) => ({
        question: AREA_QUESTION,
        partId,
        box: area.box,
        ink: area.ink,
        lines: area.lines,
        inkEndsAtLastLine: area.inkEndsAtLastLine,
      })),
  }));
  // A learner handed this page in as their work: a blank box on it is a part left blank.
  return decideFromAnswerSpaces(rubric, AREA_QUESTION, read, true);
}

/** The question number the areas' spaces are given: they are all the question being marked. */
const AREA_QUESTION = 0;
