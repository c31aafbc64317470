import { randomUUID } from 'node:crypto';
import type { StackInfo, TestAccount } from '@pp/testing';
import { createPaper, json, pinsOf, prepare } from './papers.js';
import { call } from './stacks.js';

/** Every scope a marking script needs. */
export const MARKER_SCOPES = ['questions:read', 'papers:read', 'papers:write', 'marking:read', 'marking:submit', 'marking:review'] as const;

export { pdfOf } from '@pp/testing';

const withKey = (key: string) => ({ 'idempotency-key': key });
const sessionPath = (id: string) => `/marking/sessions/${id}`;

/** The marking API as a learner's script uses it. */
export function markingClient(stack: StackInfo, account: TestAccount) {
  return {
    createDraft: (title: string) => call(stack, '/marking/sessions', json({ title }, account.key, withKey(randomUUID()))),
    createFromPaper: (paperId: string, revision = 1, key = randomUUID()) =>
      call(stack, '/marking/sessions/from-builder', json({ paperId, revision }, account.key, withKey(key))),
    upload: (sessionId: string, bytes: Uint8Array, kind: 'work' | 'scheme', name = 'scan.pdf', contentType = 'application/pdf') =>
      call(stack, `${sessionPath(sessionId)}/assets?kind=${kind}&name=${name}`, {
        method: 'POST',
        key: account.key,
        headers: { 'content-type': contentType },
        body: bytes,
      }),
    request: (sessionId: string, body: unknown, key = randomUUID()) =>
      call(stack, `${sessionPath(sessionId)}/questions`, json(body, account.key, withKey(key))),
    start: (sessionId: string, key = randomUUID()) =>
      call(stack, `${sessionPath(sessionId)}/start`, { method: 'POST', key: account.key, headers: withKey(key) }),
    read: (sessionId: string) => call(stack, sessionPath(sessionId), { key: account.key }),
    question: (sessionId: string, questionId: string) =>
      call(stack, `${sessionPath(sessionId)}/questions/${questionId}`, { key: account.key }),
    cancel: (sessionId: string, questionId: string) =>
      call(stack, `${sessionPath(sessionId)}/questions/${questionId}/cancel`, { method: 'POST', key: account.key }),
    review: (sessionId: string, questionId: string, body: unknown) =>
      call(stack, `${sessionPath(sessionId)}/questions/${questionId}/reviews`, json(body, account.key)),
    credits: () => call(stack, '/marking/credits', { key: account.key }),
  };
}

/** A paper of `count` bank questions with its PDFs prepared (one POST, held until they are ready). */
export async function preparedPaper(stack: StackInfo, account: TestAccount, count: number): Promise<string> {
  const paperId = await createPaper(stack, account, await pinsOf(stack, account.key, count), 'Marking practice');
  expect((await prepare(stack, account.key, paperId)).status).toBe(200);
  return paperId;
}

/** A question's status once marking is over. */
export const settled = (status: string) => !['queued', 'running'].includes(status);
