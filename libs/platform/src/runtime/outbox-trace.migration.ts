import type { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxTraceSql } from '../events/index.js';
import { type DatabaseOwner, pgSchemaOf } from '../database/index.js';

/** Every service schema's outbox keeps the trace context each event was enqueued in (decision 0054). */
export function outboxTraceMigration(owner: DatabaseOwner): new () => MigrationInterface {
  const sql = outboxTraceSql(pgSchemaOf(owner));
  return class OutboxTraceContext1765000000000 implements MigrationInterface {
    name = 'OutboxTraceContext1765000000000';

    async up(runner: QueryRunner): Promise<void> {
      for (const statement of sql.up) await runner.query(statement);
    }

    async down(runner: QueryRunner): Promise<void> {
      for (const statement of sql.down) await runner.query(statement);
    }
  };
}
