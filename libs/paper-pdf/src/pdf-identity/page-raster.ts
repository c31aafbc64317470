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
 * binarises, and a corner has a tenth of a page's.
 */
export function readQr(image: RgbaImage): QrReading | null {
  const side = Math.round(CORNER_SHARE * Math.min(image.width, image.height));
  // jsQR binarises in blocks of 8 pixels from the image's top left: corners on that grid, reaching
  // the image's edges, binarise the code as the whole image does, and so find it at the same place.
  const [right, bottom] = [image.width - side, image.height - side].map((at) => Math.max(0, at - (at % BINARY_BLOCK)));
  const corners = [
    [right, bottom, image.width - right, image.height - bottom],
    [0, bottom, side, image.height - bottom],
    [right, 0, image.width - right, side],
    [0, 0, side, side],
  ];
  for (const [x, y, width, height] of side > 0 ? corners : []) {
    const found = qrIn(image, x, y, width, height);
    if (found) return found;
  }
  return qrIn(image, 0, 0, image.width, image.height);
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

/** The QR code within a rectangle of an image, its finders in the image's pixels. */
function qrIn(image: RgbaImage, left: number, top: number, width: number, height: number): QrReading | null {
  const { rgba } = cropImage(image, left, top, width, height);
  const found = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  if (!found) return null;
  const at = ({ x, y }: Point): Point => ({ x: x + left, y: y + top });
  const { topLeftFinderPattern: topLeft, topRightFinderPattern: topRight, bottomLeftFinderPattern: bottomLeft } = found.location;
  return { text: found.data, finders: { topLeft: at(topLeft), topRight: at(topRight), bottomLeft: at(bottomLeft) } };
}

/** The text of the QR code in an image, or null when none is found. */
export function readQrText(image: RgbaImage): string | null {
  return readQr(image)?.text ?? null;
}
