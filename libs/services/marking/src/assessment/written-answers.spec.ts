import type { RubricAllocation } from '../rubrics/rubric.js';
import {
  AGREEING_CONFIDENCE,
  AGREEING_UNQUOTED_CONFIDENCE,
  AWARD_CONFIDENCE,
  CONTRADICTION_CONFIDENCE,
  decideFromWriting,
  editDistance,
  finalNumberOf,
  mergeReadings,
  QUOTE_CONFIDENCE,
  type ReadLine,
  RECOGNISED_CONFIDENCE,
  repeatsOf,
} from './written-answers.js';

const allocation = (code: string, expected: string): RubricAllocation => ({
  id: 'a.1',
  partId: 'a',
  code,
  requirement: '',
  expected,
  conditions: [],
  dependsOn: [],
});
const line = (text: string, confidence = 95) => ({ text, confidence, pageId: 'w:p1', box: { x: 0.1, y: 0.2, width: 0.3, height: 0.02 } });

describe('finalNumberOf', () => {
  it.each([
    ['x=0.0512', 0.0512],
    ['-14', -14],
    ['k=3/4', 0.75],
    ['P(X>=23)=0.0327', 0.0327],
    ['2x+3', null],
    ['x=1/0', null],
  ])('%s ends in %s', (written, value) => expect(finalNumberOf(written)).toBe(value));
});

describe('editDistance', () => {
  it.each([
    ['10', '70', 1],
    ['2.5', '3.6', 2],
    ['', 'abc', 3],
    ['0.0512', '0.0512', 0],
  ])('%s to %s is %s', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));
});

describe('mergeReadings', () => {
  const at = (text: string, y: number, height = 0.02) => ({ text, confidence: 50, box: { x: 0.1, y, width: 0.3, height } });

  it('takes a line of the second reading that overlaps one of the first as that line read again, and keeps the others in order', () => {
    const merged = mergeReadings(
      [at('k-9=0', 0.3), at('x=1/2', 0.34)],
      [at('k-4=0', 0.302, 0.021), at('k-4=0', 0.3), at('x=1/2', 0.341), at('y=7', 0.4)],
    );
    expect(merged.map(({ text, alsoReadAs }) => [text, alsoReadAs])).toEqual([
      ['k-9=0', ['k-4=0']],
      ['x=1/2', []],
      ['y=7', []],
    ]);
  });

  it('keeps lines that only touch apart', () => expect(mergeReadings([at('a=1', 0.3)], [at('b=2', 0.315)])).toHaveLength(2));

  it('counts the readings that read each line, the same or otherwise', () => {
    const scales: ReadLine[][] = [
      [at('x=2', 0.3), at('y=5', 0.34)],
      [at('x=2', 0.3), at('y=6', 0.34), at('z=1', 0.4)],
      [at('x=7', 0.301), at('z=1', 0.4)],
    ];
    const merged = scales.reduce(mergeReadings);
    expect(merged.map(({ text, alsoReadAs, readings }) => [text, alsoReadAs, readings])).toEqual([
      ['x=2', ['x=7'], 3],
      ['y=5', ['y=6'], 2],
      ['z=1', [], 2],
    ]);
  });
});

describe('decideFromWriting', () => {
  it('awards the expected value found as a whole term of a surely read line, quoting that line', () => {
    expect(decideFromWriting(allocation('A1', '-21 - 25\\mathrm{i}'), true, [line('z = -21 - 25i')])).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: 'z = -21 - 25i' }],
    });
    expect(decideFromWriting(allocation('A1', '\\frac{3}{4}'), true, [line('p = 0.75')])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('B1', '0.0512'), true, [line('0.0512')])?.decision).toBe('awarded');
    // A pair or a list whose commas were read as points.
    expect(decideFromWriting(allocation('B1', '(1, -6)'), true, [line('(1.-6)')])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('B1', '25.8, \\; 11.1'), true, [line('25.8.11.1')])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('B1', '(1, -6)'), true, [line('(1.6)')])).toBeNull();
  });

  it('reads handwriting loosely where a reader sees it so: a power inline, letters in either case, an undotted i as a final slash', () => {
    expect(decideFromWriting(allocation('M1', '\\mathrm{E}(X^{2}) = 5.15'), false, [line('E(X2)=5.15', 0)])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('M1', '6^{n} + 8 = f(n) + 4'), false, [line('6n+8=F(n)+4', 0)])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('A1', '-6 + 2\\mathrm{i}'), true, [line('z = -6+2/', 0)])?.decision).toBe('awarded');
    expect(
      decideFromWriting(allocation('A1', 'i(3 + 5\\mathrm{i}) = -5 + 3\\mathrm{i}'), false, [line('i(3+5/)=-5+3/', 0)])?.decision,
    ).toBe('awarded');
    // A slash with a denominator after it is a fraction's, not an i; a short value read loosely still needs a sure reading.
    expect(decideFromWriting(allocation('A1', '-6 + 2\\mathrm{i}'), true, [line('-6+2/3', 0)])).toBeNull();
    expect(decideFromWriting(allocation('A1', '2\\mathrm{i}'), false, [line('2/', AWARD_CONFIDENCE - 1)])).toBeNull();
    expect(decideFromWriting(allocation('A1', '2\\mathrm{i}'), false, [line('2/', AWARD_CONFIDENCE)])?.decision).toBe('awarded');
    // The power is read, only not as a caret: a different power is no match.
    expect(decideFromWriting(allocation('M1', '\\mathrm{E}(X^{2}) = 5.15'), false, [line('E(X3)=5.15', 0)])).toBeNull();
    // A handwritten cross between numbers read surely as an x, where a cross is expected; not between letters, nor other numbers.
    const [cross, sure] = [allocation('M1', '\\frac{1}{2} \\times 8 \\times 5'), AWARD_CONFIDENCE];
    expect(decideFromWriting(cross, false, [line('1/2x8x5', sure)])?.decision).toBe('awarded');
    expect(decideFromWriting(cross, false, [line('1/2x8x6', sure)])).toBeNull();
    expect(decideFromWriting(allocation('M1', 'g \\times s'), false, [line('gxs', sure)])).toBeNull();
  });

  it('leaves a starred mark uncertain where its printed answer is found, and still withholds it when contradicted', () => {
    const shown = decideFromWriting(allocation('A1*', '13\\,\\mathrm{f}(k) - 60'), true, [line('13f(k)-60')]);
    expect(shown).toMatchObject({
      decision: 'uncertain',
      explanation:
        'The expected 13f(k)-60 is written in the answer space, read as "13f(k)-60", but it is printed on the paper: the mark needs fully correct working, which a reviewer must judge.',
      evidence: [{ quote: '13f(k)-60' }],
    });
    expect(decideFromWriting(allocation('A1*', '\\frac{6}{7}'), true, [line('= 13/14', CONTRADICTION_CONFIDENCE)])?.decision).toBe(
      'withheld',
    );
  });

  it('never awards a number found inside another one, or read unsurely', () => {
    expect(decideFromWriting(allocation('A1', '14'), false, [line('x = -14')])).toBeNull();
    expect(decideFromWriting(allocation('A1', '14'), false, [line('2x + 140')])).toBeNull();
    expect(decideFromWriting(allocation('A1', '14'), false, [line('x = 14', AWARD_CONFIDENCE - 1)])).toBeNull();
    // A long expected writing found whole stands on its own, however unsure the reader was of the line.
    expect(
      decideFromWriting(allocation('M1', 'P(X \\geqslant 8) = 1 - P(X \\leqslant 7)'), false, [line('P(X>=8)=1-P(X<=7)', 0)])?.decision,
    ).toBe('awarded');
    // A named expected value is not any line's final number: y = 4 is not x^2 = 4.
    expect(decideFromWriting(allocation('A1', 'x^{2} = 4'), false, [line('y = 4')])).toBeNull();
  });

  it('leaves the last accuracy mark uncertain where its value is in working above a final answer that surely contradicts it', () => {
    const decided = decideFromWriting(allocation('A1', '\\frac{5}{36}'), true, [line('P(A) = 5/36'), line('P(A or B) = 6/37')]);
    expect(decided).toMatchObject({
      decision: 'uncertain',
      explanation: expect.stringContaining('but the final answer below it is written as "P(A or B) = 6/37", which contradicts it'),
      evidence: [{ quote: 'P(A) = 5/36' }, { quote: 'P(A or B) = 6/37' }],
    });
    // A final line read unsurely contradicts nothing; any mark but the part's last strict accuracy mark is not its answer.
    expect(decideFromWriting(allocation('A1', '\\frac{5}{36}'), true, [line('P(A) = 5/36'), line('= 6/37', 50)])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('M1', '\\frac{5}{36}'), false, [line('P(A) = 5/36'), line('= 6/37')])?.decision).toBe('awarded');
  });

  it("never awards a bare value found as a term of working: the determinant's cofactor -2 is not the answer -7 the learner went on to", () => {
    const working = [line('-1(-5)-(-2)(1)+3(2)'), line('= 5 + 2 + 6'), line('= -7', CONTRADICTION_CONFIDENCE - 1)];
    expect(decideFromWriting(allocation('A1', '-2'), true, working)).toBeNull();
    // A last line read surely whose answer is more than a misread character away contradicts it.
    expect(decideFromWriting(allocation('A1', '-2'), true, [...working.slice(0, 2), line('= 13')])?.decision).toBe('withheld');
    // The value as a line's final answer, alone or after its last relation, still earns the mark.
    expect(decideFromWriting(allocation('A1', '-2'), true, [...working.slice(0, 2), line('det M = -2')])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('A1', '-2'), true, [line('-2')])?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('A1', '-2'), true, [line('(-2)(1)')])).toBeNull();
  });

  it("withholds a part's last strict accuracy mark when the last line ends surely in another number", () => {
    const contradicted = decideFromWriting(allocation('A1', '23'), true, [line('working'), line('X >= 35', CONTRADICTION_CONFIDENCE)]);
    expect(contradicted).toMatchObject({ decision: 'withheld', evidence: [{ quote: 'X >= 35' }] });
    expect(decideFromWriting(allocation('A1', '23'), true, [line('X = 35', CONTRADICTION_CONFIDENCE - 1)])).toBeNull();
    // Read surely and contradicting at every scale it was read at; not when another reading may be the answer.
    const readAgain = (alsoReadAs: string[], readings = 3, confidence = AWARD_CONFIDENCE) => [
      { ...line('X = 35', confidence), alsoReadAs, readings },
    ];
    expect(decideFromWriting(allocation('A1', '23'), true, readAgain(['X = 36']))).toMatchObject({
      decision: 'withheld',
      evidence: [{ quote: 'X = 35' }],
    });
    expect(decideFromWriting(allocation('A1', '23'), true, readAgain([]))?.decision).toBe('withheld');
    expect(decideFromWriting(allocation('A1', '23'), true, readAgain(['X = 36', 'X = 28']))).toBeNull();
    expect(decideFromWriting(allocation('A1', '23'), true, readAgain([], 1))).toBeNull();
    expect(decideFromWriting(allocation('A1', '23'), true, readAgain(['X = 36'], 3, AWARD_CONFIDENCE - 1))).toBeNull();
    // One character off may be a misreading (a handwritten 1 read as 7): no contradiction.
    expect(decideFromWriting(allocation('B1', '10'), true, [line('= 70')])).toBeNull();
    expect(decideFromWriting(allocation('B1', '0.0512'), true, [line('= 0.0572')])).toBeNull();
    // Not the part's last accuracy mark, a follow-through or a method mark: a wrong value settles nothing.
    expect(decideFromWriting(allocation('A1', '23'), false, [line('X = 24')])).toBeNull();
    expect(decideFromWriting(allocation('A1ft', '23'), true, [line('X = 24')])).toBeNull();
    expect(decideFromWriting(allocation('M1', '23'), true, [line('X = 24')])).toBeNull();
    // The same value to 3 significant figures is no contradiction, and no award either.
    expect(decideFromWriting(allocation('A1', '31.3'), true, [line('a = 31.25')])).toBeNull();
  });

  it('awards a value expected twice only on a second line showing it: written once, then a wrong final answer, it earns the first mark only', () => {
    const [first, second] = [allocation('M1', '\\frac{5}{36}'), { ...allocation('A1', '\\frac{5}{36}'), id: 'a.2' }];
    expect([...repeatsOf([first, second, { ...allocation('B1', '7'), id: 'a.3' }])]).toEqual([
      ['a.1', 0],
      ['a.2', 1],
      ['a.3', 0],
    ]);
    const wrongFinal = [line('P = 5/36'), line('P = 6/37', CONTRADICTION_CONFIDENCE)];
    expect(decideFromWriting(first, false, wrongFinal, 'in the answer space', 0)?.decision).toBe('awarded');
    expect(decideFromWriting(second, true, wrongFinal, 'in the answer space', 1)).toMatchObject({
      decision: 'withheld',
      evidence: [{ quote: 'P = 6/37' }],
    });
    expect(decideFromWriting(second, true, [line('P = 5/36'), line('= 5/36')], 'in the answer space', 1)).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: '= 5/36' }],
    });
  });

  it("awards a value that an earlier allocation's working holds only on a further line: the factorisation earns the method, not the factor's own mark", () => {
    const [method, factor] = [allocation('M1', '(x - 1)(x^{2} + 4x + 13)'), { ...allocation('A1', 'x^{2} + 4x + 13'), id: 'a.2' }];
    expect([...repeatsOf([method, factor, { ...allocation('B1', '4x'), id: 'a.3' }])]).toEqual([
      ['a.1', 0],
      ['a.2', 1],
      ['a.3', 0],
    ]);
    expect(decideFromWriting(factor, false, [line('(x-1)(x+4x+13)', 0)], 'in the answer space', 1)).toBeNull();
    expect(decideFromWriting(factor, false, [line('(x-1)(x+4x+13)', 0), line('x+4x+13', 0)], 'in the answer space', 1)).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: 'x+4x+13' }],
    });
  });

  it("withholds a part's last strict accuracy mark when the last line, read surely, is the expected working's shape with other numbers", () => {
    const final = allocation('A1', '\\frac{384\\pi}{25} + 12\\sqrt{3}');
    expect(decideFromWriting(final, true, [line('working'), line('385n/26+12v3', CONTRADICTION_CONFIDENCE)])).toMatchObject({
      decision: 'withheld',
      evidence: [{ quote: '385n/26+12v3' }],
    });
    // One digit apart may be a misreading; read unsurely, or another shape, it settles nothing.
    expect(decideFromWriting(final, true, [line('385n/25+12v3', CONTRADICTION_CONFIDENCE)])).toBeNull();
    expect(decideFromWriting(final, true, [line('385n/26+12v3', CONTRADICTION_CONFIDENCE - 1)])).toBeNull();
    expect(decideFromWriting(final, true, [line('x=385+26', CONTRADICTION_CONFIDENCE)])).toBeNull();
    expect(decideFromWriting({ ...final, code: 'A1ft' }, true, [line('385n/26+12v3', CONTRADICTION_CONFIDENCE)])).toBeNull();
  });

  it('takes no contradiction from a line read too unsurely to quote after the answer', () => {
    expect(
      decideFromWriting(allocation('A1', '23'), true, [line('X >= 35', CONTRADICTION_CONFIDENCE), line('~', QUOTE_CONFIDENCE - 1)])
        ?.decision,
    ).toBe('withheld');
  });

  it('awards working with no plain form where its written form is read with few misreadings and every digit as written', () => {
    const [ln, arg] = [
      allocation('M1', '\\ln\\left(\\frac{t + 2}{t + 5}\\right) \\to 0'),
      allocation('A1', 'r = 2\\sqrt{2}, \\; \\theta = \\frac{3\\pi}{4}'),
    ];
    expect(decideFromWriting(ln, false, [line('ln((t+2)/(t+5))-0', 0)])).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: 'ln((t+2)/(t+5))-0' }],
    });
    expect(decideFromWriting(ln, false, [line('In((t+2)/(t+5))->0', 0)])?.decision).toBe('awarded');
    expect(decideFromWriting(arg, true, [line('r=2/2.0=3n/4', 30)])?.decision).toBe('awarded');
    // A different number is never a misreading; too many misread characters are no evidence; nor is
    // a line whose only numbers, in powers, went unread.
    expect(decideFromWriting(allocation('A1', 'y = A x^{4} + B x^{-2}'), true, [line('y=Ax+Bx')])).toBeNull();
    expect(decideFromWriting(ln, false, [line('ln((t+2)/(t+6))->0')])).toBeNull();
    expect(decideFromWriting(ln, false, [line('In((+2)/(+5))-0')])).toBeNull();
    // A short written form must be read exactly as its plain form would be.
    expect(decideFromWriting(allocation('A1', '\\frac{9\\pi}{20}'), true, [line('9n/20')])).toBeNull();
  });

  it('awards a value any reading of a line holds, quoting that reading, and counts the line once however often it was read', () => {
    const twice = { ...line('k-9=0', 0), alsoReadAs: ['k-4=0'] };
    const method = allocation('M1', 'k - 4 = 0');
    expect(decideFromWriting(method, false, [twice])).toMatchObject({ decision: 'awarded', evidence: [{ quote: 'k-4=0' }] });
    expect(decideFromWriting({ ...method, id: 'a.2' }, false, [twice], 'in the answer space', 1)).toBeNull();
    // A short value needs a sure reading, and only the line's own reading has a confidence.
    expect(decideFromWriting(allocation('A1', '4'), false, [{ ...line('9', 99), alsoReadAs: ['4'] }])).toBeNull();
  });

  it("awards a short value the handwriting model reads surely, where tesseract misread it, and quotes the model's reading", () => {
    const read = (confidence: number) => [{ ...line('5.99', 85), recognised: { text: '8.44', confidence } }];
    expect(decideFromWriting(allocation('A1', '8.44'), true, read(RECOGNISED_CONFIDENCE))).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: '8.44' }],
    });
    const short = (confidence: number) => [{ ...line('75', 0), recognised: { text: '18', confidence } }];
    expect(decideFromWriting(allocation('B1', '18'), false, short(RECOGNISED_CONFIDENCE))?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('B1', '18'), false, short(RECOGNISED_CONFIDENCE - 1))).toBeNull();
  });

  it("withholds on a final answer the handwriting model reads surely as contradicting, only where tesseract's reading contradicts too", () => {
    const final = (text: string, recognised: string, confidence = RECOGNISED_CONFIDENCE) => [
      line('working'),
      { ...line(text, 0), recognised: { text: recognised, confidence } },
    ];
    expect(decideFromWriting(allocation('A1', '8.44'), true, final('9.99', '9.55'))).toMatchObject({
      decision: 'withheld',
      evidence: [{ quote: '9.55' }],
    });
    // Read unsurely by the model, or read by tesseract as what may be the answer: nothing is settled.
    expect(decideFromWriting(allocation('A1', '8.44'), true, final('9.99', '9.55', RECOGNISED_CONFIDENCE - 1))).toBeNull();
    expect(decideFromWriting(allocation('A1', '8.44'), true, final('8.49', '9.55'))).toBeNull();
    // Tesseract very sure of a contradiction the model does not share settles nothing either.
    expect(
      decideFromWriting(allocation('A1', '23'), true, [
        { ...line('X = 35', CONTRADICTION_CONFIDENCE), recognised: { text: 'X = 23.', confidence: 40 } },
      ]),
    ).toBeNull();
  });

  it('finds a written form with symbols (π, √, θ) as written where the handwriting model reads it surely, and a cross as the x it is', () => {
    const model = (text: string, confidence = RECOGNISED_CONFIDENCE) => [{ ...line('TTx25x10', 0), recognised: { text, confidence } }];
    expect(decideFromWriting(allocation('M1', '\\pi \\times 25 \\times 10'), false, model('π×25×10'))).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: 'π×25×10' }],
    });
    expect(decideFromWriting(allocation('A1', '\\frac{3\\pi}{2}'), false, model('3π/2'))?.decision).toBe('awarded');
    expect(decideFromWriting(allocation('A1', '\\frac{3\\pi}{2}'), false, model('3π/2', RECOGNISED_CONFIDENCE - 1))).toBeNull();
    expect(decideFromWriting(allocation('A1', '\\frac{3\\pi}{2}'), false, model('5π/2'))).toBeNull();
    expect(decideFromWriting(allocation('M1', '2x + 3 = 7'), false, model('2×+3=7'))?.decision).toBe('awarded');
  });

  it('finds a π as each reader reads it (tesseract a 7T, TT or T, the model a T or TT) where the form has no T of its own', () => {
    const read = (text: string, confidence: number, recognised: string, sure: number) => [
      { ...line(text, confidence), recognised: { text: recognised, confidence: sure } },
    ];
    expect(decideFromWriting(allocation('A1', '6\\pi'), false, read('67T', 20, '6T', RECOGNISED_CONFIDENCE))).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: '6T' }],
    });
    expect(decideFromWriting(allocation('A1', '\\frac{\\pi}{9}'), false, read('7/7', 0, 'T/9', RECOGNISED_CONFIDENCE))?.decision).toBe(
      'awarded',
    );
    // Neither sure alone, both reading 2π: sure together.
    expect(decideFromWriting(allocation('A1', '2\\pi'), false, read('27T', 75, '2TT', RECOGNISED_CONFIDENCE - 1))?.decision).toBe(
      'awarded',
    );
    // A 27π: tesseract's 27T may be 2π, the model's cannot; another number; a form with a T of its own.
    expect(decideFromWriting(allocation('A1', '2\\pi'), false, read('27T', 75, '27T', RECOGNISED_CONFIDENCE - 1))).toBeNull();
    expect(decideFromWriting(allocation('A1', '6\\pi'), false, read('27T', 75, '2T', RECOGNISED_CONFIDENCE))).toBeNull();
    expect(decideFromWriting(allocation('A1', 'T = 2\\pi'), false, read('T=2T', 95, 'T=2T', RECOGNISED_CONFIDENCE))).toBeNull();
  });

  it('awards a short value tesseract and the handwriting model read alike, though neither surely alone', () => {
    const read = (text: string, confidence: number, recognised: string, sure: number) => [
      { ...line(text, confidence), recognised: { text: recognised, confidence: sure } },
    ];
    expect(
      decideFromWriting(allocation('A1', '\\frac{6}{7}'), false, read('6/7', QUOTE_CONFIDENCE, '6/7', AGREEING_CONFIDENCE)),
    ).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: '6/7' }],
    });
    expect(
      decideFromWriting(allocation('A1', '\\frac{6}{7}'), false, read('6/7', QUOTE_CONFIDENCE, '6/7', AGREEING_CONFIDENCE - 1)),
    ).toBeNull();
    expect(
      decideFromWriting(allocation('A1', '\\frac{6}{7}'), false, read('6/7', QUOTE_CONFIDENCE - 1, '6/7', AGREEING_CONFIDENCE)),
    ).toBeNull();
    // Tesseract too unsure to quote (its confidence on handwriting says little), the model surer.
    expect(
      decideFromWriting(allocation('A1', '2\\pi + 4\\pi'), false, read('27T+47T', 17, '2TT+4TT', AGREEING_UNQUOTED_CONFIDENCE)),
    ).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: '2TT+4TT' }],
    });
    expect(
      decideFromWriting(allocation('A1', '2\\pi + 4\\pi'), false, read('27T+47T', 17, '2TT+4TT', AGREEING_UNQUOTED_CONFIDENCE - 1)),
    ).toBeNull();
    expect(decideFromWriting(allocation('A1', '2\\pi + 4\\pi'), false, read('27T+57T', 17, '2TT+4TT', 89))).toBeNull();
    expect(
      decideFromWriting(allocation('A1', '\\frac{6}{7}'), false, read('6/7', QUOTE_CONFIDENCE, '6/1', AGREEING_CONFIDENCE)),
    ).toBeNull();
    // Tesseract read it so at another of its scales (`T/9`, where its line says `7/7`): still two readers alike.
    const scales = (also: string[]) => [
      { ...line('7/7', QUOTE_CONFIDENCE), alsoReadAs: also, recognised: { text: 'T/9', confidence: 84 } },
    ];
    expect(decideFromWriting(allocation('A1', '\\frac{\\pi}{9}'), false, scales(['T/9', '7T/9']))).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: 'T/9' }],
    });
    expect(decideFromWriting(allocation('A1', '\\frac{\\pi}{9}'), false, scales(['7/9']))).toBeNull();
  });

  it('awards a word answer on a line read surely as those words alone, and never withholds one', () => {
    const minimum = allocation('A1', '\\text{minimum}');
    expect(decideFromWriting(minimum, true, [line('Minimum', AWARD_CONFIDENCE)])).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: 'Minimum' }],
    });
    expect(
      decideFromWriting(minimum, true, [{ ...line('minimuin', 0), recognised: { text: 'minimum', confidence: RECOGNISED_CONFIDENCE } }])
        ?.decision,
    ).toBe('awarded');
    expect(decideFromWriting(minimum, true, [line('minimum', AWARD_CONFIDENCE - 1)])).toBeNull();
    expect(decideFromWriting(minimum, true, [line('not minimum')])).toBeNull();
    expect(decideFromWriting(minimum, true, [line('maximum', 99)])).toBeNull();
  });

  it('reads a square bracket after the number of a value in joules as its J', () => {
    expect(decideFromWriting(allocation('A1', '24\\ \\mathrm{J}'), true, [line('24]', AWARD_CONFIDENCE)])).toMatchObject({
      decision: 'awarded',
      evidence: [{ quote: '24]' }],
    });
    expect(decideFromWriting(allocation('A1', '24\\ \\mathrm{J}'), false, [line('25]', 99)])).toBeNull();
    expect(decideFromWriting(allocation('A1', '24'), false, [line('24]', 99)])).toBeNull();
  });

  it('reads a final answer with a unit as its number: a wrong number with the unit contradicts, one character off does not', () => {
    const final = (text: string) => [line('working'), line(text, CONTRADICTION_CONFIDENCE)];
    expect(decideFromWriting(allocation('A1', '4.43\\ \\mathrm{m\\,s^{-1}}'), true, final('5.44ms-2'))).toMatchObject({
      decision: 'withheld',
      evidence: [{ quote: '5.44ms-2' }],
    });
    expect(decideFromWriting(allocation('A1', '0.0628\\ \\mathrm{m}'), true, final('1.629m'))?.decision).toBe('withheld');
    expect(decideFromWriting(allocation('A1', '0.0628\\ \\mathrm{m}'), true, final('0.0629m'))).toBeNull();
  });

  it('takes a final number one character off as a contradiction only where tesseract and the handwriting model, surely, read it alike', () => {
    const final = (text: string, recognised: string, confidence = RECOGNISED_CONFIDENCE) => [
      line('working'),
      { ...line(text, 0), recognised: { text: recognised, confidence } },
    ];
    expect(decideFromWriting(allocation('A1', 'c = 37'), true, final('c=38', 'c=38'))).toMatchObject({
      decision: 'withheld',
      evidence: [{ quote: 'c=38' }],
    });
    expect(decideFromWriting(allocation('A1', 'y = 3\\ \\mathrm{m}'), true, final('y=4m', 'y=4m'))?.decision).toBe('withheld');
    expect(decideFromWriting(allocation('A1', 'c = 37'), true, final('c=31', 'c=38'))).toBeNull();
    expect(decideFromWriting(allocation('A1', 'c = 37'), true, final('c=38', 'c=38', RECOGNISED_CONFIDENCE - 1))).toBeNull();
  });

  it('awards either value of a scheme that accepts a rounded answer carried forward, and withholds only a value that is neither', () => {
    const carried = allocation('A1', '0.209 \\text{ or } 0.210');
    const final = (text: string) => [line('0.138^2/P(Y=14)'), line(text, CONTRADICTION_CONFIDENCE)];
    expect(decideFromWriting(carried, true, final('= 0.209'))).toMatchObject({
      decision: 'awarded',
      explanation: 'The expected 0.209 or 0.210 is written in the answer space, read as "= 0.209".',
    });
    expect(decideFromWriting(carried, true, final('= 0.210'))?.decision).toBe('awarded');
    expect(decideFromWriting(carried, true, final('= 0.237'))).toMatchObject({
      decision: 'withheld',
      explanation: 'The final answer is written as "= 0.237", which contradicts the expected 0.209 or 0.210.',
    });
    // Two characters from 0.209 but one from 0.210 (a misreading of it, perhaps): no contradiction of the scheme.
    expect(decideFromWriting(carried, true, final('= 0.250'))).toBeNull();
    // The carried value surely read by both readers is no contradiction of the exact one (one character apart).
    const bothRead = [line('working'), { ...line('=0.210', 0), recognised: { text: '=0.210', confidence: RECOGNISED_CONFIDENCE } }];
    expect(decideFromWriting(carried, true, bothRead)?.decision).toBe('awarded');
    // With a unit after both values.
    const speed = allocation('A1ft', '23.6 \\text{ or } 23.5\\ \\mathrm{m\\,s^{-1}}');
    expect(decideFromWriting(speed, true, [line('v = 23.5 m s-1')])?.decision).toBe('awarded');
    expect(decideFromWriting(speed, true, [line('v = 23.6 m s-1')])?.decision).toBe('awarded');
    expect(decideFromWriting(speed, true, [line('v = 25.8 m s-1')])).toBeNull();
  });

  it('awards a pair whose components each carry a rounding with either value of each, and withholds a pair that contradicts every one', () => {
    const pair = allocation('A1', 'v_A = 23.6 \\text{ or } 23.5, \\; v_B = 3.96 \\text{ or } 3.97');
    const final = (text: string) => [line('momentum and restitution'), line(text, CONTRADICTION_CONFIDENCE)];
    for (const written of ['v_A = 23.6, v_B = 3.96', 'v_A = 23.5, v_B = 3.97', 'v_A = 23.6, v_B = 3.97', 'v_A = 23.5, v_B = 3.96'])
      expect(decideFromWriting(pair, true, final(written))?.decision).toBe('awarded');
    expect(decideFromWriting(pair, true, final('v_A = 23.6, v_B = 5.12'))).toMatchObject({
      decision: 'withheld',
      explanation: expect.stringContaining('contradicts the expected'),
    });
    // One character from a carried value of each component (3.98 from 3.97): a possible misreading, no contradiction.
    expect(decideFromWriting(pair, true, final('v_A = 23.5, v_B = 3.98'))).toBeNull();
  });

  it('counts a repeat of either accepted value of an earlier allocation', () =>
    expect([...repeatsOf([allocation('M1', 'p = 0.210'), { ...allocation('A1', '0.209 \\text{ or } 0.210'), id: 'a.2' }])]).toEqual([
      ['a.1', 0],
      ['a.2', 1],
    ]));

  it("awards a scanned scheme's value read unsurely only where a sure reading of the writing reads as it, and never withholds on it", () => {
    const unsure: RubricAllocation = { ...allocation('A1', ''), expected: undefined, expectedAsRead: '9611/25' };
    const model = (text: string, confidence = RECOGNISED_CONFIDENCE) => [
      line('working'),
      // Tesseract reads it otherwise: the model alone.
      { ...line('9b/25', 0), recognised: { text, confidence } },
    ];
    expect(decideFromWriting(unsure, true, model('96π/25'))).toMatchObject({ decision: 'awarded', evidence: [{ quote: '96π/25' }] });
    expect(decideFromWriting(unsure, true, model('V=96T/25'))?.decision).toBe('awarded');
    expect(decideFromWriting(unsure, true, model('96π/25', RECOGNISED_CONFIDENCE - 1))).toBeNull();
    expect(decideFromWriting(unsure, true, model('97π/25'))).toBeNull();
    // Tesseract's 7T as the π the print shows, read surely alone; never a digit the print does not show.
    const tesseract = (text: string) => [{ ...line(text, AWARD_CONFIDENCE), recognised: { text: 'Qπ', confidence: 58 } }];
    expect(decideFromWriting({ ...unsure, expectedAsRead: '2m' }, false, tesseract('27T'))?.decision).toBe('awarded');
    expect(decideFromWriting({ ...unsure, expectedAsRead: '2m' }, false, tesseract('37T'))).toBeNull();
    expect(decideFromWriting({ ...unsure, expectedAsRead: '27m' }, false, tesseract('27T'))).toBeNull();
    // A long print read as the writing is its own proof, however unsure the reading; so is a chain's long value as the final answer.
    const long = (expectedAsRead: string) => ({ ...unsure, expectedAsRead });
    const unsurely = (text: string) => [{ ...line(text, 0), recognised: { text, confidence: 30 } }];
    expect(decideFromWriting(long('r=√2,0 =n/4'), false, unsurely('r=√2,θ=π/4'))?.decision).toBe('awarded');
    expect(decideFromWriting(long('m=(0-2)/(4-1) =-2/3x+8/3'), false, unsurely('y=-2/3x+8/3'))?.decision).toBe('awarded');
    expect(decideFromWriting(long('2m'), false, unsurely('2π'))).toBeNull();
    expect(decideFromWriting(long('r=√2,0 =n/4'), false, unsurely('r=√3,θ=π/4'))).toBeNull();
  });

  it('settles nothing for an expected value with no one-line form', () => {
    expect(decideFromWriting(allocation('A1', '\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}'), true, [line('I')])).toBeNull();
  });
});
