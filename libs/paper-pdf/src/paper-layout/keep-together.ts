import { MIN_LINES_ON_A_PAGE } from './answer-lines.js';

/** A block of a question that is placed whole (an intro, a diagram, a part's prompt), as far as keeping goes. */
export interface KeptUnit {
  height: number;
  /** Shares a page with the unit after it: a stem with its diagram, a diagram or a stem with the first part. */
  keepWithNext: boolean;
  /** Room the unit needs under it on its own page: a prompt's first answer lines, the question's total after its last part. */
  tail: number;
}

/**
 * The height that must fit under the current point for `units[index]` to start there: the unit,
 * the units kept with it (with `gap` between) and the last one's tail. A group taller than
 * `pageHeight` cannot be kept: then only the unit and its own tail count.
 */
export function keptHeight(units: readonly KeptUnit[], index: number, gap: number, pageHeight: number): number {
  let last = index;
  let height = units[index].height;
  while (units[last].keepWithNext && last + 1 < units.length) {
    last += 1;
    height += gap + units[last].height;
  }
  const kept = height + units[last].tail;
  return kept <= pageHeight ? kept : units[index].height + units[index].tail;
}

/** Answer lines a part's prompt needs on its own page: it moves on with them otherwise. */
export const linesUnderPrompt = (count: number): number => Math.min(count, MIN_LINES_ON_A_PAGE);

/**
 * How many of a part's `left` answer lines go on a page with room for `fit`: all when they fit,
 * none when fewer than the minimum fit, and otherwise as many as leave at least the minimum for
 * the next page (a single line is never carried over alone, unless the part has so few lines that
 * both pages cannot have the minimum).
 */
export function linesOnThisPage(left: number, fit: number): number {
  if (left <= fit) return left;
  if (fit < MIN_LINES_ON_A_PAGE) return 0;
  return left - fit >= MIN_LINES_ON_A_PAGE ? fit : Math.max(MIN_LINES_ON_A_PAGE, left - MIN_LINES_ON_A_PAGE);
}
