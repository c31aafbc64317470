import { loadMupdf, using } from '../pdf-identity/page-render.worker.js';

// What the specs read back from a PDF's bytes, with mupdf (npm): a reader independent of the
// react-pdf and pdf-lib code that wrote them, and nothing to install outside npm.

/** How a PDF reader takes the file: whether it had to repair it to open it, and its pages. */
export interface PdfStructure {
  repaired: boolean;
  pages: number;
}

/** Opens the PDF as a viewer would and interprets every page's content (a broken stream throws): a structural check of the file. */
export async function pdfStructure(pdf: Uint8Array): Promise<PdfStructure> {
  const mupdf = await loadMupdf();
  return using(mupdf.PDFDocument.openDocument(pdf, 'application/pdf') as InstanceType<typeof mupdf.PDFDocument>, (document) => {
    const pages = document.countPages();
    for (let index = 0; index < pages; index += 1)
      using(document.loadPage(index), (page) => using(page.toStructuredText(''), (text) => text.asText()));
    return { repaired: document.wasRepaired(), pages };
  });
}

/** A word as a reader extracts it: its page (from 1) and its box in points from the page's top-left corner. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of every page (characters between spaces on one text line), in reading order. */
export async function pdfWords(pdf: Uint8Array): Promise<PdfWord[]> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(pdf, 'application/pdf'), (document) =>
    Array.from({ length: document.countPages() }, (_, index) =>
      using(document.loadPage(index), (page) =>
        using(page.toStructuredText('preserve-whitespace'), (text) => {
          const words: PdfWord[] = [];
          let word: PdfWord | null = null;
          const end = () => {
            if (word) words.push(word);
            word = null;
          };
          text.walk({
            onChar(c, _origin, _font, _size, quad) {
              if (/\s/.test(c)) return end();
              const xs = [quad[0], quad[2], quad[4], quad[6]];
              const ys = [quad[1], quad[3], quad[5], quad[7]];
              word ??= { page: index + 1, text: '', xMin: Infinity, yMin: Infinity, xMax: -Infinity, yMax: -Infinity };
              word.text += c;
              word.xMin = Math.min(word.xMin, ...xs);
              word.xMax = Math.max(word.xMax, ...xs);
              word.yMin = Math.min(word.yMin, ...ys);
              word.yMax = Math.max(word.yMax, ...ys);
            },
            endLine: end,
          });
          end();
          return words;
        }),
      ),
    ).flat(),
  );
}

/** The names and media types of the files a PDF carries as attachments (its EmbeddedFiles name tree). */
export async function pdfAttachments(pdf: Uint8Array): Promise<Array<{ name: string; mediaType: string }>> {
  const mupdf = await loadMupdf();
  return using(mupdf.PDFDocument.openDocument(pdf, 'application/pdf') as InstanceType<typeof mupdf.PDFDocument>, (document) =>
    Object.entries(document.getEmbeddedFiles()).map(([name, spec]) => ({ name, mediaType: document.getFilespecParams(spec).mimetype })),
  );
}

/** An 8-bit grey raster of one page (from 0) at `dpi`: one byte a pixel, rows top to bottom. */
export async function greyRaster(
  pdf: Uint8Array,
  pageIndex: number,
  dpi: number,
): Promise<{ width: number; height: number; grey: Uint8Array }> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(pdf, 'application/pdf'), (document) =>
    using(document.loadPage(pageIndex), (page) =>
      using(page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, true), (pixmap) => {
        const [width, height, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride()];
        const pixels = pixmap.getPixels();
        const grey = new Uint8Array(width * height);
        for (let y = 0; y < height; y += 1) grey.set(pixels.subarray(y * stride, y * stride + width), y * width);
        return { width, height, grey };
      }),
    ),
  );
}
