import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
// The spec checks the tools against the real document the API serves: the app itself only fetches it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { API_OPERATIONS, buildOpenApiDocument } from '@pp/contracts';
import { OPERATIONS } from '@pp/sdk';
import { type OpenApiDocument, operationsOf, toolsFromOpenApi } from './tools-from-openapi.js';

const document = buildOpenApiDocument(API_OPERATIONS) as unknown as OpenApiDocument;
const keyed = operationsOf(document).filter(({ operation }) => operation['x-required-scopes'] !== undefined);
const ALL_SCOPES = [...new Set(keyed.flatMap(({ operation }) => operation['x-required-scopes']!))];
const READ_ONLY_SCOPES = ['questions:read', 'papers:read'];

const toolsOf = (scopes: readonly string[], localFiles = false) => toolsFromOpenApi(document, { scopes, localFiles });
const toolNamed = (name: string, localFiles = false) => toolsOf(ALL_SCOPES, localFiles).find((tool) => tool.name === name)!;

function compiler() {
  // strictRequired off: the import schema's `if source is ai then required model` names a property its parent declares (valid JSON Schema).
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

describe('tools from the OpenAPI document', () => {
  it('makes every keyed operation a tool named by its operationId, and no public document', () => {
    const names = toolsOf(ALL_SCOPES).map((tool) => tool.name);
    expect(names).toEqual(keyed.map(({ operation }) => operation.operationId));
    const sdkKeyed = Object.entries(OPERATIONS).filter(([, facts]) => facts.scopes !== null);
    expect(names.sort()).toEqual(sdkKeyed.map(([operationId]) => operationId).sort());
    expect(names).not.toContain('getOpenApiDocument');
    expect(names).not.toContain('getGuide');
  });

  it('gives a read-only key only the read tools its scopes allow', () => {
    const tools = toolsOf(READ_ONLY_SCOPES);
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      keyed
        .filter(({ operation }) => operation['x-required-scopes']!.every((scope) => READ_ONLY_SCOPES.includes(scope)))
        .map(({ operation }) => operation.operationId)
        .sort(),
    );
    expect(tools.every((tool) => tool.binding.method === 'GET' && tool.annotations.readOnlyHint)).toBe(true);
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['getIdentity', 'searchQuestions', 'readPaper', 'downloadQuestionPaper']),
    );
    expect(tools.map((tool) => tool.name)).not.toContain('createMarkingSessionFromPaper'); // needs marking:submit too
  });

  it('has input schemas that compile as JSON Schema 2020-12 and refer to nothing outside themselves', () => {
    const ajv = compiler();
    for (const tool of toolsOf(ALL_SCOPES, true)) {
      expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
      expect(JSON.stringify(tool.inputSchema)).not.toContain('#/components/');
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    }
  });

  it('resolves a body given by reference into $defs: the guide’s example submission validates, an unknown field does not', () => {
    const tool = toolNamed('validateMarkingImport');
    expect(tool.inputSchema.properties.body).toEqual({ $ref: '#/$defs/ImportSubmission' });
    expect(Object.keys(tool.inputSchema.$defs as object)).toEqual(['ImportSubmission']);
    expect(tool.inputSchema.required).toEqual(['id', 'body']);
    const validate = compiler().compile(tool.inputSchema);
    const example = (document.paths['/marking/imports/{id}/validate'] as any).post.requestBody.content['application/json'].example;
    const id = '0b6f2e1c-5a4d-4e8b-9c3f-7d2a1e6b4c50';
    expect(validate({ id, body: example })).toBe(true);
    expect(validate({ id, body: { ...example, total: 10 } })).toBe(false);
  });

  it('joins path and query parameters and the JSON body in one object; headers are the server’s', () => {
    const search = toolNamed('searchQuestions');
    expect(Object.keys(search.inputSchema.properties)).toEqual(
      expect.arrayContaining(['q', 'module', 'topic', 'excludeIds', 'random', 'limit']),
    );
    expect(search.inputSchema.required).toEqual([]); // excludeIds and random have defaults
    const start = toolNamed('startMarking');
    expect(start.inputSchema.properties).not.toHaveProperty('Idempotency-Key');
    expect(start.inputSchema.required).toEqual(['id']);
    const prepare = toolNamed('preparePaperExports');
    expect(Object.keys(prepare.inputSchema.properties)).toEqual(['id', 'revision']); // its body is always {}
    expect(prepare.binding).toMatchObject({ body: { kind: 'empty' }, prefer: true });
    const create = toolNamed('createPaper');
    expect(create.inputSchema.required).toEqual(['body']);
    expect(compiler().compile(create.inputSchema)({ body: { id: 'not a uuid' } })).toBe(false);
  });

  it('describes each tool by its summary and description, and marks reads and idempotent writes', () => {
    const read = toolNamed('readPaper');
    const operation = (document.paths['/papers/{id}'] as any).get;
    expect(read.description).toBe([operation.summary, operation.description].filter(Boolean).join('\n\n'));
    expect(read.annotations).toMatchObject({ readOnlyHint: true });
    expect(toolNamed('createPaper').annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    expect(toolNamed('preparePaperExports').annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    // Each call of an Idempotency-Key operation gets a fresh key: calling it again makes another one.
    expect(toolNamed('createMarkingSession').annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    expect(toolNamed('createMarkingSession').description).toContain('Idempotency-Key');
  });

  it('takes an upload as base64, or as a local file in stdio only', () => {
    const overHttp = toolNamed('uploadMarkingAsset');
    expect(overHttp.inputSchema.properties).not.toHaveProperty('filePath');
    expect(overHttp.inputSchema.required).toEqual(['id', 'kind', 'name', 'contentBase64']);
    const local = toolNamed('uploadMarkingAsset', true);
    expect(local.inputSchema.properties).toHaveProperty('filePath');
    expect(local.inputSchema.required).toEqual(['id', 'kind', 'name']);
    expect(local.inputSchema.properties.mediaType).toEqual(
      expect.objectContaining({ enum: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] }),
    );
  });

  it('marks the downloads with the media type of their answer', () => {
    expect(toolNamed('downloadQuestionPaper').binding.download).toBe('application/pdf');
    expect(toolNamed('downloadMarkingAsset').binding.download).toBe('application/octet-stream');
    expect(toolNamed('readPaper').binding.download).toBeNull();
  });
});
