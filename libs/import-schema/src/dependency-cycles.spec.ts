import { dependencyCycles } from './dependency-cycles.js';

const node = (id: string, ...dependsOn: string[]) => ({ id, dependsOn });

describe('dependencyCycles', () => {
  it('finds none in a chain, and ignores unknown ids', () => {
    expect(dependencyCycles([node('m'), node('dm', 'm'), node('a', 'dm', 'ghost')]).size).toBe(0);
  });

  it('maps every criterion of each cycle to its members', () => {
    const cycles = dependencyCycles([node('a', 'c'), node('b', 'a'), node('c', 'b'), node('d', 'a'), node('e', 'f'), node('f', 'e')]);
    expect(Object.fromEntries([...cycles].map(([id, members]) => [id, [...members].sort()]))).toEqual({
      a: ['a', 'b', 'c'],
      b: ['a', 'b', 'c'],
      c: ['a', 'b', 'c'],
      e: ['e', 'f'],
      f: ['e', 'f'],
    });
  });

  it('counts a criterion that depends on itself', () => {
    expect([...dependencyCycles([node('a', 'a'), node('b')])]).toEqual([['a', ['a']]]);
  });
});
