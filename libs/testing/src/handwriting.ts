import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { degrees, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { writtenRunsOf } from '@pp/scoring';

// The pen tests and benchmarks write with: a handwriting font (three styles, OFL, from npm) and the
// papers' own symbol font for what it lacks, shared by the generators of scripts on our papers and on
// papers made elsewhere.

/** The handwriting styles scripts are written in: fonts unlike one another in letter shape and slant. */
export type HandwritingStyle = 'caveat' | 'patrick-hand' | 'indie-flower';
export const HANDWRITING_STYLES: readonly HandwritingStyle[] = ['caveat', 'patrick-hand', 'indie-flower'];

const HANDWRITING_FONTS: Readonly<Record<HandwritingStyle, string>> = {
  caveat: '@expo-google-fonts/caveat/400Regular/Caveat_400Regular.ttf',
  'patrick-hand': '@expo-google-fonts/patrick-hand/400Regular/PatrickHand_400Regular.ttf',
  'indie-flower': '@expo-google-fonts/indie-flower/400Regular/IndieFlower_400Regular.ttf',
};

export const resolveFont = (path: string) => readFileSync(createRequire(import.meta.url).resolve(path));
/** Greek letters and π, which the handwriting fonts lack, from the papers' own STIX Two Text italic. */
const symbolFont = () => resolveFont('@expo-google-fonts/stix-two-text/400Regular_Italic/STIXTwoText_400Regular_Italic.ttf');

/** The pens a script is written with: the handwriting font, and the symbol font for what it lacks. */
export interface Pens {
  hand: PDFFont;
  symbols: PDFFont;
}

/** The pens of a style, embedded in a document (which gets fontkit to embed them). */
export async function pensFor(document: PDFDocument, style: HandwritingStyle = 'caveat'): Promise<Pens> {
  registerFontkit(document);
  return { hand: await document.embedFont(resolveFont(HANDWRITING_FONTS[style])), symbols: await document.embedFont(symbolFont()) };
}

// fontkit 2 opens fonts as pdf-lib's fork does; only the declared types differ.
const fontkitForPdfLib = { create } as unknown as Parameters<PDFDocument['registerFontkit']>[0];

export const registerFontkit = (document: PDFDocument) => document.registerFontkit(fontkitForPdfLib);

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
export function drawWriting(
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

/** A small deterministic generator (an LCG), so a test's scan is the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}
