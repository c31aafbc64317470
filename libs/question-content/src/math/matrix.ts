/** Small dense integer/real matrices as row arrays. */
export type Matrix = number[][];

export const matMul = (a: Matrix, b: Matrix): Matrix => a.map((row) => b[0].map((_, j) => row.reduce((s, v, k) => s + v * b[k][j], 0)));
export const matVec = (a: Matrix, v: number[]): number[] => a.map((row) => row.reduce((s, x, k) => s + x * v[k], 0));
export const det2 = ([[a, b], [c, d]]: Matrix): number => a * d - b * c;

const minor = (m: Matrix, i: number, j: number): Matrix => m.filter((_, r) => r !== i).map((row) => row.filter((_, c) => c !== j));

/** Cofactor expansion along the first row. */
export const det3 = (m: Matrix): number => m[0].reduce((s, v, j) => s + (j % 2 ? -1 : 1) * v * det2(minor(m, 0, j)), 0);

/** Adjugate (transposed cofactor matrix) of a 3x3 matrix. */
export const adjugate3 = (m: Matrix): Matrix => [0, 1, 2].map((i) => [0, 1, 2].map((j) => ((i + j) % 2 ? -1 : 1) * det2(minor(m, j, i))));

/** Matrix of minors of a 3x3 matrix. */
export const minors3 = (m: Matrix): Matrix => [0, 1, 2].map((i) => [0, 1, 2].map((j) => det2(minor(m, i, j))));

export const randomMatrix = (size: number, next: () => number): Matrix =>
  Array.from({ length: size }, () => Array.from({ length: size }, next));

/**
 * A 2x2 integer matrix with integer eigenvalues l1, l2 and eigenvectors (1, m1), (1, m1 + 1):
 * P = [[1, 1], [m1, m1 + 1]] has determinant 1, so P D P^-1 stays integral.
 */
export function integerEigenMatrix(m1: number, l1: number, l2: number): Matrix {
  const m2 = m1 + 1;
  return matMul(
    matMul(
      [
        [1, 1],
        [m1, m2],
      ],
      [
        [l1, 0],
        [0, l2],
      ],
    ),
    [
      [m2, -1],
      [-m1, 1],
    ],
  );
}
