import { tsJestProject } from './jest.preset.js';

/** Unit specs sit beside the code; e2e suites start real stacks (embedded and distributed). */
export default {
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.js'],
  projects: [
    { ...tsJestProject, displayName: 'unit', rootDir: '.', testMatch: ['<rootDir>/{apps,libs,tools}/**/*.spec.ts'] },
    {
      ...tsJestProject,
      displayName: 'e2e',
      rootDir: '.',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      testTimeout: 60000,
    },
  ],
};
