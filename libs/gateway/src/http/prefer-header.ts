/** The preferences of an RFC 7240 `Prefer` header that this API honours. */
export interface Preferences {
  /** `respond-async`: answer 202 at once rather than hold the request until the work is done. */
  respondAsync: boolean;
  /** `wait=<seconds>`: hold the request at most this long. Null when not given. */
  waitSeconds: number | null;
}

/**
 * Reads `respond-async` and `wait` from one or more Prefer headers. Preference names are
 * case-insensitive, values may be quoted, parameters after `;` are ignored, and anything not
 * understood is ignored, as RFC 7240 asks of a server. The first `wait` wins.
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const preferences: Preferences = { respondAsync: false, waitSeconds: null };
  for (const item of [header ?? []].flat().flatMap((value) => value.split(','))) {
    const [token = '', ...value] = item.split(';')[0].split('=');
    const name = token.trim().toLowerCase();
    if (name === 'respond-async') preferences.respondAsync = true;
    if (name === 'wait' && preferences.waitSeconds === null) {
      const seconds = value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1');
      if (/^\d{1,9}$/.test(seconds)) preferences.waitSeconds = Number(seconds);
    }
  }
  return preferences;
}
