import { tsJestProject } from './jest.preset.js';

/** Unit specs sit beside the code; e2e suites start real stacks (embedded and distributed). */
export default {
  // e2e tests drive real processes (stacks, the admin CLI); unit tests finish far sooner.
  testTimeout: 90000,
  testSequencer: '<rootDir>/tools/jest/slow-first-sequencer.js',
  projects: [
    { ...tsJestProject, displayName: 'unit', rootDir: '.', testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.ts'] },
    {
      ...tsJestProject,
      displayName: 'e2e',
      rootDir: '.',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      // A run of the embedded mode alone (E2E_MODE, tools/jest/run-tests.js) leaves out the suites
      // named for the distributed mode.
      testPathIgnorePatterns: process.env.E2E_MODE === 'embedded' ? ['\\.distributed\\.e2e-spec\\.ts$'] : [],
      globalSetup: '<rootDir>/e2e/support/global-setup.js',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.js',
    },
  ],
};
