import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The session cookie's name: with the `__Host-` prefix when the app is served over TLS (the browser
 * then insists on Secure, Path=/ and no Domain, so no sibling host can set or shadow it). A browser
 * refuses a `__Host-` cookie over plain HTTP, so `npm start` on localhost uses the plain name.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-pp_session' : 'pp_session');

/**
 * The attributes: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site posts), Path=/,
 * no Domain, Secure over TLS; it lasts no longer than the session's absolute limit.
 */
export function sessionCookieOptions(secure: boolean, maxAgeMs: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: Math.floor(maxAgeMs / 1000) };
}

/** The options that remove it (same name, path and security, expired). */
export function clearedCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0, expires: new Date(0) };
}
