// GET /v1/questions on one bank: the setup of the question-search scenarios (seeded bank, and a
// generated bank of ~20,000). One bank per scenario, so only one bank's processes share the machine
// while it is measured. Goal: p95 under 15 ms at 8 clients.
//
// Targets, per query mix:
//   distributed  gateway + six services as seven processes, local Postgres, NATS
//   embedded     the standalone app: one process, in-process bus, embedded Postgres 18
//   baseline     tools/bench/baseline-server.js: Fastify + pg in one process, no Nest, no bus, the same
//                key check, validation, SQL and page encoding, on the distributed stack's database
// Query mixes:
//   topic    ?topic=<the largest topic>&limit=30     a filter on an indexed column, first page
//   text     ?q=matrix inverse&limit=30              Postgres full text over the GIN index
//   cursor   ?module=core-pure&cursor=<mid id>       a keyset page from the middle of the set
//   random   ?random=true&module=…&limit=10          a random sample of a filtered set (from the module's pool of ids)
// Every target must give the same body for the same request (random aside) before anything is measured.
// Rate limits are off (RATE_LIMITS=off), as in the other scenarios. DB pool 4 everywhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAccountWithKeyByCli,
  createTestDatabase,
  startDistributedTestStack,
  startEmbeddedStack,
  uniqueNamespace,
} from '../../../dist/libs/testing/src/index.js';
import { startBaselineServer } from './baseline.js';
import { cleanupList, deleteNatsNamespace } from './cleanup.js';

const POOL_SIZE = '4';
const STACK_ENV = { RATE_LIMITS: 'off' };

/**
 * The setup of one bank's scenario.
 * @param {{ label: string, variants?: string, note: string }} bank
 */
export function questionSearchSetup(bank) {
  return async function setup(context = {}) {
    const log = context.log ?? ((m) => process.stderr.write(`${m}\n`));
    const cleanup = cleanupList(log);
    const teardown = () => cleanup.run();
    context.defer?.(teardown);
    try {
      const targets = [];
      const seedEnv = { ...STACK_ENV, ...(bank.variants && { QUESTION_BANK_SEED_VARIANTS: bank.variants }) };
      log(`question-search: starting a distributed stack with the ${bank.label} bank...`);
      const database = await createTestDatabase('pp_bench_qs');
      cleanup.add(`${bank.label} database`, () => database.drop());
      const namespace = uniqueNamespace('bench');
      cleanup.add(`${bank.label} NATS namespace`, () => deleteNatsNamespace(namespace));
      const started = Date.now();
      const distributed = await startDistributedTestStack({
        ...seedEnv,
        DATABASE_URL: database.url,
        BUS_NAMESPACE: namespace,
        DB_POOL_SIZE: POOL_SIZE,
      });
      cleanup.add(`${bank.label} distributed stack`, async () => {
        await distributed.stop();
        await distributed.destroy();
      });
      log(`question-search: starting an embedded stack with the ${bank.label} bank...`);
      const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-'));
      cleanup.add(`${bank.label} embedded data directory`, async () => rmSync(dataDir, { recursive: true, force: true }));
      const embedded = await startEmbeddedStack({ ...seedEnv, DATA_DIR: dataDir });
      cleanup.add(`${bank.label} embedded stack`, () => embedded.stop());
      const baseline = await startBaselineServer({ databaseUrl: database.url, env: { DB_POOL_SIZE: POOL_SIZE } });
      cleanup.add(`${bank.label} baseline server`, () => baseline.stop());
      const [distributedKey, embeddedKey] = await Promise.all(
        [distributed, embedded].map(async (stack) => (await createAccountWithKeyByCli(stack, { scopes: ['questions:read'] })).key),
      );
      const servers = [
        { mode: 'distributed', url: distributed.url, headers: { authorization: `Bearer ${distributedKey}` } },
        { mode: 'embedded', url: embedded.url, headers: { authorization: `Bearer ${embeddedKey}` } },
        { mode: 'baseline', url: baseline.url, headers: { authorization: `Bearer ${distributedKey}` } },
      ];
      const get = async (server, path) => {
        const response = await fetch(`${server.url}${path}`, { headers: server.headers });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${bank.label} ${server.mode}: GET ${path} answered ${response.status} ${text}`);
        return text;
      };
      const facets = JSON.parse(await get(servers[0], '/questions/facets'));
      const total = facets.courses[0].publishedCount;
      log(`question-search: ${bank.label} bank ready with ${total} published questions (${Date.now() - started} ms to start and seed)`);
      const topic = [...facets.topics].sort((a, b) => b.publishedCount - a.publishedCount)[0];
      // A cursor from the middle of core-pure: walk half way with large pages.
      const corePure = facets.modules.find((m) => m.id === 'core-pure').publishedCount;
      let cursor = null;
      for (let seen = 0; seen < corePure / 2; seen += 100)
        cursor = JSON.parse(await get(servers[0], `/questions?module=core-pure&limit=100${cursor ? `&cursor=${cursor}` : ''}`)).nextCursor;
      const mixes = [
        ['topic', `/questions?topic=${encodeURIComponent(topic.id)}&limit=30`, `topic ${topic.id} (${topic.publishedCount} questions)`],
        ['text', `/questions?q=${encodeURIComponent('matrix inverse')}&limit=30`, 'q="matrix inverse"'],
        ['cursor', `/questions?module=core-pure&limit=30&cursor=${cursor}`, `module core-pure (${corePure}), a page from the middle`],
        ['random', `/questions?random=true&module=further-statistics-1&limit=10`, 'random sample of further-statistics-1'],
      ];
      for (const [mix, path, note] of mixes) {
        const bodies = await Promise.all(servers.map((server) => get(server, path)));
        if (mix !== 'random' && new Set(bodies).size !== 1) throw new Error(`${bank.label} ${mix}: the targets answered different bodies`);
        for (const server of servers) {
          targets.push({
            label: `${bank.label} ${mix} ${server.mode}`,
            url: `${server.url}${path}`,
            headers: server.headers,
            note: `${bank.note}, ${total} published; ${note}`,
            compareTo: `${bank.label} ${mix} baseline`,
          });
        }
      }
      return { targets, teardown };
    } catch (error) {
      await teardown();
      throw error;
    }
  };
}
