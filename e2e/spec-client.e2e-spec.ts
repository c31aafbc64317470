import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import { EXAMPLE_SCHEME_ASSET_ID, EXAMPLE_WORK_ASSET_ID, HUMAN_SUBMISSION_EXAMPLE, type ImportSubmission } from '@pp/import-schema';
import { awayFromMinuteEdge, type StackInfo, type TestAccount } from '@pp/testing';
import { createAccountWithKey, createKey } from './support/accounts.js';
import { describeOnSharedStacks, stackOf } from './support/stacks.js';

/**
 * A client written from the interface spec's words alone (../shared/spec/interface-spec.md): its
 * paths, bodies, statuses and retry rules, nothing this service adds. Where it works unchanged, a
 * client written by a stranger from the same page does too.
 */
class SpecClient {
  constructor(
    private readonly base: string,
    private readonly key: string,
  ) {}

  /**
   * One request. A 429 or 503 is retried after its Retry-After, a few times, as the spec allows for
   * reads, identical creations and export preparation ("bounded exponential backoff that honours
   * Retry-After"); `retry: false` returns it as it is.
   */
  async send(
    method: string,
    path: string,
    {
      json,
      bytes,
      type,
      headers = {},
      retry = true,
    }: { json?: unknown; bytes?: Uint8Array; type?: string; headers?: Record<string, string>; retry?: boolean } = {},
  ) {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.key}`,
          ...(json !== undefined && { 'content-type': 'application/json' }),
          ...(bytes && { 'content-type': type! }),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : bytes,
      });
      const text = await response.text();
      const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      if (retry && (response.status === 429 || response.status === 503) && attempt < 3) {
        await sleep(Number(response.headers.get('retry-after')) * 1000);
        continue;
      }
      return { status: response.status, headers: response.headers, body };
    }
  }

  get = (path: string) => this.send('GET', path);
  post = (path: string, json: unknown, headers: Record<string, string> = {}) => this.send('POST', path, { json, headers });
  /** The operations the spec says need an Idempotency-Key. */
  create = (path: string, json: unknown) => this.post(path, json, { 'idempotency-key': randomUUID() });
  upload = (path: string, bytes: Uint8Array, type = 'application/pdf') => this.send('POST', path, { bytes, type });
}

const SPEC_QUESTION_STATUSES = ['queued', 'running', 'completed', 'needs_review', 'failed', 'cancelled'];
const TERMINAL = ['completed', 'needs_review', 'failed', 'cancelled'];

async function scanOf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`answer page ${i + 1}`, { x: 50, y: 700 });
  return pdf.save();
}

/** Polls about every second (the spec suggests five; a test need not wait that long) until `done`. */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(1000);
  }
}

describeOnSharedStacks('a client written from the spec alone (%s mode)', (mode) => {
  const stack: StackInfo = stackOf(mode);
  const SCOPES = ['questions:read', 'papers:read', 'papers:write', 'marking:read', 'marking:submit', 'marking:import'] as const;
  let account: TestAccount;
  let client: SpecClient;
  let pins: unknown[];

  beforeAll(async () => {
    account = await createAccountWithKey(stack, { scopes: [...SCOPES] });
    client = new SpecClient(stack.url, account.key);
    const search = await client.get('/questions?limit=3');
    expect(search.status).toBe(200);
    pins = search.body.items.map((item: { pin: unknown }) => item.pin);
  });

  const savePaper = async (title: string) => {
    const id = randomUUID();
    const created = await client.post('/papers', { id, title, questions: pins });
    expect(created.status).toBe(201);
    return id;
  };

  it('prepares a saved paper’s exports with one POST and downloads both PDFs', async () => {
    const id = await savePaper('One POST');
    const prepared = await client.post(`/papers/${id}/revisions/1/exports`, {});
    expect(prepared.status).toBe(200);
    for (const document of ['question-paper', 'mark-scheme']) {
      const response = await fetch(`${stack.url}/papers/${id}/revisions/1/exports/${document}`, {
        headers: { authorization: `Bearer ${account.key}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
  });

  it('keeps preparing the exports when the client goes away mid-POST', async () => {
    const id = await savePaper('Gone away');
    await expect(
      fetch(`${stack.url}/papers/${id}/revisions/1/exports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.key}`, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow();
    const read = await pollUntil(
      () => client.get(`/papers/${id}/revisions/1/exports`),
      (r) => r.body?.export?.state === 'ready',
    );
    expect(read.body.export.state).toBe('ready');
  });

  it('marks from a saved paper created before any export; every status it shows is one of the six', async () => {
    const paperId = await savePaper('Marked before export');
    const created = await client.create('/marking/sessions/from-builder', { paperId, revision: 1 });
    expect(created.status).toBe(201);
    const sessionId = created.body.session.id;
    const seen = new Set<string>();
    const attached = await pollUntil(
      () => client.get(`/marking/sessions/${sessionId}`),
      (r) => r.body.session.assets.some((asset: { kind: string }) => asset.kind === 'scheme'),
    );
    expect(attached.body.session.assets.filter((asset: { kind: string }) => asset.kind === 'scheme')).toHaveLength(1);

    const work = await client.upload(`/marking/sessions/${sessionId}/assets?kind=work&name=ppk_scan.pdf`, await scanOf(2));
    expect(work.status).toBe(201);
    const requested = await client.create(`/marking/sessions/${sessionId}/questions`, {
      label: '1',
      workAssetIds: [work.body.asset.id],
      schemeAssetIds: [],
      pageSelections: {},
    });
    expect(requested.status).toBe(201);
    seen.add(requested.body.question.status);

    const started = await client.send('POST', `/marking/sessions/${sessionId}/start`, { headers: { 'idempotency-key': randomUUID() } });
    expect(started.status).toBe(202);
    const done = await pollUntil(
      async () => {
        const read = await client.get(`/marking/sessions/${sessionId}`);
        for (const question of read.body.session.questions) seen.add(question.status);
        return read;
      },
      (r) => r.body.session.questions.every((q: { status: string }) => TERMINAL.includes(q.status)),
    );
    expect(done.body.session.questions.map((q: { status: string }) => TERMINAL.includes(q.status))).toEqual([true]);
    expect([...seen].filter((status) => !SPEC_QUESTION_STATUSES.includes(status))).toEqual([]);
  });

  it('lists a 40-paper account in one GET /papers', async () => {
    const owner = await createAccountWithKey(stack, { scopes: ['questions:read', 'papers:read', 'papers:write'] });
    // Two keys: 40 saves fit the account's 40 writes a minute, each key's 20.
    const keys = [owner, await createKey(stack, owner, { scopes: ['papers:read', 'papers:write'] })];
    const ids = Array.from({ length: 40 }, () => randomUUID());
    await Promise.all(
      keys.map(async ({ key }, k) => {
        const writer = new SpecClient(stack.url, key);
        for (const id of ids.slice(k * 20, k * 20 + 20)) {
          const saved = await writer.post('/papers', { id, title: `Paper ${id}`, questions: pins.slice(0, 1) });
          expect(saved.status).toBe(201);
        }
      }),
    );
    const listed = await new SpecClient(stack.url, owner.key).get('/papers');
    expect(listed.status).toBe(200);
    expect(listed.body.papers.map((paper: { id: string }) => paper.id).sort()).toEqual([...ids].sort());
  });

  it('completes an import with upper-case UUIDs, a markedAt without an offset and criterion ids repeated across questions', async () => {
    const created = await client.create('/marking/imports', { title: 'Marked by the teacher' });
    expect(created.status).toBe(201);
    const id = created.body.import.id.toUpperCase();
    const work = await client.upload(`/marking/imports/${id}/assets?kind=work&name=work.pdf`, await scanOf(3));
    const scheme = await client.upload(`/marking/imports/${id}/assets?kind=scheme&name=scheme.pdf`, await scanOf(2));
    expect([work.status, scheme.status]).toEqual([201, 201]);
    const submission = repeatedCriterionIds(
      JSON.parse(
        JSON.stringify(HUMAN_SUBMISSION_EXAMPLE)
          .replaceAll(EXAMPLE_WORK_ASSET_ID, work.body.asset.id.toUpperCase())
          .replaceAll(EXAMPLE_SCHEME_ASSET_ID, scheme.body.asset.id.toUpperCase()),
      ),
    );
    submission.source.markedAt = '2026-03-14T16:20:00';

    const validated = await client.post(`/marking/imports/${id}/validate`, submission);
    expect(validated.status).toBe(200);
    const completed = await client.create(`/marking/imports/${id}/complete`, submission);
    expect(completed.status).toBe(200);
    expect(completed.body.import.state).toBe('completed');
  });

  it('answers oversized bodies sent whole with 413 envelopes: a 5 MiB import submission and a 26 MiB upload', async () => {
    const created = await client.create('/marking/imports', { title: 'Too large' });
    const id = created.body.import.id;
    const json = await client.send('POST', `/marking/imports/${id}/validate`, {
      json: { padding: 'x'.repeat(5 * 1024 * 1024) },
      retry: false,
    });
    expect(json.status).toBe(413);
    expect(json.body).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
      requestId: json.headers.get('x-request-id'),
    });

    const upload = await client.send('POST', `/marking/imports/${id}/assets?kind=work&name=big.pdf`, {
      bytes: new Uint8Array(26 * 1024 * 1024),
      type: 'application/pdf',
      retry: false,
    });
    expect(upload.status).toBe(413);
    expect(upload.body.error.code).toBe('payload_too_large');
    expect((await client.get(`/marking/imports/${id}/assets`)).body.assets).toEqual([]);
  });

  describe('the separate limits on uploads, PDF preparation and automated marking', () => {
    /**
     * Sends `attempt` until it is refused, reading the limit from the first answer's RateLimit-Policy
     * (the IETF draft field): the one after the limit must be the 429, with Retry-After and the limit's
     * entry in RateLimit. A fresh account each, away from the edge of a UTC minute.
     */
    async function reachLimit(policy: string, attempt: (i: number) => Promise<{ status: number; headers: Headers; body: any }>) {
      await awayFromMinuteEdge();
      // Admitted, whatever it answers: a start with nothing to start (409) is counted too.
      const first = await attempt(0);
      expect(first.status).not.toBe(429);
      const quota = Number(new RegExp(`"${policy}";q=(\\d+);w=60`).exec(first.headers.get('ratelimit-policy') ?? '')?.[1]);
      expect(quota).toBeGreaterThan(0);
      for (let i = 1; i < quota; i += 1) expect((await attempt(i)).status).not.toBe(429);
      const refused = await attempt(quota);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(refused.headers.get('ratelimit')).toContain(`"${policy}";r=0`);
    }

    it('uploads', async () => {
      const owner = await createAccountWithKey(stack, { scopes: ['marking:submit'] });
      const uploader = new SpecClient(stack.url, owner.key);
      const session = await uploader.create('/marking/sessions', { title: 'Many uploads' });
      const scan = await scanOf(1);
      await reachLimit('uploads', () =>
        uploader.send('POST', `/marking/sessions/${session.body.session.id}/assets?kind=work&name=scan.pdf`, {
          bytes: scan,
          type: 'application/pdf',
          retry: false,
        }),
      );
    });

    it('PDF preparation', async () => {
      const owner = await createAccountWithKey(stack, { scopes: ['papers:read', 'papers:write'] });
      const author = new SpecClient(stack.url, owner.key);
      const id = randomUUID();
      expect((await author.post('/papers', { id, title: 'Prepared often', questions: pins.slice(0, 1) })).status).toBe(201);
      await reachLimit('pdf-preparations', () =>
        author.send('POST', `/papers/${id}/revisions/1/exports`, { json: {}, headers: { prefer: 'respond-async' }, retry: false }),
      );
    });

    it('automated marking', async () => {
      const owner = await createAccountWithKey(stack, { scopes: ['marking:submit'] });
      // A key has 20 writes a minute: three keys of the account take turns.
      const keys = [
        owner,
        await createKey(stack, owner, { scopes: ['marking:submit'] }),
        await createKey(stack, owner, { scopes: ['marking:submit'] }),
      ];
      const clients = keys.map(({ key }) => new SpecClient(stack.url, key));
      const session = await clients[0].create('/marking/sessions', { title: 'Started often' });
      await reachLimit('marking', (i) =>
        clients[i % 3].send('POST', `/marking/sessions/${session.body.session.id}/start`, {
          headers: { 'idempotency-key': randomUUID() },
          retry: false,
        }),
      );
    });
  });

  it('answers a missing scope with 403 insufficient_scope listing the required scopes', async () => {
    const reader = await createKey(stack, account, { scopes: ['papers:read'] });
    const refused = await new SpecClient(stack.url, reader.key).post('/papers', { id: randomUUID(), title: 'x', questions: pins });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_scope', requiredScopes: ['papers:write'] });
  });
});

/** The submission with each question's criterion ids renamed `c1`, `c2`, …: the same ids in every question. */
function repeatedCriterionIds(submission: ImportSubmission): ImportSubmission {
  return {
    ...submission,
    questions: submission.questions.map((question) => {
      let text = JSON.stringify(question);
      question.criteria.forEach((criterion, i) => (text = text.replaceAll(`"${criterion.id}"`, `"c${i + 1}"`)));
      return JSON.parse(text);
    }),
  };
}
