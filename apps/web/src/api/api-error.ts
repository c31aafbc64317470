/** A field the server named in a 422 (`error.details`). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * An answer that was not a success, read from the spec's envelope
 * `{error: {code, message, details?}, requestId}`; an answer without one (a proxy's 502, a network
 * failure) gets a code of its own so that every failure can be shown the same way.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: readonly FieldError[] = [],
    readonly requestId: string | null = null,
    /** Seconds to wait before trying again (the Retry-After of a 429 or 503), when the answer gave them. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Status 0: the request never got an answer. */
export const NETWORK_ERROR_CODE = 'network_error';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope of a parsed error body, or null when the body is not one. */
export function errorFromBody(status: number, body: unknown): ApiError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, details } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const fields = Array.isArray(details)
    ? details.filter((d): d is FieldError => isRecord(d) && typeof d.path === 'string' && typeof d.message === 'string')
    : [];
  return new ApiError(status, code, message, fields, typeof body.requestId === 'string' ? body.requestId : null);
}

/** Retry-After in seconds; its HTTP-date form is read as the seconds until then. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Reads a failed response: the envelope when it carries one, otherwise the status alone. */
export async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: a proxy's or a server's page. The status still says what happened.
  }
  const error =
    errorFromBody(response.status, body) ??
    new ApiError(
      response.status,
      `http_${response.status}`,
      `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}. Try again in a moment.`,
    );
  const retryAfter = retryAfterOf(response.headers.get('retry-after'));
  return retryAfter === null ? error : new ApiError(error.status, error.code, error.message, error.details, error.requestId, retryAfter);
}

/** `about 3 minutes`, `45 seconds`: how long a Retry-After asks to wait, in words. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `about ${minutes} minutes`;
}

/** A fetch that threw: no answer at all (offline, the server down, the request refused by the browser). */
export const networkError = (): ApiError =>
  new ApiError(0, NETWORK_ERROR_CODE, 'The service could not be reached. Check your connection and try again.');

/** What to show a person for an error of any kind. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
