import { Injectable } from '@nestjs/common';
import { BlobStore } from '@pp/platform';
import { canonicalWriting } from '@pp/scoring';
import { cropImage, pdfTextLines, type PdfTextPage, type RgbaImage } from '@pp/paper-pdf/identity';
import type { AssessedPage } from './assessor.js';
import { LineRecogniser } from '../ocr/line-recogniser.js';
import { type SchemeColumn, type TextLine, TextReader } from '../ocr/text-reader.js';
import { editDistance, RECOGNISED_CONFIDENCE } from './written-answers.js';
import { expectedOfWorking } from '../rubrics/scheme-expected.js';
import { repairedPrint } from '../rubrics/print-misreadings.js';
import { PageRenderer } from '../rendering/page-renderer.js';
import { enlargedPrint, eraseRuling, inkRowsOf, printExtentOf } from './scheme-reader-image.js';
import {
  codesIn,
  columnStripsOf,
  isMarksText,
  labelOf,
  schemeEntriesOf,
  SURE_WORD_CONFIDENCE,
  type SchemeBox,
  type SchemePage,
  type SchemeWord,
} from '../rubrics/scheme-layout.js';
import { markCodeToken, rubricFromSchemeEntries, type SchemeReading } from '../rubrics/scheme-text-rules.js';

/** Printed scheme text is small (9 to 10 pt): 200 dpi gives tesseract letters about 25 pixels high. */
const SCHEME_DPI = 200;
/** White kept around a line read again on its own: tesseract reads a line with room around it. */
const LINE_PADDING = 8;
/**
 * Words a value may hold (functions, hyperbolic ones too: `4πtanh a`), left out when telling a line
 * of working that is a value from one of prose; run into the letters around them as OCR reads them.
 */
const VALUE_WORDS = /(?:ar)?(?:sinh|cosh|tanh)|sech|cosech|coth|sin|cos|tan|sec|cot|arg|exp|log|ln/g;
/** The confidence a word is left at when readers disagree on its line: below SURE_WORD_CONFIDENCE. */
const UNSURE = SURE_WORD_CONFIDENCE - 1;
/**
 * A code's 1 as tesseract reads it where only the marks column's characters are allowed (no l or I
 * to choose): a d after the code's letter (`Ad`, `M1Adft`).
 */
const COLUMN_ONE = /(?<=[MAB])d(?=ft|\*|[dMAB]|$)/g;
/** How much a line of a column is enlarged to be read (`enlargedPrint`), in the order tried. */
const ENLARGEMENTS = [3, 2, 4];

/**
 * Reads a question's rubric off mark-scheme pages this service did not print: a PDF page's text
 * layer with its positions (mupdf), or, for a page without one (a scan, an image), the words OCR
 * reads on it; then the scheme's rows by their layout (`schemeEntriesOf`) and the rubric from them
 * (`rubricFromSchemeEntries`).
 */
@Injectable()
export class SchemeReader {
  constructor(
    private readonly blobs: BlobStore,
    private readonly reader: TextReader,
    private readonly renderer: PageRenderer,
    private readonly recogniser: LineRecogniser,
  ) {}

  async read(pages: readonly AssessedPage[], questionNumber: number | null, signal: AbortSignal): Promise<SchemeReading> {
    const read: SchemePage[] = [];
    const files = new Map<string, { bytes: Uint8Array; text: PdfTextPage[] | null }>();
    for (const page of pages) {
      signal.throwIfAborted();
      let file = files.get(page.blobKey);
      if (!file) {
        const bytes = await this.blobs.bytes(page.blobKey);
        // A PDF mupdf cannot read the text of is read as images, as a scan is.
        const text = page.mediaType === 'application/pdf' ? await pdfTextLines(bytes).catch(() => null) : null;
        files.set(page.blobKey, (file = { bytes, text }));
      }
      const layer = file.text?.[page.page - 1];
      if (layer && hasSchemeText(layer)) {
        read.push(textLayerPage(layer));
        continue;
      }
      // One page rendered at a time: a dozen pages at 200 dpi would hold 180 MB at once.
      const image = await this.renderer
        .render(file.bytes, page.mediaType, page.page, SCHEME_DPI, signal)
        .catch(() => signal.throwIfAborted());
      if (image) read.push(await this.readImage(image, signal));
    }
    return rubricFromSchemeEntries(schemeEntriesOf(read), questionNumber);
  }

  /**
   * A scheme page without a text layer, by OCR: the page (its table's rules erased), then each line
   * of its labels' and its marks' columns again on its own, enlarged, with only the characters
   * labels or marks are printed with; a line so read replaces what the page's reading found there
   * when it reads as a label or as marks (tesseract passes over a column of short words set apart, or
   * misreads them).
   */
  private async readImage(image: RgbaImage, signal: AbortSignal): Promise<SchemePage> {
    const erased = eraseRuling(image);
    let page = ocrPage(await this.reader.readPage(erased), image);
    const strips = columnStripsOf([page])[0];
    page = await this.confirmValues(page, erased, [strips.labels, strips.marks], signal);
    const [labels, marks] = [strips.labels && linesOfStrip(erased, strips.labels), strips.marks && linesOfStrip(erased, strips.marks)];
    if (labels) page = await this.readAgain(page, erased, labels, 'labels', signal);
    if (!marks) return page;
    page = await this.readAgain(page, erased, marks, 'marks', signal);
    return withUnreadWorking(page, erased, marks, strips.labels?.x1 ?? 0);
  }

  /**
   * A page whose lines of working that look like a value (`z=3-2i`, `k = 0.35`: a number, no word)
   * are read again by the handwriting model; one read unsurely, or where the model reads a symbol
   * tesseract cannot, by the answer reader enlarged too: where readers agree (`confirmedLine`), the
   * line counts as read surely, and its value may be an expected value; where they do not, it counts
   * as unsure. Lines in the label and marks strips, or holding a mark code, keep their own reading.
   */
  private async confirmValues(
    page: SchemePage,
    image: RgbaImage,
    strips: ReadonlyArray<SchemeBox | null>,
    signal: AbortSignal,
  ): Promise<SchemePage> {
    const inStrip = (word: SchemeWord) =>
      strips.some((strip) => strip && (word.box.x0 + word.box.x1) / 2 >= strip.x0 && (word.box.x0 + word.box.x1) / 2 <= strip.x1);
    const lines: SchemeWord[][] = [];
    for (const read of page.lines) {
      // Tesseract may run a line of working on into its codes: the words in the strips keep their reading.
      const [line, stripWords] = [read.filter((word) => !inStrip(word)), read.filter(inStrip)];
      if (stripWords.length > 0) lines.push(stripWords);
      const text = line.map((word) => word.text).join(' ');
      const valueLike =
        // A mark code read outside the marks strip (`Al` for A1) is kept a word of its own.
        line.length > 0 &&
        !line.some((word) => markCodeToken(word.text) !== null) &&
        /\d/.test(text) &&
        // A letter run into a number (`z2=`, an `=` misread) is a misreading both readers may share.
        !/[A-Za-z]\d/.test(text) &&
        !/[A-Za-z]{3,}/.test(text.replace(VALUE_WORDS, ''));
      if (!valueLike) {
        if (line.length > 0) lines.push([...line]);
        continue;
      }
      signal.throwIfAborted();
      const [x0, y0] = [
        Math.max(0, Math.floor(Math.min(...line.map((w) => w.box.x0)) * image.width) - LINE_PADDING),
        Math.max(0, Math.floor(Math.min(...line.map((w) => w.box.y0)) * image.height) - LINE_PADDING),
      ];
      const [x1, y1] = [
        Math.min(image.width, Math.ceil(Math.max(...line.map((w) => w.box.x1)) * image.width) + LINE_PADDING),
        Math.min(image.height, Math.ceil(Math.max(...line.map((w) => w.box.y1)) * image.height) + LINE_PADDING),
      ];
      const crop = cropImage(image, x0, y0, x1 - x0, y1 - y0);
      const model = (await this.recogniser.read([crop], signal))[0];
      const sure = line.every((word) => word.confidence >= SURE_WORD_CONFIDENCE);
      if (sure && !readsUnreadable(model, text)) {
        // Read surely as no value (`24)`), it may be one the model read surely (`24J`).
        lines.push((expectedOfWorking([text]) === null && valueReadByModel(line, model)) || [...line]);
        continue;
      }
      const again = repairedPrint((await this.reader.readWriting(enlargedPrint(crop))).map((read) => read.text).join(' '));
      lines.push(confirmedLine(line, again, model) ?? line.map((word) => ({ ...word, confidence: Math.min(word.confidence, UNSURE) })));
    }
    return { ...page, lines };
  }

  /** A page with the lines of one column strip read again on their own, where they read as that column's. */
  private async readAgain(
    page: SchemePage,
    image: RgbaImage,
    { strip, cut, left, top, bands }: StripLines,
    column: SchemeColumn,
    signal: AbortSignal,
  ): Promise<SchemePage> {
    let lines = page.lines;
    for (const [first, last] of bands) {
      signal.throwIfAborted();
      const [from, to] = [Math.max(0, first - LINE_PADDING), Math.min(cut.height, last + 1 + LINE_PADDING)];
      const words = await this.readColumnLine(cropImage(cut, 0, from, cut.width, to - from), column, (x, y) => [
        (x + left) / image.width,
        (y + top + from) / image.height,
      ]);
      if (!words) continue;
      const band = { ...strip, y0: (top + from) / image.height, y1: (top + to) / image.height };
      lines = [...lines.map((line) => line.filter((word) => !centredIn(word, band))).filter((line) => line.length > 0), words];
    }
    return { ...page, lines };
  }

  /**
   * The words of one line of a column, read enlarged (three times, else twice, else four times: a
   * scale where tesseract misreads a code is rarely the only one), placed on the page by `place`
   * (from the line's pixels); null when no reading reads as the column's. A line of marks read as a
   * number alone (a total, or a code misread: a serif `M1` as `50`) is read at the other scales too:
   * codes read at one of them are taken; the number, where two scales read it alike, as read surely
   * (so a total is checked against the codes).
   */
  private async readColumnLine(
    line: RgbaImage,
    column: SchemeColumn,
    place: (x: number, y: number) => [number, number],
  ): Promise<SchemeWord[] | null> {
    let number = null as { text: string; words: SchemeWord[] } | null;
    for (const factor of ENLARGEMENTS) {
      const read = await this.reader.readSchemeColumn(enlargedPrint(line, factor), column);
      const words = read.flatMap((text) =>
        (text.words ?? [text]).map(({ text: word, confidence, box }) => {
          const [[x0, y0], [x1, y1]] = [place(box.x0 / factor, box.y0 / factor), place(box.x1 / factor, box.y1 / factor)];
          return { text: column === 'marks' ? word.replace(COLUMN_ONE, '1') : word, confidence, box: { x0, y0, x1, y1 } };
        }),
      );
      const text = words.map((word) => word.text).join(' ');
      if (column === 'labels') {
        if (labelOf(text) !== null) return words;
      } else if (isMarksText(text)) {
        if (words.some((word) => codesIn(word.text).length > 0)) return words;
        if (number?.text === text)
          return number.words.map((word) => ({ ...word, confidence: Math.max(word.confidence, SURE_WORD_CONFIDENCE) }));
        number ??= { text, words };
      }
    }
    return number?.words ?? null;
  }
}

/** What stands for a line of working OCR did not read: no reading, never sure. */
const UNREAD = { text: '…', confidence: 0 };

/** A column strip of a page image: its pixels, where they lie on the image, and its lines (the bands of rows that hold print). */
interface StripLines {
  strip: SchemeBox;
  cut: RgbaImage;
  left: number;
  top: number;
  bands: Array<[top: number, bottom: number]>;
}

function linesOfStrip(image: RgbaImage, strip: SchemeBox): StripLines {
  const [left, top] = [Math.floor(strip.x0 * image.width), Math.floor(strip.y0 * image.height)];
  const cut = cropImage(image, left, top, Math.ceil(strip.x1 * image.width) - left, Math.ceil(strip.y1 * image.height) - top);
  return { strip, cut, left, top, bands: inkRowsOf(cut) };
}

/** Whether a word's middle lies in a box of the page. */
const centredIn = ({ box }: SchemeWord, area: SchemeBox) => {
  const [x, y] = [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];
  return x >= area.x0 && x <= area.x1 && y >= area.y0 && y <= area.y1;
};

/**
 * A scanned page with a word that was not read (UNREAD) where a line of codes in the marks strip has
 * print beside it in the working (from `workingFrom`, the labels' right edge) that no word was read
 * in: that row's working is there, only unread, so its codes are a row of their own (unsure: no
 * expected value), not codes stacked under the row above, whose value they would take.
 */
function withUnreadWorking(page: SchemePage, image: RgbaImage, { strip: marks, top, bands }: StripLines, workingFrom: number): SchemePage {
  const words = page.lines.flat();
  const unread: SchemeWord[][] = [];
  for (const [first, last] of bands) {
    const [y0, y1] = [(top + first) / image.height, (top + last + 1) / image.height];
    if (!words.some((word) => centredIn(word, { ...marks, y0, y1 }) && codesIn(word.text).length > 0)) continue;
    if (words.some((word) => centredIn(word, { x0: workingFrom, x1: marks.x0, y0, y1 }))) continue;
    const [left, right] = [Math.ceil(workingFrom * image.width), Math.floor(marks.x0 * image.width)];
    const print = printExtentOf(image, left, top + first, right, top + last + 1);
    if (print) unread.push([{ ...UNREAD, box: { x0: print.x0 / image.width, y0, x1: print.x1 / image.width, y1 } }]);
  }
  return unread.length === 0 ? page : { ...page, lines: [...page.lines, ...unread] };
}

/** A text layer worth reading: one with a mark code in it (not a scan's page number or stamp over an image). */
const hasSchemeText = (page: PdfTextPage) => page.lines.some((line) => line.words.some((word) => markCodeToken(word.text) !== null));

const textLayerPage = ({ width, height, lines }: PdfTextPage): SchemePage => ({
  aspect: width / height,
  lines: lines.map((line) => line.words.map((word) => ({ ...word, confidence: 100 }))),
});

/** Lines OCR read on an image (words with their boxes in its pixels) as a scheme page's words, in fractions of the page. */
function ocrPage(lines: readonly TextLine[], image: RgbaImage): SchemePage {
  const fraction = ({ x0, y0, x1, y1 }: TextLine['box']) => ({
    x0: x0 / image.width,
    y0: y0 / image.height,
    x1: x1 / image.width,
    y1: y1 / image.height,
  });
  // Tesseract's baselines, not its boxes, give a scan's slope: a box's middle moves with the word's ascenders and descenders.
  const slopes = lines.flatMap(({ baseline: b }) => (b && b.x1 - b.x0 > image.width * 0.1 ? [(b.y1 - b.y0) / (b.x1 - b.x0)] : []));
  return {
    aspect: image.width / image.height,
    skew: slopes.length === 0 ? 0 : slopes.sort((a, b) => a - b)[Math.floor(slopes.length / 2)],
    lines: lines.map((line) =>
      (line.words ?? [line]).map((word) => ({ text: repairedPrint(word.text), confidence: word.confidence, box: fraction(word.box) })),
    ),
  };
}

/**
 * Two readings of a line the same but for spaces, kinds of minus, a capital X (tesseract capitalises
 * a line's first x) and a modulus bar (read as I or a square bracket).
 */
const sameReading = (a: string, b: string) => {
  const folded = (text: string) =>
    canonicalWriting(text)
      .replace(/X/g, 'x')
      .replace(/[I[\]]/g, '|');
  return folded(a) !== '' && folded(a) === folded(b);
};

/**
 * Symbols tesseract's English model cannot read and reads as letters (`2n/3` for `2π/3`), which the
 * handwriting model reads and does not take a letter for (unlike ×, which it may read for an x).
 */
const UNREADABLE = 'π√θ±αβμ';
/** Whether the model reads on a line a symbol tesseract cannot read that the page's reading lacks: tesseract misread it. */
const readsUnreadable = (model: { text: string } | undefined, page: string) =>
  model !== undefined && [...model.text].some((char) => UNREADABLE.includes(char) && !page.includes(char));

/** A line's words as one word of the given text, surely read, over the line's box. */
function surelyRead(line: readonly SchemeWord[], text: string): SchemeWord[] {
  const box = {
    x0: Math.min(...line.map((w) => w.box.x0)),
    y0: Math.min(...line.map((w) => w.box.y0)),
    x1: Math.max(...line.map((w) => w.box.x1)),
    y1: Math.max(...line.map((w) => w.box.y1)),
  };
  return [{ text, confidence: SURE_WORD_CONFIDENCE, box }];
}

/**
 * A line of working that looks like a value, as two readers agree on it, or null: the handwriting
 * model's reading the same as the page's (tesseract, its print misreadings put back), taken as the
 * model's (which reads a power's caret and a line's first x as they are printed; its own misread
 * times signs put back); else the page's
 * reading the same as tesseract's again, enlarged, unless the model reads there a symbol tesseract
 * cannot (`2π/3` where both tesseract readings say `2n/3`); else the model's own sure reading
 * (`valueReadByModel`).
 */
export function confirmedLine(
  line: readonly SchemeWord[],
  again: string,
  model: { text: string; confidence: number } | undefined,
): SchemeWord[] | null {
  const page = line.map((word) => word.text).join(' ');
  if (model && sameReading(model.text, page)) return surelyRead(line, repairedPrint(model.text));
  if (sameReading(again, page) && !readsUnreadable(model, page))
    return line.map((word) => ({ ...word, confidence: Math.max(word.confidence, SURE_WORD_CONFIDENCE) }));
  return valueReadByModel(line, model);
}

/**
 * A line of working as the handwriting model read it, where that is a value read surely (the
 * model's least sure character at RECOGNISED_CONFIDENCE) and the page's reading differs from it by
 * misread symbols only (at most one character in six, and one more for each symbol tesseract cannot
 * read): tesseract reads a `γ` as `y`, a root as a tick, `96π/25` as `9611/25`, where the model reads
 * them; else null.
 */
export function valueReadByModel(
  line: readonly SchemeWord[],
  model: { text: string; confidence: number } | undefined,
): SchemeWord[] | null {
  if (!model || model.confidence < RECOGNISED_CONFIDENCE || expectedOfWorking([model.text]) === null) return null;
  const [read, page] = [canonicalWriting(model.text), canonicalWriting(line.map((word) => word.text).join(' '))];
  // Tesseract reads each symbol it cannot read as one or two letters (`π` as `n`, `11`, `TT`): an edit more each.
  const unreadable = [...model.text].filter((char) => UNREADABLE.includes(char)).length;
  if (editDistance(read, page) > Math.max(1, Math.floor(read.length / 6)) + unreadable) return null;
  return surelyRead(line, model.text);
}
