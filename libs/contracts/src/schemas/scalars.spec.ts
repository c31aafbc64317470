import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { type TSchema, Type } from '@sinclair/typebox';
import { API_OPERATIONS } from '../api/operations.js';
import { buildOpenApiDocument } from '../api/openapi-document.js';
import { ReadQuestionParamsSchema, SearchQuestionsQuerySchema } from '../questions/questions.schemas.js';
import { Int2, INT2_MAX, INT2_MIN, Int4, INT4_MAX, INT4_MIN, NO_NUL_PATTERN, Sha256Hex, Text, Uuid } from './scalars.js';

// As the gateway validates: query and path text coerced, bodies strict, formats on.
function ajv(coerce: boolean): Ajv {
  const instance = new Ajv({ allErrors: true, strict: false, useDefaults: true, coerceTypes: coerce ? 'array' : false });
  addFormats.default(instance);
  return instance;
}
const strict = ajv(false);
const coercing = ajv(true);
const accepts = (schema: TSchema, value: unknown, validator = strict) => validator.validate(schema, value);

/** Every `type: string` and `type: integer` node of a schema, with its JSON path. */
function leaves(schema: unknown, path = '#'): Array<{ path: string; schema: TSchema }> {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = node.type === 'string' || node.type === 'integer' || node.type === 'number' ? [{ path, schema: node as TSchema }] : [];
  const children = Object.entries(node).flatMap(([key, value]) =>
    Array.isArray(value) ? value.flatMap((item, i) => leaves(item, `${path}/${key}/${i}`)) : leaves(value, `${path}/${key}`),
  );
  return [...own, ...children];
}

/** The schemas of everything a request carries, for each public operation. */
const requestSchemas = API_OPERATIONS.flatMap((operation) =>
  (
    [
      ['params', operation.params],
      ['query', operation.query],
      ['body', operation.body && 'schema' in operation.body ? operation.body.schema : undefined],
    ] as const
  )
    .filter((entry): entry is readonly ['params' | 'query' | 'body', TSchema] => entry[1] !== undefined)
    .map(([part, schema]) => ({ name: `${operation.operationId} ${part}`, schema })),
);
const requestLeaves = requestSchemas.flatMap(({ name, schema }) =>
  leaves(schema).map((leaf) => ({ name: `${name} ${leaf.path}`, schema: leaf.schema })),
);

/** Text with at least one NUL somewhere in it. */
const withNul = fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}\u0000${b}`);

describe('Text', () => {
  it('refuses U+0000 anywhere and accepts other text, control characters included', () => {
    const schema = Text({ maxLength: 100 });
    expect(schema.pattern).toBe(NO_NUL_PATTERN);
    for (const bad of ['\u0000', '\u0000abc', 'abc\u0000', 'a\u0000b']) expect(accepts(schema, bad)).toBe(false);
    for (const good of ['', 'abc', 'tab\there', '\u0001\u001f\u007f', 'é 𝑥 ∑', '%00', '\\u0000']) expect(accepts(schema, good)).toBe(true);
    fc.assert(fc.property(withNul, (text) => !accepts(schema, text) && !accepts(schema, text, coercing)));
  });

  it('names the field in the errors of a query', () => {
    const query = { q: '\u0000abc' };
    expect(coercing.validate(SearchQuestionsQuerySchema, query)).toBe(false);
    expect(coercing.errors?.map((e) => [e.instancePath, e.keyword])).toEqual([['/q', 'pattern']]);
  });

  it('keeps a pattern or format of its own, which already rules NUL out', () => {
    expect(Text({ pattern: '^[a-z]+$' }).pattern).toBe('^[a-z]+$');
    expect(Uuid()).toEqual(expect.objectContaining({ type: 'string', format: 'uuid' }));
    expect(Uuid().pattern).toBeUndefined();
    expect(accepts(Uuid(), '00000000-0000-4000-8000-00000000000\u0000')).toBe(false);
    expect(accepts(Sha256Hex(), 'a'.repeat(64))).toBe(true);
    expect(accepts(Sha256Hex(), `${'a'.repeat(63)}\u0000`)).toBe(false);
  });

  it('publishes the pattern as an escape, never a raw NUL, in the OpenAPI document', () => {
    const text = JSON.stringify(buildOpenApiDocument(API_OPERATIONS));
    expect(text).toContain(JSON.stringify(NO_NUL_PATTERN));
    expect(text).not.toContain('\\u0000"');
    expect(() => new RegExp(NO_NUL_PATTERN, 'u')).not.toThrow();
  });
});

describe('Int4 and Int2', () => {
  it('bound an integer to the column range', () => {
    expect(Int4()).toEqual(expect.objectContaining({ type: 'integer', minimum: INT4_MIN, maximum: INT4_MAX }));
    expect(accepts(Int4(), 2147483647)).toBe(true);
    expect(accepts(Int4(), -2147483648)).toBe(true);
    for (const bad of [2147483648, -2147483649, 1e300, Number.MAX_SAFE_INTEGER, 1.5]) expect(accepts(Int4(), bad)).toBe(false);
    expect(Int2()).toEqual(expect.objectContaining({ minimum: INT2_MIN, maximum: INT2_MAX }));
    expect(accepts(Int2(), 32768)).toBe(false);
  });

  it('keep narrower bounds, cap wider ones and refuse an empty range', () => {
    expect(Int4({ minimum: 1, maximum: 100, default: 30 })).toEqual(expect.objectContaining({ minimum: 1, maximum: 100, default: 30 }));
    expect(Int4({ minimum: 1 })).toEqual(expect.objectContaining({ minimum: 1, maximum: INT4_MAX }));
    expect(Int4({ maximum: 2 ** 40 }).maximum).toBe(INT4_MAX);
    expect(Int2({ minimum: -1e9 }).minimum).toBe(INT2_MIN);
    expect(() => Int2({ minimum: 40000 })).toThrow(/admits nothing/);
  });

  it('make an over-large path revision a validation error naming the field', () => {
    const params = { questionId: '6f1c5a10-3b1e-4c1f-9a55-0f6c0f5c2a11', revision: '2147483648' };
    expect(coercing.validate(ReadQuestionParamsSchema, params)).toBe(false);
    expect(coercing.errors?.map((e) => [e.instancePath, e.keyword])).toEqual([['/revision', 'maximum']]);
    expect(coercing.validate(ReadQuestionParamsSchema, { ...params, revision: '2147483647' })).toBe(true);
  });
});

describe('every request schema of the operation registry', () => {
  it('has request schemas to check', () => {
    expect(requestLeaves.length).toBeGreaterThan(10);
  });

  it.each(requestLeaves.filter((leaf) => leaf.schema.type === 'string'))('refuses NUL in $name', ({ schema }) => {
    const validate = strict.compile(schema);
    fc.assert(
      fc.property(withNul, (text) => !validate(text)),
      { numRuns: 200 },
    );
  });

  it.each(requestLeaves.filter((leaf) => leaf.schema.type === 'integer'))('bounds $name to int4', ({ schema }) => {
    expect(schema.minimum).toBeGreaterThanOrEqual(INT4_MIN);
    expect(schema.maximum).toBeLessThanOrEqual(INT4_MAX);
  });

  // Fractions of a page (import evidence boxes, kept in jsonb) and constants: bounded or fixed, never open.
  it.each(requestLeaves.filter((leaf) => !['string', 'integer'].includes(leaf.schema.type as string)))('bounds $name', ({ schema }) => {
    if ('const' in schema) expect(typeof schema.const).not.toBe('undefined');
    else {
      expect(schema.type).toBe('number');
      expect(schema.minimum ?? schema.exclusiveMinimum).toBeGreaterThanOrEqual(0);
      expect(schema.maximum).toBeLessThanOrEqual(1);
    }
  });

  it('would find a plain string or integer that skipped the helpers', () => {
    const loose = leaves(Type.Object({ a: Type.String(), b: Type.Integer() }));
    expect(accepts(loose[0].schema, 'a\u0000')).toBe(true);
    expect(loose[1].schema.maximum).toBeUndefined();
  });
});
