// Starts a bench program (a plain .js file under tools/bench) as a child process and waits for the one
// JSON line it prints on stdout when it is ready, e.g. `{"listening":"http://127.0.0.1:<port>"}`.
import { spawn } from 'node:child_process';

/**
 * @param {{ script: string, label: string, env?: Record<string,string>, readyKey: string, timeoutMs?: number }} options
 * @returns {Promise<{ ready: unknown, pid: number, stop(): Promise<void> }>} `ready` is the value of `readyKey` in the ready line.
 */
export async function startChild({ script, label, env = {}, readyKey, timeoutMs = 60000 }) {
  // An IPC channel so the child exits by itself if this process dies without stopping it.
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-8000);
    if (process.env.BENCH_LOGS) process.stderr.write(`${label}| ${chunk}`);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const ready = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${label} not ready within ${timeoutMs} ms: ${stderr.trim()}`)), timeoutMs);
      let out = '';
      let found = false;
      child.stdout.on('data', (chunk) => {
        if (process.env.BENCH_LOGS) process.stderr.write(`${label}| ${chunk}`);
        if (found) return;
        out += chunk;
        const line = out.split('\n').find((l) => l.startsWith(`{"${readyKey}"`));
        if (line) {
          found = true;
          clearTimeout(timer);
          resolve(JSON.parse(line)[readyKey]);
        }
      });
      void exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`${label} exited (${signal ?? `code ${code}`}) before it was ready: ${stderr.trim()}`));
      });
    });
    return { ready, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
