import { orientImage, type RgbaImage, webpOrientation } from './page-render.worker.js';

/** A 3 x 2 image whose pixels are the letters a to f, row by row (one letter a pixel, in its red byte). */
const letters: RgbaImage = { width: 3, height: 2, rgba: new Uint8ClampedArray([...'abcdef'].flatMap((c) => [c.charCodeAt(0), 0, 0, 255])) };
const rowsOf = (image: RgbaImage) =>
  Array.from({ length: image.height }, (_, y) => Array.from({ length: image.width }, (_, x) => String.fromCharCode(image.rgba[(y * image.width + x) * 4])).join(''));

/** A WebP file's chunks after its RIFF header: only the EXIF chunk matters here. */
function riff(...chunks: Array<[string, number[]]>): Uint8Array {
  const body = chunks.flatMap(([fourCc, data]) => [...Buffer.from(fourCc, 'latin1'), ...new Uint8Array(new Uint32Array([data.length]).buffer), ...data, ...(data.length % 2 ? [0] : [])]);
  return new Uint8Array([...Buffer.from('RIFF', 'latin1'), 0, 0, 0, 0, ...Buffer.from('WEBP', 'latin1'), ...body]);
}
/** A TIFF block with one directory entry, Orientation = `value`, little- or big-endian. */
const tiff = (value: number, little: boolean) =>
  little ? [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, value, 0, 0, 0, 0, 0, 0, 0] : [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0, 0, 0, 0, 0];

describe('EXIF orientation of a WebP', () => {
  it.each([
    [1, ['abc', 'def']],
    [2, ['cba', 'fed']],
    [3, ['fed', 'cba']],
    [4, ['def', 'abc']],
    [5, ['ad', 'be', 'cf']],
    [6, ['da', 'eb', 'fc']],
    [7, ['fc', 'eb', 'da']],
    [8, ['cf', 'be', 'ad']],
  ])('shows orientation %i as displayed', (orientation, rows) => {
    expect(rowsOf(orientImage(letters, orientation))).toEqual(rows);
  });

  it('reads the orientation from the EXIF chunk, in either byte order and after an "Exif" prefix; 1 when there is none', () => {
    const vp8l: [string, number[]] = ['VP8L', [1, 2, 3]];
    expect(webpOrientation(riff(['VP8X', Array(10).fill(0)], vp8l, ['EXIF', tiff(6, true)]))).toBe(6);
    expect(webpOrientation(riff(vp8l, ['EXIF', tiff(8, false)]))).toBe(8);
    expect(webpOrientation(riff(vp8l, ['EXIF', [...Buffer.from('Exif\0\0', 'latin1'), ...tiff(3, true)]]))).toBe(3);
    expect(webpOrientation(riff(vp8l))).toBe(1);
    // A value outside 1 to 8, or a block that is not TIFF, states nothing.
    expect(webpOrientation(riff(vp8l, ['EXIF', tiff(9, true)]))).toBe(1);
    expect(webpOrientation(riff(vp8l, ['EXIF', [1, 2, 3, 4]]))).toBe(1);
  });
});
