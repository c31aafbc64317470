import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Scope } from '@pp/contracts';
import { AccountsService, ApiKeysService, identityDatabase } from '@pp/gateway/admin';
import { dataSourceOptionsOf } from '@pp/platform/database';
import type { StackInfo, TestAccount } from '@pp/testing';
import { databaseUrlOf } from './stacks.js';

interface KeyOptions {
  scopes?: Scope[];
  expires?: string;
}

/** Runs `work` with the identity services the admin CLI runs, in this process against the stack's database. */
async function withIdentity<T>(stack: StackInfo, work: (identity: DataSource) => Promise<T>): Promise<T> {
  const identity = await new DataSource(dataSourceOptionsOf(identityDatabase, { url: databaseUrlOf(stack), poolSize: 1 })).initialize();
  try {
    return await work(identity);
  } finally {
    await identity.destroy();
  }
}

const createKeyWith = (identity: DataSource, accountId: string, options: KeyOptions) =>
  new ApiKeysService(identity).create(accountId, {
    name: 'e2e',
    scopes: options.scopes ?? ['questions:read'],
    expires: options.expires ?? '30d',
  });

/**
 * A fresh account (verified, Pro unless told otherwise) with one key, made by the identity services the
 * admin CLI runs, in this process against the stack's database: a CLI run per account cost CI minutes.
 * The CLI itself is tested in admin-cli.e2e-spec.ts.
 */
export function createAccountWithKey(
  stack: StackInfo,
  options: KeyOptions & { plan?: 'lite' | 'pro' | 'none'; name?: string } = {},
): Promise<TestAccount> {
  return withIdentity(stack, async (identity) => {
    const email = `learner-${randomUUID()}@example.test`;
    const account = await new AccountsService(identity).create({
      email,
      name: options.name ?? 'Test Learner',
      plan: options.plan ?? 'pro',
      emailVerified: true,
    });
    const key = await createKeyWith(identity, account.id, options);
    return { email, accountId: account.id, key: key.key, keyId: key.id };
  });
}

/** Another key of an existing account: its own per-key limits, the account's shared ones. */
export function createKey(stack: StackInfo, account: TestAccount, options: KeyOptions = {}): Promise<TestAccount> {
  return withIdentity(stack, async (identity) => {
    const key = await createKeyWith(identity, account.accountId, options);
    return { ...account, key: key.key, keyId: key.id };
  });
}
