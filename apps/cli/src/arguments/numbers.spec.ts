import { InvalidArgumentError } from 'commander';
import { collect, wholeNumber } from './numbers.js';

describe('wholeNumber', () => {
  it('takes digits at or above the minimum', () => {
    expect(wholeNumber()('0')).toBe(0);
    expect(wholeNumber(1)('12')).toBe(12);
  });

  it.each(['', '-1', '1.5', '2e3', ' 3', 'three'])('refuses %j as a usage error', (value) => {
    expect(() => wholeNumber()(value)).toThrow(InvalidArgumentError);
  });

  it('refuses a number below the minimum', () => {
    expect(() => wholeNumber(1)('0')).toThrow('must be a whole number from 1');
  });
});

describe('collect', () => {
  it('keeps every value of a repeated option in order', () => {
    expect(collect('b', collect('a'))).toEqual(['a', 'b']);
  });
});
