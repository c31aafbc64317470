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
export { encodePng, loadMupdf, pdfText, rasterisePage, readQr, readQrText, visitPages, type Point, type QrReading, type RgbaImage } from './page-raster.js';
export { decodePaperQr, type PaperQrPayload } from '../qr/paper-qr.js';
