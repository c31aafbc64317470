import { type Plan, PLAN_MONTHLY_CREDITS } from '@pp/contracts';

export type CreditBucket = 'included' | 'purchased';

/** The UTC calendar month of a moment, `YYYY-MM`: included credits belong to it. */
export const periodOf = (at: Date): string => at.toISOString().slice(0, 7);

/** When the month of `at` ends (UTC), and its included credits lapse. */
export const periodEndOf = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

export const monthlyAllowance = (plan: Plan): number => PLAN_MONTHLY_CREDITS[plan];

/** How `count` credits are taken: included ones of the month first, then purchased; null when there are too few. */
export function splitTake(count: number, includedRemaining: number, purchased: number): Record<CreditBucket, number> | null {
  const included = Math.min(count, Math.max(0, includedRemaining));
  const rest = count - included;
  return rest <= purchased ? { included, purchased: rest } : null;
}

/**
 * Where a credit given back goes: to the month it was taken from while that month lasts; after it, a
 * lapsed included credit would be lost, so it comes back as a purchased one.
 */
export function giveBackBucket(
  taken: { bucket: CreditBucket; period: string | null },
  at: Date,
): { bucket: CreditBucket; period: string | null } {
  return taken.bucket === 'included' && taken.period === periodOf(at) ? taken : { bucket: 'purchased', period: null };
}
