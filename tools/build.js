// `npm run build`: the apps and libs into dist/, rebuilding only what changed. `tsc -b` compares the
// sources with its build info and emits nothing when they are unchanged; tsc-alias (which rewrites
// the `@pp/*` imports of the emitted files) runs only after tsc wrote something. So `npm start`,
// `npm test` and `npm run admin` after an unchanged build cost a second, not a full compile.
import './check-node.js'; // first: on a Node outside package.json "engines" nothing is built
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';

const BUILD_INFO = 'dist/.tsbuildinfo';
// The build info's time when tsc-alias last finished: a failed alias run is redone next time.
const ALIASED = 'dist/.tsbuildinfo.aliased';

const tool = (path, args) => execFileSync(process.execPath, [new URL(`../node_modules/${path}`, import.meta.url).pathname, ...args], { stdio: 'inherit' });

tool('typescript/bin/tsc', ['-b', 'tsconfig.build.json']);
const built = String(statSync(BUILD_INFO).mtimeMs);
let aliased;
try {
  aliased = readFileSync(ALIASED, 'utf8');
} catch {
  aliased = undefined;
}
if (aliased !== built) {
  tool('tsc-alias/dist/bin/index.js', ['-p', 'tsconfig.build.json']);
  writeFileSync(ALIASED, built);
}
