import 'reflect-metadata';
import { CommanderError } from 'commander';
import { DataSource } from 'typeorm';
import { AccountsService, ApiKeysService, buildAdminProgram, identitySchema, usageBreakdown } from '@pp/gateway';
import { AdminConfigSchema, ConfigError, type EmbeddedDatabase, loadConfig, migrateSchema, openEmbeddedPostgres, schemaDataSourceOptions } from '@pp/platform';
import { ServiceError } from '@pp/contracts';
import { Favourites } from '@pp/question-bank';
import { addFavouriteCommands, openQuestionBank } from './favourite-commands.js';

const json = process.argv.includes('--json');
let embedded: EmbeddedDatabase | undefined;
let dataSource: DataSource | undefined;
let questionBank: DataSource | undefined;

async function openServices() {
  const config = loadConfig(AdminConfigSchema);
  embedded = config.DATABASE_URL ? undefined : await openEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
  const url = config.DATABASE_URL ?? embedded!.url;
  dataSource = await new DataSource(schemaDataSourceOptions(identitySchema, { url, poolSize: 2 })).initialize();
  await migrateSchema(dataSource, 'identity');
  const identity = dataSource;
  return { accounts: new AccountsService(identity), keys: new ApiKeysService(identity), usage: (keyId: string, days: number) => usageBreakdown(identity, keyId, days) };
}

function print(value: unknown, text: () => string) {
  process.stdout.write(`${json ? JSON.stringify(value) : text()}\n`);
}

function fail(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode;
  const data = error instanceof ServiceError ? error.toData() : { code: error instanceof ConfigError ? 'invalid_configuration' : 'internal_error', message: (error as Error).message };
  if (json) process.stderr.write(`${JSON.stringify({ error: data })}\n`);
  else process.stderr.write(`error: ${data.message}${'details' in data && data.details ? `\n${data.details.map((d) => `  - ${d.path}: ${d.message}`).join('\n')}` : ''}\n`);
  return 1;
}

const program = buildAdminProgram(openServices, print);
addFavouriteCommands(program, async () => {
  const { accounts } = await openServices();
  questionBank = await openQuestionBank(dataSource!.options);
  return { accounts, favourites: new Favourites(questionBank) };
}, print);
const code = await program.parseAsync(process.argv).then(() => 0, fail);
await questionBank?.destroy();
await dataSource?.destroy();
await embedded?.stop();
process.exit(code);
