import { HttpException } from '@nestjs/common';
import { type ErrorCode, ServiceError } from '@pp/contracts';

/** HTTP statuses that Nest and Fastify raise themselves (routing, body parsing) and their codes. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

const MALFORMED_JSON = new Set(['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

/**
 * Maps anything thrown while handling a request to a catalogue error. Unknown failures become a
 * plain `internal_error` so nothing internal leaks; the filter logs the original.
 */
export function toServiceError(exception: unknown): ServiceError {
  if (exception instanceof ServiceError) return exception;
  if (!(exception instanceof HttpException)) return new ServiceError('internal_error');
  // Nest wraps Fastify's own errors (body too large, bad content type, bad JSON) and keeps them as the cause.
  const fastifyCode = (exception.cause as { code?: string } | undefined)?.code;
  if (fastifyCode && MALFORMED_JSON.has(fastifyCode)) return new ServiceError('malformed_json');
  const status = exception.getStatus();
  if (status === 404) return new ServiceError('not_found', 'No such route. See /v1/openapi.json for the operations.');
  if (status === 413) return new ServiceError('payload_too_large', 'The body is larger than this operation accepts.');
  return new ServiceError(STATUS_CODES[status] ?? (status < 500 ? 'bad_request' : 'internal_error'));
}
