import { timingSafeEqual } from 'node:crypto';

/** The request headers that say where a browser request comes from. */
export interface OriginHeaders {
  origin?: string;
  'sec-fetch-site'?: string;
  host?: string;
}

/**
 * Whether a browser sent this request from another site: `Sec-Fetch-Site` other than same-origin or
 * none (typed by the user), or an `Origin` that is neither this server's host nor the app's configured
 * origin. A request with neither header is not a browser's cross-site one (curl, scripts) and passes:
 * the session guard's CSRF token still applies to every change made with a session.
 */
export function isCrossSite(headers: OriginHeaders, appOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === appOrigin) return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true; // `null` (a sandboxed frame, a redirect across sites) or something else unparseable
  }
}

/** Compares the CSRF header with the session's token in constant time. */
export function csrfTokenMatches(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Methods that change nothing: no CSRF token and no origin check. */
export const isSafeMethod = (method: string): boolean => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
