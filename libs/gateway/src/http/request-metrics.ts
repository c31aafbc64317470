import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { operationTimingsOf } from '@pp/platform';

/** The operation label of routes that serve no API operation: the probes, the signed-in app, the docs page's files. */
export const NOT_AN_OPERATION = 'other';

/** The metrics label of a route: the operationId it serves (`operations` by `METHOD /v1/route`), else NOT_AN_OPERATION. */
export function operationLabelOf(operations: ReadonlyMap<string, string>, method: string, url: string): string {
  return operations.get(`${method} ${url}`) ?? NOT_AN_OPERATION;
}

/**
 * Times every routed request (http_requests_total, http_request_duration_seconds) by operation and
 * status. Each route gets a response hook of its own, holding its operation's timings: a request
 * pays for no lookup and allocates nothing to be counted. A request no route matches is not counted.
 */
export function timeRequests(fastify: FastifyInstance, operations: ReadonlyMap<string, string>): void {
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const timings = operationTimingsOf(methods.length === 1 ? operationLabelOf(operations, methods[0], route.url) : NOT_AN_OPERATION);
    const record: onResponseHookHandler = (_request, reply, done) => {
      timings.record(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), record];
  });
}
