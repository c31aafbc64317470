import { outboxInboxMigration, outboxTraceMigration, type ServiceDefinition } from '@pp/platform';
import { CreateEvidenceAndMappings1764700000001 } from './migrations/1764700000001-create-evidence-and-mappings.js';

/** The `progress` schema: the only tables the progress service reads or writes. */
export const progressService: ServiceDefinition = {
  owner: 'progress',
  entities: [],
  migrations: [outboxInboxMigration('progress'), CreateEvidenceAndMappings1764700000001, outboxTraceMigration('progress')],
};
