import { DEFAULT_SEPARATE_LIMITS } from '@pp/contracts';
import { planLimits } from './plan-limits.js';

describe('the plan page’s limits', () => {
  it('lists the spec’s general limits and the separate limits this server enforces', () => {
    expect(planLimits({ ...DEFAULT_SEPARATE_LIMITS, uploads: { perMinute: 2, perDay: 3 } })).toEqual([
      { name: 'Requests a minute', value: '120 a key, 300 the account' },
      { name: 'Accepted requests a UTC day', value: '10,000 a key, 20,000 the account' },
      { name: 'Writes a minute', value: '20 a key, 40 the account' },
      { name: 'File uploads', value: '2 a minute, 3 a UTC day (the account)' },
      { name: 'PDF preparations', value: '10 a minute, 200 a UTC day (the account)' },
      { name: 'Automated marking requests', value: '30 a minute, 300 a UTC day (the account)' },
      { name: 'Saved papers', value: '1,000 held at once' },
      { name: 'Active keys', value: '20 at once' },
    ]);
  });
});
