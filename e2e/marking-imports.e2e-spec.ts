import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { IMPORT_EVENTS } from '@pp/contracts';
import {
  AI_SUBMISSION_EXAMPLE,
  EXAMPLE_SCHEME_ASSET_ID,
  EXAMPLE_WORK_ASSET_ID,
  HUMAN_SUBMISSION_EXAMPLE,
  IMPORT_SCHEMA_DOCUMENT,
  type ImportSubmission,
} from '@pp/import-schema';
import { type RunningStack, startDistributedTestStack, type StackInfo, type TestAccount } from '@pp/testing';
import { json } from './support/papers.js';
import { call, describeOnSharedStacks, describeWithOwnStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

async function pdfOf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`page ${i + 1}`, { x: 50, y: 700 });
  return pdf.save();
}

/**
 * A POST that declares `bytes` of JSON and sends none: the answer a body of that length gets by its
 * Content-Length alone. (Sending a body over the limit in full is unreliable in a test: the gateway
 * answers 413 and closes the connection while the client is still writing, and the reset can discard
 * the answer before the client reads it.)
 */
function declaredBody(
  stack: StackInfo,
  path: string,
  key: string,
  bytes: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${stack.url}${path}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': String(bytes), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          sent.destroy();
          resolve({ status: response.statusCode!, body: JSON.parse(text) });
        });
      },
    );
    sent.on('error', reject);
    sent.flushHeaders();
  });
}

/** An example submission pointed at this import's uploads instead of the example's asset ids. */
const submissionFor = (example: ImportSubmission, work: string, scheme: string): ImportSubmission =>
  JSON.parse(JSON.stringify(example).replaceAll(EXAMPLE_WORK_ASSET_ID, work).replaceAll(EXAMPLE_SCHEME_ASSET_ID, scheme));

function importsClient(stack: StackInfo, account: TestAccount) {
  const path = (id: string) => `/marking/imports/${id}`;
  return {
    create: (title: string, key = randomUUID()) =>
      call(stack, '/marking/imports', json({ title }, account.key, { 'idempotency-key': key })),
    read: (id: string) => call(stack, path(id), { key: account.key }),
    assets: (id: string) => call(stack, `${path(id)}/assets`, { key: account.key }),
    upload: (id: string, bytes: Uint8Array, kind: 'work' | 'scheme') =>
      call(stack, `${path(id)}/assets?kind=${kind}&name=${kind}.pdf`, {
        method: 'POST',
        key: account.key,
        headers: { 'content-type': 'application/pdf' },
        body: bytes,
      }),
    validate: (id: string, submission: unknown) => call(stack, `${path(id)}/validate`, json(submission, account.key)),
    /** A body sent exactly as given (for its byte length). */
    post: (id: string, step: 'validate' | 'complete', body: string) =>
      call(stack, `${path(id)}/${step}`, {
        method: 'POST',
        key: account.key,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body,
      }),
    complete: (id: string, submission: unknown, key = randomUUID()) =>
      call(stack, `${path(id)}/complete`, json(submission, account.key, { 'idempotency-key': key })),
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

describeOnSharedStacks('marking imports (%s mode)', (mode) => {
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
    expectError(await api.validate(id, submission), 409, 'import_completed');
    expect((await api.read(id)).body.import).toEqual(completed.body.import);
    expect((await api.assets(id)).body.assets).toEqual(completed.body.import.assets);

    const session = (await call(stack, `/marking/sessions/${id}`, { key: account.key })).body.session;
    expect(session.source).toEqual({ kind: 'import', importId: id });
    expect(session.questions).toHaveLength(submission.questions.length);
    for (const [index, question] of session.questions.entries()) {
      const sent = submission.questions[index];
      expect(question).toMatchObject({ label: sent.label, origin: 'imported', attempts: 0 });
      expect(question.status).toBe(question.result.unresolved.length > 0 ? 'needs_review' : 'completed');
      expect(question.result.source).toMatchObject({
        kind: 'imported',
        importId: id,
        marker: submission.source.kind,
        name: submission.source.name,
      });
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
      json(
        {
          resultRevision: 1,
          allocationId: allocation.id,
          decision: allocation.decision === 'awarded' ? 'withheld' : 'awarded',
          explanation: 'Second marker',
        },
        account.key,
      ),
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.question.result.revision).toBe(2);
    // The completion went out as an event.
    const events = await sql<{ subject: string }>(
      stack,
      `SELECT payload->>'subject' AS subject FROM import.outbox WHERE payload->'data'->>'importId' = $1`,
      [id],
    );
    expect(events.map((e) => e.subject)).toEqual([IMPORT_EVENTS.importCompleted]);
  });

  it('accepts upper-case UUIDs, an offset-free markedAt and one criterion id in two questions, and keeps them normalised', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const { api, id, work, scheme, submission } = await draftImport(stack, account);
    // Every asset UUID in upper case (pageSelections keys, coverage, citations, evidence), and the path's id too.
    const sent: ImportSubmission = JSON.parse(
      JSON.stringify(submission).replaceAll(work.id, work.id.toUpperCase()).replaceAll(scheme.id, scheme.id.toUpperCase()),
    );
    expect(JSON.stringify(sent)).not.toContain(work.id);
    sent.source.markedAt = '2026-03-14T16:20';
    // Question 2 numbers its criteria as question 1 does: ids are unique within a question only.
    const ids = sent.questions[0].criteria.map((criterion) => criterion.id);
    const renamed = new Map(sent.questions[1].criteria.map((criterion, i) => [criterion.id, ids[i]]));
    for (const criterion of sent.questions[1].criteria) {
      criterion.id = renamed.get(criterion.id)!;
      criterion.dependsOn = criterion.dependsOn.map((dependency) => renamed.get(dependency)!);
    }
    for (const decision of sent.questions[1].decisions) decision.criterionId = renamed.get(decision.criterionId)!;
    expect(sent.questions[1].criteria).toHaveLength(ids.length);

    const validated = await api.validate(id.toUpperCase(), sent);
    expect(validated.status).toBe(200);
    // The same decisions, scored alike under the shared ids.
    const asSubmitted = await api.validate(id, submission);
    expect(validated.body.questions.map((question: { score: unknown }) => question.score)).toEqual(
      asSubmitted.body.questions.map((question: { score: unknown }) => question.score),
    );
    const completed = await api.complete(id.toUpperCase(), sent);
    expect(completed.status).toBe(200);
    expect(completed.body.import).toMatchObject({ id, state: 'completed', sessionHref: `/marking/sessions/${id}` });
    expect(completed.body.questions).toEqual(validated.body.questions);
    // The same payload at the path's lower-case id is the same completion.
    expect((await api.complete(id, sent)).body).toEqual(completed.body);

    const session = (await call(stack, `/marking/sessions/${id}`, { key: account.key })).body.session;
    expect(JSON.stringify(session)).not.toContain(work.id.toUpperCase());
    expect(JSON.stringify(session)).not.toContain(scheme.id.toUpperCase());
    for (const question of session.questions) {
      expect(question.result.source.markedAt).toBe('2026-03-14T16:20:00.000Z');
      expect(question.result.allocations.map((allocation: { id: string }) => allocation.id)).toEqual(ids);
      expect(question.workAssetIds).toEqual([work.id]);
      expect(question.schemeAssetIds).toEqual([scheme.id]);
      expect(Object.keys(question.pageSelections).sort()).toEqual([work.id, scheme.id].sort());
      for (const allocation of question.result.allocations)
        for (const evidence of allocation.evidence) expect(evidence.pageId).toMatch(new RegExp(`^${work.id}:p\\d+$`));
    }
    // Each question keeps its own decisions under the shared ids.
    for (const [index, question] of session.questions.entries()) {
      const decided = Object.fromEntries(sent.questions[index].decisions.map((decision) => [decision.criterionId, decision.decision]));
      for (const allocation of question.result.allocations) expect(allocation.decision).toBe(decided[allocation.id]);
    }
    const [event] = await sql<{ markedAt: string }>(
      stack,
      `SELECT payload->'data'->'source'->>'markedAt' AS "markedAt" FROM import.outbox WHERE payload->'data'->>'importId' = $1`,
      [id],
    );
    expect(event.markedAt).toBe('2026-03-14T16:20:00.000Z');
    // A date that does not exist is still refused at its place.
    const other = await draftImport(stack, account);
    const impossible = structuredClone(other.submission);
    impossible.source.markedAt = '2026-02-30T10:00:00Z';
    const refused = await other.api.validate(other.id, impossible);
    expectError(refused, 422, 'validation_failed');
    expect(refused.body.error.details).toEqual([{ path: '/source/markedAt', message: expect.any(String) }]);
  });

  it('names what to correct in each refused upload: the file itself, or the import that is full', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const api = importsClient(stack, account);
    const id = (await api.create('Refused uploads')).body.import.id as string;
    const empty = await api.upload(id, new Uint8Array(0), 'work');
    expectError(empty, 422, 'empty_file');
    expect(empty.body.error.details).toEqual([{ path: 'body', message: empty.body.error.message }]);
    const pdf = await pdfOf(2);
    const truncated = await api.upload(id, pdf.slice(0, Math.floor(pdf.length / 2)), 'work');
    expectError(truncated, 422, 'file_corrupt');
    expect(truncated.body.error.details).toEqual([{ path: 'body', message: truncated.body.error.message }]);
    // 100 files (placeholder rows: uploads are rate-limited writes), then one more.
    await sql(
      stack,
      `INSERT INTO import.assets (id, import_id, owner_id, kind, name, media_type, byte_size, sha256, page_count, blob_key, uploaded_at)
       SELECT gen_random_uuid(), i.id, i.owner_id, 'work', 'filler', 'application/pdf', 10, repeat('0', 64), 1, 'none', now()
       FROM import.imports i, generate_series(1, 100) WHERE i.id = $1`,
      [id],
    );
    const full = await api.upload(id, await pdfOf(1), 'work');
    expectError(full, 422, 'session_files_exceeded');
    expect(full.body.error.details).toEqual([{ path: 'params.id', message: expect.stringContaining('100 files') }]);
    expect(await sql(stack, `SELECT 1 FROM import.assets WHERE import_id = $1 AND name <> 'filler'`, [id])).toEqual([]);
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
    expect(paths).toEqual(
      expect.arrayContaining(['/total', '/questions/1/criteria/0/dependsOn/0', '/questions/0/decisions/0/evidence/0/box/width']),
    );
    expectError(await api.complete(id, broken), 422, 'validation_failed');
    expect((await api.read(id)).body.import.state).toBe('draft');
    expect(await sql(stack, 'SELECT 1 FROM marking.sessions WHERE id = $1', [id])).toEqual([]);
    // A page of the scheme cited as work evidence is refused at its place.
    const misplaced = structuredClone(submission);
    misplaced.questions[0].decisions[0].evidence[0].pageId = misplaced.questions[0].coverage.schemePageIds[0];
    const refusedPage = await api.validate(id, misplaced);
    expectError(refusedPage, 422, 'validation_failed');
    expect(refusedPage.body.error.details).toEqual([
      { path: '/questions/0/decisions/0/evidence/0/pageId', message: expect.stringMatching(/scheme page/) },
    ]);
    // A self-dependency, a criterion without its decision and a repeated label, each at its place.
    const tangled = structuredClone(submission);
    tangled.questions[0].criteria[1].dependsOn = [tangled.questions[0].criteria[1].id];
    tangled.questions[0].decisions = tangled.questions[0].decisions.filter((d) => d.criterionId !== tangled.questions[0].criteria[1].id);
    tangled.questions[1].label = tangled.questions[0].label;
    const refusedRules = await api.validate(id, tangled);
    expectError(refusedRules, 422, 'validation_failed');
    expect(refusedRules.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      '/questions/0/criteria/1',
      '/questions/0/criteria/1/dependsOn/0',
      '/questions/1/label',
    ]);
    // A body nested ten thousand levels deep (found by the fuzz suite) is a 422 at the root, never a 5xx.
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const step of ['validate', 'complete'] as const) {
      const refusedDeep = await api.post(id, step, deep);
      expectError(refusedDeep, 422, 'validation_failed');
      expect(refusedDeep.body.error.details).toEqual([{ path: '', message: expect.stringMatching(/deeper than 32 levels/) }]);
    }
    expect((await api.read(id)).body.import.state).toBe('draft');
  });

  it('answers 413 above 4 MiB, 415 for another content type, 404 for another owner and 403 without marking:import', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const { api, id, submission } = await draftImport(stack, account);
    // Exactly 4 MiB (4,194,304 bytes) is read, and refused for its unknown field, not its size; one byte more is 413.
    const LIMIT = 4 * 1024 * 1024;
    const padded = (bytes: number) => {
      const body = JSON.stringify({
        ...submission,
        padding: 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify({ ...submission, padding: '' }))),
      });
      expect(Buffer.byteLength(body)).toBe(bytes);
      return body;
    };
    const atLimit = await api.post(id, 'validate', padded(LIMIT));
    expectError(atLimit, 422, 'validation_failed');
    expect(atLimit.body.error.details).toEqual([expect.objectContaining({ path: '/padding' })]);
    for (const step of ['validate', 'complete']) {
      const over = await declaredBody(stack, `/marking/imports/${id}/${step}`, account.key, LIMIT + 1, { 'idempotency-key': randomUUID() });
      expect({ status: over.status, code: over.body.error.code }).toEqual({ status: 413, code: 'payload_too_large' });
    }
    // Other JSON routes keep the gateway's 1 MiB limit.
    const create = await declaredBody(stack, '/marking/imports', account.key, 1024 * 1024 + 1, { 'idempotency-key': randomUUID() });
    expect({ status: create.status, code: create.body.error.code }).toEqual({ status: 413, code: 'payload_too_large' });
    const asText = await call(stack, `/marking/imports/${id}/validate`, {
      method: 'POST',
      key: account.key,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(submission),
    });
    expectError(asText, 415, 'unsupported_media_type');
    const stranger = importsClient(stack, await createAccountWithKey(stack, { scopes: [...IMPORTER] }));
    expectError(await stranger.read(id), 404, 'not_found');
    expectError(await stranger.assets(id), 404, 'not_found');
    expectError(await stranger.upload(id, await pdfOf(1), 'work'), 404, 'not_found');
    expectError(await stranger.validate(id, submission), 404, 'not_found');
    expectError(await stranger.complete(id, submission), 404, 'not_found');
    const reader = importsClient(stack, await createAccountWithKey(stack, { scopes: ['marking:read'] }));
    const refused = await reader.create('x');
    expectError(refused, 403, 'insufficient_scope');
    expect(refused.body.error.requiredScopes).toEqual(['marking:import']);
    expectError(await reader.read(id), 403, 'insufficient_scope');
    // marking:import alone does not read the marking area.
    const importer = await createAccountWithKey(stack, { scopes: ['marking:import'] });
    expectError(await call(stack, `/marking/sessions/${id}`, { key: importer.key }), 403, 'insufficient_scope');
  });
});

describeWithOwnStacks('an import completion that fails half-way (distributed mode)', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    // Two crash points, each once per process: the marking service's first import save fails after
    // writing its first question (inside its transaction); the import service's first completion
    // that got the marking save's answer fails before recording the import completed.
    stack = await startDistributedTestStack({
      MARKING_IMPORT_FAULT_AFTER_QUESTIONS: '1',
      IMPORT_COMPLETE_FAULT_AFTER_SAVE: 'true',
      RATE_LIMITS: 'off',
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await stack?.destroy();
  });

  it('leaves nothing saved when the save fails, everything saved when the completion fails after it, and a retry finishes', async () => {
    const account = await createAccountWithKey(stack, { scopes: [...IMPORTER] });
    const { api, id, submission } = await draftImport(stack, account);
    expect(submission.questions.length).toBeGreaterThan(1);
    const questionsSaved = async () =>
      (await sql<{ n: number }>(stack, 'SELECT count(*)::int AS n FROM marking.questions WHERE session_id = $1', [id]))[0].n;
    const eventsOf = (schema: 'import' | 'marking', subject: string, field: string) =>
      sql(stack, `SELECT 1 FROM ${schema}.outbox WHERE payload->>'subject' = $1 AND payload->'data'->>'${field}' = $2`, [subject, id]);
    const key = randomUUID();

    // 1. The marking save fails half-way: nothing is left in the marking area.
    const failed = await api.complete(id, submission, key);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await sql(stack, 'SELECT 1 FROM marking.sessions WHERE id = $1', [id])).toEqual([]);
    expect(await questionsSaved()).toBe(0);
    expect(await eventsOf('marking', 'events.marking.question-completed', 'sessionId')).toEqual([]);
    expect((await api.read(id)).body.import.state).toBe('draft');
    // Begun for this payload: only it may finish, and the import takes no more uploads.
    const changed = structuredClone(submission);
    changed.source.name = 'Someone else';
    expectError(await api.complete(id, changed), 409, 'import_completed');
    expectError(await api.upload(id, await pdfOf(1), 'work'), 409, 'import_completed');

    // 2. The marking save succeeds and the import service fails before recording it: every question
    //    is saved once, the import is still a draft and its event has not gone out.
    const interrupted = await api.complete(id, submission, key);
    expect(interrupted.status).toBeGreaterThanOrEqual(500);
    expect(await questionsSaved()).toBe(submission.questions.length);
    expect((await api.read(id)).body.import.state).toBe('draft');
    expect(await eventsOf('import', IMPORT_EVENTS.importCompleted, 'importId')).toEqual([]);

    // 3. The retry finishes: the marking save answers with what it saved (nothing twice).
    const retried = await api.complete(id, submission, key);
    expect(retried.status).toBe(200);
    expect(retried.body.import).toMatchObject({ id, state: 'completed', sessionHref: `/marking/sessions/${id}` });
    expect(await questionsSaved()).toBe(submission.questions.length);
    expect(await eventsOf('marking', 'events.marking.question-completed', 'sessionId')).toHaveLength(submission.questions.length);
    expect(await eventsOf('import', IMPORT_EVENTS.importCompleted, 'importId')).toHaveLength(1);
    expect((await api.complete(id, submission)).body).toEqual(retried.body);
    const session = (await call(stack, `/marking/sessions/${id}`, { key: account.key })).body.session;
    expect(session.questions.map((q: { label: string }) => q.label)).toEqual(submission.questions.map((q) => q.label));
  });
});
