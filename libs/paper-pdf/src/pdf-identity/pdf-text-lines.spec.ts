import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfTextLines } from './pdf-text-lines.js';

describe("a PDF's text layer with positions", () => {
  it('gives each page its lines of words, with boxes as fractions of the page, and no lines for a page without text', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([600, 800]);
    page.drawText('M1 for attempting', { x: 60, y: 700, size: 10, font });
    // A table's cell drawn on its own: a word of its own, though no space parts it from the text before.
    page.drawText('A1', { x: 480, y: 700, size: 10, font });
    pdf.addPage([600, 800]);
    const [first, second] = await pdfTextLines(await pdf.save());
    expect([first.width, first.height, second.lines]).toEqual([600, 800, []]);
    const words = first.lines.flatMap((line) => line.words);
    expect(words.map((word) => word.text)).toEqual(['M1', 'for', 'attempting', 'A1']);
    expect(words[0].box).toEqual({
      x0: expect.closeTo(0.1, 2),
      y0: expect.closeTo(0.114, 2),
      x1: expect.closeTo(0.125, 2),
      y1: expect.closeTo(0.128, 2),
    });
    expect(words[3].box.x0).toBeCloseTo(0.8, 2);
  });

  it('writes letters set raised and smaller, as a word processor sets a power, with a caret', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([600, 800]);
    // `w³ − w² = e^(−2.4)` set as a word processor sets it: each power 7 pt, 3.8 pt above the 10 pt line.
    const pieces: Array<[text: string, raised: boolean]> = [
      ['w', false],
      ['3', true],
      [' - w', false],
      ['2', true],
      [' = e', false],
      ['-2.4', true],
      [' and x', false],
    ];
    let x = 60;
    for (const [text, raised] of pieces) {
      const size = raised ? 7 : 10;
      page.drawText(text, { x, y: raised ? 703.8 : 700, size, font });
      x += font.widthOfTextAtSize(text, size);
    }
    const [{ lines }] = await pdfTextLines(await pdf.save());
    expect(lines.map((line) => line.text)).toEqual(['w^3 - w^2 = e^(-2.4) and x']);
  });
});
