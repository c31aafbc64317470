/**
 * Every error code the API answers with, and its HTTP status. Services throw a ServiceError with one
 * of these codes; it crosses the bus as data and the gateway renders the spec's envelope from it.
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, message: 'The request could not be completed.' },
  malformed_json: { status: 400, message: 'The body is not valid JSON.' },
  key_in_query_string: {
    status: 400,
    message: 'API keys are never accepted in the query string. Send Authorization: Bearer <key> and replace the exposed key.',
  },
  idempotency_key_required: { status: 400, message: 'This operation needs an Idempotency-Key header.' },
  missing_api_key: { status: 401, message: 'Send Authorization: Bearer <API_KEY>.' },
  invalid_api_key: { status: 401, message: 'The API key is not valid.' },
  expired_api_key: { status: 401, message: 'The API key has expired.' },
  revoked_api_key: { status: 401, message: 'The API key has been revoked.' },
  account_unverified: { status: 401, message: 'The account email is not verified.' },
  plan_required: { status: 402, message: 'A current Lite or Pro developer plan is required.' },
  insufficient_credits: { status: 402, message: 'The account has too few marking credits.' },
  insufficient_scope: { status: 403, message: 'The API key lacks a required scope.' },
  account_restricted: { status: 403, message: 'The account is restricted.' },
  not_found: { status: 404, message: 'The resource does not exist.' },
  stale_revision: { status: 409, message: 'The revision is not the current one. Read the resource and retry.' },
  idempotency_key_reused: { status: 409, message: 'The Idempotency-Key was used with a different request.' },
  idempotency_request_in_progress: { status: 409, message: 'A request with this Idempotency-Key is still in progress.' },
  id_reused: { status: 409, message: 'The id already names a resource with different content.' },
  exports_not_ready: { status: 409, message: 'The exports of this revision are not ready. POST its exports and poll until ready.' },
  not_exportable: { status: 409, message: 'This revision cannot be exported: a pinned question is no longer available.' },
  import_completed: {
    status: 409,
    message: 'This import is completed and immutable: the identical payload returns the same result; create a new import to replace it.',
  },
  session_immutable: { status: 409, message: 'A completed import is immutable: create a new import to replace it.' },
  nothing_to_start: { status: 409, message: 'No question of this session is waiting to be marked.' },
  not_cancellable: { status: 409, message: 'Only a queued or running question can be cancelled.' },
  not_reviewable: { status: 409, message: 'Only a completed or needs_review result can be reviewed.' },
  conflict: { status: 409, message: 'The request conflicts with the current state of the resource.' },
  payload_too_large: { status: 413, message: 'The payload is too large.' },
  session_size_exceeded: { status: 413, message: 'The session would hold more than 300 MiB of files.' },
  unsupported_media_type: { status: 415, message: 'The Content-Type is not accepted here.' },
  validation_failed: { status: 422, message: 'Some fields are invalid. See error.details.' },
  session_questions_exceeded: { status: 422, message: 'The session already holds the most questions it may (24).' },
  session_files_exceeded: { status: 422, message: 'The session already holds the most files it may.' },
  empty_file: { status: 422, message: 'The file is empty.' },
  file_corrupt: { status: 422, message: 'The file is corrupt or unreadable.' },
  file_encrypted: { status: 422, message: 'The PDF is password-protected.' },
  too_many_pages: { status: 422, message: 'The PDF has more than 80 pages.' },
  image_too_large: { status: 422, message: 'The image claims more pixels than a scan can have.' },
  rate_limited: { status: 429, message: 'Too many requests. Wait for Retry-After seconds.' },
  saved_papers_limit: {
    status: 429,
    message: 'The account already holds the most saved papers it may, so no new paper is saved. Waiting frees no room.',
  },
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
  export_failed: {
    status: 503,
    message: 'Preparing the PDFs failed after retries. POST the exports again after Retry-After seconds to start over.',
  },
  service_unavailable: { status: 503, message: 'The service is unavailable. Back off and retry with the same operation ids.' },
  // The signed-in app's own codes (`/app/api` only, decision 0033): never answered by `/v1`, never in its documents.
  not_signed_in: { status: 401, message: 'Sign in first: this needs a session of the signed-in app.' },
  invalid_credentials: { status: 401, message: 'The email or password is not right.' },
  api_key_not_accepted: {
    status: 401,
    message: 'The app API takes the session cookie only, never an API key: send keys to /v1 and leave the Authorization header off here.',
  },
  csrf_token_invalid: {
    status: 403,
    message: 'The X-CSRF-Token header is missing or does not match the session. Read GET /app/api/session.',
  },
  cross_site_request: { status: 403, message: 'A change requested from another site is refused.' },
  invalid_link: { status: 400, message: 'The link is not valid: it was used, has expired or was never sent. Ask for a new one.' },
  sign_in_locked: { status: 429, message: 'Too many failed sign-ins. Wait Retry-After seconds before trying again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
