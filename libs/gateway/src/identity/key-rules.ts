import { type FieldError, isScope, type Scope } from '@pp/contracts';

export const MAX_ACTIVE_KEYS = 20;

/** The three expiry choices the spec allows, in days. */
export const KEY_EXPIRIES = { '30d': 30, '90d': 90, '1y': 365 } as const;
export type KeyExpiry = keyof typeof KEY_EXPIRIES;

export function expiryDate(choice: KeyExpiry, from: Date): Date {
  return new Date(from.getTime() + KEY_EXPIRIES[choice] * 24 * 60 * 60 * 1000);
}

/** Checks a requested key: a name, known scopes (at least one, no repeats) and one of the three expiries. */
export function checkKeyRequest(request: { name: string; scopes: string[]; expires: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (!request.name.trim() || request.name.length > 100) errors.push({ path: 'name', message: 'must be 1 to 100 characters' });
  const unknown = request.scopes.filter((s) => !isScope(s));
  if (request.scopes.length === 0) errors.push({ path: 'scopes', message: 'must list at least one scope' });
  if (unknown.length) errors.push({ path: 'scopes', message: `unknown scopes: ${unknown.join(', ')}` });
  if (new Set(request.scopes).size !== request.scopes.length) errors.push({ path: 'scopes', message: 'must not repeat a scope' });
  if (!Object.hasOwn(KEY_EXPIRIES, request.expires)) errors.push({ path: 'expires', message: 'must be one of 30d, 90d, 1y' });
  return errors;
}

export type KeyState = 'active' | 'expired' | 'revoked';

export function keyState(key: { expiresAt: Date; revokedAt: Date | null }, now: Date): KeyState {
  if (key.revokedAt) return 'revoked';
  return key.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function asScopes(scopes: string[]): Scope[] {
  return scopes.filter(isScope);
}
