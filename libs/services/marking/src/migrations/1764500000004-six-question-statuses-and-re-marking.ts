import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The spec's six question statuses, and re-marking as a new question (decision 0026). A question
 * recorded and never started is `queued` with `run` 0 (it was `requested`). A failed or cancelled
 * question is final: a request of its label makes a new question, and the old one points to it in
 * `superseded_by`; a label is unique among the questions not superseded. The reference is checked at
 * commit, so the old question can give up its label before the new one takes it.
 */
export class SixQuestionStatusesAndReMarking1764500000004 implements MigrationInterface {
  name = 'SixQuestionStatusesAndReMarking1764500000004';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `UPDATE marking.questions SET status = 'queued' WHERE status = 'requested'`,
      `ALTER TABLE marking.questions DROP CONSTRAINT questions_status_check`,
      `ALTER TABLE marking.questions ADD CONSTRAINT questions_status_check
        CHECK (status IN ('queued', 'running', 'completed', 'needs_review', 'failed', 'cancelled'))`,
      `ALTER TABLE marking.questions ADD COLUMN superseded_by uuid REFERENCES marking.questions (id) DEFERRABLE INITIALLY DEFERRED`,
      `ALTER TABLE marking.questions ADD CONSTRAINT questions_superseded_check CHECK (superseded_by IS NULL OR status IN ('failed', 'cancelled'))`,
      `ALTER TABLE marking.questions DROP CONSTRAINT questions_session_id_label_key`,
      `CREATE UNIQUE INDEX questions_current_label_idx ON marking.questions (session_id, label) WHERE superseded_by IS NULL`,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  /** Fails while a session holds a re-marked label: the older layout cannot hold both questions. */
  async down(runner: QueryRunner): Promise<void> {
    const statements = [
      `DROP INDEX marking.questions_current_label_idx`,
      `ALTER TABLE marking.questions ADD CONSTRAINT questions_session_id_label_key UNIQUE (session_id, label)`,
      `ALTER TABLE marking.questions DROP COLUMN superseded_by`,
      `ALTER TABLE marking.questions DROP CONSTRAINT questions_status_check`,
      `ALTER TABLE marking.questions ADD CONSTRAINT questions_status_check
        CHECK (status IN ('requested', 'queued', 'running', 'completed', 'needs_review', 'failed', 'cancelled'))`,
      `UPDATE marking.questions SET status = 'requested' WHERE status = 'queued' AND run = 0`,
    ];
    for (const statement of statements) await runner.query(statement);
  }
}
