import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import eng from '@tesseract.js-data/eng';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { encodePng } from '@pp/paper-pdf/identity';
import type { InkImage } from './answer-spaces.js';

/** What a written answer is made of: digits, letters, brackets, operators and relations. */
const ANSWER_CHARACTERS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ()[]+-=/^.,<>';

/** A line read off an ink image: its text, the reader's confidence (0 to 100), and its box in the image's pixels. */
export interface InkLine {
  text: string;
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * Reads lines of writing with tesseract.js: its WASM engine runs in a worker thread of its own, with
 * the English LSTM model from npm (nothing is downloaded). One worker a process, started on first use;
 * its jobs run one at a time in its own queue.
 */
@Injectable()
export class HandwritingReader implements OnModuleDestroy {
  private worker: Promise<Worker> | undefined;

  async read(ink: InkImage): Promise<InkLine[]> {
    const worker = await (this.worker ??= this.start());
    const { data } = await worker.recognize(Buffer.from(await encodePng(ink.image)), {}, { text: false, blocks: true });
    return (data.blocks ?? [])
      .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
      .filter((line) => line.text.trim() !== '')
      .map((line) => ({ text: line.text.trim(), confidence: line.confidence, box: line.bbox }));
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await (await worker?.catch(() => undefined))?.terminate();
  }

  private async start(): Promise<Worker> {
    // No English dictionaries: an answer is symbols and numbers, and a dictionary turns them into words.
    const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: 'none' }, { load_system_dawg: '0', load_freq_dawg: '0' });
    // An answer space is one block of lines, not a page layout to analyse; only what answers are written in.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: ANSWER_CHARACTERS });
    return worker;
  }
}
