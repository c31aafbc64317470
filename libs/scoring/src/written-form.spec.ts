import { writtenFormOf, writtenRunsOf } from './written-form.js';

describe('writtenFormOf', () => {
  it.each([
    ['x = \\frac{3}{4}', 'x=3/4'],
    ['\\frac{9\\pi}{20}', '9π/20'],
    ['r = 2\\sqrt{2}', 'r=2√2'],
    ['\\frac{1}{r + 3} - \\frac{1}{r + 4}', '1/(r+3)-1/(r+4)'],
    ['\\frac{(k + 3\\mathrm{i})(1 + 2\\mathrm{i})}{5}', '((k+3i)(1+2i))/5'],
    ['\\ln\\left(\\frac{t + 2}{t + 5}\\right) \\to 0', 'ln((t+2)/(t+5))→0'],
    ['\\mathrm{e}^{x}\\left(-11\\cos 2x + 2\\sin 2x\\right)', 'e^x(-11cos2x+2sin2x)'],
    ['2^{k+1}', '2^(k+1)'],
    ['z_1 = 4 \\pm 4\\mathrm{i}', 'z1=4±4i'],
    ['\\theta = 30^{\\circ}', 'θ=30°'],
    ['\\mathrm{P}(W \\leqslant 14) = 0.9357', 'P(W≤14)=0.9357'],
    ['\\frac{1}{2}\\times4\\times4', '1/2×4×4'],
    ['\\frac{2}{7}\\ \\mathrm{s}', '2/7s'],
  ])('writes %s as %s', (tex, written) => expect(writtenFormOf(tex)).toBe(written));

  it.each([
    ['\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}'],
    ['\\int_{0}^{2} t^{2}\\,\\mathrm{d}t'],
    ['\\sum_{r=1}^{n} (3r - 6)'],
    ['\\text{reflection in the } y\\text{-axis}'],
    ['\\frac{1}{6}n(n+1)\\left[\\dots\\right]'],
    ['\\sqrt[3]{8}'],
    ['\\frac{1}{2'],
    ['(1 + x^{2})\\dfrac{\\mathrm{d}^{3}y}{\\mathrm{d}x^{3}} + (4x + \\frac{3}{2})\\dfrac{\\mathrm{d}^{2}y}{\\mathrm{d}x^{2}} = 0'],
  ])('has no one-line form for %s', (tex) => expect(writtenFormOf(tex)).toBeNull());
});

describe('writtenRunsOf', () => {
  it('raises each power without its caret or brackets', () =>
    expect(writtenRunsOf('e^-x+2^(k+1)x^2')).toEqual([
      { text: 'e', raised: false },
      { text: '-x', raised: true },
      { text: '+2', raised: false },
      { text: 'k+1', raised: true },
      { text: 'x', raised: false },
      { text: '2', raised: true },
    ]));

  it('keeps a line without powers as one run', () => expect(writtenRunsOf('x=3/4')).toEqual([{ text: 'x=3/4', raised: false }]));
});
