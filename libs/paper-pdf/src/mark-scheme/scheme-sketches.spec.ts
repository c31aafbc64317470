import type { PinnedRevision } from '@pp/contracts';
import { bankRevisions } from '../testing/bank-fixtures.js';
import { SKETCH_LABEL_SIZE, SKETCH_MAX_HEIGHT } from './scheme-geometry.js';
import { sketchesByPart, sketchPartOf, sketchSize } from './scheme-sketches.js';

const parts = (...stems: string[]): PinnedRevision['parts'] =>
  stems.map((stemTex, i) => ({ id: 'abcd'[i], label: `(${'abcd'[i]})`, stemTex, marks: 1, answerTex: 'x' }));

describe('where an answer sketch is drawn', () => {
  it('is the first part that asks for a drawing', () => {
    expect(sketchPartOf(parts('Solve the equation.', 'Show the roots on a single Argand diagram.', 'Find the area.'))?.id).toBe('b');
    expect(sketchPartOf(parts('Sketch \\(R\\) on an Argand diagram.', 'Using your sketch, find the area of \\(R\\).'))?.id).toBe('a');
    expect(sketchPartOf(parts('Find \\(z\\).', 'Using your sketch, find the area.', 'Shade the region.'))?.id).toBe('c');
    expect(sketchPartOf(parts('Find the speed.', 'Draw the path of the sphere after the impact.'))?.id).toBe('b');
  });

  it('is the first part when no part asks for one ("show that" asks for none)', () => {
    expect(sketchPartOf(parts('Show that \\(z = -1\\) is a root.', 'Find the exact area of \\(P\\).'))?.id).toBe('a');
    expect(sketchPartOf([])).toBeUndefined();
  });

  it('puts every answer sketch of the bank at a part that has marks, the showing or sketching part where there is one', () => {
    const sketched = bankRevisions().filter((q) => q.diagrams.some((d) => d.role === 'scheme'));
    expect(sketched.length).toBeGreaterThan(0);
    for (const question of sketched) {
      const byPart = sketchesByPart(question);
      expect([...byPart.values()].flat()).toEqual(question.diagrams.filter((d) => d.role === 'scheme'));
      const [partId] = [...byPart.keys()];
      expect(question.markScheme.allocations.some((a) => a.partId === partId)).toBe(true);
    }
    const roots = sketched.find((q) => q.title === 'Roots of a cubic with a given complex root')!;
    expect([...sketchesByPart(roots).keys()]).toEqual([roots.parts.find((p) => /Argand diagram/.test(p.stemTex))!.id]);
  });

  it('never draws a question diagram in the scheme', () => {
    const withQuestionDiagram = bankRevisions().find((q) => q.diagrams.some((d) => d.role === 'question'))!;
    expect([...sketchesByPart(withQuestionDiagram).values()].flat().every((d) => d.role === 'scheme')).toBe(true);
  });
});

describe('the size of an answer sketch', () => {
  const diagram = (width: number, height: number, fontSize = '12') => ({
    viewBox: [0, 0, width, height] as [number, number, number, number],
    attributes: { 'font-size': fontSize },
  });

  it('prints its labels at the label size, keeping its aspect ratio', () => {
    const size = sketchSize(diagram(200, 120), 400);
    expect(size.width).toBeCloseTo((200 * SKETCH_LABEL_SIZE) / 12);
    expect(size.width / size.height).toBeCloseTo(200 / 120);
  });

  it('is made smaller to fit the column or the greatest height, still at its aspect ratio', () => {
    const wide = sketchSize(diagram(800, 200), 300);
    expect(wide.width).toBeCloseTo(300);
    expect(wide.width / wide.height).toBeCloseTo(4);
    const tall = sketchSize(diagram(280, 560), 400);
    expect(tall.height).toBeCloseTo(SKETCH_MAX_HEIGHT);
    expect(tall.width / tall.height).toBeCloseTo(0.5);
  });
});
