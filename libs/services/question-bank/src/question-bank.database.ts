import { outboxInboxMigration, outboxTraceMigration, type ServiceDefinition } from '@pp/platform';
import { CreateQuestionBank1764000000001 } from './migrations/1764000000001-create-question-bank.js';
import { NarrowRevisionRows1764100000001 } from './migrations/1764100000001-narrow-revision-rows.js';
import { InlineSearchItems1764200000001 } from './migrations/1764200000001-inline-search-items.js';
import { SeedGeneratorFingerprint1764300000001 } from './migrations/1764300000001-seed-generator-fingerprint.js';
import { DiagramDrawnSize1764800000001 } from './migrations/1764800000001-diagram-drawn-size.js';

/** The `question_bank` schema: the only tables the question-bank service reads or writes. */
export const questionBankService: ServiceDefinition = {
  owner: 'question-bank',
  entities: [],
  migrations: [
    outboxInboxMigration('question-bank'),
    CreateQuestionBank1764000000001,
    NarrowRevisionRows1764100000001,
    InlineSearchItems1764200000001,
    SeedGeneratorFingerprint1764300000001,
    DiagramDrawnSize1764800000001,
    outboxTraceMigration('question-bank'),
  ],
};
