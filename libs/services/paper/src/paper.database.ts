import { outboxInboxMigration, outboxTraceMigration, type ServiceDefinition } from '@pp/platform';
import { CreatePapers1764300000001 } from './migrations/1764300000001-create-papers.js';

/** The `paper` schema: the only tables the paper service reads or writes. */
export const paperService: ServiceDefinition = {
  owner: 'paper',
  entities: [],
  migrations: [outboxInboxMigration('paper'), CreatePapers1764300000001, outboxTraceMigration('paper')],
};
