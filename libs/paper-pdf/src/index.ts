export * from './paper-document.js';
export { LINE_PITCH } from './paper-layout/page-geometry.js';
export { layoutQuestionPaper, estimatePaperPages } from './paper-layout/paper-layout.js';
export type { AnswerSpace, LayoutPage, PaperLayout } from './paper-layout/layout-items.js';
export { GRADE_GUIDE_LABEL, GRADE_GUIDE_PERCENTAGES, gradeGuide, timeGuideMinutes } from './paper-layout/cover.js';
export { decodePaperQr, encodePaperQr, type PaperQrPayload } from './qr/paper-qr.js';
export { renderQuestionPaper } from './question-paper/question-paper-document.js';
export * from './pdf-identity/index.js';
export { renderMarkScheme } from './mark-scheme/mark-scheme-document.js';
