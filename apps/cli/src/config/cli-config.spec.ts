import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../usage-error.js';
import {
  configPathOf,
  DEFAULT_BASE_URL,
  loadConnection,
  permissionProblem,
  readConfigFile,
  resolveConnection,
  writeConfigFile,
} from './cli-config.js';

let home: string;
beforeEach(() => (home = mkdtempSync(join(tmpdir(), 'pp-cli-'))));
afterEach(() => rmSync(home, { recursive: true, force: true }));

const configIn = (base: string) => join(base, 'pp', 'config.json');

describe('configPathOf', () => {
  it('is under an absolute XDG_CONFIG_HOME, else ~/.config', () => {
    expect(configPathOf({ XDG_CONFIG_HOME: '/etc/xdg-me' }, '/home/a')).toBe('/etc/xdg-me/pp/config.json');
    expect(configPathOf({}, '/home/a')).toBe('/home/a/.config/pp/config.json');
    expect(configPathOf({ XDG_CONFIG_HOME: 'relative' }, '/home/a')).toBe('/home/a/.config/pp/config.json');
  });
});

describe('permissionProblem', () => {
  it('accepts the owner alone reading and writing', () => {
    expect(permissionProblem('/c', { mode: 0o100600, uid: 7 }, 7)).toBeNull();
    expect(permissionProblem('/c', { mode: 0o100400, uid: 7 }, 7)).toBeNull();
  });

  it.each([0o644, 0o640, 0o604, 0o660, 0o606, 0o620])('refuses mode %o, saying chmod 600 and the path', (mode) => {
    expect(permissionProblem('/home/a/c.json', { mode: 0o100000 | mode, uid: 7 }, 7)).toMatch(
      new RegExp(`^Permissions 0${mode.toString(8)} for /home/a/c.json are too open.*chmod 600 /home/a/c.json$`),
    );
  });

  it("refuses another user's file", () => {
    expect(permissionProblem('/c', { mode: 0o100600, uid: 8 }, 7)).toMatch(/belongs to another user/);
  });
});

describe('the config file on disk', () => {
  it('is written 0600 in a 0700 folder, and read back', () => {
    const path = configIn(join(home, 'xdg'));
    writeConfigFile(path, { baseUrl: 'https://pp.example/v1', apiKey: 'ppk_secret' });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, 'xdg', 'pp')).mode & 0o777).toBe(0o700);
    expect(readConfigFile(path)).toEqual({ baseUrl: 'https://pp.example/v1', apiKey: 'ppk_secret' });
    writeConfigFile(path, { apiKey: 'ppk_other' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ apiKey: 'ppk_other' });
  });

  it('refuses a file others may read, with the chmod that fixes it, and never shows the key', () => {
    const path = configIn(home);
    writeConfigFile(path, { apiKey: 'ppk_secret' });
    chmodSync(path, 0o644);
    expect(() => readConfigFile(path)).toThrow(UsageError);
    expect(() => readConfigFile(path)).toThrow(`chmod 600 ${path}`);
    expect(() => readConfigFile(path)).not.toThrow(/ppk_secret/);
    chmodSync(path, 0o600);
    expect(readConfigFile(path)?.apiKey).toBe('ppk_secret');
  });

  it('is no config when absent, and a usage error when it is not an object of strings', () => {
    const path = configIn(home);
    expect(readConfigFile(path)).toBeNull();
    writeConfigFile(path, {});
    for (const text of ['not json', '[]', '{"apiKey": 42}']) {
      writeFileSync(path, text);
      expect(() => readConfigFile(path)).toThrow(UsageError);
    }
  });
});

describe('resolveConnection', () => {
  const stored = { baseUrl: 'https://file.example/v1', apiKey: 'ppk_file' };

  it('takes the variables first, then the file, then the local default', () => {
    expect(resolveConnection({ PP_API_KEY: 'ppk_env', PP_BASE_URL: 'http://env.example/v1/' }, stored, '/c')).toEqual({
      baseUrl: 'http://env.example/v1',
      apiKey: 'ppk_env',
      sources: { baseUrl: 'PP_BASE_URL', apiKey: 'PP_API_KEY' },
      configPath: '/c',
    });
    expect(resolveConnection({ PP_API_KEY: '' }, stored, '/c')).toMatchObject({
      baseUrl: stored.baseUrl,
      apiKey: 'ppk_file',
      sources: { baseUrl: 'config file', apiKey: 'config file' },
    });
    expect(resolveConnection({}, null, '/c')).toMatchObject({
      baseUrl: DEFAULT_BASE_URL,
      apiKey: undefined,
      sources: { baseUrl: 'default', apiKey: null },
    });
  });

  it('refuses a base address that is not http or https', () => {
    expect(() => resolveConnection({ PP_BASE_URL: 'localhost:3000' }, null, '/c')).toThrow(UsageError);
    expect(() => resolveConnection({}, { baseUrl: 'ftp://x/v1' }, '/c')).toThrow(/baseUrl in \/c/);
  });
});

describe('loadConnection', () => {
  it('reads the file under XDG_CONFIG_HOME, refusing it when it is loose, unless both variables are set', () => {
    const xdg = join(home, 'xdg');
    writeConfigFile(configIn(xdg), { apiKey: 'ppk_file' });
    expect(loadConnection({ XDG_CONFIG_HOME: xdg }, home)).toMatchObject({ apiKey: 'ppk_file', configPath: configIn(xdg) });
    chmodSync(configIn(xdg), 0o640);
    expect(() => loadConnection({ XDG_CONFIG_HOME: xdg, PP_API_KEY: 'ppk_env' }, home)).toThrow(/chmod 600/);
    expect(loadConnection({ XDG_CONFIG_HOME: xdg, PP_API_KEY: 'ppk_env', PP_BASE_URL: 'http://h/v1' }, home).apiKey).toBe('ppk_env');
  });
});
