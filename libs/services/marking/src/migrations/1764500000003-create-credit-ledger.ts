import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marking credit ledger. `credit_accounts` holds each owner's purchased balance and is the row
 * a start locks; `credit_entries` is append-only: every grant, take and give-back, with the bucket
 * and (for included credits) the UTC month. A question run is taken at most once and given back at
 * most once (the unique index).
 */
export class CreateCreditLedger1764500000003 implements MigrationInterface {
  name = 'CreateCreditLedger1764500000003';

  async up(runner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE marking.credit_accounts (
        owner_id uuid PRIMARY KEY,
        purchased integer NOT NULL DEFAULT 0 CHECK (purchased >= 0),
        updated_at timestamptz NOT NULL
      )`,
      `CREATE TABLE marking.credit_entries (
        id bigserial PRIMARY KEY,
        owner_id uuid NOT NULL,
        at timestamptz NOT NULL,
        reason text NOT NULL CHECK (reason IN ('grant', 'take', 'give_back')),
        bucket text NOT NULL CHECK (bucket IN ('included', 'purchased')),
        period char(7) CHECK ((bucket = 'included') = (period IS NOT NULL)),
        amount integer NOT NULL CHECK (amount > 0),
        question_id uuid,
        run integer,
        note text
      )`,
      `CREATE UNIQUE INDEX credit_entries_once_idx ON marking.credit_entries (question_id, run, reason) WHERE question_id IS NOT NULL`,
      `CREATE INDEX credit_entries_month_idx ON marking.credit_entries (owner_id, period) WHERE bucket = 'included'`,
    ];
    for (const statement of statements) await runner.query(statement);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE marking.credit_entries');
    await runner.query('DROP TABLE marking.credit_accounts');
  }
}
