import { type QuestionPin } from '@pp/contracts';
import { answerLines, foreignScript, type ForeignQuestion } from '@pp/testing';
import { createPaper, pinsOf, prepare, until } from './support/papers.js';
import { call, describeOnSharedStacks, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';
import { MARKER_SCOPES, markingClient, settled } from './support/marking.js';

type Allocation = { id: string; decision: string; explanation: string; evidence: Array<{ quote: string; box: Box }> };
type Box = { x: number; y: number; width: number; height: number };

/** Whether a box's centre lies in an area (with a little room: the area's bounds are the box's turned corners). */
const inArea = (box: Box, area: Box) => {
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  return cx >= area.x - 0.01 && cx <= area.x + area.width + 0.01 && cy >= area.y - 0.01 && cy <= area.y + area.height + 0.01;
};

describeOnSharedStacks('marking work on a question paper made elsewhere (%s mode)', (mode) => {
  const stack = stackOf(mode);

  // Three scripts read by OCR, on a paper exported first, while two other e2e groups share the cores: past the suite's 90 s.
  it('reads the handwriting in its ruled answer boxes: correct work awarded, a blank box withheld there, a changed final answer never awarded', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
    const api = markingClient(stack, account);
    const pins: QuestionPin[] = await pinsOf(stack, account.key, 3);
    const paperId = await createPaper(stack, account, pins, 'Printed elsewhere');
    expect((await prepare(stack, account.key, paperId)).status).toBe(200);
    const schemes: Array<Array<{ id: string; partId: string; code: string; expected?: string }>> = [];
    for (const pin of pins)
      schemes.push(
        (await call(stack, `/questions/${pin.questionId}/revisions/${pin.revision}`, { key: account.key })).body.question.markScheme
          .allocations as Array<{ id: string; partId: string; code: string; expected?: string }>,
      );
    const session = (await api.createFromPaper(paperId)).body.session;

    // Question 1 answered in full (PNG), question 2 left blank (JPEG), question 3 with every number of its last line changed (PDF scan).
    const cases = [
      { write: (lines: string[]) => lines, type: 'png', mediaType: 'image/png', style: 'patrick-hand', degrees: 0.8 },
      { write: () => [], type: 'jpeg', mediaType: 'image/jpeg', style: 'indie-flower', degrees: -1.2 },
      {
        write: (lines: string[], last: boolean) =>
          last ? [...lines.slice(0, -1), lines.at(-1)!.replace(/\d+/g, (n) => String(Number(n) + 1))] : lines,
        type: 'pdf',
        mediaType: 'application/pdf',
        style: 'caveat',
        degrees: 1,
      },
    ] as const;
    const areas = [];
    for (const [i, testCase] of cases.entries()) {
      const partIds = [...new Set(schemes[i].map((a) => a.partId))];
      const question: ForeignQuestion = {
        number: i + 1,
        stem: 'Answer each part in the box below it, showing your working.',
        parts: partIds.map((partId, p) => {
          const lines = answerLines(schemes[i], partId);
          return {
            label: partIds.length > 1 ? String.fromCharCode(97 + p) : '',
            text: 'Work out the answer.',
            marks: lines.length,
            writing: testCase.write(lines, p === partIds.length - 1),
            rules: lines.length + 1,
          };
        }),
      };
      const script = await foreignScript(question, { style: testCase.style, type: testCase.type, degrees: testCase.degrees, seed: 3 + i });
      areas.push(script.answerAreas);
      const asset = (await api.upload(session.id, script.bytes, 'work', `q${i + 1}.${testCase.type}`, script.mediaType)).body.asset;
      expect(
        (
          await api.request(session.id, {
            label: String(i + 1),
            workAssetIds: [asset.id],
            schemeAssetIds: [],
            pageSelections: { [asset.id]: [1] },
          })
        ).status,
      ).toBe(201);
    }
    await api.start(session.id);
    const marked = await until(
      () => api.read(session.id),
      (r) => r.body.session.questions.length === 3 && r.body.session.questions.every((q: { status: string }) => settled(q.status)),
      240_000,
    );
    const byLabel = new Map<string, Allocation[]>(
      marked.body.session.questions.map((q: { label: string; result: { allocations: Allocation[] } }) => [q.label, q.result.allocations]),
    );
    const [correct, blank, wrong] = ['1', '2', '3'].map((label) => byLabel.get(label)!);

    // Correct work: some marks awarded, none withheld, every quote on an answer box.
    expect(correct.some((a) => a.decision === 'awarded')).toBe(true);
    expect(correct.some((a) => a.decision === 'withheld')).toBe(false);
    for (const a of correct) for (const e of a.evidence) expect(areas[0].some((area) => inArea(e.box, area.box))).toBe(true);
    // Blank: every allocation withheld, located at its blank box.
    expect(blank.every((a) => a.decision === 'withheld' && a.evidence.every((e) => e.quote === 'blank'))).toBe(true);
    for (const a of blank) for (const e of a.evidence) expect(areas[1].some((area) => inArea(e.box, area.box))).toBe(true);
    // A wrong final answer: its allocation is never awarded, and nothing changed is.
    const lastOfWrong = schemes[2].at(-1)!;
    expect(wrong.find((a) => a.id === lastOfWrong.id)!.decision).not.toBe('awarded');
  }, 180_000);
});
