import { AsyncLocalStorage } from 'node:async_hooks';

/** The request id of the work in progress, so every log line of a request or RPC carries it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
