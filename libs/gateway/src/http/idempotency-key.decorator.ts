import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '@pp/contracts';

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** Checks an Idempotency-Key header: absent is 400 `idempotency_key_required`, malformed a 422. */
export function checkIdempotencyKey(header: string | string[] | undefined): string {
  if (header === undefined || header === '') throw new ServiceError('idempotency_key_required');
  if (typeof header !== 'string' || !VALID_KEY.test(header)) {
    throw ServiceError.validation([
      { path: 'header.Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters without spaces' },
    ]);
  }
  return header;
}

/** The Idempotency-Key of an operation that requires one; the service records it in its own transaction. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  checkIdempotencyKey(context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key']),
);
