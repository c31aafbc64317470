import { canonicalWriting, plainWritingOf } from './plain-writing.js';

describe('plainWritingOf', () => {
  it.each([
    ['-14', '-14'],
    ['x = \\frac{3}{4}', 'x=3/4'],
    ['-21 - 25\\mathrm{i}', '-21-25i'],
    ['P(X \\geqslant 23) = 0.0327', 'P(X>=23)=0.0327'],
    ['\\mathrm{e}^{2}', 'e^2'],
  ])('writes %s as %s', (tex, written) => expect(plainWritingOf(tex)).toBe(written));

  it.each([
    ['\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}'],
    ['\\frac{\\pi}{4}'],
    ['5\\sqrt{6}\\,\\mathrm{i}'],
    ['\\text{parallel to the } x\\text{-axis}'],
    ['y = A\\mathrm{e}^{-x}'],
  ])('has no one plain form for %s', (tex) => expect(plainWritingOf(tex)).toBeNull());
});

describe('canonicalWriting', () => {
  it('drops spaces and unifies minus signs and relations', () => expect(canonicalWriting('x \u2212 1 \u2265 2')).toBe('x-1>=2'));
});
