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
