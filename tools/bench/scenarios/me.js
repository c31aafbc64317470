// GET /v1/me: the key check alone (parse, one key + account read, SHA-256, constant-time compare,
// state/plan checks), the cheapest authenticated call, in every run mode.
//
// Targets:
//   distributed  the gateway + six services as seven processes on a fresh database of the local
//                Postgres (127.0.0.1:5432) and a NATS namespace of their own
//   embedded     the standalone app (one process, in-process bus, embedded Postgres 18)
//   baseline     tools/bench/baseline-server.js: Fastify + pg in one process, no Nest, no NATS, the same
//                check against the distributed stack's database (the same Postgres server and key)
// BENCH_BASELINE_DB=embedded points the baseline at the embedded database instead; =both adds a
// second baseline ("baseline-embedded-db") and compares the embedded mode with it.
// BENCH_ME_BEFORE=<dir> adds "distributed-before": the distributed mode of another built checkout
// (e.g. `git archive <commit> | tar -x -C <dir>`, node_modules linked, `node tools/build.js` there),
// on a database of its own, so a change is measured against its base in the same run.
// DB pools: 4 connections everywhere (the embedded mode's fixed size and the test stacks' DB_POOL_SIZE).
// Rate limits are off (RATE_LIMITS=off: 120 requests a minute per key would make every run a test of
// 429s); with them on, each request also runs identity.admit_request, a counter upsert.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import {
  createAccountWithKeyByCli,
  createTestDatabase,
  startDistributedTestStack,
  startEmbeddedStack,
  uniqueNamespace,
} from '../../../dist/libs/testing/src/index.js';
import { startBaselineServer } from '../lib/baseline.js';
import { deleteNatsNamespace, scenarioCleanup } from '../lib/cleanup.js';

export const name = 'me';
export const description = 'GET /v1/me (key check only): distributed vs embedded vs a one-process Fastify+pg baseline';

const POOL_SIZE = '4';
const STACK_ENV = { RATE_LIMITS: 'off' };

export async function setup(context = {}) {
  const { log, cleanup, teardown } = scenarioCleanup(context);
  const baselineDb = process.env.BENCH_BASELINE_DB ?? 'distributed';
  if (!['distributed', 'embedded', 'both'].includes(baselineDb)) throw new Error('BENCH_BASELINE_DB must be distributed, embedded or both');

  try {
    log('me: starting the distributed stack (7 processes) and the embedded stack...');
    // The database, bus namespace and data directory are made here rather than by the stack helpers,
    // so they are removed even when a stack fails to start (or Ctrl-C stops it while starting).
    const database = await createTestDatabase('pp_bench');
    cleanup.add('bench database', async () => {
      await database.drop();
      log(`me: database ${database.name} dropped`);
    });
    const namespace = uniqueNamespace('bench');
    cleanup.add('NATS namespace', async () => {
      const streams = await deleteNatsNamespace(namespace);
      log(`me: NATS streams of ${namespace} deleted: ${streams.join(', ') || 'none'}`);
    });
    // One stack at a time: on two cores, booting both at once mostly measures contention.
    const distributed = await startDistributedTestStack({
      ...STACK_ENV,
      DATABASE_URL: database.url,
      BUS_NAMESPACE: namespace,
      DB_POOL_SIZE: POOL_SIZE,
    });
    cleanup.add('distributed stack', async () => {
      await distributed.stop();
      await distributed.destroy();
      log('me: distributed stack stopped');
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-'));
    cleanup.add('embedded data directory', async () => {
      rmSync(dataDir, { recursive: true, force: true });
      log('me: embedded data directory removed');
    });
    const embedded = await startEmbeddedStack({ ...STACK_ENV, DATA_DIR: dataDir });
    cleanup.add('embedded stack', async () => {
      await embedded.stop();
      log('me: embedded stack stopped');
    });

    const [distributedAccount, embeddedAccount] = await Promise.all([
      createAccountWithKeyByCli(distributed, { scopes: ['questions:read', 'papers:read'] }),
      createAccountWithKeyByCli(embedded, { scopes: ['questions:read', 'papers:read'] }),
    ]);
    const embeddedDbUrl = `postgres://postgres:postgres@127.0.0.1:${embedded.env.EMBEDDED_PG_PORT}/practice`;

    const bearer = (key) => ({ authorization: `Bearer ${key}` });
    const targets = [
      {
        label: 'distributed',
        url: `${distributed.url}/me`,
        headers: bearer(distributedAccount.key),
        note: 'gateway + 6 services as 7 processes, local Postgres, NATS',
      },
      {
        label: 'embedded',
        url: `${embedded.url}/me`,
        headers: bearer(embeddedAccount.key),
        note: 'standalone, one process, in-process bus, embedded Postgres 18',
      },
    ];
    const baselines = baselineDb === 'both' ? ['distributed', 'embedded'] : [baselineDb];
    for (const db of baselines) {
      const onEmbedded = db === 'embedded';
      const server = await startBaselineServer({
        databaseUrl: onEmbedded ? embeddedDbUrl : distributed.env.DATABASE_URL,
        env: { DB_POOL_SIZE: POOL_SIZE },
      });
      cleanup.add(`baseline server (${db} db)`, () => server.stop());
      const label = baselineDb === 'both' && onEmbedded ? 'baseline-embedded-db' : 'baseline';
      targets.push({
        label,
        url: `${server.url}/me`,
        headers: bearer(onEmbedded ? embeddedAccount.key : distributedAccount.key),
        baseline: label === 'baseline',
        note: `Fastify+pg, ${db} stack's database, one join query, as the gateway`,
      });
    }
    if (baselineDb === 'both') targets.find((t) => t.label === 'embedded').compareTo = 'baseline-embedded-db';
    const before = process.env.BENCH_ME_BEFORE && (await startOtherCheckout(resolve(process.env.BENCH_ME_BEFORE), cleanup, log));
    if (before) targets.push({ ...before.target, headers: bearer(before.account.key) });

    // Every target must answer 200 with the gateway's body before anything is measured.
    const expected = { distributed: distributedAccount, embedded: embeddedAccount };
    for (const target of targets) {
      const response = await fetch(target.url, { headers: target.headers });
      const body = await response.json();
      const account =
        target.label === 'distributed-before'
          ? before.account
          : target.label === 'embedded' ||
              target.label === 'baseline-embedded-db' ||
              (target.label === 'baseline' && baselineDb === 'embedded')
            ? expected.embedded
            : expected.distributed;
      const want = {
        user: { id: account.accountId, name: 'Test Learner' },
        key: { id: account.keyId, scopes: ['questions:read', 'papers:read'] },
      };
      if (response.status !== 200 || !isDeepStrictEqual(body, want)) {
        throw new Error(
          `${target.label}: GET /v1/me answered ${response.status} ${JSON.stringify(body)}, expected 200 ${JSON.stringify(want)}`,
        );
      }
    }
    return { targets, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}

/** The distributed mode of another built checkout, started by that checkout's own test helpers. */
async function startOtherCheckout(dir, cleanup, log) {
  log(`me: starting the distributed stack of ${dir}...`);
  const other = await import(pathToFileURL(join(dir, 'dist/libs/testing/src/index.js')).href);
  const database = await other.createTestDatabase('pp_bench');
  cleanup.add('database of the other checkout', () => database.drop());
  const namespace = other.uniqueNamespace('bench');
  cleanup.add('NATS namespace of the other checkout', () => other.deleteNatsNamespace(namespace));
  const stack = await other.startDistributedTestStack({
    ...STACK_ENV,
    DATABASE_URL: database.url,
    BUS_NAMESPACE: namespace,
    DB_POOL_SIZE: POOL_SIZE,
  });
  cleanup.add('distributed stack of the other checkout', async () => {
    await stack.stop();
    await stack.destroy();
  });
  const account = await other.createAccountWithKeyByCli(stack, { scopes: ['questions:read', 'papers:read'] });
  return {
    account,
    target: { label: 'distributed-before', url: `${stack.url}/me`, note: `the distributed mode of ${dir}` },
  };
}
