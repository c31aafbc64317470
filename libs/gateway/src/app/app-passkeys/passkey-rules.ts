/**
 * The rules of the app's passkeys (decision 0037), kept free of the database and of WebAuthn's
 * cryptography so they can be read and tested alone.
 */

/** How long a ceremony's challenge can be answered: long enough for a person at a prompt, short enough to be worthless later. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** The most passkeys one account keeps (the list stays short; a lost device's key is removed, not piled up). */
export const MAX_PASSKEYS = 20;

/** The name the browser shows for this relying party in its prompts. */
export const RELYING_PARTY_NAME = 'Practice-paper and marking service';

/**
 * The sign-in ceremony's cookie: a random id whose hash names the pending challenge. HttpOnly and
 * SameSite=Strict (only this app's own page posts the answer); `__Host-` over TLS like the session's.
 */
export const ceremonyCookieName = (secure: boolean): string => (secure ? '__Host-pp_passkey' : 'pp_passkey');

/** Where a ceremony runs: the WebAuthn relying party id (a host name) and the page origin the browser reports. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a ceremony may run at: the app's own (from APP_BASE_URL, or the address the server
 * answers at when unset). When that is a loopback address, the other loopback names on the same
 * port too (nobody else can serve them): browsers refuse an IP address as a relying party id, so a
 * passkey on `npm start` needs `http://localhost:PORT` whichever loopback name the base URL uses.
 */
export function passkeyOrigins(baseUrl: string): string[] {
  const base = new URL(baseUrl);
  if (!LOOPBACK_HOSTS.includes(base.hostname) || base.protocol !== 'http:') return [base.origin];
  const origins = LOOPBACK_HOSTS.map((host) => {
    const local = new URL(base.origin);
    local.hostname = host;
    return local.origin;
  });
  return [base.origin, ...origins.filter((origin) => origin !== base.origin)];
}

/**
 * The relying party of a ceremony asked for from `requestOrigin` (the request's Origin header): that
 * origin when it is one of the app's, else the app's own. The rpID is the origin's host name, so a
 * passkey belongs to the host the app is reached at, never to one a request merely claims.
 */
export function relyingPartyFor(baseUrl: string, requestOrigin: string | undefined): RelyingParty {
  const origins = passkeyOrigins(baseUrl);
  const origin = requestOrigin !== undefined && origins.includes(requestOrigin) ? requestOrigin : origins[0];
  return { rpID: new URL(origin).hostname, origin };
}

/** Whether a pending challenge may still be answered. It is taken (deleted) by the one verification that reads it, so it is used once at most. */
export function challengeUsable(challenge: { expiresAt: Date } | undefined, now: Date): challenge is { expiresAt: Date } {
  return challenge !== undefined && challenge.expiresAt.getTime() > now.getTime();
}

/** The name a new passkey is listed under: the one chosen, trimmed, or `Passkey N`. */
export function passkeyName(requested: string | undefined, existing: number): string {
  const name = requested?.trim().replace(/\s+/g, ' ') ?? '';
  return name || `Passkey ${existing + 1}`;
}

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** The transports an authenticator reported, kept to WebAuthn's known values (they are only hints for the browser later). */
export const knownTransports = (reported: readonly string[] | undefined): string[] =>
  [...new Set(reported ?? [])].filter((transport) => TRANSPORTS.has(transport));

/** The WebAuthn user handle of an account: its UUID's 16 bytes (nothing personal goes to the authenticator as an id). */
export const userHandleOf = (accountId: string): Uint8Array => Uint8Array.from(Buffer.from(accountId.replace(/-/g, ''), 'hex'));
