import { ERROR_CATALOGUE } from '../errors/error-catalogue.js';
import { SCOPE_DESCRIPTIONS } from '../auth/scopes.js';
import type { ApiOperation } from './api-operation.js';
import { descriptionOf, errorCodesOf } from './openapi-document.js';
import { API_DESCRIPTION, API_TITLE, API_VERSION } from './api-info.js';
import { DEFAULT_SEPARATE_LIMITS, type SeparateLimits, separateLimitLines } from './separate-limits.js';

const GENERAL_SECTIONS: Array<[string, string[]]> = [
  [
    'AUTHENTICATION',
    [
      'Send Authorization: Bearer <API_KEY> on every request, including file downloads.',
      'Keys are made in the signed-in app (or by an operator with the admin CLI), shown once, and stored only as a fingerprint.',
      'A first key: open /app on this server, sign up with your email and a password, open the confirmation link mailed to you (a server with no mail server configured writes each message under its DATA_DIR/mail and prints the link in its log), sign in, and create a key on the Keys page: name it, tick its scopes, choose 30 days, 90 days or one year. Copy it then: it is not shown again.',
      'The app signs in with a browser session; this API never takes that session, only a key.',
      'A key in the query string is refused with 400 key_in_query_string: replace that key, it has been exposed.',
      '401: the key is missing, malformed, unknown, expired or revoked, or the account email is not verified.',
      '402 plan_required: the account needs a current Lite or Pro developer plan.',
      '403 account_restricted: the account is restricted. 403 insufficient_scope: error.requiredScopes lists every scope the operation needs (the same list as its x-required-scopes), and the message names those the key lacks.',
    ],
  ],
  [
    'ERRORS',
    [
      'Every error is JSON: {"error":{"code","message","requiredScopes"?,"details"?},"requestId"}.',
      'requestId equals the X-Request-Id header, which every response carries. You may send your own X-Request-Id (1-128 of A-Z a-z 0-9 . _ : -).',
      '422 validation_failed lists each field to correct in error.details as [{"path","message"}].',
      '429 and 503 carry an integer Retry-After (seconds). Back off exponentially, honour Retry-After, keep the same operation ids.',
    ],
  ],
  [
    'LIMITS',
    [
      'Per key / per account: 120 / 300 requests a minute, 10,000 / 20,000 accepted requests a UTC day, 20 / 40 writes (POST, PATCH, PUT, DELETE) a minute.',
      'Counters are shared by every server. A request refused by a scope or validation check still counts; a 429 does not.',
      'Keyed responses carry X-RateLimit-Remaining and X-RateLimit-Daily-Remaining (the lower of key and account), and the IETF draft RateLimit-Policy and RateLimit fields.',
      'JSON bodies: 1 MiB unless an operation says otherwise (413 payload_too_large). Other content types: 415 unsupported_media_type.',
    ],
  ],
  [
    'IDEMPOTENCY',
    [
      'Operations marked "Idempotency-Key header: required" take a unique key per attempt (1-255 printable ASCII, no spaces); without it: 400 idempotency_key_required.',
      'A retry with the same key and body returns the original result, even after a crash; the same key with another body or operation is 409 idempotency_key_reused. Keys are kept 48 hours per account.',
      'Reads, identical creations and export preparation may be retried with bounded exponential backoff that honours Retry-After (429, 503).',
    ],
  ],
  ['VERSIONING', ['Routes live under /v1. Tolerate additional response fields. Request bodies are strict.']],
];

function authLine(operation: ApiOperation): string {
  if (operation.auth === 'public') return 'no key needed';
  return operation.auth.length === 0 ? 'any active key' : operation.auth.join(' + ');
}

/** A general section's lines: LIMITS ends with the separate limits this server enforces. */
const sectionLines = (title: string, body: string[], limits: SeparateLimits): string[] =>
  title === 'LIMITS' ? [...body, 'Separate limits, beside these:', ...separateLimitLines(limits).map((line) => `  ${line}`)] : body;

/**
 * The plain-text guide served at `/v1/guide.txt`, written from the same operations as the OpenAPI
 * document, with the separate limits this server enforces (its configuration; the defaults otherwise).
 */
export function buildGuideText(operations: readonly ApiOperation[], limits: SeparateLimits = DEFAULT_SEPARATE_LIMITS): string {
  const lines: string[] = [`${API_TITLE} - API guide (version ${API_VERSION})`, '', API_DESCRIPTION.replaceAll('`', ''), ''];
  for (const [title, body] of GENERAL_SECTIONS) lines.push(title, ...sectionLines(title, body, limits).map((l) => `  ${l}`), '');
  lines.push('SCOPES', ...Object.entries(SCOPE_DESCRIPTIONS).map(([scope, text]) => `  ${scope.padEnd(16)} ${text}`), '');
  lines.push('OPERATIONS');
  for (const operation of operations) {
    lines.push('', `  ${operation.method} /v1${operation.path}   (${operation.operationId})`, `    ${operation.summary}.`);
    const description = descriptionOf(operation, limits);
    if (description) lines.push(`    ${description.replaceAll('`', '')}`);
    lines.push(`    Key: ${authLine(operation)}`);
    if (operation.idempotencyKey) lines.push('    Idempotency-Key header: required');
    for (const header of operation.headers ?? [])
      lines.push(`    ${header.name} header (optional): ${header.description.replaceAll('`', '')}`);
    lines.push(`    Success: ${operation.responses.map((r) => `${r.status} ${r.description}`).join('; ')}`);
    lines.push(
      `    Errors: ${errorCodesOf(operation)
        .map((c) => `${ERROR_CATALOGUE[c].status} ${c}`)
        .join(', ')}`,
    );
    if (operation.body && 'example' in operation.body && operation.body.example !== undefined) {
      lines.push(
        '    Example body:',
        ...JSON.stringify(operation.body.example, null, 2)
          .split('\n')
          .map((line) => `      ${line}`),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
