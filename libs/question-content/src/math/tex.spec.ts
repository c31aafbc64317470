import { ordinal, sf } from './tex.js';

describe('sf (significant figures as printed)', () => {
  it('keeps exactly the figures asked for, also when rounding reaches the next power of ten', () => {
    expect([sf(31.25), sf(0.0123456), sf(12345), sf(0.009995), sf(9.996), sf(-0.0004567, 2), sf(0)]).toEqual([
      '31.3',
      '0.0123',
      '12300',
      '0.0100',
      '10.0',
      '-0.00046',
      '0',
    ]);
  });
});

describe('ordinal', () => {
  it('gives each count its suffix, the teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
