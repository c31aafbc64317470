import type { Evidence } from '@pp/contracts';
import type { AllocationAssessment, QuestionRubric } from '../results/result-rules.js';

/** An RGBA raster (four bytes a pixel, rows top to bottom). */
export interface Raster {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export type Box = Evidence['box'];

/** An answer space of a printed page, located by the page's QR code, with how much ink the student left in it. */
export interface InkedSpace {
  question: number;
  partId: string;
  box: Box;
  ink: number;
}

export interface ReadPage {
  pageId: string;
  spaces: InkedSpace[];
}

/** Below this share of inked samples a space is blank; from the next one up it holds writing. Between: faint marks, undecided. */
export const BLANK_INK = 0.001;
export const WRITTEN_INK = 0.004;

const luma = (image: Raster, x: number, y: number) => {
  const i = (Math.min(image.height - 1, y) * image.width + Math.min(image.width - 1, x)) * 4;
  return 0.299 * image.rgba[i] + 0.587 * image.rgba[i + 1] + 0.114 * image.rgba[i + 2];
};

/**
 * The share of a box's sample points where the scan is dark and the clean printed page is light:
 * the student's ink with the printed lines subtracted. Points are taken in fractions of each page,
 * so the two rasters need not be the same size; the box is inset by 3 % so its border never counts.
 */
export function inkIn(scan: Raster, clean: Raster, box: Box): number {
  const inset = { x: box.x + box.width * 0.03, y: box.y + box.height * 0.03, width: box.width * 0.94, height: box.height * 0.94 };
  const step = 2;
  let samples = 0;
  let inked = 0;
  for (let sy = Math.floor(inset.y * scan.height); sy < (inset.y + inset.height) * scan.height; sy += step) {
    for (let sx = Math.floor(inset.x * scan.width); sx < (inset.x + inset.width) * scan.width; sx += step) {
      samples += 1;
      if (luma(scan, sx, sy) >= 140) continue;
      const cx = Math.round((sx / scan.width) * clean.width);
      const cy = Math.round((sy / scan.height) * clean.height);
      if (luma(clean, cx, cy) > 200) inked += 1;
    }
  }
  return samples === 0 ? 0 : inked / samples;
}

export const CLEAN_PAPER_EXPLANATION =
  'No ink in any answer space of the pages selected for this question: they look like a clean question paper, which is never evidence of work. A reviewer must decide.';
export const UNLOCATED_EXPLANATION = 'The answer space of this part was not found on the selected work pages (no readable QR code of this paper there). A reviewer must decide.';
export const WRITTEN_EXPLANATION = 'The answer space holds handwriting; this deployment does not read handwriting yet, so a reviewer must decide.';
export const FAINT_EXPLANATION = 'The answer space holds faint marks only: too little to call it blank or written. A reviewer must decide.';

/**
 * Decisions from answer spaces alone: a part whose every answer space is blank is withheld, located
 * at those spaces; a written or faint part stays uncertain with where the writing is; a part not
 * located stays uncertain. Pages with no ink in any space at all are a clean question paper, never
 * evidence: nothing is decided from them. Nothing is ever awarded here.
 */
export function decideFromAnswerSpaces(rubric: QuestionRubric, questionNumber: number, pages: readonly ReadPage[]): AllocationAssessment[] {
  const own = pages.flatMap((page) => page.spaces.filter((s) => s.question === questionNumber).map((space) => ({ pageId: page.pageId, space })));
  const anyInk = pages.some((page) => page.spaces.some((s) => s.ink > BLANK_INK));
  const decide = (partId: string): Omit<AllocationAssessment, 'allocationId'> => {
    const spaces = own.filter(({ space }) => space.partId === partId);
    if (spaces.length === 0) return { decision: 'uncertain', explanation: UNLOCATED_EXPLANATION, evidence: [], conditionChecks: [] };
    if (!anyInk) return { decision: 'uncertain', explanation: CLEAN_PAPER_EXPLANATION, evidence: [], conditionChecks: [] };
    const label = rubric.parts.find((p) => p.id === partId)?.label ?? partId;
    if (spaces.every(({ space }) => space.ink <= BLANK_INK)) {
      return {
        decision: 'withheld',
        explanation: `The answer space of part ${label} is blank.`,
        evidence: spaces.map(({ pageId, space }) => ({ pageId, quote: 'blank', box: space.box })),
        conditionChecks: [],
      };
    }
    const written = spaces.filter(({ space }) => space.ink > BLANK_INK);
    const explanation = written.some(({ space }) => space.ink >= WRITTEN_INK) ? WRITTEN_EXPLANATION : FAINT_EXPLANATION;
    return { decision: 'uncertain', explanation, evidence: written.map(({ pageId, space }) => ({ pageId, quote: 'handwriting, not transcribed', box: space.box })), conditionChecks: [] };
  };
  const byPart = new Map(rubric.parts.map((part) => [part.id, decide(part.id)]));
  return rubric.allocations.map((allocation) => ({ allocationId: allocation.id, ...(byPart.get(allocation.partId) ?? decide(allocation.partId)) }));
}
