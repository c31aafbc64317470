// Runs this script again in a child Node process with extra V8 flags, when the current process
// lacks them: heap sizes are fixed when V8 starts, so they cannot be set from inside, and
// NODE_OPTIONS would also reach the servers the runner spawns.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * Returns undefined when the process already runs with every flag; otherwise starts the child and
 * returns a promise of its exit code. Ctrl-C reaches the child through the terminal's process
 * group, so this process only waits; a SIGTERM sent to this process is passed on.
 * @param {string[]} flags
 * @returns {Promise<number> | undefined}
 */
export function relaunchWith(flags) {
  if (flags.every((flag) => process.execArgv.includes(flag))) return undefined;
  const child = spawn(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}
