import type { Evidence } from '@pp/contracts';
import { cropImage } from '@pp/paper-pdf/identity';

// The scan's geometry: where the clean page lies on the scan (an affine map from the QR code, refined
// per space by fitting the print), which of the scan's dark pixels are the student's ink and not
// print, and the ink of a space as an upright image for a reader. Pure pixel work, no decisions.

/** An RGBA raster (four bytes a pixel, rows top to bottom). */
export interface Raster {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export type Box = Evidence['box'];

/** The inked area (mm²) of a box of our A4 page from the share of its samples that are ink. */
export const inkedArea = (share: number, box: Box): number => share * box.width * 210 * box.height * 297;

/** The luminance (0 to 255, ITU-R BT.601) of the pixel whose red byte is at `at`. */
export const lumaAt = (rgba: Uint8ClampedArray, at: number): number => 0.299 * rgba[at] + 0.587 * rgba[at + 1] + 0.114 * rgba[at + 2];

/** The luminance of pixel (x, y), clamped to the image. */
const luma = (image: Raster, x: number, y: number) =>
  lumaAt(image.rgba, (Math.min(image.height - 1, y) * image.width + Math.min(image.width - 1, x)) * 4);

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
export const scaleBetween = (clean: Pick<Raster, 'width' | 'height'>, scan: Pick<Raster, 'width' | 'height'>): Affine => ({
  a: scan.width / clean.width,
  b: 0,
  c: 0,
  d: 0,
  e: scan.height / clean.height,
  f: 0,
});

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
export function boxOnScan(
  box: Box,
  clean: Pick<Raster, 'width' | 'height'>,
  scan: Pick<Raster, 'width' | 'height'>,
  cleanToScan: Affine,
): Box {
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([fx, fy]) => {
    const [x, y] = [fx * clean.width, fy * clean.height];
    return {
      x: (cleanToScan.a * x + cleanToScan.b * y + cleanToScan.c) / scan.width,
      y: (cleanToScan.d * x + cleanToScan.e * y + cleanToScan.f) / scan.height,
    };
  });
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const [left, right] = [clamp(Math.min(...corners.map((c) => c.x))), clamp(Math.max(...corners.map((c) => c.x)))];
  const [top, bottom] = [clamp(Math.min(...corners.map((c) => c.y))), clamp(Math.max(...corners.map((c) => c.y)))];
  return { x: left, y: top, width: Math.max(1e-6, right - left), height: Math.max(1e-6, bottom - top) };
}

/** Where the clean page has print (`dark`) and print within a few pixels (`near`: a dark scan pixel mapped there is print, not ink). */
export interface PrintedMask {
  width: number;
  height: number;
  dark: Uint8Array;
  near: Uint8Array;
}

/** The edge of a space (mm) left out of its ink: where the scan's edge of a neighbouring print may fall. */
const EDGE_MM = 1;
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
  return { width, height, dark, near };
}

/**
 * A box on the clean page's pixels without its EDGE_MM edge. A fixed margin, not a share of the box:
 * a share of a page-tall space cut off the line written at its top.
 */
function innerPixels(box: Box, printed: Pick<PrintedMask, 'width' | 'height'>): { x0: number; x1: number; y0: number; y1: number } {
  const [mx, my] = [Math.min(box.width / 4, EDGE_MM / 210), Math.min(box.height / 4, EDGE_MM / 297)];
  return {
    x0: (box.x + mx) * printed.width,
    x1: (box.x + box.width - mx) * printed.width,
    y0: (box.y + my) * printed.height,
    y1: (box.y + box.height - my) * printed.height,
  };
}

/**
 * The share of inked sample points of a box (a grid on the clean page, `stepX` by `stepY` pixels)
 * with the map moved by `shift`. Rows stay dense (2 px) even in the coarse search, so a ruled answer
 * line is never stepped over.
 */
function inkShare(scan: Raster, printed: PrintedMask, box: Box, map: Affine, shift: Point, stepX: number, stepY = 2): number {
  const { x0, x1, y0, y1 } = innerPixels(box, printed);
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

/** Print points of a box sampled for the fit: enough to find a rule, few enough to try every shift. */
const MAX_PRINT_POINTS = 4000;

/** The clean page's print pixels inside a box (its edge left out as for ink), at most MAX_PRINT_POINTS of them, evenly taken. */
function printPointsOf(printed: PrintedMask, box: Box): Point[] {
  const { x0, x1, y0, y1 } = innerPixels(box, printed);
  const points: Point[] = [];
  for (let y = Math.ceil(y0); y < y1; y += 1) {
    for (let x = Math.ceil(x0); x < x1; x += 1) if (printed.dark[y * printed.width + x]) points.push({ x, y });
  }
  const every = Math.ceil(points.length / MAX_PRINT_POINTS);
  return every > 1 ? points.filter((_, i) => i % every === 0) : points;
}

/** The share of print points that fall on a dark scan pixel with the map moved by `shift` (a half-point dotted rule scans light: any grey counts). */
function printFound(scan: Raster, print: readonly Point[], map: Affine, shift: Point): number {
  let found = 0;
  for (const { x, y } of print) {
    const sx = Math.round(map.a * x + map.b * y + map.c + shift.x);
    const sy = Math.round(map.d * x + map.e * y + map.f + shift.y);
    if (sx >= 0 && sy >= 0 && sx < scan.width && sy < scan.height && luma(scan, sx, sy) < INK_LUMA) found += 1;
  }
  return print.length === 0 ? 0 : found / print.length;
}

/** Shares of print found that differ by less than this are one fit: the ink they leave decides. */
const FOUND_MARGIN = 0.02;

/** Of the shifts, the one leaving the least ink among those that find the most print (within FOUND_MARGIN of the most): ink is measured only for those. */
function bestFit(shifts: readonly Point[], found: (shift: Point) => number, ink: (shift: Point) => number): { shift: Point; ink: number } {
  const scored = shifts.map((shift) => ({ shift, found: found(shift) }));
  const most = Math.max(...scored.map((fit) => fit.found));
  let best = { shift: shifts[0], ink: Number.POSITIVE_INFINITY };
  for (const fit of scored) {
    if (fit.found < most - FOUND_MARGIN) continue;
    const left = ink(fit.shift);
    if (left < best.ink) best = { shift: fit.shift, ink: left };
  }
  return best;
}

/** Shifts from `around`, `step` apart, at most `reach` every way: the unshifted one first, which wins a tie. */
function shiftsAround(around: Point, reach: number, step: number): Point[] {
  const shifts = [around];
  for (let dy = -reach; dy <= reach; dy += step)
    for (let dx = -reach; dx <= reach; dx += step) if (dx !== 0 || dy !== 0) shifts.push({ x: around.x + dx, y: around.y + dy });
  return shifts;
}

/**
 * The share of a box's sample points where the scan is dark and the clean page is light all around:
 * the student's ink with what was printed subtracted, and the shift of the map it was measured at.
 * The map from the QR code is only close far from the code, so each box is fitted on its own: the
 * shift within ±2 mm (coarse, then fine) that puts most of the box's print (its rules) on dark scan
 * pixels, and of those the one leaving the least ink. Print first: a line of writing has more dark
 * pixels than a dotted rule, and a fit by least ink alone laid the rule on the writing's horizontal
 * strokes (minus signs, bars of 7s and of equals signs) and erased them.
 */
export function fitInk(scan: Raster, printed: PrintedMask, box: Box, cleanToScan: Affine): { ink: number; shift: Point } {
  const print = printPointsOf(printed, box);
  const found = (shift: Point) => printFound(scan, print, cleanToScan, shift);
  const coarse = bestFit(shiftsAround({ x: 0, y: 0 }, SEARCH, 3), found, (shift) => inkShare(scan, printed, box, cleanToScan, shift, 6));
  return bestFit(shiftsAround(coarse.shift, 1, 1), found, (shift) => inkShare(scan, printed, box, cleanToScan, shift, 2));
}

/**
 * The share of a box's sample points that are ink where the print was found on the scan itself (a
 * foreign page's ruled boxes): it lies where the map puts it, with nothing to fit. A fit would
 * have nothing to hold it sideways there (the rules are horizontal) and moved a box's side into it.
 */
export function inkInPlace(scan: Raster, printed: PrintedMask, box: Box, map: Affine): { ink: number; shift: Point } {
  const shift = { x: 0, y: 0 };
  return { ink: inkShare(scan, printed, box, map, shift, 2), shift };
}

/** The student's ink of an answer space, upright on the clean page's grid (scaled), and where that grid lies. */
export interface InkImage {
  image: Raster;
  /** Clean-page pixel of the image's top-left corner, and clean pixels per image pixel. */
  origin: Point;
  step: number;
  /** The ink's bounds in the image's pixels (the image may have a margin around them), or null when it has none. */
  inked: { x0: number; y0: number; x1: number; y1: number } | null;
}

/**
 * The ink of a box as an image for reading: the clean page's pixels of the box, `scale` times finer,
 * the scan's grey where it has ink at the place the fitted map puts them and white elsewhere, print
 * erased, specks removed. The scan's turn and skew are undone and the rules are gone.
 */
export function inkImage(scan: Raster, printed: PrintedMask, box: Box, map: Affine, shift: Point, scale: number): InkImage {
  const ink = inkPixels(scan, printed, box, map, shift, scale);
  removeSpecks(ink.image, SPECK_AREA * scale * scale);
  return croppedToInk(ink, 12 * scale);
}

/**
 * The part of a box that holds ink, with a margin of INK_REGION_MARGIN clean pixels (all within the
 * box), or null when it holds none: found at the clean page's own pixels, so that inkImage's finer
 * pixels are made only where there is writing (a few lines in a tall space), not for the whole box.
 * Specks are removed at a smaller area than at a finer scale, where a thin stroke joins up better.
 */
export function inkRegion(scan: Raster, printed: PrintedMask, box: Box, map: Affine, shift: Point): Box | null {
  const { image, origin } = inkPixels(scan, printed, box, map, shift, 1);
  removeSpecks(image, SPECK_AREA / 2);
  const inked = inkBoundsOf(image);
  if (!inked) return null;
  const [left, top] = [
    Math.max(box.x, (origin.x + inked.x0 - INK_REGION_MARGIN) / printed.width),
    Math.max(box.y, (origin.y + inked.y0 - INK_REGION_MARGIN) / printed.height),
  ];
  const [right, bottom] = [
    Math.min(box.x + box.width, (origin.x + inked.x1 + INK_REGION_MARGIN) / printed.width),
    Math.min(box.y + box.height, (origin.y + inked.y1 + INK_REGION_MARGIN) / printed.height),
  ];
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Clean pixels of margin around the ink found by inkRegion: inkImage's own margin (12 pixels of the clean page) and a stroke's fringe. */
const INK_REGION_MARGIN = 16;

/** inkImage's pixels before specks are removed and the image is cropped. */
function inkPixels(scan: Raster, printed: PrintedMask, box: Box, map: Affine, shift: Point, scale: number): InkImage {
  const origin = { x: Math.floor(box.x * printed.width), y: Math.floor(box.y * printed.height) };
  const width = Math.max(1, Math.round(box.width * printed.width * scale));
  const height = Math.max(1, Math.round(box.height * printed.height * scale));
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  // Bilinear: the image is finer than the scan, and smooth strokes read better than blocky ones.
  const scanLuma = (x: number, y: number) => {
    const sx = map.a * x + map.b * y + map.c + shift.x;
    const sy = map.d * x + map.e * y + map.f + shift.y;
    if (sx < 0 || sy < 0 || sx >= scan.width - 1 || sy >= scan.height - 1) return 255;
    const x0 = Math.floor(sx);
    const y0 = Math.floor(sy);
    const fx = sx - x0;
    const fy = sy - y0;
    const top = luma(scan, x0, y0) * (1 - fx) + luma(scan, x0 + 1, y0) * fx;
    const bottom = luma(scan, x0, y0 + 1) * (1 - fx) + luma(scan, x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };
  for (let v = 0; v < height; v += 1) {
    const y = origin.y + v / scale;
    const cy = Math.min(printed.height - 1, Math.floor(y));
    for (let u = 0; u < width; u += 1) {
      const x = origin.x + u / scale;
      const grey = scanLuma(x, y);
      if (grey >= INK_LUMA) continue;
      // Near print only pen-dark ink counts (the rules print lighter), and only where a stroke
      // crosses: ink just above or below a printed line is writing going through it.
      if (
        printed.near[cy * printed.width + Math.min(printed.width - 1, Math.floor(x))] &&
        (grey >= PEN_LUMA || !(scanLuma(x, y - CROSSING) < PEN_LUMA || scanLuma(x, y + CROSSING) < PEN_LUMA))
      )
        continue;
      rgba.fill(grey, (v * width + u) * 4, (v * width + u) * 4 + 3);
    }
  }
  return { image: { width, height, rgba }, origin, step: 1 / scale, inked: null };
}

/** The bounds of an image's ink in its pixels (right and bottom exclusive), or null when it has none. */
function inkBoundsOf({ width, height, rgba }: Raster): NonNullable<InkImage['inked']> | null {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (rgba[(y * width + x) * 4] === 255) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? null : { x0: left, y0: top, x1: right + 1, y1: bottom + 1 };
}

/** The image cut to its ink and a margin: a reader finds a short answer in a tall space far better so. */
function croppedToInk(ink: InkImage, margin: number): InkImage {
  const { width, height } = ink.image;
  const inked = inkBoundsOf(ink.image);
  if (!inked) return { ...ink, inked: null };
  const [left, top] = [Math.max(0, inked.x0 - margin), Math.max(0, inked.y0 - margin)];
  const [right, bottom] = [Math.min(width, inked.x1 + margin), Math.min(height, inked.y1 + margin)];
  return {
    image: cropImage(ink.image, left, top, right - left, bottom - top),
    origin: { x: ink.origin.x + left * ink.step, y: ink.origin.y + top * ink.step },
    step: ink.step,
    inked: { x0: inked.x0 - left, y0: inked.y0 - top, x1: inked.x1 - left, y1: inked.y1 - top },
  };
}

/** Darker than this is pen (blue or black ink); the answer spaces' rules print lighter (#777, dotted, half a point). */
const PEN_LUMA = 110;
/** Away from print, anything this dark is ink (a thin stroke of a pen scans lighter than its core). */
const INK_LUMA = 200;
/** Clean pixels above and below print where a crossing stroke is looked for. */
const CROSSING = 4;

/** Dark specks smaller than this (pixels at the clean page's resolution) are what is left of print, not writing. */
const SPECK_AREA = 6;

/** Whitens every 8-connected dark component under `minArea` pixels: the scraps of a rule the erasure missed by a pixel. */
function removeSpecks(image: Raster, minArea: number): void {
  const { width, height, rgba } = image;
  const seen = new Uint8Array(width * height);
  const dark = (i: number) => rgba[i * 4] < 255;
  const stack: number[] = [];
  for (let start = 0; start < width * height; start += 1) {
    if (seen[start] || !dark(start)) continue;
    const component: number[] = [];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      component.push(at);
      const [x, y] = [at % width, Math.floor(at / width)];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (!seen[next] && dark(next)) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    if (component.length < minArea) for (const at of component) rgba.fill(255, at * 4, at * 4 + 3);
  }
}
