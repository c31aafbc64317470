import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { LINE_PITCH } from '@pp/paper-pdf';
import { acceptedValuesOf, writtenFormOf } from '@pp/scoring';
import { decodePaperQr, loadMupdf, rasterisePage, readQrText, type RgbaImage } from '@pp/paper-pdf/identity';
import { drawWriting, type HandwritingStyle, pensFor, seeded } from './handwriting.js';

/** What a learner writes in one answer space that holds `rules` lines: lines top to bottom (those beyond its rules are not written), or nothing. */
export type ScriptWriting = (question: number, partId: string, rules: number) => readonly string[] | null;

/**
 * The lines a learner who earns every mark of a part writes: each allocation's expected working as
 * written on one line (`writtenFormOf`: `9π/20`, `2√2`; the first of two accepted values), or, where it has none (a matrix, an
 * integral with limits), its TeX with the commands dropped.
 */
export function answerLines(allocations: ReadonlyArray<{ partId: string; expected?: string }>, partId: string): string[] {
  return allocations
    .filter((a) => a.partId === partId)
    .map(
      (a) =>
        // A value a scheme accepts two ways (`0.209 \text{ or } 0.210`) is written the first way.
        writtenFormOf(acceptedValuesOf(a.expected ?? '')[0]) ??
        (a.expected ?? '')
          .replace(/\\[a-zA-Z]+|[{}&]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
    );
}

/**
 * A printed paper of ours filled in by hand: each answer space, found by its page's QR code, gets the
 * lines `write` gives it in a handwriting font (Caveat unless `style` says), a little uneven (size,
 * slant, start) as a pen is.
 */
export async function writeScript(
  printed: Uint8Array,
  write: ScriptWriting,
  seed = 11,
  style: HandwritingStyle = 'caveat',
): Promise<Uint8Array> {
  const document = await PDFDocument.load(printed);
  const pens = await pensFor(document, style);
  const random = seeded(seed);
  for (const [index, page] of document.getPages().entries()) {
    const text = readQrText(await rasterisePage(printed, index, 150));
    const qr = text ? decodePaperQr(text) : null;
    const { width: pageWidth, height: pageHeight } = page.getSize();
    for (const [question, partId, x, y, width, height] of qr?.spaces ?? []) {
      const rules = Math.floor((height * pageHeight) / LINE_PITCH);
      const lines = write(question, partId, rules) ?? [];
      const size = 19 + random() * 2;
      // On the rules, as a learner writes: the baseline just above rule `row + 1` of the space.
      lines.slice(0, rules).forEach((line, row) => {
        const baseline = pageHeight * (1 - y) - (row + 1) * LINE_PITCH + 2.5 + random();
        drawWriting(page, line, { x: (x + width * 0.04) * pageWidth + random() * 12, y: baseline, size, pens, turn: (random() - 0.5) * 2 });
      });
    }
  }
  return document.save();
}

/** Work written on plain paper: the same lines on a blank A4 page, no QR code and no printed question. */
export async function plainPaperScript(lines: readonly string[], seed = 13): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const pens = await pensFor(document);
  const page = document.addPage([595, 842]);
  const random = seeded(seed);
  lines.forEach((line, row) => drawWriting(page, line, { x: 60 + random() * 10, y: 780 - row * 30, size: 18, pens, turn: 0 }));
  return document.save();
}

/**
 * What a scanner makes of a printed PDF: each page rendered at 150 dpi, turned by `degrees`, with
 * grey noise on every pixel, then each image a page of a new PDF (no text, no vector content left).
 */
export async function scanOf(pdf: Uint8Array, degrees: number, seed = 7): Promise<Uint8Array> {
  const scan = await PDFDocument.create();
  for (const png of await scannedPages(pdf, degrees, seed, (pixmap) => pixmap.asPNG())) {
    const image = await scan.embedPng(png);
    scan
      .addPage([image.width * (72 / 150), image.height * (72 / 150)])
      .drawImage(image, { x: 0, y: 0, width: image.width * (72 / 150), height: image.height * (72 / 150) });
  }
  return scan.save();
}

type Pixmap = InstanceType<Awaited<ReturnType<typeof loadMupdf>>['Pixmap']>;

/** Each page of a PDF as a scanner sees it (150 dpi, turned by `degrees`, grey noise on every pixel), made into what `take` makes of its pixmap. */
export async function scannedPages<T>(pdf: Uint8Array, degrees: number, seed: number, take: (pixmap: Pixmap) => T): Promise<T[]> {
  const mupdf = await loadMupdf();
  const source = mupdf.Document.openDocument(pdf, 'application/pdf');
  const random = seeded(seed);
  const taken: T[] = [];
  try {
    for (let index = 0; index < source.countPages(); index += 1) {
      const page = source.loadPage(index);
      const matrix = mupdf.Matrix.concat(mupdf.Matrix.scale(150 / 72, 150 / 72), mupdf.Matrix.rotate(degrees));
      const pixmap = page.toPixmap(matrix, mupdf.ColorSpace.DeviceRGB, false, true);
      pixmap.setResolution(150, 150);
      const pixels = pixmap.getPixels();
      for (let i = 0; i < pixels.length; i += 1) pixels[i] = pixels[i] + Math.round((random() - 0.5) * 40);
      taken.push(take(pixmap));
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    source.destroy();
  }
  return taken;
}

type WebpEncode = typeof import('@jsquash/webp/encode.js').default;
let webpEncoder: Promise<WebpEncode> | undefined;

/** An image as a lossless WebP file (libwebp, WASM from npm), as a browser or a phone's share sheet saves one. */
export async function webpOf(image: RgbaImage): Promise<Uint8Array> {
  const encode = await (webpEncoder ??= (async () => {
    const { default: encoder, init } = await import('@jsquash/webp/encode.js');
    // Its SIMD build, which it picks on every Node that runs this project.
    await init({ wasmBinary: readFileSync(createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm')) });
    return encoder;
  })());
  return new Uint8Array(await encode({ data: image.rgba, width: image.width, height: image.height, colorSpace: 'srgb' }, { lossless: 1 }));
}
