import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** `npm run build` (tools/build.js) on a small tree of its own: what it emits, and what it leaves alone. */
const BUILD = new URL('./build.js', import.meta.url).pathname;

describe('the build (swc, only what changed)', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const build = () => execFileSync(process.execPath, [BUILD], { cwd: root, stdio: 'pipe' });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pp-build-'));
    write('package.json', JSON.stringify({ type: 'module' }));
    write(
      'tsconfig.base.json',
      JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@pp/shared': ['libs/shared/src/index.ts'] } } }),
    );
    write(
      'tsconfig.build.json',
      JSON.stringify({
        extends: './tsconfig.base.json',
        compilerOptions: { outDir: 'dist', rootDir: '.' },
        include: ['apps/*/src/**/*.ts', 'libs/**/src/**/*.ts'],
        exclude: ['**/*.spec.ts'],
      }),
    );
    write('libs/shared/src/index.ts', "export const greeting: string = 'hello';\n");
    write('libs/shared/src/shared.spec.ts', "it('is not built', () => undefined);\n");
    write('libs/shared/src/examples/example.json', '{ "kind": "example" }\n');
    write(
      'apps/demo/src/main.ts',
      [
        "import { Injectable } from './injectable.js';",
        "import { greeting } from '@pp/shared';",
        "import example from '../../../libs/shared/src/examples/example.json' with { type: 'json' };",
        'class Clock {}',
        '@Injectable()',
        'export class Greeter {',
        '  constructor(readonly clock: Clock) {}',
        '}',
        'console.log(greeting, example.kind);',
      ].join('\n'),
    );
    write(
      'apps/demo/src/injectable.ts',
      'export const Injectable = (): ClassDecorator => (target) => { (target as unknown as { marked: boolean }).marked = true; };\n',
    );
    build();
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('emits ESM with the aliases rewritten to relative paths, the JSON import attribute kept, and the design types of a decorated constructor', () => {
    const main = read('dist/apps/demo/src/main.js');
    expect(main).toContain("from '../../../libs/shared/src/index.js'");
    expect(main).not.toContain('@pp/shared');
    expect(main).toMatch(/with \{\s*type: ['"]json['"]\s*\}/);
    expect(main).toContain('design:paramtypes');
    expect(main).toContain('//# sourceMappingURL=main.js.map');
    expect(existsSync(join(root, 'dist/apps/demo/src/main.js.map'))).toBe(true);
    expect(read('dist/libs/shared/src/examples/example.json')).toContain('example');
    expect(existsSync(join(root, 'dist/libs/shared/src/shared.spec.js'))).toBe(false);
  });

  it('runs what it emitted', () => {
    expect(execFileSync(process.execPath, [join(root, 'dist/apps/demo/src/main.js')], { encoding: 'utf8' })).toBe('hello example\n');
  });

  it('leaves an output newer than its source alone, and transpiles a changed source again', () => {
    const output = join(root, 'dist/libs/shared/src/index.js');
    const untouched = statSync(output).mtimeMs;
    build();
    expect(statSync(output).mtimeMs).toBe(untouched);

    write('libs/shared/src/index.ts', "export const greeting: string = 'hello again';\n");
    utimesSync(join(root, 'libs/shared/src/index.ts'), new Date(), new Date(untouched + 60_000));
    build();
    expect(read('dist/libs/shared/src/index.js')).toContain('hello again');
  });

  it('removes the output of a source that is gone', () => {
    write('libs/shared/src/retired.ts', 'export const retired = true;\n');
    build();
    expect(existsSync(join(root, 'dist/libs/shared/src/retired.js'))).toBe(true);
    rmSync(join(root, 'libs/shared/src/retired.ts'));
    build();
    expect(existsSync(join(root, 'dist/libs/shared/src/retired.js'))).toBe(false);
    expect(existsSync(join(root, 'dist/libs/shared/src/retired.js.map'))).toBe(false);
  });
});
