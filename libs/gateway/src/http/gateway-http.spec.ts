import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { getDataSourceToken, InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Type } from '@sinclair/typebox';
import { type ApiOperation, type AuthContext, DEFAULT_SEPARATE_LIMITS, defineRpc, NoInputSchema } from '@pp/contracts';
import {
  connectBusMicroservice,
  createLogger,
  idempotencyTableSql,
  JsonText,
  PlatformModule,
  RpcHandler,
  ServiceClient,
  requestHash,
  runIdempotent,
} from '@pp/platform';
import { awayFromMinuteEdge, createTestDatabase, type TestDatabase } from '@pp/testing';
import { Auth, Operation } from '../auth/operation.decorator.js';
import { IdempotencyKey } from './idempotency-key.decorator.js';
import { GatewayModule } from '../gateway.module.js';
import { AccountsService } from '../identity/accounts.service.js';
import { ApiKeysService } from '../identity/api-keys.service.js';
import { createGatewayApp, JSON_BODY_LIMIT } from './create-gateway-app.js';

// Stand-in operations: this suite checks the HTTP layer every real operation goes through.
const echo: ApiOperation = {
  operationId: 'echo',
  method: 'POST',
  path: '/echo',
  tag: 't',
  summary: 'echo',
  auth: 'public',
  body: { schema: Type.Object({}), contentType: 'application/json' },
  responses: [],
  errors: [],
};
const scoped: ApiOperation = {
  operationId: 'scoped',
  method: 'GET',
  path: '/scoped',
  tag: 't',
  summary: 'scoped',
  auth: ['papers:write', 'papers:read'],
  responses: [],
  errors: [],
};
const createNote: ApiOperation = {
  operationId: 'createNote',
  method: 'POST',
  path: '/notes',
  tag: 't',
  summary: 'note',
  auth: ['papers:read'],
  idempotencyKey: 'required',
  responses: [],
  errors: [],
};
const unserved: ApiOperation = {
  operationId: 'unserved',
  method: 'GET',
  path: '/unserved',
  tag: 't',
  summary: 'unserved',
  auth: ['papers:read'],
  responses: [],
  errors: [],
};
const relayed: ApiOperation = {
  operationId: 'relayed',
  method: 'GET',
  path: '/relayed',
  tag: 't',
  summary: 'relayed',
  auth: ['papers:read'],
  responses: [],
  errors: [],
};
const write: ApiOperation = {
  operationId: 'write',
  method: 'POST',
  path: '/writes',
  tag: 't',
  summary: 'write',
  auth: ['papers:read'],
  responses: [],
  errors: [],
};

/** A reply a service has as JSON text already; the gateway relays it byte for byte. */
const RELAYED_TEXT = '{"items":[{"title":"Pr\\u00e9cis \\"one\\"","marks":4}],"nextCursor":null}';

const NoteSchema = Type.Object({ text: Type.String() });
const STAND_IN_RPC = {
  createNote: defineRpc('paper', 'create-note', {
    input: NoteSchema,
    output: Type.Object({ id: Type.Integer(), text: Type.String() }),
    idempotencyKey: 'required',
  }),
  unserved: defineRpc('progress', 'nobody-serves-this', { input: NoInputSchema, output: Type.Object({}) }),
  relayed: defineRpc('paper', 'relayed', { input: NoInputSchema, output: Type.Object({ items: Type.Array(Type.Unknown()) }) }),
};

/** A service operation that creates a note per Idempotency-Key, as marking and import will. */
@Controller()
class NotesHandler {
  constructor(@InjectDataSource('identity') private readonly dataSource: DataSource) {}

  @RpcHandler(STAND_IN_RPC.createNote)
  create(auth: AuthContext, input: { text: string }, idempotencyKey: string) {
    return runIdempotent(
      this.dataSource,
      'notes_test',
      { ownerId: auth.ownerId, key: idempotencyKey, operation: 'createNote', requestHash: requestHash(input) },
      async (manager) => {
        const [row] = await manager.query('INSERT INTO notes_test.notes (owner_id, text) VALUES ($1, $2) RETURNING id', [
          auth.ownerId,
          input.text,
        ]);
        return { id: row.id as number, text: input.text };
      },
    );
  }

  @RpcHandler(STAND_IN_RPC.relayed)
  relayed() {
    return new JsonText<{ items: unknown[] }>(RELAYED_TEXT);
  }
}

@Controller()
class ProbeController {
  constructor(private readonly services: ServiceClient) {}

  @Post('notes')
  @Operation(createNote)
  note(@Auth() auth: AuthContext, @IdempotencyKey() key: string, @Body() body: { text: string }) {
    return this.services.call(STAND_IN_RPC.createNote, auth, body, key);
  }

  @Get('unserved')
  @Operation(unserved)
  unservedOperation(@Auth() auth: AuthContext) {
    return this.services.call(STAND_IN_RPC.unserved, auth, {});
  }

  @Get('relayed')
  @Operation(relayed)
  relayedOperation(@Auth() auth: AuthContext) {
    return this.services.callJson(STAND_IN_RPC.relayed, auth, {});
  }

  @Post('echo')
  @HttpCode(200)
  @Operation(echo)
  echo(@Body() body: unknown) {
    return { received: body };
  }

  @Get('scoped')
  @Operation(scoped)
  scoped() {
    return { ok: true };
  }

  @Post('writes')
  @Operation(write)
  write() {
    return { ok: true };
  }
}

describe('gateway HTTP layer', () => {
  let database: TestDatabase;
  let blobDir: string;
  let app: NestFastifyApplication;
  let keys: { full: string; partial: string; writer: string };
  let base: string;
  /** What the gateway logged, one parsed JSON line each. */
  const logLines: Array<Record<string, any>> = [];

  beforeAll(async () => {
    database = await createTestDatabase('pp_gateway_http');
    blobDir = mkdtempSync(join(tmpdir(), 'pp-gw-'));

    @Module({
      imports: [
        PlatformModule.forRoot({
          database: { url: database.url, poolSize: 2, runMigrations: true },
          messaging: { transport: 'in-process' },
          blob: { kind: 'fs', rootDir: blobDir },
        }),
        GatewayModule.forRoot({ rateLimits: true, separateLimits: DEFAULT_SEPARATE_LIMITS }),
      ],
      controllers: [ProbeController, NotesHandler],
    })
    class TestRootModule {}

    app = await createGatewayApp(
      TestRootModule,
      createLogger('test', 'info', { write: (line: string) => logLines.push(JSON.parse(line)) }),
    );
    const identity = app.get<DataSource>(getDataSourceToken('identity'));
    await identity.query('CREATE SCHEMA notes_test');
    for (const statement of idempotencyTableSql('notes_test').up) await identity.query(statement);
    await identity.query('CREATE TABLE notes_test.notes (id serial PRIMARY KEY, owner_id uuid NOT NULL, text text NOT NULL)');
    connectBusMicroservice(app);
    await app.init();
    await app.startAllMicroservices();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `${await app.getUrl()}/v1`.replace('[::1]', '127.0.0.1');
    const account = await app.get(AccountsService).create({ email: 'http@example.test', name: 'Http', plan: 'pro', emailVerified: true });
    const apiKeys = app.get(ApiKeysService);
    keys = {
      full: (await apiKeys.create(account.id, { name: 'full', scopes: ['papers:read', 'papers:write'], expires: '30d' })).key,
      partial: (await apiKeys.create(account.id, { name: 'partial', scopes: ['papers:read'], expires: '30d' })).key,
      writer: (await apiKeys.create(account.id, { name: 'writer', scopes: ['papers:read'], expires: '30d' })).key,
    };
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(blobDir, { recursive: true, force: true });
  });

  async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    const response = await fetch(`${base}${path}`, init);
    return {
      status: response.status,
      requestId: response.headers.get('x-request-id'),
      remaining: response.headers.get('x-ratelimit-remaining'),
      body: (await response.json()) as any,
    };
  }

  function expectEnvelope(response: Awaited<ReturnType<typeof send>>, status: number, code: string) {
    expect({ status: response.status, code: response.body.error?.code }).toEqual({ status, code });
    expect(response.body.requestId).toBe(response.requestId);
  }

  it('accepts a JSON body', async () => {
    const response = await send('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: { a: 1 } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('answers 415 to a %s body', async (type) => {
    expectEnvelope(await send('/echo', { method: 'POST', headers: { 'content-type': type }, body: 'a=1' }), 415, 'unsupported_media_type');
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(JSON_BODY_LIMIT) });
    expectEnvelope(
      await send('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }),
      413,
      'payload_too_large',
    );
  });

  it('answers 413 in the envelope to a 5 MiB body sent whole by fetch, and keeps the connection for the next request', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(5 * 1024 * 1024) });
    const refused = await send('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    expectEnvelope(refused, 413, 'payload_too_large');
    expect(refused.body.error.message).toBe('The body is larger than this operation accepts (1 MiB).');
    expect((await send('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
  });

  it('answers 400 malformed_json to a body that is not JSON', async () => {
    expectEnvelope(
      await send('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' }),
      400,
      'malformed_json',
    );
  });

  it('answers 403 insufficient_scope with requiredScopes when a scope is missing', async () => {
    const response = await send('/scoped', { headers: { authorization: `Bearer ${keys.partial}` } });
    expectEnvelope(response, 403, 'insufficient_scope');
    expect(response.body.error.requiredScopes).toEqual(['papers:write', 'papers:read']);
  });

  it('lets a key holding every required scope through', async () => {
    const response = await send('/scoped', { headers: { authorization: `Bearer ${keys.full}` } });
    expect(response.status).toBe(200);
  });

  it('counts a request denied by a scope check against the allowance', async () => {
    const before = Number((await send('/scoped', { headers: { authorization: `Bearer ${keys.partial}` } })).remaining);
    const after = Number((await send('/scoped', { headers: { authorization: `Bearer ${keys.partial}` } })).remaining);
    expect(after).toBe(before - 1);
  });

  it('allows 20 writes a minute per key, then 429 while reads still pass', async () => {
    await awayFromMinuteEdge();
    const headers = { authorization: `Bearer ${keys.writer}` };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await send('/writes', { method: 'POST', headers })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await send('/scoped', { headers })).status).toBe(403);
  });

  it('allows 40 writes a minute per account across its keys', async () => {
    await awayFromMinuteEdge();
    const account = await app
      .get(AccountsService)
      .create({ email: 'writes@example.test', name: 'Writes', plan: 'lite', emailVerified: true });
    const writers = await Promise.all(
      [1, 2, 3].map(
        async (n) => (await app.get(ApiKeysService).create(account.id, { name: `w${n}`, scopes: ['papers:read'], expires: '30d' })).key,
      ),
    );
    const post = (key: string) => send('/writes', { method: 'POST', headers: { authorization: `Bearer ${key}` } });
    for (const key of writers.slice(0, 2)) for (let i = 0; i < 20; i += 1) expect((await post(key)).status).toBe(201);
    const denied = await post(writers[2]);
    expectEnvelope(denied, 429, 'rate_limited');
  });

  it('requires an Idempotency-Key where the operation says so', async () => {
    const headers = { authorization: `Bearer ${keys.full}`, 'content-type': 'application/json' };
    expectEnvelope(await send('/notes', { method: 'POST', headers, body: '{"text":"a"}' }), 400, 'idempotency_key_required');
    const malformed = await send('/notes', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': 'has space' },
      body: '{"text":"a"}',
    });
    expectEnvelope(malformed, 422, 'validation_failed');
    expect(malformed.body.error.details).toEqual([{ path: 'header.Idempotency-Key', message: expect.any(String) }]);
  });

  it('answers a retry with the original result and a reused key with 409', async () => {
    const headers = { authorization: `Bearer ${keys.full}`, 'content-type': 'application/json', 'idempotency-key': 'note-1' };
    const first = await send('/notes', { method: 'POST', headers, body: '{"text":"a"}' });
    expect(first.status).toBe(201);
    const retry = await send('/notes', { method: 'POST', headers, body: '{"text":"a"}' });
    expect(retry.body).toEqual(first.body);
    expectEnvelope(await send('/notes', { method: 'POST', headers, body: '{"text":"b"}' }), 409, 'idempotency_key_reused');
    const identity = app.get<DataSource>(getDataSourceToken('identity'));
    expect(await identity.query("SELECT count(*)::int AS n FROM notes_test.notes WHERE text IN ('a', 'b')")).toEqual([{ n: 1 }]);
  });

  it('answers 503 with Retry-After when no service answers', async () => {
    const response = await fetch(`${base}/unserved`, { headers: { authorization: `Bearer ${keys.full}` } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(((await response.json()) as any).error.code).toBe('service_unavailable');
  });

  it('relays a service reply that is JSON text as the body, byte for byte', async () => {
    const response = await fetch(`${base}/relayed`, { headers: { authorization: `Bearer ${keys.full}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe(RELAYED_TEXT);
  });

  it('logs one line per request, with its id, route and status, and never the key or the query string', async () => {
    const response = await fetch(`${base}/scoped?q=private+search+words`, { headers: { authorization: `Bearer ${keys.full}` } });
    const requestId = response.headers.get('x-request-id');
    await response.text();
    const lines = logLines.filter((line) => JSON.stringify(line).includes(requestId!));
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', path: '/v1/scoped' }),
        res: { statusCode: 200 },
      }),
    ]);
    expect(typeof lines[0].responseTime).toBe('number');
    const all = JSON.stringify(logLines);
    expect(all).not.toContain('private');
    expect(all).not.toContain(keys.full.slice(-20));
  });

  it('authenticates before checking scopes', async () => {
    expectEnvelope(await send('/scoped'), 401, 'missing_api_key');
  });
});
