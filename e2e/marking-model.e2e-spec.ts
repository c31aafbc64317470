import {
  ALL_MODES,
  answerEnumsOf,
  type FakeChatModel,
  imagesOf,
  type Mode,
  plainPaperScript,
  promptTextOf,
  startFakeChatModel,
  startStack,
} from '@pp/testing';
import { createPaper, pinsOf, prepare, until } from './support/papers.js';
import { call, describeWithOwnStacks } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';
import { MARKER_SCOPES, markingClient, settled } from './support/marking.js';

/** The one line the learner writes (plainPaperScript: 18 pt, its baseline 780 pt up an A4 page of 842), and a box around it in page fractions. */
const WRITTEN = 'Total = 48';
const WRITTEN_BOX = { x: 0.08, y: 0.045, width: 0.45, height: 0.045 };
/** A box on the page's blank lower half. */
const BLANK_BOX = { x: 0.1, y: 0.7, width: 0.4, height: 0.05 };

describeWithOwnStacks('a marking model behind the readers (MARKING_MODEL_URL)', () =>
  describe.each(ALL_MODES)('%s mode', (mode: Mode) => {
    let fake: FakeChatModel;
    beforeAll(async () => {
      fake = await startFakeChatModel();
    });
    afterAll(() => fake.close());

    it("settles an allocation the readers left open where the guardrails confirm the model, refuses one on a blank area, keeps the readers' result when the model is down, and says a model was involved", async () => {
      const stack = await startStack(mode, {
        MARKING_MODEL_URL: fake.url,
        MARKING_MODEL_NAME: 'fake-vision',
        MARKING_MODEL_API_KEY: 'sk-e2e-key',
      });
      try {
        const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
        const api = markingClient(stack, account);
        const pins = await pinsOf(stack, account.key, 2);
        const paperId = await createPaper(stack, account, pins, 'Marked with a model');
        expect((await prepare(stack, account.key, paperId)).status).toBe(200);
        const revision = await call(stack, `/questions/${pins[0].questionId}/revisions/${pins[0].revision}`, { key: account.key });
        const scheme: Array<{ id: string; requirement: string; conditions: string[] }> = revision.body.question.markScheme.allocations;
        const unconditional = new Set(scheme.filter((a) => a.conditions.length === 0).map((a) => a.id));

        // Question 1: the model awards the first open allocation on the written line and the second on a blank area. Question 2: the model is down.
        const [award, blankAward] = [[] as string[], [] as string[]];
        fake.answerWith((request) => {
          if (promptTextOf(request).includes('Question 2. Mark scheme')) return { status: 503 };
          const asked = answerEnumsOf(request);
          const open = asked.allocationId.filter((id) => unconditional.has(id));
          const [pageId] = asked.pageId;
          award.push(open[0]);
          blankAward.push(open[1]);
          const decide = (allocationId: string, box: typeof WRITTEN_BOX) => ({
            allocationId,
            decision: 'awarded',
            quote: WRITTEN,
            pageId,
            box,
            reason: 'The working reaches the value the scheme expects.',
          });
          return { content: JSON.stringify({ decisions: [decide(open[0], WRITTEN_BOX), decide(open[1], BLANK_BOX)] }) };
        });

        const session = (await api.createFromPaper(paperId)).body.session;
        const work = (await api.upload(session.id, await plainPaperScript([WRITTEN]), 'work', 'work.pdf')).body.asset;
        for (const label of ['1', '2'])
          expect((await api.request(session.id, { label, workAssetIds: [work.id], schemeAssetIds: [], pageSelections: {} })).status).toBe(
            201,
          );
        await until(
          () => api.read(session.id),
          (r) => r.body.session.indexing.done,
          60_000,
        );
        expect((await api.start(session.id)).status).toBe(202);
        const marked = await until(
          () => api.read(session.id),
          (r) => r.body.session.questions.every((q: { status: string }) => settled(q.status)),
          180_000,
        );
        const [question, withoutModel] = ['1', '2'].map((label) =>
          marked.body.session.questions.find((q: { label: string }) => q.label === label),
        );
        expect(question.result.source).toEqual({
          kind: 'automated',
          assessor: expect.stringMatching(/^answer-spaces-v\d+\+model:fake-vision$/),
        });

        // The model was asked once a question, with the key, the scheme's text, the page as an image and the strict schema.
        expect(fake.requests).toHaveLength(2);
        const request = fake.requests.find((r) => promptTextOf(r).includes('Question 1. Mark scheme'))!;
        expect(request.headers.authorization).toBe('Bearer sk-e2e-key');
        expect(request.body.model).toBe('fake-vision');
        for (const allocation of scheme) expect(promptTextOf(request)).toContain(allocation.requirement);
        expect(imagesOf(request)).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
        expect(request.body.response_format).toMatchObject({
          type: 'json_schema',
          json_schema: { name: 'marking_decisions', strict: true },
        });

        const byId = new Map(question.result.allocations.map((a: { id: string }) => [a.id, a]));
        // The readers read the line surely (tesseract, "Total = 48"): the model's quote is checked against it.
        expect(byId.get(award[0])).toMatchObject({
          decision: 'awarded',
          explanation: expect.stringMatching(
            /^The marking model fake-vision awarded this mark .*guardrails confirmed it: its box holds writing, and its quote agrees with the readers' reading "[^"]*48"\.$/,
          ),
          evidence: [{ pageId: `${work.id}:p1`, quote: WRITTEN, box: WRITTEN_BOX }],
        });
        expect(byId.get(blankAward[0])).toMatchObject({
          decision: 'uncertain',
          explanation: expect.stringMatching(
            /The marking model fake-vision awarded this mark .*, but that was not confirmed: its box holds no writing\.$/,
          ),
        });
        // The score is the service's own: the model's award counts as one mark (its dependencies applied), nothing more.
        expect(question.result.score.awarded).toBeLessThanOrEqual(1);
        expect(question.status).toBe('needs_review');

        // A model that is down leaves the readers' result, marked and saying so: not a failed question.
        expect(withoutModel.status).toBe('needs_review');
        const asked = withoutModel.result.allocations.filter((a: { explanation: string }) =>
          /The marking model fake-vision was asked/.test(a.explanation),
        );
        expect(asked.length).toBeGreaterThan(0);
        for (const allocation of asked)
          expect(allocation).toMatchObject({
            decision: 'uncertain',
            explanation: expect.stringMatching(/gave no usable answer \(HTTP 503\), so it decided nothing\.$/),
          });
      } finally {
        await stack.stop();
        await stack.destroy();
      }
    });
  }),
);
