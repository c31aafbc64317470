/** Lines of answer space per part under `smart`: a base plus a few per mark, like a real paper. */
export function smartAnswerLines(marks: number): number {
  return 3 + 3 * marks;
}

/** Answer lines that fit between y and the bottom. */
export const linesThatFit = (top: number, bottom: number, pitch: number): number => Math.max(0, Math.floor((bottom - top) / pitch));

/** A split never leaves a single orphan line: fewer than this on a page moves the space to the next. */
export const MIN_LINES_ON_A_PAGE = 2;
