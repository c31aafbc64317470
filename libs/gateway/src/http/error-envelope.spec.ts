import { connect } from 'node:net';
import fastify, { type FastifyInstance } from 'fastify';
import { ServiceError } from '@pp/contracts';
import { DEFAULT_RETRY_AFTER_SECONDS, retryAfterOf, sendClientError, sendErrorEnvelope, sendFrameworkError } from './error-envelope.js';
import { MAX_PATH_PARAM_LENGTH } from './error-mapping.js';
import { requestIdOf } from './request-id.js';

// The router options of createGatewayApp, on a bare Fastify: the refusals happen before any route.
describe('router refusals', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = fastify({ genReqId: requestIdOf, frameworkErrors: sendFrameworkError, routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH } });
    app.get('/v1/questions/:questionId', async () => ({ ok: true }));
    app.get('/v1/limited', async (request, reply) =>
      sendErrorEnvelope(request, reply, new ServiceError('rate_limited', undefined, { retryAfter: 1.2 })),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['a malformed percent-encoding', '/v1/questions/%E0%A4%A', /percent-encoded/],
    ['a percent sign with no hex', '/v1/questions/%zz', /percent-encoded/],
    ['a parameter over maxParamLength', `/v1/questions/${'a'.repeat(200)}`, /longer than 100/],
  ])('answers %s with a 400 in the envelope', async (_name, url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({ error: { code: 'bad_request', message: expect.stringMatching(message) }, requestId: expect.any(String) });
    expect(response.headers['x-request-id']).toBe(body.requestId);
  });

  it('keeps a well-formed client request id on a refusal', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/questions/%E0%A4%A', headers: { 'x-request-id': 'trace-1' } });
    expect(response.headers['x-request-id']).toBe('trace-1');
    expect(response.json().requestId).toBe('trace-1');
  });

  it('still routes a parameter at the limit', async () => {
    expect((await app.inject({ method: 'GET', url: `/v1/questions/${'a'.repeat(MAX_PATH_PARAM_LENGTH)}` })).statusCode).toBe(200);
  });

  it('writes Retry-After as whole seconds and keeps it out of the body', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json().error).toEqual({ code: 'rate_limited', message: expect.any(String) });
  });
});

describe('retryAfterOf', () => {
  it('gives every 429 and 503 a Retry-After, the one the error set or the default', () => {
    expect(retryAfterOf(new ServiceError('service_unavailable'))).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    expect(retryAfterOf(new ServiceError('export_failed'))).toBe(DEFAULT_RETRY_AFTER_SECONDS);
    expect(retryAfterOf(new ServiceError('service_unavailable', undefined, { retryAfter: 300 }))).toBe(300);
    expect(retryAfterOf(new ServiceError('rate_limited', undefined, { retryAfter: 0.2 }))).toBe(1);
    expect(retryAfterOf(new ServiceError('rate_limited'))).toBe(DEFAULT_RETRY_AFTER_SECONDS);
  });

  it('gives other statuses none unless the error set one', () => {
    expect(retryAfterOf(new ServiceError('not_found'))).toBeUndefined();
    expect(retryAfterOf(new ServiceError('exports_not_ready'))).toBeUndefined();
  });
});

/** Sends raw bytes and reads until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.write(request);
  });
}

describe('requests the HTTP parser refuses', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = fastify({ http: { maxHeaderSize: 4096 }, clientErrorHandler: sendClientError });
    app.get('/v1/me', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it.each([
    ['a URL over maxHeaderSize', `GET /v1/me?q=${'a'.repeat(8000)} HTTP/1.1\r\nHost: x\r\n\r\n`, /larger than/],
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', /not valid HTTP/],
  ])('answers %s with a 400 envelope and a request id', async (_name, request, message) => {
    const response = await rawExchange(port, request);
    const [head, body] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const requestId = /x-request-id: (\S+)/i.exec(head)?.[1];
    expect(JSON.parse(body)).toEqual({ error: { code: 'bad_request', message: expect.stringMatching(message) }, requestId });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
