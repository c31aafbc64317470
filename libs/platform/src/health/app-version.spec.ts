import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../config/load-config.js';
import { appManifestCandidates, resolveAppVersion, UNKNOWN_VERSION } from './app-version.js';
import { startHealthServer } from './health-server.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('resolveAppVersion', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'app-version-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeManifest = (path: string, version: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ name: 'x', version, private: true, type: 'module' }));
  };

  it('takes APP_VERSION first', () => {
    writeManifest(join(dir, 'apps/paper/package.json'), '1.0.0');
    expect(resolveAppVersion({ APP_VERSION: '2.3.4-rc.1' }, join(dir, 'dist/apps/paper/src/main.js'))).toBe('2.3.4-rc.1');
  });

  it('rejects a malformed APP_VERSION by name, as the boot config does', () => {
    expect(() => resolveAppVersion({ APP_VERSION: 'latest' }, undefined)).toThrow(ConfigError);
    expect(() => resolveAppVersion({ APP_VERSION: 'v1.2' }, undefined)).toThrow(/APP_VERSION/);
  });

  it('reads the package.json beside the compiled app (the image) before the source tree', () => {
    writeManifest(join(dir, 'dist/apps/paper/package.json'), '1.4.0');
    writeManifest(join(dir, 'apps/paper/package.json'), '1.5.0');
    expect(resolveAppVersion({}, join(dir, 'dist/apps/paper/src/main.js'))).toBe('1.4.0');
    rmSync(join(dir, 'dist/apps/paper/package.json'));
    expect(resolveAppVersion({ APP_VERSION: '' }, join(dir, 'dist/apps/paper/src/main.js'))).toBe('1.5.0');
  });

  it('finds the app from an nx build output and from the source entry', () => {
    writeManifest(join(dir, 'apps/gateway/package.json'), '3.0.1');
    expect(resolveAppVersion({}, join(dir, 'dist/nx/app-gateway/apps/gateway/src/main.js'))).toBe('3.0.1');
    expect(resolveAppVersion({}, join(dir, 'apps/gateway/src/main.ts'))).toBe('3.0.1');
  });

  it('is "unknown" outside an app (e.g. under Jest)', () => {
    expect(appManifestCandidates(join(dir, 'node_modules/jest/bin/jest.js'))).toEqual([]);
    expect(resolveAppVersion({}, join(dir, 'node_modules/jest/bin/jest.js'))).toBe(UNKNOWN_VERSION);
    expect(resolveAppVersion({}, undefined)).toBe(UNKNOWN_VERSION);
  });

  it('gives every app under apps/ its own private, ESM package.json with a version nx release can bump', () => {
    for (const app of readdirSync(join(ROOT, 'apps'))) {
      const manifest = JSON.parse(readFileSync(join(ROOT, 'apps', app, 'package.json'), 'utf8'));
      expect({ app, private: manifest.private, type: manifest.type }).toEqual({ app, private: true, type: 'module' });
      expect(resolveAppVersion({}, join(ROOT, 'dist/apps', app, 'src/main.js'))).toBe(manifest.version);
    }
  });
});

describe('startHealthServer', () => {
  it('reports the version on /health/live', async () => {
    const server = await startHealthServer(0, { readiness: async () => ({ database: 'up' }), metrics: false, version: '1.2.3' });
    try {
      const { port } = server.address() as AddressInfo;
      const live = await fetch(`http://127.0.0.1:${port}/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok', version: '1.2.3' });
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'up' } });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
