import type { RgbaImage } from '@pp/paper-pdf/identity';
import { enlargedPrint, eraseRuling, inkRowsOf } from './scheme-reader-image.js';

/** A white image with black rectangles [left, top, width, height] painted on it. */
function imageWith(width: number, height: number, ...rects: Array<[number, number, number, number]>): RgbaImage {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [left, top, w, h] of rects)
    for (let y = top; y < top + h; y += 1)
      for (let x = left; x < left + w; x += 1) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, rgba };
}
const isInk = (image: RgbaImage, x: number, y: number) => image.rgba[(y * image.width + x) * 4] < 128;

describe('a scanned scheme page made ready for OCR', () => {
  it("erases a table's thin rules, across and down, and leaves print alone", () => {
    const page = imageWith(400, 300, [10, 50, 380, 2], [200, 10, 1, 280], [30, 100, 12, 20], [30, 120, 80, 10]);
    const erased = eraseRuling(page);
    expect([isInk(erased, 100, 50), isInk(erased, 100, 51), isInk(erased, 200, 150)]).toEqual([false, false, false]);
    // A letter, and a long bar thicker than a rule, stay.
    expect([isInk(erased, 35, 110), isInk(erased, 60, 122)]).toEqual([true, true]);
  });

  it('finds the lines of a column of marks by the rows holding ink', () => {
    expect(inkRowsOf(imageWith(60, 200, [10, 20, 20, 15], [12, 80, 30, 16], [10, 150, 2, 2]))).toEqual([
      [20, 34],
      [80, 95],
    ]);
  });

  it('enlarges a line of print three times, in black and white', () => {
    const line = imageWith(20, 10, [5, 2, 4, 6]);
    const enlarged = enlargedPrint(line);
    expect([enlarged.width, enlarged.height]).toEqual([60, 30]);
    expect([isInk(enlarged, 20, 15), isInk(enlarged, 2, 2)]).toEqual([true, false]);
    expect(new Set(enlarged.rgba)).toEqual(new Set([0, 255]));
  });
});
