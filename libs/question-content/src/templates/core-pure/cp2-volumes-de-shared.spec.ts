import { labelsOf } from '../../svg.js';
import { polarCurveDiagram } from './cp2-volumes-de-shared.js';

describe('cp2 shared helpers', () => {
  it('draws a polar curve from the pole and the initial line, the second curve dashed and the region named', () => {
    const svg = polarCurveDiagram((t) => 1 + Math.cos(t), 0, 2 * Math.PI, { shade: [0, 1], second: () => 1, names: ['C₁', 'C₂'] });
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('stroke-dasharray');
    expect(labelsOf(svg).map((l) => l.text)).toEqual(expect.arrayContaining(['O', 'θ = 0', 'R', 'C₁', 'C₂']));
  });
});
