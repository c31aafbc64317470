import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Makes a search read little: the precomputed search item becomes `json` (stored as text, so a page
 * is sent without re-encoding `jsonb`), and the large documents (content, scheme, item, search
 * vector) move out of line into TOAST, so the filter columns of a row take about a tenth of the
 * pages and filtered or random scans touch far fewer of them. The type change rewrites the table,
 * which applies the new TOAST target to the rows already stored.
 */
export class NarrowRevisionRows1764100000001 implements MigrationInterface {
  name = 'NarrowRevisionRows1764100000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE question_bank.question_revisions SET (toast_tuple_target = 256)`);
    await runner.query(`ALTER TABLE question_bank.question_revisions ALTER COLUMN item TYPE json USING item::json`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE question_bank.question_revisions ALTER COLUMN item TYPE jsonb USING item::jsonb`);
    await runner.query(`ALTER TABLE question_bank.question_revisions RESET (toast_tuple_target)`);
  }
}
