import { byOperationAndStatus, chartDataOf, totalsOf, utcDaysEndingWith, zeroFilledDays } from './usage-data';

describe('usage data for the chart and the table', () => {
  it('lists 30 UTC dates oldest first, across a month and a year end', () => {
    const days = utcDaysEndingWith('2027-01-05');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-12-07');
    expect(days.at(-1)).toBe('2027-01-05');
    expect(utcDaysEndingWith('2024-03-01', 2)).toEqual(['2024-02-29', '2024-03-01']);
  });

  it('fills the days the API left out with zeros, ending with its newest day', () => {
    const filled = zeroFilledDays(
      [
        { day: '2026-11-28', requests: 5, errors: 1 },
        { day: '2026-11-20', requests: 2, errors: 0 },
      ],
      new Date('2026-12-31T12:00:00Z'),
    );
    expect(filled).toHaveLength(30);
    expect(filled[0]).toEqual({ day: '2026-10-30', requests: 0, errors: 0 });
    expect(filled.find((d) => d.day === '2026-11-20')).toEqual({ day: '2026-11-20', requests: 2, errors: 0 });
    expect(filled.at(-1)).toEqual({ day: '2026-11-28', requests: 5, errors: 1 });
  });

  it('ends with today (UTC) when the API sent no day', () => {
    const filled = zeroFilledDays([], new Date('2026-11-28T23:59:59+00:00'));
    expect(filled.at(-1)).toEqual({ day: '2026-11-28', requests: 0, errors: 0 });
    expect(filled.every((d) => d.requests === 0 && d.errors === 0)).toBe(true);
  });

  it('gives uPlot seconds at UTC midnight, with the requests and errors aligned', () => {
    const [xs, requests, errors] = chartDataOf([
      { day: '2026-11-27', requests: 3, errors: 1 },
      { day: '2026-11-28', requests: 4, errors: 0 },
    ]);
    expect(xs).toEqual([Date.UTC(2026, 10, 27) / 1000, Date.UTC(2026, 10, 28) / 1000]);
    expect(requests).toEqual([3, 4]);
    expect(errors).toEqual([1, 0]);
    expect(
      totalsOf([
        { day: 'x', requests: 3, errors: 1 },
        { day: 'y', requests: 4, errors: 2 },
      ]),
    ).toEqual({ requests: 7, errors: 3 });
  });

  it('sums the breakdown over the days by operation and status, the most counted first', () => {
    expect(
      byOperationAndStatus([
        { day: '2026-11-28', operation: 'getMe', status: 200, count: 2 },
        { day: '2026-11-27', operation: 'getMe', status: 200, count: 3 },
        { day: '2026-11-27', operation: 'getMe', status: 401, count: 1 },
        { day: '2026-11-26', operation: 'searchQuestions', status: 200, count: 5 },
      ]),
    ).toEqual([
      { operation: 'getMe', status: 200, count: 5 },
      { operation: 'searchQuestions', status: 200, count: 5 },
      { operation: 'getMe', status: 401, count: 1 },
    ]);
  });
});
