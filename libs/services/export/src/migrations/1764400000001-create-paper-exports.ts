import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One export per (owner, paper, revision): its state, attempts, last error, the documents' blobs and
 * what the job renders from (the revision's title, settings and pins, frozen like the revision).
 * `generation` grows on each (re)start and fences jobs of an earlier one; `sequence` grows on every
 * change and travels in the state event. pg-boss keeps its own tables in this schema too (decision
 * 0012): none of them is called `paper_exports`, `outbox`, `inbox` or `migrations`.
 */
export class CreatePaperExports1764400000001 implements MigrationInterface {
  name = 'CreatePaperExports1764400000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE export.paper_exports (
      owner_id uuid NOT NULL,
      paper_id uuid NOT NULL,
      revision integer NOT NULL CHECK (revision >= 1),
      title text NOT NULL,
      writing_space text NOT NULL,
      grade_guide boolean NOT NULL,
      pins jsonb NOT NULL,
      state text NOT NULL CHECK (state IN ('queued', 'rendering', 'ready', 'failed')),
      generation integer NOT NULL DEFAULT 1,
      attempts integer NOT NULL DEFAULT 0,
      last_error jsonb,
      sequence bigint NOT NULL DEFAULT 1,
      question_paper_key text,
      question_paper_bytes integer,
      question_paper_sha256 char(64),
      question_paper_pages smallint,
      mark_scheme_key text,
      mark_scheme_bytes integer,
      mark_scheme_sha256 char(64),
      mark_scheme_pages smallint,
      requested_at timestamptz NOT NULL DEFAULT now(),
      attempt_started_at timestamptz,
      ready_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner_id, paper_id, revision),
      CHECK (state <> 'ready' OR (question_paper_key IS NOT NULL AND mark_scheme_key IS NOT NULL AND ready_at IS NOT NULL))
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE export.paper_exports');
  }
}
