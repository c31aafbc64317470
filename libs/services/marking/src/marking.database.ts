import { outboxInboxMigration, type ServiceDefinition } from '@pp/platform';
import { CreateSessionsAndAssets1764500000001 } from './migrations/1764500000001-create-sessions-and-assets.js';

/** The `marking` schema: the only tables the marking service reads or writes. */
export const markingService: ServiceDefinition = {
  owner: 'marking',
  entities: [],
  migrations: [outboxInboxMigration('marking'), CreateSessionsAndAssets1764500000001],
};
