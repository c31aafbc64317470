import { usageDays } from './usage-days.js';

describe('the 30-day usage', () => {
  it('lists every one of the last 30 UTC dates, oldest first, zeros included', () => {
    const days = usageDays('2026-03-01', []);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-01-31', requests: 0, errors: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-03-01', requests: 0, errors: 0 });
    expect(days.map((d) => d.day)).toContain('2026-02-28');
    expect(new Set(days.map((d) => d.day)).size).toBe(30);
  });

  it('adds up operations and statuses per date, statuses from 400 as errors', () => {
    const days = usageDays('2026-11-28', [
      { day: '2026-11-28', operation: 'getIdentity', status: 200, count: 3 },
      { day: '2026-11-28', operation: 'searchQuestions', status: 429, count: 2 },
      { day: '2026-11-27', operation: 'getIdentity', status: 401, count: 1 },
      { day: '2026-11-27', operation: 'getIdentity', status: 304, count: 4 },
      // Outside the 30 days (kept a day longer by the pruning): not shown.
      { day: '2026-10-29', operation: 'getIdentity', status: 200, count: 9 },
    ]);
    expect(days.at(-1)).toEqual({ day: '2026-11-28', requests: 5, errors: 2 });
    expect(days.at(-2)).toEqual({ day: '2026-11-27', requests: 5, errors: 1 });
    expect(days[0]).toEqual({ day: '2026-10-30', requests: 0, errors: 0 });
    expect(days.reduce((sum, d) => sum + d.requests, 0)).toBe(10);
  });
});
