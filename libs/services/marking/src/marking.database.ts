import { assetsByBlobKeyMigration, outboxInboxMigration, outboxTraceMigration, type ServiceDefinition } from '@pp/platform';
import { CreateSessionsAndAssets1764500000001 } from './migrations/1764500000001-create-sessions-and-assets.js';
import { CreateQuestions1764500000002 } from './migrations/1764500000002-create-questions.js';
import { CreateCreditLedger1764500000003 } from './migrations/1764500000003-create-credit-ledger.js';
import { SixQuestionStatusesAndReMarking1764500000004 } from './migrations/1764500000004-six-question-statuses-and-re-marking.js';
import { PaperSessionsAttachExports1764500000005 } from './migrations/1764500000005-paper-sessions-attach-exports.js';

/** The `marking` schema: the only tables the marking service reads or writes. */
export const markingService: ServiceDefinition = {
  owner: 'marking',
  entities: [],
  migrations: [
    outboxInboxMigration('marking'),
    CreateSessionsAndAssets1764500000001,
    CreateQuestions1764500000002,
    CreateCreditLedger1764500000003,
    SixQuestionStatusesAndReMarking1764500000004,
    PaperSessionsAttachExports1764500000005,
    assetsByBlobKeyMigration('marking'),
    outboxTraceMigration('marking'),
  ],
};
