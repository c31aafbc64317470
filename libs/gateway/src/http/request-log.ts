import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, when it completes: the request's id, method and path (the logger's
 * serializer drops the query string), the status and the time taken. Fastify's default writes a
 * second line as each request arrives. Its other lines (errors, 404s, shutdown) stay as they are.
 */
export class CompletedRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
