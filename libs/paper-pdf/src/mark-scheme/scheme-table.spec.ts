import { expectedBlock } from './scheme-table.js';

const runs = (block: ReturnType<typeof expectedBlock>) => block.lines.flatMap((line) => line.runs);

describe('an expected answer in the Scheme column', () => {
  it('is one display-style formula while it fits', () => {
    const block = expectedBlock('z = \\frac{-8 \\pm \\sqrt{-36}}{2}', 300);
    expect(block.lines).toHaveLength(1);
    expect(runs(block).map((run) => run.kind)).toEqual(['math']);
  });

  it('breaks after the items of a list, at full size, when too wide for the column', () => {
    const item = '-\\frac{3}{2} + \\frac{1}{2}\\sqrt{3} - \\left(\\frac{1}{2} + \\frac{3}{2}\\sqrt{3}\\right)\\mathrm{i}';
    const block = expectedBlock([item, item, item, item].join(', \\; '), 300);
    expect(block.lines.length).toBeGreaterThan(1);
    expect(block.width).toBeLessThanOrEqual(300);
    expect(runs(block).every((run) => run.kind === 'math' && run.scale === undefined)).toBe(true);
  });

  it('sets the words of the formula in the text font, as text runs', () => {
    const block = expectedBlock('\\text{rotation } \\frac{3\\pi}{4} \\text{ anticlockwise}', 300);
    expect(runs(block).map((run) => (run.kind === 'text' ? run.text : 'maths'))).toEqual(['rotation', 'maths', 'anticlockwise']);
  });
});
