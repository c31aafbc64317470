import { PDFDocument, rgb } from 'pdf-lib';
import { loadConfig } from '@pp/platform';
import { encodePng, renderPage, type RgbaImage } from '@pp/paper-pdf/identity';
import { webpOf } from '@pp/testing';
import { MarkingConfigSchema } from '../marking.config.js';
import { PageRenderer } from './page-renderer.js';

/** An A4 PDF of `pages` pages, page n with a black bar n * 50 pt wide at its top left. */
async function barsPdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let n = 1; n <= pages; n += 1)
    document.addPage([595, 842]).drawRectangle({ x: 20, y: 780, width: n * 50, height: 40, color: rgb(0, 0, 0) });
  return document.save();
}

/** The width in pixels of the dark bar on the row through its middle. */
const barWidth = (image: RgbaImage, y: number) => {
  let width = 0;
  for (let x = 0; x < image.width; x += 1) if (image.rgba[(y * image.width + x) * 4] < 128) width += 1;
  return width;
};

describe('rendering work pages in worker threads (mupdf under piscina)', () => {
  const renderer = new PageRenderer(loadConfig(MarkingConfigSchema, { MARKING_RENDER_THREADS: '2' }));
  afterAll(() => renderer.onApplicationShutdown());

  it('renders a page in a thread exactly as in this thread', async () => {
    const pdf = await barsPdf(2);
    const [threaded, here] = [
      await renderer.render(pdf, 'application/pdf', 2, 72),
      await renderPage({ bytes: pdf, mediaType: 'application/pdf', pageIndex: 1, dpi: 72 }),
    ];
    expect([threaded.width, threaded.height]).toEqual([595, 842]);
    expect(Buffer.from(threaded.rgba).equals(Buffer.from(here.rgba))).toBe(true);
  });

  it('visits the pages asked for in their order, rendered two at a time', async () => {
    const seen: Array<[number, number]> = [];
    await renderer.visit(await barsPdf(5), 'application/pdf', 72, [5, 1, 3], async (image, page) => {
      // A slow visitor: later pages finish rendering meanwhile and still arrive in order.
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push([page, barWidth(image, 42)]);
    });
    expect(seen).toEqual([
      [5, 250],
      [1, 50],
      [3, 150],
    ]);
  });

  it('renders a WebP (which mupdf cannot open) as the PNG of the same pixels, laid on white where it is transparent', async () => {
    const page = await renderPage({ bytes: await barsPdf(3), mediaType: 'application/pdf', pageIndex: 2, dpi: 50 });
    // Columns left of 50 transparent (a photo cut out by an app keeps no ground of its own): they cross the bar.
    const cut = { ...page, rgba: page.rgba.slice() };
    for (let y = 0; y < cut.height; y += 1) for (let x = 0; x < 50; x += 1) cut.rgba[(y * cut.width + x) * 4 + 3] = 0;
    // An image is rendered as the A4 page it shows: at this dpi its shorter side keeps its pixels.
    const samePixels = (page.width * 25.4) / 210;
    const [webp, png] = [
      await renderer.render(await webpOf(cut), 'image/webp', 1, samePixels),
      await renderer.render(await encodePng(page), 'image/png', 1, samePixels),
    ];
    expect([webp.width, webp.height]).toEqual([page.width, page.height]);
    const row = (image: RgbaImage, from: number, to: number) =>
      Buffer.from(image.rgba.subarray((20 * image.width + from) * 4, (20 * image.width + to) * 4));
    expect(barWidth(png, 20)).toBe(104);
    expect(row(webp, 0, 50).equals(Buffer.alloc(200, 255))).toBe(true);
    expect(row(webp, 50, webp.width).equals(row(png, 50, png.width))).toBe(true);
  });

  it('rejects a page the file does not have, and an aborted render', async () => {
    const pdf = await barsPdf(1);
    await expect(renderer.visit(pdf, 'application/pdf', 72, [1, 2], () => undefined)).rejects.toThrow('page index 1 is outside 0..0');
    await expect(renderer.render(pdf, 'application/pdf', 1, 72, AbortSignal.abort())).rejects.toThrow(/abort/i);
  });
});
