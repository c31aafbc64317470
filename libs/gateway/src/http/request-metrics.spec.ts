import Fastify from 'fastify';
import { metricsExposition } from '@pp/platform';
import { NOT_AN_OPERATION, operationLabelOf, timeRequests } from './request-metrics.js';

const operations = new Map([
  ['GET /v1/me', 'getMe'],
  ['GET /v1/papers/:paperId', 'getPaper'],
]);

describe('operationLabelOf', () => {
  it('labels a route with its operationId, never its URL', () => {
    expect(operationLabelOf(operations, 'GET', '/v1/papers/:paperId')).toBe('getPaper');
    expect(operationLabelOf(operations, 'DELETE', '/v1/papers/:paperId')).toBe(NOT_AN_OPERATION);
    expect(operationLabelOf(operations, 'GET', '/health/live')).toBe(NOT_AN_OPERATION);
  });
});

describe('timeRequests', () => {
  it('counts and times requests by operation and status, path parameters left out', async () => {
    const fastify = Fastify();
    timeRequests(fastify, operations);
    fastify.get('/v1/papers/:paperId', async (request, reply) =>
      (request.params as { paperId: string }).paperId === 'missing' ? reply.code(404).send({}) : { ok: true },
    );
    fastify.get('/health/live', async () => ({ status: 'ok' }));
    await fastify.ready();
    for (const url of ['/v1/papers/p1', '/v1/papers/p2', '/v1/papers/missing', '/health/live', '/nowhere']) await fastify.inject({ url });
    await fastify.close();

    const { body } = await metricsExposition();
    expect(body).toContain('http_requests_total{operation="getPaper",status="200"} 2');
    expect(body).toContain('http_requests_total{operation="getPaper",status="404"} 1');
    expect(body).toContain('http_request_duration_seconds_count{operation="getPaper",status="200"} 2');
    expect(body).toContain(`http_requests_total{operation="${NOT_AN_OPERATION}",status="200"} 1`);
    expect(body).not.toMatch(/p1|p2|missing|nowhere/);
  });
});
