import type { AppKey } from '@pp/contracts';
import { activeCount, activeKeysText, keyFormProblems, orderedScopes, sortedKeys } from './key-rules';

const key = (over: Partial<AppKey>): AppKey => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Agent',
  scopes: ['questions:read'],
  state: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-01-30T10:00:00.000Z',
  revokedAt: null,
  lifetimeRequests: 0,
  lifetimeErrors: 0,
  lastUsedAt: null,
  ...over,
});

describe('the keys page rules', () => {
  it('counts only active keys, and says when the twentieth leaves no room', () => {
    const keys = [key({}), key({ state: 'revoked' }), key({ state: 'expired' }), key({})];
    expect(activeCount(keys)).toBe(2);
    expect(activeKeysText(2, 20)).toBe('2 of 20 keys are active.');
    expect(activeKeysText(20, 20)).toBe('20 of 20 keys are active: revoke one before creating another.');
  });

  it('lists active keys first, newest first within each group', () => {
    const keys = [
      key({ id: 'a', state: 'revoked', createdAt: '2026-11-03T00:00:00.000Z' }),
      key({ id: 'b', createdAt: '2026-11-01T00:00:00.000Z' }),
      key({ id: 'c', createdAt: '2026-11-02T00:00:00.000Z' }),
    ];
    expect(sortedKeys(keys).map((k) => k.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps the spec’s scope order and drops what is not a scope', () => {
    expect(orderedScopes(['marking:review', 'questions:read', 'admin'])).toEqual(['questions:read', 'marking:review']);
  });

  it('asks for a name (when one is needed) and at least one permission', () => {
    expect(keyFormProblems({ name: ' ', scopes: [], expires: '30d' }, { needsName: true })).toEqual({
      name: expect.stringContaining('Name the connection'),
      scopes: 'Choose at least one permission.',
    });
    expect(keyFormProblems({ name: '', scopes: ['papers:read'], expires: '1y' }, { needsName: false })).toEqual({});
  });
});
