import type { MigrationInterface, QueryRunner } from 'typeorm';
import { idempotencyTableSql } from '@pp/platform';

/**
 * Marking sessions and their uploaded assets (bytes in the BlobStore), and the Idempotency-Keys of
 * the operations that require one. Every row carries its owner: every query filters on it.
 */
export class CreateSessionsAndAssets1764500000001 implements MigrationInterface {
  name = 'CreateSessionsAndAssets1764500000001';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE marking.sessions (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        title text NOT NULL,
        source_kind text NOT NULL CHECK (source_kind IN ('draft', 'paper')),
        paper_id uuid,
        paper_revision integer,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`,
      `CREATE INDEX sessions_newest_idx ON marking.sessions (owner_id, created_at DESC, id DESC)`,
      `CREATE TABLE marking.assets (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES marking.sessions (id) ON DELETE CASCADE,
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
      `CREATE INDEX assets_session_idx ON marking.assets (session_id, uploaded_at, id)`,
      ...idempotencyTableSql('marking').up,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const statement of idempotencyTableSql('marking').down) await runner.query(statement);
    await runner.query('DROP TABLE marking.assets');
    await runner.query('DROP TABLE marking.sessions');
  }
}
