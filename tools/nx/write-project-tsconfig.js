// The `build` target of every Nx project (nx.json targetDefaults): writes a tsconfig that compiles
// only that project's entry point and what it imports, into its own dist/nx/<project> folder, so
// cached outputs of two projects never overlap. Usage: write-project-tsconfig.js <projectRoot> <outDir>
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [projectRoot, outDir] = process.argv.slice(2);
if (!projectRoot || !outDir) throw new Error('usage: write-project-tsconfig.js <projectRoot> <outDir>');
const entry = ['src/main.ts', 'src/index.ts'].map((file) => join(projectRoot, file)).find((file) => existsSync(file));
if (!entry) throw new Error(`${projectRoot} has neither src/main.ts nor src/index.ts`);

const toRoot = relative(outDir, '.');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'tsconfig.json'),
  JSON.stringify({
    extends: join(toRoot, 'tsconfig.build.json'),
    compilerOptions: { outDir: '.', incremental: false, tsBuildInfoFile: null },
    files: [join(toRoot, entry)],
    include: [],
    'tsc-alias': { resolveFullPaths: true },
  }),
);
