/**
 * Exact arithmetic for Further Mechanics 1: every input is a terminating decimal and g = 9.8, so
 * answers are rationals (or square roots of rationals) computed exactly and rounded once, at print.
 */
import { SIMPLE_FRACTIONS } from '../../math/rational.js';
import { tex } from '../../math/tex.js';

const babs = (x: bigint) => (x < 0n ? -x : x);
const bgcd = (a: bigint, b: bigint): bigint => {
  [a, b] = [babs(a), babs(b)];
  while (b) [a, b] = [b, a % b];
  return a || 1n;
};

/** An exact rational with BigInt parts, always in lowest terms with a positive denominator. */
export class R {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint, d = 1n) {
    if (d === 0n) throw new Error('zero denominator');
    const g = bgcd(n, d) * (d < 0n ? -1n : 1n);
    this.n = n / g;
    this.d = d / g;
  }

  /** A terminating decimal (as JavaScript prints it) or an exact rational. */
  static of(x: number | R | string): R {
    if (x instanceof R) return x;
    const text = typeof x === 'number' ? String(x) : x;
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a terminating decimal: ${text}`);
    const [whole, dec = ''] = text.split('.');
    return new R(BigInt(whole + dec), 10n ** BigInt(dec.length));
  }

  static frac(n: number, d: number): R {
    return new R(BigInt(n), BigInt(d));
  }

  add(y: number | R): R {
    const b = R.of(y);
    return new R(this.n * b.d + b.n * this.d, this.d * b.d);
  }
  sub(y: number | R): R {
    return this.add(R.of(y).neg());
  }
  mul(y: number | R): R {
    const b = R.of(y);
    return new R(this.n * b.n, this.d * b.d);
  }
  div(y: number | R): R {
    const b = R.of(y);
    return new R(this.n * b.d, this.d * b.n);
  }
  neg(): R {
    return new R(-this.n, this.d);
  }
  abs(): R {
    return new R(babs(this.n), this.d);
  }
  sq(): R {
    return this.mul(this);
  }
  cmp(y: number | R): number {
    const b = R.of(y);
    const diff = this.n * b.d - b.n * this.d;
    return diff > 0n ? 1 : diff < 0n ? -1 : 0;
  }
  get sign(): number {
    return this.n > 0n ? 1 : this.n < 0n ? -1 : 0;
  }
  get value(): number {
    return Number(this.n) / Number(this.d);
  }
  /** True when the value is an integer. */
  get whole(): boolean {
    return this.d === 1n;
  }
}

export const G_EXACT = R.frac(49, 5);

const ten = (k: number): R => (k >= 0 ? new R(10n ** BigInt(k)) : new R(1n, 10n ** BigInt(-k)));

/** Exponent k with 10^(figs-1) <= |x| 10^k < 10^figs. */
function scale(x: R, figs: number): number {
  let k = figs - 1 - Math.floor(Math.log10(Math.abs(x.value)));
  const lo = ten(figs - 1);
  const hi = ten(figs);
  for (;;) {
    const y = x.abs().mul(ten(k));
    if (y.cmp(lo) < 0) k++;
    else if (y.cmp(hi) >= 0) k--;
    else return k;
  }
}

function printScaled(m: bigint, k: number, negative: boolean, figs: number): string {
  if (m === 10n ** BigInt(figs)) {
    m /= 10n;
    k -= 1;
  }
  let body: string;
  if (k > 0) {
    const s = m.toString().padStart(k + 1, '0');
    body = `${s.slice(0, -k)}.${s.slice(-k)}`;
  } else body = (m * 10n ** BigInt(-k)).toString();
  return `${negative ? '-' : ''}${body}`;
}

/** x to `figs` significant figures (halves rounded away from zero), printed like `sf` prints. */
export function sfR(x: R, figs = 3): string {
  if (x.sign === 0) return '0';
  const k = scale(x, figs);
  const y = x.abs().mul(ten(k));
  const m = (2n * y.n + y.d) / (2n * y.d);
  return printScaled(m, k, x.sign < 0, figs);
}

const isqrt = (n: bigint): bigint => {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
};

/** The square root of a non-negative rational x, to `figs` significant figures, exactly rounded. */
export function sfRoot(x: R, figs = 3): string {
  if (x.sign < 0) throw new Error('square root of a negative number');
  if (x.sign === 0) return '0';
  const approx = new R(BigInt(Math.round(Math.sqrt(x.value) * 1e6)), 1000000n);
  let k = scale(approx.sign ? approx : x, figs);
  // sqrt(x) 10^k must lie in [10^(figs-1), 10^figs): adjust on the squares, exactly.
  for (;;) {
    const y = x.mul(ten(2 * k));
    if (y.cmp(ten(2 * (figs - 1))) < 0) k++;
    else if (y.cmp(ten(2 * figs)) >= 0) k--;
    else break;
  }
  const y = x.mul(ten(2 * k));
  // m = floor(sqrt(y) + 1/2): the largest m with (2m - 1)^2 <= 4y.
  const s = isqrt((4n * y.n) / y.d);
  return printScaled((s + 1n) / 2n, k, false, figs);
}

/** A rational as TeX: `5`, `\frac{3}{4}`, `-\frac{1}{2}`. */
export function rTex(x: R): string {
  if (x.d === 1n) return x.n.toString();
  return `${x.n < 0n ? '-' : ''}\\frac{${babs(x.n)}}{${x.d}}`;
}

/** A rational as a terminating decimal when it has at most `places` decimals, else as 3 s.f. */
export function rDec(x: R, places = 4): string {
  const scaled = x.mul(ten(places));
  if (!scaled.whole) return sfR(x);
  const negative = x.sign < 0;
  const s = babs(scaled.n)
    .toString()
    .padStart(places + 1, '0');
  const body = `${s.slice(0, -places)}.${s.slice(-places)}`.replace(/\.?0+$/, '');
  return `${negative ? '-' : ''}${body}`;
}

/** True when x is a terminating decimal with at most `places` decimal places. */
export const isDecimal = (x: R, places = 4): boolean => x.mul(ten(places)).whole;

// ---- checks (used by the specs): does a printed value round correctly from an exact value? ----

/** Half a unit in the last printed place of a decimal string. */
function halfUnit(printed: string, figs: number): R {
  const body = printed.replace('-', '');
  if (body.includes('.')) return new R(5n, 10n ** BigInt(body.split('.')[1].length + 1));
  const digits = body.replace(/^0+/, '').length;
  return new R(5n * 10n ** BigInt(Math.max(0, digits - figs)), 10n);
}

/** The printed decimal is x rounded to `figs` s.f.: |x - p| < half a unit, or exactly half with |x| > |p|. */
export function roundsFrom(printed: string, x: R, figs = 3): boolean {
  const p = R.of(printed);
  const h = halfUnit(printed, figs);
  const [lo, hi] = [p.sub(h), p.add(h)];
  // Round half away from zero: for positive x the interval is [p - h, p + h); for negative (p - h, p + h].
  return x.sign >= 0 ? x.cmp(lo) >= 0 && x.cmp(hi) < 0 : x.cmp(lo) > 0 && x.cmp(hi) <= 0;
}

/** The printed decimal is sqrt(x2) rounded to `figs` s.f., compared on squares (p and x2 non-negative). */
export function roundsFromRoot(printed: string, x2: R, figs = 3): boolean {
  const p = R.of(printed);
  const h = halfUnit(printed, figs);
  const lo = p.sub(h);
  const hi = p.add(h);
  return (lo.sign <= 0 || x2.cmp(lo.sq()) >= 0) && x2.cmp(hi.sq()) < 0;
}

/** A printed value has `figs` significant figures (trailing zeros after a point count). */
export function sigFigs(printed: string): number {
  const body = printed.replace('-', '');
  if (body.includes('.')) return body.replace('.', '').replace(/^0+/, '').length;
  return body.replace(/^0+/, '').replace(/0+$/, '').length;
}

// ---- printing shared by the FM1 templates ----

export const U = {
  v: '\\ \\mathrm{m\\,s^{-1}}',
  a: '\\ \\mathrm{m\\,s^{-2}}',
  N: '\\ \\mathrm{N}',
  Ns: '\\ \\mathrm{N\\,s}',
  J: '\\ \\mathrm{J}',
  m: '\\ \\mathrm{m}',
  W: '\\ \\mathrm{W}',
  kW: '\\ \\mathrm{kW}',
  kg: '\\ \\mathrm{kg}',
};

/** The board's convention on g, stated in every scheme that uses it. */
export const G_NOTE = tex`Take \(g = 9.8\ \mathrm{m\,s^{-2}}\). Answers are given to 3 s.f.; after using \(g = 9.8\) an answer to 2 s.f. is also accepted. Printed values are rounded once, from exact values.`;

/**
 * A substituted quotient as a scheme prints it: \(\frac{n}{d}\) with the sign in front and no
 * denominator of 1 (\(\frac{6}{-1}\) prints as \(-6\)). Numerator and denominator are printed TeX.
 */
export function quotientTex(num: string, den: string): string {
  const negative = num.startsWith('-') !== den.startsWith('-');
  const [n, d] = [num.replace(/^-/, ''), den.replace(/^-/, '')];
  return `${negative ? '-' : ''}${d === '1' ? n : `\\frac{${n}}{${d}}`}`;
}

/** \(\arctan\) of a substituted quotient, bracketed unless it prints as one fraction. */
export function arctanTex(num: string, den: string): string {
  const q = quotientTex(num, den);
  return q.startsWith('\\frac') ? `\\arctan${q}` : `\\arctan\\left(${q}\\right)`;
}

/** Items joined as prose: `a`, `a and b`, `a, b and c`. */
const listed = (items: string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The masses of named particles as a stem gives them: "of masses \(4\) kg and \(2\) kg", "each of
 * mass \(4\) kg" when all are equal, and by value when some are ("\(A\) and \(B\) each of mass
 * \(5\) kg and \(C\) of mass \(6\) kg"): a paper never states the same mass twice over.
 */
export function massesOf(particles: Array<[name: string, mass: string | number]>): string {
  const kg = (mass: string) => tex`\(${mass}\) kg`;
  const masses = [...new Set(particles.map(([, mass]) => String(mass)))];
  if (masses.length === 1) return `each of mass ${kg(masses[0])}`;
  if (masses.length === particles.length) return `of masses ${listed(masses.map(kg))}`;
  return listed(
    masses.map((mass) => {
      const names = particles.filter(([, m]) => String(m) === mass).map(([name]) => tex`\(${name}\)`);
      return `${listed(names)} ${names.length > 1 ? 'each ' : ''}of mass ${kg(mass)}`;
    }),
  );
}

/** `a\mathbf{i} - b\mathbf{j}` from exact components, each printed by `show` (unit coefficients dropped). */
export function ijR(components: R[], show: (x: R) => string = rTex): string {
  let out = '';
  components.forEach((c, i) => {
    if (c.sign === 0) return;
    const mag = show(c.abs());
    const body = `${mag === '1' ? '' : mag}\\mathbf{${'ijk'[i]}}`;
    out += out ? ` ${c.sign < 0 ? '-' : '+'} ${body}` : `${c.sign < 0 ? '-' : ''}${body}`;
  });
  return out || '\\mathbf{0}';
}

/** A coefficient before a symbol: `2v`, `v` (never `1v`), for equations in schemes. */
export const coef = (k: number | string, symbol: string): string => (String(k) === '1' ? symbol : `${k}${symbol}`);

/** Exact decimal when it terminates within three places, an exact fraction with a small denominator, else 3 s.f. */
export const exact = (x: R): string => (isDecimal(x, 3) ? rDec(x) : x.d <= 30n ? rTex(x) : sfR(x));

/**
 * The coefficients of restitution the exam-length and synoptic questions draw from; the shorter questions draw from
 * the simple fractions alone.
 */
export const E_VALUES: [number, number][] = [...SIMPLE_FRACTIONS, [1, 5], [4, 5]];
