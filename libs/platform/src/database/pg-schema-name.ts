import type { ServiceName } from '@pp/contracts';

/** The owners of a Postgres schema: the six services and the gateway's identity store. */
export type DatabaseOwner = ServiceName | 'identity';

/** Postgres schema (and TypeORM DataSource name) of an owner: `question-bank` owns `question_bank`. */
export function pgSchemaOf(owner: DatabaseOwner): string {
  return owner.replaceAll('-', '_');
}
