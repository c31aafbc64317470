import { createHash, randomBytes } from 'node:crypto';

/** A session as stored: the times that decide whether it still works. */
export interface SessionTimes {
  lastSeenAt: Date;
  /** Absolute end: its start plus the longest a session may last. */
  expiresAt: Date;
}

export type SessionState = 'active' | 'idle' | 'expired';

/** A session ends after `idleMs` without a request, and at its absolute end whatever its use. */
export function sessionState(session: SessionTimes, now: Date, idleMs: number): SessionState {
  if (session.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (session.lastSeenAt.getTime() + idleMs <= now.getTime()) return 'idle';
  return 'active';
}

/** Writing last use on every request would cost a row update each: once a minute is precise enough for an idle limit in minutes. */
export const TOUCH_AFTER_MS = 60_000;

export const needsTouch = (session: SessionTimes, now: Date): boolean => now.getTime() - session.lastSeenAt.getTime() >= TOUCH_AFTER_MS;

/**
 * A new session: its id (the cookie's value, 256 random bits), the id's SHA-256 (all the database
 * keeps, so a leaked table opens no session) and its CSRF token.
 */
export function newSession(): { id: string; idHash: Buffer; csrfToken: string } {
  const id = randomBytes(32).toString('base64url');
  return { id, idHash: sessionIdHash(id), csrfToken: randomBytes(32).toString('base64url') };
}

export function sessionIdHash(id: string): Buffer {
  return createHash('sha256').update(id, 'utf8').digest();
}

/** A cookie value that could be a session id: anything else is not looked up. */
export const isSessionIdShape = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
