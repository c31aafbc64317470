import type { SeparateLimits } from '@pp/contracts';
import { type RateLimitConfig, separateLimitsOf } from '@pp/platform';

/** Deployment choices for the gateway, given once at start-up. */
export interface GatewayOptions {
  /** The spec's rate limits, general and separate; only benchmarks turn them off. */
  rateLimits: boolean;
  /** The separate limits' values: enforced by the rate-limit guard and published in the documents. */
  separateLimits: SeparateLimits;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');

/** The options a validated configuration (gateway or standalone) sets. */
export function gatewayOptionsOf(config: RateLimitConfig): GatewayOptions {
  return { rateLimits: config.RATE_LIMITS === 'on', separateLimits: separateLimitsOf(config) };
}
