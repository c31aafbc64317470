import { createElement } from 'react';
import { Document, Page, Rect, Svg } from '@react-pdf/renderer';
import { degrees, PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { pdfBytes } from '../typeset/pdf-bytes.js';
import { orientationTiff } from '../testing/exif.js';
import jsqr from 'jsqr';
import { rasterisePage, readQr, readQrText } from './page-raster.js';
import renderPage, { loadMupdf, type RgbaImage } from './page-render.worker.js';
import { pixelForPixel } from '../testing/image-pixels.js';
import { bankDiagrams, bankRevisions, paperInput, seededIntegers } from '../testing/bank-fixtures.js';
import { renderQuestionPaper } from '../question-paper/question-paper-document.js';

const MM = 72 / 25.4;
const QUIET_ZONE = 4;

/** A PDF whose page carries one QR code of `text`, ~22 mm square with a 4-module quiet zone, drawn as vector rectangles, its top left at (`left`, `top`) pt. */
async function qrPdf(text: string, left = 400, top = 700): Promise<Uint8Array> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE;
  const rects = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column))
        rects.push(
          createElement(Rect, {
            key: `${row}.${column}`,
            x: column + QUIET_ZONE,
            y: row + QUIET_ZONE,
            width: 1.02,
            height: 1.02,
            fill: 'black',
          }),
        );
    }
  }
  const size = 22 * MM;
  const svg = createElement(
    Svg,
    { style: { position: 'absolute', left, top }, width: size, height: size, viewBox: `0 0 ${span} ${span}` },
    ...rects,
  );
  return pdfBytes(createElement(Document, null, createElement(Page, { size: 'A4' }, svg)));
}

/** A 200 x 100 JPEG, white with a black block at x 10-60, y 10-40, carrying an EXIF orientation tag. */
async function jpegWithOrientation(orientation: number): Promise<Uint8Array> {
  const mupdf = await loadMupdf();
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 200, 100], false);
  pixmap.clear(255);
  const pixels = pixmap.getPixels();
  for (let y = 10; y < 40; y += 1)
    for (let x = 10; x < 60; x += 1) pixels.fill(0, y * pixmap.getStride() + x * 3, y * pixmap.getStride() + x * 3 + 3);
  const jpeg = Buffer.from(pixmap.asJPEG(90, false));
  pixmap.destroy();
  // APP1 "Exif": a little-endian TIFF block stating the orientation.
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation)]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
  const afterApp0 = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, afterApp0), segment, jpeg.subarray(afterApp0)]);
}

const dark = (image: RgbaImage, x: number, y: number) => image.rgba[(y * image.width + x) * 4] < 128;

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

  it('applies the EXIF orientation of a JPEG: a photo taken sideways is rendered as it is displayed', async () => {
    const [upright, turned] = await Promise.all(
      [1, 6].map(async (orientation) =>
        renderPage({ bytes: await jpegWithOrientation(orientation), mediaType: 'image/jpeg', pageIndex: 0, dpi: pixelForPixel(100) }),
      ),
    );
    expect([upright.width, upright.height, dark(upright, 25, 25), dark(upright, 75, 25)]).toEqual([200, 100, true, false]);
    // Orientation 6 is "rotate 90 degrees clockwise to display": the block moves to x 60-90, y 10-60.
    expect([turned.width, turned.height, dark(turned, 75, 35), dark(turned, 25, 25)]).toEqual([100, 200, true, false]);
  });

  it('finds the code in a corner or anywhere else on the page, its finders where a reading of the whole page puts them', async () => {
    for (const [left, top] of [
      [400, 700],
      [30, 30],
      [30, 700],
      [260, 380],
    ]) {
      const image = await rasterisePage(await qrPdf(TEXT, left, top), 0, 150);
      const whole = jsqr.default(image.rgba, image.width, image.height, { inversionAttempts: 'dontInvert' })!;
      expect(readQr(image)).toEqual({
        text: TEXT,
        finders: {
          topLeft: whole.location.topLeftFinderPattern,
          topRight: whole.location.topRightFinderPattern,
          bottomLeft: whole.location.bottomLeftFinderPattern,
        },
      });
    }
  });

  it('reads harder where a first reading finds no code: every page of a paper scanned 1.15 degrees askew, noisy and JPEG-compressed', async () => {
    const bank = bankRevisions();
    const paper = await renderQuestionPaper(paperInput([bank[3], bank[50]], { title: 'Askew' }), bankDiagrams());
    const mupdf = await loadMupdf();
    const unread: string[] = [];
    // Two scanners, both of which left a page or two unread by the corners and the whole page alone.
    for (const [dpi, noise, quality] of [
      [150, 60, 50],
      [120, 80, 40],
    ]) {
      const document = mupdf.Document.openDocument(paper, 'application/pdf');
      for (let index = 0; index < document.countPages(); index += 1) {
        const page = document.loadPage(index);
        const pixmap = page.toPixmap(
          mupdf.Matrix.concat(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.Matrix.rotate(1.15)),
          mupdf.ColorSpace.DeviceRGB,
          false,
          true,
        );
        const random = seededIntegers(index + dpi);
        const pixels = pixmap.getPixels();
        // A grey paper, toner short of black, and the noise of the sensor.
        for (let i = 0; i < pixels.length; i += 1) pixels[i] = pixels[i] * 0.8 + 40 + random(noise) - noise / 2;
        const jpeg = pixmap.asJPEG(quality, false);
        const image = await renderPage({ bytes: jpeg, mediaType: 'image/jpeg', pageIndex: 0, dpi: 150 });
        if (!readQr(image)) unread.push(`${dpi} dpi, page ${index + 1}`);
        [pixmap, page].forEach((made) => made.destroy());
      }
      document.destroy();
    }
    expect(unread).toEqual([]);
  });

  it('reads null from a page without a code, and refuses a page that does not exist', async () => {
    const blank = await pdfBytes(createElement(Document, null, createElement(Page, { size: 'A4' })));
    expect(readQrText(await rasterisePage(blank, 0, 72))).toBeNull();
    await expect(rasterisePage(blank, 1, 72)).rejects.toThrow(RangeError);
  });
});
