import type { QuestionRubric } from '../rubrics/rubric.js';
import {
  cleanCopyOf,
  decideFromForeignWork,
  FOREIGN_CLEAN_PAPER_EXPLANATION,
  FOREIGN_SCHEME_EXPLANATION,
  FOREIGN_WRITTEN_EXPLANATION,
  NOTHING_READ_EXPLANATION,
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
