import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, GatewayConfigSchema, loadConfig, StandaloneConfigSchema } from '@pp/platform';
import { appOptionsOf, defaultWebDir, ownBaseUrl } from './app-options.js';

const defaults = { baseUrl: 'http://127.0.0.1:3000', mailDir: '/data/mail' };

describe('the signed-in app’s configuration', () => {
  it('defaults to plain HTTP on this server’s own address, mail as files, 30 minutes idle and 12 hours at most', () => {
    const options = appOptionsOf(loadConfig(StandaloneConfigSchema, {}), defaults);
    expect(options).toMatchObject({
      baseUrl: 'http://127.0.0.1:3000',
      secureCookies: false,
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
      signUpPlan: 'lite',
      signInThrottle: {
        account: { limit: 5, windowMs: 900_000, lockoutMs: 900_000 },
        address: { limit: 20, windowMs: 900_000, lockoutMs: 900_000 },
      },
      mail: { smtpUrl: undefined, from: 'Practice papers <no-reply@localhost>', dir: '/data/mail' },
    });
  });

  it('serves Secure, __Host- cookies when the configured base URL is https, and takes every setting from the environment', () => {
    const config = loadConfig(GatewayConfigSchema, {
      APP_BASE_URL: 'https://pp.example',
      APP_SESSION_IDLE_MINUTES: '5',
      APP_SESSION_MAX_HOURS: '2',
      APP_SIGN_UP_PLAN: 'none',
      APP_SIGN_IN_ACCOUNT_LIMIT: '3',
      APP_SIGN_IN_WINDOW_MINUTES: '10',
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_DIR: 'relative/mail',
    });
    expect(appOptionsOf(config, defaults)).toMatchObject({
      baseUrl: 'https://pp.example',
      secureCookies: true,
      sessionIdleMs: 300_000,
      sessionMaxMs: 7_200_000,
      signUpPlan: 'none',
      signInThrottle: { account: { limit: 3, windowMs: 600_000, lockoutMs: 600_000 } },
      mail: { smtpUrl: 'smtps://user:secret@mail.example:465', dir: resolve('relative/mail') },
    });
  });

  it('refuses at boot a base URL with a path, an unknown plan, a zero idle limit and a mail server that is not SMTP', () => {
    const attempt = () =>
      loadConfig(GatewayConfigSchema, {
        APP_BASE_URL: 'https://pp.example/app',
        APP_SIGN_UP_PLAN: 'gold',
        APP_SESSION_IDLE_MINUTES: '0',
        SMTP_URL: 'http://mail.example',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'APP_BASE_URL',
        'APP_SESSION_IDLE_MINUTES',
        'APP_SIGN_UP_PLAN',
        'SMTP_URL',
      ]);
    }
  });

  it('names this server as a browser on the same machine reaches it', () => {
    expect(ownBaseUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(ownBaseUrl('127.0.0.1', 4000)).toBe('http://127.0.0.1:4000');
    expect(ownBaseUrl('::1', 80)).toBe('http://[::1]:80');
  });

  it('finds the built web app beside the running build, or under the working directory', () => {
    const root = mkdtempSync(join(tmpdir(), 'pp-web-'));
    try {
      mkdirSync(join(root, 'dist', 'libs', 'gateway', 'src', 'app'), { recursive: true });
      expect(defaultWebDir(join(root, 'dist', 'libs', 'gateway', 'src', 'app'))).toBe(join(root, 'dist', 'apps', 'web'));
      expect(defaultWebDir(join(root, 'elsewhere'))).toBe(resolve('dist', 'apps', 'web'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
