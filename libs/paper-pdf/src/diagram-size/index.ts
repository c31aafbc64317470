// A diagram's drawn size as the question paper reads it, on its own: the question bank records it
// when it seeds, and loading the whole print library (react-pdf, MathJax: about a second and
// 110 MB) for it slowed every start on a fresh database.
export { type DrawnSize, recordedDrawnSize } from '../question-paper/diagram-svg.js';
