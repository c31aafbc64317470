import { outboxInboxMigration, type ServiceDefinition } from '@pp/platform';

/** The `paper` schema: the only tables the paper service reads or writes. */
export const paperService: ServiceDefinition = {
  owner: 'paper',
  entities: [],
  migrations: [outboxInboxMigration('paper')],
};
