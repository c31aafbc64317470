import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A session made from a saved paper is created before the revision's PDFs exist (decision 0031):
 * `paper_exports` says whether its mark scheme and clean question paper are still being prepared,
 * attached, or could not be (the revision cannot be exported). Sessions made before were attached
 * at creation.
 */
export class PaperSessionsAttachExports1764500000005 implements MigrationInterface {
  name = 'PaperSessionsAttachExports1764500000005';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE marking.sessions ADD COLUMN paper_exports text CHECK (paper_exports IN ('preparing', 'attached', 'failed'))`,
    );
    await runner.query(`UPDATE marking.sessions SET paper_exports = 'attached' WHERE source_kind = 'paper'`);
    await runner.query(
      `ALTER TABLE marking.sessions ADD CONSTRAINT sessions_paper_exports_only_for_papers CHECK ((source_kind = 'paper') = (paper_exports IS NOT NULL))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE marking.sessions DROP COLUMN paper_exports`);
  }
}
