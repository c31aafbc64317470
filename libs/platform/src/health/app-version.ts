import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Type } from '@sinclair/typebox';
import { loadConfig } from '../config/load-config.js';

/** A release version (semver 2.0, as `nx release` writes it). */
const SEMVER = '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$';

/**
 * `APP_VERSION`: set by the image (docker/Dockerfile, build arg of the same name) to the release
 * version of the app it runs. Unset, the version comes from the app's own package.json, which
 * `nx release` bumps: `apps/<app>/package.json`, or beside the compiled app (`dist/apps/<app>/package.json`, as
 * the image has it).
 */
export const AppVersionConfigSchema = Type.Object({
  APP_VERSION: Type.Optional(Type.String({ pattern: SEMVER })),
});

/** The version reported when neither APP_VERSION nor the app's package.json gives one (e.g. under Jest). */
export const UNKNOWN_VERSION = 'unknown';

/** The candidate package.json files of the app whose `main.js` (or `main.ts`) is `entry`. */
export function appManifestCandidates(entry: string | undefined): string[] {
  if (!entry) return [];
  const file = resolve(entry).replaceAll('\\', '/');
  const match = /^(.*?)\/(?:dist\/(?:nx\/[^/]+\/)?)?apps\/([^/]+)\/src\/main\.[jt]s$/.exec(file);
  if (!match) return [];
  const [, root, app] = match;
  return [...new Set([join(dirname(dirname(file)), 'package.json'), join(root, 'apps', app, 'package.json')])];
}

function versionFromManifests(candidates: string[]): string | undefined {
  for (const path of candidates) {
    if (!existsSync(path)) continue;
    const version = (JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown }).version;
    if (typeof version === 'string' && new RegExp(SEMVER).test(version)) return version;
  }
  return undefined;
}

/**
 * The running app's release version. Validated like the rest of the config: a malformed APP_VERSION
 * throws a ConfigError naming it, which the server process reports before exiting 1.
 */
export function resolveAppVersion(env: NodeJS.ProcessEnv = process.env, entry: string | undefined = process.argv[1]): string {
  const { APP_VERSION } = loadConfig(AppVersionConfigSchema, env);
  return APP_VERSION ?? versionFromManifests(appManifestCandidates(entry)) ?? UNKNOWN_VERSION;
}

let cached: string | undefined;

/** resolveAppVersion() for this process, read once. */
export function appVersion(): string {
  cached ??= resolveAppVersion();
  return cached;
}
