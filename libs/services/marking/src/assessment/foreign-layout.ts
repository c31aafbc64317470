import { type Affine, type Box, lumaAt, type Raster } from './scan-geometry.js';

// The layout of a page not printed by this service, found from its pixels alone: how far the page is
// turned, and the ruled answer boxes on it (a rectangle with rules inside, as exam boards print
// them), in an upright frame of the scan's own size. Pure pixel work, no decisions.

/** A ruled answer box in the upright frame: its inside (within the border) and its border and rules as pixel rectangles. */
export interface RuledBox {
  /** Inside the border, in fractions of the frame. */
  inside: Box;
  /** The border's four sides and the rules, in the frame's pixels (right and bottom inclusive). */
  print: Array<{ x0: number; y0: number; x1: number; y1: number }>;
}

/** A horizontal line found on the page: the rows and columns it covers (inclusive). */
export interface HorizontalLine {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const luma = ({ width, rgba }: Raster, x: number, y: number) => lumaAt(rgba, (y * width + x) * 4);

/** Darker than this is print or ink for finding the page's turn. */
const SKEW_LUMA = 160;
/** The turns tried (degrees either way): a page scanned or photographed askew, not sideways. */
const MAX_SKEW = 3;

/**
 * The page's turn in degrees (positive: a horizontal line of the page falls to the right on the
 * image): the angle at which the dark pixels' rows are sharpest (the sum of squared row counts of
 * their projection is largest). Rules, box borders and lines of text all run along the page.
 */
export function skewOf(image: Raster): number {
  const points: number[] = [];
  for (let y = 0; y < image.height; y += 2) for (let x = 0; x < image.width; x += 2) if (luma(image, x, y) < SKEW_LUMA) points.push(x, y);
  if (points.length === 0) return 0;
  const sharpness = (degrees: number) => {
    const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
    const rows = new Map<number, number>();
    for (let i = 0; i < points.length; i += 2) {
      const row = Math.round(-points[i] * sin + points[i + 1] * cos);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let sum = 0;
    for (const count of rows.values()) sum += count * count;
    return sum;
  };
  const best = (angles: number[]) => angles.reduce((a, b) => (sharpness(b) > sharpness(a) ? b : a));
  const steps = (from: number, to: number, step: number) =>
    Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000);
  const coarse = best(steps(-MAX_SKEW, MAX_SKEW, 0.1));
  return best(steps(coarse - 0.1, coarse + 0.1, 0.02));
}

/** The upright frame (the scan's size, turned back by `degrees` about its centre) onto the scan. */
export function uprightToScan(scan: Pick<Raster, 'width' | 'height'>, degrees: number): Affine {
  const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
  const [cx, cy] = [scan.width / 2, scan.height / 2];
  return { a: cos, b: -sin, c: cx - cx * cos + cy * sin, d: sin, e: cos, f: cy - cx * sin - cy * cos };
}

/** The scan resampled in the upright frame (bilinear; white beyond the scan). */
export function uprightImage(scan: Raster, map: Affine): Raster {
  const { width, height } = scan;
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let v = 0; v < height; v += 1) {
    for (let u = 0; u < width; u += 1) {
      const [sx, sy] = [map.a * u + map.b * v + map.c, map.d * u + map.e * v + map.f];
      if (sx < 0 || sy < 0 || sx >= width - 1 || sy >= height - 1) continue;
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [fx, fy] = [sx - x0, sy - y0];
      const at = (v * width + u) * 4;
      for (let c = 0; c < 3; c += 1) {
        const p = (x: number, y: number) => scan.rgba[(y * width + x) * 4 + c];
        const top = p(x0, y0) * (1 - fx) + p(x0 + 1, y0) * fx;
        const bottom = p(x0, y0 + 1) * (1 - fx) + p(x0 + 1, y0 + 1) * fx;
        rgba[at + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return { width, height, rgba };
}

/** Darker than this (the lighter of a row and the one below, a thin line falling between two rows) is a line's pixel. */
const LINE_LUMA = 215;
/** Gaps (pixels) a line may have: a worn or dashed rule, noise. */
const LINE_GAP = 4;
/** A line is at least this share of the page's width: rules and box borders, not a written minus sign. */
const LINE_MIN_SHARE = 0.2;
/** A line's run is at least this share dark (a rule), and the rows LINE_CLEARANCE above and below it at least LIGHT_SHARE light (not a row through text). */
const LINE_FILL = 0.5;
const LINE_CLEARANCE = 3;
const LIGHT_SHARE = 0.7;

/** The long thin horizontal lines of a page (rules, box borders): runs of dark pixels with light rows above and below, joined across neighbouring rows. */
export function horizontalLinesOf(image: Raster): HorizontalLine[] {
  const { width, height } = image;
  const dark = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      dark[y * width + x] = Math.min(luma(image, x, y), y + 1 < height ? luma(image, x, y + 1) : 255) < LINE_LUMA ? 1 : 0;
  const minLength = LINE_MIN_SHARE * width;
  const lightShare = (y: number, x0: number, x1: number) => {
    if (y < 0 || y >= height) return 1;
    let light = 0;
    for (let x = x0; x <= x1; x += 1) light += 1 - dark[y * width + x];
    return light / (x1 - x0 + 1);
  };
  const runs: HorizontalLine[] = [];
  for (let y = 0; y < height; y += 1) {
    let [start, last, filled] = [-1, -1, 0];
    const close = () => {
      if (start >= 0 && last - start + 1 >= minLength && filled / (last - start + 1) >= LINE_FILL)
        runs.push({ x0: start, x1: last, y0: y, y1: y });
      [start, last, filled] = [-1, -1, 0];
    };
    for (let x = 0; x < width; x += 1) {
      if (!dark[y * width + x]) continue;
      if (start >= 0 && x - last - 1 > LINE_GAP) close();
      if (start < 0) start = x;
      last = x;
      filled += 1;
    }
    close();
  }
  // A line is a few rows thick: runs in touching rows that overlap along most of their length are one.
  const lines: HorizontalLine[] = [];
  for (const run of runs) {
    const line = lines.find(
      (l) => run.y0 - l.y1 <= 1 && Math.min(l.x1, run.x1) - Math.max(l.x0, run.x0) >= 0.8 * Math.min(l.x1 - l.x0, run.x1 - run.x0),
    );
    if (line) Object.assign(line, { x0: Math.min(line.x0, run.x0), x1: Math.max(line.x1, run.x1), y1: run.y0 });
    else lines.push({ ...run });
  }
  return lines.filter(
    (l) => lightShare(l.y0 - LINE_CLEARANCE, l.x0, l.x1) >= LIGHT_SHARE && lightShare(l.y1 + LINE_CLEARANCE, l.x0, l.x1) >= LIGHT_SHARE,
  );
}

/** Ends of a box's top and bottom border agree within this share of the page's width. */
const END_TOLERANCE = 0.012;
/** A box's side is found within this many pixels of its top border's end. */
const SIDE_SEARCH = 4;
/** A side has no light stretch longer than this (pixels): a drawn side, not print that happens to line up with the box's edge. */
const SIDE_GAP = 6;
/** A box is at least this tall (pixels at 150 dpi: about 4 mm): two borders, not a thick line. */
const MIN_BOX_HEIGHT = 24;

/**
 * The ruled answer boxes of an upright page, top to bottom: a top and a bottom line of the same
 * extent joined at both ends by a dark side, the lowest such bottom for each top (stacked boxes are
 * apart, so a side does not join them), and the lines between them the box's rules. A frame around
 * other boxes is not an answer box.
 */
export function ruledBoxesOf(image: Raster): RuledBox[] {
  const { width, height } = image;
  const lines = horizontalLinesOf(image).sort((a, b) => a.y0 - b.y0);
  const tolerance = END_TOLERANCE * width;
  const darkAt = (x: number, y: number) => x >= 0 && x < width && luma(image, x, y) < LINE_LUMA;
  /** The column near `x` dark all along rows top..bottom (but for gaps of SIDE_GAP), or null. */
  const side = (x: number, top: number, bottom: number) => {
    for (let dx = 0; dx <= SIDE_SEARCH; dx += 1) {
      for (const column of dx === 0 ? [x] : [x - dx, x + dx]) {
        let gap = 0;
        for (let y = top; y <= bottom && gap <= SIDE_GAP; y += 1)
          gap = darkAt(column, y) || darkAt(column - 1, y) || darkAt(column + 1, y) ? 0 : gap + 1;
        if (gap <= SIDE_GAP) return column;
      }
    }
    return null;
  };
  // Each top line's box: the lowest line of the same extent its two sides reach.
  const candidates = lines.flatMap((top) => {
    const bottom = lines
      .filter(
        (b) =>
          b.y0 - top.y1 >= MIN_BOX_HEIGHT &&
          Math.abs(b.x0 - top.x0) <= tolerance &&
          Math.abs(b.x1 - top.x1) <= tolerance &&
          side(top.x0, top.y1, b.y0) !== null &&
          side(top.x1, top.y1, b.y0) !== null,
      )
      .at(-1);
    return bottom ? [{ top, bottom, left: side(top.x0, top.y1, bottom.y0)!, right: side(top.x1, top.y1, bottom.y0)! }] : [];
  });
  // A frame around boxes (a page border, a question's panel) holds a box with a bottom of its own; a
  // rule that spans a box makes a box with the same bottom, which is the box's lower part, not a box.
  const frames = (outer: (typeof candidates)[number]) =>
    candidates.some(
      (inner) =>
        inner.bottom !== outer.bottom &&
        inner.top.y0 > outer.top.y1 &&
        inner.bottom.y1 < outer.bottom.y0 &&
        inner.left >= outer.left - SIDE_SEARCH &&
        inner.right <= outer.right + SIDE_SEARCH,
    );
  const boxes: RuledBox[] = [];
  const taken: Array<(typeof candidates)[number]> = [];
  for (const box of candidates.filter((candidate) => !frames(candidate))) {
    if (taken.some((t) => box.top.y0 >= t.top.y0 && box.top.y0 <= t.bottom.y1 && box.left <= t.right && box.right >= t.left)) continue;
    taken.push(box);
    const { top, bottom, left, right } = box;
    const rules = lines.filter((l) => l.y0 > top.y1 && l.y1 < bottom.y0 && l.x0 >= left - SIDE_SEARCH && l.x1 <= right + SIDE_SEARCH);
    // A side as drawn, row by row: a page turned back upright by a measured angle leaves a side a
    // pixel or two off straight over a tall box, and what a straight band missed was read as ink
    // down the box's whole height (the working never seemed to end).
    const [leftSide, rightSide] = [sideRuns(image, left, top.y1 + 1, bottom.y0 - 1), sideRuns(image, right, top.y1 + 1, bottom.y0 - 1)];
    // The inside starts past the border's thickness and the side's antialiased edge (in the rows no rule meets the side in).
    const besideRules = (run: { y0: number }) => !rules.some((rule) => run.y0 >= rule.y0 - 1 && run.y0 <= rule.y1 + 1);
    const [x0, x1, y0, y1] = [
      Math.max(left + 3, ...leftSide.filter(besideRules).map((run) => run.x1)),
      Math.min(right - 3, ...rightSide.filter(besideRules).map((run) => run.x0)),
      top.y1 + 3,
      bottom.y0 - 3,
    ];
    boxes.push({
      inside: { x: x0 / width, y: y0 / height, width: (x1 - x0) / width, height: (y1 - y0) / height },
      print: [top, bottom, ...leftSide, ...rightSide, ...rules],
    });
  }
  return boxes;
}

/**
 * A box's side at column `x` as drawn, a run a row from `top` to `bottom` (between its top and
 * bottom borders): each row's dark pixels within SIDE_SEARCH of the column, and a pixel more either
 * way (the antialiased edge); at least the column and two pixels either side of it.
 */
function sideRuns(image: Raster, x: number, top: number, bottom: number): Array<{ x0: number; y0: number; x1: number; y1: number }> {
  const runs = [];
  for (let y = top; y <= bottom; y += 1) {
    let [x0, x1] = [x - 2, x + 2];
    for (let column = x - SIDE_SEARCH; column <= x + SIDE_SEARCH; column += 1)
      if (column >= 0 && column < image.width && luma(image, column, y) < LINE_LUMA)
        [x0, x1] = [Math.min(x0, column - 1), Math.max(x1, column + 1)];
    runs.push({ x0, y0: y, x1, y1: y });
  }
  return runs;
}

/**
 * The boxes' borders and rules painted black on a white page of the frame's size, a line a pixel
 * taller each way: the "clean page" whose print is erased from the scan before the writing is read.
 */
export function printOfBoxes(frame: Pick<Raster, 'width' | 'height'>, boxes: readonly RuledBox[]): Raster {
  const { width, height } = frame;
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const { print } of boxes)
    for (const { x0, x1, y0, y1 } of print)
      for (let y = Math.max(0, y0 - 1); y <= Math.min(height - 1, y1 + 1); y += 1)
        rgba.fill(0, (y * width + Math.max(0, x0)) * 4, (y * width + Math.min(width - 1, x1) + 1) * 4);
  return { width, height, rgba };
}
