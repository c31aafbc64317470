import type { RgbaImage } from '@pp/paper-pdf/identity';
import { lumaAt } from './scan-geometry.js';

/** A pixel this dark (luminance, 0 to 255) or darker may be part of a rule: a thin grey rule scans light (paper stays lighter). */
const RULE_DARK = 225;
/** A straight dark run this long (a share of the image's width) is a rule, not a letter's stroke: a 10 pt letter is under 2 %. */
const RULE_LENGTH = 0.04;
/** Light pixels a rule may skip (a scanner's noise) and still be one run. */
const RULE_GAPS = 2;
/** A rule is thin: this many pixels to either side of it are light along most of it (a line of text's baseline is not). */
const RULE_SIDE = 4;
const THIN_SHARE = 0.7;

/**
 * A scheme page with its table's rules (long straight horizontal and vertical dark runs) painted
 * white: tesseract reads a cell's border beside a mark code as a letter of it (`| M1` read as
 * `Mia`), and a rule across a line of text as part of it.
 */
export function eraseRuling(image: RgbaImage): RgbaImage {
  const { width, height } = image;
  const rgba = new Uint8ClampedArray(image.rgba);
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i += 1) dark[i] = lumaAt(image.rgba, i * 4) <= RULE_DARK ? 1 : 0;
  const length = Math.max(8, Math.round(RULE_LENGTH * width));
  const whiten = (at: number) => rgba.fill(255, at * 4, at * 4 + 3);
  // Rows, then columns: a run is dark pixels with at most RULE_GAPS light ones between them.
  for (const [lines, along, index] of [
    [height, width, (line: number, i: number) => line * width + i],
    [width, height, (line: number, i: number) => i * width + line],
  ] as const) {
    const lightBeside = (line: number, i: number) =>
      (line < RULE_SIDE || dark[index(line - RULE_SIDE, i)] === 0) && (line + RULE_SIDE >= lines || dark[index(line + RULE_SIDE, i)] === 0);
    const isRule = (line: number, start: number, last: number) => {
      if (last - start + 1 < length) return false;
      let thin = 0;
      for (let j = start; j <= last; j += 1) thin += lightBeside(line, j) ? 1 : 0;
      return thin >= THIN_SHARE * (last - start + 1);
    };
    for (let line = 0; line < lines; line += 1) {
      let [start, last] = [-1, -1];
      for (let i = 0; i <= along; i += 1) {
        const isDark = i < along && dark[index(line, i)] === 1;
        if (isDark && start === -1) start = i;
        if (isDark) last = i;
        if (start !== -1 && (i === along || i - last > RULE_GAPS)) {
          // The rule and the pixel either side of it, which its anti-aliasing greys.
          if (isRule(line, start, last))
            for (let j = start; j <= last; j += 1)
              for (let side = Math.max(0, line - 1); side <= Math.min(lines - 1, line + 1); side += 1) whiten(index(side, j));
          [start, last] = [-1, -1];
        }
      }
    }
  }
  return { width, height, rgba };
}

/** A pixel this dark or darker is print (paper and a scanner's noise stay lighter). */
const INK_DARK = 160;
/** Rows of ink closer than this are one line of print (a colon, an i's dot). */
const LINE_JOIN = 4;
/** A band of ink lower than this (pixels) is a speck, not a line of print. */
const MIN_LINE_HEIGHT = 6;

/** The bands of rows that hold print, top to bottom (first and last row): the lines of a column of marks. */
export function inkRowsOf(image: RgbaImage): Array<[top: number, bottom: number]> {
  const bands: Array<[number, number]> = [];
  for (let y = 0; y < image.height; y += 1) {
    let ink = 0;
    for (let x = 0; x < image.width && ink < 2; x += 1) {
      const at = (y * image.width + x) * 4;
      ink += lumaAt(image.rgba, at) <= INK_DARK ? 1 : 0;
    }
    if (ink < 2) continue;
    const last = bands.at(-1);
    if (last && y - last[1] <= LINE_JOIN) last[1] = y;
    else bands.push([y, y]);
  }
  return bands.filter(([top, bottom]) => bottom - top + 1 >= MIN_LINE_HEIGHT);
}

/** A region holds print when this many of its pixels are print: a line of working, not a scanner's specks. */
const MIN_PRINT = 30;

/**
 * Where a region of an image (pixels, right and bottom exclusive) holds print: the columns of its
 * leftmost and rightmost print pixel, or null when it holds fewer than MIN_PRINT of them.
 */
export function printExtentOf(image: RgbaImage, x0: number, y0: number, x1: number, y1: number): { x0: number; x1: number } | null {
  let [count, left, right] = [0, Number.POSITIVE_INFINITY, -1];
  for (let y = Math.max(0, y0); y < Math.min(image.height, y1); y += 1)
    for (let x = Math.max(0, x0); x < Math.min(image.width, x1); x += 1)
      if (lumaAt(image.rgba, (y * image.width + x) * 4) <= INK_DARK)
        [count, left, right] = [count + 1, Math.min(left, x), Math.max(right, x)];
  return count >= MIN_PRINT ? { x0: left, x1: right + 1 } : null;
}

/** Print at or below this luminance is black, the rest white, in a line of marks made ready to read. */
const PRINT_THRESHOLD = 180;

/**
 * A line of marks made ready to read: three times the size (bilinear) and black on white. A
 * scanned 10 pt code is about 20 pixels high at 200 dpi, where tesseract reads `A1` as `A` and the
 * 1 of `(1)` as a 2; at three times the size with the scanner's grey noise gone it reads them.
 */
export function enlargedPrint(image: RgbaImage, factor = 3): RgbaImage {
  const [width, height] = [image.width * factor, image.height * factor];
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  const grey = (x: number, y: number) => lumaAt(image.rgba, (y * image.width + x) * 4);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(image.height - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const [y0, fy] = [Math.min(image.height - 2, Math.floor(sy)), sy - Math.min(image.height - 2, Math.floor(sy))];
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(image.width - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const [x0, fx] = [Math.min(image.width - 2, Math.floor(sx)), sx - Math.min(image.width - 2, Math.floor(sx))];
      const value =
        grey(x0, y0) * (1 - fx) * (1 - fy) +
        grey(x0 + 1, y0) * fx * (1 - fy) +
        grey(x0, y0 + 1) * (1 - fx) * fy +
        grey(x0 + 1, y0 + 1) * fx * fy;
      if (value <= PRINT_THRESHOLD) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, rgba };
}
