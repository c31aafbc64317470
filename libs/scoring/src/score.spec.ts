import { type DecidedAllocation, scoreAllocations } from './score.js';

const allocation = (id: string, decision: DecidedAllocation['decision'], dependsOn: string[] = [], partId = 'a'): DecidedAllocation => ({
  id,
  partId,
  decision,
  dependsOn,
});

describe('scoreAllocations', () => {
  it('totals awarded marks per part and overall', () => {
    const score = scoreAllocations([allocation('m', 'awarded'), allocation('a', 'withheld'), allocation('b', 'awarded', [], 'b')]);
    expect(score).toMatchObject({ awarded: 2, possible: 2, maximum: 3, unresolved: [] });
    expect(score.parts).toEqual([
      { partId: 'a', awarded: 1, possible: 1, maximum: 2 },
      { partId: 'b', awarded: 1, possible: 1, maximum: 1 },
    ]);
  });

  it('withholds a mark whose method mark is withheld, even when it was awarded', () => {
    const score = scoreAllocations([allocation('m', 'withheld'), allocation('dm', 'awarded', ['m']), allocation('a', 'awarded', ['dm'])]);
    expect(score.effective).toEqual({ m: 'withheld', dm: 'withheld', a: 'withheld' });
    expect(score).toMatchObject({ awarded: 0, possible: 0, maximum: 3 });
  });

  it('makes a range of uncertainty: the upper end counts open marks, the lower end only confirmed ones', () => {
    const score = scoreAllocations([allocation('m', 'uncertain'), allocation('a', 'awarded', ['m']), allocation('b', 'awarded')]);
    expect(score.effective).toEqual({ m: 'uncertain', a: 'uncertain', b: 'awarded' });
    expect(score).toMatchObject({ awarded: 1, possible: 3, maximum: 3, unresolved: ['m'] });
  });

  it('refuses an unknown dependency and a cycle', () => {
    expect(() => scoreAllocations([allocation('a', 'awarded', ['x'])])).toThrow('unknown dependency x');
    expect(() => scoreAllocations([allocation('a', 'awarded', ['b']), allocation('b', 'awarded', ['a'])])).toThrow('dependency cycle');
  });
});
