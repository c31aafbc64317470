import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GENERATOR_DIRS, generatorFingerprint } from './generator-fingerprint.js';

describe('generatorFingerprint', () => {
  let root: string;
  let dirs: URL[];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pp-fingerprint-'));
    mkdirSync(join(root, 'content', 'templates'), { recursive: true });
    mkdirSync(join(root, 'scoring'));
    writeFileSync(join(root, 'content', 'index.js'), 'export const a = 1;');
    writeFileSync(join(root, 'content', 'templates', 'fp1.js'), 'export const t = 1;');
    writeFileSync(join(root, 'scoring', 'index.js'), 'export const s = 1;');
    dirs = ['content/', 'scoring/'].map((dir) => pathToFileURL(join(root, dir) + '/'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the same for the same code and variants', () => {
    expect(generatorFingerprint(6, dirs)).toMatch(/^[0-9a-f]{64}$/);
    expect(generatorFingerprint(6, dirs)).toBe(generatorFingerprint(6, dirs));
  });

  it('changes with the number of variants, an edited file, a new file, or a renamed one', () => {
    const before = generatorFingerprint(6, dirs);
    expect(generatorFingerprint(7, dirs)).not.toBe(before);

    writeFileSync(join(root, 'content', 'templates', 'fp1.js'), 'export const t = 2;');
    const edited = generatorFingerprint(6, dirs);
    expect(edited).not.toBe(before);

    writeFileSync(join(root, 'content', 'templates', 'fp2.js'), '');
    const added = generatorFingerprint(6, dirs);
    expect(added).not.toBe(edited);

    rmSync(join(root, 'content', 'templates', 'fp2.js'));
    writeFileSync(join(root, 'content', 'templates', 'fp3.js'), '');
    expect(generatorFingerprint(6, dirs)).not.toBe(added);
  });

  it('is undefined, so the bank is always generated, when a directory of the generator is missing', () => {
    rmSync(join(root, 'scoring'), { recursive: true });
    expect(generatorFingerprint(6, dirs)).toBeUndefined();
  });

  it('finds every directory of the real generator where the tree has it', () => {
    expect(GENERATOR_DIRS.map((dir) => existsSync(dir))).toEqual(GENERATOR_DIRS.map(() => true));
    expect(generatorFingerprint(6)).toMatch(/^[0-9a-f]{64}$/);
  });
});
