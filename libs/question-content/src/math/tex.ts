/** TeX formatting of numbers, fractions, polynomials, complex numbers, matrices and vectors. */
import { type FracLike, mul, toFrac, value } from './rational.js';

/** A fraction or integer as TeX: `\frac{3}{4}`, `-\frac{1}{2}`, `5`. */
export function fracTex(x: FracLike): string {
  const { n, d } = toFrac(x);
  if (d === 1) return String(n);
  return `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
}

/**
 * Joins signed terms `[coefficient, symbol]` into `2x^{2} - x + 5`: unit coefficients are dropped
 * before a symbol, zero terms skipped, an empty sum is `0`.
 */
export function terms(list: [FracLike, string][]): string {
  let out = '';
  for (const [c, symbol] of list) {
    const q = toFrac(c);
    if (q.n === 0) continue;
    const magnitude = fracTex({ n: Math.abs(q.n), d: q.d });
    const body = symbol && magnitude === '1' ? symbol : `${magnitude}${symbol}`;
    out += out ? ` ${q.n < 0 ? '-' : '+'} ${body}` : `${q.n < 0 ? '-' : ''}${body}`;
  }
  return out || '0';
}

/**
 * Signed terms as `terms` joins them, a positive term first where there is one: `2 - 2\alpha`, not
 * `-2\alpha + 2`, as a linear expression is written in simplest order.
 */
export function termsPositiveFirst(list: [FracLike, string][]): string {
  const first = list.findIndex(([c]) => toFrac(c).n > 0);
  return terms(first > 0 ? [list[first], ...list.filter((_, i) => i !== first)] : list);
}

/**
 * A quotient as working substitutes it, uncancelled but with its sign in front and no denominator of 1:
 * `-\frac{8}{60}` for 8 over -60, `\frac{23}{60}` for -23 over -60, `6` for 6 over 1.
 */
export function quotientTex(numerator: FracLike, denominator: FracLike): string {
  const [n, d] = [toFrac(numerator), toFrac(denominator)];
  if (n.n === 0) return '0';
  const [top, bottom] = [fracTex({ n: Math.abs(n.n), d: n.d }), fracTex({ n: Math.abs(d.n), d: d.d })];
  return `${n.n * d.n < 0 ? '-' : ''}${bottom === '1' ? top : `\\frac{${top}}{${bottom}}`}`;
}

/** Polynomial from coefficients, highest power first. */
export function poly(coeffs: FracLike[], v = 'x'): string {
  const deg = coeffs.length - 1;
  return terms(coeffs.map((c, i) => [c, power(v, deg - i)]));
}

export const power = (v: string, k: number): string => (k === 0 ? '' : k === 1 ? v : `${v}^{${k}}`);

/** Complex number `a + bi`. */
export const cx = (re: FracLike, im: FracLike): string =>
  terms([
    [re, ''],
    [im, '\\mathrm{i}'],
  ]);

/**
 * `expr + c` for a real or complex `c = re + im i` with its signs folded in, as a marker writes it:
 * `w^{2} + 4w - 7 - 60\mathrm{i}`, never `w^{2} + 4w + (-7 - 60\mathrm{i})`; `expr` alone when c is zero.
 */
export function plus(expr: string, re: FracLike, im: FracLike = 0): string {
  const c = cx(re, im);
  if (c === '0') return expr;
  return c.startsWith('-') ? `${expr} - ${c.slice(1)}` : `${expr} + ${c}`;
}

/** `expr - c` with the signs folded in: `z + 3 - 3\mathrm{i}` for c = -3 + 3i, never `z - (-3 + 3\mathrm{i})`. */
export const minus = (expr: string, re: FracLike, im: FracLike = 0): string => plus(expr, mul(re, -1), mul(im, -1));

/** Whether `re + im i` has a real and an imaginary part, so that a stem may ask for it in the form a + bi. */
export const hasBothParts = (re: FracLike, im: FracLike): boolean => [re, im].every((part) => Math.abs(value(part)) > 1e-9);

/** `+ 3` or `- 3` for appending to an expression. */
export function signed(x: FracLike, symbol = ''): string {
  const q = toFrac(x);
  return `${q.n < 0 ? '-' : '+'} ${terms([[{ n: Math.abs(q.n), d: q.d }, symbol]])}`;
}

/** Significant figures without exponent notation: `0.00123`, `12300`. */
export function sf(x: number, figures = 3): string {
  if (x === 0) return '0';
  const rounded = Number(x.toPrecision(figures));
  // Places counted from the rounded value: 0.009995 rounds up to 0.0100, three figures, not 0.01000.
  const digits = figures - 1 - Math.floor(Math.log10(Math.abs(rounded)));
  return digits > 0 ? rounded.toFixed(digits) : String(rounded);
}

/** Decimal places, trailing zeros kept: `dp(2.5, 2)` is `2.50`. */
export const dp = (x: number, places: number): string => (Math.round(x * 10 ** places) / 10 ** places).toFixed(places);

/** Decimal as printed in a stem: up to 4 places, trailing zeros dropped. */
export const num = (x: number): string => String(Number(x.toFixed(4)));

/** Simplest surd form k * sqrt(m) of sqrt(n). */
export function surd(n: number): { k: number; m: number } {
  let k = 1;
  let m = n;
  for (let f = 2; f * f <= m; f++) {
    while (m % (f * f) === 0) {
      m /= f * f;
      k *= f;
    }
  }
  return { k, m };
}

/** `k\sqrt{m}` TeX for sqrt(n), an integer when n is square. */
export function surdTex(n: number): string {
  const { k, m } = surd(n);
  if (m === 1) return String(k);
  return `${k === 1 ? '' : k}\\sqrt{${m}}`;
}

/** Rational multiple of pi: `\frac{2\pi}{3}`, `-\frac{\pi}{4}`, `\pi`, `0`. */
export function piTex(x: FracLike): string {
  const { n, d } = toFrac(x);
  if (n === 0) return '0';
  const top = `${Math.abs(n) === 1 ? '' : Math.abs(n)}\\pi`;
  return `${n < 0 ? '-' : ''}${d === 1 ? top : `\\frac{${top}}{${d}}`}`;
}

type Entry = FracLike | string;
const entryTex = (e: Entry): string => (typeof e === 'string' ? e : fracTex(e));

export const matTex = (rows: Entry[][]): string =>
  `\\begin{pmatrix} ${rows.map((r) => r.map(entryTex).join(' & ')).join(' \\\\ ')} \\end{pmatrix}`;

export const vecTex = (entries: Entry[]): string => matTex(entries.map((e) => [e]));

/** `3\mathbf{i} - 2\mathbf{j}` from components. */
export const ijk = (v: FracLike[]): string => terms(v.map((c, i) => [c, `\\mathbf{${'ijk'[i]}}`]));

/** Raw template tag so TeX backslashes need no escaping. */
export const tex = String.raw;

/** Converts stem text with `\( \)` maths into one math-mode string, words wrapped in `\text{}`. */
export function stemToMath(stem: string): string {
  return stem
    .split(/\\\(|\\\)/)
    .map((piece, i) => (i % 2 ? piece : piece ? `\\text{${piece}}` : ''))
    .join('');
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`: a count as an ordinal in prose. */
export const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
