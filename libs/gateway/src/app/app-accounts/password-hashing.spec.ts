import { hashPassword, passwordMatches } from './password-hashing.js';

describe('password hashing', () => {
  it('stores argon2id with OWASP parameters and a salt of its own each time', async () => {
    const first = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toContain('correct horse');
    expect(await hashPassword('correct horse battery staple')).not.toBe(first);
  });

  it('matches the right password only', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await passwordMatches(stored, 'correct horse battery staple')).toBe(true);
    expect(await passwordMatches(stored, 'correct horse battery stapler')).toBe(false);
  });

  it('does the same work and refuses when there is no stored hash or a damaged one', async () => {
    const started = performance.now();
    expect(await passwordMatches(null, 'anything at all')).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
    expect(await passwordMatches('$argon2id$not-a-hash', 'anything at all')).toBe(false);
  });
});
