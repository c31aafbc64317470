import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '@pp/contracts';
import { toServiceError } from './error-mapping.js';

/** Retry-After of a 429 or 503 that did not say how long: the spec's polling interval. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** Whole seconds for Retry-After: every 429 and 503 carries one (the spec: "Back off"), other statuses only when the error set one. */
export function retryAfterOf(error: ServiceError): number | undefined {
  const seconds = error.retryAfter ?? (error.status === 429 || error.status === 503 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
  return seconds === undefined ? undefined : Math.max(0, Math.ceil(seconds));
}

/** Writes a catalogue error as the spec's one envelope, with the request id in body and header. */
export function sendErrorEnvelope(request: FastifyRequest, reply: FastifyReply, error: ServiceError): FastifyReply {
  reply.header('x-request-id', request.id);
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  const { retryAfter: _r, ...body } = error.toData();
  return reply.status(error.status).type('application/json').send({ error: body, requestId: request.id });
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any hook, route or Nest filter
 * runs (a malformed percent-encoding in the path, a path parameter over `maxParamLength`), rendered
 * like every other error, with the id `genReqId` gave the request.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const mapped = toServiceError(error);
  if (mapped.code === 'internal_error') request.log.error({ err: error }, 'framework error');
  void sendErrorEnvelope(request, reply, mapped);
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'The request line and headers are larger than the server accepts (64 KiB).',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request did not arrive in time.',
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request at all
 * (headers or URL over `maxHeaderSize`, a malformed request line, a timeout). Written on the socket
 * as a 400 envelope with a fresh request id, then the connection closes, as Node's own handler does.
 */
export function sendClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const requestId = randomUUID();
    const mapped = new ServiceError('bad_request', CLIENT_ERROR_MESSAGES[error.code] ?? 'The request is not valid HTTP/1.1.');
    const body = JSON.stringify({ error: mapped.toData(), requestId });
    socket.write(
      `HTTP/1.1 ${mapped.status} Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
