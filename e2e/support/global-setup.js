// Plain JavaScript on the built helpers: Jest loads global setup without the `@pp/*` mapping.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { assertNatsReachable, createTestDatabase, mainOf, startDistributedTestStack, startEmbeddedStack } from '../../dist/libs/testing/src/index.js';

export const STACKS_FILE = '.tmp/e2e-stacks.json';

/** Starts one embedded and one distributed stack shared by every e2e suite. */
export default async function globalSetup() {
  if (!existsSync(mainOf('standalone'))) throw new Error('The apps are not built: run `npm run build` (npm test does it first).');
  await assertNatsReachable();
  await (await createTestDatabase('pp_probe')).drop();
  const stacks = await Promise.all([startEmbeddedStack(), startDistributedTestStack()]);
  globalThis.__E2E_STACKS__ = stacks;
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(STACKS_FILE, JSON.stringify(Object.fromEntries(stacks.map(({ mode, url, env, healthUrls }) => [mode, { mode, url, env, healthUrls }]))));
}
