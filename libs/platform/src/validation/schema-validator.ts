import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FieldError } from '@pp/contracts';

export type SchemaPurpose = 'body' | 'query' | 'config' | 'reply';

// Query strings and environment variables arrive as text, so they are coerced; bodies are JSON and are not.
// A reply is only checked: nothing is filled in, and its schemas (which name shared parts by $id) are not
// registered, so two replies that embed the same part never clash.
function createAjv(coerce: boolean, options: { fillDefaults?: boolean; registerIds?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    useDefaults: options.fillDefaults ?? true,
    addUsedSchema: options.registerIds ?? true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
  });
  addFormats.default(ajv);
  // ajv-formats' uuid also takes `urn:uuid:…`, which Postgres refuses: an id is the 8-4-4-4-12 hex form only (either case).
  ajv.addFormat('uuid', UUID_TEXT);
  return ajv;
}

/** A UUID as text: 8-4-4-4-12 hex digits, upper or lower case. */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ajvFor = {
  body: createAjv(false),
  query: createAjv(true),
  config: createAjv(true),
  reply: createAjv(false, { fillDefaults: false, registerIds: false }),
};

/** Turns Ajv errors into the `[{path, message}]` list of a 422, one entry per field. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, root = ''): FieldError[] {
  const seen = new Map<string, string>();
  for (const error of errors ?? []) {
    const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const extra =
      error.keyword === 'required'
        ? (error.params as { missingProperty: string }).missingProperty
        : error.keyword === 'additionalProperties'
          ? (error.params as { additionalProperty: string }).additionalProperty
          : '';
    const path = [root, base, extra].filter(Boolean).join('.') || root || '(root)';
    const message =
      error.keyword === 'additionalProperties'
        ? 'is not an allowed field'
        : error.keyword === 'required'
          ? 'is required'
          : (error.message ?? 'is invalid');
    if (!seen.has(path)) seen.set(path, message);
  }
  return [...seen].map(([path, message]) => ({ path, message }));
}

export interface CompiledSchema<T> {
  /** Validates (and coerces or fills defaults in place); returns the typed value or the field errors. */
  check(value: unknown): { ok: true; value: T } | { ok: false; errors: FieldError[] };
}

export function compileSchema<S extends TSchema>(schema: S, purpose: SchemaPurpose, root = ''): CompiledSchema<Static<S>> {
  const validate: ValidateFunction = ajvFor[purpose].compile(schema);
  return {
    check(value) {
      return validate(value) ? { ok: true, value: value as Static<S> } : { ok: false, errors: toFieldErrors(validate.errors, root) };
    },
  };
}
