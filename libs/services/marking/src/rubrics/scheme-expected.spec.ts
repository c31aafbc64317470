import { plainWritingOf, writtenFormOf } from '@pp/scoring';
import { expectedWritingIn } from '../assessment/written-answers.js';
import { expectedOfWorking } from './scheme-expected.js';

describe('the expected value a typed scheme row shows', () => {
  it.each([
    ['z = 3 − 2i', 'z = 3 - 2\\mathrm{i}'],
    ['|z| = √13', '|z| = \\sqrt{13}'],
    ['|z| = √(3² + 2²) = √13', '|z| = \\sqrt{13}'],
    ['0.2105', '0.2105'],
    ['awrt 0.211', '0.211'],
    ['x = 2 oe', 'x = 2'],
    ['x = 3/4', 'x = \\frac{3}{4}'],
    ['arg z = −π/4', '\\arg z = -\\frac{\\pi}{4}'],
    ['2π/3', '\\frac{2\\pi}{3}'],
    ['r = 2√5', 'r = 2\\sqrt{5}'],
    ['λ = 2.4', '\\lambda = 2.4'],
    ['z* = 3 + 2i', 'z^{*} = 3 + 2\\mathrm{i}'],
    ['½', '\\frac{1}{2}'],
    ['P(X = 2) = 0.2613', '0.2613'],
    ['det M = −2', '\\det M = -2'],
    ['−15 + 7i', '-15 + 7\\mathrm{i}'],
    ['-3+1λ=0', '-3 + 1\\lambda = 0'],
    ['2 + γ = −1', '2 + \\gamma = -1'],
    ['(3 + 2i)(1 − i) = 5 − i', '5 - \\mathrm{i}'],
    ['w³ − w² + 2w − 5 = 0', 'w^{3} - w^{2} + 2w - 5 = 0'],
    ['y = e^(−2x)', 'y = e^{-2x}'],
    ['θ = 30°', '\\theta = 30^{\\circ}'],
    // As our own written forms print it (`writtenFormOf`: no spaces, powers with ^).
    ['argz=-0.588', '\\arg z = -0.588'],
    ['x^2+4x+13=0', 'x^{2} + 4x + 13 = 0'],
    ['9π/20', '\\frac{9\\pi}{20}'],
    ['9·(n(n+1))/2+3n', '9 \\cdot (n(n + 1))/2 + 3n'],
    ['-2+35/6x→-2', '-2 + 35/6x \\to -2'],
    ['1/2√21√29sin43.2°', '1/2\\sqrt{21}\\sqrt{29}\\sin 43.2^{\\circ}'],
    ['awrt 0.209 or 0.210', '0.209 \\text{ or } 0.210'],
    ['v = 23.6 or 23.5', 'v = 23.6 \\text{ or } 23.5'],
    // A mechanics answer's unit, typed or squashed as our written forms print it; `2s` and `4g` are products.
    ['24 J', '24\\ \\mathrm{J}'],
    ['6Ns', '6\\ \\mathrm{N\\,s}'],
    ['v = 2.5 m s^-1', 'v = 2.5\\ \\mathrm{m\\,s^{-1}}'],
    ['0.5 m s⁻²', '0.5\\ \\mathrm{m\\,s^{-2}}'],
    ['4.2 kg', '4.2\\ \\mathrm{kg}'],
    ['t = 2 s', 't = 2\\ \\mathrm{s}'],
    ['2s', '2s'],
    ['T = 4g', 'T = 4g'],
    // A calculation shown is kept whole, as our schemes print it.
    ['3(8) = 4V', '3(8) = 4V'],
    ['1/2 × 2.8 = 1.4', '\\frac{1}{2} \\times 2.8 = 1.4'],
    // Hyperbolic functions TeX has no command for.
    ['sech^2x', '\\operatorname{sech}^{2}x'],
    ['y = coth 2', 'y = \\operatorname{coth}2'],
    // Variables typed together, the imaginary unit against a function, a negative power unbracketed.
    ['(zA + zC)/2', '(zA + zC)/2'],
    ['te^(-6t) → 0', 'te^{-6t} \\to 0'],
    ['√2(cos(π/4) + isin(π/4))', '\\sqrt{2}(\\cos(\\frac{\\pi}{4}) + \\mathrm{i}\\sin(\\frac{\\pi}{4}))'],
    ['π/9(1 − 7e^-6)', '\\pi/9(1 - 7e^{-6})'],
    ['(d²y)/(dx²) = 144cosh x > 0', '144\\cosh x > 0'],
    ['u = x − y', 'u = x - y'],
    // A verdict, alone or with what it must be given with, as our schemes write a word answer.
    ['Minimum, with a correct reason', '\\text{minimum}'],
    ['inconsistent (cao)', '\\text{inconsistent}'],
    ['Converges.', '\\text{converges}'],
  ])('%p is %p', (working, tex) => {
    expect(expectedOfWorking([working])).toBe(tex);
  });

  it.each([
    ['M1 for attempting to multiply by the conjugate'],
    ['x = 2 + 3i and x = 2 − 3i'],
    ['r = 9, θ = 2π/3'],
    ['Correct conclusion in context'],
    ['Minimum point at (0, 2)'],
    ['Differentiates, with the product rule'],
    ['dep on M1'],
    ['Var(X) = 0.75, ft their E(X)'],
    ['= 3 − 2i'],
    ['x ≠ 2'],
    ['x = 2 or 3'],
    ['(3 + 2i'],
    ['V13'],
    ['k = 2 if x = 3'],
    ['F = ma'],
  ])('%p shows no value', (working) => {
    expect(expectedOfWorking([working])).toBeNull();
  });

  it('reads values of several names as one only for a row of method marks alone', () => {
    expect(expectedOfWorking(['|a| = √21, |b| = √29'], { several: true })).toBe('|a| = \\sqrt{21}, |b| = \\sqrt{29}');
    expect(expectedOfWorking(['|a| = √21, |b| = √29'])).toBeNull();
    expect(expectedOfWorking(['r = 9, and θ = 2π/3'], { several: true })).toBeNull();
    const ours = '|\\mathbf{a}| = \\sqrt{21}, |\\mathbf{b}| = \\sqrt{29}';
    expect(writtenFormOf(expectedOfWorking(['|a|=√21,|b|=√29'], { several: true })!)).toBe(writtenFormOf(ours));
    expect(expectedOfWorking(['u=x-y, v=x+y'], { several: true })).toBe('u = x - y, v = x + y');
  });

  it("takes a row's last line when the whole row is not a value, but not a line continuing working above it", () => {
    expect(expectedOfWorking(['Multiplies by the conjugate', 'z = 3 − 2i'])).toBe('z = 3 - 2\\mathrm{i}');
    expect(expectedOfWorking(['z = (1 + 5i)/(1 + i)', '= 3 + 2i'])).toBe('z = 3 + 2\\mathrm{i}');
    expect(expectedOfWorking(['Multiplies by the conjugate', '= 3 + 2i'])).toBeNull();
  });

  it('gives the written forms our own schemes give, and so is found in handwriting the same way', () => {
    for (const [working, ours] of [
      ['z = 3 − 2i', 'z = 3 - 2\\mathrm{i}'],
      ['|z| = √13', '|z| = \\sqrt{13}'],
      ['det M = 2', '\\det\\mathbf{M} = 2'],
      ['2π/3', '\\frac{2\\pi}{3}'],
      ['0.2105', '0.2105'],
      ['9·(n(n+1))/2+3n', '9 \\cdot \\frac{n(n+1)}{2} + 3n'],
      ['-2+35/6x→-2', '-2 + \\frac{35}{6}x \\to -2'],
      ['6 N s', '6\\ \\mathrm{N\\,s}'],
      ['2.5ms^-1', '2.5\\ \\mathrm{m\\,s^{-1}}'],
      ['te^(-6t)→0', 't\\mathrm{e}^{-6t} \\to 0'],
      ['4π×1/36(1-7e^-6)', '4\\pi \\times \\frac{1}{36}\\left(1 - 7\\mathrm{e}^{-6}\\right)'],
    ]) {
      const expected = expectedOfWorking([working])!;
      expect([writtenFormOf(expected), plainWritingOf(expected)]).toEqual([writtenFormOf(ours), plainWritingOf(ours)]);
    }
    const line = { text: 'z = 3 - 2i', confidence: 90, box: { x: 0.1, y: 0.2, width: 0.3, height: 0.04 } };
    expect(expectedWritingIn({ expected: expectedOfWorking(['z = 3 − 2i'])! })?.find(line)).toBe('z = 3 - 2i');
  });
});
