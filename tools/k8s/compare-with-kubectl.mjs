#!/usr/bin/env node
/**
 * Compares tools/k8s/kustomize/ (the renderer the manifest checks use) with
 * `kubectl kustomize` on k8s/base, k8s/overlays/dev and k8s/overlays/prod, or on the
 * directories given. Not a test (the tests need no kubectl): run it after changing k8s/ or
 * with a newer kubectl, on a machine that has one.
 *
 *   node tools/k8s/compare-with-kubectl.mjs [dir ...]     # Node 24 (strips the types of the .ts files)
 *   KUBECTL=/path/to/kubectl node tools/k8s/compare-with-kubectl.mjs
 *
 * Prints IDENTICAL per directory (same objects, same order), or each differing field; exits 1
 * on any difference or when only one side fails.
 */
import { spawnSync } from 'node:child_process';
import { registerHooks } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parseAllDocuments } from 'yaml';

// The renderer's files import each other as ./x.js, as tsc and Jest expect; Node runs the .ts
// itself (type stripping) but does not map the .js to it, so this hook does, for a .ts importer.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relativeJs = /^\.{1,2}\/.*\.js$/.test(specifier) && context.parentURL?.endsWith('.ts');
      if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !relativeJs) throw error;
      return nextResolve(specifier.replace(/\.js$/, '.ts'), context);
    }
  },
});
const { kustomizeBuild } = await import('./kustomize/index.ts');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const KUBECTL = process.env.KUBECTL || 'kubectl';
const dirs =
  process.argv.length > 2 ? process.argv.slice(2) : ['k8s/base', 'k8s/overlays/dev', 'k8s/overlays/prod'].map((d) => join(ROOT, d));

const version = spawnSync(KUBECTL, ['version', '--client'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  console.error(`cannot run "${KUBECTL} version --client": ${version.error?.message ?? version.stderr}`);
  process.exit(2);
}
console.log(version.stdout.trim().split('\n').join('; '));

/** The paths at which two JSON-like values differ. */
function differences(a, b, path = '') {
  if (isDeepStrictEqual(a, b)) return [];
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return [`${path || '/'}: ours ${JSON.stringify(a)}, kubectl ${JSON.stringify(b)}`];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) => differences(a[k], b[k], `${path}/${k}`));
}

let failed = false;
for (const dir of dirs) {
  const r = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let theirs;
  let ours;
  let theirsError;
  let oursError;
  if (r.error || r.status !== 0) theirsError = (r.error?.message ?? r.stderr).trim();
  else
    theirs = parseAllDocuments(r.stdout)
      .map((d) => d.toJS())
      .filter((o) => o != null);
  try {
    ours = kustomizeBuild(dir);
  } catch (e) {
    oursError = e.message;
  }
  if (theirsError || oursError) {
    console.log(
      `${dir}: kubectl ${theirsError ? `fails: ${theirsError}` : 'renders'}; ours ${oursError ? `fails: ${oursError}` : 'renders'}`,
    );
    if (!theirsError || !oursError) failed = true;
    continue;
  }
  if (isDeepStrictEqual(ours, theirs)) {
    console.log(`${dir}: IDENTICAL (${ours.length} objects, same order)`);
    continue;
  }
  failed = true;
  console.log(`${dir}: DIFFERENT (ours ${ours.length} objects, kubectl ${theirs.length})`);
  const id = (o) => `${o.kind}/${o.metadata?.name}`;
  console.log(`  order, ours:    ${ours.map(id).join(' ')}`);
  console.log(`  order, kubectl: ${theirs.map(id).join(' ')}`);
  for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
    for (const d of differences(ours[i], theirs[i])) console.log(`  #${i} ${id(ours[i] ?? theirs[i])} ${d}`);
  }
}
process.exit(failed ? 1 : 0);
