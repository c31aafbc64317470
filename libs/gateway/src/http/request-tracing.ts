import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAbortHookHandler,
  onRequestHookHandler,
  onResponseHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { type RequestSpan, startRequestSpan, withParent } from '@pp/platform';

const spans = new WeakMap<FastifyRequest, RequestSpan>();
const CLIENT_CLOSED_REQUEST = 499;

/**
 * A server span per routed request (decision 0054), named by the operationId its route serves
 * (`operations`, by `METHOD /v1/route`), else by its route; a caller's `traceparent` is continued.
 * Registered only with tracing on: otherwise no request pays for it.
 * The span's context is entered twice: in onRequest, and again in preValidation, because Fastify
 * runs the hooks after the body is read, and the handler, in the request stream's async context.
 */
export function traceRequests(fastify: FastifyInstance, operations: ReadonlyMap<string, string>): void {
  fastify.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const method = methods.length === 1 ? methods[0] : 'ANY';
    const name = operations.get(`${method} ${route.url}`) ?? `${method} ${route.url}`;
    const start: onRequestHookHandler = (request, _reply, done) => {
      const span = startRequestSpan({ name, method: request.method, route: route.url, headers: request.headers });
      spans.set(request, span);
      withParent(span.context, done);
    };
    const reenter: preValidationHookHandler = (request, _reply, done) => {
      const span = spans.get(request);
      if (span) withParent(span.context, done);
      else done();
    };
    const end: onResponseHookHandler = (request, reply, done) => {
      spans.get(request)?.end(reply.statusCode);
      done();
    };
    // A client that hangs up gets no response: its span ends as nginx logs it, 499 (client closed request).
    const abort: onRequestAbortHookHandler = (request, done) => {
      spans.get(request)?.end(CLIENT_CLOSED_REQUEST);
      done();
    };
    route.onRequest = [start, ...[route.onRequest ?? []].flat()];
    route.preValidation = [reenter, ...[route.preValidation ?? []].flat()];
    route.onResponse = [...[route.onResponse ?? []].flat(), end];
    route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), abort];
  });
}
