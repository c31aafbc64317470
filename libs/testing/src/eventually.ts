/**
 * Polls `check` every 20 ms until it holds, and throws naming `what` once `timeoutMs` has passed: a
 * test waits for a state or a count, never for a fixed time.
 */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
