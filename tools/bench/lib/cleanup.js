// Removing what a distributed stack leaves on the shared NATS server: its JetStream streams
// (`<namespace>_EVENTS`, the object store `OBJ_<namespace>-blobs`, any other stream naming the namespace).
import { jetstreamManager } from '@nats-io/jetstream';
import { connectTestNats } from '../../../dist/libs/testing/src/index.js';

export async function deleteNatsNamespace(namespace) {
  if (!namespace) return [];
  const nc = await connectTestNats('pp-bench-cleanup');
  const deleted = [];
  try {
    const jsm = await jetstreamManager(nc);
    const names = [];
    for await (const info of jsm.streams.list()) names.push(info.config.name);
    for (const name of names.filter((n) => n.includes(namespace))) {
      await jsm.streams.delete(name);
      deleted.push(name);
    }
  } finally {
    await nc.close();
  }
  return deleted;
}

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
