import type { SchemaDefinition } from '@pp/platform';
import { Account } from './entities/account.entity.js';
import { ApiKey } from './entities/api-key.entity.js';
import { CreateAccountsAndKeys1763900000001 } from './migrations/1763900000001-create-accounts-and-keys.js';

/** The gateway's own schema: accounts and keys (later also usage, limits and idempotency records). */
export const identitySchema: SchemaDefinition = {
  owner: 'identity',
  entities: [Account, ApiKey],
  migrations: [CreateAccountsAndKeys1763900000001],
};
