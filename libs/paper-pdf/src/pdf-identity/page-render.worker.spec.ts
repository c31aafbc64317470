import { orientationTiff, riffChunk, webpOfChunks, withExif } from '../testing/exif.js';
import { pixelForPixel } from '../testing/image-pixels.js';
import { PDFDocument } from 'pdf-lib';
import renderPage, { MAX_RENDER_PIXELS, loadMupdf, orientImage, type RgbaImage, webpOrientation } from './page-render.worker.js';

/** A 3 x 2 image whose pixels are the letters a to f, row by row (one letter a pixel, in its red byte). */
const letters: RgbaImage = { width: 3, height: 2, rgba: new Uint8ClampedArray([...'abcdef'].flatMap((c) => [c.charCodeAt(0), 0, 0, 255])) };
const rowsOf = (image: RgbaImage) =>
  Array.from({ length: image.height }, (_, y) =>
    Array.from({ length: image.width }, (_, x) => String.fromCharCode(image.rgba[(y * image.width + x) * 4])).join(''),
  );

/** A lossless 8 x 4 WebP (libwebp), white with a black 2 x 2 block at its top left. */
const CORNER_WEBP = Buffer.from('UklGRigAAABXRUJQVlA4TBsAAAAvB8AAAA8w//M///MfeFAIIADi79xoRPQ/4AEA', 'base64');

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
    const image = riffChunk('VP8L', new Uint8Array([1, 2, 3]));
    expect(webpOrientation(withExif(CORNER_WEBP, 8, 4, orientationTiff(6)))).toBe(6);
    expect(webpOrientation(webpOfChunks(image, riffChunk('EXIF', orientationTiff(8, false))))).toBe(8);
    expect(
      webpOrientation(webpOfChunks(image, riffChunk('EXIF', Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(3)])))),
    ).toBe(3);
    expect(webpOrientation(CORNER_WEBP)).toBe(1);
    // A value outside 1 to 8, or a block that is not TIFF, states nothing.
    expect(webpOrientation(webpOfChunks(image, riffChunk('EXIF', orientationTiff(9))))).toBe(1);
    expect(webpOrientation(webpOfChunks(image, riffChunk('EXIF', new Uint8Array([1, 2, 3, 4]))))).toBe(1);
  });

  it('renders a WebP turned as its orientation says, as a camera stored it', async () => {
    const dark = (image: RgbaImage, x: number, y: number) => image.rgba[(y * image.width + x) * 4] < 128;
    const shown = async (webp: Uint8Array) => renderPage({ bytes: webp, mediaType: 'image/webp', pageIndex: 0, dpi: pixelForPixel(4) });
    const [stored, asStored, turnedRight, turnedLeft] = [
      await shown(CORNER_WEBP),
      await shown(withExif(CORNER_WEBP, 8, 4, orientationTiff(1))),
      await shown(withExif(CORNER_WEBP, 8, 4, orientationTiff(6))),
      await shown(withExif(CORNER_WEBP, 8, 4, orientationTiff(8))),
    ];
    const corners = (image: RgbaImage) => [
      image.width,
      image.height,
      dark(image, 0, 0),
      dark(image, image.width - 1, 0),
      dark(image, 0, image.height - 1),
    ];
    expect([stored, asStored, turnedRight, turnedLeft].map(corners)).toEqual([
      [8, 4, true, false, false],
      [8, 4, true, false, false],
      [4, 8, false, true, false],
      [4, 8, false, false, true],
    ]);
  });
});

describe('the size an image is rendered at', () => {
  /** A PNG's chunks without its pHYs (the resolution field): what many phones and scanners write. */
  const withoutResolution = (png: Uint8Array) => {
    const kept: Uint8Array[] = [png.subarray(0, 8)];
    for (let at = 8; at < png.length;) {
      const end = at + 12 + new DataView(png.buffer, png.byteOffset + at).getUint32(0);
      if (Buffer.from(png.subarray(at + 4, at + 8)).toString('latin1') !== 'pHYs') kept.push(png.subarray(at, end));
      at = end;
    }
    return Buffer.concat(kept);
  };

  it('measures the page against A4 rather than trusting the resolution field: the same pixels declared at 75 dpi, or not at all, render alike', async () => {
    const mupdf = await loadMupdf();
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 620, 877], false);
    pixmap.clear(255);
    pixmap.setResolution(75, 75);
    const declared = pixmap.asPNG();
    const jpeg = pixmap.asJPEG(80, false);
    pixmap.destroy();
    const undeclared = withoutResolution(declared);
    expect(Buffer.from(undeclared).includes(Buffer.from('pHYs'))).toBe(false);
    const sizes = await Promise.all(
      [
        [declared, 'image/png'],
        [undeclared, 'image/png'],
        [jpeg, 'image/jpeg'],
      ].map(async ([bytes, mediaType]) => {
        const image = await renderPage({ bytes: bytes as Uint8Array, mediaType: mediaType as string, pageIndex: 0, dpi: 150 });
        return [image.width, image.height];
      }),
    );
    // A4 at 150 dpi is 1,240.2 pixels wide (mupdf takes the next whole pixel), whatever the field said (96 dpi unsaid made it 969).
    expect(sizes).toEqual([
      [1241, 1755],
      [1241, 1755],
      [1241, 1755],
    ]);
  });

  it('renders a page of an outlandish size or shape smaller, within MAX_RENDER_PIXELS, rather than asking mupdf for gigabytes', async () => {
    const mupdf = await loadMupdf();
    const pdf = await PDFDocument.create();
    pdf.addPage([14_400, 14_400]); // 200 inches a side: 30,000 pixels at 150 dpi
    const strip = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 20_000, 1], false);
    strip.clear(255);
    const png = strip.asPNG(); // laid out as A4, its one-pixel side would be 1,241 pixels
    strip.destroy();
    const sizes = [];
    for (const [bytes, mediaType] of [
      [await pdf.save(), 'application/pdf'],
      [png, 'image/png'],
    ] as const) {
      const { width, height } = await renderPage({ bytes, mediaType, pageIndex: 0, dpi: 150 });
      // mupdf takes the next whole pixel of each side.
      sizes.push([width, height, (width - 1) * (height - 1) <= MAX_RENDER_PIXELS]);
    }
    expect(sizes).toEqual([
      [6325, 6325, true],
      [894_428, 45, true],
    ]);
  });
});
