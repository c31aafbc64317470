import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marking questions and their results; a result keeps its review edits (who changed what, when).
 * `run` counts the times a question was started: its job, its credit and its result are fenced by
 * it, so a late job of an earlier run (or of a cancelled one) never writes. A session made from a
 * paper keeps the revision's rubric.
 */
export class CreateQuestions1764500000002 implements MigrationInterface {
  name = 'CreateQuestions1764500000002';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE marking.sessions ADD COLUMN rubric jsonb`,
      // A session made from a paper keeps the clean question paper too: the scan is compared with it.
      `ALTER TABLE marking.sessions ADD COLUMN question_paper_blob_key text`,
      // Work pages of a printed paper are read for their QR codes: pending until that is done.
      `ALTER TABLE marking.assets ADD COLUMN indexing text NOT NULL DEFAULT 'none' CHECK (indexing IN ('none', 'pending', 'done'))`,
      `ALTER TABLE marking.assets ADD COLUMN unreadable_pages integer[] NOT NULL DEFAULT '{}'`,
      // An import completes into a session of its own, with the import's id.
      `ALTER TABLE marking.sessions DROP CONSTRAINT sessions_source_kind_check`,
      `ALTER TABLE marking.sessions ADD CONSTRAINT sessions_source_kind_check CHECK (source_kind IN ('draft', 'paper', 'import'))`,
      `CREATE TABLE marking.questions (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES marking.sessions (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL,
        label text NOT NULL,
        origin text NOT NULL CHECK (origin IN ('requested', 'indexed', 'imported')),
        work_asset_ids uuid[] NOT NULL,
        scheme_asset_ids uuid[] NOT NULL,
        page_selections jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('requested', 'queued', 'running', 'completed', 'needs_review', 'failed', 'cancelled')),
        run integer NOT NULL DEFAULT 0,
        failure jsonb,
        rubric jsonb,
        result jsonb,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (session_id, label)
      )`,
      `CREATE INDEX questions_session_idx ON marking.questions (session_id, created_at, id)`,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE marking.questions');
    await runner.query('ALTER TABLE marking.sessions DROP COLUMN rubric, DROP COLUMN question_paper_blob_key');
    await runner.query('ALTER TABLE marking.assets DROP COLUMN indexing, DROP COLUMN unreadable_pages');
    await runner.query('ALTER TABLE marking.sessions DROP CONSTRAINT sessions_source_kind_check');
    await runner.query(`ALTER TABLE marking.sessions ADD CONSTRAINT sessions_source_kind_check CHECK (source_kind IN ('draft', 'paper'))`);
  }
}
