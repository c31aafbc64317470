import type { ServiceName } from '@pp/contracts';
import { type AppProcess, type LineSink, spawnApp, stopChild, waitForReady } from './processes.js';
import { freePort } from './free-port.js';
import type { StackInfo } from './stacks.js';

/**
 * One more process of a distributed stack's service, on the stack's database, blob store and bus
 * namespace (`stack.env`) with a health port of its own: replicas share the service's NATS queue
 * group and its leased jobs. Resolves once it reports ready; the caller stops it (`stopChild`).
 */
export async function startServiceReplica(stack: StackInfo, service: ServiceName, onLine?: LineSink): Promise<AppProcess> {
  if (stack.mode !== 'distributed') throw new Error('replicas run in the distributed mode only');
  const healthPort = await freePort();
  const replica = spawnApp(service, { ...stack.env, HEALTH_PORT: String(healthPort) }, onLine);
  try {
    await waitForReady(`http://127.0.0.1:${healthPort}/health/ready`, [replica]);
  } catch (error) {
    await stopChild(replica);
    throw error;
  }
  return replica;
}
