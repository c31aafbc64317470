export {
  PAPER_DOCUMENT_KINDS,
  PDF_CREATOR,
  documentMetadata,
  identityKeywords,
  parseIdentityKeywords,
  readPdfIdentity,
  type PaperDocumentKind,
  type PdfIdentity,
} from './document-identity.js';
export {
  RUBRIC_FILE_NAME,
  RUBRIC_MEDIA_TYPE,
  attachRubric,
  isEmbeddedRubric,
  readAttachment,
  readEmbeddedRubric,
  rubricOf,
  type EmbeddedRubric,
  type EmbeddedRubricQuestion,
} from './embedded-rubric.js';
export {
  cropImage,
  encodePng,
  PAGE_RENDER_WORKER,
  pdfText,
  rasterisePage,
  readQr,
  readQrText,
  type Point,
  type QrReading,
} from './page-raster.js';
export { pdfTextLines, type PageBox, type PdfTextLine, type PdfTextPage, type PdfTextWord } from './pdf-text-lines.js';
export { default as renderPage, loadMupdf, type PageRenderTask, type RgbaImage } from './page-render.worker.js';
export { decodePaperQr, type PaperQrPayload } from '../qr/paper-qr.js';
