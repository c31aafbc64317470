import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Papers and their revisions. A revision row is never updated except for the export state the
 * export service reports: `document` is the Paper JSON exactly as first answered, so every revision
 * reads back byte for byte. Ids are the client's: scoped by owner, so one owner's id says nothing
 * about another's. `creation_hash` tells a retried create from a reused id; `base_revision` and
 * `change_hash` tell a retried PATCH from a stale one.
 */
export class CreatePapers1764300000001 implements MigrationInterface {
  name = 'CreatePapers1764300000001';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE paper.papers (
        owner_id uuid NOT NULL,
        id uuid NOT NULL,
        creation_hash char(64) NOT NULL,
        latest_revision integer NOT NULL CHECK (latest_revision >= 1),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, id)
      )`,
      `CREATE INDEX papers_newest_idx ON paper.papers (owner_id, created_at DESC, id DESC)`,
      `CREATE TABLE paper.paper_revisions (
        owner_id uuid NOT NULL,
        paper_id uuid NOT NULL,
        revision integer NOT NULL CHECK (revision >= 1),
        document text NOT NULL,
        title text NOT NULL,
        question_count smallint NOT NULL,
        total_marks integer NOT NULL,
        page_count smallint NOT NULL,
        saved_at timestamptz NOT NULL,
        base_revision integer,
        change_hash char(64),
        exports_state text NOT NULL DEFAULT 'none' CHECK (exports_state IN ('none', 'preparing', 'ready', 'failed')),
        exports_sequence bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (owner_id, paper_id, revision),
        FOREIGN KEY (owner_id, paper_id) REFERENCES paper.papers (owner_id, id) ON DELETE CASCADE
      )`,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE paper.paper_revisions');
    await runner.query('DROP TABLE paper.papers');
  }
}
