import type pg from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import { watchPool } from '../metrics/platform-metrics.js';
import { type DatabaseOwner, pgSchemaOf } from './pg-schema-name.js';

export interface DatabaseOptions {
  url: string;
  poolSize: number;
  runMigrations: boolean;
}

export interface DatabaseDefinition {
  owner: DatabaseOwner;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
}

/**
 * pg pool settings for every schema's pool, and the bench baseline's. Connections stay open for the
 * life of the process (the pool size is the bound) with TCP keep-alive, instead of pg's default of
 * closing a connection after 10 s idle: measured, after such a lull the question bank spent 2-3×
 * the CPU per search for the whole next burst (decision 0007).
 */
export const POOL_CONNECTION_OPTIONS = { idleTimeoutMillis: 0, keepAlive: true } as const;

export function dataSourceOptionsOf(definition: DatabaseDefinition, options: Pick<DatabaseOptions, 'url' | 'poolSize'>): DataSourceOptions {
  const schema = pgSchemaOf(definition.owner);
  return {
    type: 'postgres',
    url: options.url,
    schema,
    entities: definition.entities,
    migrations: definition.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    // Migrations are explicit and hand-written; the schema is never synchronised from entities.
    synchronize: false,
    extra: { ...POOL_CONNECTION_OPTIONS, max: options.poolSize, application_name: `pp-${definition.owner}` },
  };
}

/**
 * Creates the owner's schema and runs its pending migrations under a Postgres advisory lock,
 * so replicas starting together migrate once and in order.
 */
export async function migrateDatabase(dataSource: DataSource, owner: DatabaseOwner): Promise<string[]> {
  const schema = pgSchemaOf(owner);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`pp-migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`pp-migrations:${schema}`]).catch(() => undefined);
    await runner.release();
  }
}

/** Opens the DataSource of one schema, migrating it first when asked to. */
export async function openDataSource(definition: DatabaseDefinition, options: DatabaseOptions): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptionsOf(definition, options));
  await dataSource.initialize();
  watchPool(pgSchemaOf(definition.owner), () => (dataSource.isInitialized ? poolOf(dataSource) : undefined));
  if (options.runMigrations) await migrateDatabase(dataSource, definition.owner);
  return dataSource;
}

/**
 * A statement for `runStatement`. Named, Postgres parses and plans it on a connection's first run
 * only, and the driver keeps it for the life of the connection; so only a bounded set of fixed
 * statement texts may have names. Unnamed, it is parsed and planned on every run.
 */
export interface SqlStatement {
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * Runs a statement on the DataSource's pg pool, outside any transaction: TypeORM has no way to name
 * (prepare) one, and a hot path needs none of its layers. The one place a service reaches below
 * TypeORM, through `PostgresDriver.master`, a public field of its driver. Writes in a transaction
 * use the EntityManager.
 */
export async function runStatement<T>(dataSource: DataSource, statement: SqlStatement): Promise<T[]> {
  return (await poolOf(dataSource).query(statement)).rows as T[];
}

/** The pg pool under a DataSource, through `PostgresDriver.master` (a public field of its driver). */
function poolOf(dataSource: DataSource): pg.Pool {
  if (!(dataSource.driver instanceof PostgresDriver)) throw new Error('the DataSource is not a PostgreSQL one');
  return dataSource.driver.master as pg.Pool;
}
