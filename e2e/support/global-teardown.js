export default async function globalTeardown() {
  await Promise.all((globalThis.__E2E_STACKS__ ?? []).map(async (stack) => {
    await stack.stop();
    await stack.destroy();
  }));
}
