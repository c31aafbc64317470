import { type AppPlan, SEPARATE_RATE_LIMIT_RULES, type SeparateLimits, type SeparateRateLimitName } from '@pp/contracts';
import { MAX_ACTIVE_KEYS } from '../../identity/key-rules.js';
import { RATE_LIMITS } from '../../limits/rate-limit-rules.js';

const count = (n: number) => n.toLocaleString('en-US');
const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

/** The limits a plan's keys meet, in words: the spec's general limits and the separate limits this server enforces. */
export function planLimits(separate: SeparateLimits): AppPlan['limits'] {
  const general = [
    {
      name: 'Requests a minute',
      value: `${count(RATE_LIMITS.requests.perKey)} a key, ${count(RATE_LIMITS.requests.perAccount)} the account`,
    },
    {
      name: 'Accepted requests a UTC day',
      value: `${count(RATE_LIMITS.daily.perKey)} a key, ${count(RATE_LIMITS.daily.perAccount)} the account`,
    },
    { name: 'Writes a minute', value: `${count(RATE_LIMITS.writes.perKey)} a key, ${count(RATE_LIMITS.writes.perAccount)} the account` },
  ];
  const rates = (Object.keys(SEPARATE_RATE_LIMIT_RULES) as SeparateRateLimitName[]).map((name) => ({
    name: capitalised(SEPARATE_RATE_LIMIT_RULES[name].counted),
    value: `${count(separate[name].perMinute)} a minute, ${count(separate[name].perDay)} a UTC day (the account)`,
  }));
  return [
    ...general,
    ...rates,
    { name: 'Saved papers', value: `${count(separate.savedPapers)} held at once` },
    { name: 'Active keys', value: `${MAX_ACTIVE_KEYS} at once` },
  ];
}
