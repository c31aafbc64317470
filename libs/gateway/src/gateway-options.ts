import type { SeparateLimits } from '@pp/contracts';
import { type AppConfig, AppConfigSchema, loadConfig, type RateLimitConfig, separateLimitsOf } from '@pp/platform';
import { type AppOptions, appOptionsOf } from './app/app-options.js';

/** Deployment choices for the gateway, given once at start-up. */
export interface GatewayOptions {
  /** The spec's rate limits, general and separate; only benchmarks turn them off. */
  rateLimits: boolean;
  /** The separate limits' values: enforced by the rate-limit guard and published in the documents. */
  separateLimits: SeparateLimits;
  /** The signed-in app: sessions, sign-in throttle, mail, web assets. Unset: every default (tests of the HTTP layer). */
  app?: AppOptions;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');

/** Where the app is reached and its mail goes when the run mode says nothing else. */
const DEFAULT_APP_PLACE = { baseUrl: 'http://localhost:3000', mailDir: '.data/mail' };

/** The options a validated configuration (gateway or standalone) sets; `defaults` are the run mode's own address and mail folder. */
export function gatewayOptionsOf(
  config: RateLimitConfig & AppConfig,
  defaults: { baseUrl: string; mailDir: string } = DEFAULT_APP_PLACE,
): GatewayOptions {
  return { rateLimits: config.RATE_LIMITS === 'on', separateLimits: separateLimitsOf(config), app: appOptionsOf(config, defaults) };
}

let defaultAppOptions: AppOptions | undefined;

/** The app's options, or every default when the gateway was given none. */
export function appOptionsIn(options: GatewayOptions): AppOptions {
  defaultAppOptions ??= appOptionsOf(loadConfig(AppConfigSchema, {}), DEFAULT_APP_PLACE);
  return options.app ?? defaultAppOptions;
}
