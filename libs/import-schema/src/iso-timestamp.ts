/*
 * ISO 8601 timestamps, as `source.markedAt` takes them (decision 0027): a calendar date in the
 * extended (`2026-03-14`) or the basic (`20260314`) format, alone or with a time of day: hours, then
 * minutes and seconds if given, a decimal fraction (`.` or `,`) of the last of them, and an offset
 * (`Z`, `+01:00`, `+0100`, `+01`) if given. Without an offset the time is UTC; a date alone is its
 * midnight UTC. Week dates, ordinal dates and a month without its day are refused: none names one day.
 */

const EXTENDED = '\\d{4}-\\d{2}-\\d{2}(?:[Tt ]\\d{2}(?::\\d{2}(?::\\d{2})?)?(?:[.,]\\d+)?(?:[Zz]|[+-]\\d{2}(?::?\\d{2})?)?)?';
const BASIC = '\\d{8}(?:[Tt]\\d{2}(?:\\d{2}(?:\\d{2})?)?(?:[.,]\\d+)?(?:[Zz]|[+-]\\d{2}(?:\\d{2})?)?)?';

/** The forms accepted, as the published schema states them; whether the date and time exist is checked by {@link instantOf}. */
export const ISO_TIMESTAMP_PATTERN = `^(?:${EXTENDED}|${BASIC})$`;
const FORM = new RegExp(ISO_TIMESTAMP_PATTERN, 'u');
/** Its parts, once FORM has matched (which keeps the basic and extended formats apart). */
const PARTS = /^(\d{4})-?(\d{2})-?(\d{2})(?:[Tt ](\d{2})(?::?(\d{2})(?::?(\d{2}))?)?(?:[.,](\d+))?(?:[Zz]|([+-])(\d{2}):?(\d{2})?)?)?$/u;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Fraction digits read: a millisecond of an hour needs 7; the rest could only tip a rounding. */
const FRACTION_DIGITS = 12;

/** Days in a month of a year (day 0 of the next month is its last). */
function daysIn(year: number, month: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return last.getUTCDate();
}

/** Milliseconds of `digits` as a decimal fraction of `unit` ms, finer than a millisecond dropped. */
function fractionMs(digits: string | undefined, unit: number): number {
  if (!digits) return 0;
  const scaled = BigInt(digits.slice(0, FRACTION_DIGITS).padEnd(FRACTION_DIGITS, '0')) * BigInt(unit);
  return Number(scaled / 10n ** BigInt(FRACTION_DIGITS));
}

/**
 * The instant an accepted timestamp names, or null when it is not one of the forms above or names
 * no time: a day the month lacks (`2026-02-30`), an hour past 24, a minute or an offset out of range.
 * `24:00` is the end of the day (the next midnight), and `23:59:60` UTC a leap second (read as the
 * next second, as Postgres reads it). The instant lies in the years 0000 to 9999, so it has an RFC 3339 form.
 */
export function instantOf(text: string): Date | null {
  if (!FORM.test(text)) return null;
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes] = PARTS.exec(text)!;
  const [y, mo, d, h, mi, s] = [year, month, day, hour ?? '0', minute ?? '0', second ?? '0'].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return null;
  if (h > 24 || mi > 59 || s > 60 || Number(offsetHours ?? 0) > 23 || Number(offsetMinutes ?? 0) > 59) return null;
  const extra = fractionMs(fraction, second !== undefined ? 1000 : minute !== undefined ? MINUTE_MS : HOUR_MS);
  if (h === 24 && (mi > 0 || s > 0 || extra > 0)) return null;
  const offsetMs = sign ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * HOUR_MS + Number(offsetMinutes ?? 0) * MINUTE_MS) : 0;
  const instant = new Date(0);
  instant.setUTCFullYear(y, mo - 1, d); // not Date.UTC, which reads the years 0 to 99 as 1900 to 1999
  instant.setUTCHours(h, mi, s, extra);
  instant.setTime(instant.getTime() - offsetMs);
  if (s === 60) {
    const before = new Date(instant.getTime() - 1000);
    if (before.getUTCHours() !== 23 || before.getUTCMinutes() !== 59) return null;
  }
  const utcYear = instant.getUTCFullYear();
  return utcYear >= 0 && utcYear <= 9999 ? instant : null;
}
