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
  /** Where it lies on the scan, in fractions of the displayed scan page. */
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

export interface Point {
  x: number;
  y: number;
}

/** x' = a·x + b·y + c, y' = d·x + e·y + f: where a point of the clean page lies on the scan. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** The clean page onto the scan by page fractions alone: for a scan that is the page, only resized. */
export const scaleBetween = (clean: Pick<Raster, 'width' | 'height'>, scan: Pick<Raster, 'width' | 'height'>): Affine => ({ a: scan.width / clean.width, b: 0, c: 0, d: 0, e: scan.height / clean.height, f: 0 });

/**
 * The affine map taking three points to three others: the QR finder pattern centres on the clean
 * page to the same centres on the scan, which gives the scan's shift, scale, rotation and skew.
 * Null when the points are (nearly) collinear.
 */
export function affineFrom(from: readonly [Point, Point, Point], to: readonly [Point, Point, Point]): Affine | null {
  const [u1, u2] = [
    { x: from[1].x - from[0].x, y: from[1].y - from[0].y },
    { x: from[2].x - from[0].x, y: from[2].y - from[0].y },
  ];
  const [v1, v2] = [
    { x: to[1].x - to[0].x, y: to[1].y - to[0].y },
    { x: to[2].x - to[0].x, y: to[2].y - to[0].y },
  ];
  const det = u1.x * u2.y - u2.x * u1.y;
  if (Math.abs(det) < 1e-6) return null;
  const a = (v1.x * u2.y - v2.x * u1.y) / det;
  const b = (v2.x * u1.x - v1.x * u2.x) / det;
  const d = (v1.y * u2.y - v2.y * u1.y) / det;
  const e = (v2.y * u1.x - v1.y * u2.x) / det;
  return { a, b, c: to[0].x - a * from[0].x - b * from[0].y, d, e, f: to[0].y - d * from[0].x - e * from[0].y };
}

/** A box of the clean page as it lies on the scan: the bounds of its mapped corners, in fractions of the scan, within the page. */
export function boxOnScan(box: Box, clean: Raster, scan: Raster, cleanToScan: Affine): Box {
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([fx, fy]) => {
    const [x, y] = [fx * clean.width, fy * clean.height];
    return { x: (cleanToScan.a * x + cleanToScan.b * y + cleanToScan.c) / scan.width, y: (cleanToScan.d * x + cleanToScan.e * y + cleanToScan.f) / scan.height };
  });
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const [left, right] = [clamp(Math.min(...corners.map((c) => c.x))), clamp(Math.max(...corners.map((c) => c.x)))];
  const [top, bottom] = [clamp(Math.min(...corners.map((c) => c.y))), clamp(Math.max(...corners.map((c) => c.y)))];
  return { x: left, y: top, width: Math.max(1e-6, right - left), height: Math.max(1e-6, bottom - top) };
}

/** Where the clean page has print within a few pixels: a dark scan pixel mapped there is print, not ink. */
export interface PrintedMask {
  width: number;
  height: number;
  near: Uint8Array;
}

/** How far (clean pixels) printed matter may sit from where the map puts it and still not count as ink. */
const TOLERANCE = 4;
/** How far (scan pixels, about 2 mm at 150 dpi) the map extrapolated from the QR code may be off at a space. */
const SEARCH = 12;

/** The clean page's print, grown by TOLERANCE pixels every way (a square max filter, in two passes). */
export function printedMask(clean: Raster, radius = TOLERANCE): PrintedMask {
  const { width, height } = clean;
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) dark[y * width + x] = luma(clean, x, y) <= 200 ? 1 : 0;
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let any = 0;
      for (let d = -radius; d <= radius && !any; d += 1) any = dark[y * width + Math.min(width - 1, Math.max(0, x + d))];
      rows[y * width + x] = any;
    }
  }
  const near = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let any = 0;
      for (let d = -radius; d <= radius && !any; d += 1) any = rows[Math.min(height - 1, Math.max(0, y + d)) * width + x];
      near[y * width + x] = any;
    }
  }
  return { width, height, near };
}

/**
 * The share of inked sample points of a box (a grid on the clean page, `stepX` by `stepY` pixels)
 * with the map moved by `shift`. Rows stay dense (2 px) even in the coarse search, so a ruled answer
 * line is never stepped over.
 */
function inkShare(scan: Raster, printed: PrintedMask, box: Box, map: Affine, shift: Point, stepX: number, stepY = 2): number {
  const [x0, x1] = [(box.x + box.width * 0.03) * printed.width, (box.x + box.width * 0.97) * printed.width];
  const [y0, y1] = [(box.y + box.height * 0.03) * printed.height, (box.y + box.height * 0.97) * printed.height];
  let samples = 0;
  let inked = 0;
  for (let y = Math.floor(y0); y < y1; y += stepY) {
    for (let x = Math.floor(x0); x < x1; x += stepX) {
      samples += 1;
      const sx = Math.round(map.a * x + map.b * y + map.c + shift.x);
      const sy = Math.round(map.d * x + map.e * y + map.f + shift.y);
      if (sx < 0 || sy < 0 || sx >= scan.width || sy >= scan.height || luma(scan, sx, sy) >= 140) continue;
      if (!printed.near[y * printed.width + x]) inked += 1;
    }
  }
  return samples === 0 ? 0 : inked / samples;
}

/**
 * The share of a box's sample points where the scan is dark and the clean page is light all around:
 * the student's ink with what was printed subtracted. The map from the QR code is only close far
 * from the code, so each box is fitted on its own: the shift within ±2 mm that explains the most
 * dark scan pixels as printed ones (coarse, then fine), then measured there. Writing stays writing
 * wherever the box is moved; only misregistered print goes.
 */
export function inkIn(scan: Raster, printed: PrintedMask, box: Box, cleanToScan: Affine): number {
  let best = { shift: { x: 0, y: 0 }, ink: inkShare(scan, printed, box, cleanToScan, { x: 0, y: 0 }, 6) };
  for (let dy = -SEARCH; dy <= SEARCH; dy += 3) {
    for (let dx = -SEARCH; dx <= SEARCH; dx += 3) {
      const ink = inkShare(scan, printed, box, cleanToScan, { x: dx, y: dy }, 6);
      if (ink < best.ink) best = { shift: { x: dx, y: dy }, ink };
    }
  }
  const around = best.shift;
  let fine = { shift: around, ink: inkShare(scan, printed, box, cleanToScan, around, 2) };
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const shift = { x: around.x + dx, y: around.y + dy };
      const ink = inkShare(scan, printed, box, cleanToScan, shift, 2);
      if (ink < fine.ink) fine = { shift, ink };
    }
  }
  return fine.ink;
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
