import jsqr from 'jsqr';

// jsqr is CommonJS: an ES import's default is module.exports, which carries the function as `default`.
const jsQR = jsqr.default;

/** An RGBA image, four bytes a pixel, rows top to bottom: what jsQR reads. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

type Mupdf = typeof import('mupdf');
let mupdfModule: Promise<Mupdf> | undefined;

/** mupdf is ESM with top-level await (its WASM): loaded on first use only, so importing this lib stays cheap. */
export const loadMupdf = (): Promise<Mupdf> => (mupdfModule ??= import('mupdf'));

/** Drops mupdf objects as soon as they are done with: their memory is WASM heap, not the JS garbage collector's. */
function using<T extends { destroy(): void }, R>(value: T, use: (value: T) => R): R {
  try {
    return use(value);
  } finally {
    value.destroy();
  }
}

/** Opaque RGB pixels (stride-aware) to RGBA with full alpha. */
function rgbToRgba(rgb: Uint8ClampedArray, width: number, height: number, stride: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = y * stride + x * 3;
      const to = (y * width + x) * 4;
      rgba[to] = rgb[from];
      rgba[to + 1] = rgb[from + 1];
      rgba[to + 2] = rgb[from + 2];
      rgba[to + 3] = 255;
    }
  }
  return rgba;
}

/** A page rendered opaque on white at `dpi` (a transparent background would read as black to jsQR). */
function renderPage(mupdf: Mupdf, document: InstanceType<Mupdf['Document']>, pageIndex: number, dpi: number): RgbaImage {
  return using(document.loadPage(pageIndex), (page) =>
    using(page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false, true), (pixmap) => {
      const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
      // getPixels is a view of WASM memory: copied out before the pixmap is destroyed.
      return { width, height, rgba: rgbToRgba(pixmap.getPixels(), width, height, pixmap.getStride()) };
    }),
  );
}

/**
 * One page of a PDF rendered at `dpi`, as mupdf displays it (the page's rotation applied, top-left
 * origin).
 */
export async function rasterisePage(pdf: Uint8Array, pageIndex: number, dpi: number): Promise<RgbaImage> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(pdf, 'application/pdf'), (document) => {
    const count = document.countPages();
    if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= count) throw new RangeError(`page index ${pageIndex} is outside 0..${count - 1}`);
    return renderPage(mupdf, document, pageIndex, dpi);
  });
}

/** The text of every page of a PDF, as mupdf extracts it (our own papers' text is real text, not outlines). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(pdf, 'application/pdf'), (document) =>
    Array.from({ length: document.countPages() }, (_, index) => using(document.loadPage(index), (page) => using(page.toStructuredText(''), (text) => text.asText()))).join('\n'),
  );
}

/**
 * Every page of a PDF or an image (PNG, JPEG) in order, on the displayed-page basis, from one open
 * document (or only the page numbers in `only`): `visit` gets each page's raster while the next is
 * not yet rendered, so at most one page is held at a time.
 */
export async function visitPages(
  bytes: Uint8Array,
  mediaType: string,
  dpi: number,
  visit: (image: RgbaImage, pageNumber: number) => void,
  only?: ReadonlySet<number>,
): Promise<void> {
  const mupdf = await loadMupdf();
  using(mupdf.Document.openDocument(bytes, mediaType), (document) => {
    const count = document.countPages();
    for (let index = 0; index < count; index += 1) if (!only || only.has(index + 1)) visit(renderPage(mupdf, document, index, dpi), index + 1);
  });
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

/** An RGBA image as an opaque PNG file (what an OCR engine reads), encoded by mupdf. */
export async function encodePng(image: RgbaImage): Promise<Uint8Array> {
  const mupdf = await loadMupdf();
  return using(new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, image.width, image.height], false), (pixmap) => {
    const [pixels, stride] = [pixmap.getPixels(), pixmap.getStride()];
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        const [from, to] = [(y * image.width + x) * 4, y * stride + x * 3];
        pixels[to] = image.rgba[from];
        pixels[to + 1] = image.rgba[from + 1];
        pixels[to + 2] = image.rgba[from + 2];
      }
    }
    return pixmap.asPNG();
  });
}
