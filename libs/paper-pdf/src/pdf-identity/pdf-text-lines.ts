import { loadMupdf, using } from './page-render.worker.js';

/** A box as fractions of its page's displayed width and height, from the top left. */
export interface PageBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word of a PDF's text layer and where it is printed. */
export interface PdfTextWord {
  text: string;
  box: PageBox;
}

/** A line of a PDF's text layer as mupdf groups it (one run of text; a table's cells are lines of their own). */
export interface PdfTextLine {
  text: string;
  box: PageBox;
  words: PdfTextWord[];
}

/** A page's text layer: its displayed size (points) and its lines. */
export interface PdfTextPage {
  width: number;
  height: number;
  lines: PdfTextLine[];
}

/**
 * A gap between two letters of a line wider than this share of their height parts two words, as a
 * space does: text set in columns (a table's cells) is often drawn without spaces between them.
 */
const WORD_GAP = 0.3;

/**
 * The text layer of each page of a PDF as lines of words with their boxes (mupdf's structured
 * text, as the page is displayed: its rotation applied, top-left origin), in fractions of the page.
 * A page without a text layer (a scan) has no lines.
 */
export async function pdfTextLines(pdf: Uint8Array): Promise<PdfTextPage[]> {
  const mupdf = await loadMupdf();
  return using(mupdf.Document.openDocument(pdf, 'application/pdf'), (document) =>
    Array.from({ length: document.countPages() }, (_, index) =>
      using(document.loadPage(index), (page) => {
        const [left, top, right, bottom] = page.getBounds();
        const [width, height] = [right - left, bottom - top];
        const lines: PdfTextLine[] = [];
        let words: PdfTextWord[] = [];
        let word: { text: string; box: PageBox } | null = null;
        const endWord = () => {
          if (word && word.text.trim() !== '') words.push(word);
          word = null;
        };
        using(page.toStructuredText('preserve-whitespace'), (text) =>
          text.walk({
            beginLine: () => {
              [words, word] = [[], null];
            },
            onChar: (c, _origin, _font, _size, quad) => {
              const xs = [quad[0], quad[2], quad[4], quad[6]].map((x) => (x - left) / width);
              const ys = [quad[1], quad[3], quad[5], quad[7]].map((y) => (y - top) / height);
              const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
              if (/\s/.test(c)) return endWord();
              const current = word as { text: string; box: PageBox } | null;
              if (current && (box.x0 - current.box.x1) * width > WORD_GAP * (box.y1 - box.y0) * height) endWord();
              word ??= { text: '', box };
              word.text += c;
              word.box = {
                x0: Math.min(word.box.x0, box.x0),
                y0: Math.min(word.box.y0, box.y0),
                x1: Math.max(word.box.x1, box.x1),
                y1: Math.max(word.box.y1, box.y1),
              };
            },
            endLine: () => {
              endWord();
              if (words.length === 0) return;
              lines.push({
                text: words.map((w) => w.text).join(' '),
                box: {
                  x0: Math.min(...words.map((w) => w.box.x0)),
                  y0: Math.min(...words.map((w) => w.box.y0)),
                  x1: Math.max(...words.map((w) => w.box.x1)),
                  y1: Math.max(...words.map((w) => w.box.y1)),
                },
                words,
              });
            },
          }),
        );
        return { width, height, lines };
      }),
    ),
  );
}
