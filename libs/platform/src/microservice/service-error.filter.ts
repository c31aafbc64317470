import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { ServiceError } from '@pp/contracts';
import { type Observable, throwError } from 'rxjs';

/**
 * The one exception filter of bus handlers: a ServiceError crosses the bus with its catalogue code
 * unchanged; anything else is a bug, logged by message only (payloads and stacks may hold personal
 * data) and hidden from the caller as `internal_error`.
 */
@Catch()
export class ServiceErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger(ServiceErrorFilter.name);

  catch(exception: unknown): Observable<never> {
    return throwError(() => this.toServiceError(exception));
  }

  private toServiceError(exception: unknown): ServiceError {
    if (exception instanceof ServiceError) return exception;
    this.logger.error(`Handler failed: ${exception instanceof Error ? exception.message : String(exception)}`);
    return new ServiceError('internal_error');
  }
}
