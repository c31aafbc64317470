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
});
