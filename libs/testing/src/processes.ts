import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@pp/contracts';

/** The repository root, found from this file whether it runs from source (tests) or from dist. */
function findRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'practice-paper-service') return dir;
  }
  throw new Error('repository root not found');
}

export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };
export type AppProcess = ChildProcess & { exited: Promise<ExitStatus> };
export type LineSink = (app: string, line: string) => void;

export const mainOf = (app: string): string => join(ROOT, 'dist', 'apps', app, 'src', 'main.js');

/** Spawns one built app; its output lines go to onLine. */
export function spawnApp(app: string, env: Record<string, string | undefined>, onLine: LineSink = () => undefined): AppProcess {
  const child = spawn(process.execPath, [mainOf(app)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as AppProcess;
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(app, line);
    });
  }
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

/** Polls a URL until it answers 200, a child exits, or the deadline passes. */
export async function waitForReady(url: string, children: AppProcess[], timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: AppProcess | undefined;
  for (const child of children) void child.exited.then(() => (exited ??= child));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`a process exited (code ${exited.exitCode}) before ${url} was ready`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** SIGTERM and wait for a graceful exit; SIGKILL after the grace period. */
export async function stopChild(child: AppProcess, graceMs = 30000): Promise<ExitStatus> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    void child.exited.finally(() => clearTimeout(timer));
  }
  return child.exited;
}

export interface DistributedStack {
  url: string;
  /** The running processes: the services in SERVICE_NAMES order, then the gateway. */
  children: AppProcess[];
  /** The running process of one app. */
  processOf(app: string): AppProcess;
  /** Starts an app again with the environment it first had (after a test killed it); `stop()` stops the new process. */
  respawn(app: string): AppProcess;
  stop(): Promise<ExitStatus[]>;
}

/**
 * The distributed mode on one machine: the gateway and six services, each its own process,
 * sharing Postgres (`DATABASE_URL`) and NATS (`NATS_URL`).
 */
export async function startDistributedStack(
  options: {
    env?: Record<string, string | undefined>;
    port?: number;
    metricsPort?: number;
    healthPorts?: number[];
    onLine?: LineSink;
  } = {},
): Promise<DistributedStack> {
  const { env = {}, port = 3000, metricsPort, healthPorts = SERVICE_NAMES.map((_, i) => 3101 + i), onLine } = options;
  const apps = [...SERVICE_NAMES, 'gateway'];
  // The gateway's ports are its own: a second gateway started on the stack's environment takes none of them.
  const gatewayPorts = { PORT: String(port), ...(metricsPort !== undefined && { METRICS_PORT: String(metricsPort) }) };
  const envOf = (app: string) => ({
    ...env,
    ...(app === 'gateway' ? gatewayPorts : { HEALTH_PORT: String(healthPorts[SERVICE_NAMES.indexOf(app as never)]) }),
  });
  const children = apps.map((app) => spawnApp(app, envOf(app), onLine));
  const indexOf = (app: string) => {
    if (!apps.includes(app)) throw new Error(`no app ${app} in the stack`);
    return apps.indexOf(app);
  };
  const stop = () => Promise.all(children.map((child) => stopChild(child)));
  try {
    await waitForReady(`http://127.0.0.1:${port}/health/ready`, children);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}/v1`,
    children,
    processOf: (app) => children[indexOf(app)],
    respawn: (app) => (children[indexOf(app)] = spawnApp(app, envOf(app), onLine)),
    stop,
  };
}
