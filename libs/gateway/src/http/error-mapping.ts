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

/** Fastify's default `maxParamLength`, which the gateway keeps: a UUID is 36 characters. */
export const MAX_PATH_PARAM_LENGTH = 100;

/**
 * What Fastify's router refuses before any route runs, and how: both are 400 `bad_request` (the
 * spec lists no 414, and neither path can name a resource), with a message saying what to fix.
 */
const ROUTER_REFUSALS: Record<string, () => ServiceError> = {
  FST_ERR_BAD_URL: () =>
    new ServiceError('bad_request', 'The path is not valid percent-encoded UTF-8. Encode each path segment with encodeURIComponent.'),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new ServiceError('bad_request', `A path segment is longer than ${MAX_PATH_PARAM_LENGTH} characters; no id is that long.`),
};

/** An error Fastify raised itself: a `FST_ERR_*` code and the HTTP status it means. */
function fastifyErrorOf(exception: unknown): { code: string; statusCode?: number } | undefined {
  const candidate = exception as { code?: unknown; statusCode?: unknown } | undefined;
  if (!(exception instanceof Error) || typeof candidate?.code !== 'string' || !candidate.code.startsWith('FST_ERR_')) return undefined;
  return { code: candidate.code, statusCode: typeof candidate.statusCode === 'number' ? candidate.statusCode : undefined };
}

function fromStatus(status: number, fastifyCode: string | undefined): ServiceError {
  if (fastifyCode && MALFORMED_JSON.has(fastifyCode)) return new ServiceError('malformed_json');
  if (status === 404) return new ServiceError('not_found', 'No such route. See /v1/openapi.json for the operations.');
  if (status === 413) return new ServiceError('payload_too_large', 'The body is larger than this operation accepts.');
  return new ServiceError(STATUS_CODES[status] ?? (status < 500 ? 'bad_request' : 'internal_error'));
}

/**
 * Maps anything thrown while handling a request to a catalogue error. Unknown failures become a
 * plain `internal_error` so nothing internal leaks; the filter logs the original.
 */
export function toServiceError(exception: unknown): ServiceError {
  if (exception instanceof ServiceError) return exception;
  // Fastify's own errors, as its router hands them to `frameworkErrors` before Nest sees the request.
  const fastify = fastifyErrorOf(exception);
  if (fastify) return ROUTER_REFUSALS[fastify.code]?.() ?? fromStatus(fastify.statusCode ?? 500, fastify.code);
  if (!(exception instanceof HttpException)) return new ServiceError('internal_error');
  // Nest wraps Fastify's own errors (body too large, bad content type, bad JSON) and keeps them as the cause.
  return fromStatus(exception.getStatus(), (exception.cause as { code?: string } | undefined)?.code);
}
