import { ascii, hasAt } from './bytes.js';

/** The upload types a marking session accepts: what scanners and phone cameras produce. */
export const ACCEPTED_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

export type AcceptedMediaType = (typeof ACCEPTED_MEDIA_TYPES)[number];

/**
 * How far into a file `%PDF-` may start. Acrobat (PDF Reference 1.7, appendix H) accepts the header
 * anywhere in the first 1024 bytes, after a BOM, a mail header or other junk, and mupdf opens such
 * files too (it resolves offsets from the header); refusing them would turn away PDFs every reader shows.
 */
export const PDF_HEADER_WINDOW = 1024;

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PDF_HEADER = ascii('%PDF-');
export const RIFF = ascii('RIFF');
export const WEBP = ascii('WEBP');

/** Non-standard names clients send for an accepted type: `image/jpg` is common enough to honour. */
const MEDIA_TYPE_ALIASES: Readonly<Record<string, AcceptedMediaType>> = { 'image/jpg': 'image/jpeg' };

function pdfHeaderWithinWindow(head: Uint8Array): boolean {
  const lastStart = Math.min(PDF_HEADER_WINDOW, head.length) - PDF_HEADER.length;
  for (let offset = 0; offset <= lastStart; offset += 1) {
    if (hasAt(head, offset, PDF_HEADER)) return true;
  }
  return false;
}

/**
 * The type a file's first bytes prove, or null: pass at least PDF_HEADER_WINDOW bytes. Image
 * signatures sit at offset 0 and are checked first, so an image that happens to hold `%PDF-` in its
 * first kilobyte stays an image.
 */
export function sniffMediaType(head: Uint8Array): AcceptedMediaType | null {
  if (hasAt(head, 0, PNG_SIGNATURE)) return 'image/png';
  if (hasAt(head, 0, JPEG_SIGNATURE)) return 'image/jpeg';
  if (hasAt(head, 0, RIFF) && hasAt(head, 8, WEBP)) return 'image/webp';
  return pdfHeaderWithinWindow(head) ? 'application/pdf' : null;
}

/** The accepted type a Content-Type names (parameters dropped, case folded, aliases resolved), or null. */
export function acceptedMediaType(declared: string): AcceptedMediaType | null {
  const essence = declared.split(';', 1)[0].trim().toLowerCase();
  const resolved = MEDIA_TYPE_ALIASES[essence] ?? essence;
  return ACCEPTED_MEDIA_TYPES.find((type) => type === resolved) ?? null;
}

/** Whether the declared Content-Type names the type the bytes prove. */
export function declaredMatches(declared: string, sniffed: AcceptedMediaType | null): boolean {
  return sniffed !== null && acceptedMediaType(declared) === sniffed;
}
