import type { Evidence } from '@pp/contracts';
import { canonicalWriting } from '@pp/scoring';
import { holdsLoosely } from '../../ocr/misreadings.js';
import type { AllocationAssessment } from '../assessor.js';
import { WRITTEN_INK } from '../answer-spaces.js';
import { type Box, inkedArea, lumaAt, type Raster } from '../scan-geometry.js';
import type { ModelDecision } from './model-decision.schema.js';

// The service's checks on a marking model's answer (docs/marking-model.md): the model may settle an
// allocation the readers left uncertain, and only on evidence the service can see for itself.

/** Ink (mm²) a model's box must hold: as much as a written number of two or three figures (WRITTEN_INK). */
export const MODEL_BOX_INK = WRITTEN_INK;
/** The largest share of a page a model's box may cover: a box over most of the page locates nothing. */
export const MAX_BOX_SHARE = 0.25;
/** A reading lies in a model's box when this share of the smaller of the two boxes is common to both. */
const OVERLAP_SHARE = 0.3;
/** A scan's pixel darker than this (luma) is ink: the threshold answer spaces are measured with. */
const DARK_LUMA = 140;
/** How much of a model's free text a result keeps. */
const QUOTE_LENGTH = 200;
const REASON_LENGTH = 300;

/** Evidence quotes that describe an area rather than read it (answer-spaces.ts): no reading of the writing. */
const DESCRIPTIONS = new Set(['blank', 'faint marks', 'handwriting, not read']);

/** The inked area (mm², on an A4 page) of a box of a rendered page: its dark pixels, print and writing alike. */
export function inkIn(page: Raster, box: Box): number {
  const [x0, x1] = [Math.max(0, Math.floor(box.x * page.width)), Math.min(page.width, Math.ceil((box.x + box.width) * page.width))];
  const [y0, y1] = [Math.max(0, Math.floor(box.y * page.height)), Math.min(page.height, Math.ceil((box.y + box.height) * page.height))];
  let [pixels, dark] = [0, 0];
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const i = (y * page.width + x) * 4;
      pixels += 1;
      if (lumaAt(page.rgba, i) < DARK_LUMA) dark += 1;
    }
  }
  return pixels === 0 ? 0 : inkedArea(dark / pixels, box);
}

/** Writing as quotes are compared: canonical (`canonicalWriting`), lower case. */
const comparable = (text: string) => canonicalWriting(text).toLowerCase();

/** Whether `part` occurs in `whole` as a whole term: not inside a longer number or word (`3` is in `x=3`, not in `13`). */
function holdsWhole(whole: string, part: string): boolean {
  for (let at = whole.indexOf(part); at >= 0; at = whole.indexOf(part, at + 1)) {
    const [before, after] = [whole[at - 1] ?? '', whole[at + part.length] ?? ''];
    if (!/[0-9a-z.]/.test(before) && !/[0-9a-z.]/.test(after)) return true;
  }
  return false;
}

/**
 * Whether a model's quote and a reader's reading are the same writing: one holds the other whole
 * after normalising (a model may quote a line or a value on it), or one holds the other with no more
 * misreadings than OCR makes (`holdsLoosely`).
 */
export function quotesAgree(quote: string, reading: string): boolean {
  const [a, b] = [comparable(quote), comparable(reading)];
  if (a === '' || b === '') return false;
  return holdsWhole(a, b) || holdsWhole(b, a) || holdsLoosely(reading, quote) || holdsLoosely(quote, reading);
}

/** What the readers read, located: every quoted line of the base assessments' evidence (descriptions of areas left out), once. */
export function readingsOf(base: readonly AllocationAssessment[]): Evidence[] {
  const seen = new Map<string, Evidence>();
  for (const evidence of base.flatMap((a) => a.evidence)) {
    if (DESCRIPTIONS.has(evidence.quote) || evidence.quote.trim() === '') continue;
    seen.set(`${evidence.pageId}|${evidence.quote}|${JSON.stringify(evidence.box)}`, evidence);
  }
  return [...seen.values()];
}

const area = (box: Box) => box.width * box.height;

function overlaps(a: Box, b: Box): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 && width * height >= OVERLAP_SHARE * Math.min(area(a), area(b));
}

/** A box as evidence takes it: inside its page, with a size. */
const isPageBox = ({ x, y, width, height }: Box) =>
  [x, y, width, height].every(Number.isFinite) && x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= 1 && y + height <= 1;

export type Confirmation = { confirmed: true; how: string } | { confirmed: false; why: string };

/**
 * Whether the service confirms a model's decision (award or withhold) from what it sees itself: the
 * box lies on a selected work page, locates something (at most MAX_BOX_SHARE of the page), holds
 * writing (MODEL_BOX_INK), a quote is given, and the quote agrees with what the readers read in the
 * box, or they read nothing there they were sure enough of to quote.
 */
export function confirmModelDecision(
  decision: Pick<ModelDecision, 'quote' | 'pageId' | 'box'>,
  pages: ReadonlyMap<string, Raster>,
  readings: readonly Evidence[],
): Confirmation {
  const page = pages.get(decision.pageId);
  if (!page) return { confirmed: false, why: `its page ${decision.pageId} is not a selected work page` };
  if (!isPageBox(decision.box)) return { confirmed: false, why: 'its box does not lie on the page' };
  if (area(decision.box) > MAX_BOX_SHARE) return { confirmed: false, why: 'its box covers most of the page, which locates nothing' };
  if (inkIn(page, decision.box) < MODEL_BOX_INK) return { confirmed: false, why: 'its box holds no writing' };
  const quote = decision.quote.trim();
  if (quote === '') return { confirmed: false, why: 'it quoted nothing' };
  const there = readings.filter((r) => r.pageId === decision.pageId && overlaps(r.box, decision.box));
  if (there.length === 0) return { confirmed: true, how: 'its box holds writing, and the readers read nothing sure there' };
  const agreeing =
    there.find((r) => quotesAgree(quote, r.quote)) ?? (quotesAgree(quote, there.map((r) => r.quote).join(' ')) ? there[0] : undefined);
  return agreeing
    ? { confirmed: true, how: `its box holds writing, and its quote agrees with the readers' reading "${agreeing.quote}"` }
    : { confirmed: false, why: `its quote contradicts what the readers read there (${there.map((r) => `"${r.quote}"`).join(', ')})` };
}

/** A model's free text as a result keeps it: one line, bounded. */
const bounded = (text: string, length: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};

/** The allocations a model may decide: those the base left uncertain, except where it said the pages are never evidence of work. */
export const openAllocationIds = (base: readonly AllocationAssessment[], neverEvidence: ReadonlySet<string>): string[] =>
  base.filter((a) => a.decision === 'uncertain' && !neverEvidence.has(a.explanation)).map((a) => a.allocationId);

/**
 * The base assessments with a model's decisions on the `open` allocations: a confirmed award or
 * withhold replaces the base's `uncertain` with the model's evidence; an unconfirmed one leaves it
 * uncertain with the readers' evidence, saying what the model said and why it was not kept (its quote
 * is no evidence: nothing confirmed it is there). The base's own
 * decisions (awards, and withholds of blank answer areas) are never touched, and no score is taken
 * from the model: the worker scores the decisions (firstResult).
 */
export function settleWithModel(
  base: readonly AllocationAssessment[],
  open: readonly string[],
  decisions: readonly ModelDecision[],
  model: string,
  pages: ReadonlyMap<string, Raster>,
): AllocationAssessment[] {
  const readings = readingsOf(base);
  const asked = new Set(open);
  const first = new Map<string, ModelDecision>();
  for (const decision of decisions) if (!first.has(decision.allocationId)) first.set(decision.allocationId, decision);
  return base.map((assessment) => {
    if (!asked.has(assessment.allocationId) || assessment.decision !== 'uncertain') return assessment;
    const decision = first.get(assessment.allocationId);
    if (!decision || decision.decision === 'uncertain')
      return { ...assessment, explanation: `${assessment.explanation} The marking model ${model} could not decide it either.` };
    const evidence = { pageId: decision.pageId, quote: bounded(decision.quote, QUOTE_LENGTH), box: decision.box };
    const said = `The marking model ${model} ${decision.decision} this mark ("${bounded(decision.reason, REASON_LENGTH)}")`;
    const check = confirmModelDecision(decision, pages, readings);
    if (check.confirmed)
      return {
        allocationId: assessment.allocationId,
        decision: decision.decision,
        explanation: `${said}, and the service's guardrails confirmed it: ${check.how}.`,
        evidence: [evidence],
        conditionChecks: [],
      };
    return { ...assessment, explanation: `${assessment.explanation} ${said}, but that was not confirmed: ${check.why}.` };
  });
}

/** The base assessments when the model gave no usable answer: its open allocations say it was asked and decided nothing. */
export const withoutModel = (
  base: readonly AllocationAssessment[],
  open: readonly string[],
  model: string,
  reason: string,
): AllocationAssessment[] =>
  base.map((a) =>
    open.includes(a.allocationId)
      ? {
          ...a,
          explanation: `${a.explanation} The marking model ${model} was asked and gave no usable answer (${reason}), so it decided nothing.`,
        }
      : a,
  );
