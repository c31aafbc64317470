import { lockedUntil, secondsUntil, throttleSubject } from './sign-in-throttle.js';

const MINUTE = 60_000;
const rule = { limit: 5, windowMs: 15 * MINUTE, lockoutMs: 15 * MINUTE };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 12, 0) + minutes * MINUTE);

describe('the sign-in throttle', () => {
  it('locks for the lockout after the failure that reaches the limit within the window', () => {
    const failures = [0, 1, 2, 3, 4].map(at);
    expect(lockedUntil(failures.slice(0, 4), at(4), rule)).toBeNull();
    expect(lockedUntil(failures, at(4), rule)).toEqual(at(19));
    expect(lockedUntil(failures, at(18.9), rule)).toEqual(at(19));
    expect(lockedUntil(failures, at(19), rule)).toBeNull();
  });

  it('does not count failures that left the window', () => {
    // Five failures, but never five within 15 minutes.
    expect(lockedUntil([0, 4, 8, 12, 16].map(at), at(16), rule)).toBeNull();
    expect(lockedUntil([0, 4, 8, 12, 14.9].map(at), at(15), rule)).toEqual(at(29.9));
  });

  it('counts afresh after a lock: the next failures need the whole limit again', () => {
    const failures = [0, 1, 2, 3, 4, 20, 21, 22, 23].map(at);
    expect(lockedUntil(failures, at(23), rule)).toBeNull();
    expect(lockedUntil([...failures, at(24)], at(24), rule)).toEqual(at(39));
  });

  it('ignores a failure found inside a lock', () => {
    expect(lockedUntil([0, 1, 2, 3, 4, 10, 11, 12, 13, 19.5].map(at), at(19.5), rule)).toBeNull();
  });

  it('answers Retry-After in whole seconds, at least one', () => {
    expect(secondsUntil(at(19), at(4))).toBe(900);
    expect(secondsUntil(new Date(at(4).getTime() + 1), at(4))).toBe(1);
    expect(secondsUntil(at(4), at(5))).toBe(1);
  });

  it('stores subjects as hashes, emails compared as accounts store them', () => {
    const subject = throttleSubject('account', ' Ada@Example.test ');
    expect(subject).toBe(throttleSubject('account', 'ada@example.test'));
    expect(subject).toMatch(/^account:[0-9a-f]{64}$/);
    expect(subject).not.toContain('ada');
    expect(throttleSubject('address', '127.0.0.1')).not.toBe(throttleSubject('account', '127.0.0.1'));
  });
});
