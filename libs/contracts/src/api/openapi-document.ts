import type { TSchema } from '@sinclair/typebox';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors/error-catalogue.js';
import { ErrorEnvelopeSchema } from '../errors/error-envelope.schema.js';
import { SCOPE_DESCRIPTIONS } from '../auth/scopes.js';
import { type ApiOperation, KEYED_OPERATION_ERRORS } from './api-operation.js';
import { API_DESCRIPTION, API_TAG_DESCRIPTIONS, API_TITLE, API_VERSION } from './api-info.js';
import {
  DEFAULT_SEPARATE_LIMITS,
  SAVED_PAPERS_OPERATION_ID,
  SAVED_PAPERS_POLICY,
  type SeparateLimits,
  separateLimitLines,
  separateLimitSentence,
  separateRatePolicies,
} from './separate-limits.js';

type JsonObject = Record<string, unknown>;

/** A plain JSON copy of a TypeBox schema without `$id`s (components are referenced by name instead). */
function plain(schema: TSchema): JsonObject {
  return JSON.parse(JSON.stringify(schema, (key, value) => (key === '$id' ? undefined : value))) as JsonObject;
}

/**
 * A request schema as a client must fill it: a property with a default is optional, because the
 * server fills it in (the validator's useDefaults), though TypeBox lists it as required.
 */
export function withDefaultsOptional(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withDefaultsOptional);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withDefaultsOptional(value)])) as JsonObject;
  const properties = copy.properties as Record<string, JsonObject> | undefined;
  if (Array.isArray(copy.required) && properties) {
    const required = (copy.required as string[]).filter((name) => properties[name]?.default === undefined);
    if (required.length > 0) copy.required = required;
    else delete copy.required;
  }
  return copy;
}

/** Top-level named schemas go to components; the rest are inlined. Request schemas (`request`) with their defaults optional. */
function schemaRef(schema: TSchema, components: Record<string, JsonObject>, request = false): JsonObject {
  const json = request ? (withDefaultsOptional(plain(schema)) as JsonObject) : plain(schema);
  if (!schema.$id) return json;
  components[schema.$id] ??= json;
  return { $ref: `#/components/schemas/${schema.$id}` };
}

const REQUEST_ID_HEADER = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
const RATE_LIMIT_HEADERS = Object.fromEntries(
  ['X-RateLimit-Remaining', 'X-RateLimit-Daily-Remaining', 'RateLimit-Policy', 'RateLimit'].map((name) => [
    name,
    { $ref: `#/components/headers/${name}` },
  ]),
);

export function errorCodesOf(operation: ApiOperation): ErrorCode[] {
  const base: ErrorCode[] =
    operation.auth === 'public' ? ['rate_limited', 'internal_error'] : [...KEYED_OPERATION_ERRORS, 'insufficient_scope'];
  const all = new Set<ErrorCode>([
    ...base,
    ...operation.errors,
    ...(operation.idempotencyKey ? (['idempotency_key_required', 'idempotency_key_reused'] as const) : []),
  ]);
  return [...all].sort((a, b) => ERROR_CATALOGUE[a].status - ERROR_CATALOGUE[b].status || a.localeCompare(b));
}

/** The operation's description with the sentence about its separate limit, at the values this server enforces. */
export function descriptionOf(operation: ApiOperation, limits: SeparateLimits): string | undefined {
  const sentence = separateLimitSentence(operation.operationId, limits);
  return [operation.description, sentence].filter(Boolean).join(' ') || undefined;
}

/** `x-rate-limits`: the separate limits an operation counts against, per account (windows in seconds; none for a count). */
function rateLimitsExtension(operation: ApiOperation, limits: SeparateLimits): JsonObject[] {
  if (operation.operationId === SAVED_PAPERS_OPERATION_ID) {
    return [{ policy: SAVED_PAPERS_POLICY, quota: limits.savedPapers, per: 'account', counts: 'saved papers held' }];
  }
  return separateRatePolicies(operation.operationId, limits).map(({ policy, quota, window, counted }) => ({
    policy,
    quota,
    windowSeconds: window === 'minute' ? 60 : 86_400,
    per: 'account',
    counts: counted,
  }));
}

function parameters(operation: ApiOperation, components: Record<string, JsonObject>): JsonObject[] {
  const list: JsonObject[] = [];
  for (const [location, schema] of [
    ['path', operation.params],
    ['query', operation.query],
  ] as const) {
    if (!schema) continue;
    const required = new Set<string>((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
      const parameter: JsonObject = {
        name,
        in: location,
        required: location === 'path' || (required.has(name) && property.default === undefined),
        schema: schemaRef(property, components, true),
      };
      if (property.description) parameter.description = property.description;
      if (property.type === 'array') Object.assign(parameter, { style: 'form', explode: true });
      list.push(parameter);
    }
  }
  if (operation.idempotencyKey) list.push({ $ref: '#/components/parameters/IdempotencyKey' });
  for (const { name, description, schema } of operation.headers ?? [])
    list.push({ name, in: 'header', required: false, description, schema });
  return list;
}

function responses(operation: ApiOperation, components: Record<string, JsonObject>): JsonObject {
  const result: JsonObject = {};
  const headers = operation.auth === 'public' ? REQUEST_ID_HEADER : { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS };
  for (const response of operation.responses) {
    const contentType = response.contentType ?? 'application/json';
    result[String(response.status)] = {
      description: response.description,
      headers,
      content: { [contentType]: response.schema ? { schema: schemaRef(response.schema, components) } : {} },
    };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(operation)) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    result[String(status)] = {
      description: `Error codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
      headers: status === 429 || status === 503 ? { ...headers, 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : headers,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return result;
}

function requestBody(operation: ApiOperation, components: Record<string, JsonObject>): JsonObject | undefined {
  const body = operation.body;
  if (!body) return undefined;
  if ('schema' in body) {
    const media = { schema: schemaRef(body.schema, components, true), ...(body.example !== undefined && { example: body.example }) };
    return {
      required: true,
      ...(body.maxBytes && { description: `At most ${body.maxBytes} bytes (413 above).` }),
      content: { [body.contentType]: media },
    };
  }
  return {
    required: true,
    description: body.description,
    content: Object.fromEntries(body.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
  };
}

/**
 * The OpenAPI 3.1.0 description of every operation, served at `/v1/openapi.json`, with the separate
 * limits this server enforces (its configuration; the defaults otherwise).
 */
export function buildOpenApiDocument(operations: readonly ApiOperation[], limits: SeparateLimits = DEFAULT_SEPARATE_LIMITS): JsonObject {
  const components: Record<string, JsonObject> = { ErrorEnvelope: plain(ErrorEnvelopeSchema) };
  const paths: Record<string, JsonObject> = {};
  for (const operation of operations) {
    const keyed = operation.auth !== 'public';
    const description = descriptionOf(operation, limits);
    const rateLimits = rateLimitsExtension(operation, limits);
    const entry: JsonObject = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      ...(description && { description }),
      security: keyed ? [{ apiKey: operation.auth }] : [],
      ...(keyed && { 'x-required-scopes': operation.auth }),
      ...(rateLimits.length > 0 && { 'x-rate-limits': rateLimits }),
      parameters: parameters(operation, components),
      ...(requestBody(operation, components) && { requestBody: requestBody(operation, components) }),
      responses: responses(operation, components),
    };
    paths[operation.path] = { ...(paths[operation.path] ?? {}), [operation.method.toLowerCase()]: entry };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description: `${API_DESCRIPTION}\n\nSeparate limits, beside the general request limits (per operation in \`x-rate-limits\`): ${separateLimitLines(limits).join(' ')}`,
    },
    servers: [{ url: '/v1', description: 'Version 1 of the interface; every path below is relative to it.' }],
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({
      name,
      ...(API_TAG_DESCRIPTIONS[name] && { description: API_TAG_DESCRIPTIONS[name] }),
    })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `Send \`Authorization: Bearer <API_KEY>\`. A key in the query string is refused. Scopes (listed per operation in \`x-required-scopes\`): ${Object.entries(
            SCOPE_DESCRIPTIONS,
          )
            .map(([s, d]) => `\`${s}\`: ${d}`)
            .join(' ')}`,
        },
      },
      headers: {
        RequestId: { description: 'Identifies this request; quote it when reporting a problem.', schema: { type: 'string' } },
        RetryAfter: { description: 'Whole seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } },
        'X-RateLimit-Remaining': {
          description:
            'Requests left this UTC minute: the lower of what the key (120) and the account (300) have left. Sent on responses to keyed requests that were admitted or rate-limited.',
          schema: { type: 'integer', minimum: 0 },
        },
        'X-RateLimit-Daily-Remaining': {
          description: 'Accepted requests left this UTC day: the lower of key (10,000) and account (20,000).',
          schema: { type: 'integer', minimum: 0 },
        },
        'RateLimit-Policy': {
          description:
            'IETF draft structured field: the key quotas, e.g. `"requests";q=120;w=60, "daily";q=10000;w=86400` (plus `"writes";q=20;w=60` on writes), then the account quotas of the separate limit an operation counts against (`x-rate-limits`), e.g. `"uploads";q=15;w=60, "uploads-daily";q=1000;w=86400`.',
          schema: { type: 'string' },
        },
        RateLimit: {
          description:
            'IETF draft structured field: what is left and seconds to reset per policy, e.g. `"requests";r=57;t=23`. A 429 saved_papers_limit adds `"saved-papers";r=0` (and `"saved-papers";q=<limit>` to RateLimit-Policy): a count, with no window and no reset.',
          schema: { type: 'string' },
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'A unique value per operation attempt, 1 to 255 printable ASCII characters. A retry with the same key and body returns the original result; a different body or operation with the same key is 409 `idempotency_key_reused`.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      schemas: components,
    },
  };
}
