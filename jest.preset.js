// Shared Jest project settings: each TypeScript file is transpiled by swc with the build's options
// (tools/swc-options.js), as ESM (NestJS 12, react-pdf and mupdf are ESM-only: see LAB-NOTES). The
// types are checked once for the whole tree by `npm run typecheck`, not in every Jest worker.
import { readFileSync } from 'node:fs';
import { swcOptions } from './tools/swc-options.js';

const { compilerOptions } = JSON.parse(readFileSync(new URL('./tsconfig.base.json', import.meta.url), 'utf8'));
const aliases = Object.fromEntries(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, `<rootDir>/${target}`]));

export const typeScriptProject = {
  testEnvironment: '<rootDir>/tools/jest/plain-globals-environment.js',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { ...aliases, '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions()],
    '^.+\\.tsx$': ['@swc/jest', swcOptions({ tsx: true })],
  },
};
