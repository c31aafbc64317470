/** Integer polynomials as coefficient arrays, highest power first. */

export const mulPoly = (p: number[], q: number[]): number[] => {
  const out = new Array(p.length + q.length - 1).fill(0);
  p.forEach((a, i) => q.forEach((b, j) => (out[i + j] += a * b)));
  return out;
};

/** lead * product of (x - root). */
export const fromRoots = (lead: number, roots: number[]): number[] => roots.reduce((acc, r) => mulPoly(acc, [1, -r]), [lead]);

/** k^n f((w - m) / k): the polynomial whose roots are k*alpha + m, kept integral. */
export function transformRoots(coeffs: number[], k: number, m: number): number[] {
  const n = coeffs.length - 1;
  let out = new Array(n + 1).fill(0);
  coeffs.forEach((c, i) => {
    const deg = n - i;
    // c (w - m)^deg k^(n - deg)
    let term = [c * k ** (n - deg)];
    for (let j = 0; j < deg; j++) term = mulPoly(term, [1, -m]);
    const padded = new Array(n + 1 - term.length).fill(0).concat(term);
    out = out.map((v, idx) => v + padded[idx]);
  });
  return out;
}
