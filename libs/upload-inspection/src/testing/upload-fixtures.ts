import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, degrees } from 'pdf-lib';

type Mupdf = typeof import('mupdf');

/** A real image of one colour, encoded by mupdf. */
export function solidImage(mupdf: Mupdf, format: 'png' | 'jpeg', width: number, height: number): Uint8Array {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  try {
    pixmap.clear(200);
    return format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(80, false);
  } finally {
    pixmap.destroy();
  }
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  chunk.set(data, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * A well-formed PNG (valid CRCs) whose IHDR claims width x height 8-bit RGB, with a tiny IDAT:
 * with huge sizes, a decompression bomb. `idat` replaces the compressed body.
 */
export function pngWithHeader(width: number, height: number, idat: Uint8Array = deflateSync(Buffer.alloc(16))): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A RIFF/WEBP file holding one chunk, its sizes (RIFF and chunk) consistent. */
export function riffWebp(fourCc: 'VP8L' | 'VP8X' | 'ALPH', payload: Uint8Array): Uint8Array {
  const file = Buffer.alloc(20 + payload.length);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(12 + payload.length, 4);
  file.write(`WEBP${fourCc}`, 8, 'latin1');
  file.writeUInt32LE(payload.length, 16);
  file.set(payload, 20);
  return file;
}

/** A lossless bitstream header (signature, 14-bit width-1 and height-1, no alpha, version 0) and a stub body. */
export function vp8lPayload(width: number, height: number): Uint8Array {
  const payload = Buffer.alloc(6);
  payload[0] = 0x2f;
  payload.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  return payload;
}

/** An extended-format header: flags, 3 reserved bytes, 24-bit canvas width-1 and height-1. */
export function vp8xPayload(width: number, height: number): Uint8Array {
  const payload = Buffer.alloc(10);
  payload.writeUIntLE(width - 1, 4, 3);
  payload.writeUIntLE(height - 1, 7, 3);
  return payload;
}

/** Real 1 x 1 WebP files (the feature-detection images of Google's WebP FAQ): lossy (VP8) and lossless with alpha (VP8L). */
export const WEBP_LOSSY_1X1 = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
export const WEBP_LOSSLESS_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export interface PdfOptions {
  pages: number;
  rotateFirstPage?: 90 | 180 | 270;
}

/** An A4 PDF of `pages` blank pages; with 0 pages, really none (pdf-lib would add one). */
export async function a4Pdf({ pages, rotateFirstPage }: PdfOptions): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage([595.28, 841.89]);
  if (rotateFirstPage) document.getPage(0).setRotation(degrees(rotateFirstPage));
  return document.save({ addDefaultPage: false });
}

/** The PDF encrypted with AES-256 and a user password, as a locked upload arrives: mupdf writes it (pdf-lib cannot encrypt). */
export async function encryptPdf(pdf: Uint8Array): Promise<Uint8Array> {
  const mupdf = await import('mupdf');
  const document = mupdf.PDFDocument.openDocument(pdf, 'application/pdf') as InstanceType<typeof mupdf.PDFDocument>;
  try {
    const buffer = document.saveToBuffer('encrypt=aes-256,user-password=user,owner-password=owner');
    try {
      return buffer.asUint8Array().slice();
    } finally {
      buffer.destroy();
    }
  } finally {
    document.destroy();
  }
}

// The hostile uploads build on the fixtures above; re-exported so `@pp/upload-inspection/testing` is one entry point.
export { hostileFiles, type HostileFile } from './hostile-files.js';
