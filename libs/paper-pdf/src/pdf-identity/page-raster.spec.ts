import { createElement } from 'react';
import { Document, Page, Rect, renderToBuffer, Svg } from '@react-pdf/renderer';
import { degrees, PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { rasterisePage, readQrText } from './page-raster.js';

const MM = 72 / 25.4;
const QUIET_ZONE = 4;

/** A PDF whose page carries one QR code of `text`, ~22 mm square with a 4-module quiet zone, drawn as vector rectangles. */
async function qrPdf(text: string): Promise<Uint8Array> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE;
  const rects = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) rects.push(createElement(Rect, { key: `${row}.${column}`, x: column + QUIET_ZONE, y: row + QUIET_ZONE, width: 1.02, height: 1.02, fill: 'black' }));
    }
  }
  const size = 22 * MM;
  const svg = createElement(Svg, { style: { position: 'absolute', left: 400, top: 700 }, width: size, height: size, viewBox: `0 0 ${span} ${span}` }, ...rects);
  return new Uint8Array(await renderToBuffer(createElement(Document, null, createElement(Page, { size: 'A4' }, svg))));
}

const TEXT = 'pp1|5b0c6f7e-1d2a-4c3b-9e8f-7a6b5c4d3e2f|3|2|1:a,0.12,0.10,0.76,0.35';

describe('reading a QR code off a rendered page', () => {
  it('rasterises an A4 page at 150 dpi and decodes the QR code drawn on it', async () => {
    const image = await rasterisePage(await qrPdf(TEXT), 0, 150);
    // A4 is 1240.2 x 1753.9 pixels at 150 dpi; mupdf covers the partial pixel.
    expect([image.width, image.height]).toEqual([1241, 1754]);
    expect(image.rgba.length).toBe(image.width * image.height * 4);
    // Opaque white where nothing is drawn (a transparent ground would read as black).
    expect([...image.rgba.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    expect(readQrText(image)).toBe(TEXT);
  });

  it('renders a rotated page as it is displayed, and still finds the code', async () => {
    const document = await PDFDocument.load(await qrPdf(TEXT));
    document.getPage(0).setRotation(degrees(90));
    const image = await rasterisePage(await document.save(), 0, 100);
    expect([image.width, image.height]).toEqual([1170, 827]);
    expect(readQrText(image)).toBe(TEXT);
  });

  it('reads null from a page without a code, and refuses a page that does not exist', async () => {
    const blank = new Uint8Array(await renderToBuffer(createElement(Document, null, createElement(Page, { size: 'A4' }))));
    expect(readQrText(await rasterisePage(blank, 0, 72))).toBeNull();
    await expect(rasterisePage(blank, 1, 72)).rejects.toThrow(RangeError);
  });
});
