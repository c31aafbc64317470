import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Key format: `ppk_<key id: 32 hex>_<secret: 43 base64url chars = 256 random bits>`.
 * The visible prefix lets secret scanners spot a leaked key; the id finds the row; only the
 * secret's SHA-256 is stored (a 256-bit random secret needs no slow hash).
 */
const KEY_PATTERN = /^ppk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
/** A whole key anywhere in a text (`Bearer ppk_…` too), and nothing shorter: `ppk_scan.pdf` is a file name. */
const KEY_IN_TEXT = /(?<![A-Za-z0-9_-])ppk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
export const KEY_PREFIX = 'ppk_';

export function generateApiKey(keyId: string): { token: string; fingerprint: Buffer } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${KEY_PREFIX}${keyId.replaceAll('-', '')}_${secret}`, fingerprint: fingerprintOf(secret) };
}

export function parseApiKey(token: string): { keyId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(token);
  if (!match) return null;
  const hex = match[1];
  const keyId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { keyId, secret: match[2] };
}

/** SHA-256 of the secret; the one-shot hash, as every request computes it (no Hash object to make). */
export function fingerprintOf(secret: string): Buffer {
  return hash('sha256', secret, 'buffer');
}

/** Constant-time comparison, so response timing says nothing about how much of a secret matched. */
export function fingerprintMatches(secret: string, stored: Buffer): boolean {
  const candidate = fingerprintOf(secret);
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

/** True when a text holds one of our keys, whole: used to refuse keys sent in query strings. */
export function containsApiKey(value: string): boolean {
  return KEY_IN_TEXT.test(value);
}

/** Query parameter names clients use for credentials, compared without case, `-` or `_` (`api_key`, `X-Api-Key`). */
const CREDENTIAL_QUERY_NAMES = new Set(['accesstoken', 'apikey', 'xapikey', 'key', 'token', 'authorization', 'bearer']);
const normalisedName = (name: string) => name.toLowerCase().replace(/[-_]/g, '');

/** A credential in the query string: a parameter named like one, or a value holding a whole key. */
export function hasCredentialInQuery(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  return Object.entries(query).some(
    ([name, value]) =>
      CREDENTIAL_QUERY_NAMES.has(normalisedName(name)) || [value].flat().some((v) => typeof v === 'string' && containsApiKey(v)),
  );
}
