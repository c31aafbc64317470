import type { DatabaseDefinition } from '@pp/platform';
import { Account } from './entities/account.entity.js';
import { ApiKey } from './entities/api-key.entity.js';
import { CreateAccountsAndKeys1763900000001 } from './migrations/1763900000001-create-accounts-and-keys.js';
import { CreateRateCountersAndUsage1763900000002 } from './migrations/1763900000002-create-rate-counters-and-usage.js';
import { CreateAppSignIn1763900000003 } from './migrations/1763900000003-create-app-sign-in.js';
import { CreatePasskeys1763900000004 } from './migrations/1763900000004-create-passkeys.js';

/** The gateway's own schema: accounts, keys, rate-limit counters, usage, and the signed-in app's passwords, sessions, links and attempts. */
export const identityDatabase: DatabaseDefinition = {
  owner: 'identity',
  entities: [Account, ApiKey],
  migrations: [
    CreateAccountsAndKeys1763900000001,
    CreateRateCountersAndUsage1763900000002,
    CreateAppSignIn1763900000003,
    CreatePasskeys1763900000004,
  ],
};
