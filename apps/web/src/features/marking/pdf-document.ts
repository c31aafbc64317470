import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** Where the build puts pdf.js's data files (apps/web/vite.config.ts, pdfjsData). */
const PDFJS_DATA = `${import.meta.env.BASE_URL}pdfjs/`;

/**
 * pdf.js, loaded when a review first shows a PDF page (it is most of the app's weight). Its worker
 * and data files come from our origin, as the Content-Security-Policy ('self') requires.
 */
export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({
    url,
    withCredentials: true,
    standardFontDataUrl: `${PDFJS_DATA}standard_fonts/`,
    wasmUrl: `${PDFJS_DATA}wasm/`,
    iccUrl: `${PDFJS_DATA}iccs/`,
  }).promise;
}
