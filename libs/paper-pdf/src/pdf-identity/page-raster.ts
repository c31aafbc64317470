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
export const rasterisePage = (pdf: Uint8Array, pageIndex: number, dpi: number): Promise<RgbaImage> => renderPage({ bytes: pdf, mediaType: 'application/pdf', pageIndex, dpi });

/** The text of every page of a PDF, as mupdf extracts it (our own papers' text is real text, not outlines). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(pdf, 'application/pdf'), (document) =>
    Array.from({ length: document.countPages() }, (_, index) => using(document.loadPage(index), (page) => using(page.toStructuredText(''), (text) => text.asText()))).join('\n'),
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

/** The QR code in an image with where it is, or null when none is found (dark modules on a light ground). */
export function readQr(image: RgbaImage): QrReading | null {
  const found = jsQR(image.rgba, image.width, image.height, { inversionAttempts: 'dontInvert' });
  if (!found) return null;
  const { topLeftFinderPattern: topLeft, topRightFinderPattern: topRight, bottomLeftFinderPattern: bottomLeft } = found.location;
  return { text: found.data, finders: { topLeft, topRight, bottomLeft } };
}

/** The text of the QR code in an image, or null when none is found. */
export function readQrText(image: RgbaImage): string | null {
  return readQr(image)?.text ?? null;
}
