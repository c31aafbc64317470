/** Strict YAML input and the field checks every kustomization reader uses: parseYamlStrict, only, str, list, fail, isMap. */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parseAllDocuments } from 'yaml';

class KustomizeRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KustomizeRenderError';
  }
}

export type Json = null | boolean | number | string | Json[] | JsonMap;
export type JsonMap = { [key: string]: Json };

export function fail(message: string): never {
  throw new KustomizeRenderError(message);
}

export function isMap(v: unknown): v is JsonMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Parses a YAML stream; refuses anything whose meaning differs between YAML 1.2 (the `yaml`
 * package) and YAML 1.1 (closer to the Go libraries): unquoted yes/no/on/off, 0644, 1e3,
 * timestamps, merge keys.
 */
export function parseYamlStrict(text: string, where: string): Json[] {
  const docs = parseAllDocuments(text);
  const docs11 = parseAllDocuments(text, { version: '1.1' });
  const out: Json[] = [];
  docs.forEach((doc, i) => {
    const problems = [...doc.errors, ...doc.warnings];
    if (problems.length) fail(`${where}: YAML error: ${problems.map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as Json;
    const doc11 = docs11[i];
    if (!doc11 || doc11.errors.length || !isDeepStrictEqual(value, doc11.toJS())) {
      fail(
        `${where}: a plain (unquoted) scalar means different things in YAML 1.1 and 1.2 (yes/no/on/off, 0644, 1e3, a date, a << merge key?); quote it`,
      );
    }
    out.push(value);
  });
  return out;
}

export function readYamlFile(file: string): Json[] {
  return parseYamlStrict(readFileSync(file, 'utf8'), file);
}

/** Fails on any key of `value` not in `allowed` (a field this renderer does not implement). */
export function only(value: JsonMap, allowed: string[], where: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) fail(`${where}: unsupported field "${key}" (tools/k8s/kustomize/ implements only ${allowed.join(', ')})`);
  }
}

export function str(value: Json | undefined, where: string, required = true): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string') fail(`${where}: expected a string, got ${JSON.stringify(value)}`);
  return value;
}

export function list(value: Json | undefined, where: string): Json[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(`${where}: expected a list`);
  return value;
}
