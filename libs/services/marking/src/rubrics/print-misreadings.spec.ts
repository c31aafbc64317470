import { readsAsPrinted, repairedPrint } from './print-misreadings.js';

describe('printed maths as tesseract misreads it', () => {
  it.each([
    ['0.4=1/2(9.8)t"2', '0.4=1/2(9.8)t^2'],
    ['9n”2+15n-3534=0', '9n^2+15n-3534=0'],
    ['201/(5%200)', '201/(5×200)'],
    ['1/2x2.8=1.4', '1/2×2.8=1.4'],
    ['1xV', '1×V'],
    ['|z|=V13', '|z|=√13'],
    ['2V3/3', '2√3/3'],
    ['x=ln(17/144+V(289/20736+1))', 'x=ln(17/144+√(289/20736+1))'],
    ['x=ln(17/144+/(289/20736+1))', 'x=ln(17/144+√(289/20736+1))'],
    ['r=/2', 'r=√2'],
    ['1/2In(3/1)+1/2In(6/4)', '1/2ln(3/1)+1/2ln(6/4)'],
  ])('puts back the symbol of %s', (read, printed) => {
    expect(repairedPrint(read)).toBe(printed);
  });

  it.each([
    'Uses "the" method',
    '5 % of',
    'In the limit',
    'Uses v = u + at',
    'x = 2',
    'sin2x',
    'dv/dt',
    'v(t)=3t',
    '3x(x+1)',
    '2xy',
    'u=v(2)',
    '(2x+1)/(x-1)',
    'a/b',
  ])('leaves %s as read', (text) => {
    expect(repairedPrint(text)).toBe(text);
  });
});

describe("a learner's writing read against a scanned scheme's value read unsurely", () => {
  it.each([
    ['96π/25', '9611/25'],
    ['2π', '2m'],
    ['0.4=1/2(9.8)t2', '0.4=1/2(9.8)t?'],
    ['0.4=1/2(9.8)t^2', '0.4=1/2(9.8)tA2'],
    ['0.4=1/2(9.8)t', '0.4=1/2(9.8)t?'],
    ['r=√2,θ=π/4', 'r=√2,0 =n/4'],
    ['√2(cos(π/4)+isin(π/4))', '\\2(cos(rt/4)+isin(mt/4))'],
    ['1/3π×22×3=4π', '1/3mx2A2×3=41'],
    ['A=1/2ln3', 'a=1/2ln3'],
    ['0.4+2(0.4)(1/22)/(1-1/2)', '0.4+2(0.4)(1/2%)/(1-1/2?%)'],
    ['J2(cos(π/4)+isin(π/4))', '√2(cos(tt/4)+isin(rt/4))'],
    ['z*=3+2i', 'z*=3+2i'],
  ])('%s reads as printed %s', (written, printed) => expect(readsAsPrinted(written, printed)).toBe(true));

  it.each([
    // Another number, a digit added or lost, a power's digit other than read, a symbol the print has no sign of.
    ['97π/25', '9611/25'],
    ['3π', '2m'],
    ['0.4=1/2(9.8)t3', '0.4=1/2(9.8)tA2'],
    ['2.5', '2.51'],
    ['2.51', '2.5'],
    ['2π', '2'],
    ['x', 'x?'],
  ])('%s does not read as printed %s', (written, printed) => expect(readsAsPrinted(written, printed)).toBe(false));
});
