import { IMPORT_SCHEMA_PATH } from '@pp/import-schema';
import type { ApiOperation } from '../api/api-operation.js';

export const getOpenApiDocument: ApiOperation = {
  operationId: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  tag: 'Documents',
  summary: 'This interface as OpenAPI 3.1.0',
  description:
    'Every operation with its parameters, bodies, responses and error codes, the scopes a key needs (`x-required-scopes`) and the separate limits it counts against (`x-rate-limits`), at the values this server enforces. No key needed. The SDK is generated from it.',
  auth: 'public',
  responses: [{ status: 200, description: 'The OpenAPI document.', contentType: 'application/json' }],
  errors: [],
};

export const getGuide: ApiOperation = {
  operationId: 'getGuide',
  method: 'GET',
  path: '/guide.txt',
  tag: 'Documents',
  summary: 'This interface as a plain-text guide',
  description:
    'The same operations in plain text, for a reader or a model: scopes, errors, limits and the rules a client follows (retries, idempotency, polling, provisional results). No key needed.',
  auth: 'public',
  responses: [{ status: 200, description: 'The guide.', contentType: 'text/plain; charset=utf-8' }],
  errors: [],
};

export const getDocsPage: ApiOperation = {
  operationId: 'getDocsPage',
  method: 'GET',
  path: '/docs',
  tag: 'Documents',
  summary: 'This interface as an interactive reference page',
  description:
    'The OpenAPI document drawn in the browser, with a form to try each operation: paste a key into its bearer field and the call goes to this server only (the page allows no other origin). Every script of the page is served from here.',
  auth: 'public',
  responses: [{ status: 200, description: 'The page.', contentType: 'text/html; charset=utf-8' }],
  errors: [],
};

export const getImportSchema: ApiOperation = {
  operationId: 'getImportSchema',
  method: 'GET',
  path: IMPORT_SCHEMA_PATH.replace(/^\/v1/, ''),
  tag: 'Documents',
  summary: 'The svc-marking-import-v1 submission as JSON Schema (draft 2020-12)',
  description:
    'The schema that validate and complete apply, as published: unknown fields are refused at every level. The relationship rules a schema cannot state are in the guide under validateMarkingImport.',
  auth: 'public',
  responses: [{ status: 200, description: 'The JSON Schema document.', contentType: 'application/schema+json' }],
  errors: [],
};
