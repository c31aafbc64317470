/** Complex arithmetic on [re, im] pairs. */
export type Complex = [number, number];

export const cmul = ([a, b]: Complex, [c, d]: Complex): Complex => [a * c - b * d, a * d + b * c];
export const cpow = (z: Complex, n: number): Complex => {
  let out: Complex = [1, 0];
  for (let i = 0; i < n; i++) out = cmul(out, z);
  return out;
};
