import { EXPORT_DEADLINE_SECONDS } from '@pp/contracts';
import { ExportConfigSchema } from '../export.config.js';
import { worstCaseSeconds } from '@pp/platform';
import { EXPORT_JOB_POLICY } from './job-policy.js';

describe('the export job policy', () => {
  it("fits the spec's limit on PDF preparation while workers stay alive", () => {
    expect(worstCaseSeconds(EXPORT_JOB_POLICY)).toBeLessThanOrEqual(EXPORT_DEADLINE_SECONDS);
  });

  it('aborts a render early enough for its attempt to record why, and lets the test hook wait well within it', () => {
    expect(EXPORT_JOB_POLICY.attemptSeconds - EXPORT_JOB_POLICY.workSeconds).toBeGreaterThanOrEqual(5);
    expect(ExportConfigSchema.properties.EXPORT_RENDER_DELAY_MS.maximum).toBeLessThan(EXPORT_JOB_POLICY.workSeconds * 1000);
  });
});
