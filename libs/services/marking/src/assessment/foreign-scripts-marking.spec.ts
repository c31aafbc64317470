import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobStore, loadConfig } from '@pp/platform';
import { answerLines, type ForeignFileType, foreignScript, type ForeignQuestion, type HandwritingStyle } from '@pp/testing';
import { LineRecogniser } from '../ocr/line-recogniser.js';
import { TextReader } from '../ocr/text-reader.js';
import { MarkingConfigSchema } from '../marking.config.js';
import { PageRenderer } from '../rendering/page-renderer.js';
import type { QuestionRubric } from '../rubrics/rubric.js';
import { AnswerSpaceAssessor } from './answer-space-assessor.js';

/** An imported rubric of two parts, each a method mark and its answer. */
const rubric: QuestionRubric = {
  origin: 'imported',
  pin: null,
  parts: [
    { id: 'a', label: 'a', marks: 2 },
    { id: 'b', label: 'b', marks: 2 },
  ],
  allocations: [
    { id: 'a1', partId: 'a', code: 'M1', requirement: 'Subtracts 5', expected: '3x = 12', conditions: [], dependsOn: [] },
    { id: 'a2', partId: 'a', code: 'A1', requirement: 'Correct x', expected: 'x = 4', conditions: [], dependsOn: ['a1'] },
    {
      id: 'b1',
      partId: 'b',
      code: 'M1',
      requirement: 'Area formula',
      expected: '\\frac{1}{2} \\times 8 \\times 5',
      conditions: [],
      dependsOn: [],
    },
    { id: 'b2', partId: 'b', code: 'A1', requirement: 'Correct area', expected: '20', conditions: [], dependsOn: ['b1'] },
  ],
};

/**
 * The rubric of a scheme scanned elsewhere for the same paper but part (b) a circle's area: its value
 * `4π` read unsurely as tesseract reads the print (`4m`), so kept as read, with no expected value.
 */
const scannedRubric: QuestionRubric = {
  ...rubric,
  origin: 'read-from-scheme',
  allocations: [
    ...rubric.allocations.slice(0, 2),
    { id: 'b1', partId: 'b', code: 'M1', requirement: 'Area formula', expected: '\\pi \\times 2^{2}', conditions: [], dependsOn: [] },
    { id: 'b2', partId: 'b', code: 'A1', requirement: '4π', expectedAsRead: '4m', conditions: [], dependsOn: ['b1'] },
  ],
};

/** Part (b) of the scanned scheme's paper, and its correct lines (its A1's value is known only as the scan read it). */
const circlePart = { text: 'A circle has radius 2 cm. Find its exact area.', lines: ['π×2^2', '4π'] };
const partTexts: Record<string, string> = { a: 'Solve 3x + 5 = 17.', b: 'A triangle has base 8 cm and height 5 cm. Find its area.' };

/** The question printed elsewhere for `marked`, each part's box holding what `write` gives its correct lines. */
const question = (write: (lines: string[], partId: string) => string[], marked: QuestionRubric): ForeignQuestion => ({
  number: 1,
  stem: 'Show your working in the boxes.',
  parts: marked.parts.map((part) => {
    const circle = marked === scannedRubric && part.id === 'b';
    return {
      label: part.label,
      text: circle ? circlePart.text : partTexts[part.id],
      marks: 2,
      writing: write(circle ? circlePart.lines : answerLines(marked.allocations, part.id), part.id),
      rules: 3,
    };
  }),
});

describe('marking a script on a question paper made elsewhere (ruled answer boxes, tesseract.js and the handwriting model)', () => {
  const root = mkdtempSync(join(tmpdir(), 'pp-foreign-'));
  const blobs = new FsBlobStore(root);
  const reader = new TextReader();
  const recogniser = new LineRecogniser();
  const config = loadConfig(MarkingConfigSchema);
  const renderer = new PageRenderer(config);
  const assessor = new AnswerSpaceAssessor(blobs, reader, recogniser, renderer, config);

  afterAll(async () => {
    await Promise.all([reader.onModuleDestroy(), recogniser.onApplicationShutdown(), renderer.onApplicationShutdown()]);
    rmSync(root, { recursive: true, force: true });
  });

  const mark = async (
    write: (lines: string[], partId: string) => string[],
    style: HandwritingStyle,
    type: ForeignFileType,
    degrees: number,
    marked = rubric,
  ) => {
    const script = await foreignScript(question(write, marked), { style, type, degrees, seed: 9 });
    const key = `test/${style}-${type}-${degrees}`;
    await blobs.put(key, Buffer.from(script.bytes));
    const decisions = await assessor.assess({
      label: '1',
      rubric: marked,
      workPages: [{ pageId: 'w:p1', assetId: 'w', page: 1, blobKey: key, mediaType: script.mediaType, filePageCount: 1 }],
      schemePages: [],
      questionPaperBlobKey: null,
      signal: new AbortController().signal,
    });
    return { decisions: new Map(decisions.map((d) => [d.allocationId, d])), areas: script.answerAreas };
  };
  const inAreaOf = (box: { x: number; y: number; width: number; height: number }, area: typeof box) => {
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    return cx >= area.x && cx <= area.x + area.width && cy >= area.y && cy <= area.y + area.height;
  };

  it('awards correct working read in its boxes, every quote on the box of its part', async () => {
    const { decisions, areas } = await mark((lines) => lines, 'patrick-hand', 'png', 0.8);
    expect([...decisions.values()].some((d) => d.decision === 'awarded')).toBe(true);
    expect([...decisions.values()].some((d) => d.decision === 'withheld')).toBe(false);
    for (const d of decisions.values()) {
      const area = areas.find((a) => a.part === d.allocationId[0])!.box;
      for (const e of d.evidence) expect(inAreaOf(e.box, area)).toBe(true);
    }
  }, 120_000);

  it('withholds a part whose box is blank, located at that box, and decides the other from its writing', async () => {
    const { decisions, areas } = await mark((lines, partId) => (partId === 'a' ? [] : lines), 'indie-flower', 'jpeg', -1.2);
    for (const id of ['a1', 'a2']) {
      expect(decisions.get(id)).toMatchObject({ decision: 'withheld', evidence: [expect.objectContaining({ quote: 'blank' })] });
      expect(inAreaOf(decisions.get(id)!.evidence[0].box, areas[0].box)).toBe(true);
    }
    expect(['b1', 'b2'].some((id) => decisions.get(id)!.decision === 'withheld')).toBe(false);
  }, 120_000);

  it("withholds the marks below where a part's working ends, the box's sides never read as writing", async () => {
    // Turned 1.3°: undone upright, a box's side is a pixel or two off straight.
    const { decisions } = await mark((lines) => lines.slice(0, 1), 'patrick-hand', 'pdf', 1.3);
    expect(['a1', 'a2', 'b1', 'b2'].map((id) => decisions.get(id)!.decision)).toEqual(['awarded', 'withheld', 'awarded', 'withheld']);
    // `3x = 12` contradicts the expected `x = 4`; `½ × 8 × 5` is no final answer, and nothing is written below it.
    expect(decisions.get('b2')!.explanation).toContain('working of part b ends');
  }, 120_000);

  it('withholds a final answer that surely contradicts the expected one, and awards nothing it changed', async () => {
    const { decisions } = await mark(
      (lines) => [...lines.slice(0, -1), lines.at(-1)!.replace(/\d+/g, (n) => String(Number(n) + 3))],
      'caveat',
      'pdf',
      1,
    );
    expect(decisions.get('a2')!.decision).not.toBe('awarded');
    expect(decisions.get('b2')!.decision).not.toBe('awarded');
    expect([decisions.get('a2')!.decision, decisions.get('b2')!.decision]).toContain('withheld');
  }, 120_000);

  it("awards a scanned scheme's value read unsurely where the learner's writing, read surely, reads as the print", async () => {
    const { decisions } = await mark((lines) => lines, 'caveat', 'png', 0.6, scannedRubric);
    expect(decisions.get('b2')).toMatchObject({
      decision: 'awarded',
      explanation: expect.stringContaining("as read on the scheme's scan"),
    });
    expect(decisions.get('b1')!.decision).toBe('awarded');
  }, 120_000);
});
