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
/** A letter at most this share of the size of the letter before it on its line, */
const RAISED_SIZE = 0.85;
/** with its baseline this share of that letter's size above the letter's, is set raised: a power (`x²` set as `x` and a small `2`). */
const RAISED_RISE = 0.2;

/**
 * The text layer of each page of a PDF as lines of words with their boxes (mupdf's structured
 * text, as the page is displayed: its rotation applied, top-left origin), in fractions of the page.
 * Letters set raised and smaller, as a word processor sets a power, are written as one with a caret
 * (`x^2`, `e^(-2.4)`), as a value is typed. A page without a text layer (a scan) has no lines.
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
        // The last letter set on the line's baseline (its size and baseline), and the raised letters after it.
        let base: { size: number; y: number } | null = null;
        let raised = '';
        const endRaised = () => {
          if (word && raised !== '') word.text += raised.length === 1 ? `^${raised}` : `^(${raised})`;
          raised = '';
        };
        const endWord = () => {
          endRaised();
          if (word && word.text.trim() !== '') words.push(word);
          word = null;
        };
        using(page.toStructuredText('preserve-whitespace'), (text) =>
          text.walk({
            beginLine: () => {
              [words, word, base, raised] = [[], null, null, ''];
            },
            onChar: (c, origin, _font, size, quad) => {
              const xs = [quad[0], quad[2], quad[4], quad[6]].map((x) => (x - left) / width);
              const ys = [quad[1], quad[3], quad[5], quad[7]].map((y) => (y - top) / height);
              const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
              if (/\s/.test(c)) return endWord();
              const current = word as { text: string; box: PageBox } | null;
              if (current && (box.x0 - current.box.x1) * width > WORD_GAP * (box.y1 - box.y0) * height) endWord();
              const isRaised = base !== null && size <= RAISED_SIZE * base.size && base.y - origin[1] >= RAISED_RISE * base.size;
              if (!isRaised) {
                endRaised();
                base = { size, y: origin[1] };
              }
              word ??= { text: '', box };
              if (isRaised) raised += c;
              else word.text += c;
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
