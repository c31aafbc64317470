import { ACCEPTED_OR, withCarriedValue } from '@pp/scoring';
import { sf } from './math/tex.js';
import type { QuestionRevisionContent } from './question-content.js';

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

/** A stem that builds on earlier parts, as the bank words it: "Using your answer to part (a)", "use your answers to parts (a) and (b)", "using the result of part (b)". */
const USES_PARTS =
  /\b(?:use|using)\s+(?:your|the)\s+(?:answers?|results?|values?)\s+(?:to|of|in|from)\s+parts?\s+((?:\([a-h]\)(?:,\s*|\s+and\s+)?)+)/gi;
/** A scheme requirement that follows earlier parts through: "ft their (a)", "ft their (a) and (b)". */
const FOLLOWS_PARTS = /\bft\s+(?:their|your)\s+((?:\([a-h]\)(?:,\s*|\s+and\s+)?)+)/gi;
/** A requirement for a rounded answer, or a stem asking for one. */
const ROUNDED = /awrt|s\.f\.|significant figures|d\.p\.|decimal place/i;

type Allocation = QuestionRevisionContent['scheme']['allocations'][number];

/**
 * An accuracy mark for a rounded answer: its requirement says so (awrt, 3 s.f.), or it already
 * accepts a carried value, or it is a decimal in a part whose stem asks for a rounded answer.
 */
const isRoundedAnswer = ({ code, requirement, expected }: Allocation, stemTex: string) =>
  /^[AB]/.test(code) &&
  /\d/.test(expected) &&
  (ROUNDED.test(requirement) || expected.includes(ACCEPTED_OR) || (ROUNDED.test(stemTex) && /\d\.\d/.test(expected)));

/** The letters of the parts a text names in `pattern`'s first group. */
const partsNamed = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].flatMap((match) => [...match[1].matchAll(/\(([a-h])\)/g)].map(([, letter]) => letter));

/**
 * The parts of a question whose rounded answer builds on an earlier part's rounded answer: the stem
 * says to use that part's answer, or a mark follows it through (ft their (a)); that part has an
 * accuracy mark for a rounded answer (awrt, 3 s.f., a fraction `\approx` its decimal), and so does
 * this one. Each such part's template must declare the carried rounding (`CarriedRounding`).
 */
export function partsCarryingRoundedAnswers({ parts, scheme }: Pick<QuestionRevisionContent, 'parts' | 'scheme'>): string[] {
  const roundedIn = (partId: string, also: (allocation: Allocation) => boolean = () => false) => {
    const stemTex = parts.find((p) => p.id === partId)?.stemTex ?? '';
    return scheme.allocations.filter((a) => a.partId === partId).some((a) => isRoundedAnswer(a, stemTex) || also(a));
  };
  // An earlier part's fraction written with its decimal (`\frac{1875}{32768} \approx 0.0572`) is carried as that decimal.
  const withDecimal = (a: Allocation) => /^[AB]/.test(a.code) && /\\approx\s*-?\d*\.\d/.test(a.expected);
  return parts
    .filter(({ id, stemTex }) => {
      const requirements = scheme.allocations.filter((a) => a.partId === id).map((a) => a.requirement);
      const named = [...partsNamed(stemTex, USES_PARTS), ...requirements.flatMap((r) => partsNamed(r, FOLLOWS_PARTS))];
      return roundedIn(id) && named.some((letter) => letter < id && roundedIn(letter, withDecimal));
    })
    .map(({ id }) => id);
}
