/**
 * Dates as the app shows them: in UTC, said so, since usage is counted by UTC day and a key's
 * expiry is one instant wherever its reader is.
 */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const count = new Intl.NumberFormat('en-GB');

export const formatDateTime = (iso: string | null | undefined, never = '—') => (iso ? `${dateTime.format(new Date(iso))} UTC` : never);
export const formatDate = (iso: string | null | undefined, never = '—') => (iso ? dateOnly.format(new Date(iso)) : never);
export const formatCount = (value: number) => count.format(value);

/** `1 question`, `2 questions`. */
export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

const PLAN_NAMES: Record<string, string> = { lite: 'Lite', pro: 'Pro', none: 'No plan' };
/** `lite` → `Lite`: a plan as the account page and the usage page name it. */
export const planName = (plan: string) => PLAN_NAMES[plan] ?? plan;
