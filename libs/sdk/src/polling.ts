import { abortableSleep } from './abortable-sleep.js';
import { PracticePaperApiError } from './api-error.js';

export interface PollOptions {
  /** Between reads while nothing fails: the interface suggests about five seconds. */
  intervalMs?: number;
  /** The longest wait after failed reads (each failure doubles the wait). */
  maxIntervalMs?: number;
  /** Failed reads in a row before the last error is thrown. */
  maxConsecutiveErrors?: number;
  /** Aborting stops the polling at once, rejecting with the signal's reason. */
  signal?: AbortSignal;
}

/** A read that may succeed if tried again later: no answer at all, or a 429, 5xx. */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof PracticePaperApiError) return error.status === 429 || error.status >= 500;
  return error instanceof TypeError; // fetch's "network error"
}

/**
 * Reads until `isDone`, about every intervalMs, backing off on transient failures (any other error
 * is thrown at once). `onUpdate` sees every successful read: a progress display's hook.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  {
    intervalMs = 5000,
    maxIntervalMs = 60_000,
    maxConsecutiveErrors = 6,
    signal,
    onUpdate,
  }: PollOptions & { onUpdate?: (value: T) => void } = {},
): Promise<T> {
  let failures = 0;
  for (;;) {
    signal?.throwIfAborted();
    try {
      const value = await read();
      failures = 0;
      onUpdate?.(value);
      if (isDone(value)) return value;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      failures += 1;
      if (!isTransientFailure(error) || failures >= maxConsecutiveErrors) throw error;
    }
    await abortableSleep(failures === 0 ? intervalMs : Math.min(maxIntervalMs, intervalMs * 2 ** failures), signal);
  }
}
