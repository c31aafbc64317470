import { createHash, randomBytes } from 'node:crypto';
import { RESET_PASSWORD_LINK_MINUTES, VERIFY_EMAIL_LINK_HOURS } from '@pp/contracts';

/** What a mailed link does. */
export type TokenPurpose = 'verify_email' | 'reset_password';

/** How long each kind of link works: a day to confirm an address, an hour to reset a password. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: VERIFY_EMAIL_LINK_HOURS * 3_600_000,
  reset_password: RESET_PASSWORD_LINK_MINUTES * 60_000,
};

/**
 * A link's token: 256 random bits, so it cannot be guessed or forged. Only its SHA-256 is stored (a
 * database leak reveals no working link; a random secret needs no slow hash); a use marks the row
 * used, so it works once.
 */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Whether a stored token still works at `now`: unused and not expired. */
export function tokenUsable(row: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}

/** The link a message carries: the app's page at `page`, the token in its query. */
export function linkOf(baseUrl: string, page: string, token: string): string {
  return `${baseUrl}${page}?${new URLSearchParams({ token })}`;
}
