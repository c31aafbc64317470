import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { Scope } from '@pp/contracts';
import { mainOf } from './processes.js';
import type { StackInfo } from './stacks.js';

const run = promisify(execFile);

export interface AdminResult {
  code: number;
  json?: unknown;
  stdout: string;
  stderr: string;
}

/** Runs the real admin CLI (`npm run admin -- ...`) with `--json` against a stack's data. */
export async function admin(stack: Pick<StackInfo, 'env'>, ...args: string[]): Promise<AdminResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [mainOf('admin'), '--json', ...args], { env: { ...process.env, ...stack.env } });
    return { code: 0, stdout, stderr, json: stdout.trim() ? JSON.parse(stdout) : undefined };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return {
      code: failed.code,
      stdout: failed.stdout,
      stderr: failed.stderr,
      json: failed.stderr.trim().startsWith('{') ? JSON.parse(failed.stderr) : undefined,
    };
  }
}

export async function adminOrThrow<T>(stack: Pick<StackInfo, 'env'>, ...args: string[]): Promise<T> {
  const result = await admin(stack, ...args);
  if (result.code !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
  return result.json as T;
}

export interface TestAccount {
  email: string;
  accountId: string;
  key: string;
  keyId: string;
}

/** A fresh account (verified, Pro unless told otherwise) with one key, made as an operator makes one: one admin CLI run (`account create --key-scopes`). The e2e suites make theirs in process (`e2e/support/accounts.ts`). */
export async function createAccountWithKeyByCli(
  stack: Pick<StackInfo, 'env'>,
  options: { scopes?: Scope[]; plan?: 'lite' | 'pro' | 'none'; name?: string; expires?: string } = {},
): Promise<TestAccount> {
  const email = `learner-${randomUUID()}@example.test`;
  const account = await adminOrThrow<{ id: string; key: { id: string; key: string } }>(
    stack,
    'account',
    'create',
    '--email',
    email,
    '--name',
    options.name ?? 'Test Learner',
    '--plan',
    options.plan ?? 'pro',
    '--key-name',
    'e2e',
    '--key-scopes',
    (options.scopes ?? ['questions:read']).join(','),
    '--key-expires',
    options.expires ?? '30d',
  );
  return { email, accountId: account.id, key: account.key.key, keyId: account.key.id };
}
