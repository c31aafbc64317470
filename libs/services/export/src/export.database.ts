import { outboxInboxMigration, outboxTraceMigration, type ServiceDefinition } from '@pp/platform';
import { CreatePaperExports1764400000001 } from './migrations/1764400000001-create-paper-exports.js';

/** The `export` schema: the only tables the export service reads or writes (pg-boss' among them, decision 0012). */
export const exportService: ServiceDefinition = {
  owner: 'export',
  entities: [],
  migrations: [outboxInboxMigration('export'), CreatePaperExports1764400000001, outboxTraceMigration('export')],
};
