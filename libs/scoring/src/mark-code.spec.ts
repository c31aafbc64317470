import { isOneMarkCode, parseMarkCode } from './mark-code.js';

describe('parseMarkCode', () => {
  it.each([
    ['M1', { kind: 'method', dependent: false, followThrough: false, printedAnswer: false, count: 1, code: 'M1' }],
    ['dM1', { kind: 'method', dependent: true, followThrough: false, printedAnswer: false, count: 1, code: 'dM1' }],
    ['A1ft', { kind: 'accuracy', dependent: false, followThrough: true, printedAnswer: false, count: 1, code: 'A1ft' }],
    ['B1*', { kind: 'independent', dependent: false, followThrough: false, printedAnswer: true, count: 1, code: 'B1*' }],
    ['A2', { kind: 'accuracy', dependent: false, followThrough: false, printedAnswer: false, count: 2, code: 'A1' }],
  ])('reads %s', (printed, expected) => {
    expect(parseMarkCode(printed)).toEqual(expected);
  });

  it.each(['', 'X1', 'M0', 'm1', 'M1 ', 'DM1', 'A1tf', 'M'])('refuses %p', (printed) => {
    expect(parseMarkCode(printed)).toBeNull();
  });

  it('knows the stored one-mark form', () => {
    expect(isOneMarkCode('dM1')).toBe(true);
    expect(isOneMarkCode('M2')).toBe(false);
    expect(isOneMarkCode('C1')).toBe(false);
  });
});
