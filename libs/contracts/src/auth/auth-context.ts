import type { Scope } from './scopes.js';

/** An account's developer plan: `none` holds no API access (402 plan_required). */
export const PLANS = ['lite', 'pro', 'none'] as const;
export type Plan = (typeof PLANS)[number];

/** Who is asking: resolved by the gateway from the key and sent with every RPC. */
export interface AuthContext {
  ownerId: string;
  keyId: string;
  scopes: Scope[];
  requestId: string;
  /** The account's plan when a key made the call (it sets the monthly marking credits); absent for a job's own calls. */
  plan?: Plan;
}

/** The body of every RPC request: the caller's context and the operation's input. */
export interface RpcRequest<TInput = unknown> {
  auth: AuthContext;
  input: TInput;
  /** The client's Idempotency-Key, for the operations that require one. */
  idempotencyKey?: string;
}
