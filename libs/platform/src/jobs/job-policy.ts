/** How a service's jobs are retried and bounded (decision 0012). */
export interface JobPolicy {
  /** Longest one attempt may run before pg-boss takes it back (its `expireInSeconds`). */
  attemptSeconds: number;
  /** Longest the work of an attempt (a render, a marking) may take: aborted then, early enough for the attempt to record why. */
  workSeconds: number;
  /** Retries after the first attempt (pg-boss `retryLimit`). */
  retryLimit: number;
  /** Base of the exponential backoff between attempts, in seconds (pg-boss `retryDelay` with `retryBackoff`). */
  retryDelaySeconds: number;
  /** How often an idle worker looks for a job (pg-boss `pollingIntervalSeconds`). */
  pollSeconds: number;
}

/**
 * Longest a job can take from POST to `ready` or `failed` while its workers stay alive: every attempt
 * runs to its limit, every backoff draws its longest wait (pg-boss waits `retryDelay * 2^n` at most
 * before retry n), and each attempt waits a whole poll to be picked up. A worker that dies adds its
 * lease (EXPORT_JOB_LEASE_SECONDS) on top, which no policy can rule out.
 */
export function worstCaseSeconds(policy: JobPolicy): number {
  const attempts = policy.retryLimit + 1;
  let backoff = 0;
  for (let retry = 1; retry <= policy.retryLimit; retry++) backoff += policy.retryDelaySeconds * 2 ** retry;
  return attempts * (policy.attemptSeconds + policy.pollSeconds) + backoff;
}
