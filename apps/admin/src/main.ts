import 'reflect-metadata';
import { CommanderError } from 'commander';
import { DataSource } from 'typeorm';
import { AccountsService, ApiKeysService, buildAdminProgram, identityDatabase, usageBreakdown } from '@pp/gateway/admin';
import { AdminConfigSchema, ConfigError, loadConfig } from '@pp/platform/config';
import { type DatabaseDefinition, dataSourceOptionsOf, migrateDatabase } from '@pp/platform/database';
import { type EmbeddedDatabase, openEmbeddedPostgres } from '@pp/platform/embedded';
import { ServiceError } from '@pp/contracts';
import { addCreditCommands } from './credit-commands.js';
import { addFavouriteCommands } from './favourite-commands.js';

const json = process.argv.includes('--json');
let embedded: EmbeddedDatabase | undefined;
let databaseUrl: Promise<string> | undefined;
const opened = new Map<DatabaseDefinition, Promise<DataSource>>();

/** The configured database: DATABASE_URL (distributed), else the embedded one under DATA_DIR, started if it is not running. */
function database(): Promise<string> {
  databaseUrl ??= (async () => {
    const config = loadConfig(AdminConfigSchema);
    if (config.DATABASE_URL) return config.DATABASE_URL;
    embedded = await openEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
    return embedded.url;
  })();
  return databaseUrl;
}

/** One service database's DataSource, migrated as its owner would, so the CLI also works on fresh data. */
function dataSourceOf(definition: DatabaseDefinition): Promise<DataSource> {
  if (!opened.has(definition)) {
    opened.set(
      definition,
      (async () => {
        const dataSource = await new DataSource(dataSourceOptionsOf(definition, { url: await database(), poolSize: 2 })).initialize();
        await migrateDatabase(dataSource, definition.owner);
        return dataSource;
      })(),
    );
  }
  return opened.get(definition)!;
}

async function identityServices() {
  const identity = await dataSourceOf(identityDatabase);
  return {
    accounts: new AccountsService(identity),
    keys: new ApiKeysService(identity),
    usage: (keyId: string, days: number) => usageBreakdown(identity, keyId, days),
  };
}

function print(value: unknown, text: () => string) {
  process.stdout.write(`${json ? JSON.stringify(value) : text()}\n`);
}

function fail(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode;
  const data =
    error instanceof ServiceError
      ? error.toData()
      : { code: error instanceof ConfigError ? 'invalid_configuration' : 'internal_error', message: (error as Error).message };
  if (json) process.stderr.write(`${JSON.stringify({ error: data })}\n`);
  else
    process.stderr.write(
      `error: ${data.message}${'details' in data && data.details ? `\n${data.details.map((d) => `  - ${d.path}: ${d.message}`).join('\n')}` : ''}\n`,
    );
  return 1;
}

const program = buildAdminProgram(identityServices, print);
// The question bank and marking libs load only for their own commands: every CLI run pays for what it imports.
addFavouriteCommands(
  program,
  async () => {
    const { Favourites, questionBankService } = await import('@pp/question-bank');
    return { accounts: (await identityServices()).accounts, favourites: new Favourites(await dataSourceOf(questionBankService)) };
  },
  print,
);
addCreditCommands(
  program,
  async () => {
    const { CreditLedgerRepository, markingService } = await import('@pp/marking');
    return { accounts: (await identityServices()).accounts, credits: new CreditLedgerRepository(await dataSourceOf(markingService)) };
  },
  print,
);
const code = await program.parseAsync(process.argv).then(() => 0, fail);
for (const dataSource of opened.values()) await (await dataSource.catch(() => undefined))?.destroy();
await embedded?.stop();
process.exit(code);
