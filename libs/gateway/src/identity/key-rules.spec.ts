import { checkKeyRequest, expiryDate, keyState } from './key-rules.js';

describe('key rules', () => {
  it('accepts a named key with known scopes and an allowed expiry', () => {
    expect(checkKeyRequest({ name: 'agent', scopes: ['questions:read', 'papers:write'], expires: '90d' })).toEqual([]);
  });

  it('lists every problem of a bad request', () => {
    expect(checkKeyRequest({ name: ' ', scopes: ['admin', 'papers:read', 'papers:read'], expires: '7d' }).map((e) => e.path)).toEqual([
      'name',
      'scopes',
      'scopes',
      'expires',
    ]);
    expect(checkKeyRequest({ name: 'x', scopes: [], expires: '1y' })).toEqual([
      { path: 'scopes', message: 'must list at least one scope' },
    ]);
  });

  it('computes the three expiries', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    expect(expiryDate('30d', from).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(expiryDate('90d', from).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(expiryDate('1y', from).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('tells active, expired and revoked apart', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(keyState({ expiresAt: new Date('2026-06-02T00:00:00Z'), revokedAt: null }, now)).toBe('active');
    expect(keyState({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(keyState({ expiresAt: new Date('2027-01-01T00:00:00Z'), revokedAt: now }, now)).toBe('revoked');
  });
});
