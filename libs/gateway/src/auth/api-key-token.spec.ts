import { randomUUID } from 'node:crypto';
import { containsApiKey, fingerprintMatches, generateApiKey, hasCredentialInQuery, parseApiKey } from './api-key-token.js';

describe('API key tokens', () => {
  it('carries a visible prefix, the key id and a 256-bit secret', () => {
    const keyId = randomUUID();
    const { token } = generateApiKey(keyId);
    expect(token).toMatch(/^ppk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(parseApiKey(token)!.secret, 'base64url')).toHaveLength(32);
    expect(parseApiKey(token)!.keyId).toBe(keyId);
  });

  it('verifies the secret against the stored fingerprint only', () => {
    const { token, fingerprint } = generateApiKey(randomUUID());
    const { secret } = parseApiKey(token)!;
    expect(fingerprintMatches(secret, fingerprint)).toBe(true);
    expect(fingerprintMatches(`${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, fingerprint)).toBe(false);
    expect(fingerprint.toString('hex')).not.toContain(secret);
  });

  it('makes a new secret every time', () => {
    const keyId = randomUUID();
    expect(generateApiKey(keyId).token).not.toBe(generateApiKey(keyId).token);
  });

  it.each([
    '',
    'ppk_',
    'Bearer x',
    `ppk_${'g'.repeat(32)}_${'a'.repeat(43)}`,
    `ppk_${'a'.repeat(32)}_${'a'.repeat(42)}`,
    `ppk_${'a'.repeat(32)}_${'a'.repeat(43)}x`,
  ])('refuses the malformed %p', (token) => expect(parseApiKey(token)).toBeNull());

  it('finds a whole key in a text, and nothing shorter', () => {
    const { token } = generateApiKey(randomUUID());
    expect(containsApiKey(token)).toBe(true);
    expect(containsApiKey(`Bearer ${token}`)).toBe(true);
    expect(containsApiKey('ppk_abc')).toBe(false);
    expect(containsApiKey('ppk_scan.pdf')).toBe(false);
    expect(containsApiKey(`${token}x`)).toBe(false);
    expect(containsApiKey('induction')).toBe(false);
  });

  it('finds credentials in a query string by name or by value', () => {
    expect(hasCredentialInQuery({ access_token: 'x' })).toBe(true);
    expect(hasCredentialInQuery({ API_KEY: 'x' })).toBe(true);
    expect(hasCredentialInQuery({ 'X-Api-Key': 'x' })).toBe(true);
    expect(hasCredentialInQuery({ q: ['a', generateApiKey(randomUUID()).token] })).toBe(true);
    expect(hasCredentialInQuery({ kind: 'work', name: 'ppk_scan.pdf' })).toBe(false);
    expect(hasCredentialInQuery({ q: 'induction', limit: '5' })).toBe(false);
    expect(hasCredentialInQuery(undefined)).toBe(false);
  });
});
