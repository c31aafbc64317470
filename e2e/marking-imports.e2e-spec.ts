import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { IMPORT_EVENTS } from '@pp/contracts';
import { AI_SUBMISSION_EXAMPLE, EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE, IMPORT_SCHEMA_DOCUMENT, type ImportSubmission } from '@pp/import-schema';
import { createAccountWithKey, type RunningStack, startDistributedTestStack, type StackInfo, type TestAccount } from '@pp/testing';
import { json } from './support/papers.js';
import { call, expectError, MODES, sql, stackOf } from './support/stacks.js';

async function pdfOf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`page ${i + 1}`, { x: 50, y: 700 });
  return pdf.save();
}

/** An example submission pointed at this import's uploads instead of the example's asset ids. */
const submissionFor = (example: ImportSubmission, work: string, scheme: string): ImportSubmission =>
  JSON.parse(JSON.stringify(example).replaceAll(EXAMPLE_WORK_ASSET_ID, work).replaceAll(EXAMPLE_SCHEME_ASSET_ID, scheme));

function importsClient(stack: StackInfo, account: TestAccount) {
  const path = (id: string) => `/marking/imports/${id}`;
  return {
    create: (title: string, key = randomUUID()) => call(stack, '/marking/imports', json({ title }, account.key, { 'idempotency-key': key })),
    read: (id: string) => call(stack, path(id), { key: account.key }),
    upload: (id: string, bytes: Uint8Array, kind: 'work' | 'scheme') =>
      call(stack, `${path(id)}/assets?kind=${kind}&name=${kind}.pdf`, { method: 'POST', key: account.key, headers: { 'content-type': 'application/pdf' }, body: bytes }),
    validate: (id: string, submission: unknown) => call(stack, `${path(id)}/validate`, json(submission, account.key)),
    complete: (id: string, submission: unknown, key = randomUUID()) => call(stack, `${path(id)}/complete`, json(submission, account.key, { 'idempotency-key': key })),
  };
}

/** A draft import holding a three-page scan and a two-page scheme, and the example submission for it. */
async function draftImport(stack: StackInfo, account: TestAccount, example: ImportSubmission = HUMAN_SUBMISSION_EXAMPLE) {
  const api = importsClient(stack, account);
  const created = await api.create('Mock paper, marked by the teacher');
  expect(created.status).toBe(201);
  const id = created.body.import.id as string;
  const work = (await api.upload(id, await pdfOf(3), 'work')).body.asset;
  const scheme = (await api.upload(id, await pdfOf(2), 'scheme')).body.asset;
  return { api, id, work, scheme, submission: submissionFor(example, work.id, scheme.id) };
}

const IMPORTER = ['marking:import', 'marking:read', 'marking:review'] as const;

describe.each(MODES)('marking imports (%s mode)', (mode) => {
  const stack = stackOf(mode);

  it('publishes the svc-marking-import-v1 schema without a key', async () => {
    const response = await call(stack, '/schemas/svc-marking-import-v1.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/schema\+json/);
    expect(JSON.parse(response.text)).toEqual(JSON.parse(JSON.stringify(IMPORT_SCHEMA_DOCUMENT)));
  });

  it.each([
    ['a human', HUMAN_SUBMISSION_EXAMPLE],
    ['an ai', AI_SUBMISSION_EXAMPLE],
  ])('validates, completes and reads back %s submission as imported work, reviewable, never re-marked', async (_who, example) => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const { api, id, work, submission } = await draftImport(stack, account, example);
    const validated = await api.validate(id, submission);
    expect(validated.status).toBe(200);
    expect(validated.body.valid).toBe(true);
    expect(validated.body.questions.map((q: { label: string }) => q.label)).toEqual(submission.questions.map((q) => q.label));

    const key = randomUUID();
    const completed = await api.complete(id, submission, key);
    expect(completed.status).toBe(200);
    expect(completed.body.import).toMatchObject({ id, state: 'completed', sessionHref: `/marking/sessions/${id}` });
    expect(completed.body.questions).toEqual(validated.body.questions);
    // The same payload again, with the same key or another, answers the same; a changed one is 409.
    expect((await api.complete(id, submission, key)).body).toEqual(completed.body);
    expect((await api.complete(id, submission)).body).toEqual(completed.body);
    const changed = structuredClone(submission);
    changed.source.name = 'Someone else';
    expectError(await api.complete(id, changed), 409, 'import_completed');
    expectError(await api.upload(id, await pdfOf(1), 'work'), 409, 'import_completed');

    const session = (await call(stack, `/marking/sessions/${id}`, { key: account.key })).body.session;
    expect(session.source).toEqual({ kind: 'import', importId: id });
    expect(session.questions).toHaveLength(submission.questions.length);
    for (const [index, question] of session.questions.entries()) {
      const sent = submission.questions[index];
      expect(question).toMatchObject({ label: sent.label, origin: 'imported', attempts: 0 });
      expect(question.status).toBe(question.result.unresolved.length > 0 ? 'needs_review' : 'completed');
      expect(question.result.source).toMatchObject({ kind: 'imported', importId: id, marker: submission.source.kind, name: submission.source.name });
      expect(question.result.score).toEqual(completed.body.questions[index].score);
      const first = question.result.allocations[0];
      const decision = sent.decisions.find((d) => d.criterionId === first.id)!;
      expect(first).toMatchObject({ decision: decision.decision, explanation: decision.reason, evidence: decision.evidence });
      expect(first.evidence[0].pageId).toMatch(new RegExp(`^${work.id}:p`));
    }
    // Nothing was queued for automated marking, and no credit was used.
    expect(await sql(stack, `SELECT 1 FROM marking.job WHERE data->>'sessionId' = $1`, [id])).toEqual([]);
    expect((await call(stack, '/marking/credits', { key: account.key })).body?.credits?.included?.used ?? 0).toBe(0);
    // A review edit works on an imported question as on any other.
    const question = session.questions[0];
    const allocation = question.result.allocations[0];
    const reviewed = await call(
      stack,
      `/marking/sessions/${id}/questions/${question.id}/reviews`,
      json({ resultRevision: 1, allocationId: allocation.id, decision: allocation.decision === 'awarded' ? 'withheld' : 'awarded', explanation: 'Second marker' }, account.key),
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.question.result.revision).toBe(2);
    // The completion went out as an event.
    const events = await sql<{ subject: string }>(stack, `SELECT payload->>'subject' AS subject FROM import.outbox WHERE payload->'data'->>'importId' = $1`, [id]);
    expect(events.map((e) => e.subject)).toEqual([IMPORT_EVENTS.importCompleted]);
  });

  it('refuses an invalid submission with every error at its JSON Pointer, and saves nothing', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const { api, id, submission } = await draftImport(stack, account);
    const broken = structuredClone(submission) as ImportSubmission & { total?: number };
    broken.total = 20;
    broken.questions[1].criteria[0].dependsOn = ['no-such-criterion'];
    broken.questions[0].decisions[0].evidence[0].box.width = 0;
    const refused = await api.validate(id, broken);
    expectError(refused, 422, 'validation_failed');
    const paths = refused.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['/total', '/questions/1/criteria/0/dependsOn/0', '/questions/0/decisions/0/evidence/0/box/width']));
    expectError(await api.complete(id, broken), 422, 'validation_failed');
    expect((await api.read(id)).body.import.state).toBe('draft');
    expect(await sql(stack, 'SELECT 1 FROM marking.sessions WHERE id = $1', [id])).toEqual([]);
    // A page of the scheme cited as work evidence is refused at its place.
    const misplaced = structuredClone(submission);
    misplaced.questions[0].decisions[0].evidence[0].pageId = misplaced.questions[0].coverage.schemePageIds[0];
    expectError(await api.validate(id, misplaced), 422, 'validation_failed');
  });

  it('answers 413 above 4 MiB, 415 for another content type, 404 for another owner and 403 without marking:import', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const { api, id, submission } = await draftImport(stack, account);
    const huge = { ...submission, padding: 'x'.repeat(4 * 1024 * 1024) };
    expectError(await api.validate(id, huge), 413, 'payload_too_large');
    // Just under 4 MiB is read (and refused for its unknown field, not its size).
    const large = { ...submission, padding: 'x'.repeat(4 * 1024 * 1024 - JSON.stringify(submission).length - 200) };
    expectError(await api.validate(id, large), 422, 'validation_failed');
    const asText = await call(stack, `/marking/imports/${id}/validate`, { method: 'POST', key: account.key, headers: { 'content-type': 'text/plain' }, body: JSON.stringify(submission) });
    expectError(asText, 415, 'unsupported_media_type');
    const stranger = importsClient(stack, await createAccountWithKey(stack, { scopes: [...IMPORTER] }));
    expectError(await stranger.read(id), 404, 'not_found');
    expectError(await stranger.validate(id, submission), 404, 'not_found');
    expectError(await stranger.complete(id, submission), 404, 'not_found');
    const reader = importsClient(stack, await createAccountWithKey(stack, { scopes: ['marking:read'] }));
    const refused = await reader.create('x');
    expectError(refused, 403, 'insufficient_scope');
    expect(refused.body.error.requiredScopes).toEqual(['marking:import']);
  });
});

describe('an import completion that fails half-way (distributed mode)', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    // The marking service's first import save fails after writing its first question.
    stack = await startDistributedTestStack({ MARKING_IMPORT_FAULT_AFTER_QUESTIONS: '1', RATE_LIMITS: 'off' });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stack?.destroy();
  });

  it('leaves nothing saved, and a retry completes it', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const { api, id, submission } = await draftImport(stack, account);
    expect(submission.questions.length).toBeGreaterThan(1);
    const key = randomUUID();
    const failed = await api.complete(id, submission, key);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await sql(stack, 'SELECT 1 FROM marking.sessions WHERE id = $1', [id])).toEqual([]);
    expect(await sql(stack, 'SELECT 1 FROM marking.questions WHERE session_id = $1', [id])).toEqual([]);
    expect((await api.read(id)).body.import.state).toBe('draft');
    // Only the same payload may finish what was begun.
    const changed = structuredClone(submission);
    changed.source.name = 'Someone else';
    expectError(await api.complete(id, changed), 409, 'import_completed');
    const retried = await api.complete(id, submission, key);
    expect(retried.status).toBe(200);
    const saved = await sql<{ n: number }>(stack, 'SELECT count(*)::int AS n FROM marking.questions WHERE session_id = $1', [id]);
    expect(saved).toEqual([{ n: submission.questions.length }]);
  });
});
