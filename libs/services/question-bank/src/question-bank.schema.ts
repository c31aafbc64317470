import { outboxInboxMigration, type ServiceDefinition } from '@pp/platform';

/** The `question_bank` schema: the only tables the question-bank service reads or writes. */
export const questionBankService: ServiceDefinition = {
  owner: 'question-bank',
  entities: [],
  migrations: [outboxInboxMigration('question-bank')],
};
