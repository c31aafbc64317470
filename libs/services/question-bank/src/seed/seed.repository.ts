import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { pgSchemaOf } from '@pp/platform';
import { chunks, type SeedRecords, type StoredPin, type StoredPins } from './seed-records.js';

const SEED_LOCK = 'pp-question-bank-seed';

/** SQL: the revision `row` of the question `q` is the one searches show. */
const isCurrent = (row: string) => `(q.status = 'published' AND ${row}.revision = q.latest_revision)`;
const ROWS_PER_STATEMENT = 500;

/** Every SQL statement of the seed. Writes take the seed's transaction (`manager`). */
@Injectable()
export class SeedRepository {
  constructor(@InjectDataSource(pgSchemaOf('question-bank')) private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction that holds the seed lock: replicas starting together seed once. */
  transactionUnderSeedLock<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK]);
      return work(manager);
    });
  }

  /** What the last seed stored: its bank's hash, and the fingerprint of the code that generated it (none before it was kept). */
  async storedSeedState(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ bankHash: string; generatorFingerprint: string | null; questionCount: number } | undefined> {
    const [row]: Array<{ bank_hash: string; generator_fingerprint: string | null; question_count: number }> = await manager.query(
      'SELECT bank_hash, generator_fingerprint, question_count FROM question_bank.seed_state WHERE id = 1',
    );
    return row && { bankHash: row.bank_hash, generatorFingerprint: row.generator_fingerprint, questionCount: row.question_count };
  }

  /** Keeps the fingerprint of code found to generate the stored bank, unless another seed changed the bank meanwhile. */
  async recordGeneratorFingerprint(bankHash: string, generatorFingerprint: string): Promise<void> {
    await this.dataSource.query('UPDATE question_bank.seed_state SET generator_fingerprint = $2 WHERE id = 1 AND bank_hash = $1', [
      bankHash,
      generatorFingerprint,
    ]);
  }

  async diagramBlobKeys(manager: EntityManager): Promise<Set<string>> {
    return new Set(
      ((await manager.query('SELECT DISTINCT blob_key FROM question_bank.diagrams')) as Array<{ blob_key: string }>).map((r) => r.blob_key),
    );
  }

  /** Every stored revision's pins, by question, in revision order (the seed appends to them). */
  async storedPins(manager: EntityManager): Promise<StoredPins> {
    const rows: Array<{ question_id: string; revision: number; content_version: string; scheme_version: string }> = await manager.query(
      'SELECT question_id, revision, content_version, scheme_version FROM question_bank.question_revisions ORDER BY question_id, revision',
    );
    const pins = new Map<string, StoredPin[]>();
    for (const row of rows) {
      const list = pins.get(row.question_id) ?? [];
      list.push({ revision: row.revision, contentVersion: row.content_version, schemeVersion: row.scheme_version });
      pins.set(row.question_id, list);
    }
    return pins;
  }

  /**
   * Writes the bank: questions, new revisions (one current each), diagrams, then the bank's hash and its generator's fingerprint.
   * A stored revision is never rewritten; only its derived search item and document are refreshed.
   */
  async write(manager: EntityManager, records: SeedRecords, generatorFingerprint: string | undefined): Promise<void> {
    for (const batch of chunks(records.questions, ROWS_PER_STATEMENT * 4)) {
      await manager.query(
        `INSERT INTO question_bank.questions (id, status, latest_revision)
         SELECT x.id, x.status, x.latest_revision FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, status text, latest_revision int)
         ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, latest_revision = EXCLUDED.latest_revision, updated_at = now()
         WHERE (questions.status, questions.latest_revision) IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.latest_revision)`,
        [JSON.stringify(batch)],
      );
    }
    // Questions no longer in the bank are withdrawn, not deleted: papers may still pin them.
    await manager.query(
      `UPDATE question_bank.questions SET status = 'withdrawn', updated_at = now() WHERE status <> 'withdrawn' AND NOT (id = ANY($1::uuid[]))`,
      [records.questions.map((q) => q.id)],
    );
    // The unique partial index allows one current revision per question at every row: first unset
    // the revisions that are no longer current, then insert new rows already flagged, and last flag
    // stored rows that became current again. A new row is written once, not inserted then updated.
    await manager.query(
      `UPDATE question_bank.question_revisions r SET is_current = false FROM question_bank.questions q WHERE q.id = r.question_id AND r.is_current AND NOT ${isCurrent('r')}`,
    );
    for (const batch of chunks(records.revisions, ROWS_PER_STATEMENT)) {
      await manager.query(
        `INSERT INTO question_bank.question_revisions (question_id, revision, content, scheme, content_version, scheme_version, item, title, module_id, topic_id,
           subtopic_id, level, subject, board, year, difficulty, frequency, tags, marks, parts_count, search, is_current)
         SELECT x.question_id, x.revision, x.content, x.scheme, x.content_version, x.scheme_version, x.item, x.title, x.module_id, x.topic_id,
           x.subtopic_id, x.level, x.subject, x.board, x.year, x.difficulty, x.frequency, x.tags, x.marks, x.parts_count, to_tsvector('english', x.search_document),
           EXISTS (SELECT FROM question_bank.questions q WHERE q.id = x.question_id AND ${isCurrent('x')})
         FROM json_to_recordset($1::json) AS x(question_id uuid, revision int, content jsonb, scheme jsonb, content_version text, scheme_version text, item json,
           title text, module_id text, topic_id text, subtopic_id text, level text, subject text, board text, year int, difficulty smallint, frequency text,
           tags text[], marks smallint, parts_count smallint, search_document text)
         ON CONFLICT (question_id, revision) DO UPDATE SET item = EXCLUDED.item, search = EXCLUDED.search
         WHERE (question_revisions.content_version, question_revisions.scheme_version) = (EXCLUDED.content_version, EXCLUDED.scheme_version)
           AND question_revisions.item::text IS DISTINCT FROM EXCLUDED.item::text`,
        [JSON.stringify(batch)],
      );
    }
    // A stored diagram keeps its drawn size, or its lack of one: papers that pin it counted their pages with it.
    for (const batch of chunks(records.diagrams, ROWS_PER_STATEMENT * 4)) {
      await manager.query(
        `INSERT INTO question_bank.diagrams (question_id, revision, asset_id, position, title, description, media_type, byte_size, sha256, blob_key, width, height)
         SELECT x.question_id, x.revision, x.asset_id, x.position, x.title, x.description, x.media_type, x.byte_size, x.sha256, x.blob_key, x.width, x.height
         FROM jsonb_to_recordset($1::jsonb) AS x(question_id uuid, revision int, asset_id uuid, position smallint, title text, description text,
           media_type text, byte_size int, sha256 text, blob_key text, width double precision, height double precision)
         ON CONFLICT (question_id, revision, asset_id) DO UPDATE SET position = EXCLUDED.position, title = EXCLUDED.title, description = EXCLUDED.description,
           media_type = EXCLUDED.media_type, byte_size = EXCLUDED.byte_size, sha256 = EXCLUDED.sha256, blob_key = EXCLUDED.blob_key`,
        [JSON.stringify(batch)],
      );
    }
    await manager.query(
      `UPDATE question_bank.question_revisions r SET is_current = true FROM question_bank.questions q WHERE q.id = r.question_id AND NOT r.is_current AND ${isCurrent('r')}`,
    );
    await manager.query(
      `INSERT INTO question_bank.seed_state (id, bank_hash, question_count, generator_fingerprint) VALUES (1, $1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET bank_hash = EXCLUDED.bank_hash, question_count = EXCLUDED.question_count,
         generator_fingerprint = EXCLUDED.generator_fingerprint, seeded_at = now()`,
      [records.bankHash, records.questions.length, generatorFingerprint ?? null],
    );
  }

  /**
   * Searches should not wait for autovacuum after a load: updated rows leave dead versions, the
   * text-search index holds the new entries in a pending list that every search scans, and the
   * planner has no statistics of the new bank. VACUUM cannot run in a transaction, so it follows the commit.
   */
  async vacuumRevisions(): Promise<void> {
    await this.dataSource.query('VACUUM (ANALYZE) question_bank.question_revisions');
  }
}
