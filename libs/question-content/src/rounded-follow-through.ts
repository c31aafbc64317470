import { withCarriedValue } from '@pp/scoring';
import { sf } from './math/tex.js';

/**
 * A later part's rounded answer reached two ways: from exact working, and from the earlier part's
 * rounded answer carried forward, as a candidate told to "use your answer to (a)" does. Templates
 * list theirs in `facts.carriedRoundings` for the bank-wide check.
 */
export interface CarriedRounding {
  /** The allocation whose expected value is the later answer (`c.2`). */
  allocationId: string;
  fromExact: number;
  fromCarried: number;
}

/** Values this close are one value computed two ways (floating-point noise, not a rounding carried). */
const SAME_VALUE = 1e-9;

/** Whether carrying the earlier rounded answer reaches another value to three significant figures: the scheme must then accept both. */
export const needsCarriedValue = ({ fromExact, fromCarried }: Omit<CarriedRounding, 'allocationId'>): boolean =>
  Math.abs(fromExact - fromCarried) > SAME_VALUE * Math.abs(fromExact) && sf(fromExact) !== sf(fromCarried);

/**
 * A later rounded answer's expected TeX: its value to three significant figures (`written`, where the
 * template rounds it exactly), or that `\text{ or }` the carried one (`withCarriedValue`); `unit` after both.
 */
export const roundedAnswerTex = (fromExact: number, fromCarried: number, unit = '', written = sf(fromExact)): string =>
  withCarriedValue(written, needsCarriedValue({ fromExact, fromCarried }) ? sf(fromCarried) : written, unit);
