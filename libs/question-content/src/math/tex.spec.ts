import { frac } from './rational.js';
import { minus, ordinal, plus, quotientTex, sf, termsPositiveFirst } from './tex.js';

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

describe('plus and minus (a real or complex term joined to an expression)', () => {
  it('folds the signs in: no bracketed negative or complex number after a sign', () => {
    expect([minus('z', -3, 3), minus('z', 2, -1), minus('z', 0, 4), minus('x', -5), minus('z', 0, 0)]).toEqual([
      String.raw`z + 3 - 3\mathrm{i}`,
      String.raw`z - 2 + \mathrm{i}`,
      String.raw`z - 4\mathrm{i}`,
      'x + 5',
      'z',
    ]);
    expect([plus('w^{2} + 4w', -7, -60), plus('y', frac(1, 2)), plus('y', frac(-3, 4), 1)]).toEqual([
      String.raw`w^{2} + 4w - 7 - 60\mathrm{i}`,
      String.raw`y + \frac{1}{2}`,
      String.raw`y - \frac{3}{4} + \mathrm{i}`,
    ]);
  });
});

describe('termsPositiveFirst', () => {
  it('leads with a positive term where there is one, and keeps the order otherwise', () => {
    expect([
      termsPositiveFirst([
        [-2, '\\alpha'],
        [2, ''],
      ]),
      termsPositiveFirst([
        [3, '\\alpha'],
        [-1, ''],
      ]),
      termsPositiveFirst([
        [-1, '\\alpha'],
        [-2, ''],
      ]),
      termsPositiveFirst([
        [0, '\\alpha'],
        [4, ''],
      ]),
    ]).toEqual([String.raw`2 - 2\alpha`, String.raw`3\alpha - 1`, String.raw`-\alpha - 2`, '4']);
  });
});

describe('quotientTex (a substituted quotient, uncancelled)', () => {
  it('puts the sign in front and drops a denominator of 1', () => {
    expect([
      quotientTex(8, -60),
      quotientTex(-23, -60),
      quotientTex(6, 1),
      quotientTex(-10, -2),
      quotientTex(0, 7),
      quotientTex(frac(1, 2), 3),
    ]).toEqual([
      String.raw`-\frac{8}{60}`,
      String.raw`\frac{23}{60}`,
      '6',
      String.raw`\frac{10}{2}`,
      '0',
      String.raw`\frac{\frac{1}{2}}{3}`,
    ]);
  });
});
