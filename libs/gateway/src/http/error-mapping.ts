import { HttpException } from '@nestjs/common';
import { type ErrorCode, ServiceError } from '@pp/contracts';

/** Fastify's own errors by status: body too large, wrong content type, unparsable JSON. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/**
 * Maps anything thrown while handling a request to a catalogue error. Unknown failures become a
 * plain `internal_error` so nothing internal leaks; the caller logs the original.
 */
export function toServiceError(exception: unknown): ServiceError {
  if (exception instanceof ServiceError) return exception;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === 404) return new ServiceError('not_found', 'No such route. See /v1/openapi.json for the operations.');
    const code = STATUS_CODES[status];
    return code ? new ServiceError(code) : new ServiceError(status < 500 ? 'bad_request' : 'internal_error');
  }
  const fastifyError = exception as { statusCode?: number; code?: string } | undefined;
  if (fastifyError?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (exception instanceof SyntaxError && fastifyError?.statusCode === 400)) {
    return new ServiceError('malformed_json');
  }
  const code = fastifyError?.statusCode !== undefined ? STATUS_CODES[fastifyError.statusCode] : undefined;
  if (code === 'payload_too_large') return new ServiceError(code, 'The body is larger than this operation accepts.');
  return code ? new ServiceError(code) : new ServiceError('internal_error');
}
