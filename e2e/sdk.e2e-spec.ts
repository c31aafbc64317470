import { SCOPES } from '@pp/contracts';
import { randomUUID } from 'node:crypto';
import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE } from '@pp/import-schema';
import {
  createPracticePaperClient,
  describeScore,
  downloadPaperPdf,
  markPaperScan,
  preparePaperExports,
  unwrap,
  uploadAsset,
  type components,
  type MarkingStage,
  type PracticePaperClient,
} from '@pp/sdk';
import { answerLines, writeScript } from '@pp/testing';
import { createAccountWithKey } from './support/accounts.js';
import { pdfOf } from './support/marking.js';
import { describeOnSharedStacks, stackOf } from './support/stacks.js';

type QuestionPin = components['schemas']['QuestionSearchResult']['items'][number]['pin'];
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/**
 * The whole journey of a learner's script through the SDK (libs/sdk) alone, as a user of the
 * published package writes it: no request here is made by hand.
 */
describeOnSharedStacks('the SDK against the service', (mode) => {
  const stack = stackOf(mode);
  let client: PracticePaperClient;
  let paperId: string;
  let pins: QuestionPin[];

  beforeAll(async () => {
    const account = await createAccountWithKey(stack, { scopes: [...SCOPES] });
    client = createPracticePaperClient({ baseUrl: stack.url, apiKey: account.key });
  });

  it('searches the bank and saves a paper of what it found', async () => {
    const found = unwrap(await client.GET('/questions', { params: { query: { limit: 2, maxMarks: 8 } } }));
    expect(found.items).toHaveLength(2);
    pins = found.items.map((item) => item.pin);
    paperId = randomUUID();
    const created = unwrap(await client.POST('/papers', { body: { id: paperId, title: 'Practice through the SDK', questions: pins } }));
    expect(created.paper).toMatchObject({ id: paperId, revision: 1, title: 'Practice through the SDK' });
    // The same creation again (a retry after a lost answer) is the same paper.
    const again = await client.POST('/papers', { body: { id: paperId, title: 'Practice through the SDK', questions: pins } });
    expect([again.response.status, again.data?.paper.id]).toEqual([201, paperId]);
  });

  it('prepares the exports, reporting their states, and downloads both PDFs', async () => {
    const states: string[] = [];
    const ready = await preparePaperExports(
      client,
      { paperId, revision: 1 },
      { intervalMs: 500, onUpdate: (state) => states.push(state.state) },
    );
    expect(ready.state).toBe('ready');
    expect(ready.questionPaper.state).toBe('ready');
    const [questionPaper, markScheme] = await Promise.all([
      downloadPaperPdf(client, { paperId, revision: 1 }, 'question-paper'),
      downloadPaperPdf(client, { paperId, revision: 1 }, 'mark-scheme'),
    ]);
    expect([isPdf(questionPaper), isPdf(markScheme)]).toEqual([true, true]);
    expect(questionPaper.byteLength).toBe(ready.questionPaper.byteSize);
  });

  it('marks a handwritten scan of the printed paper: every question found by page, started, polled, summarised', async () => {
    const printed = await downloadPaperPdf(client, { paperId, revision: 1 }, 'question-paper');
    const schemes = await Promise.all(
      pins.map(
        async (pin) =>
          unwrap(
            await client.GET('/questions/{questionId}/revisions/{revision}', {
              params: { path: { questionId: pin.questionId, revision: pin.revision } },
            }),
          ).question.markScheme.allocations,
      ),
    );
    // Question 1 answered as its scheme expects; question 2 left blank.
    const scan = await writeScript(printed, (question, partId) => (question === 1 ? answerLines(schemes[0]!, partId) : null));
    const stages: MarkingStage[] = [];
    const marked = await markPaperScan(client, { paperId, revision: 1, scan }, { intervalMs: 500, onStage: (stage) => stages.push(stage) });

    expect(stages).toEqual(['session', 'upload', 'indexing', 'start', 'marking']);
    expect(marked.session.source).toMatchObject({ kind: 'paper', paperId, revision: 1 });
    expect(marked.scan).toMatchObject({ kind: 'work', name: 'scan.pdf', mediaType: 'application/pdf' });
    expect(marked.summary.settled).toBe(true);
    expect(marked.summary.questions.map((question) => question.label).sort()).toEqual(['1', '2']);
    for (const outcome of marked.summary.questions) {
      expect(['completed', 'needs_review', 'failed']).toContain(outcome.status);
      // What the summary calls final is exactly what the server marked completed.
      const server = marked.session.questions.find((question) => question.id === outcome.questionId)!;
      expect(outcome.final).toBe(server.status === 'completed');
      expect(describeScore(outcome)).toMatch(outcome.final ? /^\d+ of \d+$/ : /provisional|no result/);
    }
    // The answered question earns marks; the blank one none.
    const byLabel = new Map(marked.summary.questions.map((outcome) => [outcome.label, outcome]));
    expect(byLabel.get('1')!.score!.awarded).toBeGreaterThan(0);
    expect(byLabel.get('2')!.score?.awarded ?? 0).toBe(0);
    if (marked.summary.complete) expect(marked.summary.total).not.toBeNull();
    else expect(marked.summary.total).toBeNull();
  });

  it('imports work a teacher marked, uploads read back after they are stored, and reads the skill profile it feeds', async () => {
    const created = unwrap(await client.POST('/marking/imports', { body: { title: 'Marked by the teacher' } })).import;
    const [work, scheme] = [await pdfOf(3), await pdfOf(2)];
    const workAsset = await uploadAsset(client, {
      into: { import: created.id },
      kind: 'work',
      name: 'work.pdf',
      bytes: work,
      mediaType: 'application/pdf',
    });
    const schemeAsset = await uploadAsset(client, {
      into: { import: created.id },
      kind: 'scheme',
      name: 'scheme.pdf',
      bytes: scheme,
      mediaType: 'application/pdf',
    });
    const submission = JSON.parse(
      JSON.stringify(HUMAN_SUBMISSION_EXAMPLE)
        .replaceAll(EXAMPLE_WORK_ASSET_ID, workAsset.id)
        .replaceAll(EXAMPLE_SCHEME_ASSET_ID, schemeAsset.id),
    );
    const params = { path: { id: created.id } };
    const validated = unwrap(await client.POST('/marking/imports/{id}/validate', { params, body: submission }));
    expect(validated.valid).toBe(true);
    const completed = unwrap(await client.POST('/marking/imports/{id}/complete', { params, body: submission }));
    expect(completed.import.state).toBe('completed');
    // A stored file is listed once: the list the upload helper reads after a lost answer.
    const assets = unwrap(await client.GET('/marking/imports/{id}/assets', { params })).assets;
    expect(assets.map((asset) => asset.id).sort()).toEqual([workAsset.id, schemeAsset.id].sort());

    const profile = unwrap(await client.GET('/skill-profile'));
    expect(profile.skills.some((skill) => skill.evidenceCount > 0)).toBe(true);
    const pathway = await client.GET('/pathway');
    expect(pathway.response.status).toBe(200);
  });

  it('after an upload whose answer is lost, finds the stored file in the asset list instead of uploading it twice', async () => {
    const account = await createAccountWithKey(stack, { scopes: ['marking:read', 'marking:submit'] });
    // The network drops the answer to the first upload after the server stored it.
    let dropped = 0;
    const lossy = async (request: Request) => {
      const response = await fetch(request);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/assets') && dropped++ === 0)
        throw new TypeError('fetch failed');
      return response;
    };
    const flaky = createPracticePaperClient({ baseUrl: stack.url, apiKey: account.key, fetch: lossy });
    const session = unwrap(await flaky.POST('/marking/sessions', { body: { title: 'Lost answer' } })).session;
    const bytes = await pdfOf(2);
    const asset = await uploadAsset(flaky, {
      into: { session: session.id },
      kind: 'work',
      name: 'scan.pdf',
      bytes,
      mediaType: 'application/pdf',
    });
    expect(dropped).toBe(1);
    const listed = unwrap(await flaky.GET('/marking/sessions/{id}/assets', { params: { path: { id: session.id } } })).assets;
    expect(listed.map((stored) => stored.id)).toEqual([asset.id]);
    expect(asset).toMatchObject({ kind: 'work', name: 'scan.pdf', pageCount: 2 });
  });

  it('throws the API error envelope as a PracticePaperApiError', async () => {
    const missing = await client.GET('/papers/{id}', { params: { path: { id: randomUUID() } } });
    expect(() => unwrap(missing)).toThrow(expect.objectContaining({ status: 404, code: 'not_found', requestId: expect.any(String) }));
  });
});
