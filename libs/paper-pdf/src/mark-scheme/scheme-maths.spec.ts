import { formulaAsProse, formulaPieces, proseWithTextOutOfMaths, stretchBarsAroundMatrices } from './scheme-maths.js';

const display = { display: true, breakable: false };
const breakable = { display: true, breakable: true };

describe('the TeX of a scheme as the scheme sets it', () => {
  it('moves the words of a formula out into prose, its maths kept as display-style formulas', () => {
    expect(formulaAsProse('\\text{centre } (0, -3)', display)).toBe('centre \\(\\displaystyle (0, -3)\\)');
    expect(formulaAsProse('\\text{rotation } \\frac{3\\pi}{4} \\text{ anticlockwise}', display)).toBe(
      'rotation \\(\\displaystyle \\frac{3\\pi}{4}\\) anticlockwise',
    );
    expect(formulaAsProse('x\\text{-axis}', display)).toBe('\\(\\displaystyle x\\)-axis');
    expect(formulaAsProse('\\text{triangle}', display)).toBe('triangle');
    expect(formulaAsProse('\\text{50\\% of } N', { display: false, breakable: false })).toBe('50% of \\(N\\)');
  });

  it('turns the spacing commands beside the words into plain spaces', () => {
    expect(formulaAsProse('9.236; \\; \\text{Do not reject } \\mathrm{H}_0\\text{: no evidence}', display)).toBe(
      '\\(\\displaystyle 9.236;\\) Do not reject \\(\\displaystyle \\mathrm{H}_0\\): no evidence',
    );
    expect(formulaAsProse('x = 3 \\quad\\text{or}\\quad x = -2', display)).toBe(
      '\\(\\displaystyle x = 3\\) or \\(\\displaystyle x = -2\\)',
    );
  });

  it('leaves words nested in a group, a fraction, brackets or bars inside the formula', () => {
    const nested = ['x_{\\text{max}} = 3', '\\frac{\\text{area}}{2}', '\\left(\\text{a}, b\\right)', '(\\text{a}, b)', '|\\text{a}|'];
    for (const tex of nested) expect(formulaPieces(tex).filter((p) => p.kind === 'words')).toEqual([]);
  });

  it('may break a formula after the items of a list and before its equals signs, never inside brackets, bars or environments', () => {
    expect(formulaAsProse('z = 1 + 2\\mathrm{i}, \\; 1 - 2\\mathrm{i}, \\; -3', breakable)).toBe(
      '\\(\\displaystyle z\\) \\(\\displaystyle = 1 + 2\\mathrm{i},\\) \\(\\displaystyle 1 - 2\\mathrm{i},\\) \\(\\displaystyle -3\\)',
    );
    for (const tex of [
      'P(X = 2)',
      '\\left|z = 1, \\; 2\\right|',
      '\\sum_{r=1}^{n} r',
      '|z = 2|',
      '\\{1, \\; 2\\}',
      '\\begin{pmatrix} a = 1 \\\\ 2 \\end{pmatrix}',
    ])
      expect(formulaPieces(tex)).toEqual([{ kind: 'maths', tex }]);
    // `\leftarrow` and `\rightarrow` open nothing.
    expect(formulaPieces('a \\rightarrow b = c').map((p) => p.kind)).toEqual(['maths', 'break', 'maths']);
  });

  it('keeps a formula whole unless it may break, its own spacing kept', () => {
    expect(formulaAsProse('z = 1, \\; 2', display)).toBe('\\(\\displaystyle z = 1, \\; 2\\)');
    expect(formulaAsProse('\\frac{1}{2}', { display: false, breakable: false })).toBe('\\(\\frac{1}{2}\\)');
  });

  it('moves words out of the inline formulas of prose, and leaves the other formulas as written', () => {
    expect(proseWithTextOutOfMaths('Uses \\(x \\text{ and } y\\) with \\(\\frac{1}{2}\\)')).toBe(
      'Uses \\(x\\) and \\(y\\) with \\(\\frac{1}{2}\\)',
    );
  });

  it('stretches bars typed around a matrix or column vector, and leaves stretched or other bars alone', () => {
    expect(stretchBarsAroundMatrices('|\\begin{pmatrix} 3 \\\\ 4 \\end{pmatrix}| = 5')).toBe(
      '\\left|\\begin{pmatrix} 3 \\\\ 4 \\end{pmatrix}\\right| = 5',
    );
    expect(stretchBarsAroundMatrices('|\\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix} \\times \\begin{pmatrix} 0 \\\\ 1 \\end{pmatrix}|')).toBe(
      '\\left|\\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix} \\times \\begin{pmatrix} 0 \\\\ 1 \\end{pmatrix}\\right|',
    );
    for (const tex of ['\\left|\\begin{pmatrix} 3 \\\\ 4 \\end{pmatrix}\\right|', '|z - 1| = |z + 1|'])
      expect(stretchBarsAroundMatrices(tex)).toBe(tex);
  });
});
