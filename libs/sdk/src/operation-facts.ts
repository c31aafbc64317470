/** What the client needs at run time to treat an operation by the interface's rules. */
export interface OperationFacts {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Relative to the base address, in OpenAPI form (`/papers/{id}`). */
  path: string;
  /** The scopes a key needs; null for the public documents. */
  scopes: readonly string[] | null;
  /** Whether the operation takes an Idempotency-Key (the client supplies one when the caller gives none). */
  idempotencyKey: boolean;
}
