import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await Promise.all(
    (globalThis.__E2E_STACKS__ ?? []).map(async (stack) => {
      await stack.stop();
      await stack.destroy();
    }),
  );
  if (process.env.E2E_STACKS_FILE) rmSync(process.env.E2E_STACKS_FILE, { force: true });
}
