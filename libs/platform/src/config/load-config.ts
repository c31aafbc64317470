import type { Static, TObject } from '@sinclair/typebox';
import { compileSchema } from '../validation/schema-validator.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates environment variables against a schema at boot: defaults filled, strings coerced,
 * and every bad variable named in one message so a deployment is fixed in one go.
 */
export function loadConfig<S extends TObject>(schema: S, env: NodeJS.ProcessEnv = process.env): Static<S> {
  const picked: Record<string, unknown> = {};
  for (const name of Object.keys(schema.properties)) {
    const value = env[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  const result = compileSchema(schema, 'config').check(picked);
  if (!result.ok) throw new ConfigError(result.errors.map((e) => `${e.path}: ${e.message}`));
  return result.value;
}
