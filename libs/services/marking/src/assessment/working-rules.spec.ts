import type { AllocationAssessment } from './assessor.js';
import type { RubricAllocation } from '../rubrics/rubric.js';
import { awardImpliedMethods, awardShownPrintedAnswers, inkEndsWith, type PartWriting, withholdUnreached } from './working-rules.js';

const allocation = (id: string, code: string, expected: string, dependsOn: string[] = []): RubricAllocation => ({
  id,
  partId: 'a',
  code,
  requirement: '',
  expected,
  conditions: [],
  dependsOn,
});
const line = (text: string, y: number) => ({ text, confidence: 92, pageId: 'w:p1', box: { x: 0.1, y, width: 0.3, height: 0.02 } });
const awardedAt = (id: string, { text, pageId, box }: ReturnType<typeof line>): AllocationAssessment => ({
  allocationId: id,
  decision: 'awarded',
  explanation: 'found',
  evidence: [{ pageId, quote: text, box }],
  conditionChecks: [],
});
const uncertain = (id: string): AllocationAssessment => ({
  allocationId: id,
  decision: 'uncertain',
  explanation: 'unsettled',
  evidence: [],
  conditionChecks: [],
});
const withheld = (id: string): AllocationAssessment => ({
  allocationId: id,
  decision: 'withheld',
  explanation: 'contradicted',
  evidence: [],
  conditionChecks: [],
});
const writing = (lines: ReturnType<typeof line>[], endsAtLastLine = true): PartWriting => ({ label: '(a)', lines, endsAtLastLine });

describe('inkEndsWith', () => {
  const last = { x: 0.1, y: 0.3, width: 0.3, height: 0.02 };
  it.each([
    [0.32, true], // the line's own bottom
    [0.328, true], // a descender, a low stroke
    [0.335, false], // more than half a line lower: writing the reader did not read
  ])('ink ending at %s: %s', (bottom, ends) => expect(inkEndsWith(last, bottom)).toBe(ends));
});

describe('withholdUnreached', () => {
  // A learner who stops after the first step of three.
  const steps = [
    allocation('a.1', 'M1', '3x^2 - 12 = 0'),
    allocation('a.2', 'A1', 'x = \\pm 2', ['a.1']),
    allocation('a.3', 'A1', 'y = -16', ['a.1']),
  ];
  const first = line('3x^2-12=0', 0.3);

  it('withholds the marks after the value the working ends at, with that line as evidence', () => {
    const decisions = withholdUnreached(
      steps,
      [awardedAt('a.1', first), uncertain('a.2'), uncertain('a.3')],
      writing([line('f(x)=x^3-12x', 0.26), first]),
    );
    expect(decisions.map((d) => d.decision)).toEqual(['awarded', 'withheld', 'withheld']);
    expect(decisions[2]).toMatchObject({
      explanation:
        'The working of part (a) ends at "3x^2-12=0" (the expected 3x^2-12=0 of the M1), with nothing written below it: the expected y=-16 is not written.',
      evidence: [{ pageId: 'w:p1', quote: '3x^2-12=0', box: first.box }],
    });
  });

  it('leaves them when the value is not the last line, ink lies below it, the line holds more, or a later mark is found', () => {
    const unchanged = [awardedAt('a.1', first), uncertain('a.2'), uncertain('a.3')];
    expect(withholdUnreached(steps, unchanged, writing([first, line('x=+-Z', 0.33)]))).toEqual(unchanged);
    // Writing below that the reader did not read as a line.
    expect(withholdUnreached(steps, unchanged, writing([first], false))).toEqual(unchanged);
    const longer = line('3x^2-12=0sox=2', 0.3);
    expect(
      withholdUnreached(steps, [awardedAt('a.1', longer), uncertain('a.2'), uncertain('a.3')], writing([longer])).map((d) => d.decision),
    ).toEqual(['awarded', 'uncertain', 'uncertain']);
    const outOfOrder = [awardedAt('a.1', first), uncertain('a.2'), awardedAt('a.3', line('y=-16', 0.26))];
    expect(withholdUnreached(steps, outOfOrder, writing([line('y=-16', 0.26), first]))).toEqual(outOfOrder);
  });

  it('takes a calculation ending in the value as the value alone, but not a line of two results', () => {
    // A scheme typed elsewhere gives the value of `i(-1+4i) = -4-i` alone.
    const product = [
      allocation('b.1', 'M1', '-4 - \\mathrm{i}'),
      allocation('b.2', 'A1', '-4 - 5\\mathrm{i}', ['b.1']),
      allocation('b.3', 'A1', '-5 - \\mathrm{i}', ['b.1']),
    ];
    const calculation = line('i(-1+4i)=-4-i', 0.3);
    const decided = withholdUnreached(product, [awardedAt('b.1', calculation), uncertain('b.2'), uncertain('b.3')], writing([calculation]));
    expect(decided.map((d) => d.decision)).toEqual(['awarded', 'withheld', 'withheld']);
    const two = line('z=-4-i,w=-5i+1', 0.3);
    const left = [awardedAt('b.1', two), uncertain('b.2'), uncertain('b.3')];
    expect(withholdUnreached(product, left, writing([two]))).toEqual(left);
  });

  it("leaves a mark whose value is only a scanned scheme's unsure reading: the line may be what the print says", () => {
    const scanned = [steps[0], steps[1], { ...steps[2], expected: undefined, expectedAsRead: 'y=-1b' }];
    const decisions = withholdUnreached(scanned, [awardedAt('a.1', first), uncertain('a.2'), uncertain('a.3')], writing([first]));
    expect(decisions.map((d) => d.decision)).toEqual(['awarded', 'withheld', 'uncertain']);
  });

  it('leaves a later mark whose writing the last line may be, read any way', () => {
    // The same value twice: the line that earned the first may be the second's writing.
    const twice = [allocation('a.1', 'B1', 'k = 36'), allocation('a.2', 'A1', 'k = 36'), allocation('a.3', 'A1', 'y = -16')];
    const unsure = { ...line('k=36', 0.3), confidence: 50 };
    const decisions = withholdUnreached(twice, [awardedAt('a.1', unsure), uncertain('a.2'), uncertain('a.3')], writing([unsure]));
    expect(decisions.map((d) => d.decision)).toEqual(['awarded', 'uncertain', 'withheld']);
  });
});

describe('awardImpliedMethods', () => {
  const chain = [
    allocation('a.1', 'M1', '3x^2 - 12 = 0'),
    allocation('a.2', 'dM1', 'x = \\pm 2', ['a.1']),
    allocation('a.3', 'A1', 'y = -16', ['a.2']),
    allocation('a.4', 'B1', 'y = 16'),
  ];
  const answer = line('y=-16', 0.36);

  it('awards the method marks a mark found below working depends on, through a chain, at its line', () => {
    const decisions = awardImpliedMethods(
      chain,
      [uncertain('a.1'), uncertain('a.2'), awardedAt('a.3', answer), uncertain('a.4')],
      writing([line('f(x)=x^3-12x', 0.3), answer]),
    );
    expect(decisions.map((d) => d.decision)).toEqual(['awarded', 'awarded', 'awarded', 'uncertain']);
    expect(decisions[1]).toMatchObject({
      explanation:
        'Implied by the A1 awarded in the working of part (a) (its line read as "y=-16"): the scheme gives that mark only with this one.',
      evidence: [{ pageId: 'w:p1', quote: 'y=-16', box: answer.box }],
    });
  });

  it('implies nothing from an answer with no working above it, never a starred mark, nor over a withheld mark', () => {
    const alone = [uncertain('a.1'), uncertain('a.2'), awardedAt('a.3', answer), uncertain('a.4')];
    expect(awardImpliedMethods(chain, alone, writing([answer]))).toEqual(alone);
    // A printed intermediate answer (A1*) needs fully correct working: not implied, nor what it depends on.
    const starred = chain.map((a) => (a.id === 'a.2' ? { ...a, code: 'A1*' } : a));
    expect(awardImpliedMethods(starred, alone, writing([line('f(x)=x^3-12x', 0.3), answer]))).toEqual(alone);
    const methodWithheld = [uncertain('a.1'), withheld('a.2'), awardedAt('a.3', answer), uncertain('a.4')];
    expect(awardImpliedMethods(chain, methodWithheld, writing([line('f(x)=x^3-12x', 0.3), answer])).map((d) => d.decision)).toEqual([
      'uncertain',
      'withheld',
      'awarded',
      'uncertain',
    ]);
  });
});

describe('awardShownPrintedAnswers', () => {
  const steps = [allocation('a.1', 'M1', '3x^2 - 12 = 0'), allocation('a.2', 'A1', 'x = 2'), allocation('a.3', 'A1*', 'y = -16')];
  const lines = [line('3x^2-12=0', 0.3), line('x=2', 0.33), line('y=-16', 0.36)];
  /** The printed answer found at its line and left uncertain, as decideFromWriting leaves it. */
  const printedFound = (at: ReturnType<typeof line>): AllocationAssessment => ({ ...awardedAt('a.3', at), decision: 'uncertain' });

  it("awards a starred mark's printed answer found below the lines that earned every mark before it", () => {
    const decided = awardShownPrintedAnswers(
      steps,
      [awardedAt('a.1', lines[0]), awardedAt('a.2', lines[1]), printedFound(lines[2])],
      writing(lines),
    );
    expect(decided[2]).toMatchObject({
      decision: 'awarded',
      explanation: expect.stringContaining("below working that earned each of the part's 2 marks before it"),
      evidence: [{ quote: 'y=-16', box: lines[2].box }],
    });
  });

  it('leaves it uncertain where the working is not all earned, is below the answer, or is missing', () => {
    // A mark before it unsettled, or withheld: the working is not shown to be the scheme's.
    for (const before of [uncertain('a.2'), withheld('a.2')])
      expect(
        awardShownPrintedAnswers(steps, [awardedAt('a.1', lines[0]), before, printedFound(lines[2])], writing(lines))[2].decision,
      ).toBe('uncertain');
    // The answer copied first, the working after it.
    const answerFirst = [line('y=-16', 0.3), line('3x^2-12=0', 0.33), line('x=2', 0.36)];
    expect(
      awardShownPrintedAnswers(
        steps,
        [awardedAt('a.1', answerFirst[1]), awardedAt('a.2', answerFirst[2]), printedFound(answerFirst[0])],
        writing(answerFirst),
      )[2].decision,
    ).toBe('uncertain');
    // A part that is the printed answer alone has no working to show.
    expect(awardShownPrintedAnswers([steps[2]], [printedFound(lines[2])], writing([lines[2]]))[0].decision).toBe('uncertain');
    // Uncertain for another reason (its answer not found): the first line quoted is not its answer.
    expect(
      awardShownPrintedAnswers(
        steps,
        [awardedAt('a.1', lines[0]), awardedAt('a.2', lines[1]), { ...printedFound(lines[0]) }],
        writing(lines),
      )[2].decision,
    ).toBe('uncertain');
  });
});
