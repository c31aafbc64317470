import { KEY_EXPIRY_CHOICES, SCOPES, type AppKey, type Scope } from '@pp/contracts';

export type KeyExpiry = (typeof KEY_EXPIRY_CHOICES)[number];

export const EXPIRY_LABELS: Record<KeyExpiry, string> = { '30d': '30 days', '90d': '90 days', '1y': '1 year' };
export const DEFAULT_EXPIRY: KeyExpiry = '90d';

export const STATE_LABELS: Record<AppKey['state'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

export const activeCount = (keys: readonly AppKey[]) => keys.filter((key) => key.state === 'active').length;

/** Active keys first, then the rest; newest first within each. */
export function sortedKeys(keys: readonly AppKey[]): AppKey[] {
  const rank = (key: AppKey) => (key.state === 'active' ? 0 : 1);
  return [...keys].sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}

/** Scopes in the spec's order, whatever order they were ticked in. */
export const orderedScopes = (scopes: Iterable<string>): Scope[] => {
  const chosen = new Set(scopes);
  return SCOPES.filter((scope) => chosen.has(scope));
};

export interface KeyFormValues {
  name: string;
  scopes: readonly string[];
  expires: KeyExpiry;
}

export function keyFormProblems(values: KeyFormValues, { needsName }: { needsName: boolean }): Partial<Record<'name' | 'scopes', string>> {
  const problems: Partial<Record<'name' | 'scopes', string>> = {};
  const name = values.name.trim();
  if (needsName && !name) problems.name = 'Name the connection this key is for, for example “Marking agent”.';
  else if (needsName && name.length > 100) problems.name = 'Use at most 100 characters.';
  if (orderedScopes(values.scopes).length === 0) problems.scopes = 'Choose at least one permission.';
  return problems;
}

/** The sentence beside the create form: how many are active, and whether another may be made. */
export function activeKeysText(active: number, max: number): string {
  if (active >= max) return `${active} of ${max} keys are active: revoke one before creating another.`;
  return `${active} of ${max} keys are active.`;
}
