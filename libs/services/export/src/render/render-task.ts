import type { DiagramSvgs, PaperDocumentInput } from '@pp/paper-pdf';

/** What one render thread is given: the revision with its pinned questions, and the diagrams' SVG text. */
export interface RenderTask {
  input: PaperDocumentInput;
  diagrams: DiagramSvgs;
  /** Test hook (EXPORT_RENDER_DELAY_MS): wait this long in the thread before rendering. */
  delayMs: number;
}

export interface RenderedDocument {
  bytes: Uint8Array;
  pageCount: number;
}

export interface RenderResult {
  questionPaper: RenderedDocument;
  markScheme: RenderedDocument;
}
