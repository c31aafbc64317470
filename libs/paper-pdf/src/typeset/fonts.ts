import { createRequire } from 'node:module';
import { Font as PdfFont } from '@react-pdf/renderer';
import { openSync, type Font } from 'fontkit';
import type { FontFace } from './typeset.js';

/** The family name the painter gives react-pdf; registerPdfFonts binds it to the four faces. */
export const PDF_FONT_FAMILY = 'STIX Two Text';

const FACES: Record<FontFace, { file: string; fontWeight: 400 | 700; fontStyle: 'normal' | 'italic' }> = {
  regular: { file: '400Regular/STIXTwoText_400Regular.ttf', fontWeight: 400, fontStyle: 'normal' },
  italic: { file: '400Regular_Italic/STIXTwoText_400Regular_Italic.ttf', fontWeight: 400, fontStyle: 'italic' },
  bold: { file: '700Bold/STIXTwoText_700Bold.ttf', fontWeight: 700, fontStyle: 'normal' },
  'bold-italic': { file: '700Bold_Italic/STIXTwoText_700Bold_Italic.ttf', fontWeight: 700, fontStyle: 'italic' },
};

/** The weight and style react-pdf selects a face by. */
export function faceStyle(face: FontFace): { fontWeight: 400 | 700; fontStyle: 'normal' | 'italic' } {
  const { fontWeight, fontStyle } = FACES[face];
  return { fontWeight, fontStyle };
}

const resolveFromPackage = createRequire(import.meta.url).resolve;

/** Absolute path of a face's TTF inside the installed npm package (nothing is downloaded). */
export function fontFile(face: FontFace): string {
  return resolveFromPackage(`@expo-google-fonts/stix-two-text/${FACES[face].file}`);
}

const loaded = new Map<FontFace, Font>();

/** Parses each face once, on first use. */
function loadFace(face: FontFace): Font {
  let font = loaded.get(face);
  if (!font) {
    font = openSync(fontFile(face));
    loaded.set(face, font);
  }
  return font;
}

/** Cleared only if it ever grows past the cap: prose repeats the same words and runs. */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_CAP = 20000;

/** Width in font units, shaped exactly as @react-pdf/textkit shapes a run (kerning and ligatures included). */
function unitsWidth(text: string, face: FontFace): number {
  const key = `${face}\u0000${text}`;
  let units = widthCache.get(key);
  if (units === undefined) {
    // textkit: font.layout(runString, features = [], undefined, undefined, 'ltr'), summing xAdvance.
    units = loadFace(face)
      .layout(text, [], undefined, undefined, 'ltr')
      .positions.reduce((sum, p) => sum + p.xAdvance, 0);
    if (widthCache.size >= WIDTH_CACHE_CAP) widthCache.clear();
    widthCache.set(key, units);
  }
  return units;
}

/** Advance width of `text` in points at `size` points, as the PDF will draw it. */
export function measureText(text: string, face: FontFace, size: number): number {
  return (unitsWidth(text, face) * size) / loadFace(face).unitsPerEm;
}

export interface FontMetrics {
  /** Height above the baseline, depth below it (positive) and the font's recommended extra gap, in points. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** ascent + descent + lineGap: the line pitch react-pdf itself would use for this font. */
  lineHeight: number;
}

/** Vertical metrics of a face at `size` points (hhea values, the ones react-pdf places text with). */
export function fontMetrics(size: number, face: FontFace = 'regular'): FontMetrics {
  const font = loadFace(face);
  const scale = size / font.unitsPerEm;
  const ascent = font.ascent * scale;
  const descent = -font.descent * scale;
  const lineGap = font.lineGap * scale;
  return { ascent, descent, lineGap, lineHeight: ascent + descent + lineGap };
}

let registered = false;

/**
 * Binds PDF_FONT_FAMILY to the four STIX faces in react-pdf (once), and switches react-pdf's
 * hyphenation off: our lines are already broken, so react-pdf must never split a word.
 */
export function registerPdfFonts(): void {
  if (registered) return;
  PdfFont.register({
    family: PDF_FONT_FAMILY,
    fonts: (Object.keys(FACES) as FontFace[]).map((face) => ({ src: fontFile(face), ...faceStyle(face) })),
  });
  PdfFont.registerHyphenationCallback((word) => [word]);
  registered = true;
}
