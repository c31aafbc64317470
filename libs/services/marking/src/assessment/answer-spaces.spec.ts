import type { QuestionRubric } from '../results/result-rules.js';
import { CLEAN_PAPER_EXPLANATION, decideFromAnswerSpaces, FAINT_EXPLANATION, inkIn, type Raster, UNLOCATED_EXPLANATION, WRITTEN_EXPLANATION } from './answer-spaces.js';

/** A white raster with dark rectangles (fractions of the page). */
function raster(width: number, height: number, dark: Array<{ x: number; y: number; width: number; height: number }> = []): Raster {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const box of dark) {
    for (let y = Math.floor(box.y * height); y < (box.y + box.height) * height; y += 1) {
      for (let x = Math.floor(box.x * width); x < (box.x + box.width) * width; x += 1) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, rgba };
}

const space = { x: 0.1, y: 0.1, width: 0.8, height: 0.3 };

describe('inkIn', () => {
  it('counts what the student added, not what was printed, whatever the two sizes', () => {
    const printedLine = { x: 0.1, y: 0.2, width: 0.8, height: 0.01 };
    const clean = raster(200, 300, [printedLine]);
    expect(inkIn(raster(400, 600, [printedLine]), clean, space)).toBe(0);
    const written = inkIn(raster(400, 600, [printedLine, { x: 0.3, y: 0.25, width: 0.2, height: 0.05 }]), clean, space);
    expect(written).toBeGreaterThan(0.03);
    expect(written).toBeLessThan(0.06);
  });

  it('ignores the border of the box', () => {
    expect(inkIn(raster(400, 600, [{ x: 0.1, y: 0.1, width: 0.8, height: 0.005 }]), raster(400, 600), space)).toBe(0);
  });
});

describe('decideFromAnswerSpaces', () => {
  const rubric: QuestionRubric = {
    origin: 'paper-revision',
    pin: null,
    parts: [
      { id: 'a', label: '(a)', marks: 2 },
      { id: 'b', label: '(b)', marks: 1 },
      { id: 'c', label: '(c)', marks: 1 },
    ],
    allocations: [
      { id: 'a1', partId: 'a', code: 'M1', requirement: '', conditions: [], dependsOn: [] },
      { id: 'a2', partId: 'a', code: 'A1', requirement: '', conditions: [], dependsOn: ['a1'] },
      { id: 'b1', partId: 'b', code: 'B1', requirement: '', conditions: [], dependsOn: [] },
      { id: 'c1', partId: 'c', code: 'B1', requirement: '', conditions: [], dependsOn: [] },
    ],
  };
  const box = (y: number) => ({ x: 0.1, y, width: 0.8, height: 0.1 });

  it('withholds a blank part at its space, leaves written and faint parts uncertain, and never awards', () => {
    const decisions = decideFromAnswerSpaces(rubric, 2, [
      {
        pageId: 'w:p3',
        spaces: [
          { question: 2, partId: 'a', box: box(0.1), ink: 0.05 },
          { question: 2, partId: 'b', box: box(0.4), ink: 0 },
          { question: 2, partId: 'c', box: box(0.7), ink: 0.002 },
          { question: 1, partId: 'b', box: box(0.9), ink: 0 },
        ],
      },
    ]);
    expect(decisions.map((d) => [d.allocationId, d.decision])).toEqual([
      ['a1', 'uncertain'],
      ['a2', 'uncertain'],
      ['b1', 'withheld'],
      ['c1', 'uncertain'],
    ]);
    expect(decisions[0]).toMatchObject({ explanation: WRITTEN_EXPLANATION, evidence: [{ pageId: 'w:p3', quote: 'handwriting, not transcribed', box: box(0.1) }] });
    expect(decisions[2]).toMatchObject({ explanation: 'The answer space of part (b) is blank.', evidence: [{ pageId: 'w:p3', quote: 'blank', box: box(0.4) }] });
    expect(decisions[3].explanation).toBe(FAINT_EXPLANATION);
  });

  it('decides nothing from a clean question paper, and says when a part was not found', () => {
    const clean = decideFromAnswerSpaces(rubric, 2, [{ pageId: 'w:p3', spaces: [{ question: 2, partId: 'a', box: box(0.1), ink: 0 }] }]);
    expect(clean[0]).toMatchObject({ decision: 'uncertain', explanation: CLEAN_PAPER_EXPLANATION, evidence: [] });
    expect(clean[2]).toMatchObject({ decision: 'uncertain', explanation: UNLOCATED_EXPLANATION });
    expect(decideFromAnswerSpaces(rubric, 2, []).every((d) => d.decision === 'uncertain')).toBe(true);
  });
});
