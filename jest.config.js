import { readdirSync, readFileSync } from 'node:fs';
import { typeScriptProject } from './jest.preset.js';

/**
 * The suites of a folder (`e2e/` with `.e2e-spec.ts`, `e2e/browser/` with `.browser-spec.ts`) with a
 * suite for the run E2E_RUN names (tools/jest/run-tests.js; e2e/support/stacks.ts declares each suite
 * in its run): a Jest file must hold a test, so a run takes only those. Unset: every file, every
 * suite, in one run.
 */
function suiteFilesOf(folderPath, suffix, run) {
  const folder = new URL(folderPath, import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith(suffix));
  const declares = (name, pattern) => pattern.test(readFileSync(new URL(name, folder), 'utf8'));
  const selected = !run
    ? files
    : run === 'own-stacks'
      ? files.filter((name) => declares(name, /describeWithOwnStacks\(/))
      : files.filter((name) => declares(name, new RegExp(`describeOnSharedStacks\\(|describeInRun\\('${run}'`)));
  const paths = selected.map((name) => `<rootDir>/${folderPath.replace(/^\.\//, '')}${name}`);
  // Jest takes an empty testMatch for its default, every test file of the tree: name a file that does not exist instead.
  return paths.length ? paths : [`<rootDir>/${folderPath.replace(/^\.\//, '')}no-suite-in-the-${run}-run`];
}

/** Both e2e projects start the run's shared stacks by one global setup: Jest runs one file once, so with both selected they share the stacks. */
const onSharedStacks = {
  globalSetup: '<rootDir>/e2e/support/global-setup.js',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.js',
};

/** Unit specs sit beside the code; e2e suites start real stacks (embedded and distributed). */
export default {
  // e2e tests drive real processes (stacks, the admin CLI); unit tests finish far sooner.
  testTimeout: 90000,
  testSequencer: '<rootDir>/tools/jest/slow-first-sequencer.js',
  projects: [
    { ...typeScriptProject, displayName: 'unit', rootDir: '.', testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.ts'] },
    {
      ...typeScriptProject,
      displayName: 'e2e',
      rootDir: '.',
      testMatch: suiteFilesOf('./e2e/', '.e2e-spec.ts', process.env.E2E_RUN),
      ...onSharedStacks,
    },
    // Real-browser suites (Playwright driving Chromium from npm: docs/decisions/0036) on the same stacks.
    {
      ...typeScriptProject,
      displayName: 'browser',
      rootDir: '.',
      testMatch: suiteFilesOf('./e2e/browser/', '.browser-spec.ts', process.env.E2E_RUN),
      ...onSharedStacks,
    },
  ],
};
