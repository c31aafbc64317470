import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfStructure, pdfWords } from './pdf-reading.js';

async function twoPagePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of ['first page', 'second page']) document.addPage([595, 842]).drawText(text, { x: 50, y: 700, size: 12, font });
  return document.save();
}

// The checks the PDF specs rely on can fail: a damaged file reads as repaired, words are where they were drawn.
describe('reading PDFs back', () => {
  it('reports a whole file as unrepaired and a truncated one as repaired', async () => {
    const pdf = await twoPagePdf();
    expect(await pdfStructure(pdf)).toEqual({ repaired: false, pages: 2 });
    expect((await pdfStructure(pdf.subarray(0, pdf.length - 40))).repaired).toBe(true);
  });

  it('finds each word on its page, boxed from the top-left corner', async () => {
    const words = await pdfWords(await twoPagePdf());
    expect(words.map(({ page, text }) => [page, text])).toEqual([
      [1, 'first'],
      [1, 'page'],
      [2, 'second'],
      [2, 'page'],
    ]);
    // Drawn at y = 700 from the bottom of an 842 pt page: the baseline is 142 pt from the top.
    for (const word of words) expect(word.yMax).toBeCloseTo(142, -1);
    expect(words[0].xMin).toBeCloseTo(50, 0);
  });
});
