import { acceptedValuesOf, areRoundingsOfOneValue, withCarriedValue } from './accepted-values.js';

describe('acceptedValuesOf', () => {
  it.each([
    ['0.209 \\text{ or } 0.210', ['0.209', '0.210']],
    ['v = 23.6 \\text{ or } 23.5\\ \\mathrm{m\\,s^{-1}}', ['v = 23.6\\ \\mathrm{m\\,s^{-1}}', 'v = 23.5\\ \\mathrm{m\\,s^{-1}}']],
    ['\\mathrm{P}(Z > 1.22) = 0.111 \\text{ or } 0.110', ['\\mathrm{P}(Z > 1.22) = 0.111', '\\mathrm{P}(Z > 1.22) = 0.110']],
    ['0.0998 \\text{ or } 0.100', ['0.0998', '0.100']],
  ])('reads %s as the values %j', (tex, values) => expect(acceptedValuesOf(tex)).toEqual(values));

  it('reads a pair whose components each carry a rounding as either value of each, the exact working first', () =>
    expect(acceptedValuesOf('v_A = 23.6 \\text{ or } 23.5, \\; v_B = 3.96 \\text{ or } 3.97\\ \\mathrm{m\\,s^{-1}}')).toEqual([
      'v_A = 23.6, \\; v_B = 3.96\\ \\mathrm{m\\,s^{-1}}',
      'v_A = 23.6, \\; v_B = 3.97\\ \\mathrm{m\\,s^{-1}}',
      'v_A = 23.5, \\; v_B = 3.96\\ \\mathrm{m\\,s^{-1}}',
      'v_A = 23.5, \\; v_B = 3.97\\ \\mathrm{m\\,s^{-1}}',
    ]));

  it('reads a pair where only one component carries a rounding as two values', () =>
    expect(acceptedValuesOf(`${withCarriedValue('23.6', '23.6')}, \\; ${withCarriedValue('3.96', '3.97')}`)).toEqual([
      '23.6, \\; 3.96',
      '23.6, \\; 3.97',
    ]));

  it.each([
    ['0.209'],
    ['X \\leqslant 2 \\text{ or } X \\geqslant 9'],
    ['\\sin\\theta = 0 \\text{ or } \\cos\\theta = \\frac{8}{11}'],
    ['x = 2 \\text{ or } 3'],
    ['0.209 \\text{ or } 0.250'],
    ['x = 2 \\text{ or } 3, \\; y = 0.209 \\text{ or } 0.250'],
  ])('keeps %s as one expected value', (tex) => expect(acceptedValuesOf(tex)).toEqual([tex]));
});

describe('areRoundingsOfOneValue', () => {
  it('takes values a few units of the third figure apart as one answer', () => expect(areRoundingsOfOneValue('129', '128')).toBe(true));
  it('does not take values written to fewer than three figures', () => expect(areRoundingsOfOneValue('0.5', '0.6')).toBe(false));
  it('does not take equal values', () => expect(areRoundingsOfOneValue('0.210', '0.21')).toBe(false));
});

describe('withCarriedValue', () => {
  it('writes both values when they differ', () => expect(withCarriedValue('0.209', '0.210')).toBe('0.209 \\text{ or } 0.210'));
  it('writes one value when carrying reaches the same', () =>
    expect(withCarriedValue('0.209', '0.209', '\\ \\mathrm{m}')).toBe('0.209\\ \\mathrm{m}'));
  it('is read back as its two values', () =>
    expect(acceptedValuesOf(withCarriedValue('23.6', '23.5', '\\ \\mathrm{m}'))).toEqual(['23.6\\ \\mathrm{m}', '23.5\\ \\mathrm{m}']));
});
