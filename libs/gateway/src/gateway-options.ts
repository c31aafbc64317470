/** Deployment choices for the gateway, given once at start-up. */
export interface GatewayOptions {
  /** The spec's rate limits; only benchmarks turn them off. */
  rateLimits: boolean;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
