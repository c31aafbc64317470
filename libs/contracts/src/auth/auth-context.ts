import type { Scope } from './scopes.js';

/** Who is asking: resolved by the gateway from the key and sent with every RPC. */
export interface AuthContext {
  ownerId: string;
  keyId: string;
  scopes: Scope[];
  requestId: string;
}

/** The body of every RPC request: the caller's context and the operation's input. */
export interface RpcRequest<TInput = unknown> {
  auth: AuthContext;
  input: TInput;
  /** The client's Idempotency-Key, for the operations that require one. */
  idempotencyKey?: string;
}
