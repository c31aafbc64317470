// One-process baseline for GET /v1/me: plain Fastify + pg, no Nest, no passport, no TypeORM, no bus.
// It does the gateway's key check on every request (same parser, same SHA-256 + timingSafeEqual,
// same key-state rules, same error catalogue) and answers the same JSON, against the same database
// as a stack, so a benchmark can show what the framework and the run mode add on top.
//
// Env: DATABASE_URL (required), PORT (0 = any free port), HOST (127.0.0.1), DB_POOL_SIZE (4, as the
// bench stacks), BASELINE_QUERIES (1: one join of identity.api_keys + identity.accounts; 2: key, then
// account, as the gateway's TypeORM repositories do).
// Prints one JSON line `{"listening":"http://127.0.0.1:<port>"}` on stdout when ready; SIGTERM/SIGINT stop it.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { fingerprintMatches, parseApiKey } from '../../dist/libs/gateway/src/auth/api-key-token.js';
import { keyState } from '../../dist/libs/gateway/src/identity/key-rules.js';
import { ServiceError } from '../../dist/libs/contracts/src/index.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('baseline-server: DATABASE_URL is required\n');
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 0);
const poolSize = Number(process.env.DB_POOL_SIZE ?? 4);
const queries = Number(process.env.BASELINE_QUERIES ?? 1);

const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, application_name: 'pp-bench-baseline' });

const JOINED = `SELECT k.id, k.account_id, k.scopes, k.fingerprint, k.expires_at, k.revoked_at,
  a.name, a.email_verified, a.plan, a.restricted
  FROM identity.api_keys k JOIN identity.accounts a ON a.id = k.account_id WHERE k.id = $1`;
const KEY_ONLY = 'SELECT id, account_id, scopes, fingerprint, expires_at, revoked_at FROM identity.api_keys WHERE id = $1';
const ACCOUNT_ONLY = 'SELECT id, name, email_verified, plan, restricted FROM identity.accounts WHERE id = $1';

/** The same credential-in-query refusal as the gateway's ApiKeyGuard (which runs before auth). */
const CREDENTIAL_QUERY_NAMES = new Set(['access_token', 'api_key', 'apikey', 'key', 'token', 'authorization']);
const hasCredentialInQuery = (query) =>
  !!query && typeof query === 'object' &&
  Object.entries(query).some(([name, value]) => CREDENTIAL_QUERY_NAMES.has(name.toLowerCase()) || [value].flat().some((v) => typeof v === 'string' && v.includes('ppk_')));

async function loadKey(keyId) {
  if (queries === 2) {
    const { rows } = await pool.query(KEY_ONLY, [keyId]);
    if (!rows[0]) return undefined;
    const account = (await pool.query(ACCOUNT_ONLY, [rows[0].account_id])).rows[0];
    return { ...rows[0], ...account, id: rows[0].id };
  }
  return (await pool.query(JOINED, [keyId])).rows[0];
}

/** ApiKeysService.authenticate, step for step (401 key, 401 unverified, 402 plan, 403 restricted). */
async function authenticate(header) {
  if (header === undefined) throw new ServiceError('missing_api_key');
  const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header.trim()) : null;
  if (!match) throw new ServiceError('invalid_api_key', 'The Authorization header must be `Bearer <API_KEY>`.');
  const parsed = parseApiKey(match[1]);
  if (!parsed) throw new ServiceError('invalid_api_key', 'The API key is malformed.');
  const row = await loadKey(parsed.keyId);
  if (!row || !fingerprintMatches(parsed.secret, row.fingerprint)) throw new ServiceError('invalid_api_key');
  const state = keyState({ expiresAt: row.expires_at, revokedAt: row.revoked_at }, new Date());
  if (state === 'revoked') throw new ServiceError('revoked_api_key');
  if (state === 'expired') throw new ServiceError('expired_api_key');
  if (!row.email_verified) throw new ServiceError('account_unverified');
  if (row.plan === 'none') throw new ServiceError('plan_required');
  if (row.restricted) throw new ServiceError('account_restricted');
  return { account: { id: row.account_id, name: row.name }, keyId: row.id, scopes: row.scopes };
}

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const app = Fastify({
  logger: false,
  genReqId: (req) => {
    const supplied = req.headers['x-request-id'];
    return typeof supplied === 'string' && CLIENT_REQUEST_ID.test(supplied) ? supplied : randomUUID();
  },
});

app.addHook('onRequest', async (request, reply) => {
  reply.header('x-request-id', request.id);
});
app.setErrorHandler((error, request, reply) => {
  const serviceError = error instanceof ServiceError ? error : new ServiceError('internal_error');
  if (serviceError.code === 'internal_error') process.stderr.write(`baseline-server: ${error?.stack ?? error}\n`);
  const { retryAfter: _r, ...body } = serviceError.toData();
  void reply.status(serviceError.status).type('application/json').send({ error: body, requestId: request.id });
});

app.get('/v1/me', async (request) => {
  if (hasCredentialInQuery(request.query)) throw new ServiceError('key_in_query_string');
  const principal = await authenticate(request.headers.authorization);
  return { user: { id: principal.account.id, name: principal.account.name }, key: { id: principal.keyId, scopes: principal.scopes } };
});
app.get('/health/live', async () => ({ status: 'ok' }));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close().catch(() => undefined);
  await pool.end().catch(() => undefined);
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// Never outlive the benchmark that started it.
process.on('disconnect', stop);

await pool.query('SELECT 1 FROM identity.api_keys LIMIT 1');
const address = await app.listen({ host, port });
process.stdout.write(`${JSON.stringify({ listening: address })}\n`);
