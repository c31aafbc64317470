import { Type } from '@sinclair/typebox';
import type { ApiOperation } from '../api/api-operation.js';
import { SCOPES } from '../auth/scopes.js';

export const IdentitySchema = Type.Object(
  {
    user: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
    key: Type.Object({ id: Type.String({ format: 'uuid' }), scopes: Type.Array(Type.Union(SCOPES.map((s) => Type.Literal(s)))) }),
  },
  { $id: 'Identity' },
);

export const getIdentity: ApiOperation = {
  operationId: 'getIdentity',
  method: 'GET',
  path: '/me',
  tag: 'Identity',
  summary: 'Identify the key and its user',
  description: 'Answers for any active key, whatever its scopes. Use it to check a key before other calls.',
  auth: [],
  responses: [{ status: 200, description: 'The user and the key.', schema: IdentitySchema }],
  errors: [],
};
