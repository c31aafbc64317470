import { worstCaseSeconds } from './job-policy.js';

describe('worstCaseSeconds', () => {
  it('adds up every attempt at its limit, the longest backoffs and a poll before each attempt', () => {
    // 3 attempts × (30 + 1) s, then backoffs of at most 2·2 and 2·4 s.
    expect(worstCaseSeconds({ attemptSeconds: 30, workSeconds: 25, retryLimit: 2, retryDelaySeconds: 2, pollSeconds: 1 })).toBe(93 + 4 + 8);
    expect(worstCaseSeconds({ attemptSeconds: 10, workSeconds: 8, retryLimit: 0, retryDelaySeconds: 5, pollSeconds: 2 })).toBe(12);
  });
});
