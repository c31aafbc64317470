import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The SDK as the package `npm run sdk:pack` publishes: built on its own, with no path of the monorepo. */
describe('the SDK package', () => {
  const root = new URL('../', import.meta.url).pathname;
  let out: string;
  beforeAll(() => {
    // Inside the tree (.tmp is ignored), so that its import of openapi-fetch resolves as an installed package's would.
    mkdirSync(join(root, '../../.tmp'), { recursive: true });
    out = mkdtempSync(join(root, '../../.tmp/sdk-package-'));
    execFileSync(process.execPath, [
      join(root, '../../node_modules/typescript/bin/tsc'),
      '-p',
      join(root, 'tsconfig.package.json'),
      '--outDir',
      out,
    ]);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('compiles with the DOM types alone (no Node, no monorepo alias) and exports its client', () => {
    const script = `import('${join(out, 'index.js')}').then((sdk) => console.log(Object.keys(sdk).sort().join(',')))`;
    const exported = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(',');
    expect(exported).toEqual(
      expect.arrayContaining(['createPracticePaperClient', 'markPaperScan', 'summariseMarking', 'uploadAsset', 'OPERATIONS']),
    );
    expect(readFileSync(join(out, 'index.d.ts'), 'utf8')).toContain('createPracticePaperClient');
  });

  it('names its own version and depends on openapi-fetch alone, at the version the monorepo locks', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const lock = JSON.parse(readFileSync(join(root, '../../package-lock.json'), 'utf8'));
    expect(manifest.name).toBe('@practice-paper/sdk');
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.dependencies).toEqual({ 'openapi-fetch': lock.packages['node_modules/openapi-fetch'].version });
  });
});
