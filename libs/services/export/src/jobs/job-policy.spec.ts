import { EXPORT_DEADLINE_SECONDS } from '@pp/contracts';
import { ExportConfigSchema } from '../export.config.js';
import { EXPORT_JOB_POLICY, worstCaseSeconds } from './job-policy.js';

describe('the export job policy', () => {
  it('adds up every attempt at its limit, the longest backoffs and a poll before each attempt', () => {
    // 3 attempts × (30 + 1) s, then backoffs of at most 2·2 and 2·4 s.
    expect(worstCaseSeconds({ attemptSeconds: 30, renderSeconds: 25, retryLimit: 2, retryDelaySeconds: 2, pollSeconds: 1 })).toBe(93 + 4 + 8);
    expect(worstCaseSeconds({ attemptSeconds: 10, renderSeconds: 8, retryLimit: 0, retryDelaySeconds: 5, pollSeconds: 2 })).toBe(12);
  });

  it("fits the spec's limit on PDF preparation while workers stay alive", () => {
    expect(worstCaseSeconds(EXPORT_JOB_POLICY)).toBeLessThanOrEqual(EXPORT_DEADLINE_SECONDS);
  });

  it('aborts a render early enough for its attempt to record why, and lets the test hook wait well within it', () => {
    expect(EXPORT_JOB_POLICY.attemptSeconds - EXPORT_JOB_POLICY.renderSeconds).toBeGreaterThanOrEqual(5);
    expect(ExportConfigSchema.properties.EXPORT_RENDER_DELAY_MS.maximum).toBeLessThan(EXPORT_JOB_POLICY.renderSeconds * 1000);
  });
});
