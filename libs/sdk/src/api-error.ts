/** The interface's error envelope, as thrown by the SDK's helpers and by `unwrap`. */
export class PracticePaperApiError extends Error {
  override readonly name = 'PracticePaperApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    /** The server's own message (`message` is `<status> <code>: <serverMessage>`). */
    readonly serverMessage: string,
    /** Field errors of a 422, and other detail the server sent. */
    readonly details: unknown,
    readonly requestId: string | null,
    /** Seconds, from a 429's or 503's Retry-After. */
    readonly retryAfter: number | null,
    /** Every scope the operation needs, on a 403 insufficient_scope. */
    readonly requiredScopes: string[] | null = null,
  ) {
    super(`${status} ${code}: ${serverMessage}`);
  }

  /** From a response the server answered with an error. */
  static from(response: Response, body: unknown): PracticePaperApiError {
    const error = (body as { error?: { code?: string; message?: string; details?: unknown; requiredScopes?: string[] } } | undefined)
      ?.error;
    const retryAfter = response.headers.get('retry-after');
    return new PracticePaperApiError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.message ?? response.statusText,
      error?.details ?? null,
      response.headers.get('x-request-id'),
      retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : null,
      error?.requiredScopes ?? null,
    );
  }
}

/** openapi-fetch's answer: its data, or the error thrown as a PracticePaperApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) throw PracticePaperApiError.from(result.response, result.error);
  return result.data as T;
}
