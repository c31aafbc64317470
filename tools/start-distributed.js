// `npm run start:distributed`: every app as its own process against DATABASE_URL and NATS_URL
// (defaults: the local Postgres and NATS). Ctrl-C stops them all gracefully.
import { startDistributedStack } from '../dist/libs/testing/src/processes.js';

const port = Number(process.env.PORT ?? 3000);
const stack = await startDistributedStack({
  port,
  env: process.env,
  onLine: (app, line) => process.stdout.write(`${app.padEnd(13)}| ${line}\n`),
});
process.stdout.write(`\nDistributed mode ready on ${stack.url} (gateway + ${stack.children.length - 1} services). Ctrl-C stops.\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
for (const child of stack.children) {
  child.exited.then(async ({ code }) => {
    if (code !== 0 && code !== null) {
      process.stderr.write(`a process exited with code ${code}; stopping the others\n`);
      await stack.stop();
      process.exit(1);
    }
  });
}
