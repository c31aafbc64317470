import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Questions, their immutable revisions (content, scheme, pins and denormalised filter columns),
 * diagrams (bytes in the BlobStore), favourites per owner and the state of the last seed.
 * `is_current` marks the latest revision of a published question: every public read filters on it
 * (search, facets) or on the question's status (reads of a given revision).
 */
export class CreateQuestionBank1764000000001 implements MigrationInterface {
  name = 'CreateQuestionBank1764000000001';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE question_bank.questions (
        id uuid PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('published', 'draft', 'withdrawn')),
        latest_revision integer NOT NULL CHECK (latest_revision >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE question_bank.question_revisions (
        question_id uuid NOT NULL REFERENCES question_bank.questions (id) ON DELETE CASCADE,
        revision integer NOT NULL CHECK (revision >= 1),
        content jsonb NOT NULL,
        scheme jsonb NOT NULL,
        content_version char(64) NOT NULL,
        scheme_version char(64) NOT NULL,
        item jsonb NOT NULL,
        title text NOT NULL,
        module_id text NOT NULL,
        topic_id text NOT NULL,
        subtopic_id text NOT NULL,
        level text NOT NULL,
        subject text NOT NULL,
        board text NOT NULL,
        year integer NOT NULL,
        difficulty smallint NOT NULL,
        frequency text NOT NULL,
        tags text[] NOT NULL,
        marks smallint NOT NULL,
        parts_count smallint NOT NULL,
        search tsvector NOT NULL,
        is_current boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (question_id, revision)
      )`,
      // At most one current revision per question; also the keyset order of unfiltered searches.
      `CREATE UNIQUE INDEX question_revisions_current_id ON question_bank.question_revisions (question_id) WHERE is_current`,
      `CREATE INDEX question_revisions_current_search ON question_bank.question_revisions USING gin (search) WHERE is_current`,
      `CREATE INDEX question_revisions_current_tags ON question_bank.question_revisions USING gin (tags) WHERE is_current`,
      `CREATE INDEX question_revisions_current_module ON question_bank.question_revisions (module_id, question_id) WHERE is_current`,
      `CREATE INDEX question_revisions_current_topic ON question_bank.question_revisions (topic_id, question_id) WHERE is_current`,
      `CREATE INDEX question_revisions_current_subtopic ON question_bank.question_revisions (subtopic_id, question_id) WHERE is_current`,
      `CREATE TABLE question_bank.diagrams (
        question_id uuid NOT NULL,
        revision integer NOT NULL,
        asset_id uuid NOT NULL,
        position smallint NOT NULL,
        title text NOT NULL,
        description text NOT NULL,
        media_type text NOT NULL,
        byte_size integer NOT NULL,
        sha256 char(64) NOT NULL,
        blob_key text NOT NULL,
        PRIMARY KEY (question_id, revision, asset_id),
        FOREIGN KEY (question_id, revision) REFERENCES question_bank.question_revisions (question_id, revision) ON DELETE CASCADE
      )`,
      `CREATE TABLE question_bank.favourites (
        owner_id uuid NOT NULL,
        question_id uuid NOT NULL REFERENCES question_bank.questions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, question_id)
      )`,
      `CREATE TABLE question_bank.seed_state (
        id smallint PRIMARY KEY CHECK (id = 1),
        bank_hash char(64) NOT NULL,
        question_count integer NOT NULL,
        seeded_at timestamptz NOT NULL DEFAULT now()
      )`,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['seed_state', 'favourites', 'diagrams', 'question_revisions', 'questions'])
      await runner.query(`DROP TABLE IF EXISTS question_bank.${table}`);
  }
}
