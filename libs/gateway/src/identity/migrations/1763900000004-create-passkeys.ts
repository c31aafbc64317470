import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys of the signed-in app (decision 0037): each account's WebAuthn credentials (the public key
 * only; the private key never leaves the authenticator), and the pending challenges of the
 * ceremonies under way. A challenge is single-use (deleted when a verification takes it) and short
 * lived; a registration's is tied to its session (gone with it), a sign-in's to the SHA-256 of a
 * ceremony id that only a short-lived HttpOnly cookie carries.
 */
export class CreatePasskeys1763900000004 implements MigrationInterface {
  name = 'CreatePasskeys1763900000004';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.account_passkeys (
        credential_id text PRIMARY KEY,
        account_id uuid NOT NULL REFERENCES identity.accounts (id) ON DELETE CASCADE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await runner.query('CREATE INDEX account_passkeys_account_idx ON identity.account_passkeys (account_id, created_at)');
    await runner.query(`
      CREATE TABLE identity.app_webauthn_challenges (
        id bigserial PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
        session_id_hash bytea UNIQUE REFERENCES identity.app_sessions (id_hash) ON DELETE CASCADE,
        ceremony_hash bytea UNIQUE CHECK (octet_length(ceremony_hash) = 32),
        challenge text NOT NULL,
        rp_id text NOT NULL,
        origin text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CHECK ((purpose = 'register') = (session_id_hash IS NOT NULL)),
        CHECK ((purpose = 'sign_in') = (ceremony_hash IS NOT NULL))
      )`);
    await runner.query('CREATE INDEX app_webauthn_challenges_expiry_idx ON identity.app_webauthn_challenges (expires_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE identity.app_webauthn_challenges');
    await runner.query('DROP TABLE identity.account_passkeys');
  }
}
