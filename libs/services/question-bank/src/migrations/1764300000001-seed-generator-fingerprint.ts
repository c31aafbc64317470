import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The fingerprint of the code that generated the stored bank: a start with the same code skips generating it (SeedService). */
export class SeedGeneratorFingerprint1764300000001 implements MigrationInterface {
  name = 'SeedGeneratorFingerprint1764300000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE question_bank.seed_state ADD COLUMN generator_fingerprint char(64)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE question_bank.seed_state DROP COLUMN generator_fingerprint');
  }
}
