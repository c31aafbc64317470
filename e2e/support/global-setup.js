// Plain JavaScript on the built helpers: Jest loads global setup without the `@pp/*` mapping.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { assertNatsReachable, assertPostgresReachable, mainOf, sharedModesOf, startStack } from '../../dist/libs/testing/src/index.js';

/** Starts the shared stack of each mode of this run (E2E_RUN), shared by its suites. */
export default async function globalSetup() {
  if (!existsSync(mainOf('standalone'))) throw new Error('The apps are not built: run `npm run build` (npm test does it first).');
  await Promise.all([assertPostgresReachable(), assertNatsReachable()]);
  // The embedded stack sweeps unkept uploads every 2 s (e2e/upload-sweep), its grace left at 15 minutes.
  const envOf = (mode) => (mode === 'embedded' ? { UPLOAD_SWEEP_INTERVAL_SECONDS: '2' } : {});
  const stacks = await Promise.all(sharedModesOf(process.env.E2E_RUN).map((mode) => startStack(mode, envOf(mode))));
  globalThis.__E2E_STACKS__ = stacks;
  // One file per run, so two runs on one machine never share stacks; test workers inherit the variable.
  process.env.E2E_STACKS_FILE = `.tmp/e2e-stacks-${process.pid}.json`;
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(
    process.env.E2E_STACKS_FILE,
    JSON.stringify(
      Object.fromEntries(stacks.map(({ mode, url, env, healthUrls, metricsUrl }) => [mode, { mode, url, env, healthUrls, metricsUrl }])),
    ),
  );
}
