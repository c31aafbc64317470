import type { AllocationAssessment } from '../assessor.js';
import type { Raster } from '../scan-geometry.js';
import type { ModelDecision } from './model-decision.schema.js';
import {
  confirmModelDecision,
  inkIn,
  MODEL_BOX_INK,
  openAllocationIds,
  quotesAgree,
  settleWithModel,
  withoutModel,
} from './model-guardrails.js';

/** A white A4 page at 100 dpi with dark writing-like strokes in the given boxes (page fractions). */
function pageWith(...written: Array<{ x: number; y: number; width: number; height: number }>): Raster {
  const [width, height] = [827, 1169];
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const box of written)
    for (let y = Math.round(box.y * height); y < Math.round((box.y + box.height) * height); y += 1)
      // Strokes every third pixel: a third of the box is ink, as a line of handwriting roughly is.
      for (let x = Math.round(box.x * width); x < Math.round((box.x + box.width) * width); x += 3)
        rgba.fill(20, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, rgba };
}

const LINE = { x: 0.1, y: 0.2, width: 0.3, height: 0.03 };
const BLANK = { x: 0.1, y: 0.7, width: 0.3, height: 0.03 };
const PAGE = 'asset:p1';
const pages = new Map([[PAGE, pageWith(LINE)]]);

const uncertain = (allocationId: string, evidence: AllocationAssessment['evidence'] = []): AllocationAssessment => ({
  allocationId,
  decision: 'uncertain',
  explanation: 'The readers could not settle it.',
  evidence,
  conditionChecks: [],
});
const modelSays = (allocationId: string, decision: ModelDecision['decision'], quote: string, box = LINE, pageId = PAGE): ModelDecision => ({
  allocationId,
  decision,
  quote,
  pageId,
  box,
  reason: 'The final answer matches the scheme.',
});

describe('inkIn', () => {
  it('measures the writing in a box, and none in a blank one', () => {
    expect(inkIn(pages.get(PAGE)!, LINE)).toBeGreaterThan(MODEL_BOX_INK);
    expect(inkIn(pages.get(PAGE)!, BLANK)).toBe(0);
  });
});

describe('quotesAgree', () => {
  it('takes the same writing, spaced or signed differently, and a value quoted from its line', () => {
    expect(quotesAgree('z = 3 − 2i', 'z=3-2i')).toBe(true);
    expect(quotesAgree('3', 'x = 3')).toBe(true);
    expect(quotesAgree('x = 0.2105', 'x=0.2I05')).toBe(true);
  });

  it('refuses different values, and a value inside a longer number', () => {
    expect(quotesAgree('x = -2', 'x = -7')).toBe(false);
    expect(quotesAgree('3', '13')).toBe(false);
    expect(quotesAgree('', 'x = 3')).toBe(false);
  });
});

describe('confirmModelDecision', () => {
  it('refuses a box off the selected pages, outside its page, or over most of it', () => {
    expect(confirmModelDecision(modelSays('a', 'awarded', 'x', LINE, 'other:p1'), pages, [])).toMatchObject({
      confirmed: false,
      why: expect.stringMatching(/not a selected work page/),
    });
    expect(confirmModelDecision(modelSays('a', 'awarded', 'x', { ...LINE, x: 0.9 }), pages, [])).toMatchObject({
      confirmed: false,
      why: expect.stringMatching(/does not lie on the page/),
    });
    expect(confirmModelDecision(modelSays('a', 'awarded', 'x', { x: 0, y: 0, width: 1, height: 1 }), pages, [])).toMatchObject({
      confirmed: false,
      why: expect.stringMatching(/most of the page/),
    });
  });
});

describe('settleWithModel', () => {
  it('keeps a model award whose box holds writing and whose quote agrees with the readers, with its evidence', () => {
    const base = [uncertain('a1', [{ pageId: PAGE, quote: 'z=3-2i', box: LINE }])];
    const [settled] = settleWithModel(base, ['a1'], [modelSays('a1', 'awarded', 'z = 3 - 2i')], 'qwen-vl', pages);
    expect(settled).toMatchObject({ decision: 'awarded', evidence: [{ pageId: PAGE, quote: 'z = 3 - 2i', box: LINE }] });
    expect(settled.explanation).toMatch(
      /^The marking model qwen-vl awarded this mark .*guardrails confirmed it: .*agrees with the readers' reading "z=3-2i"/,
    );
  });

  it('keeps a model award on writing the readers read nothing sure of', () => {
    const [settled] = settleWithModel([uncertain('a1')], ['a1'], [modelSays('a1', 'awarded', '2√13')], 'm', pages);
    expect(settled).toMatchObject({ decision: 'awarded', evidence: [{ quote: '2√13' }] });
    expect(settled.explanation).toMatch(/readers read nothing sure there/);
  });

  it('leaves uncertain a model award on a blank area, saying it was not confirmed', () => {
    const [settled] = settleWithModel([uncertain('a1')], ['a1'], [modelSays('a1', 'awarded', 'x = 3', BLANK)], 'm', pages);
    expect(settled.decision).toBe('uncertain');
    expect(settled.explanation).toMatch(
      /^The readers could not settle it\. The marking model m awarded this mark .*, but that was not confirmed: its box holds no writing\.$/,
    );
    // What the model quoted is not evidence: nothing confirmed it is there.
    expect(settled.evidence).toEqual([]);
  });

  it("leaves uncertain a model award whose quote contradicts the readers' reading there", () => {
    const base = [uncertain('a1', [{ pageId: PAGE, quote: 'det = -7', box: LINE }])];
    const [settled] = settleWithModel(base, ['a1'], [modelSays('a1', 'awarded', 'det = -2')], 'm', pages);
    expect(settled.decision).toBe('uncertain');
    expect(settled.explanation).toMatch(/not confirmed: its quote contradicts what the readers read there \("det = -7"\)/);
  });

  it('keeps a located model withhold on writing and refuses one on a blank area', () => {
    const base = [uncertain('a1', [{ pageId: PAGE, quote: 'x = 4', box: LINE }]), uncertain('a2')];
    const [withheld, refused] = settleWithModel(
      base,
      ['a1', 'a2'],
      [modelSays('a1', 'withheld', 'x = 4'), modelSays('a2', 'withheld', 'blank', BLANK)],
      'm',
      pages,
    );
    expect(withheld).toMatchObject({ decision: 'withheld', evidence: [{ quote: 'x = 4' }] });
    expect(refused.decision).toBe('uncertain');
  });

  it("never changes the readers' decisions, a blank answer space's withhold among them, whatever the model says", () => {
    const base: AllocationAssessment[] = [
      {
        allocationId: 'm1',
        decision: 'awarded',
        explanation: 'Read.',
        evidence: [{ pageId: PAGE, quote: 'x = 3', box: LINE }],
        conditionChecks: [],
      },
      {
        allocationId: 'a1',
        decision: 'withheld',
        explanation: 'Blank.',
        evidence: [{ pageId: PAGE, quote: 'blank', box: BLANK }],
        conditionChecks: [],
      },
    ];
    const settled = settleWithModel(
      base,
      ['m1', 'a1'],
      [modelSays('m1', 'withheld', 'x = 3'), modelSays('a1', 'awarded', 'x = 3')],
      'm',
      pages,
    );
    expect(settled).toEqual(base);
  });

  it('leaves an allocation the model could not decide, or was not asked about, as the readers left it', () => {
    const base = [uncertain('a1'), uncertain('a2'), uncertain('a3')];
    const settled = settleWithModel(
      base,
      ['a1', 'a2'],
      [modelSays('a1', 'uncertain', ''), modelSays('a3', 'awarded', 'x = 3')],
      'm',
      pages,
    );
    expect(settled.map((a) => a.decision)).toEqual(['uncertain', 'uncertain', 'uncertain']);
    expect(settled[0].explanation).toMatch(/The marking model m could not decide it either\.$/);
    expect(settled[2]).toEqual(base[2]);
  });
});

describe('openAllocationIds and withoutModel', () => {
  it('opens only uncertain allocations whose pages may hold their evidence', () => {
    const never = 'The selected work pages are a mark scheme.';
    const base = [uncertain('a1'), { ...uncertain('a2'), explanation: never }, { ...uncertain('a3'), decision: 'withheld' as const }];
    expect(openAllocationIds(base, new Set([never]))).toEqual(['a1']);
  });

  it("keeps the readers' decisions when the model gave no usable answer, saying so on the open allocations", () => {
    const base = [uncertain('a1'), { ...uncertain('a2'), decision: 'awarded' as const, explanation: 'Read.' }];
    const kept = withoutModel(base, ['a1'], 'm', 'HTTP 503');
    expect(kept.map((a) => a.decision)).toEqual(['uncertain', 'awarded']);
    expect(kept[0].explanation).toMatch(/The marking model m was asked and gave no usable answer \(HTTP 503\), so it decided nothing\.$/);
    expect(kept[1]).toEqual(base[1]);
  });
});
