import { outboxInboxMigration, type ServiceDefinition } from '@pp/platform';

/** The `export` schema: the only tables the export service reads or writes. */
export const exportService: ServiceDefinition = {
  owner: 'export',
  entities: [],
  migrations: [outboxInboxMigration('export')],
};
