import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plan } from '@pp/contracts';
import type { AppConfig } from '@pp/platform';
import type { ThrottleRule } from './app-accounts/sign-in-throttle.js';

/** The signed-in app's deployment choices, from the configuration validated at boot (decision 0033). */
export interface AppOptions {
  /** The origin users reach the app at: the mailed links start with it. */
  baseUrl: string;
  /** Served over TLS (the base URL is https): the session cookie is Secure and `__Host-` prefixed. */
  secureCookies: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** The plan a self-made account starts on. */
  signUpPlan: Plan;
  signInThrottle: { account: ThrottleRule; address: ThrottleRule };
  /** Anonymous steps that store rows or send mail a client address may take in a UTC minute. */
  anonymousPerMinute: number;
  mail: { smtpUrl?: string; from: string; dir: string };
  /** The built web app (Vite's output): served under /app when it holds an index.html. */
  webDir: string;
}

const MINUTE_MS = 60_000;

/** Where the build puts the web app: `dist/apps/web` beside the running `dist/libs/...`, or under the working directory from source. */
export function defaultWebDir(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (basename(dir) === 'dist' && existsSync(join(dir, 'libs'))) return join(dir, 'apps', 'web');
  }
  return resolve('dist', 'apps', 'web');
}

/** The address this server answers at, as a browser on the same machine writes it. */
export function ownBaseUrl(host: string, port: number): string {
  const name = ['0.0.0.0', '::', 'localhost'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The options a validated configuration sets; `defaults` are what the run mode decides (its address, its mail folder). */
export function appOptionsOf(config: AppConfig, defaults: { baseUrl: string; mailDir: string }): AppOptions {
  const baseUrl = config.APP_BASE_URL ?? defaults.baseUrl;
  const window = config.APP_SIGN_IN_WINDOW_MINUTES * MINUTE_MS;
  return {
    baseUrl,
    secureCookies: baseUrl.startsWith('https://'),
    sessionIdleMs: config.APP_SESSION_IDLE_MINUTES * MINUTE_MS,
    sessionMaxMs: config.APP_SESSION_MAX_HOURS * 60 * MINUTE_MS,
    signUpPlan: config.APP_SIGN_UP_PLAN,
    signInThrottle: {
      account: { limit: config.APP_SIGN_IN_ACCOUNT_LIMIT, windowMs: window, lockoutMs: window },
      address: { limit: config.APP_SIGN_IN_ADDRESS_LIMIT, windowMs: window, lockoutMs: window },
    },
    anonymousPerMinute: config.APP_ANONYMOUS_PER_MINUTE,
    mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dir: resolve(config.MAIL_DIR ?? defaults.mailDir) },
    webDir: resolve(config.APP_WEB_DIR ?? defaultWebDir()),
  };
}
