import type { AppUsage } from '@pp/contracts';

export type UsageDay = AppUsage['days'][number];
export type UsageCount = AppUsage['breakdown'][number];

export const USAGE_DAYS = 30;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant, in UTC. */
export const utcDayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The `count` UTC dates ending with `lastDay`, oldest first. */
export function utcDaysEndingWith(lastDay: string, count = USAGE_DAYS): string[] {
  const end = Date.parse(`${lastDay}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => utcDayOf(new Date(end - (count - 1 - i) * DAY_MS)));
}

/**
 * Every one of the 30 days, zeros where nothing was counted. The API sends all of them already; the
 * chart must not draw a gap (or join two distant days) if a day is ever missing. The window ends
 * with the newest day the API sent, or today when it sent none.
 */
export function zeroFilledDays(days: readonly UsageDay[], today: Date): UsageDay[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  const lastDay = [...byDay.keys()].sort().at(-1) ?? utcDayOf(today);
  return utcDaysEndingWith(lastDay).map((day) => byDay.get(day) ?? { day, requests: 0, errors: 0 });
}

/** uPlot's aligned data: x in seconds (UTC midnight of each day), then the requests and the errors. */
export function chartDataOf(days: readonly UsageDay[]): [number[], number[], number[]] {
  return [days.map((day) => Date.parse(`${day.day}T00:00:00.000Z`) / 1000), days.map((day) => day.requests), days.map((day) => day.errors)];
}

export function totalsOf(days: readonly UsageDay[]): { requests: number; errors: number } {
  return days.reduce((sum, day) => ({ requests: sum.requests + day.requests, errors: sum.errors + day.errors }), {
    requests: 0,
    errors: 0,
  });
}

/** The breakdown over the whole window, by operation and status: the most counted first. */
export function byOperationAndStatus(breakdown: readonly UsageCount[]): { operation: string; status: number; count: number }[] {
  const sums = new Map<string, { operation: string; status: number; count: number }>();
  for (const { operation, status, count } of breakdown) {
    const key = `${operation}\u0000${status}`;
    const row = sums.get(key) ?? { operation, status, count: 0 };
    row.count += count;
    sums.set(key, row);
  }
  return [...sums.values()].sort((a, b) => b.count - a.count || a.operation.localeCompare(b.operation) || a.status - b.status);
}

/** A status as a reader takes it: 2xx succeeded, anything from 400 counts as an error. */
export const isErrorStatus = (status: number) => status >= 400;
