import { createHash } from 'node:crypto';

/** `limit` failed sign-ins within `windowMs` lock the subject (an account's email, a client address) for `lockoutMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  lockoutMs: number;
}

/**
 * When a subject's lock ends, from the times of its recorded failures (oldest first); null when it is
 * not locked at `now`. Failures are counted in a sliding window; the failure that reaches the limit
 * starts a lock of `lockoutMs`, and counting starts afresh after it. A failure inside a lock cannot
 * happen (a locked attempt is refused unchecked and not recorded) and is ignored if one is found.
 */
export function lockedUntil(failures: readonly Date[], now: Date, rule: ThrottleRule): Date | null {
  let lockEnd = -Infinity;
  let counted: number[] = [];
  for (const failure of failures.map((f) => f.getTime())) {
    if (failure < lockEnd) continue;
    counted = [...counted.filter((t) => t > failure - rule.windowMs), failure];
    if (counted.length >= rule.limit) {
      lockEnd = failure + rule.lockoutMs;
      counted = [];
    }
  }
  return lockEnd > now.getTime() ? new Date(lockEnd) : null;
}

/** How far back a subject's failures can still matter: a window that may end in a lock. */
export const lookBackMs = (rule: ThrottleRule): number => rule.windowMs + rule.lockoutMs;

/** Whole seconds until `until`, at least 1: a Retry-After. */
export const secondsUntil = (until: Date, now: Date): number => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export type ThrottleSubject = 'account' | 'address' | 'mail';

/**
 * The name a subject's attempts are stored under: a hash, so the table holds no email address or IP
 * address in the clear. Emails are compared lower-cased and trimmed, as accounts store them.
 */
export function throttleSubject(kind: ThrottleSubject, value: string): string {
  const normalised = kind === 'address' ? value : value.trim().toLowerCase();
  return `${kind}:${createHash('sha256').update(normalised, 'utf8').digest('hex')}`;
}
