import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { AI_SUBMISSION_EXAMPLE, HUMAN_SUBMISSION_EXAMPLE } from './examples/examples.js';
import { ImportSubmissionSchema } from './import-submission.schema.js';
import { IMPORT_SCHEMA_DOCUMENT, IMPORT_SCHEMA_PATH, importSchemaDocument } from './schema-document.js';

/** Every schema node below `node` that describes an object, with its place in the document. */
function objectNodes(node: unknown, path = '#'): Array<{ path: string; schema: Record<string, unknown> }> {
  if (!node || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const own = schema.type === 'object' ? [{ path, schema }] : [];
  return [...own, ...Object.entries(schema).flatMap(([key, value]) => objectNodes(value, `${path}/${key}`))];
}

/** Every schema node below `node`, with its place in the document. */
function schemaNodes(node: unknown, path = '#'): Array<{ path: string; schema: Record<string, unknown> }> {
  if (!node || typeof node !== 'object') return [];
  const children = Object.entries(node).flatMap(([key, value]) => schemaNodes(value, `${path}/${key}`));
  return Array.isArray(node) ? children : [{ path, schema: node as Record<string, unknown> }, ...children];
}

describe('the published import schema', () => {
  it('is a draft 2020-12 document identified by the path the gateway serves it at', () => {
    expect(IMPORT_SCHEMA_DOCUMENT).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: '/v1/schemas/svc-marking-import-v1.json',
      title: 'svc-marking-import-v1',
      type: 'object',
    });
    expect(IMPORT_SCHEMA_PATH).toBe('/v1/schemas/svc-marking-import-v1.json');
    expect(importSchemaDocument('https://api.example.com').$id).toBe('https://api.example.com/v1/schemas/svc-marking-import-v1.json');
    expect(JSON.parse(JSON.stringify(IMPORT_SCHEMA_DOCUMENT))).toEqual(IMPORT_SCHEMA_DOCUMENT);
  });

  it('rejects unknown fields at every object level', () => {
    const objects = objectNodes(IMPORT_SCHEMA_DOCUMENT);
    expect(objects.length).toBeGreaterThanOrEqual(10);
    for (const { path, schema } of objects) expect([path, schema.additionalProperties]).toEqual([path, false]);
  });

  it('states every bound on a length, a list or a number in the description of what it bounds, with its reason', () => {
    const bounded = schemaNodes(IMPORT_SCHEMA_DOCUMENT).flatMap(({ path, schema }) => {
      const bound = schema.maxLength ?? schema.maxItems ?? (schema.type === 'integer' ? schema.maximum : undefined);
      return bound === undefined ? [] : [{ path, bound, description: schema.description }];
    });
    expect(bounded.length).toBeGreaterThanOrEqual(25);
    for (const { path, bound, description } of bounded) {
      expect([path, description]).toEqual([path, expect.stringMatching(new RegExp(`at most ${String(bound)}\\b`, 'i'))]);
      // Either the spec's limit (or one that follows from it) or ours, said to be ours, and why.
      expect([path, description]).toEqual([path, expect.stringMatching(/the spec's|this service's bound beyond the spec: .+/)]);
    }
  });

  it('has no place for a submitted total, score or completion flag', () => {
    const fields = new Set(
      objectNodes(IMPORT_SCHEMA_DOCUMENT).flatMap(({ schema }) => Object.keys((schema.properties as object | undefined) ?? {})),
    );
    for (const field of ['total', 'totalMarks', 'awarded', 'score', 'marks', 'complete', 'completed', 'status'])
      expect(fields).not.toContain(field);
  });

  it('validates the examples with any draft 2020-12 validator', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(IMPORT_SCHEMA_DOCUMENT);
    for (const example of [HUMAN_SUBMISSION_EXAMPLE, AI_SUBMISSION_EXAMPLE])
      expect([validate(example), validate.errors]).toEqual([true, null]);
    expect(validate({ ...HUMAN_SUBMISSION_EXAMPLE, source: { ...HUMAN_SUBMISSION_EXAMPLE.source, kind: 'ai' } })).toBe(false);
  });

  it('keeps the TypeBox schema for the OpenAPI document under its component name', () => {
    expect(ImportSubmissionSchema.$id).toBe('ImportSubmission');
  });
});
