import { ApiError, errorFromBody, errorOf, NETWORK_ERROR_CODE, retryAfterOf, waitText } from './api-error';
import { createAppApi } from './app-api';

/** A fetch that answers from a list of canned responses and records what it was asked. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; credentials?: RequestCredentials; body?: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: init.body as string | undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${init.method} ${String(input)}`);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const session = (csrfToken: string) => ({
  account: { id: '00000000-0000-4000-8000-000000000001', email: 'a@example.test', name: 'A', plan: 'lite', emailVerified: true },
  csrfToken,
});
const envelope = (code: string, message: string, details?: { path: string; message: string }[]) => ({
  error: { code, message, ...(details ? { details } : {}) },
  requestId: 'req-1',
});

describe('the app API client', () => {
  it('sends the session’s CSRF token in X-CSRF-Token on every POST, and the cookie (same origin) on every call', async () => {
    const { fetch, calls } = fakeFetch(
      json(200, session('token-1')),
      json(200, { keys: [], maxActive: 20 }),
      new Response(null, { status: 204 }),
    );
    const api = createAppApi({ fetch });
    expect(await api.session()).toMatchObject({ csrfToken: 'token-1' });
    await api.keys();
    await api.revokeKey('00000000-0000-4000-8000-00000000000a');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /app/api/session',
      'GET /app/api/keys',
      'POST /app/api/keys/00000000-0000-4000-8000-00000000000a/revoke',
    ]);
    expect(calls.every((c) => c.credentials === 'same-origin')).toBe(true);
    expect(calls[1].headers['x-csrf-token']).toBeUndefined();
    expect(calls[2].headers['x-csrf-token']).toBe('token-1');
    expect(calls[2].headers['content-type']).toBe('application/json');
  });

  it('reads the session first when a POST has no token yet, and takes the new one a sign-in answers with', async () => {
    const { fetch, calls } = fakeFetch(
      json(401, envelope('not_signed_in', 'Sign in first.')),
      json(200, session('fresh')),
      json(201, { key: {}, token: 'pp_live_x' }),
    );
    const api = createAppApi({ fetch });
    await api.signIn({ email: 'a@example.test', password: 'correct horse battery' });
    expect(calls[0].url).toBe('/app/api/session');
    expect(calls[1].headers['x-csrf-token']).toBeUndefined();
    await api.createKey({ name: 'Agent', scopes: ['questions:read'], expires: '30d' });
    expect(calls[2].headers['x-csrf-token']).toBe('fresh');
    expect(JSON.parse(calls[2].body!)).toEqual({ name: 'Agent', scopes: ['questions:read'], expires: '30d' });
  });

  it('answers null for the session when nobody is signed in', async () => {
    const { fetch } = fakeFetch(json(401, envelope('not_signed_in', 'Sign in first.')));
    expect(await createAppApi({ fetch }).session()).toBeNull();
  });

  it('sends a POST refused for its CSRF token once more with the session’s current token', async () => {
    const { fetch, calls } = fakeFetch(
      json(200, session('old')),
      json(403, envelope('csrf_token_invalid', 'The X-CSRF-Token header is missing or does not match the session.')),
      json(200, session('new')),
      json(200, { key: {} }),
    );
    const api = createAppApi({ fetch });
    await api.session();
    await api.revokeKey('k');
    expect(calls.map((c) => [c.method, c.headers['x-csrf-token'] ?? null])).toEqual([
      ['GET', null],
      ['POST', 'old'],
      ['GET', null],
      ['POST', 'new'],
    ]);
  });

  it('throws the envelope’s code, message, details and request id', async () => {
    const { fetch } = fakeFetch(
      json(200, session('t')),
      json(422, envelope('validation_failed', 'Some fields are invalid.', [{ path: 'body.name', message: 'is required' }])),
    );
    const api = createAppApi({ fetch });
    await api.session();
    const error = await api.createKey({ name: '', scopes: ['questions:read'], expires: '1y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are invalid.',
      details: [{ path: 'body.name', message: 'is required' }],
      requestId: 'req-1',
    });
  });

  it('turns a failed fetch into a network error', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'));
    await expect(createAppApi({ fetch }).keys()).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });

  it('builds the usage and session-list queries', async () => {
    const { fetch, calls } = fakeFetch(
      json(200, { days: [], breakdown: [] }),
      json(200, { days: [], breakdown: [] }),
      json(200, { sessions: [], nextCursor: null }),
    );
    const api = createAppApi({ fetch });
    await api.usage(null);
    await api.usage('00000000-0000-4000-8000-000000000002');
    await api.markingSessions('00000000-0000-4000-8000-000000000003');
    expect(calls.map((c) => c.url)).toEqual([
      '/app/api/usage',
      '/app/api/usage?keyId=00000000-0000-4000-8000-000000000002',
      '/app/api/marking/sessions?cursor=00000000-0000-4000-8000-000000000003',
    ]);
  });
});

describe('reading an error answer', () => {
  it('reads the spec’s envelope and drops malformed details', () => {
    const error = errorFromBody(409, {
      error: { code: 'stale_revision', message: 'Stale.', details: [{ path: 'x' }, { path: 'y', message: 'm' }] },
      requestId: 'r',
    });
    expect(error).toMatchObject({ status: 409, code: 'stale_revision', details: [{ path: 'y', message: 'm' }], requestId: 'r' });
    expect(errorFromBody(500, { message: 'not an envelope' })).toBeNull();
    expect(errorFromBody(500, 'text')).toBeNull();
  });

  it('gives an answer without an envelope (a proxy’s page) a code from its status', async () => {
    const error = await errorOf(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(error).toMatchObject({ status: 502, code: 'http_502', requestId: null });
    expect(error.message).toContain('502 Bad Gateway');
  });
});

describe('waiting as an answer asks', () => {
  it('reads Retry-After in seconds or as a date, and says it in words', async () => {
    const locked = await errorOf(
      new Response(JSON.stringify(envelope('sign_in_locked', 'Too many failed sign-ins.')), {
        status: 429,
        headers: { 'retry-after': '900' },
      }),
    );
    expect(locked).toMatchObject({ code: 'sign_in_locked', retryAfter: 900 });
    expect(retryAfterOf('Sat, 28 Nov 2026 07:00:30 GMT', Date.parse('2026-11-28T07:00:00Z'))).toBe(30);
    expect(retryAfterOf(null)).toBeNull();
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(900)).toBe('about 15 minutes');
  });
});
