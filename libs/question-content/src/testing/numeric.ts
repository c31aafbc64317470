/** Test support: independent numerical tools used to re-derive template answers. */

export function simpson(f: (x: number) => number, a: number, b: number, n = 2000): number {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += f(a + i * h) * (i % 2 ? 4 : 2);
  return (s * h) / 3;
}

/** Numerical derivatives by central differences, to substitute a solution back into its differential equation. */
export const d1 = (f: (x: number) => number, x: number, h = 1e-4) => (f(x + h) - f(x - h)) / (2 * h);
export const d2 = (f: (x: number) => number, x: number, h = 1e-3) => (f(x + h) - 2 * f(x) + f(x - h)) / (h * h);

export function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

export const poisson = (l: number, k: number): number => (Math.exp(-l) * l ** k) / factorial(k);
export const binom = (n: number, p: number, k: number): number =>
  (factorial(n) / (factorial(k) * factorial(n - k))) * p ** k * (1 - p) ** (n - k);
export const sum = (from: number, to: number, f: (i: number) => number): number => {
  let s = 0;
  for (let i = from; i <= to; i++) s += f(i);
  return s;
};

/** Gamma at positive integers and half-integers. */
function gamma(s: number): number {
  if (s === 0.5) return Math.sqrt(Math.PI);
  if (s === 1) return 1;
  return (s - 1) * gamma(s - 1);
}

/** Upper tail of chi-squared with k degrees of freedom, from the series of the lower incomplete gamma. */
export function chiSquaredTail(x: number, k: number): number {
  const s = k / 2;
  const y = x / 2;
  let term = 1 / gamma(s + 1);
  let total = term;
  for (let n = 1; n < 400; n++) {
    term *= y / (s + n);
    total += term;
  }
  return 1 - y ** s * Math.exp(-y) * total;
}

/** Standard normal CDF by integrating the density. */
export const phi = (z: number): number =>
  0.5 + Math.sign(z) * simpson((t) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI), 0, Math.abs(z), 4000);

export const det3Sarrus = (m: number[][]): number =>
  m[0][0] * m[1][1] * m[2][2] +
  m[0][1] * m[1][2] * m[2][0] +
  m[0][2] * m[1][0] * m[2][1] -
  m[0][2] * m[1][1] * m[2][0] -
  m[0][0] * m[1][2] * m[2][1] -
  m[0][1] * m[1][0] * m[2][2];

export const times = (a: number[][], b: number[][]): number[][] => {
  const out = a.map(() => b[0].map(() => 0));
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b[0].length; j++) for (let k = 0; k < b.length; k++) out[i][j] += a[i][k] * b[k][j];
  return out;
};
