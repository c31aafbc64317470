// One-process baseline for GET /v1/me and GET /v1/questions: plain Fastify + pg, no Nest, no
// passport, no TypeORM, no bus. It does the gateway's key check on every request (same parser, same
// SHA-256 + timingSafeEqual, same key-state rules, same error catalogue), and a search runs the
// question bank's own validation, SQL, sample pools and page encoding, against the same database as a stack, so a
// benchmark can show what the framework and the run mode add on top.
//
// Env: DATABASE_URL (required), PORT (0 = any free port), HOST (127.0.0.1), DB_POOL_SIZE (4, as the
// bench stacks).
// Prints one JSON line `{"listening":"http://127.0.0.1:<port>"}` on stdout when ready; SIGTERM/SIGINT stop it.
import Fastify from 'fastify';
import pg from 'pg';
import { hasCredentialInQuery, parseApiKey } from '../../dist/libs/gateway/src/auth/api-key-token.js';
import { KEY_RECORD_STATEMENT, verifyKeyRecord } from '../../dist/libs/gateway/src/auth/key-verification.js';
import { requestIdOf } from '../../dist/libs/gateway/src/http/request-id.js';
import { missingScopes } from '../../dist/libs/gateway/src/auth/scopes.guard.js';
import { SearchQuestionsQuerySchema, searchQueryProblems, ServiceError } from '../../dist/libs/contracts/src/index.js';
import { compileSchema } from '../../dist/libs/platform/src/validation/schema-validator.js';
import { POOL_CONNECTION_OPTIONS } from '../../dist/libs/platform/src/database/data-source.js';
import { buildSearchSql, searchResultJson } from '../../dist/libs/services/question-bank/src/search/search-sql.js';
import { SamplePools } from '../../dist/libs/services/question-bank/src/search/sample-pools.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('baseline-server: DATABASE_URL is required\n');
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 0);
const poolSize = Number(process.env.DB_POOL_SIZE ?? 4);

const pool = new pg.Pool({
  ...POOL_CONNECTION_OPTIONS,
  connectionString: databaseUrl,
  max: poolSize,
  application_name: 'pp-bench-baseline',
});

/** The gateway's key check (header parsing as its key guard, then ApiKeysService.authenticate's pieces). */
async function authenticate(header) {
  if (header === undefined) throw new ServiceError('missing_api_key');
  const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header.trim()) : null;
  if (!match) throw new ServiceError('invalid_api_key', 'The Authorization header must be `Bearer <API_KEY>`.');
  const parsed = parseApiKey(match[1]);
  if (!parsed) throw new ServiceError('invalid_api_key', 'The API key is malformed.');
  const verified = verifyKeyRecord(
    parsed.secret,
    (await pool.query({ ...KEY_RECORD_STATEMENT, values: [parsed.keyId] })).rows[0],
    new Date(),
  );
  return { account: { id: verified.accountId, name: verified.name }, keyId: parsed.keyId, scopes: verified.scopes };
}

const app = Fastify({ logger: false, genReqId: requestIdOf });

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
const searchQuery = compileSchema(SearchQuestionsQuerySchema, 'query', 'query');
const samplePools = new SamplePools(async (statement) => (await pool.query(statement)).rows);
app.get('/v1/questions', async (request, reply) => {
  if (hasCredentialInQuery(request.query)) throw new ServiceError('key_in_query_string');
  const principal = await authenticate(request.headers.authorization);
  if (missingScopes(['questions:read'], principal.scopes).length > 0) throw new ServiceError('insufficient_scope');
  const checked = searchQuery.check({ ...request.query });
  if (!checked.ok) throw ServiceError.validation(checked.errors);
  const problems = searchQueryProblems(checked.value);
  if (problems.length > 0) throw ServiceError.validation(problems);
  const rows = (await samplePools.sample(checked.value)) ?? (await pool.query(buildSearchSql(checked.value, principal.account.id))).rows;
  return reply.type('application/json; charset=utf-8').send(searchResultJson(rows, checked.value.limit, checked.value.random));
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
