import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { UsageError } from '../usage-error.js';

export const DEFAULT_BASE_URL = 'http://localhost:3000/v1';

/** What the config file holds. */
export interface StoredConfig {
  baseUrl?: string;
  apiKey?: string;
}

/** Where pp sends its requests and with which key, and where each came from (for `pp config show`; never the key). */
export interface Connection {
  baseUrl: string;
  apiKey: string | undefined;
  sources: { baseUrl: 'PP_BASE_URL' | 'config file' | 'default'; apiKey: 'PP_API_KEY' | 'config file' | null };
  configPath: string;
}

/** `$XDG_CONFIG_HOME/pp/config.json` (an absolute XDG_CONFIG_HOME only, as the XDG spec says), else `~/.config/pp/config.json`. */
export function configPathOf(env: NodeJS.ProcessEnv, home: string): string {
  const xdg = env.XDG_CONFIG_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.config'), 'pp', 'config.json');
}

/**
 * Why a file holding a key may not be read, or null. As ssh treats a private key: another user's
 * file, or one that group or others may read or write, is refused, whatever it holds.
 */
export function permissionProblem(path: string, file: { mode: number; uid: number }, ownUid: number | undefined): string | null {
  if (ownUid !== undefined && file.uid !== ownUid)
    return `${path} belongs to another user; pp reads a key file only if it is yours and private.`;
  const permissions = file.mode & 0o777;
  if ((permissions & 0o077) === 0) return null;
  return `Permissions ${permissions.toString(8).padStart(4, '0')} for ${path} are too open: it holds an API key and must be readable only by you. Run: chmod 600 ${path}`;
}

/** The config file's settings, or null when there is none. A file others can read, or that is not a JSON object of strings, is a UsageError. */
export function readConfigFile(path: string, ownUid: number | undefined = process.getuid?.()): StoredConfig | null {
  let file;
  try {
    file = statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  // Windows has no POSIX permission bits to check.
  const problem = process.platform === 'win32' ? null : permissionProblem(path, file, ownUid);
  if (problem) throw new UsageError(problem);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new UsageError(`${path} is not JSON: expected {"baseUrl": "...", "apiKey": "..."} (pp config set writes it).`);
  }
  const config = parsed as Record<string, unknown>;
  const wrong = ['baseUrl', 'apiKey'].filter((field) => config?.[field] !== undefined && typeof config[field] !== 'string');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || wrong.length > 0) {
    throw new UsageError(`${path} must be a JSON object whose baseUrl and apiKey are strings.`);
  }
  return { baseUrl: config.baseUrl as string | undefined, apiKey: config.apiKey as string | undefined };
}

/** An http(s) address without a trailing slash; `from` names where it was given. */
export function checkedBaseUrl(value: string, from: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${from} is not an address: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${from} must be an http or https address: ${value}`);
  return value.replace(/\/+$/, '');
}

/** The connection: PP_API_KEY, else the file's key; PP_BASE_URL, else the file's address, else the local default. Empty values count as unset. */
export function resolveConnection(env: NodeJS.ProcessEnv, stored: StoredConfig | null, configPath: string): Connection {
  const baseUrl = env.PP_BASE_URL
    ? { value: checkedBaseUrl(env.PP_BASE_URL, 'PP_BASE_URL'), source: 'PP_BASE_URL' as const }
    : stored?.baseUrl
      ? { value: checkedBaseUrl(stored.baseUrl, `baseUrl in ${configPath}`), source: 'config file' as const }
      : { value: DEFAULT_BASE_URL, source: 'default' as const };
  const apiKey = env.PP_API_KEY
    ? { value: env.PP_API_KEY, source: 'PP_API_KEY' as const }
    : stored?.apiKey
      ? { value: stored.apiKey, source: 'config file' as const }
      : { value: undefined, source: null };
  return { baseUrl: baseUrl.value, apiKey: apiKey.value, sources: { baseUrl: baseUrl.source, apiKey: apiKey.source }, configPath };
}

/** The config file is read only when something is left to take from it: with both variables set, a loose file does not stand in the way. */
export function loadConnection(env: NodeJS.ProcessEnv, home: string): Connection {
  const path = configPathOf(env, home);
  return resolveConnection(env, env.PP_API_KEY && env.PP_BASE_URL ? null : readConfigFile(path), path);
}

/**
 * Writes the config file readable only by its owner (0600, its folder 0700 when created): a new file
 * renamed over the old one, so the key is never in a file with looser permissions, even for a moment.
 */
export function writeConfigFile(path: string, config: StoredConfig): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, path);
}
