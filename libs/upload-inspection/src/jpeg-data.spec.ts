import { jpegHoldsItsImage } from './jpeg-data.js';
import { cutShort, jpegClaiming } from './testing/hostile-files.js';
import { solidImage } from './testing/upload-fixtures.js';

describe('jpegHoldsItsImage', () => {
  it('takes whole JPEGs, down to a white A4 page at 300 dpi, which needs only bits a block', async () => {
    const mupdf = await import('mupdf');
    for (const [width, height] of [
      [1, 1],
      [17, 9],
      [2480, 3508],
    ])
      expect(jpegHoldsItsImage(solidImage(mupdf, 'jpeg', width, height))).toBe(true);
  });

  it('refuses a JPEG cut off in its scan: no end-of-image marker', async () => {
    expect(jpegHoldsItsImage(cutShort(await import('mupdf'), 'jpeg'))).toBe(false);
  });

  it('refuses a frame header claiming more blocks than its scan has bits', async () => {
    const mupdf = await import('mupdf');
    expect(jpegHoldsItsImage(jpegClaiming(mupdf, 4_000, 4_000))).toBe(false);
    // One 8 x 8 block of data is enough for a claim of 8 x 8, or a little more.
    expect(jpegHoldsItsImage(jpegClaiming(mupdf, 8, 8))).toBe(true);
  });

  it('refuses a JPEG with no frame header or no scan', () => {
    expect(jpegHoldsItsImage(Uint8Array.of(0xff, 0xd8, 0xff, 0xd9))).toBe(false);
    expect(jpegHoldsItsImage(Uint8Array.of(0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9))).toBe(false);
  });
});
