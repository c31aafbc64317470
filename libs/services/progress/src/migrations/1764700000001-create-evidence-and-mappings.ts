import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Evidence (one row per one-mark allocation of a marked question, replaced by later result
 * revisions), its append-only history, the attempts it came from, and the owner's question and
 * criterion mappings with their revisions. `seq` orders the records by first arrival and never
 * changes, so cursor pages have no gaps or repeats while evidence keeps arriving.
 */
export class CreateEvidenceAndMappings1764700000001 implements MigrationInterface {
  name = 'CreateEvidenceAndMappings1764700000001';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE progress.attempts (
        owner_id uuid NOT NULL,
        id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('automated', 'imported')),
        marker text,
        first_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, id)
      )`,
      `CREATE TABLE progress.question_mappings (
        owner_id uuid NOT NULL,
        question_id uuid NOT NULL,
        attempt_id uuid NOT NULL,
        label text NOT NULL,
        bank_question_id uuid,
        skills text[] NOT NULL,
        origin text NOT NULL CHECK (origin IN ('bank', 'corrected', 'unmapped')),
        examined text,
        revision integer NOT NULL,
        criteria jsonb NOT NULL,
        rubric_version text NOT NULL,
        criteria_revision integer NOT NULL,
        result_revision integer NOT NULL,
        PRIMARY KEY (owner_id, question_id)
      )`,
      `CREATE INDEX question_mappings_attempt_idx ON progress.question_mappings (owner_id, attempt_id, label)`,
      `CREATE TABLE progress.evidence (
        seq bigserial UNIQUE,
        owner_id uuid NOT NULL,
        question_id uuid NOT NULL,
        criterion_id text NOT NULL,
        attempt_id uuid NOT NULL,
        code text NOT NULL,
        decision text NOT NULL,
        state text NOT NULL CHECK (state IN ('scored', 'unresolved', 'provisional')),
        source_kind text NOT NULL,
        marker text,
        reviewed boolean NOT NULL,
        skill text,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, question_id, criterion_id)
      )`,
      `CREATE INDEX evidence_owner_seq_idx ON progress.evidence (owner_id, seq)`,
      `CREATE TABLE progress.evidence_history (
        seq bigserial PRIMARY KEY,
        owner_id uuid NOT NULL,
        question_id uuid NOT NULL,
        criterion_id text NOT NULL,
        attempt_id uuid NOT NULL,
        code text NOT NULL,
        decision text NOT NULL,
        state text NOT NULL,
        source_kind text NOT NULL,
        marker text,
        reviewed boolean NOT NULL,
        skill text,
        recorded_at timestamptz NOT NULL
      )`,
      `CREATE INDEX evidence_history_owner_idx ON progress.evidence_history (owner_id, seq)`,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['evidence_history', 'evidence', 'question_mappings', 'attempts'])
      await runner.query(`DROP TABLE progress.${table}`);
  }
}
