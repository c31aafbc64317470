import { polarCurveDiagram } from './cp2-volumes-de-shared.js';

describe('cp2 shared helpers', () => {
  it('draws a polar curve as an svg', () => {
    const svg = polarCurveDiagram(
      (t) => 1 + Math.cos(t),
      0,
      2 * Math.PI,
      [0, 1],
      () => 1,
    );
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('stroke-dasharray');
  });
});
