// A distributed stack for a job scenario, on a database and a NATS namespace of its own, each
// registered for cleanup before the next thing starts (so Ctrl-C during setup still cleans up).
import { createTestDatabase, startDistributedTestStack, uniqueNamespace } from '../../../dist/libs/testing/src/index.js';
import { deleteNatsNamespace } from './cleanup.js';

/** Rate limits off and 4 pooled connections, as in every scenario; `env` adds to that. */
export async function startBenchStack(cleanup, databasePrefix, env = {}) {
  const database = await createTestDatabase(databasePrefix);
  cleanup.add('bench database', () => database.drop());
  const namespace = uniqueNamespace('bench');
  cleanup.add('NATS namespace', () => deleteNatsNamespace(namespace));
  const stack = await startDistributedTestStack({
    RATE_LIMITS: 'off',
    DATABASE_URL: database.url,
    BUS_NAMESPACE: namespace,
    DB_POOL_SIZE: '4',
    ...env,
  });
  cleanup.add('distributed stack', async () => {
    await stack.stop();
    await stack.destroy();
  });
  return { stack, database };
}
