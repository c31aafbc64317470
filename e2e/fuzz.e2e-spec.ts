import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { API_OPERATIONS, ERROR_CATALOGUE, isErrorCode, SCOPES } from '@pp/contracts';
import { type Mode, type StackInfo } from '@pp/testing';
import { describeOnSharedStacks, MODES, stackOf } from './support/stacks.js';
import { latest, PUBLISHED } from './support/question-bank.js';
import { createAccountWithKey } from './support/accounts.js';

/**
 * Fuzzes every operation of the registry (and the health probes) with generated path parameters,
 * query strings, bodies, methods and headers, against both stacks: no response may be a 5xx, and
 * every 4xx must be the spec's envelope with the request id of its X-Request-Id header.
 *
 * A failure prints fast-check's seed and path; replay it with
 * `FUZZ_SEED=<seed> FUZZ_PATH=<path> npx jest e2e/fuzz.e2e-spec.ts -t '<operation> (<mode>)'`.
 * `FUZZ_RUNS` changes the number of requests per operation and mode (default 150).
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const REPLAY = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {};
/** A key is replaced when its minute allowance (120 a key, 300 an account) falls to this. */
const ROTATE_BELOW = 10;

// ---------------------------------------------------------------------------------------------
// What is fuzzed: every registry operation, plus the probes outside /v1.

interface Target {
  name: string;
  method: string;
  /** Full path from the origin, with `{name}` placeholders. */
  path: string;
  keyed: boolean;
  pathParams: string[];
  queryNames: string[];
  querySchema?: TSchema;
}

const propertiesOf = (schema: TSchema | undefined): string[] =>
  Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});

const TARGETS: Target[] = [
  ...API_OPERATIONS.map((operation) => ({
    name: operation.operationId,
    method: operation.method,
    path: `/v1${operation.path}`,
    keyed: operation.auth !== 'public',
    pathParams: [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
    queryNames: propertiesOf(operation.query),
    querySchema: operation.query,
  })),
  { name: 'health live', method: 'GET', path: '/health/live', keyed: false, pathParams: [], queryNames: [] },
  { name: 'health ready', method: 'GET', path: '/health/ready', keyed: false, pathParams: [], queryNames: [] },
];
/** Names some operation knows, tried on every operation. */
const KNOWN_QUERY_NAMES = [...new Set(API_OPERATIONS.flatMap((operation) => propertiesOf(operation.query)))];

// ---------------------------------------------------------------------------------------------
// Generated text, as it goes on the wire.

/** Percent-encodes every byte of the UTF-8 text but the unreserved characters (lone surrogates become U+FFFD). */
function encodeBytes(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Written into the URL as they are: escapes that do not decode, or decode to no valid UTF-8. */
const RAW_ESCAPES = [
  '%',
  '%%',
  '%0',
  '%zz',
  '%G1',
  '%E0%A4%A',
  '%E0%A4',
  '%C0%AF',
  '%C3',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF',
  '%u0000',
  '%00',
  '%2F',
  '%3F',
  '%23',
  '+',
  '&',
  '=',
  ';',
  '[]',
  '[0]',
  '[a]',
];

const SPECIAL_TEXT = [
  '',
  '\u0000',
  '\u0000abc',
  'abc\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\r\n',
  '\t',
  ' ',
  '\u00a0',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udfff',
  '💥',
  '𝑥²',
  '.',
  '..',
  '/',
  '\\',
  "'",
  '"',
  "' OR 1=1 --",
  '$1',
  '%s',
  '{}',
  '[]',
  'null',
  'undefined',
  'true',
  'false',
  '__proto__',
  'constructor',
  '"quoted phrase"',
  '-word',
  'or',
  '!',
  '&',
  ':*',
  '(',
  ')',
  '<->',
  'ppk_',
];

const NUMBERS = [
  '0',
  '-0',
  '1',
  '-1',
  '5',
  '6',
  '30',
  '100',
  '101',
  '1900',
  '2100',
  '32767',
  '32768',
  '-32769',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '9'.repeat(400),
  '1e400',
  '-1e400',
  '1e2',
  '1.5',
  '1.0',
  '0x10',
  '0b1',
  '0o7',
  '+1',
  ' 1',
  '1 ',
  '01',
  'NaN',
  'Infinity',
  '-Infinity',
];

const sample = PUBLISHED.slice(0, 20);
const KNOWN_VALUES = [
  ...sample.map((q) => q.id),
  ...sample.flatMap((q) => [latest(q).moduleId, latest(q).topicId, latest(q).subtopicId]),
  'core-pure',
  'pearson-edexcel',
  'a-level',
  'further-maths',
  'frequent',
  'complex numbers',
];

/** One piece of text, before encoding: arbitrary unicode, control characters, numbers, ids, long runs. */
const textAtom: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  { weight: 4, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 2, arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_VALUES) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 90, max: 3000 }), fc.constantFrom('a', '0', '\u0000', 'é', '%')).map(([n, c]) => c.repeat(n)),
  },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`) },
);

/** A value as it appears in the URL: usually one encoded atom, sometimes a mix with raw bad escapes. */
const urlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: textAtom.map(encodeBytes) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof({ weight: 3, arbitrary: textAtom.map(encodeBytes) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) }), {
        minLength: 2,
        maxLength: 4,
      })
      .map((parts) => parts.join('')),
  },
);

const QUESTION_IDS = sample.map((q) => q.id);

/** A value the schema accepts (mostly), so that one mutated parameter is what reaches the service. */
function plausible(schema: TSchema | undefined): fc.Arbitrary<string> {
  if (!schema) return fc.constant('1');
  if (Array.isArray(schema.anyOf)) return fc.constantFrom(...(schema.anyOf as TSchema[]).map((s) => String(s.const)));
  if (schema.type === 'array') return plausible(schema.items as TSchema);
  if (schema.type === 'boolean') return fc.constantFrom('true', 'false');
  if (schema.type === 'integer') {
    const min = Math.max(Number(schema.minimum ?? 0), -1000);
    return fc.integer({ min, max: Math.min(Number(schema.maximum ?? min + 1000), min + 1000) }).map(String);
  }
  if (schema.format === 'uuid') return fc.constantFrom(...QUESTION_IDS);
  return fc.constantFrom(...KNOWN_VALUES.filter((v) => !QUESTION_IDS.includes(v)));
}

function queryArb(target: Target): fc.Arbitrary<string> {
  const names = [...new Set([...target.queryNames, ...KNOWN_QUERY_NAMES])];
  const schemaOf = (n: string) => (target.querySchema?.properties as Record<string, TSchema> | undefined)?.[n];
  const validEntries = fc
    .subarray(target.queryNames, { maxLength: Math.min(5, target.queryNames.length) })
    .chain((chosen) => fc.tuple(...chosen.map((n) => plausible(schemaOf(n)).map((v) => `${n}=${encodeBytes(v)}`))));
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...names), fc.constantFrom('[]', '[0]', '[a]', '.x', '%00')).map(([n, suffix]) => n + suffix),
    },
    { weight: 1, arbitrary: urlText },
    { weight: 1, arbitrary: fc.constantFrom('key', 'api_key', 'token', '__proto__', 'constructor', '') },
  );
  // No value at all (`a`), an empty one (`a=`), or a value; names repeat to make arrays.
  const entry = fc.tuple(name, fc.option(urlText, { nil: undefined, freq: 6 })).map(([n, v]) => (v === undefined ? n : `${n}=${v}`));
  // Valid parameters with one mutated (the mutation is what a service would see), or only noise.
  const mutated = fc
    .tuple(
      validEntries,
      fc.tuple(fc.constantFrom(...(target.queryNames.length ? target.queryNames : names)), urlText).map(([n, v]) => `${n}=${v}`),
      fc.nat(),
    )
    .map(([valid, mutation, at]) => [...valid.slice(0, at % (valid.length + 1)), mutation, ...valid.slice(at % (valid.length + 1))]);
  const noise = [
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 6, arbitrary: fc.array(entry, { minLength: 1, maxLength: 6 }).map((entries) => `?${entries.join('&')}`) },
    { weight: 1, arbitrary: urlText.map((text) => `?${text}`) },
  ];
  if (!target.queryNames.length) return fc.oneof(...noise);
  return fc.oneof(
    ...noise,
    { weight: 2, arbitrary: validEntries.map((entries) => (entries.length ? `?${entries.join('&')}` : '')) },
    { weight: 6, arbitrary: mutated.map((entries) => `?${entries.join('&')}`) },
  );
}

function pathArb(target: Target): fc.Arbitrary<string> {
  const paramValue = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: name === 'revision' ? fc.integer({ min: 1, max: 3 }).map(String) : fc.constantFrom(...QUESTION_IDS) },
      { weight: 4, arbitrary: urlText },
    );
  const params = fc.tuple(...target.pathParams.map(paramValue));
  // Sometimes a segment more, or an empty one: routes that almost match.
  const tail = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: urlText.map((t) => `/${t}`) },
    { weight: 1, arbitrary: fc.constantFrom('/', '//', '/..', '/%2e%2e') },
  );
  return fc
    .tuple(params, tail)
    .map(([values, suffix]) => target.pathParams.reduce((path, name, i) => path.replace(`{${name}}`, values[i]), target.path) + suffix);
}

interface Body {
  contentType?: string;
  text: string;
}

const nastyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom(...SPECIAL_TEXT, ...NUMBERS),
    fc.integer(),
    fc.constantFrom(2147483648, -2147483649, 1e300, -0, Number.MAX_SAFE_INTEGER + 2, 0.5),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...KNOWN_QUERY_NAMES, '__proto__', 'constructor', 'prototype'), fc.string({ maxLength: 8 })),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

const bodyArb: fc.Arbitrary<Body | undefined> = fc.option(
  fc.record({
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        'application/pdf',
        '*/*',
        'application/json, text/plain',
        '',
      ),
      { nil: undefined },
    ),
    text: fc.oneof(
      nastyJson.map((value) => JSON.stringify(value) ?? 'null'),
      fc.constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '',
        ' ',
        'null',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '1e400',
        '"\\u0000"',
        '{"a":"\\ud800"}',
        '\u0000',
        '\ufeff{}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      ),
      fc.string({ unit: 'binary', maxLength: 100 }),
    ),
  }),
  { nil: undefined, freq: 3 },
);

/** Header values node:http will put on the wire (printable ASCII and tab). */
const headerText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

type Auth = 'key' | 'none' | 'garbage' | 'basic' | 'malformed';

interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  body?: Body;
  auth: Auth;
  requestId?: string;
  idempotencyKey?: string;
}

function requestArb(target: Target): fc.Arbitrary<FuzzRequest> {
  return fc.record(
    {
      method: fc.oneof(
        { weight: 10, arbitrary: fc.constant(target.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
      ),
      path: pathArb(target),
      query: queryArb(target),
      body: bodyArb,
      auth: fc.oneof(
        { weight: target.keyed ? 12 : 2, arbitrary: fc.constant<Auth>('key') },
        { weight: 1, arbitrary: fc.constantFrom<Auth>('none', 'garbage', 'basic', 'malformed') },
      ),
      requestId: fc.option(fc.oneof(headerText(140), fc.constantFrom('trace-1', 'a'.repeat(128), 'a'.repeat(129))), {
        nil: undefined,
        freq: 4,
      }),
      idempotencyKey: fc.option(headerText(300), { nil: undefined, freq: 4 }),
    },
    { requiredKeys: ['method', 'path', 'query', 'auth'] },
  );
}

// ---------------------------------------------------------------------------------------------
// Sending and checking.

/**
 * Keys of fresh accounts with every scope. A key is used until X-RateLimit-Remaining (the lower of
 * the key's and the account's minute allowance) runs low, so requests reach validation, not 429.
 */
class KeyPool {
  private current?: Promise<string>;
  private next?: Promise<string>;

  constructor(private readonly stack: StackInfo) {}

  private create(): Promise<string> {
    return createAccountWithKey(this.stack, { scopes: [...SCOPES], name: 'Fuzz' }).then((account) => account.key);
  }

  key(): Promise<string> {
    this.current ??= this.create();
    return this.current;
  }

  /** Reads the allowance a keyed answer reports: the next key is made early, and taken over when it runs low. */
  observe(response: RawResponse): void {
    const remaining = Number(response.headers['x-ratelimit-remaining'] ?? Number.NaN);
    if (response.status !== 429 && !(remaining <= 60)) return;
    this.next ??= this.create();
    if (response.status === 429 || remaining <= ROTATE_BELOW) {
      this.current = this.next;
      this.next = undefined;
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.current, this.next]);
  }
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

function send(origin: URL, request: FuzzRequest, key: string | undefined): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  const authorization = {
    key: key && `Bearer ${key}`,
    none: undefined,
    garbage: 'Bearer ppk_0000_notakey',
    basic: 'Basic dXNlcjpwYXNz',
    malformed: 'Bearer  a b',
  }[request.auth];
  if (authorization) headers.authorization = authorization;
  if (request.requestId !== undefined) headers['x-request-id'] = request.requestId;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  const payload = request.body ? Buffer.from(request.body.text, 'utf8') : undefined;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path + request.query,
        headers,
        agent,
        timeout: 15000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function describeRequest(request: FuzzRequest): string {
  return `${request.method} ${request.path}${request.query} (auth ${request.auth}${request.body ? `, body ${JSON.stringify(request.body).slice(0, 200)}` : ''})`;
}

/** Throws (for fast-check to shrink) unless the answer is below 500 and any 4xx is the envelope. */
function check(request: FuzzRequest, response: RawResponse): void {
  const fail = (why: string) => {
    throw new Error(`${why}: ${response.status} for ${describeRequest(request)}\n${response.text.slice(0, 500)}`);
  };
  if (response.status >= 500) fail('server error');
  if (response.status < 400) return;
  const headerId = response.headers['x-request-id'];
  if (typeof headerId !== 'string' || !headerId) fail('no X-Request-Id');
  if (!String(response.headers['content-type']).startsWith('application/json')) fail('not JSON');
  let body: { error?: Record<string, unknown>; requestId?: unknown };
  try {
    body = JSON.parse(response.text);
  } catch {
    return fail('unparsable body');
  }
  const { error, requestId, ...others } = body;
  if (Object.keys(others).length) fail(`members beside error and requestId: ${Object.keys(others).join(', ')}`);
  if (requestId !== headerId) fail('requestId differs from X-Request-Id');
  if (!error || !isErrorCode(error.code) || typeof error.message !== 'string') fail('not the error envelope');
  if (ERROR_CATALOGUE[error!.code as keyof typeof ERROR_CATALOGUE].status !== response.status)
    fail(`status does not match code ${String(error!.code)}`);
  const details = error!.details as Array<{ path?: unknown; message?: unknown }> | undefined;
  if (response.status === 422 && (!Array.isArray(details) || !details.length)) fail('422 without details');
  if (details && !details.every((d) => typeof d.path === 'string' && typeof d.message === 'string')) fail('malformed details');
}

describe('fuzzed requests against the shared stacks', () => {
  const modes = MODES.filter((mode) => !process.env.FUZZ_MODE || process.env.FUZZ_MODE === mode);
  const stacks = modes.map((mode: Mode) => ({ mode, origin: new URL(stackOf(mode).url), keys: new KeyPool(stackOf(mode)) }));

  afterAll(async () => {
    await Promise.all(stacks.map(({ keys }) => keys.close()));
  });

  // The two stacks are fuzzed at the same time; a failure names its mode (replay with FUZZ_MODE).
  it.each(TARGETS.map((target) => [target.name, target] as const))('%s: no 5xx, every 4xx the envelope', async (_name, target) => {
    await Promise.all(
      stacks.map(({ mode, origin, keys }) =>
        fc
          .assert(
            fc.asyncProperty(requestArb(target), async (request) => {
              const key = request.auth === 'key' ? await keys.key() : undefined;
              const response = await send(origin, request, key);
              if (key) keys.observe(response);
              check(request, response);
            }),
            { numRuns: NUM_RUNS, ...REPLAY },
          )
          .catch((error: Error) => {
            throw new Error(`${mode} mode (FUZZ_MODE=${mode}): ${error.message}`);
          }),
      ),
    );
  });
});

/** What the fuzzing found, kept as plain cases: each was a 500 or Fastify's own format before. */
describeOnSharedStacks('regressions found by fuzzing (%s mode)', (mode: Mode) => {
  const stack = stackOf(mode);
  const origin = new URL(stack.url);
  const keys = new KeyPool(stack);
  const questionId = QUESTION_IDS[0];
  const get = async (path: string, auth: Auth = 'key') => {
    const request: FuzzRequest = { method: 'GET', path, query: '', auth };
    const response = await send(origin, request, auth === 'key' ? await keys.key() : undefined);
    check(request, response);
    return { status: response.status, body: JSON.parse(response.text) };
  };

  afterAll(() => keys.close());

  it.each([
    ['/v1/questions?q=%00abc', 'query.q'],
    ['/v1/questions?module=core%00pure&topic=x', 'query.module'],
    [`/v1/questions/${questionId}/revisions/2147483648`, 'params.revision'],
    [`/v1/questions/${questionId}/revisions/99999999999999999999/assets/${questionId}`, 'params.revision'],
    ['/v1/questions?year=2147483648', 'query.year'],
  ])('answers %s with a 422 naming %s', async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(422);
    expect(body.error.details).toEqual([{ path: field, message: expect.any(String) }]);
  });

  it('still reads the largest revision a column holds, as not found', async () => {
    expect((await get(`/v1/questions/${questionId}/revisions/2147483647`)).body.error.code).toBe('not_found');
  });

  it.each([
    ['a malformed percent-encoding in the path', '/v1/questions/%E0%A4%A'],
    ['a malformed percent-encoding in a keyed route', `/v1/questions/${questionId}/revisions/%E0%A4%A`],
    ['a path parameter over maxParamLength', `/v1/questions/${'a'.repeat(200)}/revisions/1`],
  ])('answers %s with a 400 envelope, key or none', async (_name, path) => {
    for (const auth of ['key', 'none'] as const) {
      const { status, body } = await get(path, auth);
      expect({ status, code: body.error.code }).toEqual({ status: 400, code: 'bad_request' });
    }
  });
});

afterAll(() => agent.destroy());
