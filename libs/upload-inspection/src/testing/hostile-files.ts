import { constants, deflateRawSync } from 'node:zlib';
import { MAX_PDF_PAGE_SIDE, type UploadRefusalCode } from '../inspect-upload.js';
import { a4Pdf, encryptPdf, pngWithHeader, riffWebp, solidImage, vp8lPayload, vp8xPayload } from './upload-fixtures.js';

/**
 * Hostile uploads for tests, each none to about a megabyte of bytes, the whole set made in well under
 * a second: what a broken scanner, a cut connection or someone probing the API sends instead of a
 * scan. The bombs are in what the files claim, never in their bytes. docs/hostile-files.md lists them.
 */
export interface HostileFile {
  /** Unique, kebab-case: names the case in tests and is the upload's file name stem. */
  label: string;
  /** The file name it is uploaded under (a PNG named .jpg keeps its lie). */
  fileName: string;
  /** The Content-Type it is sent with. */
  contentType: string;
  bytes: Uint8Array;
  /**
   * How the upload is refused; null when the inspection accepts it (a bomb only rendering sets off, the
   * largest or oddest page allowed, a WebP whose bitstream it cannot decode): marking must then cope.
   */
  refusal: UploadRefusalCode | null;
}

const MIB = 1024 * 1024;
const latin1 = (text: string): Uint8Array => Buffer.from(text, 'latin1');

/**
 * A zlib stream that inflates to `size` zero bytes, built without ever holding or deflating them:
 * one MiB is deflated once, ended by a full flush (so the block refers to nothing before it), and
 * that block repeated, then the rest likewise. About 1 KiB of stream per MiB of output.
 */
export function zeroBomb(size: number): Uint8Array {
  const flushed = (length: number) => deflateRawSync(Buffer.alloc(length), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const mebibytes = Math.floor(size / MIB);
  // Adler-32 of n zeros: the sum of bytes stays 1, the sum of sums is n (mod 65521).
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65_521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...new Array<Uint8Array>(mebibytes).fill(flushed(MIB)),
    flushed(size % MIB),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
}

/**
 * A PDF written object by object with a correct cross-reference table: objects are numbered from 1
 * in order, object 1 is the catalogue. `trailer` adds entries to the trailer dictionary.
 */
export function rawPdf(objects: ReadonlyArray<string | ReadonlyArray<string | Uint8Array>>, trailer = ''): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? latin1(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    for (const part of typeof body === 'string' ? [body] : body) push(part);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const stream = (dictionary: string, data: Uint8Array): Array<string | Uint8Array> => [
  `<< ${dictionary} /Length ${data.length} >>\nstream\n`,
  data,
  '\nendstream',
];

/** One page of `mediaBox` points whose objects are `pageEntries` and, after it, `more` objects (numbered from 4). */
const onePagePdf = (pageEntries: string, more: ReadonlyArray<string | ReadonlyArray<string | Uint8Array>> = [], mediaBox = '0 0 595 842') =>
  rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] ${pageEntries} >>`,
    ...more,
  ]);

/** One empty square page `side` points a side. */
export const pdfPageOf = (side: number): Uint8Array => onePagePdf('', [], `0 0 ${side} ${side}`);

/** A page whose content stream inflates to `mebibytes` MiB of zeros (whitespace to a PDF reader). */
export const pdfContentBomb = (mebibytes: number): Uint8Array =>
  onePagePdf('/Contents 4 0 R', [stream('/Filter /FlateDecode', zeroBomb(mebibytes * MIB))]);

/**
 * A page drawing one image XObject that claims `width` x `height` 8-bit RGB pixels, its Flate data
 * inflating to `mebibytes` MiB of zeros: a bomb that only rendering the page would set off.
 */
export const pdfImageBomb = (width: number, height: number, mebibytes: number): Uint8Array =>
  onePagePdf('/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R', [
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
      zeroBomb(mebibytes * MIB),
    ),
    stream('', latin1('q 595 0 0 842 0 0 cm /Im0 Do Q')),
  ]);

/** `pages` pages of 1 x 1 point in one flat page tree whose /Count says `count` (the truth by default). */
export function pdfOfTinyPages(pages: number, count = pages): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1] >>'),
  ]);
}

/** A PDF whose `startxref` points into the middle of an object: a reader must rebuild the table by scanning. */
export async function pdfWithCorruptXref(): Promise<Uint8Array> {
  const pdf = Buffer.from(await a4Pdf({ pages: 2 }));
  const at = pdf.lastIndexOf('startxref');
  return Buffer.concat([pdf.subarray(0, at), latin1('startxref\n17\n%%EOF\n')]);
}

/** A PDF encrypted by a security handler no reader has (`/Filter /NoSuchHandler`): unreadable without it. */
export const pdfOfUnknownEncryption = (): Uint8Array =>
  rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      '<< /Filter /NoSuchHandler /V 4 /R 4 /Length 128 >>',
    ],
    '/Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ',
  );

/**
 * A baseline JPEG whose frame header (SOF0) claims `width` x `height` while its scan holds one
 * 8 x 8 block of grey: what a decoder gets is mostly made up. Built from a real 8 x 8 JPEG by
 * rewriting its SOF's size.
 */
export function jpegClaiming(mupdf: typeof import('mupdf'), width: number, height: number): Uint8Array {
  const jpeg = Buffer.from(solidImage(mupdf, 'jpeg', 8, 8));
  for (let at = 2; at + 9 <= jpeg.length;) {
    const marker = jpeg[at + 1];
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('mupdf wrote a JPEG without a frame header');
}

/**
 * A real 64 x 64 PNG or JPEG of a pattern that compresses badly (so its image data is most of the
 * file), cut off 60 % of the way in: an upload that stopped partway, the end of its data and its end
 * marker (IEND, EOI) missing.
 */
export function cutShort(mupdf: typeof import('mupdf'), format: 'png' | 'jpeg'): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 64, 64], false);
  try {
    const pixels = pixmap.getPixels();
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2_654_435_761) >>> 24;
    const image = format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(90, false);
    return image.subarray(0, Math.floor(image.length * 0.6));
  } finally {
    pixmap.destroy();
  }
}

/**
 * A PNG within the limits whose scanlines are all zeros (8-bit RGB, a filter byte a row), never held
 * whole: 20,000 x 2,000 inflates to 120 MB from 115 KiB.
 */
export const pngOfZeros = (width: number, height: number): Uint8Array => pngWithHeader(width, height, zeroBomb((width * 3 + 1) * height));

/** Every hostile file the tests upload, with the refusal the inspection gives it. */
export async function hostileFiles(): Promise<HostileFile[]> {
  const mupdf = await import('mupdf');
  const a4 = await a4Pdf({ pages: 3 });
  const png = solidImage(mupdf, 'png', 30, 20);
  const file = (
    label: string,
    extension: string,
    contentType: string,
    bytes: Uint8Array,
    refusal: UploadRefusalCode | null,
  ): HostileFile => ({
    label,
    fileName: `${label}.${extension}`,
    contentType,
    bytes,
    refusal,
  });
  return [
    file('zero-byte-pdf', 'pdf', 'application/pdf', new Uint8Array(), 'empty_file'),
    file('zero-byte-jpeg', 'jpg', 'image/jpeg', new Uint8Array(), 'empty_file'),
    file('one-byte-pdf', 'pdf', 'application/pdf', latin1('%'), 'unsupported_media_type'),
    file('one-byte-png', 'png', 'image/png', Uint8Array.of(0x89), 'unsupported_media_type'),
    file('truncated-pdf', 'pdf', 'application/pdf', a4.subarray(0, Math.floor(a4.length / 2)), 'file_corrupt'),
    file('pdf-header-only', 'pdf', 'application/pdf', latin1('%PDF-1.7\n'), 'file_corrupt'),
    file('corrupt-xref-pdf', 'pdf', 'application/pdf', await pdfWithCorruptXref(), 'file_corrupt'),
    file('encrypted-pdf', 'pdf', 'application/pdf', await encryptPdf(a4), 'file_encrypted'),
    file('unknown-encryption-pdf', 'pdf', 'application/pdf', pdfOfUnknownEncryption(), 'file_corrupt'),
    file('ten-thousand-pages-pdf', 'pdf', 'application/pdf', pdfOfTinyPages(10_000), 'too_many_pages'),
    file('enormous-page-pdf', 'pdf', 'application/pdf', pdfPageOf(1_000_000), 'image_too_large'),
    file('page-at-the-size-limit-pdf', 'pdf', 'application/pdf', pdfPageOf(MAX_PDF_PAGE_SIDE), null),
    file('content-bomb-pdf', 'pdf', 'application/pdf', pdfContentBomb(1024), null),
    file('image-bomb-pdf', 'pdf', 'application/pdf', pdfImageBomb(30_000, 30_000, 1024), null),
    file('enormous-png', 'png', 'image/png', pngWithHeader(100_000, 100_000, zeroBomb(1024 * MIB)), 'image_too_large'),
    file('enormous-jpeg', 'jpg', 'image/jpeg', jpegClaiming(mupdf, 65_000, 65_000), 'image_too_large'),
    file('enormous-webp', 'webp', 'image/webp', riffWebp('VP8X', vp8xPayload(100_000, 100_000)), 'image_too_large'),
    file('png-bomb-at-the-limits', 'png', 'image/png', pngOfZeros(20_000, 2_000), null),
    file('narrow-strip-png', 'png', 'image/png', pngOfZeros(20_000, 1), null),
    file('truncated-png', 'png', 'image/png', cutShort(mupdf, 'png'), 'file_corrupt'),
    file('truncated-jpeg', 'jpg', 'image/jpeg', cutShort(mupdf, 'jpeg'), 'file_corrupt'),
    file('jpeg-sof-lies', 'jpg', 'image/jpeg', jpegClaiming(mupdf, 4_000, 4_000), 'file_corrupt'),
    file('webp-body-garbage', 'webp', 'image/webp', riffWebp('VP8L', vp8lPayload(1_000, 1_000)), null),
    file('png-named-jpg', 'jpg', 'image/jpeg', png, 'unsupported_media_type'),
  ];
}
