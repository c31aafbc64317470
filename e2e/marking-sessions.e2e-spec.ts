import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { MAX_SESSION_FILES } from '@pp/contracts';
import { type TestAccount } from '@pp/testing';
import { encryptPdf, pngWithHeader } from '@pp/upload-inspection/testing';
import { call, describeOnSharedStacks, expectError, sql, stackOf } from './support/stacks.js';
import { createAccountWithKey } from './support/accounts.js';

async function pdfOf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`page ${i + 1}`, { x: 50, y: 700 });
  return pdf.save();
}

describeOnSharedStacks('marking sessions and uploads (%s mode)', (mode) => {
  const stack = stackOf(mode);

  const learner = () => createAccountWithKey(stack, { scopes: ['marking:read', 'marking:submit'] });
  const createSession = (account: TestAccount, title: string, key: string = randomUUID()) =>
    call(stack, '/marking/sessions', {
      method: 'POST',
      key: account.key,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ title }),
    });
  const upload = (account: TestAccount, sessionId: string, bytes: Uint8Array, contentType: string, kind = 'work', name = 'scan.pdf') =>
    call(stack, `/marking/sessions/${sessionId}/assets?kind=${kind}&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      key: account.key,
      headers: { 'content-type': contentType },
      body: bytes,
    });

  it('creates a draft session once per Idempotency-Key, reads and lists it, and hides it from other owners', async () => {
    const account = await learner();
    const key = randomUUID();
    const created = await createSession(account, 'Mock exam', key);
    expect(created.status).toBe(201);
    expect(created.body.session).toMatchObject({
      title: 'Mock exam',
      source: { kind: 'draft' },
      assets: [],
      totals: { files: 0, bytes: 0 },
    });
    const retried = await createSession(account, 'Mock exam', key);
    expect(retried.body.session.id).toBe(created.body.session.id);
    expectError(await createSession(account, 'Another', key), 409, 'idempotency_key_reused');
    const missingKey = await call(stack, '/marking/sessions', {
      method: 'POST',
      key: account.key,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expectError(missingKey, 400, 'idempotency_key_required');
    const second = await createSession(account, 'Second');
    const list = await call(stack, '/marking/sessions?limit=1', { key: account.key });
    expect(list.body.sessions.map((s: { id: string }) => s.id)).toEqual([second.body.session.id]);
    const next = await call(stack, `/marking/sessions?limit=1&cursor=${list.body.nextCursor}`, { key: account.key });
    expect(next.body).toEqual({ sessions: [expect.objectContaining({ id: created.body.session.id })], nextCursor: null });
    expect((await call(stack, `/marking/sessions/${created.body.session.id}`, { key: account.key })).body.session.id).toBe(
      created.body.session.id,
    );

    const stranger = await learner();
    expectError(await call(stack, `/marking/sessions/${created.body.session.id}`, { key: stranger.key }), 404, 'not_found');
    expectError(await upload(stranger, created.body.session.id, await pdfOf(1), 'application/pdf'), 404, 'not_found');
    const reader = await createAccountWithKey(stack, { scopes: ['marking:read'] });
    expect((await createSession(reader, 'x')).body.error.requiredScopes).toEqual(['marking:submit']);
  });

  it('stores an upload with its inspected page count, lists it and serves its bytes', async () => {
    const account = await learner();
    const session = (await createSession(account, 'Uploads')).body.session;
    const pdf = await pdfOf(3);
    const stored = await upload(account, session.id, pdf, 'application/pdf', 'work', 'my scan.pdf');
    expect(stored.status).toBe(201);
    const { asset } = stored.body;
    expect(asset).toMatchObject({
      kind: 'work',
      name: 'my scan.pdf',
      mediaType: 'application/pdf',
      byteSize: pdf.length,
      pageCount: 3,
      pageIds: [`${asset.id}:p1`, `${asset.id}:p2`, `${asset.id}:p3`],
    });
    const listed = await call(stack, `/marking/sessions/${session.id}/assets`, { key: account.key });
    expect(listed.body.assets).toEqual([asset]);
    const download = await fetch(`${stack.url}/marking/sessions/${session.id}/assets/${asset.id}`, {
      headers: { authorization: `Bearer ${account.key}` },
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    expect((await call(stack, `/marking/sessions/${session.id}`, { key: account.key })).body.session.totals).toEqual({
      files: 1,
      bytes: pdf.length,
    });
  });

  it('refuses what is not a readable scan, with its own code, and stores nothing', async () => {
    const account = await learner();
    const session = (await createSession(account, 'Refusals')).body.session;
    const pdf = await pdfOf(1);
    expectError(await upload(account, session.id, pngWithHeader(10, 10), 'application/pdf'), 415, 'unsupported_media_type');
    expectError(await upload(account, session.id, Buffer.from('just text'), 'text/plain'), 415, 'unsupported_media_type');
    expectError(await upload(account, session.id, Buffer.from('{"a":1}'), 'application/json'), 415, 'unsupported_media_type');
    expectError(await upload(account, session.id, pdf.slice(0, Math.floor(pdf.length / 2)), 'application/pdf'), 422, 'file_corrupt');
    expectError(await upload(account, session.id, new Uint8Array(0), 'application/pdf'), 422, 'empty_file');
    expectError(await upload(account, session.id, await pdfOf(81), 'application/pdf'), 422, 'too_many_pages');
    expectError(await upload(account, session.id, pngWithHeader(50_000, 50_000), 'image/png', 'work', 'bomb.png'), 422, 'image_too_large');
    expectError(await upload(account, session.id, await encryptPdf(pdf), 'application/pdf'), 422, 'file_encrypted');
    expectError(await upload(account, session.id, Buffer.alloc(25 * 1024 * 1024 + 1), 'application/pdf'), 413, 'payload_too_large');
    expect((await call(stack, `/marking/sessions/${session.id}/assets`, { key: account.key })).body.assets).toEqual([]);
    expect(await sql(stack, 'SELECT 1 FROM marking.assets WHERE session_id = $1', [session.id])).toEqual([]);
  });

  /** Fills a session with placeholder rows directly: uploads are rate-limited writes. */
  const fill = (sessionId: string, files: number, bytesEach: number) =>
    sql(
      stack,
      `INSERT INTO marking.assets (id, session_id, owner_id, kind, name, media_type, byte_size, sha256, page_count, blob_key, uploaded_at)
       SELECT gen_random_uuid(), s.id, s.owner_id, 'work', 'filler', 'application/pdf', $3, repeat('0', 64), 1, 'none', now()
       FROM marking.sessions s, generate_series(1, $2) WHERE s.id = $1`,
      [sessionId, files, bytesEach],
    );

  it('keeps a session within its file and size limits', async () => {
    const account = await learner();
    const full = (await createSession(account, 'Full')).body.session;
    await fill(full.id, MAX_SESSION_FILES - 1, 10);
    expect((await upload(account, full.id, await pdfOf(1), 'application/pdf')).status).toBe(201);
    expectError(await upload(account, full.id, await pdfOf(1), 'application/pdf'), 422, 'session_files_exceeded');
    const heavy = (await createSession(account, 'Heavy')).body.session;
    await fill(heavy.id, 12, 25 * 1024 * 1024);
    expectError(await upload(account, heavy.id, await pdfOf(1), 'application/pdf'), 413, 'session_size_exceeded');
    expect((await call(stack, `/marking/sessions/${heavy.id}`, { key: account.key })).body.session.totals).toEqual({
      files: 12,
      bytes: 12 * 25 * 1024 * 1024,
    });
  });
});
