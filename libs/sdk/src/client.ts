import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi.js';
import { OPERATIONS } from './generated/operations.js';
import { operationOf } from './operation-match.js';
import { DEFAULT_RETRY_OPTIONS, type RetryOptions } from './retry-policy.js';
import { retryingFetch, type RetryEvent } from './retrying-fetch.js';

export interface PracticePaperClientOptions {
  /** The interface's base address, ending in /v1 (`http://localhost:3000/v1`). */
  baseUrl: string;
  /** The API key (`ppk_...`), sent as `Authorization: Bearer`. Omit it for the public documents alone. */
  apiKey?: string;
  retry?: Partial<RetryOptions>;
  /** Called before each retry: a place to log or show it. */
  onRetry?: (event: RetryEvent) => void;
  /** The fetch to send with (the global one by default). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The typed client: `client.GET('/papers/{id}', { params: { path: { id } } })`, every path of the document. */
export type PracticePaperClient = Client<paths>;

/**
 * One Idempotency-Key per logical call, set before the retrying fetch sees the request: every retry
 * of the call sends the same key. A key the caller passes (to carry one across its own restarts) wins.
 */
function idempotencyKeys(baseUrl: string): Middleware {
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
  return {
    onRequest({ request }) {
      const operationId = operationOf(request.method, new URL(request.url).pathname.slice(basePath.length));
      if (operationId && OPERATIONS[operationId].idempotencyKey && !request.headers.has('idempotency-key')) {
        request.headers.set('idempotency-key', crypto.randomUUID());
      }
      return request;
    },
  };
}

export function createPracticePaperClient(options: PracticePaperClientOptions): PracticePaperClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const client = createClient<paths>({
    baseUrl,
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    fetch: retryingFetch(baseUrl, send, { ...DEFAULT_RETRY_OPTIONS, ...options.retry }, options.onRetry),
  });
  client.use(idempotencyKeys(baseUrl));
  return client;
}
