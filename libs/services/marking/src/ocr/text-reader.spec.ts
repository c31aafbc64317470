import { cropImage, rasterisePage, type RgbaImage } from '@pp/paper-pdf/identity';
import { plainPaperScript } from '@pp/testing';
import { pgmOf, TextReader } from './text-reader.js';

describe('pgmOf', () => {
  it('writes an image as a binary PGM: its size in the header, then one grey byte a pixel', () => {
    const image: RgbaImage = { width: 2, height: 1, rgba: Uint8ClampedArray.from([255, 255, 255, 255, 10, 20, 30, 255]) };
    const pgm = pgmOf(image);
    expect(pgm.subarray(0, 11).toString('latin1')).toBe('P5\n2 1\n255\n');
    expect([...pgm.subarray(11)]).toEqual([255, Math.round(0.299 * 10 + 0.587 * 20 + 0.114 * 30)]);
  });
});

describe('TextReader', () => {
  const reader = new TextReader();
  afterAll(() => reader.onModuleDestroy());

  it('reads a line of handwriting handed to tesseract as a PGM, with its box', async () => {
    const page = await rasterisePage(await plainPaperScript(['t=-9/5']), 0, 150);
    // The band of the page that holds plainPaperScript's first line (30 pt to 80 pt from the top).
    const [top, bottom] = [62, 167];
    const band = cropImage(page, 0, top, page.width, bottom - top);
    const [line] = await reader.readWriting(band);
    expect(line.text).toBe('t=-9/5');
    expect(line.box.y0).toBeGreaterThanOrEqual(0);
    expect(line.box.y1).toBeLessThanOrEqual(band.height);
  });
});
