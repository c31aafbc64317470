// mupdf's page rendering on its own: a service runs this file in worker threads (piscina), and
// page-raster.ts calls it in-thread. It imports nothing of ours, so Node can run it from source too
// (types stripped), as the specs do.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** An RGBA image, four bytes a pixel, rows top to bottom: what jsQR reads. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** One page of a PDF or an image (PNG, JPEG, WebP) to render: `pageIndex` from 0, at `dpi`. */
export interface PageRenderTask {
  bytes: Uint8Array;
  mediaType: string;
  pageIndex: number;
  dpi: number;
}

type Mupdf = typeof import('mupdf');
let mupdfModule: Promise<Mupdf> | undefined;

/** mupdf is ESM with top-level await (its WASM): loaded on first use only, so importing this stays cheap. */
export const loadMupdf = (): Promise<Mupdf> => (mupdfModule ??= import('mupdf'));

/** Drops mupdf objects as soon as they are done with: their memory is WASM heap, not the JS garbage collector's. */
export function using<T extends { destroy(): void }, R>(value: T, use: (value: T) => R): R {
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

type WebpDecode = typeof import('@jsquash/webp/decode.js').default;
let webpDecoder: Promise<WebpDecode> | undefined;

/** libwebp (WASM, from npm): mupdf has no WebP handler. Its module is compiled from the package's own file, never fetched. */
const loadWebpDecoder = (): Promise<WebpDecode> =>
  (webpDecoder ??= (async () => {
    const { default: decode, init } = await import('@jsquash/webp/decode.js');
    await init({ wasmBinary: await readFile(createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm')) });
    return decode;
  })());

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The Orientation (1 to 8) of a TIFF-format EXIF block's first directory; 1 when it states none. */
function exifOrientation(exif: Uint8Array): number {
  // Some writers keep JPEG's "Exif\0\0" before the TIFF header.
  const tiff = fourCc(exif, 0) === 'Exif' ? exif.subarray(6) : exif;
  if (tiff.length < 8 || (fourCc(tiff, 0) !== 'II*\0' && fourCc(tiff, 0) !== 'MM\0*')) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  const directory = view.getUint32(4, little);
  if (directory + 2 > tiff.length) return 1;
  for (let entry = directory + 2, n = view.getUint16(directory, little); n > 0 && entry + 12 <= tiff.length; entry += 12, n -= 1) {
    if (view.getUint16(entry, little) !== 0x0112) continue;
    const orientation = view.getUint16(entry + 8, little);
    return orientation >= 1 && orientation <= 8 ? orientation : 1;
  }
  return 1;
}

/** The EXIF orientation a WebP file states in its EXIF chunk (1, as stored, when it has none). */
export function webpOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    if (fourCc(bytes, at) === 'EXIF') return exifOrientation(bytes.subarray(at + 8, at + 8 + size));
    at += 8 + size + (size % 2);
  }
  return 1;
}

/**
 * An image as displayed under an EXIF orientation: 2 to 4 mirror or turn it half way, 5 to 8 swap
 * its sides (6: stored turned a quarter anticlockwise, so shown turned clockwise).
 */
export function orientImage(image: RgbaImage, orientation: number): RgbaImage {
  if (orientation < 2 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const [width, height] = orientation >= 5 ? [h, w] : [w, h];
  const from = new Uint32Array(image.rgba.slice().buffer);
  const to = new Uint32Array(width * height);
  const source: Record<number, (x: number, y: number) => number> = {
    2: (x, y) => y * w + (w - 1 - x),
    3: (x, y) => (h - 1 - y) * w + (w - 1 - x),
    4: (x, y) => (h - 1 - y) * w + x,
    5: (x, y) => x * w + y,
    6: (x, y) => (h - 1 - x) * w + y,
    7: (x, y) => (h - 1 - x) * w + (w - 1 - y),
    8: (x, y) => x * w + (w - 1 - y),
  };
  const at = source[orientation];
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) to[y * width + x] = from[at(x, y)];
  return { width, height, rgba: new Uint8ClampedArray(to.buffer) };
}

/**
 * A WebP file as a PNG of its pixels as displayed (its EXIF orientation applied, as mupdf does for a
 * JPEG), laid on white where it is transparent: mupdf then lays it out as any image.
 */
async function webpAsPng(bytes: Uint8Array): Promise<Uint8Array> {
  // A copy of exactly the file's bytes (a Buffer's own .slice() is a view of its shared pool).
  const { width, height, data } = await (await loadWebpDecoder())(new Uint8Array(bytes).buffer);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] / 255;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.round(data[i + c] * alpha + 255 * (1 - alpha));
  }
  return encodePng(orientImage({ width, height, rgba: data }, webpOrientation(bytes)));
}

/** An RGBA image as an opaque PNG file, encoded by mupdf: how a decoded WebP is handed to mupdf to render. */
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

/**
 * One page rendered as it is displayed (a PDF page's /Rotate, an image's EXIF orientation applied;
 * top-left origin), opaque on white: a transparent background would read as black to jsQR.
 */
export default async function renderPage({ bytes, mediaType, pageIndex, dpi }: PageRenderTask): Promise<RgbaImage> {
  const mupdf = await loadMupdf();
  const [file, type] = mediaType === 'image/webp' ? [await webpAsPng(bytes), 'image/png'] : [bytes, mediaType];
  return using(mupdf.Document.openDocument(file, type), (document) => {
    const count = document.countPages();
    if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= count)
      throw new RangeError(`page index ${pageIndex} is outside 0..${count - 1}`);
    return using(document.loadPage(pageIndex), (page) => {
      const bounds = page.getBounds();
      const scale = boundedScale(bounds, type === 'application/pdf' ? dpi / 72 : imageScale(bounds, dpi));
      return using(page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true), (pixmap) => {
        const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
        // getPixels is a view of WASM memory: copied out before the pixmap is destroyed.
        return { width, height, rgba: rgbToRgba(pixmap.getPixels(), width, height, pixmap.getStride()) };
      });
    });
  });
}

/**
 * The most pixels a page is rendered to (120 MB of RGB in mupdf, 160 MB as RGBA): A3 at 300 dpi is
 * 17.4 million. A page or image of an outlandish size or shape (a 14,400-point page, a 20,000 x 1
 * strip laid out as an A4 page) is rendered smaller instead of asking mupdf for gigabytes, so a
 * render thread's memory stays bounded whatever the upload.
 */
export const MAX_RENDER_PIXELS = 40_000_000;

/** `scale`, reduced where the page would come out larger than MAX_RENDER_PIXELS. */
function boundedScale([x0, y0, x1, y1]: readonly number[], scale: number): number {
  const pixels = (x1 - x0) * (y1 - y0) * scale * scale;
  return pixels > MAX_RENDER_PIXELS ? scale * Math.sqrt(MAX_RENDER_PIXELS / pixels) : scale;
}

/** A4's shorter side, in points. */
const A4_SHORT_SIDE = (210 / 25.4) * 72;

/**
 * The scale that renders an image upload at `dpi` as the A4 page it shows: its shorter side as A4's.
 * mupdf sizes an image by its resolution field, and a PNG or JPEG without one is taken as 96 dpi;
 * a phone or a scanner writes the field rarely and not always truly, so the page is measured instead.
 */
function imageScale([x0, y0, x1, y1]: readonly number[], dpi: number): number {
  return ((dpi / 72) * A4_SHORT_SIDE) / Math.min(x1 - x0, y1 - y0);
}
