// Starts tools/bench/baseline-server.js as a child process (its own event loop, apart from the load generator).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../baseline-server.js', import.meta.url));

/**
 * @param {{ databaseUrl: string, env?: Record<string,string>, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, pid: number, stop(): Promise<void> }>} url is the `/v1` base.
 */
export async function startBaselineServer({ databaseUrl, env = {}, timeoutMs = 30000 }) {
  // An IPC channel so the server exits by itself if this process dies without stopping it.
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (process.env.BENCH_LOGS) process.stderr.write(`baseline| ${chunk}`);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const address = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`baseline server not ready within ${timeoutMs} ms`)), timeoutMs);
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const line = out.split('\n').find((l) => l.startsWith('{"listening"'));
        if (line) {
          clearTimeout(timer);
          resolve(JSON.parse(line).listening);
        }
      });
      void exited.then(({ code }) => {
        clearTimeout(timer);
        reject(new Error(`baseline server exited (code ${code}) before it was ready: ${stderr.trim()}`));
      });
    });
    return { url: `${address}/v1`, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
