import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsqr from 'jsqr';
import renderPage, { loadMupdf, type RgbaImage, using } from './page-render.worker.js';

export { encodePng } from './page-render.worker.js';

// jsqr is CommonJS: an ES import's default is module.exports, which carries the function as `default`.
const jsQR = jsqr.default;

/**
 * The page render task's module, beside this one: a service hands it to its worker threads. From
 * source (specs) it is the .ts file, which Node runs with its types stripped; in dist the .js.
 */
export const PAGE_RENDER_WORKER = new URL(`./page-render.worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** One page of a PDF rendered at `dpi`, as mupdf displays it (the page's rotation applied, top-left origin), in this thread. */
export const rasterisePage = (pdf: Uint8Array, pageIndex: number, dpi: number): Promise<RgbaImage> =>
  renderPage({ bytes: pdf, mediaType: 'application/pdf', pageIndex, dpi });

/** The text of every page of a PDF, as mupdf extracts it (our own papers' text is real text, not outlines). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(pdf, 'application/pdf'), (document) =>
    Array.from({ length: document.countPages() }, (_, index) =>
      using(document.loadPage(index), (page) => using(page.toStructuredText(''), (text) => text.asText())),
    ).join('\n'),
  );
}

export interface Point {
  x: number;
  y: number;
}

/** A QR code read off an image: its text and the centres of its three finder patterns, in pixels. */
export interface QrReading {
  text: string;
  finders: { topLeft: Point; topRight: Point; bottomLeft: Point };
}

/**
 * The side of the square looked at first in each corner, as a share of the image's shorter side: our
 * pages' code (about 28 mm with its quiet zone, in the bottom-right corner) lies within 36 mm of
 * the page's corner, whichever way a scan of it is turned; 35 % of A4's width is 74 mm.
 */
const CORNER_SHARE = 0.35;

/**
 * The QR code in an image with where it is, or null when none is found (dark modules on a light
 * ground). The corners are looked at first, the bottom right first (where our pages carry the code,
 * the others where a turned scan puts it), then the whole image: jsQR's time goes with the pixels it
 * binarises, and a corner has a tenth of a page's. Where that finds none, the corners are read
 * harder (`HARDER_READINGS`): a scan's noise and a slight turn defeat jsQR's binariser in one crop
 * and not in another, and the noise averaged out over three pixels lets it through.
 */
export function readQr(image: RgbaImage): QrReading | null {
  for (const [share, smooth] of [[CORNER_SHARE, false] as const, ...HARDER_READINGS]) {
    for (const [x, y, width, height] of cornersOf(image, share)) {
      const found = qrIn(image, x, y, width, height, smooth);
      if (found) return found;
    }
    if (share === CORNER_SHARE && !smooth) {
      const found = qrIn(image, 0, 0, image.width, image.height, false);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The corner crops (their side a share of the image's shorter side, smoothed or not) tried after a
 * first reading finds no code: on scans of our pages turned 1.15 degrees with a scanner's noise and
 * JPEG's, each page whose code the first reading missed was read by the smoothed crops, and some by
 * a tighter one alone (docs/decisions/0044).
 */
const HARDER_READINGS: ReadonlyArray<readonly [share: number, smooth: boolean]> = [
  [CORNER_SHARE, true],
  [0.2, true],
  [0.2, false],
];

/** The four corner squares of an image, bottom right first, their side `share` of its shorter side. */
function cornersOf(image: RgbaImage, share: number): Array<[number, number, number, number]> {
  const side = Math.round(share * Math.min(image.width, image.height));
  if (side === 0) return [];
  // jsQR binarises in blocks of 8 pixels from the image's top left: corners on that grid, reaching
  // the image's edges, binarise the code as the whole image does, and so find it at the same place.
  const [right, bottom] = [image.width - side, image.height - side].map((at) => Math.max(0, at - (at % BINARY_BLOCK)));
  return [
    [right, bottom, image.width - right, image.height - bottom],
    [0, bottom, side, image.height - bottom],
    [right, 0, image.width - right, side],
    [0, 0, side, side],
  ];
}

/** jsQR's binarisation block, in pixels. */
const BINARY_BLOCK = 8;

/** The pixels of an image within a rectangle (whole pixels, inside the image). */
export function cropImage(image: RgbaImage, left: number, top: number, width: number, height: number): RgbaImage {
  if (left === 0 && top === 0 && width === image.width && height === image.height) return image;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    rgba.set(image.rgba.subarray(((top + y) * image.width + left) * 4, ((top + y) * image.width + left + width) * 4), y * width * 4);
  return { width, height, rgba };
}

/** The QR code within a rectangle of an image (smoothed first, or not), its finders in the image's pixels. */
function qrIn(image: RgbaImage, left: number, top: number, width: number, height: number, smooth: boolean): QrReading | null {
  const crop = cropImage(image, left, top, width, height);
  const { rgba } = smooth ? smoothed(crop) : crop;
  const found = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  if (!found) return null;
  const at = ({ x, y }: Point): Point => ({ x: x + left, y: y + top });
  const { topLeftFinderPattern: topLeft, topRightFinderPattern: topRight, bottomLeftFinderPattern: bottomLeft } = found.location;
  return { text: found.data, finders: { topLeft: at(topLeft), topRight: at(topRight), bottomLeft: at(bottomLeft) } };
}

/** An image with each pixel the mean of the 3 x 3 pixels around it (those inside the image): a scanner's noise averaged out. */
export function smoothed({ width, height, rgba }: RgbaImage): RgbaImage {
  const out = new Uint8ClampedArray(rgba.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [x0, x1, y0, y1] = [Math.max(0, x - 1), Math.min(width - 1, x + 1), Math.max(0, y - 1), Math.min(height - 1, y + 1)];
      const count = (x1 - x0 + 1) * (y1 - y0 + 1);
      for (let channel = 0; channel < 3; channel += 1) {
        let sum = 0;
        for (let yy = y0; yy <= y1; yy += 1) for (let xx = x0; xx <= x1; xx += 1) sum += rgba[(yy * width + xx) * 4 + channel];
        out[(y * width + x) * 4 + channel] = sum / count;
      }
      out[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, rgba: out };
}

/** The text of the QR code in an image, or null when none is found. */
export function readQrText(image: RgbaImage): string | null {
  return readQr(image)?.text ?? null;
}
