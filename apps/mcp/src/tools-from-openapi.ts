import { isRetrySafe, OPERATIONS, type OperationId } from '@pp/sdk';

/** A JSON Schema (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = { [keyword: string]: unknown };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  'x-required-scopes'?: string[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** The parts of the interface's OpenAPI document the tools are made from. */
export interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation | unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** How a tool's arguments become the operation's request. */
export interface ToolBinding {
  operationId: string;
  method: HttpMethod;
  /** In OpenAPI form, relative to the base address (`/papers/{id}`). */
  path: string;
  scopes: readonly string[];
  pathParameters: string[];
  queryParameters: string[];
  /** `json`: the `body` argument; `empty`: `{}` sent for the model; `file`: bytes from `contentBase64` or `filePath`. */
  body: { kind: 'json' } | { kind: 'empty' } | { kind: 'file'; mediaTypes: string[] } | null;
  /** The media type of a successful answer that is a file (a PDF, a scan): the tool answers with a resource. */
  download: string | null;
  /** The operation takes `Prefer` (preparePaperExports): the server asks it to answer before a client's request timeout. */
  prefer: boolean;
}

export interface ApiTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object'; properties: Record<string, JsonSchema>; required: string[] };
  annotations: { title: string; readOnlyHint: boolean; idempotentHint?: boolean; openWorldHint: false };
  binding: ToolBinding;
}

export interface ToolOptions {
  /** The key's scopes (GET /me): only operations whose every required scope is among them become tools. */
  scopes: readonly string[];
  /** Uploads may name a local file (`filePath`): stdio only, where the server runs on the user's own machine. */
  localFiles: boolean;
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;
const JSON_MEDIA = 'application/json';

/** Every operation of the document with its method and path, in document order. */
export function operationsOf(document: OpenApiDocument): { method: HttpMethod; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => typeof item[method] === 'object' && item[method] !== null).map((method) => ({
      method: method.toUpperCase() as HttpMethod,
      path,
      operation: item[method] as Operation,
    })),
  );
}

/** The media type of an operation's successful answer (its first 2xx with content). */
export function successMediaType(operation: Operation): string | null {
  const success = Object.entries(operation.responses).find(([status, response]) => /^2/.test(status) && response.content);
  return success ? (Object.keys(success[1].content!)[0] ?? null) : null;
}

/** Whether a key with `scopes` may call an operation needing `required`. */
export const allows = (scopes: readonly string[], required: readonly string[]) => required.every((scope) => scopes.includes(scope));

/**
 * A copy of `schema` whose `#/components/schemas/X` references point at `#/$defs/X`, with every
 * schema it references (and they reference) added to `defs`: the input schema stands on its own.
 */
function withLocalRefs(schema: unknown, components: Record<string, JsonSchema>, defs: Record<string, JsonSchema>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withLocalRefs(item, components, defs));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => {
      const name = keyword === '$ref' && typeof value === 'string' ? SCHEMA_REF.exec(value)?.[1] : undefined;
      if (name === undefined) return [keyword, withLocalRefs(value, components, defs)];
      if (!(name in defs)) {
        if (!components[name]) throw new Error(`the OpenAPI document has no schema ${name}`);
        defs[name] = {}; // reserved first: a schema that refers to itself ends the walk
        defs[name] = withLocalRefs(components[name], components, defs) as JsonSchema;
      }
      return [keyword, `#/$defs/${name}`];
    }),
  );
}

function resolveParameter(parameter: Parameter | { $ref: string }, document: OpenApiDocument): Parameter {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = document.components?.parameters?.[name];
  if (!resolved) throw new Error(`the OpenAPI document has no parameter ${name}`);
  return resolved;
}

const isEmptyObject = (schema: JsonSchema | undefined) =>
  schema?.type === 'object' && Object.keys((schema.properties as object | undefined) ?? {}).length === 0;

function fileProperties(mediaTypes: string[], localFiles: boolean): Record<string, JsonSchema> {
  return {
    contentBase64: {
      type: 'string',
      contentEncoding: 'base64',
      description: localFiles ? 'The file, base64-encoded (or give filePath instead).' : 'The file, base64-encoded.',
    },
    ...(localFiles && {
      filePath: { type: 'string', minLength: 1, description: 'A file on this machine to upload (instead of contentBase64).' },
    }),
    mediaType: {
      enum: mediaTypes,
      description: 'The file’s media type; when left out it is read from the file’s first bytes.',
    },
  };
}

function descriptionOf(operation: Operation, facts: { idempotencyKey: boolean } | undefined): string {
  const parts = [operation.summary, operation.description].filter(Boolean);
  if (facts?.idempotencyKey) {
    parts.push('Each call is a new operation: this server supplies its Idempotency-Key (the same one on its own retries).');
  }
  return parts.join('\n\n');
}

/** The tool of one keyed operation. */
function toolOf(document: OpenApiDocument, method: HttpMethod, path: string, operation: Operation, localFiles: boolean): ApiTool {
  const components = document.components?.schemas ?? {};
  const defs: Record<string, JsonSchema> = {};
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const pathParameters: string[] = [];
  const queryParameters: string[] = [];
  let prefer = false;

  for (const parameter of (operation.parameters ?? []).map((p) => resolveParameter(p, document))) {
    if (parameter.in === 'header') {
      // Idempotency-Key comes from the SDK; Prefer from this server (see ToolBinding.prefer).
      prefer ||= parameter.name.toLowerCase() === 'prefer';
      continue;
    }
    const schema = withLocalRefs(parameter.schema ?? {}, components, defs) as JsonSchema;
    properties[parameter.name] = parameter.description && !schema.description ? { ...schema, description: parameter.description } : schema;
    // A parameter with a default may be left out (the document marks excludeIds and random required with one).
    if (parameter.in === 'path' || (parameter.required && schema.default === undefined)) required.push(parameter.name);
    (parameter.in === 'path' ? pathParameters : queryParameters).push(parameter.name);
  }

  let body: ToolBinding['body'] = null;
  const content = operation.requestBody?.content;
  if (content?.[JSON_MEDIA]) {
    const schema = content[JSON_MEDIA].schema;
    if (isEmptyObject(schema)) body = { kind: 'empty' };
    else {
      body = { kind: 'json' };
      properties.body = withLocalRefs(schema ?? {}, components, defs) as JsonSchema;
      if (operation.requestBody?.required) required.push('body');
    }
  } else if (content) {
    const mediaTypes = Object.keys(content);
    body = { kind: 'file', mediaTypes };
    Object.assign(properties, fileProperties(mediaTypes, localFiles));
    if (!localFiles) required.push('contentBase64');
  }

  const facts = OPERATIONS[operation.operationId as OperationId] as (typeof OPERATIONS)[OperationId] | undefined;
  const readOnly = method === 'GET';
  const media = successMediaType(operation);
  const title = operation.summary ?? operation.operationId;
  return {
    name: operation.operationId,
    title,
    description: descriptionOf(operation, facts),
    inputSchema: {
      type: 'object',
      properties,
      required,
      additionalProperties: false,
      ...(Object.keys(defs).length > 0 && { $defs: defs }),
    },
    annotations: {
      title,
      readOnlyHint: readOnly,
      // The same call again changes nothing more: a paper's creation under its own id, export preparation.
      // Not the Idempotency-Key operations: every call of those gets a fresh key, so is a new operation.
      ...(!readOnly && facts && { idempotentHint: isRetrySafe(operation.operationId as OperationId) && !facts.idempotencyKey }),
      openWorldHint: false,
    },
    binding: {
      operationId: operation.operationId,
      method,
      path,
      scopes: operation['x-required-scopes']!,
      pathParameters,
      queryParameters,
      body,
      download: media !== null && media !== JSON_MEDIA ? media : null,
      prefer,
    },
  };
}

/**
 * The interface's keyed operations as MCP tools, made from its own OpenAPI document: one per
 * operation the key's scopes allow, named by its operationId, its input one object schema (path and
 * query parameters as properties, the JSON body as `body`, a file upload as `contentBase64` or
 * `filePath`) with the document's schemas it references under `$defs`. The public documents (no
 * `x-required-scopes`) are resources, not tools.
 */
export function toolsFromOpenApi(document: OpenApiDocument, { scopes, localFiles }: ToolOptions): ApiTool[] {
  return operationsOf(document)
    .filter(({ operation }) => operation['x-required-scopes'] !== undefined && allows(scopes, operation['x-required-scopes']))
    .map(({ method, path, operation }) => toolOf(document, method, path, operation, localFiles));
}
