// Cleanup helpers of the benchmark; removing a stack's NATS namespace is shared with the e2e stacks.
export { deleteNatsNamespace } from '../../../dist/libs/testing/src/index.js';

/** Runs each cleanup once, in reverse order of registration, never throwing. */
export function cleanupList(log = (m) => process.stderr.write(`${m}\n`)) {
  const tasks = [];
  return {
    add(name, fn) {
      tasks.push({ name, fn });
    },
    async run() {
      while (tasks.length) {
        const { name, fn } = tasks.pop();
        try {
          await fn();
        } catch (error) {
          log(`cleanup "${name}" failed: ${error instanceof Error ? error.message : error}`);
        }
      }
    },
  };
}

/**
 * What every scenario's setup opens with: its log, a cleanup list, and the teardown that runs it,
 * registered with the runner first, so an interrupt during setup still stops what has started so far.
 */
export function scenarioCleanup(context) {
  const log = context.log ?? ((m) => process.stderr.write(`${m}\n`));
  const cleanup = cleanupList(log);
  const teardown = () => cleanup.run();
  context.defer?.(teardown);
  return { log, cleanup, teardown };
}
