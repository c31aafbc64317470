import { setTimeout as sleep } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import { renderMarkScheme, renderQuestionPaper } from '@pp/paper-pdf';
import type { RenderedDocument, RenderResult, RenderTask } from './render-task.js';

/** Runs in a piscina worker thread: both PDFs of one revision, off the service's event loop. */
export default async function render(task: RenderTask): Promise<RenderResult> {
  if (task.delayMs > 0) await sleep(task.delayMs);
  const questionPaper = await documentOf(await renderQuestionPaper(task.input, task.diagrams));
  const markScheme = await documentOf(await renderMarkScheme(task.input, task.diagrams));
  return { questionPaper, markScheme };
}

async function documentOf(bytes: Uint8Array): Promise<RenderedDocument> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return { bytes, pageCount: pdf.getPageCount() };
}
