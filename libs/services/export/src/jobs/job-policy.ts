import type { JobPolicy } from '@pp/platform';

/** How export jobs are retried and bounded (decision 0012). */
export const EXPORT_JOB_POLICY: JobPolicy = { attemptSeconds: 30, workSeconds: 25, retryLimit: 2, retryDelaySeconds: 2, pollSeconds: 1 };
