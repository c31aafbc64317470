import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { type Scope, ServiceError } from '@pp/contracts';
import { runStatement } from '@pp/platform/database';
import { generateApiKey, parseApiKey } from '../auth/api-key-token.js';
import { KEY_RECORD_STATEMENT, type KeyRecord, verifyKeyRecord } from '../auth/key-verification.js';
import { Account } from './entities/account.entity.js';
import { ApiKey } from './entities/api-key.entity.js';
import { asScopes, checkKeyRequest, expiryDate, type KeyExpiry, keyState, type KeyState, MAX_ACTIVE_KEYS } from './key-rules.js';

/** The caller behind a verified key. */
export interface Principal {
  account: Pick<Account, 'id' | 'name' | 'plan'>;
  keyId: string;
  scopes: Scope[];
}

/** A key as its owner and the operator see it: never its fingerprint. */
export type KeyListing = Omit<ApiKey, 'fingerprint' | 'accountId'> & { state: KeyState };

const listingOf = ({ fingerprint: _f, accountId: _a, ...key }: ApiKey, now: Date): KeyListing => ({ ...key, state: keyState(key, now) });

export interface CreatedKey {
  id: string;
  key: string;
  scopes: Scope[];
  expiresAt: string;
}

@Injectable()
export class ApiKeysService {
  private readonly keys: Repository<ApiKey>;

  constructor(@InjectDataSource('identity') private readonly dataSource: DataSource) {
    this.keys = dataSource.getRepository(ApiKey);
  }

  /** Creates a key and returns its value, the only time it is ever visible. */
  async create(accountId: string, request: { name: string; scopes: string[]; expires: string }): Promise<CreatedKey> {
    const errors = checkKeyRequest(request);
    if (errors.length) throw ServiceError.validation(errors);
    return this.dataSource.transaction(async (manager) => {
      // Lock the account row so two concurrent creations cannot both pass the active-key limit.
      await manager
        .getRepository(Account)
        .createQueryBuilder('a')
        .setLock('pessimistic_write')
        .where('a.id = :accountId', { accountId })
        .getOneOrFail();
      const now = new Date();
      const active = await manager.getRepository(ApiKey).countBy({ accountId, revokedAt: IsNull(), expiresAt: MoreThan(now) });
      if (active >= MAX_ACTIVE_KEYS)
        throw new ServiceError('conflict', `At most ${MAX_ACTIVE_KEYS} keys can be active at once. Revoke one first.`);
      const id = randomUUID();
      const { token, fingerprint } = generateApiKey(id);
      const key = await manager.getRepository(ApiKey).save({
        id,
        accountId,
        name: request.name.trim(),
        scopes: asScopes(request.scopes),
        fingerprint,
        expiresAt: expiryDate(request.expires as KeyExpiry, now),
        revokedAt: null,
      });
      return { id, key: token, scopes: key.scopes, expiresAt: key.expiresAt.toISOString() };
    });
  }

  async list(accountId: string): Promise<KeyListing[]> {
    const keys = await this.keys.find({ where: { accountId }, order: { createdAt: 'ASC' } });
    const now = new Date();
    return keys.map((key) => listingOf(key, now));
  }

  /** One key of an account (404 for a key of another account: the signed-in app reaches only its own). */
  async read(keyId: string, accountId: string): Promise<KeyListing> {
    const key = await this.keys.findOneBy({ id: keyId, accountId });
    if (!key) throw new ServiceError('not_found', `No key with id ${keyId}.`);
    return listingOf(key, new Date());
  }

  /** Revokes a key at once (the next request with it is refused); with `accountId`, only a key of that account. Revoking twice is no error. */
  async revoke(keyId: string, accountId?: string): Promise<void> {
    const which = accountId === undefined ? { id: keyId } : { id: keyId, accountId };
    const result = await this.keys.update({ ...which, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected && !(await this.keys.existsBy(which))) throw new ServiceError('not_found', `No key with id ${keyId}.`);
  }

  /**
   * Resolves a presented key, read fresh on every request so revocation, expiry and account
   * changes act on the very next call. Checks run in the order of the spec's status table:
   * 401 (key or unverified email), then 402 (plan), then 403 (restriction).
   */
  async authenticate(token: string): Promise<Principal> {
    const parsed = parseApiKey(token);
    if (!parsed) throw new ServiceError('invalid_api_key', 'The API key is malformed.');
    const [record] = await runStatement<KeyRecord>(this.dataSource, { ...KEY_RECORD_STATEMENT, values: [parsed.keyId] });
    const verified = verifyKeyRecord(parsed.secret, record, new Date());
    return { account: { id: verified.accountId, name: verified.name, plan: verified.plan }, keyId: parsed.keyId, scopes: verified.scopes };
  }
}
