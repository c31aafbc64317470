import { ServiceError } from '@pp/contracts';
import { assertBlobKey, isValidBlobKey } from './blob-key.js';

describe('blob keys', () => {
  it.each(['scan.pdf', 'scans/owner-1/0b6f3c1e.pdf', 'a/b/c_d-e.f', 'exports/2026/paper.v2.pdf', 'a..b'])('accepts %s', (key) => {
    expect(isValidBlobKey(key)).toBe(true);
  });

  it.each([
    '',
    '/abs',
    'trailing/',
    'a//b',
    '..',
    '../escape',
    'a/../b',
    'a/./b',
    '.hidden',
    'a/.meta',
    'back\\slash',
    'sp ace',
    'nul\0',
    '-dash',
    'x'.repeat(513),
  ])('refuses %j', (key) => {
    expect(isValidBlobKey(key)).toBe(false);
    expect(() => assertBlobKey(key)).toThrow(ServiceError);
  });
});
