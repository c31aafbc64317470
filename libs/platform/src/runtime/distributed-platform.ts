import type { Static } from '@sinclair/typebox';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { BlobConfigSchema, BusConfigSchema, DatabaseConfigSchema } from '../config/index.js';
import { migrateDatabase, dataSourceOptionsOf, pgSchemaOf, type DatabaseDefinition } from '../database/index.js';
import type { PlatformOptions } from './platform.module.js';

type DistributedConfig = Static<typeof DatabaseConfigSchema> & Static<typeof BusConfigSchema> & Static<typeof BlobConfigSchema>;

/** The infrastructure of one process of the distributed mode: shared Postgres, NATS, blobs in NATS or on disk. */
export function distributedPlatform(config: DistributedConfig, connectionName: string): PlatformOptions {
  return {
    database: { url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE, runMigrations: config.RUN_MIGRATIONS },
    messaging: {
      transport: 'nats',
      natsUrl: config.NATS_URL,
      namespace: config.BUS_NAMESPACE,
      connectionName,
      requestTimeoutMs: config.RPC_TIMEOUT_MS,
    },
    blob:
      config.BLOB_STORE === 'nats' ? { kind: 'nats', bucket: `${config.BUS_NAMESPACE}-blobs` } : { kind: 'fs', rootDir: config.BLOB_DIR },
  };
}

/** `main.js migrate`: migrate one schema and return (the Kubernetes migration Job). */
export async function migrateOnly(definition: DatabaseDefinition, config: DistributedConfig, logger: Logger): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptionsOf(definition, { url: config.DATABASE_URL, poolSize: 1 })).initialize();
  try {
    logger.info({ applied: await migrateDatabase(dataSource, definition.owner) }, `schema ${pgSchemaOf(definition.owner)} migrated`);
  } finally {
    await dataSource.destroy();
  }
}

export const isMigrateCommand = (argv: string[] = process.argv): boolean => argv[2] === 'migrate';
