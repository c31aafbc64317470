// `npm run build`: the apps and libs into dist/ as ESM, transpiled by swc (tools/swc-options.js)
// without a type check; `npm run typecheck` is the type check, in every test run and in CI. Only
// sources newer than their output (or than the configuration) are transpiled again, and outputs
// whose source is gone are removed, so `npm start`, `npm test` and `npm run admin` after an
// unchanged build cost a fraction of a second. tsc-alias rewrites the `@pp/*` imports of the
// emitted files (tsconfig.base.json "paths"), which swc's own path mapping does not do for ESM.
// The browser app (apps/web) is built by Vite instead, into dist/apps/web, and only when a file it
// is built from changed (its fingerprint: buildWebApp below).
import './check-node.js'; // first: on a Node outside package.json "engines" nothing is built
import { transformFile } from '@swc/core';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, globSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, matchesGlob, relative } from 'node:path';
import tscAlias from 'tsc-alias';
import { swcOptions } from './swc-options.js';

const OUT = 'dist';
/** The browser app: Vite's, not swc's (tsconfig.build.json excludes it). */
const WEB = { root: 'apps/web', out: `${OUT}/apps/web`, config: 'apps/web/vite.config.ts' };
const { include, exclude } = JSON.parse(readFileSync('tsconfig.build.json', 'utf8'));
/** JSON files the sources import (resolveJsonModule); copied as they are. */
const JSON_ASSETS = ['libs/**/src/**/*.json'];

const excluded = (file) => file.endsWith('.d.ts') || exclude.some((pattern) => matchesGlob(file, pattern));
const sources = [...new Set(include.flatMap((pattern) => globSync(pattern)))].filter((file) => !excluded(file));
const assets = JSON_ASSETS.flatMap((pattern) => globSync(pattern));
const outputOf = (file) => join(OUT, file.replace(/\.tsx?$/, '.js'));
const modified = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -Infinity;
  }
};

// The swc options and the path aliases shape every output.
const configModified = Math.max(
  ...[new URL('./swc-options.js', import.meta.url), 'tsconfig.base.json', 'tsconfig.build.json'].map(modified),
);
const stale = (source) => modified(outputOf(source)) < Math.max(modified(source), configModified);

/**
 * Writes a source's output dated 1970, so that it counts as stale until its aliases are rewritten:
 * a build stopped in between redoes it. (tsc-alias resolves an alias by the emitted files, so every
 * output is written before any alias is rewritten.)
 */
async function transpile(source) {
  const output = outputOf(source);
  const { code, map } = await transformFile(source, {
    ...swcOptions({ tsx: source.endsWith('.tsx') }),
    swcrc: false,
    sourceFileName: relative(dirname(output), source),
  });
  mkdirSync(dirname(output), { recursive: true });
  const text = `${code}\n//# sourceMappingURL=${basename(output)}.map\n`;
  writeFileSync(`${output}.map`, map);
  writeFileSync(output, text);
  utimesSync(output, 0, 0);
  return { output, text };
}

const transpiled = await Promise.all(sources.filter(stale).map(transpile));
if (transpiled.length) {
  const rewriteAliases = await tscAlias.prepareSingleFileReplaceTscAliasPaths({
    configFile: 'tsconfig.build.json',
    resolveFullPaths: true,
  });
  for (const { output, text } of transpiled) writeFileSync(output, rewriteAliases({ fileContents: text, filePath: output }));
}
for (const asset of assets.filter(stale)) {
  mkdirSync(dirname(outputOf(asset)), { recursive: true });
  copyFileSync(asset, outputOf(asset));
}

// A source deleted or renamed must not leave a module behind that an old import still finds.
const expected = new Set([...sources.map(outputOf), ...assets.map(outputOf)]);
for (const output of globSync(`${OUT}/{apps,libs}/**/*.{js,json}`)) {
  if (expected.has(output) || output.startsWith(`${WEB.out}/`)) continue;
  rmSync(output);
  rmSync(`${output}.map`, { force: true });
}

/**
 * What the browser app is built from: its own files, the libs it may import (the contracts and what
 * they import), the path aliases and the installed packages. Paths, sizes and times: a file changed,
 * added, removed or renamed changes the fingerprint.
 */
function webFingerprint() {
  const files = [
    ...globSync(`${WEB.root}/**/*`),
    ...globSync('libs/{contracts,import-schema,scoring}/src/**/*.{ts,tsx,json}'),
    'tsconfig.base.json',
    'package-lock.json',
  ]
    .filter((file) => !/\.spec\.tsx?$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** `vite build` when the app's fingerprint differs from the one its last build left, or its page is missing. */
async function buildWebApp() {
  if (!existsSync(WEB.config)) return;
  const stamp = `${OUT}/.web-fingerprint`;
  const fingerprint = webFingerprint();
  if (existsSync(`${WEB.out}/index.html`) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  const { build } = await import('vite');
  await build({ configFile: WEB.config, logLevel: 'warn' });
  writeFileSync(stamp, fingerprint);
}

await buildWebApp();
