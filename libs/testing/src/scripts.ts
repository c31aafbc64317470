import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { LINE_PITCH } from '@pp/paper-pdf';
import { writtenFormOf, writtenRunsOf } from '@pp/scoring';
import { decodePaperQr, loadMupdf, rasterisePage, readQrText, type RgbaImage } from '@pp/paper-pdf/identity';

/** What a learner writes in one answer space that holds `rules` lines: lines top to bottom (those beyond its rules are not written), or nothing. */
export type ScriptWriting = (question: number, partId: string, rules: number) => readonly string[] | null;

/**
 * The lines a learner who earns every mark of a part writes: each allocation's expected working as
 * written on one line (`writtenFormOf`: `9π/20`, `2√2`), or, where it has none (a matrix, an
 * integral with limits), its TeX with the commands dropped.
 */
export function answerLines(allocations: ReadonlyArray<{ partId: string; expected?: string }>, partId: string): string[] {
  return allocations
    .filter((a) => a.partId === partId)
    .map(
      (a) =>
        writtenFormOf(a.expected ?? '') ??
        (a.expected ?? '')
          .replace(/\\[a-zA-Z]+|[{}&]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
    );
}

const resolveFont = (path: string) => readFileSync(createRequire(import.meta.url).resolve(path));
/** A handwriting-style font (Caveat, OFL) from npm: writing the scans of tests and benchmarks are made of. */
const handwritingFont = () => resolveFont('@expo-google-fonts/caveat/400Regular/Caveat_400Regular.ttf');
/** Greek letters and π, which Caveat lacks, from the papers' own STIX Two Text italic. */
const symbolFont = () => resolveFont('@expo-google-fonts/stix-two-text/400Regular_Italic/STIXTwoText_400Regular_Italic.ttf');

/** The pens a script is written with: the handwriting font, and the symbol font for what it lacks. */
interface Pens {
  hand: PDFFont;
  symbols: PDFFont;
}

async function pensFor(document: PDFDocument): Promise<Pens> {
  document.registerFontkit(fontkitForPdfLib);
  return { hand: await document.embedFont(handwritingFont()), symbols: await document.embedFont(symbolFont()) };
}

/**
 * A printed paper of ours filled in by hand: each answer space, found by its page's QR code, gets the
 * lines `write` gives it in a handwriting font, a little uneven (size, slant, start) as a pen is.
 */
export async function writeScript(printed: Uint8Array, write: ScriptWriting, seed = 11): Promise<Uint8Array> {
  const document = await PDFDocument.load(printed);
  const pens = await pensFor(document);
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

const INK = rgb(0.08, 0.1, 0.3);
/** Symbols neither font has, written over one another as a pen makes them: their strokes in the handwriting font. */
const OVERSTRUCK: Readonly<Record<string, string>> = { '≠': '=/', '≈': '~~', '∞': 'oo' };
/**
 * Symbols drawn as lines: each stroke's points (along the line and up from the baseline) and the
 * width the symbol takes, in units of the writing's size.
 */
const STROKED: Readonly<Record<string, { strokes: Array<Array<[number, number]>>; width: number }>> = {
  // A tick, then a bar over the next few characters.
  '√': {
    strokes: [
      [
        [0, 0.245],
        [0.135, 0],
        [0.315, 0.7],
        [1.515, 0.7],
      ],
    ],
    width: 0.36,
  },
  // A shaft and a head.
  '→': {
    strokes: [
      [
        [0.27, 0.28],
        [0.9, 0.28],
      ],
      [
        [0.765, 0.42],
        [0.9, 0.28],
        [0.765, 0.14],
      ],
    ],
    width: 0.99,
  },
};

/** A run's characters in the pieces they are drawn in: stretches the handwriting font has, and each other symbol alone. */
function piecesOf(text: string, inHand: (char: string) => boolean): string[] {
  const pieces: string[] = [];
  for (const char of text) {
    const last = pieces.at(-1);
    if (last !== undefined && inHand(char) && [...last].every(inHand)) pieces[pieces.length - 1] = last + char;
    else pieces.push(char);
  }
  return pieces;
}

/**
 * One line of writing in pen, from its baseline's start, turned `turn` degrees: a power (`x^2`,
 * `e^-x`, `2^(k+1)`, as written forms have them) is written raised and small, not as a caret; π and
 * Greek letters come from the symbol font, a root sign and an arrow are drawn as strokes.
 */
function drawWriting(
  page: PDFPage,
  line: string,
  { x, y, size, pens, turn }: { x: number; y: number; size: number; pens: Pens; turn: number },
): void {
  const [cos, sin] = [Math.cos((turn * Math.PI) / 180), Math.sin((turn * Math.PI) / 180)];
  const at = (along: number, up: number) => ({ x: x + along * cos - up * sin, y: y + along * sin + up * cos });
  const hand = new Set(pens.hand.getCharacterSet());
  const inHand = (char: string) => hand.has(char.codePointAt(0)!);
  let along = 0;
  for (const { text, raised } of writtenRunsOf(line)) {
    const [pieceSize, up] = raised ? [size * 0.6, size * 0.45] : [size, 0];
    for (const piece of piecesOf(text, inHand)) {
      const stroked = STROKED[piece];
      if (stroked) {
        const point = ([a, u]: [number, number]) => at(along + a * pieceSize, up + u * pieceSize);
        for (const points of stroked.strokes)
          points
            .slice(1)
            .forEach((end, i) => page.drawLine({ start: point(points[i]), end: point(end), thickness: pieceSize * 0.05, color: INK }));
        along += stroked.width * pieceSize;
        continue;
      }
      // Each layer centred on the widest: one for a piece, two for an overstruck symbol.
      const layers = piece in OVERSTRUCK ? [...OVERSTRUCK[piece]] : [piece];
      const font = layers.every((layer) => [...layer].every(inHand)) ? pens.hand : pens.symbols;
      const width = Math.max(...layers.map((layer) => font.widthOfTextAtSize(layer, pieceSize)));
      for (const layer of layers)
        page.drawText(layer, {
          ...at(along + (width - font.widthOfTextAtSize(layer, pieceSize)) / 2, up),
          size: pieceSize,
          font,
          color: INK,
          rotate: degrees(turn),
        });
      along += width;
    }
  }
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
  const mupdf = await loadMupdf();
  const source = mupdf.Document.openDocument(pdf, 'application/pdf');
  const scan = await PDFDocument.create();
  const random = seeded(seed);
  try {
    for (let index = 0; index < source.countPages(); index += 1) {
      const page = source.loadPage(index);
      const matrix = mupdf.Matrix.concat(mupdf.Matrix.scale(150 / 72, 150 / 72), mupdf.Matrix.rotate(degrees));
      const pixmap = page.toPixmap(matrix, mupdf.ColorSpace.DeviceRGB, false, true);
      const pixels = pixmap.getPixels();
      for (let i = 0; i < pixels.length; i += 1) pixels[i] = pixels[i] + Math.round((random() - 0.5) * 40);
      const image = await scan.embedPng(pixmap.asPNG());
      scan
        .addPage([image.width * (72 / 150), image.height * (72 / 150)])
        .drawImage(image, { x: 0, y: 0, width: image.width * (72 / 150), height: image.height * (72 / 150) });
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    source.destroy();
  }
  return scan.save();
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

// fontkit 2 opens fonts as pdf-lib's fork does; only the declared types differ.
const fontkitForPdfLib = { create } as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/** A small deterministic generator (an LCG), so a test's scan is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}
