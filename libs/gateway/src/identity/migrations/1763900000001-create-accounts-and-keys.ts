import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccountsAndKeys1763900000001 implements MigrationInterface {
  name = 'CreateAccountsAndKeys1763900000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.accounts (
        id uuid PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email)),
        name text NOT NULL,
        plan text NOT NULL CHECK (plan IN ('lite', 'pro', 'none')),
        email_verified boolean NOT NULL,
        restricted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE UNIQUE INDEX accounts_email_key ON identity.accounts (email)');
    await runner.query(`
      CREATE TABLE identity.api_keys (
        id uuid PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES identity.accounts (id) ON DELETE CASCADE,
        name text NOT NULL,
        scopes text[] NOT NULL,
        fingerprint bytea NOT NULL CHECK (octet_length(fingerprint) = 32),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await runner.query('CREATE INDEX api_keys_account_idx ON identity.api_keys (account_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE identity.api_keys');
    await runner.query('DROP TABLE identity.accounts');
  }
}
