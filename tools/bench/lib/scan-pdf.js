// A deterministic stand-in for a big scanned script: an A4 PDF whose every page is one full-page
// greyscale image of seeded noise. Noise does not compress, so the file's size is the bytes a
// scanner's images would be (a Flate-filtered image XObject per page, stored blocks in practice),
// not a small file padded out. Built with pdf-lib; the same seed and options give the same bytes.
import { createCipheriv, createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PDFDocument, concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } from 'pdf-lib';

const MIB = 1024 * 1024;
const A4 = [595.28, 841.89];
/** Bytes a page costs besides its image data (page, content stream, image dictionary), and the file's own: measured, rounded up. */
const PAGE_OVERHEAD = 420;
const FILE_OVERHEAD = 2048;

/** `length` pseudo-random bytes from a seed: the AES-256-CTR keystream of its SHA-256 (fast, native, the same on every machine). */
export function noise(seed, length) {
  const key = createHash('sha256').update(`scan-pdf:${seed}`).digest();
  return createCipheriv('aes-256-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(length));
}

/**
 * @param {{ pages?: number, targetBytes?: number, width?: number, seed?: string }} options
 *   targetBytes: the file's size, approximately (a little under, by less than a row of pixels a page);
 *   width: of each page's image in pixels, its height follows from the size (default 480: a page of
 *   about 480 x 674, 8-bit grey).
 * @returns {Promise<{ bytes: Uint8Array, pages: number, imageWidth: number, imageHeight: number, sha256: string }>}
 */
export async function scanPdf({ pages = 80, targetBytes = Math.round(24.7 * MIB), width = 480, seed = 'bench' } = {}) {
  const perPage = Math.floor((targetBytes - FILE_OVERHEAD) / pages) - PAGE_OVERHEAD;
  const height = Math.floor(perPage / width);
  if (height < 1) throw new Error(`scan-pdf: ${targetBytes} bytes is too small for ${pages} pages`);
  // No Producer or dates: those would change the bytes from one run to the next.
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let index = 0; index < pages; index += 1) {
    const image = doc.context.register(
      doc.context.stream(deflateSync(noise(`${seed}:${index}`, width * height), { level: 1 }), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
      }),
    );
    const page = doc.addPage(A4);
    const name = page.node.newXObject('Scan', image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(A4[0], 0, 0, A4[1], 0, 0), drawObject(name), popGraphicsState());
  }
  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, pages, imageWidth: width, imageHeight: height, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Writes the scan to `path` and checks its size is within [minBytes, maxBytes]. */
export async function writeScanPdf(path, { minBytes = 24.5 * MIB, maxBytes = 24.9 * MIB, ...options } = {}) {
  const scan = await scanPdf(options);
  if (scan.bytes.length < minBytes || scan.bytes.length > maxBytes) {
    throw new Error(`scan-pdf: ${scan.bytes.length} bytes, outside ${minBytes}..${maxBytes} (adjust PAGE_OVERHEAD or targetBytes)`);
  }
  writeFileSync(path, scan.bytes);
  return {
    path,
    size: scan.bytes.length,
    pages: scan.pages,
    imageWidth: scan.imageWidth,
    imageHeight: scan.imageHeight,
    sha256: scan.sha256,
  };
}
