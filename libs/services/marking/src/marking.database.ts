import { outboxInboxMigration, type ServiceDefinition } from '@pp/platform';

/** The `marking` schema: the only tables the marking service reads or writes. */
export const markingService: ServiceDefinition = {
  owner: 'marking',
  entities: [],
  migrations: [outboxInboxMigration('marking')],
};
