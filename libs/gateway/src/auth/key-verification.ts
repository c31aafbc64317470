import { type Plan, type Scope, ServiceError } from '@pp/contracts';
import type { SqlStatement } from '@pp/platform';
import { keyState } from '../identity/key-rules.js';
import { fingerprintMatches } from './api-key-token.js';

/** A key joined with its account, as the key check reads it in one query. */
export interface KeyRecord {
  fingerprint: Buffer;
  scopes: Scope[];
  expires_at: Date;
  revoked_at: Date | null;
  account_id: string;
  name: string;
  plan: Plan;
  email_verified: boolean;
  restricted: boolean;
}

/** The one query of the key check: the key and its account by key id. Every request runs it, so it is prepared. */
export const KEY_RECORD_STATEMENT: Omit<SqlStatement, 'values'> = {
  name: 'pp-key-record',
  text: `SELECT k.fingerprint, k.scopes, k.expires_at, k.revoked_at, a.id AS account_id, a.name, a.plan, a.email_verified, a.restricted
  FROM identity.api_keys k JOIN identity.accounts a ON a.id = k.account_id WHERE k.id = $1`,
};

/**
 * Decides whether a presented secret and its stored record make a usable key, in the order of the
 * spec's status table: 401 (key, then unverified email), 402 (plan), 403 (restriction).
 */
export function verifyKeyRecord(
  secret: string,
  record: KeyRecord | undefined,
  now: Date,
): { accountId: string; name: string; plan: Plan; scopes: Scope[] } {
  if (!record || !fingerprintMatches(secret, record.fingerprint)) throw new ServiceError('invalid_api_key');
  const state = keyState({ expiresAt: record.expires_at, revokedAt: record.revoked_at }, now);
  if (state === 'revoked') throw new ServiceError('revoked_api_key');
  if (state === 'expired') throw new ServiceError('expired_api_key');
  if (!record.email_verified) throw new ServiceError('account_unverified');
  if (record.plan === 'none') throw new ServiceError('plan_required');
  if (record.restricted) throw new ServiceError('account_restricted');
  return { accountId: record.account_id, name: record.name, plan: record.plan, scopes: record.scopes };
}
