// Shared ts-jest ESM transform: NestJS 12, react-pdf and mupdf are ESM-only (see LAB-NOTES).
// isolatedModules: ts-jest only transpiles each file (ts.transpileModule); the types are checked
// once for the whole tree by `npm run typecheck`, not again in every Jest worker for every module.
import { readFileSync } from 'node:fs';

const { compilerOptions } = JSON.parse(readFileSync(new URL('./tsconfig.base.json', import.meta.url), 'utf8'));
const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, `<rootDir>/${target}`]),
);

export const tsJestProject = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { ...aliases, '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        useESM: true,
        tsconfig: {
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2022',
          jsx: 'react-jsx',
          experimentalDecorators: true,
          emitDecoratorMetadata: true,
          esModuleInterop: true,
          skipLibCheck: true,
          isolatedModules: true,
        },
      },
    ],
  },
};
