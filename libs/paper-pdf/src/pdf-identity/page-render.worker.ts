// mupdf's page rendering on its own: a service runs this file in worker threads (piscina), and
// page-raster.ts calls it in-thread. It imports nothing of ours, so Node can run it from source too
// (types stripped), as the specs do.

/** An RGBA image, four bytes a pixel, rows top to bottom: what jsQR reads. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** One page of a PDF or an image (PNG, JPEG) to render: `pageIndex` from 0, at `dpi`. */
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

/**
 * One page rendered as it is displayed (a PDF page's /Rotate, an image's EXIF orientation applied;
 * top-left origin), opaque on white: a transparent background would read as black to jsQR.
 */
export default async function renderPage({ bytes, mediaType, pageIndex, dpi }: PageRenderTask): Promise<RgbaImage> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(bytes, mediaType), (document) => {
    const count = document.countPages();
    if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= count) throw new RangeError(`page index ${pageIndex} is outside 0..${count - 1}`);
    return using(document.loadPage(pageIndex), (page) =>
      using(page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false, true), (pixmap) => {
        const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
        // getPixels is a view of WASM memory: copied out before the pixmap is destroyed.
        return { width, height, rgba: rgbToRgba(pixmap.getPixels(), width, height, pixmap.getStride()) };
      }),
    );
  });
}
