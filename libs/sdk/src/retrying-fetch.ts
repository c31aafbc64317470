import { abortableSleep } from './abortable-sleep.js';
import type { OperationId } from './generated/operations.js';
import { operationOf } from './operation-match.js';
import { DEFAULT_RETRY_OPTIONS, isRetrySafe, isTransientStatus, retryDelayMs, type RetryOptions } from './retry-policy.js';

export interface RetryEvent {
  operationId: OperationId;
  /** The attempt that failed, from 1. */
  attempt: number;
  delayMs: number;
  /** The transient status, or undefined when the request failed without an answer. */
  status?: number;
}

/**
 * A fetch that sends a retry-safe operation's request again after a transient answer (429, 503) or
 * none at all, with bounded exponential backoff honouring Retry-After; the same request each time,
 * so its Idempotency-Key is the same across the retries. Anything else goes out once.
 */
export function retryingFetch(
  baseUrl: string,
  send: (request: Request) => Promise<Response>,
  options: RetryOptions = DEFAULT_RETRY_OPTIONS,
  onRetry?: (event: RetryEvent) => void,
): (request: Request) => Promise<Response> {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  return async (request) => {
    const operationId = operationOf(request.method, new URL(request.url).pathname.slice(basePath.length));
    if (operationId === undefined || !isRetrySafe(operationId)) return send(request);
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await send(request.clone());
        if (!isTransientStatus(response.status)) return response;
      } catch (error) {
        if (request.signal.aborted) throw error;
        failure = error;
      }
      const delayMs = retryDelayMs(attempt, response?.headers.get('retry-after') ?? null, options);
      if (delayMs === null) {
        if (response) return response;
        throw failure;
      }
      await response?.body?.cancel();
      onRetry?.({ operationId, attempt, delayMs, status: response?.status });
      await abortableSleep(delayMs, request.signal);
    }
  };
}
