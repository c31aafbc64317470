import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import eng from '@tesseract.js-data/eng';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { RgbaImage } from '@pp/paper-pdf/identity';
import { ANSWER_CHARACTERS } from './misreadings.js';

/** A line read off an image: its text, the reader's confidence (0 to 100), and its box in the image's pixels. */
export interface TextLine {
  text: string;
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Its words, each with its confidence and box: read off whole printed pages (`readPage`), whose columns are told apart by them. */
  words?: Array<Omit<TextLine, 'words' | 'baseline'>>;
  /** Where its letters stand, from its left end to its right (`readPage`): how a scanned page's lines slope. */
  baseline?: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * Reads lines of text with tesseract.js: its WASM engine runs in worker threads of its own, with the
 * English LSTM model from npm (nothing is downloaded). Up to four workers a process, each started on
 * first use and running its jobs one at a time: one for the writing in an answer space, one for whole
 * printed pages (a mark scheme), one each for a scheme's columns of labels and of marks.
 */
@Injectable()
export class TextReader implements OnModuleDestroy {
  private writing: Promise<Worker> | undefined;
  private pages: Promise<Worker> | undefined;
  private columns: Partial<Record<SchemeColumn, Promise<Worker>>> = {};

  /** The writing in one answer space (ink only, print erased). */
  async readWriting(image: RgbaImage): Promise<TextLine[]> {
    return linesOf(await (this.writing ??= startWritingWorker()), image);
  }

  /** A whole printed page, its layout analysed into blocks and lines. */
  async readPage(image: RgbaImage): Promise<TextLine[]> {
    return linesOf(await (this.pages ??= startPageWorker()), image, true);
  }

  /**
   * One line of a mark scheme's column of question labels (`1(a)`, `(b)`, `2`) or of marks (`M1 A1ft`,
   * `dM1`, `(3)`, `(5 marks)`), cut from its page: read with only the characters that column is printed with.
   */
  async readSchemeColumn(image: RgbaImage, column: SchemeColumn): Promise<TextLine[]> {
    return linesOf(await (this.columns[column] ??= startColumnWorker(column)), image, true);
  }

  async onModuleDestroy(): Promise<void> {
    const workers = [this.writing, this.pages, ...Object.values(this.columns)];
    [this.writing, this.pages, this.columns] = [undefined, undefined, {}];
    await Promise.all(workers.map(async (worker) => (await worker?.catch(() => undefined))?.terminate()));
  }
}

/**
 * An image as a binary PGM (P5): grey, uncompressed. Tesseract reads in grey, and its image reader
 * (Leptonica) knows the format by its header; a PNG's deflate cost the marking thread a quarter of
 * a second a question.
 */
export function pgmOf({ width, height, rgba }: RgbaImage): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const grey = Buffer.allocUnsafe(width * height);
  for (let i = 0; i < grey.length; i += 1) grey[i] = Math.round(0.299 * rgba[i * 4] + 0.587 * rgba[i * 4 + 1] + 0.114 * rgba[i * 4 + 2]);
  return Buffer.concat([header, grey]);
}

async function linesOf(worker: Worker, image: RgbaImage, withWords = false): Promise<TextLine[]> {
  const { data } = await worker.recognize(pgmOf(image), {}, { text: false, blocks: true });
  return (data.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .filter((line) => line.text.trim() !== '')
    .map((line) => ({
      text: line.text.trim(),
      confidence: line.confidence,
      box: line.bbox,
      ...(withWords && {
        words: line.words.map((word) => ({ text: word.text, confidence: word.confidence, box: word.bbox })),
        baseline: line.baseline,
      }),
    }));
}

const TESSERACT_OPTIONS = { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: 'none' };

async function startWritingWorker(): Promise<Worker> {
  // No English dictionaries: an answer is symbols and numbers, and a dictionary turns them into words.
  const worker = await createWorker('eng', OEM.LSTM_ONLY, TESSERACT_OPTIONS, { load_system_dawg: '0', load_freq_dawg: '0' });
  // An answer space is one block of lines, not a page layout to analyse; only what answers are written in.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: ANSWER_CHARACTERS });
  return worker;
}

async function startPageWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, TESSERACT_OPTIONS);
  // A scheme page has headings and columns: tesseract analyses its layout into lines.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  return worker;
}

/** A column of a mark scheme read line by line: its question labels, or its marks. */
export type SchemeColumn = 'labels' | 'marks';

/** What each column is printed with: labels (`1(a)`, `Q2`, `(b)(ii)`), and codes (dM1, A1ft, B1*), subtotals ((3), [3]) and totals ((5 marks)). */
const COLUMN_CHARACTERS: Readonly<Record<SchemeColumn, string>> = {
  labels: 'Q0123456789()abcdefghivx.',
  marks: 'dMABft0123456789()[]*marks',
};

async function startColumnWorker(column: SchemeColumn): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, TESSERACT_OPTIONS, { load_system_dawg: '0', load_freq_dawg: '0' });
  // One line at a time, only the characters the column is printed with.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: COLUMN_CHARACTERS[column] });
  return worker;
}
