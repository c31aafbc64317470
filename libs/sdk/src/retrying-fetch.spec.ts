import { createPracticePaperClient } from './client.js';

/** The network, as a list of answers in order: what the server would say to each attempt. */
function network(answers: Array<Response | Error>) {
  const requests: Request[] = [];
  const send = async (request: Request) => {
    requests.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error('no answer scripted');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { requests, send };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const limited = (retryAfter: string) =>
  json(429, { error: { code: 'rate_limited', message: 'Slow down.' } }, { 'retry-after': retryAfter });
const fast = { baseDelayMs: 1, maxDelayMs: 2 };

describe('the client (retries and idempotency keys)', () => {
  it('reads again after a 503 or no answer, and returns the answer that came', async () => {
    const { requests, send } = network([
      json(503, { error: { code: 'service_unavailable', message: '' } }, { 'retry-after': '0' }),
      new TypeError('fetch failed'),
      json(200, { facets: [] }),
    ]);
    const retries: number[] = [];
    const client = createPracticePaperClient({
      baseUrl: 'http://api.test/v1/',
      apiKey: 'ppk_x',
      fetch: send,
      retry: fast,
      onRetry: (event) => retries.push(event.attempt),
    });
    const { data, response } = await client.GET('/questions/facets');
    expect(response.status).toBe(200);
    expect(data).toEqual({ facets: [] });
    expect(retries).toEqual([1, 2]);
    expect(requests.map((request) => request.url)).toEqual(Array(3).fill('http://api.test/v1/questions/facets'));
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer ppk_x');
  });

  it('sends one Idempotency-Key for a creation and all its retries, and a new one for the next call', async () => {
    const { requests, send } = network([limited('0'), json(201, { session: { id: 's1' } }), json(201, { session: { id: 's2' } })]);
    const client = createPracticePaperClient({ baseUrl: 'http://api.test/v1', apiKey: 'k', fetch: send, retry: fast });
    await client.POST('/marking/sessions', { body: { title: 'a' } });
    await client.POST('/marking/sessions', { body: { title: 'a' } });
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(await requests[1]!.text()).toBe('{"title":"a"}');
  });

  it('keeps an Idempotency-Key the caller gives', async () => {
    const { requests, send } = network([json(202, {})]);
    const client = createPracticePaperClient({ baseUrl: 'http://api.test/v1', apiKey: 'k', fetch: send });
    await client.POST('/marking/sessions/{id}/start', { params: { path: { id: 's1' }, header: { 'Idempotency-Key': 'mine-1' } } });
    expect(requests[0]!.headers.get('idempotency-key')).toBe('mine-1');
  });

  it('sends an upload, an update and a review once, whatever the answer', async () => {
    const { requests, send } = network([limited('0'), limited('0')]);
    const client = createPracticePaperClient({ baseUrl: 'http://api.test/v1', apiKey: 'k', fetch: send, retry: fast });
    const upload = await client.POST('/marking/sessions/{id}/assets', {
      params: { path: { id: 's1' }, query: { kind: 'work', name: 'a.pdf' } },
      body: new Uint8Array([1]) as never,
      bodySerializer: (bytes: unknown) => bytes,
    });
    const update = await client.PATCH('/papers/{id}', { params: { path: { id: 'p' } }, body: { revision: 1 } as never });
    expect([upload.response.status, update.response.status]).toEqual([429, 429]);
    expect(requests).toHaveLength(2);
    expect(requests.every((request) => !request.headers.has('idempotency-key'))).toBe(true);
  });

  it('returns a 429 whose Retry-After is beyond the bound, after one attempt', async () => {
    const { requests, send } = network([limited('86400')]);
    const client = createPracticePaperClient({ baseUrl: 'http://api.test/v1', apiKey: 'k', fetch: send, retry: fast });
    const { response, error } = await client.GET('/papers');
    expect(response.status).toBe(429);
    expect(error).toEqual({ error: { code: 'rate_limited', message: 'Slow down.' } });
    expect(requests).toHaveLength(1);
  });

  it('gives up after maxAttempts and stops waiting when the caller aborts', async () => {
    const { requests, send } = network([limited('0'), limited('0'), limited('0')]);
    const client = createPracticePaperClient({
      baseUrl: 'http://api.test/v1',
      apiKey: 'k',
      fetch: send,
      retry: { ...fast, maxAttempts: 2 },
    });
    expect((await client.GET('/papers')).response.status).toBe(429);
    expect(requests).toHaveLength(2);

    const slow = network([limited('60')]);
    const patient = createPracticePaperClient({ baseUrl: 'http://api.test/v1', apiKey: 'k', fetch: slow.send });
    const controller = new AbortController();
    const pending = patient.GET('/papers', { signal: controller.signal });
    setImmediate(() => controller.abort(new Error('stopped by the caller')));
    await expect(pending).rejects.toThrow('stopped by the caller');
  });
});
