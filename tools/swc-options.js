// The one swc configuration, for the build (tools/build.js) and for Jest (jest.preset.js): it
// transpiles as `tsc` would with tsconfig.base.json (ES2022 class fields, legacy decorators with
// their design-type metadata for NestJS and TypeORM, JSX by the automatic runtime), one file at a
// time. `npm run typecheck` is the type check.

/** swc options for a `.ts` file, or a `.tsx` file when `tsx` is set. */
export function swcOptions({ tsx = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
      // `import … with { type: 'json' }` is kept: Node requires the attribute.
      experimental: { keepImportAssertions: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: true,
    inlineSourcesContent: false,
  };
}
