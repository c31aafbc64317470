import { randomUUID } from 'node:crypto';
import { MAX_PAPER_QUESTIONS, type QuestionPin } from '@pp/contracts';
import { type TestAccount } from '@pp/testing';
import { call, describeOnSharedStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

const json = (body: unknown, init: RequestInit & { key: string } = { key: '' }) => ({
  ...init,
  method: init.method ?? 'POST',
  headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  body: JSON.stringify(body),
});

describeOnSharedStacks('papers (%s mode)', (mode) => {
  const stack = stackOf(mode);
  let pins: QuestionPin[];
  let writer: TestAccount;

  /** A fresh account for each test that writes: the write limit is 20 a minute per key. */
  const author = () => createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
  const create = (account: TestAccount, body: Record<string, unknown>) => call(stack, '/papers', json(body, { key: account.key }));
  const paperBody = (questions: QuestionPin[], extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    title: 'Practice paper',
    questions,
    ...extra,
  });

  beforeAll(async () => {
    writer = await author();
    const search = await call(stack, `/questions?limit=${MAX_PAPER_QUESTIONS + 6}`, { key: writer.key });
    pins = search.body.items.map((item: { pin: QuestionPin }) => item.pin);
  });

  it('creates revision 1 with defaults, summaries and pages, and reads it back byte for byte', async () => {
    const body = paperBody(pins.slice(0, 3));
    const created = await create(writer, body);
    expect(created.status).toBe(201);
    const { paper } = created.body;
    expect(paper).toMatchObject({
      id: body.id,
      revision: 1,
      title: 'Practice paper',
      questions: body.questions,
      writingSpace: 'smart',
      gradeGuide: false,
    });
    expect(paper.questionSummaries.map((q: { number: number; questionId: string }) => [q.number, q.questionId])).toEqual(
      body.questions.map((p, i) => [i + 1, p.questionId]),
    );
    expect(paper.totalMarks).toBe(paper.questionSummaries.reduce((sum: number, q: { marks: number }) => sum + q.marks, 0));
    expect(paper.pageCount).toBeGreaterThan(3);
    expect(paper.createdAt).toBe(paper.revisedAt);
    for (const path of [`/papers/${body.id}`, `/papers/${body.id}/revisions/1`]) {
      const read = await call(stack, path, { key: writer.key });
      expect(read.status).toBe(200);
      expect(read.text).toBe(created.text);
    }
  });

  it('answers a retried create with the same paper, refuses the id with another body, and makes one paper of concurrent creates', async () => {
    const account = await author();
    const body = paperBody(pins.slice(0, 2), { writingSpace: 'none' });
    const [first, second] = await Promise.all([create(account, body), create(account, body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.text).toBe(first.text);
    const retry = await create(account, { ...body, gradeGuide: false });
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(first.text);
    expectError(await create(account, { ...body, title: 'Another title' }), 409, 'id_reused');
    const list = await call(stack, '/papers', { key: account.key });
    expect(list.body.papers.map((p: { id: string }) => p.id)).toEqual([body.id]);
  });

  it('saves a PATCH as a new revision, keeps earlier revisions frozen, and refuses a stale revision', async () => {
    const account = await author();
    const body = paperBody(pins.slice(0, 2));
    const created = await create(account, body);
    const patch = (change: Record<string, unknown>) =>
      call(stack, `/papers/${body.id}`, json(change, { key: account.key, method: 'PATCH' }));

    const second = await patch({ revision: 1, title: 'Renamed', gradeGuide: true });
    expect(second.status).toBe(200);
    expect(second.body.paper).toMatchObject({
      revision: 2,
      title: 'Renamed',
      gradeGuide: true,
      questions: body.questions,
      createdAt: created.body.paper.createdAt,
    });
    expect(second.body.paper.pageCount).toBe(created.body.paper.pageCount);
    // The very request that made revision 2, retried: the same answer, not a conflict.
    const retried = await patch({ revision: 1, title: 'Renamed', gradeGuide: true });
    expect(retried.status).toBe(200);
    expect(retried.text).toBe(second.text);
    expectError(await patch({ revision: 1, title: 'Something else' }), 409, 'stale_revision');

    const third = await patch({ revision: 2, questions: pins.slice(2, 5), writingSpace: 'pages-1' });
    expect(third.body.paper).toMatchObject({ revision: 3, title: 'Renamed', questions: pins.slice(2, 5), writingSpace: 'pages-1' });
    expect(third.body.paper.questionSummaries).toHaveLength(3);
    expect((await call(stack, `/papers/${body.id}/revisions/1`, { key: account.key })).text).toBe(created.text);
    expect((await call(stack, `/papers/${body.id}/revisions/2`, { key: account.key })).text).toBe(second.text);
    expect((await call(stack, `/papers/${body.id}`, { key: account.key })).text).toBe(third.text);
    expectError(await call(stack, `/papers/${body.id}/revisions/4`, { key: account.key }), 404, 'not_found');
    expectError(await patch({ revision: 3 }), 422, 'validation_failed');
  });

  it('checks every pin with the question bank and names each problem at its index, saving nothing', async () => {
    const account = await author();
    const unknown = { ...pins[1], questionId: randomUUID() };
    const changed = { ...pins[2], contentVersion: 'f'.repeat(64) };
    const body = paperBody([pins[0], unknown, changed, pins[0]]);
    const refused = await create(account, body);
    expectError(refused, 422, 'validation_failed');
    expect(refused.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      'body.questions[1]',
      'body.questions[2]',
      'body.questions[3]',
    ]);
    expect(refused.body.error.details[1].message).toMatch(/contentVersion/);
    expectError(await call(stack, `/papers/${body.id}`, { key: account.key }), 404, 'not_found');

    const tooMany = await create(account, paperBody(pins.slice(0, MAX_PAPER_QUESTIONS + 1)));
    expectError(tooMany, 422, 'validation_failed');
    expect(tooMany.body.error.details[0].path).toBe('body.questions');
    expectError(await create(account, paperBody([])), 422, 'validation_failed');
    const invalid = await create(account, { ...paperBody(pins.slice(0, 1)), writingSpace: 'lots', extra: 1 });
    expect(invalid.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['body.extra', 'body.writingSpace']);
    const wrongType = await call(stack, '/papers', {
      method: 'POST',
      key: account.key,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expectError(wrongType, 415, 'unsupported_media_type');
    expect(await sql(stack, 'SELECT 1 FROM paper.papers WHERE id = $1', [body.id])).toEqual([]);
  });

  it('refuses a paper over the page limit, naming the questions and the writing space', async () => {
    const refused = await create(await author(), paperBody(pins.slice(0, MAX_PAPER_QUESTIONS), { writingSpace: 'pages-4' }));
    expectError(refused, 422, 'validation_failed');
    expect(refused.body.error.details.map((d: { path: string }) => d.path)).toEqual(['body.questions', 'body.writingSpace']);
    expect(refused.body.error.details[0].message).toMatch(/at most 80/);
  });

  it('lists summaries newest first in keyset pages', async () => {
    const account = await author();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = paperBody(pins.slice(i, i + 2), { title: `Paper ${i}` });
      expect((await create(account, body)).status).toBe(201);
      ids.unshift(body.id);
    }
    const first = await call(stack, '/papers?limit=2', { key: account.key });
    expect(first.status).toBe(200);
    expect(first.body.papers.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    expect(first.body.papers[0]).toEqual({
      id: ids[0],
      title: 'Paper 2',
      latestRevision: 1,
      questionCount: 2,
      totalMarks: expect.any(Number),
      pageCount: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      exportsReady: false,
      exportsState: 'none',
    });
    const second = await call(stack, `/papers?limit=2&cursor=${first.body.nextCursor}`, { key: account.key });
    expect(second.body).toEqual({ papers: [expect.objectContaining({ id: ids[2] })], nextCursor: null });
    expectError(await call(stack, `/papers?cursor=${randomUUID()}`, { key: account.key }), 422, 'validation_failed');
  });

  // Forty papers in one answer: spec-client.e2e-spec.ts. Here the order, and a cursor without a limit.
  it('lists every paper newest first when no limit is given, and every paper after a cursor', async () => {
    const account = await author();
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const body = paperBody(pins.slice(i, i + 1), { title: `Paper ${i}` });
      expect((await create(account, body)).status).toBe(201);
      ids.unshift(body.id);
    }
    const list = await call(stack, '/papers', { key: account.key });
    expect(list.status).toBe(200);
    expect(list.body.papers.map((p: { id: string }) => p.id)).toEqual(ids);
    expect(list.body.papers[0]).toMatchObject({ title: 'Paper 11', latestRevision: 1, questionCount: 1 });
    expect(list.body.nextCursor).toBeNull();
    const rest = await call(stack, `/papers?cursor=${ids[3]}`, { key: account.key });
    expect(rest.body).toEqual({ papers: ids.slice(4).map((id) => expect.objectContaining({ id })), nextCursor: null });
  });

  it("answers 404 for another owner's paper on every operation, and enforces the scopes", async () => {
    const body = paperBody(pins.slice(0, 1));
    expect((await create(writer, body)).status).toBe(201);
    const stranger = await author();
    expectError(await call(stack, `/papers/${body.id}`, { key: stranger.key }), 404, 'not_found');
    expectError(await call(stack, `/papers/${body.id}/revisions/1`, { key: stranger.key }), 404, 'not_found');
    expectError(
      await call(stack, `/papers/${body.id}`, json({ revision: 1, title: 'Mine' }, { key: stranger.key, method: 'PATCH' })),
      404,
      'not_found',
    );
    expectError(await call(stack, `/papers/${body.id}/revisions/1/exports`, json({}, { key: stranger.key })), 404, 'not_found');
    expectError(await call(stack, `/papers/${body.id}/revisions/1/exports/question-paper`, { key: stranger.key }), 404, 'not_found');
    // The same id is free for another owner: ids are per owner.
    expect((await create(stranger, { ...body, title: 'Theirs' })).status).toBe(201);
    expect((await call(stack, '/papers', { key: stranger.key })).body.papers.map((p: { title: string }) => p.title)).toEqual(['Theirs']);

    const reader = await createAccountWithKey(stack, { scopes: ['papers:read'] });
    const denied = await call(stack, '/papers', json(paperBody(pins.slice(0, 1)), { key: reader.key }));
    expectError(denied, 403, 'insufficient_scope');
    expect(denied.body.error.requiredScopes).toEqual(['papers:write']);
    const writeOnly = await createAccountWithKey(stack, { scopes: ['papers:write'] });
    expect((await call(stack, '/papers', { key: writeOnly.key })).body.error.requiredScopes).toEqual(['papers:read']);
  });
});
