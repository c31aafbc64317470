import { setFlagsFromString } from 'node:v8';
import { ConfigError } from '../config/index.js';

/**
 * V8 flags every server process sets on itself before its code runs. The process sets them itself
 * because V8 refuses them in NODE_OPTIONS, and so every way of starting a server (npm start, the test
 * stacks, Docker, Kubernetes) gets them.
 * - No pretenuring (decision 0008): start-up work (the question bank's seed keeps thousands of objects
 *   alive) no longer marks code sites that the request path shares as long-lived, which sent every
 *   request's short-lived objects to the old generation and, under load, caused a full mark-compact
 *   every 100-150 ms.
 * - The old generation may grow to 3 times its live size before the next full mark-compact
 *   (decision 0009). V8's own choice for the gateway under load was about 1.3, and with 31 MB live
 *   that meant a mark-compact every 0.3-0.6 s, each with about 200 ms of marking on a second thread.
 */
export const SERVER_V8_FLAGS: readonly string[] = ['--no-allocation-site-pretenuring', '--heap-growing-percent=200'];

/** `--no-foo_bar` and `--foo-bar` name the same V8 flag. */
const v8FlagName = (flag: string): string =>
  flag
    .replace(/^--(no-)?/, '')
    .split('=')[0]
    .replaceAll('_', '-');

/** The server flags to set: a flag the command line already sets either way is the operator's choice. */
export function serverV8FlagsToSet(execArgv: readonly string[]): string[] {
  const chosen = new Set(execArgv.filter((arg) => arg.startsWith('--')).map(v8FlagName));
  return SERVER_V8_FLAGS.filter((flag) => !chosen.has(v8FlagName(flag)));
}

/**
 * Runs a server process's start-up with the server V8 flags set. A bad configuration prints its
 * list of problems, anything else its error, then the process exits 1.
 */
export async function runServerProcess(start: () => Promise<void>): Promise<void> {
  for (const flag of serverV8FlagsToSet(process.execArgv)) setFlagsFromString(flag);
  try {
    await start();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
    process.exit(1);
  }
}
