import { MIN_LINES_ON_A_PAGE } from './answer-lines.js';
import { keptHeight, linesOnThisPage, linesUnderPrompt, type KeptUnit } from './keep-together.js';

const unit = (height: number, keepWithNext = false, tail = 0): KeptUnit => ({ height, keepWithNext, tail });

describe('keeping a question together', () => {
  it('needs room for a stem and the diagram kept with it, and the last unit tail', () => {
    const units = [unit(40, true), unit(170), unit(30, false, 50)];
    expect(keptHeight(units, 0, 9, 600)).toBe(40 + 9 + 170);
    expect(keptHeight(units, 1, 9, 600)).toBe(170);
    // The last part brings its tail (its first answer lines and the question's total).
    expect(keptHeight(units, 2, 9, 600)).toBe(80);
    // A diagram kept with the part after it needs that part's tail too.
    expect(keptHeight([unit(170, true), unit(30, false, 50)], 0, 9, 600)).toBe(170 + 9 + 30 + 50);
  });

  it('gives up keeping a group that no page could hold', () => {
    const units = [unit(300, true, 5), unit(170, true), unit(200, false, 20)];
    expect(keptHeight(units, 0, 9, 600)).toBe(305);
    expect(keptHeight(units, 0, 9, 800)).toBe(300 + 9 + 170 + 9 + 200 + 20);
  });

  it('keeps at least two answer lines under a prompt, or all it has', () => {
    expect(MIN_LINES_ON_A_PAGE).toBe(2);
    expect(linesUnderPrompt(9)).toBe(2);
    expect(linesUnderPrompt(1)).toBe(1);
  });

  it('splits answer lines over pages without leaving a single line on either', () => {
    expect(linesOnThisPage(6, 10)).toBe(6);
    expect(linesOnThisPage(6, 6)).toBe(6);
    expect(linesOnThisPage(6, 1)).toBe(0);
    expect(linesOnThisPage(9, 4)).toBe(4);
    // Five would leave one line for the next page: four go here, two there.
    expect(linesOnThisPage(6, 5)).toBe(4);
    expect(linesOnThisPage(3, 2)).toBe(2);
  });
});
