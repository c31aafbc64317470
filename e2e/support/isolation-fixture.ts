import { randomUUID } from 'node:crypto';
import { SCOPES } from '@pp/contracts';
import type { StackInfo, TestAccount } from '@pp/testing';
import { createAccountWithKey } from './accounts.js';
import { IMPORT_PAGES, type IdWorld } from './isolation-operations.js';
import { markingClient, pdfOf, settled } from './marking.js';
import { createPaper, json, pinsOf, prepare, until } from './papers.js';
import { call } from './stacks.js';

export interface IsolationOwner {
  account: TestAccount;
  ids: IdWorld;
  /** What is the owner's alone (ids, titles, file names): none may reach another owner's answers. */
  secrets: string[];
}

const PAPER_TITLE = 'Isolation owner paper';
const IMPORT_TITLE = 'Isolation owner import';
const FILE_NAME = 'isolation-owner-scan.pdf';

/** A JSON write with an Idempotency-Key. */
const idempotent = (body: unknown, key: string) => json(body, key, { 'idempotency-key': randomUUID() });

async function uploadToImport(stack: StackInfo, account: TestAccount, importId: string, kind: 'work' | 'scheme'): Promise<string> {
  const uploaded = await call(stack, `/marking/imports/${importId}/assets?kind=${kind}&name=${kind}-${FILE_NAME}`, {
    method: 'POST',
    key: account.key,
    headers: { 'content-type': 'application/pdf' },
    body: await pdfOf(IMPORT_PAGES[kind]),
  });
  expect(uploaded.status).toBe(201);
  return uploaded.body.asset.id;
}

/** An open import with a work and a scheme asset (left open: another owner completing it would show). */
async function openImport(stack: StackInfo, account: TestAccount) {
  const created = await call(stack, '/marking/imports', idempotent({ title: IMPORT_TITLE }, account.key));
  expect(created.status).toBe(201);
  const id: string = created.body.import.id;
  const [work, scheme] = [await uploadToImport(stack, account, id, 'work'), await uploadToImport(stack, account, id, 'scheme')];
  return { import: id, importAsset: work, importSchemeAsset: scheme };
}

/**
 * A session made from the paper's revision 2 with an uploaded scan and one question, marked and then
 * reviewed once; returns once progress has taken the review in, so the owner's reads stand still.
 */
async function reviewedSession(stack: StackInfo, account: TestAccount, paperId: string) {
  const marking = markingClient(stack, account);
  const created = await marking.createFromPaper(paperId, 2);
  expect(created.status).toBe(201);
  const session: string = created.body.session.id;
  const uploaded = await marking.upload(session, await pdfOf(1), 'work', FILE_NAME);
  expect(uploaded.status).toBe(201);
  const asset: string = uploaded.body.asset.id;
  const requested = await marking.request(session, { label: '1', workAssetIds: [asset], schemeAssetIds: [], pageSelections: {} });
  expect(requested.status).toBe(201);
  const question: string = requested.body.question.id;
  expect((await marking.start(session)).status).toBe(202);
  const marked = await until(
    () => marking.question(session, question),
    (r) => settled(r.body.question.status),
  );
  const result = marked.body.question.result;
  expect(result?.allocations?.length).toBeGreaterThan(0);
  const allocation: string = result.allocations[0].id;
  const reviewed = await marking.review(session, question, {
    resultRevision: result.revision,
    allocationId: allocation,
    decision: 'awarded',
    explanation: 'Reviewed by the owner',
  });
  expect(reviewed.status).toBe(200);
  await until(
    () => call(stack, `/skill-profile/records?attemptId=${session}&limit=100`, { key: account.key }),
    (r) =>
      r.body.records.some((record: { criterionId: string; reviewed: boolean }) => record.criterionId === allocation && record.reviewed),
    30_000,
  );
  return { session, sessionAsset: asset, markingQuestion: question, allocation, attempt: session };
}

/**
 * Owner A: a key with every scope, and one resource of every kind an id can name: a paper with two
 * revisions and revision 2's exports, a marking session with an asset and a reviewed question (its
 * progress mappings, criteria and insights with it), and an import with two assets. Built side by
 * side: marking is the longest part.
 */
export async function createIsolationOwner(stack: StackInfo): Promise<IsolationOwner> {
  const account = await createAccountWithKey(stack, { scopes: [...SCOPES], name: 'Isolation Owner' });
  const paper = await createPaper(stack, account, await pinsOf(stack, account.key, 1, { maxMarks: '5' }), PAPER_TITLE);
  const renamed = await call(stack, `/papers/${paper}`, {
    ...json({ revision: 1, title: `${PAPER_TITLE} (2)` }, account.key),
    method: 'PATCH',
  });
  expect(renamed.body.paper?.revision).toBe(2);
  const [, marked, opened] = await Promise.all([
    prepare(stack, account.key, paper, 2).then((prepared) => expect(prepared.status).toBe(200)),
    reviewedSession(stack, account, paper),
    openImport(stack, account),
  ]);
  // The paper's mark scheme joins the session once its exports are ready: a change the owner's reads must not see later.
  await until(
    () => call(stack, `/marking/sessions/${marked.session}`, { key: account.key }),
    (r) => r.body.session.assets.some((asset: { kind: string }) => asset.kind === 'scheme'),
    30_000,
  );
  const ids: IdWorld = { paper, paperRevision: '2', ...marked, ...opened };
  const secrets = [...Object.values(ids), account.accountId, account.keyId, account.email, PAPER_TITLE, IMPORT_TITLE, FILE_NAME];
  return { account, ids, secrets: secrets.filter((secret) => secret.length >= 8) };
}
