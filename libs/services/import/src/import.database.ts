import { assetsByBlobKeyMigration, outboxInboxMigration, outboxTraceMigration, type ServiceDefinition } from '@pp/platform';
import { CreateImports1764600000001 } from './migrations/1764600000001-create-imports.js';

/** The `import` schema: the only tables the import service reads or writes. */
export const importService: ServiceDefinition = {
  owner: 'import',
  entities: [],
  migrations: [
    outboxInboxMigration('import'),
    CreateImports1764600000001,
    assetsByBlobKeyMigration('import'),
    outboxTraceMigration('import'),
  ],
};
