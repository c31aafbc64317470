export type * from './typeset.js';
export { PDF_FONT_FAMILY, faceStyle, fontMetrics, measureText, registerPdfFonts, type FontMetrics } from './fonts.js';
export { typesetMath } from './math.js';
export { typesetText, typesetMathBlock } from './paragraph.js';
export { TypesetBlockView, VectorDrawing } from './paint.js';
export { pdfBytes } from './pdf-bytes.js';
