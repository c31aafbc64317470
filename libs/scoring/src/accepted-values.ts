/**
 * How a mark scheme writes two accepted values of one rounded answer, as real schemes do with "awrt
 * 0.209 or 0.210": the value from exact working and the value from an earlier part's rounded answer
 * carried forward, joined by `\text{ or }` (`0.209 \text{ or } 0.210`, `v = 23.6 \text{ or } 23.5\
 * \mathrm{m\,s^{-1}}`: what stands before the first number and after the second belongs to both).
 */
export const ACCEPTED_OR = '\\text{ or }';

/** A number, the `\text{ or }`, a number: the two accepted values of one rounded answer (of each, in a pair). */
const TWO_VALUES = /(-?\d+(?:\.\d+)?)\s*\\text\{\s*or\s*\}\s*(-?\d+(?:\.\d+)?)/g;

/**
 * Two values of one rounded answer differ by at most this share of the larger: in the third figure
 * mostly, more where working subtracts close values (a tension less a weight, 3 × −2.03 + 2π).
 */
const ROUNDING_SLACK = 0.1;

/**
 * Whether two written numbers are one rounded answer reached two ways: both written to at least
 * three significant figures, different, and within ROUNDING_SLACK of each other. Two roots
 * (`2 \text{ or } 3`) or two unrelated values are not.
 */
export function areRoundingsOfOneValue(a: string, b: string): boolean {
  const significant = (written: string) => written.replace(/^-?[0.]*/, '').replace('.', '').length;
  const [x, y] = [Number(a), Number(b)];
  if (x === y || x === 0 || y === 0 || significant(a) < 3 || significant(b) < 3) return false;
  return Math.abs(x - y) <= ROUNDING_SLACK * Math.max(Math.abs(x), Math.abs(y));
}

/**
 * The values a scheme's expected TeX accepts: each of `a \text{ or } b` written whole (`v = 23.6\
 * \mathrm{m\,s^{-1}}` and `v = 23.5\ \mathrm{m\,s^{-1}}`) when a and b are one rounded answer reached
 * two ways (`areRoundingsOfOneValue`); otherwise the expected TeX alone (`X \leqslant 2 \text{ or }
 * X \geqslant 9` is one region, `\sin\theta = 0 \text{ or } \cos\theta = \frac{1}{3}` two cases,
 * each needed). A pair of such answers (`v_A = 23.6 \text{ or } 23.5, \; v_B = 3.96 \text{ or } 3.97`)
 * accepts either value of each, in every combination: each component may carry its own rounding.
 */
export function acceptedValuesOf(tex: string): string[] {
  let values = [''];
  let from = 0;
  for (const match of tex.matchAll(TWO_VALUES)) {
    if (!areRoundingsOfOneValue(match[1], match[2])) continue;
    const between = tex.slice(from, match.index);
    values = values.flatMap((value) => [match[1], match[2]].map((choice) => `${value}${between}${choice}`));
    from = match.index + match[0].length;
  }
  return values.map((value) => `${value}${tex.slice(from)}`);
}

/** The expected TeX of a rounded answer: `value`, or `value \text{ or } carried` when carrying an earlier rounded answer reaches another value; `unit` after both. */
export const withCarriedValue = (value: string, carried: string, unit = ''): string =>
  `${value === carried ? value : `${value} ${ACCEPTED_OR} ${carried}`}${unit}`;
