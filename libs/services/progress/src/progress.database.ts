import { outboxInboxMigration, type ServiceDefinition } from '@pp/platform';

/** The `progress` schema: the only tables the progress service reads or writes. */
export const progressService: ServiceDefinition = {
  owner: 'progress',
  entities: [],
  migrations: [outboxInboxMigration('progress')],
};
