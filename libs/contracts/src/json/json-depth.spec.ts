import { nestsDeeperThan } from './json-depth.js';

describe('nestsDeeperThan', () => {
  const nested = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels));

  it('counts each array and object level, scalars none', () => {
    expect(nestsDeeperThan(3, 0)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
  });

  it('walks ten thousand levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(10_000), 32)).toBe(true);
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
  });
});
