import { inverse2Tex, inverseTex, rowWithK, systemTex } from './cp1-matrix-helpers.js';

describe('cp1 matrix helpers', () => {
  it('prints inverses in lowest terms with the sign in the matrix', () => {
    expect(
      inverseTex(-3, [
        [3, -6],
        [0, 9],
      ]),
    ).toBe(String.raw`\begin{pmatrix} -1 & 2 \\ 0 & -3 \end{pmatrix}`);
    expect(
      inverseTex(-4, [
        [1, 2],
        [3, 4],
      ]),
    ).toBe(String.raw`\frac{1}{4}\begin{pmatrix} -1 & -2 \\ -3 & -4 \end{pmatrix}`);
    expect(
      inverse2Tex([
        [2, 1],
        [1, 1],
      ]),
    ).toBe(String.raw`\begin{pmatrix} 1 & -1 \\ -1 & 2 \end{pmatrix}`);
  });
  it('prints a row with a parameter and aligned systems', () => {
    expect(rowWithK([2, -1, 3], 1)).toBe('2x + ky + 3z');
    expect(systemTex(['x', 'y'], [1, 2])).toBe(String.raw`\begin{aligned} x &= 1 \\ y &= 2 \end{aligned}`);
  });
});
