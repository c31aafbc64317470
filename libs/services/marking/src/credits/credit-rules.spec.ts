import { giveBackBucket, monthlyAllowance, periodEndOf, periodOf, splitTake } from './credit-rules.js';

describe('credit rules', () => {
  it('includes credits per plan and UTC month', () => {
    expect([monthlyAllowance('lite'), monthlyAllowance('pro'), monthlyAllowance('none')]).toEqual([50, 500, 0]);
    expect(periodOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(periodOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(periodEndOf(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('takes included credits first, then purchased ones, or nothing when short', () => {
    expect(splitTake(3, 5, 0)).toEqual({ included: 3, purchased: 0 });
    expect(splitTake(3, 1, 4)).toEqual({ included: 1, purchased: 2 });
    expect(splitTake(3, 0, 3)).toEqual({ included: 0, purchased: 3 });
    expect(splitTake(3, 1, 1)).toBeNull();
    expect(splitTake(1, -2, 0)).toBeNull();
  });

  it('gives a credit back to its month while it lasts, else as a purchased one', () => {
    const november = new Date('2026-11-23T12:00:00Z');
    expect(giveBackBucket({ bucket: 'included', period: '2026-11' }, november)).toEqual({ bucket: 'included', period: '2026-11' });
    expect(giveBackBucket({ bucket: 'included', period: '2026-10' }, november)).toEqual({ bucket: 'purchased', period: null });
    expect(giveBackBucket({ bucket: 'purchased', period: null }, november)).toEqual({ bucket: 'purchased', period: null });
  });
});
