// Starts tools/bench/baseline-server.js as a child process (its own event loop, apart from the load generator).
import { fileURLToPath } from 'node:url';
import { startChild } from './child.js';

const SCRIPT = fileURLToPath(new URL('../baseline-server.js', import.meta.url));

/**
 * @param {{ databaseUrl: string, env?: Record<string,string>, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, pid: number, stop(): Promise<void> }>} url is the `/v1` base.
 */
export async function startBaselineServer({ databaseUrl, env = {}, timeoutMs = 30000 }) {
  const { ready, pid, stop } = await startChild({
    script: SCRIPT,
    label: 'baseline server',
    env: { DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', ...env },
    readyKey: 'listening',
    timeoutMs,
  });
  return { url: `${ready}/v1`, pid, stop };
}
