/**
 * The part of fontkit 2 the typesetter (and the test scripts' pdf-lib) uses (fontkit ships no types). @react-pdf lays text out
 * with the same calls, which is what makes our widths equal the PDF's.
 */
declare module 'fontkit' {
  export interface GlyphPosition {
    xAdvance: number;
  }

  export interface GlyphRun {
    positions: GlyphPosition[];
  }

  export interface Font {
    unitsPerEm: number;
    /** hhea metrics in font units; descent is negative. */
    ascent: number;
    descent: number;
    lineGap: number;
    layout(text: string, features?: string[], script?: string, language?: string, direction?: 'ltr' | 'rtl'): GlyphRun;
  }

  /** Opens a single-font file (the STIX TTFs are not collections). */
  export function openSync(path: string): Font;

  /** Opens a font from its bytes: what pdf-lib's registerFontkit calls to embed a custom font. */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
