/** Angles that are rational multiples of pi, kept exact for arguments and trigonometric values. */
import { type Frac, frac } from './rational.js';
import { piTex, terms } from './tex.js';

/** Reduces a multiple of pi into the principal range (-pi, pi]. */
export function principal(theta: Frac): Frac {
  const twoD = 2 * theta.d;
  let n = ((theta.n % twoD) + twoD) % twoD;
  if (n > theta.d) n -= twoD;
  return frac(n, theta.d);
}

/** Exact cos of k*pi/12 for the angles with surd-free or single-surd values (multiples of pi/6 or pi/4). */
const EXACT: Record<number, [string, number]> = {
  0: ['1', 1],
  2: [String.raw`\frac{\sqrt{3}}{2}`, Math.sqrt(3) / 2],
  3: [String.raw`\frac{\sqrt{2}}{2}`, Math.SQRT2 / 2],
  4: [String.raw`\frac{1}{2}`, 0.5],
  6: ['0', 0],
};

/** TeX of cos(k*pi/12) when exact; k a multiple of 2 or 3. */
export function cosTex(k: number): string {
  const m = ((k % 24) + 24) % 24;
  const folded = m > 12 ? 24 - m : m; // cos is even
  const [texValue] = folded <= 6 ? EXACT[folded] : EXACT[12 - folded];
  if (texValue === '0') return '0';
  return folded > 6 ? `-${texValue}` : texValue;
}

export const sinTex = (k: number): string => cosTex(6 - k);

/** `r(\cos\theta + i\sin\theta)` with theta a multiple of pi. */
export const modArgTex = (r: string, theta: Frac): string =>
  `${r === '1' ? '' : r}\\left(\\cos\\left(${piTex(theta)}\\right) + \\mathrm{i}\\sin\\left(${piTex(theta)}\\right)\\right)`;

/** `r e^{i theta}`. */
export const expTex = (r: string, theta: Frac): string =>
  theta.n === 0
    ? r
    : `${r === '1' ? '' : r}\\mathrm{e}^{${theta.n < 0 ? '-' : ''}${piTex({ n: Math.abs(theta.n), d: theta.d })}\\mathrm{i}}`;

/** Exact TeX of a number known to be a rational multiple (denominator 1, 2 or 4) of 1, sqrt(2) or sqrt(3). */
export function exactTex(x: number): string {
  for (const s of [1, 2, 3]) {
    const k = x / Math.sqrt(s);
    for (const d of [1, 2, 4]) {
      if (Math.abs(k * d - Math.round(k * d)) < 1e-9) {
        const coef = { n: Math.round(k * d), d };
        return coef.n === 0 ? '0' : terms([[frac(coef.n, coef.d), s === 1 ? '' : `\\sqrt{${s}}`]]);
      }
    }
  }
  throw new Error(`no exact form for ${x}`);
}
