import { Injectable } from '@nestjs/common';
import { BlobStore } from '@pp/platform';
import type { AssessedPage } from './assessor.js';
import { TextReader } from '../ocr/text-reader.js';
import { PageRenderer } from '../rendering/page-renderer.js';
import { rubricFromSchemeText, type SchemeLine, type SchemeReading } from '../rubrics/scheme-text-rules.js';

/** Printed scheme text is small (9 to 10 pt): 200 dpi gives tesseract letters about 25 pixels high. */
const SCHEME_DPI = 200;

/**
 * Reads a question's rubric off mark-scheme pages this service did not print: each selected page
 * rendered as displayed, read by OCR, and its mark codes parsed (`rubricFromSchemeText`).
 */
@Injectable()
export class SchemeReader {
  constructor(
    private readonly blobs: BlobStore,
    private readonly reader: TextReader,
    private readonly renderer: PageRenderer,
  ) {}

  async read(pages: readonly AssessedPage[], questionNumber: number | null, signal: AbortSignal): Promise<SchemeReading> {
    const lines: SchemeLine[] = [];
    const files = new Map<string, Uint8Array>();
    for (const page of pages) {
      signal.throwIfAborted();
      const bytes = files.get(page.blobKey) ?? (await this.blobs.bytes(page.blobKey));
      files.set(page.blobKey, bytes);
      // One page rendered at a time: a dozen pages at 200 dpi would hold 180 MB at once.
      const image = await this.renderer.render(bytes, page.mediaType, page.page, SCHEME_DPI, signal).catch(() => signal.throwIfAborted());
      if (image) lines.push(...(await this.reader.readPage(image)));
    }
    return rubricFromSchemeText(lines, questionNumber);
  }
}
