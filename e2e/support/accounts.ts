import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Scope } from '@pp/contracts';
import { AccountsService, ApiKeysService, identityDatabase } from '@pp/gateway/admin';
import { dataSourceOptionsOf } from '@pp/platform/database';
import type { StackInfo, TestAccount } from '@pp/testing';
import { databaseUrlOf } from './stacks.js';

/**
 * A fresh account (verified, Pro unless told otherwise) with one key, made by the identity services the
 * admin CLI runs, in this process against the stack's database: a CLI run per account cost CI minutes.
 * The CLI itself is tested in admin-cli.e2e-spec.ts.
 */
export async function createAccountWithKey(
  stack: StackInfo,
  options: { scopes?: Scope[]; plan?: 'lite' | 'pro' | 'none'; name?: string; expires?: string } = {},
): Promise<TestAccount> {
  const identity = await new DataSource(dataSourceOptionsOf(identityDatabase, { url: databaseUrlOf(stack), poolSize: 1 })).initialize();
  try {
    const email = `learner-${randomUUID()}@example.test`;
    const account = await new AccountsService(identity).create({
      email,
      name: options.name ?? 'Test Learner',
      plan: options.plan ?? 'pro',
      emailVerified: true,
    });
    const key = await new ApiKeysService(identity).create(account.id, {
      name: 'e2e',
      scopes: options.scopes ?? ['questions:read'],
      expires: options.expires ?? '30d',
    });
    return { email, accountId: account.id, key: key.key, keyId: key.id };
  } finally {
    await identity.destroy();
  }
}
