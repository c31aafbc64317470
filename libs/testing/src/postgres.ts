import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** How to start the local Postgres cluster when a test cannot reach it. */
export const POSTGRES_START_COMMAND = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Connection URL of the new database. */
  url: string;
  name: string;
  /** Drops the database, closing any connections still open to it. */
  drop(): Promise<void>;
}

/** Admin URL used to create and drop test databases (env TEST_PG_URL overrides). */
export function testPostgresAdminUrl(): string {
  return process.env.TEST_PG_URL ?? DEFAULT_ADMIN_URL;
}

/** A database name that is a safe unquoted-looking identifier and unique across parallel test files. */
export function uniqueDatabaseName(prefix = 'pp_test'): string {
  const safePrefix =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 30) || 'pp_test';
  return `${safePrefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

async function adminClient(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Postgres is not reachable at ${redactPassword(adminUrl)} (${reason}). Start it with: ${POSTGRES_START_COMMAND}`);
  }
  return client;
}

/** Throws with the start command unless the test Postgres answers. */
export async function assertPostgresReachable(): Promise<void> {
  await (await adminClient(testPostgresAdminUrl())).end();
}

/** Creates a fresh, uniquely named database so test files never share state. */
export async function createTestDatabase(prefix?: string): Promise<TestDatabase> {
  const adminUrl = testPostgresAdminUrl();
  const name = uniqueDatabaseName(prefix);
  const client = await adminClient(adminUrl);
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropper = await adminClient(adminUrl);
      try {
        // FORCE: a test that leaked a pool must not make the drop hang.
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<invalid url>';
  }
}
