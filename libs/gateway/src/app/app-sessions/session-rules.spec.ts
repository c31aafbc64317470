import { isSessionIdShape, needsTouch, newSession, sessionIdHash, sessionState } from './session-rules.js';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 9, 0) + minutes * MINUTE);
const IDLE = 30 * MINUTE;

describe('session rules', () => {
  const session = { lastSeenAt: at(0), expiresAt: at(12 * 60) };

  it('ends a session left idle for the idle limit', () => {
    expect(sessionState(session, at(29.9), IDLE)).toBe('active');
    expect(sessionState(session, at(30), IDLE)).toBe('idle');
  });

  it('ends a session at its absolute end however busy it is', () => {
    const busy = { lastSeenAt: at(12 * 60 - 1), expiresAt: at(12 * 60) };
    expect(sessionState(busy, at(12 * 60 - 0.5), IDLE)).toBe('active');
    expect(sessionState(busy, at(12 * 60), IDLE)).toBe('expired');
  });

  it('records use at most once a minute', () => {
    expect(needsTouch(session, at(0.9))).toBe(false);
    expect(needsTouch(session, at(1))).toBe(true);
  });

  it('makes a fresh 256-bit id and CSRF token for every session, keeping only the id’s hash', () => {
    const first = newSession();
    const second = newSession();
    expect(isSessionIdShape(first.id)).toBe(true);
    expect(first.id).not.toBe(second.id);
    expect(first.csrfToken).not.toBe(first.id);
    expect(first.idHash.equals(sessionIdHash(first.id))).toBe(true);
    expect(first.idHash).toHaveLength(32);
  });

  it('looks up only cookie values shaped like a session id', () => {
    expect(isSessionIdShape(undefined)).toBe(false);
    expect(isSessionIdShape('')).toBe(false);
    expect(isSessionIdShape(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isSessionIdShape('a'.repeat(43))).toBe(true);
  });
});
