// GET /v1/questions: search latency on the seeded bank (~740 questions) and on a generated bank of
// ~20,000 (QUESTION_BANK_SEED_VARIANTS=173), each in a distributed stack (gateway + six services as
// seven processes, local Postgres, NATS). Goal: p95 under 15 ms at 8 clients.
//
// Query mixes (one target each, per bank):
//   topic    ?topic=<a topic id>&limit=30           a filter on an indexed column, first page
//   text     ?q=matrix inverse&limit=30             Postgres full text over the GIN index
//   cursor   ?module=core-pure&cursor=<mid id>      a keyset page from the middle of the set
//   random   ?random=true&module=…&limit=10         a random sample of a filtered set
// Rate limits are off (RATE_LIMITS=off), as in the other scenarios. DB pool 4 everywhere.
import { createAccountWithKey, createTestDatabase, startDistributedTestStack, uniqueNamespace } from '../../../dist/libs/testing/src/index.js';
import { cleanupList, deleteNatsNamespace } from '../lib/cleanup.js';

export const name = 'question-search';
export const description = 'GET /v1/questions (search): seeded bank vs a 20,000-question bank, topic / text / cursor / random mixes';

const POOL_SIZE = '4';
const STACK_ENV = { RATE_LIMITS: 'off' };
const BANKS = [
  { label: 'seeded', variants: undefined, note: 'default seed bank' },
  { label: '20k', variants: '173', note: 'QUESTION_BANK_SEED_VARIANTS=173' },
];

export async function setup(context = {}) {
  const log = context.log ?? ((m) => process.stderr.write(`${m}\n`));
  const cleanup = cleanupList(log);
  const teardown = () => cleanup.run();
  context.defer?.(teardown);
  try {
    const targets = [];
    for (const bank of BANKS) {
      log(`question-search: starting a distributed stack with the ${bank.label} bank...`);
      const database = await createTestDatabase('pp_bench_qs');
      cleanup.add(`${bank.label} database`, () => database.drop());
      const namespace = uniqueNamespace('bench');
      cleanup.add(`${bank.label} NATS namespace`, () => deleteNatsNamespace(namespace));
      const env = { ...STACK_ENV, DATABASE_URL: database.url, BUS_NAMESPACE: namespace, DB_POOL_SIZE: POOL_SIZE, ...(bank.variants && { QUESTION_BANK_SEED_VARIANTS: bank.variants }) };
      const started = Date.now();
      const stack = await startDistributedTestStack(env);
      cleanup.add(`${bank.label} stack`, async () => {
        await stack.stop();
        await stack.destroy();
      });
      const account = await createAccountWithKey(stack, { scopes: ['questions:read'] });
      const headers = { authorization: `Bearer ${account.key}` };
      const get = async (path) => {
        const response = await fetch(`${stack.url}${path}`, { headers });
        if (response.status !== 200) throw new Error(`${bank.label}: GET ${path} answered ${response.status} ${await response.text()}`);
        return response.json();
      };
      const facets = await get('/questions/facets');
      const total = facets.courses[0].publishedCount;
      log(`question-search: ${bank.label} bank ready with ${total} published questions (${Date.now() - started} ms to start and seed)`);
      const topic = [...facets.topics].sort((a, b) => b.publishedCount - a.publishedCount)[0];
      // A cursor from the middle of core-pure: walk half way with large pages.
      const corePure = facets.modules.find((m) => m.id === 'core-pure').publishedCount;
      let cursor = null;
      for (let seen = 0; seen < corePure / 2; seen += 100) cursor = (await get(`/questions?module=core-pure&limit=100${cursor ? `&cursor=${cursor}` : ''}`)).nextCursor;
      const mixes = [
        ['topic', `/questions?topic=${encodeURIComponent(topic.id)}&limit=30`, `topic ${topic.id} (${topic.publishedCount} questions)`],
        ['text', `/questions?q=${encodeURIComponent('matrix inverse')}&limit=30`, 'q="matrix inverse"'],
        ['cursor', `/questions?module=core-pure&limit=30&cursor=${cursor}`, `module core-pure (${corePure}), a page from the middle`],
        ['random', `/questions?random=true&module=further-statistics-1&limit=10`, 'random sample of further-statistics-1'],
      ];
      for (const [mix, path, note] of mixes) {
        await get(path);
        targets.push({ label: `${bank.label} ${mix}`, url: `${stack.url}${path}`, headers, note: `${bank.note}, ${total} published; ${note}` });
      }
    }
    return { targets, teardown };
  } catch (error) {
    await teardown();
    throw error;
  }
}
