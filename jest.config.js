import { readdirSync, readFileSync } from 'node:fs';
import { typeScriptProject } from './jest.preset.js';

/**
 * The e2e files with a suite for the run E2E_RUN names (tools/jest/run-tests.js; e2e/support/stacks.ts
 * declares each suite in its run): a Jest file must hold a test, so a run takes only those. Unset:
 * every file, every suite, in one run.
 */
function e2eFilesOf(run) {
  const folder = new URL('./e2e/', import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith('.e2e-spec.ts'));
  const declares = (name, pattern) => pattern.test(readFileSync(new URL(name, folder), 'utf8'));
  if (!run) return files;
  if (run === 'own-stacks') return files.filter((name) => declares(name, /describeWithOwnStacks\(/));
  return files.filter((name) => declares(name, new RegExp(`describeOnSharedStacks\\(|describeInRun\\('${run}'`)));
}

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
      testMatch: e2eFilesOf(process.env.E2E_RUN).map((name) => `<rootDir>/e2e/${name}`),
      globalSetup: '<rootDir>/e2e/support/global-setup.js',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.js',
    },
  ],
};
