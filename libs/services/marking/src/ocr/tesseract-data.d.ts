/** @tesseract.js-data/eng ships no types: where its traineddata lies, for createWorker's langPath. */
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
