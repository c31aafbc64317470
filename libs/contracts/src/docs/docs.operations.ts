import { IMPORT_SCHEMA_PATH } from '@pp/import-schema';
import type { ApiOperation } from '../api/api-operation.js';

export const getOpenApiDocument: ApiOperation = {
  operationId: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  tag: 'Documents',
  summary: 'This interface as OpenAPI 3.1.0',
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
  auth: 'public',
  responses: [{ status: 200, description: 'The guide.', contentType: 'text/plain; charset=utf-8' }],
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
