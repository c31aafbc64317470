import { ServiceError } from '@pp/contracts';

const BEARER = /^Bearer +(\S+)$/i;

/**
 * The token of RFC 6750 bearer credentials, from the Authorization header only: never from the body,
 * the query string or a cookie. A browser session of the signed-in app is not authentication here
 * (the spec), so a request with only the app's session cookie is 401 missing_api_key.
 */
export function bearerTokenOf(header: string | string[] | undefined): string {
  if (header === undefined) throw new ServiceError('missing_api_key');
  const match = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
  if (!match) throw new ServiceError('invalid_api_key', 'The Authorization header must be `Bearer <API_KEY>`.');
  return match[1];
}
