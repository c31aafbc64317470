import { outboxInboxMigration, type ServiceDefinition } from '@pp/platform';

/** The `import` schema: the only tables the import service reads or writes. */
export const importService: ServiceDefinition = {
  owner: 'import',
  entities: [],
  migrations: [outboxInboxMigration('import')],
};
