import { createRng, reseeded } from './random.js';

describe('seeded randomness', () => {
  it('gives the same stream for the same key, and reseeds deterministically and differently per key', () => {
    expect(createRng('k#1').next()).toBe(createRng('k#1').next());
    const a = reseeded(createRng('k#1'), 's').next();
    expect(reseeded(createRng('k#1'), 's').next()).toBe(a);
    expect(reseeded(createRng('k#3'), 's').next()).not.toBe(a);
    expect(reseeded(createRng('k#1'), 't').next()).not.toBe(a);
  });
});
