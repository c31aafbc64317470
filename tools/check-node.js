// Fails fast when the project's code would run on a Node outside package.json "engines". npm scripts
// put node_modules/.bin/node (the pinned `node` devDependency) first on PATH; a plain `node` on the
// machine may be another major.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
if (!semver.satisfies(process.version, range)) {
  process.stderr.write(
    `node ${process.version} (${process.execPath}) does not satisfy engines "${range}": run it through npm scripts, which put node_modules/.bin/node first on PATH\n`,
  );
  process.exit(1);
}
