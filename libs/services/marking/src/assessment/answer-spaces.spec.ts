import type { QuestionRubric } from '../rubrics/rubric.js';
import {
  affineFrom,
  boxOnScan,
  CLEAN_PAPER_EXPLANATION,
  printedMask,
  scaleBetween,
  decideFromAnswerSpaces,
  FAINT_EXPLANATION,
  fitInk,
  inkedArea,
  inkImage,
  inkRegion,
  type Raster,
  UNLOCATED_EXPLANATION,
  WRITTEN_EXPLANATION,
} from './answer-spaces.js';
import { QUOTE_CONFIDENCE } from './written-answers.js';

/** A white raster with dark rectangles (fractions of the page), black unless a rectangle says its grey. */
function raster(
  width: number,
  height: number,
  dark: Array<{ x: number; y: number; width: number; height: number; grey?: number }> = [],
): Raster {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const box of dark) {
    for (let y = Math.floor(box.y * height); y < (box.y + box.height) * height; y += 1) {
      for (let x = Math.floor(box.x * width); x < (box.x + box.width) * width; x += 1)
        rgba.fill(box.grey ?? 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, rgba };
}

const space = { x: 0.1, y: 0.1, width: 0.8, height: 0.3 };

describe('fitInk', () => {
  it('counts what the student added, not what was printed, whatever the two sizes', () => {
    const printedLine = { x: 0.1, y: 0.2, width: 0.8, height: 0.01 };
    const clean = raster(200, 300, [printedLine]);
    expect(fitInk(raster(400, 600, [printedLine]), printedMask(clean), space, scaleBetween(clean, raster(400, 600))).ink).toBe(0);
    const written = fitInk(
      raster(400, 600, [printedLine, { x: 0.3, y: 0.25, width: 0.2, height: 0.05 }]),
      printedMask(clean),
      space,
      scaleBetween(clean, raster(400, 600)),
    ).ink;
    expect(written).toBeGreaterThan(0.03);
    expect(written).toBeLessThan(0.06);
  });

  it('fits the printed rule, not the writing: a pen stroke as long as the rule does not hide under it', () => {
    const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    // A light rule (a dotted half-point rule scans grey) moved 6 px down on the scan, and a dark
    // horizontal stroke of writing 6 px above where the map puts the rule: least ink alone lays the
    // rule's mask on the stroke and erases it.
    const rule = { x: 0.1, y: 0.2, width: 0.8, height: 2 / 600, grey: 180 };
    const scan = raster(400, 600, [
      { ...rule, y: rule.y + 6 / 600 },
      { x: 0.2, y: rule.y - 6 / 600, width: 0.6, height: 2 / 600 },
    ]);
    const fitted = fitInk(scan, printedMask(raster(400, 600, [rule])), space, identity);
    expect(fitted.shift.y).toBe(6);
    expect(fitted.ink).toBeGreaterThan(0.004);
  });

  it('ignores the border of the box', () => {
    const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
    expect(
      fitInk(raster(400, 600, [{ x: 0.1, y: 0.1, width: 0.8, height: 0.005 }]), printedMask(raster(400, 600)), space, identity).ink,
    ).toBe(0);
  });
});

describe('inkImage', () => {
  const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };
  const darkAt = (image: Raster, x: number, y: number) => image.rgba[(y * image.width + x) * 4] < 255;

  it('keeps the writing, erases a printed rule except where a stroke crosses it, and crops to the ink', () => {
    const rule = { x: 0.1, y: 0.5, width: 0.8, height: 0.005 };
    const clean = raster(400, 400, [rule]);
    // A vertical stroke crossing the rule at x = 0.3, and a dot of writing above it.
    const scan = raster(400, 400, [rule, { x: 0.3, y: 0.4, width: 0.01, height: 0.2 }, { x: 0.5, y: 0.3, width: 0.05, height: 0.05 }]);
    const { image, origin, step, inked } = inkImage(
      scan,
      printedMask(clean, 2),
      { x: 0.1, y: 0.1, width: 0.8, height: 0.8 },
      identity,
      { x: 0, y: 0 },
      1,
    );
    expect(step).toBe(1);
    // Cropped to the ink (x 120..220, y 120..240 on the page) with a 12 px margin, and the ink's bounds in the image.
    expect(origin).toEqual({ x: 108, y: 108 });
    expect(Math.abs(image.width - (220 + 12 - 108))).toBeLessThanOrEqual(1);
    expect(inked).toEqual({ x0: 12, y0: 12, x1: image.width - 12, y1: image.height - 12 });
    const at = (x: number, y: number) => darkAt(image, x - origin.x, y - origin.y);
    expect(at(121, 201)).toBe(true); // the stroke where it crosses the rule
    expect(at(180, 201)).toBe(false); // the rule itself
    expect(at(205, 125)).toBe(true); // the dot of writing
  });
});

describe('inkRegion', () => {
  const box = { x: 0.1, y: 0.1, width: 0.8, height: 0.8 };
  const identity = { a: 1, b: 0, c: 0, d: 0, e: 1, f: 0 };

  it('is the part of a space that holds ink, with a margin, and reads the same as the whole space', () => {
    const clean = raster(400, 400);
    const scan = raster(400, 400, [{ x: 0.3, y: 0.4, width: 0.1, height: 0.05 }]);
    const printed = printedMask(clean, 2);
    const region = inkRegion(scan, printed, box, identity, { x: 0, y: 0 })!;
    // The ink is x 120..160, y 160..180 on the page; 16 pixels of margin.
    expect(region.x * 400).toBeCloseTo(104, 6);
    expect(region.y * 400).toBeCloseTo(144, 6);
    expect((region.x + region.width) * 400).toBeCloseTo(176, 6);
    expect((region.y + region.height) * 400).toBeCloseTo(196, 6);
    const whole = inkImage(scan, printed, box, identity, { x: 0, y: 0 }, 2);
    const part = inkImage(scan, printed, region, identity, { x: 0, y: 0 }, 2);
    expect([part.origin, part.image.width, part.image.height, part.inked]).toEqual([
      whole.origin,
      whole.image.width,
      whole.image.height,
      whole.inked,
    ]);
    expect(Buffer.from(part.image.rgba).equals(Buffer.from(whole.image.rgba))).toBe(true);
  });

  it('is null for a space with only specks of noise', () => {
    const specked = raster(400, 400, [{ x: 0.5, y: 0.5, width: 0.002, height: 0.002 }]);
    expect(inkRegion(specked, printedMask(raster(400, 400), 2), box, identity, { x: 0, y: 0 })).toBeNull();
  });
});

describe('inkedArea', () => {
  it('is the inked share of a space times its area on an A4 page, in mm²', () => {
    expect(inkedArea(0.01, { x: 0, y: 0, width: 0.5, height: 0.1 })).toBeCloseTo(0.01 * 105 * 29.7);
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

  it('withholds a blank part at its space and leaves unread written and faint parts uncertain', () => {
    const decisions = decideFromAnswerSpaces(
      rubric,
      2,
      [
        {
          pageId: 'w:p3',
          spaces: [
            { question: 2, partId: 'a', box: box(0.1), ink: 40 },
            { question: 2, partId: 'b', box: box(0.4), ink: 0 },
            { question: 2, partId: 'c', box: box(0.7), ink: 2 },
            { question: 1, partId: 'b', box: box(0.9), ink: 0 },
          ],
        },
      ],
      true,
    );
    expect(decisions.map((d) => [d.allocationId, d.decision])).toEqual([
      ['a1', 'uncertain'],
      ['a2', 'uncertain'],
      ['b1', 'withheld'],
      ['c1', 'uncertain'],
    ]);
    expect(decisions[0]).toMatchObject({
      explanation: WRITTEN_EXPLANATION,
      evidence: [{ pageId: 'w:p3', quote: 'handwriting, not read', box: box(0.1) }],
    });
    expect(decisions[2]).toMatchObject({
      explanation: 'The answer space of part (b) is blank.',
      evidence: [{ pageId: 'w:p3', quote: 'blank', box: box(0.4) }],
    });
    expect(decisions[3].explanation).toBe(FAINT_EXPLANATION);
  });

  it('decides a written part from the lines read there: the expected value awarded with its line, a surely read other final value withheld', () => {
    const withExpected: QuestionRubric = {
      ...rubric,
      allocations: [
        { id: 'a1', partId: 'a', code: 'M1', requirement: '', expected: '\\frac{3}{4} \\times 8', conditions: [], dependsOn: [] },
        { id: 'a2', partId: 'a', code: 'A1', requirement: '', expected: 'x = 6', conditions: [], dependsOn: ['a1'] },
        { id: 'b1', partId: 'b', code: 'B1', requirement: '', expected: '0.0512', conditions: [], dependsOn: [] },
        { id: 'c1', partId: 'c', code: 'B1', requirement: '', expected: '12', conditions: [], dependsOn: [] },
      ],
    };
    const line = (text: string, confidence: number, y: number) => ({ text, confidence, box: { x: 0.12, y, width: 0.3, height: 0.02 } });
    const decisions = decideFromAnswerSpaces(
      withExpected,
      2,
      [
        {
          pageId: 'w:p3',
          spaces: [
            {
              question: 2,
              partId: 'a',
              box: box(0.1),
              ink: 40,
              lines: [line('3/4 x 8', 55, 0.11), line('x = 6', 91, 0.14), line('smudge', 12, 0.17)],
            },
            { question: 2, partId: 'b', box: box(0.4), ink: 20, lines: [line('P = 0.0733', 93, 0.41)] },
            { question: 2, partId: 'c', box: box(0.7), ink: 20, lines: [line('= 13', 60, 0.71), line('smudge', 12, 0.74)] },
          ],
        },
      ],
      true,
    );
    expect(decisions.map((d) => [d.allocationId, d.decision])).toEqual([
      ['a1', 'awarded'],
      ['a2', 'awarded'],
      ['b1', 'withheld'],
      ['c1', 'uncertain'],
    ]);
    // The method mark is implied by the accuracy mark found below it (working-rules).
    expect(decisions[0]).toMatchObject({
      explanation:
        'Implied by the A1 awarded in the working of part (a) (its line read as "x = 6"): the scheme gives that mark only with this one.',
    });
    // The unsure smudge is not quoted; the line read is, for the reviewer.
    expect(decisions[3]).toMatchObject({ explanation: WRITTEN_EXPLANATION, evidence: [{ quote: '= 13' }] });
    expect(decisions[1]).toMatchObject({
      explanation: 'The expected x=6 is written in the answer space, read as "x = 6".',
      evidence: [{ pageId: 'w:p3', quote: 'x = 6', box: line('', 0, 0.14).box }],
    });
    expect(decisions[2].explanation).toBe('The final answer is written as "P = 0.0733", which contradicts the expected 0.0512.');
  });

  it('withholds the marks after the value the working of a part ends at, unless ink lies below its last line', () => {
    const stopping: QuestionRubric = {
      ...rubric,
      allocations: [
        { id: 'a1', partId: 'a', code: 'M1', requirement: '', expected: '3x^2 - 12 = 0', conditions: [], dependsOn: [] },
        { id: 'a2', partId: 'a', code: 'A1', requirement: '', expected: 'x = 2', conditions: [], dependsOn: ['a1'] },
      ],
    };
    const first = { text: '3x^2-12=0', confidence: 91, box: { x: 0.12, y: 0.11, width: 0.3, height: 0.02 } };
    const reading = (inkEndsAtLastLine: boolean) => [
      { pageId: 'w:p3', spaces: [{ question: 2, partId: 'a', box: box(0.1), ink: 20, lines: [first], inkEndsAtLastLine }] },
    ];
    expect(decideFromAnswerSpaces(stopping, 2, reading(true), true)[1]).toMatchObject({
      decision: 'withheld',
      explanation:
        'The working of part (a) ends at "3x^2-12=0" (the expected 3x^2-12=0 of the M1), with nothing written below it: the expected x=2 is not written.',
      evidence: [{ pageId: 'w:p3', quote: '3x^2-12=0', box: first.box }],
    });
    expect(decideFromAnswerSpaces(stopping, 2, reading(false), true)[1]).toMatchObject({
      decision: 'uncertain',
      explanation: WRITTEN_EXPLANATION,
    });
  });

  it('awards a long expected writing found whole in a line read too unsurely to quote', () => {
    const expecting: QuestionRubric = {
      ...rubric,
      allocations: [{ id: 'b1', partId: 'b', code: 'B1', requirement: '', expected: '0.0512', conditions: [], dependsOn: [] }],
    };
    const unsure = { text: 'p = 0.0512', confidence: QUOTE_CONFIDENCE - 20, box: box(0.41) };
    const [decision] = decideFromAnswerSpaces(
      expecting,
      2,
      [{ pageId: 'w:p3', spaces: [{ question: 2, partId: 'b', box: box(0.4), ink: 20, lines: [unsure] }] }],
      true,
    );
    expect(decision).toMatchObject({ decision: 'awarded', evidence: [{ pageId: 'w:p3', quote: 'p = 0.0512' }] });
  });

  it('decides nothing from a clean question paper, and says when a part was not found', () => {
    const uninked = [{ pageId: 'w:p3', spaces: [{ question: 2, partId: 'a', box: box(0.1), ink: 0 }] }];
    const clean = decideFromAnswerSpaces(rubric, 2, uninked, false);
    expect(clean[0]).toMatchObject({ decision: 'uncertain', explanation: CLEAN_PAPER_EXPLANATION, evidence: [] });
    expect(clean[2]).toMatchObject({ decision: 'uncertain', explanation: UNLOCATED_EXPLANATION });
    expect(decideFromAnswerSpaces(rubric, 2, [], false).every((d) => d.decision === 'uncertain')).toBe(true);
    // The same pages in a script written elsewhere (another question answered on another page): left blank.
    expect(decideFromAnswerSpaces(rubric, 2, uninked, true)[0]).toMatchObject({
      decision: 'withheld',
      explanation: 'The answer space of part (a) is blank.',
      evidence: [{ pageId: 'w:p3', quote: 'blank' }],
    });
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
    expect(fitInk(raster(400, 600, [{ ...line, y: line.y + 9 / 600 }]), printed, space, identity).ink).toBe(0);
    const written = raster(400, 600, [
      { ...line, y: line.y + 9 / 600 },
      { x: 0.3, y: 0.3, width: 0.2, height: 0.05 },
    ]);
    expect(fitInk(written, printed, space, identity).ink).toBeGreaterThan(0.03);
  });

  it('places an evidence box where the space lies on the scan', () => {
    const clean = raster(100, 200);
    const scan = raster(200, 400);
    const shiftedDouble = { a: 2, b: 0, c: 20, d: 0, e: 2, f: 40 };
    const box = boxOnScan({ x: 0.1, y: 0.1, width: 0.5, height: 0.2 }, clean, scan, shiftedDouble);
    for (const [key, value] of Object.entries({ x: 0.2, y: 0.2, width: 0.5, height: 0.2 }))
      expect(box[key as keyof typeof box]).toBeCloseTo(value, 9);
  });
});
