import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toServiceError } from './error-mapping.js';

/** Renders every error in the spec's one envelope, with the request id in body and header. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const error = toServiceError(exception);
    if (error.code === 'internal_error') this.logger.error(exception instanceof Error ? exception : String(exception));
    reply.header('x-request-id', request.id);
    if (error.retryAfter !== undefined) reply.header('retry-after', String(Math.max(0, Math.ceil(error.retryAfter))));
    const { retryAfter: _r, ...body } = error.toData();
    void reply.status(error.status).type('application/json').send({ error: body, requestId: request.id });
  }
}
