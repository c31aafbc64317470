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
