import type { MigrationInterface, QueryRunner } from 'typeorm';
import { idempotencyTableSql } from '@pp/platform';

/**
 * Imports of externally marked work and their uploaded assets. `completing_hash` is the submission a
 * completion is under way for (committed before the marking service is asked to save it), so a
 * crash between the two leaves a completion that only the same payload can finish; `result` is the
 * answer every repeat of it gets once completed.
 */
export class CreateImports1764600000001 implements MigrationInterface {
  name = 'CreateImports1764600000001';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE import.imports (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        title text NOT NULL,
        state text NOT NULL CHECK (state IN ('draft', 'completed')),
        completing_hash char(64),
        result jsonb,
        completed_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK ((state = 'completed') = (result IS NOT NULL))
      )`,
      `CREATE INDEX imports_owner_idx ON import.imports (owner_id, created_at DESC, id DESC)`,
      `CREATE TABLE import.assets (
        id uuid PRIMARY KEY,
        import_id uuid NOT NULL REFERENCES import.imports (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('work', 'scheme')),
        name text NOT NULL,
        media_type text NOT NULL,
        byte_size integer NOT NULL CHECK (byte_size > 0),
        sha256 char(64) NOT NULL,
        page_count smallint NOT NULL CHECK (page_count >= 1),
        blob_key text NOT NULL,
        uploaded_at timestamptz NOT NULL
      )`,
      `CREATE INDEX assets_import_idx ON import.assets (import_id, uploaded_at, id)`,
      ...idempotencyTableSql('import').up,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const statement of idempotencyTableSql('import').down) await runner.query(statement);
    await runner.query('DROP TABLE import.assets');
    await runner.query('DROP TABLE import.imports');
  }
}
