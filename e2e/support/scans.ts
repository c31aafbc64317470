import { PDFDocument } from 'pdf-lib';

/**
 * What a scanner makes of a printed PDF: each page rendered at 150 dpi, turned by `degrees`, with
 * grey noise on every pixel, then each image a page of a new PDF (no text, no vector content left).
 */
export async function scanOf(pdf: Uint8Array, degrees: number, seed = 7): Promise<Uint8Array> {
  const mupdf = await import('mupdf');
  const source = mupdf.Document.openDocument(pdf, 'application/pdf');
  const scan = await PDFDocument.create();
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  try {
    for (let index = 0; index < source.countPages(); index += 1) {
      const page = source.loadPage(index);
      const matrix = mupdf.Matrix.concat(mupdf.Matrix.scale(150 / 72, 150 / 72), mupdf.Matrix.rotate(degrees));
      const pixmap = page.toPixmap(matrix, mupdf.ColorSpace.DeviceRGB, false, true);
      const pixels = pixmap.getPixels();
      for (let i = 0; i < pixels.length; i += 1) pixels[i] = pixels[i] + Math.round((random() - 0.5) * 40);
      const image = await scan.embedPng(pixmap.asPNG());
      scan.addPage([image.width * (72 / 150), image.height * (72 / 150)]).drawImage(image, { x: 0, y: 0, width: image.width * (72 / 150), height: image.height * (72 / 150) });
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    source.destroy();
  }
  return scan.save();
}
