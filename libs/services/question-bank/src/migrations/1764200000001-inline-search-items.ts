import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Short columns that filters, facets and pins read: identifiers and hashes of a bounded length. */
const SHORT_COLUMNS = [
  'module_id',
  'topic_id',
  'subtopic_id',
  'level',
  'subject',
  'board',
  'frequency',
  'content_version',
  'scheme_version',
];
/** Short columns of free text: kept in the row, compressed there only when that saves much. */
const SHORT_TEXT_COLUMNS = ['title', 'tags'];
/**
 * Equality filters that can match a small share of the bank (a difficulty, a rare frequency). With
 * wide rows, finding 30 such rows by walking the table in id order, or by scanning it, costs far more
 * than before; an index in id order finds them directly, as module, topic and subtopic already have.
 */
const INDEXED_SELECTIVE_COLUMNS = ['difficulty', 'frequency'];

/**
 * Keeps each search item and the short columns in the row, and only the large documents (content,
 * scheme, search vector) in TOAST (decision 0009). A page of 30 items then reads the row versions it
 * already has in hand, where it used to look up, read and decompress 30 TOAST values. With the
 * table's TOAST target at 256 bytes, Postgres had also moved short columns (topic ids, hashes) out of
 * line, so a facet count read about 18 buffers a row. PLAIN values must fit in the row's page: the
 * check names the problem (an item over 4 KB; the largest seeded one is about 1.4 KB) where Postgres
 * would only say that the row is too big. The type change through a USING expression rewrites the
 * table after the statement's catalog changes, so the rows already stored move as well. Two more
 * indexes keep selective filters from reading the now wider rows one by one.
 */
export class InlineSearchItems1764200000001 implements MigrationInterface {
  name = 'InlineSearchItems1764200000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE question_bank.question_revisions ALTER COLUMN item TYPE json USING item::text::json, ${storage(['item', ...SHORT_COLUMNS], 'PLAIN')}, ${storage(SHORT_TEXT_COLUMNS, 'MAIN')}`,
    );
    await runner.query(
      `ALTER TABLE question_bank.question_revisions ADD CONSTRAINT question_revisions_item_size CHECK (octet_length(item::text) <= 4096)`,
    );
    for (const column of INDEXED_SELECTIVE_COLUMNS) {
      await runner.query(
        `CREATE INDEX question_revisions_current_${column} ON question_bank.question_revisions (${column}, question_id) WHERE is_current`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const column of INDEXED_SELECTIVE_COLUMNS) await runner.query(`DROP INDEX question_bank.question_revisions_current_${column}`);
    await runner.query(`ALTER TABLE question_bank.question_revisions DROP CONSTRAINT question_revisions_item_size`);
    await runner.query(
      `ALTER TABLE question_bank.question_revisions ALTER COLUMN item TYPE json USING item::text::json, ${storage(['item', ...SHORT_COLUMNS, ...SHORT_TEXT_COLUMNS], 'EXTENDED')}`,
    );
  }
}

const storage = (columns: string[], strategy: string) =>
  columns.map((column) => `ALTER COLUMN ${column} SET STORAGE ${strategy}`).join(', ');
