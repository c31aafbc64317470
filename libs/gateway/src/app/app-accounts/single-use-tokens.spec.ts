import { APP_RESET_PASSWORD_PAGE, APP_VERIFY_EMAIL_PAGE } from '@pp/contracts';
import { linkOf, newToken, TOKEN_LIFETIME_MS, tokenHash, tokenUsable } from './single-use-tokens.js';

describe('single-use link tokens', () => {
  it('are 256 random bits, stored only as their SHA-256', () => {
    const { token, hash } = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toHaveLength(32);
    expect(hash.equals(tokenHash(token))).toBe(true);
    expect(hash.toString('hex')).not.toContain(Buffer.from(token, 'base64url').toString('hex'));
    expect(newToken().token).not.toBe(token);
  });

  it('work until used or expired', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const later = new Date(now.getTime() + 1000);
    expect(tokenUsable({ expiresAt: later, usedAt: null }, now)).toBe(true);
    expect(tokenUsable({ expiresAt: now, usedAt: null }, now)).toBe(false);
    expect(tokenUsable({ expiresAt: later, usedAt: now }, now)).toBe(false);
  });

  it('last a day to confirm an address and an hour to reset a password', () => {
    expect(TOKEN_LIFETIME_MS).toEqual({ verify_email: 86_400_000, reset_password: 3_600_000 });
  });

  it('go in the link of the page that uses them', () => {
    expect(linkOf('http://127.0.0.1:3000', APP_VERIFY_EMAIL_PAGE, 'a-b_c')).toBe('http://127.0.0.1:3000/app/verify?token=a-b_c');
    expect(linkOf('https://pp.example', APP_RESET_PASSWORD_PAGE, 'x')).toBe('https://pp.example/app/reset?token=x');
  });
});
