import type { QuestionRubric } from '../rubrics/rubric.js';
import {
  cleanCopyOf,
  decideFromForeignAreas,
  decideFromForeignWork,
  FOREIGN_CLEAN_PAPER_EXPLANATION,
  FOREIGN_SCHEME_EXPLANATION,
  FOREIGN_WRITTEN_EXPLANATION,
  labelAbove,
  NOTHING_READ_EXPLANATION,
  partsOfAreas,
  readsAsScheme,
  wordsOf,
} from './foreign-work.js';

const box = { x: 0.1, y: 0.2, width: 0.5, height: 0.03 };
const page = (pageId: string, ...lines: Array<[string, number]>) => ({
  pageId,
  lines: lines.map(([text, confidence]) => ({ text, confidence, box })),
});

const rubric: QuestionRubric = {
  origin: 'paper-revision',
  pin: null,
  parts: [{ id: 'a', label: '(a)', marks: 3 }],
  allocations: [
    {
      id: 'a.1',
      partId: 'a',
      code: 'M1',
      requirement: 'Uses the formula',
      expected: 'x = \\frac{-4 \\pm \\sqrt{-36}}{2}',
      conditions: [],
      dependsOn: [],
    },
    { id: 'a.2', partId: 'a', code: 'A1', requirement: 'Both roots', expected: 'x = 12.5', conditions: [], dependsOn: ['a.1'] },
    { id: 'a.3', partId: 'a', code: 'B1', requirement: 'Modulus', expected: '3', conditions: [], dependsOn: [] },
  ],
};
const paperWords = new Set(
  wordsOf('Solve the equation giving your answers in the form where and are real numbers Find the modulus of either root'),
);

describe('work not on our paper (OCR of the whole page)', () => {
  it('awards a long expected writing found whole, never a short one, and withholds nothing', () => {
    const decisions = decideFromForeignWork(rubric, [page('w:p1', ['x = 25/2', 30], ['x = 12.5', 75], ['|z| = 3', 90])], null);
    expect(decisions.map((d) => d.decision)).toEqual(['uncertain', 'awarded', 'uncertain']);
    expect(decisions[1]).toMatchObject({
      explanation: 'The expected x=12.5 is written in the work, read as "x = 12.5".',
      evidence: [{ pageId: 'w:p1', quote: 'x = 12.5', box }],
    });
    // The 3 of the modulus is short: it could be any part's, so it settles nothing off our paper.
    expect(decisions[2]).toMatchObject({
      explanation: FOREIGN_WRITTEN_EXPLANATION,
      evidence: [{ quote: 'x = 12.5' }, { quote: '|z| = 3' }],
    });
  });

  it('awards the method mark a mark found below other working depends on', () => {
    const lines = [
      { text: 'z^2 - 4z + 13 = 0', confidence: 80, box },
      { text: 'x = 12.5', confidence: 75, box: { ...box, y: 0.25 } },
    ];
    const decisions = decideFromForeignWork(rubric, [{ pageId: 'w:p1', lines }], null);
    expect(decisions.map((d) => d.decision)).toEqual(['awarded', 'awarded', 'uncertain']);
    expect(decisions[0]).toMatchObject({
      explanation:
        'Implied by the A1 awarded in the working of part (a) (its line read as "x = 12.5"): the scheme gives that mark only with this one.',
      evidence: [{ quote: 'x = 12.5' }],
    });
  });

  it('refuses a page that reads as a mark scheme, and a clean copy of the question paper', () => {
    const scheme = page('w:p1', ['1(a) Uses the formula M1', 90], ['Both roots A1 A1', 88], ['Modulus B1ft', 91]);
    expect(readsAsScheme(scheme)).toBe(true);
    expect(decideFromForeignWork(rubric, [scheme], null).every((d) => d.explanation === FOREIGN_SCHEME_EXPLANATION)).toBe(true);
    const clean = page(
      'w:p1',
      ['Solve the equation giving your answers in the form', 95],
      ['where and are real numbers', 93],
      ['Find the modulus of either root', 96],
    );
    expect(cleanCopyOf(clean, paperWords)).toBe(true);
    expect(decideFromForeignWork(rubric, [clean], paperWords).every((d) => d.explanation === FOREIGN_CLEAN_PAPER_EXPLANATION)).toBe(true);
    // The same paper with the learner's writing on it is work, and without the paper's words nothing is called clean.
    const worked = page(
      'w:p1',
      ['Solve the equation giving your answers in the form', 95],
      ['where and are real numbers', 93],
      ['Find the modulus of either root', 96],
      ['roots are minus two plus three', 45],
      ['using the quadratic formula with discriminant negative', 50],
    );
    expect(cleanCopyOf(worked, paperWords)).toBe(false);
    expect(decideFromForeignWork(rubric, [clean], null).every((d) => d.explanation === FOREIGN_WRITTEN_EXPLANATION)).toBe(true);
  });

  it('says when nothing could be read', () => {
    expect(decideFromForeignWork(rubric, [page('w:p1', ['~', 10])], null).map((d) => d.explanation)).toEqual([
      NOTHING_READ_EXPLANATION,
      NOTHING_READ_EXPLANATION,
      NOTHING_READ_EXPLANATION,
    ]);
    expect(decideFromForeignWork(rubric, [], null)[0].explanation).toBe(NOTHING_READ_EXPLANATION);
  });
});

describe('work in the ruled answer boxes of a paper made elsewhere', () => {
  const twoParts: QuestionRubric = {
    origin: 'imported',
    pin: null,
    parts: [
      { id: 'a', label: 'a', marks: 2 },
      { id: 'b', label: 'b', marks: 1 },
    ],
    allocations: [
      { id: 'a.1', partId: 'a', code: 'M1', requirement: 'Subtracts', expected: '3x = 12', conditions: [], dependsOn: [] },
      { id: 'a.2', partId: 'a', code: 'A1', requirement: 'x', expected: 'x = 4', conditions: [], dependsOn: ['a.1'] },
      { id: 'b.1', partId: 'b', code: 'B1', requirement: 'Area', expected: '20', conditions: [], dependsOn: [] },
    ],
  };
  const areaA = { x: 0.1, y: 0.2, width: 0.8, height: 0.1 };
  const areaB = { x: 0.1, y: 0.4, width: 0.8, height: 0.1 };
  const line = (text: string, confidence: number, y: number) => ({ text, confidence, box: { x: 0.15, y, width: 0.2, height: 0.02 } });

  it('finds the part label printed above a box, not one above the box before it', () => {
    const lines = [line('(a) Solve 3x + 5 = 17. [2]', 90, 0.17), line('(b) Find the area. [1]', 90, 0.37)];
    expect(labelAbove(areaA, null, lines)).toBe('a');
    expect(labelAbove(areaB, areaA, lines)).toBe('b');
    expect(labelAbove(areaB, areaA, [lines[0]])).toBeNull();
  });

  it('matches boxes to parts by their labels, else in order when as many, one box to a whole question, else not at all', () => {
    expect(partsOfAreas(twoParts, [{ label: 'b' }, { label: 'a' }])).toEqual(['b', 'a']);
    expect(partsOfAreas(twoParts, [{ label: null }, { label: 'a' }])).toEqual(['a', 'b']);
    expect(partsOfAreas(twoParts, [{ label: null }])).toBe('question');
    expect(partsOfAreas(twoParts, [{ label: null }, { label: null }, { label: null }])).toBeNull();
    expect(partsOfAreas(twoParts, [])).toBeNull();
  });

  it('awards a final answer read in its part box (its method mark implied), and withholds a blank box at that box', () => {
    const decisions = decideFromForeignAreas(
      twoParts,
      [
        {
          pageId: 'w:p1',
          lines: [],
          areas: [
            { box: areaA, ink: 40, label: 'a', lines: [line('3x+5-5 = 17-5', 80, 0.22), line('x = 4', 92, 0.25)], inkEndsAtLastLine: true },
            { box: areaB, ink: 0.2, label: 'b' },
          ],
        },
      ],
      null,
    )!;
    expect(decisions.map((d) => d.decision)).toEqual(['awarded', 'awarded', 'withheld']);
    expect(decisions[1].evidence).toContainEqual(expect.objectContaining({ pageId: 'w:p1', quote: 'x = 4' }));
    expect(decisions[2]).toMatchObject({ evidence: [{ pageId: 'w:p1', quote: 'blank', box: areaB }] });
  });

  it('withholds a final answer read surely that contradicts the expected value', () => {
    const decisions = decideFromForeignAreas(
      twoParts,
      [
        {
          pageId: 'w:p1',
          lines: [],
          areas: [
            { box: areaA, ink: 40, label: null, lines: [line('3x = 12', 90, 0.22), line('x = 9.75', 95, 0.25)], inkEndsAtLastLine: true },
            { box: areaB, ink: 30, label: null, lines: [line('20', 95, 0.42)], inkEndsAtLastLine: true },
          ],
        },
      ],
      null,
    )!;
    expect(decisions.map((d) => d.decision)).toEqual(['awarded', 'withheld', 'awarded']);
  });

  it('withholds a whole question whose one box is blank; reads a written one as a page, never withholding', () => {
    const blank = decideFromForeignAreas(twoParts, [{ pageId: 'w:p1', lines: [], areas: [{ box: areaA, ink: 0, label: null }] }], null)!;
    expect(blank.every((d) => d.decision === 'withheld' && d.evidence[0].box === areaA)).toBe(true);
    const written = decideFromForeignAreas(
      twoParts,
      [
        {
          pageId: 'w:p1',
          lines: [],
          areas: [{ box: areaA, ink: 50, label: null, lines: [line('3x = 12', 90, 0.22), line('x = 5', 95, 0.25)] }],
        },
      ],
      null,
    )!;
    expect(written.map((d) => d.decision)).toEqual(['awarded', 'uncertain', 'uncertain']);
  });

  it('keeps the guards: a page reading as a mark scheme, or a copy of the paper with blank boxes, is never evidence; no box, no decision here', () => {
    const areas = [
      { box: areaA, ink: 0, label: null },
      { box: areaB, ink: 0, label: null },
    ];
    const scheme = [line('M1 A1', 90, 0.1), line('B1', 90, 0.12)];
    expect(decideFromForeignAreas(twoParts, [{ pageId: 'w:p1', lines: scheme, areas }], null)!.map((d) => d.explanation)).toEqual(
      Array(3).fill(FOREIGN_SCHEME_EXPLANATION),
    );
    const copy = [
      line('Solve the equation giving your answers in the form where', 90, 0.1),
      line('and are real numbers Find the modulus of either root', 90, 0.12),
    ];
    expect(decideFromForeignAreas(twoParts, [{ pageId: 'w:p1', lines: copy, areas }], paperWords)!.map((d) => d.explanation)).toEqual(
      Array(3).fill(FOREIGN_CLEAN_PAPER_EXPLANATION),
    );
    // Ink in a box makes the same page a learner's work: its blank box is withheld.
    const inked = [{ ...areas[0], ink: 30, lines: [line('x = 4', 92, 0.22)] }, areas[1]];
    expect(decideFromForeignAreas(twoParts, [{ pageId: 'w:p1', lines: copy, areas: inked }], paperWords)![2].decision).toBe('withheld');
    expect(decideFromForeignAreas(twoParts, [{ pageId: 'w:p1', lines: copy }], paperWords)).toBeNull();
  });
});
