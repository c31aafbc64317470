import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each diagram's drawn size in points (its labels at the question paper's body size), recorded by
 * the seed from its SVG, so that a paper's pages are counted with the room each diagram takes,
 * without its bytes (decision 0053). Diagrams stored before stay without one, and print in the
 * fixed box their papers' pages were counted with: a stored diagram is history, never rewritten.
 */
export class DiagramDrawnSize1764800000001 implements MigrationInterface {
  name = 'DiagramDrawnSize1764800000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE question_bank.diagrams ADD COLUMN width double precision, ADD COLUMN height double precision,
         ADD CONSTRAINT diagrams_drawn_size CHECK ((width IS NULL) = (height IS NULL) AND width > 0 AND height > 0)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE question_bank.diagrams DROP CONSTRAINT diagrams_drawn_size, DROP COLUMN width, DROP COLUMN height');
  }
}
