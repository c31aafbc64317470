import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE } from '@pp/contracts';
import { attachRubric } from '@pp/paper-pdf/identity';
import type { TestAccount } from '@pp/testing';
import { type HostileFile, hostileFiles } from '@pp/upload-inspection/testing';
import { json, until } from './support/papers.js';
import { call, describeOnSharedStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';
import { MARKER_SCOPES, markingClient, pdfOf, settled } from './support/marking.js';

/** Uploads an account may make a minute (decision 0028): a fresh account for each batch keeps clear of it. */
const UPLOADS_PER_ACCOUNT = 12;

/** The files in a directory and below it (the file store leaves a deleted blob's directories behind). */
const filesUnder = (directory: string): string[] =>
  existsSync(directory)
    ? readdirSync(directory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];

/** A one-question rubric, as our printed mark schemes carry it: enough for a draft session to mark question 1. */
const RUBRIC = {
  v: 1 as const,
  paperId: randomUUID(),
  revision: 1,
  questions: [
    {
      number: 1,
      questionId: randomUUID(),
      revision: 1,
      contentVersion: 'c1',
      schemeVersion: 's1',
      totalMarks: 1,
      parts: [{ id: 'a', label: '(a)', marks: 1 }],
      allocations: [{ id: 'a-B1', partId: 'a', code: 'B1', requirement: 'States z = 3', expected: 'z = 3', conditions: [], dependsOn: [] }],
    },
  ],
};

describeOnSharedStacks('hostile files (%s mode)', (mode) => {
  const stack = stackOf(mode);
  let refused: HostileFile[];
  let webpOfGarbage: HostileFile;

  beforeAll(async () => {
    const files = await hostileFiles();
    refused = files.filter((file) => file.refusal !== null);
    webpOfGarbage = files.find((file) => file.label === 'webp-body-garbage')!;
  });

  /** Where uploads go: a marking session or an import, each with its own routes, table and blob prefix. */
  const areas = {
    'a marking session': {
      scopes: ['marking:read', 'marking:submit'] as const,
      create: (account: TestAccount) =>
        call(stack, '/marking/sessions', json({ title: 'Hostile' }, account.key, { 'idempotency-key': randomUUID() })),
      path: (id: string) => `/marking/sessions/${id}`,
      rows: 'SELECT id FROM marking.assets WHERE session_id = $1',
      blobPrefix: 'marking/uploads',
      body: (response: { body: any }) => response.body.session,
    },
    'an import': {
      scopes: ['marking:import'] as const,
      create: (account: TestAccount) =>
        call(stack, '/marking/imports', json({ title: 'Hostile' }, account.key, { 'idempotency-key': randomUUID() })),
      path: (id: string) => `/marking/imports/${id}`,
      rows: 'SELECT id FROM import.assets WHERE import_id = $1',
      blobPrefix: 'imports/uploads',
      body: (response: { body: any }) => response.body.import,
    },
  };

  it.each(Object.keys(areas) as Array<keyof typeof areas>)(
    'refuses each hostile file uploaded as work to %s with its own status and code, and keeps nothing of it',
    async (area) => {
      const { scopes, create, path, rows, blobPrefix, body } = areas[area];
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (let batch = 0; batch < refused.length; batch += UPLOADS_PER_ACCOUNT) {
        const account = await createAccountWithKey(stack, { scopes: [...scopes] });
        const id = body(await create(account)).id as string;
        for (const file of refused.slice(batch, batch + UPLOADS_PER_ACCOUNT)) {
          const answer = await call(stack, `${path(id)}/assets?kind=work&name=${file.fileName}`, {
            method: 'POST',
            key: account.key,
            headers: { 'content-type': file.contentType },
            body: file.bytes,
          });
          const { status } = ERROR_CATALOGUE[file.refusal!];
          expectError(answer, status, file.refusal!);
          // A 422 names the file (the body) as what to correct; a 415 is about the Content-Type and names nothing.
          expect(answer.body.error.details).toEqual(status === 422 ? [{ path: 'body', message: expect.any(String) }] : undefined);
          answers[file.label] = `${answer.status} ${answer.body.error.code}`;
          expected[file.label] = `${status} ${file.refusal}`;
        }
        expect((await call(stack, `${path(id)}/assets`, { key: account.key })).body.assets).toEqual([]);
        expect(body(await call(stack, path(id), { key: account.key })).totals).toEqual({ files: 0, bytes: 0 });
        expect(await sql(stack, rows, [id])).toEqual([]);
        // The gateway streamed each body into the BlobStore before the service refused it: it was deleted.
        // The embedded mode keeps blobs on disk, where that can be seen (distributed: a NATS object store).
        if (stack.mode === 'embedded')
          expect(filesUnder(join(stack.env.DATA_DIR, 'blobs', 'objects', blobPrefix, account.accountId, id))).toEqual([]);
      }
      expect(answers).toEqual(expected);
    },
  );

  describe('a file the inspection cannot tell is broken (a WebP whose bitstream is garbage, mupdf having no WebP decoder)', () => {
    const draftWith = async (work: HostileFile | Uint8Array, scheme: HostileFile | Uint8Array) => {
      const account = await createAccountWithKey(stack, { scopes: [...MARKER_SCOPES] });
      const api = markingClient(stack, account);
      const session = (await api.createDraft('Hostile marking')).body.session;
      const upload = async (file: HostileFile | Uint8Array, kind: 'work' | 'scheme') =>
        file instanceof Uint8Array
          ? api.upload(session.id, file, kind, `${kind}.pdf`)
          : api.upload(session.id, file.bytes, kind, file.fileName, file.contentType);
      const [workAsset, schemeAsset] = [(await upload(work, 'work')).body.asset, (await upload(scheme, 'scheme')).body.asset];
      const body = { label: '1', workAssetIds: [workAsset.id], schemeAssetIds: [schemeAsset.id], pageSelections: {} };
      const question = (await api.request(session.id, body)).body.question;
      const before = (await api.credits()).body.credits.available;
      expect((await api.start(session.id)).status).toBe(202);
      const marked = await until(
        () => api.question(session.id, question.id),
        (r) => settled(r.body.question.status),
        60_000,
      );
      return { marked: marked.body.question, before, after: (await api.credits()).body.credits.available };
    };

    it('is stored with its one page as the header says', async () => {
      const account = await createAccountWithKey(stack, { scopes: ['marking:read', 'marking:submit'] });
      const api = markingClient(stack, account);
      const session = (await api.createDraft('Hostile WebP')).body.session;
      const stored = await api.upload(session.id, webpOfGarbage.bytes, 'work', webpOfGarbage.fileName, webpOfGarbage.contentType);
      expect(stored.status).toBe(201);
      expect(stored.body.asset).toMatchObject({ mediaType: 'image/webp', pageCount: 1 });
    });

    it('as the mark scheme, fails its question visibly with the credit given back', async () => {
      const { marked, before, after } = await draftWith(await pdfOf(1), webpOfGarbage);
      expect(marked).toMatchObject({
        status: 'failed',
        result: null,
        failure: { code: 'rubric_unavailable', message: expect.stringContaining('No rubric could be read'), creditReturned: true },
      });
      expect(after).toBe(before);
    });

    it('as the work, fails its question visibly with the credit given back', async () => {
      const { marked, before, after } = await draftWith(webpOfGarbage, await attachRubric(await pdfOf(1), RUBRIC));
      expect(marked).toMatchObject({
        status: 'failed',
        result: null,
        failure: { code: 'work_unreadable', message: expect.stringContaining('The work file could not be drawn'), creditReturned: true },
      });
      expect(after).toBe(before);
    });
  });
});
