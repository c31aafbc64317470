import type { QuestionRubric } from '../results/result-rules.js';
import { affineFrom, boxOnScan, CLEAN_PAPER_EXPLANATION, printedMask, scaleBetween, decideFromAnswerSpaces, FAINT_EXPLANATION, inkIn, type Raster, UNLOCATED_EXPLANATION, WRITTEN_EXPLANATION } from './answer-spaces.js';

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
    expect(inkIn(raster(400, 600, [printedLine]), printedMask(clean), space, scaleBetween(clean, raster(400, 600)))).toBe(0);
    const written = inkIn(raster(400, 600, [printedLine, { x: 0.3, y: 0.25, width: 0.2, height: 0.05 }]), printedMask(clean), space, scaleBetween(clean, raster(400, 600)));
    expect(written).toBeGreaterThan(0.03);
    expect(written).toBeLessThan(0.06);
  });

  it('ignores the border of the box', () => {
    const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    expect(inkIn(raster(400, 600, [{ x: 0.1, y: 0.1, width: 0.8, height: 0.005 }]), printedMask(raster(400, 600)), space, identity)).toBe(0);
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

describe('a scan that is shifted or turned', () => {
  const turn = (degrees: number, shift: { x: number; y: number }) => {
    const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    return (p: { x: number; y: number }) => ({ x: cos * p.x - sin * p.y + shift.x, y: sin * p.x + cos * p.y + shift.y });
  };

  it('recovers the map from three finder centres', () => {
    const map = turn(2, { x: 12, y: -7 });
    const from = [
      { x: 300, y: 500 },
      { x: 380, y: 500 },
      { x: 300, y: 580 },
    ] as const;
    const affine = affineFrom(from, [map(from[0]), map(from[1]), map(from[2])])!;
    const probe = { x: 40, y: 90 };
    expect(affine.a * probe.x + affine.b * probe.y + affine.c).toBeCloseTo(map(probe).x, 6);
    expect(affine.d * probe.x + affine.e * probe.y + affine.f).toBeCloseTo(map(probe).y, 6);
    expect(affineFrom([from[0], from[0], from[1]], [from[0], from[1], from[2]])).toBeNull();
  });

  it('does not count a printed line the scan moved by a few pixels, but counts writing', () => {
    const line = { x: 0.1, y: 0.2, width: 0.8, height: 0.004 };
    const printed = printedMask(raster(400, 600, [line]));
    const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    // Off by 9 pixels: beyond the tolerance, within the search.
    expect(inkIn(raster(400, 600, [{ ...line, y: line.y + 9 / 600 }]), printed, space, identity)).toBe(0);
    const written = raster(400, 600, [{ ...line, y: line.y + 9 / 600 }, { x: 0.3, y: 0.3, width: 0.2, height: 0.05 }]);
    expect(inkIn(written, printed, space, identity)).toBeGreaterThan(0.03);
  });

  it('places an evidence box where the space lies on the scan', () => {
    const clean = raster(100, 200);
    const scan = raster(200, 400);
    const shiftedDouble = { a: 2, b: 0, c: 20, d: 0, e: 2, f: 40 };
    const box = boxOnScan({ x: 0.1, y: 0.1, width: 0.5, height: 0.2 }, clean, scan, shiftedDouble);
    for (const [key, value] of Object.entries({ x: 0.2, y: 0.2, width: 0.5, height: 0.2 })) expect(box[key as keyof typeof box]).toBeCloseTo(value, 9);
  });
});
