import type { TSchema } from '@sinclair/typebox';
import type { Scope } from '../auth/scopes.js';
import type { ErrorCode } from '../errors/error-catalogue.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiResponse {
  status: number;
  description: string;
  /** JSON body schema; omitted for binary or text responses, which name their content type. */
  schema?: TSchema;
  contentType?: string;
}

/**
 * One public operation: the single description from which the gateway takes its scopes and
 * request schemas, and from which the OpenAPI document and the plain-text guide are written.
 */
export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** Relative to the `/v1` base, in OpenAPI form (`/papers/{id}`). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** `public`: no key at all (documents); `[]`: any active key; otherwise every listed scope. */
  auth: 'public' | Scope[];
  idempotencyKey?: 'required';
  /** Optional request headers the operation reads (required ones have their own fields, as `idempotencyKey`). */
  headers?: Array<{ name: string; description: string; schema: Record<string, unknown> }>;
  params?: TSchema;
  query?: TSchema;
  /**
   * A JSON body (with a larger byte limit than the gateway's default where the operation needs one,
   * and an example for the documents), or raw bytes of the listed content types.
   */
  body?:
    | { schema: TSchema; contentType: 'application/json'; maxBytes?: number; example?: unknown }
    | { contentTypes: string[]; description: string };
  responses: ApiResponse[];
  /** Error codes this operation can answer with beyond those every keyed operation can. */
  errors: ErrorCode[];
}

/** Errors any operation that needs a key can answer with. */
export const KEYED_OPERATION_ERRORS: ErrorCode[] = [
  'key_in_query_string',
  'missing_api_key',
  'invalid_api_key',
  'expired_api_key',
  'revoked_api_key',
  'account_unverified',
  'plan_required',
  'account_restricted',
  'rate_limited',
  'service_unavailable',
  'internal_error',
];

export function isWriteOperation(operation: Pick<ApiOperation, 'method'>): boolean {
  return operation.method !== 'GET';
}
