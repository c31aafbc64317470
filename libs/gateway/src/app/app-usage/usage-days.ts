import type { AppUsage } from '@pp/contracts';

/** The days a usage page covers: today and the 29 UTC dates before it (usage is kept 30 days). */
export const USAGE_DAYS = 30;

/** The UTC date `days` before a `YYYY-MM-DD` date. */
function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * Requests and errors (statuses from 400) on each of the last 30 UTC dates, oldest first, a date
 * with no use included with zeros, from the breakdown by date, operation and status.
 */
export function usageDays(today: string, breakdown: AppUsage['breakdown']): AppUsage['days'] {
  const days = Array.from({ length: USAGE_DAYS }, (_, i) => ({ day: dayBefore(today, USAGE_DAYS - 1 - i), requests: 0, errors: 0 }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const row of breakdown) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.requests += row.count;
    if (row.status >= 400) day.errors += row.count;
  }
  return days;
}
