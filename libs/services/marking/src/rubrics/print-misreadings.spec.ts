import { repairedPrint } from './print-misreadings.js';

describe('printed maths as tesseract misreads it', () => {
  it.each([
    ['0.4=1/2(9.8)t"2', '0.4=1/2(9.8)t^2'],
    ['9n”2+15n-3534=0', '9n^2+15n-3534=0'],
    ['201/(5%200)', '201/(5×200)'],
    ['1/2x2.8=1.4', '1/2×2.8=1.4'],
    ['1xV', '1×V'],
    ['|z|=V13', '|z|=√13'],
    ['2V3/3', '2√3/3'],
    ['1/2In(3/1)+1/2In(6/4)', '1/2ln(3/1)+1/2ln(6/4)'],
  ])('puts back the symbol of %s', (read, printed) => {
    expect(repairedPrint(read)).toBe(printed);
  });

  it.each(['Uses "the" method', '5 % of', 'In the limit', 'Uses v = u + at', 'x = 2', 'sin2x', 'dv/dt', 'v(t)=3t', '3x(x+1)', '2xy'])(
    'leaves %s as read',
    (text) => {
      expect(repairedPrint(text)).toBe(text);
    },
  );
});
