import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendErrorEnvelope } from './error-envelope.js';
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
    void sendErrorEnvelope(request, reply, error);
  }
}
