import { ERROR_CATALOGUE, type ErrorCode, MAX_PDF_PAGES, ServiceError } from '@pp/contracts';
import { u32le } from './bytes.js';
import { acceptedMediaType, declaredMatches, sniffMediaType, type AcceptedMediaType } from './file-signature.js';
import { readImageSize, type ImageMediaType, type PixelSize } from './image-dimensions.js';
import { jpegHoldsItsImage } from './jpeg-data.js';

/**
 * Image limits, checked on the header before anything is decoded: a decompression bomb is a small
 * file claiming a huge canvas, and decoding it would claim width x height x 4 bytes of memory.
 * 40 MP holds an A4 page scanned at 600 dpi (4960 x 7016, 35 MP) and a 12 to 24 MP phone photo, and
 * caps a decode near 160 MB; 20,000 px a side still takes an A3 page at 1,200 dpi or a long strip scan.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;

/**
 * The largest PDF page, in points a side: 14,400 (200 inches), the PDF reference's own limit
 * (ISO 32000-1, annex C). A page is rendered to be read, and a bigger one would ask the renderer for
 * a pixmap of gigabytes; a scanned page is at most A3 (1,191 points).
 */
export const MAX_PDF_PAGE_SIDE = 14_400;

/** Why an upload is refused, more precisely than the error catalogue's message for its code (which gives the status). */
export const REFUSAL_MESSAGES = {
  unsupported_media_type: 'Upload a PDF, PNG, JPEG or WebP file, with the Content-Type its bytes are.',
  empty_file: 'The file is empty.',
  file_corrupt: 'The file is corrupt or unreadable.',
  file_encrypted: 'The PDF is password-protected. Upload it without a password.',
  too_many_pages: `The PDF has more than ${MAX_PDF_PAGES} pages.`,
  image_too_large: `The image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels or ${MAX_IMAGE_SIDE.toLocaleString('en-GB')} pixels a side.`,
} as const satisfies Partial<Record<ErrorCode, string>>;

export type UploadRefusalCode = keyof typeof REFUSAL_MESSAGES;

/** The path a refusal of the file's bytes names in a 422's details: the raw request body. */
const FILE_BYTES_PATH = 'body';

/** A page as displayed: points for a PDF page (its /Rotate applied), pixels for an image. */
export interface PageSize {
  width: number;
  height: number;
}

export type UploadInspection =
  | { ok: true; mediaType: AcceptedMediaType; pageCount: number; pages: PageSize[] }
  | { ok: false; code: UploadRefusalCode; message: string };

const refuse = (code: UploadRefusalCode, message: string = REFUSAL_MESSAGES[code]): UploadInspection => ({ ok: false, code, message });

/** A page too big to render is refused with the code of an image too big, in the PDF's own terms. */
export const PDF_PAGE_TOO_LARGE = `A page of the PDF is larger than ${MAX_PDF_PAGE_SIDE.toLocaleString('en-GB')} points (200 inches) a side.`;

/**
 * A refusal as the API answers it. A 422 (the bytes are empty, corrupt, encrypted, too many pages,
 * too many pixels) names the file's bytes in `details`, as every 422 names what to correct; a 415
 * is about the Content-Type and has no field to name.
 */
export function refusalError({ code, message }: { code: UploadRefusalCode; message: string }): ServiceError {
  const details = ERROR_CATALOGUE[code].status === 422 ? [{ path: FILE_BYTES_PATH, message }] : undefined;
  return new ServiceError(code, message, { details });
}

const accept = (mediaType: AcceptedMediaType, pages: PageSize[]): UploadInspection => ({
  ok: true,
  mediaType,
  pageCount: pages.length,
  pages,
});

/** mupdf keeps page boxes as float32 (595.28 reads 595.280029...): hundredths of a point drop the noise. */
const toHundredths = (points: number): number => Math.round(points * 100) / 100;

/** Frees a mupdf object whatever happens: its memory is WASM heap, which the JS collector never sees. */
function using<T extends { destroy(): void }, R>(value: T, use: (value: T) => R): R {
  try {
    return use(value);
  } finally {
    value.destroy();
  }
}

/**
 * Opens a PDF with mupdf and loads every page. mupdf repairs what it can and says so only in its log,
 * so a document it had to rebuild (no usable cross-reference table: typically a truncated upload) is
 * refused as corrupt too, rather than marked with pages silently missing.
 */
async function inspectPdf(bytes: Uint8Array): Promise<UploadInspection> {
  const mupdf = await import('mupdf');
  let document: InstanceType<typeof mupdf.Document>;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch {
    return refuse('file_corrupt');
  }
  return using(document, (opened) => {
    try {
      if (opened.needsPassword()) return refuse('file_encrypted');
      const pageCount = opened.countPages();
      if (pageCount === 0) return refuse('file_corrupt');
      if (pageCount > MAX_PDF_PAGES) return refuse('too_many_pages');
      const pages = Array.from({ length: pageCount }, (_, index) =>
        using(opened.loadPage(index), (page) => {
          // getBounds is the page box as displayed: /Rotate 90 or 270 swaps width and height.
          const [x0, y0, x1, y1] = page.getBounds();
          return { width: toHundredths(x1 - x0), height: toHundredths(y1 - y0) };
        }),
      );
      if (opened.asPDF()?.wasRepaired()) return refuse('file_corrupt');
      if (pages.some(({ width, height }) => width > MAX_PDF_PAGE_SIDE || height > MAX_PDF_PAGE_SIDE))
        return refuse('image_too_large', PDF_PAGE_TOO_LARGE);
      return accept('application/pdf', pages);
    } catch {
      return refuse('file_corrupt');
    }
  });
}

const exceedsImageLimits = ({ width, height }: PixelSize): boolean =>
  width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;

/** Decodes the whole image with mupdf and discards the pixels: true when its size matches the header's. */
async function decodesAs(bytes: Uint8Array, expected: PixelSize): Promise<boolean> {
  const mupdf = await import('mupdf');
  try {
    return using(new mupdf.Image(bytes), (image) =>
      using(image.toPixmap(), (pixmap) => pixmap.getWidth() === expected.width && pixmap.getHeight() === expected.height),
    );
  } catch {
    return false;
  }
}

/** The RIFF size field says how long a WebP file is: fewer bytes than that is a truncated upload. */
const holdsWholeRiff = (bytes: Uint8Array): boolean => bytes.length >= 8 && u32le(bytes, 4) + 8 <= bytes.length;

/**
 * The header is read and its size checked first, so a bomb is refused before mupdf decodes a pixel.
 * A JPEG must hold its whole image (`jpegHoldsItsImage`): mupdf decodes a cut or lying one, greying
 * what is missing, with only a warning. mupdf 1.28 has no WebP decoder: a WebP is judged on its
 * header and RIFF length alone, and one whose bitstream is broken fails when it is marked.
 */
async function inspectImage(bytes: Uint8Array, mediaType: ImageMediaType): Promise<UploadInspection> {
  const size = readImageSize(bytes, mediaType);
  if (size === null) return refuse('file_corrupt');
  if (exceedsImageLimits(size)) return refuse('image_too_large');
  const readable =
    mediaType === 'image/webp'
      ? holdsWholeRiff(bytes)
      : (mediaType !== 'image/jpeg' || jpegHoldsItsImage(bytes)) && (await decodesAs(bytes, size));
  return readable ? accept(mediaType, [size]) : refuse('file_corrupt');
}

/**
 * Decides whether an uploaded file may be stored, and its pages. A Content-Type we never accept is a
 * 415 whatever the body; then an empty body is its own 422; then the bytes must prove the declared type.
 */
export async function inspectUpload(bytes: Uint8Array, declaredType: string): Promise<UploadInspection> {
  if (acceptedMediaType(declaredType) === null) return refuse('unsupported_media_type');
  if (bytes.length === 0) return refuse('empty_file');
  const sniffed = sniffMediaType(bytes);
  if (sniffed === null || !declaredMatches(declaredType, sniffed)) return refuse('unsupported_media_type');
  return sniffed === 'application/pdf' ? inspectPdf(bytes) : inspectImage(bytes, sniffed);
}
