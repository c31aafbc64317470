import type { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxTablesSql } from '../events/index.js';
import { type DatabaseOwner, pgSchemaOf } from '../database/index.js';

/**
 * The first migration of every service schema: its outbox (events it publishes) and inbox
 * (events it has handled). One definition, so all services keep the same event tables.
 */
export function outboxInboxMigration(owner: DatabaseOwner): new () => MigrationInterface {
  const sql = outboxTablesSql(pgSchemaOf(owner));
  return class CreateOutboxAndInbox1763900000000 implements MigrationInterface {
    name = 'CreateOutboxAndInbox1763900000000';

    async up(runner: QueryRunner): Promise<void> {
      for (const statement of sql.up) await runner.query(statement);
    }

    async down(runner: QueryRunner): Promise<void> {
      for (const statement of sql.down) await runner.query(statement);
    }
  };
}
