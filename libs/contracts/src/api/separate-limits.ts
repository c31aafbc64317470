/**
 * The spec's separate limits ("Separate limits also apply to uploads, saved papers, PDF preparation
 * and automated marking"): which operations each one counts, and the words and fields the documents
 * publish. The one table the gateway's rate-limit guard, the paper service's count and both documents
 * read; the values are the server's configuration, these defaults unless overridden (decision 0028).
 * Every separate limit is per account: a key adds no allowance.
 */

/** Admissions per account in a UTC minute and in a UTC day. */
export interface SeparateRateLimit {
  perMinute: number;
  perDay: number;
}

export interface SeparateLimits {
  uploads: SeparateRateLimit;
  pdfPreparations: SeparateRateLimit;
  marking: SeparateRateLimit;
  /** Papers an account may hold: a count, not a rate. */
  savedPapers: number;
}

export type SeparateRateLimitName = 'uploads' | 'pdfPreparations' | 'marking';

/**
 * Each per-minute value is below the general 40 writes a minute of an account, so it can be reached;
 * the reasons for each value are in decision 0028.
 */
export const DEFAULT_SEPARATE_LIMITS: SeparateLimits = {
  uploads: { perMinute: 15, perDay: 1_000 },
  pdfPreparations: { perMinute: 10, perDay: 200 },
  marking: { perMinute: 30, perDay: 300 },
  savedPapers: 1_000,
};

interface SeparateRateLimitRule {
  /** The minute window's name in RateLimit-Policy and RateLimit; the day's is `<policy>-daily`. */
  policy: string;
  /** What one admission is, in the plural, for the documents and the 429 message. */
  counted: string;
  operationIds: readonly string[];
}

export const SEPARATE_RATE_LIMIT_RULES: Record<SeparateRateLimitName, SeparateRateLimitRule> = {
  uploads: { policy: 'uploads', counted: 'file uploads', operationIds: ['uploadMarkingAsset', 'uploadImportAsset'] },
  pdfPreparations: { policy: 'pdf-preparations', counted: 'PDF preparations', operationIds: ['preparePaperExports'] },
  marking: {
    policy: 'marking',
    counted: 'automated marking requests',
    operationIds: ['requestMarkingQuestion', 'startMarking'],
  },
};

/** The saved-papers count: its name in RateLimit-Policy and RateLimit, and the one operation that adds to it. */
export const SAVED_PAPERS_POLICY = 'saved-papers';
export const SAVED_PAPERS_OPERATION_ID = 'createPaper';
/**
 * Retry-After of a 429 saved_papers_limit. Waiting frees no room (papers are removed, or the limit
 * raised, outside this API), so a client that honours Retry-After tries again a day later, not in a loop.
 */
export const SAVED_PAPERS_RETRY_AFTER_SECONDS = 86_400;

/** One window of a separate rate limit as an operation meets it. */
export interface SeparateRatePolicy {
  /** `uploads`, `uploads-daily`, ...: the name in RateLimit-Policy and RateLimit. */
  policy: string;
  window: 'minute' | 'day';
  /** Admissions per account in the window. */
  quota: number;
  counted: string;
}

export function separateRateLimitOf(operationId: string): SeparateRateLimitName | undefined {
  return (Object.keys(SEPARATE_RATE_LIMIT_RULES) as SeparateRateLimitName[]).find((name) =>
    SEPARATE_RATE_LIMIT_RULES[name].operationIds.includes(operationId),
  );
}

/** The windows an operation's request is also counted in, minute first; none for most operations. */
export function separateRatePolicies(operationId: string, limits: SeparateLimits): SeparateRatePolicy[] {
  const name = separateRateLimitOf(operationId);
  if (!name) return [];
  const { policy, counted } = SEPARATE_RATE_LIMIT_RULES[name];
  return [
    { policy, window: 'minute', quota: limits[name].perMinute, counted },
    { policy: `${policy}-daily`, window: 'day', quota: limits[name].perDay, counted },
  ];
}

const count = (n: number) => n.toLocaleString('en-US');

/** The limits in one line each, for the guide's LIMITS section and the OpenAPI description. */
export function separateLimitLines(limits: SeparateLimits): string[] {
  const rates = (Object.keys(SEPARATE_RATE_LIMIT_RULES) as SeparateRateLimitName[]).map((name) => {
    const { counted, operationIds, policy } = SEPARATE_RATE_LIMIT_RULES[name];
    return `${counted[0].toUpperCase()}${counted.slice(1)} (${operationIds.join(', ')}): ${count(limits[name].perMinute)} a UTC minute ("${policy}") and ${count(limits[name].perDay)} a UTC day ("${policy}-daily") per account.`;
  });
  return [
    ...rates,
    `Saved papers: an account holds at most ${count(limits.savedPapers)} ("${SAVED_PAPERS_POLICY}"); a createPaper beyond it is 429 saved_papers_limit with Retry-After: ${SAVED_PAPERS_RETRY_AFTER_SECONDS} (waiting frees no room).`,
    'A separate rate limit counts only requests the general limits admit, and a request any limit refuses (429) consumes nothing. Each has its own entry in RateLimit-Policy and RateLimit on the operations it counts.',
  ];
}

/** The sentence an operation's documents add about its separate limit, if it has one. */
export function separateLimitSentence(operationId: string, limits: SeparateLimits): string | undefined {
  if (operationId === SAVED_PAPERS_OPERATION_ID) {
    return `Separate limit: an account holds at most ${count(limits.savedPapers)} saved papers. A create beyond it is 429 saved_papers_limit with Retry-After: ${SAVED_PAPERS_RETRY_AFTER_SECONDS} and RateLimit "${SAVED_PAPERS_POLICY}";r=0 (waiting frees no room); a retried create of a paper already saved still answers 201.`;
  }
  const [minute, day] = separateRatePolicies(operationId, limits);
  if (!minute) return undefined;
  const others = SEPARATE_RATE_LIMIT_RULES[separateRateLimitOf(operationId)!].operationIds.filter((id) => id !== operationId);
  return `Separate limit: ${count(minute.quota)} ${minute.counted} a UTC minute and ${count(day.quota)} a UTC day per account${others.length ? `, counted together with ${others.join(', ')}` : ''}; beyond it 429 rate_limited with Retry-After, and RateLimit-Policy / RateLimit entries "${minute.policy}" and "${day.policy}".`;
}
