import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of memory,
 * two passes, one lane. About 35 ms a hash on this project's 2-core machines.
 */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** A hash of nothing anyone knows: checked when an email has no account or no password, so the answer takes as long. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomBytes(32).toString('base64url')));

/**
 * Whether `password` matches the stored PHC string. With no stored hash (an unknown email, an account
 * the admin CLI made without a password) the decoy is checked instead, so every answer costs one
 * argon2 verification and the timing tells nothing about which emails have accounts.
 */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await decoyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
