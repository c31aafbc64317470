import { sf } from '../../math/tex.js';
import { arctanTex, G_EXACT, massesOf, quotientTex, R, rDec, roundsFrom, roundsFromRoot, rTex, sfR, sfRoot, sigFigs } from './fm1-exact.js';

describe('fm1 exact arithmetic', () => {
  it('parses decimals exactly and keeps lowest terms', () => {
    expect(R.of(0.15).mul(25).div(R.of(0.4).mul(0.3))).toEqual(R.frac(125, 4));
    expect(R.of('-0.05')).toEqual(R.frac(-1, 20));
    expect(G_EXACT.value).toBe(9.8);
    expect(rTex(R.frac(-6, 4))).toBe('-\\frac{3}{2}');
    expect(rDec(R.frac(12, 5))).toBe('2.4');
    expect(rDec(R.frac(1, 3))).toBe('0.333');
  });

  it('rounds exact halves up where floating point rounds them down (the 31.25 slip)', () => {
    // 0.25 * 12.5 / 0.1 = 31.25 exactly; the float product is 31.249999...
    const float = (0.35 - 0.1) * 12.5;
    expect(sf(float)).toBe('3.12');
    expect(sfR(R.of(0.35).sub(0.1).mul(12.5))).toBe('3.13');
    expect(sfR(R.frac(125, 4))).toBe('31.3');
    expect(sfR(R.frac(-125, 4))).toBe('-31.3');
    expect(sfR(R.frac(19995, 200))).toBe('100');
    expect(sfR(R.of(12))).toBe('12.0');
    expect(sfR(R.of(0.0012345))).toBe('0.00123');
    expect(sfR(R.of(123456))).toBe('123000');
  });

  it('rounds square roots exactly', () => {
    expect(sfRoot(R.of(2))).toBe('1.41');
    expect(sfRoot(R.of(100))).toBe('10.0');
    expect(sfRoot(R.of('0.0004'))).toBe('0.0200');
    expect(sfRoot(R.of(2).mul(G_EXACT).mul(2.5))).toBe('7.00');
    for (let i = 1; i < 300; i++) expect(sfRoot(R.frac(i, 7))).toBe(sf(Math.sqrt(i / 7)));
  });

  it('checks printed values against exact ones, so each check can fail', () => {
    expect(roundsFrom('31.3', R.frac(125, 4))).toBe(true);
    expect(roundsFrom('31.2', R.frac(125, 4))).toBe(false);
    expect(roundsFrom('-31.3', R.frac(-125, 4))).toBe(true);
    expect(roundsFrom('123000', R.of(123456))).toBe(true);
    expect(roundsFromRoot('1.41', R.of(2))).toBe(true);
    expect(roundsFromRoot('1.42', R.of(2))).toBe(false);
    expect(sigFigs('0.00120')).toBe(3);
    expect(sigFigs('12.0')).toBe(3);
  });

  it('prints a substituted quotient without a denominator of 1 or a sign below the line', () => {
    expect(quotientTex('6', '4')).toBe('\\frac{6}{4}');
    expect(quotientTex('4', '1')).toBe('4');
    expect(quotientTex('6', '-1')).toBe('-6');
    expect(quotientTex('6', '-\\frac{3}{2}')).toBe('-\\frac{6}{\\frac{3}{2}}');
    expect(arctanTex('4', '6')).toBe('\\arctan\\frac{4}{6}');
    expect(arctanTex('6', '-1')).toBe('\\arctan\\left(-6\\right)');
  });

  it('states equal masses once', () => {
    expect(
      massesOf([
        ['A', 3],
        ['B', 2],
      ]),
    ).toBe('of masses \\(3\\) kg and \\(2\\) kg');
    expect(
      massesOf([
        ['A', '0.5'],
        ['B', '0.5'],
      ]),
    ).toBe('each of mass \\(0.5\\) kg');
    expect(
      massesOf([
        ['A', 5],
        ['B', 5],
        ['C', 6],
      ]),
    ).toBe('\\(A\\) and \\(B\\) each of mass \\(5\\) kg and \\(C\\) of mass \\(6\\) kg');
  });
});
