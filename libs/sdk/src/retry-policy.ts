import { OPERATIONS, type OperationId } from './generated/operations.js';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The first wait; each later one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this (a daily limit, say) is not waited for: the answer is returned. */
  maxRetryAfterSeconds: number;
}

export const DEFAULT_RETRY_OPTIONS: RetryOptions = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 30_000, maxRetryAfterSeconds: 120 };

/** Statuses the interface calls transient: a rate or capacity limit, and a service unavailable. */
const TRANSIENT_STATUSES = new Set([429, 503]);

/**
 * Whether the interface lets a client send the same request again after a transient error: reads,
 * identical creations (the Idempotency-Key operations, and a paper's creation under its client
 * UUID) and export preparation. Not uploads (not idempotent: see uploads.ts), updates that carry a
 * revision, reviews, mapping corrections or cancellations.
 */
export function isRetrySafe(operationId: OperationId): boolean {
  const facts = OPERATIONS[operationId];
  return facts.method === 'GET' || facts.idempotencyKey || operationId === 'createPaper' || operationId === 'preparePaperExports';
}

export const isTransientStatus = (status: number): boolean => TRANSIENT_STATUSES.has(status);

/**
 * How long to wait before attempt `attempt + 1` (attempt counts from 1), or null not to retry:
 * exponential from baseDelayMs with full jitter, never less than Retry-After, and not at all when
 * Retry-After is beyond maxRetryAfterSeconds or the attempts are used up.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterHeader: string | null,
  options: RetryOptions = DEFAULT_RETRY_OPTIONS,
  random: () => number = Math.random,
): number | null {
  if (attempt >= options.maxAttempts) return null;
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + (random() * exponential) / 2;
  if (retryAfterHeader === null || !/^\d+$/.test(retryAfterHeader.trim())) return Math.round(jittered);
  const retryAfterSeconds = Number(retryAfterHeader.trim());
  if (retryAfterSeconds > options.maxRetryAfterSeconds) return null;
  return Math.max(retryAfterSeconds * 1000, Math.round(jittered));
}
