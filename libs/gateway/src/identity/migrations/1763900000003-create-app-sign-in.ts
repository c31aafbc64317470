import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The signed-in app (decision 0033): passwords apart from the accounts the admin CLI manages,
 * server-side sessions, single-use link tokens and throttled attempts. Every secret is stored only as
 * a hash: an argon2id PHC string for a password, SHA-256 for a session id or a link token (256 random
 * bits each), SHA-256 for the email or address an attempt counts against.
 */
export class CreateAppSignIn1763900000003 implements MigrationInterface {
  name = 'CreateAppSignIn1763900000003';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.account_passwords (
        account_id uuid PRIMARY KEY REFERENCES identity.accounts (id) ON DELETE CASCADE,
        hash text NOT NULL CHECK (hash LIKE '$argon2id$%'),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE identity.app_sessions (
        id_hash bytea PRIMARY KEY CHECK (octet_length(id_hash) = 32),
        account_id uuid NOT NULL REFERENCES identity.accounts (id) ON DELETE CASCADE,
        csrf_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX app_sessions_account_idx ON identity.app_sessions (account_id)');
    await runner.query(`
      CREATE TABLE identity.app_tokens (
        token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
        account_id uuid NOT NULL REFERENCES identity.accounts (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await runner.query('CREATE INDEX app_tokens_account_idx ON identity.app_tokens (account_id, purpose)');
    await runner.query(`
      CREATE TABLE identity.app_attempts (
        id bigserial PRIMARY KEY,
        subject text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX app_attempts_subject_idx ON identity.app_attempts (subject, at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE identity.app_attempts');
    await runner.query('DROP TABLE identity.app_tokens');
    await runner.query('DROP TABLE identity.app_sessions');
    await runner.query('DROP TABLE identity.account_passwords');
  }
}
