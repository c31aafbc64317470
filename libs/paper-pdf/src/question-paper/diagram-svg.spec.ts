import { drawnSize, fitInto, labelRuns, parseDiagramSvg, printedBox, printedFit, recordedDrawnSize, runOffsets } from './diagram-svg.js';

describe('a diagram label in runs', () => {
  const labelOf = (markup: string) => parseDiagramSvg(`<svg viewBox="0 0 100 50">${markup}</svg>`).children[0];

  it('reads each tspan as a run, italic where the span or the text says so', () => {
    expect(labelRuns(labelOf('<text x="5" y="9"><tspan font-style="italic">u</tspan><tspan> m s⁻¹</tspan></text>'))).toEqual([
      { text: 'u', italic: true },
      { text: ' m s⁻¹', italic: false },
    ]);
    expect(labelRuns(labelOf('<text x="5" y="9" font-style="italic">P</text>'))).toEqual([{ text: 'P', italic: true }]);
    expect(labelRuns(labelOf('<text x="5" y="9">Re</text>'))).toEqual([{ text: 'Re', italic: false }]);
  });

  it('starts each run after the runs before it, the whole label placed by its anchor', () => {
    expect(runOffsets([4, 6], 10)).toEqual([10, 14]);
    expect(runOffsets([4, 6], 10, 'middle')).toEqual([5, 9]);
    expect(runOffsets([4, 6], 10, 'end')).toEqual([0, 4]);
  });
});

describe('fitting a diagram into its box', () => {
  it('keeps the aspect ratio and centres it', () => {
    expect(fitInto([0, 0, 200, 100], 400, 100)).toEqual({ width: 200, height: 100, x: 100, y: 0 });
  });

  it('never enlarges past the largest scale it is given: a small diagram keeps its drawn size', () => {
    expect(fitInto([0, 0, 100, 50], 400, 170, 1)).toEqual({ width: 100, height: 50, x: 150, y: 60 });
  });

  it('never prints a diagram with its labels larger than the label size', () => {
    const diagram = parseDiagramSvg('<svg viewBox="0 0 300 120" font-size="11"></svg>');
    expect(printedFit(diagram, 462, 170, 11)).toEqual({ width: 300, height: 120, x: 81, y: 25 });
    expect(printedFit(diagram, 150, 170, 11).height).toBe(60);
  });

  it('sizes a diagram as drawn from its view box and label size, which the question bank records without the bytes', () => {
    const small = parseDiagramSvg('<svg viewBox="0 0 300 120" font-size="8"></svg>');
    expect(drawnSize(small, 11)).toEqual({ width: 412.5, height: 165 });
    expect(recordedDrawnSize('<svg viewBox="0 0 300 120" font-size="8"></svg>')).toEqual({ width: 412.5, height: 165 });
    expect(recordedDrawnSize('<svg viewBox="0 0 100 70" font-size="12"></svg>')).toEqual({ width: 91.67, height: 64.17 });
    // The same box from the parsed diagram (the painting) and from its recorded size (the layout).
    expect(printedFit(small, 462, 130, 11)).toEqual(
      printedBox(recordedDrawnSize('<svg viewBox="0 0 300 120" font-size="8"></svg>'), 462, 130),
    );
    expect(printedBox({ width: 412.5, height: 165 }, 462, 130)).toEqual({ width: 325, height: 130, x: 68.5, y: 0 });
  });
});
