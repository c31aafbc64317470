import { existsSync } from 'node:fs';
import { fontFile, fontMetrics, measureText, registerPdfFonts } from './fonts.js';
import type { FontFace } from './typeset.js';

const FACES: FontFace[] = ['regular', 'italic', 'bold', 'bold-italic'];

describe('STIX Two Text faces', () => {
  it('are found inside the installed npm package', () => {
    for (const face of FACES) {
      expect(fontFile(face)).toMatch(/@expo-google-fonts\/stix-two-text\/.*\.ttf$/);
      expect(existsSync(fontFile(face))).toBe(true);
    }
  });

  it('measure wider text wider, in proportion to the size', () => {
    for (const face of FACES) {
      expect(measureText('Find', face, 11)).toBeGreaterThan(0);
      expect(measureText('Find the', face, 11)).toBeGreaterThan(measureText('Find', face, 11));
      expect(measureText('Find the', face, 22)).toBeCloseTo(2 * measureText('Find the', face, 11), 9);
    }
    expect(measureText('', 'regular', 11)).toBe(0);
    expect(measureText('Find', 'bold', 11)).toBeGreaterThan(measureText('Find', 'regular', 11));
  });

  it('kern as the PDF will: AV is narrower than A plus V', () => {
    expect(measureText('AV', 'regular', 10)).toBeLessThan(measureText('A', 'regular', 10) + measureText('V', 'regular', 10));
    // "Find" at 11pt: 1988 font units, the advance a PDF reader reports for the drawn word.
    expect(measureText('Find', 'regular', 11)).toBeCloseTo(21.868, 9);
  });

  it('give vertical metrics that add up to the line height react-pdf uses', () => {
    const m = fontMetrics(11);
    expect(m).toEqual({
      ascent: expect.closeTo(8.382, 9),
      descent: expect.closeTo(2.618, 9),
      lineGap: expect.closeTo(2.75, 9),
      lineHeight: expect.closeTo(13.75, 9),
    });
    for (const face of FACES) expect(fontMetrics(11, face).lineHeight).toBeCloseTo(m.ascent + m.descent + m.lineGap, 9);
  });

  it('register with react-pdf once, however often asked', () => {
    expect(() => {
      registerPdfFonts();
      registerPdfFonts();
    }).not.toThrow();
  });
});
